"""The game-neutral search: budgets shared by the parts of a decision, the opponents' replies
(greedy or whole turns), the player's own next turn after them, and the measuring variants."""
from __future__ import annotations

import random

import pytest

from brass_desktop.ai import make_agent
from brass_desktop.ai.agent import SearchPlayer, make_variant
from brass_desktop.ai.brass import DEFAULT
from brass_desktop.ai.games import plug_for
from brass_desktop.ai.search import Budget, Searcher
from brass_desktop.engine import Game

from .helpers import mid_game


def _searcher(game: Game, seed: int = 1, nodes: int = 100_000) -> Searcher:
    return Searcher(plug_for(game.definition.name), DEFAULT, random.Random(seed), Budget(nodes))


def _turn_start(game_name: str, players: int, seed: int) -> Game:
    """A mid-game position where the player to move starts a turn (so a plan is a whole turn)."""
    game = mid_game(game_name, players, seed, 12)
    plug = plug_for(game_name)
    key = plug.turn_key(game)
    searcher = _searcher(game)
    while plug.turn_key(game) == key:
        game = searcher.ranked_children(game)[0].result
    return game


def test_a_share_of_a_budget_keeps_the_deadline_and_counts_its_own_positions() -> None:
    whole = Budget(100, seconds=30.0)
    part = whole.share(7)
    assert part.deadline == whole.deadline and part.left == 7
    part.take(7)
    assert part.exhausted and not whole.exhausted and whole.left == 100
    assert Budget(5).share(3).deadline is None


@pytest.mark.parametrize("widths", [(1,), (3, 1)])
def test_the_opponents_reply_until_the_player_is_to_move_again(widths: tuple[int, ...]) -> None:
    game = _turn_start("birmingham", 4, 5)
    me = game.current_player
    assert me is not None
    searcher = _searcher(game)
    plan = searcher.turn_plans(game, (4, 1))[0]
    after = plan.result
    assert after.current_player != me
    replied = searcher.reply(after, me, steps=9, sample=30, allot=10_000, widths=widths)
    assert replied.current_player == me
    # each of the three opponents took its turn: the turn order moved on three seats
    assert replied.state.turn_index == (after.state.turn_index + 3) % 4 or replied.state.round != after.state.round


def test_a_reply_stops_at_its_share_of_positions() -> None:
    game = _turn_start("lancashire", 3, 4)
    me = game.current_player
    assert me is not None
    searcher = _searcher(game)
    after = searcher.turn_plans(game, (2, 1))[0].result
    budget_before = searcher.budget.used
    replied = searcher.reply(after, me, steps=6, sample=5, allot=5)
    # one sampled step of 5 moves uses the whole share: the second action is not taken
    assert replied.current_player != me
    assert searcher.budget.used == budget_before  # the replies count their own share, not the turn search's


def test_a_whole_turn_reply_is_at_least_as_good_for_the_opponent_as_a_greedy_one() -> None:
    game = _turn_start("birmingham", 3, 7)
    me = game.current_player
    assert me is not None
    after = _searcher(game).turn_plans(game, (3, 1))[0].result
    opponent = after.current_player
    assert opponent is not None and opponent != me
    greedy = _searcher(after, 2).reply(after, me, steps=2, sample=None, allot=10_000)
    whole = _searcher(after, 2).reply(after, me, steps=2, sample=None, allot=10_000,
                                      widths=(4, 1))
    judge = _searcher(after)
    # with every move weighed, the turn search expands the greedy first action among others
    assert judge.utility(whole, opponent) >= judge.utility(greedy, opponent) - 1e-5


def test_the_next_turn_is_searched_only_when_the_player_is_to_move() -> None:
    game = _turn_start("birmingham", 4, 9)
    me = game.current_player
    assert me is not None
    searcher = _searcher(game)
    best = searcher.turn_plans(game, (3, 1))[0].utility
    assert searcher.again(game, me, (3, 1), None, 100_000) == pytest.approx(best, abs=1e-5)
    other = (me + 1) % 4
    assert searcher.again(game, other, (3, 1), None, 100_000) == searcher.utility(game, other)
    assert searcher.again(game, me, (), None, 100_000) == searcher.utility(game, me)


