"""Birmingham 3.6: scout - discard three cards, take one wild location and one wild industry card."""
from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from ...core.actions import Move, expand
from ...core.definition import Preview
from ..actions import WILD_CARDS, Scout
from ..context import Context
from ..reasons import Reason, Violation
from ..state import ACTION
from .common import Effects, card_violations, phase_violations

ACTIONS = (Scout,)


def check(ctx: Context, player: int, action: Scout) -> list[Violation]:
    out = phase_violations(ctx.state, ACTION)
    if out:
        return out
    if len(action.cards) != 3:
        return [Violation(Reason.SCOUT_CARD_COUNT, {"count": len(action.cards)})]
    hand = ctx.state.players[player].hand
    out = card_violations(ctx.state, player, action.cards)
    held = sorted(set(hand) & set(WILD_CARDS))
    if held:  # 3.6.2: not while holding a wild card
        out.append(Violation(Reason.SCOUT_HOLDS_WILD, {"card": held[0]}))
    if not out and list(action.cards) != sorted(action.cards):  # one spelling per move: listed in card order
        out.append(Violation(Reason.ORDER_NOT_LISTED, {"given": list(action.cards),
                                                       "expected": sorted(action.cards)}))
    return out


def _card_choices(ctx: Context, player: int) -> tuple[tuple[str, ...], ...]:
    """The distinct sets of three cards a scout may discard (3.6), each in card order."""
    state = ctx.state
    if state.phase != ACTION:
        return ()
    hand = state.players[player].hand
    if len(hand) < 3 or set(hand) & set(WILD_CARDS):
        return ()
    # three of the cards held, each set of faces once, in card order (combinations of the sorted
    # hand come in that order)
    return tuple(dict.fromkeys(combinations(sorted(hand), 3)))


def legal(ctx: Context, player: int) -> Iterator[Scout]:
    """Every legal scout, each set of card faces once."""
    return expand(moves(ctx, player))


def moves(ctx: Context, player: int) -> Iterator[Move]:
    """The one scout move, with every set of three cards that can pay for it."""
    choices = _card_choices(ctx, player)
    if choices:
        yield Move("scout", choices, (), _make_scout)


def _make_scout(values: tuple[tuple[str, ...]]) -> Scout:
    return Scout(*values)


def apply(ctx: Context, fx: Effects, player: int, action: Scout) -> None:
    fx.discard(player, action.cards)
    ctx.state.actions_left -= 1
    ctx.state.players[player].hand.extend(WILD_CARDS)
    fx.emit({"type": "scouted", "player": player, "cards": list(WILD_CARDS)})


def preview(ctx: Context, player: int, action: Scout) -> Preview:
    """3.6: the three cards go, one wild location and one wild industry card come."""
    money = ctx.state.players[player].money
    return Preview(cost=0, money_after=money, cards_gained=WILD_CARDS)
