"""Equality, hash and repr by fields, written once for the engine's dataclasses.

``@dataclass`` compiles every method it generates (one ``exec`` each) while the engine is
imported, and those compilations were about a third of the import (issue 13: at most 70 ms).
So the engine's dataclasses are declared ``eq=False, repr=False`` over :class:`Value` (frozen
ones) or :class:`MutableValue`, which behave as the generated methods do: equal when of the
same class with equal field values (else ``NotImplemented``), hashed by the tuple of field
values (a ``MutableValue`` is unhashable, as a non-frozen dataclass with ``eq``), shown as
``Name(field=value, ...)``.  They stay dataclasses: ``fields``, ``replace`` and the record
codec work as before.  The generated ``__eq__`` and ``__hash__`` are about twice as quick as
these, but play and the listing neither compare nor hash actions or tiles (states are compared
in tests), so the Brass and core dataclasses take them from here.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from operator import attrgetter
from typing import Any

from .caches import kept

#: class -> a function giving the tuple of an instance's field values, in field order
_KEYS: dict[type, Callable[[Any], tuple[Any, ...]]] = kept("core.values.keys", {}, bound=None, keys="value class")


def _key(cls: type) -> Callable[[Any], tuple[Any, ...]]:
    key = _KEYS.get(cls)
    if key is None:
        names = tuple(f.name for f in fields(cls))
        if len(names) > 1:
            key = attrgetter(*names)  # a tuple of the values, read in C
        elif names:
            one = attrgetter(names[0])
            key = lambda value: (one(value),)  # noqa: E731
        else:
            key = lambda value: ()  # noqa: E731
        _KEYS[cls] = key
    return key


class Value:
    """Base of a frozen dataclass declared ``eq=False, repr=False``: field-wise ``==``, ``hash``, ``repr``."""

    __slots__ = ()

    # (``_KEYS.get(cls) or _key(cls)``: no call but the getter's once the class is known; search
    # hashes and compares actions often)
    def __eq__(self, other: object) -> bool:
        cls = self.__class__
        if other.__class__ is not cls:
            return NotImplemented
        key = _KEYS.get(cls) or _key(cls)
        return key(self) == key(other)

    def __hash__(self) -> int:
        cls = self.__class__
        return hash((_KEYS.get(cls) or _key(cls))(self))

    def __repr__(self) -> str:
        cls: Any = self.__class__
        return f"{cls.__qualname__}(" + ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in fields(cls)) + ")"


class MutableValue(Value):
    """Base of a non-frozen dataclass declared ``eq=False, repr=False``: as :class:`Value`, unhashable."""

    __slots__ = ()
    __hash__ = None  # type: ignore[assignment]  # mutable: like a dataclass with eq and without frozen