def test_a_two_turn_lookahead_rescores_every_plan_and_is_reproducible() -> None:
    game = _turn_start("lancashire", 4, 6)
    plans = _searcher(game).turn_plans(game, (4, 1))[:3]

    def rescore(seed: int) -> list[tuple[float, tuple[object, ...]]]:
        searcher = _searcher(game, seed)
        out = searcher.lookahead(game, plans, worlds=2, sample=10, nodes=600, again_widths=(2, 1),
                                 again_nodes=6_000)
        return [(p.utility, p.actions) for p in out]

    first = rescore(3)
    assert first == rescore(3)
    assert {a for _, a in first} == {p.actions for p in plans} and len(first) == len(plans)
    assert [u for u, _ in first] == sorted((u for u, _ in first), reverse=True)


def test_a_variant_changes_only_the_named_settings() -> None:
    hard = make_agent("hard")
    variant = make_variant("hard:worlds=0:reply_widths=3-1:again_nodes=5000")
    assert isinstance(variant, SearchPlayer) and isinstance(hard, SearchPlayer)
    assert (variant.worlds, variant.reply_widths, variant.again_nodes) == (0, (3, 1), 5000)
    assert (variant.widths, variant.nodes, variant.plans, variant.tuned) == (hard.widths, hard.nodes, hard.plans, True)
    assert make_variant("medium") == make_agent("medium")
    assert make_variant("hard:nodes=9", nodes=300).nodes == 9  # type: ignore[attr-defined]
    for bad in ("hard:tuned=1", "hard:bogus=2", "random:worlds=1", "hard:worlds", "hard:weights=1"):
        with pytest.raises(ValueError, match="cannot set"):
            make_variant(bad)


def test_hard_expands_every_first_action_and_medium_its_six_best() -> None:
    game = _turn_start("birmingham", 4, 6)
    plug = plug_for("birmingham")
    first_actions = set(plug.representatives(game, game.legal_actions()))
    assert len(first_actions) == 35
    plans = {}
    for level in ("hard", "medium"):
        agent = make_agent(level)
        assert isinstance(agent, SearchPlayer)
        plans[level] = agent._searcher(game, random.Random(1)).turn_plans(game, agent.widths)
    # every first action is followed by the turn's second (none ends the turn here); Medium keeps
    # only the whole turns of its six best first actions, each among Hard's
    assert {p.actions[0] for p in plans["hard"]} == first_actions
    assert all(len(p.actions) >= 2 for p in plans["hard"] + plans["medium"])
    assert len(plans["medium"]) == 6
    assert {p.actions[0] for p in plans["medium"]} < first_actions


def test_a_plan_that_cannot_be_followed_in_a_world_is_left_out_of_it() -> None:
    from brass_desktop.ai.search import _follow
    from brass_desktop.engine.brass.actions import BuildIndustry
    game = _turn_start("birmingham", 4, 6)
    build = next(a for a in game.legal_actions() if isinstance(a, BuildIndustry))
    after = _follow(game, (build,))
    assert after is not None and after.state.tiles[build.slot].industry == build.industry
    assert _follow(game, (build, build)) is None  # the slot is taken: the same build again is not legal


def test_a_band_keeps_the_look_ahead_to_near_equal_turns() -> None:
    """``band``: the look-ahead re-scores only the plans within ``band`` VP of the best turn.  A
    band no plan but the best is within decides as Hard without worlds; a band every plan is
    within decides as Hard; the default (0) is Hard."""
    game = _turn_start("birmingham", 4, 6)
    assert make_variant("hard").band == 0.0  # type: ignore[attr-defined]

    def first(spec: str) -> object:
        agent = make_variant(spec, nodes=800)
        assert isinstance(agent, SearchPlayer)
        _, plans = agent._plans(game, random.Random(3), 1)
        return plans[0].actions

    assert first("hard:band=0.000000001") == first("hard:worlds=0")
    assert first("hard:band=1000") == first("hard")
    assert first("hard:worlds=0") != first("hard")  # on this position the look-ahead changes the turn
