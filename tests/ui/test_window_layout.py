"""Window layout rules (issue 11): the map's share of the screen in presentation mode, every public
panel fully visible without scrolling at 2-4 players, the smallest panel text, no clipped labels,
and the small layout defects (fourth default name, Ctrl+Y, empty turn order)."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QFontInfo, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QToolBar, QToolButton

from brass_desktop.engine import GameSetup
from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent
from brass_desktop.engine.brass.ruleset import ruleset

NAMES = ("Ada", "Brunel", "Cort", "Darby")


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def play(window, game: str, players: int, actions: int = 30, seed: int = 5) -> None:
    window.start_game(GameSetup(players=NAMES[:players], seed=seed, game=game,
                                options=ruleset(game).options_class()))
    agent = RandomAgent(seed, BUILDER_WEIGHTS)
    for _ in range(actions):
        window.controller.apply(agent.choose(window.controller.game))
    window._hand_revealed()  # the current player has taken over: the hand is on screen
    settle()


def public_widgets(window) -> list:
    return [window.players_panel, window.markets_panel]


def assert_fully_visible(window, widget) -> None:
    """Inside the window, not cut by the side column's scroll area, and given its minimum height."""
    top_left = widget.mapTo(window, widget.rect().topLeft())
    bottom_right = widget.mapTo(window, widget.rect().bottomRight())
    assert top_left.x() >= 0 and top_left.y() >= 0, widget.objectName()
    assert bottom_right.x() < window.width() and bottom_right.y() < window.height(), widget.objectName()
    assert widget.height() >= widget.minimumSizeHint().height(), widget.objectName()
    side = window.layout_manager
    assert not side.right.verticalScrollBar().isVisible() or side.right.verticalScrollBar().maximum() == 0
    assert side.side.minimumSizeHint().height() <= side.right.viewport().height()
    assert side.side.minimumSizeHint().width() <= side.right.viewport().width()


@pytest.mark.parametrize("game", ["lancashire", "birmingham"])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size, share", [((1920, 1080), 0.70), ((1366, 768), 0.60), ((2560, 1440), 0.70)])
def test_presentation_puts_the_map_first_and_everything_public_in_view(window, game, players, size, share):
    play(window, game, players)
    window.resize(*size)
    window.set_presentation(True)
    settle()
    view = window.view
    assert view.width() * view.height() / (size[0] * size[1]) >= share
    assert not window.menuBar().isVisible() and not window.statusBar().isVisible()
    assert not any(bar.isVisible() for bar in window.findChildren(QToolBar))
    assert window.layout_manager.leave_button.isVisible()
    for widget in public_widgets(window) + [window.action_bar, window.hand_panel]:
        assert_fully_visible(window, widget)
    assert len([card for card in window.players_panel.cards if card.isVisible()]) == players
    assert window.hand_panel.buttons and all(b.isVisible() for b in window.hand_panel.buttons.values())


@pytest.mark.parametrize("game", ["lancashire", "birmingham"])
def test_presentation_text_is_at_least_18_px_at_1920x1080_and_no_label_is_clipped(window, game):
    play(window, game, 4)
    window.set_presentation(True)
    settle()
    labels = [w for panel in (window.players_panel, window.markets_panel, window.action_bar, window.hand_panel)
              for w in panel.findChildren(QLabel) + panel.findChildren(QPushButton)
              + panel.findChildren(QToolButton) if w.isVisible() and w.text()]
    assert len(labels) > 40
    assert min(QFontInfo(w.font()).pixelSize() for w in labels) >= 18
    for w in labels:
        if isinstance(w, QLabel) and not w.wordWrap() and "\n" not in w.text() and "<" not in w.text():
            assert w.fontMetrics().horizontalAdvance(w.text()) <= w.contentsRect().width() + 1, w.text()
        elif isinstance(w, QPushButton):
            assert w.width() >= w.minimumSizeHint().width(), w.text()


def test_presentation_text_follows_the_screen_size(window):
    from brass_desktop.ui.window_layout import presentation_factor

    assert presentation_factor(2560, 1440) == pytest.approx(presentation_factor(1920, 1080) * 4 / 3)
    assert presentation_factor(1366, 768) < presentation_factor(1920, 1080)
    # 18.2 px at 1920x1080 (11 pt = 14.67 px at 96 dpi)
    assert presentation_factor(1920, 1080) * 11 * 96 / 72 == pytest.approx(18.2)


def test_leaving_presentation_brings_menus_and_the_strip_back(window):
    play(window, "lancashire", 3)
    window.set_presentation(True)
    settle()
    window.layout_manager.leave_button.click()
    settle()
    assert not window.settings.presentation
    assert window.menuBar().isVisible() and window.log_panel.isVisible()
    assert window.layout_manager.bottom.isVisible()
    assert window.action_bar.parent() is window.layout_manager.bottom


@pytest.mark.parametrize("game", ["lancashire", "birmingham"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_normal_mode_at_1366x768_shows_every_player_and_the_markets(window, game, players):
    play(window, game, players)
    window.resize(1366, 768)
    settle()
    for widget in public_widgets(window):
        assert_fully_visible(window, widget)
    assert all(card.isVisible() for card in window.players_panel.cards)


def test_the_fourth_default_name_is_new():
    from brass_desktop.ui.dialogs.new_game_dialog import default_names

    assert default_names(["Ada", "Brunel", "Cort"]) == ["Ada", "Brunel", "Cort", "Darby"]
    assert default_names(["Darby", "ada"]) == ["Darby", "ada", "Brunel", "Cort"]


def test_redo_also_on_ctrl_y(window):
    assert QKeySequence("Ctrl+Y") in window.redo_action.shortcuts()
    assert QKeySequence("Ctrl+Shift+Z") in window.redo_action.shortcuts()


def test_no_turn_order_arrows_without_a_game(window):
    panel = window.markets_panel
    assert not any(label.isVisible() for label in panel.order_arrows + panel.order_names)
