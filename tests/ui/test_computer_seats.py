"""Computer seats in the app: the New Game choices, computers playing their turns in a worker
process (no hand-over screen for them), undo back to a person, cancellation, a responsive event
loop while Hard thinks, and the Hint button."""
from __future__ import annotations

import json
import multiprocessing
import time

import pytest
from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QFontMetrics

from brass_desktop.ai.tournament import options_for
from brass_desktop.controller.computer import PERSON
from brass_desktop.engine import Game, GameSetup
from brass_desktop.ui import texts
from brass_desktop.ui.dialogs.new_game_dialog import NewGameDialog
from brass_desktop.ui.industria import words as industria_words


def start(window, game: str, seats: list[str], speed: str = "fast", hints: bool = True, seed: int = 5) -> None:
    names = ("Ada", "Brunel", "Cort", "Darby")[:len(seats)]
    assert window.start_game(GameSetup(players=names, seed=seed, game=game, options=options_for(game)))
    window.turns.set_table(seats, speed, hints, seed=1)


def c_names(window) -> list[str]:
    return list(window.controller.names)


def person_to_move(window) -> bool:
    c = window.controller
    return not window.turns.computer.is_computer(c.current_player) and not window.turns.computer.thinking


def test_new_game_dialog_collects_seats_speed_and_hints(qtbot):
    dialog = NewGameDialog(["Ada", "Brunel"])
    qtbot.addWidget(dialog)
    dialog.count.setValue(4)
    dialog.set_seats(["", "hard", "easy", "medium"])
    assert dialog.seats() == [PERSON, "hard", "easy", "medium"]
    assert [dialog.seat_boxes[1].itemText(i) for i in range(4)] == ["Person", "Computer: easy", "Computer: medium",
                                                                    "Computer: hard"]
    dialog.count.setValue(2)
    assert dialog.seats() == [PERSON, "hard"]
    assert dialog.move_speed() == "normal" and dialog.hints_allowed()
    dialog.speed.setCurrentIndex(dialog.speed.findData("slow"))
    dialog.hints.setChecked(False)
    assert dialog.move_speed() == "slow" and not dialog.hints_allowed()
    assert dialog.think_time() == "normal"
    assert [dialog.think.itemText(i) for i in range(3)] == ["Thinks briefly", "Thinks normally", "Thinks longer"]
    dialog.set_table("fast", True, "long")
    assert (dialog.move_speed(), dialog.hints_allowed(), dialog.think_time()) == ("fast", True, "long")


def test_the_think_time_is_a_table_setting_the_worker_receives(qtbot, window):
    start(window, "birmingham", ["", ""])  # people only: the hint is asked for the person to move
    computer = window.turns.computer
    assert computer.think == "normal"
    window.turns.set_table(["", ""], "fast", True, "quick", seed=1)
    assert computer.think == "quick"
    sent: list[tuple] = []
    computer.worker.submit = lambda function, *args: sent.append(args)  # type: ignore[method-assign]
    computer.request_hints()
    assert sent and sent[-1][3] == "quick" and sent[-1][4] is True  # the quick first answer first
    with pytest.raises(ValueError, match="think time"):
        computer.set_think("forever")


