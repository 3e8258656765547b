"""The phone page in a real browser (issue 40): joining by a seat's address, a wrong token, a seat
taken back, a reload mid-turn, a spectator, a page hidden and shown (conftest.py: chromium on
loopback only)."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser


def test_a_seat_joins_by_its_address_and_plays_a_move(table, phone) -> None:
    seat = table.info["current"]
    phone.goto(table.seat_url(seat))
    phone.wait_for_selector("#choices:not([hidden])")
    assert phone.text_content("#who") == ("Ada", "Ben", "Cy")[seat]
    assert "Your turn" in phone.text_content("#turn")
    assert phone.locator("#hand li").count() == 8
    phone.locator("#moves summary").first.click()
    phone.locator("#moves .move").first.click()
    phone.wait_for_selector("#proposal:not([hidden])")
    phone.click("#confirm")
    phone.wait_for_function("() => !document.querySelector('header').classList.contains('mine')")
    assert table.ask("history")["actions"] == 1


def test_a_wrong_token_gets_nothing(table, phone) -> None:
    phone.goto(table.info["base"] + "#t=guessed")
    phone.wait_for_function("() => document.getElementById('status').textContent.includes('not valid')")
    assert phone.locator("#me").is_hidden() and phone.locator("#moves .move").count() == 0


def test_a_seat_taken_back_loses_its_phone_and_the_new_code_works(table, phone, new_phone) -> None:
    phone.goto(table.seat_url(1))
    phone.wait_for_selector("#me:not([hidden])")
    new = table.ask("take_back 1")["url"]
    phone.wait_for_function("() => document.getElementById('status').textContent.includes('not valid')")
    assert phone.locator("#me").is_hidden()
    other = new_phone()
    other.goto(new)
    other.wait_for_selector("#me:not([hidden])")
    assert other.text_content("#who") == "Ben"


def test_a_reload_mid_turn_keeps_the_seat(table, phone) -> None:
    seat = table.info["current"]
    phone.goto(table.seat_url(seat))
    phone.wait_for_selector("#choices:not([hidden])")
    phone.locator("#moves summary").first.click()
    phone.locator("#moves .move").first.click()
    phone.wait_for_selector("#proposal:not([hidden])")
    phone.reload()
    phone.wait_for_selector("#choices:not([hidden])")
    assert phone.text_content("#who") == ("Ada", "Ben", "Cy")[seat] and "Your turn" in phone.text_content("#turn")
    assert table.ask("history")["connected"] == {str(seat): 1}


def test_a_spectator_sees_the_table_and_no_hand(table, phone) -> None:
    phone.goto(table.info["spectator"])
    phone.wait_for_function("() => document.getElementById('turn').textContent.length > 0")
    assert phone.text_content("#who") == "Watching the table"
    assert phone.locator("#me").is_hidden() and phone.locator("#choices").is_hidden()
    players = phone.locator("#players li").all_text_contents()  # every player's public money, income, VP
    assert len(players) == 3 and all("Money £17" in line and "VP 0" in line for line in players)


def test_a_hidden_page_comes_back_when_shown(table, phone) -> None:
    phone.goto(table.seat_url(0))
    phone.wait_for_selector("#me:not([hidden])")
    # what a locked screen does to the socket; the page's own retry is put far off, so only being shown brings it back
    phone.evaluate("() => { retry = 600000; socket.close(); }")
    phone.wait_for_function("() => socket === null || socket.readyState !== WebSocket.OPEN")
    phone.evaluate("() => document.dispatchEvent(new Event('visibilitychange'))")
    phone.wait_for_function("() => socket && socket.readyState === WebSocket.OPEN")
    phone.wait_for_selector("#me:not([hidden])")
    assert table.ask("history")["connected"] == {"0": 1}


def test_another_browser_with_the_same_code_takes_the_same_seat(table, phone, new_phone) -> None:
    phone.goto(table.seat_url(1))
    phone.wait_for_selector("#me:not([hidden])")
    other = new_phone(viewport={"width": 430, "height": 932})  # a new phone, the same QR code
    other.goto(table.seat_url(1))
    other.wait_for_selector("#me:not([hidden])")
    assert other.text_content("#who") == phone.text_content("#who") == "Ben"
    assert other.locator("#hand li").all_text_contents() == phone.locator("#hand li").all_text_contents()
    assert table.ask("history")["connected"] == {"1": 2}
