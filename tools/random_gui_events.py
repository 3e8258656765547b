"""Random GUI events on the real main window: a seeded, bounded run that fails on any exception or
Qt warning (issue 37).

    QT_QPA_PLATFORM=offscreen python tools/random_gui_events.py --seed 1 --events 1500 --seconds 150

Each event is one of: a menu or toolbar action (File, Edit, View, Language, Help; New game, Open,
Continue, guided games, scenarios, the library and replays included), a click on an item of the
board scene, a click on a button of the window or of a dialog it opened (panels, the hand-over
screen, reveals, the library, a replay), a key press, a mouse move over the map (hover texts), a
step of a spin box or combo box, a pause in which the computer seats play, or now and then two
seconds in which computers take every seat (scorings and game ends).  Every registered game is
started in turn (with computer seats) and records of every game are opened.  Message boxes answer
at random, file dialogs choose a record of a random game, the New game dialog is filled in at
random.

Exits 1 on the first exception (in a slot, a timer or Qt's virtual methods: ``sys.excepthook``),
Qt warning or critical message (``qInstallMessageHandler``), RuntimeWarning, warning the app logs
or error of a computer player's worker, printing the seed, the event and the ones before it;
exits 0 after ``--events`` events or ``--seconds`` seconds (``--keep-going``: each distinct
problem is reported and the run goes on).  The seed fixes the events; the computer players'
timing does not repeat exactly, so a failure is replayed by running the same seed (it usually
fails at or near the same event).
"""
from __future__ import annotations

import argparse
import json
import logging
import os
import random
import re
import sys
import tempfile
import time
import traceback
import warnings
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

#: Qt messages that say nothing about the app: the offscreen platform cannot size or raise windows.
IGNORED = ("This plugin does not support propagateSizeHints()", "This plugin does not support raise()",
           "This plugin does not support grabbing the keyboard", "This plugin does not support setParent!")
KEYS = ("Return", "Escape", "Backspace", "H", "Space", "Ctrl+Z", "Ctrl+Shift+Z", "Ctrl+Y", "F5", "Ctrl+0",
        "Ctrl++", "Ctrl+-", "Tab", "Left", "Right", "Up", "Down", "Ctrl+R", "F1")
#: Actions never triggered at random: full screen is a window manager matter offscreen.
SKIPPED_ACTIONS = ("F11",)


def part(window: Any, name: str) -> Any:
    """The window's ``name``, on the window or on one of its feature objects (files, teaching, help)."""
    if hasattr(window, name):
        return getattr(window, name)
    for value in list(vars(window).values()):
        if not isinstance(value, (int, float, str, bytes, list, dict, tuple)) and hasattr(value, name):
            return getattr(value, name)
    raise AttributeError(f"the window has no {name!r}, nor any of its parts")


class Failure(Exception):
    """The run found an exception or a Qt warning."""