def test_computers_play_their_turns_without_a_hand_over_screen(qtbot, window):
    start(window, "birmingham", ["", "easy", "", "easy"])
    c = window.controller
    screen_while_computer_thinks: list[bool] = []
    window.turns.computer.thinking_changed.connect(
        lambda: screen_while_computer_thinks.append(window.handover.isVisible())
        if window.turns.computer.thinking_for is not None else None)
    people_moves = 0
    while len(c.game.history) < 10:
        qtbot.waitUntil(lambda: person_to_move(window), timeout=20_000)
        if window.handover.isVisible():  # two people share the table: each takes over behind the screen
            window.handover.button.click()
        assert window.hand_panel.isVisible()
        c.apply(c.legal_actions()[0])
        people_moves += 1
    movers = [batch[0]["player"] for batch in c.event_log if batch and batch[0].get("type") == "action"]
    assert {1, 3} <= set(movers)  # both computers moved
    assert {0, 2} <= set(movers)
    assert len(c.event_log) == len(c.game.history)  # every move has its log lines
    assert screen_while_computer_thinks and not any(screen_while_computer_thinks)
    # while a computer is to move, its (open) hand takes no clicks, as the action bar and the map
    window.set_open_hands(True)
    seen_thinking = 0
    while len(c.game.history) < 20:  # the persons' and the computers' next turns
        qtbot.waitUntil(lambda: window.turns.computer.thinking or person_to_move(window), timeout=20_000)
        if window.turns.computer.thinking:
            seen_thinking += 1
            assert not window.hand_panel.isEnabled() and not window.action_bar.isEnabled()
            assert not window.view.isInteractive()
            qtbot.waitUntil(lambda: not window.turns.computer.thinking, timeout=20_000)
        else:
            assert window.hand_panel.isEnabled() and window.action_bar.isEnabled()
            if window.handover.isVisible():
                window.handover.button.click()
            c.apply(c.legal_actions()[0])
    assert seen_thinking
    assert window.turns.thinking_label.text() == "" or "(computer)" in window.turns.thinking_label.text() \
        or "thinking" in window.turns.thinking_label.text()


def test_the_last_computer_move_is_worded_again_in_a_new_language(qtbot, window):
    start(window, "lancashire", ["easy", ""])  # the computer moves first
    qtbot.waitUntil(lambda: person_to_move(window), timeout=20_000)
    english = window.turns.thinking_label.text()
    assert english.startswith("Ada (computer): ")
    # the move is worded with what and where (the log is hidden in presentation mode)
    player, action, said = window.turns.last_move
    assert said and said[0]["params"]["move"] == 0
    assert english == "Ada (computer): " + texts.hint_line({"reasons": said}, [action], c_names(window),
                                                            window.controller.game.data)
    if said[0]["code"] == "build":
        assert texts.place_name(said[0]["params"]["location"], window.controller.game.data) in english
    window.set_language("zh_CN")
    qtbot.waitUntil(lambda: window.turns.thinking_label.text() != english, timeout=5_000)
    assert "Ada" in window.turns.thinking_label.text() and "(computer)" not in window.turns.thinking_label.text()


def test_one_person_against_computers_gets_no_hand_over_screen(qtbot, window):
    start(window, "lancashire", ["", "easy"])
    qtbot.waitUntil(lambda: person_to_move(window), timeout=20_000)
    assert not window.handover.isVisible()
    assert window.hand_panel.isVisible()
    assert window.hot_seat.revealed_for == 0


def test_undo_goes_back_to_the_last_decision_of_a_person(qtbot, window):
    start(window, "lancashire", ["", "easy", "easy"])
    c = window.controller
    qtbot.waitUntil(lambda: person_to_move(window), timeout=20_000)
    before = len(c.game.history)
    c.apply(c.legal_actions()[0])
    while c.current_player == 0:  # the rest of the person's turn
        c.apply(c.legal_actions()[0])
    qtbot.waitUntil(lambda: person_to_move(window) and len(c.game.history) > before + 1, timeout=30_000)
    assert len(c.game.history) >= before + 3  # the person's move and both computers' turns
    window.undo_action.trigger()
    assert c.current_player == 0
    assert c.game.state.players[0].name == "Ada"
    # back to the person's last decision: only the person's own earlier actions of that turn remain
    assert before <= len(c.game.history) < before + 2
    assert not window.turns.computer.thinking


@pytest.mark.parametrize("how", ["undo", "new game", "open"])
def test_a_thought_cancelled_applies_nothing(qtbot, window, how, tmp_path):
    start(window, "birmingham", ["", "hard"], seed=7)
    c = window.controller
    qtbot.waitUntil(lambda: person_to_move(window), timeout=30_000)
    while c.current_player == 0:
        c.apply(c.legal_actions()[0])
    assert window.turns.computer.thinking  # Hard is thinking for seat 1
    if how == "undo":
        window.undo_action.trigger()
        expected_player = 0
    elif how == "new game":
        start(window, "lancashire", [PERSON, PERSON])
        expected_player = c.current_player
    else:  # Open replaces the game: the seats become people, the thought is dropped
        saved = Game.new(GameSetup(players=("P", "Q"), seed=4, game="lancashire", options=options_for("lancashire")))
        path = tmp_path / "other.brass.json"
        path.write_text(json.dumps(saved.to_record()), encoding="utf-8")
        assert window.open_path(path)
        expected_player = c.current_player
    assert not window.turns.computer.thinking
    history = len(c.game.history)
    qtbot.wait(3000)  # longer than a Hard decision: a result that still came would have been applied by now
    assert len(c.game.history) == history
    assert c.current_player == expected_player


