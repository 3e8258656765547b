"""The app conformance suite: the UI twin of the engine's (tests/engine/test_conformance.py).

Every registered game, at every player count it allows, is played on the real MainWindow by
clicks, key presses and the signals a click sends: a new game with people and computer seats,
a few actions, undo and redo, a hint, save and open, leaving the game every way there is (the
save question asked every time), records of every other game opened in the same window, all
games in turn in one window, the library and its replay of a finished game, every language on
every open window, the hand-over screen, the scoring moment, and a game played to its end by
computers.  Zero exceptions and zero Qt warnings (conftest.py).

Written without asking which game it plays: a game that registers gets all of it.  One action
is made by the driver of the game's family (support.DRIVERS), or by the generic one.
"""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QMessageBox, QWidget

from brass_desktop import i18n
from brass_desktop.engine import Game, GameSetup
from tests.ui.app_conformance.support import (
    DIALOG_LEVEL,
    FASTEST,
    NAMES,
    PERSON,
    WAIT_MS,
    cases,
    close_reveals,
    computers,
    games,
    hover_everywhere,
    make_action,
    new_game_by_dialog,
    part,
    person_to_act,
    record_of,
    rest_mouse_on_map,
    reveals,
    setup_of,
    smallest,
    take_over,
    wait_for_person,
    write_record,
)

Button = QMessageBox.StandardButton
CASES = cases()
CASE_IDS = [f"{game}-{n}" for game, n in CASES]
GAMES = list(games())
LANGUAGES = [code for code in i18n.LANGUAGES if code != i18n.ENGLISH] + [i18n.ENGLISH]


def seats_with_computers(players: int) -> list[str]:
    """People in the first and (from three players on) the third seat, computers in the others."""
    return [PERSON if seat in (0, 2) else DIALOG_LEVEL for seat in range(players)]


def others(game: str) -> list[str]:
    return [g for g in GAMES if g != game]


# -- a game with people and computers: actions, undo/redo, a hint, save and open ---------------------
@pytest.mark.parametrize(("game", "players"), CASES, ids=CASE_IDS)
def test_people_and_computers_act_undo_redo_hint_save_and_open(qtbot, window, monkeypatch, answers, files,
                                                                tmp_path, game, players):
    c = window.controller
    seats = seats_with_computers(players)
    assert new_game_by_dialog(monkeypatch, window, game, players, seats, seed=11)
    assert c.game.definition.name == game and c.names == list(NAMES[:players])
    assert computers(window).seats == seats
    rng = random.Random(players)
    people_moves = 0
    while people_moves < 3:
        wait_for_person(qtbot, window)
        make_action(qtbot, window, rng)
        people_moves += 1
    wait_for_person(qtbot, window)
    movers = {batch[0].get("player") for batch in c.event_log if batch}
    assert movers & {seat for seat, level in enumerate(seats) if level}, "no computer seat moved"

    # Undo goes back to a person's decision (past the computers' moves), Redo plays it again.
    take_over(qtbot, window)
    played = len(c.game.history)
    assert part(window, "undo_action").isEnabled()
    part(window, "undo_action").trigger()
    assert len(c.game.history) < played
    assert not computers(window).is_computer(c.current_player)
    undone = len(c.game.history)
    assert part(window, "redo_action").isEnabled()
    part(window, "redo_action").trigger()
    assert len(c.game.history) == undone + 1
    wait_for_person(qtbot, window)

    # A hint for the person to act: the overlay over the map.
    took_over = take_over(qtbot, window)
    hint = part(window, "turns").hint_action
    assert hint.isEnabled(), "Hint is disabled for the person to act" + (
        " (after the hand-over screen was clicked away)" if took_over else "")
    hint.trigger()
    qtbot.waitUntil(lambda: part(window, "turns").overlay.isVisible(), timeout=60_000)
    assert part(window, "turns").overlay.text()

    # Save as, then open it again (after one more move: the file is what was saved).
    saved = list(c.game.history)
    files.path = tmp_path / "saved.brass.json"
    part(window, "save_as_action").trigger()
    assert files.path.is_file() and c.path == files.path and not c.dirty
    make_action(qtbot, window, rng)
    wait_for_person(qtbot, window)
    answers.reply = Button.No
    part(window, "open_action").trigger()
    assert c.game.history == saved and c.path == files.path
    assert answers.questions(), "opening over unsaved moves asks first"
    assert not answers.problems()