class Run:
    """One seeded run: the window, the patched dialogs, the events and what went wrong."""

    def __init__(self, seed: int, events: int, seconds: float, folder: Path, keep_going: bool = False) -> None:
        self.seed, self.events, self.seconds, self.folder = seed, events, seconds, folder
        self.keep_going = keep_going
        self.found: dict[str, tuple[int, str]] = {}  # --keep-going: each distinct problem, its first event
        self.rng = random.Random(seed)
        self.log: list[str] = []  # the events so far, for the report
        self.problems: list[str] = []
        self.counts: Counter[str] = Counter()
        self.window: Any = None
        self.windows_made = 0
        self.records: list[Path] = []

    # -- failures --------------------------------------------------------------------------------
    def install_hooks(self) -> None:
        from PySide6.QtCore import QtMsgType, qInstallMessageHandler

        def excepthook(kind: type[BaseException], value: BaseException, tb: Any) -> None:
            self.problems.append("".join(traceback.format_exception(kind, value, tb)))

        def messages(mode: QtMsgType, _context: Any, message: str) -> None:
            if mode in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
                if not any(part in message for part in IGNORED):
                    self.problems.append(f"Qt {mode.name}: {message}")

        def warned(message: Any, category: type[Warning], filename: str, lineno: int, *_rest: Any) -> None:
            # the app's own warnings and PySide's (a failed disconnect is a RuntimeWarning)
            if issubclass(category, RuntimeWarning) or "brass_desktop" in filename:
                self.problems.append(f"{category.__name__}: {message} ({filename}:{lineno})")

        from brass_desktop.controller.computer import ThoughtWorker

        result = ThoughtWorker.result

        # a computer player's error: the window only shows it in the status bar
        def checked_result(worker: ThoughtWorker) -> tuple[bool, Any]:
            done, value = result(worker)
            if isinstance(value, Exception):
                self.problems.append(f"computer player's worker: {type(value).__name__}: {value}")
            return done, value

        ThoughtWorker.result = checked_result  # type: ignore[method-assign]

        problems = self.problems

        class Logged(logging.Handler):
            """A warning the app logs (no usable translation, a failed autosave, a rejected record)."""

            def emit(self, record: logging.LogRecord) -> None:
                problems.append(f"logged {record.levelname} ({record.name}): {record.getMessage()}")

        logging.getLogger("brass_desktop").addHandler(Logged(logging.WARNING))
        sys.excepthook = excepthook
        qInstallMessageHandler(messages)
        warnings.showwarning = warned

    def check(self, done: int = 0) -> None:
        if not self.problems:
            return
        if not self.keep_going:
            raise Failure(self.problems[0])
        for problem in self.problems:
            lines = problem.strip().splitlines()
            # "Error calling Python override of QWidget::eventFilter(): " wraps an error once per frame
            last = re.sub(r"(Error calling Python override of [^:]*::[^:]*: )+", "", lines[-1])
            key = last + " @ " + (lines[-3].strip() if len(lines) > 2 else "")
            if key not in self.found:
                self.found[key] = (done, problem)
                self.report(done, problem)
        self.problems.clear()

    # -- the patched dialogs ---------------------------------------------------------------------
    def patch_dialogs(self) -> None:
        from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

        from brass_desktop.ui.dialogs.new_game_dialog import NewGameDialog

        rng = self.rng
        button = QMessageBox.StandardButton

        def question(*_args: Any, **_kwargs: Any) -> Any:
            self.log.append("    a question: answered")
            return rng.choice([button.Save, button.Discard, button.Cancel, button.Yes, button.No])

        def notice(*_args: Any, **_kwargs: Any) -> Any:
            return button.Ok

        QMessageBox.question = staticmethod(question)  # type: ignore[method-assign]
        for name in ("warning", "critical", "information"):
            setattr(QMessageBox, name, staticmethod(notice))

        chosen: list[str] = []

        def file_exec(dialog: QFileDialog) -> int:
            saving = dialog.acceptMode() == QFileDialog.AcceptMode.AcceptSave
            chosen[:] = [str(self.folder / f"saved-{rng.randrange(3)}.brass.json")] if saving else [
                str(rng.choice(self.records + sorted(self.folder.glob("saved-*.brass.json"))))]
            return int(rng.random() < 0.9)  # now and then the person cancels

        def file_name(*_args: Any, **_kwargs: Any) -> tuple[str, str]:
            return (str(rng.choice(self.records)) if rng.random() < 0.9 else "", "")

        QFileDialog.exec = file_exec  # type: ignore[method-assign]
        QFileDialog.selectedFiles = lambda _dialog: list(chosen)  # type: ignore[method-assign]
        QFileDialog.getOpenFileName = staticmethod(file_name)  # type: ignore[method-assign]
        QFileDialog.getSaveFileName = staticmethod(  # type: ignore[method-assign]
            lambda *_a, **_k: (str(self.folder / "export.csv"), ""))

        def new_game(dialog: NewGameDialog) -> int:
            return self.fill_new_game(dialog)

        NewGameDialog.exec = new_game  # type: ignore[method-assign]

        def other_exec(dialog: QDialog) -> int:  # About and any other modal dialog: shown, then closed
            dialog.show()
            dialog.reject()
            return int(QDialog.DialogCode.Rejected)

        QDialog.exec = other_exec  # type: ignore[method-assign]

    def fill_new_game(self, dialog: Any, game: str | None = None) -> int:
        from brass_desktop.engine import get_game, registered_games

        rng = self.rng
        game = game or rng.choice(registered_games())
        definition = get_game(game)
        dialog.set_game(game)
        players = rng.randint(definition.min_players, definition.max_players)
        dialog.count.setValue(players)
        seats = [rng.choice(["", "", "easy"]) for _ in range(players)]
        dialog.set_seats(seats)
        dialog.set_table("fast", rng.random() < 0.7, "quick")
        dialog.seed.setValue(rng.randrange(1000))
        self.log.append(f"    new game: {game}, seats {seats}")
        if rng.random() < 0.05:
            dialog.reject()
            return int(dialog.result())
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
        return int(dialog.result())

    # -- the window ------------------------------------------------------------------------------
    def make_window(self) -> Any:
        from brass_desktop.ui.main_window import MainWindow, isolated_settings

        self.windows_made += 1
        window = MainWindow(settings=isolated_settings(self.folder / f"settings-{self.windows_made}.ini"))
        window.resize(1600, 960)
        window.show()
        return window

    def new_game_of(self, game: str) -> None:
        """Start ``game`` through File › New game (the dialog filled in for that game)."""
        from brass_desktop.ui.dialogs.new_game_dialog import NewGameDialog

        previous = NewGameDialog.exec
        NewGameDialog.exec = lambda dialog: self.fill_new_game(dialog, game)  # type: ignore[method-assign]
        try:
            part(self.window, "new_action").trigger()
        finally:
            NewGameDialog.exec = previous  # type: ignore[method-assign]

    # -- events ----------------------------------------------------------------------------------
    def widgets(self) -> list[Any]:
        """The window and every visible top-level widget of the app (dialogs it opened)."""
        from PySide6.QtWidgets import QApplication

        return [w for w in QApplication.topLevelWidgets() if w.isVisible()]

    def trigger_action(self) -> str:
        import shiboken6
        from PySide6.QtGui import QAction
        from PySide6.QtWidgets import QMenu

        window = self.window
        actions = [a for a in window.findChildren(QAction) if a.isEnabled() and a.isVisible()
                   and a.shortcut().toString() not in SKIPPED_ACTIONS and a.menu() is None]
        if self.rng.random() < 0.3:  # a menu filled when it opens (Open recent, Continue): one of its entries
            menu = self.rng.choice(window.findChildren(QMenu))
            menu.aboutToShow.emit()
            actions += [a for a in menu.actions() if a.isEnabled() and a.menu() is None]
        actions = [a for a in actions if shiboken6.isValid(a)]  # a refilled menu deleted its old entries
        if not actions:
            return "no action"
        action = self.rng.choice(actions)
        text = action.text() or action.toolTip() or action.shortcut().toString()
        action.trigger()
        return f"action {text!r}"

    def view(self) -> Any:
        """The window's map view (the largest graphics view: a dialog may have its own)."""
        from PySide6.QtWidgets import QGraphicsView

        view = getattr(self.window, "view", None)
        if view is None:
            view = max(self.window.findChildren(QGraphicsView), key=lambda v: v.width() * v.height())
        return view

    def click_scene_item(self) -> str:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        view = self.view()
        scene = view.scene()
        items = [i for i in scene.items() if i.isVisible()]
        if not items:
            return "no scene item"
        item = self.rng.choice(items)
        point = view.mapFromScene(item.sceneBoundingRect().center())
        if not view.viewport().rect().contains(point):
            view.centerOn(item)
            point = view.mapFromScene(item.sceneBoundingRect().center())
        QTest.mouseMove(view.viewport(), point)
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
        return f"click on scene item {type(item).__name__} at {point.x()},{point.y()}"

    def click_button(self) -> str:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QAbstractButton

        buttons = [b for w in self.widgets() for b in w.findChildren(QAbstractButton)
                   if b.isVisible() and b.isEnabled() and b.window().isVisible()]
        if not buttons:
            return "no button"
        button = self.rng.choice(buttons)
        where = type(button.window()).__name__
        text = button.text() or button.objectName() or type(button).__name__
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        return f"click on button {text!r} in {where}"

    def press_key(self) -> str:
        from PySide6.QtGui import QKeySequence
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        key = self.rng.choice(KEYS)
        target = QApplication.activeWindow() or self.window
        combo = QKeySequence(key)[0]
        QTest.keyClick(target, combo.key(), combo.keyboardModifiers())
        return f"key {key} in {type(target).__name__}"

    def move_mouse(self) -> str:
        from PySide6.QtCore import QPoint
        from PySide6.QtTest import QTest

        viewport = self.view().viewport()
        point = QPoint(self.rng.randrange(max(1, viewport.width())), self.rng.randrange(max(1, viewport.height())))
        QTest.mouseMove(viewport, point)
        return f"mouse over the map at {point.x()},{point.y()}"

    def change_value(self) -> str:
        from PySide6.QtWidgets import QComboBox, QSpinBox

        boxes = [b for w in self.widgets() for b in w.findChildren(QSpinBox) + w.findChildren(QComboBox)
                 if b.isVisible() and b.isEnabled()]
        if not boxes:
            return "no spin or combo box"
        box = self.rng.choice(boxes)
        if isinstance(box, QSpinBox):
            box.setValue(self.rng.randint(box.minimum(), box.maximum()))
            return f"spin box {box.objectName() or ''} set to {box.value()}"
        if box.count():
            box.setCurrentIndex(self.rng.randrange(box.count()))
        return f"combo box {box.objectName() or ''} set to {box.currentText()!r}"

    def close_dialog(self) -> str:
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        dialogs = [w for w in self.widgets() if w is not self.window]
        if not dialogs:
            return "no dialog"
        dialog = self.rng.choice(dialogs)
        QTest.keyClick(dialog, Qt.Key.Key_Escape)
        return f"Escape in {type(dialog).__name__}"

    def pause(self) -> str:
        from PySide6.QtTest import QTest

        ms = self.rng.choice((5, 20, 50, 150))
        QTest.qWait(ms)
        return f"pause {ms} ms"

    def computers_play_on(self) -> str:
        """Every seat to the fastest computer for up to two seconds (closing what opens over the
        game, as people watching would), then the seats as they were: games reach their scorings
        and their end."""
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QDialog

        game = self.window.controller.game
        if game is None or game.is_over():
            return "no game to play on"
        turns = part(self.window, "turns")
        seats = list(turns.computer.seats) or [""] * len(game.state.players)
        speed, hints, think = turns.computer.speed, turns.computer.hints_allowed, turns.computer.think
        turns.set_table(["random"] * len(seats), "fast", hints, "quick")
        before = len(game.history)
        deadline = time.monotonic() + 2.0
        while time.monotonic() < deadline and not game.is_over() and self.window.controller.game is game:
            QTest.qWait(20)
            for dialog in self.widgets():
                if isinstance(dialog, QDialog) and dialog.parent() is self.window and dialog.isModal():
                    dialog.reject()
        if self.window.controller.game is game:
            turns.set_table(seats, speed, hints, think)
        self.counts["games played to their end"] += game.is_over()
        return f"computers played on: {len(game.history) - before} actions{', to the end' if game.is_over() else ''}"

    # -- the run ---------------------------------------------------------------------------------
    def make_records(self) -> None:
        """A record of every registered game, a few actions in, for File › Open and Replay."""
        from brass_desktop.engine import Game, GameSetup, get_game, registered_games

        for number, game in enumerate(registered_games()):
            definition = get_game(game)
            played = Game.new(GameSetup(players=("Ann", "Bob", "Cy", "Dee")[:definition.min_players + 1][
                :definition.max_players], seed=self.seed + number, game=game, options=definition.options_class()))
            rng = random.Random(self.seed + number)
            for _ in range(rng.randrange(3, 30)):
                if played.is_over():
                    break
                played.apply(rng.choice(played.legal_actions()))
            path = self.folder / f"record-{game}.brass.json"
            path.write_text(json.dumps(played.to_record()), encoding="utf-8")
            self.records.append(path)

    def run(self) -> int:
        from PySide6.QtWidgets import QApplication

        from brass_desktop.engine import registered_games

        kinds: list[tuple[str, Callable[[], str], int]] = [
            ("action", self.trigger_action, 14), ("scene", self.click_scene_item, 24),
            ("button", self.click_button, 30), ("key", self.press_key, 8), ("hover", self.move_mouse, 8),
            ("value", self.change_value, 4), ("close", self.close_dialog, 4), ("pause", self.pause, 8),
            ("play on", self.computers_play_on, 1)]
        weights = [w for _, _, w in kinds]
        games = list(registered_games())
        # every game in turn, twice over the run (a new game each stint, computer seats likely)
        every = max(1, self.events // (2 * len(games)))
        started = time.monotonic()
        self.window = self.make_window()
        done = 0
        try:
            for done in range(1, self.events + 1):
                if time.monotonic() - started > self.seconds:
                    break
                if self.window is None or not self.window.isVisible():
                    self.log.append("(the window was closed: a new one)")
                    self.window = self.make_window()
                if (done - 1) % every == 0:
                    game = games[((done - 1) // every) % len(games)]
                    self.log.append(f"{done}: new game of {game} (its stint)")
                    self.new_game_of(game)
                    self.check(done)
                name, event, _ = self.rng.choices(kinds, weights)[0]
                self.log.append(f"{done}: {name} ...")
                at = len(self.log) - 1  # an event may log more (a new game's seats) while it runs
                description = event()
                self.log[at] = f"{done}: {description}"
                self.counts[name] += 1
                QApplication.processEvents()
                self.check(done)
        except Failure as failure:
            self.report(done, str(failure))
            return 1
        except Exception:  # the tool itself, or an exception raised straight through a call
            self.report(done, traceback.format_exc())
            return 1
        finally:
            self.shut_down()
        seconds = time.monotonic() - started
        if self.found:
            print(f"random GUI events: seed {self.seed}, {done} events in {seconds:.0f} s, "
                  f"{len(self.found)} distinct problem(s):", file=sys.stderr)
            for key, (event, _problem) in self.found.items():
                print(f"  event {event}: {key}", file=sys.stderr)
            return 1
        print(f"random GUI events: seed {self.seed}, {done} events in {seconds:.0f} s "
              f"({', '.join(f'{k} {n}' for k, n in sorted(self.counts.items()))}), "
              f"{self.windows_made} window(s): no exception, no Qt warning")
        return 0

    def report(self, done: int, problem: str) -> None:
        print(f"random GUI events FAILED: seed {self.seed}, event {done}", file=sys.stderr)
        print("the last events:", file=sys.stderr)
        for line in self.log[-15:]:
            print(f"  {line}", file=sys.stderr)
        print(problem, file=sys.stderr)
        print(f"replay: QT_QPA_PLATFORM=offscreen python tools/random_gui_events.py --seed {self.seed} "
              f"--events {done}", file=sys.stderr)

    def shut_down(self) -> None:
        """End the computer players' worker processes of every window made."""
        from PySide6.QtWidgets import QApplication

        from brass_desktop.controller.computer import ComputerPlayers

        for widget in QApplication.topLevelWidgets():
            for players in widget.findChildren(ComputerPlayers):
                players.shutdown()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=None, help="the run's seed (default: a random one, printed)")
    parser.add_argument("--events", type=int, default=1500, help="at most this many events")
    parser.add_argument("--seconds", type=float, default=150.0, help="stop after this many seconds")
    parser.add_argument("--keep-going", action="store_true",
                        help="report each distinct problem and go on (exit 1 at the end if there was any)")
    args = parser.parse_args()
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(10**6)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="brass-random-events-") as folder:
        # the user's data folder and settings stay untouched: everything lives in the temporary folder
        os.environ["BRASS_DESKTOP_DATA_DIR"] = str(Path(folder) / "user-data")
        os.environ.setdefault("BRASS_PHONES_ADDRESS", "127.0.0.1")  # the players' phones: loopback only
        from PySide6.QtCore import QSettings
        from PySide6.QtWidgets import QApplication

        from brass_desktop import i18n

        app = QApplication.instance() or QApplication(sys.argv[:1])
        QSettings.setDefaultFormat(QSettings.Format.IniFormat)
        for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
            QSettings.setPath(QSettings.Format.IniFormat, scope, str(Path(folder) / "settings"))
        i18n.install(i18n.ENGLISH)
        run = Run(seed, args.events, args.seconds, Path(folder), args.keep_going)
        print(f"random GUI events: seed {seed}", flush=True)
        run.install_hooks()
        run.patch_dialogs()
        run.make_records()
        code = run.run()
        del app
    return code


if __name__ == "__main__":
    sys.exit(main())
