"""What the app conformance suite drives the real window with: the registry's games and player
counts, a new game through the New game dialog, one action through the widgets, waiting for the
computer seats, closing what the window opens over the game, and files chosen in a patched
file dialog.

Nothing here asks which game it plays.  Where the way to make "an action" differs by game
family, a small driver per family (``DRIVERS``, keyed by ``GameDefinition.family``) clicks the
family's widgets; a family without one (a fourth game on its first day) gets the generic
driver: one of the engine's legal actions through the controller's public ``apply``.
"""
from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox, QWidget

from brass_desktop.controller.brass.draft import HAND
from brass_desktop.engine import Game, GameSetup, get_game, registered_games

NAMES = ("Ada", "Brunel", "Cort", "Darby", "Elsie", "Fulton")
PERSON = ""  # a seat played by a person (controller.computer.PERSON)
FASTEST = "random"  # the fastest computer level (for games played to their end by computers)
DIALOG_LEVEL = "easy"  # the fastest level the New game dialog offers
WAIT_MS = 60_000


def games() -> tuple[str, ...]:
    """Every registered game (a new one joins every test of the suite by registering)."""
    return registered_games()


def player_counts(game: str) -> range:
    definition = get_game(game)
    return range(definition.min_players, definition.max_players + 1)


def cases() -> list[tuple[str, int]]:
    """(game, player count) for every registered game and every count it can be played with."""
    return [(game, n) for game in games() for n in player_counts(game)]


def smallest(game: str) -> int:
    return get_game(game).min_players


def setup_of(game: str, players: int, seed: int) -> GameSetup:
    return GameSetup(players=NAMES[:players], seed=seed, game=game, options=get_game(game).options_class())


def record_of(game: str, players: int, seed: int, actions: int) -> Game:
    """A game of ``game`` with ``actions`` seeded random legal actions (the engine alone)."""
    played = Game.new(setup_of(game, players, seed))
    rng = random.Random(seed)
    for _ in range(actions):
        if played.is_over():
            break
        played.apply(rng.choice(played.legal_actions()))
    return played


def write_record(game: Game, path: Path) -> Path:
    path.write_text(json.dumps(game.to_record()), encoding="utf-8")
    return path


def part(window: Any, name: str) -> Any:
    """The window's ``name`` (an action, a menu, a screen), on the window itself or on one of the
    feature objects it holds (its files, teaching, help, hot seat or computer-turn parts)."""
    if hasattr(window, name):
        return getattr(window, name)
    for value in list(vars(window).values()):
        if not isinstance(value, (int, float, str, bytes, list, dict, tuple)) and hasattr(value, name):
            return getattr(value, name)
    raise AttributeError(f"the window has no {name!r}, nor any of its parts")


