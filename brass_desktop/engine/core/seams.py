"""The typed seams between the core and a game: type variables and ids.

``GameDefinition[S, A, C, D, F]`` (core/definition.py) is generic over a game's state ``S``, its
action ``A`` (usually a union of frozen dataclasses), the rule context ``C``, the static data ``D``
and the effects ``F`` its rules apply through; ``Game[S, A]`` (core/game.py) over state and action,
so ``game.state``, ``legal_actions()``, ``apply()`` and ``preview()`` are typed for a caller that
names the game's types (``Game[GameState, Action]``).  All of this is for the type checker only:
the type variables' defaults (``Any``: a caller that does not name the types, e.g. a record of an
unknown game) exist only while type checking, and nothing here runs on a hot path.

The ``Protocol``s a game's parts fulfil (a state, an action, a rule module) are in
``core/protocols.py``, which only the type checker and the tests import (the engine's import
stays light: issue 13).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, NewType

if TYPE_CHECKING:  # PEP 696 defaults: the type checker only (typing's TypeVar has them from 3.13)
    from typing_extensions import TypeVar

    from .protocols import State
else:
    from typing import TypeVar

#: a town or other named place on a board ("manchester", Industria's "zone_3")
LocationId = NewType("LocationId", str)
#: an industry space on a board, ``"<town>/<index>"`` ("bolton/0")
SlotId = NewType("SlotId", str)
#: a card's face in a hand or deck (Brass: a town or an industry card)
CardId = NewType("CardId", str)

if TYPE_CHECKING:
    S = TypeVar("S", bound=State, default=Any)  # a game's state
    A = TypeVar("A", default=Any)  # a game's action (usually a union of action classes)
    C = TypeVar("C", default=Any)  # the rule context
    D = TypeVar("D", default=Any)  # the static data (board, tiles, cards)
    F = TypeVar("F", default=Any)  # the effects rules apply through
    A_co = TypeVar("A_co", covariant=True, default=Any)  # the action a Move makes
else:
    S = TypeVar("S", bound="State")
    A = TypeVar("A")
    C = TypeVar("C")
    D = TypeVar("D")
    F = TypeVar("F")
    A_co = TypeVar("A_co", covariant=True)

__all__ = ["A", "A_co", "C", "CardId", "D", "F", "LocationId", "S", "SlotId"]
