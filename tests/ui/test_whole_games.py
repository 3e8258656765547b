"""Whole games through the main window, as players at the table and a teacher at a projector use it.

Seeded random legal actions (``RandomAgent`` with ``BUILDER_WEIGHTS``) go through
``controller.apply`` - the path a confirmed draft takes - and the interesting steps are real
clicks: the hand-over screen, the scoring dialog revealed column by column, tiles sold in a
shortfall, a failed distant-market sale, several sales in one action, a double build, two rails,
a scout and a wild card, undo/redo across a turn and the era end, files, a crash and the resume
offer, the language and presentation switched mid-draft.  Every check compares what the window
shows with the engine's state and events.
"""
from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMessageBox

from brass_desktop import i18n
from brass_desktop.engine import DISTANT, BuildIndustry, BuildLink, Game, GameSetup, Sell, get_game
from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent
from brass_desktop.engine.brass.actions import Scout
from brass_desktop.engine.brass.rules.shortfall import sale_value
from brass_desktop.engine.brass.ruleset import ruleset
from brass_desktop.library import summarize
from brass_desktop.paths import autosave_path
from brass_desktop.ui import texts
from brass_desktop.ui.brass import words
from brass_desktop.ui.brass.scoring_dialog import HIDDEN, ScoringDialog
from brass_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from brass_desktop.ui.dialogs.winner_dialog import WinnerDialog
from brass_desktop.ui.main_window import MainWindow, isolated_settings
from tests.ui.test_main_window import click_line, click_slot, click_widget, scene_marks, take_over

NAMES = ("Ada", "Brunel", "Cort", "Darby")


# -- helpers -------------------------------------------------------------------------------------
def setup_of(game: str, players: int, seed: int) -> GameSetup:
    return GameSetup(players=NAMES[:players], seed=seed, game=game, options=get_game(game).options_class())


def reach(game: str, players: int, seeds: range, wanted: Callable[[Game], bool],
          limit: int = 400) -> tuple[int, list[Any]]:
    """The first seed whose random game reaches a position ``wanted`` holds, and the actions to it
    (found with the engine alone, then replayed through the window)."""
    for seed in seeds:
        played = Game.new(setup_of(game, players, seed))
        agent = RandomAgent(seed, BUILDER_WEIGHTS)
        for _ in range(limit):
            if played.is_over():
                break
            if wanted(played):
                return seed, list(played.history)
            played.apply(agent.choose(played))
    raise AssertionError("no seed reaches the wanted position")


def start(window: MainWindow, game: str, players: int, seed: int, actions: list[Any] = ()) -> None:
    """A new game through the window, then ``actions`` applied the way a confirmed draft is."""
    assert window.start_game(setup_of(game, players, seed))
    for action in actions:
        assert window.controller.apply(action)


def play(window: MainWindow, agent: RandomAgent, until: Callable[[], bool], limit: int = 500) -> None:
    """Random legal actions through the controller until ``until()`` holds."""
    c = window.controller
    for _ in range(limit):
        if until() or c.game.is_over():
            return
        assert c.apply(agent.choose(c.game))
    raise AssertionError("the position was not reached")


def finish_reveal(qtbot, window: MainWindow) -> None:
    """A position reached across an era end waits for its scoring: reveal it all and close it."""
    if window.scoring_held():
        dialog = open_scoring(qtbot, window)
        if dialog.all_button.isEnabled():
            click_widget(qtbot, dialog.all_button)
        click_widget(qtbot, dialog.close_button)
        assert not window.scoring_held()


def reveal_hand(qtbot, window: MainWindow) -> None:
    """Click the hand-over screen away if it is up (the same player may simply go on)."""
    finish_reveal(qtbot, window)
    if window.handover.isVisible():
        take_over(qtbot, window)


def open_scoring(qtbot, window: MainWindow) -> ScoringDialog:
    """The scoring dialog the window opened after the last action (it opens once the click is done)."""
    qtbot.waitUntil(lambda: any(isinstance(d, ScoringDialog) and d.isVisible() for d in window._dialogs),
                    timeout=2000)
    return [d for d in window._dialogs if isinstance(d, ScoringDialog) and d.isVisible()][-1]


