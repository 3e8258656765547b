"""Build an industry tile: location card, industry card, first build, Lancashire's double-action
build (R3), Birmingham's wild cards and farm breweries (3.1)."""
from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations_with_replacement

from ...core.actions import Interner
from ...core.definition import Preview
from ..actions import WILD_CARDS, BuildIndustry
from ..context import Context
from ..data import CANAL, TileSpec
from ..reasons import CoreReason, Reason, Violation
from ..state import ACTION, Tile
from .common import (
    Effects,
    card_violations,
    choose_source,
    coal_options,
    distinct_cards,
    income_levels,
    iron_options,
    market_cost,
    phase_violations,
    resource_of,
    source_choices,
    source_violations,
)

ACTIONS = (BuildIndustry,)
WILD_LOCATION = "wild_location"
WILD_INDUSTRY = "wild_industry"


def next_tile(ctx: Context, player: int, industry: str) -> TileSpec | None:
    """The tile on top of the player's stack of ``industry`` (R1.2: lowest level first)."""
    stack = ctx.state.players[player].stacks.get(industry)
    if not stack:
        return None
    return ctx.data.tile(industry, stack[0])


def tile_violations(ctx: Context, player: int, industry: str) -> tuple[TileSpec | None, list[Violation]]:
    """The player's next tile of ``industry`` and why it cannot be built now, wherever it goes."""
    spec = next_tile(ctx, player, industry)
    if spec is None:
        return None, [Violation(Reason.NO_TILES_LEFT, {"industry": industry})]
    if not spec.buildable:  # R3.5: level-0 shipyards are never built
        return spec, [Violation(Reason.LEVEL_ZERO, {"industry": industry})]
    if ctx.state.era not in spec.eras:  # R3.5 / Birmingham 3.1.3: level/era badges
        return spec, [Violation(Reason.LEVEL_WRONG_ERA, {"industry": industry, "level": spec.level,
                                                        "era": ctx.state.era})]
    return spec, []


def target_violations(ctx: Context, player: int, slot: str, industry: str) -> list[Violation]:
    """Everything about building ``industry`` in ``slot`` that does not depend on the card."""
    data, state = ctx.data, ctx.state
    if slot not in data.slots:
        return [Violation(Reason.UNKNOWN_SLOT, {"slot": slot})]
    if industry not in data.tiles:
        return [Violation(Reason.UNKNOWN_INDUSTRY, {"industry": industry})]
    loc_id, index, icons = data.slots[slot]
    location = data.locations[loc_id]
    out: list[Violation] = []
    if industry not in icons:
        out.append(Violation(Reason.INDUSTRY_NOT_IN_SLOT, {"slot": slot, "industry": industry}))
    spec, tile_problems = tile_violations(ctx, player, industry)
    if spec is None:
        return out + tile_problems
    out += tile_problems
    if state.era not in location.build_eras:  # R3.6: Barrow-in-Furness, Birkenhead rail only
        out.append(Violation(Reason.LOCATION_WRONG_ERA, {"location": loc_id, "era": state.era}))
    existing = state.tiles.get(slot)
    if existing is not None:
        out.extend(overbuild_violations(ctx, player, existing, industry, spec.level))
    if state.era == CANAL and not (existing is not None and existing.owner != player
                                   and ctx.rule("canal_overbuild_beside_own_tile")):
        # R3.6 / Birmingham 3.1.5: one own tile per location in the canal era (overbuilding your own
        # tile keeps it at one); Birmingham Q6 may allow overbuilding an opponent's tile beside yours
        for other_index, other_slot in enumerate(location.slot_ids):
            other = state.tiles.get(other_slot)
            if other_index != index and other is not None and other.owner == player:
                out.append(Violation(Reason.ONE_TILE_PER_LOCATION, {"location": loc_id}))
                break
    if existing is None and len(icons) > 1:
        # R3.6 (Lancaster/Preston ports) = D9 / Birmingham 3.1.4: a free space showing only this
        # industry must be used before a space shared with another industry
        for other_slot, other_icons in zip(location.slot_ids, location.slots, strict=True):
            if other_icons == (industry,) and other_slot not in state.tiles:
                out.append(Violation(Reason.SINGLE_ICON_SLOT_FIRST, {"location": loc_id, "slot": other_slot,
                                                              "industry": industry}))
                break
    return out


