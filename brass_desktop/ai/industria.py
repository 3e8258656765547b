"""The position estimate of Industria for the game-neutral search (plugged in by ``ai/games.py``).

Every player's estimated final VP: the VP scored so far; coins at their end value (rules.md 8.5:
1 VP per 3 coins); what the tiles in hand will bring when built, for that player (printed VP only
in the tile's own epoch, 6.7; roads and lines to its own tiles, 8.4; symbols for its bonus tiles,
8.3; a producer's sales and savings, 6.4; the Bank's discount, 6.9), less what building costs,
times the chance that it can be built (its resources have a source, 6.4-6.5; a technology only in
its own epoch, 6.8; one tile of a kind per turn, 6.1); the built tiles' bonus points, connections
and what they may still bring (tiles still to be auctioned that join them).

A lot under auction is judged by how the auction will end (rules.md 5.2-5.3): each bidder pays at
most what the lot is worth to it, the auctioneer sells only above its own worth of the lot, the
bidder who values it most wins at the second-highest price (``Weights.foresee``; Easy sees only
the bid already made).  Medium and Hard also see the auctioneer's role (``Weights.role``): an
auctioneer who sells stays auctioneer and may still keep the best of the tiles left on display
for free, one who keeps passes that to the player on its left (5.3).  Hidden stacks (and hidden
hands) are put in a fixed order by ``canonical``, so a decision depends only on what the player
knows; only which tiles are still to come is read from them, which every player knows.

Hint reason codes of Industria moves (besides ai/hints.py's shared ones): ``auction`` (tile),
``bid`` (amount, tile), ``pass_bid`` (tile), ``sell_lot`` (amount, player), ``keep`` (tile),
``build_tile`` (tile), ``exchange`` (tile); effects: ``coins`` (amount gained or paid now),
``worth`` (coins: what the tile is worth to the player), ``connections`` (count of roads and lines
it completes between the player's tiles), ``symbols`` (count of bonus-symbol matches it adds).
"""
from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..engine import Game, get_game
from ..engine.industria.actions import Bid, Build, Exchange, Keep, PassBid, PutUp, Sell
from ..engine.industria.data import BONUS, FACTORY, RAW, TECHNOLOGY, IndustriaData, Tile, load_industria_data
from ..engine.industria.flow import rounds_per_epoch
from ..engine.industria.scoring import BONUS_POINTS, CONNECTION_POINTS, bonus_points, connections
from ..engine.industria.state import AUCTION, BUILD, IndustriaState
from . import search
from .hints import HintReason

GAMES = ("industria",)


class Weights(search.Weights):
    """The tunable numbers of the estimate (VP, or chances)."""

    def __init__(self, **values: float) -> None:
        self.coin = 1 / 3  # rules.md 8.5: 1 VP per 3 coins at the end (with coin_early: a coin now, in bids too)
        self.coin_early = 0.3  # what a coin is worth beyond that at the start (falling to 0 at the end)
        self.built = 0.1  # per built tile: the first tie-break (8.6)
        self.edge_hand = 0.5  # an edge's share for each end held in hand (both built: the full 3 VP)
        self.edge_open = 0.5  # VP per edge whose other end is still to be auctioned
        self.symbol_hand = 0.5  # a symbol match's share for each of its two tiles held in hand (as edge_hand)
        self.symbol_open = 0.3  # VP per symbol match with a tile still to be auctioned
        self.produce = 0.5  # coins a producer earns or saves per tile still to be built that needs it
        self.discount_builds = 1.5  # builds per epoch that a Bank / Stock Exchange makes cheaper
        self.waiting = 0.35  # chance that a resource nobody can supply yet gets a source in time
        self.short = 0.6  # chance to build a tile the player can pay for only with the epoch's income to come
        self.later = 0.9  # a tile in hand against the same tile built (not yet done; a build turn used)
        self.doubt = 0.5  # VP: how far the auctioneer's worth of a lot may be from this estimate of it
        self.foresee = 1.0  # 1: an auction is resolved by every bidder's worth of the lot; 0: by the bid made
        self.others = 0.25  # weight of the opponents' mean in a player's own utility (not zero-sum)
        self.role = 0.0  # share of the best revealed tile's worth that the auctioneer's role brings (5.3b)
        self._set(values)



