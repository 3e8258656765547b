"""One seam for the engine's kept tables (issue 41): every table, memo and cache the engine keeps
beyond one position registers here, with its bound, so they can be listed and emptied together.

Registered: the module-level tables (answers kept across positions: link graphs, priced iron,
interned actions, the line fields per map and era ...), the core's per-game look-ups, the loaded
static data and the per-map and per-lines tables reached through them (``GameData.static_memo``,
``LinkGraph.memo``, the coal situations' memos).  Not registered: a position's own facts
(``Context.memo``), which go with its context when the state changes.

Emptying a table never changes an answer, only what is worked out again: ``clear_all()`` may be
called between any two calls into the engine (tests compare listings with every kept table
emptied; ``tests/engine/test_architecture.py`` finds every module-level table of the engine and
fails for one that is neither registered nor a reviewed constant).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")


class Kept:
    """One registered table: ``name`` (``<module>.<table>``), ``bound`` (the most entries it keeps
    before it starts again, or None when its keys are a fixed, small set: per game, per map, per
    action class), ``keys`` (what a key is, in words), the table itself, and how to empty it and
    count what it holds."""

    __slots__ = ("name", "table", "bound", "keys", "clear", "size")

    def __init__(self, name: str, table: object, bound: int | None, keys: str,
                 clear: Callable[[], object], size: Callable[[], int]) -> None:
        self.name = name
        self.table = table
        self.bound = bound
        self.keys = keys
        self.clear = clear
        self.size = size

    def __repr__(self) -> str:
        return f"Kept({self.name!r}, bound={self.bound!r}, keys={self.keys!r}, size={self.size()})"


_KEPT: dict[str, Kept] = {}  # name -> its table, in registration (import) order


def kept(name: str, table: T, *, bound: int | None, keys: str,
         clear: Callable[[], object] | None = None, size: Callable[[], int] | None = None) -> T:
    """Register ``table`` as ``name`` and return it (``_TABLE = kept("brass.x", {}, ...)``).

    A dict, list or set is emptied with its ``clear`` and counted with ``len``; a
    ``functools.cache`` function with its ``cache_clear``; anything else names ``clear`` and
    ``size``.  Registering a name again (a module imported afresh) replaces the entry."""
    container: Any = table  # a dict, list, set, Interner or cached function (see above)
    if clear is None:
        clear = container.cache_clear if hasattr(container, "cache_clear") else container.clear
    if size is None:
        if hasattr(container, "cache_info"):
            size = lambda: int(container.cache_info().currsize)  # noqa: E731
        else:
            size = lambda: len(container)  # noqa: E731
    _KEPT[name] = Kept(name, table, bound, keys, clear, size)
    return table


def kept_tables() -> tuple[Kept, ...]:
    """Every registered table, in registration order (of the engine's modules imported so far)."""
    return tuple(_KEPT.values())


def clear_all() -> None:
    """Empty every registered table (in registration order: a table that reaches others through
    its entries empties those first).  Nothing any game answers changes; what the engine kept is
    worked out again when next asked."""
    for entry in tuple(_KEPT.values()):
        entry.clear()


def sizes() -> dict[str, int]:
    """name -> entries each registered table holds now (benchmarks, memory reports)."""
    return {name: entry.size() for name, entry in _KEPT.items()}
