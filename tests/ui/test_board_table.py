"""The public game on the board (issue 39): the score track round the map with each player's
markers, and the band below it with the player boxes, markets, demand track, era and draw pile."""
from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from brass_desktop import i18n
from brass_desktop.engine import Game, GameSetup, get_game
from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent
from brass_desktop.ui.brass import words
from brass_desktop.ui.brass.board_table import BoxItem
from brass_desktop.ui.brass.scene import BoardScene
from brass_desktop.ui.brass.track import MARKER_RADIUS, ScoreTrackItem

BRASS = ("lancashire", "birmingham")


def played(game: str, actions: int = 40, seed: int = 5) -> Game:
    """A 4-player game after ``actions`` seeded random legal actions."""
    g = Game.new(GameSetup(players=("Ada", "Brunel", "Cort", "Darby"), seed=seed, game=game,
                           options=get_game(game).options_class()))
    agent = RandomAgent(seed, BUILDER_WEIGHTS)
    for _ in range(actions):
        if g.is_over():
            break
        g.apply(agent.choose(g))
    return g


def synced(game: Game) -> BoardScene:
    scene = BoardScene(game.data)
    scene.sync(game.state)
    return scene


def markers_of(scene: BoardScene) -> dict[tuple[int, str], tuple[int, int, QPointF]]:
    return {(m.player, m.kind): (m.space, m.value, m.pos()) for m in scene.track_marker_items()}


class TextSpy(QPainter):
    def __init__(self, device: QImage) -> None:
        super().__init__(device)
        self.texts: list[tuple[float, str]] = []

    def drawText(self, *args: object) -> None:  # noqa: N802
        words_ = next((a for a in args if isinstance(a, str)), "")
        if words_.strip():
            self.texts.append((float(self.font().pixelSize()), words_))
        super().drawText(*args)  # type: ignore[call-overload]


def drawn_texts(scene: BoardScene) -> list[tuple[float, str]]:
    """Every text the track and the band's boxes draw, with its size in scene units."""
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    spy = TextSpy(image)
    for item in scene.items():
        if isinstance(item, ScoreTrackItem | BoxItem) and item.isVisible():
            item.paint(spy, QStyleOptionGraphicsItem(), None)
    spy.end()
    return spy.texts


@pytest.mark.parametrize("game", BRASS)
def test_each_marker_stands_on_the_space_of_its_vp_and_income(qapp, game):
    g = played(game, 100)  # past the canal era's scoring
    scene = synced(g)
    spaces = scene.board_table().track.spaces()
    markers = markers_of(scene)
    assert len(markers) == 8
    assert any(p.vp for p in g.state.players)  # the seeded play scored something
    for i, p in enumerate(g.state.players):
        for kind, value in (("vp", p.vp), ("income", p.income_pos)):
            space, shown, pos = markers[(i, kind)]
            assert (space, shown) == (value % 100, value), (i, kind)
            outer, inner = spaces[space].parts()
            centre = (outer if kind == "vp" else inner).center()
            sharing = sum(1 for s, _, _ in (markers[(j, kind)] for j in range(4)) if s == space)
            # beside its space: within the row of markers sharing it
            reach = (sharing - 1) / 2 * (2 * MARKER_RADIUS + 3) + 1
            assert math.hypot(pos.x() - centre.x(), pos.y() - centre.y()) <= reach + 2 * MARKER_RADIUS, (i, kind)
    # markers sharing a space stand side by side, not on top of each other
    positions = [pos for _, _, pos in markers.values()]
    for a in range(len(positions)):
        for b in range(a + 1, len(positions)):
            d = positions[a] - positions[b]
            assert math.hypot(d.x(), d.y()) >= 2 * MARKER_RADIUS, (a, b)


@pytest.mark.parametrize("game", BRASS)
def test_markets_show_the_engines_cubes_and_prices(qapp, game):
    g = played(game, 60)
    scene = synced(g)
    table = scene.board_table()
    ctx = g.context
    for resource in ("coal", "iron"):
        item = table.markets[resource]
        prices = ctx.market_prices(resource)
        empty = g.data.markets[resource].empty_price
        assert item.labels == tuple(f"£{p}" for p in (*prices, empty))
        assert item.filled == g.state.market_cubes(resource)
    if game == "lancashire":
        assert table.distant is not None
        assert table.distant.labels == ("+3", "+3", "+2", "+2", "+1", "+1", "0", "0", "✕")
        assert table.distant.filled == (8 if g.state.distant_closed else g.state.distant_pos)
    else:
        assert table.distant is None  # Birmingham has merchants, not a distant market


def test_birmingham_merchants_show_their_barrels_and_bonuses(qapp):
    g = played("birmingham", 60)
    scene = synced(g)
    bonuses = {s.location: (s.bonus, s.amount) for s in g.data.merchant_spaces}
    for m in g.state.merchants:
        item = scene.merchant_item(m["id"])
        assert item.isVisible()
        assert item.beer == int(m["beer"])
        kind, amount = bonuses[m["location"]]
        assert scene.location_item(m["location"]).bonus == words.merchant_bonus_text(kind, amount)


