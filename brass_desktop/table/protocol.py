"""The message protocol between the table (the app) and the phones: JSON objects, one a message.

A phone sends ``hello`` with its token first; the token decides its role (``SeatTokens.resolve``)
and is asked again at every message, so a seat taken back stops counting at once.  The table
answers ``welcome`` and the ``state`` (``projection.state_message``), and sends a new ``state`` to
every phone after every change (``Table.changed``).  A seat may ``propose`` an action (the answer,
``explained``: the engine's reason codes with their parameters and the host's worded sentences, or
the preview) and ``apply`` it (carried out by the host through the same door as a click), and
``undo`` its own last action when the game's undo policy and the table allow it.  docs/phones.md
lists every message.

``Table`` is pure: it is handed each connection's text and returns the messages to send (or the
connections to close); the Qt server only carries them.
"""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, is_dataclass
from enum import Enum
from typing import Any, Protocol

from brass_desktop.engine import Game, Violation

from .projection import PROTOCOL, PlainWords, Words, state_message
from .seats import Role, SeatTokens

#: the longest message a phone may send (an action is a few hundred bytes)
MAX_MESSAGE = 16_384


class Host(Protocol):
    """What the table needs of the app: the game, and the controller's door for actions and undo."""

    @property
    def game(self) -> Game | None: ...

    def act(self, seat: int, action: Any) -> tuple[Violation, ...]:
        """Carry out ``action`` for ``seat`` as a click would; the reasons it was refused, or ()."""
        ...

    def undo(self) -> None:
        """Take back the last action (the table has checked it may)."""
        ...

    def last_actor(self) -> int | None:
        """The seat that took the last action in the history, None without one."""
        ...

    def consider(self, seat: int, action: Any | None) -> None:
        """``seat``'s phone is looking at ``action`` (None: at nothing any more): the board marks it."""
        ...

    def hint(self, seat: int) -> bool:
        """``seat`` asks for hints (they come later, ``Table.to_seat``); False when none can be asked."""
        ...


@dataclass(frozen=True)
class Outgoing:
    """A message for one connection (``text``), or the order to close it (``close``, after ``text``)."""

    conn: int
    text: str | None
    close: bool = False


def plain(value: Any) -> Any:
    """``value`` as JSON data: enums by value, tuples and sets as lists, dataclasses as dicts."""
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        items = sorted(value, key=repr) if isinstance(value, (set, frozenset)) else value
        return [plain(v) for v in items]
    if is_dataclass(value) and not isinstance(value, type):
        return plain(asdict(value))
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def encode(message: dict[str, Any]) -> str:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


