"""One contract for every widget that shows words: ``retranslate_ui()`` sets them all, and the
widget calls it again when the language changes.

Installing a translator makes Qt send ``QEvent.LanguageChange`` to every widget
(``i18n.install``); :class:`Retranslatable` answers it, so a window or panel only writes its
``retranslate_ui``.  A widget that must do more around the new words (keep its place, fit its
layout afterwards) overrides ``language_changed``.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtGui import QAction

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    _WidgetBase = QWidget
else:
    _WidgetBase = object  # a plain mixin at run time: it goes before the Qt class in the bases


class Retranslatable(_WidgetBase):
    """Mixin for a QWidget subclass (``class Panel(Retranslatable, QFrame)``): on a language
    change it calls :meth:`language_changed`, by default :meth:`retranslate_ui`."""

    def retranslate_ui(self) -> None:
        """Set every user-visible text in the current language; subclasses override."""

    def language_changed(self) -> None:
        """The language has changed: words anew (override to do more around them)."""
        self.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.language_changed()
        super().changeEvent(event)


def plain_text(text: str) -> str:
    """A menu text without its mnemonic ("&Open…", Chinese "開啟(&O)…") or trailing dots: a tooltip."""
    return re.sub(r"\(&\w\)", "", text).replace("&", "").rstrip("…")


def set_action_texts(action: QAction, text: str, tip: str = "") -> None:
    """An action's menu text and its tooltip (``tip``, or the menu text without mnemonic)."""
    action.setText(text)
    action.setToolTip(tip or plain_text(text))
