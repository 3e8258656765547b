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


@linux_only
def test_the_app_names_every_system_package_when_the_platform_cannot_start(tmp_path):
    result = run([], tmp_path, **NO_SERVER)
    assert result.returncode == qt_platform.EXIT_NO_PLATFORM  # not SIGABRT and a core dump
    assert "Brass Desktop cannot open its window: Could not load the Qt platform plugin \"xcb\"" in result.stderr
    assert "sudo apt install " + " ".join(qt_platform.XCB_PACKAGES) in result.stderr
    for package in ("libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxkbcommon-x11-0", "libegl1"):
        assert package in result.stderr


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
