"""What a phone may be sent (issue 40): only its seat's ``view_for``, or the public view.

Whole seeded games of every registered game are played from the phones through the protocol;
every message sent to every connection is inspected: the view is exactly that seat's
``view_for`` (a spectator's holds only what every seat's view agrees on), no other hand, no
deck order or face-down tile, no seed or setup block; and the message stays the same when
everything hidden from the seat is dealt again (``Game.determinize``).
"""
from __future__ import annotations

import json
import random
from typing import Any

import pytest

from brass_desktop.engine import Game, GameSetup, get_game, registered_games
from brass_desktop.engine.brass.actions import WILD_CARDS
from brass_desktop.engine.core.definition import UNKNOWN
from brass_desktop.table.projection import PlainWords, seat_view, state_message
from brass_desktop.table.protocol import Table
from brass_desktop.table.seats import SeatTokens

from .fakes import FakeHost, messages

FORBIDDEN_KEYS = {"seed", "setup", "canal_deck", "canal_distant_tiles", "rail_distant_tiles_drawn"}


def _players(name: str) -> tuple[str, ...]:
    return ("Ada", "Ben", "Cy", "Di")[:max(3, get_game(name).min_players)]


def _keys(value: Any) -> set[str]:
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in _keys(v)}
    if isinstance(value, list):
        return {k for v in value for k in _keys(v)}
    return set()


def _json(value: Any) -> Any:
    return json.loads(json.dumps(value))


def _agrees(public: Any, views: list[Any]) -> bool:
    """Every known value of the public view is the same in every seat's view."""
    if public == UNKNOWN:
        return True
    if isinstance(public, dict):
        return all(_agrees(public[k], [v[k] for v in views]) for k in public)
    if isinstance(public, list):
        return all(_agrees(p, [v[i] for v in views]) for i, p in enumerate(public))
    return all(v == public for v in views)


def _check_hidden(game: Game, seat: int | None, view: dict[str, Any]) -> None:
    """The game's hidden items, named: other hands, the decks and face-down tiles are UNKNOWN."""
    if game.definition.family == "brass":
        for pile in ("deck", "removed", "rail_deck", "distant_tiles", "rail_distant_tiles"):
            assert set(view[pile]) <= {UNKNOWN}, pile
        for index, player in enumerate(view["players"]):
            if index != seat:
                assert set(player["hand"]) <= {UNKNOWN, *WILD_CARDS}
    else:
        for stack in view["stacks"].values():
            assert set(stack) <= {UNKNOWN}
        if not view["hands_open"]:
            for index, player in enumerate(view["players"]):
                if index != seat:
                    assert set(player["hand"]) <= {UNKNOWN}


def _inspect(game: Game, roles: dict[int, int | None], out: list[tuple[int, dict[str, Any]]]) -> None:
    views = [_json(game.view_for(p).to_dict()) for p in range(len(game.state.players))]
    for conn, message in out:
        assert not _keys(message) & FORBIDDEN_KEYS
        if message["type"] != "state":
            continue
        seat = roles[conn]
        assert message["seat"] == seat
        if seat is None:
            assert message["moves"] == [] and _agrees(message["view"], views)
        else:
            assert message["view"] == views[seat]
        _check_hidden(game, seat, message["view"])


@pytest.mark.parametrize("name", registered_games())
def test_every_message_of_a_whole_game_holds_only_the_seats_view(name: str) -> None:
    game = Game.new(GameSetup(game=name, players=_players(name), seed=40))
    host = FakeHost(game)
    tokens = SeatTokens(range(len(game.state.players)))  # type: ignore[arg-type]
    table = host.table = Table(host, tokens)
    roles: dict[int, int | None] = {seat: seat for seat in tokens.seats}
    roles[99] = None
    out = []
    for conn, seat in roles.items():
        token = tokens.spectator_token if seat is None else tokens.token(seat)
        out += messages(table.received(conn, json.dumps({"type": "hello", "token": token})))
    _inspect(game, roles, out)
    latest = {conn: m for conn, m in out if m["type"] == "state"}
    rng = random.Random(40)
    for step in range(3000):
        if game.is_over():
            break
        # now and then a seat not to move takes what a rule allows it at any time (Industria 6.6)
        others = [c for c, m in latest.items() if m["seat"] not in (None, game.current_player) and m["moves"]]
        conn = rng.choice(others) if others and rng.random() < 0.2 else game.current_player
        assert conn is not None
        move = rng.choice(latest[conn]["moves"])
        action = dict(move["action"])
        if move["cards"]:
            action[move["card_field"]] = rng.choice(move["cards"])["value"]
        answer = messages(table.received(conn, json.dumps({"type": "propose", "id": step, "action": action})))
        assert answer[0][1]["legal"], answer
        host.pushed.clear()
        answer = messages(table.received(conn, json.dumps({"type": "apply", "id": step, "action": action})))
        assert answer[0][1] == {"type": "applied", "id": step, "legal": True}
        pushed = messages(host.pushed)
        assert sorted(c for c, _ in pushed) == sorted(roles)
        _inspect(game, roles, answer + pushed)
        latest = {c: m for c, m in pushed}
    assert game.is_over()


@pytest.mark.parametrize("name", registered_games())
def test_a_seats_message_is_the_same_whatever_is_hidden_from_it(name: str) -> None:
    game = Game.new(GameSetup(game=name, players=_players(name), seed=7))
    from brass_desktop.engine.agents import RandomAgent
    agent = RandomAgent(7)
    for step in range(400):
        if game.is_over():
            break
        if step % 25 == 0:
            for seat in range(len(game.state.players)):
                world = game.determinize(seat, random.Random(step))
                real = state_message(game, seat, PlainWords())
                dealt_again = state_message(world, seat, PlainWords())
                assert _json(real) == _json(dealt_again)
        game.apply(agent.choose(game))


def test_the_public_view_hides_what_any_seat_may_not_know() -> None:
    game = Game.new(GameSetup(game="birmingham", players=("Ada", "Ben", "Cy"), seed=3))
    public = seat_view(game, None)
    for player in public["players"]:
        assert set(player["hand"]) <= {UNKNOWN}
    assert set(public["deck"]) == {UNKNOWN}
    assert public["players"][0]["money"] == game.state.players[0].money
