"""The guided first game (issue 15): the guides' data, the runner headless, and in the window the
guide of each game followed by clicks to its end, a deviation, leaving, the first-start screen,
and the library's Replay."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from brass_desktop import i18n
from brass_desktop.controller.brass.draft import draft_kind, steps_of
from brass_desktop.controller.guide import (
    DEVIATED,
    FOLLOWED,
    GuideRunner,
    fits,
    guide_path,
    guide_setup,
    load_guide,
    load_texts,
    walk,
)
from brass_desktop.engine import Game, GameSetup, get_game
from brass_desktop.engine.agents import BUILDER_WEIGHTS, play_random_game
from brass_desktop.library import Library
from brass_desktop.ui import rules_reference
from brass_desktop.ui.games import guided_games
from brass_desktop.ui.guide_panel import OVER, PLAYING
from brass_desktop.ui.industria.plugin import suggestion_button
from brass_desktop.ui.main_window import MainWindow, isolated_settings
from tests.ui.test_main_window import click_line, click_slot, click_widget, confirm_by_clicks, scene_marks

GAMES = ("lancashire", "birmingham", "industria")
# Steps each guide has, in order (a guide's author changes these on purpose).
STEPS = {
    "lancashire": ["mill", "port", "canal", "sell", "loan"],
    "birmingham": ["coal", "canal", "iron", "develop", "loan"],
    "industria": ["put-up", "sell", "put-up-bonus", "keep", "pass", "build", "end-build", "pass-again", "bid"],
}


# -- the data ---------------------------------------------------------------------------------
def test_every_game_declares_its_guide_through_its_ui_plugin():
    assert guided_games() == list(GAMES)
    for game in GAMES:
        assert [s.id for s in load_guide(game).steps] == STEPS[game]


@pytest.mark.parametrize("game", GAMES)
def test_every_language_words_every_step(game):
    guide = load_guide(game)
    for language in i18n.LANGUAGES:
        assert guide_path(game, language).is_file()
        words = load_texts(game, language)
        assert set(words.steps) == {s.id for s in guide.steps}, language
        assert words.title and words.intro and words.outro
        assert all(do and why for do, why in words.steps.values()), language
        if language != i18n.ENGLISH:  # really translated, not English copied
            assert words.intro != load_texts(game, i18n.ENGLISH).intro


@pytest.mark.parametrize("game", ["lancashire", "birmingham"])
def test_every_step_cites_a_rule_of_the_reference(game):
    reference = rules_reference.load_reference(game, i18n.ENGLISH)
    assert all(reference.rule(step.rule) is not None for step in load_guide(game).steps)


def test_industria_steps_cite_rules_of_its_numbered_restatement():
    assert [s.rule for s in load_guide("industria").steps] == ["5.1", "5.3", "5.1", "5.3", "6.5", "6.1", "6.1",
                                                               "6.5", "5.2"]


def test_patterns_compare_fields_and_lists():
    action = {"kind": "build", "cards": ("preston",), "slot": "preston/1"}
    assert fits(action, {"kind": "build", "cards": ["preston"]})
    assert not fits(action, {"kind": "build", "slot": "preston/0"})
    assert not fits(action, {"industry": "cotton"})


# -- headless --------------------------------------------------------------------------------
# (the money after the walk follows from the Easy computers' moves (in Industria their bids): a change
# of an estimate changes it; every step must still be followed)
@pytest.mark.parametrize(("game", "decisions", "money"), [("lancashire", 5, 29), ("birmingham", 5, 38),
                                                           ("industria", 9, 6)])
def test_a_guide_followed_headless_reaches_its_end(game, decisions, money):
    played, runner = walk(load_guide(game))
    assert runner.finished(played)
    assert [r.status for r in runner.results] == [FOLLOWED] * decisions
    assert [r.step for r in runner.results] == STEPS[game]
    assert all(r.skipped == () for r in runner.results)
    learner = played.state.players[0]
    assert getattr(learner, "money", getattr(learner, "coins", None)) == money


def test_a_deviation_consumes_the_step_and_the_guide_adapts():
    guide = load_guide("lancashire")
    game = Game.new(guide_setup(guide, "L", ["A", "B"]))
    runner = GuideRunner(guide)
    first = runner.suggestion(game)
    assert first is not None and first.step.id == "mill" and first.number == 1
    loan = next(a for a in game.legal_actions() if a.kind == "loan")
    result = runner.record(0, game.definition.action_to_dict(loan), first)
    assert result.status == DEVIATED and result.step == "mill"
    game.apply(loan)
    assert runner.sync(1) is False
    assert runner.sync(0) is True and runner.results == []  # an undo forgets the decision


def test_a_later_steps_move_made_early_uses_that_step_up():
    guide = load_guide("lancashire")
    game = Game.new(guide_setup(guide, "L", ["A", "B"]))
    runner = GuideRunner(guide)
    port = next(a for a in game.legal_actions() if a.kind == "build" and a.industry == "port")
    result = runner.record(0, game.definition.action_to_dict(port), runner.suggestion(game))
    assert (result.status, result.step, result.ahead) == (DEVIATED, "mill", "port")
    assert [s.id for s in runner.pending()] == ["canal", "sell", "loan"]


def test_walking_a_guide_without_following_it_adapts():
    played, runner = walk(load_guide("lancashire"), follow=False)
    assert runner.finished(played)
    assert [(r.status, r.step, r.skipped, r.ahead) for r in runner.results] == [
        (DEVIATED, "mill", (), "port"), (DEVIATED, "canal", (), None), (DEVIATED, "loan", ("sell",), None)]


# -- in the window ----------------------------------------------------------------------------
def learner_to_decide(window, guided) -> bool:
    c, computer = window.controller, window.turns.computer
    return guided.stage == OVER or (c.current_player == 0 and not computer.thinking and not computer.pausing
                                    and c.pending_review is None and guided.suggestion() is not None)


def draft_by_clicks(qtbot, window, action) -> None:
    """``action`` put together through the widgets, not confirmed: its kind button, then each step's
    card, map target or choice."""
    c, bar = window.controller, window.action_bar
    click_widget(qtbot, bar.kind_buttons[draft_kind(action)])
    steps = {step.name: step for step in steps_of(draft_kind(action))}
    for _ in range(10):
        draft = c.draft
        if draft.is_ready:
            break
        name = draft.current_step
        value = next(v for v in steps[name].offers(action, draft.chosen) if v in draft.options(name))
        if value in window.hand_panel.buttons and "card" in name:
            click_widget(qtbot, window.hand_panel.buttons[value])
        elif c.is_board_target(value):
            click_slot(qtbot, window, value)
        elif value in c.game.data.lines:
            click_line(qtbot, window, value)
        else:
            c.choose(name, value)  # a choice button (industry, amount)
    assert c.draft.action == action


def play_brass_suggestion(qtbot, window, action) -> None:
    """The suggested move through the widgets: its framed kind button, then each step's card,
    map target or choice, then Confirm (and any review point)."""
    assert window.action_bar.kind_buttons[draft_kind(action)].property("guide") is True
    draft_by_clicks(qtbot, window, action)
    confirm_by_clicks(qtbot, window)


def play_industria_suggestion(qtbot, window, action) -> None:
    panel = window.action_bar
    keys = [suggestion_button(action, None)] + (["build"] if action.kind == "build" else [])
    for key in keys:  # a build: the tile's button, then Build
        button = panel.buttons[key]
        qtbot.waitUntil(button.isVisible)  # the panel made its buttons anew
        assert button.property("guide") is True
        click_widget(qtbot, button)


@pytest.mark.parametrize("game", GAMES)
def test_the_guide_of_each_game_is_followed_by_clicks_to_its_end(qtbot, window, game):
    guided = window.start_guide(game)
    assert guided is not None and guided.panel.isVisible()
    assert guided.guide.players[0] == "" and window.turns.computer.seats == list(guided.guide.players)
    window.turns.computer.speed = "fast"
    assert guided.panel.start_button.isVisible() and "Start" == guided.panel.start_button.text()
    click_widget(qtbot, guided.panel.start_button)
    assert guided.stage == PLAYING
    seen = []
    while True:
        qtbot.waitUntil(lambda: learner_to_decide(window, guided), timeout=60_000)
        if guided.stage == OVER:
            break
        suggestion = guided.suggestion()
        seen.append(suggestion.step.id)
        body = guided.panel.body.text()
        assert f"Step {suggestion.number} of {len(STEPS[game])}" in body
        if game in rules_reference.GAMES:
            assert f"rule:{game}/{suggestion.step.rule}" in body  # the rule link
        else:  # Industria has no rules reference yet: the rule is named
            assert f"Rule {suggestion.step.rule}" in body
        if game == "industria":
            play_industria_suggestion(qtbot, window, suggestion.action)
        else:
            slot = getattr(suggestion.action, "slot", "")
            if slot:
                assert slot in scene_marks(window)[0]  # the suggested target is lit on the map
            play_brass_suggestion(qtbot, window, suggestion.action)
        assert "Well done" in guided.panel.body.text()
    assert seen == STEPS[game]
    assert [r.status for r in guided.runner.results] == [FOLLOWED] * len(STEPS[game])
    assert "The guide is over" in guided.panel.body.text()
    c = window.controller
    game_in_play = c.game
    click_widget(qtbot, guided.panel.start_button)  # "Close the guide"
    assert window.help.guided is None and c.game is game_in_play and not game_in_play.is_over()


def test_a_deviation_is_told_and_the_guide_adapts(qtbot, window):
    guided = window.start_guide("lancashire")
    window.turns.computer.speed = "fast"
    click_widget(qtbot, guided.panel.start_button)
    c = window.controller
    assert guided.suggestion().step.id == "mill"
    click_widget(qtbot, window.action_bar.kind_buttons["loan"])  # not the framed Build
    c.choose("amount", 30)
    click_widget(qtbot, window.hand_panel.buttons["wigan"])
    confirm_by_clicks(qtbot, window)
    assert guided.runner.last().status == DEVIATED
    text = guided.panel.body.text()
    assert "You went your own way: Loan" in text and "£30" in text
    qtbot.waitUntil(lambda: learner_to_decide(window, guided), timeout=60_000)
    suggestion = guided.suggestion()
    assert (suggestion.step.id, suggestion.number) == ("port", 2)  # the mill step is used: on with what fits
    assert "You went your own way" in guided.panel.body.text()  # still said at the next turn
    window.turns.undo_to_person()  # back to the learner's first decision: the guide forgets it
    assert len(c.game.history) == 0 and guided.runner.results == []
    assert guided.suggestion().step.id == "mill"


def test_leaving_the_guide_keeps_the_game_going(qtbot, window):
    guided = window.start_guide("birmingham")
    click_widget(qtbot, guided.panel.start_button)
    c = window.controller
    game = c.game
    assert window.action_bar.kind_buttons["build"].property("guide") is True
    assert scene_marks(window)[0] == {"cannock/1"}
    assert [card for card, b in window.hand_panel.buttons.items() if b.property("guide")] == ["cannock"]
    height = guided.panel.height()
    click_widget(qtbot, guided.panel.fold_button)  # folded: only the heading and the buttons
    assert not guided.panel.body.isVisible() and guided.panel.height() < height / 2
    assert guided.panel.fold_button.text() == "Show the text"
    click_widget(qtbot, guided.panel.fold_button)
    assert guided.panel.body.isVisible() and guided.panel.height() == height
    click_widget(qtbot, guided.panel.leave_button)
    assert window.help.guided is None and c.game is game
    assert window.action_bar.kind_buttons["build"].property("guide") is False
    assert not any(b.property("guide") for b in window.hand_panel.buttons.values())
    assert scene_marks(window) == (set(), set())
    assert c.apply(c.legal_actions()[0])  # the game goes on; the computer seat plays on
    qtbot.waitUntil(lambda: c.current_player == 0 and len(game.history) >= 2, timeout=60_000)


def test_another_game_ends_the_guide(qtbot, window):
    guided = window.start_guide("lancashire")
    panel = guided.panel
    click_widget(qtbot, panel.start_button)
    assert window.action_bar.kind_buttons["build"].property("guide") is True
    assert window.start_game(GameSetup(players=("Ada", "Brunel"), seed=1, game="birmingham",
                                       options=get_game("birmingham").options_class()))
    assert window.help.guided is None and not panel.isVisible()
    assert not any(b.property("guide") for b in window.action_bar.kind_buttons.values())


def test_the_rule_link_opens_the_reference_at_the_steps_rule(qtbot, window):
    guided = window.start_guide("birmingham")
    click_widget(qtbot, guided.panel.start_button)
    guided.panel.body.linkActivated.emit("rule:birmingham/3.1.1")  # what a click on the link sends
    dialog = window.help.rules_dialog
    assert dialog is not None and dialog.isVisible()
    assert (dialog.game, dialog.rule_id) == ("birmingham", "3.1.1")
    assert "3.1.1 Card." in dialog.current_text()


def test_help_menu_and_translated_panel(qtbot, window):
    entries = [a.text() for a in window.help_menu.actions() if a.text()]
    assert entries[3] == "&Guided first game"  # after the rules reference, map symbols and keys
    assert [a.text() for a in window.help.guide_menu.actions()] == ["Brass (Lancashire)", "Brass: Birmingham",
                                                               "Industria"]
    window.help.guide_menu.actions()[2].trigger()
    guided = window.help.guided
    assert guided is not None and guided.guide.game == "industria"
    window.set_language("zh_TW")
    try:
        qtbot.waitUntil(lambda: "工業" in guided.panel.body.text())
        assert guided.panel.start_button.text() != "Start"
    finally:
        window.set_language(i18n.ENGLISH)


# -- the first-start screen ---------------------------------------------------------------------
def test_the_welcome_page_shows_on_a_first_start(qtbot, tmp_path):
    w = MainWindow(settings=isolated_settings(tmp_path / "first.ini"))
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    assert not w.offer_resume()
    assert w.welcome.isVisible() and w.welcome.geometry() == w.view.rect()
    assert list(w.welcome.guide_buttons) == list(GAMES)
    assert w.welcome.scenarios_button.menu() is w.teaching.scenarios_menu
    click_widget(qtbot, w.welcome.guide_buttons["industria"])
    assert w.help.guided is not None and w.controller.game.definition.name == "industria"
    assert not w.welcome.isVisible()


def test_no_welcome_page_when_an_autosave_is_continued(qtbot, tmp_path, monkeypatch):
    first = MainWindow(settings=isolated_settings(tmp_path / "a.ini"))
    qtbot.addWidget(first)
    assert first.start_game(GameSetup(players=("Ada", "Brunel"), seed=3, game="birmingham",
                                      options=get_game("birmingham").options_class()))
    first.controller.apply(first.controller.legal_actions()[0])  # autosaved
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kwargs: QMessageBox.StandardButton.Yes)
    second = MainWindow(settings=isolated_settings(tmp_path / "b.ini"))
    qtbot.addWidget(second)
    second.show()
    assert second.offer_resume()
    assert not second.welcome.isVisible() and len(second.controller.game.history) == 1


# -- the library's Replay -----------------------------------------------------------------------
def test_library_replay_opens_the_chosen_record_and_continues_from_it(qtbot, window, tmp_path):
    games = [play_random_game(Game.new(GameSetup(players=("A", "B", "C"), seed=seed, game=name,
                                                 options=get_game(name).options_class())),
                              seed=seed, weights=BUILDER_WEIGHTS)
             for seed, name in ((1, "lancashire"), (2, "birmingham"))]
    library = Library(tmp_path / "lib.sqlite3")
    ids = [library.add(g, finished_at=f"2024-05-0{k + 1}T20:00:00") for k, g in enumerate(games)]
    dialog = window.teaching.library_dialog(library)
    dialog.replay_requested.connect(window.replay_record)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.replay_button.text() == "&Replay"
    dialog.games_table.selectRow(1)  # newest first: row 1 is the Lancashire game
    assert dialog.selected_game_id() == ids[0]
    with qtbot.waitSignal(dialog.replay_requested) as signal:
        click_widget(qtbot, dialog.replay_button)
    assert signal.args[1] == ids[0]
    replay = next(d for d in window._dialogs if type(d).__name__ == "ReplayWindow")
    assert len(replay.replay) == len(games[0].history)
    assert replay.replay.actions == games[0].history and replay.replay.setup == games[0].setup
    assert "Library game" in replay.windowTitle()
    replay.go_to(10)
    click_widget(qtbot, replay.branch_button)
    assert window.controller.game.history == games[0].history[:10]
    dialog.close()
    library.close()


def test_a_later_steps_move_made_early_is_recognised_in_the_panel(qtbot, window):
    guided = window.start_guide("lancashire")
    click_widget(qtbot, guided.panel.start_button)
    c = window.controller
    port = next(a for a in c.legal_actions() if a.kind == "build" and a.slot == "lancaster/0"
                and a.cards == ("lancaster",))
    assert c.apply(port)
    assert "That was the move of step 2, so the guide skips it." in guided.panel.body.text()
    assert [s.id for s in guided.runner.pending()] == ["canal", "sell", "loan"]
    guided.leave()


def test_a_guide_whose_game_does_not_start_leaves_cleanly(window, monkeypatch, recwarn):
    """Help › Guided first game when its game cannot start (the save question cancelled): the guide
    leaves with nothing connected to let go of (a RuntimeWarning in the random GUI events)."""
    monkeypatch.setattr(window.files, "start_game", lambda setup: False)
    assert window.start_guide("birmingham") is None
    assert not [w for w in recwarn.list if issubclass(w.category, RuntimeWarning)]
    window.set_language("zh_TW")  # its panel, not yet deleted, hears it: the guide follows no game
    QApplication.processEvents()
