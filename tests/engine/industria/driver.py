"""A tiny stand-in for the core ``Game`` facade (engine/core/game.py, being written elsewhere):
it drives a GameDefinition exactly as the facade will - legal = every module's ``legal`` in order,
explain = the ``check`` of the module judging the action's class, apply = check, ``module.apply``,
then ``definition.after_action``; undo by ``state.clone()`` snapshots.  To be replaced by the real
``Game`` once main has it."""
from __future__ import annotations

from typing import Any, cast

from brass_desktop.engine.reasons import IllegalActionError, Violation

from brass_desktop.engine.agents import RandomAgent
from brass_desktop.engine.core.definition import GameDefinition
from brass_desktop.engine.core.registry import get_game
from brass_desktop.engine.industria.actions import action_from_dict, action_to_dict


class Driver:
    """One game: setup block, state, history, undo/redo."""

    def __init__(self, setup: dict[str, Any], game: str = "industria") -> None:
        self.definition: GameDefinition = get_game(game)
        self.definition.check_setup(setup)
        self.setup = setup
        options_class: Any = self.definition.options_class
        self.options = options_class.from_dict(setup["options"])
        self.data = self.definition.load_data(self.options)
        self.state = self.definition.initial_state(setup, self.data, self.options)
        self.history: list[Any] = []
        self._snapshots: list[Any] = []
        self._redo: list[Any] = []
        self._module = {cls: m for m in self.definition.modules for cls in m.ACTIONS}

    @classmethod
    def new(cls, players: tuple[str, ...], seed: int = 0, options: Any = None) -> Driver:
        definition = get_game("industria")
        options = options if options is not None else definition.options_class()
        return cls(definition.make_setup(players, seed, options))

    @property
    def ctx(self) -> Any:
        return self.definition.context(self.data, self.state, self.options)

    @property
    def current_player(self) -> int | None:
        return self.definition.current_player(self.state)

    def is_over(self) -> bool:
        return self.definition.is_over(self.state)

    def legal_actions(self) -> list[Any]:
        player = self.current_player
        if player is None:
            return []
        ctx = self.ctx
        return [a for m in self.definition.modules for a in m.legal(ctx, player)]

    def explain(self, action: Any, player: int | None = None) -> tuple[Violation, ...]:
        module = self._module[type(action)]
        return tuple(module.check(self.ctx, self.current_player if player is None else player, action))

    def apply(self, action: Any) -> list[dict[str, Any]]:
        violations = self.explain(action)
        if violations:
            raise IllegalActionError(violations, action)
        snapshot = self.state.clone()
        events: list[dict[str, Any]] = []
        ctx = self.ctx
        fx = self.definition.effects(ctx, events)
        finished = self._module[type(action)].apply(ctx, fx, self.current_player, action)
        self.definition.after_action(ctx, fx, finished is not False)
        self._snapshots.append(snapshot)
        self.history.append(action)
        self._redo.clear()
        return events

    def undo(self) -> Any:
        self.state = self._snapshots.pop()
        action = self.history.pop()
        self._redo.append(action)
        return action

    def redo(self) -> list[dict[str, Any]]:
        action = self._redo.pop()
        redo = self._redo
        self._redo = []
        events = self.apply(action)
        self._redo = redo
        return events

    def outcome(self) -> Any:
        return self.definition.outcome(self.state)

    def to_record(self) -> dict[str, Any]:
        return {"setup": self.setup, "actions": [action_to_dict(a) for a in self.history]}

    @classmethod
    def from_record(cls, record: dict[str, Any]) -> Driver:
        game = cls(record["setup"])
        for entry in record["actions"]:
            game.apply(action_from_dict(entry))
        return game


def random_action(agent: RandomAgent, game: Driver, legal: list[Any] | None = None) -> Any:
    """The Brass ``RandomAgent``'s pick (its annotation still names Brass's ``Game``; it only
    needs ``legal_actions()`` and each action's ``kind``)."""
    return agent.choose(cast(Any, game), game.legal_actions() if legal is None else legal)