# -- leaving the game: the save question every time --------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_leaving_an_unfinished_game_asks_every_way(qtbot, window, monkeypatch, answers, files, tmp_path, game):
    c = window.controller
    players = smallest(game)
    rng = random.Random(3)
    # an earlier unfinished game (File › Continue lists it), then the game in play, two actions in
    assert window.start_game(setup_of(game, players, seed=3))
    for _ in range(2):
        make_action(qtbot, window, rng)
    assert window.start_game(setup_of(game, players, seed=4))
    for _ in range(2):
        make_action(qtbot, window, rng)
    files.path = write_record(record_of(game, players, seed=5, actions=3), tmp_path / "other.brass.json")
    in_play, history = c.game, list(c.game.history)
    failures: list[str] = []

    def left_by(way: str, leave) -> None:
        asked = len(answers.questions())
        try:
            leave()
        except Exception as exc:  # reported with the others: every way is tried
            failures.append(f"{way} raised {type(exc).__name__}: {exc}")
        if len(answers.questions()) != asked + 1:
            failures.append(f"{way} did not ask to save the game")
        if c.game is not in_play or c.game.history != history:
            failures.append(f"{way} left the game after Cancel")

    left_by("New game", lambda: new_game_by_dialog(monkeypatch, window, game, players, [PERSON] * players))
    left_by("Open", part(window, "open_action").trigger)
    part(window, "continue_menu").aboutToShow.emit()
    entries = [a for a in part(window, "continue_menu").actions() if a.isEnabled()]
    assert entries, "the earlier game is in File › Continue"
    left_by("Continue", entries[0].trigger)
    for guided, action in part(window, "guide_actions").items():
        left_by(f"the guided game of {guided}", action.trigger)
    assert part(window, "scenario_actions"), "no shipped scenario"
    for action in part(window, "scenario_actions"):
        left_by(f"the scenario {action.text()!r}", action.trigger)
    left_by("Quit", part(window, "quit_action").trigger)
    assert window.isVisible() or "Quit did not ask to save the game" in failures
    assert not answers.problems()
    assert not failures, "\n".join(failures)
    # Save: the game goes into the file chosen, then the new game starts.
    answers.reply = Button.Save
    files.path = tmp_path / "kept.brass.json"
    assert new_game_by_dialog(monkeypatch, window, game, players, [PERSON] * players)
    assert c.game is not in_play and not c.game.history
    assert type(c).read_game(files.path).history == history
    # No (do not save to a file): Quit closes the window.
    answers.reply = Button.No
    make_action(qtbot, window, rng)
    part(window, "quit_action").trigger()
    assert not window.isVisible()


# -- other games' records and all games in one window ------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_records_of_every_other_game_open_in_the_same_window(qtbot, window, monkeypatch, answers, files, tmp_path,
                                                             game):
    """For each other game: this game with a computer seat that has moved (its move still shown,
    or a computer thinking again), then the other game's record opened over it, worded in every
    language and played on by clicks."""
    c = window.controller
    players = smallest(game)
    rng = random.Random(8)
    turns = part(window, "turns")

    def computer_move_shown() -> bool:
        """A computer's move is shown (the pause after it) or a computer thinks again after it."""
        return turns.last_move is not None and (computers(window).thinking or computers(window).pausing)

    for other in others(game):
        assert new_game_by_dialog(monkeypatch, window, game, players, seats_with_computers(players), seed=8,
                                  speed="normal")
        for _ in range(30):  # people act until a computer has moved
            qtbot.waitUntil(lambda: computer_move_shown() or person_to_act(window), timeout=WAIT_MS)
            if computer_move_shown():
                break
            close_reveals(qtbot, window)
            make_action(qtbot, window, rng)
        rest_mouse_on_map(qtbot, window)
        assert computer_move_shown()
        record = record_of(other, smallest(other), seed=9, actions=6)
        files.path = tmp_path / "kept.brass.json"
        part(window, "save_as_action").trigger()  # saved: the record opens without the save question
        assert not c.dirty
        files.path = write_record(record, tmp_path / f"{other}.brass.json")
        part(window, "open_action").trigger()
        assert c.game.definition.name == other and c.game.history == record.history, f"{other} was not opened"
        for code in LANGUAGES:  # everything shown worded again, in the opened game's words
            part(window, "language_actions")[code].trigger()
            qtbot.wait(1)
        hover_everywhere(qtbot, window)
        part(window, "presentation_action").trigger()  # the other game's panels at presentation size and back
        part(window, "presentation_action").trigger()
        wait_for_person(qtbot, window)
        make_action(qtbot, window, rng)
        files.path = tmp_path / "kept.brass.json"
        part(window, "save_as_action").trigger()
    assert not answers.asked


