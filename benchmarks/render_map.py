"""Render the board to PNG (bare and mid-game, normal and presentation scale) and time sync().

Usage: python benchmarks/render_map.py [OUTPUT_DIR]   (default /tmp/brass_shots)

Runs offscreen.  Writes bare_normal.png, bare_presentation.png, midgame_normal.png,
midgame_presentation.png, draft_normal.png and draft_presentation.png at 1920x1080, and
prints the median time of ``sync`` + ``set_highlights``.
"""
from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import PySide6  # noqa: E402

if PySide6.__version__ == "6.12.0" and sys.version_info < (3, 12) and sys.implementation.name == "cpython":
    # PySide6 6.12.0 drops None/True/False references on Qt calls on CPython < 3.12 (PYSIDE-3474)
    # and the interpreter soon aborts; give them huge counts (immortal, as on 3.12+) so the run finishes.
    import ctypes

    for singleton in (None, True, False):
        ctypes.c_ssize_t.from_address(id(singleton)).value += 1 << 40
    print("warning: PySide6 6.12.0 on Python < 3.12 drops None/bool references (PYSIDE-3474); guard applied",
          file=sys.stderr)

from PySide6.QtWidgets import QApplication  # noqa: E402

from brass_desktop.engine.data import load_game_data  # noqa: E402
from brass_desktop.engine.state import GameState, PlayerState, Tile  # noqa: E402
from brass_desktop.ui.board import BoardScene, BoardView  # noqa: E402

WIDTH, HEIGHT = 1920, 1080


def midgame_state(era: str = "rail") -> GameState:
    """A hand-built position: four players, tiles of every industry, some flipped, links."""
    players = [PlayerState(name=n, money=20, income_pos=10) for n in ("Ada", "Brunel", "Cort", "Darby")]
    state = GameState(game="lancashire", options={}, players=players, era=era, round=3, rounds_in_era=8,
                      turn_order=[0, 1, 2, 3], turn_index=0, actions_left=2, phase="action")
    state.tiles = {
        "manchester/0": Tile(0, "cotton", 2, flipped=True),
        "manchester/1": Tile(1, "coal", 2, cubes=3),
        "manchester/3": Tile(2, "iron", 1, cubes=4),
        "bolton/0": Tile(3, "cotton", 1),
        "bolton/2": Tile(1, "iron", 2, cubes=2),
        "liverpool/0": Tile(0, "port", 1, flipped=True),
        "liverpool/2": Tile(2, "shipyard", 1),
        "wigan/0": Tile(2, "coal", 1, cubes=1),
        "wigan/1": Tile(3, "coal", 3, cubes=5),
        "preston/1": Tile(1, "cotton", 3, flipped=True),
        "blackburn/1": Tile(0, "coal", 2),
        "oldham/0": Tile(3, "cotton", 4),
        "stockport/1": Tile(0, "cotton", 2, flipped=True),
        "barrow_in_furness/0": Tile(1, "shipyard", 2),
        "warrington_runcorn/1": Tile(2, "port", 2),
    }
    state.links = {
        "bolton__manchester": 0,
        "manchester__stockport": 1,
        "liverpool__wigan": 2,
        "preston__wigan": 3,
        "bolton__wigan": 1,
        "blackburn__burnley": 0,
        "lancaster__scotland": 2,
        "manchester__oldham": 3,
        "liverpool__warrington_runcorn": 0,
    }
    return state


def save_view(scene: BoardScene, path: Path) -> None:
    view = BoardView(scene)
    view.resize(WIDTH, HEIGHT)
    view.show()
    view.fit_to_window()
    QApplication.processEvents()
    view.grab().save(str(path))
    view.close()
    view.deleteLater()


def time_sync(scene: BoardScene, state: GameState, slots: set[str], lines: set[str], runs: int = 200) -> float:
    """Median milliseconds of sync + set_highlights, alternating two states so work is done."""
    empty = GameState.from_dict(state.to_dict())
    empty.tiles, empty.links = {}, {}
    samples = []
    for i in range(runs):
        target = state if i % 2 == 0 else empty
        start = time.perf_counter()
        scene.sync(target)
        scene.set_highlights(slots if i % 2 == 0 else set(), lines if i % 2 == 0 else set())
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def main(argv: list[str]) -> int:
    out = Path(argv[1] if len(argv) > 1 else "/tmp/brass_shots")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(argv)
    data = load_game_data("lancashire")
    state = midgame_state()
    draft_slots = {"bury/0", "bury/1", "rochdale/0", "blackburn/0", "colne/0", "macclesfield/1"}
    draft_lines = {"bury__rochdale", "burnley__bury", "oldham__rochdale"}

    for presentation in (False, True):
        suffix = "presentation" if presentation else "normal"
        scene = BoardScene(data)
        scene.set_presentation(presentation)
        save_view(scene, out / f"bare_{suffix}.png")
        scene.sync(state)
        save_view(scene, out / f"midgame_{suffix}.png")
        scene.set_highlights(draft_slots, draft_lines)
        scene.set_selected({"manchester/2"}, {"bolton__bury"})
        save_view(scene, out / f"draft_{suffix}.png")
        canal = midgame_state("canal")
        canal.links = {"bolton__manchester": 0, "ellesmere_port__liverpool": 1}
        scene.clear_marks()
        scene.sync(canal)
        save_view(scene, out / f"canal_{suffix}.png")

    scene = BoardScene(data)
    median = time_sync(scene, state, draft_slots, draft_lines)
    start = time.perf_counter()
    BoardScene(data)
    build_ms = (time.perf_counter() - start) * 1000
    scene.sync(state)
    view = BoardView(scene)
    view.resize(WIDTH, HEIGHT)
    view.show()
    view.fit_to_window()
    QApplication.processEvents()
    frames = []
    for _ in range(20):
        start = time.perf_counter()
        view.grab()
        frames.append((time.perf_counter() - start) * 1000)
    print(f"sync + set_highlights median: {median:.3f} ms")
    print(f"full repaint at {WIDTH}x{HEIGHT} median: {statistics.median(frames):.1f} ms")
    print(f"scene construction: {build_ms:.1f} ms")
    print(f"images written to {out}")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