def overbuild_violations(ctx: Context, player: int, existing: Tile, industry: str, level: int) -> list[Violation]:
    """R3.9: own tiles by a higher level of the same industry; others' coal/iron only when none is left."""
    if existing.industry != industry:
        return [Violation(Reason.SLOT_TAKEN, {"owner": existing.owner, "industry": existing.industry})]
    if existing.owner != player:
        if industry not in ("coal", "iron"):
            return [Violation(Reason.SLOT_TAKEN, {"owner": existing.owner, "industry": existing.industry})]
        market = ctx.state.coal_market if industry == "coal" else ctx.state.iron_market
        board = ctx.cubes_on_board(industry)
        if board or market:
            return [Violation(Reason.OVERBUILD_RESOURCE_LEFT,
                              {"resource": industry, "board": board, "market": market})]
    if level <= existing.level:
        return [Violation(Reason.OVERBUILD_LEVEL_NOT_HIGHER, {"level": level, "existing": existing.level})]
    return []


def card_use_violations(ctx: Context, player: int, cards: tuple[str, ...], loc: str,
                        industry: str) -> list[Violation]:
    """R3.1-R3.3 / Birmingham 3.1.1: does this card (or pair of cards) allow building ``industry`` at ``loc``?"""
    state, data = ctx.state, ctx.data
    if len(cards) == 2 and ctx.ruleset.double_build:  # R3.3: double-action build, any location
        if state.actions_left < 2:
            return [Violation(Reason.NEEDS_BOTH_ACTIONS, {"actions_left": state.actions_left})]
        if list(cards) != sorted(cards):  # one spelling per move: the pair is listed in card order
            return [Violation(Reason.ORDER_NOT_LISTED, {"given": list(cards), "expected": sorted(cards)})]
        return []
    if len(cards) != 1:
        return [Violation(CoreReason.BAD_ACTION, {"field": "cards"})]
    card = cards[0]
    if card == WILD_LOCATION:  # any location card except the farm breweries
        if data.locations[loc].kind == "farm_brewery":
            return [Violation(Reason.CARD_WRONG_LOCATION, {"card": card, "location": loc})]
        return []
    if card in data.locations:
        if card != loc:
            return [Violation(Reason.CARD_WRONG_LOCATION, {"card": card, "location": loc})]
        return []
    if card != WILD_INDUSTRY and industry not in data.card_builds.get(card, ()):
        return [Violation(Reason.CARD_WRONG_INDUSTRY, {"card": card, "industry": industry})]
    if industry_card_reaches(ctx, player, loc, industry):
        return []
    return [Violation(Reason.NOT_IN_NETWORK, {"location": loc})]


def card_sets(ctx: Context, player: int, faces: list[str], pairs: list[tuple[str, str]], loc: str,
              industry: str) -> list[tuple[str, ...]]:
    """The distinct cards (or card pairs) that allow this build, from the faces in hand."""
    builds = ctx.data.card_builds
    # cheap pre-filter: only cards naming this location or industry (or wild cards) can pass the check
    out: list[tuple[str, ...]] = [(face,) for face in faces
                                  if (face == loc or face in WILD_CARDS or industry in builds.get(face, ()))
                                  and not card_use_violations(ctx, player, (face,), loc, industry)]
    out.extend(pairs)
    return out


def industry_card_reaches(ctx: Context, player: int, loc: str, industry: str) -> bool:
    """R3.1/R3.2: in your network (or across the virtual line), or one of the build-anywhere exceptions."""
    network = ctx.network(player)
    if not network:
        return True  # R3.2 / Birmingham 3.1.9: first build
    if loc in network:
        return True
    if ctx.rule("virtual_link"):
        for a, b in ctx.data.virtual_lines:
            if (loc == a and b in network) or (loc == b and a in network):
                return True
    if ctx.rule("seed_no_matching_slot_exception"):  # Q1: seed 000's second exception
        return not _network_has_free_slot(ctx, network, industry)
    return False


def _network_has_free_slot(ctx: Context, network: frozenset[str], industry: str) -> bool:
    data, state = ctx.data, ctx.state
    for loc in network:
        location = data.locations[loc]
        if state.era not in location.build_eras:
            continue
        for slot, icons in zip(location.slot_ids, location.slots, strict=True):
            if industry in icons and slot not in state.tiles:
                return True
    return False


