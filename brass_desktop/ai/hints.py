"""Hint records: a suggested move and why, as reason codes with plain parameters.

The engine and the computer players hold no user-facing text; the UI words each
``HintReason`` (code + params) in the player's language, joined into one line.

Codes: ``build`` (industry, location), ``link`` (locations), ``develop`` (industries),
``sell`` (location), ``loan`` (amount), ``income`` (levels gained, may be negative),
``flips`` (count of the player's tiles flipped), ``vp`` (VP scored now), ``reach``
(locations newly in the player's network), ``value`` (vp: the estimated gain in final VP).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.brass.actions import Action, action_to_dict


@dataclass(frozen=True)
class HintReason:
    code: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Hint:
    """One suggestion: the action to take now, the rest of the planned turn, and the reasons."""

    action: Action
    plan: tuple[Action, ...]
    value: float  # estimated final VP of the player after the plan
    reasons: tuple[HintReason, ...]

    def to_dict(self) -> dict[str, Any]:
        """Plain, picklable/JSON-able form (for a worker process)."""
        return {"action": action_to_dict(self.action), "plan": [action_to_dict(a) for a in self.plan],
                "value": self.value, "reasons": [{"code": r.code, "params": r.params} for r in self.reasons]}
