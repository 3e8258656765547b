"""The game-neutral search: budgets shared by the parts of a decision, the opponents' replies
(greedy or whole turns), the player's own next turn after them, and the measuring variants."""
from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from brass_desktop.ai import make_agent
from brass_desktop.ai.agent import SearchPlayer, make_variant
from brass_desktop.ai.brass import DEFAULT
from brass_desktop.ai.games import plug_for
from brass_desktop.ai.search import Budget, Plan, Searcher
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
    weighted = make_variant("hard:w.carry=1:worlds=0")
    assert isinstance(weighted, SearchPlayer) and (weighted.changes, weighted.worlds) == ((("carry", 1.0),), 0)
    view = _turn_start("birmingham", 4, 6)
    assert weighted._searcher(view, random.Random(1)).weights.carry == 1.0
    assert hard._searcher(view, random.Random(1)).weights.carry == 0.0
    for bad in ("hard:tuned=1", "hard:bogus=2", "random:worlds=1", "hard:worlds", "hard:weights=1", "hard:w.carry=x"):
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



class _Spy(Searcher):
    """A searcher that records where each plan's replies ended: (round, seat in the turn order)."""

    ends: list[tuple[int, int]] = []

    def reply(self, game: Game, me: int, steps: int, sample: int | None, allot: int,
              widths: Sequence[int] = (1,), round_of: object = None) -> Game:
        out = super().reply(game, me, steps, sample, allot, widths, round_of)
        _Spy.ends.append((out.state.round, out.state.turn_index))
        return out


def _first_in_round(seed: int) -> Game:
    """A Birmingham turn start where the mover is the first of four in the round's order (three
    opponents still to move in this round)."""
    game = _turn_start("birmingham", 4, seed)
    searcher = _searcher(game)
    while game.state.turn_index != 0:
        game = searcher.turn_plans(game, (1,))[0].result
    return game


def test_replies_within_the_round_stop_when_it_ends() -> None:
    """``round_of``: the opponents play out the round the player is in, then the replies stop
    (in Brass the next round's order depends on the money each plan spent, R2.3)."""
    game = _first_in_round(5)
    me = game.current_player
    assert me is not None
    plug = plug_for("birmingham")
    searcher = _searcher(game)
    after = searcher.turn_plans(game, (4, 1))[0].result
    replied = searcher.reply(after, me, steps=9, sample=30, allot=10_000, round_of=plug.round_key(game))
    # the three opponents took their turns, nobody of the next round has moved
    assert (replied.state.round, replied.state.turn_index) == (game.state.round + 1, 0)
    assert replied.current_player != me or replied.state.turn_order[0] == me


def test_with_the_round_horizon_every_plan_is_judged_after_the_same_opponents_turns() -> None:
    """Without the horizon the replies run until the player moves again, which depends on the
    money each plan spent: the plans are judged after different numbers of opponents' turns.
    With it (``horizon=1``) every plan's replies end at the end of the same round."""
    game = _first_in_round(5)
    plans = _searcher(game).turn_plans(game, (6, 1))[:4]
    ends = {}
    for horizon in (0, 1):
        _Spy.ends = []
        spy = _Spy(plug_for("birmingham"), DEFAULT, random.Random(2), Budget(100_000))
        out = spy.lookahead(game, plans, worlds=2, sample=10, nodes=40_000, horizon=horizon)
        assert len(out) == 4 and {p.actions for p in out} == {p.actions for p in plans}
        ends[horizon] = list(_Spy.ends)
    assert len(ends[1]) == 8 and set(ends[1]) == {(game.state.round + 1, 0)}
    assert len(set(ends[0])) > 1, ends[0]


def test_common_replies_judge_the_same_plan_alike_and_separate_ones_do_not() -> None:
    """``common=1``: in a world every plan's replies draw from one generator seeded alike, so
    two copies of one plan get the same value; with separate draws (the default) they differ."""
    game = _first_in_round(5)
    plan = _searcher(game).turn_plans(game, (6, 1))[0]
    twins = [plan, Plan(plan.utility, plan.actions, plan.result)]
    for common in (0, 1):
        out = _searcher(game, 4).lookahead(game, twins, worlds=2, sample=10, nodes=4_000, common=common)
        assert (out[0].utility == out[1].utility) == bool(common)


def test_a_mixed_lookahead_moves_the_turn_values_by_the_plans_differences() -> None:
    """``mix``: a plan's value is its turn value plus ``mix`` times its look-ahead value less the
    plans' mean look-ahead value, so the shifts sum to zero and scale with ``mix``."""
    game = _first_in_round(5)
    plans = _searcher(game).turn_plans(game, (6, 1))[:4]
    turn = {p.actions: p.utility for p in plans}

    def shifts(mix: float) -> dict[tuple[object, ...], float]:
        out = _searcher(game, 4).lookahead(game, plans, worlds=2, sample=10, nodes=4_000, horizon=1, mix=mix)
        return {p.actions: p.utility - turn[p.actions] for p in out}

    one, two = shifts(1.0), shifts(2.0)
    assert sum(one.values()) == pytest.approx(0.0, abs=1e-9)
    assert any(abs(v) > 0.01 for v in one.values())
    assert all(two[a] == pytest.approx(2 * one[a]) for a in one)
