"""The Brass map read from the back of a room (issue 39, must-have 1): the text the map items draw
is large enough on a projector, a built tile or link shows its owner's colour in bulk, and the
targets of a draft stand out without the rest of the board fading."""
from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem, QStyleOptionGraphicsItem

from brass_desktop.ui.board import style
from brass_desktop.ui.brass.furniture import CompassItem, LabelItem, LegendItem, LocationItem
from brass_desktop.ui.brass.items import MerchantItem, SlotItem
from brass_desktop.ui.brass.lines import LineItem
from tests.ui.test_board_scene import game_scene
from tests.ui.test_room_sees import play_midgame

GAMES = ("lancashire", "birmingham")
#: screen -> the least text size in px in presentation mode
LEAST_PX = {(1920, 1080): 18.0, (1366, 768): 13.0}
#: the map's own items (the track and the table band round it are measured with the window)
MAP_ITEMS = (SlotItem, MerchantItem, LocationItem, LabelItem, LegendItem, CompassItem, LineItem)


class TextRecorder(QPainter):
    """A painter that notes each text's em size under its transform (item units -> device)."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.sizes: list[tuple[float, str]] = []
        self.bold: list[bool] = []

    def drawText(self, *args) -> None:  # noqa: N802 (Qt API)
        transform = self.worldTransform()
        words = next((arg for arg in args if isinstance(arg, str)), "")
        if words.strip():
            self.sizes.append((self.font().pixelSize() * math.hypot(transform.m21(), transform.m22()), words))
            self.bold.append(self.font().bold())
        super().drawText(*args)


def settle() -> None:
    for _ in range(8):
        QApplication.processEvents()


def midgame_draft(window, game: str, actions: int = 30, seed: int = 5) -> None:
    """4 players, ``actions`` seeded legal actions in, hands open and a draft started (as
    benchmarks/render_window.py shows it): the map lights the targets of the first action."""
    play_midgame(window, game, actions, seed)
    window.set_open_hands(True)
    interaction = window.controller.interaction
    enabled = [kind for kind, ok in interaction.kinds() if ok]
    interaction.select_kind(enabled[0])
    settle()


def map_texts(view) -> list[tuple[float, float, str]]:
    """(screen px, scene units, words) of every text the map's own items draw in ``view``."""
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    to_view = view.viewportTransform()
    pixels_a_unit = math.hypot(to_view.m21(), to_view.m22())
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    texts = []
    for item in view.scene().items():
        if not isinstance(item, MAP_ITEMS) or not item.isVisible() or not item.sceneBoundingRect().intersects(visible):
            continue
        recorder = TextRecorder(image)
        recorder.setWorldTransform(item.sceneTransform())
        item.paint(recorder, QStyleOptionGraphicsItem(), None)
        recorder.end()
        texts += [(units * pixels_a_unit, units, words) for units, words in recorder.sizes]
    return texts


@pytest.mark.parametrize("size", list(LEAST_PX))
@pytest.mark.parametrize("game", GAMES)
def test_every_map_text_reads_from_the_back_of_the_room(window, game, size):
    """Tile levels, cube and barrel counts, VP and income badges, ring values, names, "rail era
    only" notes, merchant bonuses, the compass: >= 18 px at 1920x1080 and >= 13 px at 1366x768 in
    presentation mode, 4 players mid-draft; and >= PRESENTATION_MIN_TEXT scene units whatever the
    window's layout."""
    midgame_draft(window, game)
    window.resize(*size)
    window.set_presentation(True)
    settle()
    texts = map_texts(window.view)
    kinds = {words for _, _, words in texts}
    assert len(kinds) > 20  # names, levels, numbers...
    least_px = min(texts)
    assert least_px[0] >= LEAST_PX[size], f"{game} at {size}: {least_px}"
    least_units = min(texts, key=lambda text: text[1])
    assert least_units[1] >= style.PRESENTATION_MIN_TEXT - 0.5, least_units


@pytest.mark.parametrize("game", GAMES)
def test_tile_numbers_fill_their_badges_in_presentation(qapp, game):
    """On a projector the level, VP, income and cube numbers of a tile are at least the room's
    minimum, drawn in bold, and a numeral's height fills most of the tile's top row."""
    scene = game_scene(game)
    scene.set_presentation(True)
    built = [item for item in scene.items() if isinstance(item, SlotItem) and item.tile is not None]
    assert any(item.tile.flipped for item in built) and any(item.tile.cubes for item in built)
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    for item in built:
        spy = TextRecorder(image)
        spy.setWorldTransform(item.sceneTransform())
        item.paint(spy, QStyleOptionGraphicsItem(), None)
        spy.end()
        expected = 3 if item.tile.flipped else (2 if item.tile.cubes else 1)  # level (+ VP, income | cubes)
        assert len(spy.sizes) == expected
        assert all(spy.bold)
        assert min(px for px, _ in spy.sizes) >= style.PRESENTATION_MIN_TEXT - 0.5
        # a text this size takes about half the tile's height: the numerals are its largest marks
        assert spy.sizes[0][0] >= 0.4 * item.size * item.scale()


