"""The phone's words come from the desktop (issue 40): each family's cards, moves and figures, read
from the seat's own view only (the message is the same when what is hidden is dealt again)."""
from __future__ import annotations

import json
import random

import pytest

from brass_desktop.engine import Game, GameSetup, get_game, registered_games
from brass_desktop.engine.agents import RandomAgent
from brass_desktop.table.projection import state_message
from brass_desktop.table.protocol import plain
from brass_desktop.ui.phones.host import DesktopWords
from brass_desktop.ui.phones.words import page_words, phone_words_for


@pytest.mark.parametrize("name", registered_games())
def test_every_game_has_figures_and_worded_moves(qapp, name: str) -> None:
    game = Game.new(GameSetup(game=name, players=("Ada", "Ben", "Cy"), seed=3))
    assert phone_words_for(game.definition.family) is not None
    message = state_message(game, game.current_player, DesktopWords())
    assert len(message["figures"]) >= 3 and all(label and value for label, value in message["figures"])
    assert all(move["label"] and "_" not in move["label"] for move in message["moves"])
    assert all("_" not in card["label"] for move in message["moves"] for card in move["cards"])
    assert state_message(game, None, DesktopWords())["figures"] == []


@pytest.mark.parametrize("name", registered_games())
def test_the_worded_message_reads_only_what_the_seat_knows(qapp, name: str) -> None:
    game = Game.new(GameSetup(game=name, players=("Ada", "Ben", "Cy"), seed=8))
    agent, words = RandomAgent(8), DesktopWords()
    for step in range(150):
        if game.is_over():
            break
        if step % 30 == 0:
            for seat in range(3):
                world = game.determinize(seat, random.Random(step))
                assert json.dumps(state_message(game, seat, words)) == json.dumps(state_message(world, seat, words))
        game.apply(agent.choose(game))


def test_the_page_words_are_all_there(qapp) -> None:
    words = page_words({"vp": "Victory points"})
    assert words["confirm"] and words["metric_vp"] == "Victory points"


@pytest.mark.parametrize("name", registered_games())
def test_no_two_moves_on_offer_read_the_same(qapp, name: str) -> None:
    """Moves that differ only in a space of the same town, the coal, iron or beer source, the
    merchant or the rails' order are worded apart (one entry per move; the card is chosen after)."""
    game = Game.new(GameSetup(game=name, players=("Ada", "Ben", "Cy"), seed=7))
    agent, words = RandomAgent(1), DesktopWords()
    for _ in range(120):
        if game.is_over():
            break
        labels = [m["label"] for m in state_message(game, game.current_player, words)["moves"]]
        repeated = sorted({label for label in labels if labels.count(label) > 1})
        assert not repeated, repeated
        game.apply(agent.choose(game))


@pytest.mark.parametrize("name", registered_games())
def test_every_worded_message_of_a_whole_game_reads_only_what_its_seat_knows(qapp, name: str) -> None:
    """A whole game of each game in the desktop's words (4 seats where the game allows them): every
    few actions, the state of the seat to move, the words and preview of the move it considers
    (the ``explained`` answer) and the spectators' state are the same when everything hidden from
    that seat is dealt again: no word, figure or preview line reads another hand or a deck."""
    game = Game.new(GameSetup(game=name, players=("Ada", "Ben", "Cy", "Di")[:get_game(name).max_players], seed=41))
    words, rng = DesktopWords(), random.Random(41)

    def explained(world: Game, seat: int, action: object) -> str:
        preview = world.preview(action, player=seat)
        return json.dumps({"label": words.action(world, action), "preview": plain(preview),
                           "lines": words.preview(world, seat, preview)}, ensure_ascii=False)

    dealt_apart = 0  # worlds dealt otherwise than the real game: the check was not vacuous
    for step in range(1000):
        if game.is_over():
            break
        seat = game.current_player
        assert seat is not None
        message = state_message(game, seat, words)
        move = rng.choice(message["moves"])
        data = dict(move["action"])
        if move["cards"]:
            data[move["card_field"]] = rng.choice(move["cards"])["value"]
        action = game.definition.action_from_dict(data)
        if step % 2 == 0:
            world = game.determinize(seat, random.Random(step))
            dealt_apart += world.state != game.state
            assert json.dumps(state_message(world, seat, words)) == json.dumps(message)
            assert explained(world, seat, action) == explained(game, seat, action)
            public = state_message(game, None, words)
            assert json.dumps(state_message(world, None, words)) == json.dumps(public)
            # every player's figures on a seat's page are the public ones (what a spectator is shown)
            assert message["players"] == public["players"] and len(public["players"]) == len(game.state.players)
        game.apply(action, player=seat)
    assert game.is_over() and dealt_apart > 10
