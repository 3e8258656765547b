"""Render the main window mid-game to PNG at 1920x1080, at normal and presentation scale.

    python benchmarks/render_window.py [--out /tmp/brass_window] [--game lancashire|birmingham]
                                       [--players 3] [--actions 40] [--seed 5]

Plays seeded random legal actions through the controller (the way a click would), then grabs
the window: <out>/<game>_normal.png and <out>/<game>_presentation.png.  Used to look at the
layout by eye (projector readability, clipping, overlaps).
"""
from __future__ import annotations

import argparse
import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any


@contextmanager
def midgame_window(game_name: str, players: int, actions: int, seed: int) -> Iterator[Any]:
    """A 1920x1080 main window (offscreen, isolated settings and data) after ``actions`` seeded
    random legal actions, hands open and a draft started so the map shows its highlights."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from brass_desktop.engine import GameSetup, get_game
    from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent
    from brass_desktop.ui.main_window import MainWindow, isolated_settings

    qInstallMessageHandler(lambda *args: None)  # the offscreen platform's size-hint chatter
    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["BRASS_DESKTOP_DATA_DIR"] = tmp
        window = MainWindow(settings=isolated_settings(Path(tmp) / "settings.ini"), autosave=False)
        window.resize(1920, 1080)
        window.show()
        names = ("Ada", "Brunel", "Cort", "Darby")[:players]
        window.start_game(GameSetup(players=names, seed=seed, game=game_name,
                                    options=get_game(game_name).options_class()))
        agent = RandomAgent(seed, BUILDER_WEIGHTS)
        for _ in range(actions):
            game = window.controller.game
            if game is None or game.is_over():
                break
            window.controller.apply(agent.choose(game))
            app.processEvents()
        window.set_open_hands(True)
        # show a draft with highlights, as mid-turn: the first action kind that is possible now (a game
        # whose interaction drafts by kinds; another shows its panel's choices as they are)
        interaction = window.controller.interaction
        if hasattr(interaction, "kinds"):
            enabled = [kind for kind, ok in interaction.kinds() if ok]
            if enabled:
                interaction.select_kind(enabled[0])
        try:
            yield window
        finally:
            window.close()


def render(out: Path, game_name: str, players: int, actions: int, seed: int) -> list[Path]:
    from PySide6.QtTest import QTest

    out.mkdir(parents=True, exist_ok=True)
    written = []
    with midgame_window(game_name, players, actions, seed) as window:
        for presentation in (False, True):
            window.set_presentation(presentation)
            QTest.qWait(300)  # the layout fits itself on a zero timer after the switch: let it settle
            path = out / f"{game_name}_{'presentation' if presentation else 'normal'}.png"
            window.grab().save(str(path))
            written.append(path)
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/brass_window"))
    parser.add_argument("--game", choices=("lancashire", "birmingham"), default="lancashire")
    parser.add_argument("--players", type=int, default=3, choices=(2, 3, 4))
    parser.add_argument("--actions", type=int, default=40)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    for path in render(args.out, args.game, args.players, args.actions, args.seed):
        print(path)


if __name__ == "__main__":
    main()
