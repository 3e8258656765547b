"""The scoring moment is spoiled by nothing (issue 39, must-have 2): at the canal era's end and at
the game's end, in Lancashire and Birmingham, every step of the reveal is checked against every
place a total could show: the players panel, the markets panel, the action panel, the log, the
winner screen, the board's player boxes and texts (``room.board_texts``) and the VP markers on the
track.  Before its step no new total shows anywhere; after the last step all show the final ones.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from brass_desktop.controller.brass.draft import ActionDraft
from brass_desktop.engine import Game
from brass_desktop.engine.agents import BUILDER_WEIGHTS, play_random_game
from brass_desktop.ui import texts
from brass_desktop.ui.board.room import board_texts, widget_texts
from brass_desktop.ui.brass.scoring_dialog import ScoringDialog
from brass_desktop.ui.dialogs.winner_dialog import WinnerDialog
from brass_desktop.ui.scenarios import scenarios_dir
from tests.ui.test_whole_games import open_result, open_scoring, setup_of, start

BOX_VP = re.compile(r"· (-?\d+) VP$")  # a player box on the board: "£41 · income −£1 · 6 VP"


def scenario(game: str) -> Path:
    return scenarios_dir() / f"{game}-canal-era-end.brass.json"


def to_canal_end(window, game: str) -> None:
    """The teacher's scenario just before the canal era ends; its redo entry, put in the draft,
    is confirmed through every review point (the scoring's says what will score, not how much)."""
    c = window.controller
    assert window.open_path(scenario(game))
    c.redo()
    action = c.game.history[-1]
    c.undo()
    c.interaction._set_draft(ActionDraft([action]))
    assert c.confirm()
    panel = window.teaching.review_panel
    while c.pending_review is not None:
        if panel.point.step == "score_era":
            body = panel.body.text()
            totals = {str(row["total"]) for row in panel.point.rows if row["links"] + row["industries"]}
            assert "VP," not in body and not any(f"{t} VP" in body for t in totals), "no totals before the reveal"
        assert c.confirm()


def to_game_end(window, game: str) -> None:
    played = play_random_game(Game.new(setup_of(game, 3, 8)), seed=8, weights=BUILDER_WEIGHTS)
    start(window, game, 3, 8, played.history[:-1])
    assert window.controller.apply(played.history[-1]) and window.controller.game.is_over()


def expected_steps(dialog: ScoringDialog) -> list[dict[int, int]]:
    """Each player's VP as the room may see it before the first step and after each step,
    from the engine's events: the VP before the scoring, then each source added in turn."""
    era = dialog.era_event
    money = {r["player"]: r for r in (dialog.money_event or {}).get("breakdown", [])}
    rows = {r["player"]: r for r in era["breakdown"]}
    shown = {p: r["total"] - r["links"] - r["industries"] for p, r in rows.items()}
    steps = [dict(shown)]
    sources = ["links", "industries"] + (["money"] if "money" in dialog.columns else [])
    for source in sources:
        for p, r in rows.items():
            shown[p] += money[p]["vp"] if source == "money" else r[source]
        steps.append(dict(shown))
    while len(steps) < dialog.steps + 1:  # the standings (and the winner) add nothing new
        steps.append(dict(shown))
    return steps


def board_box_vps(window) -> list[int]:
    return sorted(int(m.group(1)) for t in board_texts(window.view) if (m := BOX_VP.search(t.text)))


def marker_vps(window) -> dict[int, int]:
    return {m.player: m.value for m in window.scene.track_marker_items() if m.kind == "vp"}


def panel_vps(window) -> dict[int, int]:
    return {card.index: int(card.values["vp"].text()) for card in window.players_panel.cards}


def check_shows(window, vp: dict[int, int], final: dict[int, int], era: str) -> None:
    """Every place shows ``vp``; while the reveal holds, none shows a final total not yet
    revealed, nor anything of the next era."""
    assert panel_vps(window) == vp, "players panel"
    assert marker_vps(window) == vp, "VP markers on the track"
    assert board_box_vps(window) == sorted(vp.values()), "the board's player boxes"
    if not window.scoring_held():
        return
    spoilers = {str(final[p]) for p in final if final[p] != vp[p]} - {str(v) for v in vp.values()}
    for panel in (window.players_panel, window.markets_panel):
        words = " ".join(t.text for t in widget_texts(panel))
        assert not any(re.search(rf"\b{s} VP", words) for s in spoilers), words
    markets = " ".join(t.text for t in widget_texts(window.markets_panel))
    assert "Rail era" not in markets and "round 1 of" not in markets
    bar = window.action_bar
    assert bar.title.text() == "Scoring — press Reveal next"
    assert not any(b.isVisible() for b in bar.kind_buttons.values()) and not bar.confirm_button.isEnabled()
    assert not bar.choice_buttons and not bar.preview.isVisible()
    log = window.log_panel.plain_text()
    era_event = window.game_ui.moment.era_event
    assert not any(line in log for line in texts.event_lines(era_event, window.controller.names,
                                                             window.controller.game.data))
    assert "Game over" not in log
    assert era != "canal" or "rail era begins" not in log.lower()
    assert not window.result.result_action.isEnabled()
    assert not any(isinstance(d, WinnerDialog) and d.isVisible() for d in window._dialogs)
    assert not any(b.isVisible() for b in window.hand_panel.buttons.values()), "the next era's hand waits"
    assert window.scene.board_table().facts.era == era


@pytest.mark.parametrize("game", ["lancashire", "birmingham"])
@pytest.mark.parametrize("moment", ["canal", "end"])
def test_every_step_of_the_reveal_shows_only_what_it_revealed(qtbot, window, monkeypatch, game, moment):
    w = window
    monkeypatch.setattr(w.files, "may_close", lambda *_: True)  # the scenario played on is not saved
    w.set_presentation(True)  # the projector
    c = w.controller
    if moment == "canal":
        to_canal_end(w, game)
    else:
        to_game_end(w, game)
    dialog = open_scoring(qtbot, w)
    final = {i: p.vp for i, p in enumerate(c.game.state.players)}
    era = dialog.era_event["era"]
    steps = expected_steps(dialog)
    assert steps[-1] == final
    keys = [Qt.Key.Key_Space, Qt.Key.Key_Return, None]  # Space, Enter, the button: each advances
    for n, vp in enumerate(steps):
        qtbot.waitUntil(lambda: not dialog.animating, timeout=3000)
        qtbot.wait(500)  # the markers glide to their spaces
        assert w.scoring_held() == (n < dialog.steps), f"the last step, and only it, releases the hold (step {n})"
        check_shows(w, vp, final, era)
        marks = w.scene.scoring_marks()
        column = dialog.current_column
        if column in ("links", "industries"):  # the board lights what scores in this step
            field = "link_items" if column == "links" else "industry_items"
            items = [i for r in dialog.era_event["breakdown"] for i in r[field]]
            assert marks and len(marks) == len(items)
        else:
            assert marks == {}
        if n < dialog.steps:
            key = keys[n % len(keys)]
            if key is None:
                qtbot.mouseClick(dialog.next_button, Qt.MouseButton.LeftButton)
            else:
                qtbot.keyClick(dialog, key)
            assert dialog.revealed == n + 1
    # After the last step: every place shows the final totals, and the next era (or the end) is shown.
    assert not w.scoring_held() and w.scene.scoring_marks() == {}
    check_shows(w, final, final, era)
    bar = w.action_bar
    if moment == "canal":
        assert c.game.state.era == "rail" and any(b.isVisible() for b in bar.kind_buttons.values())
        assert w.scene.board_table().facts.era == "rail"
    else:
        assert bar.title.text() == "The game is over" and w.result.result_action.isEnabled()
    qtbot.keyClick(dialog, Qt.Key.Key_Return)  # Enter closes the reveal once all is shown
    assert not dialog.isVisible()
    if moment == "end":
        result = open_result(qtbot, w)
        assert {p: int(result.cells[(p, "vp")].text()) for p in final} == final


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
@pytest.mark.parametrize("presentation", [False, True])
def test_the_reveal_lies_on_the_map_and_is_read_from_the_back_of_the_room(qtbot, window, monkeypatch,
                                                                           presentation, size):
    """The reveal is a banner over the map (in normal mode it may lie over the side column where
    that has room), inside the window, clear of the players' boxes where a corner allows; on a
    projector none of its text is below 18 px at 1920x1080 (13 px at 1366x768), its numbers half
    as large again."""
    w = window
    monkeypatch.setattr(w.files, "may_close", lambda *_: True)
    w.resize(*size)
    w.set_presentation(presentation)
    to_canal_end(w, "birmingham")
    dialog = open_scoring(qtbot, w)
    qtbot.keyClick(dialog, Qt.Key.Key_Space)
    view = w.view.rect().translated(w.view.mapToGlobal(w.view.rect().topLeft()))
    assert w.geometry().contains(dialog.geometry())
    if presentation:
        assert view.intersects(dialog.geometry()) and dialog.width() >= 0.4 * w.view.width()
        least = 18 if size[0] == 1920 else 13
        sizes = [t.pixels for t in widget_texts(dialog)]
        assert sizes and min(sizes) >= least, min(sizes)
        assert min(dialog.cells[key].font().pixelSize() for key in dialog.cells) >= 1.5 * least - 1
    scene = w.scene
    boxes = [w.view.mapFromScene(box.sceneBoundingRect()).boundingRect().translated(view.topLeft())
             for box in scene.board_table().players]
    assert not all(box.intersects(dialog.geometry()) for box in boxes), "some players' boxes stay in view"
