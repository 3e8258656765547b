"""The window's side of players' phones: Table › Players' phones opens the dialog for the game in
play (its person seats get a code each; computer seats play as today); the table plays on when the
dialog is closed, and the wall's side of the phones' seats is ``wall.PhoneSeats``."""
from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction

from brass_desktop.controller.computer import PERSON
from brass_desktop.ui import texts

from .addresses import LanAddress, lan_addresses
from .wall import PhoneSeats

if TYPE_CHECKING:
    from brass_desktop.ui.main_window import MainWindow

    from .dialog import PhonesDialog

#: an address to use instead of the LAN's (developers and the random GUI events: loopback only)
ADDRESS_VARIABLE = "BRASS_PHONES_ADDRESS"


def offered_addresses() -> list[LanAddress]:
    """The addresses the dialog offers: ``$BRASS_PHONES_ADDRESS`` when set, else the LAN's."""
    forced = os.environ.get(ADDRESS_VARIABLE, "").strip()
    return [LanAddress(ADDRESS_VARIABLE, forced)] if forced else lan_addresses()


class PhonesFeature:
    """The Table menu and its Players' phones entry."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.dialog: PhonesDialog | None = None
        self.phones_action = QAction(window)
        self.phones_action.triggered.connect(self.open_dialog)
        window.addAction(self.phones_action)
        bar = window.menuBar()
        self.menu = bar.addMenu("")
        languages = getattr(window, "languages", None)
        before = languages.language_menu if languages is not None else window.help_menu
        bar.insertMenu(before.menuAction(), self.menu)  # after View, before Language and Help
        self.menu.addAction(self.phones_action)
        window.controller.game_replaced.connect(self._game_replaced)
        self.seats = PhoneSeats(window)  # the wall's side: no hand-over for a phone's seat, "phone away"
        self.refresh()

    def person_seats(self) -> list[int]:
        """The seats people play (every seat when none is a computer's)."""
        turns = getattr(self.window, "turns", None)
        seats: list[str] = list(turns.computer.seats) if turns is not None else []
        count = len(self.window.controller.names)
        return [i for i in range(count) if i >= len(seats) or seats[i] == PERSON]

    def in_use(self) -> bool:
        """Whether the game in play has its players' phones (the table's server listens)."""
        return self.dialog is not None and self.dialog.server.listening

    def open_dialog(self) -> None:
        """Show the phones of the game in play (the one dialog, started again if it was closed)."""
        from .dialog import PhonesDialog  # Qt's HTTP server is loaded only when phones are used

        if self.window.controller.game is None:
            return
        if self.dialog is None or not (self.dialog.isVisible() or self.dialog.server.listening):
            if self.dialog is not None:
                self.dialog.deleteLater()
            self.dialog = PhonesDialog(self.window.controller, self.person_seats(), self.window,
                                       addresses=offered_addresses())
            self.seats.attach(self.dialog.server)
        self.dialog.show()
        self.dialog.raise_()

    def _game_replaced(self) -> None:
        # the seats and their codes belonged to the old game (the server has closed their sessions)
        if self.dialog is not None:
            self.dialog.server.stop()
            self.dialog.close()
        self.refresh()

    def refresh(self) -> None:
        self.phones_action.setEnabled(self.window.controller.game is not None)

    def retranslate(self) -> None:
        self.menu.setTitle(texts.translate("MainWindow", "&Table"))
        self.phones_action.setText(texts.translate("MainWindow", "Players’ &phones…"))
        self.phones_action.setStatusTip(texts.translate(
            "MainWindow", "Each player holds their hand on their own phone: show a code per seat"))
        self.seats.retranslate()