def test_quitting_ends_a_thought_and_its_worker_process(qtbot, window):
    start(window, "birmingham", ["", "hard"], seed=7)
    c = window.controller
    qtbot.waitUntil(lambda: person_to_move(window), timeout=30_000)
    while c.current_player == 0:
        c.apply(c.legal_actions()[0])
    computer = window.turns.computer
    assert computer.thinking
    workers = multiprocessing.active_children()
    assert workers  # Hard thinks in its own process
    window.close()
    assert not computer.thinking
    assert not any(process.is_alive() for process in workers)


def test_the_event_loop_does_not_stall_while_hard_thinks(qtbot, window):
    """Ticks of a 10 ms timer while Hard thinks: no gap over 50 ms within one thought.  Applying a
    move and redrawing the board lie between thoughts (people's moves cost the same); the first
    thought, while the worker process starts up, is left out (the window is busy starting too)."""
    start(window, "birmingham", ["hard", "hard"], seed=3)
    c = window.controller
    computer = window.turns.computer
    gaps: list[float] = []
    last = [time.perf_counter(), 0]  # the last tick, and the thought under way then (0 = none)

    def tick() -> None:
        now = time.perf_counter()
        thought = computer.thoughts if computer.thinking else 0
        if thought > 1 and thought == last[1]:
            gaps.append(now - last[0])
        last[0], last[1] = now, thought

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    qtbot.waitUntil(lambda: len(c.game.history) >= 10, timeout=120_000)
    timer.stop()
    computer.cancel()
    assert len(gaps) >= 5  # ticks fell inside thoughts (a quick machine thinks in few ticks)
    print(f"ticks {len(gaps)}, longest {max(gaps) * 1000:.1f} ms, over 20 ms: {sum(g > 0.02 for g in gaps)}")
    # The 50 ms target is measured by benchmarks/ui_latency.py on a quiet machine; here the bound only
    # has to tell a worker process (a few ms a tick) from thinking in the GUI thread (seconds), also
    # on a loaded CI machine.
    assert max(gaps) <= 0.250, f"longest stall {max(gaps) * 1000:.0f} ms"


def test_hint_shows_three_moves_with_reasons_and_marks_them(qtbot, window):
    start(window, "lancashire", ["", "easy"], seed=9)
    c = window.controller
    qtbot.waitUntil(lambda: person_to_move(window), timeout=20_000)
    assert window.turns.hint_action.isEnabled()
    window.turns.hint_action.trigger()
    # the quick first answer comes at once, the whole search's replaces it
    qtbot.waitUntil(lambda: window.turns.overlay.isVisible() and window.turns.hints_final, timeout=30_000)
    assert not window.turns.progress.isVisible()
    lines = window.turns.overlay.text().split("\n")
    assert lines[0].startswith("Hints for Ada")
    assert [line[:3] for line in lines[1:]] == ["1. ", "2. ", "3. "]
    # the others say how far below the best the search ranked them, the best its gain if any
    assert all("hint 1" in line for line in lines[2:]) and "hint 1" not in lines[1]
    assert len(window.turns.hints) == 3
    assert window.scene._highlight_slots or window.scene._highlight_lines
    assert len(c.game.history) == 0 or c.current_player == 0  # a hint changes nothing
    window.set_language("zh_TW")  # hints on show are worded again in the new language
    qtbot.waitUntil(lambda: window.turns.overlay.text().split("\n")[0] != lines[0], timeout=5_000)
    worded = window.turns.overlay.text().split("\n")
    assert window.turns.overlay.isVisible() and len(worded) == 4 and "Ada" in worded[0]
    assert all(a != b for a, b in zip(worded, lines, strict=True))
    window.set_language("en")
    qtbot.waitUntil(lambda: window.turns.overlay.text().split("\n") == lines, timeout=5_000)
    # the overlay holds its wrapped text with no empty band below it (it covers the map), also when
    # presentation mode scales the font, both ways
    overlay = window.turns.overlay

    def text_height() -> int:
        box = QRect(0, 0, overlay.width() - 20, 100_000)  # less the border and padding
        return QFontMetrics(overlay.font()).boundingRect(box, int(Qt.TextFlag.TextWordWrap), overlay.text()).height()

    for presentation in (True, False, True, False):
        window.set_presentation(presentation)
        qtbot.wait(50)
        qtbot.waitUntil(lambda: text_height() + 20 <= overlay.height() <= text_height() + 30, timeout=5_000)


