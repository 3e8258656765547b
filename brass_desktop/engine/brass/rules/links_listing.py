"""The link action's fast listing: ``moves`` (each link once per lines, coal and beer, payable by
any card in hand) and ``legal`` (the rule's reference ``links.legal``, the very same list in the
same order: tests/engine/test_listing_walk.py), for search and bots.

The rule is ``links.py``; this module works out each rail's coal from per-line facts kept per coal
situation (``coal_plan`` here: the rule's searched plan, tests/engine/test_rail_coal.py), keeps the
listing per network with the coal situation, the free lines with the built lines and the lines'
fields per map and era, and interns the actions.  The game registers this module for links
(ruleset.py): its ``check``, ``apply`` and ``preview`` are the rule's.  How it came to be this
fast: docs/performance.md."""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import chain, repeat

from ...core.actions import Interner, Move, expand
from ...core.caches import kept
from ..actions import BuildLink
from ..context import Context, nearest_left
from ..data import CANAL, MARKET
from ..state import Tile
from .common import action_faces, beer_choices, breweries_with_beer, source_choices
from .links import ACTIONS, RAIL_COSTS, apply, check, link_cost, link_network, preview

__all__ = ["ACTIONS", "apply", "check", "legal", "moves", "preview"]  # the hooks the game registers


def coal_plan(ctx: Context, lines: tuple[str, ...]) -> list[tuple[str, ...]]:
    """``links.coal_plan`` (R4.3, R5.1-R5.3) from the per-line facts kept per coal situation."""
    if ctx.state.era == CANAL:
        return [()]
    if len(lines) == 1:
        return _rail_facts(ctx, lines[0]).plan
    key = ("coal_plan", lines)
    memo = ctx.coal_memo  # the answer depends only on the lines, the mines and market access
    cached = memo.get(key)
    if cached is None:
        cached = memo[key] = _two_rail_coal(ctx, _rail_facts(ctx, lines[0]), _rail_facts(ctx, lines[1]))
    return cached


class _RailFacts:
    """What one rail's coal depends on once it is placed (per line and coal situation)."""

    __slots__ = ("ends", "best", "near", "market", "components", "cubes", "plan", "_without")

    def __init__(self, ends: tuple[str, ...], nearest: dict[str, tuple[int, list[str]]],
                 component: dict[str, int], market_components: set[int], tiles: dict[str, Tile]) -> None:
        """The facts of the line with these ``ends`` from the coal situation's facts (``_add_facts``
        reads them from the context once for many lines)."""
        self.ends = ends
        #: the distance of the nearest connected mines with cubes (None: none) and those mines, in
        #: slot order: the nearer of its ends' (the rail itself joins its ends, both at distance 0)
        best: int | None = None
        near: list[str] = []
        for loc in ends:
            found = nearest.get(loc)
            if found is None:
                continue
            d, slots = found
            if best is not None and d > best:
                continue
            if best is None or d < best:
                best, near = d, slots
            else:
                near = sorted({*near, *slots})
        self.best, self.near = best, near
        self.components = components = frozenset(map(component.__getitem__, ends))
        self.market = not components.isdisjoint(market_components)  # R5.2: a market connection
        #: where the rail alone (or the first of two) takes its cube: each nearest mine, else the
        #: market; each with the mine it empties when it takes the mine's last cube (R5.3)
        self.cubes: list[tuple[str, str | None]] = []
        for slot in near:
            self.cubes.append((slot, slot if tiles[slot].cubes == 1 else None))
        if not near and self.market:
            self.cubes.append((MARKET, None))
        #: coal_plan of the rail alone: its cube choices (most rails have one or none: shared plans)
        self.plan: list[tuple[str, ...]] = (_one_cube_plan(self.cubes[0][0]) if len(self.cubes) == 1
                                            else [(c,) for c, _ in self.cubes])
        self._without: dict[str, tuple[int | None, list[str]]] | None = None

    def without(self, ctx: Context, emptied: str) -> tuple[int | None, list[str]]:
        """The nearest mines' distance and slots once ``emptied`` holds no cube (asked for every
        second rail after a first that empties a mine)."""
        if self._without is None:
            self._without = {}
        found = self._without.get(emptied)
        if found is None:
            found = self._without[emptied] = nearest_left(ctx.mines_by_distance(self.ends), emptied)
        return found


