"""Board scene and view: items for every slot and line, sync, marks, clicks, zoom, layout sanity."""
from __future__ import annotations

import json
import statistics
import time

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from brass_desktop.engine import get_game, registered_games
from brass_desktop.engine.brass.data import load_game_data
from brass_desktop.engine.brass.state import GameState, PlayerState, Tile
from brass_desktop.ui.board import BoardView
from brass_desktop.ui.brass.furniture import BANNER_KINDS, LabelItem
from brass_desktop.ui.brass.items import SlotItem
from brass_desktop.ui.brass.layout import load_layout, parse_layout
from brass_desktop.ui.brass.lines import LineItem
from brass_desktop.ui.brass.scene import BoardScene

# The Brass map scene; Industria has its own board scene (tested with it).
BRASS_MAPS = [g for g in registered_games() if get_game(g).family == "brass"]


@pytest.fixture(scope="module")
def data():
    return load_game_data("lancashire")


def make_state(era: str = "rail") -> GameState:
    players = [PlayerState(name=n, money=30, income_pos=10) for n in ("Ada", "Brunel", "Cort", "Darby")]
    state = GameState(game="lancashire", options={}, players=players, era=era, round=2, rounds_in_era=8,
                      turn_order=[0, 1, 2, 3], turn_index=0, actions_left=2, phase="action")
    state.tiles = {
        "manchester/0": Tile(0, "cotton", 2, flipped=True),
        "manchester/1": Tile(1, "coal", 2, cubes=3),
        "bolton/2": Tile(2, "iron", 1, cubes=4),
        "liverpool/2": Tile(3, "shipyard", 1),
        "wigan/0": Tile(2, "coal", 1, cubes=1),
    }
    state.links = {"bolton__manchester": 0, "liverpool__wigan": 2, "lancaster__scotland": 3}
    return state


def slot_items(scene: BoardScene) -> list[SlotItem]:
    return [item for item in scene.items() if isinstance(item, SlotItem)]


# -- construction --------------------------------------------------------------------------------
def test_every_slot_and_line_has_an_item(scene, data):
    for slot_id in data.slots:
        item = scene.slot_item(slot_id)
        assert item.scene() is scene
    for line_id in data.lines:
        item = scene.line_item(line_id)
        assert item.scene() is scene
    assert len(slot_items(scene)) == len(data.slots)
    assert len([i for i in scene.items() if isinstance(i, LineItem)]) == len(data.lines)


def test_layout_places_every_location_and_slot(data):
    layout = load_layout("lancashire")
    layout.check(data)
    assert set(layout.locations) == set(data.locations)


def test_layout_rejects_bad_data(data):
    raw = json.loads(json.dumps({"game": "x", "scene_rect": [0, 0, 10, 10], "slot_size": 10,
                                 "locations": {"a": {"x": 0, "y": 0, "label": {"anchor": "sideways"}}}}))
    with pytest.raises(ValueError):
        parse_layout(raw)
    raw["locations"]["a"]["label"]["anchor"] = "top"
    with pytest.raises(ValueError):
        parse_layout(raw).check(data)  # most locations missing


def test_layout_keeps_real_geography():
    loc = load_layout("lancashire").locations

    def west_of(a: str, b: str) -> bool:
        return loc[a].x < loc[b].x

    def north_of(a: str, b: str) -> bool:
        return loc[a].y < loc[b].y

    assert west_of("barrow_in_furness", "lancaster") and north_of("barrow_in_furness", "preston")
    assert west_of("liverpool", "manchester") and west_of("birkenhead", "liverpool")
    assert north_of("colne", "manchester") and west_of("manchester", "colne")
    assert all(north_of("scotland", other) for other in loc if other != "scotland")
    assert west_of("colne", "yorkshire") and west_of("rochdale", "yorkshire")
    assert north_of("macclesfield", "the_midlands") and north_of("northwich", "the_midlands")
    assert west_of("bolton", "bury") and west_of("bury", "rochdale") and north_of("manchester", "stockport")


def game_scene(game: str) -> BoardScene:
    """A scene of ``game`` showing a 4-player position (every merchant space in use)."""
    scene = BoardScene(load_game_data(game))
    scene.sync(full_state(game))
    return scene