def test_all_games_in_turn_in_one_window(qtbot, window, monkeypatch, answers, files, tmp_path):
    """Every game after every other in one window (and back to the first), each with a computer
    seat, an action by clicks and the mouse over the map and the panels."""
    c = window.controller
    rng = random.Random(12)
    files.path = tmp_path / "kept.brass.json"
    for game in [*GAMES, *GAMES]:
        players = smallest(game)
        assert new_game_by_dialog(monkeypatch, window, game, players, seats_with_computers(players), seed=12)
        assert c.game.definition.name == game
        wait_for_person(qtbot, window)
        hover_everywhere(qtbot, window)
        make_action(qtbot, window, rng)
        wait_for_person(qtbot, window)
        hover_everywhere(qtbot, window)
        part(window, "save_as_action").trigger()  # saved: the next game starts without the save question
        rest_mouse_on_map(qtbot, window)  # the next board replaces this one under the mouse
    assert not answers.asked


def test_every_guided_game_and_scenario_in_turn(qtbot, window, monkeypatch, answers, files, tmp_path):
    """Help › Guided first game and File › Scenarios, each after the other in one window (a guide
    replacing a guide, a scenario or a new game replacing a guide, a guide after those), with the
    mouse resting on the map."""
    c = window.controller
    rng = random.Random(51)
    guides = list(part(window, "guide_actions").values())
    scenarios = list(part(window, "scenario_actions"))
    game = GAMES[0]
    players = smallest(game)

    def new_game() -> None:
        new_game_by_dialog(monkeypatch, window, game, players, [PERSON] * players)

    files.path = tmp_path / "kept.brass.json"
    for way in [*[a.trigger for a in guides], *[a.trigger for a in scenarios], *[a.trigger for a in guides],
                new_game, *[a.trigger for a in guides]]:
        before = c.game
        if before is not None:
            part(window, "save_as_action").trigger()  # saved: left without the save question
        rest_mouse_on_map(qtbot, window)
        way()
        assert c.game is not before, "no game started"
        wait_for_person(qtbot, window)
        hover_everywhere(qtbot, window)
    make_action(qtbot, window, rng)
    assert not answers.asked


# -- the hand-over screen ----------------------------------------------------------------------------
@pytest.mark.parametrize(("game", "players"), CASES, ids=CASE_IDS)
def test_the_hand_over_screen_between_people(qtbot, window, monkeypatch, answers, game, players):
    """People only: after each action the next player's hand stays hidden behind the hand-over
    screen (when the game hides hands) until they click it away; then they may ask for a hint."""
    c = window.controller
    assert new_game_by_dialog(monkeypatch, window, game, players, [PERSON] * players, seed=21, hints=True)
    rng = random.Random(21)
    hides = window.game_ui.needs_handover(c.game)
    shown = 0
    for _ in range(players + 1):
        if part(window, "handover").isVisible():
            shown += 1
            assert not part(window, "turns").hint_action.isEnabled(), "no hint for a hand nobody may see yet"
            assert not any(b.isVisible() for b in getattr(window.hand_panel, "buttons", {}).values()), \
                "a hand shows behind the hand-over screen"
            assert take_over(qtbot, window)
            assert part(window, "turns").hint_action.isEnabled(), "Hint stays disabled after the hand-over screen"
        make_action(qtbot, window, rng)
    assert (shown > 0) == hides
    assert not answers.asked


# -- played to the end by computers: the scoring moment, the library, its replay -------------------
def stage_changes(game: Game) -> int:
    """How many times the game moved on to its next stage (era, epoch) before its end."""
    replay = Game.new(setup_from_record(game))
    stages = [game.definition.stage(replay.state).name]
    for action in game.history:
        replay.apply(action)
        if not replay.is_over():
            stages.append(game.definition.stage(replay.state).name)
    return sum(1 for a, b in zip(stages, stages[1:], strict=False) if a != b)