@pytest.mark.parametrize("game", BRASS)
def test_era_round_draw_pile_and_player_boxes_match_the_state(qapp, game):
    g = played(game, 30)
    scene = synced(g)
    table = scene.board_table()
    s = g.state
    era = "Canal era" if s.era == "canal" else "Rail era"
    assert table.era.lines == (f"{era}, round {s.round} of {s.rounds_in_era}", f"Draw pile · {len(s.deck)} cards")
    assert len(table.players) == 4
    for i, (box, p) in enumerate(zip(table.players, s.players, strict=True)):
        level = g.data.income_level(p.income_pos)
        money = f"£{p.money}" if p.money >= 0 else f"−£{-p.money}"
        income = f"£{level}" if level >= 0 else f"−£{-level}"
        assert box.lines[0] == p.name
        assert box.lines[1] == f"{money} · income {income} · {p.vp} VP"
        turn = f"turn {s.turn_order.index(i) + 1}"
        assert box.lines[2] == (f"▶ {turn}" if i == g.current_player else turn)
        assert box.facts.playing == (i == g.current_player)
    assert "Hand" not in " ".join(" ".join(box.lines) for box in table.players)  # public facts only


@pytest.mark.parametrize("game", BRASS)
def test_show_scores_moves_the_vp_markers_alone(qtbot, game):
    g = played(game, 40)
    scene = synced(g)
    table = scene.board_table()
    before = markers_of(scene)
    era_before = table.era.lines
    markets_before = {r: (m.labels, m.filled) for r, m in table.markets.items()}
    money_before = [box.facts.money for box in table.players]
    new_vp = [p.vp + 7 * (i + 1) for i, p in enumerate(g.state.players)]
    scene.show_scores(new_vp, animate=False)
    after = markers_of(scene)
    for i in range(4):
        assert after[(i, "vp")][:2] == (new_vp[i] % 100, new_vp[i])
        assert after[(i, "income")][:2] == before[(i, "income")][:2]
        assert f"· {new_vp[i]} VP" in table.players[i].lines[1]
    assert table.era.lines == era_before
    assert {r: (m.labels, m.filled) for r, m in table.markets.items()} == markets_before
    assert [box.facts.money for box in table.players] == money_before
    # animated: the markers glide there (~400 ms) and end on their spaces
    scene.show_scores([v + 3 for v in new_vp], animate=True)
    assert table.track.animating()
    qtbot.waitUntil(lambda: not table.track.animating(), timeout=2000)
    animated = markers_of(scene)
    scene.show_scores([v + 3 for v in new_vp], animate=False)
    assert {k: v[2] for k, v in animated.items()} == {k: v[2] for k, v in markers_of(scene).items()}
    # a sync puts them back where the state says
    scene.sync(g.state)
    assert markers_of(scene) == before


@pytest.mark.parametrize("game", BRASS)
def test_the_board_frames_the_map_and_keeps_it_uncovered(qapp, game):
    g = played(game, 20)
    scene = synced(g)
    for presentation in (False, True):
        scene.set_presentation(presentation)
        rect = scene.sceneRect()
        assert 1.28 <= rect.width() / rect.height() <= 1.36
        table = scene.board_table()
        boxes = [b.rect for b in (*table.players, *table.markets.values(), table.era)]
        track = table.track.item.shape()
        map_items = [scene.slot_item(s) for s in scene.slot_ids()] + [
            scene.location_item(loc) for loc in g.data.locations] + [scene.label_item(loc) for loc in g.data.locations]
        for item in map_items:
            bounds = item.sceneBoundingRect()
            assert not any(bounds.intersects(box) for box in boxes), item
            assert not track.intersects(bounds.adjusted(6, 6, -6, -6)), item
        assert all(rect.contains(box) for box in boxes)
        assert all(box.top() >= scene.map_area().bottom() for box in boxes)  # below the map


@pytest.mark.parametrize("game", BRASS)
def test_every_text_of_the_track_and_band_is_projector_sized(qapp, game):
    scene = synced(played(game, 20))
    scene.set_presentation(True)
    texts = drawn_texts(scene)
    assert len(texts) > 100 + 4 * 3
    assert min(size for size, _ in texts) >= 30.0, min(texts)


@pytest.mark.parametrize("game", BRASS)
def test_retranslation_changes_the_band(qapp, game):
    g = played(game, 20)
    scene = synced(g)
    english = drawn_texts(scene)
    try:
        i18n.install("zh_TW")
        scene.retranslate(scene._name_of)
        chinese = drawn_texts(scene)
    finally:
        i18n.install(i18n.ENGLISH)
        scene.retranslate(scene._name_of)
    changed = {e for _, e in english} - {c for _, c in chinese}
    assert "Coal market" in changed and "Iron market" in changed
    table = scene.board_table()
    assert table.era.lines[0] in changed
    assert table.players[0].lines[1] in changed
    assert [t for _, t in drawn_texts(scene)] == [t for _, t in english]  # and back
