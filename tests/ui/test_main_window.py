"""The main window driven through real clicks on the map and the widgets, checked against the engine."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from brass_desktop.engine import BuildIndustry, GameSetup, TakeLoan
from brass_desktop.paths import autosave_path
from brass_desktop.ui.main_window import MainWindow, isolated_settings

NAMES = ("Ada", "Brunel", "Cort")


@pytest.fixture
def game_window(window):
    assert window.start_game(GameSetup(players=NAMES, seed=7))
    return window


# -- helpers: real clicks -----------------------------------------------------------------------
def click_widget(qtbot, widget) -> None:
    assert widget.isVisible() and widget.isEnabled(), widget
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def click_scene(qtbot, window: MainWindow, point: QPointF) -> None:
    view = window.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(point))


def click_slot(qtbot, window: MainWindow, slot: str) -> None:
    with qtbot.waitSignal(window.scene.slot_clicked, timeout=1000):
        click_scene(qtbot, window, window.scene.slot_item(slot).sceneBoundingRect().center())


def click_line(qtbot, window: MainWindow, line: str) -> None:
    with qtbot.waitSignal(window.scene.line_clicked, timeout=1000):
        click_scene(qtbot, window, window.scene.line_item(line).sceneBoundingRect().center())


def take_over(qtbot, window: MainWindow) -> None:
    """The next player clicks the hand-over screen away."""
    assert window.handover.isVisible()
    assert not any(b.isVisible() for b in window.hand_panel.buttons.values()), "the hand must stay hidden"
    click_widget(qtbot, window.handover.button)
    assert not window.handover.isVisible()


def scene_marks(window: MainWindow) -> tuple[set[str], set[str]]:
    """Highlighted slots and merchant tiles, and highlighted lines, as the map shows them."""
    scene = window.scene
    slots = {s for s in scene.slot_ids() if scene.slot_item(s).highlighted}
    slots |= {m for m in scene.merchant_ids() if scene.merchant_item(m).highlighted}
    lines = {line for line in scene.line_ids() if scene.line_item(line).highlighted}
    return slots, lines


def assert_highlights_are_legal_targets(window: MainWindow) -> None:
    """What the map shows == what the engine's legal actions allow for the next map step."""
    c = window.controller
    step = c.board_step()
    expected: tuple[set[str], set[str]] = (set(), set())
    if step is not None:
        values = {v for v in c.draft.options(step.name) if isinstance(v, str)}
        expected = (({v for v in values if c.is_board_target(v)}, set()) if step.where == "slot"
                    else (set(), values & set(c.game.data.lines)))
    if c.draft is not None and c.draft.current_step in ("coal", "iron", "beer"):
        # a source step: the mines, works, breweries and merchant barrel of the legal options
        sources = {s for option in c.draft.options(c.draft.current_step) for s in option}
        expected = (({s for s in sources if c.is_board_target(s)}
                     | ({c.draft.value("to")} if "merchant" in sources else set())) | expected[0], set())
    assert scene_marks(window) == expected


def confirm_by_clicks(qtbot, window: MainWindow) -> None:
    """Confirm; an action that ends the round stops at its review points (on by default), each
    shown over the map and continued with a click."""
    click_widget(qtbot, window.action_bar.confirm_button)
    while window.controller.pending_review is not None:
        assert window.teaching.review_panel.isVisible()
        click_widget(qtbot, window.teaching.review_panel.continue_button)
    assert not window.teaching.review_panel.isVisible()


def play_build_by_clicks(qtbot, window: MainWindow, action: BuildIndustry) -> None:
    """Build through the widgets: kind button, card, map slot, industry button, confirm."""
    c = window.controller
    bar = window.action_bar
    click_widget(qtbot, bar.kind_buttons["build"])
    assert_highlights_are_legal_targets(window)
    click_widget(qtbot, window.hand_panel.buttons[action.cards[0]])
    assert_highlights_are_legal_targets(window)
    assert action.slot in scene_marks(window)[0] or c.draft.is_ready
    click_slot(qtbot, window, action.slot)
    assert_highlights_are_legal_targets(window)
    if not c.draft.is_ready:
        from brass_desktop.ui.brass import words
        click_widget(qtbot, bar.choice_button(words.industry_name(action.industry, capital=True, data=c.game.data)))
    assert c.draft.action == action
    assert bar.confirm_button.isEnabled()
    assert bar.preview.text()
    confirm_by_clicks(qtbot, window)


