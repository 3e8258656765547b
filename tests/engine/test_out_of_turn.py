"""Actions out of turn where a rule allows them (issue 38): Industria 6.6 exchanges a raw-material
tile for 1 coin *at any time*, also while another player is to move.

The core's game-neutral way: ``GameDefinition.OUT_OF_TURN`` names the kinds; ``Game.legal_actions_for(seat)``
lists them for a seat not to move; ``explain``/``preview``/``apply`` take ``player=seat`` and refuse any
other action of that seat with the game's not-your-turn reason; ``Game.actors`` and the record
(``"actor"``) keep who acted; undo, redo and replay follow.  Brass has no such rule (checked in the
rule texts: flips "even on another player's turn" are consequences, not actions).
"""
from __future__ import annotations

import random

import pytest

from brass_desktop.engine import CoreReason, Game, GameSetup, RecordError, game_from_json, record_to_json
from brass_desktop.engine.agents import RandomAgent
from brass_desktop.engine.industria.actions import Exchange
from brass_desktop.engine.industria.data import RAW
from brass_desktop.engine.industria.reasons import IndustriaReason
from tests.engine.conformance_games import cases
from tests.engine.preview_check import mismatches

NAMES = ("Ada", "Brunel", "Cort", "Darby")


def raw_tiles(game: Game, seat: int) -> list[str]:
    return [t for t in game.state.players[seat].hand if game.data.tiles[t].kind == RAW]


def waiting_seat_with_raw_tile(seed: int = 0) -> tuple[Game, int]:
    """A seeded Industria game at a decision of one seat while another holds a raw-material tile."""
    game = Game.new(GameSetup(players=NAMES[:3], seed=seed, game="industria"))
    agent = RandomAgent(seed)
    while not game.is_over():
        for seat in range(3):
            if seat != game.current_player and raw_tiles(game, seat):
                return game, seat
        game.apply(agent.choose(game, game.legal_actions()))
    raise AssertionError("no raw tile held out of turn")


def test_industria_exchange_from_another_players_decision() -> None:
    game, seat = waiting_seat_with_raw_tile()
    current, tile = game.current_player, raw_tiles(game, seat)[0]
    listed = game.legal_actions()
    assert Exchange(tile) in game.legal_actions_for(seat)
    assert all(a.kind == "exchange" for a in game.legal_actions_for(seat))
    assert game.explain(Exchange(tile), player=seat) == ()
    assert game.explain(Exchange(tile)) != ()  # by default the player to move proposes it: not their tile
    preview = game.preview(Exchange(tile), player=seat)
    coins = game.state.players[seat].coins
    assert preview.money_after == coins + 1
    assert mismatches(game, Exchange(tile), player=seat) == []
    events = game.apply(Exchange(tile), player=seat)
    assert events[0] == {"type": "action", "player": seat, "action": Exchange(tile)}
    assert game.state.players[seat].coins == coins + 1 and tile not in game.state.players[seat].hand
    assert game.current_player == current and game.legal_actions() == listed  # the decision waits as it was
    assert game.actors[-1] == seat
    # the record keeps who acted and replays it
    record = game.to_record()
    assert record["actions"][-1] == {"kind": "exchange", "tile": tile, "actor": seat}
    assert all("actor" not in entry for entry in record["actions"][:-1])
    again = game_from_json(record_to_json(game))
    assert again.state.to_dict() == game.state.to_dict() and again.actors == game.actors
    # undo and redo
    after = game.state.to_dict()
    game.undo()
    assert game.state.players[seat].coins == coins and game.actors[-1] is None
    assert game.to_record()["redo"] == [{"kind": "exchange", "tile": tile, "actor": seat}]
    reloaded = Game.from_record(game.to_record())
    assert reloaded.can_redo()
    reloaded.redo()
    game.redo()
    assert game.state.to_dict() == after == reloaded.state.to_dict() and game.actors[-1] == seat


def test_anything_else_out_of_turn_is_refused_with_the_games_reason() -> None:
    game, seat = waiting_seat_with_raw_tile()
    action = game.legal_actions()[0]
    refusal = game.explain(action, player=seat)
    assert [v.reason for v in refusal] == [IndustriaReason.NOT_YOUR_TURN]
    assert refusal[0].params == {"player": game.current_player}
    before = game.state.to_dict()
    with pytest.raises(ValueError):
        game.apply(action, player=seat)
    assert game.state.to_dict() == before and game.actors == [None] * len(game.history)
    assert game.explain(Exchange("nope"), player=seat)[0].reason is IndustriaReason.TILE_NOT_IN_HAND
    assert game.explain(Exchange(raw_tiles(game, seat)[0]), player=7)[0].reason is CoreReason.BAD_ACTION
    assert game.legal_actions_for(7) == []


def test_brass_has_no_out_of_turn_action() -> None:
    game = Game.new(GameSetup(players=NAMES[:3], seed=3, game="birmingham"))
    other = (game.current_player + 1) % 3
    assert game.legal_actions_for(other) == []
    assert game.legal_actions_for(game.current_player) == game.legal_actions()
    refusal = game.explain(game.legal_actions()[0], player=other)
    assert [(v.reason, v.params) for v in refusal] == [(CoreReason.NOT_YOUR_TURN, {"player": game.current_player})]


@pytest.mark.parametrize(("game_name", "players"), cases(), ids=[f"{g}-{p}p" for g, p in cases()])
def test_legal_actions_for_is_exactly_what_explain_allows(game_name: str, players: int) -> None:
    """For every seat at sampled positions: each action listed for it explains as legal for it; an
    action listed for another seat, or an exchange of any tile, is legal for it only when listed."""
    game = Game.new(GameSetup(players=NAMES[:players], seed=5, game=game_name))
    agent, rng = RandomAgent(5), random.Random(5)
    step = 0
    while not game.is_over():
        if step % 7 == 0:
            listed = {seat: game.legal_actions_for(seat) for seat in range(players)}
            assert listed[game.current_player] == game.legal_actions()
            every = {a for actions in listed.values() for a in actions}
            tiles = {t for p in game.state.players for t in getattr(p, "hand", ()) if isinstance(t, str)}
            every |= {Exchange(t) for t in tiles} if game_name == "industria" else set()
            for seat in range(players):
                for action in rng.sample(sorted(every, key=repr), min(40, len(every))):
                    assert (action in listed[seat]) == (game.explain(action, player=seat) == ()), (seat, action)
        game.apply(agent.choose(game, game.legal_actions()))
        step += 1


@pytest.mark.parametrize("version", [2.0, True, "2", None])
def test_a_record_version_must_be_a_whole_number(version: object) -> None:
    game = Game.new(GameSetup(players=NAMES[:2], seed=1))
    record = {**game.to_record(), "version": version}
    with pytest.raises(RecordError) as info:
        Game.from_record(record)
    assert info.value.reason is CoreReason.VERSION_UNSUPPORTED
    assert info.value.params == {"version": version, "supported": 2}


def test_a_bad_actor_is_a_malformed_entry() -> None:
    game, seat = waiting_seat_with_raw_tile()
    game.apply(Exchange(raw_tiles(game, seat)[0]), player=seat)
    record = game.to_record()
    record["actions"][-1]["actor"] = "Ada"
    with pytest.raises(RecordError) as info:
        Game.from_record(record)
    assert info.value.reason is CoreReason.ACTION_MALFORMED and info.value.entry == len(record["actions"]) - 1
