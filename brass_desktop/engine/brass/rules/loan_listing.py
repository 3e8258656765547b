"""The loan and pass listing: ``moves`` (one move per legal loan amount and one pass, payable by
any card in hand) and ``legal`` (the rule's reference ``loan.legal``, the very same list in the same
order: tests/engine/test_listing_walk.py), with the legal loan amounts kept per income space.  The
rule is ``loan.py``; the game registers this module (ruleset.py): its ``check``, ``apply`` and
``preview`` are the rule's."""
from __future__ import annotations

from collections.abc import Iterator

from ...core.actions import Move
from ..actions import Pass, TakeLoan
from ..context import Context
from ..state import ACTION
from .common import action_faces, distinct_cards
from .loan import ACTIONS, apply, check, loans_closed, position_after_loan, preview

__all__ = ["ACTIONS", "apply", "check", "legal", "moves", "preview"]  # the hooks the game registers


def _legal_amounts(ctx: Context, player: int) -> tuple[int, ...]:
    """The loan amounts ``loan_violations`` allows now (asked at every decision: its tests without
    building reasons, the closed loans once)."""
    if loans_closed(ctx):
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
