"""Render the board to PNG (bare and mid-game, normal and presentation scale) and time sync().

Usage: python benchmarks/render_map.py [--game lancashire|birmingham] [OUTPUT_DIR]
(default output /tmp/brass_shots, or /tmp/brass_shots_<game> for another game)

Runs offscreen.  Writes bare_normal.png, bare_presentation.png, midgame_normal.png,
midgame_presentation.png, draft_normal.png, draft_presentation.png, canal_normal.png and
canal_presentation.png at 1920x1080, and prints the median time of ``sync`` + ``set_highlights``.
"""
from __future__ import annotations

import argparse
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

from brass_desktop.engine.brass.data import load_game_data  # noqa: E402
from brass_desktop.engine.brass.state import GameState, PlayerState, Tile  # noqa: E402
from brass_desktop.ui.board import BoardScene, BoardView  # noqa: E402

WIDTH, HEIGHT = 1920, 1080


# Hand-built mid-game positions per game: tiles (slot -> owner, industry, level, cubes, flipped),
# links (line -> owner), merchant tiles, the draft marks and the canal-era links.
POSITIONS: dict[str, dict] = {
    "lancashire": {
        "tiles": {
            "manchester/0": (0, "cotton", 2, 0, True), "manchester/1": (1, "coal", 2, 3, False),
            "manchester/3": (2, "iron", 1, 4, False), "bolton/0": (3, "cotton", 1, 0, False),
            "bolton/2": (1, "iron", 2, 2, False), "liverpool/0": (0, "port", 1, 0, True),
            "liverpool/2": (2, "shipyard", 1, 0, False), "wigan/0": (2, "coal", 1, 1, False),
            "wigan/1": (3, "coal", 3, 5, False), "preston/1": (1, "cotton", 3, 0, True),
            "blackburn/1": (0, "coal", 2, 0, False), "oldham/0": (3, "cotton", 4, 0, False),
            "stockport/1": (0, "cotton", 2, 0, True), "barrow_in_furness/0": (1, "shipyard", 2, 0, False),
            "warrington_runcorn/1": (2, "port", 2, 0, False),
        },
        "links": {"bolton__manchester": 0, "manchester__stockport": 1, "liverpool__wigan": 2, "preston__wigan": 3,
                  "bolton__wigan": 1, "blackburn__burnley": 0, "lancaster__scotland": 2, "manchester__oldham": 3,
                  "liverpool__warrington_runcorn": 0},
        "merchants": [],
        "draft": ({"bury/0", "bury/1", "rochdale/0", "blackburn/0", "colne/0", "macclesfield/1"},
                  {"bury__rochdale", "burnley__bury", "oldham__rochdale"}, {"manchester/2"}, {"bolton__bury"}),
        "canal_links": {"bolton__manchester": 0, "ellesmere_port__liverpool": 1},
    },
    "birmingham": {
        "tiles": {
            "birmingham/0": (0, "cotton", 2, 0, True), "birmingham/1": (1, "manufacturer", 3, 0, False),
            "birmingham/2": (2, "iron", 2, 3, False), "dudley/0": (3, "coal", 2, 2, False),
            "coalbrookdale/0": (1, "brewery", 2, 2, False), "coalbrookdale/2": (0, "coal", 1, 0, True),
            "stoke_on_trent/1": (2, "pottery", 1, 0, True), "stone/0": (3, "brewery", 1, 1, False),
            "cannock/1": (2, "coal", 3, 4, False), "walsall/1": (0, "brewery", 3, 0, True),
            "coventry/0": (1, "pottery", 3, 0, False), "derby/1": (3, "manufacturer", 5, 0, True),
            "farm_brewery_south/0": (0, "brewery", 2, 1, False), "worcester/0": (2, "cotton", 3, 0, False),
            "nuneaton/1": (3, "cotton", 1, 0, False), "burton_on_trent/1": (1, "brewery", 2, 2, False),
        },
        "links": {"birmingham__dudley": 0, "birmingham__walsall": 1, "kidderminster__worcester": 2,
                  "dudley__wolverhampton": 3, "coalbrookdale__shrewsbury": 1, "stoke_on_trent__stone": 2,
                  "birmingham__oxford": 0, "cannock__walsall": 3, "derby__nottingham": 3,
                  "birmingham__nuneaton": 1},
        "merchants": [("shrewsbury/m0", "any", 1), ("gloucester/m0", "cotton", 1), ("gloucester/m1", "blank", 0),
                      ("oxford/m0", "manufacturer", 0), ("oxford/m1", "pottery", 1),
                      ("warrington/m0", "blank", 0), ("warrington/m1", "cotton", 1),
                      ("nottingham/m0", "manufacturer", 1), ("nottingham/m1", "blank", 0)],
        "draft": ({"redditch/0", "redditch/1", "kidderminster/0", "tamworth/1", "oxford/m1", "warrington/m1"},
                  {"birmingham__redditch", "birmingham__tamworth", "tamworth__walsall"},
                  {"coventry/0"}, {"birmingham__coventry"}),
        "canal_links": {"birmingham__dudley": 0, "kidderminster__worcester": 1, "gloucester__worcester": 2},
    },
}


def midgame_state(era: str = "rail", game: str = "lancashire") -> GameState:
    """A hand-built position: four players, tiles of every industry, some flipped, links."""
    position = POSITIONS[game]
    players = [PlayerState(name=n, money=20, income_pos=10) for n in ("Ada", "Brunel", "Cort", "Darby")]
    state = GameState(game=game, options={}, players=players, era=era, round=3, rounds_in_era=8,
                      turn_order=[0, 1, 2, 3], turn_index=0, actions_left=2, phase="action")
    state.tiles = {slot: Tile(owner, industry, level, cubes, flipped)
                   for slot, (owner, industry, level, cubes, flipped) in position["tiles"].items()}
    state.links = dict(position["links"])
    state.merchants = [{"id": mid, "location": mid.partition("/")[0], "tile": tile, "beer": beer}
                       for mid, tile, beer in position["merchants"]]
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
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(POSITIONS), default="lancashire")
    parser.add_argument("output", nargs="?")
    args = parser.parse_args(argv[1:])
    default = "/tmp/brass_shots" if args.game == "lancashire" else f"/tmp/brass_shots_{args.game}"
    out = Path(args.output or default)
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(argv[:1])
    data = load_game_data(args.game)
    position = POSITIONS[args.game]
    state = midgame_state("rail", args.game)
    draft_slots, draft_lines, chosen_slots, chosen_lines = position["draft"]

    for presentation in (False, True):
        suffix = "presentation" if presentation else "normal"
        scene = BoardScene(data)
        scene.set_presentation(presentation)
        save_view(scene, out / f"bare_{suffix}.png")
        scene.sync(state)
        save_view(scene, out / f"midgame_{suffix}.png")
        scene.set_highlights(draft_slots, draft_lines)
        scene.set_selected(chosen_slots, chosen_lines)
        save_view(scene, out / f"draft_{suffix}.png")
        canal = midgame_state("canal", args.game)
        canal.links = dict(position["canal_links"])
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
    print(f"game: {args.game}")
    print(f"sync + set_highlights median: {median:.3f} ms")
    print(f"full repaint at {WIDTH}x{HEIGHT} median: {statistics.median(frames):.1f} ms")
    print(f"scene construction: {build_ms:.1f} ms")
    print(f"images written to {out}")
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
