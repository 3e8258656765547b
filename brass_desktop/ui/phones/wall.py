"""The laptop's (the wall's) side of seats played from phones (issue 40).

A seat whose phone has joined the table is *played from its phone*: the hot seat shows no hand-over
panel and no hand for it (``HotSeat.on_phone``), the wall shows the public board and a banner saying
whose turn it is.  While a phone considers a move, the board marks its target (the plug-in's
``mark_moves``); hints asked for that seat go to its phone, worded here as on the desktop.

When a seat's phone goes away mid-game (a locked screen, a lost network), the banner says "Ada's
phone is away" and the table chooses: wait (the default: the game waits at that seat's turn) or play
that seat on the laptop (the hand-over panel again) until the phone comes back, which restores it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QBoxLayout, QFrame, QLabel, QPushButton

from brass_desktop.ui import texts

if TYPE_CHECKING:
    from brass_desktop.ui.main_window import MainWindow

    from .server import PhoneServer


def banner_px(height: int, presentation: bool) -> int:
    """The banner's text size: read from the back of a room when presenting (24 px at 1080 rows), yet
    no wider a band over the top of the map than it needs."""
    return max(18, round(height / 44)) if presentation else max(13, round(height / 55))


class PhoneSeats(QObject):
    """Which seats are played from phones, the banner on the board, and the table's choice."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.server: PhoneServer | None = None
        self.joined: set[int] = set()  # seats whose phone has joined this table
        self.on_laptop: set[int] = set()  # away seats the table chose to play on the laptop meanwhile
        self._considering = False
        self._guide_sent: tuple[int, str, str] | None = None  # the guide's words last sent to the learner's phone
        self._guide_due = False
        self._guide_heard: QObject | None = None  # the guided game whose end is listened to
        self.banner = QFrame(window.view)
        self.banner.setObjectName("PhonesBanner")
        self.row = row = QBoxLayout(QBoxLayout.Direction.LeftToRight, self.banner)
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setWordWrap(True)
        row.addWidget(self.label, 1)
        self.choice = QPushButton()
        self.choice.setObjectName("PhonesChoice")
        self.choice.clicked.connect(self._toggle_choice)
        row.addWidget(self.choice)
        self.banner.hide()
        window.view.installEventFilter(self)  # a resized map (presentation, a window's edge) re-fits the banner
        window.hot_seat.on_phone = self.on_phone
        window.hot_seat.played_elsewhere = self.panel_note
        window.controller.state_changed.connect(self._state_changed)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.Resize and self.banner.isVisible():
            self.update_banner()
        return False

    # -- the server ----------------------------------------------------------------------------------
    def attach(self, server: PhoneServer) -> None:
        """``server`` is the table's now: its phones play their seats."""
        self.detach()
        self.server = server
        server.host.on_consider = self.consider
        server.host.on_hint = self.ask_hints
        server.connections_changed.connect(self.refresh)
        server.stopped.connect(self.stopped)
        self.window.turns.computer.hints_ready.connect(self._hints_ready)
        self._publish()

    def detach(self) -> None:
        """Another server takes the table: this one's signals are no longer heard."""
        server, self.server = self.server, None
        if server is not None:
            server.connections_changed.disconnect(self.refresh)
            server.stopped.disconnect(self.stopped)
            self.window.turns.computer.hints_ready.disconnect(self._hints_ready)
        self.stopped()

    def stopped(self) -> None:
        """The table is closed (Stop, a new game): every seat is played on the laptop again."""
        self.joined.clear()
        self.on_laptop.clear()
        self._after_change()

    # -- who plays where -----------------------------------------------------------------------------
    def _connected(self) -> dict[int | None, int]:
        server = self.server
        return server.connected() if server is not None and server.listening else {}

    def on_phone(self, seat: int) -> bool:
        """Whether ``seat`` is played from its phone now (so the laptop never shows its hand)."""
        if self.server is None or not self.server.listening or seat not in self.joined:
            return False
        return self._connected().get(seat, 0) > 0 or seat not in self.on_laptop

    def away(self) -> list[int]:
        """The seats whose phone joined and is not connected now."""
        connected = self._connected()
        return sorted(s for s in self.joined if connected.get(s, 0) == 0)

    def refresh(self) -> None:
        """A phone came or went: who plays where, the hand-over, the hand and the banner."""
        connected = self._connected()
        for seat, count in connected.items():
            if seat is not None and count > 0:
                self.joined.add(seat)
                self.on_laptop.discard(seat)  # its phone is back: the seat is restored to it
        self._publish()
        self._after_change()
        self._guide_sent = None  # a phone that just joined needs the guide's words too
        self._schedule_guide()

    def _publish(self) -> None:
        """The table's public facts on every phone: the seats away, whether hints may be asked."""
        server = self.server
        if server is None:
            return
        server.set_facts({"away": self.away(), "hints": bool(self.window.turns.computer.hints_allowed)})

    def _after_change(self) -> None:
        self.window.hot_seat.maybe_hand_over()
        self.window._update_hand()
        self.window._draft_changed()  # the action panel is the phone's while it plays that seat
        self.update_banner()

    def _state_changed(self) -> None:
        if self._considering:  # the move was made (or undone): the board shows the draft's own marks
            self._considering = False
            self.window._draft_changed()
        self.update_banner()
        self._schedule_guide()

    # -- the banner ----------------------------------------------------------------------------------
    def banner_text(self) -> tuple[str, str]:
        """The banner's sentence and its button's words ("" : no banner, no button)."""
        w = self.window
        names = w.controller.names
        player = w.controller.current_player
        if self.server is None or not self.server.listening or w.controller.game is None:
            return "", ""
        tr = texts.translate
        lines: list[str] = []
        button = ""
        away = self.away()
        for seat in away:
            name = texts.player_name(seat, names)
            lines.append(texts.fill(tr("PhonesWall", "{player}’s phone is away."), {"player": name}))
        if player is not None and player in away:
            name = texts.player_name(player, names)
            if player in self.on_laptop:
                lines.append(texts.fill(tr("PhonesWall", "{player} plays on the laptop until it is back."),
                                        {"player": name}))
                button = tr("PhonesWall", "Wait for the phone")
            else:
                lines.append(texts.fill(tr("PhonesWall", "The game waits for {player}’s phone."), {"player": name}))
                button = tr("PhonesWall", "Play on the laptop")
        # A seat playing on its phone is said by the action panel and the hand (``panel_note``): a
        # banner over the map would hide the score track's markers turn after turn.  The banner is
        # for a phone that is away, which needs the table's choice.
        return "\n".join(lines), button

    def panel_note(self, seat: int) -> str:
        """What the wall's action and hand panels say while ``seat`` plays from its phone (the hot
        seat asks only then): it plays there, or the game waits for its phone."""
        name = texts.player_name(seat, self.window.controller.names)
        if seat in self.away():
            return texts.fill(texts.translate("PhonesWall", "The game waits for {player}’s phone."), {"player": name})
        return texts.fill(texts.translate("PhonesWall", "{player} plays on their phone."), {"player": name})

    def update_banner(self) -> None:
        text, button = self.banner_text()
        if not text:
            self.banner.hide()
            return
        w = self.window
        px = banner_px(w.view.height(), bool(w.settings.presentation))
        # the size is in the banner's own sheet: the window's sheet overrides setFont (ui/presentation.py)
        self.banner.setStyleSheet("#PhonesBanner { background: rgba(30, 40, 60, 225); border-radius: 8px; }"
                                  f"#PhonesBanner QLabel {{ color: white; font-size: {px}px; font-weight: bold; }}"
                                  f"#PhonesBanner QPushButton {{ font-size: {px}px; font-weight: bold; }}")
        for widget in (self.banner, self.label, self.choice):
            widget.ensurePolished()  # the new size counts in the heights below
        self.label.setText(text)
        self.choice.setText(button)
        self.choice.setVisible(bool(button))
        width = min(w.view.width() - 24, max(px * 30, w.view.width() // 2))
        # a narrow map (a small window): the button goes under the words, which keep the width
        beside = not button or width - self.choice.sizeHint().width() >= px * 18
        self.row.setDirection(QBoxLayout.Direction.LeftToRight if beside else QBoxLayout.Direction.TopToBottom)
        self.banner.setFixedWidth(width)
        height = self.row.heightForWidth(width) if self.row.hasHeightForWidth() else -1
        self.banner.setFixedHeight(height if height > 0 else self.banner.sizeHint().height())
        self.banner.move((w.view.width() - width) // 2, 12)
        self.banner.show()
        self.banner.raise_()

    def _toggle_choice(self) -> None:
        """The table's choice for the away seat to move: wait for its phone, or play it on the laptop."""
        player = self.window.controller.current_player
        if player is None:
            return
        if player in self.on_laptop:
            self.on_laptop.discard(player)
        else:
            self.on_laptop.add(player)
        self._after_change()

    def play_on_laptop(self, seat: int) -> None:
        """Play ``seat`` on the laptop while its phone is away (the hand-over panel again)."""
        self.on_laptop.add(seat)
        self._after_change()

    # -- a phone's choosing and its hints ------------------------------------------------------------
    def consider(self, seat: int, action: Any | None) -> None:
        """The board marks the target ``seat``'s phone is looking at; None puts the draft's marks back."""
        w = self.window
        if w.controller.game is None or w.game_ui.holding():
            return
        if action is None:
            if self._considering:
                self._considering = False
                w._draft_changed()
            return
        self._considering = True
        w.game_ui.mark_moves(w, [action], [])

    def ask_hints(self, seat: int) -> bool:
        """``seat``'s phone asks for hints: only for the seat to move, answered on its phone."""
        w = self.window
        if w.controller.current_player != seat or not self.on_phone(seat):
            return False
        return bool(w.turns.computer.request_hints())

    def hint_lines(self, hints: list[dict[str, Any]]) -> list[str]:
        """The hints worded as the desktop's overlay words them (their reason codes, in the app's language)."""
        c = self.window.controller
        game = c.game
        if game is None:
            return []
        lines = []
        for number, hint in enumerate(hints, 1):
            plan = [game.definition.action_from_dict(action) for action in hint["plan"]]
            lines.append(f"{number}. {texts.hint_line(hint, plan, c.names, game.data)}")
        return lines

    def _hints_ready(self, hints: list[dict[str, Any]], final: bool = True) -> None:
        player = self.window.controller.current_player
        server = self.server
        if server is None or player is None or not self.on_phone(player):
            return
        title = texts.fill(texts.translate("ComputerPlayers", "Hints for {player} (the hard computer player's "
                                                              "best moves):"),
                           {"player": texts.player_name(player, self.window.controller.names)})
        server.send_to_seat(player, {"type": "hints", "title": title, "lines": self.hint_lines(hints), "final": final})

    # -- the guided first game's words on the learner's phone ---------------------------------------
    def _schedule_guide(self) -> None:
        """After the guide has followed the change (its panel refreshes on the same signals)."""
        if self.server is not None and not self._guide_due:
            self._guide_due = True
            QTimer.singleShot(0, self, self.send_guide)

    def guide_words(self) -> tuple[int, str, str] | None:
        """The guided game's learner seat and the guide panel's heading and words (plain text), or None."""
        guided: Any = getattr(getattr(self.window, "help", None), "guided", None)
        if guided is None or guided.panel.isHidden():
            return None
        if guided is not self._guide_heard:  # leaving the guide changes no state: hear its end
            self._guide_heard = guided
            guided.ended.connect(self._schedule_guide)
        heading, body = guided.phone_words()  # without the desktop's clicks and keys
        document = QTextDocument()
        document.setHtml(body)
        return guided.guide.learner, heading, document.toPlainText().strip()

    def send_guide(self) -> None:
        """The guide's words for the learner's seat, on that seat's phone (not on another's)."""
        self._guide_due = False
        server, words = self.server, self.guide_words()
        if server is None or not server.listening or words == self._guide_sent:
            return
        if words is None:  # the guide ended: its words leave the phone
            seat = self._guide_sent[0] if self._guide_sent is not None else None
            self._guide_sent = None
            if seat is not None:
                server.send_to_seat(seat, {"type": "guide", "heading": "", "text": ""})
            return
        self._guide_sent = words
        seat, heading, text = words
        server.send_to_seat(seat, {"type": "guide", "heading": heading, "text": text})

    def retranslate(self) -> None:
        self.update_banner()
        self.window.hot_seat.tell_panels()  # the panels' note in the new language
        self._schedule_guide()
