"""The house set's acceptance checks (design.md 4) and the loader's error messages."""
from __future__ import annotations

import copy
import json
from collections import Counter
from collections.abc import Callable
from importlib import resources
from typing import Any

import pytest

from brass_desktop.engine.industria.data import (
    BONUS,
    FACTORY,
    RAW,
    TECHNOLOGY,
    DataError,
    load_industria_data,
    parse_data,
)

DATA = load_industria_data()
ROMAN = ("I", "II", "III", "IV", "V")
# design.md 4.2 (spielboy): tiles needing each resource, per epoch I..V
DEMAND = {"stone": (2, 3, 2, 0, 0), "brick": (0, 2, 3, 2, 0), "wood": (3, 3, 0, 0, 0), "ceramic": (0, 0, 2, 2, 1),
          "glass": (0, 1, 2, 1, 1), "iron": (0, 1, 3, 1, 1), "cement": (0, 0, 2, 3, 2), "steel": (0, 0, 2, 2, 1),
          "electricity": (0, 0, 0, 3, 2), "computer": (0, 0, 0, 1, 4), "plastic": (0, 0, 0, 1, 3)}
RAW_MIX = {"stone": 1, "wood": 1, "glass": 1, "iron": 1, "cement": 3, "steel": 1, "computer": 2, "plastic": 1}
ROADS = {"brick": 2, "ceramic": 1, "iron": 3, "cement": 1, "steel": 2, "electricity": 1,
         "stone": 0, "wood": 0, "glass": 0, "computer": 0, "plastic": 0}


def raw_files() -> tuple[dict[str, Any], dict[str, Any]]:
    root = resources.files("brass_desktop.resources").joinpath("industria")
    return (json.loads(root.joinpath("tiles.json").read_text(encoding="utf-8")),
            json.loads(root.joinpath("board.json").read_text(encoding="utf-8")))


def test_sixty_tiles_twelve_per_epoch_with_the_designed_mix() -> None:
    assert len(DATA.tiles) == 60
    assert {e: len(ids) for e, ids in DATA.epoch_tiles.items()} == dict.fromkeys(ROMAN, 12)
    kinds = Counter(t.kind for t in DATA.tiles.values())
    assert kinds == {FACTORY: 21, TECHNOLOGY: 18, RAW: 11, BONUS: 10}


def test_resource_demand_per_epoch_matches_the_published_table() -> None:
    for resource, per_epoch in DEMAND.items():
        counted = tuple(sum(resource in t.resources for t in DATA.tiles.values() if t.epoch == e) for e in ROMAN)
        assert counted == per_epoch, resource
    assert sum(len(t.resources) for t in DATA.tiles.values()) == 62


def test_raw_material_mix_is_the_published_one() -> None:
    assert Counter(t.provides for t in DATA.tiles.values() if t.kind == RAW) == RAW_MIX


def test_producers_keep_their_published_values_and_road_counts() -> None:
    roads = Counter(end for e in DATA.edges if e.type == "road" for end in (e.a, e.b))
    assert len(DATA.producer) == 11
    for resource, tile_id in DATA.producer.items():
        tile = DATA.tiles[tile_id]
        raw = next(t for t in raw_files()[0]["tiles"] if t["id"] == tile_id)
        published = raw["published_values"]
        assert tile.source == "published"
        assert (tile.epoch, tile.cost, len(tile.resources), tile.produces, tile.vp, len(tile.symbols)) == (
            published["epoch"], published["cost_coins"], published["resources_required_count"],
            published["produces"], published["vp"], published["bonus_symbol_count"])
        assert roads[tile_id] == published["road_count"] == ROADS[resource]


def test_no_tile_needs_a_later_resource_and_technologies_need_resources_only() -> None:
    for tile in DATA.tiles.values():
        for resource in tile.resources:
            assert ROMAN.index(DATA.tiles[DATA.producer[resource]].epoch) <= ROMAN.index(tile.epoch), tile.id
        if tile.kind == TECHNOLOGY:
            assert tile.cost == 0 and tile.resources and not tile.symbols


def test_edges_join_spaces_of_one_kind_and_every_symbol_is_on_five_factories() -> None:
    assert Counter(e.type for e in DATA.edges) == {"road": 15, "line": 19}
    for edge in DATA.edges:
        kind = FACTORY if edge.type == "road" else TECHNOLOGY
        assert DATA.tiles[edge.a].kind == DATA.tiles[edge.b].kind == kind
    assert Counter(s for t in DATA.tiles.values() for s in t.symbols) == dict.fromkeys(DATA.symbols, 5)
    assert Counter(t.scores_symbol for t in DATA.tiles.values() if t.kind == BONUS) == dict.fromkeys(DATA.symbols, 2)


