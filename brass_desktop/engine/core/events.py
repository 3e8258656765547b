"""Events: what an applied action did, each kind a declared type.

``Game.apply`` returns a list of events: plain dicts with a ``"type"`` naming the kind and the
kind's parameters.  Each kind is declared once as a ``TypedDict`` (``type: Literal["sold"]`` and
its exact parameters; optional ones in a ``total=False`` subclass), a game family's events are
the union of its types (``BrassEvent``, ``IndustriaEvent``), and a family's ``Effects.emit``
takes only that union, so mypy checks the keys at every emit site.  A definition lists its kinds
once in ``GameDefinition.event_types`` (:func:`declare_events`), and the conformance suite checks
every event of seeded self-play against the type declared for its kind.

The core adds one kind itself: :class:`ActionEvent`, the first event of every applied action.
"""
from __future__ import annotations

import typing
from collections.abc import Mapping
from typing import Any, Literal, TypedDict

#: An event as the core and the UI pass it on: read by key, never changed.
Event = Mapping[str, Any]


class ActionEvent(TypedDict):
    """The first event of every applied action: who took which action (an engine action object)."""

    type: Literal["action"]
    player: int
    action: Any


def event_kinds(event_type: Any) -> tuple[str, ...]:
    """The kinds a declared event type stands for: the values of its ``type`` Literal."""
    literal = typing.get_type_hints(event_type).get("type")
    if typing.get_origin(literal) is not Literal:
        raise TypeError(f"event type {event_type.__name__} has no type: Literal[...] key")
    return tuple(str(kind) for kind in typing.get_args(literal))


def declare_events(*types: Any) -> Mapping[str, type]:
    """A game's ``event_types``: kind -> its TypedDict, from TypedDict classes or unions of them,
    the core's :class:`ActionEvent` included.  A kind declared twice is a TypeError."""
    declared: dict[str, type] = {}
    for item in (ActionEvent, *types):
        for event_type in typing.get_args(item) or (item,):  # a union: each of its members
            for kind in event_kinds(event_type):
                if declared.get(kind, event_type) is not event_type:
                    raise TypeError(f"event kind {kind!r} declared twice")
                declared[kind] = event_type
    return declared
