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
    missing = run("replay", str(tmp_path / "missing.json"))
    assert missing.returncode != 0 and "cannot read" in missing.stderr


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
    assert result.returncode == 1 and "cannot read" in result.stderr
    assert time.perf_counter() - started < 30  # (an interpreter start; a hang would hit the timeout)
