"""The games library: figures read from the record, schema versions, damaged files, crashes."""
from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from brass_desktop.engine import Game, GameSetup
from brass_desktop.engine.agents import BUILDER_WEIGHTS, play_random_game
from brass_desktop.engine.brass.ruleset import ruleset
from brass_desktop.library import (
    SCHEMA_VERSION,
    Library,
    fingerprint,
    record_finished_game,
    summarize,
)
from brass_desktop.library.brass import SOURCES

ROOT = Path(__file__).resolve().parents[2]


def finished(game: str = "lancashire", seed: int = 3, players: tuple[str, ...] = ("A", "B", "C")) -> Game:
    setup = GameSetup(players=players, seed=seed, game=game, options=ruleset(game).options_class())
    return play_random_game(Game.new(setup), seed=seed, weights=BUILDER_WEIGHTS)


@pytest.fixture(scope="module")
def lancashire() -> Game:
    return finished("lancashire")


@pytest.fixture(scope="module")
def birmingham() -> Game:
    return finished("birmingham")


def test_summary_of_a_lancashire_game(lancashire):
    s = summarize(lancashire)
    assert s.round_count == 20 and s.actions == len(lancashire.history)
    assert [(p["name"], p["vp"], p["rank"], p["winner"]) for p in s.players] == [
        ("A", 3, 3, False), ("B", 17, 1, True), ("C", 8, 2, False)]
    assert s.sources[1] == {"canal_links": 5, "canal_industries": 3, "rail_links": 5, "rail_industries": 4,
                            "starter": 0, "money": 0, "bonus": 0, "lost": 0, "other": 0}


def test_sources_add_up_and_the_last_round_is_the_final_state(lancashire, birmingham):
    for game in (lancashire, birmingham):
        s = summarize(game)
        last = [r for r in s.rounds if r.seq == s.round_count]
        for seat, p in enumerate(game.state.players):
            assert sum(s.sources[seat].values()) == p.vp
            assert (last[seat].vp, last[seat].money) == (p.vp, p.money)
        assert s.sources[1]["other"] == 0 and s.sources[2]["other"] == 0


def test_birmingham_shortfall_vp_is_counted_as_lost(birmingham):
    s = summarize(birmingham)
    assert s.round_count == 18
    assert s.sources[0]["lost"] == -4 and s.sources[0]["other"] == 0
    assert s.sources[2]["rail_industries"] == 35


def test_round_figures_match_stepping_the_game(lancashire):
    """Figures of round 1 are the standing when round 2 starts (income paid)."""
    s = summarize(lancashire)
    replay = Game(lancashire.setup)
    for action in lancashire.history:
        replay.apply(action)
        if replay.state.round == 2:
            break
    first = [r for r in s.rounds if r.seq == 1]
    assert [(r.stage, r.round) for r in first] == [("canal", 1)] * 3
    assert [r.money for r in first] == [p.money for p in replay.state.players]
    assert [r.income_level for r in first] == [replay.data.income_by_position[p.income_pos]
                                               for p in replay.state.players]
    # rail rounds are numbered within their era and follow the canal rounds
    eras = [(r.stage, r.round) for r in s.rounds if r.seat == 0]
    assert eras[9:11] == [("canal", 10), ("rail", 1)] and eras[-1] == ("rail", 10)


def test_add_read_and_no_duplicate(tmp_path, lancashire, birmingham):
    with Library(tmp_path / "lib.sqlite3") as lib:
        assert lib.schema_version == SCHEMA_VERSION
        first = lib.add(lancashire, finished_at="2024-05-01T20:00:00")
        second = lib.add(birmingham, finished_at="2024-05-02T20:00:00")
        assert lib.add(lancashire) is None  # the same game twice is one game
        games = lib.games()
        assert [g["id"] for g in games] == [second, first]
        assert games[1]["players"] == ["A", "B", "C"] and games[1]["vp"] == [3, 17, 8]
        assert games[1]["winners"] == ["B"] and games[1]["rounds"] == 20
        assert len(lib.rounds(first)) == 60
        assert lib.sources(first)[1]["rail_industries"] == 4
        assert Game.from_record(lib.record(first)).state.to_dict() == lancashire.state.to_dict()
        records = {(r["name"], r["game"]): r for r in lib.player_records()}
        assert records[("B", "lancashire")] == {"name": "B", "game": "lancashire", "player_count": 3,
                                                "games": 1, "wins": 1, "average_vp": 17.0, "best_vp": 17}
        assert ("C", 2, 1) in lib.win_rates()  # C won the Birmingham game


def test_csv_and_json_export(tmp_path, lancashire):
    with Library(tmp_path / "lib.sqlite3") as lib:
        gid = lib.add(lancashire, finished_at="2024-05-01T20:00:00")
        lines = lib.games_csv().splitlines()
        assert lines[0].startswith("id,finished_at,game,player_count")
        expected = f"{gid},2024-05-01T20:00:00,lancashire,3,3,A; B; C,3; 17; 8,B,vp,20,{len(lancashire.history)}"
        assert lines[1] == expected
        record = json.loads(lib.record_json(gid))
        assert fingerprint(record) == fingerprint(lancashire.to_record())


def test_record_finished_game_ignores_unfinished_games(tmp_path, lancashire):
    path = tmp_path / "lib.sqlite3"
    assert record_finished_game(Game(lancashire.setup), path) is None
    assert record_finished_game(lancashire, path) == 1
    assert record_finished_game(lancashire, path) is None


