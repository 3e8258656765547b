"""Rounds, epochs and the end of the game as data (rules.md 2, 3, 4, 7, 8).

``ROUND`` lists the named steps of one round; ``state.flow`` is the queue of steps still to run.
A step returns True when it waits for the players (the auction and build phases); the runner
then stops and :func:`advance` resumes it once that phase is over.
"""
from __future__ import annotations

from collections.abc import Callable

from .context import Context, Effects
from .data import TECHNOLOGY
from .scoring import final_scoring, standing
from .state import AUCTION, BUILD, OVER

INCOME = 1  # rules.md 3.1
ROUND = ("income", "reveal", "auction", "build", "pass_start", "end_round")


def rounds_per_epoch(players: int) -> int:
    """rules.md 2.1: 12 / players (3 with 4 players, 4 with 3)."""
    return 12 // players


def income(ctx: Context, fx: Effects) -> bool:
    """3.1 +1 coin each; 3.2 +1 more in the first round of an epoch whose track shows the coin."""
    state = ctx.state
    extra = ctx.data.epoch(state.epoch).extra_income if state.round == 1 else 0
    for seat in range(len(state.players)):
        fx.coins(seat, INCOME + extra, "bank", "income")
    return False


def reveal(ctx: Context, fx: Effects) -> bool:
    """4.1: one tile per player from the current epoch's stack, face up."""
    state = ctx.state
    stack, n = state.stacks[state.epoch], len(state.players)
    state.stacks[state.epoch] = stack[n:]
    state.revealed = (*state.revealed, *stack[:n])
    for tile in stack[:n]:
        fx.emit({"type": "tile_revealed", "tile": tile, "epoch": state.epoch})
    return False


def auction(ctx: Context, fx: Effects) -> bool:
    """5.1: the start player is the first auctioneer."""
    state = ctx.state
    state.phase = AUCTION
    state.auctioneer = state.start_player
    fx.emit({"type": "auction_started", "auctioneer": state.start_player})
    return True


def build(ctx: Context, fx: Effects) -> bool:
    """6.1: players build in turn from the start player, clockwise."""
    state = ctx.state
    n = len(state.players)
    state.phase = BUILD
    state.builders = [(state.start_player + i) % n for i in range(n)]
    state.built_kinds = []
    fx.emit({"type": "build_started", "player": state.start_player})
    return True


def pass_start(ctx: Context, fx: Effects) -> bool:
    """7.1: the start-player disc passes clockwise."""
    state = ctx.state
    state.start_player = (state.start_player + 1) % len(state.players)
    fx.emit({"type": "start_player", "player": state.start_player})
    return False


def end_round(ctx: Context, fx: Effects) -> bool:
    state = ctx.state
    fx.emit({"type": "round_ended", "epoch": state.epoch, "round": state.round})
    if state.round < rounds_per_epoch(len(state.players)):
        state.round += 1
        state.flow.extend(ROUND)
    else:
        state.flow.append("end_epoch")
    return False


def end_epoch(ctx: Context, fx: Effects) -> bool:
    """7.2: unbuilt technologies in hand are discarded; the marker moves (the bank list grows with
    the epoch, 6.5); after the last epoch the game ends (8.1)."""
    state = ctx.state
    assert not state.stacks[state.epoch], "an epoch ends with its stack empty"
    tiles = ctx.data.tiles
    for seat, p in enumerate(state.players):
        for tile in [t for t in p.hand if tiles[t].kind == TECHNOLOGY]:
            fx.remove_from_hand(seat, tile, "expired")
    fx.emit({"type": "epoch_ended", "epoch": state.epoch})
    index = state.epochs.index(state.epoch)
    if index + 1 == len(state.epochs):
        state.flow.append("final_scoring")
        return False
    state.epoch, state.round = state.epochs[index + 1], 1
    fx.emit({"type": "epoch_started", "epoch": state.epoch,
             "bank_sells": sorted(ctx.data.epoch(state.epoch).bank_sells)})
    state.flow.extend(ROUND)
    return False


def game_end(ctx: Context, fx: Effects) -> bool:
    final_scoring(ctx, fx)
    ctx.state.phase = OVER
    _, winners, decided_by = standing(ctx.state)
    fx.emit({"type": "game_ended", "outcome": {"winners": list(winners), "decided_by": decided_by}})
    return True


STEPS: dict[str, Callable[[Context, Effects], bool]] = {
    "income": income, "reveal": reveal, "auction": auction, "build": build, "pass_start": pass_start,
    "end_round": end_round, "end_epoch": end_epoch, "final_scoring": game_end,
}


def run_flow(ctx: Context, fx: Effects) -> None:
    """Run queued steps until one waits for the players or the queue is empty."""
    flow = ctx.state.flow
    while flow:
        if STEPS[flow.pop(0)](ctx, fx):
            return


def phase_over(ctx: Context) -> bool:
    """The auction ends when every revealed tile is gone (5.6); the build phase after the last builder."""
    state = ctx.state
    if state.phase == AUCTION:
        return state.lot is None and not state.revealed
    if state.phase == BUILD:
        return not state.builders
    return False


def advance(ctx: Context, fx: Effects) -> None:
    """After an action: resume the flow once the current phase is over."""
    if phase_over(ctx):
        run_flow(ctx, fx)
