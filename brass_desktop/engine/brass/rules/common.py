"""Predicates and effects shared by every action kind.

The predicates return violations (never raise) and are used both to list legal actions
and to explain a proposed one.  The :class:`Effects` helper is the only code that moves
money, cubes, cards and income, so every movement is logged as an event and the
bookkeeping counters used by the invariant tests stay in one place.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from itertools import combinations_with_replacement
from typing import TYPE_CHECKING, Any, Literal

from ...core.caches import kept
from ...core.events import Event
from ..actions import WILD_CARDS
from ..context import Context, market_buy_price
from ..data import MARKET, TileSpec, keep
from ..reasons import CoreReason, Reason, Violation
from ..state import ACTION, GameState, Tile

if TYPE_CHECKING:  # the event TypedDicts check the code; play does not import them (issue 13)
    from ..events import BrassEvent

#: The event kind of one cube taken, per resource (R5.2/R5.3; Birmingham 4.3).
RESOURCE_USED: dict[str, Literal["coal_used", "iron_used", "beer_used"]] = {
    "coal": "coal_used", "iron": "iron_used", "beer": "beer_used"}


# -- general guards (R2.2) ------------------------------------------------------------------------
def phase_violations(state: GameState, phase: str) -> list[Violation]:
    if state.phase == "over":
        return [Violation(CoreReason.GAME_OVER)]
    if state.phase != phase:
        return [Violation(Reason.WRONG_PHASE, {"phase": state.phase, "needed": phase})]
    return []


def card_violations(state: GameState, player: int, cards: Sequence[str]) -> list[Violation]:
    """Every card must be in hand (two copies for two equal cards)."""
    hand = state.players[player].hand
    if len(cards) == 1 and cards[0] in hand:  # the usual case, without counting
        return []
    # two or three cards (a double build, a scout): counting each face beats building Counters
    missing = sorted(c for c in set(cards) if cards.count(c) > hand.count(c))
    return [Violation(Reason.CARD_NOT_IN_HAND, {"card": c}) for c in missing]


def distinct_cards(hand: Iterable[str]) -> list[str]:
    """Cards with the same face are interchangeable: list each face once, in a stable order."""
    return sorted(set(hand))


def action_faces(ctx: Context, player: int) -> tuple[str, ...]:
    """The card faces ``player`` could pay an action with now (``distinct_cards``): none outside
    the action phase.  Every rule module's listing asks: worked out once per state and player."""
    state = ctx.state
    if state.phase != ACTION:
        return ()
    key = ("faces", player)
    found = ctx.memo.get(key)
    if found is None:
        found = ctx.memo[key] = tuple(sorted(set(state.players[player].hand)))
    return found  # type: ignore[return-value]


RESOURCE_OF = {"coal": "coal", "iron": "iron", "brewery": "beer"}


def resource_of(industry: str) -> str | None:
    """The resource a tile of ``industry`` holds (coal mine, iron works, brewery), if any."""
    return RESOURCE_OF.get(industry)


def tile_spec(ctx: Context, tile: Tile) -> TileSpec:
    return ctx.data.tile(tile.industry, tile.level)


def tile_vp(ctx: Context, tile: Tile) -> int:
    """VP of a flipped tile (the game's ruleset may adjust it: Lancashire D2)."""
    return ctx.ruleset.tile_vp(ctx.options, tile.industry, tile.level, tile_spec(ctx, tile).vp)


def income_levels(ctx: Context, player: int, spaces: int = 0, position: int | None = None) -> tuple[int, int]:
    """The player's income level now and after moving ``spaces`` up the track (or to ``position``)."""
    track = ctx.data.income_by_position
    now = ctx.state.players[player].income_pos
    after = position if position is not None else max(0, min(len(track) - 1, now + spaces))
    return track[now], track[after]


# -- resource options (R5, R6) --------------------------------------------------------------------
def coal_options(ctx: Context, sources: tuple[str, ...], count: int,
                 extra_edges: tuple[tuple[str, ...], ...] = (),
                 per_step_sources: Sequence[tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]] | None = None,
                 ) -> list[tuple[str, ...]]:
    """Every legal way to take ``count`` coal, in order, as tuples of mine slots / "market".

    R5.1: each cube comes from a connected mine at minimum distance (ties: player's choice);
    R5.2: only when no connected mine has cubes, from the market if there is a market
    connection.  ``per_step_sources`` gives (sources, extra_edges) per cube for rail links.
    Returns [] when some cube cannot be had.
    """
    steps = per_step_sources or [(sources, extra_edges)] * count
    tiles = ctx.state.tiles
    # each partial way: the sources chosen so far and the mines they empty (only an emptied mine
    # changes where the next cube comes from)
    partial: list[tuple[tuple[str, ...], tuple[str, ...]]] = [((), ())]
    for locs, edges in steps:
        grown: list[tuple[tuple[str, ...], tuple[str, ...]]] = []
        for chosen, emptied in partial:
            nearest = ctx.nearest_coal(locs, edges, emptied)
            if nearest:
                for slot in nearest:
                    taken = chosen + (slot,)
                    grown.append((taken, emptied + (slot,) if taken.count(slot) >= tiles[slot].cubes
                                  else emptied))
            elif ctx.market_reachable(locs, edges):
                grown.append((chosen + (MARKET,), emptied))
        if not grown:
            return []
        partial = grown
    return [chosen for chosen, _ in partial]


