"""The browser tests' table and phones (issue 40): the app's phones' server in a process of its own
(``table_host.py``) and Debian's chromium driven by Playwright on loopback only.  Skipped where
chromium or Playwright is missing (``apt-get install chromium``, ``pip install playwright``; no
browser download)."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
#: an emulated phone (a mid-size one; the screenshots also use 360x740 and 430x932)
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}


class TableHost:
    """The app's phones' server in a process of its own (tests/browser/table_host.py)."""

    def __init__(self, *args: str) -> None:
        self.process = subprocess.Popen([sys.executable, str(Path(__file__).with_name("table_host.py")), *args],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        assert self.process.stdout is not None
        self.info = json.loads(self.process.stdout.readline())

    def seat_url(self, seat: int) -> str:
        return str(self.info["seats"][str(seat)])

    def ask(self, command: str) -> dict[str, Any]:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        answer: dict[str, Any] = json.loads(self.process.stdout.readline())
        return answer

    def close(self) -> None:
        assert self.process.stdin is not None
        try:
            self.process.stdin.write("quit\n")
            self.process.stdin.flush()
            self.process.wait(timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()


@pytest.fixture
def open_table() -> Iterator[Callable[..., TableHost]]:
    """Start tables (game, language, seats); each is closed after the test."""
    hosts: list[TableHost] = []

    def start(*args: str) -> TableHost:
        hosts.append(TableHost(*args))
        return hosts[-1]

    yield start
    for host in hosts:
        host.close()


@pytest.fixture
def table(open_table) -> TableHost:
    """Birmingham, three people, in English."""
    return open_table()


@pytest.fixture(scope="session")
def browser():
    sync_api = pytest.importorskip("playwright.sync_api")
    if not Path(CHROMIUM).exists():
        pytest.skip("Debian's chromium is not installed")
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield browser
        browser.close()


@pytest.fixture
def new_phone(browser):
    """Open emulated phones (``new_phone(**context options)``); each is closed after the test."""
    contexts = []

    def make(**options: Any):
        contexts.append(browser.new_context(**{**PHONE, **options}))
        return contexts[-1].new_page()

    yield make
    for context in contexts:
        context.close()


@pytest.fixture
def phone(new_phone):
    return new_phone()