def full_state(game: str) -> GameState:
    """Lancashire: ``make_state``; Birmingham: a 4-player state with every merchant tile dealt."""
    if game == "lancashire":
        return make_state()
    from brass_desktop.engine import Game, GameSetup
    from brass_desktop.engine.brass.options import BirminghamOptions

    state = Game.new(GameSetup(players=("A", "B", "C", "D"), seed=1, game=game,
                               options=BirminghamOptions())).state
    state.tiles = {"birmingham/0": Tile(0, "cotton", 2, flipped=True), "stone/0": Tile(1, "brewery", 1, cubes=1),
                   "dudley/0": Tile(2, "coal", 2, cubes=2), "farm_brewery_south/0": Tile(3, "brewery", 2, cubes=2)}
    state.links = {"kidderminster__worcester": 0, "birmingham__oxford": 1}
    return state


@pytest.mark.parametrize("game", BRASS_MAPS)
@pytest.mark.parametrize("presentation", [False, True])
def test_nothing_overlaps(qapp, game, presentation):
    """Location bodies and name labels never overlap each other, everything stays on the map,
    and no line (nor a spur of a three-way line) runs through a town it does not reach."""
    scene = game_scene(game)
    data = scene.data
    scene.set_presentation(presentation)
    boxes: list[tuple[str, QRectF]] = []
    for loc_id in data.locations:
        boxes.append((f"body {loc_id}", scene.location_item(loc_id).sceneBoundingRect().adjusted(30, 30, -30, -30)))
        if data.locations[loc_id].kind not in BANNER_KINDS:
            boxes.append((f"label {loc_id}", scene.label_item(loc_id).text_rect()))
    boxes.append(("legend -", scene.legend_item().sceneBoundingRect()))
    for name, box in boxes:
        assert scene.sceneRect().contains(box), f"{name} leaves the map"
    for i, (name_a, a) in enumerate(boxes):
        for name_b, b in boxes[i + 1:]:
            if name_a.split()[1] == name_b.split()[1]:
                continue  # a label touching its own town is fine
            assert not a.intersects(b), f"{name_a} overlaps {name_b}"
    for line_id, line in data.lines.items():
        item = scene.line_item(line_id)
        for path in (item.path, *item.spurs):
            for loc_id in data.locations:
                if loc_id in line.ends:
                    continue
                body = scene.location_item(loc_id).sceneBoundingRect().adjusted(30, 30, -30, -30)
                hits = [t for t in range(1, 50) if body.contains(path.pointAtPercent(t / 50))]
                assert not hits, f"{line_id} runs through {loc_id}"
    scene.clear()


# -- sync ----------------------------------------------------------------------------------------
def test_sync_draws_tiles_and_links(scene, data):
    state = make_state()
    scene.sync(state)
    tile = scene.slot_item("manchester/1").tile
    assert tile is not None and (tile.owner, tile.industry, tile.level, tile.cubes) == (1, "coal", 2, 3)
    assert scene.slot_item("manchester/0").tile.flipped
    assert scene.slot_item("bury/0").tile is None
    assert scene.line_item("bolton__manchester").owner == 0
    assert scene.line_item("bolton__bury").owner is None
    built = sum(1 for slot_id in data.slots if scene.slot_item(slot_id).tile is not None)
    assert built == len(state.tiles)


def test_sync_is_idempotent_and_read_only(scene):
    state = make_state()
    before = json.dumps(state.to_dict(), sort_keys=True)
    scene.sync(state)
    count = len(scene.items())
    scene.sync(state)
    assert len(scene.items()) == count
    assert json.dumps(state.to_dict(), sort_keys=True) == before


def test_sync_clears_removed_tiles_and_follows_the_era(scene):
    state = make_state()
    scene.sync(state)
    state.tiles = {}
    state.links = {}
    state.era = "canal"
    scene.sync(state)
    assert all(item.tile is None for item in slot_items(scene))
    assert scene.line_item("bolton__manchester").owner is None
    assert scene.slot_item("birkenhead/0").blocked  # rail-only town in the canal era
    state.era = "rail"
    scene.sync(state)
    assert not scene.slot_item("birkenhead/0").blocked


# -- marks ---------------------------------------------------------------------------------------
def test_highlights_set_and_clear(scene):
    scene.set_highlights({"bury/0", "bury/1"}, {"bolton__bury"})
    assert scene.slot_item("bury/0").highlighted and scene.line_item("bolton__bury").highlighted
    assert not scene.slot_item("bolton/0").highlighted
    assert scene.slot_item("bolton/0").opacity() < 1.0  # others dimmed while a draft is active
    assert scene.slot_item("bury/0").opacity() == 1.0
    scene.set_highlights(set(), set())
    assert not scene.slot_item("bury/0").highlighted
    assert all(item.opacity() == 1.0 for item in slot_items(scene))
    assert scene.line_item("bolton__bury").opacity() == 1.0


