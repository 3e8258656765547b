"""Render what the file safety shows, in every language, normal and presentation size, to PNG.

    python benchmarks/render_files.py [--out /tmp/brass_files] [--size 1366x768]

A window with a game in play, two earlier unfinished games in File › Continue and a failed
autosave (its lasting warning in the status bar): <out>/window_<lang>[_presentation].png, the
Continue menu (continue_...), the question before leaving the game (leave_...) and the message
about a damaged autosave (damaged_...).  Look at them for clipped, cramped or unreadable text.
"""
from __future__ import annotations

import argparse
import errno
import os
import tempfile
from pathlib import Path


def render(out: Path, width: int, height: int) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QPoint, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication, QMessageBox

    from brass_desktop import i18n
    from brass_desktop.appinfo import APP_NAME
    from brass_desktop.controller import game_controller
    from brass_desktop.engine import GameSetup
    from brass_desktop.storage import FileProblem
    from brass_desktop.ui import texts
    from brass_desktop.ui.main_window import MainWindow, isolated_settings

    qInstallMessageHandler(lambda *args: None)  # the offscreen platform's size-hint chatter
    app = QApplication.instance() or QApplication([])
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp:
        os.environ["BRASS_DESKTOP_DATA_DIR"] = tmp
        window = MainWindow(settings=isolated_settings(Path(tmp) / "settings.ini"))
        window.resize(width, height)
        window.show()
        c = window.controller
        for seed, names, actions in ((3, ("Ada", "Brunel", "Cort", "Darby"), 9), (4, ("Xu", "Yi"), 14),
                                     (5, ("Ada", "Brunel", "Cort"), 6)):
            c.new_game(GameSetup(players=names, seed=seed))
            for _ in range(actions):
                c.apply(c.legal_actions()[0])

        def full_disk(path: object, text: str) -> None:
            raise OSError(errno.ENOSPC, "No space left on device")

        window.set_open_hands(True)  # the hand-over screen would cover the window
        real_write = game_controller.write_atomically
        game_controller.write_atomically = full_disk  # type: ignore[assignment]
        c.apply(c.legal_actions()[0])
        game_controller.write_atomically = real_write  # type: ignore[assignment]
        damaged = [(Path(tmp) / "damaged" / "autosave-20261201-112233.brass.json",
                    FileProblem("too_large", size=60 * 2 ** 20, limit=2 * 2 ** 20))]
        for presentation in (False, True):
            window.set_presentation(presentation)
            suffix = "_presentation" if presentation else ""
            for language in i18n.LANGUAGES:
                window.set_language(language)
                for _ in range(3):
                    app.processEvents()
                path = out / f"window_{language}{suffix}.png"
                window.grab().save(str(path))
                written.append(path)
                window._fill_continue_menu()
                window.continue_menu.popup(window.mapToGlobal(QPoint(40, 40)))
                app.processEvents()
                path = out / f"continue_{language}{suffix}.png"
                window.continue_menu.resize(window.continue_menu.sizeHint())  # the test screen is narrow
                print(f"{path.name}: {window.continue_menu.sizeHint().width()} px wide")
                window.continue_menu.grab().save(str(path))
                written.append(path)
                window.continue_menu.hide()
                question = window.leave_question() or ""
                boxes = {"leave": QMessageBox(QMessageBox.Icon.Question, APP_NAME, question,
                                              QMessageBox.StandardButton.Save | QMessageBox.StandardButton.No
                                              | QMessageBox.StandardButton.Cancel, window),
                         "damaged": QMessageBox(QMessageBox.Icon.Warning,
                                                texts.translate("MainWindow", "Autosaved game damaged"),
                                                texts.fill(texts.translate(
                                                    "MainWindow", "An autosaved game could not be read. It was "
                                                                  "kept aside and will not be overwritten:\n\n"
                                                                  "{files}"),
                                                    {"files": texts.fill(texts.translate("MainWindow",
                                                                                         "{file}: {error}"),
                                                                         {"file": str(damaged[0][0]),
                                                                          "error": window.problem_text(
                                                                              damaged[0][1])})}),
                                                QMessageBox.StandardButton.Ok, window)}
                for name, box in boxes.items():
                    box.show()
                    app.processEvents()
                    path = out / f"{name}_{language}{suffix}.png"
                    box.grab().save(str(path))
                    written.append(path)
                    box.done(0)
                    box.deleteLater()
        window.close()
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(tempfile.gettempdir()) / "brass_files")
    parser.add_argument("--size", default="1366x768")
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    for path in render(args.out, width, height):
        print(path)


if __name__ == "__main__":
    main()
