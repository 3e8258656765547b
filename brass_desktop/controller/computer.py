"""Computer seats: who plays which seat, the worker process that thinks, and the pace of play.

A computer player thinks in a separate process (``multiprocessing``, spawn), never in the GUI
thread, so Python's GIL cannot stall the window while it searches; a ``QTimer`` polls for the
result.  The worker receives only the player's knowledge (``ai.views.view_packet``: the view,
unknowns filled in sorted order, no seed), so it cannot learn hidden cards.  A thought is
cancelled by terminating the process and forgetting it (undo, New game, Open, Quit); a result
that arrives for a position that is no longer on the board is dropped.

After a computer's move the next thought waits ``pause_ms`` so people can follow the move (its
targets are highlighted by the window); ``skip()`` ends the pause at once.

Seats are a table setting, not part of the game record (docs/computer-players.md): the record
is the game; who sits at the table may change when a saved game is continued.
"""
from __future__ import annotations

import multiprocessing
import os
import random
from collections.abc import Callable, Sequence
from multiprocessing.pool import AsyncResult, Pool
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from brass_desktop.ai import search
from brass_desktop.ai.agent import (
    DEFAULT_THINK,
    LEVELS,
    THINK_TIMES,
    choose_from_view,
    hint_nodes,
    hints_from_view,
    move_reasons,
)
from brass_desktop.ai.games import ai_games
from brass_desktop.ai.views import view_packet
from brass_desktop.engine import Game, pace_collector

from .game_controller import GameController
from .guide import seat_seeds

#: The levels a seat can be given in the app (``random`` is for tests and benchmarks).
SEAT_LEVELS = tuple(level for level in LEVELS if level != "random")
PERSON = ""  # a seat played by a person
PAUSES_MS = {"fast": 0, "normal": 900, "slow": 2200}  # pause after a computer move, by move speed
DEFAULT_SPEED = "normal"
POLL_MS = 25


def _worker_start(progress: Any = None) -> None:
    """In the worker: give way to the window (on a busy machine the GUI gets the CPU first), pace
    the garbage collector for search (``engine.core.collector``) and count the positions searched
    into ``progress`` (shared with the window: a hint's progress)."""
    pace_collector()
    search.count_into(progress)
    try:
        os.nice(10)
    except (AttributeError, OSError):  # no nice on Windows; the worker then runs at normal priority
        pass


class ThoughtWorker:
    """One worker process, started on first use; ``cancel`` kills it (a new one starts when needed)."""

    def __init__(self) -> None:
        self._pool: Pool | None = None
        self._job: AsyncResult[Any] | None = None
        # positions the worker has searched (``ai.search.count_into``), read for a hint's progress
        self._progress = multiprocessing.get_context("spawn").RawValue("q", 0)

    @property
    def searched(self) -> int:
        """Positions searched since the job under way was submitted."""
        return int(self._progress.value)

    @property
    def busy(self) -> bool:
        return self._job is not None

    def start(self) -> None:
        """Start the process now (it takes a moment), so that the first thought does not wait for it."""
        if self._pool is None:
            self._pool = multiprocessing.get_context("spawn").Pool(1, initializer=_worker_start,
                                                                     initargs=(self._progress,))

    def submit(self, function: Callable[..., Any], *args: Any) -> None:
        """Start ``function(*args)`` in the worker (one job at a time: a running one is cancelled)."""
        if self._job is not None:
            self.cancel()
        self.start()
        assert self._pool is not None
        self._progress.value = 0  # the worker is idle: nothing else writes it now
        self._job = self._pool.apply_async(function, args)

    def result(self) -> tuple[bool, Any]:
        """(done, value) of the job; a job that raised gives (True, the exception)."""
        job = self._job
        if job is None or not job.ready():
            return False, None
        self._job = None
        try:
            return True, job.get(0)
        except Exception as exc:  # the worker's error is reported, never raised into the event loop
            return True, exc

    def cancel(self) -> None:
        """Stop the running job, if any, by ending the process (a search cannot be interrupted)."""
        if self._job is None:
            return
        self._job = None
        self.close()

    def close(self) -> None:
        if self._pool is not None:
            self._pool.terminate()
            self._pool.join()
            self._pool = None


