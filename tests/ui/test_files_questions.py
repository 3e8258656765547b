"""The questions about unfinished games say which game, how far, and what each answer does
(issue 39: the restart prompt named neither the game nor the round; "Discard" kept the game in
File › Continue, as the question said it would)."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from brass_desktop.controller.game_controller import GameController
from brass_desktop.engine import GameSetup
from brass_desktop.engine.agents import RandomAgent
from brass_desktop.paths import autosave_path
from brass_desktop.ui.main_window import MainWindow, isolated_settings

Button = QMessageBox.StandardButton


@pytest.fixture
def asked(monkeypatch):
    """The questions asked (title, text, buttons offered), answered by ``asked.reply`` (No by default)."""
    class Asked(list):
        reply = Button.No

    questions = Asked()

    def question(parent, title, text, buttons=Button.Yes | Button.No, default=Button.NoButton):
        questions.append((title, text, buttons))
        return questions.reply

    monkeypatch.setattr(QMessageBox, "question", question)
    return questions


def autosaved(game: str, players: tuple[str, ...], actions: int) -> GameController:
    c = GameController(autosave_path=autosave_path())
    c.new_game(GameSetup(players=players, seed=5, game=game))
    agent = RandomAgent(5)
    for _ in range(actions):
        c.apply(agent.choose(c.game))
    return c


@pytest.mark.parametrize(("game", "title", "stage"), [("lancashire", "Brass (Lancashire)", "canal era, round 2"),
                                                      ("industria", "Industria", "epoch I, round ")])
def test_the_restart_prompt_names_the_game_its_stage_and_round(qtbot, tmp_path, asked, game, title, stage):
    players = ("Ada", "Brunel", "Cort")
    c = autosaved(game, players, 4)
    fresh = MainWindow(settings=isolated_settings(tmp_path / "fresh.ini"))
    qtbot.addWidget(fresh)
    asked.reply = Button.Yes
    assert fresh.offer_resume()
    ((heading, text, _),) = asked
    assert heading == "Continue the last game?"
    assert text.startswith(f"An unfinished game of {title} with Ada, Brunel, Cort was saved automatically (")
    assert stage in text and "4 actions played" in text
    point = c.game.definition.stage(c.game.state)
    assert f", round {point.round};" in text
    assert fresh.controller.game.history == c.game.history


def test_the_leave_question_offers_no_discard_and_no_keeps_the_game_in_continue(qtbot, tmp_path, asked):
    w = MainWindow(settings=isolated_settings(tmp_path / "w.ini"))
    qtbot.addWidget(w)
    c = w.controller
    c.new_game(GameSetup(players=("Ada", "Brunel", "Cort"), seed=9))
    for _ in range(4):
        c.apply(c.legal_actions()[0])
    old = list(c.game.history)
    assert w.files.may_leave_game()  # answered No
    ((_, text, buttons),) = asked
    assert "it stays in File › Continue an autosaved game" in text
    # The answers say what they do: Save (to a file), No (not to a file: it stays in Continue), Cancel.
    assert buttons == Button.Save | Button.No | Button.Cancel
    assert not buttons & Button.Discard
    c.new_game(GameSetup(players=("Xu", "Yi"), seed=1))  # what New game does once the answer lets it
    (kept,) = c.saved_games()[0]
    assert kept.actions == len(old) and kept.players == ("Ada", "Brunel", "Cort")
    asked.reply = Button.Discard  # not offered: no answer the question does not give goes on
    c.apply(c.legal_actions()[0])
    assert not w.files.may_leave_game()
