"""Autosaves never lose a game: damaged ones are reported and kept aside, earlier games stay in
File › Continue, failures stay in view, a missing data folder still lets the game be played."""
from __future__ import annotations

import errno
import json
import os
import time

import pytest
from PySide6.QtWidgets import QMessageBox

from brass_desktop.controller import game_controller
from brass_desktop.controller.game_controller import GameController
from brass_desktop.engine import GameSetup
from brass_desktop.engine.agents import RandomAgent
from brass_desktop.paths import autosave_path
from brass_desktop.ui.main_window import MainWindow, isolated_settings

NAMES = ("Ada", "Brunel", "Cort")


def played(controller: GameController, actions: int, seed: int = 7, players=NAMES) -> None:
    controller.new_game(GameSetup(players=players, seed=seed))
    for _ in range(actions):
        controller.apply(controller.legal_actions()[0])


def good_record(actions: int = 3) -> dict:
    c = GameController()
    played(c, actions)
    return json.loads(c.record_text())


def new_window(qtbot, tmp_path, name: str = "settings.ini") -> MainWindow:
    w = MainWindow(settings=isolated_settings(tmp_path / name))
    qtbot.addWidget(w)
    return w


def damaged_autosaves() -> dict[str, bytes | None]:
    """Fourteen kinds of damaged autosave (None: made specially in the test)."""
    good = good_record()
    setup = good["setup"]
    return {
        "empty": b"",
        "not_json": b"{\"format\": \"brass-desktop-record\", ",
        "truncated": json.dumps(good).encode()[:-40],
        "a_list": b"[1, 2, 3]",
        "other_program": json.dumps({"name": "spreadsheet", "version": 3}).encode(),
        "future_version": json.dumps({**good, "version": 99}).encode(),
        "version_true": json.dumps({**good, "version": True}).encode(),
        "unknown_setup_field": json.dumps({**good, "setup": {**setup, "notes": "x" * 10_000}}).encode(),
        "illegal_action": json.dumps({**good, "actions": [{"kind": "pass", "card": "nowhere"}]}).encode(),
        "huge_integer": b'{"format": "brass-desktop-record", "version": ' + b"7" * 5000 + b"}",
        "deep_nesting": b"[" * 200_000 + b"]" * 200_000,
        "binary": b"\x89PNG\r\n\x1a\n\x00\xff\xfe",
        "too_large": None,
        "folder": None,
    }


@pytest.mark.parametrize("kind", list(damaged_autosaves()))
def test_a_damaged_autosave_is_reported_kept_aside_and_never_overwritten(qtbot, tmp_path, monkeypatch, kind):
    content = damaged_autosaves()[kind]
    path = autosave_path()
    if kind == "folder":
        path.mkdir()
        (path / "inside.txt").write_text("keep me", encoding="utf-8")
    elif kind == "too_large":
        with open(path, "wb") as handle:
            handle.truncate(60 * 2 ** 20)
    else:
        path.write_bytes(content)
    warnings, questions = [], []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args, **kwargs: warnings.append(args[2]))
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: questions.append(args[2]))
    w = new_window(qtbot, tmp_path)
    started = time.perf_counter()
    assert not w.offer_resume()
    assert time.perf_counter() - started < 1.0
    assert questions == []  # nothing offered
    (kept,) = list((path.parent / "damaged").iterdir())
    assert len(warnings) == 1 and str(kept) in warnings[0] and "will not be overwritten" in warnings[0]
    if kind == "folder":
        assert (kept / "inside.txt").read_text(encoding="utf-8") == "keep me"
    elif kind == "too_large":
        assert kept.stat().st_size == 60 * 2 ** 20 and "too large" in warnings[0]
    else:
        assert kept.read_bytes() == content
    # The next game autosaves beside it; the damaged file stays as it was.
    w.start_game(GameSetup(players=NAMES, seed=3))
    w.controller.apply(w.controller.legal_actions()[0])
    assert GameController.read_game(path).history == w.controller.game.history
    assert list((path.parent / "damaged").iterdir()) == [kept]


def test_a_new_game_keeps_the_unfinished_one_in_the_continue_list(qtbot, tmp_path, monkeypatch):
    w = new_window(qtbot, tmp_path)
    c = w.controller
    played(c, 5, seed=11)
    first = c.game.history[:]
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.No)
    played(c, 2, seed=12, players=("Xu", "Yi"))
    games, damaged = c.saved_games()
    assert damaged == [] and len(games) == 1
    (saved,) = games
    assert (saved.game, saved.players, saved.actions, saved.round, saved.finished) == ("lancashire", NAMES, 5, 2,
                                                                                         False)
    w.files.fill_continue_menu()
    entries = [a.text() for a in w.files.continue_menu.actions()]
    assert len(entries) == 1 and "Ada, Brunel, Cort" in entries[0] and "round 2" in entries[0]
    assert "Brass (Lancashire)" in entries[0] and "canal era, round 2" in entries[0]
    w.files.continue_menu.actions()[0].trigger()  # unfinished game in play: asked (No), then resumed
    assert c.game.history == first and c.path is None
    (other,) = c.saved_games()[0]
    assert other.players == ("Xu", "Yi") and other.actions == 2


