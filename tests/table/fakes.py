"""A host for the table without Qt: the game applied directly, as the controller would."""
from __future__ import annotations

import json
from typing import Any

from brass_desktop.engine import Game, IllegalActionError, Violation
from brass_desktop.table.protocol import Outgoing, Table


class FakeHost:
    """``Host`` over a bare ``Game``; tells its table after every change, as the Qt host does."""

    def __init__(self, game: Game) -> None:
        self.game: Game | None = game
        self.actors: list[int] = []
        self.table: Table | None = None
        self.pushed: list[Outgoing] = []
        self.considered: list[tuple[int, Any]] = []
        self.hints_asked: list[int] = []

    def act(self, seat: int, action: Any) -> tuple[Violation, ...]:
        assert self.game is not None
        try:
            self.game.apply(action, player=seat)
        except IllegalActionError as exc:
            return exc.violations
        self.actors.append(seat)
        self._changed()
        return ()

    def undo(self) -> None:
        assert self.game is not None
        self.game.undo()
        self.actors.pop()
        self._changed()

    def last_actor(self) -> int | None:
        return self.actors[-1] if self.actors else None

    def consider(self, seat: int, action: Any | None) -> None:
        self.considered.append((seat, action))

    def hint(self, seat: int) -> bool:
        self.hints_asked.append(seat)
        return True

    def _changed(self) -> None:
        if self.table is not None:
            self.pushed.extend(self.table.changed())


def messages(out: list[Outgoing]) -> list[tuple[int, dict[str, Any]]]:
    """The decoded messages of ``out``, with their connections."""
    return [(o.conn, json.loads(o.text)) for o in out if o.text is not None]
