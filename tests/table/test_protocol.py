"""The table's message protocol (issue 40): hello by token, actions, undo, take-back, closing."""
from __future__ import annotations

import json

from brass_desktop.engine import Game, GameSetup
from brass_desktop.table.protocol import MAX_MESSAGE, Table, plain
from brass_desktop.table.seats import SeatTokens

from .fakes import FakeHost, messages


def _table(game: str = "birmingham", seats: tuple[int, ...] = (0, 1, 2)) -> tuple[Game, FakeHost, Table]:
    g = Game.new(GameSetup(game=game, players=("Ada", "Ben", "Cy"), seed=5))
    host = FakeHost(g)
    table = host.table = Table(host, SeatTokens(seats))
    return g, host, table


def _say(table: Table, conn: int, **message: object) -> list[dict]:
    return [m for _, m in messages(table.received(conn, json.dumps(message)))]


def _first_action(state: dict) -> dict:
    move = state["moves"][0]
    action = dict(move["action"])
    if move["cards"]:
        action[move["card_field"]] = move["cards"][0]["value"]
    return action


def test_tokens_are_secret_and_taking_a_seat_back_makes_a_new_one() -> None:
    tokens = SeatTokens((0, 2))
    assert tokens.seats == (0, 2)
    assert len({tokens.token(0), tokens.token(2), tokens.spectator_token}) == 3
    assert len(tokens.token(0)) >= 24
    old = tokens.token(0)
    assert tokens.resolve(old).seat == 0
    new = tokens.take_back(0)
    assert new != old and tokens.resolve(old) is None and tokens.resolve(new).seat == 0
    assert tokens.resolve(tokens.spectator_token).spectator
    for guess in ("", None, 0, "x" * 500, old[:-1], old + "A"):
        assert tokens.resolve(guess) is None


def test_a_seat_says_hello_and_gets_its_seat_and_state() -> None:
    game, _, table = _table()
    welcome, state = _say(table, 1, type="hello", token=table.tokens.token(1))
    assert welcome == {"type": "welcome", "protocol": 1, "seat": 1, "name": "Ben"}
    assert state["type"] == "state" and state["seat"] == 1 and state["current"] == game.current_player
    assert table.connected() == {1: 1}


def test_a_wrong_token_gets_nothing_but_a_denial_and_is_closed() -> None:
    _, _, table = _table()
    out = table.received(1, json.dumps({"type": "hello", "token": "guessed"}))
    assert len(out) == 1 and out[0].close and json.loads(out[0].text) == {"type": "denied", "reason": "unknown_token"}
    out = table.received(2, json.dumps({"type": "propose", "action": {"kind": "pass", "card": "x"}}))
    assert out[0].close and json.loads(out[0].text)["reason"] == "no_hello"
    assert table.connected() == {}


def test_bad_messages_are_refused() -> None:
    _, _, table = _table()
    assert json.loads(table.received(1, "{not json").pop().text)["reason"] == "not_json"
    assert json.loads(table.received(1, "[1]").pop().text)["reason"] == "not_json"
    assert json.loads(table.received(1, "x" * (MAX_MESSAGE + 1)).pop().text)["reason"] == "too_long"
    _say(table, 3, type="hello", token=table.tokens.token(0))
    assert _say(table, 3, type="propose", id=1, action={"kind": "nonsense"})[0]["error"] == "bad_action"
    assert _say(table, 3, type="dance", id=2)[0]["error"] == "unknown_type"


def test_propose_explains_and_apply_goes_through_the_host() -> None:
    game, host, table = _table()
    seat = game.current_player
    state = _say(table, 7, type="hello", token=table.tokens.token(seat))[1]
    action = _first_action(state)
    explained = _say(table, 7, type="propose", id="a", action=action)[0]
    assert explained["type"] == "explained" and explained["legal"] and "preview" in explained
    assert explained["label"]
    applied = _say(table, 7, type="apply", id="b", action=action)[0]
    assert applied == {"type": "applied", "id": "b", "legal": True}
    assert len(game.history) == 1 and host.actors == [seat]
    assert [json.loads(o.text)["type"] for o in host.pushed] == ["state"]


