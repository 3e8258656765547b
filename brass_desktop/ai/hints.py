"""Hint records: a suggested move and why, as reason codes with plain parameters.

The engine and the computer players hold no user-facing text; the UI words each
``HintReason`` (code + params) in the player's language, joined into one line.

Reason codes shared by every game: ``move`` (its index in the plan; the UI words the move by it,
else by the action's title), ``income`` (levels gained, may be negative), ``vp`` (VP scored now),
``reach`` (locations newly in the player's network), and last ``value`` (vp: the best hint's
estimated gain in final VP, when positive) or ``behind`` (vp: how far below the best hint the
search ranked it).  Each game's module (``ai/<family>.py``) lists the codes of its own moves and
effects in its docstring.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class HintReason:
    code: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Hint:
    """One suggestion: the action to take now, the rest of the planned turn, and the reasons."""

    action: Any  # an action of the game's own action types
    plan: tuple[Any, ...]
    value: float  # estimated final VP of the player after the plan
    reasons: tuple[HintReason, ...]

    def to_dict(self, action_to_dict: Callable[[Any], dict[str, Any]]) -> dict[str, Any]:
        """Plain, picklable/JSON-able form (for a worker process); ``action_to_dict``: the game's
        action codec (``GameDefinition.action_to_dict``)."""
        return {"action": action_to_dict(self.action), "plan": [action_to_dict(a) for a in self.plan],
                "value": self.value, "reasons": [{"code": r.code, "params": r.params} for r in self.reasons]}
