"""Fair play: a computer player sees only its player's view.  Changing everything that player
cannot see (the other hands, the deck order, the face-down removed cards and setup discards, the
rail deck, the distant-market tiles) leaves its view, and so its choice, unchanged for the same seed."""
from __future__ import annotations

import random

import pytest

from brass_desktop.ai import decide, make_agent, observe
from brass_desktop.ai.views import hidden_discards
from brass_desktop.engine import Game

from .helpers import mid_game


def scramble_hidden(game: Game, player: int, seed: int) -> Game:
    """A copy of ``game`` with every card and tile ``player`` cannot see dealt differently."""
    other = Game.from_record(game.to_record())
    state = other.state
    rng = random.Random(seed)
    face_down = hidden_discards(state)
    others = [i for i in range(len(state.players)) if i != player]
    pool = [c for i in others for c in state.players[i].hand] + state.deck + state.removed + state.discard[:face_down]
    rng.shuffle(pool)
    for i in others:
        size = len(state.players[i].hand)
        state.players[i].hand, pool = pool[:size], pool[size:]
    state.removed, pool = pool[:len(state.removed)], pool[len(state.removed):]
    state.discard[:face_down], pool = pool[:face_down], pool[face_down:]
    state.deck = pool
    rng.shuffle(state.rail_deck)
    rng.shuffle(state.distant_tiles)
    rng.shuffle(state.rail_distant_tiles)
    other._context = None
    return other


POSITIONS = [("lancashire", 4, 3, 9), ("lancashire", 3, 8, 40), ("birmingham", 4, 5, 9), ("birmingham", 2, 6, 30)]


@pytest.mark.parametrize("game_name,players,seed,actions", POSITIONS)
def test_hidden_information_changes_nothing_the_player_sees(game_name: str, players: int, seed: int,
                                                             actions: int) -> None:
    game = mid_game(game_name, players, seed, actions)
    player = game.current_player
    assert player is not None
    other = scramble_hidden(game, player, 99)
    theirs = [p.hand for i, p in enumerate(game.state.players) if i != player]
    assert theirs != [p.hand for i, p in enumerate(other.state.players) if i != player] or \
        game.state.deck != other.state.deck  # the scramble really changed something hidden
    assert game.state.players[player].hand == other.state.players[player].hand
    a = observe(game, player, random.Random(5)).state.to_dict()
    b = observe(other, player, random.Random(5)).state.to_dict()
    assert a == b
    assert a["players"][player]["hand"] == game.state.players[player].hand


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
@pytest.mark.parametrize("game_name,players,seed,actions", POSITIONS[::3])
def test_choice_unchanged_when_hidden_information_changes(level: str, game_name: str, players: int, seed: int,
                                                          actions: int) -> None:
    game = mid_game(game_name, players, seed, actions)
    player = game.current_player
    assert player is not None
    agent = make_agent(level)
    choices = {decide(scramble_hidden(game, player, s), agent, 7) for s in (1, 2, 3)}
    assert choices == {decide(game, agent, 7)}


def test_the_view_hides_the_other_hands_and_the_deck() -> None:
    """Different seeds deal the unseen cards differently: the view is not the real game."""
    game = mid_game("lancashire", 4, 3, 9)
    player = game.current_player
    assert player is not None
    views = [observe(game, player, random.Random(s)).state for s in range(4)]
    other = (player + 1) % 4
    assert len({tuple(v.players[other].hand) for v in views}) > 1
    assert len({tuple(v.deck) for v in views}) > 1
    assert all(v.players[player].hand == game.state.players[player].hand for v in views)
    assert all(sorted(v.deck + [c for i, p in enumerate(v.players) if i != player for c in p.hand] + v.removed)
               == sorted(game.state.deck + [c for i, p in enumerate(game.state.players) if i != player
                                            for c in p.hand] + game.state.removed) for v in views)
    assert "canal_deck" not in observe(game, player, random.Random(0)).setup
