"""Review points in the window: the game pauses before income and era scoring, shows what will
happen (drawn on the map), continues on a click, and the waiting action can be taken back."""
from __future__ import annotations

from PySide6.QtCore import Qt

from brass_desktop.controller.brass.draft import ActionDraft
from brass_desktop.engine import GameSetup
from brass_desktop.engine.agents import RandomAgent
from brass_desktop.settings import Settings


def reach(window, seed: int, stop) -> object:
    """A 3-player Lancashire game at seed ``seed`` played by RandomAgent(seed) up to the first action
    for which ``stop(points)`` holds; that action is put in the draft, ready to confirm."""
    window.start_game(GameSetup(players=("Ada", "Brunel", "Cort"), seed=seed))
    c, agent = window.controller, RandomAgent(seed)
    while True:
        action = agent.choose(c.game)
        if stop(c.game.upcoming(action)):
            break
        assert c.apply(action)
    c.interaction._set_draft(ActionDraft([action]))  # as if chosen by clicks
    assert c.draft.action == action
    return action


def test_review_points_are_on_by_default_and_a_table_setting(window, tmp_path):
    assert window.settings.review_points and window.controller.review_points
    assert window.teaching.review_action.isChecked() and window.teaching.review_action in window.view_menu.actions()
    window.teaching.review_action.trigger()
    assert not window.settings.review_points and not window.controller.review_points
    assert "review_points" not in GameSetup.__dataclass_fields__  # not a rule option of the game


def test_income_pauses_shows_who_gets_or_pays_and_continues_on_a_click(window, qtbot):
    c = window.controller
    action = reach(window, 4, lambda points: bool(points))
    history = len(c.game.history)
    assert history == 2 and c.game.state.round == 1
    before = c.game.state.to_dict()
    assert c.confirm()
    assert c.game.state.to_dict() == before and len(c.game.history) == history  # paused before anything
    panel = window.teaching.review_panel
    assert panel.isVisible() and panel.point.step == "income"
    assert panel.title.text() == "<b>Review: income is about to be paid</b>"
    body = panel.body.text()
    assert "Brunel</b>: pays £1" in body and "Cort</b>: gets £0" in body and "Ada</b>: gets £0" in body
    assert 'href="rule:lancashire/R9.3"' in body
    assert window.undo_action.isEnabled()
    reviewed = [(r["player"], r["amount"]) for r in panel.point.rows]
    qtbot.mouseClick(panel.continue_button, Qt.MouseButton.LeftButton)
    assert not panel.isVisible() and c.game.history[-1] == action and c.game.state.round == 2
    assert [(e["player"], e["amount"]) for e in c.event_log[-1] if e["type"] == "income"] == reviewed


def test_undo_at_a_review_point_takes_the_waiting_action_back(window, qtbot):
    c = window.controller
    reach(window, 4, lambda points: bool(points))
    before = c.game.state.to_dict()
    c.confirm()
    assert window.teaching.review_panel.isVisible()
    window.undo_action.trigger()
    assert c.pending_review is None and not window.teaching.review_panel.isVisible()
    assert c.game.state.to_dict() == before and len(c.game.history) == 2
    window.undo_action.trigger()  # then undo goes on as usual (free undo policy)
    assert len(c.game.history) == 1


def test_era_end_scores_first_then_pays_income_drawn_on_the_map(window, qtbot):
    c = window.controller
    reach(window, 4, lambda points: any(p.step == "score_era" for p in points))
    assert len(c.game.history) == 52
    c.confirm()
    panel = window.teaching.review_panel
    assert panel.point.step == "score_era"
    assert panel.title.text() == "<b>Review: the canal era is about to be scored (1 of 2)</b>"
    body = panel.body.text()
    # What will score, never how much: the totals wait for the scoring's reveal.
    assert body.startswith("Every canal scores the link points at both its ends")
    for row in panel.point.rows:
        links = sum(1 for i in row["link_items"] if i["vp"])
        assert f"scoring links: {links} · flipped tiles: {len(row['industry_items'])}" in body
    assert "then 14 VP" not in body and " VP" not in body.replace("its VP", "")
    # every scoring link and tile glows on the map and carries its VP
    slots = {i["slot"]: i["vp"] for row in panel.point.rows for i in row["industry_items"] if i["vp"]}
    lines = {i["line"]: i["vp"] for row in panel.point.rows for i in row["link_items"] if i["vp"]}
    assert slots and lines
    assert all(window.scene.slot_item(s).highlighted for s in slots)
    assert all(window.scene.line_item(line).highlighted for line in lines)
    assert panel.marks() == sorted(f"+{vp}" for vp in [*slots.values(), *lines.values()])
    assert sum(slots.values()) + sum(lines.values()) == sum(r["links"] + r["industries"] for r in panel.point.rows)
    qtbot.keyClick(window, Qt.Key.Key_Return)  # Enter continues like the button
    assert panel.point.step == "income" and panel.title.text().endswith("(2 of 2)</b>")
    assert panel.marks() == [] and c.game.state.era == "canal"
    qtbot.mouseClick(panel.continue_button, Qt.MouseButton.LeftButton)
    assert c.pending_review is None and c.game.state.era == "rail"
    assert [p.vp for p in c.game.state.players] == [5, 14, 5]


def test_without_review_points_the_action_happens_at_once(tmp_path, qtbot):
    from brass_desktop.ui.main_window import MainWindow, isolated_settings
    settings: Settings = isolated_settings(tmp_path / "s.ini")
    settings.review_points = False
    w = MainWindow(settings=settings)
    qtbot.addWidget(w)
    reach(w, 4, lambda points: bool(points))
    assert w.controller.confirm() and len(w.controller.game.history) == 3 and not w.teaching.review_panel.isVisible()