def test_selected_is_separate_from_highlight(scene):
    scene.set_highlights({"bury/0"}, set())
    scene.set_selected({"manchester/2"}, {"bolton__bury"})
    assert scene.slot_item("manchester/2").selected and not scene.slot_item("manchester/2").highlighted
    assert scene.slot_item("manchester/2").opacity() == 1.0  # a chosen part is never dimmed
    assert scene.line_item("bolton__bury").selected
    scene.set_selected(set(), set())
    assert not scene.slot_item("manchester/2").selected


def test_player_colors_override(scene):
    colors = [QColor("#000000"), QColor("#ffffff")]
    scene.set_player_colors(colors)
    assert [c.name() for c in scene.player_colors()] == ["#000000", "#ffffff"]


# -- interaction ---------------------------------------------------------------------------------
def _click(qtbot, view: BoardView, scene_point: QPointF) -> None:
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(scene_point))


def _board_view(qtbot, scene: BoardScene) -> BoardView:
    board_view = BoardView(scene)
    qtbot.addWidget(board_view)
    # The map itself 1600 x 1000 px as before the score track and the table band framed it.
    grow_x = scene.sceneRect().width() / scene.map_area().width()
    grow_y = scene.sceneRect().height() / scene.map_area().height()
    board_view.resize(round(1600 * grow_x), round(1000 * grow_y))
    board_view.show()
    qtbot.waitExposed(board_view)
    board_view.fit_to_window()
    return board_view


@pytest.mark.parametrize("game", BRASS_MAPS)
@pytest.mark.parametrize("presentation", [False, True])
def test_clicking_any_slot_emits_its_id(qtbot, game, presentation):
    scene = game_scene(game)  # built tiles must stay clickable too
    scene.set_presentation(presentation)
    view = _board_view(qtbot, scene)
    for slot_id in scene.data.slots:
        center = scene.slot_item(slot_id).sceneBoundingRect().center()
        with qtbot.waitSignal(scene.slot_clicked, timeout=1000) as blocker:
            _click(qtbot, view, center)
        assert blocker.args == [slot_id]


@pytest.mark.parametrize("game", BRASS_MAPS)
@pytest.mark.parametrize("presentation", [False, True])
def test_clicking_any_line_emits_its_id(qtbot, game, presentation):
    scene = game_scene(game)
    scene.set_presentation(presentation)
    view = _board_view(qtbot, scene)
    for line_id in scene.data.lines:
        center = _unshared_point(scene, view, line_id)
        with qtbot.waitSignal(scene.line_clicked, timeout=1000) as blocker:
            _click(qtbot, view, center)
        assert blocker.args == [line_id]


def _unshared_point(scene: BoardScene, view: BoardView, line_id: str) -> QPointF:
    """The middle of the line's bounding box, or (where another line's band reaches over it
    once the click is rounded to a pixel) the nearest point of its course that no other band covers."""
    item = scene.line_item(line_id)
    others = [scene.line_item(other) for other in scene.line_ids() if other != line_id]
    candidates = [item.sceneBoundingRect().center()]
    candidates += [item.path.pointAtPercent(0.5 + sign * step / 40) for step in range(10) for sign in (1, -1)]
    for point in candidates:
        clicked = view.mapToScene(view.mapFromScene(point))
        if item.shape().contains(clicked) and not any(o.shape().contains(clicked) for o in others):
            return point
    return candidates[0]


def test_click_on_unhighlighted_slot_still_emits(qtbot, scene, view):
    scene.set_highlights({"bury/0"}, set())
    center = scene.slot_item("colne/1").sceneBoundingRect().center()
    with qtbot.waitSignal(scene.slot_clicked, timeout=1000) as blocker:
        _click(qtbot, view, center)
    assert blocker.args == ["colne/1"]


def test_click_on_a_town_body_emits_nothing(qtbot, scene, view):
    body = scene.location_item("manchester").body_path()
    box = body.boundingRect()
    # the panel's left margin between its two slot rows (a line to Bury runs under the body here)
    margin = QPointF(box.left() + 4, box.center().y())
    assert body.contains(margin)
    with qtbot.assertNotEmitted(scene.slot_clicked), qtbot.assertNotEmitted(scene.line_clicked):
        _click(qtbot, view, margin)


