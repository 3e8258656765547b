"""The main window: the map in the middle, the players and markets beside it, the hand and
the action bar below, menus and a toolbar for files, undo, zoom and presentation.

The window only wires things together: clicks go to the GameController, and every change
of the game comes back through its signals.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QWidget

from brass_desktop.appinfo import APP_NAME
from brass_desktop.controller.game_controller import GameController
from brass_desktop.engine import (
    CoreReason,
    Event,
    GameData,
    GameSetup,
    Violation,
    get_game,
    registered_games,
)
from brass_desktop.settings import Settings
from brass_desktop.ui import rule_links, texts
from brass_desktop.ui.board.view import BoardView
from brass_desktop.ui.computer_turns import ComputerTurns
from brass_desktop.ui.dialogs.handover import HandOverScreen
from brass_desktop.ui.files import FileCommands, autosave_location
from brass_desktop.ui.games import game_ui
from brass_desktop.ui.help import HelpCommands
from brass_desktop.ui.hot_seat import HotSeat
from brass_desktop.ui.language_menu import LanguageMenu
from brass_desktop.ui.panels.base import Panel
from brass_desktop.ui.panels.log_panel import LogPanel
from brass_desktop.ui.phones.feature import PhonesFeature
from brass_desktop.ui.presentation import Presentation
from brass_desktop.ui.result_screen import ResultScreen
from brass_desktop.ui.retranslate import Retranslatable, set_action_texts
from brass_desktop.ui.teaching import Teaching
from brass_desktop.ui.window_layout import WindowLayout, initial_window_rect

if TYPE_CHECKING:
    from brass_desktop.ui.guide_panel import GuidedGame
    from brass_desktop.ui.replay.replay_window import ReplayWindow


class MainWindow(Retranslatable, QMainWindow):
    """The application window around one :class:`GameController`: wiring and refresh.  Its features
    (files, teaching, help, text size and modes, computer seats, hot seat) are objects of their own
    that own their actions and words."""

    def __init__(self, settings: Settings | None = None, autosave: bool = True,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings if settings is not None else Settings()
        autosave_file, storage_problem = autosave_location(autosave)
        self.controller = GameController(self, autosave_path=autosave_file)
        # Before any game the board of the first registered game lies under the welcome page.
        first = get_game(registered_games()[0])
        self.data: GameData = first.load_data(first.options_class())
        self._dialogs: list[Any] = []

        # the plug-in of the game family on show (ui/games.py)
        self.game_ui = game_ui(first.family)
        self.scene = self.game_ui.make_scene(self.data, self)
        self.view = BoardView(self.scene)
        self.view.setObjectName("BoardView")

        self.players_panel, self.markets_panel, self.action_bar, self.hand_panel = self.game_ui.make_panels(self)
        self.log_panel = LogPanel()
        self.panels: list[Panel] = [self.players_panel, self.markets_panel, self.log_panel, self.action_bar,
                                    self.hand_panel]

        # Map, public facts and the working area: arranged by WindowLayout for normal and presentation mode.
        self.layout_manager = WindowLayout(self, self.view, self.players_panel, self.markets_panel,
                                           self.action_bar, self.hand_panel, self.log_panel)
        self.right, self.top, self.bottom, self.main = (self.layout_manager.right, self.layout_manager.top,
                                                        self.layout_manager.bottom, self.layout_manager.main)
        # over the hand and the action panel only: the board and the menus stay in use (ui/hot_seat.py)
        self.handover = HandOverScreen(self, lambda: self.hot_seat.working_area(), lambda: self.hot_seat.watched())
        self.hot_seat = HotSeat(self)  # the hand-over screen between people's turns (ui/hot_seat.py)
        self.status = QLabel()
        self.statusBar().addWidget(self.status, 1)

        self._create_actions()
        # The features, each with its actions and words: text size and modes, File, teaching, Help, Language.
        self.presentation = Presentation(self)
        self.files = FileCommands(self, storage_problem)
        self.teaching = Teaching(self)
        self.help = HelpCommands(self)
        self.languages = LanguageMenu(self)
        self.result = ResultScreen(self)
        self.welcome = self.help.welcome  # the first-start page over the map
        self.game_ui.attached(self)  # the family's wiring of its panels, as after a change of family
        self._create_menus()
        self._connect()
        self._create_computer_turns()
        self.phones = PhonesFeature(self)  # Table › Players' phones (issue 40)
        self._apply_scale()
        self.retranslate_ui()
        self._restore_geometry()
        self._refresh_all()

    # -- construction ----------------------------------------------------------------------------
    def _action(self, slot: Any, shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
                checkable: bool = False) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _create_actions(self) -> None:
        """The window's own actions: Edit and View (the features make theirs)."""
        c = self.controller
        self.undo_action = self._action(self.undo, "Ctrl+Z")
        self.redo_action = self._action(c.redo, "Ctrl+Shift+Z")
        # Ctrl+Y as well: the Linux key theme gives Redo only Ctrl+Shift+Z, Windows users expect Ctrl+Y.
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.confirm_action = self._action(c.confirm, "Return")
        self.cancel_action = self._action(c.cancel, "Escape")
        self.back_action = self._action(c.back, "Backspace")
        self.zoom_in_action = self._action(self.view.zoom_in, QKeySequence.StandardKey.ZoomIn)
        self.zoom_out_action = self._action(self.view.zoom_out, QKeySequence.StandardKey.ZoomOut)
        self.fit_action = self._action(self.view.fit_to_window, "Ctrl+0")
        self.open_hands_action = self._action(self.set_open_hands, None, checkable=True)
        self.open_hands_action.setChecked(self.settings.open_hands)

    def _create_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.files.add_open_entries(self.file_menu)
        self.file_menu.addSeparator()
        self.teaching.add_file_entries(self.file_menu)
        self.file_menu.addAction(self.files.quit_action)
        self.edit_menu = bar.addMenu("")
        self.edit_menu.addActions([self.undo_action, self.redo_action])
        self.edit_menu.addSeparator()
        self.edit_menu.addActions([self.confirm_action, self.back_action, self.cancel_action])
        self.view_menu = bar.addMenu("")
        self.view_menu.addActions([self.zoom_in_action, self.zoom_out_action, self.fit_action])
        self.view_menu.addSeparator()
        modes = self.presentation
        self.view_menu.addActions([modes.presentation_action, modes.full_screen_action, self.open_hands_action,
                                   self.teaching.review_action])
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.result.result_action)
        self.languages.add_menu(bar)
        self.help_menu = bar.addMenu("")
        self.help.add_entries(self.help_menu)
        self.toolbar = self.addToolBar("")
        self.toolbar.setObjectName("MainToolBar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        files = self.files
        buttons: tuple[QAction | None, ...] = (
            files.new_action, files.open_action, files.save_action, None, self.undo_action, self.redo_action, None,
            self.zoom_in_action, self.zoom_out_action, self.fit_action, None, modes.presentation_action,
            modes.full_screen_action, self.open_hands_action, None, self.result.result_action)
        for button in buttons:  # None: a separator
            if button is None:
                self.toolbar.addSeparator()
            else:
                self.toolbar.addAction(button)

    def _connect(self) -> None:
        c = self.controller
        self._connect_scene()
        c.state_changed.connect(self._state_changed)
        c.draft_changed.connect(self._draft_changed)
        c.events_emitted.connect(self._events)
        c.file_changed.connect(self._update_title)
        c.game_replaced.connect(self._game_replaced)
        c.action_rejected.connect(self._rejected)

    def _create_computer_turns(self) -> None:
        """Computer seats and hints (ui/computer_turns.py): the Hint action, undo back to a person."""
        self.turns = ComputerTurns(self)
        self.undo_action.triggered.disconnect()
        self.undo_action.triggered.connect(self.turns.undo_to_person)
        self.edit_menu.insertAction(self.confirm_action, self.turns.hint_action)
        self.toolbar.insertAction(self.zoom_in_action, self.turns.hint_action)
        self.toolbar.insertSeparator(self.zoom_in_action)

    def _connect_scene(self) -> None:
        self.game_ui.connect_scene(self)

    def _install_game_ui(self, ui: Any, data: Any) -> None:
        """Another game family: its scene and its four panels take the places of the old ones (the
        old plug-in lets go of them first: no old panel answers the new game's signals)."""
        self.game_ui.detach(self)
        self.game_ui = ui
        panels = ui.make_panels(self)
        self.layout_manager.replace_panels(*panels)
        self.players_panel, self.markets_panel, self.action_bar, self.hand_panel = panels
        self.panels = [self.players_panel, self.markets_panel, self.log_panel, self.action_bar, self.hand_panel]
        self.players_panel.set_open_hands(self.settings.open_hands)
        self._replace_scene(data)
        ui.attached(self)
        self._apply_scale()

    def _replace_scene(self, data: GameData) -> None:
        """Another game's map: a new scene of its board in the same view."""
        old = self.scene
        self.scene = self.game_ui.make_scene(data, self)
        self._connect_scene()
        self.scene.set_presentation(self.settings.presentation)
        self.scene.retranslate(lambda loc: texts.place_name(loc, self.data))
        self.view.setScene(self.scene)
        old.blockSignals(True)  # deleted later: its hovers and clicks end now
        old.deleteLater()

    # -- texts -----------------------------------------------------------------------------------
    def _update_undo_tip(self) -> None:
        """Undo's tooltip and status tip say why undo is blocked when the undo policy blocks it."""
        blocked = self.controller.undo_blocked()
        if blocked is not None and blocked.reason is CoreReason.UNDO_PAST_REVEAL:
            tip = texts.reason_text(blocked, (), self.data)
        else:
            tip = texts.translate("MainWindow", "Take back the last action (Ctrl+Z)")
        self.undo_action.setToolTip(tip)
        self.undo_action.setStatusTip(tip)

    def retranslate_ui(self) -> None:
        tr = texts.translate
        pairs = [
            (self.undo_action, tr("MainWindow", "&Undo"), tr("MainWindow", "Take back the last action (Ctrl+Z)")),
            (self.redo_action, tr("MainWindow", "&Redo"), tr("MainWindow", "Do the undone action again "
                                                                           "(Ctrl+Shift+Z)")),
            (self.confirm_action, tr("MainWindow", "&Confirm action"), ""),
            (self.back_action, tr("MainWindow", "&Back one step"), ""),
            (self.cancel_action, tr("MainWindow", "C&ancel action"), ""),
            (self.zoom_in_action, tr("MainWindow", "Zoom &in"), ""),
            (self.zoom_out_action, tr("MainWindow", "Zoom &out"), ""),
            (self.fit_action, tr("MainWindow", "&Fit map"), tr("MainWindow", "Show the whole map")),
            (self.open_hands_action, tr("MainWindow", "Open &hands"),
             tr("MainWindow", "Teaching: show every hand and skip the hand-over screen")),
        ]
        for action, text, tip in pairs:
            set_action_texts(action, text, tip)
        self._update_undo_tip()
        for menu, title in ((self.file_menu, tr("MainWindow", "&File")), (self.edit_menu, tr("MainWindow", "&Edit")),
                            (self.view_menu, tr("MainWindow", "&View")), (self.help_menu, tr("MainWindow", "&Help"))):
            menu.setTitle(title)
        self.toolbar.setWindowTitle(tr("MainWindow", "Toolbar"))
        self.scene.retranslate(lambda loc: texts.place_name(loc, self.data))
        for feature in (self.presentation, self.files, self.teaching, self.help, self.languages, self.result,
                        self.turns, self.phones):
            feature.retranslate()
        self._update_title()

    def language_changed(self) -> None:
        self.retranslate_ui()
        # Words of another length (and Chinese lines are taller): the panels are fitted anew
        # once every widget has retranslated itself.
        QTimer.singleShot(0, self, self._fit_layout)

    # -- refresh ---------------------------------------------------------------------------------
    def _refresh_all(self) -> None:
        self._state_changed()
        self._draft_changed()

    def _game_replaced(self) -> None:
        self.hot_seat.game_replaced()
        self.game_ui.game_replaced(self)
        game = self.controller.game
        if game is not None and game.data is not self.data:
            self.data = game.data
            ui = game_ui(game.definition.family)
            if type(ui) is not type(self.game_ui):
                self._install_game_ui(ui, game.data)
                self._refresh_all()
            elif not self.game_ui.same_board(self.scene, game.data):
                self._replace_scene(game.data)
        self.view.fit_to_window()
        # Another player count or game: the panels have other heights, so the layout fits them anew
        # (once they show the new game: the state change follows this signal).
        QTimer.singleShot(0, self, self._fit_layout)

    def _state_changed(self) -> None:
        c = self.controller
        self._close_stale_scoring()
        game = c.game
        shown = self.game_ui.shown(game) if game is not None else None  # a scoring moment holds the view
        self.welcome.setVisible(game is None)
        self.welcome.setGeometry(self.view.rect())
        if shown is not None:
            self.scene.sync(shown.state)
        self.game_ui.refresh_state(self)
        self.players_panel.update_from(shown)
        self.markets_panel.update_from(shown)
        self.log_panel.set_log(self._shown_log(), c.names, game.data if game else None)
        self.undo_action.setEnabled(c.can_undo())
        self._update_undo_tip()
        self.redo_action.setEnabled(c.can_redo())
        self._maybe_hand_over()
        self._update_hand()
        self.result.update()

    def _close_stale_scoring(self) -> None:
        """A reveal whose events were undone (or belong to another game) no longer holds, nor does
        a winner screen of a game that is no longer over."""
        dialogs = [d for d in self._dialogs if d.isVisible()]
        self.game_ui.close_stale(self, dialogs)
        self.result.close_stale(dialogs)

    def _draft_changed(self) -> None:
        # The next stage's actions wait for a reveal; a computer's turn is its own (computer_turns.py).
        self.action_bar.setEnabled(not self.game_ui.holding() and not self.turns.computer_to_act()
                                   and not self.hot_seat.phone_to_act())  # that seat plays on its phone
        self.game_ui.refresh_choices(self)

    def _update_hand(self) -> None:
        self.game_ui.show_hand(self, self.hot_seat.hand_visible())

    def _update_title(self) -> None:
        c = self.controller
        name = c.path.name if c.path is not None else texts.translate("MainWindow", "Untitled game")
        if c.game is None:
            self.setWindowTitle(APP_NAME)
        else:
            self.setWindowTitle(f"{name}{'*' if c.dirty else ''} — {APP_NAME}")

    # -- hot seat (ui/hot_seat.py) -----------------------------------------------------------------
    def _maybe_hand_over(self) -> None:
        self.hot_seat.maybe_hand_over()

    def undo(self) -> None:
        """Edit › Undo (the hand-over screen then says what was taken back)."""
        self.hot_seat.undo()

    def set_open_hands(self, on: bool) -> None:
        self.hot_seat.set_open_hands(on)

    # -- rejections ------------------------------------------------------------------------------
    def _reason_text(self, violations: tuple[Violation, ...]) -> str:
        """The reasons with the rule each applies; F1 then opens the reference at the first one."""
        if not violations:
            return ""
        rule = rule_links.first_rule(violations, self.data.game)
        self._remember_rule(rule)
        return rule_links.reasons_plain(violations, self.data.game, self.controller.names, self.data)

    def _rejected(self, violations: tuple[Violation, ...]) -> None:
        text = self._reason_text(violations) or texts.translate("ActionBar", "That is not one of the choices now.")
        self.statusBar().showMessage(text.replace("\n", " "), 8000)

    # -- events: the family's reveals ------------------------------------------------------------
    def _events(self, events: list[Event]) -> None:
        """Events of an applied action: the family's plug-in reveals what it must (a scoring that
        holds the view, a change of stage that is told)."""
        self.game_ui.on_events(self, events)

    def scoring_held(self) -> bool:
        """Whether a reveal holds the view at a scoring."""
        return bool(self.game_ui.holding())

    def _shown_log(self) -> list[list[Event]]:
        """The log as far as the table may read it (mid-reveal, without the scores to come)."""
        return self.game_ui.shown_log(self.controller.event_log)  # type: ignore[no-any-return]

    # -- dialogs held until closed ------------------------------------------------------------------
    def open_dialogs(self) -> list[Any]:
        """The dialogs the window holds (a winner screen, a family's reveal)."""
        return list(self._dialogs)

    def keep_dialog(self, dialog: Any) -> None:
        """Hold an open dialog until it is closed, then free it (a closed one must not linger)."""
        self._dialogs.append(dialog)
        dialog.finished.connect(lambda _result=0, d=dialog: self._forget(d))

    def _forget(self, dialog: Any) -> None:
        if dialog in self._dialogs:
            self._dialogs.remove(dialog)
        dialog.deleteLater()

    # -- text size and modes (ui/presentation.py) --------------------------------------------------
    def set_presentation(self, on: bool) -> None:
        self.presentation.set_presentation(on)

    def _apply_scale(self) -> None:
        self.presentation.apply_scale()

    def _fit_layout(self) -> None:
        self.presentation.fit_layout()

    # -- the features' commands most used from outside (tests, the guide, the app's start) ------------
    def set_language(self, code: str) -> None:
        self.languages.set_language(code)

    def new_game(self) -> bool:
        return self.files.new_game()

    def start_game(self, setup: GameSetup) -> bool:
        return self.files.start_game(setup)

    def open_path(self, path: str | Path, ask: bool = False) -> bool:
        return self.files.open_path(path, ask)

    def save_path(self, path: str | Path) -> bool:
        return self.files.save_path(path)

    def may_leave_game(self) -> bool:
        return self.files.may_leave_game()

    def offer_resume(self) -> bool:
        return self.files.offer_resume()

    def replay_record(self, record: dict[str, Any], game_id: int = 0) -> ReplayWindow | None:
        return self.teaching.replay_record(record, game_id)

    def start_guide(self, game: str) -> GuidedGame | None:
        return self.help.start_guide(game)

    def open_rule_link(self, url: str) -> bool:
        return self.help.open_rule_link(url)

    def _remember_rule(self, rule_id: str | None) -> None:
        self.help.remember_rule(rule_id)

    # -- window ----------------------------------------------------------------------------------
    def _restore_geometry(self) -> None:
        geometry = self.settings.window_geometry
        if geometry is not None and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:  # within the screen's free area (a 1366x768 or 1280x800 laptop; issue 39)
            self.setGeometry(initial_window_rect(self.screen().availableGeometry()))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self.presentation.rescale_for_size()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if not self.files.may_close(event.spontaneous()):  # Quit and the close button ask first
            event.ignore()
            return
        self.turns.computer.shutdown()  # a thought under way ends with the window
        self.settings.window_geometry = self.saveGeometry()
        self.settings.sync()
        event.accept()


def isolated_settings(path: Path) -> Settings:
    """Settings stored in an INI file at ``path`` (tests, portable use)."""
    return Settings(QSettings(str(path), QSettings.Format.IniFormat))