DEFAULT = Weights()
#: Hard's tuned weights: a coin worth more while there is time to spend it (one Medium with 0.5 or
#: 0.7 against three with 0.3 won 37.5 % of 48 games each; docs/computer-players.md), and the
#: auctioneer's role: the tile it may still keep for free (Hard against three Medium 23/32 with it,
#: 12/32 without, seeds 300-331; docs/computer-players-industria.md, round 6).
HARD = Weights(coin_early=0.5, role=1.0)
#: Medium's weights: the shared defaults with the auctioneer's role (round 13).  Without it Medium
#: won 109/256 games against three Easy (42.6 %, Wilson 36.7-48.7 %, seeds 600-855), below the 45 %
#: target; with it 232/256 (90.6 %, 86.4-93.6 %, the same seeds), and Hard still wins against three
#: of this Medium (docs/computer-players-industria.md, round 13).
MEDIUM = Weights(role=1.0)
#: Easy judges a tile by itself (its VP, its costs, the tiles it joins now, not those still to
#: come), a coin at about its end value, and a lot by the bid already made (the auctioneer's choice
#: only): a 1-ply view of the auction.
EASY = Weights(foresee=0.0, edge_open=0.0, symbol_open=0.0, coin_early=0.15)


#: Hard's search in Industria (``SearchPlayer.for_game``): after the opponents' replies its own next
#: decision is searched too (a plan of two decisions).  An auction decision is one action and the
#: replies stop when Hard is to act again, so a Sell (Hard puts up the next tile at once) was judged
#: before any reply and a Keep after the next auctioneer's moves; Hard against three Medium 53/64
#: with it, 48/64 without (docs/computer-players-industria.md, round 6).
LEVELS: dict[str, dict[str, Any]] = {"hard": {"again_widths": (1,), "again_nodes": 3_600}}


def weights_for(game: str, level: str, tuned: bool) -> Weights:
    """The estimate's weights for a level: Easy's simpler view, Medium's, Hard's tuned ones; the
    defaults for any other level."""
    if level == "easy":
        return EASY
    if tuned:
        return HARD
    return MEDIUM if level == "medium" else DEFAULT


def canonical(state: IndustriaState, player: int) -> IndustriaState:
    """``state`` with every tile hidden from ``player`` dealt in a fixed order (the engine's own
    determinize with a constant seed: it reads only what the player can see)."""
    definition = get_game("industria")
    return definition.determinize(state, player, random.Random(0))  # type: ignore[no-any-return]


def state_from_dict(data: dict[str, Any]) -> IndustriaState:
    """The state of a ``to_dict`` (worker packets)."""
    return IndustriaState.from_dict(data)


_Tables = tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]], dict[str, tuple[str, ...]]]
_TABLES: dict[int, tuple[IndustriaData, _Tables]] = {}


def _tables(data: IndustriaData) -> _Tables:
    """Static look-ups: a tile's neighbours (roads and lines), the tiles showing each symbol, the
    tiles needing each resource (worked out once per data set)."""
    cached = _TABLES.get(id(data))
    if cached is not None and cached[0] is data:
        return cached[1]
    neighbours: dict[str, list[str]] = {t: [] for t in data.tiles}
    for edge in data.edges:
        neighbours[edge.a].append(edge.b)
        neighbours[edge.b].append(edge.a)
    showing = {s: tuple(t.id for t in data.tiles.values() if s in t.symbols) for s in data.symbols}
    needing = {r: tuple(t.id for t in data.tiles.values() if r in t.resources) for r in data.resources}
    tables = {t: tuple(n) for t, n in neighbours.items()}, showing, needing
    _TABLES[id(data)] = (data, tables)
    return tables


