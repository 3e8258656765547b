"""Loans (R9.1/R9.2: £10/£20/£30; Birmingham 3.5: £30) and pass (R2.2: a card is still discarded)."""
from __future__ import annotations

from collections.abc import Iterator

from ...core.actions import Move
from ...core.definition import Preview
from ..actions import Pass, TakeLoan
from ..context import Context
from ..data import RAIL
from ..reasons import Reason, Violation
from ..state import ACTION
from .common import Effects, action_faces, card_violations, distinct_cards, income_levels, phase_violations

ACTIONS = (TakeLoan, Pass)


def position_after_loan(ctx: Context, position: int, amount: int) -> int | None:
    """R9.1: back one income level per £10, to the top space of that level; None below -10."""
    level_index = ctx.data.income_by_position[position] - ctx.data.income_by_position[0]
    target = level_index - amount // 10
    if target < 0:
        return None
    return ctx.data.level_tops[target]


def _loans_closed(ctx: Context) -> bool:
    """R9.2: no more loans once the rail era's draw deck is empty (when the ruleset says so)."""
    state = ctx.state
    return ctx.ruleset.loans_close_when_rail_deck_empty and state.era == RAIL and not state.deck


def loan_violations(ctx: Context, player: int, amount: int) -> list[Violation]:
    state = ctx.state
    if amount not in ctx.ruleset.loan_amounts:
        return [Violation(Reason.LOAN_AMOUNT, {"amount": amount})]
    if _loans_closed(ctx):
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


def _legal_amounts(ctx: Context, player: int) -> tuple[int, ...]:
    """The loan amounts ``loan_violations`` allows now (asked at every decision: its tests without
    building reasons, the closed loans once)."""
    if _loans_closed(ctx):
        return ()
    position = ctx.state.players[player].income_pos
    table = ctx.data.kept_table(("loan_amounts",))  # per income space: the track never changes
    found = table.get(position)
    if found is None:  # R9.1: the amounts that keep the income level on the track
        found = table[position] = tuple(a for a in ctx.ruleset.loan_amounts
                                        if position_after_loan(ctx, position, a) is not None)
    return found


def legal(ctx: Context, player: int) -> Iterator[TakeLoan | Pass]:
    """Every loan and pass, each card face once (the loans card by card)."""
    state = ctx.state
    if state.phase != ACTION:
        return
    faces = distinct_cards(state.players[player].hand)
    amounts = _legal_amounts(ctx, player)
    for card in faces:
        for amount in amounts:
            yield TakeLoan(card, amount)
    for card in faces:
        yield Pass(card)


def moves(ctx: Context, player: int) -> Iterator[Move]:
    """One move per legal loan amount and one pass, each payable by any card in hand."""
    faces = action_faces(ctx, player)
    if not faces:
        return
    for amount in _legal_amounts(ctx, player):
        yield Move("loan", faces, (amount,), _make_loan)
    yield Move("pass", faces, (), _make_pass)


def _make_loan(values: tuple[str, int]) -> TakeLoan:
    return TakeLoan(*values)


def _make_pass(values: tuple[str]) -> Pass:
    return Pass(*values)


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