def render_item(item: QGraphicsItem, zoom: float = 4.0) -> tuple[QImage, QRectF]:
    """``item`` alone, painted at ``zoom`` pixels per item unit on transparency."""
    bounds = item.boundingRect()
    image = QImage(round(bounds.width() * zoom), round(bounds.height() * zoom), QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(zoom, zoom)
    painter.translate(-bounds.topLeft())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image, bounds


def pixel(image: QImage, bounds: QRectF, point: QPointF, zoom: float = 4.0) -> QColor:
    return image.pixelColor(round((point.x() - bounds.left()) * zoom), round((point.y() - bounds.top()) * zoom))


def close(a: QColor, b: QColor, tolerance: int = 12) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


@pytest.mark.parametrize("presentation", [False, True])
def test_a_built_tile_is_filled_with_its_owners_colour(qapp, presentation):
    """Ownership from 6 m: the owner's colour fills the tile (not a thin frame round an industry
    colour), in both modes; a flipped tile's lower band is the owner's darker hue."""
    scene = game_scene("lancashire")  # manchester/0: Ada's flipped cotton mill, manchester/1: Brunel's coal
    scene.set_presentation(presentation)
    colors = scene.player_colors()
    for slot_id, owner in (("manchester/1", 1), ("bolton/2", 2), ("liverpool/2", 3), ("manchester/0", 0)):
        item = scene.slot_item(slot_id)
        assert item.tile is not None and item.tile.owner == owner
        image, bounds = render_item(item)
        half = item.size / 2
        spot = QPointF(half - 9, -5)  # under the owner's shape, above whatever sits at the bottom
        assert close(pixel(image, bounds, spot), colors[owner]), (slot_id, pixel(image, bounds, spot).name())
        # The inside of the tile, 8 units in from its edge (where a frame would end): the owner's hue
        # fills what the numbers, the shape and the industry leave free.
        inner = round(half) - 8
        square = [pixel(image, bounds, QPointF(x, y)) for x in range(-inner, inner) for y in range(-inner, inner)]
        share = sum(close(color, colors[owner]) for color in square) / len(square)
        if item.tile.flipped:
            share += sum(close(color, colors[owner].darker(170)) for color in square) / len(square)
        assert share >= (0.1 if presentation else 0.3), (slot_id, share)


def test_a_built_link_is_drawn_bold_in_its_owners_colour(qapp):
    scene = game_scene("lancashire")  # bolton__manchester: Ada's link
    scene.set_presentation(True)
    line = scene.line_item("bolton__manchester")
    image, bounds = render_item(line, 2.0)
    path = line.path
    length = path.length()
    hits = 0
    for i in range(1, 20):
        percent = path.percentAtLength(length * i / 20)
        point, angle = path.pointAtPercent(percent), math.radians(path.angleAtPercent(percent))
        normal = QPointF(-math.sin(angle), -math.cos(angle))
        # 8 units off the middle (a marker is smaller): still the owner's colour, the stroke is wider
        for side in (1, -1):
            hits += close(pixel(image, bounds, point + normal * 8 * side, 2.0), scene.player_colors()[0])
    assert hits >= 30  # a few samples fall inside the town bodies' ends or on a marker's edge


@pytest.mark.parametrize("game", GAMES)
def test_the_board_keeps_its_strength_while_targets_are_lit(qapp, game):
    """During a draft every unlit slot, merchant and line stays at >= 0.85 opacity (at most a light
    dimming); the lit ones are drawn at full strength, with a wide halo and a thick frame."""
    scene = game_scene(game)
    slots = scene.slot_ids()
    lit_slot = next(slot for slot in slots if scene.slot_item(slot).tile is None)
    lit_line = scene.line_ids()[0]
    scene.set_highlights({lit_slot}, {lit_line})
    items = [scene.slot_item(slot) for slot in slots] + [scene.line_item(line) for line in scene.line_ids()]
    items += [scene.merchant_item(merchant) for merchant in scene.merchant_ids()]
    assert all(item.opacity() >= 0.85 for item in items), min(item.opacity() for item in items)
    assert any(item.opacity() < 1.0 for item in items)  # the draft still shows, lightly
    assert scene.slot_item(lit_slot).opacity() == 1.0 and scene.line_item(lit_line).opacity() == 1.0
    item = scene.slot_item(lit_slot)
    image, bounds = render_item(item)
    half = item.size / 2
    frame = pixel(image, bounds, QPointF(0, -half - style.HIGHLIGHT_FRAME / 2 - 1))
    assert close(frame, style.HIGHLIGHT, 30), frame.name()  # the frame, just outside the square
    halo = pixel(image, bounds, QPointF(0, -half - 14))
    assert halo.alpha() > 0 and halo.red() > 150 and halo.green() > 120 and halo.blue() < 100, halo.name()


def test_the_map_stays_strong_mid_draft_in_the_window(window):
    """The window's own draft (Birmingham, 4 players): no map item below 0.85 opacity."""
    midgame_draft(window, "birmingham")
    scene = window.view.scene()
    assert scene.marked_rect().isValid()  # targets are lit
    ghosts = scene.preview_items()  # the prepared tile drawn translucent on its slot is no map item
    faded = [item for item in scene.items()
             if isinstance(item, MAP_ITEMS) and item not in ghosts and item.opacity() < 0.85]
    assert not faded


def test_the_key_is_shown_on_a_screen_and_left_out_when_presenting(qapp):
    scene = game_scene("lancashire")
    legend = scene.legend_item()
    assert legend.isVisible() and legend.boundingRect().width() > 100
    scene.set_presentation(True)
    assert not legend.isVisible()
    scene.set_legend_visible(True)
    assert not legend.isVisible()  # presenting wins
    scene.set_presentation(False)
    assert legend.isVisible()
    scene.set_legend_visible(False)
    assert not legend.isVisible()


def test_small_text_never_rounds_below_the_minimum(qapp):
    scene = game_scene("birmingham")
    scene.set_presentation(True)
    scale = scene.slot_item(scene.slot_ids()[0]).scale()
    ctx = scene.slot_item(scene.slot_ids()[0]).ctx
    for size in (10.0, 14.0, 17.0):
        px = ctx.small_text(size, scale)
        assert px == round(px) and px * scale >= style.PRESENTATION_MIN_TEXT