#: source -> the plan taking one cube there (never changed)
_ONE_CUBE_PLANS: dict[str, list[tuple[str, ...]]] = kept("brass.links.one_cube_plans", {}, bound=None,
                                                         keys="coal source: a mine's slot or the market")


def _one_cube_plan(source: str) -> list[tuple[str, ...]]:
    """The coal plan of one rail with one choice, ``source`` (a mine's slot or the market), shared:
    a coal situation's facts keep one per rail, and each container kept counts towards the next
    garbage collection."""
    plan = _ONE_CUBE_PLANS.get(source)
    if plan is None:
        plan = _ONE_CUBE_PLANS[source] = [(source,)]
    return plan


def _rail_facts(ctx: Context, line_id: str) -> _RailFacts:
    table = _facts_table(ctx)
    facts = table.get(line_id)
    if facts is None:
        _add_facts(ctx, table, (line_id,))
        facts = table[line_id]
    return facts


def _add_facts(ctx: Context, table: dict[str, _RailFacts], line_ids: Iterable[str]) -> None:
    """Put the facts of each of ``line_ids`` not in ``table`` (``_facts_table``) into it, reading
    the context's coal facts once for all of them (a listing asks for a dozen lines at a time)."""
    missing = [lid for lid in line_ids if lid not in table]
    if missing:
        lines, nearest, tiles = ctx.data.lines, ctx.nearest_mines_table(), ctx.state.tiles
        component, market = ctx.component, ctx.market_components
        for lid in missing:
            table[lid] = _RailFacts(lines[lid].ends, nearest, component, market, tiles)


def _facts_table(ctx: Context) -> dict[str, _RailFacts]:
    """Line -> its ``_RailFacts`` in this coal situation, one table (listing loops read it
    directly, without a key per line)."""
    memo = ctx.coal_memo  # the lines, the mines and the market-access tiles decide them
    table = memo.get(("rail_facts",))
    if table is None:
        table = memo[("rail_facts",)] = {}
    return table


def _two_rail_coal(ctx: Context, f: _RailFacts, s: _RailFacts) -> list[tuple[str, ...]]:
    """Each way the first rail (``f``) takes its cube, as a single rail would, then the second's
    (``s``) from its own ends with the first rail placed, a mine the first cube emptied no longer
    counting (R5.3)."""
    plan: list[tuple[str, ...]] = []
    if not f.cubes:
        return plan
    plain: list[str] | None = None  # its nearest mines when the first cube empties none
    for cube, emptied in f.cubes:
        if emptied is not None:
            near = _second_rail_nearest(ctx, f, s, emptied)
        else:
            if plain is None:
                plain = _second_rail_nearest(ctx, f, s, None)
            near = plain
        if near:
            for slot in near:
                plan.append((cube, slot))
        elif s.market or (f.market and not f.components.isdisjoint(s.components)):
            # R5.2 for the second rail: its ends' components, and the first rail's when it joins them
            plan.append((cube, MARKET))
    return plan


def _second_rail_nearest(ctx: Context, f: _RailFacts, s: _RailFacts, emptied: str | None) -> list[str]:
    """R5.1 for the second rail with the first placed (``emptied``: the mine whose last cube the
    first took), from the two single-rail tables: a mine is as near as it is from the second
    rail's ends over the built lines, or as the way into the first rail, across it (one link) and
    on from its ends; the nearer counts."""
    if emptied is None:
        s_best, s_near = s.best, s.near  # (two a line: four would build and unpack a tuple)
        f_best, f_near = f.best, f.near
    else:
        (s_best, s_near), (f_best, f_near) = s.without(ctx, emptied), f.without(ctx, emptied)
    if f_best is None or (s_best is not None and s_best <= f_best):
        return s_near  # across the first rail is at least one link farther than s_best
    if f.components.isdisjoint(s.components):
        return s_near  # the first rail is not connected to the second: crossing it reaches nothing
    into = _links_between(ctx, s.ends, f.ends)
    assert into is not None  # the two share a component, so built links join them
    across = into + 1 + f_best
    if s_best is None or across < s_best:
        return f_near
    if across == s_best:
        return sorted({*s_near, *f_near})
    return s_near