# -- tests --------------------------------------------------------------------------------------
def test_window_without_a_game_invites_to_start(window):
    assert window.controller.game is None
    assert window.welcome.isVisible()
    assert not window.files.save_action.isEnabled()


def test_a_whole_round_by_real_clicks(qtbot, game_window):
    """Round 1 (one action each) and round 2 (two each) of a 3-player game, all through clicks."""
    w = game_window
    c = w.controller
    game = c.game
    # Round 1: every player builds with a location card.
    for _ in NAMES:
        take_over(qtbot, w)
        player = c.current_player
        hand = game.state.players[player].hand
        action = next(a for a in c.legal_actions() if isinstance(a, BuildIndustry)
                      and a.cards[0] in hand and a.cards[0] in game.data.locations)
        money = game.state.players[player].money
        cost = game.preview(action).cost
        play_build_by_clicks(qtbot, w, action)
        tile = game.state.tiles[action.slot]
        assert (tile.owner, tile.industry) == (player, action.industry)
        assert game.state.players[player].money == money - cost
        assert game.history[-1] == action
        assert c.draft is None and scene_marks(w) == (set(), set())
    assert game.state.round == 2
    # Round 2: a canal by clicking a line (or a pass when no canal is left), then a loan.
    canals = 0
    for _ in NAMES:
        take_over(qtbot, w)
        player = c.current_player
        links_before = dict(game.state.links)
        if dict(c.kinds())["link"]:
            click_widget(qtbot, w.action_bar.kind_buttons["link"])
            assert_highlights_are_legal_targets(w)
            line = sorted(c.highlights()[1] or {c.draft.value("line")})[0]
            click_widget(qtbot, w.hand_panel.buttons[c.draft.options("card")[0]])
            click_line(qtbot, w, line)
            assert c.draft.is_ready and w.scene.line_item(line).selected
            confirm_by_clicks(qtbot, w)
            assert game.state.links == {**links_before, line: player}
            canals += 1
        else:
            hand = list(game.state.players[player].hand)
            click_widget(qtbot, w.action_bar.kind_buttons["pass"])
            click_widget(qtbot, w.hand_panel.buttons[hand[0]])
            confirm_by_clicks(qtbot, w)
            assert game.history[-1].kind == "pass"
        click_widget(qtbot, w.action_bar.kind_buttons["loan"])
        card = c.draft.options("card")[0]
        click_widget(qtbot, w.hand_panel.buttons[card])
        click_widget(qtbot, w.action_bar.choice_button("£10"))
        confirm_by_clicks(qtbot, w)
        assert game.history[-1] == TakeLoan(card, 10)
        assert {"type": "money", "player": player, "amount": 10, "why": "loan"} in c.event_log[-1]
    assert canals >= 1
    assert game.state.round == 3
    assert "Round 3" in w.log_panel.plain_text()


def test_an_illegal_click_shows_the_reason_and_changes_nothing(qtbot, game_window):
    w = game_window
    take_over(qtbot, w)
    state = w.controller.game.state.to_dict()
    click_slot(qtbot, w, "barrow_in_furness/1")
    assert "Barrow-in-Furness" in w.action_bar.message.text()
    assert "canal era" in w.action_bar.message.text()
    assert w.controller.game.state.to_dict() == state
    # hovering the same slot gives the same explanation as a tooltip
    w.scene.slot_hovered.emit("barrow_in_furness/1")
    assert "Barrow-in-Furness" in w.scene.slot_item("barrow_in_furness/1").toolTip()
    click_line(qtbot, w, "bolton__bury")
    assert "nothing on the board" in w.action_bar.message.text()
    assert w.controller.game.state.to_dict() == state


def test_undo_and_redo_by_shortcut(qtbot, game_window):
    w = game_window
    c = w.controller
    take_over(qtbot, w)
    before = c.game.state.to_dict()
    c.apply(next(a for a in c.legal_actions() if a.kind == "build"))
    after = c.game.state.to_dict()
    assert w.undo_action.isEnabled()
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.game.state.to_dict() == before
    assert w.redo_action.isEnabled()
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert c.game.state.to_dict() == after


