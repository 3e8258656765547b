"""The Brass estimate reads the income track once for all the flips a player expects (R9.6:
flips move the marker by spaces, and a level costs fewer spaces low on the track)."""
from __future__ import annotations

from brass_desktop.ai import brass

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
