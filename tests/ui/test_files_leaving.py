"""New game, Open and Quit ask before leaving an unfinished game; Open refuses special files at
once; the recent-files list; closed dialogs are freed."""
from __future__ import annotations

import gc
import json
import os
import time

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from brass_desktop.controller.game_controller import GameController
from brass_desktop.engine import Game, GameSetup
from brass_desktop.engine.agents import RandomAgent, play_random_game
from brass_desktop.ui.brass.scoring_dialog import ScoringDialog
from brass_desktop.ui.dialogs.new_game_dialog import NewGameDialog

NAMES = ("Ada", "Brunel", "Cort")
Button = QMessageBox.StandardButton


@pytest.fixture
def answers(monkeypatch):
    """Record the questions asked and answer them with ``answers.reply`` (Cancel by default)."""
    class Answers(list):
        reply = Button.Cancel

    asked = Answers()

    def question(*args, **kwargs):
        asked.append(args[2])
        return asked.reply

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


@pytest.fixture
def playing(window):
    """The window with an untitled 3-player game, four actions in (round 2)."""
    c = window.controller
    c.new_game(GameSetup(players=NAMES, seed=9))
    for _ in range(4):
        c.apply(c.legal_actions()[0])
    return window


def accept_new_game(monkeypatch, players: int = 2) -> None:
    def fill_in(dialog: NewGameDialog) -> int:
        dialog.count.setValue(players)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", fill_in)


def flush_deletes() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QCoreApplication.processEvents()
    gc.collect()


def live(cls) -> int:
    return sum(1 for w in QApplication.allWidgets() if isinstance(w, cls))


# -- asking --------------------------------------------------------------------------------------
def test_new_game_asks_and_cancel_keeps_the_game(playing, monkeypatch, answers):
    w, c = playing, playing.controller
    before = c.game.state.to_dict()
    accept_new_game(monkeypatch)
    assert not w.new_game()
    assert len(answers) == 1
    assert "The game of Ada, Brunel, Cort (canal era, round 2) is not finished" in answers[0]
    assert "Continue an autosaved game" in answers[0]
    assert c.game.state.to_dict() == before


def test_new_game_discard_starts_it_and_the_old_game_can_be_continued(playing, monkeypatch, answers):
    w, c = playing, playing.controller
    old = list(c.game.history)
    answers.reply = Button.No
    accept_new_game(monkeypatch, players=2)
    assert w.new_game()
    assert len(c.game.state.players) == 2 and not c.game.history
    (saved,) = c.saved_games()[0]
    assert saved.players == NAMES and saved.actions == len(old)


def test_new_game_save_saves_first(playing, monkeypatch, answers, tmp_path):
    w, c = playing, playing.controller
    answers.reply = Button.Save
    target = tmp_path / "kept.brass.json"
    monkeypatch.setattr(type(w.files), "save_file_as", lambda self: self.save_path(target))
    accept_new_game(monkeypatch)
    history = list(c.game.history)
    assert w.new_game()
    assert GameController.read_game(target).history == history


def test_no_question_for_a_cancelled_dialog_a_saved_or_a_finished_game(window, monkeypatch, answers, tmp_path):
    w, c = window, window.controller
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: QDialog.DialogCode.Rejected)
    c.new_game(GameSetup(players=NAMES, seed=9))
    c.apply(c.legal_actions()[0])
    assert not w.new_game() and answers == []  # cancelled in the dialog: nothing to ask
    assert w.save_path(tmp_path / "saved.brass.json")
    accept_new_game(monkeypatch)
    assert w.new_game() and answers == []  # saved, no change since
    finished = play_random_game(Game.new(GameSetup(players=("P", "Q"), seed=4)), seed=4)
    (tmp_path / "done.brass.json").write_text(json.dumps(finished.to_record()), encoding="utf-8")
    assert w.open_path(tmp_path / "done.brass.json")
    c.path, c.dirty = None, True  # as if resumed from an autosave
    assert w.files.leave_question() is None  # a finished untitled game loses nothing


def test_open_checks_the_file_first_then_asks(playing, answers, tmp_path, monkeypatch):
    w, c = playing, playing.controller
    messages = []
    monkeypatch.setattr(QMessageBox, "critical", lambda *args: messages.append(args[2]))
    bad = tmp_path / "bad.brass.json"
    bad.write_text("[]", encoding="utf-8")
    assert not w.open_path(bad, ask=True)
    assert answers == [] and len(messages) == 1  # a file that cannot be opened asks nothing
    other = GameController()
    other.new_game(GameSetup(players=("Xu", "Yi"), seed=1))
    good = tmp_path / "good.brass.json"
    other.save(good)
    assert not w.open_path(good, ask=True) and len(answers) == 1  # Cancel
    assert c.names == list(NAMES)
    answers.reply = Button.No
    assert w.open_path(good, ask=True) and c.names == ["Xu", "Yi"]


def test_quit_asks_and_cancel_keeps_the_window_open(playing, answers, qtbot):
    w = playing
    w.files.quit_action.trigger()
    assert len(answers) == 1 and w.isVisible()
    spontaneous = QCloseEvent()
    spontaneous.setAccepted(True)
    QApplication.sendEvent(w, spontaneous)  # not spontaneous: a program's close asks nothing more
    assert len(answers) == 1
    answers.reply = Button.No
    w.files.quit_action.trigger()
    assert len(answers) == 2 and not w.isVisible()


