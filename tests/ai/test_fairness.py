"""Fair play: a computer player sees only its player's knowledge.  Changing everything that player
cannot see (the other hands, the deck order, the face-down removed cards and setup discards, the
rail deck, the distant-market tiles; Industria's face-down stacks and, played with hidden hands, the
other hands: the engine's ``determinize`` of the real game) leaves its view, the packet a worker
process gets, and so its choice and its hints, unchanged for the same seed."""
from __future__ import annotations

import pickle
import random

import pytest

from brass_desktop.ai import decide, knowledge, make_agent, observe, suggest, view_packet
from brass_desktop.ai.views import game_of_packet
from brass_desktop.engine import Game
from brass_desktop.engine.core.definition import UNKNOWN

from .helpers import mid_game


def scramble_hidden(game: Game, player: int, seed: int) -> Game:
    """A copy of ``game`` with every card and tile ``player`` cannot see dealt differently."""
    other = Game.from_record(game.to_record())
    other.edit(lambda state: game.definition.determinize(state, player, random.Random(seed)))
    assert other.view_for(player).to_dict() == game.view_for(player).to_dict()
    return other


def hidden_parts(game: Game, player: int) -> list[object]:
    """The other hands and every face-down pile (Brass's decks, Industria's stacks)."""
    state = game.state
    piles = [getattr(state, name) for name in ("deck", "rail_deck", "stacks") if hasattr(state, name)]
    return [[p.hand for i, p in enumerate(state.players) if i != player], *piles]


def hidden_hands_game(players: int, seed: int, actions: int) -> Game:
    """An Industria game played with hidden hands (its option; open by default)."""
    from brass_desktop.engine import GameSetup, get_game
    from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent

    options = get_game("industria").options_class(open_hands=False)
    game = Game.new(GameSetup(players=tuple(f"P{i + 1}" for i in range(players)), seed=seed, game="industria",
                              options=options))
    agent = RandomAgent(seed, BUILDER_WEIGHTS)
    for _ in range(actions):
        game.apply(agent.choose(game))
    return game


#: Brass's hidden hands and decks; Industria's face-down stacks (open hands, its default) and, with
#: hidden hands, the other hands too (``hidden=True``).
POSITIONS = [("lancashire", 4, 3, 9), ("lancashire", 3, 8, 40), ("birmingham", 4, 5, 9), ("birmingham", 2, 6, 30),
             ("industria", 4, 3, 30), ("industria-hidden", 3, 8, 60)]


def position(game_name: str, players: int, seed: int, actions: int) -> Game:
    if game_name == "industria-hidden":
        return hidden_hands_game(players, seed, actions)
    return mid_game(game_name, players, seed, actions)


@pytest.mark.parametrize("game_name,players,seed,actions", POSITIONS)
def test_hidden_information_changes_nothing_the_player_sees(game_name: str, players: int, seed: int,
                                                             actions: int) -> None:
    game = position(game_name, players, seed, actions)
    player = game.current_player
    assert player is not None
    other = scramble_hidden(game, player, 99)
    assert hidden_parts(other, player) != hidden_parts(game, player)  # the scramble changed something hidden
    a = observe(game, player, random.Random(5)).state.to_dict()
    b = observe(other, player, random.Random(5)).state.to_dict()
    assert a == b
    assert list(a["players"][player]["hand"]) == list(game.state.players[player].hand)
    assert view_packet(game, player) == view_packet(other, player)


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
@pytest.mark.parametrize("game_name,players,seed,actions", POSITIONS[::3] + POSITIONS[4:])
def test_choice_unchanged_when_hidden_information_changes(level: str, game_name: str, players: int, seed: int,
                                                          actions: int) -> None:
    game = position(game_name, players, seed, actions)
    player = game.current_player
    assert player is not None
    agent = make_agent(level, nodes=400)
    choices = {decide(scramble_hidden(game, player, s), agent, 7) for s in (1, 2, 3)}
    assert choices == {decide(game, agent, 7)}


@pytest.mark.parametrize("game_name,players,seed,actions", [("birmingham", 4, 9, 14), ("industria-hidden", 3, 8, 60)])
def test_hints_unchanged_when_hidden_information_changes(game_name: str, players: int, seed: int,
                                                         actions: int) -> None:
    game = position(game_name, players, seed, actions)
    player = game.current_player
    assert player is not None
    first = [(h.action, h.reasons) for h in suggest(game, seed=2)]
    assert len(first) == 3
    assert [(h.action, h.reasons) for h in suggest(scramble_hidden(game, player, 8), seed=2)] == first


def test_the_worker_packet_holds_no_hidden_arrangement() -> None:
    """The packet is the view with the unknowns filled in sorted order; it pickles, carries no seed,
    and its game shows the player exactly the real view."""
    game = mid_game("birmingham", 4, 5, 9)
    player = game.current_player
    assert player is not None
    packet = pickle.loads(pickle.dumps(view_packet(game, player)))
    assert "seed" not in packet["setup"] and packet["moves"] == 9
    known = game_of_packet(packet)
    assert known.view_for(player).to_dict() == game.view_for(player).to_dict()
    assert known.state.deck == sorted(known.state.deck)
    assert known.state.rail_deck == sorted(game.state.rail_deck)
    assert UNKNOWN not in known.state.deck
    assert knowledge(game, player).state.to_dict() == known.state.to_dict()


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
    assert "seed" not in observe(game, player, random.Random(0)).setup
