"""Industria's named rule options: the points rules.md leaves open, with the house-set defaults
(house-set design.md 8).  Documented in docs/rule-options.md (Industria section)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..core.options import RuleOptionsBase

#: option -> the values it may take (every option is on/off)
INDUSTRIA_CHOICES: dict[str, tuple[Any, ...]] = {
    "bonus_tiles_free": (True, False),
    "open_hands": (True, False),
    "bonus_counts_technologies": (True, False),
}


@dataclass(frozen=True, slots=True)
class IndustriaOptions(RuleOptionsBase):
    """Rule switches for one game of Industria; the defaults are the house-set decisions."""

    choices: ClassVar[dict[str, tuple[Any, ...]]] = INDUSTRIA_CHOICES

    # rules.md 6.2 CONFLICT / design.md 8.9: bonus tiles cost their printed coins (seed) or are free ([PK]).
    bonus_tiles_free: bool = False
    # design.md 8.11: tiles in hand are public (won in open auctions) or hidden from the others.
    open_hands: bool = True
    # rules.md 8.3: the +2 per symbol counts technologies showing it too (seed) or factories only (reviews).
    bonus_counts_technologies: bool = True
