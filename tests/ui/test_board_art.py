"""The board as a map worth looking at: its art, text a room can read, lines easy to hit, tiles
and tooltips that describe what is built."""
from __future__ import annotations

import math
from pathlib import Path

import pytest
from PySide6.QtCore import QLineF, QPoint
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from brass_desktop.engine import load_game_data
from brass_desktop.ui.board import BoardView, style
from brass_desktop.ui.brass import words
from brass_desktop.ui.brass.layout import load_layout
from brass_desktop.ui.brass.lines import LineItem
from brass_desktop.ui.brass.scene import BoardScene
from tests.ui.test_board_scene import full_state, game_scene, make_state

GAMES = ("lancashire", "birmingham")  # the Brass maps this scene draws


class FontSpy(QPainter):
    """A painter that remembers every font pixel size set on it (paint code calls setFont)."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.sizes: list[int] = []

    def setFont(self, font) -> None:  # noqa: N802 (Qt API)
        self.sizes.append(font.pixelSize())
        super().setFont(font)


def fitted_view(qtbot, scene: BoardScene, width: int, height: int) -> BoardView:
    view = BoardView(scene)
    qtbot.addWidget(view)
    # ``width`` x ``height`` is the map's own size on the screen: the view grows by the score
    # track and the table band round the map (ui/brass/board_table.py).
    grow_x = scene.sceneRect().width() / scene.map_area().width()
    grow_y = scene.sceneRect().height() / scene.map_area().height()
    view.resize(round(width * grow_x), round(height * grow_y))
    view.show()
    qtbot.waitExposed(view)
    view.fit_to_window()
    return view


@pytest.mark.parametrize("game", GAMES)
def test_routes_file_is_what_the_map_tool_writes(game):
    """routes.json is generated from the courses typed into tools/map_art.py: never stale."""
    from tools.map_art import ROUTES, SCENE_ROUTES, build_routes

    path = Path(__file__).resolve().parents[2] / "resources" / game / "routes.json"
    assert path.read_text(encoding="utf-8") == build_routes(game)
    routed = set(ROUTES[game]) | set(SCENE_ROUTES[game])
    assert len(routed) >= len(load_game_data(game).lines) - 2  # all but a couple of nearly straight lines


@pytest.mark.parametrize("game", GAMES)
def test_lines_follow_their_courses_and_so_do_their_hit_bands(qapp, game):
    scene = game_scene(game)
    routes = load_layout(game).lines
    # the Leeds & Liverpool over the Pennines, the Bridgewater, the Trent & Mersey, the Severn
    famous = {"lancashire": {"colne__yorkshire", "manchester__warrington_runcorn", "blackburn__wigan"},
              "birmingham": {"stoke_on_trent__warrington", "coalbrookdale__kidderminster"}}
    assert famous[game] <= set(routes)
    bent = 0
    for line_id, course in routes.items():
        item = scene.line_item(line_id)
        samples = [item.path.pointAtPercent(i / 400) for i in range(401)]
        for x, y in course.route:
            # the drawn line passes through every point of its course...
            assert min(math.hypot(p.x() - x, p.y() - y) for p in samples) < 1.0, line_id
        line = scene.data.lines[line_id]
        a, b = (scene.location_item(end).pos() for end in (line.a, line.b))
        if item.path.length() > 1.05 * math.hypot(a.x() - b.x(), a.y() - b.y()):
            bent += 1
        # ...and the clickable band with it, except where a town or label is drawn on top
        mid = item.path.pointAtPercent(0.5)
        assert item.shape().contains(mid) or any(
            scene.location_item(loc).body_path().contains(mid) for loc in scene.data.locations) or any(
            scene.label_item(loc).occluder().contains(mid) for loc in scene.data.locations), line_id
    assert bent >= 10  # the lines are not straight segments any more


@pytest.mark.parametrize("game", GAMES)
def test_map_art_loads_and_draws_the_landscape(qapp, game):
    scene = BoardScene(load_game_data(game))
    art = scene.map_art()
    assert art.isValid()
    assert art.viewBoxF().contains(scene.map_area())  # drawn in scene units, past the map's edges
    image = QImage(1200, 780, QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    painter.scale(1200 / scene.sceneRect().width(), 780 / scene.sceneRect().height())
    painter.translate(-scene.sceneRect().topLeft())
    scene.drawBackground(painter, scene.sceneRect())
    painter.end()
    colours = {image.pixelColor(x, y).name() for x in range(0, 1200, 3) for y in range(0, 780, 3)}
    assert "#000000" not in colours  # the land covers everything
    bluish = [c for c in colours if QColor(c).blue() > QColor(c).red() + 25]
    assert len(bluish) >= 5  # rivers (and Lancashire's sea) are drawn


@pytest.mark.parametrize("game", GAMES)
def test_smallest_map_text_is_18_px_in_presentation_at_1920x1080(qtbot, game):
    """Tile levels, cube and barrel counts, VP and income badges, ring values, labels, notes and
    merchant bonuses: font pixel size x item scale x view scale >= 18 px (the key is not drawn
    while presenting)."""
    scene = game_scene(game)
    scene.set_presentation(True)
    view = fitted_view(qtbot, scene, *style.PRESENTATION_REFERENCE_VIEW)
    view_scale = view.current_scale()
    assert view_scale >= 0.68
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    smallest: dict[str, float] = {}
    for item in scene.items():
        if not item.isVisible():
            continue
        spy = FontSpy(image)
        item.paint(spy, QStyleOptionGraphicsItem(), None)
        spy.end()
        if spy.sizes:
            on_screen = min(spy.sizes) * item.sceneTransform().m11() * view_scale
            kind = type(item).__name__
            smallest[kind] = min(smallest.get(kind, 99.0), on_screen)
    assert {"SlotItem", "LocationItem", "LabelItem"} <= set(smallest)
    assert not scene.legend_item().isVisible()
    assert min(smallest.values()) >= 18.0, smallest


@pytest.mark.parametrize("game", GAMES)
def test_short_links_stay_visible_beside_enlarged_towns(qtbot, game):
    """In presentation mode every line shows at least 24 px of itself between the town bodies
    (Shrewsbury-Coalbrookdale, Gloucester-Worcester)."""
    scene = game_scene(game)
    scene.set_presentation(True)
    view = fitted_view(qtbot, scene, *style.PRESENTATION_REFERENCE_VIEW)
    bodies = [scene.location_item(loc).body_path() for loc in scene.data.locations]
    for line_id in scene.data.lines:
        path = scene.line_item(line_id).path
        steps = 200
        free = sum(1 for i in range(steps + 1)
                   if not any(b.contains(path.pointAtPercent(i / steps)) for b in bodies))
        visible_px = free / (steps + 1) * path.length() * view.current_scale()
        assert visible_px >= 24, f"{line_id}: {visible_px:.0f} px visible"


@pytest.mark.parametrize("game", GAMES)
def test_lines_are_hit_and_hovered_6_px_off_their_middle_on_a_small_screen(qtbot, game):
    """A 1366x768 laptop shows the map about 950 x 520 px: the bands are >= 12 px wide there."""
    scene = game_scene(game)
    view = fitted_view(qtbot, scene, 950, 520)
    scale = view.current_scale()
    assert scene.line_hit_width() * scale >= 12
    assert scene.line_hit_width() > LineItem.HIT_WIDTH  # it did widen for the small view
    for line_id in scene.data.lines:
        item = scene.line_item(line_id)
        center = item.sceneBoundingRect().center()
        angle = item.path.angleAtPercent(item.path.percentAtLength(item.path.length() / 2))
        normal = QLineF.fromPolar(6.0 / scale, angle + 90).p2()
        for point in (center + normal, center - normal):
            assert item.shape().contains(point), line_id
    item = scene.line_item(scene.line_ids()[0])
    center = item.sceneBoundingRect().center()
    angle = item.path.angleAtPercent(0.5)
    off = center + QLineF.fromPolar(6.0 / scale, angle + 90).p2()
    qtbot.mouseMove(view.viewport(), view.mapFromScene(off) + QPoint(40, 40))
    qtbot.mouseMove(view.viewport(), view.mapFromScene(off))
    qtbot.waitUntil(lambda: item.hovered, timeout=1000)


def test_hit_width_follows_the_zoom(qtbot):
    scene = game_scene("lancashire")
    view = fitted_view(qtbot, scene, 1600, 1000)
    assert scene.line_hit_width() == LineItem.HIT_WIDTH  # large map: the printed width
    view.zoom_by(0.5)
    assert scene.line_hit_width() * view.current_scale() >= style.LINE_HIT_MIN_PX - 0.01
    assert scene.line_hit_width() <= LineItem.HIT_WIDTH_MAX


def test_built_tile_shows_and_tells_vp_income_and_cubes(qapp):
    data = load_game_data("lancashire")
    scene = BoardScene(data)
    scene.sync(make_state())
    cotton = data.tile("cotton", 2)
    tile = scene.slot_item("manchester/0").tile
    assert (tile.vp, tile.income, tile.flipped) == (cotton.vp, cotton.income, True)
    tip = scene.slot_item("manchester/0").toolTip()
    assert tip.splitlines() == [
        f"Manchester: Ada's {words.industry_name('cotton', data=data)}, level 2",
        f"Flipped: scores {cotton.vp} VP; it raised income by {cotton.income} spaces"]
    coal = data.tile("coal", 2)
    tip = scene.slot_item("manchester/1").toolTip()
    assert f"Not flipped yet: will score {coal.vp} VP and raise income by {coal.income} spaces" in tip
    assert tip.splitlines()[-1] == "Cubes left: 3"
    # a reason set from outside comes after the description; an empty slot shows only the reason
    scene.set_tooltip("slot", "manchester/1", "Overbuilding needs a higher level")
    assert scene.slot_item("manchester/1").toolTip().splitlines()[-1] == "Overbuilding needs a higher level"
    assert scene.slot_item("manchester/1").toolTip().startswith("Manchester: Brunel's")
    scene.set_tooltip("slot", "bury/0", "Not in your network")
    assert scene.slot_item("bury/0").toolTip() == "Not in your network"


def test_link_tooltip_names_owner_and_current_value(qapp):
    data = load_game_data("lancashire")
    scene = BoardScene(data)
    scene.sync(make_state())
    # R10.2: rings at both ends plus one per flipped tile there (manchester/0 is flipped)
    value = data.locations["bolton"].rings + data.locations["manchester"].rings + 1
    assert scene.line_item("bolton__manchester").toolTip() == \
        f"Bolton – Manchester: link of Ada, worth {value} VP now"
    assert "link of" not in scene.line_item("bury__rochdale").toolTip()  # unbuilt: the printed line


def test_merchant_tooltip_says_what_it_buys_its_bonus_and_barrels(qapp):
    data = load_game_data("birmingham")
    scene = BoardScene(data)
    state = full_state("birmingham")
    scene.sync(state)
    dealt = next(m for m in state.merchants if m["tile"] not in ("blank",) and m["location"] == "oxford")
    tip = scene.merchant_item(dealt["id"]).toolTip().splitlines()
    assert tip[0].startswith("Oxford: buys ")
    assert tip[1] == "Selling with its beer gives +2 income."
    assert tip[2] == f"Beer barrels left: {dealt['beer']}"


def test_ring_values_are_written_as_numbers(qapp):
    scene = game_scene("lancashire")
    item = scene.location_item("blackpool")
    assert item.rings == load_game_data("lancashire").locations["blackpool"].rings
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    spy = FontSpy(image)
    item.paint(spy, QStyleOptionGraphicsItem(), None)
    spy.end()
    assert spy.sizes  # the value is text now, not a row of rings
    assert math.isclose(item.ring_text_px(), 15.0)
    scene.set_presentation(True)
    assert item.ring_text_px() * item.scale() >= style.PRESENTATION_MIN_TEXT - 0.01
