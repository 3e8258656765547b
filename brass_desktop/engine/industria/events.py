"""Industria's events: one ``TypedDict`` per kind (core/events.py explains the scheme).

``Effects.emit`` (context.py) takes only an :data:`IndustriaEvent`, so every emit site's keys are
checked by mypy; ``INDUSTRIA_EVENT_TYPES`` is what the definition declares.  Seats are ``int``,
tiles their data ids, epochs ``"I"``..``"V"``, money in coins.
"""
from __future__ import annotations

from typing import Literal, TypedDict

from ..core.events import declare_events


# -- coins, VP, tiles --------------------------------------------------------------------------
class Coins(TypedDict):
    """``player`` gets ``amount`` coins (negative: pays) from ``counterpart``, a seat or ``"bank"``."""

    type: Literal["coins"]
    player: int
    amount: int
    counterpart: int | str
    why: str


class VpDetail(TypedDict, total=False):
    """What a VP award was for, by its source: the tile built (6.7), the bonus symbol (8.3), the
    roads and lines connected (8.4), the coins counted (8.5)."""

    tile: str
    symbol: str
    edges: list[str]
    coins: int


class _VpRequired(TypedDict):
    type: Literal["vp"]
    player: int
    amount: int
    source: str


class Vp(_VpRequired, VpDetail):
    """VP scored from ``source`` (``"tiles"``, ``"bonus"``, ``"connections"``, ``"money"``)."""


class TileRemoved(TypedDict):
    """A tile leaves a hand: ``"spent"`` raw material (6.4), ``"expired"`` technology (7.2),
    ``"cashed"`` raw material (8.2)."""

    type: Literal["tile_removed"]
    player: int
    tile: str
    why: str


class TileBuilt(TypedDict):
    type: Literal["tile_built"]
    player: int
    tile: str


class ResourceUsed(TypedDict):
    """6.4: one resource for a build, from ``source`` (``"own"``, ``"owner"`` - then ``owner`` is
    the seat paid -, ``"bank"`` or ``"raw"``)."""

    type: Literal["resource_used"]
    player: int
    resource: str
    source: str
    owner: int | None


# -- the auction -------------------------------------------------------------------------------
class TileRevealed(TypedDict):
    """4.1: a tile of the epoch's stack turned face up (a reveal)."""

    type: Literal["tile_revealed"]
    tile: str
    epoch: str


class AuctionStarted(TypedDict):
    type: Literal["auction_started"]
    auctioneer: int


class PutUp(TypedDict):
    type: Literal["put_up"]
    player: int
    tile: str


class Bid(TypedDict):
    type: Literal["bid"]
    player: int
    amount: int


class BidPassed(TypedDict):
    type: Literal["bid_passed"]
    player: int


class Sold(TypedDict):
    """5.3a: the auctioneer ``player`` sells ``tile`` to ``buyer`` for ``price``."""

    type: Literal["sold"]
    player: int
    buyer: int
    tile: str
    price: int


class Kept(TypedDict):
    """5.3b: the auctioneer keeps the tile for free."""

    type: Literal["kept"]
    player: int
    tile: str


# -- building, rounds, epochs ------------------------------------------------------------------
class BuildStarted(TypedDict):
    type: Literal["build_started"]
    player: int


class BuildEnded(TypedDict):
    type: Literal["build_ended"]
    player: int


class StartPlayer(TypedDict):
    """7.1: the start-player disc passes to ``player``."""

    type: Literal["start_player"]
    player: int


class RoundEnded(TypedDict):
    type: Literal["round_ended"]
    epoch: str
    round: int


class EpochEnded(TypedDict):
    type: Literal["epoch_ended"]
    epoch: str


class EpochStarted(TypedDict):
    """7.2 / 6.5: the new epoch and what the bank sells in it."""

    type: Literal["epoch_started"]
    epoch: str
    bank_sells: list[str]


class GameResult(TypedDict):
    """8.6: the winners and what decided (``"vp"``, a tie-break, ``"shared"``)."""

    winners: list[int]
    decided_by: str


class GameEnded(TypedDict):
    type: Literal["game_ended"]
    outcome: GameResult


IndustriaEvent = (
    Coins | Vp | TileRemoved | TileBuilt | ResourceUsed | TileRevealed | AuctionStarted | PutUp | Bid |
    BidPassed | Sold | Kept | BuildStarted | BuildEnded | StartPlayer | RoundEnded | EpochEnded |
    EpochStarted | GameEnded
)

#: kind -> type of every event Industria emits (``GameDefinition.event_types``)
INDUSTRIA_EVENT_TYPES = declare_events(IndustriaEvent)
