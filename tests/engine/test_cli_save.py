"""selfplay --save writes each game's record; --stop-at stops before an era end, the game end or a round."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from brass_desktop.engine import Game


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "brass_desktop.engine", *args], capture_output=True, text=True)


def load(path: Path) -> Game:
    return Game.from_record(json.loads(path.read_text(encoding="utf-8")))


def test_save_writes_every_game_record(tmp_path):
    result = run("selfplay", "--players", "3", "--games", "2", "--seed", "4", "--save", str(tmp_path / "out"))
    assert result.returncode == 0, result.stderr
    files = sorted((tmp_path / "out").iterdir())
    assert [f.name for f in files] == ["lancashire-3p-seed4.brass.json", "lancashire-3p-seed5.brass.json"]
    game = load(files[0])
    assert game.is_over()
    first = result.stdout.splitlines()[0]
    assert first.startswith(f"game 1 seed 4: {len(game.history)} actions;") and first.endswith(f"saved {files[0]}")
    plain = run("selfplay", "--players", "3", "--games", "2", "--seed", "4")
    assert plain.stdout.splitlines()[0] == first.rsplit("; saved", 1)[0]  # saving changes no game


def test_stop_before_the_canal_era_is_scored(tmp_path):
    result = run("selfplay", "--players", "3", "--seed", "4", "--stop-at", "era-end", "--save", str(tmp_path))
    assert result.returncode == 0, result.stderr
    assert "stopped at era-end (canal era, round 10, P1 to play)" in result.stdout
    game = load(tmp_path / "lancashire-3p-seed4.brass.json")
    assert not game.is_over() and game.state.era == "canal" and game.state.round == game.state.rounds_in_era == 10
    # P1 holds the last two cards of the era and is about to play them (a double build, R3.7)
    assert [len(p.hand) for p in game.state.players] == [2, 0, 0] and game.current_player == 0
    events = game.redo()  # the action taken back at the stop point is offered as Redo
    assert any(e["type"] == "era_scored" and e["era"] == "canal" for e in events)


def test_stop_before_the_final_scoring_of_birmingham(tmp_path):
    result = run("selfplay", "--game", "birmingham", "--players", "3", "--seed", "4", "--stop-at", "game-end",
                 "--save", str(tmp_path))
    assert result.returncode == 0, result.stderr
    game = load(tmp_path / "birmingham-3p-seed4.brass.json")
    assert game.state.era == "rail" and not game.is_over()
    events = game.redo()
    assert [e["type"] for e in events][-1] == "game_ended" and game.is_over()


def test_stop_when_a_round_is_about_to_be_played(tmp_path):
    result = run("selfplay", "--players", "4", "--seed", "1", "--stop-at", "round", "5", "--save", str(tmp_path))
    assert result.returncode == 0, result.stderr
    game = load(tmp_path / "lancashire-4p-seed1.brass.json")
    state = game.state
    assert (state.era, state.round, state.turn_index, state.actions_left) == ("canal", 5, 0, 2)
    assert not game.can_redo()
    replay = Game(game.setup)
    batches = [replay.apply(action) for action in game.history]
    starts = [e["round"] for batch in batches for e in batch if e["type"] == "round_started"]
    assert starts == [2, 3, 4, 5] and batches[-1][-1]["type"] == "round_started"  # stopped right there
    # rounds are counted over the whole game: with 4 players the canal era has 8 (R1.7), so
    # round 12 of the game is the rail era's round 4
    run("selfplay", "--players", "4", "--seed", "1", "--stop-at", "round", "12", "--save", str(tmp_path))
    later = load(tmp_path / "lancashire-4p-seed1.brass.json")
    replay = Game(later.setup)
    canal = {e["round"] for a in later.history for e in replay.apply(a) if e["type"] == "round_ended"
             and e["era"] == "canal"}
    assert max(canal) == 8 and (later.state.era, later.state.round) == ("rail", 4)


def test_bad_stop_points_are_refused():
    for words in (["soon"], ["round"], ["round", "1"], ["round", "x"], ["era-end", "2"]):
        result = run("selfplay", "--stop-at", *words)
        assert result.returncode == 2 and "--stop-at takes" in result.stderr, words
