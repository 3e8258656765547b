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
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from render_window import midgame_window  # noqa: E402  (a sibling script, not a package)


def render(out: Path, game_name: str, players: int, actions: int, seed: int, presentation: bool,
           dialogs: bool = False) -> list[Path]:
    from PySide6.QtWidgets import QApplication

    from brass_desktop import i18n

    out.mkdir(parents=True, exist_ok=True)
    written = []
    with midgame_window(game_name, players, actions, seed) as window:
        window.set_presentation(presentation)
        for language in i18n.LANGUAGES:
            window.set_language(language)
            for _ in range(3):
                QApplication.processEvents()
            suffix = "_presentation" if presentation else ""
            path = out / f"{game_name}_{language}{suffix}.png"
            window.grab().save(str(path))
            written.append(path)
            if dialogs:
                written += _render_dialogs(window, out, language)
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
