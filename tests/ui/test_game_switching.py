"""Regression tests of issue 37's defects where the window meets more than one game family: a
replay of an Industria game, a computer's Brass move described after an Industria record was
opened, an old Industria scene or panel answering after a switch back to Brass, and a language
switch moving the replay's moment."""
from __future__ import annotations

import json

import pytest

from brass_desktop import i18n
from brass_desktop.ai.agent import move_reasons
from brass_desktop.engine import Game, GameSetup, get_game
from brass_desktop.engine.agents import play_random_game
from brass_desktop.ui.brass.scene import BoardScene
from brass_desktop.ui.industria.scene import IndustriaScene
from brass_desktop.ui.replay.replay_window import ReplayWindow


def new_setup(game: str, players: int, seed: int) -> GameSetup:
    names = ("Ada", "Brunel", "Cort", "Darby")[:players]
    return GameSetup(players=names, seed=seed, game=game, options=get_game(game).options_class())


def finished(game: str, players: int, seed: int) -> Game:
    return play_random_game(Game.new(new_setup(game, players, seed)), seed=seed)


def replays(window) -> list[ReplayWindow]:
    return [d for d in window._dialogs if isinstance(d, ReplayWindow)]


def test_an_industria_game_replays_from_the_library_and_languages_switch_after(qtbot, window):
    game = finished("industria", 3, 5)
    replay = window.replay_record(json.loads(json.dumps(game.to_record())), 7)
    assert replay is not None and isinstance(replay.scene, IndustriaScene)
    replay.go_to(10)
    for code in ("zh_TW", "zh_CN", "en"):
        window.set_language(code)
        qtbot.wait(1)
    assert replay.step == 10 and replay.game.state.to_dict() == replay.replay.game_at(10).state.to_dict()


def test_an_industria_record_opens_after_a_computer_s_brass_move(qtbot, window, tmp_path, monkeypatch):
    window.controller.new_game(new_setup("lancashire", 2, 3))
    c = window.controller
    action = next(a for a in c.legal_actions() if a.kind == "build")
    said = move_reasons(c.game, action)
    c.apply(action)
    computer = window.turns.computer
    computer.moved.emit(0, action, said)  # as the computer seat reports its move
    assert window.turns.thinking_label.text()
    real_cancel = computer.cancel

    def cancel_a_thought() -> None:  # the next computer seat was thinking: its cancel is announced
        real_cancel()
        computer.thinking_changed.emit()

    monkeypatch.setattr(computer, "cancel", cancel_a_thought)
    record = tmp_path / "industria.brass.json"
    other = Game.new(new_setup("industria", 3, 4))
    for _ in range(3):
        other.apply(other.legal_actions()[0])
    record.write_text(json.dumps(other.to_record()), encoding="utf-8")
    assert window.open_path(record)
    assert c.game.definition.family == "industria"
    window.set_language("zh_TW")
    qtbot.wait(1)
    assert "Lancashire" not in window.turns.thinking_label.text() and window.turns._last_move_text() == ""


def test_the_old_industria_scene_and_panel_answer_nothing_after_a_switch_back_to_brass(qtbot, window):
    window.controller.new_game(new_setup("industria", 3, 2))
    old_scene = window.scene
    assert isinstance(old_scene, IndustriaScene)
    tile = window.controller.game.state.revealed[0]
    rejected: list = []
    window.controller.action_rejected.connect(rejected.append)
    window.controller.new_game(new_setup("birmingham", 3, 2))
    assert isinstance(window.scene, BoardScene)
    # the old scene is only deleted later: a hover or click that reaches it meanwhile asks no one
    assert old_scene.describe(tile) == ""
    old_scene.tile_clicked.emit(tile)
    assert not rejected and len(window.controller.game.history) == 0
    industria = window.controller.interaction_for("industria")
    assert industria.targets() == (set(), set()) and industria.explain_tile(tile) == ()
    # the Brass hovers of the new scene work
    slot = next(iter(window.controller.game.data.slots))
    window.scene.slot_hovered.emit(slot)
    qtbot.wait(1)


@pytest.mark.parametrize("game_name", ["lancashire", "birmingham"])
def test_a_language_switch_keeps_the_replay_s_moment_and_continue_from_here(qtbot, window, game_name):
    game = finished(game_name, 2, 6)
    replay = window.replay_record(json.loads(json.dumps(game.to_record())), 3)
    assert replay is not None
    replay.go_to(54)
    for code in ("zh_CN", "en"):
        window.set_language(code)
        qtbot.wait(1)
        assert replay.step == 54 and replay.slider.value() == 54 and replay.log.currentRow() == 54
    branch = replay.continue_from_here()
    assert len(branch.history) == 54
    i18n.install("en")


@pytest.mark.parametrize("other", ["industria", "lancashire"])
def test_a_new_game_of_another_family_while_a_brass_reveal_holds(qtbot, window, monkeypatch, other):
    """The old family's reveal ends without refreshing its panel with the new game (the random GUI
    events: a Brass panel asked an Industria position for its ruleset)."""
    from tests.ui.test_scoring_unspoiled import to_canal_end
    from tests.ui.test_whole_games import open_scoring

    monkeypatch.setattr(window.files, "may_close", lambda *_: True)
    to_canal_end(window, "birmingham")
    open_scoring(qtbot, window)
    assert window.scoring_held()
    assert window.start_game(new_setup(other, 3, 4))  # an exception in the slot fails the test (pytest-qt)
    qtbot.wait(50)
    assert not window.scoring_held() and window.controller.game.definition.name == other
    assert window.action_bar.isEnabled()


@pytest.mark.parametrize("other", ["birmingham", "industria"])
def test_a_new_game_of_another_family_while_an_industria_reveal_holds(qtbot, window, other):
    from tests.ui.test_industria_reveal import play_until

    assert window.start_game(new_setup("industria", 3, 7))
    window.controller.apply(play_until(window, "epoch_ended"))
    assert window.scoring_held()
    window.controller.dirty = False  # nothing to ask about leaving it
    assert window.start_game(new_setup(other, 3, 4))
    qtbot.wait(50)
    assert not window.scoring_held() and window.controller.game.definition.name == other
