"""The headless command line: selfplay prints results, replay prints JSON or fails cleanly."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest

from brass_desktop.engine import Game, GameSetup, record_to_json
from brass_desktop.engine.agents import play_random_game


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "brass_desktop.engine", *args], capture_output=True, text=True,
                          timeout=300)  # a hang (a FIFO read, issue 10) fails instead of blocking the run


def test_selfplay_prints_one_line_per_game() -> None:
    result = run("selfplay", "--players", "3", "--games", "2", "--seed", "4")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    assert len(lines) == 2 and all("winner" in line for line in lines)
    assert run("selfplay", "--players", "3", "--games", "2", "--seed", "4").stdout == result.stdout


def test_replay_prints_the_final_state(tmp_path) -> None:
    game = play_random_game(Game.new(GameSetup(players=("A", "B", "C", "D"), seed=2)), 2)
    path = tmp_path / "game.json"
    path.write_text(record_to_json(game), encoding="utf-8")
    result = run("replay", str(path))
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert [p["vp"] for p in data["players"]] == [p.vp for p in game.state.players]
    assert data["winners"] == [game.state.players[i].name for i in game.outcome().winners]


def test_industria_selfplay_for_three_and_four_players_and_its_replay(tmp_path) -> None:
    for players in (3, 4):
        result = run("selfplay", "--game", "industria", "--players", str(players), "--games", "2", "--seed", "1")
        assert result.returncode == 0, result.stderr
        lines = result.stdout.strip().splitlines()
        assert len(lines) == 2 and all(line.count(" VP") == players and "winner" in line for line in lines)
    for players in ("2", "5"):
        refused = run("selfplay", "--game", "industria", "--players", players)
        assert refused.returncode == 2 and "3 to 4 players" in refused.stderr
    game = play_random_game(Game.new(GameSetup(players=("A", "B", "C"), seed=3, game="industria")), 3)
    path = tmp_path / "industria.json"
    path.write_text(record_to_json(game), encoding="utf-8")
    result = run("replay", str(path))
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    outcome = game.outcome()
    assert data["game"] == "industria" and data["over"] is True and data["actions"] == len(game.history)
    assert [p["vp"] for p in data["players"]] == [p.vp for p in game.state.players]
    assert [p["coins"] for p in data["players"]] == [p.coins for p in game.state.players]
    assert data["winners"] == [game.state.players[i].name for i in outcome.winners]


def test_replay_of_an_unfinished_game_says_whose_decision_it_is(tmp_path) -> None:
    game = Game.new(GameSetup(players=("A", "B", "C", "D"), seed=5, game="industria"))
    path = tmp_path / "open.json"
    path.write_text(record_to_json(game), encoding="utf-8")
    data = json.loads(run("replay", str(path)).stdout)
    assert data["over"] is False and data["to_move"] == "ABCD"[game.current_player] and data["winners"] == []


def test_replay_of_a_bad_file_exits_non_zero_with_one_line(tmp_path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"format": "brass-desktop-record", "version": 1}', encoding="utf-8")
    result = run("replay", str(path))
    assert result.returncode != 0
    assert len(result.stderr.strip().splitlines()) == 1
    assert "an old record (format 1) that cannot be brought up to date" in result.stderr  # words,
    assert "record_" not in result.stderr and "{" not in result.stderr  # no code, no dict
    missing = run("replay", str(tmp_path / "missing.json"))
    assert missing.returncode != 0 and "there is no such file. Check the name and the folder." in missing.stderr


def test_wrong_command_line_is_refused() -> None:
    assert run("selfplay", "--players", "7").returncode == 2
    assert run("fly").returncode == 2


@pytest.mark.parametrize("kind", ["fifo", "device", "folder", "huge"])
def test_replay_refuses_special_and_huge_files_at_once(tmp_path, kind):
    """Issue 10: replay used to hang on a FIFO and read /dev/zero without limit."""
    targets = {"fifo": tmp_path / "pipe", "device": "/dev/zero", "folder": tmp_path, "huge": tmp_path / "big.json"}
    target = targets[kind]
    if kind == "fifo":
        os.mkfifo(target)
    elif kind == "huge":
        with open(target, "wb") as handle:
            handle.truncate(50 * 2 ** 20)
    started = time.perf_counter()
    result = run("replay", str(target))
    assert result.returncode == 1 and result.stderr.startswith("error: ")
    words = {"fifo": "not an ordinary file", "device": "not an ordinary file", "folder": "is a folder",
             "huge": "is too large to be a game record (50 MB; a record is at most 2 MB)"}
    assert words[kind] in result.stderr
    assert "too_large" not in result.stderr and "{" not in result.stderr  # issue 38: no codes, no dict reprs
    assert time.perf_counter() - started < 30  # (an interpreter start; a hang would hit the timeout)


@pytest.mark.parametrize(("text", "words"), [
    ("not json at all", "its text is not valid JSON"),
    ('{"format": "brass-desktop-record", "version": 2.0}', "no valid record format version (it must be a whole number"),
    ('{"format": "brass-desktop-record", "version": 9}', "saved by a newer version of Brass Desktop (record format 9"),
    ('{"format": "something else"}', "is not a Brass Desktop game record"),
    (b"\xff\xfe\x00 binary", "is not a text file"),
])
def test_every_file_problem_is_worded_for_people_with_what_to_do(tmp_path, text, words) -> None:
    """Issue 38: the CLI says what is wrong in words and what to do next, never an internal code."""
    path = tmp_path / "game.brass.json"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    result = run("replay", str(path))
    assert result.returncode == 1 and words in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and "{" not in result.stderr and "record_" not in result.stderr


def test_a_damaged_move_names_its_number_and_how_far_the_game_replays(tmp_path) -> None:
    game = Game.new(GameSetup(players=("A", "B"), seed=1))
    for _ in range(3):
        game.apply(game.legal_actions()[0])
    record = game.to_record()
    record["actions"][2] = {"kind": "build", "slot": "nowhere"}
    path = tmp_path / "game.brass.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    result = run("replay", str(path))
    assert "Move 3 in" in result.stderr and "cannot be replayed past move 2" in result.stderr
    assert "use an earlier copy" in result.stderr and "record_action" not in result.stderr
