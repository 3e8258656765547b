"""The hot seat helps the table (issue 39, must-have 3), on the real window for every game:

- the hand-over panel stands over the hand only: the board and the menus stay in use, the moves
  since that player's last turn are marked on the map, a first turn is worded as one, and the
  hand (in presentation mode too) comes only once that player takes over;
- Hint works from the first moment of a turn, right after the hand-over;
- the review point waits with the action drawn and the action panel's Confirm out;
- the guide, hint and review panels keep clear of the places they mark (ui/clear_of.py).
"""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QApplication

from brass_desktop.ai.tournament import options_for
from brass_desktop.controller.brass.draft import ActionDraft
from brass_desktop.engine import GameSetup, registered_games
from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent
from brass_desktop.ui.clear_of import clear_spot, marked_rects
from brass_desktop.ui.games import guided_games
from brass_desktop.ui.guide_panel import OVER, PLAYING

NAMES = ("Ada", "Brunel", "Cort", "Darby")
GAMES = registered_games()


def start(window, game: str, players: int = 3, seed: int = 5, presentation: bool = False) -> None:
    window.set_presentation(presentation)
    assert window.start_game(GameSetup(players=NAMES[:players], seed=seed, game=game, options=options_for(game)))
    window.turns.set_table([""] * players, "fast", True, seed=1)


