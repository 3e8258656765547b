"""Every level plays whole seeded games of both Brass games at every player count without an
illegal move (``play_game`` applies each choice through ``Game.apply``, which refuses illegal
ones), decisions are reproducible from the game and the seed, and hints come with reasons."""
from __future__ import annotations

import time

import pytest

from brass_desktop.ai import (
    brass,
    choose_from_record,
    choose_from_view,
    decide,
    hints_from_record,
    make_agent,
    move_reasons,
    suggest,
    view_packet,
)
from brass_desktop.ai.search import Budget
from brass_desktop.ai.tournament import play_game
from brass_desktop.engine import action_from_dict, get_game
from brass_desktop.engine.brass.actions import BuildIndustry

from .helpers import mid_game

# Quick whole games: every level in every game at every player count it is played with (Brass 2-4,
# Industria 3-4), small search budgets (the levels' own budgets are measured by
# benchmarks/ai_tournament.py).  About a minute together.
QUICK_NODES = {"easy": 150, "medium": 200, "hard": 300}
TABLES = [("lancashire", ("hard", "random")), ("lancashire", ("easy", "medium")),
          ("lancashire", ("easy", "medium", "random")), ("lancashire", ("random", "hard", "random")),
          ("lancashire", ("random", "easy", "medium", "hard")),
          ("birmingham", ("hard", "random")), ("birmingham", ("medium", "easy")),
          ("birmingham", ("random", "medium", "hard")), ("birmingham", ("easy", "random", "random")),
          ("birmingham", ("random", "easy", "medium", "hard")),
          ("industria", ("hard", "easy", "random")), ("industria", ("medium", "random", "random")),
          ("industria", ("random", "easy", "medium", "hard"))]


@pytest.mark.parametrize("game_name,levels", TABLES)
def test_whole_games_without_an_illegal_move(game_name: str, levels: tuple[str, ...]) -> None:
    players = len(levels)
    result = play_game(game_name, levels, seed=11 + players, nodes=QUICK_NODES)
    assert result.decisions > 40
    assert all(len(t) > 5 for t in result.think)
    assert len(result.vp) == players and result.winners
    best = max(result.vp)
    assert all(result.vp[w] == best for w in result.winners)


def test_the_quick_tables_cover_every_level_in_every_game_and_player_count() -> None:
    for game_name in ("lancashire", "birmingham", "industria"):
        definition = get_game(game_name)
        for players in range(definition.min_players, definition.max_players + 1):
            levels = {lv for g, table in TABLES if g == game_name and len(table) == players for lv in table}
            assert levels == {"random", "easy", "medium", "hard"}, (game_name, players)


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_decisions_are_reproducible_from_the_game_and_the_seed(level: str) -> None:
    game = mid_game("birmingham", 3, 4, 12)
    agent = make_agent(level)
    first = decide(game, agent, 21)
    assert decide(game, make_agent(level), 21) == first
    assert action_from_dict(choose_from_record(game.to_record(), level, 21)) == first
    assert game.explain(first) == ()


def test_a_different_seed_may_choose_differently_for_the_random_level() -> None:
    game = mid_game("lancashire", 4, 2, 10)
    agent = make_agent("random")
    assert len({decide(game, agent, s) for s in range(8)}) > 1


MOVE_CODES = {"build", "link", "develop", "sell", "loan", "auction", "bid", "pass_bid", "sell_lot", "keep",
              "build_tile", "exchange"}
EFFECT_CODES = {"income", "flips", "on_flip", "on_flips", "vp", "reach", "coins", "worth", "connections", "symbols"}


@pytest.mark.parametrize(("game_name", "actions"), [("lancashire", 14), ("birmingham", 14), ("industria", 44)])
def test_hints_are_three_distinct_legal_moves_with_reasons(game_name: str, actions: int) -> None:
    game = mid_game(game_name, 4, 9, actions)
    hints = suggest(game, seed=3)
    assert len(hints) == 3
    assert len({h.action for h in hints}) == 3
    assert all(game.explain(h.action) == () for h in hints)
    assert hints[0].value >= hints[1].value >= hints[2].value
    for rank, hint in enumerate(hints):
        codes = [r.code for r in hint.reasons]
        # the best says its estimated gain only when it is one; the others how far below it they rank
        if rank == 0:
            assert "behind" not in codes
            assert "value" not in codes or hint.reasons[-1].params["vp"] >= 0.5
        else:
            assert codes[-1] == "behind" and "value" not in codes
            assert hint.reasons[-1].params["vp"] == round(hints[0].value - hint.value, 1) >= 0
        assert set(codes) <= MOVE_CODES | EFFECT_CODES | {"value", "behind"}
        moves = [r.params["move"] for r in hint.reasons if r.code in MOVE_CODES]
        assert moves and len(set(moves)) == len(moves) and all(0 <= m < len(hint.plan) for m in moves)
    plain = hints_from_record(game.to_record(), seed=3)
    assert [game.definition.action_from_dict(h["action"]) for h in plain] == [h.action for h in hints]


