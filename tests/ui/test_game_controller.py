"""GameController with the real engine: drafts, explanations, undo/redo, files (no widgets)."""
from __future__ import annotations

import json
import random

import pytest

from brass_desktop.controller.brass.draft import (
    BOARD_LINE,
    BOARD_SLOT,
    COAL,
    IRON,
    KIND,
    LINE,
    SLOT,
    ActionDraft,
    draft_kind,
)
from brass_desktop.controller.game_controller import GameController
from brass_desktop.engine import GameSetup, RecordError
from brass_desktop.paths import autosave_path
from brass_desktop.ui import texts

NAMES = ("Ada", "Brunel", "Cort")


@pytest.fixture
def controller(qapp):
    c = GameController(autosave_path=autosave_path())
    c.new_game(GameSetup(players=NAMES, seed=7))
    return c


def _record(signal):
    seen: list = []
    signal.connect(lambda *args: seen.append(args[0] if args else None))
    return seen


def _advance(c: GameController, steps: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(steps):
        legal = c.legal_actions()
        if not legal:
            return
        assert c.apply(rng.choice(legal))


def _build_first_round(c: GameController) -> None:
    """Round 1 of the canal era: every player builds their first legal industry."""
    for _ in NAMES:
        assert c.apply(next(a for a in c.legal_actions() if a.kind == "build"))


def _board_values(draft: ActionDraft, c: GameController) -> tuple[set[str], set[str]]:
    """What the engine's legal actions allow next on the map, computed independently."""
    if draft.is_ready:
        return set(), set()
    state = next((s for s in draft.steps() if s.where in (BOARD_SLOT, BOARD_LINE) and s.status != "chosen"), None)
    if state is None:
        return set(), set()
    values = {v for v in draft.options(state.name) if isinstance(v, str)}
    if state.where == BOARD_SLOT:
        return values & set(c.game.data.slots), set()
    return set(), values & set(c.game.data.lines)


def test_highlights_are_exactly_the_legal_targets_at_every_step(controller):
    c = controller
    rng = random.Random(3)
    for round_ in range(6):
        _advance(c, 5, seed=round_)
        if c.current_player is None:
            break
        for kind, available in c.kinds():
            if not available:
                continue
            c.select_kind(kind)
            for _ in range(8):
                draft = c.draft
                expected = _board_values(draft, c)
                highlights = c.highlights()
                if draft.current_step not in (COAL, IRON):
                    assert highlights == expected
                # every highlighted target is used by some legal action still matching the draft
                legal_slots = {getattr(a, n, None) for a in draft.candidates for n in ("slot", "mill", "to")}
                legal_lines = {line for a in draft.candidates for line in getattr(a, "lines", ())}
                assert highlights[0] <= legal_slots | {s for a in draft.candidates
                                                       for s in getattr(a, "coal", ()) + getattr(a, "iron", ())}
                assert highlights[1] <= legal_lines
                step = draft.current_step
                if step is None:
                    break
                c.choose(step, rng.choice(draft.options(step)))
            assert c.draft.is_ready
            assert c.game.explain(c.draft.action) == ()
            c.cancel()


def test_a_legal_click_sequence_builds_and_confirm_applies_exactly_the_draft(controller):
    c = controller
    player = c.current_player
    before = c.game.state.players[player].money
    events = _record(c.events_emitted)
    c.select_kind("build")
    c.select_card("wigan")
    c.click_slot("wigan/1")
    action = c.draft.action
    assert action is not None and action.slot == "wigan/1" and action.cards == ("wigan",)
    cost = c.preview().cost
    assert c.confirm()
    tile = c.game.state.tiles["wigan/1"]
    assert (tile.owner, tile.industry) == (player, "coal")
    assert c.game.state.players[player].money == before - cost
    assert c.game.history[-1] == action
    assert events and events[-1][0]["type"] == "action"
    assert c.draft is None


def test_an_illegal_click_is_explained_by_the_engine_and_changes_nothing(controller):
    c = controller
    snapshot = c.game.state.to_dict()
    rejected = _record(c.action_rejected)
    c.click_slot("barrow_in_furness/1")  # rail era only
    assert rejected, "the click must be answered"
    reasons = {v.reason.value for v in rejected[-1]}
    assert "location_wrong_era" in reasons
    assert "Barrow-in-Furness" in texts.reasons_text(rejected[-1], c.names, c.game.data)
    c.click_line("bolton__bury")  # nothing on the board yet
    assert {v.reason.value for v in rejected[-1]} == {"link_not_in_network"}
    assert c.game.state.to_dict() == snapshot
    assert not c.game.history


def test_clicking_a_slot_with_no_action_chosen_starts_a_build_there(controller):
    c = controller
    c.click_slot("wigan/0")
    assert c.draft.kind == "build" and c.draft.chosen[SLOT] == "wigan/0"
    assert c.selection()[0] == {"wigan/0"}
    c.cancel()
    assert c.draft is None and c.highlights() == (set(), set())


def test_a_line_click_in_a_link_draft_chooses_the_line(controller):
    c = controller
    _build_first_round(c)
    c.select_kind("link")
    line = c.draft.options(LINE)[0]
    assert line in c.highlights()[1]
    c.click_line(line)
    assert c.draft.value(LINE) == line


def test_undo_and_redo_restore_state_and_log(controller):
    c = controller
    _advance(c, 4, seed=5)
    states = c.game.state.to_dict()
    log_length = len(c.event_log)
    c.undo()
    assert len(c.event_log) == log_length - 1 == len(c.game.history)
    c.redo()
    assert c.game.state.to_dict() == states
    assert len(c.event_log) == len(c.game.history)


def test_save_and_load_restore_the_same_game(controller, tmp_path):
    c = controller
    _advance(c, 7, seed=9)
    path = c.save(tmp_path / "game.brass.json")
    assert not c.dirty and c.path == path
    other = GameController()
    other.load(path)
    assert other.game.state.to_dict() == c.game.state.to_dict()
    assert other.game.history == c.game.history
    assert len(other.event_log) == len(other.game.history)
    assert not list(tmp_path.glob(".*.tmp")), "no temporary file is left behind"


@pytest.mark.parametrize("content", ["", "{not json", '{"format": "brass-desktop-record", "version": 1}',
                                     json.dumps({"format": "something else"})])
def test_a_damaged_record_raises_record_error_and_keeps_the_game(controller, tmp_path, content):
    c = controller
    _advance(c, 2, seed=1)
    before = c.game.state.to_dict()
    bad = tmp_path / "bad.brass.json"
    bad.write_text(content, encoding="utf-8")
    with pytest.raises(RecordError):
        c.load(bad)
    assert c.game.state.to_dict() == before


def test_every_action_is_autosaved_as_a_readable_record(controller):
    c = controller
    _advance(c, 3, seed=2)
    saved = GameController.game_from_text(autosave_path().read_text(encoding="utf-8"))
    assert saved.history == c.game.history
    c.undo()
    saved = GameController.game_from_text(autosave_path().read_text(encoding="utf-8"))
    assert saved.history == c.game.history


def test_phase_drafts_offer_only_the_phase_choices(qapp):
    """Sell-more and shortfall phases start their own draft; the kinds shown follow the phase."""
    seen = set()
    for seed in range(40):
        c = GameController()
        c.new_game(GameSetup(players=NAMES, seed=seed))
        rng = random.Random(seed)
        for _ in range(250):
            if c.current_player is None:
                break
            phase = c.phase
            if phase in ("sell_more", "shortfall"):
                seen.add(phase)
                assert c.draft is not None
                assert {draft_kind(a) for a in c.draft.candidates} == {k for k, ok in c.kinds() if ok}
                if phase == "shortfall":
                    assert c.draft.kind == "sell_tile"
                    # one tile left to sell is chosen at once (selected), several are highlighted
                    marked = c.highlights()[0] | c.selection()[0]
                    assert marked == {a.slot for a in c.legal_actions()}
            legal = c.legal_actions()
            weights = [5 if a.kind in ("sell", "loan") else 1 for a in legal]
            c.apply(rng.choices(legal, weights)[0])
        if seen == {"sell_more", "shortfall"}:
            break
    assert seen, "random play reached neither phase"


def test_kind_buttons_follow_the_legal_actions(controller):
    kinds = dict(controller.kinds())
    assert kinds["build"] and kinds["pass"] and kinds["loan"]
    assert not kinds["double_build"]  # round 1 of the canal era has one action
    assert not kinds["sell"]  # nothing to sell yet
    rejected = _record(controller.action_rejected)
    controller.select_kind("double_build")
    assert {v.reason.value for v in rejected[-1]} >= {"needs_both_actions"} or rejected[-1] == ()
    assert controller.draft is None or controller.draft.kind != "double_build"
    assert KIND not in (controller.draft.chosen if controller.draft else {})


def test_a_card_chosen_first_is_marked_lights_its_targets_and_lists_its_kinds(controller):
    c = controller
    hand = c.game.state.players[c.current_player].hand
    assert "lancaster" in hand and "cotton" in hand
    c.select_card("lancaster")
    allowed, chosen = c.card_marks()
    assert chosen == {"lancaster"}
    assert "cotton" in allowed  # another card may still be chosen first instead
    slots, lines = c.highlights()
    expected = {a.slot for a in c.legal_actions() if a.kind == "build" and a.cards == ("lancaster",)}
    assert slots == expected and expected  # exactly the lancaster card's own builds
    assert lines == set()  # no network yet: no link is possible (R4)
    kinds = dict(c.kinds())
    assert kinds["build"] and kinds["loan"] and kinds["pass"] and not kinds["link"] and not kinds["sell"]
    # clicking one of the lit slots keeps the card
    target = sorted(expected)[0]
    c.click_slot(target)
    assert c.draft.value("card") == "lancaster" and c.draft.value("slot") == target


def test_reasons_name_the_obstacle_for_the_player_and_choice(controller):
    c = controller
    hand = c.game.state.players[c.current_player].hand
    # no card chosen: a refused space never blames one arbitrary card of the hand
    why = c.explain_slot("barrow_in_furness/0")
    assert [v.reason.value for v in why] == ["level_zero", "location_wrong_era"]
    # the card chosen first is named
    c.select_card("lancaster")
    assert [(v.reason.value, v.params) for v in c.explain_slot("preston/0")] == [
        ("card_wrong_location", {"card": "lancaster", "location": "preston"})]
    assert [v.reason.value for v in c.explain_kind("link")] == ["link_not_in_network"]
    assert texts.reasons_text(c.explain_kind("link"), c.names, c.game.data) == (
        "You have nothing on the board yet: build an industry before your first link.")
    assert [v.reason.value for v in c.explain_kind("sell")] == ["nothing_to_sell"]
    c.cancel()
    c.select_kind("build")
    c.click_slot("lancaster/0")  # a port slot: the cards that cannot build there are greyed, with the reason
    allowed, _ = c.card_marks()
    greyed = sorted(set(hand) - allowed)
    assert greyed and all(c.explain_card(card) for card in greyed)
    assert all(not c.explain_card(card) for card in allowed)


def test_a_refused_click_clears_when_the_situation_changes(controller, qtbot):
    from brass_desktop.ui.brass.action_bar import ActionBar
    bar = ActionBar(controller)
    qtbot.addWidget(bar)
    controller.select_card("lancaster")
    controller.click_slot("preston/0")
    assert not bar.message.isHidden() and "Preston" in bar.message.text()
    controller.select_kind("build")  # any new choice: the old refusal goes
    assert bar.message.isHidden()


def test_the_map_preview_shows_the_tile_and_each_cube_s_way(qapp):
    from pathlib import Path

    from brass_desktop.controller.brass.draft import KIND, ActionDraft, draft_kind, steps_of
    from brass_desktop.ui.brass.scene import BoardScene
    c = GameController()
    scenarios = Path(__file__).resolve().parents[2] / "resources" / "scenarios"
    c.open_untitled(scenarios / "lancashire-double-rail.brass.json")
    game = c.game
    rail = next(a for a in c.legal_actions() if a.kind == "link" and len(a.lines) == 2
                and all(s != "market" for s in game.preview(a).sources["coal"]))
    draft = ActionDraft(c.legal_actions())
    draft.choose(KIND, draft_kind(rail))
    for step in steps_of(draft_kind(rail)):
        if not draft.is_ready and step.name in {s.name for s in draft.steps()}:
            draft.choose(step.name, step.offers(rail, draft.chosen)[0])
    assert draft.action == rail
    c.interaction._set_draft(draft)
    ghost, paths = c.map_preview()
    coal = game.preview(rail).sources["coal"]
    assert ghost is None and paths == [("coal", coal[0], rail.lines[0]), ("coal", coal[1], rail.lines[1])]
    scene = BoardScene(game.data)
    scene.set_preview(ghost, paths)
    assert len(scene.preview_items()) == 4  # a dashed line and an arrow head per cube
    scene.set_preview(("wigan/0", 0, "coal", 2), [])
    assert len(scene.preview_items()) == 1 and scene.preview_items()[0].opacity() < 1


def test_previews_are_worded_with_every_consequence(controller):
    c = controller
    game = c.game
    data = game.data
    build = next(a for a in c.legal_actions() if a.kind == "build" and a.industry == "cotton")
    assert texts.preview_lines(game.preview(build), data) == [
        "Cost £12; you will have £18.", "Once flipped: 3 VP, income +5 spaces."]
    loan = next(a for a in c.legal_actions() if a.kind == "loan" and a.amount == 30)
    assert texts.preview_lines(game.preview(loan), data) == [
        "You will have £60.", "Income £0 → −£3 a round (3 levels down)."]


def test_explanations_are_asked_again_after_every_change_of_the_game(qapp):
    """The controller keeps the engine's reasons per position (a tooltip asks the same at every
    click); after an action, an undo or a redo they are those of the new position, as a
    controller that never saw the old one gives them."""
    c = GameController(autosave_path=autosave_path())
    c.new_game(GameSetup(players=NAMES, seed=11))
    rng = random.Random(4)
    kinds = ("build", "link", "develop", "sell", "loan")

    def reasons(controller: GameController) -> list:
        return [controller.explain_kind(kind) for kind in kinds] + [
            controller.explain_card(card) for card in controller.game.state.players[controller.current_player].hand]

    for step in range(40):
        before = reasons(c)
        assert reasons(c) == before  # asked twice: the same answer
        if step % 5 == 4 and c.can_undo():
            c.undo()
        else:
            c.apply(rng.choice(c.legal_actions()))
        fresh = GameController(autosave_path=autosave_path())
        fresh.new_game(GameSetup(players=NAMES, seed=11))
        for action in c.game.history:
            fresh.apply(action)
        assert reasons(c) == reasons(fresh), step
