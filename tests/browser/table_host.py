"""A table with phones on loopback, in its own process, for the browser tests (the browser driver
blocks its thread, so the Qt event loop runs here); arguments: the game and the language.  Prints
one JSON line with the addresses, then answers one JSON line per command read from stdin:
``take_back <seat>``, ``history``, ``quit``."""
from __future__ import annotations

import json
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QSocketNotifier  # noqa: E402

from brass_desktop import i18n  # noqa: E402
from brass_desktop.controller.game_controller import GameController  # noqa: E402
from brass_desktop.engine import GameSetup  # noqa: E402
from brass_desktop.ui.phones.server import PhoneServer  # noqa: E402


def main() -> None:
    game = sys.argv[1] if len(sys.argv) > 1 else "birmingham"
    language = sys.argv[2] if len(sys.argv) > 2 else "en"
    app = QCoreApplication([])
    i18n.install(language)
    controller = GameController()
    controller.new_game(GameSetup(game=game, players=("Ada", "Ben", "Cy"), seed=40))
    server = PhoneServer(controller, (0, 1, 2))
    if not server.start("127.0.0.1", language):
        raise SystemExit("cannot listen on loopback")

    def say(value: object) -> None:
        sys.stdout.write(json.dumps(value) + "\n")
        sys.stdout.flush()

    say({"base": server.base_url(), "seats": [server.seat_url(s) for s in range(3)],
         "spectator": server.spectator_url(), "current": controller.current_player})

    def command() -> None:
        line = sys.stdin.readline()
        words = line.split()
        if not words or words[0] == "quit":
            server.stop()
            app.quit()
            return
        if words[0] == "take_back":
            say({"url": server.take_back(int(words[1]))})
        elif words[0] == "history":
            say({"actions": len(controller.game.history) if controller.game else 0,
                 "current": controller.current_player, "connected": {str(k): v for k, v in server.connected().items()}})

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(command)
    app.exec()


if __name__ == "__main__":
    main()