class _Position:
    """What one estimate needs of a state, worked out once: who built or holds what, what is still to come."""

    def __init__(self, state: IndustriaState, weights: Weights) -> None:
        self.state = state
        self.w = weights
        self.data = data = load_industria_data()
        self.neighbours, self.showing, self.needing = _tables(data)
        self.owner = {t: seat for seat, p in enumerate(state.players) for t in p.built}
        self.holder = {t: seat for seat, p in enumerate(state.players) for t in p.hand}
        current = state.epochs.index(state.epoch)
        self.future_epochs = len(state.epochs) - current - 1
        # Tiles still to be auctioned: the stacks of this and later epochs (which tiles, not their
        # order, is public), the revealed tiles and the lot.
        free = {t for e in state.epochs[current:] for t in state.stacks.get(e, ())}
        free.update(state.revealed)
        if state.lot is not None:
            free.add(state.lot)
        self.free = free
        self.producers = {data.tiles[t].produces: seat for t, seat in self.owner.items() if data.tiles[t].produces}
        rounds = rounds_per_epoch(len(state.players))
        later = rounds - state.round
        self.turns = [later + (1 if state.phase == AUCTION or (state.phase == BUILD and seat in state.builders)
                               else 0) for seat in range(len(state.players))]
        self.rounds = rounds
        # A coin is worth its end value (8.5) plus, while there is time to spend it, what it buys.
        left = (self.future_epochs + max(self.turns) / rounds) / len(state.epochs)
        self.coin = weights.coin + weights.coin_early * left

    def epochs_left(self, seat: int) -> float:
        """The rest of the game in epochs, for this player's builds."""
        return self.future_epochs + self.turns[seat] / self.rounds

    def demand(self, resource: str) -> int:
        """Tiles still to be built (to come or in a hand) that need ``resource``."""
        return sum(1 for t in self.needing[resource] if t in self.free or t in self.holder)

    def resource(self, seat: int, resource: str, raws: list[str], hand: Sequence[str]) -> tuple[float, int]:
        """(chance, coins) of one unit of ``resource`` for ``seat`` this epoch (rules.md 6.4-6.5);
        a raw tile used is taken from ``raws``."""
        owner = self.producers.get(resource)
        if owner == seat:
            return 1.0, 0
        tiles = self.data.tiles
        for raw in raws:
            if tiles[raw].provides == resource:
                raws.remove(raw)
                return 1.0, 1  # the raw tile's coin (6.6) is given up
        if owner is not None or resource in self.data.epoch(self.state.epoch).bank_sells:
            return 1.0, 1
        producer = self.data.producer.get(resource)
        if producer in hand:
            return 0.9, 0  # its own producer, laid first in the same turn (design.md 8.5)
        return self.w.waiting, 1

    def producer_gain(self, seat: int, tile: Tile) -> float:
        """A built tile's later income: its output sold at the market's demand, and its discount
        on ``seat``'s builds in the epochs left."""
        w, gain = self.w, 0.0
        if tile.produces:
            gain += w.produce * self.coin * self.demand(tile.produces)
        if tile.discount:
            gain += tile.discount * w.discount_builds * self.epochs_left(seat) * self.coin
        return gain

    def built_gain(self, seat: int, tile_id: str, hand: Sequence[str], own_epoch: bool) -> float:
        """VP ``tile_id`` brings ``seat`` once built (besides what it costs)."""
        w, tile = self.w, self.data.tiles[tile_id]
        built = self.state.players[seat].built
        gain = float(tile.vp) if own_epoch else 0.0
        gain += w.built
        for other in self.neighbours[tile_id]:
            if self.owner.get(other) == seat:
                gain += CONNECTION_POINTS
            elif other in hand:
                gain += CONNECTION_POINTS * w.edge_hand
            elif other in self.free:
                gain += w.edge_open
        tiles = self.data.tiles
        if tile.kind == BONUS:
            symbol = tile.scores_symbol
            if any(tiles[t].scores_symbol == symbol for t in built):
                return gain  # a second bonus tile of a symbol adds nothing (8.3)
            for t in self.showing.get(symbol or "", ()):
                if t in built:
                    gain += BONUS_POINTS
                elif t in hand:
                    gain += BONUS_POINTS * w.symbol_hand
                elif t in self.free:
                    gain += w.symbol_open
            return gain
        for symbol in tile.symbols:
            if any(tiles[t].scores_symbol == symbol for t in built):
                gain += BONUS_POINTS
            elif any(tiles[t].scores_symbol == symbol for t in hand):
                gain += BONUS_POINTS * w.symbol_hand
            elif any(tiles[t].scores_symbol == symbol for t in self.free):
                gain += w.symbol_open
        return gain + self.producer_gain(seat, tile)

    def hand_value(self, seat: int, hand: Sequence[str], coins: int | None = None) -> float:
        """What the tiles of ``hand`` will bring ``seat`` (holding ``coins``, by default its own),
        net of their costs, times their chances."""
        w, tiles, state = self.w, self.data.tiles, self.state
        p = state.players[seat]
        turns = self.turns[seat]
        raws = [t for t in hand if tiles[t].kind == RAW]
        value = self.coin * len(raws)  # each raw tile is at least its coin (6.6, 8.2)
        discount = sum(tiles[t].discount for t in p.built)
        options = []
        for tile_id in hand:
            tile = tiles[tile_id]
            if tile.kind == RAW:
                continue
            own_epoch = tile.epoch == state.epoch and turns > 0
            if tile.kind == TECHNOLOGY and not own_epoch:
                continue  # discarded at the epoch's end (6.8)
            if turns == 0 and not self.future_epochs:
                continue  # no build turn left in the game
            chance, cost = 1.0, 0
            for resource in tile.resources:
                c, k = self.resource(seat, resource, raws, hand)
                chance *= c
                cost += k
            if tile.kind in (FACTORY, BONUS):
                cost += max(0, tile.cost - discount)
            gain = self.built_gain(seat, tile_id, hand, own_epoch)
            # A factory or bonus tile can wait for a later epoch (6.8), where the bank sells every
            # resource of an earlier one (6.5); a factory then scores no printed VP (6.7).
            later = 0.0
            if tile.kind != TECHNOLOGY and self.future_epochs:
                later = self.built_gain(seat, tile_id, hand, False) - self.coin * cost
                if tile.kind == FACTORY and chance < 1:
                    gain, chance = chance * gain + (1 - chance) * (later + self.coin * cost), 1.0
            options.append((gain - self.coin * cost, chance, cost, tile.kind, later))
        # Coins go to the best tiles first: what the player has now, then the income of the epoch's
        # later rounds (3.1) at a lower chance; a tile it cannot pay for by then waits for a later
        # epoch if it can (6.3).  One tile of a kind per turn (6.1): technologies in this epoch's
        # turns, the rest in the game's.
        options.sort(key=lambda o: -o[0] * o[1])
        money, income = p.coins if coins is None else coins, max(0, turns - 1)
        per_kind: dict[str, int] = {}
        slots = {TECHNOLOGY: turns}
        game_turns = turns + self.future_epochs * self.rounds
        for net, chance, cost, kind, later in options:
            if max(net, later) <= 0:
                continue
            count = per_kind.get(kind, 0)
            if count >= slots.get(kind, game_turns):
                continue
            per_kind[kind] = count + 1
            if cost <= money:
                money -= cost
            elif cost <= money + income:
                income -= cost - money
                money = 0
                chance *= w.short
            else:
                value += w.later * w.short * max(0.0, later)
                continue
            value += w.later * chance * max(net, later)
        return value

    def built_value(self, seat: int) -> float:
        """Bonus points and connections of the built tiles (scored at the end, 8.3-8.4), and what
        they may still bring."""
        w, tiles = self.w, self.data.tiles
        p = self.state.players[seat]
        built = set(p.built)
        value = w.built * len(built)
        symbols = {tiles[t].scores_symbol for t in built if tiles[t].kind == BONUS}
        for symbol in symbols:
            for t in self.showing.get(symbol or "", ()):
                if t in built:
                    value += BONUS_POINTS
                elif t in self.free:
                    value += w.symbol_open
        for tile_id in built:
            tile = tiles[tile_id]
            for other in self.neighbours[tile_id]:
                if other in built:
                    value += CONNECTION_POINTS / 2  # each end counts half: 3 VP per edge
                elif other in self.free:
                    value += w.edge_open
            for symbol in tile.symbols:
                if symbol not in symbols and any(tiles[t].scores_symbol == symbol for t in self.free):
                    value += w.symbol_open
            value += self.producer_gain(seat, tile)
        return value


