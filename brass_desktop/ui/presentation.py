"""The window's text size and modes: presentation mode for a projector (F5: the map first, large
text that follows the screen size), full screen (F11), and the style sheet at that size.

Where the panels go is ``ui/window_layout.py``; this module decides the scale, applies it to the
style sheet and the panels, and cuts the text by a pixel while a full hand would run off a small
projector's screen.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from brass_desktop import i18n
from brass_desktop.ui import texts
from brass_desktop.ui.app_style import window_style_sheet
from brass_desktop.ui.panels.base import BASE_POINT_SIZE
from brass_desktop.ui.retranslate import set_action_texts
from brass_desktop.ui.window_layout import presentation_factor

if TYPE_CHECKING:
    from brass_desktop.ui.main_window import MainWindow


class Presentation(QObject):
    """The scale of one window's text (``factor``, 1.0 in normal mode) and its two view modes."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.factor = 1.0  # the font scale in use
        # Presentation text cut by this many pixels so the column fits, for this (size, language, game).
        self.text_cut = 0
        self._cut_for: tuple[object, ...] | None = None
        self.presentation_action = window._action(self.set_presentation, "F5", checkable=True)
        self.presentation_action.setChecked(window.settings.presentation)
        self.full_screen_action = window._action(self.toggle_full_screen, "F11", checkable=True)
        window.layout_manager.leave_button.clicked.connect(self.presentation_action.trigger)

    def retranslate(self) -> None:
        tr = texts.translate
        set_action_texts(self.presentation_action, tr("MainWindow", "&Presentation"),
                         tr("MainWindow", "Large text for projectors (F5)"))
        set_action_texts(self.full_screen_action, tr("MainWindow", "F&ull screen"),
                         tr("MainWindow", "Full screen (F11)"))
        self.window.layout_manager.leave_button.setText(tr("MainWindow", "✕ Leave presentation (F5)"))

    def set_presentation(self, on: bool) -> None:
        """View › Presentation (remembered): the projector layout and text size, or back."""
        self.window.settings.presentation = bool(on)
        self.apply_scale()

    def toggle_full_screen(self, on: bool) -> None:
        if on:
            self.window.showFullScreen()
        else:
            self.window.showNormal()

    def apply_scale(self) -> None:
        """The mode's layout and the text size of now, on the style sheet, the panels and the map."""
        window = self.window
        on = window.settings.presentation
        self.presentation_action.setChecked(on)
        window.scene.set_presentation(on)
        factor = self.scale_factor()
        self.factor = factor
        # The font size is in the sheet (a sheet overrides setFont); more specific rules keep their own sizes.
        window.setStyleSheet(window_style_sheet(factor, BASE_POINT_SIZE, on))
        window.handover.set_scale(factor)
        for panel in window.panels:
            panel.set_scale(factor)
        window.layout_manager.arrange(on, factor)
        QTimer.singleShot(0, self, self.fit_layout)

    def scale_factor(self) -> float:
        """1.0 in normal mode; in presentation mode in proportion to the window (projector) size,
        smaller by the pixels the column needed to fit at this size, language and game."""
        window = self.window
        if not window.settings.presentation:
            return 1.0
        game = window.controller.game
        fitted_for = (window.width(), window.height(), i18n.current_language(),
                      game.definition.name if game is not None else None, len(window.controller.names))
        if fitted_for != self._cut_for:
            self._cut_for, self.text_cut = fitted_for, 0
        return presentation_factor(window.width(), window.height(), window.logicalDpiY(), self.text_cut)

    def fit_layout(self) -> None:
        """Fit the panels; in presentation mode, while a full hand would run off the screen (a small
        projector in Chinese: taller lines), text one pixel smaller, down to the smallest size."""
        presentation, layout = self.window.settings.presentation, self.window.layout_manager
        if presentation and abs(self.scale_factor() - self.factor) > 0.01:
            self.apply_scale()  # another size, language or game since the text was cut
            return
        layout.fit(self.factor)
        if presentation and layout.overflow > 0:
            self.text_cut += 1
            if self.scale_factor() < self.factor - 0.01:
                self.apply_scale()
            else:
                self.text_cut -= 1  # already the smallest text: the column runs on below

    def rescale_for_size(self) -> None:
        """Presentation text follows the window size; normal mode only re-fits the panels."""
        if self.window.settings.presentation and abs(self.scale_factor() - self.factor) > 0.01:
            self.apply_scale()
        else:
            self.fit_layout()