def last_event(window: MainWindow, kind: str) -> dict[str, Any]:
    return next(e for batch in reversed(window.controller.event_log) for e in batch if e.get("type") == kind)


def expected_cell(column: str, player: int, era: dict, money: dict | None) -> int:
    row = next(r for r in era["breakdown"] if r["player"] == player)
    money_row = next((r for r in (money or {}).get("breakdown", []) if r["player"] == player), None)
    if column == "earlier":
        return row["total"] - row["links"] - row["industries"]
    if column == "money":
        return money_row["vp"]
    if column == "total":
        return money_row["total"] if money_row is not None else row["total"]
    return row[column]


def check_scoring_by_clicks(qtbot, dialog: ScoringDialog, era: dict, money: dict | None) -> None:
    """Reveal one column per click; every revealed number is the engine's, the rest stay hidden,
    and each row adds up to its total."""
    players = [row["player"] for row in era["breakdown"]]
    for player in players:
        total = sum(expected_cell(c, player, era, money) for c in dialog.columns if c != "total")
        assert total == expected_cell("total", player, era, money), "the columns must add up to the total"
        if "earlier" in dialog.columns:
            assert dialog.cells[(player, "earlier")].text() == str(expected_cell("earlier", player, era, money))
    for n, column in enumerate(dialog.revealed_columns, start=1):
        buttons = [b.geometry() for b in (dialog.next_button, dialog.all_button, dialog.close_button)]
        size = dialog.size()
        click_widget(qtbot, dialog.next_button)
        assert dialog.animating or column == "total", "a revealed column counts up (the standings add nothing)"
        qtbot.waitUntil(lambda: not dialog.animating, timeout=3000)
        assert [b.geometry() for b in (dialog.next_button, dialog.all_button, dialog.close_button)] == buttons
        assert dialog.size() == size, "the buttons stay put"
        check_held(dialog, column)
        for player in players:
            assert dialog.cells[(player, column)].text() == str(expected_cell(column, player, era, money))
        for hidden in dialog.revealed_columns[n:]:
            if hidden != "total":  # the total column is the running total, what the panels show
                assert all(dialog.cells[(p, hidden)].text() == HIDDEN for p in players)


def check_held(dialog: ScoringDialog, column: str) -> None:
    """Mid-reveal the window holds the scored position: the map marks in gold what scores in the
    column just revealed, and the panels show the VP revealed so far."""
    w = dialog.parentWidget()
    assert w.scoring_held() == (not dialog.all_shown), "the last step releases the hold"
    rows = dialog.era_event["breakdown"]
    marks = w.scene.scoring_marks()
    if column == "links":
        assert marks == {("line", i["line"]): i["vp"] for r in rows for i in r["link_items"]}
    elif column == "industries":
        assert marks == {("slot", i["slot"]): i["vp"] for r in rows for i in r["industry_items"]}
    else:
        assert marks == {}
    shown = dialog.revealed_columns[:dialog.revealed]
    for row in rows:
        vp = expected_cell("earlier", row["player"], dialog.era_event, None) + sum(
            dialog._value(row["player"], c) for c in shown if c != "total")
        if "total" in shown:
            vp = dialog._value(row["player"], "total")
        card = next(card for card in w.players_panel.cards if card.index == row["player"])
        assert card.values["vp"].text() == str(vp)
        assert dialog.cells[(row["player"], "total")].text() == str(vp)


def check_board_held(w: MainWindow, era: dict) -> None:
    """Before anything is revealed: the board is the one that scored (the era's links, its flipped
    tiles), the panels hold the VP from before, and neither log nor hand-over tells the scores."""
    c = w.controller
    assert w.scoring_held() and not w.handover.isVisible()
    assert not any(b.isVisible() for b in w.hand_panel.buttons.values()), "the next era's hand waits"
    links = {i["line"]: r["player"] for r in era["breakdown"] for i in r["link_items"]}
    assert all(w.scene.line_item(line).owner == links.get(line) for line in w.scene.line_ids())
    for row in era["breakdown"]:
        for item in row["industry_items"]:
            tile = w.scene.slot_item(item["slot"]).tile
            assert tile is not None and tile.flipped and tile.owner == row["player"]
        card = next(card for card in w.players_panel.cards if card.index == row["player"])
        assert card.values["vp"].text() == str(row["total"] - row["links"] - row["industries"])
    log = w.log_panel.plain_text()
    assert not any(line in log for line in texts.event_lines(era, c.names, c.game.data))
    assert "Game over" not in log


