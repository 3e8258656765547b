"""UI speed: time from launch to the main window on screen, and from a click to the updated
highlights / preview (target: window within 2 s, a click's update within one 16 ms frame).

    python benchmarks/ui_latency.py [--runs 7] [--clicks 200] [--game lancashire|birmingham]

Runs offscreen (QT_QPA_PLATFORM=offscreen unless set).  Start-up is measured in fresh
processes through the real entry point (``brass_desktop.__main__.main``) from process start
until the window has been shown and its first events processed.  Click latency is measured in
process: each controller intent (kind, card, slot click, cancel) is timed until Qt has
processed the resulting events and repainted the view.  Thinking: computer players play each
other (``--think-moves`` decisions at ``--level``) while a 10 ms timer ticks; the longest gap
between ticks within one thought is the event loop's longest stall (target 50 ms), and the
longest gap across a move (applying it and redrawing) is shown beside it.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

CHILD = r"""
import sys, time
start = time.perf_counter()
from PySide6.QtWidgets import QApplication

def _shown(self=None):
    QApplication.processEvents()
    print(f"shown {time.perf_counter() - start:.4f}", flush=True)
    return 0

QApplication.exec = _shown  # stop right after the window is up instead of running the loop
from brass_desktop.__main__ import main
sys.exit(main([]))
"""


def startup_times(runs: int) -> list[float]:
    """Wall time from spawning the interpreter until the window is shown."""
    times = []
    with tempfile.TemporaryDirectory() as data_dir:
        env = dict(os.environ, BRASS_DESKTOP_DATA_DIR=data_dir, QT_QPA_PLATFORM=os.environ.get(
            "QT_QPA_PLATFORM", "offscreen"))
        for _ in range(runs):
            t0 = time.perf_counter()
            out = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True,
                                 timeout=60)
            elapsed = time.perf_counter() - t0
            if "shown" not in out.stdout:
                raise RuntimeError(f"the app did not start: {out.stderr.strip()[-500:]}")
            times.append(elapsed)
    return times


def click_times(clicks: int, game_name: str) -> dict[str, list[float]]:
    """Seconds per controller intent until Qt has processed and repainted."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from brass_desktop.engine import GameSetup, get_game
    from brass_desktop.ui.main_window import MainWindow, isolated_settings

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["BRASS_DESKTOP_DATA_DIR"] = tmp
        window = MainWindow(settings=isolated_settings(os.path.join(tmp, "s.ini")), autosave=False)
        window.resize(1920, 1080)
        window.show()
        window.set_open_hands(True)
        window.start_game(GameSetup(players=("Ada", "Brunel", "Cort"), seed=3, game=game_name,
                                    options=get_game(game_name).options_class()))
        app.processEvents()
        controller = window.controller
        rng = random.Random(1)
        slots = list(controller.game.data.slots)
        timings: dict[str, list[float]] = {"kind": [], "card": [], "slot": [], "cancel": []}

        def timed(name: str, fn, *args) -> None:
            t0 = time.perf_counter()
            fn(*args)
            app.processEvents()
            window.view.viewport().repaint()
            timings[name].append(time.perf_counter() - t0)

        for _ in range(clicks):
            timed("kind", controller.select_kind, "build")
            hand = controller.game.state.players[controller.game.current_player].hand
            timed("card", controller.select_card, rng.choice(hand))
            timed("slot", controller.click_slot, rng.choice(slots))
            timed("cancel", controller.cancel)
        window.close()
    return timings


def think_stalls(moves: int, level: str, game_name: str) -> tuple[list[float], list[float], float]:
    """(gaps within a thought, gaps across a move, seconds per decision) while computers play."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from brass_desktop.engine import GameSetup, get_game
    from brass_desktop.ui.main_window import MainWindow, isolated_settings

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["BRASS_DESKTOP_DATA_DIR"] = tmp
        window = MainWindow(settings=isolated_settings(os.path.join(tmp, "s.ini")), autosave=False)
        window.resize(1920, 1080)
        window.show()
        window.start_game(GameSetup(players=("Ada", "Brunel"), seed=3, game=game_name,
                                    options=get_game(game_name).options_class()))
        computer = window.turns.computer
        within: list[float] = []
        across: list[float] = []
        last = [time.perf_counter(), 0]

        def tick() -> None:
            now = time.perf_counter()
            thought = computer.thoughts if computer.thinking else 0
            if thought > 1 and thought == last[1]:  # the first thought waits for the worker to start
                within.append(now - last[0])
            elif thought > 1:
                across.append(now - last[0])
            last[0], last[1] = now, thought

        timer = QTimer()
        timer.setInterval(10)
        timer.timeout.connect(tick)
        window.turns.set_table([level, level], "fast", False, seed=1)
        timer.start()
        start = time.perf_counter()
        while len(window.controller.game.history) < moves:
            app.processEvents()
            time.sleep(0.001)
        elapsed = time.perf_counter() - start
        timer.stop()
        computer.shutdown()
        window.close()
    return within, across, elapsed / moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--clicks", type=int, default=200)
    parser.add_argument("--game", choices=("lancashire", "birmingham"), default="lancashire")
    parser.add_argument("--think-moves", type=int, default=12)
    parser.add_argument("--level", choices=("easy", "medium", "hard"), default="hard")
    args = parser.parse_args()
    starts = startup_times(args.runs)
    print(f"start-up to window shown ({args.runs} runs): median {statistics.median(starts) * 1000:.0f} ms, "
          f"max {max(starts) * 1000:.0f} ms (target 2000 ms)")
    timings = click_times(args.clicks, args.game)
    for name, values in timings.items():
        ms = sorted(v * 1000 for v in values)
        print(f"click -> update [{name:6}] median {statistics.median(ms):6.2f} ms, "
              f"p95 {ms[int(len(ms) * 0.95)]:6.2f} ms (target 16 ms)")
    within, across, per_move = think_stalls(args.think_moves, args.level, args.game)
    print(f"while {args.level} thinks ({args.think_moves} decisions, {per_move:.2f} s each incl. redraw): "
          f"longest stall {max(within) * 1000:.1f} ms (target 50 ms), "
          f"longest gap across a move {max(across, default=0) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
