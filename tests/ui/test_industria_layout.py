"""Industria on a projector and on a small laptop: every text the board draws is at least 18 px in
presentation at 1920x1080, the map takes its share of the screen, the panels' text is at least
18 px and nothing public is hidden (the Brass rules of tests/ui/test_window_layout.py and
tests/ui/test_board_art.py, for Industria's own scene and panels)."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QFontInfo, QImage
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QStyleOptionGraphicsItem, QToolButton

from brass_desktop.engine import GameSetup
from brass_desktop.engine.agents import RandomAgent
from brass_desktop.engine.industria import IndustriaOptions
from brass_desktop.ui.board import BoardView, style
from brass_desktop.ui.industria.scene import PRESENTATION_MIN_PX, IndustriaScene
from tests.ui.test_board_art import FontSpy

NAMES = ("Ada", "Brunel", "Cort", "Darby")


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def play(window, players: int, actions: int = 90, seed: int = 5) -> None:
    """A game in its second epoch: built tiles, tiles in hands, an auction under way."""
    window.start_game(GameSetup(players=NAMES[:players], seed=seed, game="industria", options=IndustriaOptions()))
    agent = RandomAgent(seed)
    for _ in range(actions):
        window.controller.apply(agent.choose(window.controller.game))
    settle()


def smallest_text(scene: IndustriaScene, view_scale: float) -> dict[str, float]:
    """The smallest font each kind of board item (and the background: titles, epoch track, score
    track) sets, in screen px: font pixel size x item scale x view scale."""
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    smallest: dict[str, float] = {}
    for item in scene.items():
        if not item.isVisible():
            continue
        spy = FontSpy(image)
        item.paint(spy, QStyleOptionGraphicsItem(), None)
        spy.end()
        if spy.sizes:
            kind = type(item).__name__ + (":chip" if getattr(item, "chip", False) else "")
            on_screen = min(spy.sizes) * item.sceneTransform().m11() * view_scale
            smallest[kind] = min(smallest.get(kind, 99.0), on_screen)
    spy = FontSpy(image)
    scene.drawBackground(spy, scene.sceneRect())
    spy.end()
    smallest["background"] = min(spy.sizes) * view_scale
    return smallest


@pytest.mark.parametrize("players", [3, 4])
def test_every_board_text_is_at_least_18_px_in_presentation_at_1920x1080(qtbot, window, players):
    play(window, players)
    scene = window.scene
    assert isinstance(scene, IndustriaScene) and scene.offer  # tiles on offer, in hands and built
    assert any(item.owner is not None for item in scene.tiles.values())
    scene.set_presentation(True)
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(*style.PRESENTATION_REFERENCE_VIEW)
    view.show()
    qtbot.waitExposed(view)
    view.fit_to_window()
    assert view.current_scale() >= 1.13  # the whole board, 1308 x 855, in the 1500 x 1000 view
    smallest = smallest_text(scene, view.current_scale())
    assert {"TileItem", "TileItem:chip", "background"} <= set(smallest)
    assert min(smallest.values()) >= 18.0, smallest
    assert PRESENTATION_MIN_PX * view.current_scale() >= 18.0
    # normal mode keeps its finer print (more fits on a laptop)
    scene.set_presentation(False)
    assert min(smallest_text(scene, view.current_scale()).values()) < 18.0


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("size, share", [((1920, 1080), 0.70), ((1366, 768), 0.60)])
def test_presentation_gives_the_map_its_share_and_panel_text_18_px(window, players, size, share):
    play(window, players)
    window.resize(*size)
    window.set_presentation(True)
    settle()
    view = window.view
    assert view.width() * view.height() / (size[0] * size[1]) >= share
    # the board fills the map (at 1366 the column keeps room for a whole hand: 62 % share, scale ~0.64)
    assert view.current_scale() >= {1920: 1.0, 1366: 0.62}[size[0]]
    panels = (window.players_panel, window.markets_panel, window.action_bar, window.hand_panel)
    for panel in panels:
        assert panel.isVisible()
    labels = [w for panel in panels for w in panel.findChildren(QLabel) + panel.findChildren(QPushButton)
              + panel.findChildren(QToolButton) if w.isVisible() and w.text()]
    assert len(labels) >= 12
    if size == (1920, 1080):
        assert min(QFontInfo(w.font()).pixelSize() for w in labels) >= 18
    cards = [w for w in window.players_panel.findChildren(QLabel) if w.isVisible() and "<b>" in w.text()]
    assert len(cards) == players


@pytest.mark.parametrize("players", [3, 4])
def test_normal_mode_at_1366x768_shows_every_player_hand_and_choice(window, players):
    play(window, players)
    window.resize(1366, 768)
    settle()
    names = [w.text() for w in window.players_panel.findChildren(QLabel) if w.isVisible() and "<b>" in w.text()]
    assert [n.split("</b>")[0].removeprefix("<b>") for n in names] == list(NAMES[:players])
    game = window.controller.game
    hand = game.state.players[game.current_player].hand
    shown = [b for b in window.hand_panel.buttons.values() if b.isVisible()]
    assert len(shown) == len(hand)
    assert any(b.isVisible() for b in window.action_bar.buttons.values())
    # the board is drawn at more than half size in the map's 907 x 480 px
    assert window.view.current_scale() >= 0.55
