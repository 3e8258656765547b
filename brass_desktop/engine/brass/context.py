"""Facts derived from a state (connectivity, networks, resource sources), computed lazily.

A :class:`Context` is built for one state and thrown away after a mutation; the rules ask
it instead of recomputing graphs per candidate action, which is what keeps listing every
legal action fast.  Terms follow rules.md: *connected* = joined by built links of the
current era (any owner); *distance* = fewest link tiles; the virtual Liverpool-Birkenhead
line never counts here (R3.1, R5.4, R8.3).
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ..core.caches import kept
from .data import MARKET, GameData, keep
from .options import RuleOptions
from .state import GameState, Tile


class LinkGraph:
    """Connectivity over one set of built lines: adjacency, components, BFS distances.

    It depends only on which lines are built (not their owners, not the rest of the state), and
    that changes far more rarely than the state (a link action, the era end), so contexts share
    one per set of lines (``link_graph``) instead of searching again after every action.
    """

    __slots__ = ("adjacency", "_component", "distances", "coal_tables", "memo")

    def __init__(self, data: GameData, built: Iterable[str], parent: LinkGraph | None = None,
                 added: str | None = None) -> None:
        """The graph of ``built``; with ``parent``, the graph of ``built`` less the line ``added``,
        from which it is derived (an action adds one line at a time) instead of from scratch."""
        lines = data.lines
        self._component: dict[str, int] | None = None
        adj: dict[str, list[str]]
        if parent is not None and added is not None:
            # the parent's lists are shared, never changed: only the added line's ends get new ones
            adj = dict(parent.adjacency)
            ends = lines[added].ends
            for a in ends:  # a link joins every location adjacent to it (Birmingham 5.3)
                adj[a] = adj[a] + [b for b in ends if b != a]
            if parent._component is not None:
                self._component = _joined(parent._component, ends)
        else:
            adj = {loc: [] for loc in data.locations}
            for line_id in built:  # a link joins every location adjacent to it (Birmingham 5.3)
                ends = lines[line_id].ends
                for a in ends:
                    adj[a].extend(b for b in ends if b != a)
        self.adjacency: dict[str, list[str]] = adj
        self.distances: dict[tuple[Any, ...], dict[str, int]] = {}  # (sources, extra edges) -> BFS
        # (coal mines with their cubes, market-access tiles) -> answers about coal (Context.coal_memo)
        self.coal_tables: dict[tuple[Any, ...], dict[tuple[Any, ...], Any]] = {}
        self.memo: dict[tuple[Any, ...], Any] = {}  # rule helpers' answers that depend only on these lines

    def distances_from(self, loc: str) -> dict[str, int]:
        """Fewest built links from ``loc`` to each reachable location (kept, as
        ``Context.distances((loc,))``); callers must not mutate it."""
        key = ((loc,), ())
        found = self.distances.get(key)
        if found is None:
            found = self.distances[key] = _search(self.adjacency, key[0])
        return found

    @property
    def component(self) -> dict[str, int]:
        """Location -> id of its connected component over the built lines."""
        if self._component is None:
            comp: dict[str, int] = {}
            adj = self.adjacency
            for start in adj:
                if start in comp:
                    continue
                cid = len(comp)
                comp[start] = cid
                stack = [start]
                while stack:
                    loc = stack.pop()
                    for nxt in adj[loc]:
                        if nxt not in comp:
                            comp[nxt] = cid
                            stack.append(nxt)
            self._component = comp
        return self._component


def _joined(component: dict[str, int], ends: tuple[str, ...]) -> dict[str, int]:
    """``component`` once a link joins ``ends``: their components become one (the same dict
    when they already were)."""
    ids = {component[loc] for loc in ends}
    if len(ids) == 1:
        return component
    into = min(ids)
    return {loc: into if cid in ids else cid for loc, cid in component.items()}


def _search(adj: dict[str, list[str]], sources: tuple[str, ...]) -> dict[str, int]:
    """Breadth-first distances from ``sources`` over ``adj``, one distance at a time."""
    dist = dict.fromkeys(sources, 0)
    layer = list(dist)
    d = 0
    while layer:
        d += 1
        reached = []
        for loc in layer:
            for nxt in adj[loc]:
                if nxt not in dist:
                    dist[nxt] = d
                    reached.append(nxt)
        layer = reached
    return dist


_NO_MINE: tuple[None, list[str]] = (None, [])  # nearest_mines of a location no mine with cubes reaches

_LINK_GRAPHS: dict[tuple[str, frozenset[str]], LinkGraph] = {}
_LINK_GRAPHS_KEPT = 64  # a game in progress needs a few; search may explore more, so the table is bounded
_COAL_TABLES_KEPT = 256  # coal situations kept per set of lines (bounded likewise)


def _clear_link_graphs() -> None:
    """Empty the link graphs' own tables (which contexts still alive may hold), then the table."""
    for graph in _LINK_GRAPHS.values():
        for table in graph.coal_tables.values():
            table.clear()
        graph.coal_tables.clear()
        graph.memo.clear()
        graph.distances.clear()
    _LINK_GRAPHS.clear()


