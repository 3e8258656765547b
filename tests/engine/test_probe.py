"""Game.probe (a choice still being made: its legal actions, or the most specific reasons) and the
typed previews of every consequence (cost split, income levels, VP, distant market, scout)."""
from __future__ import annotations

import random

import pytest

from brass_desktop.engine import DISTANT, Game, GameSetup, Reason
from brass_desktop.engine.brass.probe import choice_kind


def _played(game: str, players: int, seed: int, steps: int) -> Game:
    g = Game.new(GameSetup(players=tuple("ABCD"[:players]), seed=seed, game=game))
    rng = random.Random(seed)
    for _ in range(steps):
        if g.current_player is None:
            break
        g.apply(rng.choice(g.legal_actions()))
    return g


def _fields(action: object) -> dict[str, object]:
    """A choice naming every decision of ``action`` but its sources."""
    out: dict[str, object] = {"kind": choice_kind(action)}  # type: ignore[arg-type]
    for name in ("cards", "slot", "industry", "lines", "industries", "mill", "to", "amount"):
        if hasattr(action, name):
            out[name] = getattr(action, name)
    if hasattr(action, "card"):
        out["cards"] = (action.card,)  # type: ignore[attr-defined]
    return out


def test_a_chosen_card_names_itself() -> None:
    g = Game.new(GameSetup(players=("Ada", "Brunel", "Cort"), seed=7))
    assert "warrington_runcorn" in g.state.players[g.current_player].hand
    probe = g.probe({"kind": "build", "cards": ("warrington_runcorn",), "slot": "preston/0"})
    assert probe.actions == ()
    assert [(v.reason, v.params) for v in probe.violations] == [
        (Reason.CARD_WRONG_LOCATION, {"card": "warrington_runcorn", "location": "preston"})]


def test_an_open_card_blames_no_card_but_the_space() -> None:
    g = Game.new(GameSetup(players=("Ada", "Brunel", "Cort"), seed=7))
    probe = g.probe({"slot": "barrow_in_furness/0"})  # R3.5 level-0 shipyard, R3.6 rail-era town
    assert [v.reason for v in probe.violations] == [Reason.LEVEL_ZERO, Reason.LOCATION_WRONG_ERA]
    assert all("card" not in v.params for v in probe.violations)


def test_no_card_fits_is_said_once_when_the_cards_differ() -> None:
    g = _played("lancashire", 3, 4, 13)
    assert g.state.actions_left == 1  # no double build (R3.3) to fall back on
    found = 0
    for slot in g.data.slots:
        probe = g.probe({"slot": slot})
        if probe.violations and probe.violations[0].reason is Reason.NO_CARD_FITS:
            assert probe.violations == (probe.violations[0],)
            assert probe.violations[0].params == {"location": g.data.slots[slot][0]}
            # really: every card of the hand fails there for a reason of the card
            for card in set(g.state.players[g.current_player].hand):
                assert not g.probe({"kind": "build", "cards": (card,), "slot": slot}).actions
            found += 1
    assert found == 21


@pytest.mark.parametrize(("game", "players", "seed", "steps"), [
    ("lancashire", 2, 1, 0), ("lancashire", 3, 4, 14), ("lancashire", 4, 5, 40),
    ("birmingham", 2, 2, 9), ("birmingham", 3, 3, 30), ("birmingham", 4, 6, 55)])
def test_probe_agrees_with_the_legal_list(game: str, players: int, seed: int, steps: int) -> None:
    g = _played(game, players, seed, steps)
    legal = g.legal_actions()
    for action in legal[::7]:
        assert action in g.probe(_fields(action)).actions
    for slot in g.data.slots:
        probe = g.probe({"slot": slot})
        listed = [a for a in legal if getattr(a, "slot", None) == slot]
        assert set(probe.actions) == set(listed)
        assert bool(probe.violations) == (not listed)
    for line in g.data.lines:
        probe = g.probe({"kind": "link", "lines": (line,)})
        assert bool(probe.actions) == any(line in getattr(a, "lines", ()) for a in legal)
        assert bool(probe.violations) != bool(probe.actions)


def test_kind_reasons_name_the_obstacle() -> None:
    g = Game.new(GameSetup(players=("Ada", "Brunel"), seed=1))
    link = g.probe({"kind": "link"})
    assert link.violations[0].reason is Reason.LINK_NOT_IN_NETWORK and link.violations[0].params["empty"] is True
    assert [v.reason for v in g.probe({"kind": "sell"}).violations] == [Reason.NOTHING_TO_SELL]
    b = Game.new(GameSetup(players=("Ada", "Brunel"), seed=2, game="birmingham"))
    scout = b.current_player
    b.apply(b.legal_actions(kind="scout")[0])
    while b.current_player != scout:
        b.apply(b.legal_actions(kind="pass")[0])
    assert [(v.reason, v.params) for v in b.probe({"kind": "scout"}).violations] == [
        (Reason.SCOUT_HOLDS_WILD, {"card": "wild_industry"})]


def test_previews_split_the_cost_and_give_income_levels_and_vp() -> None:
    g = Game.new(GameSetup(players=("Ada", "Brunel", "Cort"), seed=7))
    build = next(a for a in g.legal_actions(kind="build") if a.industry == "cotton")
    p = g.preview(build)
    assert (p.cost, p.parts, p.money_after, p.level, p.vp, p.tile_income) == (
        12, {"tile": 12, "coal": 0, "iron": 0}, 18, 1, 3, 5)
    assert (p.income_before, p.income_after) == (0, 0)  # a cotton mill pays only when it flips
    loans = {a.amount: g.preview(a) for a in g.legal_actions(kind="loan") if a.card == build.cards[0]}
    assert {k: (v.money_after, v.income_before, v.income_after) for k, v in loans.items()} == {
        10: (40, 0, -1), 20: (50, 0, -2), 30: (60, 0, -3)}  # R9.1: one level per £10


def test_distant_sale_preview_counts_the_stack() -> None:
    g = _played("lancashire", 2, 8, 18)
    sale = next(a for a in g.legal_actions(kind="sell") if a.to == DISTANT)
    p = g.preview(sale)
    assert sale.mill == "macclesfield/0" and g.state.distant_pos == 0
    assert (p.vp, p.tile_income, p.income_before, p.demand) == (3, 5, -3, 3)
    assert p.chance == (0, 8)  # from the first space no tile closes the market
    assert p.gain_range == (2, 3)
    assert p.income_after is None  # unknown until the tile is drawn


def test_scout_preview_names_the_wild_cards() -> None:
    b = Game.new(GameSetup(players=("Ada", "Brunel"), seed=2, game="birmingham"))
    p = b.preview(b.legal_actions(kind="scout")[0])
    assert p.cards_gained == ("wild_location", "wild_industry") and p.cost == 0
