"""What a phone may be sent: built only from ``Game.view_for`` (docs/phones.md, security model).

``seat_view(game, seat)`` is the one view function for players and spectators: a seat gets its
``view_for``; a spectator (``seat`` None) gets the *public view*, the part on which every seat's
``view_for`` agrees (anything any seat may not know differs between two seats' views, or is
UNKNOWN in all of them, so it is UNKNOWN here too).  The seat's moves are what the seat may do now
(``Game.legal_moves`` when it is to move, else ``Game.legal_actions_for``: actions a rule allows at
any time); the engine's legality reads only what that seat knows (tests/table/test_projection.py
checks the whole message stays the same when everything hidden from the seat is dealt again).
Nothing here reads the setup block (the seed, the drawn decks) or the events.
"""
from __future__ import annotations

from dataclasses import fields
from typing import Any, Protocol

from brass_desktop.engine import Game
from brass_desktop.engine.core.definition import UNKNOWN

#: protocol version a phone page and the server must share
PROTOCOL = 1


class Words(Protocol):
    """How the host words what the engine says in codes (the desktop's translated sentences)."""

    def reason(self, game: Game, violation: Any) -> str: ...

    def action(self, game: Game, action: Any) -> str: ...

    def group(self, game: Game, action: Any) -> str: ...

    def card(self, game: Game, card: Any) -> str: ...

    def preview(self, game: Game, seat: int, preview: Any) -> list[str]: ...

    def figures(self, data: Any, view: dict[str, Any], seat: int) -> list[tuple[str, str]]:
        """The seat's figures (label, value), read from ``view`` (its own ``view_for``) and the static data only."""
        ...


class PlainWords:
    """Codes and field values as they are (tests, and a host without translations)."""

    def reason(self, game: Game, violation: Any) -> str:
        return str(violation)

    def action(self, game: Game, action: Any) -> str:
        return " ".join(str(v) for v in game.definition.action_to_dict(action).values())

    def group(self, game: Game, action: Any) -> str:
        places = sorted(game.definition.action_locations(game.data, action))
        return places[0].split("/")[0] if places else ""

    def card(self, game: Game, card: Any) -> str:
        return "+".join(card) if isinstance(card, (tuple, list)) else str(card)

    def preview(self, game: Game, seat: int, preview: Any) -> list[str]:
        return []

    def figures(self, data: Any, view: dict[str, Any], seat: int) -> list[tuple[str, str]]:
        return []


def _meet(values: list[Any]) -> Any:
    """The part on which all ``values`` (plain JSON-like data of the same shape) agree; UNKNOWN elsewhere."""
    first = values[0]
    if all(type(v) is dict for v in values) and all(v.keys() == first.keys() for v in values):
        return {key: _meet([v[key] for v in values]) for key in first}
    if all(type(v) in (list, tuple) for v in values) and len({len(v) for v in values}) == 1:
        return [_meet([v[i] for v in values]) for i in range(len(first))]
    return first if all(v == first and type(v) is type(first) for v in values) else UNKNOWN


def seat_view(game: Game, seat: int | None) -> dict[str, Any]:
    """The state as ``seat`` may know it (``view_for``), or for a spectator (None) the public view."""
    if seat is not None:
        return dict(game.view_for(seat).to_dict())
    views = [game.view_for(player).to_dict() for player in range(len(game.state.players))]
    return dict(_meet(views))


def card_field(action: Any) -> str:
    """The name of the action's first field: the card (or cards) a ``Move`` chooses from."""
    return fields(action)[0].name


def seat_moves(game: Game, seat: int, words: Words) -> list[dict[str, Any]]:
    """What ``seat`` may do now, one entry per move: its kind, the words for it and the place it
    is listed under, the cards that can pay for it (each with its words) and the action (playing
    the first of those cards; the phone puts the card it chose in ``card_field``)."""
    out: list[dict[str, Any]] = []
    definition = game.definition
    if seat == game.current_player:
        for move in game.legal_moves():
            first = move.actions()[0]
            entry: dict[str, Any] = {"kind": move.kind, "label": words.action(game, first),
                                     "group": words.group(game, first), "action": definition.action_to_dict(first),
                                     "cards": [], "card_field": None}
            if move.cards:
                entry["cards"] = [{"value": list(c) if isinstance(c, tuple) else c, "label": words.card(game, c)}
                                  for c in move.cards]
                entry["card_field"] = card_field(first)
            out.append(entry)
        return out
    for action in game.legal_actions_for(seat):  # out of turn: only what a rule allows at any time
        out.append({"kind": action.kind, "label": words.action(game, action), "group": words.group(game, action),
                    "action": definition.action_to_dict(action), "cards": [], "card_field": None})
    return out


def public_outcome(game: Game) -> dict[str, Any] | None:
    """The result once the game is over (public by then), else None."""
    outcome = game.outcome()
    if outcome is None:
        return None
    return {"ranking": list(outcome.ranking), "winners": list(outcome.winners), "decided_by": outcome.decided_by,
            "scores": [{"player": s.player, "name": s.name, "vp": s.vp} for s in outcome.scores]}


def state_message(game: Game, seat: int | None, words: Words, *, can_undo: bool = False,
                  version: int = 0, table: dict[str, Any] | None = None) -> dict[str, Any]:
    """The ``state`` message for ``seat`` (None: a spectator): the view, whose turn it is, and for a
    seat its moves.  ``can_undo`` and ``table`` (the host's public facts: phones away, ...) come from
    the host; ``version`` counts the changes so a phone can drop an old message."""
    stage = game.definition.stage(game.state)
    view = seat_view(game, seat)
    figures = [] if seat is None else [[label, value] for label, value in words.figures(game.data, view, seat)]
    # every player's public figures (money, income, VP: the same in every seat's view), read from this view
    table_figures = [[[label, value] for label, value in words.figures(game.data, view, player)]
                     for player in range(len(game.state.players))]
    return {
        "type": "state", "protocol": PROTOCOL, "version": version, "game": game.definition.name,
        "family": game.definition.family, "seat": seat, "names": [p.name for p in game.state.players],
        "current": game.current_player, "stage": {"name": stage.name, "round": stage.round},
        "view": view, "figures": figures, "players": table_figures,
        "moves": [] if seat is None else seat_moves(game, seat, words),
        "can_undo": bool(can_undo and seat is not None), "over": game.is_over(), "outcome": public_outcome(game),
        "table": dict(table or {}),
    }
