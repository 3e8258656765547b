"""Industria's actions: frozen records of exactly the decisions a player makes.

Resource sources of :class:`Build` name one source per required resource, in the tile's order:
``"own"`` (own built factory, free), ``"raw"`` (spend an own raw-material tile of that resource),
``"owner"`` (another player's built factory, 1 coin to its owner) or ``"bank"`` (1 coin).
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

SOURCES = ("own", "raw", "owner", "bank")


@dataclass(frozen=True, slots=True)
class PutUp:
    """rules.md 5.1: the auctioneer puts up one revealed tile."""

    tile: str
    kind = "put_up"


@dataclass(frozen=True, slots=True)
class Bid:
    """rules.md 5.2: bid whole coins, above the high bid, at most the bidder's coins."""

    amount: int
    kind = "bid"


@dataclass(frozen=True, slots=True)
class PassBid:
    """rules.md 5.2: pass instead of bidding (each other player acts once per tile)."""

    kind = "pass_bid"


@dataclass(frozen=True, slots=True)
class Sell:
    """rules.md 5.3a: the auctioneer sells to the high bidder, who pays the auctioneer."""

    kind = "sell"


@dataclass(frozen=True, slots=True)
class Keep:
    """rules.md 5.3b: the auctioneer keeps the tile for free; the role passes left."""

    kind = "keep"


@dataclass(frozen=True, slots=True)
class Build:
    """rules.md 6: lay ``tile`` from hand, each resource from the chosen source."""

    tile: str
    sources: tuple[str, ...] = ()
    kind = "build"


@dataclass(frozen=True, slots=True)
class EndBuild:
    """rules.md 6.1: end the build turn (after laying 0 to 3 tiles)."""

    kind = "end_build"


@dataclass(frozen=True, slots=True)
class Exchange:
    """rules.md 6.6: turn a raw-material tile from hand into 1 coin from the bank."""

    tile: str
    kind = "exchange"


# Actions are immutable: the legal lists share these instances instead of building new ones.
PASS_BID, SELL, KEEP, END_BUILD = PassBid(), Sell(), Keep(), EndBuild()
BIDS = tuple(Bid(amount) for amount in range(200))

IndustriaAction = PutUp | Bid | PassBid | Sell | Keep | Build | EndBuild | Exchange
ACTION_TYPES: dict[str, type] = {cls.kind: cls for cls in (PutUp, Bid, PassBid, Sell, Keep, Build, EndBuild,
                                                          Exchange)}


def action_to_dict(action: Any) -> dict[str, Any]:
    """The record form: ``{"kind": ..., <fields>}`` (tuples as lists)."""
    out: dict[str, Any] = {"kind": action.kind}
    for f in fields(action):
        value = getattr(action, f.name)
        out[f.name] = list(value) if isinstance(value, tuple) else value
    return out


def action_from_dict(data: Any) -> Any:
    """An action from its record form; ValueError names the bad field."""
    if not isinstance(data, dict) or data.get("kind") not in ACTION_TYPES:
        raise ValueError(f"unknown action {data!r}")
    cls = ACTION_TYPES[data["kind"]]
    names = {f.name for f in fields(cls)}
    extra = sorted(set(data) - names - {"kind"})
    if extra:
        raise ValueError(f"{data['kind']}: unknown field(s) {', '.join(extra)}")
    values: dict[str, Any] = {}
    for name in names:
        if name not in data and name != "sources":
            raise ValueError(f"{data['kind']}: missing field {name}")
        value = data.get(name, [])
        if name == "amount" and (not isinstance(value, int) or isinstance(value, bool)):
            raise ValueError(f"{data['kind']}: amount must be a whole number, got {value!r}")
        if name == "tile" and not isinstance(value, str):
            raise ValueError(f"{data['kind']}: tile must be a tile id, got {value!r}")
        if name == "sources":
            if not isinstance(value, list) or not all(isinstance(s, str) for s in value):
                raise ValueError(f"{data['kind']}: sources must be a list of source names, got {value!r}")
            value = tuple(value)
        values[name] = value
    return cls(**values)
