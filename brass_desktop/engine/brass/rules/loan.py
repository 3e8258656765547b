"""The loan and pass rules: loans (R9.1/R9.2: £10/£20/£30, back one income level per £10, none
below the track's foot, none once the rail era's deck is empty in Lancashire; Birmingham 3.5: £30)
and pass (R2.2: a card is still discarded).

``check``, ``apply``, ``preview`` and the plain reference ``legal`` live here.  The fast listing the
game registers (``moves`` and the same ``legal`` list, with the loan amounts kept per income
space) is ``loan_listing.py``; tests/engine/test_listing_walk.py holds the two equal."""
from __future__ import annotations

from collections.abc import Iterator

from ...core.definition import Preview
from ..actions import Pass, TakeLoan
from ..context import Context
from ..data import RAIL
from ..reasons import Reason, Violation
from ..state import ACTION
from .common import Effects, card_violations, distinct_cards, income_levels, phase_violations

ACTIONS = (TakeLoan, Pass)


def position_after_loan(ctx: Context, position: int, amount: int) -> int | None:
    """R9.1: back one income level per £10, to the top space of that level; None below -10."""
    level_index = ctx.data.income_by_position[position] - ctx.data.income_by_position[0]
    target = level_index - amount // 10
    if target < 0:
        return None
    return ctx.data.level_tops[target]


def loans_closed(ctx: Context) -> bool:
    """R9.2: no more loans once the rail era's draw deck is empty (when the ruleset says so)."""
    state = ctx.state
    return ctx.ruleset.loans_close_when_rail_deck_empty and state.era == RAIL and not state.deck


def loan_violations(ctx: Context, player: int, amount: int) -> list[Violation]:
    state = ctx.state
    if amount not in ctx.ruleset.loan_amounts:
        return [Violation(Reason.LOAN_AMOUNT, {"amount": amount})]
    if loans_closed(ctx):
        return [Violation(Reason.LOANS_CLOSED)]
    if position_after_loan(ctx, state.players[player].income_pos, amount) is None:
        level = ctx.data.income_by_position[state.players[player].income_pos]
        return [Violation(Reason.LOAN_TOO_LOW, {"amount": amount, "level": level})]
    return []


def check(ctx: Context, player: int, action: TakeLoan | Pass) -> list[Violation]:
    out = phase_violations(ctx.state, ACTION)
    if out:
        return out
    out = card_violations(ctx.state, player, (action.card,))
    if isinstance(action, TakeLoan):
        out += loan_violations(ctx, player, action.amount)
    return out


def legal(ctx: Context, player: int) -> Iterator[TakeLoan | Pass]:
    """Every loan and pass, the plain reference: with each card face in hand (cards alike are one
    choice) each loan amount of the game (R9.1 / 3.5), then each pass (R2.2), kept when ``check``
    finds nothing against it; in that order.  The game lists them with ``loan_listing``."""
    state = ctx.state
    if state.phase != ACTION:
        return
    faces = distinct_cards(state.players[player].hand)
    for card in faces:
        for amount in ctx.ruleset.loan_amounts:
            loan = TakeLoan(card, amount)
            if not check(ctx, player, loan):
                yield loan
    for card in faces:
        passing = Pass(card)
        if not check(ctx, player, passing):
            yield passing


def apply(ctx: Context, fx: Effects, player: int, action: TakeLoan | Pass) -> None:
    state = ctx.state
    fx.discard(player, (action.card,))
    state.actions_left -= 1
    if isinstance(action, Pass):
        fx.emit({"type": "passed", "player": player})
        return
    p = state.players[player]
    new_pos = position_after_loan(ctx, p.income_pos, action.amount)
    assert new_pos is not None
    p.income_pos = new_pos
    fx.emit({"type": "loan", "player": player, "amount": action.amount, "position": new_pos,
             "level": ctx.data.income_by_position[new_pos]})
    fx.receive(player, action.amount, "loan")


def preview(ctx: Context, player: int, action: TakeLoan | Pass) -> Preview:
    """A loan brings its amount and costs income levels (R9.1 / 3.5); a pass changes nothing."""
    money = ctx.state.players[player].money
    if isinstance(action, Pass):
        return Preview(cost=0, money_after=money)
    position = position_after_loan(ctx, ctx.state.players[player].income_pos, action.amount)
    assert position is not None  # check() refused a loan below the track
    before, after = income_levels(ctx, player, position=position)
    return Preview(cost=0, money_after=money + action.amount, income_before=before, income_after=after)