def test_hover_emits_id_then_empty(qtbot, scene, view):
    seen: list[str] = []
    scene.slot_hovered.connect(seen.append)
    qtbot.mouseMove(view.viewport(), view.mapFromScene(scene.slot_item("bury/1").sceneBoundingRect().center()))
    qtbot.waitUntil(lambda: "bury/1" in seen, timeout=1000)
    qtbot.mouseMove(view.viewport(), QPoint(2, 2))
    qtbot.waitUntil(lambda: seen[-1] == "", timeout=1000)


# -- text ----------------------------------------------------------------------------------------
def test_presentation_makes_text_bigger(scene):
    label: LabelItem = scene.label_item("manchester")
    normal = label.name_font().pixelSize()
    width = label.text_rect().width()
    scene.set_presentation(True)
    assert scene.presentation()
    assert label.name_font().pixelSize() > normal
    assert label.text_rect().width() > width
    assert scene.slot_item("manchester/0").scale() > 1.0
    scene.set_presentation(False)
    assert label.name_font().pixelSize() == normal


def test_retranslate_relabels_locations(scene, data):
    scene.retranslate(lambda loc_id: data.locations[loc_id].name.upper())
    assert scene.label_item("bolton").text == "BOLTON"
    assert scene.label_item("birkenhead").note  # "rail era only" stays
    assert "BOLTON" in scene.slot_item("bolton/0").toolTip()


def test_set_tooltip(scene):
    scene.set_tooltip("slot", "bolton/1", "Build here")
    assert scene.slot_item("bolton/1").toolTip() == "Build here"
    scene.set_tooltip("line", "bolton__bury", "Canal link")
    assert scene.line_item("bolton__bury").toolTip() == "Canal link"
    scene.set_tooltip("location", "bury", "Bury!")
    assert scene.location_item("bury").toolTip() == "Bury!"
    scene.set_tooltip("slot", "bolton/1", "")
    assert "Bolton" in scene.slot_item("bolton/1").toolTip()  # default restored
    with pytest.raises(ValueError):
        scene.set_tooltip("town", "bury", "x")
    with pytest.raises(KeyError):
        scene.set_tooltip("slot", "nowhere/9", "x")


# -- view ----------------------------------------------------------------------------------------
def test_view_zoom_and_fit(qtbot, view):
    fitted = view.current_scale()
    view.zoom_in()
    assert view.current_scale() > fitted
    view.zoom_out()
    view.zoom_out()
    assert view.current_scale() < fitted
    view.fit_to_window()
    assert view.current_scale() == pytest.approx(fitted)
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert view.current_scale() > fitted
    qtbot.keyClick(view, Qt.Key.Key_0)
    assert view.current_scale() == pytest.approx(fitted)
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    assert view.current_scale() < fitted
    for _ in range(30):
        view.zoom_out()
    assert view.current_scale() >= fitted * view.MIN_FIT_FRACTION - 1e-9


def test_wheel_zooms_around_the_cursor(qtbot, view, scene):
    from PySide6.QtCore import QPointF as P
    from PySide6.QtGui import QWheelEvent

    target = scene.slot_item("manchester/0").sceneBoundingRect().center()
    pos = view.mapFromScene(target)
    before = view.current_scale()
    event = QWheelEvent(P(pos), P(view.viewport().mapToGlobal(pos)), QPoint(0, 0), QPoint(0, 240),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    view.wheelEvent(event)
    assert view.current_scale() > before
    # The point under the cursor stays under the cursor (within a pixel or two).
    after = view.mapFromScene(target)
    assert abs(after.x() - pos.x()) <= 2 and abs(after.y() - pos.y()) <= 2


def test_scene_renders(scene):
    scene.sync(make_state())
    scene.set_highlights({"bury/0"}, {"bolton__bury"})
    image = QImage(800, 600, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ff00ff"))
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    assert image.pixelColor(400, 300) != QColor("#ff00ff")


def test_sync_and_highlights_are_fast(scene):
    state = make_state()
    empty = make_state()
    empty.tiles, empty.links = {}, {}
    samples = []
    for i in range(60):
        start = time.perf_counter()
        scene.sync(state if i % 2 else empty)
        scene.set_highlights({"bury/0", "rochdale/1"} if i % 2 else set(), {"bolton__bury"} if i % 2 else set())
        samples.append(time.perf_counter() - start)
    assert statistics.median(samples) < 0.016