def _links_between(ctx: Context, a: tuple[str, ...], b: tuple[str, ...]) -> int | None:
    """Fewest built links from any of ``a`` to any of ``b`` (None: not connected)."""
    for loc in a:
        if loc in b:
            return 0
    best = None
    graph = ctx.links
    for loc in a:
        dist = graph.distances_from(loc)  # one search per location, shared by every rail ending there
        for end in b:
            d = dist.get(end)
            if d is not None and (best is None or d < best):
                best = d
    return best


def beer_plan(ctx: Context, player: int, lines: tuple[str, ...]) -> list[tuple[str, ...]]:
    """``links.beer_plan`` (Birmingham 3.2.3) from the two rails' facts."""
    if len(lines) < 2 or not ctx.ruleset.second_rail_beer:
        return [()]
    return _pair_beer(ctx, player, _rail_facts(ctx, lines[0]), _rail_facts(ctx, lines[1]))


def _pair_beer(ctx: Context, player: int, f: _RailFacts, s: _RailFacts) -> list[tuple[str, ...]]:
    """``beer_plan`` of two rails from their facts (the listing has them at hand): the breweries
    connected to the second rail once both are placed, i.e. to its ends' components and the first
    rail's when the two share one (``Context.reachable_components`` of two placed links)."""
    reach = s.components if f.components.isdisjoint(s.components) else s.components | f.components
    key = ("second_rail_beer", player, reach)
    found = ctx.memo.get(key)
    if found is None:  # listing asks for many pairs, most of them reaching the same components
        found = ctx.memo[key] = beer_choices(ctx, player, reach, ctx.ruleset.second_rail_beer)
    return found  # type: ignore[return-value]


def legal(ctx: Context, player: int) -> Iterator[BuildLink]:
    """Every legal link, each card face once."""
    return expand(moves(ctx, player))


def moves(ctx: Context, player: int) -> Iterator[Move]:
    """Every legal link named once per (lines, coal, beer), payable by any card in hand (R4)."""
    state = ctx.state
    era = state.era
    me = state.players[player]
    money = me.money
    # check()'s tests that hold for every line: a link tile (R4), the cost of one link and a card
    if me.links_left < 1 or link_cost(era, 1) > money:
        return iter(())
    faces = action_faces(ctx, player)
    if not faces:
        return iter(())
    network = link_network(ctx, player)
    if era == CANAL:  # no coal, no beer (R4.2): one move per line
        single = _era_lines(ctx, era).single
        return map(Move, repeat("link"), repeat(faces), map(single.__getitem__, _singles(ctx, network)),
                   repeat(_LINKS.make))
    rails = _affordable(ctx, faces, link_cost(era, 1), money, _single_rails(ctx, network))
    if me.links_left < 2 or money < RAIL_COSTS[2] or not _second_rail_beer_exists(ctx):
        return rails
    return chain(rails, _affordable(ctx, faces, link_cost(era, 2), money, _rail_pairs(ctx, player, network)))


def _affordable(ctx: Context, faces: tuple[str, ...], base: int, money: int, listed: _Listed) -> Iterator[Move]:
    """The moves of the kept rails ``listed`` whose cost, ``base`` and the market coal their coal
    takes (``market_cost``; most rails buy none), the money pays (check()'s cost test).  Buying
    more cubes never costs less, so when the most any of them buys is paid, all are.  The moves
    are made by ``map`` (a rail listing makes about fifty at a time)."""
    rests, boughts = listed
    most = max(boughts, default=0)
    if base + (ctx.market_price("coal", most) if most else 0) > money:
        rests = [rest for rest, bought in zip(rests, boughts, strict=True)
                 if base + (ctx.market_price("coal", bought) if bought else 0) <= money]
    return map(Move, repeat("link"), repeat(faces), rests, repeat(_LINKS.make))


def _singles(ctx: Context, network: frozenset[str]) -> list[str]:
    """The free lines of this era one link may take (``line_violations`` of one such line, but for
    the link tiles): touching your network (R4.1), or anywhere while you have no piece where the
    rules allow it (Birmingham 3.2.1); in the map's order.  Kept with the built lines per network."""
    era = ctx.state.era
    key = ("singles", era, network)
    memo = ctx.links.memo
    found = memo.get(key)
    if found is None:
        built = ctx.state.links
        lines = _era_lines(ctx, era)
        if not network and ctx.ruleset.links_with_empty_network:
            found = memo[key] = [lid for lid, _ in lines.ordered if lid not in built]
        else:
            at = lines.at  # the few lines at the network's locations, not every line of the map
            touching = {lid for loc in network for lid in at.get(loc, ()) if lid not in built}
            found = memo[key] = sorted(touching, key=lines.position.__getitem__)
    return found


