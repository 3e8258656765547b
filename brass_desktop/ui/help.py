"""The window's Help: the rules reference (with its map symbols and keyboard tabs, and F1 at the
rule of the last refusal), the guided first games, the first-start page and About.

The rules themselves are in ``resources/rules`` (``ui/rules_reference.py``), the guided games'
scripts in ``resources/guides`` (``controller/guide.py``); this module owns their entries and
windows.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from brass_desktop.ui import rule_links, texts
from brass_desktop.ui.dialogs.about_dialog import AboutDialog
from brass_desktop.ui.dialogs.rules_dialog import KEYS_TAB, RULES_TAB, SYMBOLS_TAB, RulesDialog
from brass_desktop.ui.games import guided_games
from brass_desktop.ui.guide_panel import GuidedGame
from brass_desktop.ui.retranslate import plain_text, set_action_texts
from brass_desktop.ui.welcome import WelcomePage

if TYPE_CHECKING:
    from brass_desktop.ui.main_window import MainWindow


class HelpCommands(QObject):
    """The Help menu's commands of one window, its guided game and its first-start page."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.rules_dialog: RulesDialog | None = None
        self.last_rule: str | None = None  # the rule of the last reason shown (F1 opens it)
        self.rules_action = window._action(lambda: self.show_rules(self.last_rule),
                                           QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.symbols_action = window._action(lambda: self.show_rules(tab=SYMBOLS_TAB))
        self.shortcuts_action = window._action(lambda: self.show_rules(tab=KEYS_TAB))
        self.about_action = window._action(self.show_about)
        self.guide_menu = QMenu(window)
        self.guide_actions: dict[str, QAction] = {}
        for game in guided_games():
            action = self.guide_menu.addAction("")
            action.triggered.connect(lambda _checked=False, game=game: self.start_guide(game))
            self.guide_actions[game] = action
        self.guided: GuidedGame | None = None
        self.welcome = WelcomePage(window.view, window.files.new_game, window.files.open_file, self.start_guide,
                                   guided_games(), window.teaching.scenarios_menu)
        window.view.installEventFilter(self)  # the first-start page covers the whole map

    def add_entries(self, menu: QMenu) -> None:
        """The rules reference's three entries, the guided games, then (after a separator) About."""
        for action in (self.rules_action, self.symbols_action, self.shortcuts_action):
            menu.addAction(action)
        menu.addMenu(self.guide_menu)
        menu.addSeparator()
        menu.addAction(self.about_action)

    def retranslate(self) -> None:
        tr = texts.translate
        set_action_texts(self.rules_action, tr("MainWindow", "&Rules reference…"),
                         tr("MainWindow", "The numbered rules of the game, searchable (F1: the rule of the last "
                                          "refusal)"))
        set_action_texts(self.symbols_action, tr("MainWindow", "&Map symbols…"))
        set_action_texts(self.shortcuts_action, tr("MainWindow", "&Keyboard and mouse…"))
        set_action_texts(self.about_action, tr("MainWindow", "&About Brass Desktop"))
        self.guide_menu.setTitle(tr("MainWindow", "&Guided first game"))
        for game, action in self.guide_actions.items():
            action.setText(texts.game_name(game))
        self.welcome.retranslate_ui()
        if self.rules_dialog is not None:
            self.rules_dialog.set_shortcuts(self.shortcut_rows())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if watched is self.window.view and event.type() == QEvent.Type.Resize:
            self.welcome.setGeometry(self.window.view.rect())
            if self.guided is not None:
                self.guided.refresh()
        return False

    # -- the rules reference ---------------------------------------------------------------------
    def remember_rule(self, rule_id: str | None) -> None:
        """The rule of the reason just shown: F1 opens the reference there."""
        if rule_id is not None:
            self.last_rule = rule_id

    def shortcut_rows(self) -> list[tuple[str, str]]:
        """Every keyboard shortcut of the window with what it does, then the mouse."""
        tr = texts.translate
        rows = []
        for action in self.window.actions():
            keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()]
            if keys and action.text():
                rows.append((" / ".join(keys), plain_text(action.text())))
        rows += [(tr("MainWindow", "Mouse wheel"), tr("MainWindow", "Zoom the map")),
                 (tr("MainWindow", "Drag"), tr("MainWindow", "Move the map")),
                 (tr("MainWindow", "Click a highlighted target"), tr("MainWindow", "Choose it for the action")),
                 (tr("MainWindow", "Point at a target"), tr("MainWindow", "Read what it is, or why it is not allowed")),
                 (tr("MainWindow", "Click a rule link"), tr("MainWindow", "Open the rules reference at that rule"))]
        return rows

    def show_rules(self, rule_id: str | None = None, tab: int = RULES_TAB) -> RulesDialog:
        """The rules reference (one window, kept open beside the game) at ``rule_id`` or on ``tab``."""
        window = self.window
        if self.rules_dialog is None:
            self.rules_dialog = RulesDialog(window, window.data.game, self.shortcut_rows(),
                                            lambda symbol, size: window.scene.symbol_pixmap(symbol, size))
        dialog = self.rules_dialog
        dialog.open_rule(window.data.game, rule_id)
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

    # -- guided games ----------------------------------------------------------------------------
    def start_guide(self, game: str) -> GuidedGame | None:
        """Help › Guided first game: the guide's fixed game against the computer, with the guide's panel."""
        if not self.window.files.may_leave_game():
            return None
        if self.guided is not None:
            self.guided.leave()
        guided = GuidedGame(self.window, game)
        self.guided = guided
        guided.ended.connect(lambda: self._guide_ended(guided))
        if not guided.start():
            guided.leave()
            return None
        return guided

    def _guide_ended(self, guided: GuidedGame) -> None:
        if self.guided is guided:
            self.guided = None

    # -- about -----------------------------------------------------------------------------------
    def show_about(self) -> None:
        dialog = AboutDialog(self.window)
        dialog.exec()
        dialog.deleteLater()
