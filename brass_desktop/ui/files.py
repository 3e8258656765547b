"""The window's File commands: New game, Open (recent files, autosaved games to continue), Save,
Save as, Quit, the question before a game in play is left, and the lasting warning of the
status bar when the autosave cannot be written.

The files themselves are read and written by ``controller/game_controller.py`` and
``storage.py``; this module asks the user, words the problems and keeps the recent list.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, QDateTime, QLocale, QObject, Qt, QTime, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractItemView, QFileDialog, QLabel, QMenu, QMessageBox, QSizePolicy

from brass_desktop.appinfo import APP_NAME, RECORD_SUFFIX
from brass_desktop.controller.game_controller import GameController
from brass_desktop.engine import Game, GameSetup, RecordError, SetupError
from brass_desktop.paths import autosave_path, saves_dir
from brass_desktop.storage import FileProblem, SavedGame
from brass_desktop.ui import texts
from brass_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from brass_desktop.ui.file_problems import os_error_text, problem_text, write_problem_text
from brass_desktop.ui.retranslate import set_action_texts

if TYPE_CHECKING:
    from brass_desktop.ui.main_window import MainWindow

#: What a record that cannot be opened raises (the reason is worded by ``problem_text``).
OPEN_ERRORS = (FileProblem, RecordError, OSError)


def autosave_location(autosave: bool) -> tuple[Path | None, str | None]:
    """(the autosave file, None) or, without a usable data folder, (None, why): the app then
    plays in memory and says so until it ends."""
    if not autosave:
        return None, None
    try:
        return autosave_path(), None
    except OSError as exc:
        return None, f"{os_error_text(exc)}: {exc.filename or ''}".rstrip(": ")


def saved_game_text(saved: SavedGame) -> str:
    """One Continue entry: the game, its players, its stage and round (named by the game's words), the time."""
    at = saved.saved_at  # local time
    when = QLocale().toString(QDateTime(QDate(at.year, at.month, at.day), QTime(at.hour, at.minute, at.second)),
                              QLocale.FormatType.ShortFormat)
    return texts.fill(texts.translate("MainWindow", "{game} — {players} — {stage}, round {round} — {time}"),
                      {"game": texts.game_name(saved.game), "players": texts.join_list(saved.players),
                       "stage": texts.stage_name(saved.game, saved.stage), "round": saved.round, "time": when})


def resume_question(game: Game) -> str:
    """The question at start about an unfinished autosaved game: which game, who, how far (the
    game's stage and round, named by its words), so a table knows which of its games it is."""
    stage = game.definition.stage(game.state)
    return texts.fill(texts.translate("MainWindow", "An unfinished game of {game} with {players} was saved "
                                                    "automatically ({stage}, round {round}; {count} actions "
                                                    "played). Continue it?"),
                      {"game": texts.game_name(game.definition.name),
                       "players": texts.join_list(p.name for p in game.state.players),
                       "stage": texts.stage_name(game.definition.name, stage.name), "round": stage.round,
                       "count": len(game.history)})


class FileCommands(QObject):
    """The File menu's commands of one window, their actions and the status bar's file warning."""

    def __init__(self, window: MainWindow, storage_problem: str | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        # Without a usable data folder the app still plays (in memory) and says so until it ends.
        self.storage_problem = storage_problem
        self.quitting = False  # Quit was chosen (asks like the window's close button)
        keys = QKeySequence.StandardKey
        self.new_action = window._action(self.new_game, keys.New)
        self.open_action = window._action(self.open_file, keys.Open)
        self.save_action = window._action(self.save_file, keys.Save)
        self.save_as_action = window._action(self.save_file_as, keys.SaveAs)
        self.quit_action = window._action(self.quit, keys.Quit)
        self.recent_menu = QMenu(window)
        self.recent_menu.aboutToShow.connect(self.fill_recent_menu)
        self.continue_menu = QMenu(window)
        self.continue_menu.aboutToShow.connect(self.fill_continue_menu)
        # A file problem stays in view until it is fixed (a passing message is easily missed).
        self.file_warning = QLabel()
        self.file_warning.setObjectName("FileWarning")
        # One line that never widens the window; the tooltip holds the whole text if it is cut.
        self.file_warning.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.file_warning.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        window.statusBar().addPermanentWidget(self.file_warning, 4)
        self.controller.autosave_status_changed.connect(self.update_file_warning)
        self.controller.state_changed.connect(self._update_actions)
        self.controller.file_changed.connect(self._update_actions)
        self._update_actions()  # no game yet: nothing to save

    def add_open_entries(self, menu: QMenu) -> None:
        """New, Open, Open recent, Continue, Save and Save as, in this order."""
        menu.addAction(self.new_action)
        menu.addAction(self.open_action)
        menu.addMenu(self.recent_menu)
        menu.addMenu(self.continue_menu)
        menu.addAction(self.save_action)
        menu.addAction(self.save_as_action)

    def _update_actions(self) -> None:
        playing = self.controller.game is not None
        self.save_action.setEnabled(playing)
        self.save_as_action.setEnabled(playing)

    def retranslate(self) -> None:
        tr = texts.translate
        set_action_texts(self.new_action, tr("MainWindow", "&New game…"), tr("MainWindow", "Start a new game"))
        set_action_texts(self.open_action, tr("MainWindow", "&Open…"), tr("MainWindow", "Open a saved game"))
        set_action_texts(self.save_action, tr("MainWindow", "&Save"), tr("MainWindow", "Save the game"))
        set_action_texts(self.save_as_action, tr("MainWindow", "Save &as…"),
                         tr("MainWindow", "Save the game under a new name"))
        set_action_texts(self.quit_action, tr("MainWindow", "&Quit"))
        self.recent_menu.setTitle(tr("MainWindow", "Open &recent"))
        self.continue_menu.setTitle(tr("MainWindow", "&Continue an autosaved game"))
        self.update_file_warning()

    # -- new game --------------------------------------------------------------------------------
    def new_game(self) -> bool:
        """File › New game: the dialog, then (for an unfinished game) whether to save it first."""
        window = self.window
        dialog = NewGameDialog(window.settings.player_names, window)
        computer = window.turns.computer
        dialog.set_seats(computer.seats)
        dialog.set_table(computer.speed, computer.hints_allowed, computer.think, window.phones.in_use())
        try:
            if self.controller.game is not None:
                dialog.set_game(self.controller.game.data.game)
            if dialog.exec() != NewGameDialog.DialogCode.Accepted:
                return False
            setup = dialog.setup()
            table = (dialog.seats(), dialog.move_speed(), dialog.hints_allowed(), dialog.think_time())
            phones = dialog.phones_wanted()
        finally:
            dialog.deleteLater()  # even a cancelled dialog would otherwise live as long as the window
        if not self.may_leave_game():
            return False
        if not self.start_game(setup):
            return False
        window.turns.set_table(*table)
        if phones:  # after the seats are set: the codes are for the person seats (issue 40)
            window.phones.open_dialog()
        return True

    def start_game(self, setup: GameSetup) -> bool:
        """Start ``setup`` now (no question asked); a setup the engine refuses is worded."""
        try:
            self.controller.new_game(setup)
        except ValueError as exc:  # SetupError (a ValueError) carries a reason code the UI words
            text = texts.setup_error_text(exc.reason, exc.params) if isinstance(exc, SetupError) else str(exc)
            QMessageBox.warning(self.window, texts.translate("MainWindow", "New game"), text)
            return False
        self.window.settings.player_names = list(setup.players)
        return True

    # -- leaving a game --------------------------------------------------------------------------
    def leave_question(self) -> str | None:
        """What to ask before the game in play is replaced or the app quits; None: nothing to lose.

        An unfinished game with unsaved actions, or a named file with unsaved changes, is asked
        about; a saved, an unplayed or a finished untitled game is left without a word.  The
        game's stage and round are the engine's (``GameDefinition.stage``), named by its words.
        """
        c = self.controller
        game = c.game
        if game is None or not c.dirty:
            return None
        tr = texts.translate
        if c.path is not None:
            return texts.fill(tr("MainWindow", "Save the changes to {file}?"), {"file": c.path.name})
        if game.current_player is None or not game.history:
            return None
        stage = game.definition.stage(game.state)
        return texts.fill(tr("MainWindow", "The game of {players} ({stage}, round {round}) is not finished. "
                                           "Save it to a file first?\n\nIf you do not, it stays in "
                                           "File › Continue an autosaved game."),
                          {"players": texts.join_list(c.names),
                           "stage": texts.stage_name(game.definition.name, stage.name), "round": stage.round})

    def may_leave_game(self) -> bool:
        """Ask (Save / No / Cancel) before the game in play is left; True to go on.

        "No" answers "Save it to a file first?": the game is not saved to a file and stays in
        File › Continue, as the question says (issue 39: a "Discard" button discarded nothing)."""
        question = self.leave_question()
        if question is None:
            return True
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(self.window, APP_NAME, question,
                                      buttons.Save | buttons.No | buttons.Cancel, buttons.Save)
        if answer == buttons.Save:
            return self.save_file()
        return answer == buttons.No

    def quit(self) -> None:
        """File › Quit: close the window, asking first like its close button."""
        self.quitting = True
        try:
            self.window.close()
        finally:
            self.quitting = False

    def may_close(self, spontaneous: bool) -> bool:
        """Whether the window may close now.  The user closing (Quit, the window's button) is
        asked about an unfinished game; a close by the program (tests, the self-test) only
        about a named file, since the autosave keeps an untitled game in File › Continue."""
        by_user = self.quitting or spontaneous
        return not (by_user or self.controller.path is not None) or self.may_leave_game()

    # -- opening ---------------------------------------------------------------------------------
    def file_filter(self) -> str:
        return texts.fill(texts.translate("MainWindow", "Brass games (*{suffix});;All files (*)"),
                          {"suffix": RECORD_SUFFIX})

    def start_dir(self) -> str:
        """Where the file dialogs start: the last folder used, else the saves folder."""
        if self.window.settings.last_directory:
            return self.window.settings.last_directory
        try:
            return str(saves_dir())
        except OSError:
            return str(Path.home())

    def open_file(self) -> bool:
        path = self.ask_file_name(texts.translate("MainWindow", "Open game"), self.start_dir(), save=False)
        return self.open_path(path, ask=True) if path else False

    def file_dialog(self, title: str, start: str, save: bool) -> QFileDialog:
        """Open / Save as at the window's scale: at presentation size the dialog grows with its
        text, and names are cut at their end, never in the middle."""
        window = self.window
        dialog = QFileDialog(window, title, start, self.file_filter())
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave if save else QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile if save else QFileDialog.FileMode.ExistingFile)
        factor = window.presentation.factor
        if factor > 1.0:
            dialog.setOption(QFileDialog.Option.DontUseNativeDialog)  # the native one ignores the scale
            dialog.resize(min(window.width(), round(900 * factor)), min(window.height(), round(560 * factor)))
            for view in dialog.findChildren(QAbstractItemView):
                view.setTextElideMode(Qt.TextElideMode.ElideRight)
        return dialog

    def ask_file_name(self, title: str, start: str, save: bool) -> str:
        """The chosen file's path, or "" if the dialog was cancelled."""
        dialog = self.file_dialog(title, start, save)
        if save:
            dialog.selectFile(start)
        try:
            chosen = dialog.selectedFiles() if dialog.exec() == QFileDialog.DialogCode.Accepted else []
        finally:
            dialog.deleteLater()
        return chosen[0] if chosen else ""

    def open_path(self, path: str | Path, ask: bool = False) -> bool:
        """Open a record; a damaged file is reported and the current game stays as it was.

        With ``ask`` (the menus) the file is checked first, then an unfinished game is asked about.
        """
        try:
            if ask:
                GameController.read_game(path)
                if not self.may_leave_game():
                    return False
            self.controller.load(path)
        except OPEN_ERRORS as exc:
            self.cannot_open(path, exc)
            return False
        self.window.settings.last_directory = str(Path(path).parent)
        self.window.settings.add_recent_file(str(path))
        return True

    def cannot_open(self, path: str | Path, exc: Exception) -> None:
        """Say why ``path`` (a file name, or a library game's title) cannot be opened."""
        QMessageBox.critical(self.window, texts.translate("MainWindow", "Cannot open the game"),
                             texts.fill(texts.translate("MainWindow", "{file} cannot be opened:\n{error}"),
                                        {"file": Path(path).name, "error": problem_text(exc)}))

    def fill_recent_menu(self) -> None:
        """File › Open recent: the last files opened or saved, newest first."""
        self.recent_menu.clear()
        files = self.window.settings.recent_files
        for number, name in enumerate(files, start=1):
            action = self.recent_menu.addAction(f"&{number}  {Path(name).name}")
            action.setToolTip(name)
            action.setStatusTip(name)
            action.triggered.connect(lambda _checked=False, name=name: self.open_recent(name))
        if not files:
            self.recent_menu.addAction(texts.translate("MainWindow", "No recent files")).setEnabled(False)

    def open_recent(self, path: str) -> bool:
        """Open a file of the recent list; one that cannot be opened leaves the list."""
        if self.open_path(path, ask=True):
            return True
        if not Path(path).is_file():
            self.window.settings.remove_recent_file(path)
        return False

    # -- autosaved games -------------------------------------------------------------------------
    def fill_continue_menu(self) -> None:
        """File › Continue: the unfinished autosaved games (game, players, round, time), newest first."""
        self.continue_menu.clear()
        games, damaged = self.controller.saved_games()
        for saved in games:
            action = self.continue_menu.addAction(saved_game_text(saved))
            action.triggered.connect(lambda _checked=False, path=saved.path: self.continue_game(path))
        if not games:
            self.continue_menu.addAction(texts.translate("MainWindow", "No unfinished games")).setEnabled(False)
        if damaged:
            QTimer.singleShot(0, lambda: self.report_damaged(damaged))  # after the menu has closed

    def continue_game(self, path: str | Path) -> bool:
        """Resume an autosaved game of the Continue list (the game in play goes into the list)."""
        if not self.may_leave_game():
            return False
        try:
            self.controller.resume(Path(path))
        except OPEN_ERRORS as exc:
            self.cannot_open(path, exc)
            return False
        return True

    def report_damaged(self, damaged: list[tuple[Path, Exception]]) -> None:
        """Say which autosaves could not be read and where they are kept (never overwritten)."""
        lines = [texts.fill(texts.translate("MainWindow", "{file}: {error}"),
                            {"file": str(path), "error": problem_text(exc)}) for path, exc in damaged]
        QMessageBox.warning(self.window, texts.translate("MainWindow", "Autosaved game damaged"),
                            texts.fill(texts.translate("MainWindow", "An autosaved game could not be read. It was "
                                                                     "kept aside and will not be overwritten:\n\n"
                                                                     "{files}"),
                                       {"files": "\n".join(lines)}))

    def offer_resume(self) -> bool:
        """At start: offer to continue an unfinished autosaved game.  True if resumed.

        A damaged autosave is kept aside and reported; it is never overwritten.
        """
        c = self.controller
        game, damaged = c.check_autosave()
        _, older = c.saved_games()  # the Continue list's damaged entries, told now
        if damaged is not None or older:
            self.report_damaged(([damaged] if damaged is not None else []) + older)
        if game is None or game.current_player is None or not game.history:
            return False
        answer = QMessageBox.question(self.window, texts.translate("MainWindow", "Continue the last game?"),
                                      resume_question(game))
        if answer != QMessageBox.StandardButton.Yes:
            return False
        assert c.store is not None
        c.resume(c.store.current)
        return True

    def update_file_warning(self) -> None:
        """The lasting warning of the status bar: no data folder, or the last autosave failed."""
        tr = texts.translate
        error = self.controller.autosave_error
        if self.storage_problem is not None:
            text = texts.fill(tr("MainWindow", "No autosave: the data folder cannot be used ({error}). "
                                               "Save the game with File › Save as."),
                              {"error": self.storage_problem})
        elif error is not None:
            failure = self.controller.autosave_failure
            text = texts.fill(tr("MainWindow", "Autosave failed ({error}). The game is only in memory: "
                                               "save it with File › Save as."),
                              {"error": os_error_text(failure) if failure is not None else error})
        else:
            text = ""
        self.file_warning.setText(text)
        self.file_warning.setToolTip(text)
        self.file_warning.setVisible(bool(text))

    # -- saving ----------------------------------------------------------------------------------
    def save_file(self) -> bool:
        if self.controller.path is None:
            return self.save_file_as()
        return self.save_path(self.controller.path)

    def save_file_as(self) -> bool:
        if self.controller.game is None:
            return False
        path = self.ask_file_name(texts.translate("MainWindow", "Save game"),
                                  str(Path(self.start_dir()) / self.default_file_name()), save=True)
        if not path:
            return False
        if not path.endswith(".json"):
            path += RECORD_SUFFIX
        return self.save_path(path)

    def default_file_name(self) -> str:
        """A name that says which game it is: "birmingham-ada-brunel-2026-01-12.brass.json"."""
        game = self.controller.game
        if game is None:
            return f"game{RECORD_SUFFIX}"
        words = [str(game.setup.get("game", "game")), *game.setup.get("players", ()),
                 QDateTime.currentDateTime().toString("yyyy-MM-dd")]
        # Letters of any script stay; what file systems refuse (/ \ : * ? " < > |) becomes "-".
        stem = "-".join(re.sub(r'[\\/:*?"<>|\s]+', "-", w.strip()).strip("-.").lower() for w in words if w.strip())
        return f"{stem or 'game'}{RECORD_SUFFIX}"

    def save_path(self, path: str | Path) -> bool:
        """Save the game in play to ``path``; a failure is said and the game stays unsaved."""
        try:
            self.controller.save(path)
        except OSError as exc:
            QMessageBox.critical(self.window, texts.translate("MainWindow", "Cannot save the game"),
                                 write_problem_text(path, exc))
            return False
        self.window.settings.last_directory = str(Path(path).parent)
        self.window.settings.add_recent_file(str(path))
        self.window.statusBar().showMessage(texts.fill(texts.translate("MainWindow", "Saved {file}"),
                                                       {"file": Path(path).name}), 5000)
        return True
