"""R1 setup for 2-4 players, seeded chance outcomes in the record, and record loading."""
from __future__ import annotations

import json
from collections import Counter

import pytest

from brass_desktop.engine import Game, GameSetup, Pass, RecordError, RuleOptions, game_from_json, record_to_json
from brass_desktop.engine.agents import BUILDER_WEIGHTS, play_random_game

NAMES = ("Ada", "Brunel", "Cort", "Darby")


@pytest.mark.parametrize("players, money, deck, removed, draw, rounds", [
    # 4p: 66 cards, 6 removed (seed 000), 32 dealt -> 28 to draw; 8 rounds
    (4, 30, 66, 6, 28, 8),
    # 3p: 66 cards, 9 removed, 24 dealt -> 33 to draw; 10 rounds
    (3, 30, 66, 9, 33, 10),
    # 2p (seed 004): GBP 25, 40-card deck, 2 removed, 16 dealt -> 22 to draw; 10 rounds
    (2, 25, 40, 2, 22, 10),
])
def test_setup_per_player_count(players, money, deck, removed, draw, rounds) -> None:
    game = Game.new(GameSetup(players=NAMES[:players], seed=11))
    state = game.state
    assert [p.money for p in state.players] == [money] * players
    assert all(len(p.hand) == 8 for p in state.players)
    assert len(state.removed) == removed
    assert len(state.deck) == draw
    assert len(game.setup["canal_deck"]) == deck
    assert state.rounds_in_era == rounds
    assert all(p.income_pos == 10 for p in state.players)  # R1.4: space 10, income 0
    assert state.coal_market == 8 and state.iron_market == 8  # R1.5
    assert state.actions_left == 1  # R2.2: first canal round
    assert sorted(state.turn_order) == list(range(players))


def test_two_player_distant_tiles_are_the_community_set() -> None:
    game = Game.new(GameSetup(players=NAMES[:2], seed=3))
    # seed 004 / OOTH: both 0s, one -1 and one -3 removed from 0,0,1,1,2,2,2,2,3,3,3,4
    assert sorted(game.state.distant_tiles) == [1, 2, 2, 2, 2, 3, 3, 4]


def test_the_seed_fixes_every_chance_outcome_and_the_record_holds_them() -> None:
    a = Game.new(GameSetup(players=NAMES[:3], seed=42))
    b = Game.new(GameSetup(players=NAMES[:3], seed=42))
    c = Game.new(GameSetup(players=NAMES[:3], seed=43))
    assert a.setup == b.setup and a.setup != c.setup
    for key in ("turn_order", "canal_deck", "rail_deck", "canal_distant_tiles", "rail_distant_tiles"):
        assert key in a.setup
    assert Counter(a.setup["rail_deck"]) == Counter(a.setup["canal_deck"])


def test_bad_setups_are_refused_with_a_reason() -> None:
    with pytest.raises(ValueError, match="2 to 4"):
        Game.new(GameSetup(players=("Solo",)))
    with pytest.raises(ValueError, match="name"):
        Game.new(GameSetup(players=("A", " ")))
    with pytest.raises(ValueError, match="income_tiebreak"):
        Game.new(GameSetup(players=("A", "B"), options=RuleOptions(income_tiebreak="coin")))


def finished_record() -> dict:
    game = play_random_game(Game.new(GameSetup(players=NAMES[:3], seed=8)), 8, weights=BUILDER_WEIGHTS)
    return json.loads(record_to_json(game))


def test_record_round_trip_replays_to_the_same_state() -> None:
    game = Game.new(GameSetup(players=NAMES[:3], seed=8))
    for _ in range(30):
        game.apply(game.legal_actions()[-1])
    game.undo()
    copy = game_from_json(record_to_json(game))
    assert copy.state.to_dict() == game.state.to_dict()
    assert copy.history == game.history
    assert copy.can_redo()  # the undone action survives in the record's redo list
    copy.redo()
    game.redo()
    assert copy.state.to_dict() == game.state.to_dict()


@pytest.mark.parametrize("mangle, message", [
    (lambda r: "not json", "not a Brass Desktop game record"),
    (lambda r: {**r, "format": "chess"}, "not a Brass Desktop game record"),
    (lambda r: {**r, "version": 99}, "version 99"),
    (lambda r: {**r, "setup": {**r["setup"], "players": ["A"]}}, "2 to 4"),
    (lambda r: {**r, "setup": {**r["setup"], "canal_deck": r["setup"]["canal_deck"][:-1]}}, "canal_deck"),
    (lambda r: {**r, "setup": {**r["setup"], "options": {"house_rule": True}}}, "unknown rule option"),
    (lambda r: {**r, "actions": r["actions"][:3] + [{"kind": "teleport"}]}, "action 4 is malformed"),
    (lambda r: {**r, "actions": r["actions"][:5] + [{"kind": "pass", "card": "nowhere"}]}, "action 6 is illegal"),
])
def test_damaged_records_are_rejected_naming_the_first_bad_entry(mangle, message) -> None:
    record = finished_record()
    with pytest.raises(RecordError, match=message):
        Game.from_record(mangle(record))


