"""Render the first-start screen and the guided first game to PNG for a look by eye.

    python benchmarks/render_guide.py [--out /tmp/brass_guide] [--languages en,zh_TW,zh_CN]

For each language, each of 1366x768 and 1920x1080 and normal and presentation mode:
<out>/welcome_<language>_<width>_<mode>.png, then for each game's guide the intro and its
first suggested step: <out>/guide_<game>_<stage>_<language>_<width>_<mode>.png.
"""
from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

SIZES = ((1366, 768), (1920, 1080))


def render(out: Path, languages: list[str]) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from brass_desktop.ui.games import guided_games
    from brass_desktop.ui.main_window import MainWindow, isolated_settings

    qInstallMessageHandler(lambda *args: None)
    app = QApplication.instance() or QApplication([])
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["BRASS_DESKTOP_DATA_DIR"] = tmp
        # One window that never has a game (the first start), one for the guides.
        first = MainWindow(settings=isolated_settings(Path(tmp) / "first.ini"), autosave=False)
        first.show()
        window = MainWindow(settings=isolated_settings(Path(tmp) / "settings.ini"), autosave=False)
        window.show()

        def grab(name: str, shown: MainWindow) -> None:
            QTest.qWait(250)  # the layout fits itself on a zero timer
            path = out / f"{name}.png"
            shown.grab().save(str(path))
            written.append(path)

        for language in languages:
            window.set_language(language)
            for width, height in SIZES:
                for shown in (first, window):
                    shown.resize(width, height)
                for presentation in (False, True):
                    first.set_presentation(presentation)
                    window.set_presentation(presentation)
                    mode = "presentation" if presentation else "normal"
                    suffix = f"{language}_{width}_{mode}"
                    grab(f"welcome_{suffix}", first)
                    for game in guided_games():
                        guided = window.start_guide(game)
                        assert guided is not None
                        grab(f"guide_{game}_intro_{suffix}", window)
                        guided.panel.start_button.click()
                        grab(f"guide_{game}_step_{suffix}", window)
                        guided.leave()
                        window.controller.dirty = False  # never asked about on the next start
        app.processEvents()
        first.close()
        window.close()
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/brass_guide"))
    parser.add_argument("--languages", default="en,zh_TW,zh_CN")
    args = parser.parse_args()
    for path in render(args.out, args.languages.split(",")):
        print(path)


if __name__ == "__main__":
    main()
