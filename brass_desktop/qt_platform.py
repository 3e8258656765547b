"""Qt's platform plugin (the window system): a friendly message when it cannot start, and a check
in a child process for the self-test.

When the plugin cannot load, Qt ends the program with a fatal message that names at most one
missing library (and on a minimal Debian/Ubuntu often the wrong one).  The guard catches that
message and prints every system package Qt's X11 plugin needs instead.  The message goes to
the terminal before any translation can be loaded, so it is in English.
"""
from __future__ import annotations

import os
import subprocess
import sys
from typing import Any

# Debian/Ubuntu packages of the libraries libqxcb.so needs (``ldd`` on the plugin of PySide6 6.8+,
# less those of every desktop install): a minimal system lacks several, Qt names one.
XCB_PACKAGES = ("libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1", "libxcb-image0", "libxcb-render-util0",
                "libxcb-randr0", "libxcb-shape0", "libxcb-xfixes0", "libxcb-sync1", "libxcb-shm0", "libxcb-xkb1",
                "libxkbcommon-x11-0", "libxkbcommon0", "libx11-xcb1", "libegl1", "libgl1", "libfontconfig1",
                "libdbus-1-3")
FEDORA_PACKAGES = ("xcb-util-cursor", "xcb-util-wm", "xcb-util-keysyms", "xcb-util-image", "xcb-util-renderutil",
                   "libxkbcommon-x11", "mesa-libEGL")
EXIT_NO_PLATFORM = 3
CHECK_FLAG = "--check-platform"  # hidden: start the real platform, show a window, exit 0
HEADLESS = ("offscreen", "minimal")
CHECK_TIMEOUT_S = 60.0


def failure_text(qt_messages: list[str]) -> str:
    """What to tell the user when Qt's platform plugin cannot start (``qt_messages``: Qt's log so far)."""
    lines = [line.strip() for message in qt_messages for line in message.splitlines() if line.strip()]
    # Qt's most telling line: which plugin failed, or that no display answered; its fatal line last.
    telling = [line for line in lines if line.startswith("Could not load the Qt platform plugin")
               or "could not connect to display" in line]
    why = (telling or lines or ["no platform plugin could be started"])[0].rstrip(".")
    lines = [f"Brass Desktop cannot open its window: {why}."]
    if sys.platform.startswith("linux"):
        lines += ["On Linux, Qt needs these system libraries. Debian/Ubuntu:",
                  "  sudo apt install " + " ".join(XCB_PACKAGES),
                  "Fedora:",
                  "  sudo dnf install " + " ".join(FEDORA_PACKAGES)]
    if not has_display():
        lines.append("No display was found (DISPLAY and WAYLAND_DISPLAY are unset): start it on a desktop.")
    lines.append("'brass-desktop --self-test' checks the installation.")
    return "\n".join(lines)


def has_display() -> bool:
    """Whether a window can be shown at all: always on Windows and macOS, elsewhere with X11 or Wayland."""
    if sys.platform in ("win32", "darwin"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def install_guard() -> Any:
    """Until the QApplication exists: Qt's messages go to stderr as usual, and its fatal "no
    platform plugin" message becomes :func:`failure_text` and exit code 3.  Returns the
    previous handler, for ``qInstallMessageHandler`` once the application stands."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    seen: list[str] = []

    def handler(mode: Any, context: Any, message: str) -> None:
        if sys.stderr is not None:  # None in a Windows GUI build
            sys.stderr.write(message + "\n")
        seen.append(message)
        if mode == QtMsgType.QtFatalMsg and "platform plugin" in message:
            if sys.stderr is not None:
                sys.stderr.write("\n" + failure_text(seen) + "\n")
                sys.stderr.flush()
            os._exit(EXIT_NO_PLATFORM)  # Qt would abort() and dump core next

    return qInstallMessageHandler(handler)


def check_platform() -> int:
    """The child of the self-test: start the platform the app really uses and show a window."""
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtWidgets import QApplication, QWidget

    previous = install_guard()
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "brass-desktop"])
    qInstallMessageHandler(previous)
    window = QWidget()
    window.resize(64, 64)
    window.show()
    app.processEvents()
    name = QApplication.platformName()
    window.close()
    if sys.stdout is not None:
        print(f"platform {name} ok", flush=True)
    return 0


def run_check(platform: str | None) -> str:
    """Self-test step: start the real platform (``platform``: QT_QPA_PLATFORM as the user has it)
    in a child process.  Returns a summary; raises RuntimeError with the reason if it fails."""
    if platform in HEADLESS:
        return f"window system {platform} (as set)"
    if not has_display():
        return "window system not checked (no display)"
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)
    if platform:
        env["QT_QPA_PLATFORM"] = platform
    frozen = getattr(sys, "frozen", False)
    command = [sys.executable, CHECK_FLAG] if frozen else [sys.executable, "-m", "brass_desktop", CHECK_FLAG]
    try:
        result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=CHECK_TIMEOUT_S,
                                check=False)
    except subprocess.TimeoutExpired as exc:
        raise RuntimeError(f"window system: no answer after {CHECK_TIMEOUT_S:.0f} s") from exc
    if result.returncode != 0:
        reason = next((line for line in result.stderr.splitlines() if line.startswith("Brass Desktop cannot")),
                      (result.stderr.strip().splitlines() or [f"exit code {result.returncode}"])[-1])
        raise RuntimeError(f"window system: {reason} (exit code {result.returncode})")
    words = result.stdout.split()
    return f"window system {words[1] if len(words) > 1 else '?'} ok"