def iron_options(ctx: Context, count: int) -> list[tuple[str, ...]]:
    """R6: iron from any iron works (player's choice), then the market once none is left."""
    if count == 0:
        return [()]
    return _iron_options(_iron_works(ctx), count)  # the listing keeps its priced answers (priced_iron)


def _iron_works(ctx: Context) -> tuple[tuple[str, int], ...]:
    """(slot, cubes) of every iron works holding iron, in slot order (once per state)."""
    return ctx.board.iron_works


def _iron_options(works: tuple[tuple[str, int], ...], count: int) -> list[tuple[str, ...]]:
    on_board = sum(cubes for _, cubes in works)
    from_board = min(count, on_board)
    market = (MARKET,) * (count - from_board)
    return [combo + market for combo in _cube_choices(dict(works), from_board)]


def priced_iron(ctx: Context, count: int) -> list[tuple[tuple[str, ...], int]]:
    """For listing: ``priced_spellings`` of ``iron_options(ctx, count)``.  They depend only on the
    iron works' cubes and the iron market, which decisions in a row mostly share, so the answer is
    kept per such situation (bounded; the situation is worked out once per state)."""
    situation = ctx.memo.get(_IRON_SITUATION)
    if situation is None:
        situation = ctx.memo[_IRON_SITUATION] = (
            ctx.data.game, _iron_works(ctx), ctx.state.iron_market, ctx.market_prices("iron"),
            ctx.data.markets["iron"].empty_price)
    found = _PRICED_IRON.get((situation, count))
    if found is None:
        found = keep(_PRICED_IRON, (situation, count), priced_spellings(ctx, "iron", iron_options(ctx, count)),
                     _PRICED_IRON_KEPT)
    return found


_IRON_SITUATION = ("iron_situation",)
_PRICED_IRON_KEPT = 1024  # iron situations kept (bounded: search may see many)
_PRICED_IRON: dict[tuple[Any, ...], list[tuple[tuple[str, ...], int]]] = kept(
    "brass.common.priced_iron", {}, bound=_PRICED_IRON_KEPT, keys="iron situation and cubes wanted")


def _cube_choices(available: dict[str, int], need: int) -> list[tuple[str, ...]]:
    """Every sorted tuple of ``need`` sources, no source used more often than it has cubes."""
    if need == 1:  # the usual case: any one source (each has a cube)
        return [(source,) for source in sorted(available)]
    if need == 2:  # the next most usual: two sources, or one with two cubes (without counting each combination)
        return [(a, b) for a, b in combinations_with_replacement(sorted(available), 2) if a != b or available[a] >= 2]
    options = []
    for combo in combinations_with_replacement(sorted(available), need):
        use = Counter(combo)
        if all(use[s] <= available[s] for s in use):
            options.append(combo)
    return options


MERCHANT_BEER = "merchant"


def beer_options(ctx: Context, player: int, locs: tuple[str, ...], extra_edges: tuple[tuple[str, ...], ...],
                 need: int, merchant_barrel: bool = False) -> list[tuple[str, ...]]:
    """Birmingham 4.3: every way to take ``need`` barrels, as sorted tuples of brewery slots or
    "merchant": your own breweries anywhere, opponents' breweries connected to ``locs``, and
    (when selling) the one barrel beside the merchant you sell to."""
    if need == 0:
        return [()]
    return beer_choices(ctx, player, ctx.reachable_components(locs, extra_edges), need, merchant_barrel)


def beer_choices(ctx: Context, player: int, reach: set[int] | frozenset[int], need: int,
                 merchant_barrel: bool = False) -> list[tuple[str, ...]]:
    """``beer_options`` once the components the beer may come from are known (``reach``)."""
    available = {slot: cubes for slot, owner, comp, cubes in breweries_with_beer(ctx)
                 if owner == player or comp in reach}
    if merchant_barrel:
        available[MERCHANT_BEER] = 1
    return _cube_choices(available, need)


