"""A small scenario builder for per-rule tests: a real Game whose position is edited by hand.

``new_game`` gives a game in the middle of a normal round (two actions, empty hands, full
markets, nothing on the board); the helpers then set up exactly the position a rule test
needs.  Every helper that edits ``game.state`` tells the game (``Game.edit``), which drops the
facts worked out for the position before, so the next query sees the edit.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from brass_desktop.engine import CANAL, RAIL, Game, GameSetup, IllegalActionError, RuleOptions
from brass_desktop.engine.brass.actions import Action
from brass_desktop.engine.brass.options import BirminghamOptions
from brass_desktop.engine.brass.rules.common import resource_of
from brass_desktop.engine.brass.state import Tile

NAMES = ("Ada", "Brunel", "Cort", "Darby")


def refresh(game: Game) -> Game:
    """Forget cached derived facts after editing ``game.state`` directly (``Game.edit``)."""
    return game.edit()


def new_game(players: int = 3, options: RuleOptions | BirminghamOptions | None = None, era: str = CANAL,
             round_: int = 2, seed: int = 1, game: str = "lancashire", undo_policy: str = "") -> Game:
    """A game of ``game`` at the start of player 0's turn in round ``round_`` of ``era``.

    Turn order is 0, 1, 2, ...; every hand is empty (use :func:`give_cards`); the draw pile is
    left as dealt (non-empty); markets are as set up (Lancashire full; Birmingham 13 coal, 8
    iron); the board is empty; money is the start money.
    """
    if options is None:
        options = BirminghamOptions() if game == "birmingham" else RuleOptions()
    return _prepare(Game.new(GameSetup(NAMES[:players], seed=seed, options=options, game=game,
                                       undo_policy=undo_policy)), players, era, round_)


def new_birmingham(players: int = 3, options: BirminghamOptions | None = None, era: str = CANAL,
                   round_: int = 2, seed: int = 1, merchants: dict[str, str] | None = None) -> Game:
    """A Brass: Birmingham game like :func:`new_game`, with chosen merchant tiles.

    ``merchants`` maps a merchant id (``"oxford/m0"``) to a tile type (``"any"``, ``"cotton"``...);
    every other used merchant slot gets a blank tile, so the random draw never matters.  The
    barrel beside each tile follows setup rule 1.6 (one barrel unless the tile is blank).
    """
    game = new_game(players, options, era, round_, seed, game="birmingham")
    tiles = {m["id"]: "blank" for m in game.state.merchants}
    tiles.update(merchants or {})
    return set_merchants(game, tiles)


def set_merchants(game: Game, tiles: dict[str, str]) -> Game:
    """Put merchant tile ``tiles[id]`` on each named merchant slot, with its 1.6 barrel."""
    by_id = {m["id"]: m for m in game.state.merchants}
    for merchant_id, tile in tiles.items():
        by_id[merchant_id]["tile"] = tile
        by_id[merchant_id]["beer"] = 0 if tile == "blank" else 1
    return refresh(game)


def set_merchant_beer(game: Game, merchant_id: str, beer: int) -> Game:
    """Set the barrels beside one merchant tile."""
    for m in game.state.merchants:
        if m["id"] == merchant_id:
            m["beer"] = beer
    return refresh(game)


def merchant_beer(game: Game, merchant_id: str) -> int:
    return next(m["beer"] for m in game.state.merchants if m["id"] == merchant_id)


def _prepare(game: Game, players: int, era: str, round_: int) -> Game:
    """Move the new game to player 0's turn in ``round_`` of ``era`` with empty hands."""
    state = game.state
    state.era = era
    state.round = round_
    state.turn_order = list(range(players))
    state.turn_index = 0
    state.actions_left = 1 if (era == CANAL and round_ == 1) else 2
    for p in state.players:
        state.deck.extend(p.hand)
        p.hand = []
    return refresh(game)


def set_turn(game: Game, player: int, actions_left: int = 2, order: Sequence[int] | None = None) -> Game:
    """Make ``player`` the current player with ``actions_left`` actions."""
    state = game.state
    if order is not None:
        state.turn_order = list(order)
    state.turn_index = state.turn_order.index(player)
    state.actions_left = actions_left
    return refresh(game)


def give_cards(game: Game, player: int, cards: Sequence[str]) -> Game:
    """Replace the player's hand by ``cards``."""
    game.state.players[player].hand = list(cards)
    return refresh(game)


def set_money(game: Game, player: int, money: int) -> Game:
    game.state.players[player].money = money
    return refresh(game)


def set_income(game: Game, player: int, position: int) -> Game:
    """Put the player's income marker on track space ``position``."""
    game.state.players[player].income_pos = position
    return refresh(game)


def set_stack(game: Game, player: int, industry: str, levels: Sequence[int]) -> Game:
    """Set the levels left in one of the player's stacks, top (next to build) first."""
    game.state.players[player].stacks[industry] = tuple(levels)
    return refresh(game)


def place(game: Game, slot: str, owner: int, industry: str, level: int, cubes: int = 0,
          flipped: bool = False) -> Game:
    """Put a tile on the board (no costs, no side effects; the cube ledger stays consistent)."""
    state = game.state
    old = state.tiles.get(slot)
    if old is not None and resource_of(old.industry):
        resource = resource_of(old.industry)
        state.cubes_created[resource] = state.cubes_created.get(resource, 0) - old.cubes
    if resource_of(industry):
        resource = resource_of(industry)
        state.cubes_created[resource] = state.cubes_created.get(resource, 0) + cubes
    state.tiles[slot] = Tile(owner, industry, level, cubes, flipped)
    return refresh(game)


def link(game: Game, line: str, owner: int) -> Game:
    """Put a link of the current era on ``line``."""
    game.state.links[line] = owner
    return refresh(game)


def markets(game: Game, coal: int | None = None, iron: int | None = None) -> Game:
    """Set the number of cubes in the coal / iron market."""
    if coal is not None:
        game.state.coal_market = coal
    if iron is not None:
        game.state.iron_market = iron
    return refresh(game)


def violations(game: Game, action: Action) -> list[tuple[str, dict[str, Any]]]:
    """``game.explain(action)`` as (reason code, params) pairs."""
    return [(v.reason.value, dict(v.params)) for v in game.explain(action)]


def assert_illegal(game: Game, action: Action, expected: list[tuple[str, dict[str, Any]]]) -> None:
    """The action explains with exactly ``expected``, and apply raises leaving the state unchanged."""
    assert violations(game, action) == expected
    before = game.state.to_dict()
    try:
        game.apply(action)
    except IllegalActionError as error:
        assert [(v.reason.value, dict(v.params)) for v in error.violations] == expected
    else:
        raise AssertionError(f"{action} was applied although it is illegal")
    assert game.state.to_dict() == before


def assert_legal(game: Game, action: Action) -> None:
    """The action explains as legal and is in the legal-action list."""
    assert violations(game, action) == []
    assert action in game.legal_actions()


def vp(game: Game, player: int) -> int:
    return game.state.players[player].vp


def money(game: Game, player: int) -> int:
    return game.state.players[player].money


def income(game: Game, player: int) -> int:
    return game.state.players[player].income_pos


__all__ = ["CANAL", "RAIL", "NAMES", "refresh", "new_game", "new_birmingham", "set_merchants",
           "set_merchant_beer", "merchant_beer", "vp", "set_turn", "give_cards", "set_money", "set_income",
           "set_stack", "place", "link", "markets", "violations", "assert_illegal", "assert_legal", "money",
           "income"]
