"""The action bar during a scoring reveal: it offers nothing of the next era until the reveal has
shown the scores (no kind lit, Confirm off), and says so."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QWidget

from brass_desktop.controller.game_controller import GameController
from brass_desktop.ui import texts
from brass_desktop.ui.brass import words
from brass_desktop.ui.brass.action_bar import ActionBar


class RevealActionBar(ActionBar):
    """Lancashire's and Birmingham's action bar, held while ``held()`` names the era being scored
    (the era's id; "" when no reveal holds the window)."""

    def __init__(self, controller: GameController, held: Callable[[], str],
                 parent: QWidget | None = None) -> None:
        self._held = held  # before the bar's own set-up: it refreshes while building
        super().__init__(controller, parent)

    def refresh(self) -> None:
        era = self._held() if hasattr(self, "_held") else ""
        if not era:
            super().refresh()
            return
        tr = texts.translate
        self.title.setText(tr("ActionBar", "Scoring — press Reveal next"))
        self.prompt.setText(texts.fill(tr("ActionBar", "The {era} is being scored: the next actions wait "
                                                       "until every score is revealed."),
                                       {"era": words.era_name(era)}))
        for button in self.kind_buttons.values():
            button.hide()
        self._set_choices("", [])
        self.steps.clear()
        self.preview.clear()
        self.preview.hide()
        self.clear_message()
        for button in (self.confirm_button, self.back_button, self.cancel_button):
            button.setEnabled(False)
