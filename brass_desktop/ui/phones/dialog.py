"""Table › Players' phones: the address the phones use, one QR code per person seat (and one for
spectators), which phones are connected, and taking a seat back (a new code: the old one gets
nothing).  The dialog starts the server on the chosen address; closing the dialog keeps the table
(the phones play on), Stop ends every session."""
from __future__ import annotations

import io

import segno
from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from brass_desktop.controller.game_controller import GameController

from .addresses import LanAddress, lan_addresses
from .server import PhoneServer

#: side of a QR code in pixels: readable from across a table (and on a projected wall)
QR_PIXELS = 280


def qr_pixmap(text: str, pixels: int = QR_PIXELS) -> QPixmap:
    """``text`` as a QR code (segno, medium error correction) about ``pixels`` wide."""
    code = segno.make(text, error="m")
    width = code.symbol_size(scale=1, border=4)[0]
    buffer = io.BytesIO()
    code.save(buffer, kind="png", scale=max(1, pixels // width), border=4)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


class PhonesDialog(QDialog):
    """The phones of the game in ``controller``: its person seats get a code each."""

    def __init__(self, controller: GameController, person_seats: list[int], parent: QWidget | None = None,
                 addresses: list[LanAddress] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Players’ phones"))
        self.controller = controller
        self.server = PhoneServer(controller, person_seats, parent=self)
        self.server.connections_changed.connect(self._refresh_connected)
        self.addresses = addresses if addresses is not None else lan_addresses()
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        self.address_box = QComboBox()
        for entry in self.addresses:
            self.address_box.addItem(f"{entry.address} ({entry.interface})", entry.address)
        row.addWidget(QLabel(self.tr("Network address:")))
        row.addWidget(self.address_box, 1)
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.clicked.connect(self.stop)
        row.addWidget(self.stop_button)
        layout.addLayout(row)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.grid = QGridLayout()
        layout.addLayout(self.grid)
        self.codes: dict[int | None, QLabel] = {}
        self.links: dict[int | None, QLineEdit] = {}
        self.connected: dict[int | None, QLabel] = {}
        names = controller.names
        for column, seat in enumerate([*person_seats, None]):
            title = QLabel(names[seat] if seat is not None and seat < len(names) else self.tr("Spectators"))
            title.setAlignment(Qt.AlignmentFlag.AlignCenter)
            code, link, here = QLabel(), QLineEdit(), QLabel()
            code.setAlignment(Qt.AlignmentFlag.AlignCenter)
            # The whole link, to copy and send (a label wrapped it at random and widened its column)
            link.setReadOnly(True)
            link.setMinimumWidth(0)
            link.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            here.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.grid.setColumnStretch(column, 1)  # every seat's column as wide as the others
            self.grid.addWidget(title, 0, column)
            self.grid.addWidget(code, 1, column)
            self.grid.addWidget(link, 2, column)
            self.grid.addWidget(here, 3, column)
            if seat is not None:
                back = QPushButton(self.tr("Take seat back"))
                back.clicked.connect(lambda _=False, seat=seat: self.take_back(seat))
                self.grid.addWidget(back, 4, column)
            self.codes[seat], self.links[seat], self.connected[seat] = code, link, here
        self.address_box.currentIndexChanged.connect(self.start)
        self.start()

    def start(self) -> None:
        """(Re)start the server on the chosen address and show its codes."""
        address = self.address_box.currentData()
        if not address:
            self.status.setText(self.tr("This computer is on no network a phone could reach."))
            return
        if not self.server.start(str(address)):
            self.status.setText(self.tr("The phones’ server cannot start on this address."))
            return
        self.status.setText(self.tr("Each player scans their own code on a phone on the same network. "
                                    "Anyone who sees a code can take that seat: take it back if needed."))
        for seat in self.codes:
            self._show_code(seat)
        self._refresh_connected()

    def stop(self) -> None:
        """End every phone's session."""
        self.server.stop()
        self.status.setText(self.tr("The phones’ server is stopped."))
        for seat in self.codes:
            self.codes[seat].clear()
            self.links[seat].clear()

    def take_back(self, seat: int) -> None:
        """A new code for ``seat``: its phones are sent away and the old code gets nothing."""
        if self.server.listening:
            self.server.take_back(seat)
            self._show_code(seat)

    def url(self, seat: int | None) -> str:
        return self.server.spectator_url() if seat is None else self.server.seat_url(seat)

    def _show_code(self, seat: int | None) -> None:
        url = self.url(seat)
        self.codes[seat].setPixmap(qr_pixmap(url))
        self.links[seat].setText(url)
        self.links[seat].setCursorPosition(0)  # the address first

    def _refresh_connected(self) -> None:
        counts = self.server.connected()
        for seat, label in self.connected.items():
            count = counts.get(seat, 0)
            label.setText(self.tr("%n phone(s) connected", "", count))

    def done(self, result: int) -> None:
        # Closing the dialog keeps the table: the phones play on while the board has the screen.
        # Stop (or a new game, or quitting) ends every session.
        super().done(result)
