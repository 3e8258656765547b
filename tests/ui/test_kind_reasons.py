"""A greyed kind button says the reason that holds for every target (issue 39: a greyed Canal blamed
one line that already had a link when the player could not pay for any), and the sell step's words
and lights match the map (issue 39: "click a highlighted port" with the mill lit instead)."""
from __future__ import annotations

from brass_desktop.controller.game_controller import GameController
from brass_desktop.engine import Reason, Violation
from brass_desktop.ui import texts
from tests.engine.scenario import give_cards, link, new_game, place, refresh, set_money
from tests.ui.test_main_window import scene_marks


def controller_with(game) -> GameController:
    c = GameController()
    c._install(game, [], path=None)  # a prepared position, as if opened
    return c


def bolton_position(money: int, taken: tuple[str, ...]):
    """Ada (to move, canal era) has a mill in Bolton; Brunel has links on ``taken``."""
    game = new_game(3)
    place(game, "bolton/0", 0, "cotton", 1)
    for line in taken:
        link(game, line, 1)
    give_cards(game, 0, ["manchester", "bolton"])
    return set_money(game, 0, money)


def link_reason(c: GameController) -> tuple[Violation, ...]:
    assert not dict(c.kinds())["link"]
    return c.interaction_for("brass").explain_kind("link")


def test_no_money_is_the_reason_not_a_line_taken_or_out_of_the_network(qapp):
    c = controller_with(bolton_position(1, ("bolton__bury",)))
    reasons = link_reason(c)
    assert reasons == (Violation(Reason.CANNOT_AFFORD, {"cost": 3, "money": 1}),)
    assert texts.reasons_text(reasons, c.names, c.game.data) == "This costs £3, and you have only £1."


def test_every_line_of_the_network_taken_is_said_of_every_line(qapp):
    c = controller_with(bolton_position(30, ("bolton__bury", "bolton__manchester")))
    text = texts.reasons_text(link_reason(c), c.names, c.game.data)
    assert text == ("No line is open to you in the canal era: every line that touches your network already "
                    "has a link or takes none in this era.")


def test_nothing_on_the_board_keeps_the_engine_s_sentence(qapp):
    game = new_game(3)
    give_cards(game, 0, ["manchester"])
    c = controller_with(set_money(game, 0, 30))
    text = texts.reasons_text(link_reason(c), c.names, c.game.data)
    assert text == "You have nothing on the board yet: build an industry before your first link."


def test_the_greyed_canal_button_s_tooltip_gives_the_cause(qtbot, window):
    c = window.controller
    c._install(bolton_position(1, ("bolton__bury",)), [], path=None)
    button = window.action_bar.kind_buttons["link"]
    assert not button.isEnabled()
    assert button.toolTip().endswith("\nThis costs £3, and you have only £1.")
    assert "already has a link" not in button.toolTip() and "does not touch" not in button.toolTip()


# -- the sell step ---------------------------------------------------------------------------------
def preston_sale(distant_closed: bool):
    """Ada's only mill (Preston) can sell to Brunel's port in Preston, to his port in Lancaster
    (linked) or, unless it is closed, to the distant market."""
    game = new_game(3)
    place(game, "preston/1", 0, "cotton", 1)
    place(game, "preston/0", 1, "port", 1)
    place(game, "lancaster/0", 1, "port", 1)
    link(game, "lancaster__preston", 1)
    give_cards(game, 0, ["manchester", "bolton"])
    game.state.distant_closed = distant_closed
    return refresh(game)


def open_sale(window) -> None:
    play = window.controller.interaction_for("brass")
    play.select_kind("sell")
    play.choose("card", "bolton")
    assert play.draft.current_step == "to"


def test_the_sell_step_lights_the_ports_it_asks_for(qtbot, window):
    c = window.controller
    c._install(preston_sale(distant_closed=False), [], path=None)
    open_sale(window)
    play = c.interaction_for("brass")
    assert play.highlights()[0] == {"preston/0", "lancaster/0"}  # not the only mill, already decided
    assert play.selection()[0] == {"preston/1"}  # which is marked as chosen
    assert window.action_bar.prompt.text() == "Click a highlighted port, or sell to the distant market"
    assert window.action_bar.choice_button("the distant market") is not None
    assert scene_marks(window)[0] == {"preston/0", "lancaster/0"}  # what the map shows lit


def test_without_the_distant_market_the_step_asks_only_for_a_port(qtbot, window):
    c = window.controller
    c._install(preston_sale(distant_closed=True), [], path=None)
    open_sale(window)
    assert scene_marks(window)[0] == {"preston/0", "lancaster/0"}
    assert window.action_bar.prompt.text() == "Click a highlighted port"
    assert window.action_bar.choice_button("the distant market") is None
