"""Phone latency (issue 40): how long from a phone's Confirm to the projected board and every phone.

    python benchmarks/phone_latency.py [--games lancashire,birmingham,industria] [--players 4] [--spectators 4]
                                       [--seed 40] [--max-actions 400]

Runs the app's phones' server (ui/phones/server.py) on loopback with a ``GameController`` and one
WebSocket client per seat plus ``--spectators`` watchers (up to 8 phones), and plays a seeded game
from the phones: each turn the seat to move picks a random move of its latest ``state`` and sends
``apply``.  Per action it times (a) the send to the controller's ``state_changed`` (the board
redraws there) and (b) the send to the last phone's new ``state``.  Prints per game the median and
p95 in milliseconds.  Target (issue 40): the board within 100 ms on loopback.  The clients run in
the same process and event loop as the server, as a table's phones share the laptop's Wi-Fi.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout, not an installed copy
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEventLoop, QUrl  # noqa: E402
from PySide6.QtWebSockets import QWebSocket  # noqa: E402

from brass_desktop.controller.game_controller import GameController  # noqa: E402
from brass_desktop.engine import GameSetup  # noqa: E402
from brass_desktop.ui.phones.server import PhoneServer  # noqa: E402

NAMES = ("Ada", "Ben", "Cy", "Di")


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def play(game: str, players: int, spectators: int, seed: int, max_actions: int) -> tuple[list[float], list[float]]:
    """(ms to the board, ms to every phone) per action of one seeded game played from phones."""
    controller = GameController()
    controller.new_game(GameSetup(game=game, players=NAMES[:players], seed=seed))
    server = PhoneServer(controller, tuple(range(players)))
    assert server.start("127.0.0.1")
    roles: list[int | None] = [*range(players), *([None] * spectators)]
    sockets: list[QWebSocket] = []
    latest: dict[int, dict] = {}
    versions: dict[int, int] = {}
    for index, seat in enumerate(roles):
        socket = QWebSocket()
        loop = QEventLoop()
        socket.connected.connect(loop.quit)

        def received(text: str, index: int = index) -> None:
            message = json.loads(text)
            if message["type"] == "state":
                latest[index] = message
                versions[index] = message["version"]

        socket.textMessageReceived.connect(received)
        socket.open(QUrl(f"ws://127.0.0.1:{server.ws_port}"))
        loop.exec()
        token = server.table.tokens.spectator_token if seat is None else server.table.tokens.token(seat)
        socket.sendTextMessage(json.dumps({"type": "hello", "token": token}))
        sockets.append(socket)
    wait_until(lambda: len(latest) == len(roles))
    board: list[float] = []
    phones: list[float] = []
    changed_at: list[float] = []
    controller.state_changed.connect(lambda: changed_at.append(time.perf_counter()))
    rng = random.Random(seed)
    for _ in range(max_actions):
        if controller.game is None or controller.game.is_over():
            break
        seat = controller.current_player
        assert seat is not None
        move = rng.choice(latest[seat]["moves"])
        action = dict(move["action"])
        if move["cards"]:
            action[move["card_field"]] = rng.choice(move["cards"])["value"]
        version = latest[seat]["version"]
        changed_at.clear()
        start = time.perf_counter()
        sockets[seat].sendTextMessage(json.dumps({"type": "apply", "id": 1, "action": action}))
        wait_until(lambda version=version: all(v > version for v in versions.values()))
        done = time.perf_counter()
        board.append((changed_at[0] - start) * 1000)
        phones.append((done - start) * 1000)
    server.stop()
    return board, phones


def wait_until(condition, timeout: float = 10.0) -> None:
    """Run the event loop until ``condition()`` holds."""
    end = time.perf_counter() + timeout
    app = QCoreApplication.instance()
    assert app is not None
    while not condition():
        if time.perf_counter() > end:
            raise TimeoutError("no answer from the phones' server")
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 50)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", default="lancashire,birmingham,industria")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--spectators", type=int, default=4)
    parser.add_argument("--seed", type=int, default=40)
    parser.add_argument("--max-actions", type=int, default=400)
    args = parser.parse_args()
    app = QCoreApplication([])  # noqa: F841 (the event loop of the server and the phones)
    print(f"{'game':<12} {'actions':>7} {'board median':>13} {'board p95':>10} "
          f"{'phones median':>14} {'phones p95':>11}")
    for game in args.games.split(","):
        board, phones = play(game, args.players, args.spectators, args.seed, args.max_actions)
        print(f"{game:<12} {len(board):>7} {statistics.median(board):>11.1f}ms {percentile(board, 0.95):>8.1f}ms "
              f"{statistics.median(phones):>12.1f}ms {percentile(phones, 0.95):>9.1f}ms")


if __name__ == "__main__":
    main()