def test_the_bank_list_grows_one_epoch_after_each_producer() -> None:
    for epoch in DATA.epochs:
        expected = {r for r, t in DATA.producer.items() if ROMAN.index(DATA.tiles[t].epoch) < ROMAN.index(epoch.id)}
        assert epoch.bank_sells == expected, epoch.id
    assert DATA.epochs_for(3) == ROMAN[:4] and DATA.epochs_for(4) == ROMAN
    assert [e.extra_income for e in DATA.epochs] == [0, 0, 1, 1, 1]


def test_the_specials_give_one_coin_off_each() -> None:
    assert {t.id: t.discount for t in DATA.tiles.values() if t.discount} == {"II-F-bank": 1, "III-F-exchange": 1}


def _tile(tiles: dict[str, Any], tile_id: str) -> dict[str, Any]:
    return next(t for t in tiles["tiles"] if t["id"] == tile_id)


BROKEN: list[tuple[Callable[[dict[str, Any], dict[str, Any]], Any], str]] = [
    (lambda t, b: _tile(t, "I-F-brick").update(cost="two"), "tiles.json: tiles[1].cost"),
    (lambda t, b: _tile(t, "I-F-brick").update(cost=-1), "tiles.json: tiles[1].cost"),
    (lambda t, b: _tile(t, "I-F-brick").update(resources=["stone", "sand"]), "tiles.json: tiles[1].resources[1]"),
    (lambda t, b: _tile(t, "I-F-brick").update(resources=["stone", "stone"]), "tiles.json: tiles[1].resources"),
    (lambda t, b: _tile(t, "I-F-brick").update(kind="mine"), "tiles.json: tiles[1].kind"),
    (lambda t, b: _tile(t, "I-F-brick").update(epoch="VI"), "tiles.json: tiles[1].epoch"),
    (lambda t, b: _tile(t, "I-F-brick").update(produces="stone"), "tiles.json: tiles[1].produces"),
    (lambda t, b: _tile(t, "I-F-brick").pop("name_zh"), "tiles.json: tiles[1].name_zh"),
    (lambda t, b: _tile(t, "I-F-brick").update(vp=True), "tiles.json: tiles[1].vp"),
    (lambda t, b: _tile(t, "I-T-printing").update(cost=1), "tiles.json: tiles[5].cost"),
    (lambda t, b: _tile(t, "I-R-stone").update(provides=None), "tiles.json: tiles[8].provides"),
    (lambda t, b: _tile(t, "I-B-canal").update(scores_symbol="river"), "tiles.json: tiles[10].scores_symbol"),
    (lambda t, b: _tile(t, "I-F-brick").update(id="I-F-stone"), "tiles.json: tiles[1].id"),
    (lambda t, b: t["tiles"].pop(), "tiles.json: tiles"),
    (lambda t, b: b["edges"][0].update(b="I-T-printing"), "board.json: edges[0].b"),
    (lambda t, b: b["edges"][0].update(type="rail"), "board.json: edges[0].type"),
    (lambda t, b: b["spaces"][0].update(x="left"), "board.json: spaces[0].x"),
    (lambda t, b: b["spaces"][0].update(kind="technology"), "board.json: spaces[0].kind"),
    (lambda t, b: b["spaces"].pop(0), "board.json: spaces"),
    (lambda t, b: b["epochs"][1].update(bank_sells=["gold"]), "board.json: epochs[1].bank_sells[0]"),
    (lambda t, b: b["epochs"][4].update(players=[2]), "board.json: epochs[4].players"),
]


@pytest.mark.parametrize(("breaks", "field"), BROKEN)
def test_the_loader_names_the_bad_field(breaks: Callable[[dict[str, Any], dict[str, Any]], Any], field: str) -> None:
    tiles, board = copy.deepcopy(raw_files())
    breaks(tiles, board)
    with pytest.raises(DataError) as err:
        parse_data(tiles, board)
    assert err.value.field == field
    assert str(err.value).startswith(field + ": ")


def test_the_shipped_files_load() -> None:
    tiles, board = raw_files()
    assert parse_data(tiles, board).tiles == DATA.tiles
