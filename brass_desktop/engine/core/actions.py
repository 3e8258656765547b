"""The dict form of actions (records, the log): one codec for every game.

An action is a frozen dataclass with a class attribute ``kind``; its fields are text, whole
numbers or tuples of text.  Fields with a default may be left out of the dict form.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import MISSING, fields
from functools import cache
from typing import TYPE_CHECKING, Any, Generic

from .caches import kept
from .seams import A, A_co

if TYPE_CHECKING:
    from _typeshed import DataclassInstance


def action_to_dict(action: object) -> dict[str, Any]:
    """``{"kind": ..., field: value, ...}`` with tuples as lists (JSON-able)."""
    data: dict[str, Any] = {"kind": getattr(action, "kind")}  # noqa: B009 (any game's action class)
    instance: DataclassInstance = action  # type: ignore[assignment]  # an action is a dataclass
    for f in fields(instance):
        value = getattr(action, f.name)
        data[f.name] = list(value) if isinstance(value, tuple) else value
    return data


class Interner(Generic[A]):
    """One shared object per field values of a frozen action class.

    Listing the legal actions builds the same actions decision after decision, and a dict
    look-up is several times cheaper than a frozen dataclass's ``__init__``; the actions are
    immutable and compare by value, so sharing them changes nothing.  Hot loops read
    ``table.get(values) or make(values)``.  The table starts again once it holds ``limit``
    actions, which bounds its memory.
    """

    LIMIT = 20_000  # the default bound

    def __init__(self, cls: Callable[..., A], limit: int = LIMIT) -> None:
        self.cls = cls
        self.limit = limit
        self.table: dict[tuple[object, ...], A] = {}

    def make(self, values: tuple[object, ...]) -> A:
        """The shared action with these field values (positional, in field order)."""
        action = self.table.get(values)
        if action is None:
            if len(self.table) >= self.limit:
                self.table.clear()
            action = self.table[values] = self.cls(*values)
        return action

    def clear(self) -> None:
        """Forget every shared action (``core/caches.py``: the next ones are made afresh)."""
        self.table.clear()

    def __len__(self) -> int:
        return len(self.table)


@cache
def _schema(cls: type) -> tuple[tuple[str, str, bool], ...]:
    """(name, type text, optional) of each field of an action class."""
    return tuple((f.name, str(f.type), f.default is not MISSING or f.default_factory is not MISSING)
                 for f in fields(cls))


kept("core.actions.schema", _schema, bound=None, keys="action class (the record codec's fields)")


@cache
def _shape(cls: type) -> tuple[tuple[str, type, bool], ...]:
    """(name, the Python type its value must have, whether that is a tuple of text) of each field
    of an action class, read from the same field types as the codec (``_schema``)."""
    out: list[tuple[str, type, bool]] = []
    for name, expected, _ in _schema(cls):
        if expected.startswith("tuple"):
            out.append((name, tuple, True))
        else:
            out.append((name, {"int": int, "bool": bool}.get(expected, str), False))
    return tuple(out)


kept("core.actions.shape", _shape, bound=None, keys="action class (the shape Game.explain checks)")


def action_shape_problem(action: object, action_types: Mapping[str, type]) -> str | None:
    """The field of ``action`` whose value the codec could not have read (``"kind"`` when its class
    is none of ``action_types``), or None for a well-formed action.

    What ``action_from_dict`` accepts: text, whole numbers (not ``True``/``False``), booleans and
    tuples of text, as each field's type says.  ``Game.explain`` asks it before the rule module,
    so only a malformed action is refused as one, and a rule's own exception is a bug, not a
    refusal."""
    cls: type = type(action)
    if action_types.get(getattr(cls, "kind", "")) is not cls:
        return "kind"
    for name, expected, texts in _shape(cls):
        value: Any = getattr(action, name)
        items: Any = value  # (not narrowed by the test below)
        # the exact type first, the usual case (a checked apply pays this): then subclasses, never a bool for a number
        if type(value) is not expected and (not isinstance(value, expected) or
                                            (isinstance(value, bool) and expected is not bool)):
            return name
        if texts and items and not _TEXT.issuperset(map(type, items)) and not all(isinstance(v, str) for v in items):
            return name
    return None


_TEXT = frozenset((str,))


def action_from_dict(data: object, action_types: Mapping[str, type[A]]) -> A:
    """Build an action from its dict form; raises ValueError with a plain reason."""
    if not isinstance(data, dict) or "kind" not in data:
        raise ValueError("an action must be an object with a 'kind'")
    kind = data["kind"]
    cls: type[A] | None = action_types.get(kind)
    if cls is None:
        raise ValueError(f"unknown action kind {kind!r}")
    schema = _schema(cls)  # type: ignore[arg-type]  # a class is hashable
    extra = set(data) - {name for name, _, _ in schema} - {"kind"}
    if extra:
        raise ValueError(f"unexpected field(s) for {kind}: {', '.join(sorted(extra))}")
    values: dict[str, Any] = {}
    for name, expected, optional in schema:
        if name not in data:
            if optional:
                continue
            raise ValueError(f"{kind} needs the field {name!r}")
        value = data[name]
        if expected.startswith("tuple"):
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                raise ValueError(f"{kind}.{name} must be a list of strings")
            value = tuple(value)
        elif expected == "int":
            if not isinstance(value, int) or isinstance(value, bool):
                raise ValueError(f"{kind}.{name} must be a whole number")
        elif expected == "bool":
            if not isinstance(value, bool):
                raise ValueError(f"{kind}.{name} must be true or false")
        elif not isinstance(value, str):
            raise ValueError(f"{kind}.{name} must be a string")
        values[name] = value
    return cls(**values)


class Move(Generic[A_co]):
    """One move named once: an action whose first field, the card (or cards) played, is chosen
    from ``cards``, the interchangeable cards that can pay for it (``Game.legal_moves``).

    ``rest`` holds the action's other field values and ``make`` builds an action from all its
    values (an ``Interner.make`` or the class itself); ``action(card)`` is the action that plays
    ``card``.  A move without a card choice (a game's actions that take no card, or a rule
    module without ``moves``) has ``cards == ()`` and ``rest`` is its one action.
    """

    __slots__ = ("kind", "cards", "rest", "make")

    def __init__(self, kind: str, cards: tuple[object, ...], rest: object,
                 make: Callable[..., A_co] | None) -> None:
        self.kind = kind
        self.cards = cards
        self.rest = rest
        self.make = make

    @classmethod
    def single(cls, action: A) -> Move[A]:
        """The move that is exactly ``action`` (no card to choose)."""
        return cls(action.kind, (), action, None)  # type: ignore[attr-defined,return-value]  # an action has a kind

    def action(self, card: object = None) -> A_co:
        """The action of this move playing ``card`` (one of ``cards``; nothing for a single move).

        Pure: nothing is remembered.  ``Game.apply_move(move, card)`` applies it without a second
        check when the move is one of that position's own listing (``Game.is_listed``)."""
        if self.make is None:
            return self.rest  # type: ignore[return-value]  # a single move's ``rest`` is its action
        return self.make((card, *self.rest))  # type: ignore[misc]  # ``rest``: the other field values

    def actions(self) -> list[A_co]:
        """Every action of this move, one per card in ``cards`` (in that order)."""
        if self.make is None:
            return [self.rest]  # type: ignore[list-item]  # a single move's ``rest`` is its action
        make, rest = self.make, self.rest
        return [make((card, *rest)) for card in self.cards]  # type: ignore[misc]

    def __repr__(self) -> str:
        return f"Move({self.kind!r}, cards={self.cards!r}, rest={self.rest!r})"


def expand(moves: Iterable[Move[A]]) -> Iterator[A]:
    """The actions of ``moves``, move by move (a rule module's ``legal`` from its ``moves``)."""
    for move in moves:
        yield from move.actions()