# A build's coal cubes all go to one tile, so their order is no decision: build coal is compared
# unordered (a rail's coal is ordered: each cube belongs to one rail).
def resource_plan(ctx: Context, player: int, loc: str, spec: TileSpec
                  ) -> tuple[list[tuple[str, ...]], list[tuple[str, ...]], list[Violation]]:
    """Coal and iron options for building ``spec`` at ``loc`` (R5, R6)."""
    coal: list[tuple[str, ...]] = _build_coal(ctx, loc, spec.coal) if spec.coal else [()]
    if not coal:
        return [], [], [Violation(Reason.NO_COAL, {"location": loc})]
    return coal, iron_options(ctx, spec.iron), []


def _build_coal(ctx: Context, loc: str, count: int) -> list[tuple[str, ...]]:
    """``coal_options`` for ``count`` cubes to a tile at ``loc``: the same for every industry there."""
    key = ("build_coal", loc, count)
    cached = ctx.memo.get(key)
    if cached is None:
        cached = ctx.memo[key] = coal_options(ctx, (loc,), count)
    return cached  # type: ignore[return-value]


def check(ctx: Context, player: int, action: BuildIndustry) -> list[Violation]:
    """All reasons ``action`` is illegal (empty list: legal)."""
    state = ctx.state
    out = phase_violations(state, ACTION)
    if out:
        return out
    out = card_violations(state, player, action.cards)
    target = target_violations(ctx, player, action.slot, action.industry)
    if target and target[0].reason in (Reason.UNKNOWN_SLOT, Reason.UNKNOWN_INDUSTRY, Reason.NO_TILES_LEFT):
        return out + target
    out += target
    loc = ctx.data.slots[action.slot][0]
    out += card_use_violations(ctx, player, action.cards, loc, action.industry)
    if out:
        return out
    spec = next_tile(ctx, player, action.industry)
    assert spec is not None
    coal, iron, problems = resource_plan(ctx, player, loc, spec)
    if problems:
        return problems
    return _cost_violations(ctx, player, spec, coal, iron, action.coal, action.iron)


def _cost_violations(ctx: Context, player: int, spec: TileSpec, coal: list[tuple[str, ...]],
                     iron: list[tuple[str, ...]], coal_given: tuple[str, ...],
                     iron_given: tuple[str, ...]) -> list[Violation]:
    out = (source_violations("coal", coal, coal_given, False, Reason.BAD_COAL_SOURCE)
           + source_violations("iron", iron, iron_given, False, Reason.BAD_IRON_SOURCE))
    if out:
        return out
    coal_pick = choose_source(coal, coal_given, ordered=False)
    iron_pick = choose_source(iron, iron_given, ordered=False)
    cost = spec.cost + market_cost(ctx, coal_pick or (), iron_pick or ())
    money = ctx.state.players[player].money
    if cost > money:
        return [Violation(Reason.CANNOT_AFFORD, {"cost": cost, "money": money})]
    return []


def legal(ctx: Context, player: int) -> Iterator[BuildIndustry]:
    """Every legal build, each card face once, resource choices spelled out only where they exist."""
    state, data = ctx.state, ctx.data
    if state.phase != ACTION:
        return
    hand = state.players[player].hand
    faces = distinct_cards(hand)
    pairs: list[tuple[str, str]] = []
    if ctx.ruleset.double_build and state.actions_left >= 2 and len(hand) >= 2:
        pairs = [(a, b) for a, b in combinations_with_replacement(faces, 2) if a != b or hand.count(a) >= 2]
    buildable = {industry for industry in data.tiles if not tile_violations(ctx, player, industry)[1]}
    money = state.players[player].money
    # the cards that allow a build and its resource choices depend on the location, not the slot
    cards_at: dict[tuple[str, str], list[tuple[str, ...]]] = {}
    plans: dict[tuple[str, str], list[tuple[tuple[str, ...], tuple[str, ...]]]] = {}
    table, make = _BUILDS.table, _BUILDS.make
    for slot, (loc, _index, icons) in data.slots.items():
        for industry in icons:
            # the same predicates as check(), cheapest first: whole industries that cannot be built,
            # then cards, then the slot, then resources and cost
            if industry not in buildable:
                continue
            target = (loc, industry)
            cards_ok = cards_at.get(target)
            if cards_ok is None:
                cards_ok = cards_at[target] = card_sets(ctx, player, faces, pairs, loc, industry)
            if not cards_ok or target_violations(ctx, player, slot, industry):
                continue
            choices = plans.get(target)
            if choices is None:
                choices = plans[target] = _resource_choices(ctx, player, loc, industry, money)
            for cards in cards_ok:
                for c, i in choices:
                    key = (cards, slot, industry, c, i)
                    yield table.get(key) or make(key)