def test_industria_hints_name_the_bid_and_what_the_tile_is_worth() -> None:
    game = mid_game("industria", 4, 9, 44)
    state = game.state
    hints = suggest(game, seed=3)
    bids = [h for h in hints if h.plan[0].kind == "bid"]
    assert bids
    for hint in bids:
        said = {r.code: r.params for r in hint.reasons}
        assert said["bid"] == {"amount": hint.plan[0].amount, "tile": state.lot, "move": 0}
        assert said["worth"]["amount"] >= hint.plan[0].amount  # Hard bids no more than the lot is worth to it


def test_unknown_level_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown level"):
        make_agent("grandmaster")


def test_the_think_time_scales_the_node_budget_and_stays_reproducible() -> None:
    hard = [make_agent("hard", think=think) for think in ("quick", "normal", "long")]
    assert [(a.nodes, a.worlds, a.seconds) for a in hard] == [  # type: ignore[attr-defined]
        (3_000, 2, 15.0), (6_000, 3, 30.0), (12_000, 6, 60.0)]
    assert make_agent("medium", think="quick").nodes == 1_500  # type: ignore[attr-defined]
    game = mid_game("lancashire", 3, 5, 9)
    assert game.current_player is not None
    packet = view_packet(game, game.current_player)
    for think in ("quick", "long"):
        assert choose_from_view(packet, "medium", 4, think) == choose_from_view(packet, "medium", 4, think)
    assert choose_from_view(packet, "medium", 4, "normal") == choose_from_record(game.to_record(), "medium", 4)
    with pytest.raises(ValueError, match="think time"):
        make_agent("easy", think="forever")


def test_the_safety_cap_counts_cpu_seconds_not_the_clock() -> None:
    waiting = Budget(10, seconds=0.05)
    time.sleep(0.1)  # a busy machine: the clock runs, this process's CPU does not
    assert not waiting.timed_out and not waiting.exhausted
    spent = Budget(10, seconds=0.0)
    sum(i * i for i in range(200_000))
    assert spent.timed_out and spent.exhausted and spent.left == 10
    assert not Budget(10).timed_out


def test_a_decision_cut_by_the_cap_is_still_legal() -> None:
    game = mid_game("birmingham", 4, 3, 12)
    agent = make_agent("hard")
    agent.seconds = 0.0  # type: ignore[attr-defined]
    assert game.explain(decide(game, agent, 5)) == ()


@pytest.mark.parametrize(("game_name", "actions"), [("lancashire", 14), ("birmingham", 30), ("industria", 44)])
def test_a_move_made_is_described_by_public_facts_only(game_name: str, actions: int) -> None:
    game = mid_game(game_name, 4, 9, actions)
    before = game.to_record()
    for action in game.legal_actions()[:40]:
        said = move_reasons(game, action)
        assert all("move" in r["params"] and r["params"]["move"] == 0 for r in said)
        assert len(said) <= 1  # one action: one description, never its worth or value
    assert game.to_record() == before  # describing a move changes nothing
    kinds = {move_reasons(game, a)[0]["code"] for a in game.legal_actions() if move_reasons(game, a)}
    assert kinds & {"build", "link", "develop", "sell", "loan", "bid", "pass_bid"}


def test_a_build_not_yet_flipped_says_what_it_brings_when_it_flips() -> None:
    """A hint's build that scores nothing yet names what the tile brings (R9.6, R10.2): Lancashire's
    level-1 cotton mill 3 VP and 5 income spaces, a level-1 coal mine 1 VP and 4 spaces.  A
    computer's move shown on the map says only what it is (the reason has no ``move``)."""
    game = mid_game("lancashire", 4, 1, 0)
    player = game.current_player
    assert player is not None
    for industry, expected in (("cotton", {"tile_vp": 3, "spaces": 5}), ("coal", {"tile_vp": 1, "spaces": 4})):
        build = next(a for a in game.legal_actions() if isinstance(a, BuildIndustry) and a.industry == industry)
        after = game.copy()
        after.apply(build)
        said = {r.code: r.params for r in brass.reasons(game, after, player, (build,))}
        assert said["on_flip"] == expected
        assert all(r["code"] != "on_flip" for r in move_reasons(game, build))