def test_every_way_out_of_an_unfinished_industria_game_asks(window, monkeypatch, answers, tmp_path):
    """The question names any game's stage (it once asked Brass's era of every game, and raised for
    Industria: New, Open, Continue, the guides and the scenarios did nothing, Quit asked nothing)."""
    w, c = window, window.controller
    c.new_game(GameSetup(players=NAMES, seed=9))
    c.apply(c.legal_actions()[0])  # a Lancashire game to continue later (it goes into the Continue list)
    c.new_game(GameSetup(players=("Ida", "Jo", "Kim"), seed=3, game="industria"))
    agent = RandomAgent(3)
    for _ in range(3):
        c.apply(agent.choose(c.game))
    industria = c.game
    record = tmp_path / "other.brass.json"
    other = GameController()
    other.new_game(GameSetup(players=("Xu", "Yi"), seed=1))
    other.save(record)
    accept_new_game(monkeypatch)
    w.files.fill_continue_menu()
    ways_out = {
        "New game": w.files.new_action.trigger,
        "Open": lambda: w.open_path(record, ask=True),
        "Continue": w.files.continue_menu.actions()[0].trigger,
        "a guided game": next(iter(w.help.guide_actions.values())).trigger,
        "a scenario": w.teaching.scenario_actions[0].trigger,
        "Quit": w.files.quit_action.trigger,
    }
    for way, leave in ways_out.items():
        asked = len(answers)
        leave()  # Cancel
        assert len(answers) == asked + 1, way
        assert answers[-1].startswith("The game of Ida, Jo, Kim (epoch I, round ") and "is not finished" in answers[-1]
        assert c.game is industria and w.isVisible(), way
    answers.reply = Button.No
    w.files.quit_action.trigger()
    assert not w.isVisible()


# -- files that are not records ------------------------------------------------------------------
@pytest.mark.skipif(os.name != "posix", reason="FIFOs and devices are POSIX")
def test_open_refuses_fifos_devices_folders_and_huge_files_within_a_second(playing, tmp_path, monkeypatch):
    w, c = playing, playing.controller
    messages = []
    monkeypatch.setattr(QMessageBox, "critical", lambda *args: messages.append(args[2]))
    fifo = tmp_path / "pipe.brass.json"
    os.mkfifo(fifo)
    huge = tmp_path / "huge.brass.json"
    with open(huge, "wb") as handle:
        handle.truncate(50 * 2 ** 20)
    deep = tmp_path / "deep.brass.json"
    deep.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    number = tmp_path / "number.brass.json"
    number.write_text('{"version": ' + "9" * 5000 + "}", encoding="utf-8")
    before = c.game.state.to_dict()
    expected = {fifo: "not an ordinary file", "/dev/zero": "not an ordinary file", tmp_path: "is a folder",
                huge: "too large for a game record (50.0 MB; records are at most 2 MB)",
                deep: "it is not JSON", number: "it is not JSON"}  # worded from the reason code
    for path, words in expected.items():
        started = time.perf_counter()
        assert not w.open_path(path, ask=True)
        assert time.perf_counter() - started < 5.0, path  # refused without reading it (a FIFO would hang)
        assert words in messages[-1], messages[-1]
        assert c.game.state.to_dict() == before
    assert len(messages) == len(expected)


# -- recent files --------------------------------------------------------------------------------
def test_the_recent_list_opens_files_and_forgets_missing_ones(playing, answers, tmp_path, monkeypatch):
    w, c = playing, playing.controller
    monkeypatch.setattr(QMessageBox, "critical", lambda *args: None)
    first, second = tmp_path / "first.brass.json", tmp_path / "second.brass.json"
    assert w.save_path(first)
    c.apply(c.legal_actions()[0])
    assert w.save_path(second)
    w.files.fill_recent_menu()
    texts = [a.text() for a in w.files.recent_menu.actions()]
    assert texts == ["&1  second.brass.json", "&2  first.brass.json"]
    w.files.recent_menu.actions()[1].trigger()
    assert c.path == first and len(c.game.history) == 4 and answers == []  # saved: nothing to ask
    first.unlink()
    assert not w.files.open_recent(str(first))
    assert w.settings.recent_files == [str(second)]


# -- memory --------------------------------------------------------------------------------------
def test_a_hundred_new_game_and_scoring_dialogs_are_freed(window, monkeypatch):
    w = window
    game = play_random_game(Game.new(GameSetup(players=NAMES, seed=5)), seed=5)
    c = w.controller
    c.new_game(GameSetup(players=NAMES, seed=5))
    events = [e for action in game.history for e in c.game.apply(action)]
    era = next(e for e in events if e.get("type") == "era_scored")
    flush_deletes()
    base_new, base_scoring = live(NewGameDialog), live(ScoringDialog)
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: QDialog.DialogCode.Rejected)
    for _ in range(100):
        assert not w.new_game()
        dialog = w.game_ui.show_scoring(w, era)
        dialog.reject()
    flush_deletes()
    # Nothing is left to restyle on F5 (the hundred hidden dialogs made it slow; timings belong
    # to benchmarks/ui_latency.py, not here): none of them lives on.
    assert live(NewGameDialog) == base_new == 0
    assert live(ScoringDialog) == base_scoring == 0
    assert w._dialogs == []
    w.presentation.presentation_action.trigger()
    w.presentation.presentation_action.trigger()
    assert live(ScoringDialog) == 0 and w._dialogs == []
