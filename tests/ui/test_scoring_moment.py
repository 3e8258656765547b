"""The scoring moment and the winner screen: the board waits for the reveal, the result stays
reachable, Rematch starts the same table again; the hand-over summary and the save name."""
from __future__ import annotations

import random

import pytest

from brass_desktop.engine import Game
from brass_desktop.engine.agents import BUILDER_WEIGHTS, play_random_game
from brass_desktop.ui.brass.scoring_moment import board_at_scoring
from brass_desktop.ui.dialogs.winner_dialog import WinnerDialog, rematch_setup
from tests.ui.test_main_window import click_widget
from tests.ui.test_whole_games import (
    NAMES,
    check_result,
    hand_is_hidden,
    open_result,
    open_scoring,
    setup_of,
    start,
)


def finished(game: str, players: int, seed: int) -> Game:
    return play_random_game(Game.new(setup_of(game, players, seed)), seed=seed, weights=BUILDER_WEIGHTS)


@pytest.mark.parametrize(("game", "seed"), [("lancashire", 8), ("birmingham", 9)])
def test_the_final_scoring_then_review_and_rematch(qtbot, window, game, seed):
    w = window
    c = w.controller
    played = finished(game, 3, seed)
    start(w, game, 3, seed, played.history[:-1])
    before = {line: owner for line, owner in c.game.state.links.items()}
    assert c.apply(played.history[-1])
    assert c.game.is_over()
    dialog = open_scoring(qtbot, w)
    assert w.scoring_held() and not w.result.result_action.isEnabled(), "the result waits for the reveal"
    held = w.game_ui.moment.held.state
    era = dialog.era_event
    assert held.links == {i["line"]: r["player"] for r in era["breakdown"] for i in r["link_items"]}
    assert set(before) <= set(held.links)  # the links of the position before, plus the last action's
    click_widget(qtbot, dialog.all_button)
    assert w.scene.scoring_marks() == {}  # the totals mark nothing on the map
    for score in c.game.outcome().scores:
        card = next(card for card in w.players_panel.cards if card.index == score.player)
        assert card.values["vp"].text() == str(score.vp)
    click_widget(qtbot, dialog.close_button)
    result = open_result(qtbot, w)
    check_result(result, c.game)
    old = c.game.setup
    click_widget(qtbot, result.rematch_button)
    assert not result.isVisible()
    new = c.game.setup
    assert new["players"] == old["players"] and new["game"] == old["game"] == game
    assert new["options"] == old["options"] and new["undo_policy"] == old["undo_policy"]
    assert new["seed"] != old["seed"] and not c.game.history
    assert hand_is_hidden(w) and not w.result.result_action.isEnabled()


def test_rematch_setup_takes_a_new_seed():
    game = Game.new(setup_of("birmingham", 2, 5))
    setups = [rematch_setup(game, random.Random(n)) for n in range(20)]
    assert all(s.seed != 5 and s.players == ("Ada", "Brunel") and s.game == "birmingham" for s in setups)
    assert len({s.seed for s in setups}) == 20


def test_the_board_at_scoring_puts_back_what_the_era_end_removed():
    played = finished("lancashire", 2, 3)
    replay = Game(played.setup)
    for action in played.history:
        before = replay.state.clone()
        events = replay.apply(action)
        if any(e["type"] == "era_scored" for e in events):
            break
    after = replay.state
    assert after.era == "rail" and not after.links
    held = board_at_scoring(before, after, events)
    era = next(e for e in events if e["type"] == "era_scored")
    removed = {e["slot"] for e in events if e["type"] == "tile_removed"}
    assert held.era == "canal" and held.round == before.round
    assert removed and removed <= set(held.tiles) and all(held.tiles[s].level == 1 for s in removed)
    assert held.links == {i["line"]: r["player"] for r in era["breakdown"] for i in r["link_items"]}
    for row in era["breakdown"]:
        assert held.players[row["player"]].vp == row["total"] - row["links"] - row["industries"]
        assert all(held.tiles[i["slot"]].flipped for i in row["industry_items"])
    assert after.era == "rail" and not after.links, "the game's own state is untouched"


def test_review_keeps_the_result_reachable_and_undo_closes_it(qtbot, window):
    w = window
    played = finished("lancashire", 2, 3)
    start(w, "lancashire", 2, 3, played.history)
    dialog = open_scoring(qtbot, w)
    dialog.reject()  # Escape: the reveal is skipped, the result still follows
    click_widget(qtbot, open_result(qtbot, w).review_button)
    assert w.result.result_action.isEnabled() and not w.scoring_held()
    w.result.result_action.trigger()
    result = open_result(qtbot, w)
    assert isinstance(result, WinnerDialog) and "Ctrl+R" in result.note.text()
    w.undo_action.trigger()
    assert not result.isVisible() and not w.result.result_action.isEnabled()


def test_the_hand_over_summary_shows_its_last_lines_and_says_what_an_undo_took_back(qtbot, window):
    w = window
    c = w.controller
    played = finished("lancashire", 4, 6)
    start(w, "lancashire", 4, 6)
    for action in played.history:  # on to a hand-over with more news than its box holds
        assert c.apply(action)
        if w.handover.isVisible() and len(w.handover._lines) > 20:
            break
    summary = w.handover.summary
    assert w.handover.isVisible()
    bar = summary.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=2000)  # more lines than the box holds
    assert bar.value() == bar.maximum(), "the newest lines are in view"
    mover = c.current_player
    click_widget(qtbot, w.handover.button)
    assert c.apply(c.legal_actions()[0])
    while c.current_player == mover:
        assert c.apply(c.legal_actions()[0])
    w.undo_action.trigger()
    assert c.current_player == mover and w.handover.isVisible()
    assert f"{NAMES[mover]} took back:" in summary.toPlainText()


def test_the_default_save_name_says_which_game(window):
    start(window, "birmingham", 2, 4)
    name = window.files.default_file_name()
    assert name.startswith("birmingham-ada-brunel-") and name.endswith(".brass.json")
    assert "brass.brass" not in name
