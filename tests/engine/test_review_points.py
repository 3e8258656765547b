"""Game.upcoming: the review points (income, era scoring) an action sets off, worked out on a copy."""
from __future__ import annotations

import pytest

from brass_desktop.engine import Game, GameSetup, IllegalActionError, ReviewPoint, get_game
from brass_desktop.engine.agents import RandomAgent
from brass_desktop.engine.brass.actions import Pass


def new_game(name: str, seed: int) -> Game:
    return Game.new(GameSetup(players=("Ada", "Brunel", "Cort"), seed=seed, game=name,
                              options=get_game(name).options_class()))


@pytest.mark.parametrize("name", ["lancashire", "birmingham"])
def test_review_points_are_what_the_action_then_pays_and_scores(name):
    game, agent = new_game(name, 4), RandomAgent(4)
    incomes = scorings = rounds = 0
    while not game.is_over():
        action = agent.choose(game)
        before = game.state.to_dict()
        points = game.upcoming(action)
        assert game.state.to_dict() == before  # worked out on a copy
        vp_before = [p.vp for p in game.state.players]
        events = game.apply(action)
        assert all(isinstance(p, ReviewPoint) for p in points)
        ended = any(e["type"] == "round_ended" for e in events)
        rounds += ended
        paid = [(e["player"], e["amount"] if e["type"] == "income" else -e["debt"]) for e in events
                if e["type"] in ("income", "shortfall")]  # a shortfall pauses the income (R9.4)
        income_points = [p for p in points if p.step == "income"]
        if ended and paid:
            assert [(r["player"], r["amount"]) for p in income_points for r in p.rows] == paid
            incomes += 1
        else:
            assert income_points == []
        for point in points:
            if point.step == "score_era":
                scorings += 1
                for row in point.rows:
                    gained = row["links"] + row["industries"]
                    assert gained == sum(i["vp"] for i in row["link_items"]) + sum(
                        i["vp"] for i in row["industry_items"])
                    assert row["total"] == vp_before[row["player"]] + gained
    assert scorings == 2  # the canal era and the rail era
    assert rounds >= 18 and incomes == rounds - 1  # every round pays income but the last (R9.5, 6.4)


def test_the_canal_era_end_of_the_original_rules_scores_first_then_pays_income():
    game, agent = new_game("lancashire", 4), RandomAgent(4)
    while True:
        action = agent.choose(game)
        points = game.upcoming(action)
        if any(p.step == "score_era" for p in points):
            break
        game.apply(action)
    assert len(game.history) == 52
    assert [p.step for p in points] == ["score_era", "income"]  # R9.5: income after canal scoring
    scoring, income = points
    assert scoring.era == "canal" and [(r["player"], r["total"]) for r in scoring.rows] == [(0, 5), (1, 14), (2, 5)]
    assert income.era == "rail" and [(r["player"], r["amount"]) for r in income.rows] == [(2, -3), (1, 3), (0, 0)]


def test_birmingham_pays_income_before_the_canal_scoring():
    game, agent = new_game("birmingham", 4), RandomAgent(4)
    while True:
        action = agent.choose(game)
        points = game.upcoming(action)
        if any(p.step == "score_era" for p in points):
            break
        game.apply(action)
    assert [p.step for p in points] == ["income", "score_era"]  # 6.4 every round, then 7
    assert [(r["player"], r["amount"]) for r in points[0].rows] == [(0, -6), (1, -9), (2, 0)]


def test_an_illegal_action_has_no_review_and_changes_nothing():
    game = new_game("lancashire", 4)
    with pytest.raises(IllegalActionError):
        game.upcoming(Pass("no-such-card"))
    assert game.history == [] and game.upcoming(game.legal_actions()[0]) == ()