def breweries_with_beer(ctx: Context) -> list[tuple[str, int, int, int]]:
    """(slot, owner, component, barrels) of every brewery holding beer (once per state)."""
    found = ctx.memo.get(("breweries",))
    if found is None:
        comp = ctx.component
        found = ctx.memo[("breweries",)] = [(slot, owner, comp[loc], cubes)
                                            for slot, owner, loc, cubes in ctx.board.breweries]
    return found  # type: ignore[return-value]


def choose_source(options: list[tuple[str, ...]], given: tuple[str, ...], ordered: bool) -> tuple[str, ...] | None:
    """The option the player chose, or None unless ``given`` is spelled as the legal list spells
    it (one spelling per move): one of ``source_choices``, ``()`` exactly when there is no choice."""
    if len(options) <= 1:  # the common case, no choice: only () is a spelling (fast path for listing)
        return options[0] if options and not given else None
    for spelling, option in source_spellings(options, ordered):
        if spelling == given:
            return option
    return None


def source_spellings(options: list[tuple[str, ...]], ordered: bool) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """Each spelling of a source choice the listing gives (``source_choices``) with the option it
    takes (listing asks this once per choice instead of ``choose_source`` per spelling)."""
    if len(options) <= 1:
        return [((), options[0])] if options else []
    choices = source_choices(options, ordered)
    if choices == [()]:
        return [((), options[0])]
    if ordered:
        return [(choice, choice) for choice in choices]  # an ordered choice is spelled as its option
    first: dict[tuple[str, ...], tuple[str, ...]] = {}  # each sorted spelling's first option
    for option in options:
        first.setdefault(tuple(sorted(option)), option)
    return [(choice, first[choice]) for choice in choices]


def priced_spellings(ctx: Context, resource: str, options: list[tuple[str, ...]]) -> list[tuple[tuple[str, ...], int]]:
    """For listing: the spellings (``source_spellings``) of the coal or iron ``options`` with what
    the market part of the option taken costs (``market_cost``).  Not kept here: each caller keeps
    its answers under the situation they depend on (``priced_iron``, the build coal)."""
    coal = resource == "coal"
    return [(spelling, market_cost(ctx, pick, ()) if coal else market_cost(ctx, (), pick))
            for spelling, pick in source_spellings(options, False)]


def source_violations(resource: str, options: list[tuple[str, ...]], given: tuple[str, ...], ordered: bool,
                      bad: Reason) -> list[Violation]:
    """Why ``given`` is not a listed spelling of the ``resource`` source (``bad``: not a legal source)."""
    choices = source_choices(options, ordered)
    if options and given in choices:
        return []
    if options and not given:
        return [Violation(Reason.SOURCE_NOT_CHOSEN, {"resource": resource,
                                                     "choices": [list(c) for c in choices]})]
    key = given if ordered else tuple(sorted(given))
    if not any((o if ordered else tuple(sorted(o))) == key for o in options):
        return [Violation(bad, {"given": list(given), "options": [list(o) for o in options]})]
    if choices == [()]:  # a legal source, but the rules leave no choice: the listing says ()
        return [Violation(Reason.NO_SOURCE_CHOICE, {"resource": resource, "given": list(given)})]
    # the same sources as a listed choice in another order (the order of a build's cubes is no decision)
    return [Violation(Reason.ORDER_NOT_LISTED, {"given": list(given), "expected": [list(c) for c in choices]})]


def market_cost(ctx: Context, coal: Sequence[str], iron: Sequence[str]) -> int:
    """What buying the ``"market"`` entries of the chosen coal and iron sources costs now."""
    coal_count = coal.count(MARKET) if coal else 0
    iron_count = iron.count(MARKET) if iron else 0
    return ((ctx.market_price("coal", coal_count) if coal_count else 0)
            + (ctx.market_price("iron", iron_count) if iron_count else 0))


def source_choices(options: list[tuple[str, ...]], ordered: bool) -> list[tuple[str, ...]]:
    """The source tuples to spell out in legal actions: [()] when the rules leave no choice
    (one option, or several that differ only in an order that does not matter)."""
    if len(options) <= 1:  # the common case, and the cheap one: nothing to choose
        return [()]
    distinct = list(dict.fromkeys(options if ordered else (tuple(sorted(o)) for o in options)))
    return distinct if len(distinct) > 1 else [()]


