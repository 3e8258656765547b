"""Build an industry tile: location card, industry card, first build, Lancashire's double-action
build (R3), Birmingham's wild cards and farm breweries (3.1)."""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import combinations, combinations_with_replacement
from typing import TYPE_CHECKING

from ...core.actions import Interner, Move
from ...core.caches import kept
from ...core.definition import Preview
from ..actions import BuildIndustry
from ..context import Context, nearest_left
from ..data import CANAL, MARKET, GameData, TileSpec, keep
from ..reasons import CoreReason, Reason, Violation
from ..state import ACTION, Tile

if TYPE_CHECKING:  # the event TypedDicts check the code; play does not import them (issue 13)
    from ..events import ReplacedTile
from .common import (
    Effects,
    action_faces,
    card_violations,
    choose_source,
    coal_options,
    iron_options,
    market_cost,
    phase_violations,
    priced_iron,
    priced_spellings,
    resource_of,
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

    Built from the predicates the listing asks (``_targets``): the location's era, the overbuild,
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
    """R3.1 / Birmingham 3.1.1: may the location card ``card`` build at ``loc`` (``location_card_places``)?"""
    return loc in location_card_places(data, card)


def location_card_places(data: GameData, card: str) -> frozenset[str]:
    """R3.1 / Birmingham 3.1.1: where a location card builds: only in its own location; the wild
    location card anywhere except the farm breweries.  (``card`` is a location card.)"""
    key = ("location_card_places", card)
    places: frozenset[str] | None = data.static_memo.get(key)
    if places is None:
        if card == WILD_LOCATION:
            places = frozenset(loc.id for loc in data.locations.values() if loc.kind != "farm_brewery")
        else:
            places = frozenset((card,))
        data.static_memo[key] = places
    return places


def is_location_card(data: GameData, card: str) -> bool:
    """A location card (or the wild location card); any other card is an industry card."""
    return card in location_cards(data)


def location_cards(data: GameData) -> frozenset[str]:
    """The faces of the location cards: one per location, and the wild location card."""
    found: frozenset[str] | None = data.static_memo.get(("location_cards",))
    if found is None:
        found = data.static_memo[("location_cards",)] = frozenset(data.locations) | {WILD_LOCATION}
    return found


def industry_card_fits(data: GameData, card: str, industry: str) -> bool:
    """R3.2 / Birmingham 3.1.1: an industry card builds the industries it shows (the wild one any)."""
    return industry in card_industries(data, card)


def card_industries(data: GameData, card: str) -> tuple[str, ...]:
    """The industries an industry card builds (``industry_card_fits``): those it shows, every one
    for the wild industry card (kept per map)."""
    key = ("card_industries", card)
    found: tuple[str, ...] | None = data.static_memo.get(key)
    if found is None:
        found = data.static_memo[key] = tuple(data.tiles) if card == WILD_INDUSTRY else data.card_builds.get(card, ())
    return found


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


class _CardSets:
    """For listing: the distinct cards (or card pairs) that allow each build, from the faces in hand,
    by the predicates of ``card_use_violations`` (asked per industry and per location holding a
    location card in hand, not per face and target)."""

    def __init__(self, ctx: Context, player: int, faces: tuple[str, ...], pairs: tuple[tuple[str, str], ...]) -> None:
        data = ctx.data
        self.ctx, self.player, self.pairs = ctx, player, pairs
        located = location_cards(data)  # is_location_card
        self.fitting: dict[str, tuple[str, ...]] = {}  # industry -> the industry cards in hand building it
        for face in faces:
            if face not in located:
                for industry in card_industries(data, face):
                    self.fitting[industry] = self.fitting.get(industry, ()) + (face,)
        # location -> the location cards in hand building there
        self.by_location = _location_card_map(data, tuple(filter(located.__contains__, faces)))
        # industry -> where its industry cards reach (None: anywhere) and the spellings they allow
        # there (``at`` where no location card builds); the pairs alone where no industry card fits
        self.by_industry: dict[str, tuple[frozenset[str] | None, tuple[tuple[str, ...], ...]]] = {}
        # (location cards, the industry if its cards reach there) -> the spellings (``at``)
        self.located: dict[tuple[tuple[str, ...], str | None], tuple[tuple[str, ...], ...]] = {}

    def industry_cards(self, industry: str) -> tuple[frozenset[str] | None, tuple[tuple[str, ...], ...]]:
        """Where the industry cards in hand that show ``industry`` build it (None: anywhere, or no
        such card) and their spellings (with the pairs), worked out once per listing."""
        found = self.by_industry.get(industry)
        if found is None:
            fits = self.fitting.get(industry)
            reach = industry_card_reach(self.ctx, self.player, industry) if fits else None
            found = self.by_industry[industry] = (reach, self._spell(fits) if fits else self.pairs)
        return found

    def locations(self, industries: Iterable[str]) -> set[str] | None:
        """Every location where some card (or pair) may allow building one of ``industries``, None
        for anywhere: ``at`` finds no card elsewhere.  A pair (R3.3) and the wild location card build
        anywhere; a location card at its location; an industry card wherever it reaches."""
        if self.pairs:
            return None
        found = set(self.by_location)
        for industry in industries:
            if industry in self.fitting:
                reach = self.industry_cards(industry)[0]
                if reach is None:
                    return None
                found |= reach
        return found

    def at(self, loc: str, industry: str, here: tuple[str, ...] | None) -> tuple[tuple[str, ...], ...]:
        """The cards (as ``BuildIndustry.cards``) that allow building ``industry`` at ``loc``, where
        the location cards ``here`` build (``by_location``: asked once per location)."""
        reach, spelled = self.by_industry.get(industry) or self.industry_cards(industry)
        reached = reach is None or loc in reach  # industry_card_reaches (or no industry card: the pairs)
        if here is None:  # no location card builds here: the industry cards, where they reach
            return spelled if reached else self.pairs
        # the location cards with the industry cards that reach here: many locations share the
        # answer (the wild location card builds almost anywhere)
        key = (here, industry if reached and industry in self.fitting else None)
        found = self.located.get(key)
        if found is None:
            found = self.located[key] = self._spell(tuple(sorted(here + self.fitting[industry])) if key[1] else here)
        return found

    def _spell(self, fits: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
        """``fits`` (cards in card order) as the one-card spellings, then the pairs."""
        return tuple(zip(fits)) + self.pairs  # zip of one sequence: each face as a 1-tuple


def _location_card_map(data: GameData, faces: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    """Location -> the location cards among ``faces`` (in card order) that build there
    (``location_card_places``), once per listing (kept per faces, two maps in three were never
    asked again: keeping them cost more than making them)."""
    found: dict[str, tuple[str, ...]] = {}
    for face in faces:
        for loc in location_card_places(data, face):
            found[loc] = found.get(loc, ()) + (face,)
    return found


def industry_card_reaches(ctx: Context, player: int, loc: str, industry: str) -> bool:
    """R3.1/R3.2: may an industry card build ``industry`` at ``loc`` (``industry_card_reach``)?"""
    reach = industry_card_reach(ctx, player, industry)
    return reach is None or loc in reach


def industry_card_reach(ctx: Context, player: int, industry: str) -> frozenset[str] | None:
    """R3.1/R3.2: where an industry card builds ``industry``: your network (and across the virtual
    line), or anywhere (None) by a build-anywhere exception.  Not kept: the listing asks it once
    per industry (``_CardSets.industry_cards``)."""
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
    coal: list[tuple[str, ...]] = _build_coal(ctx, loc, spec.coal) if spec.coal else [()]
    if not coal:
        return [], [], [Violation(Reason.NO_COAL, {"location": loc})]
    return coal, iron_options(ctx, spec.iron), []


def _build_coal(ctx: Context, loc: str, count: int) -> list[tuple[str, ...]]:
    """``coal_options`` for ``count`` cubes to a tile at ``loc``: the same for every industry there.
    One or two cubes are read from the nearest-mines table at once; more are searched, and kept."""
    if count <= 2:  # the listing keeps its priced answer per coal situation (_priced_build_coal)
        return _nearest_build_coal(ctx, loc, count)
    key = ("build_coal", loc, count)
    memo = ctx.coal_memo  # the answer depends only on the location, the mines and market access
    cached = memo.get(key)
    if cached is None:
        cached = memo[key] = coal_options(ctx, (loc,), count)
    return cached


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


def _targets(ctx: Context, player: int) -> Iterator[tuple[str, str, tuple[tuple[str, ...], ...],
                                                         list[tuple[tuple[str, ...], tuple[str, ...]]]]]:
    """Every buildable (slot, industry) with the cards that allow it and its affordable (coal, iron)
    spellings, in slot order: what ``legal`` and ``moves`` spell out.

    The same predicates as check(), cheapest first and each asked where its answer can change:
    whole industries (the next tile, the least cost), whole locations (where the cards in hand can
    build at all, the location's era, the own tiles in it), then each slot (its tile, the
    single-icon slot first), then the cards and the resources and cost per location and industry."""
    state, data = ctx.state, ctx.data
    if state.phase != ACTION:
        return
    hand = state.players[player].hand
    faces = action_faces(ctx, player)
    pairs: tuple[tuple[str, str], ...] = ()
    if ctx.ruleset.double_build and state.actions_left >= 2 and len(hand) >= 2:
        pairs = _card_pairs(hand, faces)
    money = state.players[player].money
    # the buildable industries and their next tile, if it can be paid
    specs = {industry: spec for industry, spec in _buildable_tiles(ctx, player) if affordable(spec, money)}
    if not specs:
        return
    card_sets = _CardSets(ctx, player, faces, pairs)
    candidates = card_sets.locations(specs)  # None: the cards may build anywhere
    # the resource choices depend on the location only through the coal a tile needs
    plans: dict[tuple[str, str] | str, list[tuple[tuple[str, ...], tuple[str, ...]]]] = {}
    tiles, era = state.tiles, state.era
    own = own_tiles(ctx, player) if era == CANAL else {}
    by_location = card_sets.by_location
    for loc, spaces in _spaces(data, era, tuple(specs)):  # in slot order
        if candidates is not None and loc not in candidates:
            continue
        own_here = own.get(loc, ())
        here = by_location.get(loc)
        for index, slot, industry, firsts in spaces:
            spec = specs[industry]
            existing = tiles.get(slot)
            if existing is not None:  # R3.9: never over another industry's tile (asked first: the usual case)
                if existing.industry != industry or overbuild_refusal(ctx, player, existing, industry,
                                                                      spec.level) is not None:
                    continue
            elif firsts and first_free(tiles, firsts) is not None:  # free_single_icon_slot
                continue
            if own_here and beside_own_tile(ctx, player, existing, index, own_here):
                continue
            cards_ok = card_sets.at(loc, industry, here)
            if not cards_ok:
                continue
            where = (loc, industry) if spec.coal else industry
            choices = plans.get(where)
            if choices is None:
                choices = plans[where] = _resource_choices(ctx, player, loc, spec, money)
            if choices:
                yield slot, industry, cards_ok, choices


def _spaces(data: GameData, era: str, industries: tuple[str, ...]
            ) -> tuple[tuple[str, tuple[tuple[int, str, str, tuple[str, ...]], ...]], ...]:
    """``GameData.industry_spaces`` of the locations that can be built at in ``era`` (R3.6: the
    location's era), only the icons of ``industries`` (kept per map, era and industries)."""
    key = ("build_spaces", era, industries)
    found = data.static_memo.get(key)
    if found is None:
        found = data.static_memo[key] = tuple(
            (location.id, kept) for location, spaces in data.industry_spaces if era in location.build_eras
            if (kept := tuple(space for space in spaces if space[2] in industries)))
    return found


def _card_pairs(hand: list[str], faces: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """R3.3: the pairs of cards in ``hand`` (its distinct ``faces``) a double-action build may play,
    each pair of faces once and in card order.  A hand seldom comes back, so they are not kept."""
    if len(faces) == len(hand):  # no two cards alike: every pair of two faces, in the same order
        return tuple(combinations(faces, 2))
    return tuple((a, b) for a, b in combinations_with_replacement(faces, 2) if a != b or hand.count(a) >= 2)


def _buildable_tiles(ctx: Context, player: int) -> list[tuple[str, TileSpec]]:
    """The player's next tile of every industry that ``tile_refusal`` allows, in board order.  They
    depend only on the era and the player's stacks, which change only when the player builds or
    develops, so they are kept per map by both (bounded); callers must not mutate the list.  Each
    tile is kept per map by era, industry and level on top (a few dozen answers: levels repeat
    across stacks, players and games)."""
    state, static = ctx.state, ctx.data.static_memo
    stacks, era = state.players[player].stacks, state.era
    kept: dict[tuple[object, ...], list[tuple[str, TileSpec]]] = ctx.data.kept_table(_BUILDABLE)
    whole = (era, tuple(stacks.items()))
    buildable = kept.get(whole)
    if buildable is not None:
        return buildable
    memo: dict[tuple[str, str, int | None], TileSpec | None] | None = static.get(_NEXT_TILES)
    if memo is None:
        memo = static[_NEXT_TILES] = {}
    buildable = []
    for industry in ctx.data.tiles:
        stack = stacks.get(industry)
        key = (era, industry, stack[0] if stack else None)
        if key in memo:
            spec = memo[key]
        else:
            spec, refusal = tile_refusal(ctx, player, industry)
            memo[key] = spec = spec if refusal is None else None
        if spec is not None:
            buildable.append((industry, spec))
    return keep(kept, whole, buildable, _BUILDABLE_KEPT)


_BUILDABLE = ("buildable_tiles",)  # (era, the player's stacks) -> the buildable next tiles
_BUILDABLE_KEPT = 4096  # stacks kept per map (bounded: search may see many)
_NEXT_TILES = ("buildable_tile",)  # (era, industry, level on top) -> the tile, None when refused


def legal(ctx: Context, player: int) -> Iterator[BuildIndustry]:
    """Every legal build, each card face once, resource choices spelled out only where they exist."""
    table, make = _BUILDS.table, _BUILDS.make
    for slot, industry, cards_ok, choices in _targets(ctx, player):
        for cards in cards_ok:
            for c, i in choices:
                key = (cards, slot, industry, c, i)
                yield table.get(key) or make(key)


def moves(ctx: Context, player: int) -> Iterator[Move]:
    """Every legal build named once per (slot, industry, coal, iron), with the cards (one, or two for
    Lancashire's double-action build) that can pay for it."""
    make = _BUILDS.make
    for slot, industry, cards_ok, choices in _targets(ctx, player):
        for c, i in choices:
            yield Move("build", cards_ok, (slot, industry, c, i), make)


_BUILDS = kept("brass.build.interned", Interner(BuildIndustry), bound=Interner.LIMIT, keys="build action fields")


def _resource_choices(ctx: Context, player: int, loc: str, spec: TileSpec, money: int
                      ) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """For listing: the affordable (coal, iron) spellings of building the tile ``spec`` at ``loc``,
    as check() decides them (``resource_plan``, then the tile and market cost against the money)."""
    coal = _priced_build_coal(ctx, loc, spec.coal)
    if not coal:
        return []  # resource_plan's NO_COAL
    iron = priced_iron(ctx, spec.iron) if spec.iron else _NO_IRON
    if len(coal) == 1 and len(iron) == 1:  # the usual case: no choice of source
        (c, coal_cost), (i, iron_cost) = coal[0], iron[0]
        return [(c, i)] if affordable(spec, money, coal_cost + iron_cost) else []
    return [(c, i) for c, coal_cost in coal for i, iron_cost in iron if affordable(spec, money, coal_cost + iron_cost)]


_NO_COAL: list[tuple[tuple[str, ...], int]] = [((), 0)]  # a tile that needs no coal: nothing to choose or pay
_NO_IRON = _NO_COAL  # likewise for iron


def _priced_build_coal(ctx: Context, loc: str, count: int) -> list[tuple[tuple[str, ...], int]]:
    """``priced_spellings`` of ``count`` coal for a tile at ``loc`` (``_build_coal``).  The coal
    situation decides the options and the coal market their price, so the answers are kept per
    coal market in the coal situation's memo (decisions in a row mostly share both)."""
    if not count:
        return _NO_COAL
    table = ctx.memo.get(_COAL_PRICES)
    if table is None:
        table = ctx.memo[_COAL_PRICES] = _coal_prices(ctx)
    found = table.get((loc, count))  # type: ignore[attr-defined]
    if found is None:
        found = table[(loc, count)] = priced_spellings(ctx, "coal", _build_coal(ctx, loc, count))  # type: ignore[index]
    return found  # type: ignore[no-any-return]


_COAL_PRICES = ("build_coal_prices",)


def _coal_prices(ctx: Context) -> dict[tuple[str, int], list[tuple[tuple[str, ...], int]]]:
    """The kept priced build coal of this coal situation and coal market: what ``market_cost``
    reads of the state is the market's cubes and spaces (``Context.market_price``)."""
    state = ctx.state
    key = (_COAL_PRICES, state.market_cubes("coal"), state.market_spaces("coal"))
    memo = ctx.coal_memo
    table = memo.get(key)
    if table is None:
        table = memo[key] = {}
    return table


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
