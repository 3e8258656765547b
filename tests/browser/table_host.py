"""A table with phones on loopback, in its own process, for the browser tests (the browser driver
blocks its thread, so the Qt event loop runs here).

Arguments: the game, the language, and optionally the seats (``person,person,easy,easy``: a
computer level plays a seat as in the app, through ``ComputerPlayers`` at the fast speed; a person
seat gets a phone's code).  Prints one JSON line with the addresses, then answers one JSON line per
command read from stdin: ``take_back <seat>``, ``history``, ``state``, ``quit``."""
from __future__ import annotations

import json
import os
import sys
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QSocketNotifier  # noqa: E402

from brass_desktop import i18n  # noqa: E402
from brass_desktop.controller.computer import PERSON, ComputerPlayers  # noqa: E402
from brass_desktop.controller.game_controller import GameController  # noqa: E402
from brass_desktop.engine import GameSetup  # noqa: E402
from brass_desktop.ui.phones.server import PhoneServer  # noqa: E402

NAMES = ("Ada", "Ben", "Cy", "Di")


def main() -> None:
    game = sys.argv[1] if len(sys.argv) > 1 else "birmingham"
    language = sys.argv[2] if len(sys.argv) > 2 else "en"
    seats = [PERSON if level == "person" else level
             for level in (sys.argv[3] if len(sys.argv) > 3 else "person,person,person").split(",")]
    app = QCoreApplication([])
    i18n.install(language)
    controller = GameController()
    controller.new_game(GameSetup(game=game, players=NAMES[:len(seats)], seed=40))
    persons = [seat for seat, level in enumerate(seats) if level == PERSON]
    server = PhoneServer(controller, persons)
    considered: list[tuple[int, Any]] = []
    server.host.on_consider = lambda seat, action: considered.append((seat, action))
    computer = ComputerPlayers(controller)
    computer.speed, computer.hints_allowed = "fast", False
    computer.set_think("quick")
    computer.set_seats(seats, seed=40)
    controller.state_changed.connect(computer.update)
    if not server.start("127.0.0.1", language):
        raise SystemExit("cannot listen on loopback")

    def say(value: object) -> None:
        sys.stdout.write(json.dumps(value) + "\n")
        sys.stdout.flush()

    say({"base": server.base_url(), "seats": {str(s): server.seat_url(s) for s in persons},
         "spectator": server.spectator_url(), "current": controller.current_player})

    def command() -> None:
        line = sys.stdin.readline()
        words = line.split()
        if not words or words[0] == "quit":
            server.stop()
            computer.shutdown()
            app.quit()
            return
        game = controller.game
        assert game is not None
        if words[0] == "take_back":
            say({"url": server.take_back(int(words[1]))})
        elif words[0] == "history":
            say({"actions": len(game.history), "current": controller.current_player,
                 "connected": {str(k): v for k, v in server.connected().items()}})
        elif words[0] == "state":
            stage = game.definition.stage(game.state)
            by_seat = [0] * len(seats)  # actions taken by each seat so far
            for batch in controller.event_log:
                for event in batch:
                    if event.get("type") == "action" and isinstance(event.get("player"), int):
                        by_seat[event["player"]] += 1
            say({"actions": len(game.history), "current": controller.current_player, "over": game.is_over(),
                 "stage": [stage.name, stage.round], "by_seat": by_seat, "version": server.table.version,
                 "considered": [seat for seat, action in considered if action is not None],
                 "connected": {str(k): v for k, v in server.connected().items()}})

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(command)
    computer.update()
    app.exec()


if __name__ == "__main__":
    main()