def test_hints_can_be_turned_off(qtbot, window):
    start(window, "lancashire", ["", "easy"], hints=False)
    qtbot.waitUntil(lambda: person_to_move(window), timeout=20_000)
    assert not window.turns.hint_action.isEnabled()
    assert not window.turns.computer.request_hints()


def test_hints_in_industria_name_the_move(qtbot, window):
    """Industria's hints are worded with its own actions (a bid's coins and tile, a keep, a build)."""
    start(window, "industria", ["", "easy", "easy"], seed=4)
    c = window.controller
    qtbot.waitUntil(lambda: person_to_move(window), timeout=20_000)
    window.turns.hint_action.trigger()
    qtbot.waitUntil(lambda: window.turns.overlay.isVisible() and window.turns.hints_final, timeout=30_000)
    lines = window.turns.overlay.text().split("\n")
    assert lines[0].startswith("Hints for Ada")
    count = min(3, len(c.legal_actions()))
    assert [line[:3] for line in lines[1:]] == [f"{n}. " for n in range(1, count + 1)]
    titles = ("Put up ", "Bid ", "Pass on ", "Sell to ", "Keep ", "Build ", "Exchange ", "End build")
    assert all(line[3:].startswith(titles) for line in lines[1:]), lines
    # the tiles the hints are about glow on the board (the lot of a bid, a tile put up or built)
    named = {str(r["params"]["tile"]) for h in window.turns.hints for r in h["reasons"] if "tile" in r["params"]}
    assert named and window.scene.targets == named


def test_a_computer_move_in_industria_is_worded_and_marked_on_the_board(qtbot, window):
    start(window, "industria", ["easy", "", ""], speed="slow", seed=4)  # the computer moves first
    qtbot.waitUntil(lambda: window.turns.computer.pausing, timeout=20_000)
    player, action, said = window.turns.last_move
    assert said and "tile" in said[0]["params"]
    tile = said[0]["params"]["tile"]
    assert window.scene.targets == {tile}
    assert industria_words.industria_name(tile) in window.turns.badge.text()
    window.turns.computer.skip()


def test_the_hints_overlay_keeps_clear_of_the_moves_it_names(qtbot, window):
    """The overlay takes the corner of the map that hides none of the marked targets (top left
    when that one is free), so a class sees the hinted places while it reads the hints."""
    start(window, "lancashire", ["", "easy"], seed=9)
    qtbot.waitUntil(lambda: person_to_move(window), timeout=20_000)
    window.turns.hint_action.trigger()
    qtbot.waitUntil(lambda: window.turns.overlay.isVisible(), timeout=30_000)
    overlay, view, scene = window.turns.overlay, window.view, window.scene

    def marked() -> QRect:
        return view.mapFromScene(scene.marked_rect()).boundingRect()

    assert not overlay.geometry().intersects(marked())
    # a target under the overlay's place: the overlay moves off it
    under = [slot for slot, item in scene._slots.items()
             if view.mapFromScene(item.sceneBoundingRect()).boundingRect().intersects(overlay.geometry())]
    assert under
    scene.set_highlights({under[0]}, set())
    window.turns._place_overlay()
    assert not overlay.geometry().intersects(marked())
    assert view.rect().contains(overlay.geometry())
    scene.set_highlights(set(), set())  # nothing marked: top left
    window.turns._place_overlay()
    assert (overlay.x(), overlay.y()) == (12, 12)
