"""Render the teaching dialogs (library, scenarios, rules reference) to PNG for a look by eye.

    python benchmarks/render_teaching.py [--out /tmp/brass_teaching] [--games 6]

For each language and each of 1366x768 (normal size) and 1920x1080 (presentation size) the
main window is made that size and each dialog is opened over it and grabbed:
<out>/<dialog>_<language>_<width>.png.  The library is filled with seeded random games of both
maps first (in a temporary data folder).
"""
from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

SIZES = ((1366, 768, False), (1920, 1080, True))


def fill_library(path: Path, games: int) -> None:
    from brass_desktop.engine import Game, GameSetup
    from brass_desktop.engine.agents import BUILDER_WEIGHTS, play_random_game
    from brass_desktop.engine.brass.ruleset import ruleset
    from brass_desktop.library import Library

    names = ("Ada", "Brunel", "Cort", "Darby")
    with Library(path) as library:
        for k in range(games):
            game = ("lancashire", "birmingham")[k % 2]
            players = names[:2 + k % 3]
            setup = GameSetup(players=players, seed=k, game=game, options=ruleset(game).options_class())
            library.add(play_random_game(Game.new(setup), seed=k, weights=BUILDER_WEIGHTS),
                        finished_at=f"2024-05-{k + 1:02d}T20:{k:02d}:00")


def render(out: Path, games: int) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from brass_desktop import i18n
    from brass_desktop.library import Library
    from brass_desktop.ui.main_window import MainWindow, isolated_settings

    qInstallMessageHandler(lambda *args: None)
    app = QApplication.instance() or QApplication([])
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["BRASS_DESKTOP_DATA_DIR"] = tmp
        fill_library(Path(tmp) / "library.sqlite3", games)
        window = MainWindow(settings=isolated_settings(Path(tmp) / "settings.ini"), autosave=False)
        window.show()
        for language in ("en", "zh_TW", "zh_CN"):
            window.set_language(language)
            for width, height, presentation in SIZES:
                window.resize(width, height)
                window.set_presentation(presentation)
                for dialog, name in _dialogs(window, Library):
                    dialog.show()
                    for _ in range(3):
                        app.processEvents()
                    path = out / f"{name}_{language}_{width}.png"
                    dialog.grab().save(str(path))
                    written.append(path)
                    dialog.close()
        window.close()
    del i18n
    return written


def _dialogs(window, library):
    """(dialog, name) pairs; each is built the way the main window builds it."""
    yield window.library_dialog(library()), "library"
    players = window.library_dialog(library())
    players.tabs.setCurrentIndex(1)
    yield players, "library_players"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/brass_teaching"))
    parser.add_argument("--games", type=int, default=6)
    args = parser.parse_args()
    for path in render(args.out, args.games):
        print(path)


if __name__ == "__main__":
    main()
