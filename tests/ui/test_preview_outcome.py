"""The banker's word (issue 38): the guided Birmingham game's iron works in Walsall, whose 3 iron
sell to the market at once, previews the money it really leaves (£8) and names the sale, in the
real window; the preview then equals the outcome."""
from __future__ import annotations

from brass_desktop.ui.guide_panel import OVER, PLAYING
from tests.ui.test_guide import draft_by_clicks, learner_to_decide, play_brass_suggestion
from tests.ui.test_main_window import click_widget, confirm_by_clicks


def test_the_guided_iron_works_previews_the_market_sale_and_the_money_after(qtbot, window):
    guided = window.start_guide("birmingham")
    window.turns.computer.speed = "fast"
    click_widget(qtbot, guided.panel.start_button)
    assert guided.stage == PLAYING
    while True:
        qtbot.waitUntil(lambda: learner_to_decide(window, guided), timeout=60_000)
        assert guided.stage != OVER
        suggestion = guided.suggestion()
        if suggestion.step.id == "iron":
            break
        play_brass_suggestion(qtbot, window, suggestion.action)
    action = suggestion.action
    assert (action.industry, action.slot) == ("iron", "walsall/0")
    c = window.controller
    draft_by_clicks(qtbot, window, action)
    text = window.action_bar.preview.text()
    assert "Cost £5; you will have £8." in text
    assert "Sells 3 iron to the market at once for £4." in text
    confirm_by_clicks(qtbot, window)
    assert c.game.state.players[0].money == 8  # the preview was the outcome
