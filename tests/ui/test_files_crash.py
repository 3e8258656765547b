"""Crash and resume with real app processes: kill -9 right after an action, start again, continue there."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

# Started through the app's own entry point (brass_desktop.__main__.main); the driver only
# plays once the window is up and answers the start-up question as a person would.
DRIVER = textwrap.dedent('''
    import json, sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox
    import brass_desktop.__main__ as entry
    print("CODE " + entry.__file__, flush=True)
    from brass_desktop.engine import GameSetup
    from brass_desktop.engine import action_to_dict
    from brass_desktop.ui.main_window import MainWindow

    mode, count = sys.argv[1], int(sys.argv[2])
    original = MainWindow.offer_resume

    def history(window):
        return [action_to_dict(a) for a in window.controller.game.history]

    def play(window):
        window.start_game(GameSetup(players=("Ada", "Brunel", "Cort"), seed=21))
        c = window.controller
        for _ in range(count):
            c.apply(c.legal_actions()[0])
        print("APPLIED " + json.dumps(history(window)), flush=True)  # then wait to be killed

    def answer_yes():
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            print("ASKED " + json.dumps(box.text()), flush=True)
            box.button(QMessageBox.StandardButton.Yes).click()
        else:
            QTimer.singleShot(50, answer_yes)

    def offer_resume(window):
        if mode == "resume":
            QTimer.singleShot(50, answer_yes)
        resumed = original(window)
        if mode == "play":
            QTimer.singleShot(0, lambda: play(window))
        else:
            print("RESUMED " + json.dumps([resumed, history(window) if resumed else None]), flush=True)
            QTimer.singleShot(0, QApplication.quit)
        return resumed

    MainWindow.offer_resume = offer_resume
    sys.exit(entry.main([]))
''')


ROOT = Path(__file__).resolve().parents[2]


def start(tmp_path: Path, mode: str, count: int = 0) -> subprocess.Popen:
    # This checkout's code (not another installed copy), user files all inside tmp_path.
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BRASS_DESKTOP_DATA_DIR=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"), HOME=str(tmp_path / "home"), PYTHONUNBUFFERED="1",
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    driver = tmp_path / "driver.py"
    driver.write_text(DRIVER + "\n", encoding="utf-8")
    return subprocess.Popen([sys.executable, str(driver), mode, str(count)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT)


def read_line(process: subprocess.Popen, prefix: str) -> str:
    assert process.stdout is not None
    for line in process.stdout:
        if line.startswith(prefix):
            return line[len(prefix):]
    raise AssertionError(f"no {prefix!r} line; stderr: {process.stderr.read() if process.stderr else ''}")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="kill -9 is POSIX")
def test_killed_right_after_an_action_the_next_start_resumes_at_that_action(tmp_path):
    first = start(tmp_path, "play", count=7)
    try:
        assert Path(read_line(first, "CODE ").strip()).is_relative_to(ROOT)
        played = json.loads(read_line(first, "APPLIED "))
        os.kill(first.pid, signal.SIGKILL)  # no close event, no clean-up: the autosave must already hold it
    finally:
        first.kill()
        first.wait(timeout=60)
    assert first.returncode == -signal.SIGKILL and len(played) == 7
    second = start(tmp_path, "resume")
    try:
        asked = json.loads(read_line(second, "ASKED "))
        resumed, history = json.loads(read_line(second, "RESUMED "))
        assert second.wait(timeout=120) == 0
    finally:
        second.kill()
    assert ("An unfinished game of Brass (Lancashire) with Ada, Brunel, Cort was saved automatically "
            "(canal era, round 2; 7 actions played)") in asked
    assert resumed is True and history == played