def assert_fits(dialog: ScoringDialog) -> None:
    """Nothing overlaps: the dialog is as tall as its wrapped texts need, the explanation above the verdict."""
    layout = dialog.layout()
    assert dialog.height() >= layout.heightForWidth(dialog.width())
    assert dialog.details.geometry().bottom() < dialog.verdict.geometry().top()


def open_result(qtbot, window: MainWindow) -> WinnerDialog:
    qtbot.waitUntil(lambda: any(isinstance(d, WinnerDialog) and d.isVisible() for d in window._dialogs),
                    timeout=3000)
    return [d for d in window._dialogs if isinstance(d, WinnerDialog) and d.isVisible()][-1]


def check_result(dialog: WinnerDialog, game: Game) -> None:
    """Rows best first, with the engine's VP; the sources add up to each total; the tie-break shown."""
    outcome = game.outcome()
    assert [player for player, _ in dialog.ranking] == list(outcome.ranking)
    summary = summarize(game)
    for score in outcome.scores:
        assert dialog.cells[(score.player, "vp")].text() == str(score.vp)
        shown = {s: int(dialog.cells[(score.player, s)].text()) for s in dialog.source_columns}
        assert sum(shown.values()) == score.vp
        assert shown == {s: v for s, v in summary.sources[score.player].items() if s in shown}
        assert all(v == 0 for s, v in summary.sources[score.player].items() if s not in shown)
    first = dict(dialog.ranking)
    assert all(first[p] == 1 for p in outcome.winners)
    assert texts.decided_by_text(outcome.decided_by) in dialog.title.text()
    if outcome.decided_by not in ("vp", "shared"):  # a tie-break of either family decided: its column is shown
        assert f"tb:{outcome.decided_by}" in dialog.headers
    elif outcome.decided_by == "vp":
        assert not any(k.startswith("tb:") for k in dialog.headers)


def hand_is_hidden(window: MainWindow) -> bool:
    return (window.handover.isVisible() and window.hand_panel.hidden_note.isVisible()
            and not any(b.isVisible() for b in window.hand_panel.buttons.values()))


def new_game_by_dialog(window: MainWindow, monkeypatch, game: str, players: int) -> bool:
    def fill_in(dialog: NewGameDialog) -> int:
        dialog.set_game(game)
        dialog.count.setValue(players)
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", fill_in)
    return window.new_game()


