"""The main window: the map in the middle, the players and markets beside it, the hand and
the action bar below, menus and a toolbar for files, undo, zoom and presentation.

The window only wires things together: clicks go to the GameController, and every change
of the game comes back through its signals.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog, QLabel, QMainWindow, QMessageBox, QWidget,
)

from brass_desktop import i18n
from brass_desktop.appinfo import APP_NAME, RECORD_SUFFIX
from brass_desktop.controller.action_draft import CARD, CARD_STEPS, HAND
from brass_desktop.controller.game_controller import GameController
from brass_desktop.engine import GameData, GameSetup, RecordError, load_game_data
from brass_desktop.engine.actions import action_cards
from brass_desktop.paths import autosave_path, saves_dir
from brass_desktop.settings import Settings
from brass_desktop.ui import texts
from brass_desktop.ui.board.scene import BoardScene
from brass_desktop.ui.board.view import BoardView
from brass_desktop.ui.dialogs.about_dialog import AboutDialog
from brass_desktop.ui.dialogs.handover import HandOverScreen
from brass_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from brass_desktop.ui.dialogs.scoring_dialog import ScoringDialog
from brass_desktop.ui.panels.action_bar import ActionBar
from brass_desktop.ui.panels.base import BASE_POINT_SIZE, Panel
from brass_desktop.ui.panels.hand_panel import HandPanel
from brass_desktop.ui.panels.log_panel import LogPanel
from brass_desktop.ui.panels.markets_panel import MarketsPanel
from brass_desktop.ui.panels.players_panel import PlayersPanel
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
        self.controller = GameController(self, autosave_path=autosave_path() if autosave else None)
        self.data: GameData = load_game_data("lancashire")
        self._revealed_for: int | None = None  # the player whose hand may be shown
        self._dialogs: list[Any] = []
        self._factor = 1.0  # the font scale in use

        self.scene = BoardScene(self.data, self)
        self.view = BoardView(self.scene)
        self.view.setObjectName("BoardView")

        self.players_panel = PlayersPanel()
        self.markets_panel = MarketsPanel()
        self.log_panel = LogPanel()
        self.action_bar = ActionBar(self.controller)
        self.hand_panel = HandPanel(self._card_clicked)
        self.panels: list[Panel] = [self.players_panel, self.markets_panel, self.log_panel, self.action_bar,
                                    self.hand_panel]

        # Map, public facts and the working area: arranged by WindowLayout for normal and presentation mode.
        self.layout_manager = WindowLayout(self, self.view, self.players_panel, self.markets_panel,
                                           self.action_bar, self.hand_panel, self.log_panel)
        self.right, self.top, self.bottom, self.main = (self.layout_manager.right, self.layout_manager.top,
                                                        self.layout_manager.bottom, self.layout_manager.main)
        self.layout_manager.leave_button.clicked.connect(lambda: self.presentation_action.trigger())
        self.empty_note = QLabel(self.view)
        self.empty_note.setObjectName("EmptyNote")
        self.empty_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.handover = HandOverScreen(self)
        self.handover.revealed.connect(self._hand_revealed)
        self.status = QLabel()
        self.statusBar().addWidget(self.status, 1)

        self._create_actions()
        self._create_menus()
        self._connect()
        self._apply_scale()
        self.retranslate_ui()
        self._restore_geometry()
        self._refresh_all()

    # -- construction ----------------------------------------------------------------------------
    def _action(self, slot: Any, shortcut: QKeySequence | str | None = None, checkable: bool = False) -> QAction:
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
        self.quit_action = self._action(self.close, QKeySequence.StandardKey.Quit)
        self.undo_action = self._action(c.undo, "Ctrl+Z")
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
        for action in (self.new_action, self.open_action, self.save_action, self.save_as_action):
            self.file_menu.addAction(action)
        self.file_menu.addSeparator()
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
        for action in (self.presentation_action, self.full_screen_action, self.open_hands_action):
            self.view_menu.addAction(action)
        self.language_menu = bar.addMenu("")
        self.language_menu.addActions(list(self.language_actions.values()))
        self.language_menu.insertSeparator(self.language_actions[i18n.ENGLISH])
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.about_action)
        self.toolbar = self.addToolBar("")
        self.toolbar.setObjectName("MainToolBar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for action in (self.new_action, self.open_action, self.save_action, None, self.undo_action,
                       self.redo_action, None, self.zoom_in_action, self.zoom_out_action, self.fit_action, None,
                       self.presentation_action, self.full_screen_action, self.open_hands_action):
            if action is None:
                self.toolbar.addSeparator()
            else:
                self.toolbar.addAction(action)

    def _connect(self) -> None:
        c = self.controller
        self._connect_scene()
        c.state_changed.connect(self._state_changed)
        c.draft_changed.connect(self._draft_changed)
        c.events_emitted.connect(self._events)
        c.file_changed.connect(self._update_title)
        c.game_replaced.connect(self._game_replaced)
        c.action_rejected.connect(self._rejected)
        c.autosave_failed.connect(self._autosave_failed)

    def _connect_scene(self) -> None:
        c = self.controller
        self.scene.slot_clicked.connect(c.click_slot)
        self.scene.merchant_clicked.connect(c.click_slot)
        self.scene.line_clicked.connect(c.click_line)
        self.scene.slot_hovered.connect(self._slot_hovered)
        self.scene.merchant_hovered.connect(self._merchant_hovered)
        self.scene.line_hovered.connect(self._line_hovered)

    def _replace_scene(self, data: GameData) -> None:
        """Another game's map: a new scene of its board in the same view."""
        old = self.scene
        self.scene = BoardScene(data, self)
        self._connect_scene()
        self.scene.set_presentation(self.settings.presentation)
        self.scene.retranslate(lambda loc: texts.location_name(loc, self.data))
        self.view.setScene(self.scene)
        old.deleteLater()

    # -- texts -----------------------------------------------------------------------------------
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
        ]
        for action, text, tip in pairs:
            action.setText(text)
            # Chinese menus write the mnemonic as "檔案(&F)": the tooltip drops "(&F)" too.
            action.setToolTip(tip or re.sub(r"\(&\w\)", "", text).replace("&", "").rstrip("…"))
        self.file_menu.setTitle(tr("MainWindow", "&File"))
        self.edit_menu.setTitle(tr("MainWindow", "&Edit"))
        self.view_menu.setTitle(tr("MainWindow", "&View"))
        self.help_menu.setTitle(tr("MainWindow", "&Help"))
        self.language_menu.setTitle(tr("MainWindow", "&Language"))
        self.language_actions[i18n.SYSTEM].setText(tr("MainWindow", "System language"))
        self.toolbar.setWindowTitle(tr("MainWindow", "Toolbar"))
        self.layout_manager.leave_button.setText(tr("MainWindow", "✕ Leave presentation (F5)"))
        self.empty_note.setText(tr("MainWindow", "No game yet: choose File › New game (Ctrl+N) or open a saved "
                                                 "game."))
        self.scene.retranslate(lambda loc: texts.location_name(loc, self.data))
        self._update_title()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- refresh ---------------------------------------------------------------------------------
    def _refresh_all(self) -> None:
        self._state_changed()
        self._draft_changed()

    def _game_replaced(self) -> None:
        self._revealed_for = None
        game = self.controller.game
        if game is not None and game.data is not self.data:
            self.data = game.data
            if game.data.game != self.scene.data.game:
                self._replace_scene(game.data)
        self.view.fit_to_window()

    def _state_changed(self) -> None:
        c = self.controller
        game = c.game
        self.empty_note.setVisible(game is None)
        self.empty_note.setGeometry(self.view.rect())
        if game is not None:
            self.scene.sync(game.state)
        self.players_panel.update_from(game)
        self.markets_panel.update_from(game)
        self.log_panel.set_log(c.event_log, c.names, game.data if game else None)
        self.undo_action.setEnabled(c.can_undo())
        self.redo_action.setEnabled(c.can_redo())
        for action in (self.save_action, self.save_as_action):
            action.setEnabled(game is not None)
        self._maybe_hand_over()
        self._update_hand()
        self._close_stale_scoring()

    def _close_stale_scoring(self) -> None:
        """A scoring dialog whose era end was undone (or belongs to another game) no longer holds."""
        scoring = [d for d in self._dialogs if isinstance(d, ScoringDialog) and d.isVisible()]
        if not scoring:
            return
        current = {id(event) for batch in self.controller.event_log for event in batch}
        for dialog in scoring:
            if id(dialog.era_event) not in current:
                dialog.reject()

    def _draft_changed(self) -> None:
        c = self.controller
        slots, lines = c.highlights()
        self.scene.set_highlights(slots, lines)
        chosen_slots, chosen_lines = c.selection()
        self.scene.set_selected(chosen_slots, chosen_lines)
        self._update_hand_marks()

    def _update_hand(self) -> None:
        c = self.controller
        game = c.game
        player = c.current_player
        if game is None or player is None:
            self.hand_panel.set_hand("", [], None)
            return
        p = game.state.players[player]
        visible = self.settings.open_hands or self._revealed_for == player
        self.hand_panel.set_hand(p.name, list(p.hand), game.data, visible)
        self._update_hand_marks()

    def _update_hand_marks(self) -> None:
        draft = self.controller.draft
        if draft is None:
            allowed = {card for a in self.controller.legal_actions() for card in action_cards(a)}
            self.hand_panel.set_marks(allowed if self.controller.phase == "action" else set(), set())
            return
        step = draft.current_step
        states = {s.name: s for s in draft.steps()}
        chosen = {draft.value(step) for step in CARD_STEPS} - {None}
        if step is not None and states.get(step) is not None and states[step].where == HAND:
            allowed = {v for v in draft.options(step) if isinstance(v, str)}
        else:
            allowed = {v for v in draft.options(CARD) if isinstance(v, str)} if CARD in states else set()
        self.hand_panel.set_marks(allowed, chosen)

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
        if c.game is None or player is None or self.settings.open_hands:
            self.handover.hide()
            return
        if player != self._revealed_for:
            # Nobody's hand is open behind the screen: an undo back to the player who revealed
            # last gets a screen with their own name, not the one of the player it was shown to.
            self._revealed_for = None
            self.handover.show_for(player, c.names[player], self._since_last_turn(player))

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

    def _reason_text(self, violations: tuple) -> str:
        if not violations:
            return ""
        return texts.reasons_text(violations, self.controller.names, self.data)

    def _rejected(self, violations: tuple) -> None:
        text = self._reason_text(violations) or texts.translate("ActionBar", "That is not one of the choices now.")
        self.statusBar().showMessage(text.replace("\n", " "), 8000)

    def _events(self, events: list) -> None:
        """End of an era or of the game: show the scoring once the click has finished."""
        era = next((e for e in events if e.get("type") == "era_scored"), None)
        if era is None:
            return
        money = next((e for e in events if e.get("type") == "money_scored"), None)
        starter = next((e for e in events if e.get("type") == "starter_scored"), None)
        ended = next((e for e in events if e.get("type") == "game_ended"), None)
        outcome = ended.get("outcome") if ended else None
        QTimer.singleShot(0, lambda: self.show_scoring(era, money, outcome, starter))

    def show_scoring(self, era: dict, money: dict | None = None, outcome: dict | None = None,
                     starter: dict | None = None) -> ScoringDialog:
        dialog = ScoringDialog(self.controller.names, era, money, outcome, self.data, self, starter_event=starter)
        dialog.setFont(self.action_bar.font())
        self._keep(dialog)
        dialog.open()
        return dialog

    def _keep(self, dialog: Any) -> None:
        self._dialogs = [d for d in self._dialogs if d.isVisible()] + [dialog]

    def _autosave_failed(self, message: str) -> None:
        self.statusBar().showMessage(texts.fill(texts.translate("MainWindow", "Autosave failed: {error}"),
                                                {"error": message}), 10000)

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
        QTimer.singleShot(0, lambda: self.layout_manager.fit(self._factor))

    def _scale_factor(self) -> float:
        """1.0 in normal mode; in presentation mode in proportion to the window (projector) size."""
        if not self.settings.presentation:
            return 1.0
        return presentation_factor(self.width(), self.height(), self.logicalDpiY())

    def _rescale_for_size(self) -> None:
        """Presentation text follows the window size; normal mode only re-fits the panels."""
        if self.settings.presentation and abs(self._scale_factor() - self._factor) > 0.01:
            self._apply_scale()
        else:
            self.layout_manager.fit(self._factor)

    def toggle_full_screen(self, on: bool) -> None:
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    # -- files -----------------------------------------------------------------------------------
    def new_game(self) -> bool:
        dialog = NewGameDialog(self.settings.player_names, self)
        if self.controller.game is not None:
            dialog.set_game(self.controller.game.data.game)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return False
        return self.start_game(dialog.setup())

    def start_game(self, setup: GameSetup) -> bool:
        try:
            self.controller.new_game(setup)
        except ValueError as exc:
            QMessageBox.warning(self, texts.translate("MainWindow", "New game"), str(exc))
            return False
        self.settings.player_names = list(setup.players)
        return True

    def _file_filter(self) -> str:
        return texts.fill(texts.translate("MainWindow", "Brass games (*{suffix});;All files (*)"),
                          {"suffix": RECORD_SUFFIX})

    def _start_dir(self) -> str:
        return self.settings.last_directory or str(saves_dir())

    def open_file(self) -> bool:
        path, _ = QFileDialog.getOpenFileName(self, texts.translate("MainWindow", "Open game"), self._start_dir(),
                                              self._file_filter())
        return self.open_path(path) if path else False

    def open_path(self, path: str | Path) -> bool:
        """Open a record; a damaged file is reported and the current game stays as it was."""
        try:
            self.controller.load(path)
        except (RecordError, OSError, UnicodeDecodeError) as exc:
            QMessageBox.critical(self, texts.translate("MainWindow", "Cannot open the game"),
                                 texts.fill(texts.translate("MainWindow", "{file} cannot be opened:\n{error}"),
                                            {"file": Path(path).name, "error": str(exc)}))
            return False
        self.settings.last_directory = str(Path(path).parent)
        self.settings.add_recent_file(str(path))
        return True

    def save_file(self) -> bool:
        if self.controller.path is None:
            return self.save_file_as()
        return self.save_path(self.controller.path)

    def save_file_as(self) -> bool:
        if self.controller.game is None:
            return False
        path, _ = QFileDialog.getSaveFileName(self, texts.translate("MainWindow", "Save game"),
                                              str(Path(self._start_dir()) / f"brass{RECORD_SUFFIX}"),
                                              self._file_filter())
        if not path:
            return False
        if not path.endswith(".json"):
            path += RECORD_SUFFIX
        return self.save_path(path)

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
        """At start: offer to continue an unfinished autosaved game.  True if resumed."""
        path = self.controller.autosave_path
        if path is None or not path.exists():
            return False
        try:
            game = GameController.game_from_text(path.read_text(encoding="utf-8"))
        except (RecordError, OSError, UnicodeDecodeError):
            return False  # a damaged autosave is simply not offered; it is replaced by the next game
        if game.current_player is None or not game.history:
            return False
        answer = QMessageBox.question(
            self, texts.translate("MainWindow", "Continue the last game?"),
            texts.fill(texts.translate("MainWindow", "An unfinished game of {players} was saved automatically "
                                                     "({count} actions played). Continue it?"),
                       {"players": texts.join_list(p.name for p in game.state.players), "count": len(game.history)}))
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self.controller.resume(path)
        return True

    def set_language(self, code: str) -> None:
        """Switch the language now (every open widget retranslates itself) and remember it.

        ``code`` is a key of ``i18n.LANGUAGES``, or ``i18n.SYSTEM`` to follow the system.
        """
        self.settings.language = code
        i18n.install(i18n.resolve(code))
        self.language_actions[code if code in i18n.LANGUAGES else i18n.SYSTEM].setChecked(True)

    def show_about(self) -> None:
        AboutDialog(self).exec()

    # -- window ----------------------------------------------------------------------------------
    def _restore_geometry(self) -> None:
        geometry = self.settings.window_geometry
        if geometry is not None and not geometry.isEmpty():
            self.restoreGeometry(geometry)
        else:
            self.resize(1600, 960)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self.empty_note.setGeometry(self.view.rect())
        self._rescale_for_size()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        c = self.controller
        if c.game is not None and c.path is not None and c.dirty:
            answer = QMessageBox.question(
                self, APP_NAME,
                texts.fill(texts.translate("MainWindow", "Save the changes to {file}?"), {"file": c.path.name}),
                QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                | QMessageBox.StandardButton.Cancel)
            if answer == QMessageBox.StandardButton.Cancel or (
                    answer == QMessageBox.StandardButton.Save and not self.save_file()):
                event.ignore()
                return
        self.settings.window_geometry = self.saveGeometry()
        self.settings.sync()
        event.accept()


def isolated_settings(path: Path) -> Settings:
    """Settings stored in an INI file at ``path`` (tests, portable use)."""
    return Settings(QSettings(str(path), QSettings.Format.IniFormat))