_BUILDS = Interner(BuildIndustry)


def _resource_choices(ctx: Context, player: int, loc: str, industry: str, money: int
                      ) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """For listing: the affordable (coal, iron) spellings of building ``industry`` at ``loc``, as
    check() decides them."""
    spec = next_tile(ctx, player, industry)
    assert spec is not None
    coal, iron, problems = resource_plan(ctx, player, loc, spec)
    if problems:
        return []
    return [(c, i) for c in source_choices(coal, False) for i in source_choices(iron, False)
            if spec.cost + market_cost(ctx, choose_source(coal, c, False) or (),
                                       choose_source(iron, i, False) or ()) <= money]


def apply(ctx: Context, fx: Effects, player: int, action: BuildIndustry) -> None:
    state, data = ctx.state, ctx.data
    loc = data.slots[action.slot][0]
    spec = next_tile(ctx, player, action.industry)
    assert spec is not None
    coal, iron, _ = resource_plan(ctx, player, loc, spec)
    coal_pick = choose_source(coal, action.coal, ordered=False) or ()
    iron_pick = choose_source(iron, action.iron, ordered=False) or ()
    fx.discard(player, action.cards)
    state.actions_left -= len(action.cards)
    for source in coal_pick:
        fx.take_cube(player, "coal", source, ctx.market_prices("coal"))
    for source in iron_pick:
        fx.take_cube(player, "iron", source, ctx.market_prices("iron"))
    fx.spend(player, spec.cost, "build")
    replaced = None
    if action.slot in state.tiles:  # R3.9: the replaced tile leaves the game
        old = fx.remove_tile(action.slot, "overbuilt")
        replaced = {"owner": old.owner, "industry": old.industry, "level": old.level}
    state.players[player].take_level(action.industry)
    produced = spec.produced(state.era)  # Birmingham 3.1.7: breweries 1 barrel canal, 2 rail
    tile = Tile(player, action.industry, spec.level, produced)
    state.tiles[action.slot] = tile
    resource = resource_of(action.industry)
    if produced and resource:
        state.cubes_created[resource] = state.cubes_created.get(resource, 0) + produced
    fx.emit("tile_built", player=player, slot=action.slot, industry=action.industry, level=spec.level,
            cards=list(action.cards), replaced=replaced)
    after = Context(data, state, ctx.options)
    if action.industry == "coal" and after.has_market_connection(loc):
        fx.sell_cubes_to_market(action.slot, "coal", ctx.market_prices("coal"))
    elif action.industry == "iron":  # iron goes to the market regardless of connection
        fx.sell_cubes_to_market(action.slot, "iron", ctx.market_prices("iron"))
    elif action.industry in ctx.ruleset.flips_on_build:  # R3.8: shipyards flip at once
        fx.flip(action.slot)


def preview(ctx: Context, player: int, action: BuildIndustry) -> Preview:
    loc = ctx.data.slots[action.slot][0]
    spec = next_tile(ctx, player, action.industry)
    assert spec is not None
    coal, iron, _ = resource_plan(ctx, player, loc, spec)
    coal_pick = choose_source(coal, action.coal, ordered=False) or ()
    iron_pick = choose_source(iron, action.iron, ordered=False) or ()
    parts = {"tile": spec.cost, "coal": market_cost(ctx, coal_pick, ()), "iron": market_cost(ctx, (), iron_pick)}
    cost = sum(parts.values())
    flips = action.industry in ctx.ruleset.flips_on_build  # R3.8: a shipyard flips (and pays income) at once
    before, after = income_levels(ctx, player, spec.income if flips else 0)
    vp = ctx.ruleset.tile_vp(ctx.options, action.industry, spec.level, spec.vp)
    return Preview(cost=cost, money_after=ctx.state.players[player].money - cost, level=spec.level,
                   parts=parts, vp=vp, tile_income=spec.income, income_before=before, income_after=after,
                   sources={"coal": tuple(coal_pick), "iron": tuple(iron_pick)},
                   options={"coal": tuple(o for o in source_choices(coal, False) if o),
                            "iron": tuple(o for o in source_choices(iron, False) if o)})
