"""The main window: the map in the middle, the players and markets beside it, the hand and
the action bar below, menus and a toolbar for files, undo, zoom and presentation.

The window only wires things together: clicks go to the GameController, and every change
of the game comes back through its signals.
"""
from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDateTime, QEvent, QLocale, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QSizePolicy,
    QWidget,
)

from brass_desktop import i18n
from brass_desktop.appinfo import APP_NAME, RECORD_SUFFIX
from brass_desktop.controller.game_controller import GameController
from brass_desktop.engine import (
    CoreReason,
    Event,
    GameData,
    GameSetup,
    RecordError,
    SetupError,
    Violation,
    load_game_data,
)
from brass_desktop.library import Library, record_finished_game
from brass_desktop.paths import autosave_path, saves_dir
from brass_desktop.settings import Settings
from brass_desktop.storage import (
    FOLDER,
    MISSING,
    NOT_TEXT,
    SPECIAL,
    TOO_LARGE,
    UNREADABLE,
    FileProblem,
    SavedGame,
)
from brass_desktop.ui import rule_links, texts
from brass_desktop.ui.board.view import BoardView
from brass_desktop.ui.brass.scoring_dialog import ScoringDialog
from brass_desktop.ui.brass.scoring_moment import ScoringMoment
from brass_desktop.ui.computer_turns import ComputerTurns
from brass_desktop.ui.dialogs.about_dialog import AboutDialog
from brass_desktop.ui.dialogs.handover import HandOverScreen
from brass_desktop.ui.dialogs.library_dialog import LibraryDialog
from brass_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from brass_desktop.ui.dialogs.review_panel import ReviewPanel
from brass_desktop.ui.dialogs.rules_dialog import KEYS_TAB, RULES_TAB, SYMBOLS_TAB, RulesDialog
from brass_desktop.ui.dialogs.winner_dialog import WinnerDialog, rematch_setup
from brass_desktop.ui.games import game_ui, guided_games
from brass_desktop.ui.guide_panel import GuidedGame
from brass_desktop.ui.panels.base import BASE_POINT_SIZE, Panel
from brass_desktop.ui.panels.log_panel import LogPanel
from brass_desktop.ui.replay.replay_window import ReplayWindow
from brass_desktop.ui.scenarios import scenario_files, scenario_title
from brass_desktop.ui.welcome import WelcomePage
from brass_desktop.ui.window_layout import WindowLayout, presentation_factor

STYLE_SHEET = """
QLabel[role="caption"] { color: #6b5a48; }
QLabel[role="value"] { font-weight: bold; }
QLabel[role="heading"] { color: #3b2a1a; }
#PlayerCard { background: #fbf7ee; border: 1px solid #d8cbb4; border-radius: 6px; }
#PlayerCard[current="true"] { background: #fff3c4; border: 2px solid #d9a400; }
#ActionBar, #HandPanel { background: #f6f1e6; }
#Prompt { font-weight: bold; color: #3b2a1a; }
#Preview { color: #1f4e79; font-weight: bold; }
#Rejection { color: #a11d1d; font-weight: bold; }
#KindButton { padding: 6px 14px; }
#KindButton:checked { background: #ffd400; border: 2px solid #7a5200; border-radius: 4px; }
#ChoiceButton { padding: 6px 12px; background: #fff7cc; border: 2px solid #d9a400; border-radius: 4px; }
#ConfirmButton { padding: 10px 26px; font-weight: bold; }
#ConfirmButton:enabled { background: #2e7d32; color: white; border-radius: 4px; }
#CardButton { padding: 4px 8px; border: 1px solid #b8a88f; border-radius: 6px; background: #fffdf7; }
#CardButton[industry_card="true"] { background: #eef3fb; }
#CardButton[offered="true"] { border: 3px solid #d9a400; }
#CardButton:checked { background: #c8f4ff; border: 3px solid #00324a; }
#CardButton:disabled { color: #a49a8c; background: #efebe3; }
#HandOverScreen QLabel { color: #f3e6c8; }
#EmptyNote { background: rgba(246, 241, 230, 235); color: #3b2a1a; font-weight: bold; }
#LeavePresentation { background: rgba(251, 247, 238, 210); border: 1px solid #b8a88f; border-radius: 4px;
                     padding: 2px 8px; color: #3b2a1a; }
#HandOverTitle { font-size: 30pt; font-weight: bold; }
#HandOverSubtitle { font-size: 15pt; }
#HandOverSummary { font-size: 12pt; background: #f6f1e6; }
#RevealButton { font-size: 16pt; font-weight: bold; }
#Verdict { font-size: 14pt; font-weight: bold; color: #2e7d32; }
#ScoringTitle, #WinnerTitle { font-size: 20pt; font-weight: bold; color: #3b2a1a; }
#ScoringDialog QLabel[role="value"], #WinnerDialog QLabel[role="value"] { font-size: 16pt; }
#ScoringDialog QLabel[role="caption"], #WinnerDialog QLabel[role="caption"] { font-size: 12pt; }
#ScoringDialog QPushButton, #WinnerDialog QPushButton { font-size: 13pt; padding: 6px 18px; }
#FileWarning { color: #a11d1d; font-weight: bold; }
QPushButton[guide="true"] { border: 3px solid #b8860b; background: #fff3c4; border-radius: 4px; }
#CardButton[guide="true"] { border: 4px solid #8a5a00; background: #fff3c4; }
#WelcomePage QLabel { font-size: 13pt; color: #3b2a1a; }
#WelcomePage QLabel#WelcomeTitle { font-size: 30pt; font-weight: bold; }
#WelcomePage QLabel#WelcomeSubtitle { font-size: 15pt; }
#WelcomePage QLabel#WelcomeHeading { font-size: 15pt; font-weight: bold; }
#WelcomePage QPushButton { font-size: 14pt; padding: 10px 18px; text-align: left; }
#GuideHeading { font-size: 13pt; font-weight: bold; }
"""

PRESENTATION_STYLE = """
#KindButton { padding: 2px 8px; }
#ConfirmButton { padding: 4px 18px; }
"""


def scaled_style_sheet(factor: float) -> str:
    """The window's style sheet with every fixed point size (hand-over titles, verdict) scaled."""
    return re.sub(r"font-size: (\d+(?:\.\d+)?)pt",
                  lambda m: f"font-size: {float(m.group(1)) * factor:.1f}pt", STYLE_SHEET)