def window_rect(window, widget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def hand_shown(window) -> bool:
    """Whether any of the current player's cards is on screen."""
    buttons = getattr(window.hand_panel, "buttons", {})
    return any(b.isVisible() for b in buttons.values())


def play_until_hand_over(window, agent) -> list:
    """Random actions (each next person taking over) until the hand-over panel stands; the actions."""
    c, played = window.controller, []
    for _ in range(40):
        if window.handover.isVisible():
            return played
        action = agent.choose(c.game)
        assert c.apply(action)
        played.append(action)
    raise AssertionError("no hand-over")


def first_marked_move(window, agent) -> None:
    """Play until the hand-over follows a move that the map can mark (a build or a link)."""
    c = window.controller
    for _ in range(20):
        play_until_hand_over(window, agent)
        QApplication.processEvents()  # the marks come once the draft's own are drawn
        if marked_rects(window.view):
            return
        window.handover.button.click()
        assert c.apply(agent.choose(c.game))
    raise AssertionError("no marked move before a hand-over")


@pytest.mark.parametrize("presentation", [False, True], ids=["normal", "presentation"])
@pytest.mark.parametrize("game", GAMES)
def test_the_hand_over_panel_leaves_the_board_and_menus_and_marks_the_news(qtbot, window, game, presentation):
    start(window, game, presentation=presentation)
    if not window.game_ui.needs_handover(window.controller.game):
        pytest.skip("this game's hands are public: no hand-over")
    c = window.controller
    handover = window.handover
    # the first player's first turn: worded as one, nothing to mark yet
    assert handover.isVisible() and "Your first turn" in handover.summary_title.text()
    assert "Nothing new" not in handover.summary.toPlainText()
    agent = RandomAgent(3, BUILDER_WEIGHTS)
    handover.button.click()
    first_marked_move(window, agent)
    qtbot.wait(20)  # the marks come once the draft's own are drawn
    mover = c.current_player
    # the panel stands over the action panel and the hand, not over the map nor the menus
    panel = window_rect(window, handover)
    assert not panel.intersects(window_rect(window, window.view))
    assert panel.contains(window_rect(window, window.hand_panel))
    assert panel.contains(window_rect(window, window.action_bar))
    assert window.menuBar().isEnabled() and window.view.isVisible()
    # the hand stays hidden until its player takes over, in presentation mode too
    assert not hand_shown(window) and not window.turns.hint_action.isEnabled()
    # the moves since that player's last turn: listed and marked on the map
    news = window.hot_seat.moves_since(mover)
    assert news and marked_rects(window.view)
    assert "marked on the map" in handover.summary_title.text()
    qtbot.wait(20)  # the summary scrolls to its newest lines once laid out
    summary = handover.summary  # the moves wrap at the panel's width (not at their longest line's)
    assert summary.document().textWidth() == summary.viewport().width()
    assert summary.horizontalScrollBar().maximum() == 0
    # Hint from the first moment of the turn
    handover.button.click()
    assert not handover.isVisible()
    if hasattr(window.hand_panel, "buttons"):
        assert hand_shown(window)
    assert window.turns.hint_action.isEnabled(), "Hint is greyed right after the hand-over"
    window.turns.hint_action.trigger()
    qtbot.waitUntil(lambda: window.turns.overlay.isVisible(), timeout=20_000)
    # the quick first answer came; the whole one follows and replaces it
    qtbot.waitUntil(lambda: window.turns.hints_final and not window.turns.progress.isVisible(), timeout=60_000)
    assert window.turns.overlay.text().startswith(f"Hints for {NAMES[mover]}")


def test_a_later_players_first_turn_names_the_moves_so_far(qtbot, window):
    start(window, "lancashire")
    c = window.controller
    window.handover.button.click()
    assert c.apply(c.legal_actions()[0])
    assert window.handover.isVisible() and c.current_player != 0
    title = window.handover.summary_title.text()
    assert title.startswith("Your first turn") and "marked on the map" in title
    assert len(window.hot_seat.moves_since(c.current_player)) == 1


def test_open_hands_and_computer_seats_need_no_hand_over(qtbot, window):
    start(window, "birmingham", players=2)
    window.set_open_hands(True)
    assert not window.handover.isVisible() and hand_shown(window)
    window.set_open_hands(False)
    assert window.handover.isVisible() and not hand_shown(window)
    window.turns.set_table(["", "easy"], "fast", True, seed=1)  # one person against a computer
    assert not window.handover.isVisible() and hand_shown(window)


def test_hints_show_progress_on_the_map_then_a_quick_answer_first(qtbot, window):
    """Presentation mode hides the status bar: the progress of a hint is on the map."""
    start(window, "birmingham", players=4, presentation=True)
    window.handover.button.click()
    turns = window.turns
    readied: list[bool] = []
    turns.computer.hints_ready.connect(lambda hints, final: readied.append(final))
    turns.hint_action.trigger()
    assert turns.progress.isVisible() and "Thinking about hints" in turns.progress.text()
    qtbot.waitUntil(lambda: readied[-1:] == [True], timeout=60_000)
    assert readied == [False, True]  # the turn search's answer, then the whole search's
    assert not turns.progress.isVisible() and turns.overlay.isVisible()


# -- the review point ---------------------------------------------------------------------------
def reach_review(window, seed: int = 4):
    """A 3-player Birmingham game up to a build whose confirmation pauses at a review point."""
    window.start_game(GameSetup(players=NAMES[:3], seed=seed, game="birmingham", options=options_for("birmingham")))
    window.set_open_hands(True)
    c, agent = window.controller, RandomAgent(seed, BUILDER_WEIGHTS)
    while True:
        action = agent.choose(c.game)
        if c.game.upcoming(action) and action.kind == "build":
            break
        assert c.apply(action)
    c.interaction._set_draft(ActionDraft([action]))
    return action


def test_the_review_point_waits_with_the_action_drawn_and_confirm_out(qtbot, window):
    c = window.controller
    action = reach_review(window)
    assert window.action_bar.confirm_button.isEnabled()
    assert c.confirm() and c.pending_review is not None
    panel = window.teaching.review_panel
    assert panel.isVisible()
    assert not window.action_bar.confirm_button.isEnabled(), "Confirm still lit behind the review"
    assert window.scene._preview_items, "the waiting build is not drawn on the map"
    assert action.slot in window.scene._selected_slots
    # the panel hides none of what it marks, nor the waiting build
    marked = marked_rects(window.view)
    assert marked and not any(panel.geometry().intersects(r) for r in marked)
    qtbot.keyClick(window, Qt.Key.Key_Return)  # Enter goes on
    assert c.pending_review is None and c.game.history[-1] == action


# -- panels clear of what they mark -------------------------------------------------------------
def test_clear_spot_prefers_a_free_corner_then_the_nearest_free_place():
    area, size = QRect(0, 0, 1000, 800), QSize(300, 200)
    assert clear_spot(area, size, []) == QPoint(12, 12)
    # the top left corner is taken: the next free corner
    assert clear_spot(area, size, [QRect(50, 50, 10, 10)]) == QPoint(1000 - 300 - 12, 12)
    # every corner is taken: a free place between them
    corners = [QRect(100, 100, 5, 5), QRect(800, 100, 5, 5), QRect(100, 700, 5, 5), QRect(800, 700, 5, 5)]
    spot = clear_spot(area, size, corners)
    assert not any(QRect(spot, size).intersects(r) for r in corners) and area.contains(QRect(spot, size))


@pytest.mark.parametrize("game", guided_games())
def test_the_guide_panel_never_covers_the_places_it_marks(qtbot, window, game):
    guided = window.start_guide(game)
    window.turns.computer.speed = "fast"
    guided.panel.start_button.click()
    assert guided.stage == PLAYING
    c = window.controller
    checked = 0
    for _ in range(12):
        qtbot.waitUntil(lambda: guided.stage == OVER or (c.current_player == 0 and not window.turns.computer.thinking
                                                         and not window.turns.computer.pausing
                                                         and guided.suggestion() is not None), timeout=60_000)
        if guided.stage == OVER:
            break
        for size in ((1366, 768), (1920, 1080)):
            window.resize(*size)
            for presentation in (False, True):
                window.set_presentation(presentation)
                qtbot.wait(20)
                guided.refresh()
                marked = marked_rects(window.view)
                panel = guided.panel.geometry()
                assert not any(panel.intersects(r) for r in marked), (size, presentation, guided.suggestion().step.id)
                checked += bool(marked)
        window.set_presentation(False)
        review, c.review_points = c.review_points, False
        assert c.apply(guided.suggestion().action)
        c.review_points = review
    assert checked


def test_the_hints_overlay_keeps_clear_of_every_hinted_place(qtbot, window):
    start(window, "birmingham", players=2, seed=7)
    window.handover.button.click()
    window.turns.hint_action.trigger()
    qtbot.waitUntil(lambda: window.turns.overlay.isVisible() and window.turns.hints_final, timeout=60_000)
    marked = marked_rects(window.view)
    assert marked and not any(window.turns.overlay.geometry().intersects(r) for r in marked)


@pytest.mark.parametrize("game", GAMES)
def test_a_random_hot_seat_round_keeps_hint_available_after_each_hand_over(qtbot, window, game):
    """People only: after each take-over Hint is offered at once."""
    rng = random.Random(2)
    start(window, game, players=3, seed=rng.randrange(100))
    c = window.controller
    for _ in range(4):
        if window.handover.isVisible():
            assert not window.turns.hint_action.isEnabled()
            window.handover.button.click()
        assert window.turns.hint_action.isEnabled()
        assert c.apply(rng.choice(c.legal_actions()))
