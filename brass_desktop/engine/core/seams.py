"""The typed seams between the core and a game: type variables, ids and the rule module's contract.

``GameDefinition[S, A, C, D, F]`` (core/definition.py) is generic over a game's state ``S``, its
action ``A`` (usually a union of frozen dataclasses), the rule context ``C``, the static data ``D``
and the effects ``F`` its rules apply through; ``Game[S, A]`` (core/game.py) over state and action,
so ``game.state``, ``legal_actions()``, ``apply()`` and ``preview()`` are typed for a caller that
names the game's types (``Game[GameState, Action]``).  All of this is for the type checker only:
the type variables' defaults (``Any``: a caller that does not name the types, e.g. a record of an
unknown game) exist only while type checking, and nothing here runs on a hot path.

A rule module (one per action kind, ``GameDefinition.modules``) is a plain module; ``RuleModule``
says what it provides, and each game's definition asserts its modules against it for mypy
(``assert_rule_module``; tests/engine/test_typed_seams.py checks them at run time too).
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, NewType, Protocol, runtime_checkable

if TYPE_CHECKING:  # PEP 696 defaults: the type checker only (typing's TypeVar has them from 3.13)
    from typing_extensions import TypeVar

    from .actions import Move
    from .definition import Preview
    from .reasons import Violation
else:
    from typing import TypeVar

#: a town or other named place on a board ("manchester", Industria's "zone_3")
LocationId = NewType("LocationId", str)
#: an industry space on a board, ``"<town>/<index>"`` ("bolton/0")
SlotId = NewType("SlotId", str)
#: a card's face in a hand or deck (Brass: a town or an industry card)
CardId = NewType("CardId", str)


class State(Protocol):
    """What the core asks of a game's state: a deep copy (undo snapshots, look-ahead)."""

    def clone(self: _S) -> _S: ...


class ActionLike(Protocol):
    """What the core asks of an action: its kind (a class attribute) and dataclass fields."""

    @property
    def kind(self) -> str: ...


_S = TypeVar("_S", bound=State)

if TYPE_CHECKING:
    S = TypeVar("S", bound=State, default=Any)  # a game's state
    A = TypeVar("A", default=Any)  # a game's action (usually a union of action classes)
    C = TypeVar("C", default=Any)  # the rule context
    D = TypeVar("D", default=Any)  # the static data (board, tiles, cards)
    F = TypeVar("F", default=Any)  # the effects rules apply through
    A_co = TypeVar("A_co", covariant=True, default=Any)  # the action a Move makes
    A_contra = TypeVar("A_contra", contravariant=True, default=Any)
    C_contra = TypeVar("C_contra", contravariant=True, default=Any)
    F_contra = TypeVar("F_contra", contravariant=True, default=Any)
else:
    S = TypeVar("S", bound=State)
    A = TypeVar("A")
    C = TypeVar("C")
    D = TypeVar("D")
    F = TypeVar("F")
    A_co = TypeVar("A_co", covariant=True)
    A_contra = TypeVar("A_contra", contravariant=True)
    C_contra = TypeVar("C_contra", contravariant=True)
    F_contra = TypeVar("F_contra", contravariant=True)


@runtime_checkable
class RuleModule(Protocol[C_contra, F_contra, A_contra]):
    """A rule module judging one action kind (or a few) with context ``C``, effects ``F`` and the
    module's own action type ``A``.

    ``ACTIONS`` are the action classes it judges; ``legal`` lists the legal ones (the plain
    reference a reader matches to the rule text); ``check`` gives the violations of one action
    (none: legal); ``apply`` applies a legal one (``False``: the action goes on, e.g. another
    sale); ``preview`` (optional in a module; ``GameDefinition.preview`` stands in) says what it
    would cost and bring; ``moves`` (optional) is the grouped fast listing whose expansion equals
    ``legal``.  A module without the optional functions matches ``BasicRuleModule``."""

    @property
    def ACTIONS(self) -> Sequence[type]: ...  # noqa: N802 (a module constant: the action classes it judges)

    def legal(self, ctx: C_contra, player: int, /) -> Iterable[object]: ...

    def check(self, ctx: C_contra, player: int, action: A_contra, /) -> Iterable[Violation]: ...

    def apply(self, ctx: C_contra, fx: F_contra, player: int, action: A_contra, /) -> bool | None: ...

    def moves(self, ctx: C_contra, player: int, /) -> Iterable[Move[object]]: ...

    def preview(self, ctx: C_contra, player: int, action: A_contra, /) -> Preview | None: ...


@runtime_checkable
class BasicRuleModule(Protocol[C_contra, F_contra, A_contra]):
    """``RuleModule`` without the optional ``moves`` and ``preview``."""

    @property
    def ACTIONS(self) -> Sequence[type]: ...  # noqa: N802 (a module constant: the action classes it judges)

    def legal(self, ctx: C_contra, player: int, /) -> Iterable[object]: ...

    def check(self, ctx: C_contra, player: int, action: A_contra, /) -> Iterable[Violation]: ...

    def apply(self, ctx: C_contra, fx: F_contra, player: int, action: A_contra, /) -> bool | None: ...


__all__ = ["A", "C", "D", "F", "S", "ActionLike", "BasicRuleModule", "CardId", "LocationId", "RuleModule",
           "SlotId", "State"]
