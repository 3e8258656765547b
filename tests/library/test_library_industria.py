"""The games library keeps finished Industria games: coins, VP and income per round, the score
by source at the end (rules.md 6.7, 8.3-8.5), read by replaying the record."""
from __future__ import annotations

import pytest

from brass_desktop.engine import Game, GameSetup
from brass_desktop.engine.agents import play_random_game
from brass_desktop.engine.industria import IndustriaOptions
from brass_desktop.library import Library, sources_of, summarize
from brass_desktop.library.industria import SOURCES as INDUSTRIA_SOURCES


def finished(players: int, seed: int) -> Game:
    names = ("A", "B", "C", "D")[:players]
    return play_random_game(Game.new(GameSetup(players=names, seed=seed, game="industria",
                                               options=IndustriaOptions())), seed=seed)


@pytest.fixture(scope="module")
def three() -> Game:
    return finished(3, 4)


@pytest.fixture(scope="module")
def four() -> Game:
    return finished(4, 2)


def test_summary_of_a_three_player_game(three):
    s = summarize(three)
    assert s.game == "industria" and s.round_count == 16  # 4 epochs of 4 rounds (rules.md 2.1)
    assert [(p["name"], p["vp"], p["money"], p["rank"], p["winner"]) for p in s.players] == [
        ("A", 5, 14, 3, False), ("B", 8, 19, 2, False), ("C", 12, 13, 1, True)]
    assert s.sources == {0: {"tiles": 1, "bonus_tiles": 0, "connections": 0, "money": 4, "other": 0},
                         1: {"tiles": 0, "bonus_tiles": 2, "connections": 0, "money": 6, "other": 0},
                         2: {"tiles": 6, "bonus_tiles": 2, "connections": 0, "money": 4, "other": 0}}
    eras = [(r.stage, r.round) for r in s.rounds if r.seat == 0]
    assert eras[:5] == [("I", 1), ("I", 2), ("I", 3), ("I", 4), ("II", 1)] and eras[-1] == ("IV", 4)


@pytest.mark.parametrize("name", ["three", "four"])
def test_sources_add_up_and_the_last_round_is_the_final_position(name, request):
    game = request.getfixturevalue(name)
    s = summarize(game)
    assert s.round_count == {3: 16, 4: 15}[len(game.state.players)]
    last = [r for r in s.rounds if r.seq == s.round_count]
    for seat, p in enumerate(game.state.players):
        assert sum(s.sources[seat].values()) == p.vp and s.sources[seat]["other"] == 0
        assert (last[seat].vp, last[seat].money) == (p.vp, p.coins)


def test_round_figures_match_stepping_the_game(four):
    """A round's coins are those after its build phase: the next round's income, paid in the same
    action, comes on top; a round's income is 1 coin, 2 in the first round of III, IV and V (3.2)."""
    s = summarize(four)
    by_seq = {}
    for r in s.rounds:
        by_seq.setdefault(r.seq, []).append(r)
    replay = Game(four.setup)
    assert [r.income_level for r in by_seq[1]] == [1, 1, 1, 1]
    seq = 0
    for action in four.history:
        events = replay.apply(action)
        if any(e["type"] == "round_ended" for e in events) and not replay.is_over():
            seq += 1
            paid = [sum(e["amount"] for e in events if e["type"] == "coins" and e["why"] == "income"
                        and e["player"] == seat) for seat in range(4)]
            assert [r.money + paid[r.seat] for r in by_seq[seq]] == [p.coins for p in replay.state.players]
            assert [r.vp for r in by_seq[seq]] == [p.vp for p in replay.state.players]
            assert [r.income_level for r in by_seq[seq + 1]] == paid
    assert seq == 14
    incomes = [(r.stage, r.round, r.income_level) for r in s.rounds if r.seat == 0]
    assert [i for e, n, i in incomes if n == 1] == [1, 1, 2, 2, 2]
    assert {i for e, n, i in incomes if n != 1} == {1}


def test_stored_read_back_and_charted_sources(tmp_path, three, four):
    with Library(tmp_path / "lib.sqlite3") as lib:
        first = lib.add(three, finished_at="2024-06-01T20:00:00")
        second = lib.add(four, finished_at="2024-06-02T20:00:00")
        assert lib.add(three) is None
        assert first is not None and second is not None
        games = lib.games()
        assert [(g["game"], g["rounds"], g["vp"], g["winners"]) for g in games][1] == (
            "industria", 16, [5, 8, 12], ["C"])
        assert len(lib.rounds(first)) == 48 and len(lib.rounds(second)) == 60
        assert lib.sources(first) == summarize(three).sources
        assert sources_of("industria") == INDUSTRIA_SOURCES and lib.game_name(second) == "industria"
        assert Game.from_record(lib.record(first)).state.to_dict() == three.state.to_dict()
        records = {(r["name"], r["player_count"]): r for r in lib.player_records()}
        assert records[("C", 3)]["wins"] == 1 and records[("C", 3)]["best_vp"] == 12