class Table:
    """The phones at one game: who is connected as whom, and what each is sent."""

    def __init__(self, host: Host, tokens: SeatTokens, words: Words | None = None, *, phone_undo: bool = True) -> None:
        self.host = host
        self.tokens = tokens
        self.words: Words = words if words is not None else PlainWords()
        self.phone_undo = phone_undo  # the table's policy: may a phone take back its own last action
        self.version = 0
        self._token_of: dict[int, str] = {}  # connection -> the token it said hello with
        self.facts: dict[str, Any] = {}  # public facts of the table the host shows every phone

    # -- who is here ---------------------------------------------------------------------------------
    def role(self, conn: int) -> Role | None:
        """The role of a connection now (None: not greeted, or its token was taken back)."""
        token = self._token_of.get(conn)
        return None if token is None else self.tokens.resolve(token)

    def connected(self) -> dict[int | None, int]:
        """How many connections each seat has (None: spectators)."""
        out: dict[int | None, int] = {}
        for conn in self._token_of:
            role = self.role(conn)
            if role is not None:
                out[role.seat] = out.get(role.seat, 0) + 1
        return out

    # -- connections ---------------------------------------------------------------------------------
    def closed(self, conn: int) -> None:
        """The connection went away."""
        self._token_of.pop(conn, None)

    def received(self, conn: int, text: str) -> list[Outgoing]:
        """Answer one message of a connection."""
        if len(text) > MAX_MESSAGE:
            return self._deny(conn, "too_long")
        try:
            message = json.loads(text)
        except ValueError:
            return self._deny(conn, "not_json")
        if not isinstance(message, dict):
            return self._deny(conn, "not_json")
        kind = message.get("type")
        if kind == "hello":
            return self._hello(conn, message)
        role = self.role(conn)
        if role is None:  # never greeted, or its seat was taken back since
            return self._deny(conn, "revoked" if conn in self._token_of else "no_hello")
        ref = message.get("id")
        if kind == "ping":
            return [self._send(conn, {"type": "pong", "id": ref})]
        if role.seat is None:
            return [self._send(conn, {"type": "error", "id": ref, "error": "spectator"})]
        if kind in ("propose", "apply"):
            return [self._send(conn, self._action(role.seat, message.get("action"), ref, kind == "apply"))]
        if kind == "undo":
            return [self._send(conn, self._undo(role.seat, ref))]
        if kind == "consider":
            return self._consider(conn, role.seat, message.get("action"), ref)
        if kind == "hint":
            return [self._send(conn, {"type": "hint", "id": ref, "asked": bool(self.host.hint(role.seat))})]
        return [self._send(conn, {"type": "error", "id": ref, "error": "unknown_type"})]

    def _hello(self, conn: int, message: dict[str, Any]) -> list[Outgoing]:
        token = message.get("token")
        role = self.tokens.resolve(token)
        if role is None:
            self._token_of.pop(conn, None)
            return self._deny(conn, "unknown_token")
        assert isinstance(token, str)
        self._token_of[conn] = token
        game = self.host.game
        names = [p.name for p in game.state.players] if game is not None else []
        welcome = {"type": "welcome", "protocol": PROTOCOL, "seat": role.seat,
                   "name": names[role.seat] if role.seat is not None and role.seat < len(names) else None}
        out = [self._send(conn, welcome)]
        state = self._state(conn)
        if state is not None:
            out.append(state)
        return out

    def _deny(self, conn: int, reason: str) -> list[Outgoing]:
        """Say why and close: nothing of the game goes to a connection without a valid token."""
        self._token_of.pop(conn, None)
        return [Outgoing(conn, encode({"type": "denied", "reason": reason}), close=True)]

    def _send(self, conn: int, message: dict[str, Any]) -> Outgoing:
        return Outgoing(conn, encode(message))

    # -- actions -------------------------------------------------------------------------------------
    def _reasons(self, game: Game, violations: tuple[Violation, ...]) -> list[dict[str, Any]]:
        return [{"reason": plain(v.reason), "params": plain(v.params), "text": self.words.reason(game, v)}
                for v in violations]

    def _action(self, seat: int, data: Any, ref: Any, apply: bool) -> dict[str, Any]:
        game = self.host.game
        answer: dict[str, Any] = {"type": "applied" if apply else "explained", "id": ref}
        if game is None:
            return {**answer, "type": "error", "error": "no_game"}
        try:
            action = game.definition.action_from_dict(data)
        except (ValueError, TypeError):
            return {**answer, "type": "error", "error": "bad_action"}
        violations = game.explain(action, player=seat)
        if not violations and apply:
            violations = self.host.act(seat, action)
        if violations:
            return {**answer, "legal": False, "reasons": self._reasons(game, violations)}
        if apply:
            return {**answer, "legal": True}
        preview = game.preview(action, player=seat)
        return {**answer, "legal": True, "label": self.words.action(game, action), "preview": plain(preview),
                "lines": self.words.preview(game, seat, preview)}

    def _consider(self, conn: int, seat: int, data: Any, ref: Any) -> list[Outgoing]:
        """The phone shows (or stops showing) a move: the board marks its target; no answer needed."""
        game = self.host.game
        if game is None:
            return [self._send(conn, {"type": "error", "id": ref, "error": "no_game"})]
        if data is None:
            self.host.consider(seat, None)
            return []
        try:
            action = game.definition.action_from_dict(data)
        except (ValueError, TypeError):
            return [self._send(conn, {"type": "error", "id": ref, "error": "bad_action"})]
        if not game.explain(action, player=seat):  # only what the seat may do now marks the board
            self.host.consider(seat, action)
        return []

    def can_undo(self, seat: int) -> bool:
        """Whether ``seat`` may take back the last action now: the table allows it, it was that seat's,
        and the game's undo policy allows it."""
        game = self.host.game
        return (self.phone_undo and game is not None and game.undo_blocked() is None
                and self.host.last_actor() == seat)

    def _undo(self, seat: int, ref: Any) -> dict[str, Any]:
        game = self.host.game
        if game is None or not self.can_undo(seat):
            blocked = game.undo_blocked() if game is not None else None
            reasons = self._reasons(game, (blocked,)) if game is not None and blocked is not None else []
            return {"type": "undone", "id": ref, "done": False, "reasons": reasons}
        self.host.undo()
        return {"type": "undone", "id": ref, "done": True}

    # -- pushing -------------------------------------------------------------------------------------
    def _state(self, conn: int, made: dict[int | None, str] | None = None) -> Outgoing | None:
        """The state for ``conn``; ``made`` keeps each role's text for the other phones of that role."""
        role, game = self.role(conn), self.host.game
        if role is None or game is None:
            return None
        seat = role.seat
        if made is not None and seat in made:
            return Outgoing(conn, made[seat])
        message = state_message(game, seat, self.words, can_undo=seat is not None and self.can_undo(seat),
                                version=self.version, table=plain(self.facts))
        out = self._send(conn, message)
        if made is not None:
            made[seat] = out.text or ""
        return out

    def changed(self) -> list[Outgoing]:
        """The game (or the table's facts) changed: the new state for every greeted connection."""
        self.version += 1
        out: list[Outgoing] = []
        made: dict[int | None, str] = {}
        for conn in list(self._token_of):
            state = self._state(conn, made)
            out.extend([state] if state is not None else self._deny(conn, "revoked"))
        return out

    def to_seat(self, seat: int, message: dict[str, Any]) -> list[Outgoing]:
        """``message`` for every phone of ``seat`` (and no other): its hints, its guide's words."""
        return [self._send(conn, message) for conn in list(self._token_of)
                if (role := self.role(conn)) is not None and role.seat == seat]

    def take_back(self, seat: int) -> tuple[str, list[Outgoing]]:
        """Give ``seat`` a new token; its phones are told and closed.  The new token and the messages."""
        token = self.tokens.take_back(seat)
        out: list[Outgoing] = []
        for conn in list(self._token_of):
            if self.role(conn) is None:
                out.extend(self._deny(conn, "revoked"))
        return token, out

    def close_all(self) -> list[Outgoing]:
        """The table closes: every connection is told and closed."""
        out = [Outgoing(conn, encode({"type": "closed"}), close=True) for conn in self._token_of]
        self._token_of.clear()
        return out
