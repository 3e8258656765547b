"""Game state as plain data: only str, int, bool, tuple, list and dict inside dataclasses.

``GameState.to_dict()`` is JSON-able (tuples become lists); ``clone()`` is the fast copy used for
undo snapshots and search.  Mutation happens only in ``engine/rules`` and ``engine/flow``.

What changes rarely is immutable and shared between a state and its clones instead of copied
(copy-on-write by replacement): a ``Tile`` is frozen (a change puts a new tile in ``tiles``) and
a player's ``stacks`` hold tuples (building or developing puts the shorter tuple back, see
``PlayerState.take_level``).  So a clone copies the containers, never the tiles or the levels.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.values import MutableValue, Value

# Phases of play: whose decision it is and what kind.
ACTION = "action"  # the current player takes an action
SELL_MORE = "sell_more"  # the current player may sell another mill in the same Sell action (R8.2)
SHORTFALL = "shortfall"  # ``pending['player']`` must sell tiles to pay negative income (R9.4)
OVER = "over"


_new = object.__new__


@dataclass(frozen=True, slots=True, eq=False, repr=False)  # ==, hash, repr: Value (core/values.py)
class Tile(Value):
    """A built industry tile.  Frozen, so states and their clones share it: a change is a new tile."""

    owner: int
    industry: str
    level: int
    cubes: int = 0
    flipped: bool = False

    def with_cubes(self, cubes: int) -> Tile:
        """This tile holding ``cubes`` coal, iron or beer."""
        return Tile(self.owner, self.industry, self.level, cubes, self.flipped)

    def turned(self) -> Tile:
        """This tile flipped over (R5.3, R6.3, R8.3; Birmingham 4.3.3)."""
        return Tile(self.owner, self.industry, self.level, self.cubes, True)


@dataclass(slots=True, eq=False, repr=False)  # ==, repr: MutableValue (core/values.py)
class PlayerState(MutableValue):
    name: str
    money: int
    income_pos: int
    vp: int = 0
    spent: int = 0  # money spent this round (R2.3), decides the next turn order
    hand: list[str] = field(default_factory=list)
    # industry -> levels left, lowest first; tuples, shared by clones (never changed in place)
    stacks: dict[str, tuple[int, ...]] = field(default_factory=dict)
    links_left: int = 14

    def clone(self) -> PlayerState:
        # Field by field past __init__ (undo snapshots and search clone every state): about 3x cheaper.
        # (three names at most per line: more would build and unpack a tuple, a third of the cost)
        c = _new(PlayerState)
        c.name, c.money, c.income_pos = self.name, self.money, self.income_pos
        c.vp, c.spent, c.links_left = self.vp, self.spent, self.links_left
        c.hand, c.stacks = self.hand[:], self.stacks.copy()
        return c

    def take_level(self, industry: str) -> int:
        """Take the lowest tile off one of the player's stacks (build, develop); returns its level."""
        stack = self.stacks[industry]
        self.stacks[industry] = tuple(stack[1:])
        return stack[0]


