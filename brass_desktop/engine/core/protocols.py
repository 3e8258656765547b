"""What the core asks of a game's parts, as ``Protocol``s: a state, an action, a rule module.

Imported by the type checker (``if TYPE_CHECKING:``) and the tests only, never on the engine's
import (issue 13).  Each game's ``definition.py`` assigns its rule modules to ``RuleModule`` /
``BasicRuleModule`` under ``TYPE_CHECKING``, so mypy --strict checks every module against its
context and effects; ``tests/engine/test_typed_seams.py`` checks the registered modules at run
time (``isinstance``: the protocols are ``runtime_checkable``).
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar, runtime_checkable

if TYPE_CHECKING:
    from .actions import Move
    from .definition import Preview
    from .reasons import Violation

_S = TypeVar("_S", bound="State")
A_contra = TypeVar("A_contra", contravariant=True)
C_contra = TypeVar("C_contra", contravariant=True)
F_contra = TypeVar("F_contra", contravariant=True)


class State(Protocol):
    """What the core asks of a game's state: a deep copy (undo snapshots, look-ahead)."""

    def clone(self: _S) -> _S: ...


class ActionLike(Protocol):
    """What the core asks of an action: its kind (a class attribute of a frozen dataclass)."""

    @property
    def kind(self) -> str: ...


@runtime_checkable
class BasicRuleModule(Protocol[C_contra, F_contra, A_contra]):
    """A rule module judging one action kind (or a few) with context ``C``, effects ``F`` and the
    module's own action type ``A``.

    ``ACTIONS`` are the action classes it judges; ``legal`` lists the legal ones (the plain
    reference a reader matches to the rule text); ``check`` gives the violations of one action
    (none: legal); ``apply`` applies a legal one (``False``: the action goes on, e.g. another
    sale).  ``RuleModule`` adds the optional ``moves`` and ``preview``."""

    @property
    def ACTIONS(self) -> Sequence[type]: ...  # noqa: N802 (a module constant: the action classes it judges)

    def legal(self, ctx: C_contra, player: int, /) -> Iterable[object]: ...

    def check(self, ctx: C_contra, player: int, action: A_contra, /) -> Iterable[Violation]: ...

    def apply(self, ctx: C_contra, fx: F_contra, player: int, action: A_contra, /) -> bool | None: ...


@runtime_checkable
class RuleModule(BasicRuleModule[C_contra, F_contra, A_contra], Protocol[C_contra, F_contra, A_contra]):
    """``BasicRuleModule`` with ``moves`` (the grouped fast listing, whose expansion equals
    ``legal``) and ``preview`` (what a legal action would cost and bring; a module without one
    leaves it to ``GameDefinition.preview``)."""

    def moves(self, ctx: C_contra, player: int, /) -> Iterable[Move[Any]]: ...

    def preview(self, ctx: C_contra, player: int, action: A_contra, /) -> Preview | None: ...
