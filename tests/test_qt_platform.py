"""A window system that cannot start: a friendly message naming the system packages, and a
self-test that fails instead of printing OK."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from brass_desktop import qt_platform

ROOT = Path(__file__).resolve().parents[1]
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Qt's xcb platform")


def run(args: list[str], tmp_path: Path, **env_changes: str | None) -> subprocess.CompletedProcess:
    env = dict(os.environ, HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
               BRASS_DESKTOP_DATA_DIR=str(tmp_path / "data"), PYTHONPATH=str(ROOT))
    for key, value in env_changes.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return subprocess.run([sys.executable, "-m", "brass_desktop", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=180, check=False)


# A display that does not answer: the xcb plugin cannot start (as with a missing library).
NO_SERVER = {"QT_QPA_PLATFORM": "xcb", "DISPLAY": ":97", "WAYLAND_DISPLAY": None}


OWN_FIRST_LINE = "Brass Desktop cannot open its window: "


@linux_only
def test_the_app_names_every_system_package_when_the_platform_cannot_start(tmp_path):
    """The app's own message, on any machine: Qt's reason differs with the machine (a missing
    library, or with every library installed no display answering), so it is not asserted word
    for word; it must be one of Qt's own lines of this run (issue 39: the test expected Qt's
    missing-library sentence and failed wherever the libraries are installed)."""
    result = run([], tmp_path, **NO_SERVER)
    assert result.returncode == qt_platform.EXIT_NO_PLATFORM  # not SIGABRT and a core dump
    assert OWN_FIRST_LINE in result.stderr, result.stderr
    qt_log, own = result.stderr.split(OWN_FIRST_LINE, 1)
    reason = own.splitlines()[0].rstrip(".")
    assert reason and reason in qt_log  # Qt's most telling line of this run, quoted
    assert "On Linux, Qt needs these system libraries. Debian/Ubuntu:" in own
    assert "sudo apt install " + " ".join(qt_platform.XCB_PACKAGES) in own
    for package in ("libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxkbcommon-x11-0", "libegl1"):
        assert package in own
    assert "'brass-desktop --self-test' checks the installation." in own


def test_the_message_says_why_when_the_libraries_are_there_but_no_display_answers():
    """What Qt logs on a machine with every library but no X server at $DISPLAY."""
    text = qt_platform.failure_text(["could not connect to display :97",
                                     "From 6.5.0, xcb-cursor0 or libxcb-cursor0 is needed to load the Qt xcb "
                                     "platform plugin.",
                                     'Could not load the Qt platform plugin "xcb" in "" even though it was found.'])
    assert text.splitlines()[0] == OWN_FIRST_LINE + "could not connect to display :97."
    if sys.platform.startswith("linux"):
        assert "sudo apt install " + " ".join(qt_platform.XCB_PACKAGES) in text


def readme_commands() -> dict[str, str]:
    """The README's one-line commands by the words its line starts with (.ci/run reads them so)."""
    commands = {}
    for line in (ROOT / "README.md").read_text(encoding="utf-8").splitlines()[:12]:
        if "`" in line and not line.startswith(" "):
            commands[line.split(" (", 1)[0].split(",", 1)[0].split(":", 1)[0]] = line.split("`")[1]
    return commands


def test_the_readme_starts_with_the_system_packages_then_install_then_tests():
    """A newcomer on a minimal Debian/Ubuntu reads the one command the app's own message would give
    (issue 39: the README's top line only worked where Qt's libraries were already installed)."""
    commands = readme_commands()
    assert list(commands) == ["First", "Install and start", "Run the tests"], commands
    system = commands["First"]
    assert system.startswith("sudo apt update && sudo apt install python3-venv ")
    assert system.endswith("python3-venv " + " ".join(qt_platform.XCB_PACKAGES))
    install = commands["Install and start"]
    assert install.startswith("python3 -m venv .venv && ") and install.endswith(" && .venv/bin/brass-desktop")
    assert commands["Run the tests"] == "QT_QPA_PLATFORM=offscreen .venv/bin/python -m pytest -q"
    # .ci/run finds the last two by these words (its readme_command), so the README may grow above them.
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert 'readme_command "Install and start"' in ci and 'readme_command "Run the tests"' in ci


@linux_only
def test_the_self_test_fails_when_the_real_window_system_cannot_start(tmp_path):
    result = run(["--self-test"], tmp_path, **NO_SERVER)
    assert result.returncode == 1, result.stdout + result.stderr
    (line,) = result.stdout.strip().splitlines()
    assert ": FAILED - window system: Brass Desktop cannot open its window" in line
    assert "(exit code 3)" in line


def test_without_a_display_the_self_test_says_the_window_system_was_not_checked(tmp_path):
    if sys.platform in ("win32", "darwin"):
        pytest.skip("there is always a display")
    result = run(["--self-test"], tmp_path, QT_QPA_PLATFORM=None, DISPLAY=None, WAYLAND_DISPLAY=None)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip().endswith("; window system not checked (no display)")


def test_the_platform_check_child_starts_the_platform_it_is_given(tmp_path, monkeypatch):
    result = run([qt_platform.CHECK_FLAG], tmp_path, QT_QPA_PLATFORM="offscreen")
    assert result.returncode == 0 and result.stdout.strip() == "platform offscreen ok"
    # The self-test's step, with offscreen standing in for a real display.
    monkeypatch.setattr(qt_platform, "HEADLESS", ())
    monkeypatch.setattr(qt_platform, "has_display", lambda: True)
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    monkeypatch.setenv("BRASS_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    assert qt_platform.run_check("offscreen") == "window system offscreen ok"


def test_an_explicitly_headless_platform_is_not_checked():
    assert qt_platform.run_check("offscreen") == "window system offscreen (as set)"


def test_the_failure_text_quotes_qt_s_most_telling_line():
    text = qt_platform.failure_text(["From 6.5.0, xcb-cursor0 or libxcb-cursor0 is needed to load the Qt xcb "
                                     "platform plugin.",
                                     'Could not load the Qt platform plugin "xcb" in "" even though it was found.',
                                     "This application failed to start because no Qt platform plugin could be "
                                     "initialized."])
    assert text.splitlines()[0] == ('Brass Desktop cannot open its window: Could not load the Qt platform plugin '
                                    '"xcb" in "" even though it was found.')