# -- whole games ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "players", "seed"), [
    ("lancashire", 2, 3), ("lancashire", 3, 5), ("lancashire", 4, 6),
    ("birmingham", 2, 4), ("birmingham", 3, 7), ("birmingham", 4, 5),
])
def test_a_whole_game_through_the_window(qtbot, window, monkeypatch, game, players, seed):
    w = window
    c = w.controller
    start(w, game, players, seed)
    w.set_presentation(players == 4)  # the projector at the big table
    agent = RandomAgent(seed, BUILDER_WEIGHTS)
    # The first canal round: one action each, every player behind the hand-over screen first.
    for _turn in range(players):
        assert hand_is_hidden(w)
        assert NAMES[c.current_player] in w.handover.title.text()
        take_over(qtbot, w)
        assert c.game.state.round == 1
        assert "action 1 of 1" in w.action_bar.title.text()
        assert c.apply(agent.choose(c.game))
    assert c.game.state.round == 2 and len(c.game.history) == players
    # The rest of the canal era; its end opens the scoring dialog.
    play(w, agent, lambda: c.game.state.era == "rail")
    era = last_event(w, "era_scored")
    assert era["era"] == "canal"
    dialog = open_scoring(qtbot, w)
    assert "canal era" in dialog.title.text()
    assert any(w.scene.slot_item(s).tile is not None and w.scene.slot_item(s).tile.level == 1
               for s in w.scene.slot_ids()), "level-1 tiles stay on the map until the reveal ends"
    check_board_held(w, era)
    check_scoring_by_clicks(qtbot, dialog, era, None)
    assert not dialog.next_button.isEnabled() and dialog.verdict.text() == ""
    assert_fits(dialog)
    click_widget(qtbot, dialog.close_button)
    assert not w.scoring_held() and w.scene.scoring_marks() == {}
    assert all(line in w.log_panel.plain_text() for line in texts.event_lines(era, c.names, c.game.data))
    log_bar = w.log_panel.view.verticalScrollBar()
    assert log_bar.value() == log_bar.maximum(), "the newest log lines (the era end) must be in view"
    # The rail era: links gone from the board, level-1 tiles gone, new hands.
    state = c.game.state
    assert state.links == {} and all(w.scene.line_item(line).owner is None for line in w.scene.line_ids())
    assert all(tile.level > 1 for tile in state.tiles.values())
    for slot in w.scene.slot_ids():
        shown = w.scene.slot_item(slot).tile
        assert (shown is None) == (slot not in state.tiles)
    assert all(len(p.hand) == 8 for p in state.players)
    assert all("8 cards" in card.counts.text() + card.counts.toolTip() for card in w.players_panel.cards)
    reveal_hand(qtbot, w)
    assert sorted(w.hand_panel.buttons) == sorted(set(state.players[c.current_player].hand))
    # To the end of the game: the final scoring, the winner and how the tie was broken.
    play(w, agent, lambda: False)
    assert c.game.is_over() and c.current_player is None
    era = last_event(w, "era_scored")
    money = last_event(w, "money_scored") if ruleset(game).money_per_vp else None
    outcome = last_event(w, "game_ended")["outcome"]
    dialog = open_scoring(qtbot, w)
    assert "rail era" in dialog.title.text()
    check_board_held(w, era)
    assert ("money" in dialog.columns) == (game == "lancashire")
    check_scoring_by_clicks(qtbot, dialog, era, money)
    assert dialog.verdict.text() == ""  # the winner comes last
    click_widget(qtbot, dialog.next_button)
    for score in outcome["scores"]:
        assert dialog.cells[(score["player"], "total")].text() == str(score["vp"])
    winners = [NAMES[i] for i in outcome["winners"]]
    verdict = dialog.verdict.text()
    assert all(name in verdict for name in winners)
    assert all(name not in verdict for name in NAMES[:players] if name not in winners)
    assert texts.decided_by_text(outcome["decided_by"]) in verdict
    assert not dialog.next_button.isEnabled() and not dialog.all_button.isEnabled()
    assert_fits(dialog)
    # The winner screen: ranking, VP by source, the tie-break; Review, then the result again.
    assert dialog.close_button.text() == "See the result"
    click_widget(qtbot, dialog.close_button)
    result = open_result(qtbot, w)
    check_result(result, c.game)
    assert "Game over" in w.log_panel.plain_text()
    click_widget(qtbot, result.review_button)
    assert not result.isVisible() and w.result.result_action.isEnabled()
    w.result.result_action.trigger()
    again = open_result(qtbot, w)
    assert again is not result
    check_result(again, c.game)
    click_widget(qtbot, again.review_button)
    assert "1 spaces" not in w.log_panel.plain_text()
    assert w.action_bar.title.text() == "The game is over"
    assert not any(b.isVisible() for b in w.action_bar.kind_buttons.values())
    assert not w.handover.isVisible()
    # New Game from the finished game: the old scores go away with it.
    assert new_game_by_dialog(w, monkeypatch, "birmingham" if game == "lancashire" else "lancashire", 2)
    assert not dialog.isVisible()
    assert c.game.state.round == 1 and len(c.game.state.players) == 2 and not c.game.history
    assert w.scene.data.game == c.game.data.game != game
    assert hand_is_hidden(w)


