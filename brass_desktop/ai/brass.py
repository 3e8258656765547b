"""How the computer players judge a position of Brass (Lancashire) and Brass: Birmingham.

The search code (``ai/search.py``) is game-neutral; a game plugs in through a module like this
one, which answers four questions: what is every player's position worth (``values``, in
estimated final VP), when does a turn end (``turn_key``), which actions are worth looking at
(``representatives``) and what a move did, for hints (``reasons``).

The estimate adds, per player (rule numbers from ``shared/rules``):
- VP already scored, and the flipped tiles and links the era end will score (R10.2-R10.3; a
  flipped level-2+ tile built in the canal era scores again in the rail era);
- unflipped tiles and their links weighted by the chance that they flip before the era ends
  (fewer cubes left and more rounds left = likelier; the other cubes of the same resource on the
  board count half: they wait for the same buyers);
- income: the income level times the income payments still to come (R9.3), at the value of
  money then (Lancashire: £10 = 1 VP at the end, R10.5; Birmingham: money scores nothing, 8.3);
- money in hand at its current value as far as the next builds can use it, the rest at the
  mean value money will have (it waits to be spent; a loan to hold costs more than it brings);
- network reach (places a player may build next, R3.1), worth more early;
- development: stack tops that cannot be built in the rail era (level-1 tiles, Lancashire's
  level-0 shipyards) block the rail era (R7), the more so the nearer it is.
Off by default, measured and kept for experiments (docs/computer-players.md, rounds 4, 6, 7): the
tiles still in the stacks (``future``) and level-2+ tiles carried unflipped into the rail era
(``carry``), both on for Lancashire Hard (``TUNED_GAME_WEIGHTS``, which also sets ``others`` 0
there, its utility its own estimate alone, and looks six tiles into each stack), a merchant that
buys the industry (``outlet``), Birmingham beer in reach for a sale (``sale_dry``) and the empty
spaces at a link's ends (``link_future``); and from round 7's fit (``benchmarks/ai_fit.py``) a
floor under the value of money (``money_floor``), less premium for money held (``held_share``), a
flatter value of income to come (``income_floor`` with a lower ``income_share``) and less weight
on the income of expected canal flips (``canal_flip_income``).  ``breakdown`` gives the terms one by one
(``TERMS``), from the same code as ``values``.

Hint reason codes of Brass moves (besides ai/hints.py's shared ones): ``build`` (industry,
location), ``link`` (lines: the ends of each), ``develop`` (industries), ``sell`` (location),
``loan`` (amount); effects: ``flips`` (count of the player's tiles flipped), ``on_flip`` /
``on_flips`` (tile_vp, spaces: what the one tile / the tiles built and not yet flipped score and
add to the income track when they flip).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import fields
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from ..engine import Game
from ..engine.brass.actions import (
    WILD_CARDS,
    Action,
    BuildIndustry,
    BuildLink,
    Develop,
    Sell,
    SellMore,
    TakeLoan,
    action_cards,
)
from ..engine.brass.data import CANAL, RAIL, keep
from ..engine.brass.rules.common import breweries_with_beer
from ..engine.brass.rules.sell_goods import buys
from ..engine.brass.state import ACTION, OVER, GameState
from ..engine.brass.views import hidden_discards
from . import search
from .hints import HintReason

GAMES = ("lancashire", "birmingham")


class Weights(search.Weights):
    """The tunable numbers of the estimate (``HARD`` is the tuned set)."""

    def __init__(self, **values: float) -> None:
        self.rescore = 0.9  # a flipped canal tile of level 2+ scores again in the rail era
        self.reach = 0.35  # VP per location in the player's network, at the start of the game
        self.blocker = 1.0  # VP lost per stack top that cannot be built in the rail era (two per industry at most)
        self.money_early = 0.35  # extra value of £1 at the start over its end value
        # VP £1 is worth until the last two rail rounds over its end value and ``money_early``'s share
        # (Birmingham scores no money, 8.3, yet the fit of round 7 finds £1 in hand worth 0.2-0.26 VP
        # through the rail era, where ``money_early`` alone gives 0.07-0.15: it still buys builds)
        self.money_floor = 0.0
        self.held_share = 0.5  # share of ``money_early`` that £1 held beyond ``spend`` keeps
        # VP £1 of income to come is worth beyond its share of the money premium (the fit of round 7:
        # about 0.1-0.15 VP a £ all game, where the premium alone gives 0.26 at the start, 0.02 at the end)
        self.income_floor = 0.0
        # share of the income the expected flips add that counts in the canal era (round 7's fit: it
        # predicts little of the final VP there, multipliers -0.04 in Medium's games, 0.3 in Hard's)
        self.canal_flip_income = 1.0
        self.income_share = 0.8  # value of £1 of future income against £1 in hand now
        self.flip_base = 0.85  # chance an unflipped tile flips with no cubes left and time to spare
        self.flip_per_cube = 0.12
        self.others = 0.25  # weight of the opponents' mean in a player's own utility (not zero-sum)
        self.sale_connected = 0.6  # chance a tile that flips by a sale flips, with a market connection
        self.sale_unconnected = 0.2
        self.tempo = 5.0  # VP per action the player to move has still to take this turn
        # share of the other tiles' cubes of the same resource counted with a tile's own: they wait for the
        # same buyers (four coal mines nobody needs do not each flip as if alone)
        self.crowd = 0.5
        self.shortfall = 1.5  # VP per £ the next income payment cannot be paid (R9.4 sells tiles)
        # £ in hand the next builds can use, worth money's value now; money beyond waits, worth
        # money's mean value over the rest of the game (half the early premium left): without it,
        # a loan taken to be held looked as good as one spent at once, and bots borrowed to hoard
        self.spend = 25.0
        # the tiles still in a player's stacks are its future builds: the next ``future_depth`` tiles
        # of each stack that can still be built, the k-th weighted ``future_decay`` ** k, each worth
        # its VP plus ``future_income`` VP per income space, times ``future`` and the share of the
        # game left (0: the term is off).  Developing past a weak tile brings the better ones up.
        self.future = 0.0
        self.future_decay = 0.5
        self.future_depth = 3
        self.future_income = 0.3
        self.future_cost = 0.0  # VP per £ of a future tile's printed cost (dearer tiles are worth less)
        # Birmingham 3.4: a sale needs a connected merchant that buys the industry (``outlet`` 1: look
        # for one; 0: any market connection will do, as before) and the tile's beer: a tile with no
        # barrel in reach (own breweries anywhere, connected ones and merchant beer) flips with its
        # chance times ``sale_dry`` (1: beer not looked at)
        self.outlet = 0.0
        self.sale_dry = 1.0
        # R10.2 / Birmingham 7.1: a link scores the tiles flipped at its ends when the era ends, also
        # those built after it: each empty space at a link's end is worth ``link_future`` link icons
        # times the share of the era left (0: only the tiles on the board count, as before)
        self.link_future = 0.0
        # R10.4 / Birmingham 7.4: a level-2+ tile still unflipped when the canal era ends stays on the
        # board and may flip in the rail era (and score there once): its chance not to flip in the
        # canal era times its chance in the rail era, times ``carry``, counts its VP and income
        # spaces (0: such a tile is worth only its canal-era flip, which fades to nothing at the
        # era's end, so late canal builds of level 2+ looked worthless)
        self.carry = 0.0
        self._set(values)



DEFAULT = Weights()
HARD = Weights(reach=0.4, blocker=1.5)
#: Each game's own changes to the weights of every level (``weights_for``).
GAME_WEIGHTS: dict[str, dict[str, float]] = {}
#: Each game's own changes to Hard's weights only (on top of ``GAME_WEIGHTS``): Medium and Easy
#: keep theirs, so Hard can be tuned without moving the levels below it (docs/computer-players.md,
#: round 6).  Lancashire ``future`` 0.2: round 4 measured it at Easy and Medium, one changed seat
#: against three, 29/72 (Wilson 29.7-51.8 %, par 25 %); round 6 on Hard against three Medium,
#: seeds 300-315, 8/16 against round 5's 6/16, paired +2.3 ± 6.5 VP.  Lancashire ``carry`` 1
#: (round 11): four Hard, seeds 400-411, winner's mean 119.9 ± 4.6 against 115.0 ± 5.3, paired
#: +4.9 ± 4.2 VP; against three Medium, seeds 300-331, 22/32 as before.  Lancashire ``others`` 0
#: (round 14: each Hard maximises its own estimate only, pure MaxN; with 0.25 it avoided moves that
#: also flip or link opponents' tiles): four Hard, seeds 400-423, winner's mean 123.1 ± 3.1 against
#: 117.3 ± 3.5, paired +5.8 ± 4.8 VP; against three Medium, seeds 300-331, 19/32 (42.3-74.5 %)
#: against 22/32.  Lancashire six tiles deep (``future_depth`` 6, ``future_decay`` 0.8; round 17):
#: three deep at 0.5 saw little beyond a stack's top (not the level-2 shipyards, 18 VP, behind
#: two level-0 and two level-1 ones, R7), so a build or a develop hardly moved the stacks' worth;
#: in four games (seeds 472-475) Hard then developed less in the canal era (3.0 develops against
#: 3.5), built more level-2 canal tiles (2.5 against 1.9) and scored more in the rail era from
#: level-4 tiles, ports and links.  Four Hard, fresh seeds 472-519, winner's mean 125.4 ± 3.1
#: against 119.1 ± 2.7, paired +6.3 ± 4.1 VP (472-495 +10.8, 496-519 +1.9; round 11 had measured
#: it with ``others`` 0.25: +4.1 ± 4.6), 125.0 ± 2.3 on the 72 seeds that chose nothing
#: (496-567); against three Medium, seeds 300-363, 44/64 (56.6-78.8 %) against 40/64.
TUNED_GAME_WEIGHTS: dict[str, dict[str, float]] = {
    "lancashire": {"future": 0.2, "carry": 1.0, "others": 0.0, "future_depth": 6, "future_decay": 0.8}}
#: Brass's own search settings for a level (``SearchPlayer.for_game``, scaled by the think time).
#: Hard plans two turns (round 9): after the opponents' replies, which run until Hard is to move
#: again (``horizon`` 0), its own best next turn is searched (``again_widths`` 8 first actions,
#: each with its best second; ``again_nodes`` shared by the plans and worlds) and a plan is
#: judged by the position after it.  A develop, a loan or a link now is worth the build it opens
#: next turn, which the estimate alone hardly sees (canal passes and setup actions were near-ties).
#: The replies may take 18 actions and twice the positions (``reply_steps``, ``look_nodes``), so
#: that each one reaches Hard's next turn: with three actions an opponent and 3 600 positions, 16 %
#: of them stopped short and judged their plan without it.  Birmingham, Hard against three Medium,
#: seeds 300-331: 20/32 (Wilson 45.3-77.1 %) against round 8's 14/32, paired +9.4 ± 5.0 VP
#: (docs/computer-players.md, round 9).
LEVELS: dict[str, dict[str, Any]] = {"hard": {"horizon": 0, "again_widths": (8, 1), "again_nodes": 7_200,
                                              "reply_steps": 18, "look_nodes": 7_200}}
#: One Brass game's own search settings for a level, on top of ``LEVELS`` (``agent.level_changes``).
#: Birmingham Hard looks ahead from its best 8 first actions (``plans``), not 4, in the same node
#: budgets (each plan's replies get half the positions).  With 8, a fifth of the look-ahead's
#: choices were ranked 5th-8th by the turn search (Birmingham seed 400: ranks 1-8 chosen 55, 16,
#: 16, 11, 5, 5, 6, 11 times).  Four Hard, seeds 400-415: winner's mean 136.9 ± 6.2 against 132.2
#: ± 4.2, paired +4.8 ± 8.1 VP (not shown), 137.9 ± 4.4 over seeds 400-423; CPU median about 1.5 s
#: a decision (docs/computer-players.md, round 13).  Lancashire keeps 4: its first five games
#: scored 13.6 VP less for the winner.
GAME_LEVELS: dict[str, dict[str, dict[str, Any]]] = {"birmingham": {"hard": {"plans": 8}}}


def weights_for(game: str, level: str, tuned: bool) -> Weights:
    """The estimate's weights for ``game`` at a level: Hard's tuned set or the defaults, with the
    game's own changes (``GAME_WEIGHTS``, and for Hard ``TUNED_GAME_WEIGHTS``)."""
    base = HARD if tuned else DEFAULT
    changes = {**GAME_WEIGHTS.get(game, {}), **(TUNED_GAME_WEIGHTS.get(game, {}) if tuned else {})}
    if not changes:
        return base
    key = (game, tuned)
    found = _GAME_SETS.get(key)
    if found is None:
        found = _GAME_SETS[key] = base.changed(changes)
    return found


