"""The build action's rule: build an industry tile (R3; Birmingham 3.1): the location card or the
industry card (R3.1, R3.2), Lancashire's double-action build with any two cards (R3.3), the next tile
of the stack (R3.5), the location's era and one tile per location in the canal era (R3.6), paying the
tile and the coal and iron bought at once (R3.7), what a built tile does (R3.8), overbuilding (R3.9),
the coal (R5) and iron (R6) it takes; Birmingham's wild cards and farm breweries (3.1).

``check``, ``apply``, ``preview`` and the plain reference ``legal`` live here, built from the rule's
predicates.  The fast listing the game registers (``moves`` and the same ``legal`` list, faster, with
the tables it keeps) is ``build_listing.py``; tests/engine/test_listing_walk.py holds the two equal.
The speed work's history is in docs/performance.md."""
from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from ...core.definition import Preview
from ..actions import BuildIndustry
from ..context import Context, nearest_left
from ..data import CANAL, MARKET, GameData, TileSpec
from ..reasons import CoreReason, Reason, Violation
from ..state import ACTION, Tile

if TYPE_CHECKING:  # the event TypedDicts check the code; play does not import them (issue 13)
    from ..events import ReplacedTile
from .common import (
    Effects,
    card_violations,
    choose_source,
    coal_options,
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


def tile_refusal(ctx: Context, player: int, industry: str) -> tuple[TileSpec | None, Reason | None]:
    """The player's next tile of ``industry`` and why it cannot be built now, wherever it goes
    (None: it can be)."""
    spec = next_tile(ctx, player, industry)
    if spec is None:
        return None, Reason.NO_TILES_LEFT
    if not spec.buildable:  # R3.5: level-0 shipyards are never built
        return spec, Reason.LEVEL_ZERO
    if ctx.state.era not in spec.eras:  # R3.5 / Birmingham 3.1.3: level/era badges
        return spec, Reason.LEVEL_WRONG_ERA
    return spec, None


def tile_violations(ctx: Context, player: int, industry: str) -> tuple[TileSpec | None, list[Violation]]:
    """The player's next tile of ``industry`` and why it cannot be built now, wherever it goes."""
    spec, refusal = tile_refusal(ctx, player, industry)
    if refusal is None:
        return spec, []
    params: dict[str, object] = {"industry": industry}
    if refusal is Reason.LEVEL_WRONG_ERA:
        assert spec is not None
        params.update(level=spec.level, era=ctx.state.era)
    return spec, [Violation(refusal, params)]


def target_violations(ctx: Context, player: int, slot: str, industry: str) -> list[Violation]:
    """Everything about building ``industry`` in ``slot`` that does not depend on the card."""
    data = ctx.data
    if slot not in data.slots:
        return [Violation(Reason.UNKNOWN_SLOT, {"slot": slot})]
    if industry not in data.tiles:
        return [Violation(Reason.UNKNOWN_INDUSTRY, {"industry": industry})]
    out: list[Violation] = []
    if industry not in data.slots[slot][2]:
        out.append(Violation(Reason.INDUSTRY_NOT_IN_SLOT, {"slot": slot, "industry": industry}))
    spec, tile_problems = tile_violations(ctx, player, industry)
    if spec is None:
        return out + tile_problems
    return out + tile_problems + slot_violations(ctx, player, slot, industry, spec.level)


def slot_violations(ctx: Context, player: int, slot: str, industry: str, level: int) -> list[Violation]:
    """Why the player's next tile of ``industry`` (of ``level``) cannot go into ``slot`` (R3.6, R3.9).

    Built from the predicates the listing asks (``build_listing._targets``): the location's era, the overbuild,
    the own tile beside it, the single-icon slot first."""
    data, state = ctx.data, ctx.state
    loc_id, index, icons = data.slots[slot]
    location = data.locations[loc_id]
    out: list[Violation] = []
    if state.era not in location.build_eras:  # R3.6: Barrow-in-Furness, Birkenhead rail only
        out.append(Violation(Reason.LOCATION_WRONG_ERA, {"location": loc_id, "era": state.era}))
    existing = state.tiles.get(slot)
    if existing is not None:
        out.extend(overbuild_violations(ctx, player, existing, industry, level))
    if beside_own_tile(ctx, player, existing, index, own_tiles(ctx, player).get(loc_id, ())):
        out.append(Violation(Reason.ONE_TILE_PER_LOCATION, {"location": loc_id}))
    if existing is None and len(icons) > 1:
        first = free_single_icon_slot(ctx, loc_id, industry)
        if first is not None:
            out.append(Violation(Reason.SINGLE_ICON_SLOT_FIRST, {"location": loc_id, "slot": first,
                                                                  "industry": industry}))
    return out


def own_tiles(ctx: Context, player: int) -> dict[str, tuple[int, ...]]:
    """Location -> the indices of its slots that hold one of the player's tiles (``Context.own_tiles``)."""
    return ctx.own_tiles(player)


def beside_own_tile(ctx: Context, player: int, existing: Tile | None, index: int, own: tuple[int, ...]) -> bool:
    """R3.6 / Birmingham 3.1.5: one own tile per location in the canal era - is another slot of the
    location (``own``: its slots with the player's tiles) already the player's?  Overbuilding your own
    tile keeps it at one; Birmingham Q6 may allow overbuilding an opponent's tile beside yours."""
    # own holds each slot once: another slot of the player's is there unless own is () or (index,)
    if ctx.state.era != CANAL or not own or (len(own) == 1 and own[0] == index):
        return False
    return not (existing is not None and existing.owner != player and ctx.rule("canal_overbuild_beside_own_tile"))


def free_single_icon_slot(ctx: Context, loc: str, industry: str) -> str | None:
    """R3.6 (Lancaster/Preston ports) = D9 / Birmingham 3.1.4: a free space of ``loc`` showing only
    ``industry``, which must be used before a space shared with another industry (None: there is none)."""
    return first_free(ctx.state.tiles, ctx.data.single_icon_slots.get((loc, industry), ()))


def first_free(tiles: dict[str, Tile], slots: tuple[str, ...]) -> str | None:
    """The first of ``slots`` that holds no tile (None: every one does)."""
    for slot in slots:
        if slot not in tiles:
            return slot
    return None


def overbuild_possible(existing: Tile, industry: str) -> bool:
    """R3.9: only a tile of the same industry is ever overbuilt."""
    return existing.industry == industry


def overbuild_refusal(ctx: Context, player: int, existing: Tile, industry: str, level: int) -> Reason | None:
    """R3.9: own tiles by a higher level of the same industry; others' coal/iron only when none is
    left.  Why ``existing`` cannot be overbuilt (None: it can)."""
    if not overbuild_possible(existing, industry):
        return Reason.SLOT_TAKEN
    if existing.owner != player:
        if industry not in ("coal", "iron"):
            return Reason.SLOT_TAKEN
        if any(_resource_left(ctx, industry)):
            return Reason.OVERBUILD_RESOURCE_LEFT
    if level <= existing.level:
        return Reason.OVERBUILD_LEVEL_NOT_HIGHER
    return None


def _resource_left(ctx: Context, resource: str) -> tuple[int, int]:
    """(cubes on the board, cubes in the market) of coal or iron (once per state)."""
    key = ("resource_left", resource)
    found = ctx.memo.get(key)
    if found is None:
        market = ctx.state.coal_market if resource == "coal" else ctx.state.iron_market
        found = ctx.memo[key] = (ctx.cubes_on_board(resource), market)
    return found  # type: ignore[return-value]


def overbuild_violations(ctx: Context, player: int, existing: Tile, industry: str, level: int) -> list[Violation]:
    """R3.9 (``overbuild_refusal``) as violations."""
    refusal = overbuild_refusal(ctx, player, existing, industry, level)
    if refusal is None:
        return []
    if refusal is Reason.SLOT_TAKEN:
        return [Violation(refusal, {"owner": existing.owner, "industry": existing.industry})]
    if refusal is Reason.OVERBUILD_RESOURCE_LEFT:
        board, market = _resource_left(ctx, industry)
        return [Violation(refusal, {"resource": industry, "board": board, "market": market})]
    return [Violation(refusal, {"level": level, "existing": existing.level})]


def location_card_fits(data: GameData, card: str, loc: str) -> bool:
    """R3.1 / Birmingham 3.1.1: a location card builds only in its own location; the wild location
    card anywhere except the farm breweries.  (``card`` is a location card.)"""
    if card == WILD_LOCATION:
        return data.locations[loc].kind != "farm_brewery"
    return card == loc


def is_location_card(data: GameData, card: str) -> bool:
    """A location card (one per location, and the wild location card); any other card is an
    industry card."""
    return card == WILD_LOCATION or card in data.locations


def industry_card_fits(data: GameData, card: str, industry: str) -> bool:
    """R3.2 / Birmingham 3.1.1: an industry card builds the industries it shows (the wild one any)."""
    if card == WILD_INDUSTRY:
        return industry in data.tiles
    return industry in data.card_builds.get(card, ())


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
    if is_location_card(data, card):
        if not location_card_fits(data, card, loc):
            return [Violation(Reason.CARD_WRONG_LOCATION, {"card": card, "location": loc})]
        return []
    if not industry_card_fits(data, card, industry):
        return [Violation(Reason.CARD_WRONG_INDUSTRY, {"card": card, "industry": industry})]
    if industry_card_reaches(ctx, player, loc, industry):
        return []
    return [Violation(Reason.NOT_IN_NETWORK, {"location": loc})]


def industry_card_reaches(ctx: Context, player: int, loc: str, industry: str) -> bool:
    """R3.1/R3.2: may an industry card build ``industry`` at ``loc`` (``industry_card_reach``)?"""
    reach = industry_card_reach(ctx, player, industry)
    return reach is None or loc in reach


def industry_card_reach(ctx: Context, player: int, industry: str) -> frozenset[str] | None:
    """R3.1/R3.2: where an industry card builds ``industry``: your network (and across the virtual
    line), or anywhere (None) by a build-anywhere exception.  Not kept: the listing asks it once
    per industry (``build_listing._CardSets``)."""
    network = ctx.network(player)
    if not network:
        return None  # R3.2 / Birmingham 3.1.9: first build
    if ctx.rule("seed_no_matching_slot_exception") and not _network_has_free_slot(ctx, network, industry):
        return None  # Q1: seed 000's second exception: no matching free slot in your network
    if ctx.rule("virtual_link"):
        across = {b if a in network else a for a, b in ctx.data.virtual_lines if (a in network) != (b in network)}
        if across:
            return network | across
    return network


def _network_has_free_slot(ctx: Context, network: frozenset[str], industry: str) -> bool:
    key = ("network_has_free_slot", network, industry)
    found = ctx.memo.get(key)
    if found is None:  # asked for every location outside the network
        found = ctx.memo[key] = _find_free_slot(ctx, network, industry)
    return found  # type: ignore[return-value]


def _find_free_slot(ctx: Context, network: frozenset[str], industry: str) -> bool:
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
    coal: list[tuple[str, ...]] = build_coal(ctx, loc, spec.coal) if spec.coal else [()]
    if not coal:
        return [], [], [Violation(Reason.NO_COAL, {"location": loc})]
    return coal, iron_options(ctx, spec.iron), []


def build_coal(ctx: Context, loc: str, count: int) -> list[tuple[str, ...]]:
    """R5: ``coal_options`` for ``count`` cubes to a tile at ``loc``: the same for every industry
    there.  One or two cubes (every tile of both maps) are read from the context's nearest mines at
    once (``_nearest_build_coal``); more are searched."""
    if count <= 2:
        return _nearest_build_coal(ctx, loc, count)
    return coal_options(ctx, (loc,), count)


def _nearest_build_coal(ctx: Context, loc: str, count: int) -> list[tuple[str, ...]]:
    """``coal_options(ctx, (loc,), count)`` for one or two cubes, from the nearest mines of every
    location (``Context.nearest_mines``, one pass per coal situation) instead of a search per
    cube: R5.1 each cube from a nearest connected mine with cubes, the second from the same ones
    unless the first took a mine's last cube (R5.3), then from the nearest others; R5.2 the market
    when no connected mine has a cube and the location is connected to it."""
    best, near = ctx.nearest_mines(loc)
    if best is None:
        return [(MARKET,) * count] if ctx.has_market_connection(loc) else []
    if count == 1:
        return [(slot,) for slot in near]
    tiles = ctx.state.tiles
    out: list[tuple[str, ...]] = []
    for slot in near:
        if tiles[slot].cubes >= 2:
            seconds = near
        else:  # the first cube empties the mine
            seconds = [other for other in near if other != slot] or nearest_left(ctx.mines_by_distance((loc,)), slot)[1]
            if not seconds:
                if ctx.has_market_connection(loc):
                    out.append((slot, MARKET))
                continue
        out.extend((slot, second) for second in seconds)
    return out


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
    market = market_cost(ctx, coal_pick or (), iron_pick or ())
    money = ctx.state.players[player].money
    if not affordable(spec, money, market):
        return [Violation(Reason.CANNOT_AFFORD, {"cost": spec.cost + market, "money": money})]
    return []


def affordable(spec: TileSpec, money: int, market: int = 0) -> bool:
    """R3.7 / Birmingham 3.1.6: the tile's cost and the coal and iron bought from the market are paid
    at once (``market`` 0: the least a build of this tile can cost)."""
    return spec.cost + market <= money


def legal(ctx: Context, player: int) -> Iterator[BuildIndustry]:
    """Every legal build, the plain reference: each slot of the map and each industry it shows
    (R3.6), the player's next tile of it (R3.5), with each card face in hand (R3.1, R3.2: cards
    alike are one choice), then each pair of faces for Lancashire's double-action build (R3.3), and
    each way of taking the coal (R5) and iron (R6) the tile needs, kept when ``check`` finds nothing
    against it; in that order.  The game lists builds with ``build_listing`` (the same list, faster)."""
    state = ctx.state
    if state.phase != ACTION:
        return
    faces = sorted(set(state.players[player].hand))
    spellings: list[tuple[str, ...]] = [(face,) for face in faces]
    if ctx.ruleset.double_build and state.actions_left >= 2:  # check refuses a pair not in hand
        spellings += combinations_with_replacement(faces, 2)
    for slot, (loc, _index, icons) in ctx.data.slots.items():
        for industry in icons:
            spec = next_tile(ctx, player, industry)
            if spec is None:
                continue  # no tile left: refused with every card
            coal, iron, problems = resource_plan(ctx, player, loc, spec)
            if problems:
                continue  # no coal: refused with every card
            for cards in spellings:
                for c in source_choices(coal, False):
                    for i in source_choices(iron, False):
                        action = BuildIndustry(cards, slot, industry, c, i)
                        if not check(ctx, player, action):
                            yield action


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
    replaced: ReplacedTile | None = None
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
    fx.emit({"type": "tile_built", "player": player, "slot": action.slot, "industry": action.industry,
             "level": spec.level, "cards": list(action.cards), "replaced": replaced})
    # R3.8 asks about the changed state: a fresh context (ctx keeps the facts of the state before)
    if action.industry == "coal" and Context(data, state, ctx.options).has_market_connection(loc):
        fx.sell_cubes_to_market(action.slot, "coal", ctx.market_prices("coal"))
    elif action.industry == "iron":  # iron goes to the market regardless of connection
        fx.sell_cubes_to_market(action.slot, "iron", ctx.market_prices("iron"))
    elif action.industry in ctx.ruleset.flips_on_build:  # R3.8: shipyards flip at once
        fx.flip(action.slot)


def preview(ctx: Context, player: int, action: BuildIndustry) -> Preview:
    """The cost and its parts, the sources, the level and VP built, and all the build sets off."""
    from .outcome import build_preview  # (it reads this module's predicates: imported when asked)
    return build_preview(ctx, player, action)
