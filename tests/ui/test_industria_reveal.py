"""Industria's epoch change and final scoring are revealed before anything moves on (issue 39,
must-have 2): from the action that ends the epoch until its reveal shows each step, the board
(epoch box, players' boxes, score markers), the players' and table panels, the log and the action
panel show the old position; each step applies only its own totals; after the reveal every
widget shows the new ones."""
from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from brass_desktop.engine import Game, GameSetup
from brass_desktop.engine.agents import RandomAgent
from brass_desktop.engine.industria import IndustriaOptions
from brass_desktop.ui.board.room import board_texts
from brass_desktop.ui.industria.panels import IndustriaActionPanel
from brass_desktop.ui.industria.reveal import RevealDialog

NAMES = ("Ada", "Brunel", "Cort")


def settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def play_until(window, kind: str, seed: int = 7):
    """Random moves until the next one emits an event of ``kind``; that move (not yet made)."""
    c = window.controller
    agent = RandomAgent(seed)
    while True:
        action = agent.choose(c.game)
        scratch = Game(c.game.setup, c.game.state.clone())
        if any(e.get("type") == kind for e in scratch.apply(action)):
            return action
        c.apply(action)


def totals(window) -> dict[str, object]:
    """Every total the window shows: the scene's position, its markers and drawn texts, the
    players' and table panels, the log's last lines, the action panel's prompt."""
    scene = window.scene
    state = scene.state
    panel_text = " ".join(w.text() for w in window.players_panel.findChildren(QLabel) if not w.isHidden())
    return {
        "epoch": state.epoch, "round": state.round,
        "coins": [p.coins for p in state.players], "vp": [p.vp for p in state.players],
        "markers": [m.vp for m in scene.markers],
        "players_panel": panel_text,
        "table": window.markets_panel.body.text(),
        "drawn": " | ".join(t.text for t in board_texts(window.view)),
        "log": window.log_panel.plain_text(),
        "prompt": window.action_bar.prompt.text(),
    }


def figures(game) -> tuple[list[int], list[int]]:
    return [p.coins for p in game.state.players], [p.vp for p in game.state.players]


def reveal(window) -> RevealDialog:
    dialogs = [d for d in window._dialogs if isinstance(d, RevealDialog) and d.isVisible()]
    assert len(dialogs) == 1
    return dialogs[0]


def panel_shows(text: str, coins: list[int], vp: list[int], column: bool = False) -> bool:
    """The players panel shows these figures: every seat's, or (the presentation column) at most
    the acting seat's card, none of them other figures."""
    found = [(int(a), int(b)) for a, b in re.findall(r"(\d+) coins? · (\d+) VP", text)]
    expected = list(zip(coins, vp, strict=True))
    return set(found) <= set(expected) and len(found) <= 1 if column else found == expected


