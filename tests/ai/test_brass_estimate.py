"""The Brass estimate: the income track read once for all the flips a player expects (R9.6:
flips move the marker by spaces, and a level costs fewer spaces low on the track), and the value
of money and of a loan (R9.1 / Birmingham 3.5: £10 a level)."""
from __future__ import annotations

import pytest

from brass_desktop.ai import brass
from brass_desktop.ai.tournament import play_game
from brass_desktop.engine import Game

from .helpers import new_game


def test_the_track_is_read_between_spaces_and_capped_at_the_top() -> None:
    income = new_game("lancashire", 4, 1).data.income_by_position
    assert brass._track(income, 7) == -3  # below £0 one space is one level
    assert brass._track(income, 10.5) == 0.5
    assert brass._track(income, 12) == 1  # above £0 two spaces (later three, four) make a level
    assert brass._track(income, 99) == 30 and brass._track(income, 140.0) == 30


def test_expected_flips_share_the_track() -> None:
    """Two tiles that each add 7 spaces from £0 (position 10) reach position 24 together: +7
    levels, not the +4 each that reading the track tile by tile would give twice."""
    income = new_game("lancashire", 4, 1).data.income_by_position
    alone = brass._track(income, 17) - income[10]
    together = brass._track(income, 24) - income[10]
    assert (alone, together) == (4, 7)
    assert together < 2 * alone


def _holding(game: Game, money: int, income_pos: int) -> Game:
    """``game`` with player 0 holding ``money`` at income space ``income_pos`` (nothing else changed)."""
    state = game.state.clone()
    state.players[0].money = money
    state.players[0].income_pos = income_pos
    return Game(game.setup, state)


def test_a_loan_is_worth_its_money_less_the_payments_it_costs() -> None:
    """Birmingham, 4 players, before the first action: 15 income payments to come (7 canal, 8 rail),
    the whole game ahead, so £1 spent now is worth 0.35 VP, £1 that waits (beyond the £25 the next
    builds can use) 0.175, and £1 of income 0.28 a payment.  A £30 loan moves the marker from level
    0 (space 10) to -3 (space 7): 3 levels x 15 payments x 0.28 = 12.6 VP.  Taken with £40 in hand
    the loan's money only waits: 30 x 0.175 - 12.6 = -7.35 VP; taken with nothing in hand, £25 of
    it is spent now: 25 x 0.35 + 5 x 0.175 - 12.6 = -2.975 VP.  (Before, all money counted at 0.35
    and the loan cost 2.1 VP either way, so bots borrowed to hold money: 7 loans a player a game,
    ending with about £50 that Birmingham does not score.)"""
    game = new_game("birmingham", 4, 1)
    assert brass.timing(game) == (8.0, 15.0, 1.0)
    income = game.data.income_by_position
    assert (income[10], income[7]) == (0, -3)

    def gain(money: int) -> float:
        return brass.values(_holding(game, money + 30, 7))[0] - brass.values(_holding(game, money, 10))[0]

    assert gain(40) == pytest.approx(-7.35)
    assert gain(0) == pytest.approx(-2.975)
    # money the next builds can use is worth its full value now, the rest half the early premium
    assert brass.values(_holding(game, 25, 10))[0] - brass.values(_holding(game, 0, 10))[0] == pytest.approx(8.75)
    assert brass.values(_holding(game, 55, 10))[0] - brass.values(_holding(game, 25, 10))[0] == pytest.approx(5.25)


def test_cubes_of_the_same_resource_compete_for_buyers() -> None:
    """A coal mine with 2 cubes flips with a chance of 0.85 - 0.12 x 2 = 0.61 alone; with 6 more
    coal cubes on the board half of them count with its own: 0.85 - 0.12 x 5 = 0.25."""
    game = new_game("birmingham", 4, 1)
    w = brass.DEFAULT
    assert w.crowd == 0.5
    alone = brass._flip_chance(game, w, "coal", "dudley", 2)
    crowded = brass._flip_chance(game, w, "coal", "dudley", 2 + w.crowd * 6)
    assert alone == pytest.approx(0.61) and crowded == pytest.approx(0.25)


def test_the_birmingham_collapse_against_random_players_is_gone() -> None:
    """Birmingham, Easy against three random players, seed 107 (the tournament's game 8): Easy
    built four coal mines nobody bought from, borrowed down to income -9 expecting them to flip,
    and ended at 0 VP, unable to act in the rail era.  With the cubes competing and money held
    beyond the next builds worth less, it wins."""
    result = play_game("birmingham", ("random", "easy", "random", "random"), 107)
    assert result.winners == [1]
    assert result.vp[1] >= 40