# -- questions and files ---------------------------------------------------------------------------
class Answers:
    """Every message box the window shows, recorded (kind, text) and answered with ``reply``."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, str]] = []
        self.reply = QMessageBox.StandardButton.Cancel

    def questions(self) -> list[str]:
        return [text for kind, text in self.asked if kind == "question"]

    def problems(self) -> list[str]:
        return [text for kind, text in self.asked if kind in ("critical", "warning")]

    def install(self, monkeypatch: Any) -> Answers:
        def box(kind: str) -> Callable[..., Any]:
            def answer(*args: Any, **kwargs: Any) -> Any:
                self.asked.append((kind, str(args[2]) if len(args) > 2 else str(kwargs.get("text", ""))))
                if kind == "question":
                    return self.reply
                return QMessageBox.StandardButton.Ok
            return answer

        for kind in ("question", "warning", "critical", "information"):
            monkeypatch.setattr(QMessageBox, kind, staticmethod(box(kind)))
        return self


class FileChoice:
    """The file dialogs (Open, Save as, Replay a record) answer ``path`` as if chosen and accepted."""

    def __init__(self) -> None:
        self.path: Path | None = None
        self.shown = 0

    def install(self, monkeypatch: Any) -> FileChoice:
        def exec_(dialog: QFileDialog) -> int:
            self.shown += 1
            return QDialog.DialogCode.Accepted if self.path is not None else QDialog.DialogCode.Rejected

        def chosen(*_args: Any, **_kwargs: Any) -> tuple[str, str]:
            self.shown += 1
            return (str(self.path) if self.path is not None else "", "")

        monkeypatch.setattr(QFileDialog, "exec", exec_)
        monkeypatch.setattr(QFileDialog, "selectedFiles", lambda dialog: [str(self.path)] if self.path else [])
        monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(chosen))
        monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(chosen))
        return self


def new_game_by_dialog(monkeypatch: Any, window: Any, game: str, players: int, seats: list[str],
                       seed: int = 7, speed: str = "fast", hints: bool = True, think: str = "quick") -> bool:
    """File › New game, filled in and confirmed with OK as a person would (the dialog's exec is
    replaced by the filling in, so no modal loop runs)."""
    from brass_desktop.ui.dialogs.new_game_dialog import NewGameDialog

    def fill_in(dialog: NewGameDialog) -> int:
        dialog.set_game(game)
        dialog.count.setValue(players)
        for edit, name in zip(dialog.name_edits, NAMES, strict=False):
            edit.setText(name)
        dialog.set_seats(seats)
        dialog.set_table(speed, hints, think)
        dialog.seed.setValue(seed)
        ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
        assert ok.isEnabled(), dialog.problem.text()
        ok.click()
        return dialog.result()

    monkeypatch.setattr(NewGameDialog, "exec", fill_in)
    before = window.controller.game
    part(window, "new_action").trigger()
    return window.controller.game is not before


# -- the table: people, computers, what opens over the game ----------------------------------------
def click(qtbot: Any, widget: QWidget) -> None:
    assert widget.isVisible() and widget.isEnabled(), widget
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


#: Dialogs a test opens on purpose and closes itself (the others over the game are reveals).
KEPT_OPEN = ("ReplayWindow", "LibraryDialog", "RulesDialog")


def reveals(window: Any) -> list[QDialog]:
    """What the window shows over the game and waits for: a scoring moment, a reveal, the winner."""
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, QDialog) and w.isVisible() and w.parent() is window
            and type(w).__name__ not in KEPT_OPEN]


def close_reveals(qtbot: Any, window: Any) -> list[str]:
    """Close every reveal with Escape, as a person would; the class names of those closed."""
    closed: list[str] = []
    for _ in range(10):
        shown = reveals(window)
        if not shown:
            break
        for dialog in shown:
            closed.append(type(dialog).__name__)
            qtbot.keyClick(dialog, Qt.Key.Key_Escape)
            if dialog.isVisible():
                dialog.reject()  # a reveal that does not take Escape still closes (and is reported below)
        qtbot.wait(1)
    return closed


def computers(window: Any) -> Any:
    return part(window, "turns").computer


def person_to_act(window: Any) -> bool:
    c, computer = window.controller, computers(window)
    return (c.game is not None and c.current_player is not None and not computer.is_computer(c.current_player)
            and not computer.thinking and not computer.pausing)


def wait_for_person(qtbot: Any, window: Any, closed: list[str] | None = None) -> None:
    """Let the computer seats play (closing every reveal they set off) until a person is to act or
    the game is over."""
    c = window.controller

    def ready() -> bool:
        shown = close_reveals(qtbot, window)
        if closed is not None:
            closed.extend(shown)
        return c.game is None or c.game.is_over() or (person_to_act(window) and not reveals(window))

    qtbot.waitUntil(ready, timeout=WAIT_MS)


def take_over(qtbot: Any, window: Any) -> bool:
    """The next person clicks the hand-over screen away (False if none is shown)."""
    if not part(window, "handover").isVisible():
        return False
    click(qtbot, part(window, "handover").button)
    assert not part(window, "handover").isVisible()
    return True


# -- one action through the widgets ------------------------------------------------------------------
def brass_action(qtbot: Any, window: Any, rng: random.Random) -> None:
    """The Brass family: a kind button, then each step's card, map target or choice, then Confirm
    (and any review point: Confirm again)."""
    c, bar = window.controller, window.action_bar
    enabled = [k for k, b in bar.kind_buttons.items() if b.isVisible() and b.isEnabled()]
    if enabled:
        click(qtbot, bar.kind_buttons[rng.choice(enabled)])
    for _ in range(20):
        draft = c.draft
        if draft is None:
            break
        if draft.is_ready:
            click(qtbot, bar.confirm_button)
            while c.pending_review is not None:
                part(window, "confirm_action").trigger()  # Enter: on past each review point
            return
        step = draft.current_step
        value = rng.choice(draft.options(step))
        hand = getattr(window.hand_panel, "buttons", {})
        # a card step is chosen in the hand; an industry step named like an industry card is not
        in_hand = any(s.name == step and s.where == HAND for s in draft.steps())
        if in_hand and isinstance(value, str) and value in hand and hand[value].isVisible() \
                and hand[value].isEnabled():
            click(qtbot, hand[value])
        elif isinstance(value, str) and c.is_board_target(value):
            window.scene.slot_clicked.emit(value)  # what a click on the slot (or merchant) sends
        elif isinstance(value, str) and value in getattr(c.game.data, "lines", {}):
            window.scene.line_clicked.emit(value)
        else:
            c.choose(step, value)  # a choice button (an industry, an amount, a source)
    raise AssertionError(f"the draft did not finish: {c.draft and c.draft.chosen}")


def industria_action(qtbot: Any, window: Any, rng: random.Random) -> None:
    """The Industria family: buttons of its action panel (a tile, then Build) until an action is made."""
    c = window.controller
    done = len(c.game.history)
    for _ in range(12):
        buttons = [b for b in window.action_bar.buttons.values() if b.isVisible() and b.isEnabled()]
        assert buttons, "no button to click"
        click(qtbot, rng.choice(buttons))
        qtbot.waitUntil(lambda: len(c.game.history) > done or bool(window.action_bar.buttons), timeout=2000)
        qtbot.wait(1)  # the panel applies some choices once the click is over
        if len(c.game.history) > done:
            return
    raise AssertionError("twelve clicks made no action")


def generic_action(qtbot: Any, window: Any, rng: random.Random) -> None:
    """Any game: one of the engine's legal actions through the controller's public path."""
    c = window.controller
    assert c.apply(rng.choice(c.legal_actions()))


DRIVERS: dict[str, Callable[[Any, Any, random.Random], None]] = {
    "brass": brass_action,
    "industria": industria_action,
}


def make_action(qtbot: Any, window: Any, rng: random.Random) -> None:
    """One action of the person to act, through the widgets of the game's family."""
    c = window.controller
    take_over(qtbot, window)
    before = len(c.game.history)
    DRIVERS.get(c.game.definition.family, generic_action)(qtbot, window, rng)
    qtbot.waitUntil(lambda: len(c.game.history) > before, timeout=2000)


def hover_everywhere(qtbot: Any, window: Any, step: int = 60) -> int:
    """Move the mouse across the map and the panels (hover texts, tooltips); the points visited."""
    points = 0
    for widget in (window.view.viewport(), window.action_bar, window.hand_panel, window.players_panel):
        if not widget.isVisible():
            continue
        for x in range(5, widget.width(), step * 3):
            for y in range(5, widget.height(), step):
                qtbot.mouseMove(widget, pos=QPoint(x, y))
                points += 1
    QApplication.processEvents()
    return points


def rest_mouse_on_map(qtbot: Any, window: Any, items: int = 40) -> None:
    """Point at the map's items one after another (their hover texts) and leave the mouse there:
    what the window does next (another game, another board) happens under a resting mouse."""
    view = window.view
    shown = [i for i in view.scene().items() if i.isVisible() and i.acceptHoverEvents()]
    for item in shown[:: max(1, len(shown) // items)]:
        point = view.mapFromScene(item.sceneBoundingRect().center())
        if view.viewport().rect().contains(point):
            qtbot.mouseMove(view.viewport(), pos=point)
    QApplication.processEvents()