@dataclass(slots=True, eq=False, repr=False)  # ==, repr: MutableValue (core/values.py)
class GameState(MutableValue):
    game: str
    options: dict[str, Any]
    players: list[PlayerState]
    era: str
    round: int
    rounds_in_era: int
    turn_order: list[int]
    turn_index: int
    actions_left: int
    phase: str
    tiles: dict[str, Tile] = field(default_factory=dict)  # slot id -> tile
    links: dict[str, int] = field(default_factory=dict)  # line id -> owner (current era only)
    coal_market: int = 8  # cubes in the coal market
    iron_market: int = 8
    coal_spaces: int = 8  # spaces of each market (R1.5; Birmingham 14 and 10)
    iron_spaces: int = 8
    distant_pos: int = 0
    distant_closed: bool = False
    distant_tiles: list[int] = field(default_factory=list)  # face-down stack, top first
    deck: list[str] = field(default_factory=list)  # draw pile, top first
    discard: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)  # removed face down this era (R1.7)
    rail_deck: list[str] = field(default_factory=list)  # pre-shuffled rail-era deck (chance outcome)
    rail_removed: int = 0
    rail_distant_tiles: list[int] = field(default_factory=list)
    # Birmingham: merchant tiles in play, one per used merchant slot: {"id", "location", "tile", "beer"}
    # (flat dicts of scalars: a clone copies each dict, not deeper)
    merchants: list[dict[str, Any]] = field(default_factory=list)
    pending: dict[str, Any] = field(default_factory=dict)  # data of SELL_MORE / SHORTFALL
    flow: list[str] = field(default_factory=list)  # queued flow steps still to run (engine/flow.py)
    result: dict[str, Any] | None = None
    # bookkeeping for invariant checks: money the bank paid out minus money paid in
    bank_net: int = 0
    cubes_created: dict[str, int] = field(default_factory=lambda: {"coal": 0, "iron": 0})

    # -- queries ---------------------------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        """Index of the player who must decide now, or None when the game is over."""
        if self.phase == OVER:
            return None
        if self.phase == SHORTFALL:
            return int(self.pending["player"])
        return self.turn_order[self.turn_index]

    def market_spaces(self, resource: str) -> int:
        return self.coal_spaces if resource == "coal" else self.iron_spaces

    def market_cubes(self, resource: str) -> int:
        return self.coal_market if resource == "coal" else self.iron_market

    def set_market_cubes(self, resource: str, cubes: int) -> None:
        if resource == "coal":
            self.coal_market = cubes
        else:
            self.iron_market = cubes

    # -- copying ---------------------------------------------------------------------------------
    def clone(self) -> GameState:
        """An independent copy (undo snapshots, look-ahead): containers copied, tiles and stack
        tuples shared (immutable), field by field past ``__init__`` for speed."""
        c = _new(GameState)
        c.game, c.options, c.players = self.game, self.options.copy(), list(map(_clone_player, self.players))
        c.era, c.round, c.rounds_in_era = self.era, self.round, self.rounds_in_era
        c.turn_order, c.turn_index, c.actions_left = self.turn_order[:], self.turn_index, self.actions_left
        c.phase, c.tiles, c.links = self.phase, self.tiles.copy(), self.links.copy()
        c.coal_market, c.iron_market = self.coal_market, self.iron_market
        c.coal_spaces, c.iron_spaces = self.coal_spaces, self.iron_spaces
        c.distant_pos, c.distant_closed, c.distant_tiles = self.distant_pos, self.distant_closed, self.distant_tiles[:]
        c.deck, c.discard, c.removed = self.deck[:], self.discard[:], self.removed[:]
        c.rail_deck, c.rail_removed = self.rail_deck[:], self.rail_removed
        c.rail_distant_tiles = self.rail_distant_tiles[:]
        c.merchants = [m.copy() if type(m) is dict else m for m in self.merchants] if self.merchants else []
        c.pending = _copy_plain(self.pending) if self.pending else {}
        c.flow = self.flow[:]
        c.result = None if self.result is None else _copy_plain(self.result)
        c.bank_net, c.cubes_created = self.bank_net, self.cubes_created.copy()
        return c

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able deep copy of the state."""
        data: dict[str, Any] = {}
        for name in self.__slots__:
            value = getattr(self, name)
            if name == "players":
                value = [{s: _copy_plain(getattr(p, s)) for s in p.__slots__} for p in value]
                for p in value:
                    p["stacks"] = {k: list(v) for k, v in p["stacks"].items()}
            elif name == "tiles":
                value = {k: {s: getattr(t, s) for s in t.__slots__} for k, t in value.items()}
            else:
                value = _copy_plain(value)
            data[name] = value
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameState:
        values = dict(data)
        values["players"] = [PlayerState(**{**p, "stacks": {k: tuple(v) for k, v in p["stacks"].items()}})
                             for p in data["players"]]
        values["tiles"] = {k: Tile(**t) for k, t in data["tiles"].items()}
        return cls(**values)


_clone_player = PlayerState.clone  # mapped in C over the players (GameState.clone)
_SCALARS = frozenset((str, int, bool, float, type(None)))


def _copy_plain(value: Any) -> Any:
    """A deep copy of plain data; scalar leaves are kept without a call (clone speed)."""
    if isinstance(value, dict):
        return {k: v if type(v) in _SCALARS else _copy_plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [v if type(v) in _SCALARS else _copy_plain(v) for v in value]
    return value
