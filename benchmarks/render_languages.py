"""Render the main window mid-game in every language to PNG at 1920x1080.

    python benchmarks/render_languages.py [--out /tmp/brass_languages] [--game lancashire]
                                          [--players 3] [--actions 40] [--seed 5] [--presentation]
                                          [--dialogs]

Plays seeded random legal actions, opens a draft (so the action bar shows its steps and the map
its highlights), then switches the language live through the window's Language menu code and
grabs the window: <out>/<game>_<language>.png.  ``--dialogs`` adds the hand-over screen, the
new-game, scoring and about dialogs: <out>/<dialog>_<language>.png.  Look at them for clipped or
overlapping text and for empty boxes (no CJK font: on Debian/Ubuntu install fonts-noto-cjk).
"""
from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path


def render(out: Path, game_name: str, players: int, actions: int, seed: int, presentation: bool,
           dialogs: bool = False) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from brass_desktop import i18n
    from brass_desktop.engine import GameSetup
    from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent
    from brass_desktop.engine.games import ruleset
    from brass_desktop.ui.main_window import MainWindow, isolated_settings

    qInstallMessageHandler(lambda *args: None)  # the offscreen platform's size-hint chatter
    app = QApplication.instance() or QApplication([])
    out.mkdir(parents=True, exist_ok=True)
    written = []
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["BRASS_DESKTOP_DATA_DIR"] = tmp
        window = MainWindow(settings=isolated_settings(Path(tmp) / "settings.ini"), autosave=False)
        window.resize(1920, 1080)
        window.show()
        names = ("Ada", "Brunel", "Cort", "Darby")[:players]
        window.start_game(GameSetup(players=names, seed=seed, game=game_name,
                                    options=ruleset(game_name).options_class()))
        agent = RandomAgent(seed, BUILDER_WEIGHTS)
        for _ in range(actions):
            game = window.controller.game
            if game is None or game.is_over():
                break
            window.controller.apply(agent.choose(game))
            app.processEvents()
        window.set_open_hands(True)
        enabled = [kind for kind, ok in window.controller.kinds() if ok]
        if enabled:
            window.controller.select_kind(enabled[0])
        window.set_presentation(presentation)
        for language in i18n.LANGUAGES:
            window.set_language(language)
            for _ in range(3):
                app.processEvents()
            suffix = "_presentation" if presentation else ""
            path = out / f"{game_name}_{language}{suffix}.png"
            window.grab().save(str(path))
            written.append(path)
            if dialogs:
                written += _render_dialogs(window, out, language)
        window.close()
    return written


def _render_dialogs(window, out: Path, language: str) -> list[Path]:
    """The hand-over screen and the dialogs in ``language`` (scores made up, all revealed)."""
    from PySide6.QtWidgets import QApplication

    from brass_desktop.ui.dialogs.about_dialog import AboutDialog
    from brass_desktop.ui.dialogs.new_game_dialog import NewGameDialog

    app = QApplication.instance()
    written = []
    names = window.controller.names
    era = {"type": "era_scored", "era": "rail",
           "breakdown": [{"player": i, "links": 21 + 3 * i, "industries": 40 - 5 * i} for i in range(len(names))]}
    money = {"type": "money_scored", "breakdown": [{"player": i, "money": 37 + i, "vp": 3} for i in range(len(names))]}
    outcome = {"winners": [0], "decided_by": "income", "ranking": list(range(len(names)))}
    scoring = window.show_scoring(era, money, outcome)
    scoring.all_button.click()
    shown = {"scoring": scoring, "new_game": NewGameDialog(list(names), window), "about": AboutDialog(window)}
    for name, dialog in shown.items():
        dialog.show()
        app.processEvents()
        path = out / f"{name}_{language}.png"
        dialog.grab().save(str(path))
        written.append(path)
        dialog.close()
    window.set_open_hands(False)  # the hand-over screen covers the window
    app.processEvents()
    path = out / f"handover_{language}.png"
    window.grab().save(str(path))
    written.append(path)
    window.set_open_hands(True)
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(tempfile.gettempdir()) / "brass_languages")
    parser.add_argument("--game", default="lancashire")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--actions", type=int, default=40)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--presentation", action="store_true", help="projector scale")
    parser.add_argument("--dialogs", action="store_true", help="also the hand-over screen and the dialogs")
    args = parser.parse_args()
    for path in render(args.out, args.game, args.players, args.actions, args.seed, args.presentation,
                       args.dialogs):
        print(path)


if __name__ == "__main__":
    main()