#: The listed links but for their card (the fields after it: lines, coal, beer), and in step with
#: them the number of market cubes each one's coal takes (what market_cost prices; the money
#: decides the rest).  Two lists rather than a pair per link: a kept listing lives on, and each
#: container it keeps counts towards the next garbage collection
_Rest = tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]
_Listed = tuple[list[_Rest], list[int]]


def _single_rails(ctx: Context, network: frozenset[str]) -> _Listed:
    """Each single rail with coal, once per coal choice (``_spell``), in the map's order; kept
    with the coal situation per network (the lines and coal decide the rest)."""
    key = ("single_rails", ctx.state.era, network)
    memo = ctx.coal_memo
    found = memo.get(key)
    if found is None:
        rests: list[_Rest] = []
        boughts: list[int] = []
        found = memo[key] = (rests, boughts)
        single = _era_lines(ctx, ctx.state.era).single
        table = _facts_table(ctx)
        singles = _singles(ctx, network)
        _add_facts(ctx, table, singles)
        for lid in singles:
            _spell(rests, boughts, single[lid], table[lid].plan, _NO_BEER)
    return found


def _spell(rests: list[_Rest], boughts: list[int], plain: _Rest, plan: list[tuple[str, ...]],
           barrels: list[tuple[str, ...]]) -> None:
    """For listing: each spelling of a rail coal plan's choice (``source_spellings``) with each
    beer choice, onto ``rests`` (``plain``: the lines' fields naming no coal and no beer, shared),
    and the number of market cubes its coal takes (what ``market_cost`` prices) onto ``boughts``.
    A plan lists distinct options (each first cube once, each second cube once after it), so with
    several each is spelled as itself, and one is not named (tests/engine/test_rail_coal.py checks
    this against source_spellings)."""
    if len(plan) == 1:
        bought = plan[0].count(MARKET)
        if barrels is _NO_BEER:  # most rails: the one choice, no beer
            rests.append(plain)
            boughts.append(bought)
            return
        lines = plain[0]
        for barrel in barrels:
            rests.append(plain if not barrel else (lines, (), barrel))
            boughts.append(bought)
        return
    lines = plain[0]
    for choice in plan:
        bought = choice.count(MARKET)
        for barrel in barrels:
            rests.append((lines, choice, barrel))
            boughts.append(bought)


_LINKS = kept("brass.links.interned", Interner(BuildLink), bound=Interner.LIMIT, keys="link action fields")


class _EraLines:
    """The lines of one map that one era allows (static, once per map and era)."""

    __slots__ = ("ordered", "position", "at", "ends", "by_id", "touching", "single", "_pairs")

    def __init__(self, ctx: Context, era: str) -> None:
        #: (id, ends) in the map's order, and the ends of each
        self.ordered = tuple((lid, line.ends) for lid, line in ctx.data.lines.items() if line.allows(era))
        self.ends = dict(self.ordered)
        #: each line's place in the map's order, and the lines at each location, in that order
        self.position = {lid: index for index, (lid, _) in enumerate(self.ordered)}
        self.at: dict[str, tuple[str, ...]] = {}
        for lid, ends in self.ordered:
            for loc in ends:
                self.at[loc] = (*self.at.get(loc, ()), lid)
        self.by_id = sorted(self.ends)
        #: the other lines sharing an end with each (where a second rail may extend the first, R4.1)
        self.touching = {lid: frozenset(other for other, ends in self.ordered
                                        if other != lid and not set(ends).isdisjoint(mine))
                         for lid, mine in self.ordered}
        #: the fields but the card of one link of each line naming no coal and no beer, built once:
        #: listings keep one per line listed, and one fewer container kept is one fewer collected
        self.single: dict[str, _Rest] = {lid: ((lid,), (), ()) for lid, _ in self.ordered}
        self._pairs: dict[str, dict[str, _Rest]] = {}

    def pairs_from(self, first: str) -> dict[str, _Rest]:
        """The fields but the card of two rails, ``first`` then each other line, naming no coal and
        no beer (built once per first line, as ``single``; their first field is the pair itself)."""
        row = self._pairs.get(first)
        if row is None:
            row = self._pairs[first] = {second: ((first, second), (), ()) for second in self.by_id
                                        if second != first}
        return row


