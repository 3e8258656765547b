"""``Game.apply_move`` does not check again a move of the position's own listing
(``Game.is_listed``): its actions are legal.  Anything else is checked: another card, a changed
position, a copied game, a move the caller added to the list, and every plain ``apply`` of an
action (nothing module-global remembers which action a move handed out)."""
from __future__ import annotations

import pytest

from brass_desktop.engine import Game, GameSetup, get_game, registered_games
from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent
from brass_desktop.engine.core.actions import Move
from brass_desktop.engine.core.reasons import IllegalActionError


def _new(game_name: str, seed: int) -> Game:
    names = ("A", "B", "C", "D")[:get_game(game_name).max_players]
    return Game.new(GameSetup(players=names, seed=seed, game=game_name, options=get_game(game_name).options_class()))


@pytest.fixture
def checks(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Every action ``Game.apply`` (or ``explain``) checks, in order."""
    seen: list[object] = []
    original = Game._check

    def counting(self: Game, ctx: object, player: int | None, action: object) -> object:
        seen.append(action)
        return original(self, ctx, player, action)

    monkeypatch.setattr(Game, "_check", counting)
    return seen


@pytest.mark.parametrize("game_name", registered_games())
def test_listed_moves_apply_unchecked_and_play_the_same_game(game_name: str, checks: list[object]) -> None:
    trusted, checked = _new(game_name, 5), _new(game_name, 5)
    agent, twin = RandomAgent(5, BUILDER_WEIGHTS), RandomAgent(5, BUILDER_WEIGHTS)
    for _ in range(60):
        agent.play_move(trusted)
        # the same move's action applied as an action (even the very object a move builds) is checked
        checked.apply(twin.choose_move(checked, checked.legal_moves()))
    assert len(checks) == 60
    assert trusted.history == checked.history
    assert trusted.state.to_dict() == checked.state.to_dict()


def test_another_card_a_changed_position_or_a_copy_is_checked(checks: list[object]) -> None:
    game = _new("lancashire", 3)
    moves = game.legal_moves()
    loan = next(m for m in moves if m.kind == "loan")
    not_held = next(card for deck in game.data.decks.values() for card in deck if card not in loan.cards)
    assert not game.is_listed(loan, not_held) and game.is_listed(loan, loan.cards[0])
    with pytest.raises(IllegalActionError):  # a card that cannot pay for the move: checked, refused
        game.apply_move(loan, not_held)
    assert len(checks) == 1 and not game.history
    copied = game.copy()
    copied.apply_move(loan, loan.cards[0])  # a copy lists nothing of its own: checked (and legal)
    assert len(checks) == 2
    before = game.state.to_dict()
    game.apply_move(loan, loan.cards[0])
    assert len(checks) == 2  # listed here: not checked again
    game.undo()
    assert game.state.to_dict() == before
    game.apply_move(loan, loan.cards[0])  # the very position of the listing again (undo): still trusted
    assert len(checks) == 2
    # the next position, not listed yet: the same move is checked again (whatever the answer)
    assert not game.is_listed(loan, loan.cards[0])
    try:
        game.apply_move(loan, loan.cards[0])
    except IllegalActionError:
        pass
    assert len(checks) == 3


def test_a_move_added_to_the_list_or_built_alike_is_checked(checks: list[object]) -> None:
    game = _new("birmingham", 4)
    moves = game.legal_moves()
    pass_move = next(m for m in moves if m.kind == "pass")
    bogus = Move("pass", ("no such card",), (), pass_move.make)
    moves.append(bogus)
    before = game.state.to_dict()
    with pytest.raises(IllegalActionError):
        game.apply_move(bogus, "no such card")
    assert len(checks) == 1 and game.state.to_dict() == before
    twin = Move(pass_move.kind, pass_move.cards, pass_move.rest, pass_move.make)  # equal, not listed
    assert not game.is_listed(twin, twin.cards[0])
    game.apply_move(twin, twin.cards[0])
    assert len(checks) == 2


def test_a_plain_apply_is_always_checked_even_right_after_a_move_built_the_action(checks: list[object]) -> None:
    game = _new("lancashire", 6)
    move = next(m for m in game.legal_moves() if m.cards)
    action = move.action(move.cards[0])  # what used to be remembered module-wide: nothing is now
    game.apply(action)
    assert checks == [action]


@pytest.mark.parametrize("game_name", registered_games())
def test_a_listed_move_stays_trusted_over_apply_undo_pairs_and_a_rebuilt_action_is_checked(
        game_name: str, checks: list[object]) -> None:
    # what benchmarks/engine_search.py times as a search's apply: a listed move applied and
    # taken back again and again (every game's undo brings back the listed context,
    # GameDefinition.moved_context), and a click's equal action built afresh from its record
    # form, which is checked
    game = _new(game_name, 7)
    agent = RandomAgent(7, BUILDER_WEIGHTS)
    for _ in range(20):
        agent.play_move(game)
    move, card = agent.pick_move(game, game.legal_moves())
    before = game.state.to_dict()
    for _ in range(3):
        game.apply_move(move, card)
        game.undo()
    assert checks == [] and game.state.to_dict() == before
    action = move.action(card)
    rebuilt = game.definition.action_from_dict(game.definition.action_to_dict(action))
    assert rebuilt == action
    game.apply(rebuilt)
    assert checks == [rebuilt]
