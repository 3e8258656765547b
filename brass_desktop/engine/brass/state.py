"""Game state as plain data: only str, int, bool, list and dict inside dataclasses.

``GameState.to_dict()`` is JSON-able; ``clone()`` is the fast copy used for undo snapshots.
Mutation happens only in ``engine/rules`` and ``engine/flow``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# Phases of play: whose decision it is and what kind.
ACTION = "action"  # the current player takes an action
SELL_MORE = "sell_more"  # the current player may sell another mill in the same Sell action (R8.2)
SHORTFALL = "shortfall"  # ``pending['player']`` must sell tiles to pay negative income (R9.4)
OVER = "over"


@dataclass(slots=True)
class Tile:
    owner: int
    industry: str
    level: int
    cubes: int = 0
    flipped: bool = False

    def clone(self) -> Tile:
        return Tile(self.owner, self.industry, self.level, self.cubes, self.flipped)


@dataclass(slots=True)
class PlayerState:
    name: str
    money: int
    income_pos: int
    vp: int = 0
    spent: int = 0  # money spent this round (R2.3), decides the next turn order
    hand: list[str] = field(default_factory=list)
    stacks: dict[str, list[int]] = field(default_factory=dict)  # industry -> levels left, lowest first
    links_left: int = 14

    def clone(self) -> PlayerState:
        return PlayerState(self.name, self.money, self.income_pos, self.vp, self.spent, self.hand[:],
                           {k: v[:] for k, v in self.stacks.items()}, self.links_left)


@dataclass(slots=True)
class GameState:
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
        return GameState(
            game=self.game, options=dict(self.options), players=[p.clone() for p in self.players],
            era=self.era, round=self.round, rounds_in_era=self.rounds_in_era,
            turn_order=list(self.turn_order), turn_index=self.turn_index, actions_left=self.actions_left,
            phase=self.phase, tiles={k: t.clone() for k, t in self.tiles.items()}, links=dict(self.links),
            coal_market=self.coal_market, iron_market=self.iron_market, coal_spaces=self.coal_spaces,
            iron_spaces=self.iron_spaces,
            distant_pos=self.distant_pos, distant_closed=self.distant_closed,
            distant_tiles=list(self.distant_tiles), deck=list(self.deck), discard=list(self.discard),
            removed=list(self.removed), rail_deck=list(self.rail_deck), rail_removed=self.rail_removed,
            rail_distant_tiles=list(self.rail_distant_tiles), merchants=_copy_plain(self.merchants),
            pending=_copy_plain(self.pending),
            flow=list(self.flow), result=_copy_plain(self.result), bank_net=self.bank_net,
            cubes_created=dict(self.cubes_created),
        )

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able deep copy of the state."""
        data: dict[str, Any] = {}
        for name in self.__slots__:
            value = getattr(self, name)
            if name == "players":
                value = [{s: _copy_plain(getattr(p, s)) for s in p.__slots__} for p in value]
            elif name == "tiles":
                value = {k: {s: getattr(t, s) for s in t.__slots__} for k, t in value.items()}
            else:
                value = _copy_plain(value)
            data[name] = value
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameState:
        values = dict(data)
        values["players"] = [PlayerState(**p) for p in data["players"]]
        values["tiles"] = {k: Tile(**t) for k, t in data["tiles"].items()}
        return cls(**values)


_SCALARS = frozenset((str, int, bool, float, type(None)))


def _copy_plain(value: Any) -> Any:
    """A deep copy of plain data; scalar leaves are kept without a call (clone speed)."""
    if isinstance(value, dict):
        return {k: v if type(v) in _SCALARS else _copy_plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [v if type(v) in _SCALARS else _copy_plain(v) for v in value]
    return value