kept("brass.context.link_graphs", _LINK_GRAPHS, bound=_LINK_GRAPHS_KEPT, clear=_clear_link_graphs,
     keys=f"game and built lines; each graph keeps its distances, memo and at most {_COAL_TABLES_KEPT} "
          "coal situations (Context.coal_memo)")


def link_graph(data: GameData, built: dict[str, int] | Sequence[str]) -> LinkGraph:
    """The shared ``LinkGraph`` of these built lines on this map.  A new set of lines is mostly a
    kept one plus the line built last (``built`` in the order the lines were built, as the
    state's links are), so it is derived from that one when it is kept."""
    key = (data.game, frozenset(built))
    graph = _LINK_GRAPHS.get(key)
    if graph is None:
        last = next(reversed(built), None)
        parent = _LINK_GRAPHS.get((data.game, key[1] - {last})) if last is not None else None
        graph = keep(_LINK_GRAPHS, key, LinkGraph(data, key[1], parent, last), _LINK_GRAPHS_KEPT)
    return graph


def coal_cap(data: GameData) -> int:
    """The most coal cubes one action takes on this map: two rails, a cube each (R4.3), or the
    tile needing the most (R5; Birmingham 4.2); kept per map."""
    found: int | None = data.static_memo.get(("coal_cap",))
    if found is None:
        found = data.static_memo[("coal_cap",)] = max(2, max(spec.coal for spec in data.tile_index.values()))
    return found


class Board:
    """The facts about the resources on the board that the rules ask of a position, found in one
    pass over the tiles (``Context.board``) instead of one walk per fact: the coal mines with
    cubes and the coal memo's key, the iron works and breweries with cubes, the coal and iron
    cubes on the board and the market-access tiles."""

    __slots__ = ("mines", "coal_key", "iron_works", "breweries", "cubes", "access")

    def __init__(self, data: GameData, tiles: dict[str, Tile], access: tuple[str, ...], cap: int) -> None:
        slots = data.slots
        mines: list[tuple[str, str]] = []  # (slot, location) of the coal mines with cubes, in the tiles' order
        capped: list[tuple[str, int]] = []  # their cubes up to ``cap`` (Context.coal_memo)
        access_slots: list[str] = []  # the market-access tiles (Lancashire's ports), flipped or not
        iron: list[tuple[str, int]] = []
        breweries: list[tuple[str, int, str, int]] = []
        coal_cubes = iron_cubes = 0
        for slot, tile in tiles.items():
            industry = tile.industry
            if industry in _HOLDING:  # most tiles hold no resource: one test for them
                held = tile.cubes
                if not held:
                    continue
                if industry == "coal":
                    mines.append((slot, slots[slot][0]))
                    capped.append((slot, held if held < cap else cap))
                    coal_cubes += held
                elif industry == "iron":
                    iron.append((slot, held))
                    iron_cubes += held
                else:
                    breweries.append((slot, tile.owner, slots[slot][0], held))
            elif industry in access:
                access_slots.append(slot)
        iron.sort()
        self.mines = mines
        self.coal_key = (tuple(capped), tuple(access_slots))
        self.iron_works: tuple[tuple[str, int], ...] = tuple(iron)  # (slot, cubes), in slot order
        self.breweries = breweries  # (slot, owner, location, barrels) of each brewery with beer, in the tiles' order
        self.cubes = {"coal": coal_cubes, "iron": iron_cubes}  # on the board's tiles
        self.access = access_slots


_HOLDING = frozenset(("coal", "iron", "brewery"))  # the industries whose tiles hold cubes (R3.8)

#: game -> its Ruleset (an import per context would cost more than the context)
_RULESETS: dict[str, Any] = kept("brass.context.rulesets", {}, bound=None, keys="game")


