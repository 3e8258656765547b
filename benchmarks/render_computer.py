"""Render the computer players' screens to PNG: hints, a computer thinking and its move, New game.

    python benchmarks/render_computer.py [--out /tmp/brass_computer] [--games birmingham,lancashire,industria]
                                         [--sizes 1366x768,1920x1080] [--languages en,zh_TW,zh_CN]
                                         [--actions 30] [--seed 5]

Per game and window size: a mid-game table (seeded random moves, then one person and three
computer seats), the Hint overlay for the person at normal and presentation scale in every
language (<out>/<game>_<size>_hints_<mode>_<language>.png), the "thinking…" badge of a computer
and the pause after its move (<out>/<game>_<size>_thinking_<mode>.png, ..._moved_<mode>.png), and
the New game dialog with mixed seats in every language (<out>/new_game_<size>_<language>.png).
Look at them for clipped, cramped or unreadable text and for highlights that do not show; a
WARNING line names a side panel that ran past the projector column.
"""
from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from render_window import midgame_window  # noqa: E402  (a sibling script, not a package)

#: the computer seats beside the person, by seat after the person's own
LEVELS = ("hard", "medium", "easy")


def _wait(condition: Callable[[], bool], seconds: float) -> bool:
    """Run the event loop until ``condition`` holds (True) or ``seconds`` pass (False)."""
    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        if condition():
            return True
        time.sleep(0.02)
    return False


def _settle(window: Any) -> None:
    from PySide6.QtTest import QTest

    QTest.qWait(300)  # the layout fits itself on a zero timer after a switch: let it settle
    window.turns.retranslate()


def _grab(window: Any, path: Path) -> Path:
    """Save the window to ``path``; say so when a side panel runs past the column (cut off)."""
    window.grab().save(str(path))
    column = window.layout_manager.right.viewport().width()
    wide = [f"{p.objectName()} {p.width()}>{column} (needs {p.minimumSizeHint().width()})" for p in window.panels
            if p.isVisible() and p.parentWidget() is window.layout_manager.side and p.width() > column]
    if wide:
        print(f"WARNING {path.name}: wider than the column: {', '.join(wide)}", flush=True)
    return path


def render_game(out: Path, game_name: str, size: tuple[int, int], languages: list[str], actions: int,
                seed: int) -> list[Path]:
    """The hints, thinking and moved screens of one game at one window size."""
    from brass_desktop import i18n
    from brass_desktop.controller.computer import PERSON

    written: list[Path] = []
    tag = f"{game_name}_{size[0]}x{size[1]}"
    with midgame_window(game_name, 4, actions, seed) as window:
        window.resize(*size)
        c = window.controller
        person = c.current_player
        seats = [PERSON if i == person else LEVELS[(i - person - 1) % 3] for i in range(len(c.names))]
        window.turns.set_table(seats, "slow", True, seed=1)
        computer = window.turns.computer
        window.turns.show_hints()
        if not _wait(lambda: window.turns.overlay.isVisible(), 180):
            raise RuntimeError(f"{tag}: no hints within 180 s")
        for presentation in (False, True):
            mode = "presentation" if presentation else "normal"
            window.set_presentation(presentation)
            for language in languages:
                window.set_language(language)
                _settle(window)
                written.append(_grab(window, out / f"{tag}_hints_{mode}_{language}.png"))
        window.set_language(i18n.ENGLISH)
        # the person plays the first hint's turn, then a computer thinks and moves
        plan = [c.game.definition.action_from_dict(action) for action in window.turns.hints[0]["plan"]]
        for action in plan:
            if c.current_player != person:
                break
            c.apply(action)
        while c.current_player == person and not c.game.is_over():
            c.apply(c.legal_actions()[0])
        for presentation in (True, False):
            mode = "presentation" if presentation else "normal"
            window.set_presentation(presentation)
            if not _wait(lambda: computer.thinking_for is not None, 30):
                raise RuntimeError(f"{tag}: no computer thinking")
            _settle(window)
            written.append(_grab(window, out / f"{tag}_thinking_{mode}.png"))
            if not _wait(lambda: computer.pausing, 180):
                raise RuntimeError(f"{tag}: the computer did not move within 180 s")
            _settle(window)
            written.append(_grab(window, out / f"{tag}_moved_{mode}.png"))
            computer.skip()
        computer.cancel()
    return written


def render_new_game(out: Path, size: tuple[int, int], languages: list[str]) -> list[Path]:
    """The New game dialog with a person and three computer seats, in every language."""
    from PySide6.QtWidgets import QApplication

    from brass_desktop import i18n
    from brass_desktop.controller.computer import PERSON
    from brass_desktop.ui.dialogs.new_game_dialog import NewGameDialog

    written = []
    QApplication.instance() or QApplication([])
    for language in languages:
        i18n.install(language)
        dialog = NewGameDialog(["Ada", "Brunel", "Cort", "Darby"])
        dialog.count.setValue(4)
        dialog.set_seats([PERSON, *LEVELS])
        dialog.set_table("normal", True, "normal")
        dialog.resize(min(dialog.width(), size[0]), min(dialog.height(), size[1] - 40))
        dialog.show()
        _wait(lambda: False, 0.3)
        path = out / f"new_game_{size[0]}x{size[1]}_{language}.png"
        dialog.grab().save(str(path))
        written.append(path)
        dialog.close()
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/brass_computer"))
    parser.add_argument("--games", default="birmingham,lancashire,industria")
    parser.add_argument("--sizes", default="1366x768,1920x1080")
    parser.add_argument("--languages", default="en,zh_TW,zh_CN")
    parser.add_argument("--actions", type=int, default=30)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    languages = args.languages.split(",")
    sizes = [tuple(int(n) for n in size.split("x")) for size in args.sizes.split(",")]
    for size in sizes:
        for game in args.games.split(","):
            for path in render_game(args.out, game, size, languages, args.actions, args.seed):  # type: ignore[arg-type]
                print(path, flush=True)
    for size in sizes:
        for path in render_new_game(args.out, size, languages):  # type: ignore[arg-type]
            print(path, flush=True)


if __name__ == "__main__":
    main()
