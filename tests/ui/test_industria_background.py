"""Industria's board draws its halves' titles, the epoch track (with the round) and the score track as the
scene's background, which the view caches as a pixmap: a language switch and every change of the position
must draw it anew (before, the titles stayed in the old language and the round box at its first round)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from brass_desktop import i18n
from brass_desktop.engine import GameSetup, IndustriaOptions
from brass_desktop.engine.agents import RandomAgent

NAMES = ("Ada", "Brunel", "Cort")


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def strip(window, scene_rect: QRectF) -> QImage:
    """What the screen shows of ``scene_rect`` of the board."""
    view = window.view
    return view.viewport().grab(view.mapFromScene(scene_rect).boundingRect()).toImage()


def title_rect(scene, key: str) -> QRectF:
    reg = scene.board["regions"][key]
    return QRectF(reg["x0"], reg["y0"] - 30, reg["x1"] - reg["x0"], 28)


@pytest.mark.parametrize("presentation", [False, True])
def test_the_board_titles_follow_a_language_switch(window, presentation):
    window.start_game(GameSetup(players=NAMES, seed=3, game="industria", options=IndustriaOptions()))
    window.set_presentation(presentation)
    settle()
    scene = window.scene
    english = strip(window, title_rect(scene, "factories"))
    window.set_language("zh_TW")
    settle()
    chinese = strip(window, title_rect(scene, "factories"))
    window.set_language(i18n.ENGLISH)
    settle()
    assert chinese != english, "the background's title was not drawn anew in the new language"
    assert strip(window, title_rect(scene, "factories")) == english


@pytest.mark.parametrize("presentation", [False, True])
def test_the_epoch_track_shows_the_round_being_played(window, presentation):
    window.start_game(GameSetup(players=NAMES, seed=3, game="industria", options=IndustriaOptions()))
    window.set_presentation(presentation)
    settle()
    scene = window.scene
    track = title_rect(scene, "epoch_track").adjusted(0, 0, 0, 220)  # the title and epoch I's box
    before, first_round = strip(window, track), window.controller.game.state.round
    agent = RandomAgent(3)
    while window.controller.game.state.round == first_round:
        window.controller.apply(agent.choose(window.controller.game))
    settle()
    assert strip(window, track) != before, "the round box still shows the first round"
