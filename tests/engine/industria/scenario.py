"""Positions for per-rule tests: a real game whose state is edited by hand.

``build_position`` gives the build phase of round 1 of ``epoch`` with player 0 building first;
``auction_position`` the auction of round 1 with player 0 as start player and auctioneer.  Tiles
named in hands, on the table or revealed are taken out of the stacks so each is in one place.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from brass_desktop.engine.core.game import Game
from brass_desktop.engine.core.reasons import Violation
from brass_desktop.engine.core.setup import GameSetup
from brass_desktop.engine.industria.options import IndustriaOptions
from brass_desktop.engine.industria.state import AUCTION, BUILD

NAMES = ("Ada", "Brunel", "Cort", "Darby")


def new_game(players: Sequence[str], seed: int = 0, options: IndustriaOptions | None = None) -> Game:
    """A new Industria game through the core facade."""
    return Game.new(GameSetup(players=tuple(players), seed=seed, options=options, game="industria"))


def explain_as(game: Game, player: int, action: Any) -> list[Violation]:
    """What the rule module says if ``player`` (not necessarily the one to act) proposed ``action``."""
    module = next(m for m in game.definition.modules if type(action) in m.ACTIONS)
    return list(module.check(game.context, player, action))


def _place(game: Game, coins: Sequence[int] | None, hands: dict[int, list[str]] | None,
           built: dict[int, list[str]] | None, epoch: str) -> None:
    state = game.state
    placed: set[str] = set()
    for seat, p in enumerate(state.players):
        p.hand = tuple((hands or {}).get(seat, ()))
        p.built = tuple((built or {}).get(seat, ()))
        placed.update(p.hand, p.built)
        if coins is not None:
            p.coins = coins[seat]
    state.epoch = epoch
    state.round = 1
    state.start_player = 0
    state.stacks = {e: tuple(t for t in stack if t not in placed) for e, stack in state.stacks.items()}
    state.revealed = ()
    state.lot, state.to_bid, state.high_bid, state.high_bidder = None, [], 0, None


def build_position(players: int = 4, epoch: str = "I", coins: Sequence[int] | None = None,
                   hands: dict[int, list[str]] | None = None, built: dict[int, list[str]] | None = None,
                   options: IndustriaOptions | None = None) -> Game:
    game = new_game(NAMES[:players], seed=1, options=options)
    _place(game, coins, hands, built, epoch)
    state = game.state
    state.phase, state.builders, state.built_kinds = BUILD, list(range(players)), []
    state.flow = ["pass_start", "end_round"]
    return game


def auction_position(players: int = 4, epoch: str = "I", revealed: Sequence[str] = (),
                     coins: Sequence[int] | None = None, hands: dict[int, list[str]] | None = None,
                     built: dict[int, list[str]] | None = None) -> Game:
    game = new_game(NAMES[:players], seed=1)
    _place(game, coins, hands, built, epoch)
    state = game.state
    state.stacks = {e: tuple(t for t in stack if t not in revealed) for e, stack in state.stacks.items()}
    state.revealed = tuple(revealed)
    state.phase, state.auctioneer = AUCTION, 0
    state.flow = ["build", "pass_start", "end_round"]
    return game


def reasons(violations: Sequence[object]) -> list[tuple[str, dict[str, object]]]:
    """(reason code, params) pairs, for exact comparisons."""
    return [(v.reason.value, dict(v.params)) for v in violations]  # type: ignore[attr-defined]
