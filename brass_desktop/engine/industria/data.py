"""Industria's static data: tiles, resources, symbols, board spaces, roads/lines and the epoch track.

Loaded from ``resources/industria/tiles.json`` and ``board.json`` (schema: docs/industria-data.md).
The loader checks every field and names the first bad one in :class:`DataError`, so a person
typing in the printed values of the real game learns exactly what to fix.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ClassVar

from ..core.caches import kept

FACTORY = "factory"
TECHNOLOGY = "technology"
RAW = "raw_material"
BONUS = "bonus"
KINDS = (FACTORY, TECHNOLOGY, RAW, BONUS)
BUILDABLE = (FACTORY, TECHNOLOGY, BONUS)  # rules.md 6.1: raw tiles are spent, never laid
TILES_PER_EPOCH = 12  # rules.md 1/2.1: 12 tiles per epoch, revealed one per player per round


class DataError(ValueError):
    """Bad Industria data; ``field`` names the offending entry, e.g. ``tiles.json: tiles[3].cost``."""

    def __init__(self, field: str, problem: str) -> None:
        self.field = field
        self.problem = problem
        super().__init__(f"{field}: {problem}")


@dataclass(frozen=True, slots=True)
class Tile:
    """One of the 60 tiles (rules.md 1, 6)."""

    id: str
    epoch: str
    kind: str
    name_en: str
    name_zh: str
    cost: int  # printed coins (factories, bonus tiles)
    resources: tuple[str, ...]  # one unit each
    vp: int  # printed VP, scored only when built in the tile's own epoch (6.7)
    symbols: tuple[str, ...]  # bonus symbols printed on the tile (8.3)
    produces: str | None = None  # factories
    provides: str | None = None  # raw-material tiles
    scores_symbol: str | None = None  # bonus tiles
    discount: int = 0  # Bank / Stock Exchange (6.9)
    source: str = "designed"


@dataclass(frozen=True, slots=True)
class Edge:
    """A road (factory-factory) or line (technology-technology) between two board spaces (8.4)."""

    id: str
    type: str
    a: str
    b: str


@dataclass(frozen=True, slots=True)
class Epoch:
    """One epoch of the epoch track: the player counts using it, the income mark, the bank list (6.5)."""

    id: str
    players: tuple[int, ...]
    extra_income: int
    bank_sells: frozenset[str]


@dataclass(frozen=True)
class IndustriaData:
    """Everything static about a game of Industria."""

    game: ClassVar[str] = "industria"  # the registry name (the UI words names per game)
    version: str
    tiles: dict[str, Tile]
    resources: tuple[str, ...]
    symbols: tuple[str, ...]
    epochs: tuple[Epoch, ...]
    edges: tuple[Edge, ...]
    spaces: dict[str, dict[str, Any]]  # board space id -> {kind, epoch, x, y, source} (drawing only)
    producer: dict[str, str]  # resource -> the factory tile producing it
    epoch_tiles: dict[str, tuple[str, ...]]  # epoch -> its tile ids in file order

    def epochs_for(self, players: int) -> tuple[str, ...]:
        """The epochs played with ``players`` players (rules.md 1.4: epoch V only with 4)."""
        return tuple(e.id for e in self.epochs if players in e.players)

    def epoch(self, epoch_id: str) -> Epoch:
        return next(e for e in self.epochs if e.id == epoch_id)


def _expect(field: str, value: Any, kind: type | tuple[type, ...], what: str) -> Any:
    if not isinstance(value, kind) or isinstance(value, bool) and kind is not bool:
        raise DataError(field, f"expected {what}, got {value!r}")
    return value


def _count(field: str, value: Any) -> int:
    _expect(field, value, int, "a whole number >= 0")
    if value < 0:
        raise DataError(field, f"expected a whole number >= 0, got {value!r}")
    return int(value)


def _text(field: str, value: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        raise DataError(field, f"expected text, got {value!r}")
    return value


def _ids(field: str, value: Any, known: tuple[str, ...] | frozenset[str], what: str) -> tuple[str, ...]:
    _expect(field, value, list, f"a list of {what}")
    for i, item in enumerate(value):
        if item not in known:
            raise DataError(f"{field}[{i}]", f"unknown {what} {item!r} (known: {', '.join(sorted(known))})")
    if len(set(value)) != len(value):
        raise DataError(field, f"lists a {what} twice: {value!r}")
    return tuple(value)


def _named(where: str, value: Any) -> tuple[str, ...]:
    _expect(where, value, list, "a list of {id, name_en, name_zh}")
    out = []
    for i, item in enumerate(value):
        _expect(f"{where}[{i}]", item, dict, "an object")
        for key in ("id", "name_en", "name_zh"):
            _text(f"{where}[{i}].{key}", item.get(key))
        out.append(item["id"])
    if len(set(out)) != len(out):
        raise DataError(where, "an id appears twice")
    return tuple(out)


def _parse_epochs(where: str, raw: Any) -> tuple[Epoch, ...]:
    _expect(where, raw, list, "a list of epochs")
    epochs = []
    for i, e in enumerate(raw):
        f = f"{where}[{i}]"
        _expect(f, e, dict, "an object")
        players = _expect(f"{f}.players", e.get("players"), list, "a list of player counts")
        if not players or any(p not in (3, 4) for p in players):
            raise DataError(f"{f}.players", f"expected player counts from 3 and 4, got {players!r}")
        epochs.append(Epoch(_text(f"{f}.id", e.get("id")), tuple(players),
                            _count(f"{f}.extra_income", e.get("extra_income")),
                            frozenset(_expect(f"{f}.bank_sells", e.get("bank_sells"), list, "a list of resources"))))
    if len({e.id for e in epochs}) != len(epochs):
        raise DataError(where, "an epoch id appears twice")
    return tuple(epochs)


def _parse_tile(f: str, t: Any, epochs: tuple[str, ...], resources_: tuple[str, ...],
                symbols: tuple[str, ...]) -> Tile:
    _expect(f, t, dict, "an object")
    kind = t.get("kind")
    if kind not in KINDS:
        raise DataError(f"{f}.kind", f"expected one of {', '.join(KINDS)}, got {kind!r}")
    epoch = t.get("epoch")
    if epoch not in epochs:
        raise DataError(f"{f}.epoch", f"expected one of {', '.join(epochs)}, got {epoch!r}")
    tile = Tile(
        id=_text(f"{f}.id", t.get("id")), epoch=epoch, kind=kind,
        name_en=_text(f"{f}.name_en", t.get("name_en")), name_zh=_text(f"{f}.name_zh", t.get("name_zh")),
        cost=_count(f"{f}.cost", t.get("cost")), vp=_count(f"{f}.vp", t.get("vp")),
        resources=_ids(f"{f}.resources", t.get("resources"), resources_, "resource"),
        symbols=_ids(f"{f}.symbols", t.get("symbols"), symbols, "symbol"),
        produces=t.get("produces") if kind == FACTORY else None,
        provides=t.get("provides") if kind == RAW else None,
        scores_symbol=t.get("scores_symbol") if kind == BONUS else None,
        discount=_count(f"{f}.discount", t.get("discount", 0)),
        source=t.get("source", "designed"),
    )
    if kind == FACTORY and tile.produces is not None and tile.produces not in resources_:
        raise DataError(f"{f}.produces", f"unknown resource {tile.produces!r}")
    if kind == RAW and tile.provides not in resources_:
        raise DataError(f"{f}.provides", f"expected a resource, got {tile.provides!r}")
    if kind == BONUS and tile.scores_symbol not in symbols:
        raise DataError(f"{f}.scores_symbol", f"expected a symbol, got {tile.scores_symbol!r}")
    if kind == TECHNOLOGY and (tile.cost or not tile.resources):
        raise DataError(f"{f}.cost", "a technology costs no coins and needs at least one resource (rules.md 6.2)")
    if tile.source not in ("published", "designed", "printed"):
        raise DataError(f"{f}.source", f"expected published, designed or printed, got {tile.source!r}")
    return tile


def parse_data(tiles_json: Any, board_json: Any) -> IndustriaData:
    """Check and convert the two data files; raises DataError naming the first bad field."""
    _expect("tiles.json", tiles_json, dict, "an object")
    _expect("board.json", board_json, dict, "an object")
    resources_ = _named("tiles.json: resources", tiles_json.get("resources"))
    symbols = _named("tiles.json: symbols", tiles_json.get("symbols"))
    epochs = _parse_epochs("board.json: epochs", board_json.get("epochs"))
    epoch_ids = tuple(e.id for e in epochs)
    for i, e in enumerate(epochs):
        _ids(f"board.json: epochs[{i}].bank_sells", sorted(e.bank_sells), resources_, "resource")
    raw_tiles = _expect("tiles.json: tiles", tiles_json.get("tiles"), list, "a list of tiles")
    tiles: dict[str, Tile] = {}
    for i, t in enumerate(raw_tiles):
        tile = _parse_tile(f"tiles.json: tiles[{i}]", t, epoch_ids, resources_, symbols)
        if tile.id in tiles:
            raise DataError(f"tiles.json: tiles[{i}].id", f"{tile.id!r} appears twice")
        tiles[tile.id] = tile
    producer: dict[str, str] = {}
    for i, tile in enumerate(tiles.values()):
        if tile.produces:
            if tile.produces in producer:  # rules.md 6.4: one producer per resource, so one owner to pay
                raise DataError(f"tiles.json: tiles[{i}].produces",
                                f"{tile.produces!r} is already produced by {producer[tile.produces]}")
            producer[tile.produces] = tile.id
    epoch_tiles = {e: tuple(t.id for t in tiles.values() if t.epoch == e) for e in epoch_ids}
    for epoch_id, ids in epoch_tiles.items():
        if len(ids) != TILES_PER_EPOCH:
            raise DataError("tiles.json: tiles", f"epoch {epoch_id} has {len(ids)} tiles, needs {TILES_PER_EPOCH}")
    spaces_raw = _expect("board.json: spaces", board_json.get("spaces"), list, "a list of spaces")
    spaces: dict[str, dict[str, Any]] = {}
    for i, s in enumerate(spaces_raw):
        f = f"board.json: spaces[{i}]"
        _expect(f, s, dict, "an object")
        sid = _text(f"{f}.id", s.get("id"))
        tile_ = tiles.get(sid)
        if tile_ is None or tile_.kind not in (FACTORY, TECHNOLOGY):
            raise DataError(f"{f}.id", f"{sid!r} is not a factory or technology tile id")
        if s.get("kind") != tile_.kind:
            raise DataError(f"{f}.kind", f"expected {tile_.kind!r} (the tile's kind), got {s.get('kind')!r}")
        for key in ("x", "y"):
            _count(f"{f}.{key}", s.get(key))
        spaces[sid] = dict(s)
    for tile in tiles.values():
        if tile.kind in (FACTORY, TECHNOLOGY) and tile.id not in spaces:
            raise DataError("board.json: spaces", f"no space for {tile.id}")
    edges_raw = _expect("board.json: edges", board_json.get("edges"), list, "a list of edges")
    edges = []
    for i, e in enumerate(edges_raw):
        f = f"board.json: edges[{i}]"
        _expect(f, e, dict, "an object")
        kind = {"road": FACTORY, "line": TECHNOLOGY}.get(e.get("type"))
        if kind is None:
            raise DataError(f"{f}.type", f"expected road or line, got {e.get('type')!r}")
        for end in ("a", "b"):
            if e.get(end) not in spaces or spaces[e[end]]["kind"] != kind:
                raise DataError(f"{f}.{end}", f"expected a {kind} space for a {e['type']}, got {e.get(end)!r}")
        if e["a"] == e["b"]:
            raise DataError(f"{f}.b", "an edge joins two different spaces")
        edges.append(Edge(_text(f"{f}.id", e.get("id")), e["type"], e["a"], e["b"]))
    return IndustriaData(version=str(tiles_json.get("version", "")), tiles=tiles, resources=resources_,
                         symbols=symbols, epochs=epochs, edges=tuple(edges), spaces=spaces,
                         producer=producer, epoch_tiles=epoch_tiles)


@lru_cache(maxsize=1)
def load_industria_data() -> IndustriaData:
    """The transcribed house set from the package resources (cached)."""
    import json  # with the data, not with the engine (import time)
    from importlib import resources
    root = resources.files("brass_desktop.resources").joinpath("industria")
    return parse_data(json.loads(root.joinpath("tiles.json").read_text(encoding="utf-8")),
                      json.loads(root.joinpath("board.json").read_text(encoding="utf-8")))


kept("industria.data.loaded", load_industria_data, bound=1, keys="the house set (one)")