_ERA_LINES: dict[tuple[str, str], _EraLines] = kept("brass.links.era_lines", {}, bound=None, keys="game and era")


def _era_lines(ctx: Context, era: str) -> _EraLines:
    key = (ctx.data.game, era)  # one map per game (as link_graph's)
    found = _ERA_LINES.get(key)
    if found is None:
        found = _ERA_LINES[key] = _EraLines(ctx, era)
    return found


def _second_rail_beer_exists(ctx: Context) -> bool:
    """Cheap pre-check for listing: with no barrel on any brewery, ``beer_plan`` rejects every pair."""
    return not ctx.ruleset.second_rail_beer or bool(breweries_with_beer(ctx))


def _rail_pairs(ctx: Context, player: int, network: frozenset[str]) -> _Listed:
    """Legal ordered pairs of rails with coal and beer, in sorted order, each once per coal choice
    (``_spell``) and beer choice; the order is spelled out only when it changes the coal or beer
    choice (Birmingham 3.2.3: the beer must reach the second link, so one order may have beer and
    the other none even when both take the same coal).  Kept with the coal situation per network
    (and, where the second rail takes beer, per player and breweries' barrels)."""
    beer = ctx.ruleset.second_rail_beer
    key = ("rail_pairs", ctx.state.era, network, (player, tuple(breweries_with_beer(ctx))) if beer else None)
    memo = ctx.coal_memo
    found = memo.get(key)
    if found is not None:
        return found  # type: ignore[no-any-return]
    lines = _era_lines(ctx, ctx.state.era)
    built = ctx.state.links
    singles = _singles(ctx, network)
    near_network = set() if not network else set(singles)  # the second rail may not go anywhere
    facts = _facts_table(ctx)  # each rail's facts in this coal situation
    plans: dict[tuple[str, ...], list[tuple[str, ...]]] = {}  # pairs so far, first < second
    rests: list[_Rest] = []
    boughts: list[int] = []
    found = memo[key] = (rests, boughts)
    barrels = _NO_BEER
    # pairs in sorted order (firsts and then seconds sorted): a pair's reverse, when legal and
    # listed before it, has its plan already
    _add_facts(ctx, facts, singles)
    for first in sorted(singles):
        f = facts[first]
        if not f.cubes:
            # R4.3: the first of two rails takes its coal exactly as a single rail would (the same
            # first step of coal_plan), so without it no pair starting there has coal; moves() would
            # drop each such pair, and as the reverse of another pair it can never be the same
            # decision (one order with coal, the other without), so leaving it out changes nothing
            continue
        # R4.1 for the second rail: a free line touching your network or extending from the first
        seconds = near_network.union(lines.touching[first].difference(built))
        seconds.discard(first)
        _add_facts(ctx, facts, seconds)
        row = lines.pairs_from(first)
        for second in sorted(seconds):
            s = facts[second]
            plain = row[second]  # the pair's fields naming no coal and no beer
            pair = plain[0]
            plan = _two_rail_coal(ctx, f, s)
            if first < second:
                plans[pair] = plan  # only these are asked for, as the reverse of a later pair
            if not plan:
                continue  # the second rail finds no coal
            if second < first and plans.get((second, first)) == plan and (not beer or _same_beer(ctx, player, f, s)):
                continue  # same decision either way (the reverse is listed): list it once
            if beer:
                options = _pair_beer(ctx, player, f, s)
                if not options:
                    continue
                barrels = source_choices(options, False)
            _spell(rests, boughts, plain, plan, barrels)
    return found


_NO_BEER: list[tuple[str, ...]] = [()]  # the beer choices of a pair that takes no beer (shared, never changed)


def _same_beer(ctx: Context, player: int, f: _RailFacts, s: _RailFacts) -> bool:
    """Whether both orders of two rails (their facts) take the same beer choices: always where no
    beer is taken, or where the rails' components meet (then both orders reach the same breweries)."""
    if not ctx.ruleset.second_rail_beer or not f.components.isdisjoint(s.components):
        return True
    return _pair_beer(ctx, player, f, s) == _pair_beer(ctx, player, s, f)
