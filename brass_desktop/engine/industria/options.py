"""Industria's named rule options: the points rules.md leaves open, with the house-set defaults
(house-set design.md 8).  Documented in docs/rule-options.md (Industria section)."""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any


@dataclass(frozen=True, slots=True)
class IndustriaOptions:
    """Rule switches for one game of Industria; the defaults are the house-set decisions."""

    # rules.md 6.2 CONFLICT / design.md 8.9: bonus tiles cost their printed coins (seed) or are free ([PK]).
    bonus_tiles_free: bool = False
    # design.md 8.11: tiles in hand are public (won in open auctions) or hidden from the others.
    open_hands: bool = True
    # rules.md 8.3: the +2 per symbol counts technologies showing it too (seed) or factories only (reviews).
    bonus_counts_technologies: bool = True

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> IndustriaOptions:
        """Options from a record; ValueError names an unknown or badly typed option."""
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown rule option(s): {', '.join(unknown)}")
        options = cls(**data)
        options.validate()
        return options

    def validate(self) -> None:
        """Raise ValueError if an option has a value outside its choices (all are on/off)."""
        for f in fields(self):
            value = getattr(self, f.name)
            if not isinstance(value, bool):
                raise ValueError(f"rule option {f.name}={value!r} not one of (True, False)")  # noqa: TRY004 (the options contract)

    def non_default(self) -> dict[str, Any]:
        """Options that differ from the house defaults (for the UI banner and the log)."""
        default = IndustriaOptions()
        return {f.name: getattr(self, f.name) for f in fields(self)
                if getattr(self, f.name) != getattr(default, f.name)}
