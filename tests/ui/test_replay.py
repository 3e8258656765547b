"""The replay browser reproduces every position of a recorded game, read-only, and branches."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from brass_desktop.engine import Game, GameSetup, get_game
from brass_desktop.engine.agents import play_random_game
from brass_desktop.ui.brass.scene import BoardScene
from brass_desktop.ui.replay.model import Replay
from brass_desktop.ui.replay.replay_window import ReplayWindow


def finished_game(game_name: str, players: int, seed: int) -> Game:
    names = ("Ada", "Brunel", "Cort", "Darby")[:players]
    game = Game.new(GameSetup(players=names, seed=seed, game=game_name, options=get_game(game_name).options_class()))
    return play_random_game(game, seed=seed)


def scene_state(scene: BoardScene) -> tuple:
    """What the map shows: every slot's tile, every line's owner, every merchant space's tile and beer."""
    slots = tuple((s, scene.slot_item(s).tile) for s in scene.slot_ids())
    lines = tuple((line, scene.line_item(line).owner) for line in scene.line_ids())
    merchants = tuple((m, scene.merchant_item(m).isVisible(), getattr(scene.merchant_item(m), "beer", None))
                      for m in scene.merchant_ids())
    return slots, lines, merchants


@pytest.mark.parametrize(("game_name", "players", "seed"), [("lancashire", 3, 4), ("birmingham", 2, 6)])
def test_every_position_of_a_whole_game_is_the_state_of_replaying_k_actions(qtbot, game_name, players, seed):
    game = finished_game(game_name, players, seed)
    assert game.is_over()
    record = Game.from_record(json.loads(json.dumps(game.to_record())))  # as read from a file
    window = ReplayWindow(record)
    qtbot.addWidget(window)
    n = len(game.history)
    assert n >= 80 and len(window.replay) == n and window.slider.maximum() == n
    reference = Game(game.setup)
    expected_scene = BoardScene(game.data)
    for k in range(n + 1):
        if k:
            reference.apply(game.history[k - 1])
        window.go_to(k)
        assert window.step == k and window.slider.value() == k
        assert window.game.state.to_dict() == reference.state.to_dict(), k
        expected_scene.sync(reference.state)
        assert scene_state(window.scene) == scene_state(expected_scene), k
        assert window.position.text() == f"Action {k} of {n}"
    assert window.game.is_over() and window.markets_panel.era.text() == "Game over"
    window.go_to(0)
    assert window.markets_panel.era.text().startswith("Canal era, round 1 of ")


def test_buttons_slider_keys_and_log_move_through_the_game(qtbot):
    game = finished_game("lancashire", 3, 4)
    window = ReplayWindow(game)
    qtbot.addWidget(window)
    window.show()
    n = len(game.history)
    assert window.step == 0 and not window.back_button.isEnabled() and window.forward_button.isEnabled()
    qtbot.mouseClick(window.forward_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.forward_button, Qt.MouseButton.LeftButton)
    assert window.step == 2
    qtbot.mouseClick(window.back_button, Qt.MouseButton.LeftButton)
    assert window.step == 1
    qtbot.mouseClick(window.last_button, Qt.MouseButton.LeftButton)
    assert window.step == n and not window.forward_button.isEnabled()
    qtbot.mouseClick(window.first_button, Qt.MouseButton.LeftButton)
    assert window.step == 0
    window.slider.setValue(40)
    assert window.step == 40 and window.game.state.to_dict() == Replay(game).game_at(40).state.to_dict()
    assert window.focusWidget() is window.slider
    qtbot.keyClick(window.slider, Qt.Key.Key_Right)
    assert window.step == 41
    qtbot.keyClick(window.slider, Qt.Key.Key_PageUp)
    assert window.step == 51
    qtbot.keyClick(window.slider, Qt.Key.Key_End)
    assert window.step == n
    qtbot.keyClick(window.slider, Qt.Key.Key_Home)
    assert window.step == 0
    window.log.setFocus()
    qtbot.keyClick(window.log, Qt.Key.Key_Down)
    assert window.step == 1
    # the log: row 0 is the start, row k the k-th action; a click jumps to the moment after it
    rows = window.log_texts()
    assert len(rows) == n + 1 and rows[0] == "Start of the game"
    first_player = game.state.players[game.history and Replay(game).event_log[0][0]["player"]].name
    assert rows[1].startswith(f"{first_player}: ")
    item = window.log.item(7)
    rect = window.log.visualItemRect(item)
    window.log.scrollToItem(item)
    rect = window.log.visualItemRect(item)
    qtbot.mouseClick(window.log.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.step == 7 and window.log.currentRow() == 7
    future = window.log.item(8).foreground().color().name()
    assert future == "#9a9a9a" and window.log.item(7).foreground().color().name() != future


def test_the_replay_is_read_only(qtbot):
    game = finished_game("lancashire", 3, 4)
    before = game.to_record()
    window = ReplayWindow(game)
    qtbot.addWidget(window)
    window.go_to(30)
    shown = window.game
    slot = next(iter(window.scene.slot_ids()))
    window.scene.on_target_click("slot", slot)  # nobody listens: the map takes no moves
    window.go_to(31)
    window.go_to(30)
    assert window.game is not shown and window.game.state.to_dict() == shown.state.to_dict()
    assert game.to_record() == before


def test_continue_from_here_starts_a_new_branch_and_keeps_the_record(window, qtbot, tmp_path):
    game = finished_game("birmingham", 3, 2)
    path = tmp_path / "finished.brass.json"
    path.write_text(json.dumps(game.to_record()), encoding="utf-8")
    text = path.read_text(encoding="utf-8")
    replay = window.teaching.replay_path(path)
    assert replay is not None and replay.step == len(game.history)  # opens at the end of the record
    assert "finished.brass.json" in replay.windowTitle()
    replay.go_to(25)
    qtbot.mouseClick(replay.branch_button, Qt.MouseButton.LeftButton)
    c = window.controller
    assert c.game is not None and c.game.history == game.history[:25]
    assert c.path is None and c.dirty  # untitled: Save asks for a name
    assert c.game.state.to_dict() == Replay(game).game_at(25).state.to_dict()
    assert len(c.event_log) == 25 and c.can_undo()
    assert path.read_text(encoding="utf-8") == text  # the original record is kept as it was
    # the branch is a game: the next player plays on
    action = c.game.legal_actions()[0]
    assert c.apply(action) and c.game.history[-1] == action


def test_replay_of_the_game_in_play_follows_the_presentation_mode(window):
    assert window.teaching.replay_current_game() is None  # no game yet
    window.start_game(GameSetup(players=("Ada", "Brunel"), seed=3, game="birmingham"))
    for _ in range(3):
        window.controller.apply(window.controller.game.legal_actions()[0])
    window.set_presentation(True)
    replay = window.teaching.replay_current_game()
    assert replay.step == 3 and replay.scene.presentation()
    assert [a.text() for a in window.file_menu.actions()].count("Re&play this game") == 1
