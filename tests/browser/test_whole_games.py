"""Whole games played from emulated phones in a real browser (issue 40): a 4-player Brass
Birmingham game with two people on phones and two computer seats (played as in the app), and
Industria's first epoch with three phones, taking an out-of-turn exchange (rule 6.6) when offered.

Each phone taps its way through its turns as a person would: opens a kind of move, taps a move,
sometimes pays with another card, reads the preview and confirms.  Every WebSocket frame each
phone receives is inspected: no other seat's hand, no deck, no seed or setup; the spectator's
hold no hand at all.  The projected board heard every move each phone considered.
"""
from __future__ import annotations

import json
import random
import time
from typing import Any

import pytest

pytestmark = pytest.mark.browser

UNKNOWN = "?"
WILD = {"wild_location", "wild_industry"}
FORBIDDEN_KEYS = {"seed", "setup", "canal_deck", "canal_distant_tiles", "rail_distant_tiles_drawn"}
HIDDEN_PILES = ("deck", "removed", "rail_deck", "distant_tiles", "rail_distant_tiles")


def _keys(value: Any) -> set[str]:
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in _keys(v)}
    if isinstance(value, list):
        return {k for v in value for k in _keys(v)}
    return set()


class Frames:
    """Every message a page receives over its WebSocket, checked against its seat."""

    def __init__(self, page, seat: int | None) -> None:
        self.seat = seat
        self.states = 0
        self.problems: list[str] = []
        page.on("websocket", lambda ws: ws.on("framereceived", self._frame))

    def _frame(self, payload: Any) -> None:
        message = json.loads(payload if isinstance(payload, str) else payload.decode())
        if _keys(message) & FORBIDDEN_KEYS:
            self.problems.append(f"forbidden key in {message['type']}")
        if message.get("type") != "state":
            return
        self.states += 1
        view = message["view"]
        if message["seat"] != self.seat:
            self.problems.append(f"a state for seat {message['seat']}")
        for pile in HIDDEN_PILES if message["family"] == "brass" else ():
            if set(view[pile]) - {UNKNOWN}:
                self.problems.append(f"{pile} shown")
        for stack in view.get("stacks", {}).values():
            if set(stack) - {UNKNOWN}:
                self.problems.append("a face-down stack shown")
        for index, player in enumerate(view["players"]):
            if index != self.seat and not view.get("hands_open") and set(player["hand"]) - {UNKNOWN} - WILD:
                self.problems.append(f"seat {index}'s hand shown to {self.seat}")
        if self.seat is None and message["moves"]:
            self.problems.append("moves for a spectator")


def _join(new_phone, url: str, seat: int | None) -> tuple[Any, Frames]:
    page = new_phone()
    frames = Frames(page, seat)
    page.goto(url)
    page.wait_for_function("() => state !== null")
    return page, frames


def _tap_a_move(page, rng: random.Random) -> None:
    """Open a kind of move, tap one of its moves, maybe pay with another card, confirm."""
    kinds = page.locator("#moves details")
    details = kinds.nth(rng.randrange(kinds.count()))
    if not details.evaluate("d => d.open"):
        details.locator("summary").click()
    moves = details.locator(".move")
    moves.nth(rng.randrange(moves.count())).click()
    page.wait_for_selector("#proposal:not([hidden])")
    if page.locator("#card-row").is_visible() and rng.random() < 0.3:
        options = page.locator("#cards option").count()
        page.select_option("#cards", index=rng.randrange(options))  # proposed again with that card
    page.wait_for_selector("#confirm:not([disabled])")
    assert page.locator("#lines li.bad").count() == 0
    page.click("#confirm")


def _play_turn(page, rng: random.Random, last: int) -> int:
    """When it is this phone's turn (a state newer than ``last``), take one action; its version."""
    page.wait_for_function("v => state && !state.over && state.current === state.seat && state.version > v"
                           " && document.getElementById('proposal').hidden", arg=last, timeout=20_000)
    version: int = page.evaluate("() => state.version")
    hand = page.evaluate("() => state.view.players[state.seat].hand.length")
    assert page.locator("#hand li").count() == hand
    _tap_a_move(page, rng)
    page.wait_for_function("v => state.version > v", arg=version, timeout=20_000)
    return version


