"""The window's Language menu: follow the system's language or choose one, remembered in the
settings.  Installing the translator makes every open widget retranslate itself
(``ui/retranslate.py``)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenuBar

from brass_desktop import i18n
from brass_desktop.ui import texts

if TYPE_CHECKING:
    from brass_desktop.ui.main_window import MainWindow


class LanguageMenu(QObject):
    """One checkable action per language (``i18n.LANGUAGES``) and one for the system's."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.language_group = QActionGroup(window)
        self.language_actions: dict[str, QAction] = {}
        for code in (i18n.SYSTEM, *i18n.LANGUAGES):
            action = QAction(i18n.LANGUAGES.get(code, ""), self.language_group)
            action.setCheckable(True)
            action.triggered.connect(lambda _checked=False, code=code: self.set_language(code))
            self.language_actions[code] = action
        stored = window.settings.language
        self.language_actions[stored if stored in i18n.LANGUAGES else i18n.SYSTEM].setChecked(True)

    def add_menu(self, bar: QMenuBar) -> None:
        """The Language menu on ``bar``: the system's language, then each language by its own name."""
        self.language_menu = bar.addMenu("")
        self.language_menu.addActions(list(self.language_actions.values()))
        self.language_menu.insertSeparator(self.language_actions[i18n.ENGLISH])

    def retranslate(self) -> None:
        self.language_menu.setTitle(texts.translate("MainWindow", "&Language"))
        self.language_actions[i18n.SYSTEM].setText(texts.translate("MainWindow", "System language"))

    def set_language(self, code: str) -> None:
        """Switch the language now (every open widget retranslates itself) and remember it.

        ``code`` is a key of ``i18n.LANGUAGES``, or ``i18n.SYSTEM`` to follow the system.
        """
        self.window.settings.language = code
        i18n.install(i18n.resolve(code))
        self.language_actions[code if code in i18n.LANGUAGES else i18n.SYSTEM].setChecked(True)