_GAME_SETS: dict[tuple[str, bool], Weights] = {}


def canonical(state: GameState, player: int) -> GameState:
    """``state`` with every item hidden from ``player`` (engine/brass/views.py) put in a fixed order:
    the unseen cards of this era sorted and dealt into the other hands' hidden places (their wild
    cards are face up, Birmingham 3.6), the deck, the face-down removed cards (R1.7) and the
    face-down setup discards (Birmingham 1.16); the rail deck and the distant-market tiles (R8.1)
    sorted.  The result depends only on what ``player`` knows."""
    out = state.clone()
    others = [p for i, p in enumerate(out.players) if i != player]
    face_down = hidden_discards(out)
    cards = sorted([c for p in others for c in p.hand if c not in WILD_CARDS]
                   + out.deck + out.removed + out.discard[:face_down])
    dealt = iter(cards)
    for p in others:
        p.hand = sorted(c for c in p.hand if c in WILD_CARDS) + [next(dealt) for c in p.hand if c not in WILD_CARDS]
    out.deck = [next(dealt) for _ in out.deck]
    out.removed = [next(dealt) for _ in out.removed]
    out.discard[:face_down] = [next(dealt) for _ in range(face_down)]
    for name in ("rail_deck", "distant_tiles", "rail_distant_tiles"):
        setattr(out, name, sorted(getattr(out, name)))
    return out


