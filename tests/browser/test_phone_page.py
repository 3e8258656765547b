"""The phone page in a real browser (issue 40): Debian's chromium driven by Playwright on loopback
only.  Skipped where chromium or Playwright is missing (``apt-get install chromium``,
``pip install playwright``; no browser download)."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
sync_api = pytest.importorskip("playwright.sync_api")
if not Path(CHROMIUM).exists():
    pytest.skip("Debian's chromium is not installed", allow_module_level=True)

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}


class TableHost:
    """The app's phones' server in a process of its own (tests/browser/table_host.py)."""

    def __init__(self) -> None:
        self.process = subprocess.Popen([sys.executable, str(Path(__file__).with_name("table_host.py"))],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert self.process.stdout is not None
        self.info = json.loads(self.process.stdout.readline())

    def ask(self, command: str) -> dict:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        return json.loads(self.process.stdout.readline())

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write("quit\n")
        self.process.stdin.flush()
        self.process.wait(timeout=10)


@pytest.fixture
def table() -> Iterator[TableHost]:
    host = TableHost()
    yield host
    host.close()


@pytest.fixture(scope="module")
def browser():
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield browser
        browser.close()


@pytest.fixture
def phone(browser):
    context = browser.new_context(**PHONE)
    yield context.new_page()
    context.close()


def test_a_seat_joins_by_its_address_and_plays_a_move(table, phone) -> None:
    seat = table.info["current"]
    phone.goto(table.info["seats"][seat])
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


def test_a_seat_taken_back_loses_its_phone_and_the_new_code_works(table, phone, browser) -> None:
    phone.goto(table.info["seats"][1])
    phone.wait_for_selector("#me:not([hidden])")
    new = table.ask("take_back 1")["url"]
    phone.wait_for_function("() => document.getElementById('status').textContent.includes('not valid')")
    assert phone.locator("#me").is_hidden()
    context = browser.new_context(**PHONE)
    other = context.new_page()
    other.goto(new)
    other.wait_for_selector("#me:not([hidden])")
    assert other.text_content("#who") == "Ben"
    context.close()


def test_a_reload_mid_turn_keeps_the_seat(table, phone) -> None:
    seat = table.info["current"]
    phone.goto(table.info["seats"][seat])
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


def test_a_hidden_page_comes_back_when_shown(table, phone) -> None:
    phone.goto(table.info["seats"][0])
    phone.wait_for_selector("#me:not([hidden])")
    # what a locked screen does to the socket; the page's own retry is put far off, so only being shown brings it back
    phone.evaluate("() => { retry = 600000; socket.close(); }")
    phone.wait_for_function("() => socket === null || socket.readyState !== WebSocket.OPEN")
    phone.evaluate("() => document.dispatchEvent(new Event('visibilitychange'))")
    phone.wait_for_function("() => socket && socket.readyState === WebSocket.OPEN")
    phone.wait_for_selector("#me:not([hidden])")
    assert table.ask("history")["connected"] == {"0": 1}
