"""The hot seat: one screen shared by the players at the table.

Between two people's turns the hand-over screen hides the board's secrets (the next player's
hand) and tells what happened since their last turn; the hand is shown once that player has
taken over.  Open hands (a teaching setting), a family whose hands are public (the plug-in's
``needs_handover``), a computer's turn and one person against computers need no screen.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

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
        window.handover.revealed.connect(self.hand_revealed)

    def game_replaced(self) -> None:
        self.revealed_for = None

    def hand_visible(self) -> bool:
        """Whether the current player's hand may be on screen now."""
        w = self.window
        game, player = w.controller.game, w.controller.current_player
        return (w.settings.open_hands or (player is not None and self.revealed_for == player)
                or (game is not None and not w.game_ui.needs_handover(game)))

    def maybe_hand_over(self) -> None:
        """Show the hand-over screen if the next player is a person whose hand the table must not see."""
        w = self.window
        c = w.controller
        player = c.current_player
        if c.game is None or player is None or w.settings.open_hands or w.game_ui.holding():
            w.handover.hide()  # mid-reveal its summary would tell the scores
            return
        if w.turns.is_computer_turn():
            w.handover.hide()  # nobody takes a computer's seat: no screen for it
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
            w.handover.show_for(player, c.names[player], self.since_last_turn(player), self.undo_note())
        self.undone = None

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
