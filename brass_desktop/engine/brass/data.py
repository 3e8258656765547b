"""Static game data (map, tiles, tracks, cards) loaded from the project's resources.

The JSON files under ``resources/<game>/`` are transcriptions of the shared rule data;
this module turns them into frozen, indexed structures that the rules read.  Nothing
here changes during a game.  The records are frozen slotted dataclasses (the listing reads
their fields at every decision: a slot is read about twice as fast as a ``NamedTuple`` field)
that take ``==``, hash and repr from ``core.values.Value`` (fewer methods compiled at import).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cache, cached_property
from typing import TYPE_CHECKING, Any, TypeVar

from ..core.caches import kept
from ..core.values import Value

if TYPE_CHECKING:
    import networkx as nx

CANAL = "canal"
RAIL = "rail"
ERAS = (CANAL, RAIL)
MARKET = "market"  # resource source: the coal or iron market
DISTANT = "distant"  # sale target: the distant cotton market


@dataclass(frozen=True, slots=True, eq=False, repr=False)  # ==, hash, repr: Value (core/values.py)
class TileSpec(Value):
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
    link_icons: int = 1  # link-scoring value of the flipped tile (R10.2; Birmingham 7.1)
    beer: int = 0  # beer needed to sell it (Birmingham 3.4.3)
    can_develop: bool = True  # Birmingham 3.3.3: lightbulb potteries cannot be developed
    beer_produced: tuple[tuple[str, int], ...] = ()  # (era, barrels) for breweries (Birmingham 3.1.7)

    def produced(self, era: str) -> int:
        """Cubes or barrels placed on the tile when built in ``era``."""
        for name, count in self.beer_produced:
            if name == era:
                return count
        return self.cubes


@dataclass(frozen=True, slots=True, eq=False, repr=False)  # ==, hash, repr: Value (core/values.py)
class Location(Value):
    id: str
    name: str
    name_zh: str  # the rule document's Chinese name (Traditional for Lancashire, Simplified for Birmingham)
    kind: str  # town | non_buildable | external (Lancashire); town | farm_brewery | merchant (Birmingham)
    rings: int  # printed link-scoring rings (R10.2)
    market_trade_icon: bool  # external location with a pre-built port (market connection)
    build_eras: tuple[str, ...]
    slots: tuple[tuple[str, ...], ...]
    slot_ids: tuple[str, ...] = ()  # the id of each slot ("bolton/0", ...), in slot order


@dataclass(frozen=True, slots=True, eq=False, repr=False)  # ==, hash, repr: Value (core/values.py)
class Line(Value):
    id: str
    a: str
    b: str
    canal: bool
    rail: bool
    ends: tuple[str, ...] = ()  # every adjacent location: a, b and any extra (Birmingham 5.3)

    def allows(self, era: str) -> bool:
        return self.canal if era == CANAL else self.rail


@dataclass(frozen=True, slots=True, eq=False, repr=False)  # ==, hash, repr: Value (core/values.py)
class MarketSpec(Value):
    prices: tuple[int, ...]  # cheapest space first
    empty_price: int
    initial: int


@dataclass(frozen=True, slots=True, eq=False, repr=False)  # ==, hash, repr: Value (core/values.py)
class MerchantSpace(Value):
    location: str
    slots: int
    used_at: tuple[int, ...]  # player counts that use this location's merchant slots
    bonus: str  # develop | income_spaces | vp | money
    amount: int


@dataclass(frozen=True, eq=False, repr=False)  # ==, hash, repr: Value (core/values.py)
class GameData(Value):
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
    markets: dict[str, MarketSpec]  # "coal" / "iron"
    decks: dict[str, dict[str, int]]
    hand_size: int
    level_tops: tuple[int, ...] = ()  # income level index -> highest track position of that level
    card_builds: dict[str, tuple[str, ...]] = field(default_factory=dict)  # industry card -> industries
    tile_index: dict[tuple[str, int], TileSpec] = field(default_factory=dict)  # (industry, level) -> tile
    # Lancashire only
    market_prices_2p_community: tuple[int, ...] = ()
    distant_income: tuple[int, ...] = ()
    distant_closed_position: int = 0
    distant_tiles: dict[str, tuple[int, ...]] = field(default_factory=dict)
    removal: dict[int, tuple[int, int]] = field(default_factory=dict)
    # Birmingham only
    merchant_spaces: tuple[MerchantSpace, ...] = ()
    merchant_tiles: dict[int, tuple[str, ...]] = field(default_factory=dict)  # player count -> tiles in play
    merchant_buys: dict[str, tuple[str, ...]] = field(default_factory=dict)  # merchant tile -> industries

    def tile(self, industry: str, level: int) -> TileSpec:
        return self.tile_index[(industry, level)]  # KeyError for a level that is not printed

    @property
    def graph(self) -> nx.Graph:
        """Every printed line of both eras as a networkx graph (static map analyses, tools, layout).

        Built on first use, once per map: nothing on the play path reads it, and importing
        networkx would more than double the engine's import time.
        """
        return map_graph(self.game)

    @cached_property
    def static_memo(self) -> dict[tuple[Any, ...], Any]:
        """Facts the rules work out from this data alone, kept once per map (keys are the rules' own)."""
        return {}

    def kept_table(self, name: tuple[Any, ...]) -> dict[Any, Any]:
        """The rules' table ``name`` in ``static_memo`` (made empty on first use); fill it with
        ``keep`` when it must stay bounded."""
        table: dict[Any, Any] | None = self.static_memo.get(name)
        if table is None:
            table = self.static_memo[name] = {}
        return table

    @cached_property
    def single_icon_slots(self) -> dict[tuple[str, str], tuple[str, ...]]:
        """(location, industry) -> the location's slots showing only that industry, in slot order
        (R3.6 / Birmingham 3.1.4 ask for them per build target; worked out once per map)."""
        found: dict[tuple[str, str], tuple[str, ...]] = {}
        for loc in self.locations.values():
            for slot, icons in zip(loc.slot_ids, loc.slots, strict=True):
                if len(icons) == 1:
                    found[(loc.id, icons[0])] = found.get((loc.id, icons[0]), ()) + (slot,)
        return found

    @cached_property
    def trade_icon_locations(self) -> tuple[str, ...]:
        """The locations with a market trade icon (R5.2 / R8.1(b): market connections), in map order."""
        return tuple(loc.id for loc in self.locations.values() if loc.market_trade_icon)

    @cached_property
    def industry_spaces(self) -> tuple[tuple[Location, tuple[tuple[int, str, str, tuple[str, ...]], ...]], ...]:
        """Every location with slots, in map order, with (index, slot, industry, firsts) for each
        industry icon of its slots in slot and icon order; ``firsts``: when the slot shows another
        industry too, the location's slots showing only this one (``single_icon_slots``: R3.6 /
        Birmingham 3.1.4 has them used first), else ().  The order of ``slots``, flattened for the
        build listing, which walks it per decision."""
        single = self.single_icon_slots
        return tuple((loc, tuple((index, slot, industry, single.get((loc.id, industry), ()) if len(icons) > 1 else ())
                                 for index, (slot, icons) in enumerate(zip(loc.slot_ids, loc.slots, strict=True))
                                 for industry in icons))
                     for loc in self.locations.values() if loc.slots)

    def income_level(self, position: int) -> int:
        return self.income_by_position[position]

    def slot_location(self, slot: str) -> str:
        return self.slots[slot][0]

    @property
    def market_prices(self) -> tuple[int, ...]:
        """Coal market prices (Lancashire: both markets share them)."""
        return self.markets["coal"].prices


def slot_id(location: str, index: int) -> str:
    return f"{location}/{index}"


def _resource(game: str, name: str) -> Any:
    # json and importlib.resources are imported when data is first loaded, not with the engine
    from importlib import resources
    return resources.files("brass_desktop.resources").joinpath(game).joinpath(name)  # one part a call (3.10)


def _read(game: str, name: str) -> Any:
    import json
    return json.loads(_resource(game, name).read_text(encoding="utf-8"))


_LOADED: dict[tuple[str, str], GameData] = {}  # (game, variant) -> its data, loaded once


def _clear_static_memos() -> None:
    for data in _LOADED.values():
        data.static_memo.clear()


# registered before the loaded data: emptying every table empties the memos of the data loaded so far first
kept("brass.data.static_memo", _LOADED, bound=None, clear=_clear_static_memos,
     size=lambda: sum(len(data.static_memo) for data in _LOADED.values()),
     keys="per map: the rules' own keys (its tables kept with data.keep hold at most 4096 stacks each)")
kept("brass.data.loaded", _LOADED, bound=None, keys="game and data variant")


def load_game_data(game: str = "lancashire", variant: str = "") -> GameData:
    """Load and index the static data of ``game`` (kept: the data never changes).

    ``variant`` selects a disputed printed value: for Birmingham the manufacturer level IV
    "cost/income" (open question Q1).
    """
    data = _LOADED.get((game, variant))
    if data is None:
        data = _LOADED[(game, variant)] = _load_game_data(game, variant)
    return data


def _load_game_data(game: str, variant: str) -> GameData:
    """``load_game_data`` worked out."""
    board = _read(game, "board.json")
    tiles_raw = _read(game, "tiles.json")
    tracks = _read(game, "tracks.json")
    cards = _read(game, "cards.json")

    locations = {
        loc["id"]: Location(
            id=loc["id"], name=loc["name"],
            name_zh=loc.get("name_zh_hant") or loc.get("name_zh_hans") or loc["name"],
            kind=loc["kind"], rings=loc["rings"], market_trade_icon=loc["market_trade_icon"],
            build_eras=tuple(loc["build_eras"]), slots=tuple(tuple(s) for s in loc["slots"]),
            slot_ids=tuple(slot_id(loc["id"], i) for i in range(len(loc["slots"]))),
        )
        for loc in board["locations"]
    }
    lines = {ln["id"]: Line(ln["id"], ln["a"], ln["b"], ln["canal"], ln["rail"],
                            (ln["a"], ln["b"], *ln.get("extra_ends", ())))
             for ln in board["lines"]}
    slots = {
        slot_id(loc.id, i): (loc.id, i, icons)
        for loc in locations.values() for i, icons in enumerate(loc.slots)
    }
    tiles: dict[str, tuple[TileSpec, ...]] = {}
    stacks: dict[str, tuple[int, ...]] = {}
    for industry, levels in tiles_raw["industries"].items():
        specs = [_tile_spec(industry, lv) for lv in levels]
        for i, lv in enumerate(levels):
            if variant and lv.get("variants"):
                cost, income = (int(x) for x in variant.split("/"))
                if {"cost": cost, "income": income} not in lv["variants"]:
                    raise ValueError(f"unknown tile variant {variant!r}")
                specs[i] = replace(specs[i], cost=cost, income=income)
        tiles[industry] = tuple(specs)
        stacks[industry] = tuple(lv["level"] for lv in levels for _ in range(lv["count"]))

    income_track: tuple[int, ...] = tuple(tracks["income_by_position"])
    tops: dict[int, int] = {}
    for pos, level in enumerate(income_track):
        tops[level] = pos
    level_tops = tuple(tops[lv] for lv in sorted(tops))

    if "markets" in tracks:
        markets = {res: MarketSpec(tuple(m["prices_cheapest_first"]), m["price_when_empty"], m["initial_cubes"])
                   for res, m in tracks["markets"].items()}
    else:  # Lancashire: one price table for both markets, full at the start (R1.5)
        prices = tuple(tracks["market"]["prices_cheapest_first"])
        spec = MarketSpec(prices, tracks["market"]["price_when_empty"], len(prices))
        markets = {"coal": spec, "iron": spec}

    # What a game's files hold decides what its data has (never the game's name): Lancashire's
    # distant market, removal table and 2-player markets; Birmingham's card builds and merchants.
    extra: dict[str, Any] = {}
    if "distant_market" in tracks:
        extra.update(
            market_prices_2p_community=tuple(tracks["market_two_player_community"]["prices_cheapest_first"]),
            distant_income=tuple(tracks["distant_market"]["income_spaces_by_position"]),
            distant_closed_position=tracks["distant_market"]["closed_position"],
            distant_tiles={k: tuple(v) for k, v in tracks["distant_tiles"].items() if isinstance(v, list)},
            removal={int(k): (v[0], v[1]) for k, v in cards["removal"].items() if k.isdigit()},
        )
    builds = cards.get("industry_card_builds")  # an industry card builds its own industry unless listed
    extra["card_builds"] = ({k: tuple(v) for k, v in builds.items()} if builds is not None
                            else {industry: (industry,) for industry in tiles})
    if _resource(game, "merchants.json").is_file():
        merchants = _read(game, "merchants.json")
        extra.update(
            merchant_spaces=tuple(MerchantSpace(m["location"], m["slots"], tuple(m["used_at"]),
                                                m["beer_bonus"]["type"], m["beer_bonus"]["amount"])
                                  for m in merchants["spaces"]),
            merchant_tiles={int(k): tuple(v) for k, v in merchants["tiles_per_player_count"].items()},
            merchant_buys={k: tuple(v) for k, v in merchants["tile_types"].items()},
        )

    return GameData(
        game=game,
        locations=locations,
        lines=lines,
        virtual_lines=tuple((v["a"], v["b"]) for v in board.get("virtual_lines", [])),
        slots=slots,
        tiles=tiles,
        stacks=stacks,
        income_by_position=income_track,
        start_position=tracks["start_position"],
        markets=markets,
        decks={k: dict(v["cards"]) for k, v in cards["decks"].items()},
        hand_size=cards["hand_size"],
        level_tops=level_tops,
        tile_index={(spec.industry, spec.level): spec for specs in tiles.values() for spec in specs},
        **extra,
    )


@cache
def map_graph(game: str) -> nx.Graph:
    """The printed map of ``game``: a node per location, an edge per pair of ends of a line
    (attributes ``id``, ``canal``, ``rail``).  The same for every variant of a game."""
    import networkx as nx

    data = load_game_data(game)
    graph = nx.Graph()
    graph.add_nodes_from(data.locations)
    for ln in data.lines.values():
        for i, a in enumerate(ln.ends):
            for b in ln.ends[i + 1:]:
                graph.add_edge(a, b, id=ln.id, canal=ln.canal, rail=ln.rail)
    return graph


kept("brass.data.map_graph", map_graph, bound=None, keys="game (the networkx map graph: tools and analyses)")


def _tile_spec(industry: str, lv: dict[str, Any]) -> TileSpec:
    produced = lv.get("beer_produced") or {}
    return TileSpec(
        industry=industry, level=lv["level"], cost=lv["cost"], coal=lv["coal"], iron=lv["iron"],
        cubes=lv["cubes"], eras=tuple(lv["eras"]), buildable=lv["buildable"], income=lv["income"],
        vp=lv["vp"], roxley_vp=lv["roxley_vp"], link_icons=lv.get("link_icons", 1), beer=lv.get("beer") or 0,
        can_develop=lv.get("can_develop", True),
        beer_produced=tuple((era.replace("_era", ""), n) for era, n in produced.items()),
    )


_V = TypeVar("_V")


def keep(table: dict[Any, Any], key: Any, value: _V, limit: int) -> _V:
    """Put ``value`` into the answer table ``table`` under ``key`` and return it; a table holding
    ``limit`` answers is emptied first (kept answers stay bounded: search may see many keys)."""
    if len(table) >= limit:
        table.clear()
    table[key] = value
    return value
