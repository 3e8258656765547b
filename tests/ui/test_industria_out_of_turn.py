"""Industria rule 6.6 in the app: a person exchanges a raw-material tile for 1 coin from their card
in the players panel while another seat is to move; undo, the log, the replay and a computer seat
to move all follow (issue 38)."""
from __future__ import annotations

import json
import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from brass_desktop.engine import Game, GameSetup
from brass_desktop.engine.industria import IndustriaOptions
from brass_desktop.engine.industria.actions import Exchange
from brass_desktop.ui.industria.panels import IndustriaPlayersPanel
from brass_desktop.ui.replay.replay_window import ReplayWindow


def setup(**options) -> GameSetup:
    return GameSetup(players=("Ada", "Brunel", "Cort"), seed=3, game="industria",
                     options=IndustriaOptions(**options))


def to_cort_holding_stone(window, **options) -> None:
    """Seed 3, three players: after 12 random moves (no exchange) Ada (0) is to build and Cort (2)
    holds the raw tile I-R-stone."""
    c = window.controller
    c.new_game(setup(**options))
    rng = random.Random(3)
    for _ in range(12):
        assert c.apply(rng.choice([a for a in c.legal_actions() if a.kind != "exchange"]))
    assert c.current_player == 0 and c.game.state.phase == "build"
    assert c.legal_actions_for(2) == [Exchange("I-R-stone")]
    assert c.legal_actions_for(1) == []


def players(window) -> IndustriaPlayersPanel:
    assert isinstance(window.players_panel, IndustriaPlayersPanel)
    return window.players_panel


def test_a_person_exchanges_out_of_turn_by_a_click_and_undo_takes_it_back(qtbot, window):
    to_cort_holding_stone(window)
    c = window.controller
    panel = players(window)
    # open hands: only Cort's card has the control; the one to move has hers in the action panel
    assert set(panel.exchange_buttons) == {2}
    button = panel.exchange_buttons[2]
    assert button.text() == "Exchange for 1 coin" and "Stone" in button.toolTip()
    coins = [p.coins for p in c.game.state.players]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    game = c.game
    assert [p.coins for p in game.state.players] == [coins[0], coins[1], coins[2] + 1]
    assert "I-R-stone" not in game.state.players[2].hand
    assert game.current_player == 0  # still Ada's decision
    assert game.actors[-1] == 2 and game.history[-1] == Exchange("I-R-stone")
    assert "Cort: Exchange" in window.log_panel.plain_text()
    assert 2 not in players(window).exchange_buttons  # nothing left to exchange
    # autosaved with the actor
    record = json.loads(window.controller.autosave_path.read_text(encoding="utf-8"))
    assert Game.from_record(record).actors[-1] == 2
    window.undo_action.trigger()
    assert [p.coins for p in c.game.state.players] == coins
    assert "I-R-stone" in c.game.state.players[2].hand and c.game.current_player == 0
    assert set(players(window).exchange_buttons) == {2}


def test_hidden_hands_offer_every_person_the_control_and_a_menu(qtbot, window):
    to_cort_holding_stone(window, open_hands=False)
    panel = players(window)
    # the control tells the table nothing: every person not to move has it, raw tile or not
    assert set(panel.exchange_buttons) == {1, 2}
    assert {b.text() for b in panel.exchange_buttons.values()} == {"Exchange…"}
    qtbot.mouseClick(panel.exchange_buttons[1], Qt.MouseButton.LeftButton)
    entries = panel.menu.actions()
    assert [e.text() for e in entries] == ["No raw-material tile in hand"] and not entries[0].isEnabled()
    panel.menu.close()
    qtbot.mouseClick(panel.exchange_buttons[2], Qt.MouseButton.LeftButton)
    entries = players(window).menu.actions()
    assert len(entries) == 1 and "Stone" in entries[0].text()
    coins = window.controller.game.state.players[2].coins
    entries[0].trigger()
    game = window.controller.game
    assert game.state.players[2].coins == coins + 1 and game.actors[-1] == 2