def test_another_seat_is_refused_with_the_engines_reason() -> None:
    game, _, table = _table()
    seat = game.current_player
    other = (seat + 1) % 3
    action = _first_action(_say(table, 1, type="hello", token=table.tokens.token(seat))[1])
    _say(table, 2, type="hello", token=table.tokens.token(other))
    answer = _say(table, 2, type="apply", id=1, action=action)[0]
    assert answer["legal"] is False and answer["reasons"][0]["reason"] == "not_your_turn"
    assert answer["reasons"][0]["text"]
    assert game.history == []


def test_a_spectator_sees_the_table_but_may_not_act() -> None:
    _, _, table = _table()
    welcome, state = _say(table, 9, type="hello", token=table.tokens.spectator_token)
    assert welcome["seat"] is None and state["moves"] == [] and state["can_undo"] is False
    assert _say(table, 9, type="apply", id=1, action={"kind": "pass", "card": "x"})[0]["error"] == "spectator"


def test_undo_only_of_the_seats_own_last_action_and_within_the_tables_policy() -> None:
    game, host, table = _table()
    seat = game.current_player
    state = _say(table, 1, type="hello", token=table.tokens.token(seat))[1]
    _say(table, 2, type="hello", token=table.tokens.token((seat + 1) % 3))
    _say(table, 1, type="apply", id=1, action=_first_action(state))
    assert table.can_undo(seat) and not table.can_undo((seat + 1) % 3)
    assert _say(table, 2, type="undo", id=2)[0]["done"] is False
    table.phone_undo = False
    assert _say(table, 1, type="undo", id=3)[0]["done"] is False
    table.phone_undo = True
    assert _say(table, 1, type="undo", id=4)[0] == {"type": "undone", "id": 4, "done": True}
    assert game.history == [] and host.actors == []


def test_taking_a_seat_back_closes_its_phones_and_the_old_token_gets_nothing() -> None:
    _, _, table = _table()
    old = table.tokens.token(0)
    _say(table, 1, type="hello", token=old)
    _say(table, 2, type="hello", token=table.tokens.token(1))
    new, out = table.take_back(0)
    assert [(o.conn, o.close, json.loads(o.text)["reason"]) for o in out] == [(1, True, "revoked")]
    assert table.connected() == {1: 1}
    assert _say(table, 3, type="hello", token=old)[0]["reason"] == "unknown_token"
    assert _say(table, 3, type="hello", token=new)[0]["seat"] == 0
    assert all(m["type"] == "state" for _, m in messages(table.changed()))


def test_closing_the_table_ends_every_session() -> None:
    _, _, table = _table()
    _say(table, 1, type="hello", token=table.tokens.token(0))
    _say(table, 2, type="hello", token=table.tokens.spectator_token)
    out = table.close_all()
    assert sorted(o.conn for o in out) == [1, 2] and all(o.close for o in out)
    assert table.connected() == {} and table.changed() == []


def test_plain_makes_json_data() -> None:
    from enum import Enum

    class Colour(str, Enum):
        RED = "red"

    assert plain({"a": (1, Colour.RED), 2: {3}, "o": object}) == {"a": [1, "red"], "2": [3], "o": str(object)}


def test_a_seat_considering_a_move_is_told_to_the_host_and_hints_go_to_that_seat_only() -> None:
    game, host, table = _table()
    seat = game.current_player
    other = (seat + 1) % 3
    _say(table, 1, type="hello", token=table.tokens.token(seat))
    _say(table, 2, type="hello", token=table.tokens.token(other))
    state = [m for _, m in messages(table.changed()) if m["seat"] == seat][0]
    assert _say(table, 1, type="consider", id=3, action=_first_action(state)) == []
    assert host.considered[-1][0] == seat and host.considered[-1][1] is not None
    assert _say(table, 1, type="consider", id=4, action=None) == []
    assert host.considered[-1] == (seat, None)
    # another seat's phone "considering" the player to move's action marks nothing
    assert _say(table, 2, type="consider", id=7, action=_first_action(state)) == []
    assert len(host.considered) == 2
    assert _say(table, 1, type="consider", id=5, action={"kind": "nonsense"})[0]["error"] == "bad_action"
    assert _say(table, 1, type="hint", id=6) == [{"type": "hint", "id": 6, "asked": True}]
    assert host.hints_asked == [seat]
    out = table.to_seat(seat, {"type": "hints", "lines": ["1. Build"]})
    assert [o.conn for o in out] == [1]
    spectator = _say(table, 9, type="hello", token=table.tokens.spectator_token)
    assert spectator[0]["seat"] is None
    assert _say(table, 9, type="consider", id=1, action=None)[0]["error"] == "spectator"
