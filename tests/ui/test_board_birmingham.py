"""The Birmingham map: layout by real geography, merchants, farm breweries, the three-way line."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from brass_desktop.engine import Game, GameSetup
from brass_desktop.engine.brass.data import load_game_data
from brass_desktop.engine.brass.options import BirminghamOptions
from brass_desktop.engine.brass.setup import merchant_slot_ids
from brass_desktop.engine.brass.state import Tile
from brass_desktop.ui.brass.layout import load_layout
from tests.ui.test_board_scene import full_state


@pytest.fixture(scope="module")
def data():
    return load_game_data("birmingham")


def new_state(players: int):
    names = ("Ada", "Brunel", "Cort", "Darby")[:players]
    return Game.new(GameSetup(players=names, seed=3, game="birmingham", options=BirminghamOptions())).state


def test_the_scene_loads_the_layout_of_its_game(scene, data):
    assert scene.layout.game == "birmingham"
    load_layout("birmingham").check(data)
    for slot_id in data.slots:
        assert scene.slot_item(slot_id).scene() is scene
    for line_id in data.lines:
        assert scene.line_item(line_id).scene() is scene
    # one item per merchant space, with the engine's ids
    assert set(scene.merchant_ids()) == {mid for mid, _ in merchant_slot_ids(data, 4)}


def test_layout_keeps_real_geography():
    loc = load_layout("birmingham").locations

    def west_of(a: str, b: str) -> bool:
        return loc[a].x < loc[b].x

    def north_of(a: str, b: str) -> bool:
        return loc[a].y < loc[b].y

    for town in ("stoke_on_trent", "leek", "stone", "uttoxeter", "belper", "derby"):
        assert north_of(town, "birmingham"), town
    for town in ("wolverhampton", "coalbrookdale", "dudley", "kidderminster", "worcester"):
        assert west_of(town, "birmingham"), town
    for town in ("kidderminster", "worcester"):
        assert north_of("birmingham", town), town
    for town in ("coventry", "nuneaton", "tamworth"):
        assert west_of("birmingham", town), town
    assert all(west_of("shrewsbury", other) for other in loc if other != "shrewsbury")
    assert west_of("warrington", "birmingham") and all(north_of("warrington", o) for o in loc if o != "warrington"
                                                       and o not in ("leek", "belper"))
    assert west_of("birmingham", "nottingham") and north_of("nottingham", "birmingham")
    assert west_of("birmingham", "oxford") and north_of("birmingham", "oxford")
    assert west_of("gloucester", "birmingham") and north_of("worcester", "gloucester")
    assert north_of("leek", "stoke_on_trent") and north_of("belper", "derby") and west_of("derby", "nottingham")
    assert north_of("wolverhampton", "dudley") and west_of("wolverhampton", "walsall")
    assert north_of("stone", "stafford") and north_of("stafford", "cannock")
    # the farm breweries: the north one west of Cannock, the south one beside the Kidderminster-Worcester line
    assert west_of("farm_brewery_north", "cannock")
    assert abs(loc["farm_brewery_north"].y - loc["cannock"].y) < 120
    ky, wy = loc["kidderminster"].y, loc["worcester"].y
    assert ky < loc["farm_brewery_south"].y < wy
    assert west_of("farm_brewery_south", "kidderminster") and west_of("farm_brewery_south", "worcester")


def test_the_three_way_line_reaches_the_farm_brewery(qtbot, scene, view):
    item = scene.line_item("kidderminster__worcester")
    assert len(item.spurs) == 1
    farm = scene.location_item("farm_brewery_south").sceneBoundingRect().center()
    spur = item.spurs[0]
    assert (spur.pointAtPercent(1.0) - farm).manhattanLength() < 1
    assert spur.pointAtPercent(0.0) == item.midpoint()
    # the spur is part of the link: clicking its middle picks the line
    middle = spur.pointAtPercent(0.5)
    with qtbot.waitSignal(scene.line_clicked, timeout=1000) as blocker:
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(middle))
    assert blocker.args == ["kidderminster__worcester"]
    assert "Farm" in item.toolTip()


@pytest.mark.parametrize("presentation", [False, True])
def test_clicking_any_merchant_emits_its_id(qtbot, scene, view, presentation):
    scene.sync(full_state("birmingham"))  # four players: every merchant space in use
    scene.set_presentation(presentation)
    for merchant_id in scene.merchant_ids():
        center = scene.merchant_item(merchant_id).sceneBoundingRect().center()
        center = QPointF(center.x(), scene.merchant_item(merchant_id).mapToScene(QPointF(0, 0)).y())
        with qtbot.waitSignal(scene.merchant_clicked, timeout=1000) as blocker:
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(center))
        assert blocker.args == [merchant_id]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_only_the_merchant_spaces_of_the_player_count_are_shown(scene, data, players):
    state = new_state(players)
    scene.sync(state)
    dealt = {m["id"]: m for m in state.merchants}
    assert set(dealt) == {mid for mid, _ in merchant_slot_ids(data, players)}
    for merchant_id in scene.merchant_ids():
        item = scene.merchant_item(merchant_id)
        assert item.isVisible() == (merchant_id in dealt)
        if merchant_id in dealt:
            m = dealt[merchant_id]
            assert item.tile == m["tile"] and item.beer == m["beer"]
            assert item.buys == tuple(data.merchant_buys[m["tile"]])
    if players == 2:  # Warrington and Nottingham keep their banner (link icons, market) without tiles
        warrington = scene.location_item("warrington").sceneBoundingRect()
        assert not warrington.contains(scene.merchant_item("warrington/m0").sceneBoundingRect().center())
        assert scene.location_item("warrington").bonus == ""


def test_merchant_beer_and_tooltips_follow_the_state(scene):
    state = new_state(4)
    buying = next(m for m in state.merchants if m["tile"] != "blank")
    blank = next(m for m in state.merchants if m["tile"] == "blank")
    scene.sync(state)
    item = scene.merchant_item(buying["id"])
    assert item.beer == 1
    assert "Selling with its beer gives" in item.toolTip()
    assert "Beer barrels left: 1" in item.toolTip()
    assert "nothing" in scene.merchant_item(blank["id"]).toolTip()
    buying["beer"] = 0
    scene.sync(state)
    assert item.beer == 0
    assert "Beer barrels left: 0" in item.toolTip()
    assert scene.location_item("gloucester").bonus == "free develop"
    assert scene.location_item("warrington").bonus == "+£5"


def test_breweries_show_their_barrels_and_farm_breweries_their_kind(scene):
    state = new_state(3)
    state.tiles = {"stone/0": Tile(0, "brewery", 1, cubes=1), "farm_brewery_north/0": Tile(1, "brewery", 2, cubes=2)}
    scene.sync(state)
    assert scene.slot_item("farm_brewery_north/0").tile.cubes == 2
    assert scene.slot_item("stone/0").tile.industry == "brewery"
    assert scene.location_item("farm_brewery_south").kind == "farm_brewery"
    assert "Farm brewery" in scene.location_item("farm_brewery_south").toolTip()
    assert "manufacturer" in scene.slot_item("birmingham/1").toolTip()


def test_merchants_take_highlights_and_selection(scene):
    scene.sync(new_state(4))
    scene.set_highlights({"oxford/m0", "stone/0"}, set())
    assert scene.merchant_item("oxford/m0").highlighted
    assert scene.merchant_item("oxford/m1").opacity() < 1.0
    scene.set_selected({"oxford/m1"}, set())
    assert scene.merchant_item("oxford/m1").selected and scene.merchant_item("oxford/m1").opacity() == 1.0
    scene.clear_marks()
    assert not scene.merchant_item("oxford/m0").highlighted


def test_legend_lists_this_maps_symbols(scene):
    symbols = [symbol for symbol, _ in scene.legend_item().rows]
    assert "beer" in symbols and "virtual" not in symbols and "rail_only" not in symbols
