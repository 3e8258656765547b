"""R9.1, R9.2, R2.2: loans of £10/£20/£30 on the income track, the loan deadline, and pass.

Expected positions come from the shared rule table
/work/shared/rules/lancashire/tracks.json (``progress_track.loan_table``), read directly
(never through the engine), plus hand-checked examples.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from brass_desktop.engine import Pass, TakeLoan
from tests.engine.scenario import RAIL, assert_illegal, assert_legal, give_cards, income, money, new_game, set_income

SHARED_TRACKS = Path("/work/shared/rules/lancashire/tracks.json")


def _loan_table() -> list[dict]:
    if not SHARED_TRACKS.exists():
        return []
    return json.loads(SHARED_TRACKS.read_text(encoding="utf-8"))["progress_track"]["loan_table"]


@pytest.mark.parametrize("start, amount, expected", [
    (10, 10, 9),   # income 0 -> level -1 (space 9)
    (10, 20, 8),   # -> level -2
    (10, 30, 7),   # -> level -3
    (17, 10, 16),  # income 4 (first space) -> income 3, top space 16
    (18, 10, 16),  # income 4 (top space) -> income 3, top space 16
    (31, 10, 30),  # income 11 (first space) -> income 10, top space 30
    (33, 30, 26),  # income 11 -> income 8, top space 26
    (99, 30, 88),  # income 30 -> income 27, which occupies spaces 85..88
])
def test_loan_moves_back_one_level_per_ten_pounds_to_the_top_space(start: int, amount: int, expected: int) -> None:
    game = new_game()
    set_income(game, 0, start)
    give_cards(game, 0, ["wigan", "port"])
    action = TakeLoan("wigan", amount)
    assert_legal(game, action)
    game.apply(action)
    assert income(game, 0) == expected
    assert money(game, 0) == 30 + amount
    assert game.state.players[0].spent == 0  # a loan is not spending (R2.3)
    assert game.state.players[0].hand == ["port"]
    assert game.state.actions_left == 1


@pytest.mark.skipif(not SHARED_TRACKS.exists(), reason="shared rule data not available")
def test_loan_positions_match_the_shared_loan_table() -> None:
    table = _loan_table()
    assert len(table) == 100
    for row in table:
        for amount in (10, 20, 30):
            game = new_game()
            set_income(game, 0, row["position"])
            give_cards(game, 0, ["wigan"])
            expected = row[f"after_loan_{amount}"]
            if expected is None:
                assert [v.reason.value for v in game.explain(TakeLoan("wigan", amount))] == ["loan_too_low"]
            else:
                game.apply(TakeLoan("wigan", amount))
                assert income(game, 0) == expected, (row["position"], amount)


def test_loan_may_end_exactly_on_minus_ten() -> None:
    game = new_game()
    set_income(game, 0, 2)  # income -8
    give_cards(game, 0, ["wigan"])
    game.apply(TakeLoan("wigan", 20))
    assert income(game, 0) == 0
    assert money(game, 0) == 50


def test_loan_below_minus_ten_is_refused() -> None:
    game = new_game()
    set_income(game, 0, 2)  # income -8
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, TakeLoan("wigan", 30), [("loan_too_low", {"amount": 30, "level": -8})])
    set_income(game, 0, 0)
    assert_illegal(game, TakeLoan("wigan", 10), [("loan_too_low", {"amount": 10, "level": -10})])
    assert game.legal_actions(TakeLoan) == []


def test_loan_amount_must_be_10_20_or_30() -> None:
    game = new_game()
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, TakeLoan("wigan", 15), [("loan_amount", {"amount": 15})])
    assert_illegal(game, TakeLoan("wigan", 40), [("loan_amount", {"amount": 40})])
    assert sorted(a.amount for a in game.legal_actions(TakeLoan)) == [10, 20, 30]


def test_no_loans_in_the_rail_era_once_the_deck_is_empty() -> None:
    game = new_game(era=RAIL)
    game.state.deck = []
    game.edit()  # the state was edited by hand
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, TakeLoan("wigan", 10), [("loans_closed", {})])


def test_loans_allowed_in_the_rail_era_while_the_deck_has_cards() -> None:
    game = new_game(era=RAIL)
    game.state.deck = ["bolton"]
    game.edit()  # the state was edited by hand
    give_cards(game, 0, ["wigan"])
    assert_legal(game, TakeLoan("wigan", 30))


def test_no_loan_deadline_in_the_canal_era() -> None:
    game = new_game()
    game.state.deck = []
    game.edit()  # the state was edited by hand
    give_cards(game, 0, ["wigan"])
    assert_legal(game, TakeLoan("wigan", 10))


def test_pass_discards_a_card_and_changes_nothing_else() -> None:
    game = new_game()
    give_cards(game, 0, ["wigan", "port"])
    before = game.state.to_dict()
    action = Pass("port")
    assert_legal(game, action)
    game.apply(action)
    after = game.state.to_dict()
    assert after["players"][0]["hand"] == ["wigan"]
    assert after["discard"] == before["discard"] + ["port"]
    assert after["actions_left"] == 1
    for key in ("players", "discard", "actions_left"):
        after.pop(key)
        before.pop(key)
    assert after == before
    assert money(game, 0) == 30


def test_pass_needs_a_card_in_hand() -> None:
    game = new_game()
    give_cards(game, 0, ["wigan"])
    assert_illegal(game, Pass("port"), [("card_not_in_hand", {"card": "port"})])


@pytest.mark.parametrize("game_name", ["lancashire", "birmingham"])
def test_listed_loans_agree_with_the_check_on_every_income_space(game_name: str) -> None:
    """The legal loan amounts are kept per income space (the track is static): on every space,
    asked from the top of the track down and back up (so a kept answer of another space would
    show), the listed loans are exactly the amounts the check allows."""
    game = give_cards(new_game(game=game_name), 0, ["manchester" if game_name == "lancashire" else "coalbrookdale"])
    track = game.data.income_by_position
    spaces = [*range(len(track) - 1, -1, -1), *range(len(track))]
    seen = set()
    for position in spaces:
        set_income(game, 0, position)
        listed = tuple(a.amount for a in game.legal_actions(kind="loan"))
        allowed = tuple(a for a in (10, 20, 30) if not game.explain(TakeLoan(game.state.players[0].hand[0], a)))
        assert listed == allowed, position
        seen.add(listed)
    assert len(seen) >= 2  # the track's low spaces allow fewer amounts
