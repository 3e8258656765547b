"""The hot seat: one screen shared by the players at the table.

Between two people's turns the hand-over panel stands where the hand is (the board and the
menus stay in use), says whose turn it is and what happened since their last turn, and the map
marks those moves (the plug-in's ``mark_moves``); the hand is shown once that player has taken
over, in presentation mode too.  Open hands (a teaching setting), a family whose hands are public
(the plug-in's ``needs_handover``), a computer's turn and one person against computers need no
panel.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QPoint, QRect, QTimer
from PySide6.QtWidgets import QWidget

from brass_desktop.engine import Event
from brass_desktop.ui import texts

if TYPE_CHECKING:
    from brass_desktop.ui.main_window import MainWindow


class HotSeat(QObject):
    """The window's hand-over screen and whose hand may be shown."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.revealed_for: int | None = None  # the player whose hand may be shown
        self.undone: Event | None = None  # the action event an undo just took back
        # whether a seat is played from its phone (issue 40, set by ui/phones/wall.py): no hand-over, no hand
        self.on_phone: Callable[[int], bool] = lambda seat: False
        # what the wall's action and hand panels say while that seat plays there ("": nothing to say)
        self.played_elsewhere: Callable[[int], str] = lambda seat: ""
        window.handover.revealed.connect(self.hand_revealed)

    def game_replaced(self) -> None:
        self.revealed_for = None

    def working_area(self) -> QRect:
        """Where the hand-over panel stands (window coordinates): over the action panel and the
        hand, where the next player's secrets would show."""
        w = self.window
        area = QRect()
        for panel in (w.action_bar, w.hand_panel):
            if panel.isVisible():
                area = area.united(QRect(panel.mapTo(w, QPoint(0, 0)), panel.size()))
        return area

    def watched(self) -> list[QWidget]:
        """The widgets whose moves and resizes move the working area (the panels and their frames)."""
        out: list[QWidget] = []
        for panel in (self.window.action_bar, self.window.hand_panel):
            widget: QWidget | None = panel
            while widget is not None and widget is not self.window:
                out.append(widget)
                widget = widget.parentWidget()
        return out

    def phone_to_act(self) -> bool:
        """Whether the seat to move plays on its phone (the wall's action panel stays still)."""
        player = self.window.controller.current_player
        return player is not None and self.on_phone(player)

    def hand_visible(self) -> bool:
        """Whether the current player's hand may be on screen now."""
        w = self.window
        game, player = w.controller.game, w.controller.current_player
        if player is not None and game is not None and self.on_phone(player) and w.game_ui.needs_handover(game):
            return False  # the hand is on that seat's phone: the wall shows the public table only
        return (w.settings.open_hands or (player is not None and self.revealed_for == player)
                or (game is not None and not w.game_ui.needs_handover(game)))

    def tell_panels(self) -> None:
        """The action panel and the hand say where the seat to move plays when it is not here (its
        phone): each family's panels have ``set_elsewhere(note)``, "" when it plays here."""
        w = self.window
        game, player = w.controller.game, w.controller.current_player
        note = ""
        if game is not None and player is not None and not game.is_over() and self.on_phone(player):
            note = self.played_elsewhere(player)
        for panel in (w.action_bar, w.hand_panel):
            panel.set_elsewhere(note)

    def maybe_hand_over(self) -> None:
        """Show the hand-over screen if the next player is a person whose hand the table must not see."""
        w = self.window
        c = w.controller
        player = c.current_player
        self.tell_panels()  # on every change of the seat to move or of where it plays
        if c.game is None or player is None or w.settings.open_hands or w.game_ui.holding():
            w.handover.hide()  # mid-reveal its summary would tell the scores
            return
        if w.turns.is_computer_turn():
            w.handover.hide()  # nobody takes a computer's seat: no screen for it
            return
        if self.on_phone(player):
            self.revealed_for = None  # the seat plays on its phone: no panel, and its hand stays off the wall
            w.handover.hide()
            w._update_hand()
            return
        if not w.game_ui.needs_handover(c.game) or (w.turns.computer.has_computers()
                                                    and w.turns.computer.seats.count("") == 1):
            # Hands open (the family's option) or one person against computers: nothing to hide.
            self.revealed_for = player
            w.handover.hide()
            w._update_hand()
            return
        if player != self.revealed_for:
            # Nobody's hand is open behind the screen: an undo back to the player who revealed
            # last gets a screen with their own name, not the one of the player it was shown to.
            self.revealed_for = None
            w.handover.show_for(player, c.names[player], lambda: self.since_last_turn(player), self.undo_note(),
                                first=not self.has_played(player))
        if w.handover.isVisible():
            # after the draft's own marks are drawn (the controller's draft_changed follows)
            QTimer.singleShot(0, self.mark_news)
        self.undone = None

    def has_played(self, player: int) -> bool:
        """Whether ``player`` has taken an action in this game (else the hand-over is their first turn)."""
        return any(e.get("type") == "action" and e.get("player") == player
                   for batch in self.window.controller.event_log for e in batch)

    def moves_since(self, player: int) -> list[Any]:
        """The actions taken since ``player``'s previous action (all of them before their first)."""
        c = self.window.controller
        game = c.game
        if game is None:
            return []
        actions: list[Any] = []
        for batch in reversed(c.event_log):
            if any(e.get("type") == "action" and e.get("player") == player for e in batch):
                break
            for event in reversed(batch):
                if event.get("type") == "action":
                    action = event.get("action")
                    actions.append(game.definition.action_from_dict(action) if isinstance(action, dict) else action)
        return actions[::-1]

    def mark_news(self) -> None:
        """While the hand-over panel waits, the map marks the moves made since that player's last turn."""
        w = self.window
        player = w.controller.current_player
        if not w.handover.isVisible() or player is None or w.game_ui.holding():
            return
        w.game_ui.mark_moves(w, self.moves_since(player), [])

    def undo_note(self) -> str:
        """After an undo, the hand-over screen says what was taken back (it is news to the table)."""
        if self.undone is None:
            return ""
        c = self.window.controller
        data = c.game.data if c.game else None
        return texts.fill(texts.translate("HandOverScreen", "{player} took back: {action}"),
                          {"player": texts.player_name(self.undone.get("player"), c.names),
                           "action": texts.action_summary(self.undone.get("action"), c.names, data)})

    def undo(self) -> None:
        """Edit › Undo: remember what is taken back, for the hand-over screen."""
        c = self.window.controller
        log = c.event_log
        self.undone = next((e for e in log[-1] if e.get("type") == "action"), None) if log else None
        c.undo()
        self.undone = None

    def since_last_turn(self, player: int) -> list[str]:
        """Log lines since ``player``'s previous action (the news they missed)."""
        c = self.window.controller
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

    def hand_revealed(self) -> None:
        """The next player has taken over: their hand comes on screen."""
        self.revealed_for = self.window.controller.current_player
        self.window._update_hand()
        self.window.turns.refresh()  # Hint waited for the hand-over screen to go

    def set_open_hands(self, on: bool) -> None:
        """View › Open hands: every hand on screen, no hand-over screen (remembered)."""
        w = self.window
        w.settings.open_hands = bool(on)
        w.players_panel.set_open_hands(bool(on))
        self.maybe_hand_over()
        w._update_hand()
        w.turns.refresh()