def test_the_epoch_change_is_revealed_before_the_board_panels_and_log_move_on(qtbot, window):
    window.start_game(GameSetup(players=NAMES, seed=7, game="industria", options=IndustriaOptions()))
    window.set_presentation(True)
    action = play_until(window, "epoch_ended")
    c = window.controller
    old_coins, old_vp = figures(c.game)
    old_epoch, old_round = c.game.state.epoch, c.game.state.round
    c.apply(action)  # the last End build of epoch I: epoch II, round 1, income paid
    new_coins, new_vp = figures(c.game)
    assert c.game.state.epoch != old_epoch and new_coins != old_coins
    held = totals(window)  # before the reveal has opened: the old position everywhere
    assert (held["epoch"], held["round"]) == (old_epoch, old_round)
    assert held["coins"] == old_coins and held["markers"] == old_vp
    assert panel_shows(held["players_panel"], old_coins, old_vp, column=True)
    for seat, coins in enumerate(old_coins):  # the players' boxes on the board: old coins, old VP
        assert f"{old_vp[seat]} VP" in held["drawn"] and str(coins) in held["drawn"].split(" | ")
    assert f"Epoch {old_epoch}, round {old_round}" in held["table"]
    assert f"Epoch {old_epoch}, round {old_round}" in held["drawn"]
    assert f"Epoch {c.game.state.epoch}," not in held["drawn"]
    assert "being revealed" in held["prompt"] and not window.action_bar.buttons
    assert window.scoring_held() and not window.action_bar.isEnabled()
    shown_log = window.game_ui.shown_log(c.event_log)
    assert not any(e.get("type") == "epoch_started" for e in shown_log[-1])
    settle()
    dialog = reveal(window)
    first = totals(window)  # page 1: the epoch ends, technologies discarded; nothing new yet
    assert (first["epoch"], first["coins"]) == (old_epoch, old_coins)
    assert f"Epoch {old_epoch}, round {old_round}" in first["table"]
    qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
    second = totals(window)  # page 2: the next epoch begins, its income paid
    assert (second["epoch"], second["round"], second["coins"]) == (c.game.state.epoch, 1, new_coins)
    assert f"Epoch {c.game.state.epoch}, round 1" in second["table"]
    assert window.scoring_held()
    dialog.accept()
    settle()
    after = totals(window)
    assert (after["epoch"], after["round"], after["coins"]) == (c.game.state.epoch, 1, new_coins)
    assert panel_shows(after["players_panel"], new_coins, new_vp, column=True)
    assert re.search(r"\d+ coins? · \d+ VP", after["players_panel"])  # the acting seat's card is back
    assert not window.scoring_held() and window.action_bar.isEnabled()
    assert "being revealed" not in after["prompt"] and window.action_bar.buttons
    assert window.game_ui.shown_log(c.event_log) is c.event_log


def test_the_final_scoring_moves_each_marker_only_at_its_step(qtbot, window):
    window.start_game(GameSetup(players=NAMES, seed=8, game="industria", options=IndustriaOptions()))
    action = play_until(window, "game_ended", seed=8)
    c = window.controller
    c.apply(action)
    events = c.event_log[-1]
    final = [e for e in events if e.get("type") == "vp"]
    new_coins, new_vp = figures(c.game)
    gained = {source: [sum(e["amount"] for e in final if e["player"] == s and e["source"] == source)
                       for s in range(len(NAMES))] for source in ("bonus", "connections", "money")}
    old_vp = [v - sum(g[s] for g in gained.values()) for s, v in enumerate(new_vp)]
    assert old_vp != new_vp  # something scores at the end
    held = totals(window)
    assert held["vp"] == old_vp and held["markers"] == old_vp
    assert panel_shows(held["players_panel"], held["coins"], old_vp)
    shown = {id(e) for e in window.game_ui.shown_log(c.event_log)[-1]}
    assert not any(id(e) in shown for e in final)  # the log tells no final VP yet
    settle()
    dialog = reveal(window)
    expected = list(old_vp)
    assert totals(window)["markers"] == expected  # page 1: raw tiles cashed, no VP yet
    for source in ("bonus", "connections", "money"):
        qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
        expected = [v + g for v, g in zip(expected, gained[source], strict=True)]
        now = totals(window)
        assert now["vp"] == expected and now["markers"] == expected, source
        assert panel_shows(now["players_panel"], now["coins"], expected), source
        if source == "connections":
            lit = {e for e, item in window.scene.edges.items() if item.lit}
            assert lit == {edge for e in final if e["source"] == "connections" for edge in e["edges"]}
    assert expected == new_vp
    qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)  # the result
    assert not dialog.next_button.isEnabled()
    window.scene.finish_animations()
    assert [m.pos() for m in window.scene.markers]  # standing on their spaces
    dialog.accept()
    settle()
    after = totals(window)
    assert after["vp"] == new_vp and after["coins"] == new_coins and not window.scoring_held()
    assert isinstance(window.action_bar, IndustriaActionPanel)
    assert window.action_bar.prompt.text() == "The game is over."


def test_undo_during_the_reveal_ends_the_hold(qtbot, window):
    window.start_game(GameSetup(players=NAMES, seed=7, game="industria", options=IndustriaOptions()))
    action = play_until(window, "epoch_ended")
    c = window.controller
    c.apply(action)
    settle()
    assert window.scoring_held() and reveal(window)
    c.undo()
    settle()
    assert not window.scoring_held()
    assert not [d for d in window._dialogs if isinstance(d, RevealDialog) and d.isVisible()]
    assert window.scene.state is c.game.state
