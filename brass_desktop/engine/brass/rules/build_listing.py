"""The build action's fast listing: ``moves`` (each build once per slot, industry and resources,
with the cards that pay for it) and ``legal`` (the rule's reference ``build.legal``, the very same
list in the same order: tests/engine/test_listing_walk.py), for search and bots.

The rule is ``build.py``; this module asks its predicates where their answers can change and keeps
what holds across positions (buildable tiles per era and stacks, the map's spaces per era, card
facts per map, priced coal per coal situation, the interned actions).  The game registers this
module for builds (ruleset.py): its ``check``, ``apply`` and ``preview`` are the rule's.  How it
came to be this fast: docs/performance.md."""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import combinations, combinations_with_replacement

from ...core.actions import Interner, Move
from ...core.caches import kept
from ..actions import BuildIndustry
from ..context import Context
from ..data import CANAL, GameData, TileSpec, keep
from ..state import ACTION
from .build import (
    ACTIONS,
    WILD_INDUSTRY,
    WILD_LOCATION,
    affordable,
    apply,
    beside_own_tile,
    build_coal,
    check,
    first_free,
    industry_card_reach,
    overbuild_refusal,
    own_tiles,
    preview,
    tile_refusal,
)
from .common import action_faces, priced_iron, priced_spellings

__all__ = ["ACTIONS", "apply", "check", "legal", "moves", "preview"]  # the hooks the game registers


def location_card_places(data: GameData, card: str) -> frozenset[str]:
    """Where a location card builds (``build.location_card_fits``, R3.1 / Birmingham 3.1.1), kept per
    map.  (``card`` is a location card.)"""
    key = ("location_card_places", card)
    places: frozenset[str] | None = data.static_memo.get(key)
    if places is None:
        if card == WILD_LOCATION:
            places = frozenset(loc.id for loc in data.locations.values() if loc.kind != "farm_brewery")
        else:
            places = frozenset((card,))
        data.static_memo[key] = places
    return places


def location_cards(data: GameData) -> frozenset[str]:
    """The faces of the location cards (``build.is_location_card``), kept per map."""
    found: frozenset[str] | None = data.static_memo.get(("location_cards",))
    if found is None:
        found = data.static_memo[("location_cards",)] = frozenset(data.locations) | {WILD_LOCATION}
    return found


def card_industries(data: GameData, card: str) -> tuple[str, ...]:
    """The industries an industry card builds (``build.industry_card_fits``): those it shows, every one
    for the wild industry card (kept per map)."""
    key = ("card_industries", card)
    found: tuple[str, ...] | None = data.static_memo.get(key)
    if found is None:
        found = data.static_memo[key] = tuple(data.tiles) if card == WILD_INDUSTRY else data.card_builds.get(card, ())
    return found


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
    """Every legal build, each card face once, resource choices spelled out only where they exist:
    ``build.legal``'s list in its order (slot, industry, cards, coal, iron), from the same targets as
    ``moves``."""
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
    """``priced_spellings`` of ``count`` coal for a tile at ``loc`` (``build_coal``).  The coal
    situation decides the options and the coal market their price, so the answers are kept per
    coal market in the coal situation's memo (decisions in a row mostly share both)."""
    if not count:
        return _NO_COAL
    table = ctx.memo.get(_COAL_PRICES)
    if table is None:
        table = ctx.memo[_COAL_PRICES] = _coal_prices(ctx)
    found = table.get((loc, count))  # type: ignore[attr-defined]
    if found is None:
        found = table[(loc, count)] = priced_spellings(ctx, "coal", build_coal(ctx, loc, count))  # type: ignore[index]
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
