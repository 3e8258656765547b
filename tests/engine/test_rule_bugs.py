"""A bug in a rule module raises as a bug, not as an illegal move (issue 41, must-have 3):
``Game.explain`` checks an action's shape first (each field as the record form holds it,
``GameDefinition.action_shape_problem``) and refuses only a malformed action with
``CoreReason.BAD_ACTION``; whatever a rule module raises for a well-formed action propagates.
A refused or failing action changes nothing."""
from __future__ import annotations

from typing import Any

import pytest

from brass_desktop.engine import Game, GameSetup
from brass_desktop.engine.brass.actions import BuildLink, TakeLoan
from brass_desktop.engine.brass.rules import loan_listing as loan  # the hooks the game calls
from brass_desktop.engine.core.reasons import CoreReason, IllegalActionError
from brass_desktop.engine.industria.actions import Bid


def _game(name: str = "lancashire") -> Game:
    return Game.new(GameSetup(players=("A", "B", "C"), seed=3, game=name))


def _a_listed_loan(game: Game) -> TakeLoan:
    action = next(a for a in game.legal_actions() if isinstance(a, TakeLoan))
    assert isinstance(action, TakeLoan)
    return action


@pytest.mark.parametrize("error", [KeyError("slot"), TypeError("bad sum"), AttributeError("x"), ValueError("y")])
def test_a_broken_rule_check_raises_and_changes_nothing(monkeypatch: pytest.MonkeyPatch, error: Exception) -> None:
    game = _game()
    action = _a_listed_loan(game)
    before = game.state.to_dict()

    def broken(ctx: Any, player: Any, action: Any) -> list[Any]:
        raise error

    monkeypatch.setattr(loan, "check", broken)
    with pytest.raises(type(error)):
        game.explain(action)
    with pytest.raises(type(error)):
        game.apply(action)
    with pytest.raises(type(error)):
        game.preview(action)
    assert game.state.to_dict() == before and game.history == []


def test_a_broken_rule_apply_raises_and_puts_the_position_back(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _game()
    action = _a_listed_loan(game)
    before = game.state.to_dict()
    real_apply = loan.apply

    def broken(ctx: Any, fx: Any, player: int, action: Any) -> Any:
        real_apply(ctx, fx, player, action)  # half applied, then a bug
        raise KeyError("a bug")

    monkeypatch.setattr(loan, "apply", broken)
    with pytest.raises(KeyError):
        game.apply(action)
    assert game.state.to_dict() == before and game.history == []
    monkeypatch.setattr(loan, "apply", real_apply)
    game.apply(action)  # the same action, the rule mended: legal and applied
    assert game.history == [action]


@pytest.mark.parametrize(("action", "field"), [
    (TakeLoan(3, 10), "card"),  # type: ignore[arg-type]
    (TakeLoan("cotton", True), "amount"),
    (TakeLoan("cotton", "10"), "amount"),  # type: ignore[arg-type]
    (BuildLink("cotton", ["l1"]), "lines"),  # type: ignore[arg-type]
    (BuildLink("cotton", ("l1", 2)), "lines"),  # type: ignore[arg-type]
    (BuildLink("cotton", ("l1",), coal=None), "coal"),  # type: ignore[arg-type]
    (Bid(1), "kind"),  # another game's action
    ("build", "kind"),  # not an action at all
])
def test_a_malformed_action_is_refused_as_one_and_changes_nothing(action: Any, field: str) -> None:
    game = _game()
    before = game.state.to_dict()
    violations = game.explain(action)
    assert [v.reason for v in violations] == [CoreReason.BAD_ACTION]
    assert violations[0].params["field"] == field
    with pytest.raises(IllegalActionError) as refused:
        game.apply(action)
    assert refused.value.violations == violations
    assert game.state.to_dict() == before and game.history == []


def test_a_well_formed_but_illegal_action_gets_the_rules_reasons_not_a_bad_action() -> None:
    game = _game()
    violations = game.explain(TakeLoan("no such card", 10))
    assert violations and CoreReason.BAD_ACTION not in [v.reason for v in violations]