def values(game: Game, weights: Weights = DEFAULT) -> list[float]:
    """Every player's estimated final VP (the actual VP once the game is over)."""
    state = game.state
    if game.is_over():
        return [float(p.vp) for p in state.players]
    pos = _Position(state, weights)
    hands = [pos.hand_value(seat, p.hand) for seat, p in enumerate(state.players)]
    out = [p.vp + pos.coin * p.coins + hands[seat] + pos.built_value(seat)
           for seat, p in enumerate(state.players)]
    keeps_role = 1.0
    if state.lot is not None and state.lot in pos.data.tiles:
        keeps_role = _auction(pos, state, hands, out)
    if weights.role and state.phase == AUCTION and state.revealed:
        _role(pos, state, hands, out, keeps_role)
    return out


def lot_gain(pos: _Position, seat: int, hand_value: float, price: int = 0, tile: str | None = None) -> float:
    """What winning the lot (or ``tile``) at ``price`` coins changes for ``seat``, in VP: the tile
    in hand, with the coins left to build with, less the coins paid."""
    p = pos.state.players[seat]
    lot = pos.state.lot if tile is None else tile
    assert lot is not None
    return pos.hand_value(seat, (*p.hand, lot), p.coins - price) - hand_value - pos.coin * price


def most_paid(pos: _Position, seat: int, hand_value: float) -> int:
    """The highest bid ``seat`` gains by (0: none), at most its coins (rules.md 5.2)."""
    low, high = 0, pos.state.players[seat].coins
    while low < high:  # the gain falls as the price rises
        mid = (low + high + 1) // 2
        if lot_gain(pos, seat, hand_value, mid) > 0:
            low = mid
        else:
            high = mid - 1
    return low