def test_undo_and_redo_across_a_turn_and_the_era_end(qtbot, window):
    w = window
    c = w.controller
    start(w, "lancashire", 3, 5)
    agent = RandomAgent(5, BUILDER_WEIGHTS)
    # Across a turn: the last player's action is taken back; their hand goes behind the screen again.
    take_over(qtbot, w)
    first = c.current_player
    assert c.apply(agent.choose(c.game))
    assert c.current_player != first and hand_is_hidden(w)
    before_redo = c.game.state.to_dict()
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.current_player == first and hand_is_hidden(w) and NAMES[first] in w.handover.title.text()
    qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert c.game.state.to_dict() == before_redo
    # Across the era end: the links and level-1 tiles come back, the stale scores close.
    play(w, agent, lambda: c.game.state.era == "rail")
    dialog = open_scoring(qtbot, w)
    after = c.game.state.to_dict()
    w.undo_action.trigger()
    state = c.game.state
    assert state.era == "canal" and state.links
    assert all(w.scene.line_item(line).owner == owner for line, owner in state.links.items())
    assert any(t.level == 1 for t in state.tiles.values())
    assert not dialog.isVisible(), "the scores of an undone era end must not stay on screen"
    w.redo_action.trigger()
    assert c.game.state.to_dict() == after
    again = open_scoring(qtbot, w)
    assert again is not dialog and again.rows == {r["player"]: r for r in last_event(w, "era_scored")["breakdown"]}


# -- shortfall -----------------------------------------------------------------------------------
def in_shortfall(game: Game) -> bool:
    return game.state.phase == "shortfall"


@pytest.mark.parametrize(("game", "seeds"), [("lancashire", range(1, 20)), ("birmingham", range(1, 20))])
def test_a_shortfall_paid_by_selling_tiles_by_clicks(qtbot, window, tmp_path, monkeypatch, game, seeds):
    w = window
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.No)
    c = w.controller
    seed, actions = reach(game, 3, seeds, in_shortfall)
    start(w, game, 3, seed, actions)
    player = c.current_player
    debt = c.game.state.pending["debt"]
    reveal_hand(qtbot, w)
    assert texts.money(debt) in w.action_bar.title.text() and "must sell tiles" in w.action_bar.title.text()
    own = {s for s, t in c.game.state.tiles.items() if t.owner == player}
    assert scene_marks(w) == (own, set())
    assert not w.action_bar.back_button.isEnabled()  # nothing chosen yet: Back would leave the shortfall
    # Saved mid-shortfall and opened again: the same decision waits, for the same player.
    path = tmp_path / "shortfall.brass.json"
    assert w.save_path(path)
    assert w.start_game(setup_of(game, 2, 1))
    assert w.open_path(path)
    assert c.phase == "shortfall" and c.current_player == player and c.draft.kind == "sell_tile"
    assert hand_is_hidden(w)
    take_over(qtbot, w)
    assert scene_marks(w) == (own, set())
    while c.phase == "shortfall":
        marks = scene_marks(w)[0]
        slot = sorted(marks)[0] if marks else c.draft.action.slot  # the last tile is chosen already
        assert w.scene.slot_item(slot).highlighted or w.scene.slot_item(slot).selected
        money = c.game.state.players[player].money
        value = sale_value(c.game.context, slot)
        click_slot(qtbot, w, slot)
        assert c.draft.action.slot == slot
        preview = w.action_bar.preview.text()
        assert f"sells for {texts.money(value)}" in preview and texts.money(money + value) in preview
        if len(marks) > 1:
            click_widget(qtbot, w.action_bar.back_button)  # change of mind: back to the choice of tile
            assert c.draft.kind == "sell_tile" and c.draft.current_step == "slot"
            click_slot(qtbot, w, slot)
        click_widget(qtbot, w.action_bar.confirm_button)
        assert slot not in c.game.state.tiles and w.scene.slot_item(slot).tile is None
        reveal_hand(qtbot, w)
    assert f"for {texts.money(value)}" in w.log_panel.plain_text()


