"""``Game.edit`` / ``Game.edited``: the public way to change a position by hand (tests,
scenarios, tools), instead of writing the game's private fields."""
from __future__ import annotations

from brass_desktop.engine import Game, GameSetup
from brass_desktop.engine.brass.actions import TakeLoan
from brass_desktop.engine.brass.state import GameState


def _game() -> Game:
    return Game.new(GameSetup(players=("A", "B", "C"), seed=2))


def _no_loans(state: GameState) -> None:
    state.players[state.turn_order[state.turn_index]].income_pos = 0  # income £-10: no loan is possible


def test_an_edit_is_seen_by_the_next_query_and_drops_the_old_listing() -> None:
    game = _game()
    assert game.legal_actions(TakeLoan)
    move = next(m for m in game.legal_moves() if m.kind == "loan")
    assert game.is_listed(move, move.cards[0])
    assert game.edit(_no_loans) is game
    assert game.legal_actions(TakeLoan) == [] and not game.is_listed(move, move.cards[0])
    assert game.history == []


def test_a_state_edited_directly_is_seen_after_edit_without_a_change() -> None:
    game = _game()
    assert game.legal_actions(TakeLoan)
    _no_loans(game.state)
    game.edit()
    assert game.legal_actions(TakeLoan) == []


def test_edit_may_put_another_state_in_place() -> None:
    game, other = _game(), Game.new(GameSetup(players=("A", "B", "C"), seed=9))
    game.edit(lambda state: other.state.clone())
    assert game.state.to_dict() == other.state.to_dict()
    assert game.legal_actions() == other.legal_actions()


def test_edited_is_a_new_game_and_leaves_this_one_as_it_was() -> None:
    game = _game()
    game.apply(game.legal_actions()[0])
    before = game.state.to_dict()
    edited = game.edited(_no_loans)
    assert edited is not game and edited.history == [] and not edited.can_undo()
    assert edited.legal_actions(TakeLoan) == [] and game.legal_actions(TakeLoan)
    assert game.state.to_dict() == before and len(game.history) == 1
