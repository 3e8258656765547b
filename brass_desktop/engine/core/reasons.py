"""Why something is refused: stable reason codes with parameters (no user-facing text).

Each game has its own reason enum (a ``str`` Enum, e.g. ``brass.reasons.Reason``); the codes
here are the core's own: refusals of the ``Game`` facade (game over, an action of the wrong
kind, undo and redo) and why a record cannot be read.  The UI maps every code to a
translatable sentence (``brass_desktop/ui/texts.py``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from .values import Value


class CoreReason(str, Enum):
    """Reason codes of the game-neutral core."""

    GAME_OVER = "game_over"
    BAD_ACTION = "bad_action"
    NOT_YOUR_TURN = "not_your_turn"  # params: player (the seat to move); Game.explain(player=...)
    # undo / redo (the undo policy, core/undo.py)
    NOTHING_TO_UNDO = "nothing_to_undo"
    UNDO_PAST_REVEAL = "undo_past_reveal"  # "reveal" policy: hidden information was revealed since
    NOTHING_TO_REDO = "nothing_to_redo"
    # records (RecordError.reason)
    NOT_JSON = "record_not_json"
    NOT_A_RECORD = "record_not_a_record"
    VERSION_UNSUPPORTED = "record_version_unsupported"
    NO_SETUP = "record_no_setup"
    UNKNOWN_FIELD = "record_unknown_field"  # fields
    UNKNOWN_GAME = "record_unknown_game"
    BAD_SETUP = "record_bad_setup"  # params: the SetupError's "setup_reason" and its params
    NO_ACTIONS = "record_no_actions"
    ACTION_MALFORMED = "record_action_malformed"
    ACTION_ILLEGAL = "record_action_illegal"
    ACTION_FAILED = "record_action_failed"


@dataclass(frozen=True, slots=True, eq=False, repr=False)  # ==, hash, repr: Value (core/values.py)
class Violation(Value):
    """One reason an action is illegal, with the facts the message needs.

    ``reason`` is a member of a ``str`` Enum: ``CoreReason`` or the game's own reason enum.
    """

    reason: Enum
    params: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"reason": self.reason.value, "params": dict(self.params)}

    def __str__(self) -> str:
        args = ", ".join(f"{k}={v}" for k, v in self.params.items())
        return f"{self.reason.value}({args})"


class IllegalActionError(ValueError):
    """Raised by ``Game.apply`` for an illegal action; the state is unchanged."""

    def __init__(self, violations: tuple[Violation, ...], action: object = None) -> None:
        self.violations = violations
        self.action = action
        super().__init__("illegal action: " + "; ".join(str(v) for v in violations))


class RecordError(ValueError):
    """A game record that cannot be read or replayed.

    ``reason`` is a :class:`CoreReason` code and ``params`` its facts (the UI words them);
    ``entry`` is the index of the first bad action, if an action is to blame; ``str(exc)``
    is an English fallback for logs and the command line.
    """

    def __init__(self, message: str, entry: int | None = None, reason: CoreReason = CoreReason.NOT_A_RECORD,
                 params: dict[str, Any] | None = None) -> None:
        self.entry = entry
        self.reason = reason
        self.params = dict(params or {})
        super().__init__(message)
