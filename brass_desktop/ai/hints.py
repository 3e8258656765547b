"""Hint records: a suggested move and why, as reason codes with plain parameters.

The engine and the computer players hold no user-facing text; the UI words each
``HintReason`` (code + params) in the player's language, joined into one line.

What a move is (``move``: its index in the plan; the UI words the move by it, else by the
action's title): ``build`` (industry, location), ``link`` (lines: the ends of each), ``develop``
(industries), ``sell`` (location), ``loan`` (amount); Industria: ``auction`` (tile), ``bid``
(amount, tile), ``pass_bid`` (tile), ``sell_lot`` (amount, player), ``keep`` (tile),
``build_tile`` (tile), ``exchange`` (tile).  What it does: ``income`` (levels gained, may be
negative), ``flips`` (count of the player's tiles flipped), ``vp`` (VP scored now), ``reach``
(locations newly in the player's network), ``on_flip`` / ``on_flips`` (tile_vp, spaces: what the
one tile / the tiles built and not yet flipped score and add to the income track when they
flip), ``coins`` (amount gained or paid now), ``worth`` (coins: what the tile is worth to the
player), ``connections`` (count of roads and lines it completes between the player's tiles),
``symbols`` (count of bonus-symbol matches it adds); and last ``value`` (vp: the best hint's
estimated gain in final VP, when positive) or ``behind`` (vp: how far below the best hint the
search ranked it).
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