def state_from_dict(data: dict[str, Any]) -> GameState:
    """The state of a ``to_dict`` (worker packets)."""
    return GameState.from_dict(data)


def _rail_rounds(game: Game) -> int:
    state: GameState = game.state
    cards = len(state.rail_deck) - state.rail_removed
    return -(-cards // (2 * len(state.players)))


def timing(game: Game) -> tuple[float, float, float]:
    """(rounds left in this era, income payments left, share of the whole game still to play)."""
    state = game.state
    n = len(state.players)
    left_era = max(0.0, state.rounds_in_era - state.round + 1 - state.turn_index / n)
    if state.era == CANAL:
        rail = _rail_rounds(game)
        payments = state.rounds_in_era - state.round + rail
        total = state.rounds_in_era + rail
        left_game = left_era + rail
    else:
        payments = max(0, state.rounds_in_era - state.round)  # R9.5: none after the last rail round
        total = state.rounds_in_era * 2
        left_game = left_era
    return left_era, float(payments), min(1.0, left_game / max(1, total))


#: The estimate's terms, in the order ``values`` adds them up (``breakdown``): VP scored; money the
#: next builds can use and money held beyond (``spend``); income to come; the era-end VP of flipped
#: tiles, their rail-era rescoring (canal tiles of level 2+, flipped or likely to flip) and the
#: expected VP of unflipped tiles; the income their expected flips add; the links' VP from flipped
#: tiles and rings, and from tiles that may flip (and ``link_future``); network reach; blocked
#: stack tops; the stacks' future; an unpaid income payment; the actions left this turn.
TERMS = ("vp", "money", "money_held", "income", "flipped", "rescore", "unflipped", "flip_income",
         "links", "link_potential", "reach", "blocker", "future", "shortfall", "tempo")


def values(game: Game, weights: Weights = DEFAULT) -> list[float]:
    """Every player's estimated final VP (the actual VP once the game is over)."""
    state = game.state
    if state.phase == OVER:
        return [float(p.vp) for p in state.players]
    return [sum(column) for column in zip(*_terms(game, weights), strict=True)]


def breakdown(game: Game, weights: Weights = DEFAULT) -> list[dict[str, float]]:
    """Per player, the estimate's terms (``TERMS``); added up in that order they make ``values``
    exactly (a game over is all ``vp``)."""
    players = game.state.players
    if game.state.phase == OVER:
        return [{term: float(p.vp) if term == "vp" else 0.0 for term in TERMS} for p in players]
    rows = _terms(game, weights)
    return [{term: rows[t][i] for t, term in enumerate(TERMS)} for i in range(len(players))]


def _terms(game: Game, weights: Weights) -> list[list[float]]:
    """The estimate of a game not over, one list per term of ``TERMS`` with one entry per player
    (one code for ``values`` and ``breakdown``: the search adds the same numbers it explains)."""
    state, data = game.state, game.data
    players = state.players
    canal = state.era == CANAL
    left_era, payments, left_game = timing(game)
    money_now, money_later, money_avg = money_values(game, weights, (left_era, payments, left_game))
    time_factor = min(1.0, left_era / 2.5)
    income = data.income_by_position
    spend = weights.spend
    vp = [float(p.vp) for p in players]
    money = [min(p.money, spend) * money_now for p in players]
    held = [max(0.0, p.money - spend) * money_later for p in players]
    earned = [income[p.income_pos] * payments * money_avg for p in players]
    n = len(players)
    flipped, rescore, unflipped, flip_income = [0.0] * n, [0.0] * n, [0.0] * n, [0.0] * n
    links, link_potential, reach, blocked = [0.0] * n, [0.0] * n, [0.0] * n, [0.0] * n
    future, shortfall, tempo = [0.0] * n, [0.0] * n, [0.0] * n
    sure: dict[str, float] = {}  # link-scoring value of each location at the era end: flipped tiles
    maybe: dict[str, float] = {}  # and tiles that may flip (weighted by the chance)
    network: list[set[str]] = [set() for _ in players]
    spaces = [0.0] * n  # income spaces each player's unflipped tiles are expected to add
    supply: dict[str, int] = {}  # cubes on the board per resource: they compete for the same buyers
    for tile in state.tiles.values():
        supply[tile.industry] = supply.get(tile.industry, 0) + tile.cubes
    info = _tile_info(game)
    slots = data.slots
    for slot, tile in state.tiles.items():
        loc = slots[slot][0]
        tile_value, icons, tile_income, beer, high = info[tile.industry, tile.level]
        owner = tile.owner
        network[owner].add(loc)
        again = weights.rescore * tile_value if canal and high else 0.0
        if tile.flipped:
            flipped[owner] += tile_value
            rescore[owner] += again
            sure[loc] = sure.get(loc, 0.0) + icons
            continue
        cubes = tile.cubes + weights.crowd * (supply[tile.industry] - tile.cubes)
        base = _flip_chance(game, weights, tile.industry, loc, cubes, owner, beer)
        chance = base * time_factor
        later = weights.carry * (1.0 - chance) * base if canal and high else 0.0
        unflipped[owner] += chance * tile_value + later * tile_value
        rescore[owner] += chance * again
        spaces[owner] += (chance + later) * tile_income
        maybe[loc] = maybe.get(loc, 0.0) + chance * icons  # canal links go at the era's end
    # R9.6: flips advance the income marker by spaces, and a level costs fewer spaces low on the
    # track; the expected flips are added up before reading the track (tile by tile, each would
    # claim the cheap low levels, and a loan, which moves the marker down, would look profitable).
    counted = weights.canal_flip_income if canal else 1.0
    for i, p in enumerate(players):
        gain = _track(income, p.income_pos + spaces[i]) - income[p.income_pos]
        flip_income[i] = gain * max(0.0, payments - 1) * money_avg * counted
    lines = data.lines
    every_end = getattr(game.options, "kidderminster_worcester_scores_farm", True)
    if weights.link_future:
        share = weights.link_future * min(1.0, left_era / max(1, state.rounds_in_era))
        for loc, empty in _empty_spaces(game).items():
            maybe[loc] = maybe.get(loc, 0.0) + share * empty
    locations = data.locations
    for line_id, owner in state.links.items():
        line = lines[line_id]
        ends = line.ends if every_end else (line.a, line.b)
        for loc in ends:
            network[owner].add(loc)
            links[owner] += sure.get(loc, 0.0) + locations[loc].rings
            link_potential[owner] += maybe.get(loc, 0.0)
    per_place = weights.reach * left_game
    blocker = weights.blocker * (1.0 if not canal else 1.0 - min(1.0, left_era / max(1, state.rounds_in_era)))
    for i, p in enumerate(players):
        reach[i] = per_place * len(network[i])
        blocked[i] = -blocker * _blocked_tops(game, p.stacks)
        if weights.future:
            future[i] = weights.future * left_game * _stack_future(game, weights, p.stacks)
        if payments:
            shortfall[i] = -weights.shortfall * max(0, -(p.money + income[p.income_pos]))
    if state.phase == ACTION:
        tempo[state.turn_order[state.turn_index]] = weights.tempo * state.actions_left
    return [vp, money, held, earned, flipped, rescore, unflipped, flip_income, links, link_potential,
            reach, blocked, future, shortfall, tempo]


def _tile_info(game: Game) -> dict[tuple[str, int], tuple[int, int, int, int, bool]]:
    """Per (industry, level): the tile's VP flipped (with the game's adjustments, Lancashire D2),
    link icons, income spaces, beer it needs to sell and whether it is level 2+ (R10.4).  Kept
    per map and rule options: the estimate reads them for every tile of every position."""
    ctx = game.context
    table: dict[tuple[str, int], tuple[int, int, int, int, bool]] = game.data.kept_table(("ai:tile_info", ctx.options))
    if not table:
        tile_vp, options = ctx.ruleset.tile_vp, ctx.options
        for (industry, level), spec in game.data.tile_index.items():
            table[industry, level] = (tile_vp(options, industry, level, spec.vp), spec.link_icons,
                                      spec.income, spec.beer, level >= 2)
    return table


def money_values(game: Game, weights: Weights,
                 times: tuple[float, float, float] | None = None) -> tuple[float, float, float]:
    """VP of £1 now: in hand for the next builds (up to ``spend``), held beyond them, and £1 of
    income to come.  Each is the end value (Lancashire R10.5: £10 = 1 VP; Birmingham none, 8.3)
    plus what £1 buys before the end: a floor (``money_floor``, fading over the last two rail
    rounds; not for money held) and a premium shrinking with the game left (``money_early``).  ``times``:
    the game's ``timing`` when the caller has it."""
    left_era, _, left_game = timing(game) if times is None else times
    per_vp = game.context.ruleset.money_per_vp
    end_money = 1.0 / per_vp if per_vp else 0.0
    floor = weights.money_floor * (1.0 if game.state.era == CANAL else min(1.0, left_era / 2.0))
    early = weights.money_early * left_game
    # money held beyond the next builds gets no floor: with it, loans taken to be held paid (round 7:
    # a Hard seat took 10 loans and ended with £197)
    return (end_money + floor + early, end_money + early * weights.held_share,
            end_money + weights.income_floor + (floor + early) * weights.income_share)


def _empty_spaces(game: Game) -> dict[str, int]:
    """The industry spaces without a tile, per location."""
    tiles = game.state.tiles
    out: dict[str, int] = {}
    for slot, (loc, _, _) in game.data.slots.items():
        if slot not in tiles:
            out[loc] = out.get(loc, 0) + 1
    return out


def _track(income: Sequence[int], position: float) -> float:
    """The income level at a fractional position of the track (linear between spaces, capped at the top)."""
    top = len(income) - 1
    position = min(float(top), position)
    low = int(position)
    if low >= top:
        return float(income[top])
    return income[low] + (position - low) * (income[low + 1] - income[low])


# Tiles that flip when their goods are sold (Lancashire R8; Birmingham 3.4), not when cubes run out.
_SOLD = {"cotton", "manufacturer", "pottery"}


def _flip_chance(game: Game, weights: Weights, industry: str, loc: str, cubes: float, owner: int = 0,
                 beer: int = 0) -> float:
    """How likely an unflipped tile is to flip before the era ends, with time to spare."""
    if industry in _SOLD:
        ctx = game.context
        if weights.outlet and game.state.merchants:
            connected = ctx.component[loc] in _outlets(game, industry)
        else:
            connected = ctx.has_market_connection(loc)
        chance = weights.sale_connected if connected else weights.sale_unconnected
        if beer and weights.sale_dry != 1.0 and not _beer_in_reach(game, owner, loc, industry):
            chance *= weights.sale_dry
        return chance
    if industry == "port":  # R8.1: a port flips when a connected cotton mill sells through it
        return weights.sale_connected if _mill_connected(game, loc) else weights.sale_unconnected
    base = weights.flip_base if industry != "brewery" else weights.flip_base - 0.3  # beer goes only with sales
    return max(0.05, base - weights.flip_per_cube * cubes)


def _outlets(game: Game, industry: str) -> set[int]:
    """Components holding a merchant that buys ``industry`` (Birmingham 3.4.2)."""
    memo = game.context.memo
    key = ("ai:outlets", industry)
    found = memo.get(key)
    if found is None:
        ctx = game.context
        found = {ctx.component[m["location"]] for m in game.state.merchants if buys(ctx, m, industry)}
        memo[key] = found
    assert isinstance(found, set)
    return found


def _beer_in_reach(game: Game, owner: int, loc: str, industry: str) -> bool:
    """Whether a barrel could serve a sale of ``industry`` at ``loc`` now (Birmingham 3.4.3): the
    owner's breweries anywhere, other breweries connected to it, or the barrel of a connected
    merchant that buys the industry."""
    ctx = game.context
    comp = ctx.component[loc]
    for _, brewer, where, _ in breweries_with_beer(ctx):
        if brewer == owner or where == comp:
            return True
    return any(m["beer"] and ctx.component[m["location"]] == comp and buys(ctx, m, industry)
               for m in game.state.merchants)


def _mill_connected(game: Game, loc: str) -> bool:
    memo = game.context.memo
    key = ("ai:mill_components",)
    components = memo.get(key)
    if components is None:
        comp, slots = game.context.component, game.data.slots
        components = {comp[slots[s][0]] for s, t in game.state.tiles.items()
                      if t.industry == "cotton" and not t.flipped}
        memo[key] = components
    return bool(game.context.component[loc] in components)


def _blocked_tops(game: Game, stacks: dict[str, tuple[int, ...]]) -> int:
    """Tiles on top of the player's stacks that cannot be built in the rail era (R7 removes them)."""
    # kept per map and stacks: a player's stacks change only when it builds or develops, and every
    # position the search judges asks this for each player (a fifth of the estimate's time, round 11)
    table = game.data.kept_table(("ai:blocked_tops",))
    key = tuple(stacks.items())
    found: int | None = table.get(key)
    if found is not None:
        return found
    count = 0
    for industry, levels in stacks.items():
        for level in levels[:2]:
            spec = game.data.tile(industry, level)
            if spec.buildable and RAIL in spec.eras:
                break
            count += 1
    return keep(table, key, count, _STACK_LIMIT)


def _stack_future(game: Game, weights: Weights, stacks: dict[str, tuple[int, ...]]) -> float:
    """What the player's next builds from its stacks are worth: per stack, the next tiles that can
    still be built (this era or the rail era, R7: level-1 tiles not in the rail era), the k-th
    weighted ``future_decay ** k``; a tile that cannot be built any more takes its place in the
    stack and is worth nothing (it must be developed away, R7)."""
    data = game.data
    canal = game.state.era == CANAL
    # kept per map as ``_blocked_tops`` is, with the weights it reads in the key
    table = data.kept_table(("ai:stack_future",))
    key = (canal, weights.future_depth, weights.future_decay, weights.future_income, weights.future_cost,
           tuple(stacks.items()))
    found: float | None = table.get(key)
    if found is not None:
        return found
    depth = int(weights.future_depth)
    total = 0.0
    for industry, levels in stacks.items():
        factor = 1.0
        for level in levels[:depth]:
            spec = data.tile(industry, level)
            if spec.buildable and (RAIL in spec.eras or (canal and CANAL in spec.eras)):
                total += factor * (spec.vp + weights.future_income * spec.income - weights.future_cost * spec.cost)
            factor *= weights.future_decay
    return keep(table, key, total, _STACK_LIMIT)


#: Answers kept per table of ``_blocked_tops`` and ``_stack_future`` (a game sees a few hundred
#: stacks; a long search of many worlds stays bounded).
_STACK_LIMIT = 20_000


def turn_key(game: Game) -> tuple[Any, ...]:
    """Changes exactly when a turn ends (R2: era, round and seat in the turn order)."""
    state = game.state
    return (state.era, state.round, state.turn_index)


def round_key(game: Game) -> tuple[Any, ...]:
    """Changes exactly when a round ends (R2: every player has had a turn; income is paid and the
    turn order re-sorted by money spent then)."""
    state = game.state
    return (state.era, state.round)


def _without_cards(action: Action) -> tuple[Any, ...]:
    """A key of the action with its cards left out (the same key for every choice of the same
    number of cards): its class, its other fields' values and how many cards it spends."""
    cls = type(action)
    read = _CARDLESS.get(cls)
    if read is None:
        read = _CARDLESS[cls] = _cardless_reader(cls)
    key: tuple[Any, ...] = read(action)
    return key


def _cardless_reader(cls: type) -> Any:
    """The function that reads ``_without_cards``'s key of an action of class ``cls``."""
    names = [f.name for f in fields(cls)]  # every action is a dataclass
    # a trailing "cards" is read as one more field and replaced by its length; attrgetter of one
    # name answers a bare value, not a tuple, so the class is asked for twice and one copy dropped
    wanted = [n for n in names if n not in ("card", "cards")] + (["cards"] if "cards" in names else [])
    counted = "cards" in names
    get = attrgetter("__class__", "__class__", *wanted)

    def read(value: Any) -> tuple[Any, ...]:
        out: tuple[Any, ...] = get(value)
        return (*out[1:-1], len(out[-1])) if counted else out[1:]

    return read


#: action class -> the reader of its ``_without_cards`` key (built once per class: the search asks
#: for a key of every listed action, and ``dataclasses.replace`` made a tenth of a Hard decision)
_CARDLESS: dict[type, Any] = {}


def representatives(game: Game, actions: Sequence[Action]) -> list[Action]:
    """One action per effect: actions that differ only in the cards spent do the same thing, so
    keep the one that spends the cards least useful for building (the fewest single-card builds)."""
    useful: dict[str, set[tuple[str, str]]] = {}
    for action in actions:
        if isinstance(action, BuildIndustry) and len(action.cards) == 1:
            useful.setdefault(action.cards[0], set()).add((action.slot, action.industry))
    best: dict[tuple[Any, ...], tuple[int, int, Action]] = {}
    for index, action in enumerate(actions):
        key = _without_cards(action)
        cost = sum(len(useful.get(card, ())) for card in action_cards(action))
        held = best.get(key)
        if held is None or cost < held[0]:
            best[key] = (cost, index, action)
    return [entry[2] for entry in sorted(best.values(), key=lambda e: e[1])]


def reasons(before: Game, after: Game, player: int, plan: Sequence[Action]) -> tuple[HintReason, ...]:
    """What a move does for ``player``, as reason codes with plain parameters (worded by the UI)."""
    out: list[HintReason] = []
    b, a = before.state.players[player], after.state.players[player]
    income = after.data.income_by_position
    levels = income[a.income_pos] - income[b.income_pos]
    for move, action in enumerate(plan):  # what each move is ("move": its place in the plan)
        if isinstance(action, BuildIndustry):
            out.append(HintReason("build", {"industry": action.industry,
                                            "location": before.data.slots[action.slot][0], "move": move}))
        elif isinstance(action, BuildLink):
            lines = [list(before.data.lines[line].ends) for line in action.lines]
            out.append(HintReason("link", {"lines": lines, "move": move}))
        elif isinstance(action, Develop):
            out.append(HintReason("develop", {"industries": list(action.industries), "move": move}))
        elif isinstance(action, (Sell, SellMore)):
            out.append(HintReason("sell", {"location": before.data.slots[action.mill][0], "move": move}))
        elif isinstance(action, TakeLoan):
            out.append(HintReason("loan", {"amount": action.amount, "move": move}))
    if levels:
        out.append(HintReason("income", {"levels": levels}))
    # what the tiles built and still face up bring when they flip (R9.6, R10.2): a learner sees why
    # a build that scores nothing yet is worth a turn
    info, built, waiting, spaces = _tile_info(after), 0, 0, 0
    for action in plan:
        tile = after.state.tiles.get(action.slot) if isinstance(action, BuildIndustry) else None
        if tile is not None and tile.owner == player and not tile.flipped:
            tile_vp, _, tile_income, _, _ = info[tile.industry, tile.level]
            built, waiting, spaces = built + 1, waiting + tile_vp, spaces + tile_income
    if built:
        out.append(HintReason("on_flip" if built == 1 else "on_flips", {"tile_vp": waiting, "spaces": spaces}))
    flips = sum(1 for s, t in after.state.tiles.items() if t.owner == player and t.flipped
                and not (s in before.state.tiles and before.state.tiles[s].flipped
                         and before.state.tiles[s].owner == player))
    if flips:
        out.append(HintReason("flips", {"count": flips}))
    if a.vp != b.vp:
        out.append(HintReason("vp", {"vp": a.vp - b.vp}))
    reached = sorted(_network(after, player) - _network(before, player))
    if reached:
        out.append(HintReason("reach", {"locations": reached}))
    return tuple(out)


def _network(game: Game, player: int) -> set[str]:
    data, state = game.data, game.state
    out = {data.slots[s][0] for s, t in state.tiles.items() if t.owner == player}
    for line_id, owner in state.links.items():
        if owner == player:
            out.update(data.lines[line_id].ends)
    return out


if TYPE_CHECKING:  # this module is Lancashire's and Birmingham's AI plug-in: mypy checks it keeps the contract
    from . import brass as _this
    from .games import AIPlugin

    _PLUGIN: AIPlugin[GameState, Action, Weights] = _this