def test_the_history_keeps_the_last_eight_games(tmp_path, qapp):
    c = GameController(autosave_path=autosave_path())
    for seed in range(12):
        played(c, 1, seed=seed)
        os.utime(c.autosave_path, (1_700_000_000 + seed * 60,) * 2)
    games, _ = c.saved_games()
    assert len(games) == 8
    # Newest first: seeds 10, 9, ... 3 (11 is in play).
    assert [g.saved_at.timestamp() for g in games] == [1_700_000_000 + s * 60 for s in range(10, 2, -1)]


def test_a_full_disk_is_shown_until_an_autosave_works_and_no_stale_game_is_offered(qtbot, tmp_path, monkeypatch):
    w = new_window(qtbot, tmp_path)
    c = w.controller
    played(c, 4, seed=5)  # game A, autosaved
    real_write = game_controller.write_atomically

    def full_disk(path, text):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(game_controller, "write_atomically", full_disk)
    played(c, 2, seed=6, players=("Xu", "Yi"))  # game B: never reaches the disk
    w.show()
    assert w.files.file_warning.text() == ("Autosave failed (the disk is full). The game is only in memory: "
                                           "save it with File › Save as.")
    assert w.files.file_warning.isVisible()
    qtbot.wait(50)
    assert w.files.file_warning.isVisible()  # not a passing status message
    # A crash now: the next start must not offer game A as "the last game" (B was being played) ...
    questions = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: questions.append(args[2]))
    after_crash = new_window(qtbot, tmp_path, "after.ini")
    assert not after_crash.offer_resume() and questions == []
    # ... A waits in the Continue list instead.
    assert [g.actions for g in after_crash.controller.saved_games()[0]] == [4]
    monkeypatch.setattr(game_controller, "write_atomically", real_write)
    c.apply(c.legal_actions()[0])  # space again
    assert not w.files.file_warning.isVisible() and c.autosave_error is None
    assert GameController.read_game(autosave_path()).history == c.game.history


def test_an_unusable_data_folder_is_reported_and_play_goes_on_in_memory(qtbot, tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("BRASS_DESKTOP_DATA_DIR", str(blocker / "data"))
    w = new_window(qtbot, tmp_path)
    w.show()
    assert w.controller.autosave_path is None
    assert w.files.file_warning.isVisible() and "data folder cannot be used" in w.files.file_warning.text()
    assert not w.offer_resume()
    assert w.start_game(GameSetup(players=NAMES, seed=2))
    assert w.controller.apply(w.controller.legal_actions()[0])
    assert len(w.controller.game.history) == 1
    assert w.files.file_warning.isVisible()
    assert w.save_path(tmp_path / "rescued.brass.json")
    assert GameController.read_game(tmp_path / "rescued.brass.json").history == w.controller.game.history


def test_a_stray_temp_file_of_a_killed_autosave_is_removed_at_start(qtbot, tmp_path):
    folder = autosave_path().parent
    stray = folder / ".autosave.brass.json.4194305.tmp"  # no such process
    stray.write_text('{"half', encoding="utf-8")
    os.utime(stray, (time.time() - 3600,) * 2)
    new_window(qtbot, tmp_path)
    assert not stray.exists()


def test_an_autosave_that_cannot_be_moved_aside_is_not_overwritten(qtbot, tmp_path, monkeypatch):
    w = new_window(qtbot, tmp_path)
    c = w.controller
    played(c, 4, seed=5)
    before = autosave_path().read_bytes()

    def read_only(self):
        raise OSError(errno.EROFS, "Read-only file system")

    rotate = type(c.store).rotate
    monkeypatch.setattr(type(c.store), "rotate", read_only)
    played(c, 2, seed=6, players=("Xu", "Yi"))
    assert autosave_path().read_bytes() == before  # game A is still there, whole
    assert c.autosave_error == "Read-only file system"
    monkeypatch.setattr(type(c.store), "rotate", rotate)
    c.apply(c.legal_actions()[0])  # writable again: A moves into the history, B is saved
    assert c.autosave_error is None
    assert [g.actions for g in c.saved_games()[0]] == [4]
    assert GameController.read_game(autosave_path()).history == c.game.history


def test_the_continue_list_reads_each_games_stage_from_its_definition(tmp_path, qapp):
    # GameDefinition.stage: a Brass era, an Industria epoch, with the round in it
    c = GameController(autosave_path=autosave_path())
    c.new_game(GameSetup(players=NAMES, seed=3, game="industria"))
    agent = RandomAgent(3)
    for _ in range(120):
        c.apply(agent.choose(c.game))
    epoch, round_ = c.game.state.epoch, c.game.state.round
    assert (epoch, round_) == ("II", 4)
    played(c, 1, seed=4)
    (saved,) = c.saved_games()[0]
    assert (saved.game, saved.stage, saved.round, saved.actions) == ("industria", "II", 4, 120)
    played(c, 2, seed=5)
    lancashire = next(s for s in c.saved_games()[0] if s.game == "lancashire")
    assert (lancashire.stage, lancashire.round) == ("canal", 1)
