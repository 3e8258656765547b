"""Brass: Birmingham in the main window, through real clicks on the map and the widgets, checked
against the engine: a whole round, a sale with a beer choice and Gloucester's free develop, a
scout, the new-game dialog, and saving/opening a Birmingham game."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog

from brass_desktop.engine import BuildIndustry, GameSetup
from brass_desktop.engine.brass.actions import Scout
from brass_desktop.engine.brass.options import BirminghamOptions
from brass_desktop.ui.brass import words
from brass_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from brass_desktop.ui.main_window import MainWindow
from tests.engine.scenario import give_cards, link, new_birmingham, place
from tests.ui.test_main_window import (
    assert_highlights_are_legal_targets,
    click_line,
    click_scene,
    click_slot,
    click_widget,
    confirm_by_clicks,
    play_build_by_clicks,
    scene_marks,
    take_over,
)

NAMES = ("Ada", "Brunel", "Cort")


@pytest.fixture
def game_window(window):
    assert window.start_game(GameSetup(players=NAMES, seed=11, game="birmingham", options=BirminghamOptions()))
    return window


def click_merchant(qtbot, window: MainWindow, merchant: str) -> None:
    item = window.scene.merchant_item(merchant)
    with qtbot.waitSignal(window.scene.merchant_clicked, timeout=1000):
        click_scene(qtbot, window, item.mapToScene(item.shape().boundingRect().center()))


def click_card(qtbot, window: MainWindow, card: str) -> None:
    click_widget(qtbot, window.hand_panel.buttons[card])
    assert_highlights_are_legal_targets(window)


def next_player(qtbot, window: MainWindow) -> None:
    """Hand over to the next player (no screen when the same player goes on, e.g. first in the new round)."""
    if window.handover.isVisible():
        take_over(qtbot, window)


def hand(window: MainWindow) -> list[str]:
    game = window.controller.game
    return list(game.state.players[game.current_player].hand)


# -- a whole round -------------------------------------------------------------------------------
def test_the_window_shows_the_birmingham_map_and_panels(game_window):
    w = game_window
    assert w.scene.data.game == "birmingham" and w.scene.layout.game == "birmingham"
    shown = {m for m in w.scene.merchant_ids() if w.scene.merchant_item(m).isVisible()}
    assert shown == {m["id"] for m in w.controller.game.state.merchants}
    assert set(w.players_panel.cards[0].tile_texts) == {"cotton", "manufacturer", "pottery", "coal", "iron",
                                                       "brewery"}
    assert w.markets_panel.merchants.isVisible() and not w.markets_panel.distant.isVisible()
    assert len(w.markets_panel.coal.prices) == 14 and w.markets_panel.coal.empty_price == 8
    assert len(w.markets_panel.iron.prices) == 10 and w.markets_panel.iron.empty_price == 6
    kinds = {k for k, b in w.action_bar.kind_buttons.items() if b.isVisible()}
    assert kinds == {"build", "link", "develop", "sell", "loan", "scout", "pass"}


def test_a_birmingham_round_by_real_clicks(qtbot, game_window):
    """Round 1 (one build each) and round 2 (a canal and a scout each) of a 3-player game, all by clicks;
    then the first player builds with the wild location card the scout brought."""
    w = game_window
    c = w.controller
    game = c.game
    for _ in NAMES:
        next_player(qtbot, w)
        player = c.current_player
        action = next(a for a in c.legal_actions() if isinstance(a, BuildIndustry)
                      and a.cards[0] in hand(w) and a.cards[0] in game.data.locations)
        money = game.state.players[player].money
        cost = game.preview(action).cost
        play_build_by_clicks(qtbot, w, action)
        tile = game.state.tiles[action.slot]
        assert (tile.owner, tile.industry, tile.level) == (player, action.industry,
                                                           game.data.tiles[action.industry][0].level)
        assert game.state.players[player].money == money - cost
        assert game.history[-1] == action
        assert c.draft is None and scene_marks(w) == (set(), set())
    assert game.state.round == 2
    canals = 0
    for _ in NAMES:
        next_player(qtbot, w)
        player = c.current_player
        if dict(c.kinds())["link"]:  # a canal: the kind, a line on the map, a card
            links = dict(game.state.links)
            click_widget(qtbot, w.action_bar.kind_buttons["link"])
            assert_highlights_are_legal_targets(w)
            line = sorted(scene_marks(w)[1])[0]
            click_line(qtbot, w, line)
            assert_highlights_are_legal_targets(w)
            click_card(qtbot, w, c.draft.options("card")[0])
            assert c.draft.is_ready and w.scene.line_item(line).selected
            confirm_by_clicks(qtbot, w)
            assert game.state.links == {**links, line: player}
            assert w.scene.line_item(line).owner == player
            canals += 1
        else:  # no canal touches the network (Uttoxeter has rail lines only): a loan, always £30
            money = game.state.players[player].money
            click_widget(qtbot, w.action_bar.kind_buttons["loan"])
            click_card(qtbot, w, c.draft.options("card")[0])
            assert c.draft.is_ready and c.draft.action.amount == 30
            confirm_by_clicks(qtbot, w)
            assert game.state.players[player].money == money + 30
        # a scout: the kind, then three cards in the hand panel
        click_widget(qtbot, w.action_bar.kind_buttons["scout"])
        assert w.action_bar.prompt.text() == words.step_prompt("card", "birmingham", "scout")
        picked = []
        for _ in range(3):
            card = next(k for k in w.controller.draft.options(c.draft.current_step) if k is not None)
            click_card(qtbot, w, card)
            picked.append(card)
        assert c.draft.is_ready
        confirm_by_clicks(qtbot, w)
        assert game.history[-1] == Scout(tuple(sorted(picked)))
        assert sorted(game.state.discard[-3:]) == sorted(picked)
        assert {"wild_location", "wild_industry"} <= set(game.state.players[player].hand)  # (refilled to 8)
    assert game.state.round == 3 and canals >= 1
    assert "scouts" in w.log_panel.plain_text()
    # round 3: the wild location card builds anywhere (not on a farm brewery)
    next_player(qtbot, w)
    assert "wild_location" in w.hand_panel.buttons
    assert not w.action_bar.kind_buttons["scout"].isEnabled()  # 3.6.2: not while holding a wild card
    click_widget(qtbot, w.action_bar.kind_buttons["build"])
    click_card(qtbot, w, "wild_location")
    targets = scene_marks(w)[0]
    assert targets and not any(t.startswith("farm_brewery") for t in targets)
    action = next(a for a in c.draft.candidates if a.slot in targets and not a.coal and not a.iron)
    click_slot(qtbot, w, action.slot)
    assert_highlights_are_legal_targets(w)
    if not c.draft.is_ready:
        click_widget(qtbot, w.action_bar.choice_button(words.industry_name(action.industry, True, data=game.data)))
    assert c.draft.action.cards == ("wild_location",) and c.draft.action.slot == action.slot
    confirm_by_clicks(qtbot, w)
    assert game.state.tiles[action.slot].industry == c.game.history[-1].industry
    assert "wild_location" not in game.state.players[game.history and c.game.state.turn_order[0]].hand
    assert "wild_location" not in game.state.discard  # a played wild card goes back to its pile


# -- a sale with beer ----------------------------------------------------------------------------
def sale_position():
    """Ada's cotton mill in Worcester is linked to Gloucester (cotton merchant with its barrel); her
    own brewery in Stone also has a barrel: the sale may take either."""
    game = new_birmingham(3, merchants={"gloucester/m0": "cotton", "oxford/m0": "any"})
    place(game, "worcester/0", 0, "cotton", 1)
    place(game, "stone/0", 0, "brewery", 1, cubes=1)
    link(game, "gloucester__worcester", 0)
    give_cards(game, 0, ["birmingham", "coventry", "stafford"])
    return game


def test_a_sale_with_a_beer_choice_and_the_free_develop_by_clicks(qtbot, window):
    w = window
    w.set_open_hands(True)
    c = w.controller
    c._install(sale_position(), [], path=None)  # a prepared position, as if opened
    game = c.game
    assert w.scene.data.game == "birmingham"
    coal_before = list(game.state.players[0].stacks["coal"])
    click_slot(qtbot, w, "worcester/0")  # a click on your mill starts a sale
    assert c.draft.kind == "sell"
    assert_highlights_are_legal_targets(w)
    assert scene_marks(w)[0] == {"gloucester/m0"}  # the only merchant that buys it and is connected
    click_card(qtbot, w, "coventry")
    click_merchant(qtbot, w, "gloucester/m0")
    assert c.draft.current_step == "beer"
    assert_highlights_are_legal_targets(w)
    assert scene_marks(w)[0] == {"stone/0", "gloucester/m0"}  # own brewery, merchant barrel
    assert w.action_bar.choice_button(words.sources_text(["stone/0"], game.data)) is not None
    assert w.action_bar.choice_button(words.source_name("merchant", game.data)) is not None
    click_slot(qtbot, w, "stone/0")  # the brewery: no bonus
    assert c.draft.is_ready and c.draft.action.beer == ("stone/0",)
    assert "Stone" in w.action_bar.preview.text()
    click_merchant(qtbot, w, "gloucester/m0")  # changed mind: the merchant's barrel and its bonus
    assert c.draft.current_step == "bonus"
    click_widget(qtbot, w.action_bar.choice_button(words.choice_text("bonus", "coal", game.data)))
    assert c.draft.action.beer == ("merchant",) and c.draft.action.develop == "coal"
    assert "develop" in w.action_bar.preview.text().lower()
    assert w.scene.merchant_item("gloucester/m0").selected
    confirm_by_clicks(qtbot, w)
    assert game.state.tiles["worcester/0"].flipped
    assert next(m for m in game.state.merchants if m["id"] == "gloucester/m0")["beer"] == 0
    assert game.state.tiles["stone/0"].cubes == 1  # the brewery was not used
    assert game.state.players[0].stacks["coal"] == tuple(coal_before[1:])
    assert w.scene.merchant_item("gloucester/m0").beer == 0
    log = w.log_panel.plain_text()
    assert "Gloucester" in log and "for free" in log


def test_an_illegal_merchant_click_is_explained(qtbot, window):
    w = window
    w.set_open_hands(True)
    c = w.controller
    c._install(sale_position(), [], path=None)
    state = c.game.state.to_dict()
    click_merchant(qtbot, w, "oxford/m0")  # buys cotton but is not connected to Worcester
    assert "not connected" in w.action_bar.message.text()
    assert c.game.state.to_dict() == state
    w.scene.merchant_hovered.emit("oxford/m0")
    assert "not connected" in w.scene.merchant_item("oxford/m0").toolTip()


def test_a_scout_through_the_draft(qtbot, window):
    c = window.controller
    c._install(sale_position(), [], path=None)
    c.select_kind("scout")
    for card in ("stafford", "birmingham", "coventry"):
        c.select_card(card)
    assert c.draft.action == Scout(("birmingham", "coventry", "stafford"))
    assert {window.hand_panel.buttons[card].isChecked() for card in ("stafford", "birmingham", "coventry")} == {True}
    assert c.confirm()
    assert sorted(c.game.state.players[0].hand) == ["wild_industry", "wild_location"]


# -- new game, save and open ---------------------------------------------------------------------
def test_the_new_game_dialog_creates_a_birmingham_game(qtbot, window, monkeypatch):
    def fill_in(dialog: NewGameDialog) -> int:
        dialog.set_game("birmingham")
        assert dialog.option_pages.currentIndex() == 1 and not dialog.presets.isVisible()
        widgets = dialog.option_widgets["birmingham"]
        assert "Disputed" in dialog.option_notes["birmingham"]["manufacturer_iv"].text()
        assert "Disputed" not in dialog.option_notes["birmingham"]["starter"].text()
        widgets["manufacturer_iv"].setCurrentIndex(widgets["manufacturer_iv"].findData("14/7"))
        widgets["merchant_bonus_optional"].click()
        dialog.count.setValue(4)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", fill_in)
    assert window.new_game()
    game = window.controller.game
    assert game.setup["game"] == "birmingham" and len(game.state.players) == 4
    assert game.options == BirminghamOptions(manufacturer_iv="14/7", merchant_bonus_optional=True)
    assert game.data.tile("manufacturer", 4).cost == 14
    assert window.scene.data.game == "birmingham"
    assert all(window.scene.merchant_item(m).isVisible() for m in window.scene.merchant_ids())  # 4 players
    assert "Manufacturer level IV" in window.markets_panel.options.text()


def test_save_then_open_a_birmingham_game(qtbot, game_window, tmp_path):
    w = game_window
    c = w.controller
    for _ in range(5):
        c.apply(c.legal_actions()[0])
    path = tmp_path / "birmingham.brass.json"
    assert w.save_path(path)
    saved_state, saved_history = c.game.state.to_dict(), list(c.game.history)
    assert w.start_game(GameSetup(players=("X", "Y"), seed=1))  # a Lancashire game in between
    assert w.scene.data.game == "lancashire"
    assert w.open_path(path)
    assert c.game.setup["game"] == "birmingham" and w.scene.data.game == "birmingham"
    assert c.game.state.to_dict() == saved_state and c.game.history == saved_history
    for slot, tile in c.game.state.tiles.items():
        assert w.scene.slot_item(slot).tile.industry == tile.industry


# -- highlights at every step, deep into a game --------------------------------------------------
def test_highlights_are_the_legal_targets_at_every_step_of_every_kind(qapp):
    """Random Birmingham play (2-4 players, both eras); at every step of every kind the map marks exactly
    what the engine's legal actions allow next, and every finished draft is legal."""
    import random

    from brass_desktop.controller.game_controller import GameController
    from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent

    seen: set[str] = set()
    for players, seed in ((3, 2), (4, 5), (2, 8)):
        c = GameController()
        c.new_game(GameSetup(players=NAMES[:2] + ("Cort", "Darby")[:players - 2], seed=seed, game="birmingham",
                             options=BirminghamOptions()))
        rng = random.Random(seed)
        agent = RandomAgent(seed, BUILDER_WEIGHTS)
        for _turn in range(150):
            if c.current_player is None:
                break
            for kind, available in c.kinds():
                if not available:
                    continue
                c.select_kind(kind)
                while c.draft.current_step is not None:
                    draft = c.draft
                    step = draft.current_step
                    slots, lines = c.highlights()
                    board = c.board_step()
                    expected_slots: set[str] = set()
                    expected_lines: set[str] = set()
                    if board is not None:
                        values = set(draft.options(board.name))
                        expected_slots = {v for v in values if c.is_board_target(v)}
                        expected_lines = {v for v in values if v in c.game.data.lines}
                    if step in ("coal", "iron", "beer"):
                        for option in draft.options(step):
                            expected_slots |= {s for s in option if c.is_board_target(s)}
                            if "merchant" in option:
                                expected_slots.add(draft.value("to"))
                    assert (slots, lines) == (expected_slots, expected_lines), (kind, step)
                    seen.add(step)
                    c.choose(step, rng.choice(draft.options(step)))
                assert c.draft.is_ready and c.game.explain(c.draft.action) == ()
                c.cancel()
            assert c.apply(agent.choose(c.game))
        assert c.current_player is None  # played to the end
    assert {"card", "card3", "slot", "industry", "line", "line2", "mill", "beer", "bonus"} <= seen, seen
