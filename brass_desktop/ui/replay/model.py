"""Every position of a recorded game, for the replay browser (pure Python, no widgets).

Position k is the game after its first k actions, replayed from the record's setup through the
engine, so each one is exactly what the players saw then.  The record itself is only read.
"""
from __future__ import annotations

from typing import Any

from brass_desktop.engine import Event, Game


class Replay:
    """The positions 0..n of a game with n actions, and the events each action caused."""

    def __init__(self, game: Game) -> None:
        self.setup = game.setup
        self.actions: list[Any] = list(game.history)  # the played moves (redo entries are no part of them)
        # who took each: None for the seat to move, else a seat that acted out of turn (Game.actors)
        self.actors: list[int | None] = list(game.actors)
        fresh = Game(game.setup)
        self._states = [fresh.state.clone()]
        self.event_log: list[list[Event]] = []
        for action, actor in zip(self.actions, self.actors, strict=True):
            self.event_log.append(fresh.apply(action, player=actor))
            self._states.append(fresh.state.clone())

    def __len__(self) -> int:
        """The number of actions (the last position is ``len(replay)``)."""
        return len(self.actions)

    def game_at(self, step: int) -> Game:
        """A read-only copy of the game after ``step`` actions (its own state: changing it changes nothing here)."""
        step = max(0, min(step, len(self)))
        return Game(self.setup, self._states[step].clone())

    def log_at(self, step: int) -> list[list[Event]]:
        """The log as it stood after ``step`` actions."""
        return self.event_log[:max(0, step)]

    def branch_at(self, step: int) -> Game:
        """A new game that has played the first ``step`` actions (undo goes back through them)."""
        game = Game(self.setup)
        end = max(0, min(step, len(self)))
        for action, actor in zip(self.actions[:end], self.actors[:end], strict=True):
            game.apply(action, player=actor)
        return game