def _auction(pos: _Position, state: IndustriaState, hands: list[float], out: list[float]) -> float:
    """Add the expected end of the auction of the lot (rules.md 5.2-5.3) to ``out``; return the
    chance that the lot is sold (so the auctioneer keeps its role, 5.3a)."""
    w = pos.w
    auctioneer = state.auctioneer
    keep = lot_gain(pos, auctioneer, hands[auctioneer])
    # the smallest price the auctioneer would sell at: more than the lot is worth to it (5.3)
    ask = max(1, math.floor(keep / pos.coin) + 1)
    winner, price = state.high_bidder, state.high_bid
    if w.foresee and state.to_bid:
        # each bidder still to act pays at most what the lot is worth to it
        most = {seat: most_paid(pos, seat, hands[seat]) for seat in state.to_bid}
        first = max(state.to_bid, key=lambda s: most[s])  # the earliest of equals bids first
        second = max((most[s] for s in state.to_bid if s != first), default=0)
        if most[first] > price and most[first] >= ask:
            winner, price = first, min(most[first], max(price + 1, ask, second + 1))
    if winner is None:
        out[auctioneer] += keep
        return 0.0
    # The auctioneer's worth of the lot is not known exactly: a price near it may go either way.
    sold = 1 / (1 + math.exp((keep - pos.coin * price) / w.doubt))
    out[auctioneer] += sold * pos.coin * price + (1 - sold) * keep
    out[winner] += sold * lot_gain(pos, winner, hands[winner], price)
    return sold


