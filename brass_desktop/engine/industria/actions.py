"""Industria's actions: frozen records of exactly the decisions a player makes.

Resource sources of :class:`Build` name one source per required resource, in the tile's order:
``"own"`` (own built factory, free), ``"raw"`` (spend an own raw-material tile of that resource),
``"owner"`` (another player's built factory, 1 coin to its owner) or ``"bank"`` (1 coin).
The record form is the core's generic codec (core/actions.py) over :data:`ACTION_TYPES`.
"""
from __future__ import annotations

from dataclasses import dataclass

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