def _play(table, phones: dict[int, Any], rng: random.Random, until, *, out_of_turn: float = 0.0,
          seconds: float = 150) -> tuple[dict[int, int], int]:
    """Play until ``until(state)``: each phone its turns, the computers theirs; how many actions
    each phone took, and how many of them out of turn."""
    last = {seat: -1 for seat in phones}
    taken = {seat: 0 for seat in phones}
    outside = 0
    deadline = time.monotonic() + seconds
    while True:
        state = table.ask("state")
        if until(state):
            return taken, outside
        assert time.monotonic() < deadline, f"the game did not get on: {state}"
        seat = state["current"]
        if seat in phones:
            if out_of_turn and rng.random() < out_of_turn:
                for other, page in phones.items():
                    # the phone has the table's latest state (what it offers out of turn is still allowed)
                    page.wait_for_function("v => state && state.version >= v", arg=state["version"], timeout=20_000)
                    offered = page.evaluate("() => state && state.current !== state.seat && !state.over"
                                            " && document.getElementById('proposal').hidden ? state.moves.length : 0")
                    if other != seat and offered:
                        version = page.evaluate("() => state.version")
                        _tap_a_move(page, rng)
                        page.wait_for_function("v => state.version > v", arg=version, timeout=20_000)
                        taken[other] += 1
                        outside += 1
                        break
            last[seat] = _play_turn(phones[seat], rng, last[seat])
            taken[seat] += 1
        else:
            time.sleep(0.02)  # a computer seat is thinking


def test_a_four_player_brass_game_with_two_phones_and_two_computers(open_table, new_phone) -> None:
    table = open_table("birmingham", "en", "person,person,easy,easy")
    joined = {seat: _join(new_phone, table.seat_url(seat), seat) for seat in (0, 1)}
    spectator, watched = _join(new_phone, table.info["spectator"], None)
    phones = {seat: page for seat, (page, _) in joined.items()}
    taken, _ = _play(table, phones, random.Random(40), lambda state: state["over"])
    end = table.ask("state")
    assert end["over"] and end["by_seat"][0] == taken[0] and end["by_seat"][1] == taken[1]
    assert taken[0] >= 25 and taken[1] >= 25 and min(end["by_seat"][2:]) >= 25  # two eras of turns each
    # every move a phone tapped was marked on the projected board while it was considered
    assert sorted(set(end["considered"])) == [0, 1] and len(end["considered"]) >= taken[0] + taken[1]
    for page in (*phones.values(), spectator):
        page.wait_for_function("() => state.over")
        assert page.locator("#result").is_visible() and "Winner" in page.text_content("#result")
    for _, frames in (*joined.values(), (spectator, watched)):
        assert frames.states > 50 and frames.problems == []


def test_an_industria_epoch_from_three_phones(open_table, new_phone) -> None:
    table = open_table("industria", "en", "person,person,person")
    joined = {seat: _join(new_phone, table.seat_url(seat), seat) for seat in range(3)}
    spectator, watched = _join(new_phone, table.info["spectator"], None)
    phones = {seat: page for seat, (page, _) in joined.items()}
    taken, outside = _play(table, phones, random.Random(40), lambda state: state["stage"][0] != "I",
                           out_of_turn=0.3)
    assert outside >= 1  # an exchange out of turn (rule 6.6), offered on a phone not to move
    end = table.ask("state")
    assert end["stage"] == ["II", 1] and sum(taken.values()) == end["actions"] == sum(end["by_seat"])
    assert all(count >= 5 for count in taken.values())
    for _, frames in (*joined.values(), (spectator, watched)):
        assert frames.states > 20 and frames.problems == []