def test_bad_json_text_is_a_record_error() -> None:
    with pytest.raises(RecordError, match="JSON"):
        game_from_json("{ broken")


def test_illegal_entry_index_is_reported() -> None:
    record = finished_record()
    record["actions"][2] = {"kind": "pass", "card": "nowhere"}
    with pytest.raises(RecordError) as info:
        Game.from_record(record)
    assert info.value.entry == 2


def test_apply_illegal_action_changes_nothing() -> None:
    game = Game.new(GameSetup(players=NAMES[:3], seed=1))
    before = game.state.to_dict()
    with pytest.raises(ValueError) as info:
        game.apply(Pass("not_a_card"))
    assert "card_not_in_hand" in str(info.value)
    assert game.state.to_dict() == before
    assert game.history == []


def test_legal_actions_filter_by_kind_name_card_and_location() -> None:
    game = Game.new(GameSetup(players=NAMES[:3], seed=6))
    everything = game.legal_actions()
    for kind in ("pass", "loan", "build", "link", "develop", "sell"):
        assert game.legal_actions(kind) == [a for a in everything if a.kind == kind]
    assert game.legal_actions(Pass) == game.legal_actions("pass")
    card = game.state.players[game.current_player].hand[0]
    assert all(card in getattr(a, "cards", (getattr(a, "card", None),)) for a in game.legal_actions(card=card))
    builds = game.legal_actions("build", location="manchester")
    assert builds and all(a.slot.startswith("manchester/") for a in builds)


def test_location_filter_covers_three_way_lines_and_merchants() -> None:
    from brass_desktop.engine.brass.definition import action_locations
    from brass_desktop.engine.brass.options import BirminghamOptions
    game = Game.new(GameSetup(players=NAMES[:2], seed=2, game="birmingham", options=BirminghamOptions()))
    data = game.data
    from brass_desktop.engine import BuildLink, Sell
    assert "farm_brewery_south" in action_locations(data, BuildLink("coal", ("kidderminster__worcester",)))
    assert action_locations(data, Sell("coal", "birmingham/0", "oxford/m0")) == {"birmingham", "oxford"}


def test_an_unexpected_error_inside_a_rule_restores_the_position(monkeypatch) -> None:
    game = Game.new(GameSetup(players=NAMES[:3], seed=4))
    before = game.state.to_dict()
    action = game.legal_actions("loan")[0]
    from brass_desktop.engine.brass.rules import loan_listing as loan  # the hooks the game calls

    def broken(ctx, fx, player, act):
        ctx.state.players[player].money += 1000  # a half-done change...
        raise RuntimeError("rule bug")  # ...then a failure

    monkeypatch.setattr(loan, "apply", broken)
    with pytest.raises(RuntimeError):
        game.apply(action)
    assert game.state.to_dict() == before and game.history == []


def test_redo_entries_that_do_not_fit_are_dropped_on_load_and_redo_never_loses_one() -> None:
    game = Game.new(GameSetup(players=NAMES[:3], seed=8))
    for _ in range(6):
        game.apply(game.legal_actions()[-1])
    game.undo()
    game.undo()
    record = json.loads(record_to_json(game))
    good = Game.from_record(record)
    assert good.can_redo() and len(good._redo) == 2
    record["redo"] = [record["redo"][0], {"kind": "pass", "card": "zz"}, record["redo"][1]]
    partial = Game.from_record(record)
    assert len(partial._redo) == 1  # the bad entry and those after it are dropped
    assert partial.history == good.history and partial.state.to_dict() == good.state.to_dict()
    partial._redo.append(Pass("zz"))  # a redo that does not fit raises and stays available
    with pytest.raises(ValueError):
        partial.redo()
    assert partial._redo[-1] == Pass("zz")


def test_shortfall_sale_preview_gives_half_the_cost() -> None:
    from brass_desktop.engine import SellTile
    from brass_desktop.engine.brass.state import SHORTFALL, Tile
    game = Game.new(GameSetup(players=NAMES[:3], seed=8))
    state = game.state
    state.tiles["bolton/0"] = Tile(state.turn_order[0], "cotton", 2)  # cotton II costs £14
    state.phase, state.pending = SHORTFALL, {"player": state.turn_order[0], "debt": 3, "income_queue": []}
    game.edit()  # the state was edited by hand
    preview = game.preview(SellTile("bolton/0"))
    assert (preview.sale_value, preview.money_after, preview.debt) == (7, state.players[
        state.turn_order[0]].money + 7, 3)
