"""A game's own settings for a level (``LEVELS`` and ``GAME_LEVELS`` of its plug-in,
``SearchPlayer.for_game``): the level plays that game with them, scaled by the think time, and a
measuring variant's changes stay."""
from __future__ import annotations

import random
from typing import Any

import pytest

from brass_desktop.ai import brass, industria
from brass_desktop.ai.agent import SearchPlayer, make_agent, make_variant
from brass_desktop.ai.search import Searcher

from .helpers import mid_game


def _hard(**kwargs: Any) -> SearchPlayer:
    agent = make_agent("hard", **kwargs)
    assert isinstance(agent, SearchPlayer)
    return agent


def test_a_plugin_changes_a_level_in_its_own_game_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(industria, "LEVELS", {"hard": {"worlds": 2, "plans": 6, "look_nodes": 1000}}, raising=False)
    hard = _hard()
    assert (hard.worlds, hard.plans, hard.look_nodes) == (3, 4, 3600)  # the level's own (Brass)
    game = hard.for_game("industria")
    assert (game.worlds, game.plans, game.look_nodes, game.nodes) == (2, 6, 1000, 6000)
    assert hard.for_game("birmingham").worlds == 3  # Industria's change is not Brass's
    # scaled by the think time like the level's own settings
    long = _hard(think="long").for_game("industria")
    assert (long.worlds, long.plans, long.look_nodes, long.nodes) == (4, 6, 2000, 12_000)
    # a variant's own change wins over the game's
    variant = make_variant("hard:worlds=0")
    assert isinstance(variant, SearchPlayer)
    assert (variant.for_game("industria").worlds, variant.for_game("industria").plans) == (0, 6)


def test_a_plugin_of_two_games_changes_a_level_in_one_of_them(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(brass, "GAME_LEVELS", {"birmingham": {"hard": {"plans": 7, "worlds": 2}}})
    hard = _hard()
    birmingham, lancashire = hard.for_game("birmingham"), hard.for_game("lancashire")
    assert (birmingham.plans, birmingham.worlds) == (7, 2)
    assert (lancashire.plans, lancashire.worlds) == (4, 3)
    # on top of the plug-in's settings for both games (Brass's two-turn plan stays in each)
    assert birmingham.again_widths == lancashire.again_widths == brass.LEVELS["hard"]["again_widths"]
    assert _hard(think="long").for_game("birmingham").worlds == 4
    medium = make_agent("medium")
    assert isinstance(medium, SearchPlayer) and medium.for_game("birmingham").plans == 3
    variant = make_variant("hard:plans=4")
    assert isinstance(variant, SearchPlayer)
    assert variant.for_game("birmingham").plans == 4  # a measuring variant's change stays


def test_the_decision_uses_the_games_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    original = Searcher.lookahead

    def spy(self: Searcher, *args: Any, **kwargs: Any) -> Any:
        calls.append(args[2])  # (view, plans, worlds, ...)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(Searcher, "lookahead", spy)
    game = mid_game("industria", 4, 3, 6)
    while len(game.legal_actions()) < 3:
        game.apply(game.legal_actions()[0])
    monkeypatch.setattr(industria, "LEVELS", {"hard": {"worlds": 1}}, raising=False)
    _hard(nodes=2000).choose(game, random.Random(1))
    monkeypatch.setattr(industria, "LEVELS", {"hard": {"worlds": 0}}, raising=False)
    _hard(nodes=2000).choose(game, random.Random(1))
    assert calls == [1]  # one world with the first setting, no look-ahead at all with the second


def test_industria_hard_also_searches_its_own_next_decision() -> None:
    hard = _hard()
    assert (hard.again_widths, hard.again_nodes, hard.horizon) == ((), 0, 1)  # the level's own
    game = hard.for_game("industria")
    assert (game.again_widths, game.again_nodes, game.worlds, game.look_nodes) == ((1,), 3600, 3, 3600)
    assert _hard(think="quick").for_game("industria").again_nodes == 1800


def test_brass_hard_plans_two_turns() -> None:
    """Brass's Hard (round 9): replies until it moves again, then its own best next turn."""
    assert brass.LEVELS["hard"] == {"horizon": 0, "again_widths": (8, 1), "again_nodes": 7200,
                                    "reply_steps": 18, "look_nodes": 7200}
    for name in ("lancashire", "birmingham"):
        game = _hard().for_game(name)
        assert (game.horizon, game.again_widths, game.again_nodes, game.worlds) == (0, (8, 1), 7200, 3)
        assert (game.reply_steps, game.look_nodes) == (18, 7200)
        assert _hard(think="long").for_game(name).again_nodes == 14_400
    assert _hard().for_game("industria").horizon == 1  # Industria keeps its own
    # a measuring variant's own setting stays
    variant = make_variant("hard:horizon=1")
    assert isinstance(variant, SearchPlayer)
    assert variant.for_game("birmingham").horizon == 1


def test_brass_hard_searches_its_next_turn_in_the_decision(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[tuple[Any, ...]] = []
    original = Searcher.lookahead

    def spy(self: Searcher, *args: Any, **kwargs: Any) -> Any:
        seen.append((args[6], args[7], args[11]))  # (again_widths, again_nodes, steps)
        return original(self, *args, **kwargs)

    monkeypatch.setattr(Searcher, "lookahead", spy)
    game = mid_game("birmingham", 4, 3, 6)
    _hard(nodes=2000).choose(game, random.Random(1))
    assert seen and seen[0] == ((8, 1), 2000, 18)  # the budget caps the next turn's too


def test_birmingham_hard_looks_ahead_from_eight_first_actions_lancashire_from_four() -> None:
    # round 13 (ai/brass.py GAME_LEVELS): measured on Birmingham, not kept for Lancashire
    hard = _hard()
    assert (hard.for_game("birmingham").plans, hard.for_game("lancashire").plans) == (8, 4)
    assert hard.for_game("birmingham").look_nodes == hard.for_game("lancashire").look_nodes  # same budget
