"""The window's teaching features: the library of finished games, the replay browser (this game,
a record file, a library game; "Continue from here"), the shipped scenarios and the review
points that pause before income and scoring.

The library is kept by ``library/``, the replay's positions by ``ui/replay/model.py`` and the
review points by the controller; this module owns their menu entries and windows.
"""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMenu

from brass_desktop.controller.game_controller import GameController
from brass_desktop.engine import Event, RecordError
from brass_desktop.library import Library, record_finished_game
from brass_desktop.ui import texts
from brass_desktop.ui.clear_of import place_clear
from brass_desktop.ui.dialogs.library_dialog import LibraryDialog
from brass_desktop.ui.dialogs.review_panel import ReviewPanel
from brass_desktop.ui.file_problems import os_error_text
from brass_desktop.ui.files import OPEN_ERRORS
from brass_desktop.ui.replay.replay_window import ReplayWindow
from brass_desktop.ui.retranslate import set_action_texts
from brass_desktop.ui.scenarios import scenario_files, scenario_title

if TYPE_CHECKING:
    from brass_desktop.ui.main_window import MainWindow


class Teaching(QObject):
    """Library, replay, scenarios and review points of one window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        c = self.controller = window.controller
        self.library_action = window._action(self.show_library, "Ctrl+L")
        self.replay_action = window._action(self.replay_current_game, "Ctrl+Shift+R")
        self.replay_file_action = window._action(self.replay_file)
        self.scenarios_menu = QMenu(window)
        self.scenario_actions: list[QAction] = []
        for path in scenario_files():
            action = QAction(window)
            action.triggered.connect(lambda _checked=False, path=path: self.open_scenario(path))
            action.setData(str(path))
            self.scenarios_menu.addAction(action)
            self.scenario_actions.append(action)
        self.review_action = window._action(self.set_review_points, None, checkable=True)
        self.review_action.setChecked(window.settings.review_points)
        c.review_points = window.settings.review_points
        self.review_panel = ReviewPanel(window.view)
        self.review_panel.continue_clicked.connect(c.continue_review)
        self.review_panel.undo_clicked.connect(c.undo)
        self.review_panel.body.linkActivated.connect(window.open_rule_link)
        c.review_changed.connect(self.review_changed)
        c.events_emitted.connect(self.record_if_finished)

    def add_file_entries(self, menu: QMenu) -> None:
        """Scenarios, the library and the replay entries, then a separator."""
        menu.addMenu(self.scenarios_menu)
        for action in (self.library_action, self.replay_action, self.replay_file_action):
            menu.addAction(action)
        menu.addSeparator()

    def retranslate(self) -> None:
        tr = texts.translate
        set_action_texts(self.library_action, tr("MainWindow", "&Library of finished games…"),
                         tr("MainWindow", "Finished games, player records and charts (Ctrl+L)"))
        self.scenarios_menu.setTitle(tr("MainWindow", "Sc&enarios"))
        for action in self.scenario_actions:
            action.setText(scenario_title(Path(action.data())))
        set_action_texts(self.replay_action, tr("MainWindow", "Re&play this game"),
                         tr("MainWindow", "Step through this game action by action (Ctrl+Shift+R)"))
        set_action_texts(self.replay_file_action, tr("MainWindow", "Replay a recor&d…"),
                         tr("MainWindow", "Step through a saved, autosaved or finished game"))
        set_action_texts(self.review_action, tr("MainWindow", "&Review points"),
                         tr("MainWindow", "Teaching: pause before income and each scoring to show what is "
                                          "about to happen"))
        self.review_changed()

    # -- the library of finished games -----------------------------------------------------------
    def library_dialog(self, library: Library | None = None) -> LibraryDialog:
        """The library dialog at the window's scale (opens the library in the user data folder)."""
        library = library if library is not None else Library()
        dialog = LibraryDialog(library, self.window, self.window.presentation.factor)  # the window's presentation scale
        dialog.finished.connect(lambda _result: library.close())
        return dialog

    def show_library(self) -> LibraryDialog:
        """File › Library: finished games, player records and charts; Replay opens the browser."""
        dialog = self.library_dialog()
        dialog.replay_requested.connect(self.replay_record)
        self.window.keep_dialog(dialog)
        # a browser beside the game, not a question: modal, it kept its own Replay window from taking clicks
        dialog.setModal(False)
        dialog.show()
        dialog.raise_()
        return dialog

    def record_if_finished(self, events: list[Event]) -> None:
        """A game that just ended goes into the library (a redone ending is recognised and skipped)."""
        game = self.controller.game
        if game is None or not self.window.game_ui.records_library \
                or not any(e.get("type") == "game_ended" for e in events):
            return
        try:
            record_finished_game(game)
        except (OSError, sqlite3.Error) as exc:  # the game itself is safe in its record and the autosave
            self.window.statusBar().showMessage(
                texts.fill(texts.translate("MainWindow", "The library could not record this game: {error}"),
                           {"error": os_error_text(exc) if isinstance(exc, OSError) else
                            texts.translate("FileProblem", "the library file could not be written")}), 10000)

    # -- the replay browser ----------------------------------------------------------------------
    def show_replay(self, game: Any, title: str = "") -> ReplayWindow:
        """The replay browser of ``game``'s record, at the window's scale and mode, at its last action."""
        main = self.window
        window = ReplayWindow(game, main, main.presentation.factor, main.settings.presentation, title)
        window.branch_requested.connect(self.branch_from_replay)
        window.resize(main.size())
        main.keep_dialog(window)
        window.go_to(len(window.replay))
        window.show()
        return window

    def replay_current_game(self) -> ReplayWindow | None:
        game = self.controller.game
        if game is None:
            return None
        return self.show_replay(game, self.window.windowTitle())

    def replay_file(self) -> ReplayWindow | None:
        """File › Replay a record: any record file, read only (saves folder first; autosaves are in the data
        folder's history)."""
        files = self.window.files
        name, _ = QFileDialog.getOpenFileName(self.window, texts.translate("MainWindow", "Replay a record"),
                                              files.start_dir(), files.file_filter())
        return self.replay_path(name) if name else None

    def replay_path(self, path: str | Path) -> ReplayWindow | None:
        try:
            game = GameController.read_game(path)
        except OPEN_ERRORS as exc:
            self.window.files.cannot_open(path, exc)
            return None
        return self.show_replay(game, Path(path).name)

    def replay_record(self, record: dict[str, Any], game_id: int = 0) -> ReplayWindow | None:
        """The library's Replay: the browser on a stored record (a damaged one is reported)."""
        title = texts.fill(texts.translate("MainWindow", "Library game {number}"), {"number": game_id})
        try:
            game = GameController.game_from_text(json.dumps(record))  # the checks of any record read
        except RecordError as exc:
            self.window.files.cannot_open(title, exc)
            return None
        return self.show_replay(game, title)

    def branch_from_replay(self, game: Any) -> None:
        """Continue from here: a new untitled game from that moment, once the game in play may be left."""
        if self.window.files.may_leave_game():
            self.controller.open_branch(game)
            self.window.raise_()
            self.window.activateWindow()

    # -- scenarios -------------------------------------------------------------------------------
    def open_scenario(self, path: Path) -> bool:
        """Open a shipped scenario as an untitled game, ready to play on (Save asks for a name)."""
        files = self.window.files
        try:
            GameController.read_game(path)  # check the file before asking about the game in play
            if not files.may_leave_game():
                return False
            self.controller.open_untitled(path)
        except OPEN_ERRORS as exc:
            files.cannot_open(path, exc)
            return False
        return True

    # -- review points ---------------------------------------------------------------------------
    def set_review_points(self, on: bool) -> None:
        """The table setting: pause at review points (remembered); turning it off ends a review in view."""
        self.window.settings.review_points = bool(on)
        self.controller.review_points = bool(on)
        if not on:
            self.controller.cancel_review()

    def review_changed(self) -> None:
        """Show the waiting action's review point over the map (or hide the panel when there is none)."""
        window, c = self.window, self.controller
        pending = c.pending_review
        if pending is None or c.game is None:
            self.review_panel.show_point(None, 0, 0, (), window.data, window.scene)
        else:
            # wide enough for one line per player, never more than half the map
            width = min(max(int(window.view.width() * 0.5), 360), int(560 * window.presentation.factor))
            self.review_panel.setFixedWidth(width)
            self.review_panel.show_point(pending.point, pending.index + 1, len(pending.points), c.names,
                                         window.data, window.scene)
            place_clear(self.review_panel, window.view)  # off the places it marks (ui/clear_of.py)
        window.undo_action.setEnabled(c.can_undo())