def test_save_then_open_restores_the_same_game(qtbot, game_window, tmp_path):
    w = game_window
    c = w.controller
    for _ in range(4):
        c.apply(c.legal_actions()[0])
    path = tmp_path / "saved.brass.json"
    assert w.save_path(path)
    saved_state, saved_history = c.game.state.to_dict(), list(c.game.history)
    assert "saved.brass.json" in w.windowTitle() and "*" not in w.windowTitle()
    assert w.start_game(GameSetup(players=("X", "Y"), seed=1))
    assert w.open_path(path)
    assert c.game.state.to_dict() == saved_state
    assert c.game.history == saved_history
    assert len(w.players_panel.cards) == 3


def test_a_damaged_file_gives_a_message_and_the_app_stays_usable(qtbot, game_window, tmp_path, monkeypatch):
    w = game_window
    c = w.controller
    messages = []
    monkeypatch.setattr(QMessageBox, "critical", lambda *args: messages.append(args[2]))
    good = tmp_path / "good.brass.json"
    w.save_path(good)
    before = c.game.state.to_dict()
    damaged = tmp_path / "damaged.brass.json"
    record = json.loads(good.read_text(encoding="utf-8"))
    record["actions"] = [{"kind": "build", "cards": ["nowhere"], "slot": "x/0", "industry": "coal"}]
    damaged.write_text(json.dumps(record), encoding="utf-8")
    assert not w.open_path(damaged)
    assert not w.open_path(tmp_path / "missing.brass.json")
    assert len(messages) == 2 and "damaged.brass.json" in messages[0]
    assert c.game.state.to_dict() == before
    assert good.read_text(encoding="utf-8") == json.dumps(c.game.to_record(), ensure_ascii=False, indent=1)
    take_over(qtbot, w)
    click_slot(qtbot, w, "wigan/0")  # still playable
    assert c.draft is not None


def test_autosave_is_offered_for_resume_at_start(qtbot, game_window, tmp_path, monkeypatch):
    c = game_window.controller
    for _ in range(2):
        c.apply(c.legal_actions()[0])
    assert autosave_path().exists()
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.Yes)
    fresh = MainWindow(settings=isolated_settings(tmp_path / "other.ini"))
    qtbot.addWidget(fresh)
    assert fresh.offer_resume()
    assert fresh.controller.game.history == c.game.history
    assert fresh.controller.path is None


def test_open_hands_skips_the_hand_over_screen(qtbot, game_window):
    w = game_window
    assert w.handover.isVisible()
    w.open_hands_action.trigger()
    assert not w.handover.isVisible()
    assert all(card.hand.isVisible() for card in w.players_panel.cards)
    assert any(b.isVisible() for b in w.hand_panel.buttons.values())


def test_presentation_scales_panels_and_board(qtbot, game_window):
    w = game_window
    labels = [w.players_panel.cards[0].values["money"], w.action_bar.prompt, w.log_panel.title]
    sizes = [label.font().pointSizeF() for label in labels]
    w.presentation.presentation_action.trigger()
    assert w.scene.presentation()
    for label, size in zip(labels, sizes, strict=False):
        assert label.font().pointSizeF() > size * 1.2
    w.presentation.presentation_action.trigger()
    assert not w.scene.presentation()
    assert [label.font().pointSizeF() for label in labels] == pytest.approx(sizes)


def test_zoom_actions_reach_the_view(qtbot, game_window):
    w = game_window
    scale = w.view.current_scale()
    w.zoom_in_action.trigger()
    assert w.view.current_scale() > scale
    w.fit_action.trigger()
    assert w.view.current_scale() == pytest.approx(scale, rel=0.05)


def test_language_change_retranslates_without_losing_state(qtbot, game_window):
    w = game_window
    state = w.controller.game.state.to_dict()
    QApplication.sendEvent(w, QEvent(QEvent.Type.LanguageChange))
    for panel in w.panels:
        QApplication.sendEvent(panel, QEvent(QEvent.Type.LanguageChange))
    assert w.file_menu.title() == "&File"
    assert w.controller.game.state.to_dict() == state


def test_window_fits_1920_by_1080(game_window):
    assert game_window.width() <= 1920 and game_window.height() <= 1080
    assert game_window.minimumSizeHint().width() <= 1920
