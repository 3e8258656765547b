"""What one Brass player may know: ``view_for``, ``determinize`` and ``unseen``.

Placeholder: the real functions are written on another branch and replace this file at merge.
"""
from __future__ import annotations

import random
from typing import Any, Iterable


def view_for(state: Any, player: int) -> Any:
    """The state as ``player`` may know it (hidden cards and tiles replaced by UNKNOWN)."""
    raise NotImplementedError("wired at merge")


def determinize(state: Any, player: int, rng: random.Random) -> Any:
    """A full state consistent with ``view_for(state, player)``."""
    raise NotImplementedError("wired at merge")


def unseen(state: Any, player: int) -> Iterable[Any]:
    """The multiset of items hidden from ``player``."""
    raise NotImplementedError("wired at merge")