# -- effects ------------------------------------------------------------------------------------
class Effects:
    """Applies state changes and records them as events."""

    def __init__(self, ctx: Context, events: list[Event]) -> None:
        """The effects on the state of ``ctx`` (the context an action is applied with), recorded
        onto ``events``."""
        self.data = ctx.data
        self.state = ctx.state
        self.options = ctx.options
        self.events = events

    def emit(self, event: BrassEvent) -> None:
        """Record one change; the union type makes mypy check the event's keys (brass/events.py)."""
        self.events.append(event)

    # money (R2.3: spending goes to the spent area; receipts and negative income do not count)
    def spend(self, player: int, amount: int, why: str) -> None:
        if amount:
            p = self.state.players[player]
            p.money -= amount
            p.spent += amount
            self.state.bank_net -= amount
            self.emit({"type": "money", "player": player, "amount": -amount, "why": why})

    def receive(self, player: int, amount: int, why: str) -> None:
        if amount:
            self.state.players[player].money += amount
            self.state.bank_net += amount
            self.emit({"type": "money", "player": player, "amount": amount, "why": why})

    def pay_bank(self, player: int, amount: int, why: str) -> None:
        """Money to the bank that is not spending (negative income, R2.3)."""
        if amount:
            self.state.players[player].money -= amount
            self.state.bank_net -= amount
            self.emit({"type": "money", "player": player, "amount": -amount, "why": why})

    # cards
    def discard(self, player: int, cards: Sequence[str]) -> None:
        hand = self.state.players[player].hand
        for card in cards:
            hand.remove(card)
            if card not in WILD_CARDS:  # Birmingham 2.5: a played wild card returns to its own pile
                self.state.discard.append(card)
        self.emit({"type": "cards_discarded", "player": player, "cards": list(cards)})

    # income (R9.6)
    def advance_income(self, player: int, spaces: int, why: str) -> None:
        p = self.state.players[player]
        before = p.income_pos
        p.income_pos = min(len(self.data.income_by_position) - 1, before + spaces)
        self.emit({"type": "income_moved", "player": player, "spaces": p.income_pos - before, "position": p.income_pos,
                   "level": self.data.income_by_position[p.income_pos], "why": why})

    def flip(self, slot: str) -> None:
        tile = self.state.tiles[slot] = self.state.tiles[slot].turned()  # tiles are frozen (state.py)
        spec = self.data.tile(tile.industry, tile.level)
        self.emit({"type": "tile_flipped", "slot": slot, "owner": tile.owner, "industry": tile.industry,
                   "level": tile.level})
        self.advance_income(tile.owner, spec.income, "flip")

    # cubes
    def take_cube(self, player: int, resource: str, source: str, prices: tuple[int, ...]) -> None:
        """Take one coal/iron/beer from a tile (free) or coal/iron from the market (paid, cheapest first)."""
        state = self.state
        if source == MARKET:
            cubes = state.market_cubes(resource)
            price = market_buy_price(prices, cubes, 1, self.data.markets[resource].empty_price)
            if cubes > 0:  # an empty market sells from the general supply (R5.2)
                state.set_market_cubes(resource, cubes - 1)
                state.cubes_created[resource] -= 1
            self.emit({"type": RESOURCE_USED[resource], "player": player, "source": MARKET, "price": price})
            self.spend(player, price, f"{resource}_market")
            return
        tile = state.tiles[source] = state.tiles[source].with_cubes(state.tiles[source].cubes - 1)
        state.cubes_created[resource] = state.cubes_created.get(resource, 0) - 1
        self.emit({"type": RESOURCE_USED[resource], "player": player, "source": source, "price": 0})
        if tile.cubes == 0:
            self.flip(source)  # R5.3 / R6.3; Birmingham 4.3.3

    def sell_cubes_to_market(self, slot: str, resource: str, prices: tuple[int, ...]) -> None:
        """R3.8: move cubes of a just-built mine/works into the market, most expensive space first."""
        state = self.state
        tile = state.tiles[slot]
        spaces = len(prices)
        moved = 0
        income = 0
        while moved < tile.cubes:
            cubes = state.market_cubes(resource)
            if cubes >= spaces:
                break
            cubes += 1
            income += prices[spaces - cubes]
            state.set_market_cubes(resource, cubes)
            moved += 1
        if moved:
            tile = state.tiles[slot] = tile.with_cubes(tile.cubes - moved)
            self.emit({"type": "cubes_to_market", "slot": slot, "resource": resource, "count": moved,
                       "owner": tile.owner, "money": income})
            self.receive(tile.owner, income, f"{resource}_sold")
            if tile.cubes == 0:
                self.flip(slot)

    def remove_tile(self, slot: str, why: str) -> Tile:
        tile = self.state.tiles.pop(slot)
        resource = resource_of(tile.industry)
        if resource:
            self.state.cubes_created[resource] = self.state.cubes_created.get(resource, 0) - tile.cubes
        self.emit({"type": "tile_removed", "slot": slot, "owner": tile.owner, "industry": tile.industry,
                   "level": tile.level, "why": why})
        return tile

