"""The tournament harness: seat rotation, Wilson intervals, and a level against itself comes
out level within its confidence interval."""
from __future__ import annotations

import pytest

from brass_desktop.ai.tournament import GameResult, Report, rotated, run, wilson


def test_seats_rotate_one_place_per_game() -> None:
    seats = ["hard", "medium", "medium", "easy"]
    assert rotated(seats, 0) == seats
    assert rotated(seats, 1) == ["medium", "medium", "easy", "hard"]
    assert rotated(seats, 4) == seats
    # over a multiple of the seat count every level sits in every seat as often as it is listed
    for seat in range(4):
        assert [rotated(seats, i)[seat] for i in range(4)].count("hard") == 1


def test_wilson_interval() -> None:
    low, high = wilson(5, 10)
    assert low == pytest.approx(0.2366, abs=1e-4) and high == pytest.approx(0.7634, abs=1e-4)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_report_counts_shared_wins_as_fractions() -> None:
    report = Report("lancashire", ["hard", "easy"])
    report.results = [GameResult(["hard", "easy"], [50, 40], [0], [[0.1], [0.2]], 2),
                      GameResult(["easy", "hard"], [45, 45], [0, 1], [[0.3], [0.5]], 2)]
    rows = report.by_level()
    assert rows["hard"]["wins"] == 1.5 and rows["easy"]["wins"] == 0.5
    assert rows["hard"]["seat_games"] == 2 and rows["hard"]["win_rate"] == 0.75
    assert rows["easy"]["vp"][0] == 42.5
    # the margin: a seat's VP less the mean of the others in its game (+10 and 0 for hard)
    assert rows["hard"]["margin"][0] == 5.0 and rows["easy"]["margin"][0] == -5.0
    assert rows["hard"]["think_median"] == pytest.approx(0.3)
    assert report.by_rank()[0][0] == 47.5 and report.by_rank()[1][0] == 42.5
    assert "hard" in report.text() and "mean VP by rank" in report.text()


def test_a_level_against_itself_comes_out_level() -> None:
    report = run("birmingham", ["random", "random"], games=6, seed=3)
    assert [r.levels for r in report.results] == [["random", "random"]] * 6
    row = report.by_level()["random"]
    assert row["seat_games"] == 12 and row["wins"] == 6
    low, high = row["ci"]
    assert low <= 0.5 <= high
    # the seeds differ per game: not one game repeated
    assert len({tuple(r.vp) for r in report.results}) > 1


def test_an_unequal_table_is_scored_per_seat() -> None:
    report = run("lancashire", ["easy", "random"], games=2, seed=5)
    assert [r.levels for r in report.results] == [["easy", "random"], ["random", "easy"]]
    rows = report.by_level()
    assert rows["easy"]["wins"] + rows["random"]["wins"] == 2
    for r in report.results:  # every decision timed twice: wall clock and this process's CPU
        assert [len(c) for c in r.cpu] == [len(t) for t in r.think] and all(len(t) > 5 for t in r.think)
    assert 0 < rows["easy"]["cpu_median"] < 5


def test_games_played_at_once_give_the_same_results() -> None:
    alone = run("lancashire", ["random", "random", "random"], games=3, seed=8)
    together = run("lancashire", ["random", "random", "random"], games=3, seed=8, jobs=2)
    assert [(r.levels, r.vp, r.winners, r.decisions) for r in together.results] == [
        (r.levels, r.vp, r.winners, r.decisions) for r in alone.results]


def test_a_variant_seat_is_scored_as_its_own_level() -> None:
    spec = "easy:nodes=40:plans=3:sample=40:worlds=0"  # longer than a player's name may be
    report = run("birmingham", [spec, "random"], games=2, seed=4)
    assert list(report.by_level()) == [spec, "random"]
    assert report.results[1].levels == ["random", spec]
