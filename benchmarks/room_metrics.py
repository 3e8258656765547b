"""What the room sees: the drawn board's share of the screen and the smallest text, per game.

    python benchmarks/room_metrics.py [--games lancashire,birmingham,industria] [--players 4]

For each game, a 4-player window mid-game (benchmarks/render_window.py) at 1920x1080 and 1366x768,
in presentation and normal mode: the share of the screen the drawn board covers (its items'
bounding rectangle as the view shows it) and the smallest text on the board and in the side
column, in screen pixels (brass_desktop/ui/board/room.py).  Targets (issue 39): in presentation,
a share of at least 0.65 at 1920x1080 and 0.55 at 1366x768, and no text below 18 px at 1920x1080
and 13 px at 1366x768.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

TARGETS = {(1920, 1080): (0.65, 18.0), (1366, 768): (0.55, 13.0)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="lancashire,birmingham,industria")
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from PySide6.QtWidgets import QApplication
    from render_window import midgame_window

    from brass_desktop.ui.board.room import board_share, board_texts, smallest, widget_texts

    missed = 0
    print(f"{'game':<11} {'screen':<10} {'mode':<13} {'share':>6} {'board px':>9} {'column px':>10}"
          "  smallest board text")
    for game in args.games.split(","):
        with midgame_window(game, args.players, 30, 5) as window:
            for (width, height), (share_target, text_target) in TARGETS.items():
                window.resize(width, height)
                for presentation in (True, False):
                    window.set_presentation(presentation)
                    for _ in range(8):
                        QApplication.processEvents()
                    share = board_share(window.view, width, height)
                    board = smallest(board_texts(window.view))
                    column = smallest(widget_texts(window.layout_manager.right))
                    board_px = board.pixels if board else 0.0
                    column_px = column.pixels if column else 0.0
                    flag = ""
                    if presentation and (share < share_target or min(board_px, column_px) < text_target):
                        flag = "  <- below target"
                        missed += 1
                    print(f"{game:<11} {width}x{height:<5} {'presentation' if presentation else 'normal':<13} "
                          f"{share:6.3f} {board_px:9.1f} {column_px:10.1f}  {board.text if board else '':.30}{flag}")
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