class ComputerPlayers(QObject):
    """Plays the computer seats of the controller's game and answers hint requests."""

    thinking_changed = Signal()  # a thought (move or hints) started or ended
    moved = Signal(int, object, list)  # player, the action it took (already applied), what it is (ai.move_reasons)
    # hint dicts (ai.hints.Hint.to_dict) for the player to move, and whether they are the whole
    # search's (False: the quick first answer; the whole one follows)
    hints_ready = Signal(list, bool)
    failed = Signal(str)  # the worker failed (the text of its error)

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.worker = ThoughtWorker()
        self.seats: list[str] = []  # per seat: PERSON or a level
        self.seeds: list[int] = []  # each computer seat's own seed (never the game's: that one deals the cards)
        self.speed = DEFAULT_SPEED
        self.think = DEFAULT_THINK  # how long a computer may think (ai.agent.THINK_TIMES): its node budget
        self.hints_allowed = True
        self.thinking_for: int | None = None  # the seat being thought for
        self.thinking_hints = False
        self.hint_stage = 0  # 1: the quick first answer is being looked for, 2: the whole one
        self._hint_nodes = 1  # positions the hint search under way is expected to generate
        self._position: tuple[int, int, int] | None = None  # (game id, actions so far, player) of the thought
        self._applying = False  # a computer's move is being applied and shown: think after that
        self.held = False  # the table is watching a scoring reveal: no move until it is over
        self.thoughts = 0  # thoughts started so far (tests tell one thought from the next)
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._check)
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.timeout.connect(self._pause_over)

    # -- seats -----------------------------------------------------------------------------------
    def set_seats(self, seats: Sequence[str], seed: int | None = None) -> None:
        """Give each seat to a person (``PERSON``) or a level; ``seed`` fixes the computers' seeds (tests)."""
        unknown = [s for s in seats if s != PERSON and s not in LEVELS]
        if unknown:
            raise ValueError(f"unknown level(s) {unknown}")
        self.cancel()
        self.seats = list(seats)
        if seed is not None:
            self.seeds = seat_seeds(seed, len(seats))
        else:
            self.seeds = [random.SystemRandom().randrange(2**31) for _ in seats]
        if self.has_computers() or self.hints_allowed:
            self.worker.start()
        self.update()

    def set_think(self, think: str) -> None:
        """How long the computers may think from their next thought on (``THINK_TIMES``)."""
        if think not in THINK_TIMES:
            raise ValueError(f"unknown think time {think!r}")
        self.think = think

    def level(self, player: int | None) -> str:
        """The level of ``player``'s seat, or PERSON."""
        if player is None or player >= len(self.seats):
            return PERSON
        return self.seats[player]

    def is_computer(self, player: int | None) -> bool:
        return self.level(player) != PERSON

    def has_computers(self) -> bool:
        return any(s != PERSON for s in self.seats)

    def playable(self, game: Game | None) -> bool:
        return game is not None and game.definition.name in ai_games()

    @property
    def pause_ms(self) -> int:
        return PAUSES_MS.get(self.speed, PAUSES_MS[DEFAULT_SPEED])

    @property
    def thinking(self) -> bool:
        return self.worker.busy

    @property
    def pausing(self) -> bool:
        return self._pause.isActive()

    # -- scheduling ------------------------------------------------------------------------------
    def update(self) -> None:
        """Start thinking when a computer seat is to move; cancel a thought the board has left."""
        game = self.controller.game
        player = game.current_player if game is not None else None
        if self.worker.busy and self._position != self._here():
            self.cancel()
        if (game is None or player is None or not self.is_computer(player) or not self.playable(game)
                or self._applying):
            return
        if self.worker.busy or self._pause.isActive() or self.held:
            return
        self._start(choose_from_view, view_packet(game, player), self.level(player), self.seeds[player],
                    self.think)
        self.thinking_for = player
        self.thinking_changed.emit()

    def request_hints(self) -> bool:
        """Ask for the Hard player's three best moves for the person to move; False when not possible."""
        game = self.controller.game
        player = game.current_player if game is not None else None
        if (game is None or player is None or self.is_computer(player) or not self.hints_allowed
                or not self.playable(game) or self.worker.busy):
            return False
        # First Hard's turn search alone (a fraction of the time: shown at once), then the whole
        # decision, which replaces it (issue 39: the first hint within 3 s on a busy machine).
        self._start_hints(1)
        self.thinking_hints = True
        self.thinking_changed.emit()
        return True

    def _start_hints(self, stage: int) -> None:
        game = self.controller.game
        assert game is not None and game.current_player is not None
        quick = stage == 1
        name = game.definition.name
        turn = hint_nodes(name, self.think, True)
        if quick:
            self._hint_nodes = turn
        else:
            # the whole search repeats the turn search the quick answer just did (its positions are
            # known now), then looks ahead: measured, it uses about half of its look-ahead budgets
            # (benchmarks/hint_latency.py); the bar stops short of the end until the answer comes
            self._hint_nodes = self.worker.searched + (hint_nodes(name, self.think) - turn) // 2
        self._hint_nodes = max(1, self._hint_nodes)
        self.hint_stage = stage
        self._start(hints_from_view, view_packet(game, game.current_player), len(game.history), 3, self.think,
                    quick)

    def hint_progress(self) -> float | None:
        """How far the hint search under way has got (0-1, by the positions it is expected to
        generate), or None when no hint is being looked for."""
        if not self.thinking_hints:
            return None
        return min(0.95, self.worker.searched / self._hint_nodes)

    def skip(self) -> None:
        """End the pause after a computer move now."""
        if self._pause.isActive():
            self._pause.stop()
            self._pause_over()

    def _pause_over(self) -> None:
        self.thinking_changed.emit()  # the window drops its "goes on" note
        self.update()

    def cancel(self) -> None:
        """Forget the thought under way and the pause (undo, New game, Open, Quit)."""
        was = self.worker.busy
        self.worker.cancel()
        if was:
            self.worker.start()  # the next thought need not wait for a new process
        self._poll.stop()
        self._pause.stop()
        self._position = None
        self.thinking_for = None
        self.thinking_hints = False
        self.hint_stage = 0
        if was:
            self.thinking_changed.emit()

    def shutdown(self) -> None:
        """Cancel and end the worker process (the window closes)."""
        self.cancel()
        self.worker.close()

    # -- internals -------------------------------------------------------------------------------
    def _here(self) -> tuple[int, int, int] | None:
        game = self.controller.game
        if game is None or game.current_player is None:
            return None
        return (id(game), len(game.history), game.current_player)

    def _start(self, function: Callable[..., Any], *args: Any) -> None:
        self.worker.submit(function, *args)
        self.thoughts += 1
        self._position = self._here()
        self._poll.start()

    def hold(self, on: bool) -> None:
        """Hold the computer seats while the table watches a scoring reveal (a move made then would
        change the board behind the reveal); releasing lets a waiting seat think or move."""
        self.held = on
        if not on:
            self.update()

    def _check(self) -> None:
        if self.held:
            return  # the finished thought waits in the worker until the reveal is over
        done, value = self.worker.result()
        if not done:
            return
        self._poll.stop()
        hints = self.thinking_hints
        stage = self.hint_stage
        player = self.thinking_for
        current = self._position == self._here()
        self._position = None
        if hints and stage == 1 and current and not isinstance(value, Exception):
            self._start_hints(2)  # the whole search goes on while the quick answer is shown
            self.hints_ready.emit(list(value), False)
            self.thinking_changed.emit()
            return
        self.thinking_for = None
        self.thinking_hints = False
        self.hint_stage = 0
        self.thinking_changed.emit()
        if isinstance(value, Exception):
            self.failed.emit(f"{type(value).__name__}: {value}")
            return
        if not current:  # the board moved on (a safety net: moves cancel thoughts first)
            self.update()
            return
        if hints:
            self.hints_ready.emit(list(value), True)
            return
        game = self.controller.game
        assert game is not None and player is not None
        action = game.definition.action_from_dict(value)
        said = move_reasons(game, action)
        self._applying = True
        try:
            if self.controller.apply(action):
                self.moved.emit(player, action, said)
                if self.pause_ms:
                    self._pause.start(self.pause_ms)
                    self.thinking_changed.emit()  # the window shows the pause
        finally:
            self._applying = False
        self.update()
