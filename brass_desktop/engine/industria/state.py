"""Industria's game state: plain data (``clone``/``to_dict``/``from_dict``), no rules.

The tile collections (hands, built tiles, stacks, the revealed and removed tiles, the epochs) are
tuples, replaced rather than changed: a clone (one per action, for undo) then shares them instead
of copying them, which is most of what made a clone cost (benchmarks/engine_selfplay.py)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

AUCTION = "auction"
BUILD = "build"
OVER = "over"
SETUP = "setup"  # only before the first flow step has run

_new = object.__new__


@dataclass(slots=True)
class PlayerState:
    """One seat: coins (open), VP on the track, the hand and the built tiles (in building order)."""

    name: str
    coins: int
    vp: int = 0
    hand: tuple[str, ...] = ()
    built: tuple[str, ...] = ()
    vp_by_source: dict[str, int] = field(default_factory=dict)  # "tiles", "bonus", "connections", "money"

    def clone(self) -> PlayerState:
        # Field by field past __init__, one assignment each (tuple-unpacking assignments cost half as
        # much again): undo snapshots clone every state.  The tuples are shared, never changed in place.
        c = _new(PlayerState)
        c.name = self.name
        c.coins = self.coins
        c.vp = self.vp
        c.hand = self.hand
        c.built = self.built
        c.vp_by_source = self.vp_by_source.copy()
        return c


@dataclass(slots=True)
class IndustriaState:
    """Where the game stands.  Stacks are face down (top first); ``removed`` holds tiles out of
    the game (spent or exchanged raw tiles, technologies discarded at an epoch change)."""

    players: list[PlayerState]
    epochs: tuple[str, ...]  # the epochs played (I..V, or I..IV with 3 players)
    stacks: dict[str, tuple[str, ...]]
    epoch: str
    round: int = 1  # round within the epoch
    start_player: int = 0
    phase: str = SETUP
    flow: list[str] = field(default_factory=list)
    revealed: tuple[str, ...] = ()
    lot: str | None = None  # the tile up for auction
    auctioneer: int = 0
    to_bid: list[int] = field(default_factory=list)  # players still to bid on the lot, next first
    high_bid: int = 0
    high_bidder: int | None = None
    builders: list[int] = field(default_factory=list)  # players still to build this round, current first
    built_kinds: list[str] = field(default_factory=list)  # kinds the current builder laid this turn
    removed: tuple[str, ...] = ()
    hands_open: bool = True  # option open_hands, kept here because view_for sees only the state

    def clone(self) -> IndustriaState:
        c = _new(IndustriaState)
        c.players = [p.clone() for p in self.players]
        c.epochs = self.epochs
        c.stacks = self.stacks.copy()
        c.epoch = self.epoch
        c.round = self.round
        c.start_player = self.start_player
        c.phase = self.phase
        c.flow = self.flow[:]
        c.revealed = self.revealed
        c.lot = self.lot
        c.auctioneer = self.auctioneer
        c.to_bid = self.to_bid[:]
        c.high_bid = self.high_bid
        c.high_bidder = self.high_bidder
        c.builders = self.builders[:]
        c.built_kinds = self.built_kinds[:]
        c.removed = self.removed
        c.hands_open = self.hands_open
        return c

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": [{"name": p.name, "coins": p.coins, "vp": p.vp, "hand": list(p.hand), "built": list(p.built),
                         "vp_by_source": dict(p.vp_by_source)} for p in self.players],
            "epochs": list(self.epochs), "stacks": {e: list(s) for e, s in self.stacks.items()},
            "epoch": self.epoch, "round": self.round, "start_player": self.start_player, "phase": self.phase,
            "flow": list(self.flow), "revealed": list(self.revealed), "lot": self.lot,
            "auctioneer": self.auctioneer, "to_bid": list(self.to_bid), "high_bid": self.high_bid,
            "high_bidder": self.high_bidder, "builders": list(self.builders),
            "built_kinds": list(self.built_kinds), "removed": list(self.removed),
            "hands_open": self.hands_open,
        }

    def current_player(self) -> int | None:
        """Whose decision it is: the auctioneer (put up, sell/keep), the next bidder or the builder."""
        if self.phase == AUCTION:
            return self.to_bid[0] if self.lot is not None and self.to_bid else self.auctioneer
        if self.phase == BUILD:
            return self.builders[0] if self.builders else None
        return None

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> IndustriaState:
        players = [PlayerState(p["name"], p["coins"], p["vp"], tuple(p["hand"]), tuple(p["built"]),
                               dict(p["vp_by_source"])) for p in data["players"]]
        return cls(players, tuple(data["epochs"]), {e: tuple(s) for e, s in data["stacks"].items()},
                   data["epoch"], data["round"], data["start_player"], data["phase"], list(data["flow"]),
                   tuple(data["revealed"]), data["lot"], data["auctioneer"], list(data["to_bid"]),
                   data["high_bid"], data["high_bidder"], list(data["builders"]), list(data["built_kinds"]),
                   tuple(data["removed"]), data["hands_open"])