def test_a_crash_mid_shortfall_is_offered_for_resume(qtbot, window, tmp_path, monkeypatch):
    c = window.controller
    seed, actions = reach("birmingham", 3, range(1, 20), in_shortfall)
    start(window, "birmingham", 3, seed, actions)
    assert autosave_path().exists()
    # The window is never closed (the program was killed); the next start offers the game.
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: asked.append(args[2])
                        or QMessageBox.StandardButton.Yes)
    fresh = MainWindow(settings=isolated_settings(tmp_path / "after-crash.ini"))
    qtbot.addWidget(fresh)
    fresh.resize(1920, 1080)
    fresh.show()
    assert fresh.offer_resume()
    assert "Ada, Brunel, Cort" in asked[0] and f"{len(actions)} actions" in asked[0]
    assert fresh.controller.game.state.to_dict() == c.game.state.to_dict()
    assert fresh.controller.phase == "shortfall" and fresh.controller.draft.kind == "sell_tile"
    assert fresh.scene.data.game == "birmingham"
    assert hand_is_hidden(fresh)
    assert "Untitled game*" in fresh.windowTitle()


# -- Lancashire: sales, double build, two rails --------------------------------------------------
def failing_distant_sale(game: Game) -> bool:
    state = game.state
    return (state.phase == "action" and not state.distant_closed and bool(state.distant_tiles)
            and state.distant_pos + state.distant_tiles[0] >= game.data.distant_closed_position
            and any(isinstance(a, Sell) and a.to == DISTANT for a in game.legal_actions(kind="sell")))


def test_a_failed_distant_sale_ends_the_whole_sell_action(qtbot, window):
    w = window
    c = w.controller
    seed, actions = reach("lancashire", 3, range(12, 40), failing_distant_sale)
    start(w, "lancashire", 3, seed, actions)
    reveal_hand(qtbot, w)
    sale = next(a for a in c.legal_actions() if isinstance(a, Sell) and a.to == DISTANT)
    player, left = c.current_player, c.game.state.actions_left
    click_slot(qtbot, w, sale.mill)
    assert c.draft.kind == "sell"
    if c.draft.current_step == "card":
        click_widget(qtbot, w.hand_panel.buttons[sale.card])
    if not c.draft.is_ready:
        click_widget(qtbot, w.action_bar.choice_button(words.choice_text("to", DISTANT, c.game.data)))
    click_widget(qtbot, w.action_bar.confirm_button)
    state = c.game.state
    assert state.distant_closed and state.phase != "sell_more"
    assert not state.tiles[sale.mill].flipped
    assert c.current_player != player or state.actions_left == left - 1
    assert "the sale fails and the Sell action ends" in w.log_panel.plain_text()
    assert w.markets_panel.distant_caption.text() == "Distant cotton market: closed for this era"
    assert w.markets_panel.distant.closed


def test_several_sales_in_one_action_by_clicks(qtbot, window):
    w = window
    c = w.controller
    seed, actions = reach("lancashire", 3, range(4, 40), lambda g: g.state.phase == "sell_more")
    start(w, "lancashire", 3, seed, actions)
    reveal_hand(qtbot, w)
    player, left = c.current_player, c.game.state.actions_left  # the sale is already counted
    assert "sell another tile, or stop selling" in w.action_bar.title.text()
    assert "stop selling" in w.action_bar.prompt.text() and "card" not in w.action_bar.prompt.text()
    sold = 0
    while c.phase == "sell_more":
        if dict(c.kinds()).get("sell_more") and sold < 3:
            click_widget(qtbot, w.action_bar.kind_buttons["sell_more"])
            if c.draft.current_step == "mill":  # several mills can sell: they are lit (a single one is decided)
                mills, _ = scene_marks(w)
                assert mills and all(c.game.state.tiles[m].owner == player for m in mills)
                click_slot(qtbot, w, sorted(mills)[0])
            if not c.draft.is_ready:
                assert c.draft.current_step == "to"  # the ports lit are the ones the step asks for
                assert scene_marks(w)[0] == {v for v in c.draft.options("to") if v != DISTANT}
                to = c.draft.options("to")[0]
                if to == DISTANT:
                    click_widget(qtbot, w.action_bar.choice_button(words.choice_text("to", DISTANT, c.game.data)))
                else:
                    click_slot(qtbot, w, to)
            click_widget(qtbot, w.action_bar.confirm_button)
            sold += 1
        else:
            click_widget(qtbot, w.action_bar.kind_buttons["end_sell"])
            if w.action_bar.confirm_button.isEnabled():
                click_widget(qtbot, w.action_bar.confirm_button)
    kinds = [a.kind for a in c.game.history[len(actions):]]
    assert kinds[:sold] == ["sell_more"] * sold
    assert c.phase == "action" and (c.current_player != player or c.game.state.actions_left == left)


