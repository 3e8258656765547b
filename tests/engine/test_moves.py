"""The grouped listing (issue 13): ``Game.legal_moves()`` names each move once with the cards that
can pay for it; the action applied and recorded names the card played."""
from __future__ import annotations

import pytest

from brass_desktop.engine import Game, GameSetup, get_game, registered_games
from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent
from brass_desktop.engine.brass.actions import BuildIndustry, BuildLink, Develop, EndSell, Pass, TakeLoan
from brass_desktop.engine.core.actions import Move, expand
from tools.golden_counts import reach


def _new(game_name: str, seed: int, players: int = 4) -> Game:
    names = ("A", "B", "C", "D")[:players]
    return Game.new(GameSetup(players=names, seed=seed, game=game_name, options=get_game(game_name).options_class()))


def test_a_move_spells_one_action_per_card() -> None:
    move = Move("loan", ("bolton", "cotton"), (20,), lambda values: TakeLoan(*values))
    assert move.action("cotton") == TakeLoan("cotton", 20)
    assert move.actions() == [TakeLoan("bolton", 20), TakeLoan("cotton", 20)]
    single = Move.single(EndSell())
    assert (single.kind, single.cards, single.action(), single.actions()) == ("end_sell", (), EndSell(), [EndSell()])
    assert list(expand([move, single])) == [TakeLoan("bolton", 20), TakeLoan("cotton", 20), EndSell()]


def test_the_lancashire_opening_groups_the_cards() -> None:
    # golden position lancashire 2p seed 1 opening: 193 actions are 48 moves
    game = reach("lancashire", 2, 1, 0)
    moves = game.legal_moves()
    faces = tuple(sorted(set(game.state.players[game.current_player].hand)))
    assert len(faces) == 7 and len(moves) == 48 and len(game.legal_actions()) == 193
    assert [m.rest for m in moves if m.kind == "loan"] == [(10,), (20,), (30,)]
    loan = next(m for m in moves if m.kind == "loan")
    assert loan.cards == faces  # any card pays for a loan (R9.1)
    passes = [m for m in moves if m.kind == "pass"]
    assert len(passes) == 1 and passes[0].actions() == [Pass(card) for card in faces]
    develops = [m for m in moves if m.kind == "develop"]
    assert len(develops) == 20 and all(m.cards == faces for m in develops)
    assert all(isinstance(a, Develop) for m in develops for a in m.actions())
    # a build is named once per slot, industry and resource choice, with only the cards that allow it
    for move in (m for m in moves if m.kind == "build"):
        for action in move.actions():
            assert isinstance(action, BuildIndustry) and len(action.cards) == 1
            assert game.explain(action) == ()


@pytest.mark.parametrize("game_name", ("lancashire", "birmingham"))
def test_double_rails_and_builds_keep_their_card_choices(game_name: str) -> None:
    # rail era positions of the golden file: every move's cards are exactly those the flat list pairs with it
    players, seed, actions = {"lancashire": (4, 2, 51), "birmingham": (4, 3, 67)}[game_name]
    game = reach(game_name, players, seed, actions)
    assert game.state.era == "rail"
    flat = game.legal_actions()
    for move in game.legal_moves():
        if move.kind in ("link", "build"):
            first = move.action(move.cards[0])
            same = [a for a in flat if type(a) is type(first)
                    and a.__class__.__dataclass_fields__.keys() == first.__class__.__dataclass_fields__.keys()
                    and all(getattr(a, f) == getattr(first, f) for f in first.__dataclass_fields__
                            if f not in ("card", "cards"))]
            assert same == move.actions()
    assert any(isinstance(m.action(m.cards[0]), BuildLink) and len(m.rest[0]) == 2
               for m in game.legal_moves() if m.kind == "link")


def test_no_moves_once_the_game_is_over() -> None:
    game = _new("birmingham", 2, players=2)
    agent = RandomAgent(2, BUILDER_WEIGHTS)
    while not game.is_over():
        game.apply(agent.choose_move(game))
    assert game.legal_moves() == [] and game.legal_actions() == []


@pytest.mark.parametrize("game_name", registered_games())
def test_random_play_on_moves_is_seeded_legal_and_recorded_with_the_card(game_name: str) -> None:
    players = get_game(game_name).max_players
    played = []
    for _ in range(2):
        game = _new(game_name, 11, players)
        agent = RandomAgent(11, BUILDER_WEIGHTS)
        while not game.is_over():
            action = agent.choose_move(game)
            assert game.explain(action) == ()
            game.apply(action)
        played.append(game)
    first, second = played
    assert first.history == second.history  # same seed, same game
    record = first.to_record()
    replayed = Game.from_record(record)
    assert replayed.state.to_dict() == first.state.to_dict()
    carded = [action for action in first.history if hasattr(action, "card") or hasattr(action, "cards")]
    assert all(getattr(a, "card", None) or getattr(a, "cards", None) for a in carded)  # the card played
    assert bool(carded) == (get_game(game_name).family == "brass")  # Industria's actions name no card