class MainWindow(QMainWindow):
    """The application window around one :class:`GameController`."""

    def __init__(self, settings: Settings | None = None, autosave: bool = True,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings if settings is not None else Settings()
        # Without a usable data folder the app still plays (in memory) and says so until it ends.
        self.storage_problem: str | None = None
        autosave_file: Path | None = None
        if autosave:
            try:
                autosave_file = autosave_path()
            except OSError as exc:
                self.storage_problem = f"{exc.strerror or exc}: {exc.filename or ''}".rstrip(": ")
        self.controller = GameController(self, autosave_path=autosave_file)
        self._quitting = False  # Quit was chosen (asks like the window's close button)
        self.data: GameData = load_game_data("lancashire")
        self._revealed_for: int | None = None  # the player whose hand may be shown
        self._dialogs: list[Any] = []
        self._factor = 1.0  # the font scale in use
        # Presentation text cut by this many pixels so the column fits, for this (size, language, game).
        self._text_cut = 0
        self._cut_for: tuple[object, ...] | None = None
        # The scoring moment: while an era's scores are revealed the board and panels show the
        # position the scoring saw (``_moment.held``), built from the position shown before.
        self._moment: ScoringMoment | None = None
        self._shown_state: Any = None
        self._undone: Event | None = None  # the action event an undo just took back

        self.game_ui = game_ui("brass")  # the plug-in of the game family on show (ui/games.py)
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
        self.layout_manager.leave_button.clicked.connect(lambda: self.presentation_action.trigger())
        self.handover = HandOverScreen(self)
        self.handover.revealed.connect(self._hand_revealed)
        self.status = QLabel()
        self.statusBar().addWidget(self.status, 1)
        # A file problem stays in view until it is fixed (a passing message is easily missed).
        self.file_warning = QLabel()
        self.file_warning.setObjectName("FileWarning")
        # One line that never widens the window; the tooltip holds the whole text if it is cut.
        self.file_warning.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.file_warning.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.statusBar().addPermanentWidget(self.file_warning, 4)

        self._create_actions()
        self._create_menus()
        self._create_welcome()
        self._connect()
        self._create_computer_turns()
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
        c = self.controller
        self.new_action = self._action(self.new_game, QKeySequence.StandardKey.New)
        self.open_action = self._action(self.open_file, QKeySequence.StandardKey.Open)
        self.save_action = self._action(self.save_file, QKeySequence.StandardKey.Save)
        self.save_as_action = self._action(self.save_file_as, QKeySequence.StandardKey.SaveAs)
        self.quit_action = self._action(self.quit, QKeySequence.StandardKey.Quit)
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
        self.presentation_action = self._action(self.set_presentation, "F5", checkable=True)
        self.full_screen_action = self._action(self.toggle_full_screen, "F11", checkable=True)
        self.open_hands_action = self._action(self.set_open_hands, None, checkable=True)
        self.about_action = self._action(self.show_about)
        self.result_action = self._action(self.show_result, "Ctrl+R")
        self.result_action.setEnabled(False)
        self._create_teaching_actions()
        self._create_help_actions()
        self.presentation_action.setChecked(self.settings.presentation)
        self.open_hands_action.setChecked(self.settings.open_hands)
        # Language menu: follow the system, or one language (stored in the settings).
        self.language_group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code in (i18n.SYSTEM, *i18n.LANGUAGES):
            action = QAction(i18n.LANGUAGES.get(code, ""), self.language_group)
            action.setCheckable(True)
            action.triggered.connect(lambda _checked=False, code=code: self.set_language(code))
            self.language_actions[code] = action
        stored = self.settings.language
        self.language_actions[stored if stored in i18n.LANGUAGES else i18n.SYSTEM].setChecked(True)

    def _create_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.file_menu.addAction(self.new_action)
        self.file_menu.addAction(self.open_action)
        self.recent_menu = self.file_menu.addMenu("")
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.continue_menu = self.file_menu.addMenu("")
        self.continue_menu.aboutToShow.connect(self._fill_continue_menu)
        for action in (self.save_action, self.save_as_action):
            self.file_menu.addAction(action)
        self.file_menu.addSeparator()
        self._add_teaching_file_entries()
        self.file_menu.addAction(self.quit_action)
        self.edit_menu = bar.addMenu("")
        for action in (self.undo_action, self.redo_action):
            self.edit_menu.addAction(action)
        self.edit_menu.addSeparator()
        for action in (self.confirm_action, self.back_action, self.cancel_action):
            self.edit_menu.addAction(action)
        self.view_menu = bar.addMenu("")
        for action in (self.zoom_in_action, self.zoom_out_action, self.fit_action):
            self.view_menu.addAction(action)
        self.view_menu.addSeparator()
        for action in (self.presentation_action, self.full_screen_action, self.open_hands_action, self.review_action):
            self.view_menu.addAction(action)
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.result_action)
        self.language_menu = bar.addMenu("")
        self.language_menu.addActions(list(self.language_actions.values()))
        self.language_menu.insertSeparator(self.language_actions[i18n.ENGLISH])
        self.help_menu = bar.addMenu("")
        self._add_help_entries()
        self.help_menu.addAction(self.about_action)
        self.toolbar = self.addToolBar("")
        self.toolbar.setObjectName("MainToolBar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        buttons: tuple[QAction | None, ...] = (
            self.new_action, self.open_action, self.save_action, None, self.undo_action, self.redo_action, None,
            self.zoom_in_action, self.zoom_out_action, self.fit_action, None, self.presentation_action,
            self.full_screen_action, self.open_hands_action, None, self.result_action)
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
        c.events_emitted.connect(self._record_if_finished)
        c.file_changed.connect(self._update_title)
        c.game_replaced.connect(self._game_replaced)
        c.action_rejected.connect(self._rejected)
        c.autosave_status_changed.connect(self._update_file_warning)

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
        """Another game family: its scene and its four panels take the places of the old ones."""
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
            (self.new_action, tr("MainWindow", "&New game…"), tr("MainWindow", "Start a new game")),
            (self.open_action, tr("MainWindow", "&Open…"), tr("MainWindow", "Open a saved game")),
            (self.save_action, tr("MainWindow", "&Save"), tr("MainWindow", "Save the game")),
            (self.save_as_action, tr("MainWindow", "Save &as…"), tr("MainWindow", "Save the game under a new name")),
            (self.quit_action, tr("MainWindow", "&Quit"), ""),
            (self.undo_action, tr("MainWindow", "&Undo"), tr("MainWindow", "Take back the last action (Ctrl+Z)")),
            (self.redo_action, tr("MainWindow", "&Redo"), tr("MainWindow", "Do the undone action again "
                                                                           "(Ctrl+Shift+Z)")),
            (self.confirm_action, tr("MainWindow", "&Confirm action"), ""),
            (self.back_action, tr("MainWindow", "&Back one step"), ""),
            (self.cancel_action, tr("MainWindow", "C&ancel action"), ""),
            (self.zoom_in_action, tr("MainWindow", "Zoom &in"), ""),
            (self.zoom_out_action, tr("MainWindow", "Zoom &out"), ""),
            (self.fit_action, tr("MainWindow", "&Fit map"), tr("MainWindow", "Show the whole map")),
            (self.presentation_action, tr("MainWindow", "&Presentation"),
             tr("MainWindow", "Large text for projectors (F5)")),
            (self.full_screen_action, tr("MainWindow", "F&ull screen"), tr("MainWindow", "Full screen (F11)")),
            (self.open_hands_action, tr("MainWindow", "Open &hands"),
             tr("MainWindow", "Teaching: show every hand and skip the hand-over screen")),
            (self.about_action, tr("MainWindow", "&About Brass Desktop"), ""),
            (self.result_action, tr("MainWindow", "&Result of the game"),
             tr("MainWindow", "The winner, the ranking and the scores by source (Ctrl+R)")),
        ]
        for action, text, tip in pairs:
            action.setText(text)
            # Chinese menus write the mnemonic as "檔案(&F)": the tooltip drops "(&F)" too.
            action.setToolTip(tip or re.sub(r"\(&\w\)", "", text).replace("&", "").rstrip("…"))
        self._update_undo_tip()
        self.file_menu.setTitle(tr("MainWindow", "&File"))
        self.recent_menu.setTitle(tr("MainWindow", "Open &recent"))
        self.continue_menu.setTitle(tr("MainWindow", "&Continue an autosaved game"))
        self.edit_menu.setTitle(tr("MainWindow", "&Edit"))
        self.view_menu.setTitle(tr("MainWindow", "&View"))
        self.help_menu.setTitle(tr("MainWindow", "&Help"))
        self.language_menu.setTitle(tr("MainWindow", "&Language"))
        self.language_actions[i18n.SYSTEM].setText(tr("MainWindow", "System language"))
        self.toolbar.setWindowTitle(tr("MainWindow", "Toolbar"))
        self.layout_manager.leave_button.setText(tr("MainWindow", "✕ Leave presentation (F5)"))
        self.welcome.retranslate_ui()
        self.scene.retranslate(lambda loc: texts.place_name(loc, self.data))
        self._retranslate_teaching()
        self._retranslate_help()
        self._retranslate_replay()
        self._retranslate_review()
        self._update_title()
        self._update_file_warning()
        self.turns.retranslate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            # Words of another length (and Chinese lines are taller): the panels are fitted anew
            # once every widget has retranslated itself.
            QTimer.singleShot(0, self, self._fit_layout)
        super().changeEvent(event)

    # -- refresh ---------------------------------------------------------------------------------
    def _refresh_all(self) -> None:
        self._state_changed()
        self._draft_changed()

    def _game_replaced(self) -> None:
        self._revealed_for = None
        self._end_moment()
        self._shown_state = None
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
        shown = self._moment.held if self._moment is not None else game  # the scoring moment holds the view
        self.welcome.setVisible(game is None)
        self.welcome.setGeometry(self.view.rect())
        if shown is not None:
            self.scene.sync(shown.state)
        if game is not None and self._moment is None:
            self._shown_state = game.state.clone()
        self.players_panel.update_from(shown)
        self.markets_panel.update_from(shown)
        self.log_panel.set_log(self._shown_log(), c.names, game.data if game else None)
        self.undo_action.setEnabled(c.can_undo())
        self._update_undo_tip()
        self.redo_action.setEnabled(c.can_redo())
        for action in (self.save_action, self.save_as_action):
            action.setEnabled(game is not None)
        self._maybe_hand_over()
        self._update_hand()
        self._update_result_action()

    def _close_stale_scoring(self) -> None:
        """A scoring dialog whose era end was undone (or belongs to another game) no longer holds,
        nor does a winner screen of a game that is no longer over."""
        log = self.controller.event_log
        current = {id(event) for batch in log for event in batch}
        # Undone, or played past (only a program can act while the reveal is open): the hold ends.
        if self._moment is not None and (not log or log[-1] is not self._moment.events):
            self._end_moment()
        for dialog in [d for d in self._dialogs if d.isVisible()]:
            if isinstance(dialog, ScoringDialog) and id(dialog.era_event) not in current:
                dialog.reject()
            elif isinstance(dialog, WinnerDialog) and (dialog.game is not self.controller.game
                                                        or not dialog.game.is_over()):
                dialog.reject()

    def _draft_changed(self) -> None:
        c = self.controller
        # The next era's actions wait for the reveal; a computer's turn is its own (computer_turns.py).
        self.action_bar.setEnabled(self._moment is None and not self.turns.computer_to_act())
        slots, lines = c.highlights() if self._moment is None else ((), ())  # no targets mid-reveal
        self.scene.set_highlights(slots, lines)
        chosen_slots, chosen_lines = c.selection() if self._moment is None else ((), ())
        self.scene.set_selected(chosen_slots, chosen_lines)
        self.scene.set_preview(*c.map_preview())
        self._update_hand_marks()

    def _update_hand(self) -> None:
        c = self.controller
        game = c.game
        player = c.current_player
        if game is None or player is None or self._moment is not None:  # the next era's hand waits
            self.hand_panel.set_hand("", [], None)
            return
        p = game.state.players[player]
        visible = self.settings.open_hands or self._revealed_for == player or not self.game_ui.needs_handover(game)
        self.hand_panel.set_hand(p.name, list(p.hand), game.data, visible)
        self._update_hand_marks()

    def _update_hand_marks(self) -> None:
        allowed, chosen = self.controller.card_marks()
        self.hand_panel.set_marks(allowed, chosen, self._card_reason)
        # Another hand (longer names) or other marks (an offered card's bolder frame) than at the
        # last fit may need more than the projector column: fit again rather than run off the edge.
        if self.layout_manager.hand_outgrows_column():
            QTimer.singleShot(0, self, self._fit_layout)

    def _card_reason(self, card: str) -> str:
        """Why a greyed card cannot be chosen now (asked when the hand greys it)."""
        return self._reason_text(self.controller.explain_card(card))

    def _update_title(self) -> None:
        c = self.controller
        name = c.path.name if c.path is not None else texts.translate("MainWindow", "Untitled game")
        if c.game is None:
            self.setWindowTitle(APP_NAME)
        else:
            self.setWindowTitle(f"{name}{'*' if c.dirty else ''} — {APP_NAME}")
        self.save_action.setEnabled(c.game is not None)

    # -- hot seat --------------------------------------------------------------------------------
    def _maybe_hand_over(self) -> None:
        c = self.controller
        player = c.current_player
        if c.game is None or player is None or self.settings.open_hands or self._moment is not None:
            self.handover.hide()  # mid-reveal its summary would tell the scores
            return
        if self.turns.is_computer_turn():
            self.handover.hide()  # nobody takes a computer's seat: no screen for it
            return
        if not self.game_ui.needs_handover(c.game) or (self.turns.computer.has_computers()
                                                       and self.turns.computer.seats.count("") == 1):
            # Hands open (Industria's option) or one person against computers: nothing to hide.
            self._revealed_for = player
            self.handover.hide()
            self._update_hand()
            return
        if player != self._revealed_for:
            # Nobody's hand is open behind the screen: an undo back to the player who revealed
            # last gets a screen with their own name, not the one of the player it was shown to.
            self._revealed_for = None
            self.handover.show_for(player, c.names[player], self._since_last_turn(player), self._undo_note())
        self._undone = None

    def _undo_note(self) -> str:
        """After an undo, the hand-over screen says what was taken back (it is news to the table)."""
        if self._undone is None:
            return ""
        c = self.controller
        data = c.game.data if c.game else None
        return texts.fill(texts.translate("HandOverScreen", "{player} took back: {action}"),
                          {"player": texts.player_name(self._undone.get("player"), c.names),
                           "action": texts.action_summary(self._undone.get("action"), c.names, data)})

    def undo(self) -> None:
        """Edit › Undo: remember what is taken back, for the hand-over screen."""
        log = self.controller.event_log
        self._undone = next((e for e in log[-1] if e.get("type") == "action"), None) if log else None
        self.controller.undo()
        self._undone = None

    def _since_last_turn(self, player: int) -> list[str]:
        """Log lines since ``player``'s previous action (the news they missed)."""
        c = self.controller
        batches = []
        for batch in reversed(c.event_log):
            if any(e.get("type") == "action" and e.get("player") == player for e in batch):
                break
            batches.append(batch)
        lines: list[str] = []
        data = c.game.data if c.game else None
        for batch in reversed(batches):
            for event in batch:
                if event.get("type") == "action":
                    lines.append(texts.fill(texts.translate("LogPanel", "{player}: {action}"),
                                            {"player": texts.player_name(event.get("player"), c.names),
                                             "action": texts.action_summary(event.get("action"), c.names, data)}))
                lines.extend("    " + line for line in texts.event_lines(event, c.names, data))
        return lines[-60:]

    def _hand_revealed(self) -> None:
        self._revealed_for = self.controller.current_player
        self._update_hand()

    def set_open_hands(self, on: bool) -> None:
        self.settings.open_hands = bool(on)
        self.players_panel.set_open_hands(bool(on))
        self._maybe_hand_over()
        self._update_hand()

    # -- board hover and rejections --------------------------------------------------------------
    def _slot_hovered(self, slot: str) -> None:
        if not slot or self.controller.game is None:
            return
        violations = self.controller.explain_slot(slot)
        self.scene.set_tooltip("slot", slot, self._reason_text(violations))

    def _merchant_hovered(self, merchant: str) -> None:
        if not merchant or self.controller.game is None:
            return
        violations = self.controller.explain_slot(merchant)
        self.scene.set_tooltip("merchant", merchant, self._reason_text(violations))

    def _line_hovered(self, line: str) -> None:
        if not line or self.controller.game is None:
            return
        violations = self.controller.explain_line(line)
        self.scene.set_tooltip("line", line, self._reason_text(violations))

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

    # -- the scoring moment ----------------------------------------------------------------------
    def _events(self, events: list[Event]) -> None:
        """End of an era or of the game: hold the view at the scoring, then reveal it once the click
        has finished (the state signal that follows already shows the held position)."""
        self.game_ui.on_events(self, events)  # a family's own reveals (Industria's epochs and final scoring)
        log = self.controller.event_log
        if log and log[-1] == events:
            events = log[-1]  # the signal hands over a copy; the log's own events are the ones kept
        era = next((e for e in events if e.get("type") == "era_scored"), None)
        if era is None:
            return
        self._end_moment()
        game = self.controller.game
        if game is not None and self._shown_state is not None:
            self._moment = ScoringMoment.of(game, self._shown_state, events)
            self.turns.computer.hold(True)
        money = next((e for e in events if e.get("type") == "money_scored"), None)
        starter = next((e for e in events if e.get("type") == "starter_scored"), None)
        ended = next((e for e in events if e.get("type") == "game_ended"), None)
        outcome = ended.get("outcome") if ended else None
        QTimer.singleShot(0, lambda: self._reveal_moment(era, money, outcome, starter))

    def _reveal_moment(self, era: Event, money: Event | None, outcome: dict[str, Any] | None,
                       starter: Event | None) -> None:
        log = self.controller.event_log
        if not log or not any(e is era for e in log[-1]):
            return  # undone, replaced or played past before the click had finished
        self.show_scoring(era, money, outcome, starter)

    def show_scoring(self, era: Event, money: Event | None = None,
                     outcome: dict[str, Any] | None = None, starter: Event | None = None) -> ScoringDialog:
        """The reveal, placed beside the map (its marks stay in view) at the window's scale."""
        dialog = ScoringDialog(self.controller.names, era, money, outcome, self.data, self, starter_event=starter)
        self._keep(dialog)
        dialog.revealed_changed.connect(lambda d=dialog: self._scoring_step(d))
        dialog.finished.connect(lambda _result=0, d=dialog: self._scoring_closed(d))
        least = dialog.minimumSizeHint().width()
        width = max(least, round(self.width() * 0.36))
        beside = self.layout_manager.width_beside_map() - 24
        if least <= beside:  # over the side column only: every corner of the map stays in view
            width = min(width, beside)
        dialog.fit_to(min(width, self.width()))
        frame = self.geometry()  # bottom right: over the log and the markets, the map's middle in view
        dialog.move(frame.right() - dialog.width() - 12, max(frame.top(), frame.bottom() - dialog.height() - 12))
        dialog.open()
        return dialog

    def _scoring_step(self, dialog: ScoringDialog) -> None:
        """A column revealed: mark what scores in it on the map and raise the held VP by it."""
        moment = self._moment
        if moment is None or moment.era_event is not dialog.era_event:
            return
        lines, slots = dialog.marks()
        self.scene.highlight_scoring(lines, slots)
        moment.show_vp(dialog.gained())
        self.players_panel.update_from(moment.held)

    def _scoring_closed(self, dialog: ScoringDialog) -> None:
        """The reveal is over: the real position (next era, new hands) comes back; at the game
        end the winner screen follows."""
        moment = self._moment
        if moment is None or moment.era_event is not dialog.era_event:
            return
        self._end_moment()
        self._refresh_all()
        game = self.controller.game
        if dialog.outcome is not None and game is not None and game.is_over():
            self.show_result()

    def _end_moment(self) -> None:
        if self._moment is not None:
            self._moment = None
            self.scene.highlight_scoring({}, {})
            self.turns.computer.hold(False)

    def scoring_held(self) -> bool:
        """Whether the window holds the view at a scoring being revealed."""
        return self._moment is not None

    def _shown_log(self) -> list[list[Event]]:
        """The log as far as the table may read it: mid-reveal, the scoring batch stops before its scores."""
        log = self.controller.event_log
        moment = self._moment
        if moment is None:
            return log
        index = next((i for i, batch in enumerate(log) if batch is moment.events), None)
        if index is None:
            return log
        batch = moment.events
        cut = next(i for i, e in enumerate(batch) if e is moment.era_event)
        return [*log[:index], batch[:cut]]

    # -- the result --------------------------------------------------------------------------------
    def show_result(self) -> WinnerDialog | None:
        """The winner screen of the finished game (View › Result reopens it after Review)."""
        game = self.controller.game
        if game is None or game.outcome() is None:
            return None
        for dialog in self._dialogs:
            if isinstance(dialog, WinnerDialog) and dialog.isVisible():
                return dialog
        dialog = WinnerDialog(game, self)
        self._keep(dialog)
        dialog.rematch_requested.connect(self.rematch)
        dialog.fit_to(min(self.width(), max(dialog.minimumSizeHint().width(), round(self.width() * 0.6))))
        frame = self.geometry()
        dialog.move(frame.center().x() - dialog.width() // 2, frame.center().y() - dialog.height() // 2)
        dialog.open()
        return dialog

    def rematch(self) -> bool:
        """The same players and options again, with a new seed."""
        game = self.controller.game
        if game is None or not self.may_leave_game():
            return False
        return self.start_game(rematch_setup(game))

    def _update_result_action(self) -> None:
        game = self.controller.game
        self.result_action.setEnabled(game is not None and game.is_over() and self._moment is None)

    def _keep(self, dialog: Any) -> None:
        """Hold an open dialog until it is closed, then free it (a closed one must not linger)."""
        self._dialogs.append(dialog)
        dialog.finished.connect(lambda _result=0, d=dialog: self._forget(d))

    def _forget(self, dialog: Any) -> None:
        if dialog in self._dialogs:
            self._dialogs.remove(dialog)
        dialog.deleteLater()

    def _update_file_warning(self) -> None:
        """The lasting warning of the status bar: no data folder, or the last autosave failed."""
        tr = texts.translate
        error = self.controller.autosave_error
        if self.storage_problem is not None:
            text = texts.fill(tr("MainWindow", "No autosave: the data folder cannot be used ({error}). "
                                               "Save the game with File › Save as."),
                              {"error": self.storage_problem})
        elif error is not None:
            text = texts.fill(tr("MainWindow", "Autosave failed ({error}). The game is only in memory: "
                                               "save it with File › Save as."),
                              {"error": error})
        else:
            text = ""
        self.file_warning.setText(text)
        self.file_warning.setToolTip(text)
        self.file_warning.setVisible(bool(text))

    def _card_clicked(self, card: str) -> None:
        self.controller.select_card(card)

    # -- presentation ----------------------------------------------------------------------------
    def set_presentation(self, on: bool) -> None:
        self.settings.presentation = bool(on)
        self._apply_scale()

    def _apply_scale(self) -> None:
        on = self.settings.presentation
        self.presentation_action.setChecked(on)
        self.scene.set_presentation(on)
        factor = self._scale_factor()
        self._factor = factor
        # A style sheet overrides fonts set with setFont on styled children, so the size goes
        # into the sheet itself; more specific rules (hand-over titles) keep their own sizes.
        sheet = scaled_style_sheet(factor) + f"QWidget {{ font-size: {BASE_POINT_SIZE * factor:.1f}pt; }}"
        if on:  # the projector column is narrow and every line counts: slimmer buttons
            sheet += PRESENTATION_STYLE
        self.setStyleSheet(sheet)
        self.handover.set_scale(factor)
        for panel in self.panels:
            panel.set_scale(factor)
        self.layout_manager.arrange(on, factor)
        QTimer.singleShot(0, self, self._fit_layout)

    def _scale_factor(self) -> float:
        """1.0 in normal mode; in presentation mode in proportion to the window (projector) size,
        smaller by the pixels the column needed to fit at this size, language and game."""
        if not self.settings.presentation:
            return 1.0
        game = self.controller.game
        fitted_for = (self.width(), self.height(), i18n.current_language(),
                      game.definition.name if game is not None else None, len(self.controller.names))
        if fitted_for != self._cut_for:
            self._cut_for, self._text_cut = fitted_for, 0
        return presentation_factor(self.width(), self.height(), self.logicalDpiY(), self._text_cut)

    def _fit_layout(self) -> None:
        """Fit the panels; in presentation mode, while a full hand would run off the screen (a small
        projector in Chinese: taller lines), text one pixel smaller, down to the smallest size."""
        if self.settings.presentation and abs(self._scale_factor() - self._factor) > 0.01:
            self._apply_scale()  # another size, language or game since the text was cut
            return
        self.layout_manager.fit(self._factor)
        if self.settings.presentation and self.layout_manager.overflow > 0:
            self._text_cut += 1
            if self._scale_factor() < self._factor - 0.01:
                self._apply_scale()
            else:
                self._text_cut -= 1  # already the smallest text: the column runs on below

    def _rescale_for_size(self) -> None:
        """Presentation text follows the window size; normal mode only re-fits the panels."""
        if self.settings.presentation and abs(self._scale_factor() - self._factor) > 0.01:
            self._apply_scale()
        else:
            self._fit_layout()

    def toggle_full_screen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    # -- files -----------------------------------------------------------------------------------
    def new_game(self) -> bool:
        """File › New game: the dialog, then (for an unfinished game) whether to save it first."""
        dialog = NewGameDialog(self.settings.player_names, self)
        computer = self.turns.computer
        dialog.set_seats(computer.seats)
        dialog.set_table(computer.speed, computer.hints_allowed, computer.think)
        try:
            if self.controller.game is not None:
                dialog.set_game(self.controller.game.data.game)
            if dialog.exec() != NewGameDialog.DialogCode.Accepted:
                return False
            setup = dialog.setup()
            table = (dialog.seats(), dialog.move_speed(), dialog.hints_allowed(), dialog.think_time())
        finally:
            dialog.deleteLater()  # even a cancelled dialog would otherwise live as long as the window
        if not self.may_leave_game():
            return False
        if not self.start_game(setup):
            return False
        self.turns.set_table(*table)
        return True

    def start_game(self, setup: GameSetup) -> bool:
        try:
            self.controller.new_game(setup)
        except ValueError as exc:  # SetupError (a ValueError) carries a reason code the UI words
            text = texts.setup_error_text(exc.reason, exc.params) if isinstance(exc, SetupError) else str(exc)
            QMessageBox.warning(self, texts.translate("MainWindow", "New game"), text)
            return False
        self.settings.player_names = list(setup.players)
        return True

    # -- leaving a game --------------------------------------------------------------------------
    def leave_question(self) -> str | None:
        """What to ask before the game in play is replaced or the app quits; None: nothing to lose.

        An unfinished game with unsaved actions, or a named file with unsaved changes, is asked
        about; a saved, an unplayed or a finished untitled game is left without a word.
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
        state = game.state
        return texts.fill(tr("MainWindow", "The game of {players} ({era}, round {round}) is not finished. "
                                           "Save it to a file first?\n\nIf you do not, it stays in "
                                           "File › Continue an autosaved game."),
                          {"players": texts.join_list(c.names), "era": texts.stage_name(game.definition.name, state.era),
                           "round": state.round})

    def may_leave_game(self) -> bool:
        """Ask (Save / Don't save / Cancel) before the game in play is left; True to go on."""
        question = self.leave_question()
        if question is None:
            return True
        buttons = QMessageBox.StandardButton
        answer = QMessageBox.question(self, APP_NAME, question, buttons.Save | buttons.Discard | buttons.Cancel,
                                      buttons.Save)
        if answer == buttons.Save:
            return self.save_file()
        return answer == buttons.Discard

    def quit(self) -> None:
        """File › Quit: close the window, asking first like its close button."""
        self._quitting = True
        try:
            self.close()
        finally:
            self._quitting = False

    # -- files -----------------------------------------------------------------------------------
    def _file_filter(self) -> str:
        return texts.fill(texts.translate("MainWindow", "Brass games (*{suffix});;All files (*)"),
                          {"suffix": RECORD_SUFFIX})

    def _start_dir(self) -> str:
        if self.settings.last_directory:
            return self.settings.last_directory
        try:
            return str(saves_dir())
        except OSError:
            return str(Path.home())

    def open_file(self) -> bool:
        path = self.ask_file_name(texts.translate("MainWindow", "Open game"), self._start_dir(), save=False)
        return self.open_path(path, ask=True) if path else False

    def file_dialog(self, title: str, start: str, save: bool) -> QFileDialog:
        """Open / Save as at the window's scale: at presentation size the dialog grows with its
        text, and names are cut at their end, never in the middle."""
        dialog = QFileDialog(self, title, start, self._file_filter())
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave if save else QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile if save else QFileDialog.FileMode.ExistingFile)
        if self._factor > 1.0:
            dialog.setOption(QFileDialog.Option.DontUseNativeDialog)  # the native one ignores the scale
            dialog.resize(min(self.width(), round(900 * self._factor)), min(self.height(), round(560 * self._factor)))
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
        except (FileProblem, RecordError, OSError) as exc:
            self._cannot_open(path, exc)
            return False
        self.settings.last_directory = str(Path(path).parent)
        self.settings.add_recent_file(str(path))
        return True

    def _cannot_open(self, path: str | Path, exc: Exception) -> None:
        QMessageBox.critical(self, texts.translate("MainWindow", "Cannot open the game"),
                             texts.fill(texts.translate("MainWindow", "{file} cannot be opened:\n{error}"),
                                        {"file": Path(path).name, "error": self.problem_text(exc)}))

    @staticmethod
    def problem_text(exc: Exception) -> str:
        """Why a file cannot be opened, in the user's language (the engine's own words for a bad record)."""
        tr = texts.translate
        if isinstance(exc, RecordError):  # worded in the UI's language from its reason code
            return texts.record_error_text(exc)
        if not isinstance(exc, FileProblem):
            return str(exc)  # a system error keeps the system's words
        params = dict(exc.params)
        if exc.code == TOO_LARGE:
            params.update(size=f"{int(params['size']) / 2 ** 20:.1f}", limit=f"{int(params['limit']) / 2 ** 20:.0f}")
        wording = {
            MISSING: tr("MainWindow", "the file does not exist."),
            FOLDER: tr("MainWindow", "it is a folder, not a file."),
            SPECIAL: tr("MainWindow", "it is not an ordinary file (a device, pipe or socket)."),
            TOO_LARGE: tr("MainWindow", "it is too large for a game record ({size} MB; records are at most "
                                        "{limit} MB)."),
            UNREADABLE: tr("MainWindow", "it cannot be read ({error})."),
            NOT_TEXT: tr("MainWindow", "it is not a text file (game records are UTF-8 JSON)."),
        }
        return texts.fill(wording.get(exc.code, exc.code), params)

    def _fill_recent_menu(self) -> None:
        """File › Open recent: the last files opened or saved, newest first."""
        self.recent_menu.clear()
        files = self.settings.recent_files
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
            self.settings.remove_recent_file(path)
        return False

    def _fill_continue_menu(self) -> None:
        """File › Continue: the unfinished autosaved games (game, players, round, time), newest first."""
        self.continue_menu.clear()
        games, damaged = self.controller.saved_games()
        for saved in games:
            action = self.continue_menu.addAction(self.saved_game_text(saved))
            action.triggered.connect(lambda _checked=False, path=saved.path: self.continue_game(path))
        if not games:
            self.continue_menu.addAction(texts.translate("MainWindow", "No unfinished games")).setEnabled(False)
        if damaged:
            QTimer.singleShot(0, lambda: self._report_damaged(damaged))  # after the menu has closed

    @staticmethod
    def saved_game_text(saved: SavedGame) -> str:
        """One Continue entry: "Brass: Birmingham — Ada, Brunel — canal era, round 4 — 1/12/26 11:20"."""
        tr = texts.translate
        when = QLocale().toString(QDateTime.fromSecsSinceEpoch(int(saved.saved_at.timestamp())),
                                  QLocale.FormatType.ShortFormat)
        return texts.fill(tr("MainWindow", "{game} — {players} — {era}, round {round} — {time}"),
                          {"game": texts.game_name(saved.game), "players": texts.join_list(saved.players),
                           "era": texts.stage_name(saved.game, saved.stage), "round": saved.round, "time": when})

    def continue_game(self, path: str | Path) -> bool:
        """Resume an autosaved game of the Continue list (the game in play goes into the list)."""
        if not self.may_leave_game():
            return False
        try:
            self.controller.resume(Path(path))
        except (FileProblem, RecordError, OSError) as exc:
            self._cannot_open(path, exc)
            return False
        return True

    def _report_damaged(self, damaged: list[tuple[Path, Exception]]) -> None:
        """Say which autosaves could not be read and where they are kept (never overwritten)."""
        lines = [texts.fill(texts.translate("MainWindow", "{file}: {error}"),
                            {"file": str(path), "error": self.problem_text(exc)}) for path, exc in damaged]
        QMessageBox.warning(self, texts.translate("MainWindow", "Autosaved game damaged"),
                            texts.fill(texts.translate("MainWindow", "An autosaved game could not be read. It was "
                                                                     "kept aside and will not be overwritten:\n\n"
                                                                     "{files}"),
                                       {"files": "\n".join(lines)}))

    def save_file(self) -> bool:
        if self.controller.path is None:
            return self.save_file_as()
        return self.save_path(self.controller.path)

    def save_file_as(self) -> bool:
        if self.controller.game is None:
            return False
        path = self.ask_file_name(texts.translate("MainWindow", "Save game"),
                                  str(Path(self._start_dir()) / self.default_file_name()), save=True)
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
        try:
            self.controller.save(path)
        except OSError as exc:
            QMessageBox.critical(self, texts.translate("MainWindow", "Cannot save the game"), str(exc))
            return False
        self.settings.last_directory = str(Path(path).parent)
        self.settings.add_recent_file(str(path))
        self.statusBar().showMessage(texts.fill(texts.translate("MainWindow", "Saved {file}"),
                                                {"file": Path(path).name}), 5000)
        return True

    def offer_resume(self) -> bool:
        """At start: offer to continue an unfinished autosaved game.  True if resumed.

        A damaged autosave is kept aside and reported; it is never overwritten.
        """
        game, damaged = self.controller.check_autosave()
        _, older = self.controller.saved_games()  # the Continue list's damaged entries, told now
        if damaged is not None or older:
            self._report_damaged(([damaged] if damaged is not None else []) + older)
        if game is None or game.current_player is None or not game.history:
            return False
        answer = QMessageBox.question(
            self, texts.translate("MainWindow", "Continue the last game?"),
            texts.fill(texts.translate("MainWindow", "An unfinished game of {players} was saved automatically "
                                                     "({count} actions played). Continue it?"),
                       {"players": texts.join_list(p.name for p in game.state.players), "count": len(game.history)}))
        if answer != QMessageBox.StandardButton.Yes:
            return False
        assert self.controller.store is not None
        self.controller.resume(self.controller.store.current)
        return True

    def set_language(self, code: str) -> None:
        """Switch the language now (every open widget retranslates itself) and remember it.

        ``code`` is a key of ``i18n.LANGUAGES``, or ``i18n.SYSTEM`` to follow the system.
        """
        self.settings.language = code
        i18n.install(i18n.resolve(code))
        self.language_actions[code if code in i18n.LANGUAGES else i18n.SYSTEM].setChecked(True)

    def show_about(self) -> None:
        dialog = AboutDialog(self)
        dialog.exec()
        dialog.deleteLater()

    # -- teaching: library of finished games -----------------------------------------------------
    def _create_teaching_actions(self) -> None:
        self.library_action = self._action(self.show_library, "Ctrl+L")
        self._create_replay_actions()
        self._create_review_points()

    def _add_teaching_file_entries(self) -> None:
        self.scenarios_menu = self.file_menu.addMenu("")
        self.scenario_actions: list[QAction] = []
        for path in scenario_files():
            action = QAction(self)
            action.triggered.connect(lambda _checked=False, path=path: self.open_scenario(path))
            action.setData(str(path))
            self.scenarios_menu.addAction(action)
            self.scenario_actions.append(action)
        self.file_menu.addAction(self.library_action)
        self._add_replay_entries()
        self.file_menu.addSeparator()

    def open_scenario(self, path: Path) -> bool:
        """Open a shipped scenario as an untitled game, ready to play on (Save asks for a name)."""
        try:
            GameController.read_game(path)  # check the file before asking about the game in play
            if not self.may_leave_game():
                return False
            self.controller.open_untitled(path)
        except (FileProblem, RecordError, OSError) as exc:
            self._cannot_open(path, exc)
            return False
        return True

    def _retranslate_teaching(self) -> None:
        tr = texts.translate
        self.library_action.setText(tr("MainWindow", "&Library of finished games…"))
        self.library_action.setToolTip(tr("MainWindow", "Finished games, player records and charts (Ctrl+L)"))
        self.scenarios_menu.setTitle(tr("MainWindow", "Sc&enarios"))
        for action in self.scenario_actions:
            action.setText(scenario_title(Path(action.data())))

    def library_dialog(self, library: Library | None = None) -> LibraryDialog:
        """The library dialog at the window's scale (opens the library in the user data folder)."""
        library = library if library is not None else Library()
        dialog = LibraryDialog(library, self, self._factor)  # the window's presentation scale
        dialog.finished.connect(lambda _result: library.close())
        return dialog

    def _record_if_finished(self, events: list[Event]) -> None:
        """A game that just ended goes into the library (a redone ending is recognised and skipped)."""
        game = self.controller.game
        if game is None or not self.game_ui.records_library or not any(e.get("type") == "game_ended" for e in events):
            return
        try:
            record_finished_game(game)
        except (OSError, sqlite3.Error) as exc:  # the game itself is safe in its record and the autosave
            self.statusBar().showMessage(texts.fill(texts.translate("MainWindow", "The library could not record "
                                                                    "this game: {error}"), {"error": str(exc)}), 10000)

    def show_library(self) -> LibraryDialog:
        dialog = self.library_dialog()
        dialog.replay_requested.connect(self.replay_record)
        self._keep(dialog)
        dialog.open()
        return dialog

    # -- teaching: replay browser ----------------------------------------------------------------
    def _create_replay_actions(self) -> None:
        self.replay_action = self._action(self.replay_current_game, "Ctrl+Shift+R")
        self.replay_file_action = self._action(self.replay_file)

    def _add_replay_entries(self) -> None:
        self.file_menu.addAction(self.replay_action)
        self.file_menu.addAction(self.replay_file_action)

    def _retranslate_replay(self) -> None:
        tr = texts.translate
        self.replay_action.setText(tr("MainWindow", "Re&play this game"))
        self.replay_action.setToolTip(tr("MainWindow", "Step through this game action by action (Ctrl+Shift+R)"))
        self.replay_file_action.setText(tr("MainWindow", "Replay a recor&d…"))
        self.replay_file_action.setToolTip(tr("MainWindow", "Step through a saved, autosaved or finished game"))

    def show_replay(self, game: Any, title: str = "") -> ReplayWindow:
        """The replay browser of ``game``'s record, at the window's scale and mode, at its last action."""
        window = ReplayWindow(game, self, self._factor, self.settings.presentation, title)
        window.branch_requested.connect(self._branch_from_replay)
        window.resize(self.size())
        self._keep(window)
        window.go_to(len(window.replay))
        window.show()
        return window

    def replay_current_game(self) -> ReplayWindow | None:
        game = self.controller.game
        if game is None:
            return None
        return self.show_replay(game, self.windowTitle())

    def replay_file(self) -> ReplayWindow | None:
        """File › Replay a record: any record file, read only (saves folder first; autosaves are in the data
        folder's history)."""
        name, _ = QFileDialog.getOpenFileName(self, texts.translate("MainWindow", "Replay a record"),
                                              self._start_dir(), self._file_filter())
        return self.replay_path(name) if name else None

    def replay_path(self, path: str | Path) -> ReplayWindow | None:
        try:
            game = GameController.read_game(path)
        except (FileProblem, RecordError, OSError) as exc:
            self._cannot_open(path, exc)
            return None
        return self.show_replay(game, Path(path).name)

    def replay_record(self, record: dict[str, Any], game_id: int = 0) -> ReplayWindow | None:
        """The library's Replay: the browser on a stored record (a damaged one is reported)."""
        try:
            game = GameController.game_from_text(json.dumps(record))  # the checks of any record read
        except RecordError as exc:
            self._cannot_open(texts.fill(texts.translate("MainWindow", "Library game {number}"),
                                         {"number": game_id}), exc)
            return None
        return self.show_replay(game, texts.fill(texts.translate("MainWindow", "Library game {number}"),
                                                 {"number": game_id}))

    def _branch_from_replay(self, game: Any) -> None:
        """Continue from here: a new untitled game from that moment, once the game in play may be left."""
        if self.may_leave_game():
            self.controller.open_branch(game)
            self.raise_()
            self.activateWindow()

    # -- teaching: review points ------------------------------------------------------------------
    def _create_review_points(self) -> None:
        self.review_action = self._action(self.set_review_points, None, checkable=True)
        self.review_action.setChecked(self.settings.review_points)
        self.controller.review_points = self.settings.review_points
        self.review_panel = ReviewPanel(self.view)
        self.review_panel.continue_clicked.connect(self.controller.continue_review)
        self.review_panel.undo_clicked.connect(self.controller.undo)
        self.review_panel.body.linkActivated.connect(self.open_rule_link)
        self.controller.review_changed.connect(self._review_changed)

    def _retranslate_review(self) -> None:
        tr = texts.translate
        self.review_action.setText(tr("MainWindow", "&Review points"))
        self.review_action.setToolTip(tr("MainWindow", "Teaching: pause before income and each era scoring to show "
                                                       "what is about to happen"))
        self._review_changed()

    def set_review_points(self, on: bool) -> None:
        """The table setting: pause at review points (remembered); turning it off ends a review in view."""
        self.settings.review_points = bool(on)
        self.controller.review_points = bool(on)
        if not on:
            self.controller.cancel_review()

    def _review_changed(self) -> None:
        """Show the waiting action's review point over the map (or hide the panel when there is none)."""
        c = self.controller
        pending = c.pending_review
        if pending is None or c.game is None:
            self.review_panel.show_point(None, 0, 0, (), self.data, self.scene)
        else:
            # wide enough for one line per player, never more than half the map
            self.review_panel.setFixedWidth(min(max(int(self.view.width() * 0.5), 360), int(560 * self._factor)))
            self.review_panel.show_point(pending.point, pending.index + 1, len(pending.points), c.names,
                                         self.data, self.scene)
            self.review_panel.move(12, 12)
        self.undo_action.setEnabled(c.can_undo())

    # -- help: rules reference, map symbols, keyboard --------------------------------------------
    def _create_help_actions(self) -> None:
        self.rules_dialog: RulesDialog | None = None
        self.last_rule: str | None = None  # the rule of the last reason shown (F1 opens it)
        self.rules_action = self._action(lambda: self.show_rules(self.last_rule),
                                         QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.symbols_action = self._action(lambda: self.show_rules(tab=SYMBOLS_TAB))
        self.shortcuts_action = self._action(lambda: self.show_rules(tab=KEYS_TAB))
        # Reasons and previews in the action bar carry rule links; a click opens the reference there.
        for label in (self.action_bar.message, self.action_bar.preview):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
            label.setOpenExternalLinks(False)
            label.linkActivated.connect(self.open_rule_link)

    def _remember_rule(self, rule_id: str | None) -> None:
        if rule_id is not None:
            self.last_rule = rule_id

    def _add_help_entries(self) -> None:
        for action in (self.rules_action, self.symbols_action, self.shortcuts_action):
            self.help_menu.addAction(action)
        self.guide_menu = self.help_menu.addMenu("")
        self.guide_actions: dict[str, QAction] = {}
        for game in guided_games():
            action = self.guide_menu.addAction("")
            action.triggered.connect(lambda _checked=False, game=game: self.start_guide(game))
            self.guide_actions[game] = action
        self.help_menu.addSeparator()

    # -- teaching: the first-start screen and the guided first game -----------------------------
    def _create_welcome(self) -> None:
        self.guided: GuidedGame | None = None
        self.welcome = WelcomePage(self.view, self.new_game, self.open_file, self.start_guide, guided_games(),
                                   self.scenarios_menu)

    def start_guide(self, game: str) -> GuidedGame | None:
        """Help › Guided first game: the guide's fixed game against the computer, with the guide's panel."""
        if not self.may_leave_game():
            return None
        if self.guided is not None:
            self.guided.leave()
        guided = GuidedGame(self, game)
        self.guided = guided
        guided.ended.connect(lambda: self._guide_ended(guided))
        if not guided.start():
            guided.leave()
            return None
        return guided

    def _guide_ended(self, guided: GuidedGame) -> None:
        if self.guided is guided:
            self.guided = None

    def _retranslate_help(self) -> None:
        tr = texts.translate
        self.rules_action.setText(tr("MainWindow", "&Rules reference…"))
        self.rules_action.setToolTip(tr("MainWindow", "The numbered rules of the game, searchable (F1: the rule "
                                                      "of the last refusal)"))
        self.symbols_action.setText(tr("MainWindow", "&Map symbols…"))
        self.shortcuts_action.setText(tr("MainWindow", "&Keyboard and mouse…"))
        self.guide_menu.setTitle(tr("MainWindow", "&Guided first game"))
        for game, action in self.guide_actions.items():
            action.setText(texts.game_name(game))
        if self.rules_dialog is not None:
            self.rules_dialog.set_shortcuts(self.shortcut_rows())

    def shortcut_rows(self) -> list[tuple[str, str]]:
        """Every keyboard shortcut of the window with what it does, then the mouse."""
        tr = texts.translate
        rows = []
        for action in self.actions():
            keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()]
            if keys and action.text():
                rows.append((" / ".join(keys), re.sub(r"\(&\w\)", "", action.text()).replace("&", "").rstrip("…")))
        rows += [(tr("MainWindow", "Mouse wheel"), tr("MainWindow", "Zoom the map")),
                 (tr("MainWindow", "Drag"), tr("MainWindow", "Move the map")),
                 (tr("MainWindow", "Click a highlighted target"), tr("MainWindow", "Choose it for the action")),
                 (tr("MainWindow", "Point at a target"), tr("MainWindow", "Read what it is, or why it is not allowed")),
                 (tr("MainWindow", "Click a rule link"), tr("MainWindow", "Open the rules reference at that rule"))]
        return rows

    def show_rules(self, rule_id: str | None = None, tab: int = RULES_TAB) -> RulesDialog:
        """The rules reference (one window, kept open beside the game) at ``rule_id`` or on ``tab``."""
        if self.rules_dialog is None:
            self.rules_dialog = RulesDialog(self, self.data.game, self.shortcut_rows(),
                                            lambda symbol, size: self.scene.symbol_pixmap(symbol, size))
        dialog = self.rules_dialog
        dialog.open_rule(self.data.game, rule_id)
        dialog.tabs.setCurrentIndex(tab)
        dialog.show()
        dialog.raise_()
        return dialog

    def open_rule_link(self, url: str) -> bool:
        """A clicked ``rule:<game>/<id>`` link opens the reference at that rule."""
        target = rule_links.parse_rule_url(url)
        if target is None:
            return False
        game, rule_id = target
        dialog = self.show_rules()
        return dialog.open_rule(game, rule_id)

    # -- window ----------------------------------------------------------------------------------
    def _restore_geometry(self) -> None:
        geometry = self.settings.window_geometry
        if geometry is not None and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self.resize(1600, 960)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self.welcome.setGeometry(self.view.rect())
        self._rescale_for_size()
        if self.guided is not None:
            self.guided.refresh()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        # The user closing (Quit, the window's button) is asked about an unfinished game; a close
        # by the program (tests, the self-test) only about a named file, since the autosave
        # keeps an untitled game in File › Continue anyway.
        by_user = self._quitting or event.spontaneous()
        if (by_user or self.controller.path is not None) and not self.may_leave_game():
            event.ignore()
            return
        self.turns.computer.shutdown()  # a thought under way ends with the window
        self.settings.window_geometry = self.saveGeometry()
        self.settings.sync()
        event.accept()


def isolated_settings(path: Path) -> Settings:
    """Settings stored in an INI file at ``path`` (tests, portable use)."""
    return Settings(QSettings(str(path), QSettings.Format.IniFormat))