def test_a_double_build_and_two_rails_by_clicks(qtbot, window):
    w = window
    c = w.controller

    def both(game: Game) -> bool:
        legal = game.legal_actions()
        return (game.state.actions_left == 2
                and any(isinstance(a, BuildLink) and len(a.lines) == 2 for a in legal)
                and any(isinstance(a, BuildIndustry) and len(a.cards) == 2 for a in legal))

    seed, actions = reach("lancashire", 3, range(1, 40), both)
    start(w, "lancashire", 3, seed, actions)
    reveal_hand(qtbot, w)
    player = c.current_player
    rails = next(a for a in c.legal_actions() if isinstance(a, BuildLink) and len(a.lines) == 2)
    click_widget(qtbot, w.action_bar.kind_buttons["link"])
    assert w.action_bar.kind_buttons["link"].text() == "Rail"
    click_widget(qtbot, w.hand_panel.buttons[rails.card])
    click_line(qtbot, w, rails.lines[0])
    assert rails.lines[1] in scene_marks(w)[1]
    click_line(qtbot, w, rails.lines[1])
    while not c.draft.is_ready:  # a choice of coal
        click_widget(qtbot, w.action_bar.choice_buttons[0])
    assert set(c.draft.action.lines) == set(rails.lines)
    click_widget(qtbot, w.action_bar.confirm_button)
    assert all(c.game.state.links[line] == player for line in rails.lines)
    assert all(w.scene.line_item(line).owner == player for line in rails.lines)
    reveal_hand(qtbot, w)
    # a double build on the next turn that offers one (it takes the whole turn)
    agent = RandomAgent(seed, BUILDER_WEIGHTS)
    play(w, agent, lambda: c.game.state.actions_left == 2 and any(
        isinstance(a, BuildIndustry) and len(a.cards) == 2 for a in c.legal_actions()))
    reveal_hand(qtbot, w)
    build = next(a for a in c.legal_actions() if isinstance(a, BuildIndustry) and len(a.cards) == 2)
    player = c.current_player
    click_widget(qtbot, w.action_bar.kind_buttons["double_build"])
    click_widget(qtbot, w.hand_panel.buttons[build.cards[0]])
    second = build.cards[1] if build.cards[1] != build.cards[0] else build.cards[0]
    click_widget(qtbot, w.hand_panel.buttons[second])
    click_slot(qtbot, w, build.slot)
    while not c.draft.is_ready:
        click_widget(qtbot, w.action_bar.choice_buttons[0])
    assert c.draft.action.slot == build.slot and len(c.draft.action.cards) == 2
    click_widget(qtbot, w.action_bar.confirm_button)
    assert c.game.state.tiles[build.slot].owner == player
    assert any(e["type"] == "turn_ended" for e in c.event_log[-1])  # the double build took the whole turn


# -- Birmingham: scout and a wild card -----------------------------------------------------------
def test_a_scout_then_a_build_with_the_wild_card(qtbot, window):
    w = window
    c = w.controller
    seed, actions = reach("birmingham", 3, range(1, 40), lambda g: g.state.actions_left == 2 and any(
        isinstance(a, Scout) for a in g.legal_actions(kind="scout")))
    start(w, "birmingham", 3, seed, actions)
    reveal_hand(qtbot, w)
    player = c.current_player
    scout = next(a for a in c.legal_actions() if isinstance(a, Scout))
    click_widget(qtbot, w.action_bar.kind_buttons["scout"])
    for card in scout.cards:
        click_widget(qtbot, w.hand_panel.buttons[card])
    assert c.draft.is_ready
    click_widget(qtbot, w.action_bar.confirm_button)
    hand = c.game.state.players[player].hand
    assert "wild_location" in hand and "wild_industry" in hand
    assert "wild card" in w.hand_panel.buttons["wild_location"].text()
    wild = next(a for a in c.legal_actions() if isinstance(a, BuildIndustry) and a.cards[0] == "wild_location")
    click_widget(qtbot, w.action_bar.kind_buttons["build"])
    click_widget(qtbot, w.hand_panel.buttons["wild_location"])
    assert wild.slot in scene_marks(w)[0]
    click_slot(qtbot, w, wild.slot)
    while not c.draft.is_ready:
        click_widget(qtbot, w.action_bar.choice_buttons[0])
    click_widget(qtbot, w.action_bar.confirm_button)
    assert c.game.state.tiles[wild.slot].owner == player
    assert "wild_location" not in c.game.state.players[player].hand