def setup_from_record(game: Game) -> GameSetup:
    setup = game.setup
    return GameSetup(players=tuple(setup["players"]), seed=setup["seed"], game=setup["game"],
                     options=game.definition.options_class.from_dict(setup.get("options", {})))


def settle(qtbot, window, closed: list[str] | None = None) -> None:
    """Close what opens over the game once the last click is over (reveals open on the next turn
    of the event loop, one may follow another), until nothing more opens."""
    quiet = 0
    while quiet < 3:
        qtbot.wait(20)
        shown = close_reveals(qtbot, window)
        if closed is not None:
            closed.extend(shown)
        quiet = 0 if shown else quiet + 1


@pytest.mark.parametrize("game", GAMES)
def test_computers_play_to_the_end_then_the_library_replays_it(qtbot, window, monkeypatch, answers, game):
    c = window.controller
    players = smallest(game)
    assert new_game_by_dialog(monkeypatch, window, game, players, [PERSON] * players, seed=31)
    part(window, "turns").set_table([FASTEST] * players, "fast", False, "quick", seed=31)
    closed: list[str] = []
    wait_for_person(qtbot, window, closed)  # nobody: until the game is over
    assert c.game.is_over()
    settle(qtbot, window, closed)
    finished = c.game
    # The scoring moment: each stage's end (an era, an epoch) and the game's end were shown.
    assert len(closed) >= stage_changes(finished) + 1, closed
    assert part(window, "result_action").isEnabled()
    part(window, "result_action").trigger()
    assert reveals(window), "View › Result shows the winner"
    settle(qtbot, window)

    # The library has the game; its replay browses it; each language keeps the moment shown.
    part(window, "library_action").trigger()
    library = next(w for w in QApplication.topLevelWidgets() if type(w).__name__ == "LibraryDialog" and w.isVisible())
    library.games_table.selectRow(0)
    assert library.replay_button.isEnabled()
    qtbot.mouseClick(library.replay_button, Qt.MouseButton.LeftButton)
    replay = next(w for w in QApplication.topLevelWidgets() if type(w).__name__ == "ReplayWindow" and w.isVisible())
    assert len(replay.replay) == len(finished.history)
    moment = min(54, len(finished.history) - 1)
    replay.go_to(moment)
    for code in LANGUAGES:
        part(window, "language_actions")[code].trigger()
        qtbot.wait(10)
        assert replay.step == moment, f"switching to {code} moved the replay from {moment} to {replay.step}"
    qtbot.mouseClick(replay.branch_button, Qt.MouseButton.LeftButton)  # Continue from here
    assert c.game is not finished and c.game.history == finished.history[:moment]
    assert not answers.asked  # a finished game is left without a question
    library.close()


def words_of(widget: QWidget) -> list[str]:
    """What a window says: its title, its buttons' and labels' texts."""
    return [widget.windowTitle(), *(b.text() for b in widget.findChildren(QAbstractButton)),
            *(label.text() for label in widget.findChildren(QLabel))]


# -- every language on every open window -------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_every_language_on_every_open_window(qtbot, window, monkeypatch, answers, game):
    players = smallest(game)
    assert new_game_by_dialog(monkeypatch, window, game, players, seats_with_computers(players), seed=41)
    rng = random.Random(41)
    wait_for_person(qtbot, window)
    make_action(qtbot, window, rng)
    wait_for_person(qtbot, window)
    take_over(qtbot, window)
    part(window, "rules_action").trigger()
    part(window, "replay_action").trigger()
    part(window, "library_action").trigger()
    part(window, "turns").hint_action.trigger()
    qtbot.waitUntil(part(window, "turns").overlay.isVisible, timeout=60_000)
    opened = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
    missing = {"RulesDialog", "ReplayWindow", "LibraryDialog"} - {type(w).__name__ for w in opened}
    english = {w: words_of(w) for w in opened}
    for code in LANGUAGES:
        part(window, "language_actions")[code].trigger()
        qtbot.wait(10)  # every open window retranslates itself on the language change event
        assert i18n.current_language() == code
        if code != i18n.ENGLISH:
            kept = [type(w).__name__ for w in opened if words_of(w) == english[w]]
            assert not kept, f"still in English after switching to {code}: {kept}"
        hover_everywhere(qtbot, window)
    make_action(qtbot, window, rng)
    for w in opened:
        if w is not window:
            w.close()
    assert not missing, f"did not open: {missing}"
