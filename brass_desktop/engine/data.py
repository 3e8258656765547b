"""Static game data (map, tiles, tracks, cards) loaded from the project's resources.

The JSON files under ``resources/<game>/`` are transcriptions of the shared rule data;
this module turns them into frozen, indexed structures that the rules read.  Nothing
here changes during a game.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any

import networkx as nx

CANAL = "canal"
RAIL = "rail"
ERAS = (CANAL, RAIL)
MARKET = "market"  # resource source: the coal or iron market
DISTANT = "distant"  # sale target: the distant cotton market


@dataclass(frozen=True, slots=True)
class TileSpec:
    """One printed industry tile (one level of one industry)."""

    industry: str
    level: int
    cost: int
    coal: int
    iron: int
    cubes: int
    eras: tuple[str, ...]
    buildable: bool
    income: int  # income track spaces gained when the tile flips
    vp: int
    roxley_vp: int


@dataclass(frozen=True, slots=True)
class Location:
    id: str
    name: str
    name_zh_hant: str
    kind: str  # town | non_buildable | external
    rings: int  # printed link-scoring rings (R10.2)
    market_trade_icon: bool  # external location with a pre-built port (market connection)
    build_eras: tuple[str, ...]
    slots: tuple[tuple[str, ...], ...]
    port_slot_first: int | None


@dataclass(frozen=True, slots=True)
class Line:
    id: str
    a: str
    b: str
    canal: bool
    rail: bool

    def other(self, loc: str) -> str:
        return self.b if loc == self.a else self.a

    def allows(self, era: str) -> bool:
        return self.canal if era == CANAL else self.rail


@dataclass(frozen=True)
class GameData:
    """Everything printed on the board and the components of one game."""

    game: str
    locations: dict[str, Location]
    lines: dict[str, Line]
    virtual_lines: tuple[tuple[str, str], ...]
    slots: dict[str, tuple[str, int, tuple[str, ...]]]  # slot id -> (location, index, icons)
    tiles: dict[str, tuple[TileSpec, ...]]  # industry -> levels, lowest first
    stacks: dict[str, tuple[int, ...]]  # industry -> level of every tile in a fresh stack
    income_by_position: tuple[int, ...]
    start_position: int
    market_prices: tuple[int, ...]
    market_empty_price: int
    market_prices_2p_community: tuple[int, ...]
    distant_income: tuple[int, ...]
    distant_closed_position: int
    distant_tiles: dict[str, tuple[int, ...]]
    decks: dict[str, dict[str, int]]
    removal: dict[int, tuple[int, int]]
    hand_size: int
    graph: nx.Graph = field(repr=False)  # every printed line, both eras (static analyses, layout)
    level_tops: tuple[int, ...] = ()  # income level index -> highest track position of that level

    def tile(self, industry: str, level: int) -> TileSpec:
        for spec in self.tiles[industry]:
            if spec.level == level:
                return spec
        raise KeyError((industry, level))

    def income_level(self, position: int) -> int:
        return self.income_by_position[position]

    def slot_location(self, slot: str) -> str:
        return self.slots[slot][0]

    def industry_name_ok(self, industry: str) -> bool:
        return industry in self.tiles


def slot_id(location: str, index: int) -> str:
    return f"{location}/{index}"


def _read(game: str, name: str) -> Any:
    path = resources.files("brass_desktop.resources").joinpath(game, name)
    return json.loads(path.read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def load_game_data(game: str = "lancashire") -> GameData:
    """Load and index the static data of ``game`` (cached: the data never changes)."""
    board = _read(game, "board.json")
    tiles_raw = _read(game, "tiles.json")
    tracks = _read(game, "tracks.json")
    cards = _read(game, "cards.json")

    locations = {
        loc["id"]: Location(
            id=loc["id"], name=loc["name"], name_zh_hant=loc.get("name_zh_hant") or loc["name"],
            kind=loc["kind"], rings=loc["rings"], market_trade_icon=loc["market_trade_icon"],
            build_eras=tuple(loc["build_eras"]), slots=tuple(tuple(s) for s in loc["slots"]),
            port_slot_first=loc.get("port_slot_first"),
        )
        for loc in board["locations"]
    }
    lines = {ln["id"]: Line(ln["id"], ln["a"], ln["b"], ln["canal"], ln["rail"]) for ln in board["lines"]}
    slots = {
        slot_id(loc.id, i): (loc.id, i, icons)
        for loc in locations.values() for i, icons in enumerate(loc.slots)
    }
    tiles: dict[str, tuple[TileSpec, ...]] = {}
    stacks: dict[str, tuple[int, ...]] = {}
    for industry, levels in tiles_raw["industries"].items():
        specs = tuple(
            TileSpec(industry=industry, level=lv["level"], cost=lv["cost"], coal=lv["coal"], iron=lv["iron"],
                     cubes=lv["cubes"], eras=tuple(lv["eras"]), buildable=lv["buildable"], income=lv["income"],
                     vp=lv["vp"], roxley_vp=lv["roxley_vp"])
            for lv in levels
        )
        tiles[industry] = specs
        stacks[industry] = tuple(s.level for s in specs for _ in range(levels[specs.index(s)]["count"]))

    graph = nx.Graph()
    graph.add_nodes_from(locations)
    for ln in lines.values():
        graph.add_edge(ln.a, ln.b, id=ln.id, canal=ln.canal, rail=ln.rail)

    income = tuple(tracks["income_by_position"])
    tops: dict[int, int] = {}
    for pos, level in enumerate(income):
        tops[level] = pos
    levels_sorted = sorted(tops)
    level_tops = tuple(tops[lv] for lv in levels_sorted)

    return GameData(
        game=game,
        locations=locations,
        lines=lines,
        virtual_lines=tuple((v["a"], v["b"]) for v in board.get("virtual_lines", [])),
        slots=slots,
        tiles=tiles,
        stacks=stacks,
        income_by_position=income,
        start_position=tracks["start_position"],
        market_prices=tuple(tracks["market"]["prices_cheapest_first"]),
        market_empty_price=tracks["market"]["price_when_empty"],
        market_prices_2p_community=tuple(tracks["market_two_player_community"]["prices_cheapest_first"]),
        distant_income=tuple(tracks["distant_market"]["income_spaces_by_position"]),
        distant_closed_position=tracks["distant_market"]["closed_position"],
        distant_tiles={k: tuple(v) for k, v in tracks["distant_tiles"].items() if isinstance(v, list)},
        decks={k: dict(v["cards"]) for k, v in cards["decks"].items()},
        removal={int(k): (v[0], v[1]) for k, v in cards["removal"].items() if k.isdigit()},
        hand_size=cards["hand_size"],
        graph=graph,
        level_tops=level_tops,
    )