def test_the_replay_shows_the_out_of_turn_exchange_by_its_actor(qtbot, window):
    to_cort_holding_stone(window)
    c = window.controller
    qtbot.mouseClick(players(window).exchange_buttons[2], Qt.MouseButton.LeftButton)
    n = len(c.game.history)
    record = Game.from_record(json.loads(json.dumps(c.game.to_record())))
    assert record.actors[-1] == 2
    replay = ReplayWindow(record)
    qtbot.addWidget(replay)
    replay.go_to(n)
    assert replay.game.state.to_dict() == c.game.state.to_dict()
    assert replay.log.item(n).text().startswith("Cort: Exchange")  # row k: the k-th action
    replay.go_to(n - 1)
    assert "I-R-stone" in replay.game.state.players[2].hand
    branch = replay.replay.branch_at(n)
    assert branch.actors[-1] == 2 and branch.state.to_dict() == c.game.state.to_dict()


def test_a_person_exchanges_while_a_computer_thinks_then_the_computer_moves(qtbot, window):
    to_cort_holding_stone(window)
    c = window.controller
    window.turns.set_table(["random", "", ""], "fast", True, seed=1)
    computer = window.turns.computer
    panel = players(window)
    assert set(panel.exchange_buttons) == {2}  # Ada is a computer now: people only
    n = len(c.game.history)
    qtbot.mouseClick(panel.exchange_buttons[2], Qt.MouseButton.LeftButton)
    assert c.game.actors[n] == 2 and len(c.game.history) == n + 1
    # the computer's thought restarts from the new position and its move follows the exchange
    qtbot.waitUntil(lambda: len(c.game.history) > n + 1, timeout=30_000)
    game = c.game
    assert game.actors[n + 1] is None
    movers = [batch[0]["player"] for batch in c.event_log[n:n + 2]]
    assert movers == [2, 0]
    qtbot.waitUntil(lambda: not computer.thinking or c.current_player != 0, timeout=30_000)
    # Undo goes back to the person's last decision: the exchange (and the computer's move after it)
    window.turns.computer.skip()
    window.undo_action.trigger()
    assert len(c.game.history) == n


def test_an_action_out_of_turn_the_rules_do_not_allow_is_refused_with_the_engine_reasons(qtbot, window):
    to_cort_holding_stone(window)
    c = window.controller
    refused = []
    c.action_rejected.connect(refused.append)
    n = len(c.game.history)
    build = next(a for a in c.legal_actions() if a.kind == "end_build")
    assert not c.act_for(2, build)  # only an exchange may be taken out of turn
    assert [v.reason.value for v in refused[-1]] == ["industria_not_your_turn"]
    assert not c.act_for(1, Exchange("I-R-stone"))  # Brunel does not hold it
    assert [v.reason.value for v in refused[-1]] == ["industria_tile_not_in_hand"]
    assert len(c.game.history) == n and c.game.actors[-1] is None


def test_the_presentation_column_keeps_the_exchange_of_every_seat_that_may(qtbot, window):
    """Presentation: the column shows the acting seat's card only, yet Cort's exchange (6.6)
    stays a click away, under Cort's name (issue 39)."""
    to_cort_holding_stone(window)
    c = window.controller
    window.set_presentation(True)
    panel = players(window)
    assert panel.column  # set by the window's layout in presentation
    assert set(panel.exchange_buttons) == {2}
    texts = [w.text() for w in panel.findChildren(QLabel) if not w.isHidden()]
    assert any("Ada" in t and "to play" in t for t in texts)  # the acting seat's card
    assert not any("Brunel" in t for t in texts)  # nothing to do for Brunel out of turn
    assert any("Cort" in t for t in texts)  # the name over the exchange button
    coins = c.game.state.players[2].coins
    qtbot.mouseClick(panel.exchange_buttons[2], Qt.MouseButton.LeftButton)
    assert c.game.state.players[2].coins == coins + 1 and c.game.current_player == 0
    window.set_presentation(False)
    assert not players(window).column