class Context:
    """Read-only view of one state plus cached derived facts."""

    def __init__(self, data: GameData, state: GameState, options: RuleOptions) -> None:
        rules = _RULESETS.get(data.game)
        if rules is None:
            from .ruleset import ruleset  # the ruleset imports the rule modules, which import this module
            rules = _RULESETS[data.game] = ruleset(data.game)
        self.ruleset = rules
        self.data = data
        self.state = state
        self.options = options
        self._links: LinkGraph | None = None
        self._market_components: set[int] | None = None
        self._networks: dict[int, frozenset[str]] = {}
        self._board: Board | None = None
        self._own: dict[int, dict[str, tuple[int, ...]]] = {}
        self._coal_memo: dict[tuple[Any, ...], Any] | None = None
        self._rules: dict[str, Any] = {}
        # per-state memo for rule helpers that are asked the same question many times
        self.memo: dict[tuple[Any, ...], object] = {}

    def rule(self, name: str) -> Any:
        """A rule fact of this game with these options (``Ruleset.rule``: fixed or an option)."""
        rules = self._rules
        if name not in rules:  # asked per listed target: looked up once per state
            rules[name] = self.ruleset.rule(self.options, name)
        return rules[name]

    @property
    def board(self) -> Board:
        """The facts of the tiles on the board, found in one pass when first asked."""
        if self._board is None:
            self._board = Board(self.data, self.state.tiles, self.ruleset.market_access_industries,
                                coal_cap(self.data))
        return self._board

    def own_tiles(self, player: int) -> dict[str, tuple[int, ...]]:
        """Location -> the indices of its slots that hold one of the player's tiles (once per
        state and player); callers must not mutate it."""
        own = self._own.get(player)
        if own is None:
            own = self._own[player] = {}
            slots = self.data.slots
            for slot, tile in self.state.tiles.items():
                if tile.owner == player:
                    loc, index, _ = slots[slot]
                    own[loc] = own.get(loc, ()) + (index,)
        return own

    # -- connectivity -----------------------------------------------------------------------------
    @property
    def links(self) -> LinkGraph:
        """Connectivity of the built lines, found when first asked (shared by equal sets of lines)."""
        if self._links is None:
            self._links = link_graph(self.data, self.state.links)
        return self._links

    @property
    def adjacency(self) -> dict[str, list[str]]:
        return self.links.adjacency

    @property
    def component(self) -> dict[str, int]:
        """Location -> id of its connected component over built links."""
        return self.links.component

    def connected(self, a: str, b: str) -> bool:
        comp = self.component
        return comp[a] == comp[b]

    def distances(self, sources: Iterable[str], extra_edges: tuple[tuple[str, ...], ...] = ()) -> dict[str, int]:
        """Fewest built links from any of ``sources`` to each reachable location (BFS).

        ``extra_edges`` are links being placed by the action under consideration (R4.3).
        Results are cached with the built lines; callers must not mutate them.
        """
        key = (tuple(sources), extra_edges)
        table = self.links.distances
        cached = table.get(key)
        if cached is not None:
            return cached
        adj = self.links.adjacency
        if extra_edges:  # the links being placed join their ends too
            adj = {loc: list(nxt) for loc, nxt in adj.items()}
            for ends in extra_edges:
                for a in ends:
                    adj[a].extend(b for b in ends if b != a)
        dist = table[key] = _search(adj, key[0])
        return dist

    # -- markets ----------------------------------------------------------------------------------
    @property
    def market_components(self) -> set[int]:
        """Components with a market trade icon or (Lancashire) a port tile of any owner, flipped or not."""
        if self._market_components is None:
            memo = self.coal_memo  # the lines and the market-access tiles decide it
            found = memo.get(("market_components",))
            if found is None:
                comp = self.component
                found = {comp[loc] for loc in self.data.trade_icon_locations}
                slots = self.data.slots
                for slot in self.board.access:
                    found.add(comp[slots[slot][0]])
                memo[("market_components",)] = found
            self._market_components = found
        return self._market_components

    def has_market_connection(self, loc: str) -> bool:
        """R5.2 / R8.1(b): connected to a port tile or an external location with a trade icon."""
        return self.component[loc] in self.market_components

    def reachable_components(self, sources: Iterable[str],
                             extra_edges: tuple[tuple[str, ...], ...] = ()) -> set[int]:
        """Components connected to ``sources`` once ``extra_edges`` (links being placed) are added."""
        comp = self.component
        reached = {comp[loc] for loc in sources}
        pending = [{comp[loc] for loc in ends} for ends in extra_edges]
        changed = True
        while changed:  # an added link joins its ends' components once it touches a reached one
            changed = False
            for group in pending:
                if not group <= reached and group & reached:
                    reached |= group
                    changed = True
        return reached

    def market_reachable(self, sources: tuple[str, ...], extra_edges: tuple[tuple[str, ...], ...]) -> bool:
        """Market connection of ``sources`` once ``extra_edges`` are placed (rail links, R4.3)."""
        key = ("market_reachable", sources, extra_edges)
        memo = self.coal_memo  # the lines and the market-access tiles decide it
        found = memo.get(key)
        if found is None:
            found = memo[key] = not self.reachable_components(sources, extra_edges).isdisjoint(
                self.market_components)
        return found

    def market_price(self, resource: str, count: int = 1) -> int:
        """Price of buying ``count`` cubes now, cheapest first, the empty price after (R1.5)."""
        key = ("market_price", resource, count)
        price = self.memo.get(key)
        if price is None:  # asked for every build and develop listed
            price = self.memo[key] = market_buy_price(self.market_prices(resource), self.state.market_cubes(resource),
                                                      count, self.data.markets[resource].empty_price)
        return price  # type: ignore[return-value]

    def market_prices(self, resource: str) -> tuple[int, ...]:
        """The price of every space of a market, cheapest first (Q4: 6-space 2-player markets)."""
        prices = self.data.markets[resource].prices
        if self.state.market_spaces(resource) != len(prices):
            return self.data.market_prices_2p_community
        return prices

    # -- networks ---------------------------------------------------------------------------------
    def network(self, player: int) -> frozenset[str]:
        """Locations with one of the player's tiles plus both ends of the player's links."""
        net = self._networks.get(player)
        if net is None:
            locs = set(self.own_tiles(player))
            lines = self.data.lines
            for line_id, owner in self.state.links.items():
                if owner == player:
                    locs.update(lines[line_id].ends)
            net = frozenset(locs)
            self._networks[player] = net
        return net

    def has_pieces(self, player: int) -> bool:
        """R3.2: does the player have any industry or link tile on the board?"""
        return bool(self.network(player))

    # -- resources --------------------------------------------------------------------------------
    @property
    def coal_memo(self) -> dict[tuple[Any, ...], Any]:
        """A memo for where coal comes from (R5.1 nearest mines, R5.2 market reach): those answers
        depend only on the built lines, the coal mines' cubes and the market-access tiles, so every
        context with the same ones shares it (decisions in a row mostly do).  Callers must not
        mutate what they read from it.

        A mine's cubes count only up to ``coal_cap`` (the most coal one action takes): an answer
        about taking at most that many cubes asks of each mine only whether it still holds one
        after each cube before the last (R5.3), so a mine of 3 cubes and one of 4 give the same
        answers, and taking a cube from a full mine leaves the table as it was."""
        if self._coal_memo is None:
            key = self.board.coal_key
            tables = self.links.coal_tables
            memo = tables.get(key)
            if memo is None:
                memo = keep(tables, key, {}, _COAL_TABLES_KEPT)
            self._coal_memo = memo
        return self._coal_memo

    def coal_mines_with_cubes(self) -> list[tuple[str, str]]:
        """(slot, location) of every unflipped coal mine holding cubes, in slot order."""
        return self.board.mines

    def iron_works_with_cubes(self) -> list[str]:
        """The slots of the iron works holding iron, in slot order."""
        return [slot for slot, _ in self.board.iron_works]

    def cubes_on_board(self, resource: str) -> int:
        """The coal or iron cubes on the board's tiles."""
        return self.board.cubes[resource]

    def nearest_coal(self, sources: tuple[str, ...], extra_edges: tuple[tuple[str, ...], ...] = (),
                     emptied: tuple[str, ...] = ()) -> list[str]:
        """R5.1: the coal mines (slot ids) at minimum distance, or [] if none is connected.

        ``emptied`` are mines whose cubes this action has already taken (for a second rail).
        """
        key = ("nearest_coal", sources, extra_edges, emptied)
        memo = self.coal_memo
        cached = memo.get(key)
        if cached is None:
            cached = memo[key] = self._nearest_coal(sources, extra_edges, emptied)
        return cached

    def _nearest_coal(self, sources: tuple[str, ...], extra_edges: tuple[tuple[str, ...], ...],
                      emptied: tuple[str, ...]) -> list[str]:
        """Fast for the usual rail case: links being placed whose ends are all sources add nothing,
        and one other placed link is crossed without a new search: a mine's distance is the
        nearer of the one from ``sources`` and the one from that link's ends plus the way into
        it and across (both tables are kept per situation; the latter is the one its own coal asked for)."""
        if not self.coal_mines_with_cubes():
            return []
        source_set = set(sources)
        edges = [e for e in extra_edges if not source_set.issuperset(e)]
        if len(edges) > 1:
            dist = self.distances(sources, extra_edges)
            tables = [(0, sorted((dist[loc], slot) for slot, loc in self.coal_mines_with_cubes() if loc in dist))]
        else:
            tables = [(0, self.mines_by_distance(sources))]
            if edges:
                base = self.distances(sources)
                into = min((base[e] for e in edges[0] if e in base), default=None)
                if into is not None:
                    tables.append((into + 1, self.mines_by_distance(edges[0])))
        best: int | None = None
        chosen: set[str] = set()
        for offset, table in tables:
            for d, slot in table:
                if slot in emptied:
                    continue
                d += offset
                if best is not None and d > best:
                    break  # each table is nearest first
                if best is None or d < best:
                    best, chosen = d, {slot}
                else:
                    chosen.add(slot)
        return sorted(chosen)

    def mines_by_distance(self, sources: tuple[str, ...]) -> list[tuple[int, str]]:
        """(distance over the built lines, slot) of every connected coal mine with cubes, nearest first."""
        key = ("mines_by_distance", sources)
        memo = self.coal_memo  # the lines and the mines decide it
        found = memo.get(key)
        if found is None:
            found = memo[key] = []
            for slot, dist in self.mine_distances():
                best = None
                for loc in sources:
                    d = dist.get(loc)
                    if d is not None and (best is None or d < best):
                        best = d
                if best is not None:
                    found.append((best, slot))
            found.sort()
        return found

    def nearest_mines(self, loc: str) -> tuple[int | None, list[str]]:
        """R5.1 from one location over the built lines: the distance of the nearest connected coal
        mines with cubes (None: none is connected) and those mines, sorted."""
        return self.nearest_mines_table().get(loc, _NO_MINE)

    def nearest_mines_table(self) -> dict[str, tuple[int, list[str]]]:
        """``nearest_mines`` of every location connected to a coal mine with cubes, from one pass
        over the mines' searches (a rail's facts ask it for both ends of every free line)."""
        key = ("nearest_mines",)
        memo = self.coal_memo  # the lines and the mines decide it
        found = memo.get(key)
        if found is None:
            found = memo[key] = {}
            for slot, dist in self.mine_distances():
                for loc, d in dist.items():
                    best = found.get(loc)
                    if best is None or d < best[0]:
                        found[loc] = (d, [slot])
                    elif d == best[0]:
                        best[1].append(slot)
            for _, near in found.values():
                if len(near) > 1:
                    near.sort()  # the mines come in the tiles' order
        return found

    def mine_distances(self) -> list[tuple[str, dict[str, int]]]:
        """(slot, distances from its location over the built lines) of every coal mine with cubes,
        in slot order: a search from each mine's location (distances are the same both ways)
        answers every source a build or a rail asks about, and a few mines hold cubes at a time."""
        key = ("mine_distances",)
        memo = self.coal_memo
        found = memo.get(key)
        if found is None:
            graph = self.links
            found = memo[key] = [(slot, graph.distances_from(loc)) for slot, loc in self.coal_mines_with_cubes()]
        return found


def nearest_left(table: list[tuple[int, str]], emptied: str | None) -> tuple[int | None, list[str]]:
    """The distance and slots of the nearest mines of a table nearest first, ``emptied`` left out."""
    best = None
    near: list[str] = []
    for d, slot in table:
        if slot == emptied:
            continue
        if best is None:
            best = d
        elif d > best:
            break
        near.append(slot)
    return best, near


def market_buy_price(prices: tuple[int, ...], cubes: int, count: int, empty_price: int) -> int:
    """Cost of buying ``count`` cubes from a market holding ``cubes`` (cheapest cube first)."""
    total = 0
    spaces = len(prices)
    for _ in range(count):
        if cubes > 0:
            total += prices[spaces - cubes]
            cubes -= 1
        else:
            total += empty_price
    return total


__all__ = ["Board", "Context", "MARKET", "coal_cap", "market_buy_price", "nearest_left"]