def _role(pos: _Position, state: IndustriaState, hands: list[float], out: list[float], kept: float) -> None:
    """Add the auctioneer's role to ``out``: it may keep one of the tiles still revealed for free
    (rules.md 5.3b), the best of them for itself, and sells the others; the role stays with the
    auctioneer with the chance ``kept`` (the lot is sold, 5.3a), else it passes left."""
    n = len(state.players)
    for seat, chance in ((state.auctioneer, kept), ((state.auctioneer + 1) % n, 1 - kept)):
        if chance <= 0:
            continue
        best = max((lot_gain(pos, seat, hands[seat], 0, t) for t in state.revealed if t in pos.data.tiles),
                   default=0.0)
        out[seat] += pos.w.role * chance * max(0.0, best)


def turn_key(game: Game) -> tuple[Any, ...]:
    """Changes exactly when the mover's turn ends: a bid, a sale or keep, or an ended build turn."""
    s = game.state
    return (s.epoch, s.round, s.phase, s.lot, s.auctioneer, len(s.to_bid), len(s.builders))


def round_key(game: Game) -> tuple[Any, ...]:
    """Changes exactly when a round of the epoch ends."""
    s = game.state
    return (s.epoch, s.round)


def representatives(game: Game, actions: Sequence[Any]) -> list[Any]:
    """Every Industria action does something different: no interchangeable cards to fold."""
    return list(actions)


def reasons(before: Game, after: Game, player: int, plan: Sequence[Any]) -> tuple[HintReason, ...]:
    """What a move does for ``player``, as reason codes with plain parameters (worded by the UI):
    each move (``move``: its place in the plan), then the coins, VP, connections (8.4) and symbol
    matches (8.3) it brings, and what a tile put up, bid for or kept is worth to the player."""
    state = before.state
    out: list[HintReason] = []
    tiles: list[str] = []  # a tile the move is about, for its worth
    for move, action in enumerate(plan):
        if isinstance(action, PutUp):
            out.append(HintReason("auction", {"tile": action.tile, "move": move}))
            tiles.append(action.tile)
        elif isinstance(action, Bid) and state.lot is not None:
            out.append(HintReason("bid", {"amount": action.amount, "tile": state.lot, "move": move}))
            tiles.append(state.lot)
        elif isinstance(action, PassBid) and state.lot is not None:
            out.append(HintReason("pass_bid", {"tile": state.lot, "move": move}))
            tiles.append(state.lot)
        elif isinstance(action, Sell) and state.high_bidder is not None:
            out.append(HintReason("sell_lot", {"amount": state.high_bid, "player": state.high_bidder, "move": move}))
        elif isinstance(action, Keep) and state.lot is not None:
            out.append(HintReason("keep", {"tile": state.lot, "move": move}))
            tiles.append(state.lot)
        elif isinstance(action, Build):
            out.append(HintReason("build_tile", {"tile": action.tile, "move": move}))
        elif isinstance(action, Exchange):
            out.append(HintReason("exchange", {"tile": action.tile, "move": move}))
    b, a = state.players[player], after.state.players[player]
    if a.coins != b.coins:
        out.append(HintReason("coins", {"amount": a.coins - b.coins}))
    if a.vp != b.vp:
        out.append(HintReason("vp", {"vp": a.vp - b.vp}))
    joined = len(connections(after.context, player)) - len(connections(before.context, player))
    if joined > 0:
        out.append(HintReason("connections", {"count": joined}))
    matches = (sum(bonus_points(after.context, player).values())
               - sum(bonus_points(before.context, player).values())) // BONUS_POINTS
    if matches > 0:
        out.append(HintReason("symbols", {"count": matches}))
    if tiles:
        pos = _Position(state, HARD)
        held = pos.hand_value(player, b.hand)
        worth = round(lot_gain(pos, player, held, 0, tiles[0]) / pos.coin)
        if worth >= 1:
            out.append(HintReason("worth", {"amount": worth}))
    return tuple(out)



if TYPE_CHECKING:  # this module is Industria's AI plug-in: mypy checks it keeps the contract
    from ..engine.industria.actions import IndustriaAction
    from . import industria as _this
    from .games import AIPlugin

    _PLUGIN: AIPlugin[IndustriaState, IndustriaAction, Weights] = _this
