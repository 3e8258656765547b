"""What a Brass choice still being made would do, and why not (``Game.probe`` through the definition).

A *choice* names some fields of an action: ``kind`` (an action kind, or ``"double_build"`` for
Lancashire's two-card build, R3.3), ``cards`` (the cards chosen so far), ``slot``, ``industry``,
``lines`` (the lines chosen so far), ``industries``, ``mill``, ``to``, ``amount`` and the source
fields.  When no legal action agrees with it, :func:`explain_choice` fills in every open field
the ways the rules allow, runs the rule modules' own ``check`` on each completed action and
keeps the most specific reasons: those that hold for every completion, else those of the
completions whose card fits (a card that does not fit is named only when the card was chosen,
so an open card never blames one arbitrary card of the hand).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from .actions import (
    WILD_CARDS,
    Action,
    BuildIndustry,
    BuildLink,
    Develop,
    EndSell,
    Pass,
    Scout,
    Sell,
    SellMore,
    SellTile,
    TakeLoan,
    action_cards,
)
from .context import Context
from .data import DISTANT
from .reasons import Reason, Violation
from .state import ACTION, SELL_MORE, SHORTFALL

DOUBLE_BUILD = "double_build"
_MULTI = ("cards", "lines", "industries")  # fields whose chosen values are a part of the action's
# How an action is spelled, not whether it can be done: a completion leaves sources and order open.
_SPELLING = frozenset({Reason.SOURCE_NOT_CHOSEN, Reason.NO_SOURCE_CHOICE, Reason.ORDER_NOT_LISTED,
                       Reason.BAD_BONUS_CHOICE})
# A card that does not allow this completion (R3.1-R3.3 / 3.1.1).
_CARD_REASONS = frozenset({Reason.CARD_WRONG_LOCATION, Reason.CARD_WRONG_INDUSTRY, Reason.NOT_IN_NETWORK,
                           Reason.CARD_NOT_IN_HAND})
# A tile filled in for an open field that is no tile of this kind at all: such completions say
# nothing about the choice while another completion does.
_FILLER = frozenset({Reason.NOT_YOUR_MILL, Reason.NOT_SELLABLE, Reason.MILL_FLIPPED, Reason.NOT_YOUR_TILE})
# The kinds a map click or a card starts in each phase (no kind chosen yet).
_PHASE_KINDS = {ACTION: ("build", DOUBLE_BUILD, "link", "develop", "sell", "loan", "scout", "pass"),
                SELL_MORE: ("sell_more", "end_sell"), SHORTFALL: ("sell_tile",)}


def choice_kind(action: Action) -> str:
    """The kind a player chooses for ``action`` (a two-card build is the double build)."""
    if isinstance(action, BuildIndustry) and len(action.cards) == 2:
        return DOUBLE_BUILD
    return str(action.kind)


def _part_of(chosen: Sequence[Any], whole: Sequence[Any]) -> bool:
    need, have = Counter(chosen), Counter(whole)
    return all(have[item] >= n for item, n in need.items())


def choice_matches(action: Action, choice: Mapping[str, Any]) -> bool:
    """Whether ``action`` agrees with every field of ``choice``."""
    for name, value in choice.items():
        if name == "kind":
            if choice_kind(action) != value:
                return False
        elif name == "cards":
            if not _part_of(value, action_cards(action)):
                return False
        elif name in _MULTI:
            if not hasattr(action, name) or not _part_of(value, getattr(action, name)):
                return False
        elif not hasattr(action, name) or getattr(action, name) != value:
            return False
    return True


def _kinds(ctx: Context, choice: Mapping[str, Any]) -> tuple[str, ...]:
    """The kinds a choice may still be: the chosen one, else those its fields fit in this phase."""
    if "kind" in choice:
        return (str(choice["kind"]),)
    phase = _PHASE_KINDS.get(ctx.state.phase, ())
    # the double build is a kind of its own only while both actions are left (R3.3)
    kinds = [k for k in phase if k != DOUBLE_BUILD or (ctx.ruleset.double_build and ctx.state.actions_left >= 2)]
    kinds = [k for k in kinds if k == DOUBLE_BUILD or k in ctx.ruleset.kinds]
    if "lines" in choice:
        return tuple(k for k in kinds if k == "link")
    if "slot" in choice:
        return tuple(k for k in kinds if k in ("build", DOUBLE_BUILD, "sell_tile"))
    if "mill" in choice or "to" in choice:
        return tuple(k for k in kinds if k in ("sell", "sell_more"))
    return tuple(kinds)


def _faces(ctx: Context, player: int) -> list[str]:
    return list(dict.fromkeys(ctx.state.players[player].hand))


def _build_slots(ctx: Context, card: str | None) -> list[str]:
    """Slots a build with ``card`` may aim at: its town's, its industry's, every slot for a wild card."""
    data = ctx.data
    if card is None or card in WILD_CARDS:
        return list(data.slots)
    if card in data.locations:
        return [s for s, (loc, _, _) in data.slots.items() if loc == card]
    builds = data.card_builds.get(card, ())
    return [s for s, (_, _, icons) in data.slots.items() if set(icons) & set(builds)]


def _builds(ctx: Context, player: int, choice: Mapping[str, Any], double: bool) -> Iterator[Action]:
    data = ctx.data
    chosen = tuple(choice.get("cards", ()))
    faces = _faces(ctx, player)
    if double:
        hand = ctx.state.players[player].hand
        if len(chosen) >= 2:
            card_sets = [tuple(sorted(chosen[:2]))]
        else:
            firsts = chosen[:1] or tuple(faces)
            card_sets = list(dict.fromkeys(
                tuple(sorted((a, b))) for a in firsts for b in faces if a != b or hand.count(a) >= 2))
    else:
        card_sets = [chosen[:1]] if chosen else [(face,) for face in faces]
    slots = [choice["slot"]] if "slot" in choice else None
    for cards in card_sets:
        aimed = slots if slots is not None else _build_slots(ctx, cards[0] if len(cards) == 1 else None)
        for slot in aimed:
            icons = data.slots[slot][2] if slot in data.slots else ()
            industries = [choice["industry"]] if "industry" in choice else list(icons) or [""]
            for industry in industries:
                yield BuildIndustry(cards, slot, industry)


def _completions(ctx: Context, player: int, kind: str, choice: Mapping[str, Any]) -> Iterator[Action]:
    """Every completed action of ``kind`` agreeing with ``choice`` (sources left to the engine).

    Cards are interchangeable for every kind but a build and a scout, so the others take the
    chosen card or the first of the hand."""
    state, data = ctx.state, ctx.data
    faces = _faces(ctx, player)
    chosen = tuple(choice.get("cards", ()))
    card = chosen[0] if chosen else (faces[0] if faces else "")
    mine = sorted(s for s, t in state.tiles.items() if t.owner == player)
    if kind in ("build", DOUBLE_BUILD):
        yield from _builds(ctx, player, choice, kind == DOUBLE_BUILD)
    elif kind == "link":
        lines = tuple(choice.get("lines", ()))
        for line in ([lines] if lines else [(line,) for line in data.lines]):
            yield BuildLink(card, line)
    elif kind == "develop":
        industries = tuple(choice.get("industries", ()))
        options = [industries] if industries else [(i,) for i, levels in state.players[player].stacks.items()
                                                   if levels] or [("coal",)]
        for option in options:
            yield Develop(card, option)
    elif kind in ("sell", "sell_more"):
        mills = [choice["mill"]] if "mill" in choice else mine or [""]
        buyers = [choice["to"]] if "to" in choice else (
            [m["id"] for m in state.merchants] or
            [s for s, t in state.tiles.items() if t.industry == "port"] + [DISTANT])
        for mill in mills:
            for to in buyers:
                yield Sell(card, mill, to) if kind == "sell" else SellMore(mill, to)
    elif kind == "loan":
        amounts = [choice["amount"]] if "amount" in choice else list(ctx.ruleset.loan_amounts)
        for amount in amounts:
            yield TakeLoan(card, amount)
    elif kind == "pass":
        yield Pass(card)
    elif kind == "scout":
        rest = list(state.players[player].hand)
        for c in chosen:
            if c in rest:
                rest.remove(c)
        yield Scout(tuple(sorted(chosen + tuple(rest[:max(0, 3 - len(chosen))]))))
    elif kind == "sell_tile":
        for slot in ([choice["slot"]] if "slot" in choice else mine or [""]):
            yield SellTile(slot)
    elif kind == "end_sell":
        yield EndSell()


def _check(ctx: Context, player: int, action: Action) -> list[Violation]:
    module = ctx.ruleset.kinds.get(action.kind)
    if module is None:
        return []
    return [v for v in module.check(ctx, player, action) if v.reason not in _SPELLING]


def _common(results: list[list[Violation]]) -> list[Violation]:
    """The reasons every completion shares (in the first one's order)."""
    first, rest = results[0], results[1:]
    return [v for v in first if all(v in other for other in rest)]


def _most_specific(results: list[list[Violation]]) -> list[Violation]:
    """Shared reasons, else those of the completion with the fewest (the nearest to legal)."""
    return _common(results) or min(results, key=len)


def explain_choice(ctx: Context, player: int, choice: Mapping[str, Any]) -> tuple[Violation, ...]:
    """The most specific reasons no legal action agrees with ``choice`` (see the module text)."""
    results = [_check(ctx, player, a) for kind in _kinds(ctx, choice) for a in _completions(ctx, player, kind, choice)]
    if not results:
        return ()
    if any(not r for r in results):
        return ()  # legal once a source is named: nothing to explain
    unsellable = (Reason.NOT_YOUR_MILL, Reason.NOT_SELLABLE, Reason.MILL_FLIPPED)
    if "mill" not in choice and all(k in ("sell", "sell_more") for k in _kinds(ctx, choice)) and all(
            r[0].reason in unsellable for r in results):
        return (Violation(Reason.NOTHING_TO_SELL),)  # R8 / 3.4: not one mill of yours could sell
    telling = [r for r in results if not all(v.reason in _FILLER for v in r)]
    results = telling or results
    common = _common(results)
    if common:
        return tuple(common)
    if "cards" not in choice:
        fitting = [r for r in results if not any(v.reason in _CARD_REASONS for v in r)]
        if not fitting:  # R3.1-R3.3: no card of the hand allows it here
            slot = choice.get("slot")
            location = ctx.data.slots[slot][0] if slot in ctx.data.slots else ""
            return (Violation(Reason.NO_CARD_FITS, {"location": location}),)
        return tuple(_most_specific(fitting))
    return tuple(_most_specific(results))
