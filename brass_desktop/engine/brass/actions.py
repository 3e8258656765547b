"""Actions: frozen records of exactly the decisions a player makes.

Resource sources (``coal``/``iron``/``beer``) are slot ids, ``"market"`` (coal, iron) or
``"merchant"`` (the beer barrel beside the merchant being sold to); an empty tuple means
"no choice to make" and the engine takes the only legal source.  When the rules give a
choice (equally near coal mines, which iron works), the legal-action list spells it out.
Every action has a one-line text form (``notation``) used in records and the log.
The classes take their ``==``, hash and repr from ``core.values.Value`` (three compiled methods
fewer per class at import, issue 13): equal and hashed by their field values as the generated
methods are; neither play nor the listing compares or hashes actions (the listing interns them
by their field values, ``core.actions.Interner``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

from ..core import actions as core_actions
from ..core.values import Value


@dataclass(frozen=True, slots=True, eq=False, repr=False)  # ==, hash, repr: Value (core/values.py)
class BuildIndustry(Value):
    """R3: build ``industry`` in ``slot``; two cards = the double-action build (R3.3)."""

    cards: tuple[str, ...]
    slot: str
    industry: str
    coal: tuple[str, ...] = ()
    iron: tuple[str, ...] = ()
    kind = "build"


@dataclass(frozen=True, slots=True, eq=False, repr=False)  # ==, hash, repr: Value (core/values.py)
class BuildLink(Value):
    """R4: one canal, or one or two rails (placed in order); Birmingham's second rail needs beer."""

    card: str
    lines: tuple[str, ...]
    coal: tuple[str, ...] = ()
    beer: tuple[str, ...] = ()
    kind = "link"


@dataclass(frozen=True, slots=True, eq=False, repr=False)  # ==, hash, repr: Value (core/values.py)
class Develop(Value):
    """R7: remove the top tile of one or two stacks (same industry twice allowed)."""

    card: str
    industries: tuple[str, ...]
    iron: tuple[str, ...] = ()
    kind = "develop"


@dataclass(frozen=True, slots=True, eq=False, repr=False)  # ==, hash, repr: Value (core/values.py)
class Sell(Value):
    """Sell the tile in slot ``mill``.

    Lancashire R8: a cotton mill to a port slot or ``"distant"``.  Birmingham 3.4: a cotton
    mill, manufacturer or pottery to a merchant (``"oxford/m0"``), consuming ``beer``;
    ``develop`` names the industry of Gloucester's free develop bonus.
    """

    card: str
    mill: str
    to: str
    beer: tuple[str, ...] = ()
    develop: str = ""
    kind = "sell"


@dataclass(frozen=True, slots=True, eq=False, repr=False)  # ==, hash, repr: Value (core/values.py)
class SellMore(Value):
    """R8.2 / Birmingham 3.4.5: sell another tile within the same Sell action."""

    mill: str
    to: str
    beer: tuple[str, ...] = ()
    develop: str = ""
    kind = "sell_more"


@dataclass(frozen=True, slots=True, eq=False, repr=False)  # ==, hash, repr: Value (core/values.py)
class EndSell(Value):
    """R8.2: stop selling; the Sell action ends."""

    kind = "end_sell"


@dataclass(frozen=True, slots=True, eq=False, repr=False)  # ==, hash, repr: Value (core/values.py)
class TakeLoan(Value):
    """R9.1: take £10, £20 or £30."""

    card: str
    amount: int
    kind = "loan"


@dataclass(frozen=True, slots=True, eq=False, repr=False)  # ==, hash, repr: Value (core/values.py)
class Pass(Value):
    """R2.2: do nothing, still discarding a card."""

    card: str
    kind = "pass"


@dataclass(frozen=True, slots=True, eq=False, repr=False)  # ==, hash, repr: Value (core/values.py)
class Scout(Value):
    """Birmingham 3.6: discard three cards, take one wild location and one wild industry card."""

    cards: tuple[str, ...]
    kind = "scout"


@dataclass(frozen=True, slots=True, eq=False, repr=False)  # ==, hash, repr: Value (core/values.py)
class SellTile(Value):
    """R9.4: in a shortfall, sell one of your industry tiles for half its cost."""

    slot: str
    kind = "sell_tile"


Action = Union[BuildIndustry, BuildLink, Develop, Sell, SellMore, EndSell, TakeLoan, Pass, Scout, SellTile]  # noqa: UP007 (a runtime alias on 3.10)
ACTION_TYPES: dict[str, type] = {cls.kind: cls for cls in
                                 (BuildIndustry, BuildLink, Develop, Sell, SellMore, EndSell, TakeLoan, Pass,
                                  Scout, SellTile)}
WILD_CARDS = ("wild_location", "wild_industry")


def action_cards(action: Action) -> tuple[str, ...]:
    """The cards an action discards."""
    if isinstance(action, (BuildIndustry, Scout)):
        return action.cards
    card = getattr(action, "card", None)
    return (card,) if card is not None else ()


def action_to_dict(action: Action) -> dict[str, Any]:
    """The dict form of a Brass action (records)."""
    return core_actions.action_to_dict(action)


def action_from_dict(data: Any) -> Action:
    """Build a Brass action from its dict form; raises ValueError with a plain reason."""
    return core_actions.action_from_dict(data, ACTION_TYPES)  # type: ignore[no-any-return]


def notation(action: Action) -> str:
    """Short human-readable text form, e.g. ``build cotton bolton/0 [bolton] coal=wigan/1``."""
    parts = [action.kind]
    if isinstance(action, BuildIndustry):
        parts += [action.industry, action.slot, "[" + ",".join(action.cards) + "]"]
    elif isinstance(action, BuildLink):
        parts += ["+".join(action.lines), "[" + action.card + "]"]
    elif isinstance(action, Develop):
        parts += ["+".join(action.industries), "[" + action.card + "]"]
    elif isinstance(action, Sell):
        parts += [action.mill, "->", action.to, "[" + action.card + "]"]
    elif isinstance(action, SellMore):
        parts += [action.mill, "->", action.to]
    elif isinstance(action, Scout):
        parts += ["[" + ",".join(action.cards) + "]"]
    elif isinstance(action, TakeLoan):
        parts += [str(action.amount), "[" + action.card + "]"]
    elif isinstance(action, Pass):
        parts += ["[" + action.card + "]"]
    elif isinstance(action, SellTile):
        parts += [action.slot]
    for name in ("coal", "iron", "beer"):
        sources = getattr(action, name, ())
        if sources:
            parts.append(f"{name}=" + ",".join(sources))
    if getattr(action, "develop", ""):
        parts.append("develop=" + action.develop)  # type: ignore[union-attr]
    return " ".join(parts)