def test_default_place_is_the_user_data_folder(tmp_path, monkeypatch, lancashire):
    monkeypatch.setenv("BRASS_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    assert record_finished_game(lancashire) == 1
    assert (tmp_path / "data" / "library.sqlite3").is_file()


def test_migration_from_an_empty_file_and_a_newer_schema_is_moved_aside(tmp_path):
    path = tmp_path / "lib.sqlite3"
    sqlite3.connect(path).close()  # version 0: an empty database
    with Library(path) as lib:
        assert lib.schema_version == SCHEMA_VERSION == 2 and lib.moved_aside is None and lib.games() == []
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.commit()
    conn.close()
    with Library(path) as lib:
        assert lib.moved_aside is not None and lib.moved_aside.name.startswith("lib.corrupt-")
        assert "newer" in lib.problem and lib.schema_version == SCHEMA_VERSION
    kept = sqlite3.connect(lib.moved_aside)
    assert kept.execute("PRAGMA user_version").fetchone()[0] == 99  # kept as it was, not lost
    kept.close()


def test_a_damaged_file_is_moved_aside_and_kept(tmp_path, lancashire):
    path = tmp_path / "lib.sqlite3"
    with Library(path) as lib:
        lib.add(lancashire)
    raw = bytearray(path.read_bytes())
    raw[100:4096] = b"\xff" * (4096 - 100)  # ruin the first page after the header
    path.write_bytes(bytes(raw))
    with Library(path) as lib:
        assert lib.moved_aside is not None and lib.moved_aside.read_bytes() == bytes(raw)
        assert lib.games() == []
        assert lib.add(lancashire) == 1  # the new library works
    garbage = tmp_path / "other.sqlite3"
    garbage.write_text("this is not a database" * 100)
    with Library(garbage) as lib:
        assert lib.moved_aside is not None and lib.moved_aside.read_text().startswith("this is not")


CHILD = textwrap.dedent("""
    import sys, time
    sys.path.insert(0, {root!r})
    from brass_desktop.engine import Game
    from brass_desktop.library import Library, summarize
    import json
    record = json.loads(open({record!r}, encoding="utf-8").read())
    game = Game.from_record(record)
    lib = Library({db!r})
    lib.add(game, finished_at="2024-01-01T00:00:00")
    conn = lib._conn
    conn.execute("BEGIN")
    conn.execute("INSERT INTO games (fingerprint, game, player_count, seed, finished_at, actions, rounds, "
                 "decided_by, record) VALUES ('half', 'lancashire', 3, 0, 'x', 0, 0, 'vp', ?)", ("x" * 300000,))
    conn.execute("INSERT INTO players VALUES (last_insert_rowid(), 0, 'Half', 1, 1, 99, 0, 0)")
    print("mid-write", flush=True)
    time.sleep(60)
""")


def test_the_database_survives_a_kill_mid_write(tmp_path, lancashire):
    """A child process commits one game, starts a second write and is killed before committing."""
    record = tmp_path / "game.json"
    record.write_text(json.dumps(lancashire.to_record()), encoding="utf-8")
    db = tmp_path / "lib.sqlite3"
    script = CHILD.format(root=str(ROOT), record=str(record), db=str(db))
    child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "mid-write"
        assert Path(str(db) + "-journal").exists()  # the uncommitted write is on disk
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait(10)
    with Library(db) as lib:
        assert lib.moved_aside is None
        assert [g["players"] for g in lib.games()] == [["A", "B", "C"]]
        assert lib._conn.execute("SELECT count(*) FROM players").fetchone()[0] == 3


def test_kill_at_any_moment_of_repeated_adds_leaves_whole_games(tmp_path, lancashire, birmingham):
    """Killed at an unknown moment while adding games in a loop: every stored game is complete."""
    records = tmp_path / "records.json"
    records.write_text(json.dumps([lancashire.to_record(), birmingham.to_record()]), encoding="utf-8")
    db = tmp_path / "lib.sqlite3"
    script = textwrap.dedent(f"""
        import json, sys
        sys.path.insert(0, {str(ROOT)!r})
        from brass_desktop.engine import Game
        from brass_desktop.library import Library
        games = [Game.from_record(r) for r in json.loads(open({str(records)!r}).read())]
        lib = Library({str(db)!r})
        for k in range(10000):
            lib.add(games[k % 2], finished_at=str(k))
            lib._conn.execute("DELETE FROM games WHERE fingerprint = (SELECT fingerprint FROM games LIMIT 1) "
                              "AND (SELECT count(*) FROM games) > 1")
            lib._conn.commit()
            if k == 2:
                print("running", flush=True)
    """)
    child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "running"
        time.sleep(0.7)
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait(10)
    with Library(db) as lib:
        assert lib.moved_aside is None
        games = lib.games()
        assert 1 <= len(games) <= 2
        for g in games:
            assert len(lib.players(g["id"])) == g["player_count"]
            assert len(lib.rounds(g["id"])) == g["rounds"] * g["player_count"]
            assert set(lib.sources(g["id"])[0]) == set(SOURCES)


def test_a_version_1_library_keeps_its_rounds_under_the_neutral_stage_column(tmp_path, lancashire):
    """Version 1 files named the rounds' stage column "era": migration 2 keeps every row."""
    path = tmp_path / "lib.sqlite3"
    with Library(path) as lib:
        game_id = lib.add(lancashire)
        before = lib.rounds(game_id)
    conn = sqlite3.connect(path)  # write the file back as an earlier release left it
    conn.executescript("""
        BEGIN;
        ALTER TABLE rounds RENAME COLUMN stage TO era;
        PRAGMA user_version = 1;
        COMMIT;""")
    conn.close()
    with Library(path) as lib:
        assert lib.schema_version == 2 and lib.moved_aside is None
        assert lib.rounds(game_id) == before and before[0].stage == "canal"
        columns = [row[1] for row in lib._conn.execute("PRAGMA table_info(rounds)")]
        assert columns[2] == "stage"