# -- files ---------------------------------------------------------------------------------------
def test_damaged_and_foreign_files_leave_the_game_as_it_was(qtbot, window, tmp_path, monkeypatch):
    w = window
    c = w.controller
    start(w, "lancashire", 3, 5, [])
    agent = RandomAgent(5, BUILDER_WEIGHTS)
    play(w, agent, lambda: len(c.game.history) >= 6)
    messages: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda *args: messages.append(args[2]))
    record = c.game.to_record()
    files = {
        "picture.png": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
        "empty.brass.json": b"",
        "list.brass.json": b"[1, 2, 3]",
        "other_program.json": json.dumps({"name": "not a game", "version": 3}).encode(),
        "unknown_game.brass.json": json.dumps({**record, "setup": {**record["setup"], "game": "catan"}}).encode(),
        "bad_merchants.brass.json": json.dumps({**record, "setup": {**record["setup"],
                                                                     "merchant_tiles": 5}}).encode(),
    }
    before = c.game.state.to_dict()
    for name, content in files.items():
        (tmp_path / name).write_bytes(content)
        assert not w.open_path(tmp_path / name), name
        assert name in messages[-1]
        assert c.game.state.to_dict() == before
    assert len(messages) == len(files)
    # A record whose redo entry does not fit the game opens; the misfit is dropped, not a crash.
    odd = tmp_path / "odd_redo.brass.json"
    odd.write_text(json.dumps({**record, "redo": [{"kind": "pass", "card": "no_such_card"}]}), encoding="utf-8")
    assert w.open_path(odd)
    assert c.game.state.to_dict() == before and not w.redo_action.isEnabled()


# -- language and presentation mid-draft ---------------------------------------------------------
def test_language_and_presentation_switched_mid_draft(qtbot, window):
    w = window
    c = w.controller
    start(w, "lancashire", 3, 5, [])
    agent = RandomAgent(5, BUILDER_WEIGHTS)
    play(w, agent, lambda: c.game.state.era == "rail")
    reveal_hand(qtbot, w)  # the reveal first; the scores shown again stay open while the next era is played
    dialog = w.game_ui.show_scoring(w, last_event(w, "era_scored"))
    assert not w.scoring_held()
    c.select_kind("build")
    card = c.draft.options("card")[0]
    c.select_card(card)
    chosen, marks = c.draft.chosen, scene_marks(w)
    english = (w.action_bar.prompt.text(), dialog.title.text(), w.log_panel.plain_text())
    try:
        w.languages.language_actions["zh_TW"].trigger()
        qtbot.wait(10)
        assert c.draft.chosen == chosen and scene_marks(w) == marks
        assert w.action_bar.prompt.text() != english[0]
        assert dialog.title.text() != english[1] and "運河" in dialog.title.text()
        assert "運河" in w.log_panel.plain_text()
        w.presentation.presentation_action.trigger()
        qtbot.wait(10)
        assert w.scene.presentation() and c.draft.chosen == chosen and scene_marks(w) == marks
        assert w.hand_panel.buttons[card].isChecked()
        assert w.width() <= 1920 and w.minimumSizeHint().width() <= 1920
    finally:
        w.languages.language_actions[i18n.ENGLISH].trigger()
        qtbot.wait(10)
    assert (w.action_bar.prompt.text(), dialog.title.text()) == english[:2]
    w.presentation.presentation_action.trigger()
    assert not w.scene.presentation() and c.draft.chosen == chosen
