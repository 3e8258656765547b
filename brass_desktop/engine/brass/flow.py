"""Round and era structure of the Brass games as data (R2, R9.3-R9.5, R10).

Each game's era flow (``LANCASHIRE_FLOW``, ``BIRMINGHAM_FLOW``, read through
``ctx.ruleset.era_flow``) says, per era, how many actions a turn has and which named steps
run when the era ends; ``STEPS`` maps each step name to a plain function.  The queue of
steps still to run lives in ``state.flow`` and runs in the core's flow runner, so a step
that needs a player's decision (the shortfall of R9.4) can pause the flow and resume it
after that decision.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..core.flow import run_flow as run_steps
from .context import Context
from .data import CANAL, RAIL
from .rules.common import Effects, tile_vp
from .rules.shortfall import paying_tiles

if TYPE_CHECKING:  # the event TypedDicts check the code; play does not import them (issue 13)
    from .events import EraScore, EraScoreRow, MoneyScoreRow, StarterScoreRow
from .state import ACTION, OVER, SHORTFALL

LANCASHIRE_FLOW: dict[str, dict[str, Any]] = {
    CANAL: {
        "first_round_actions": 1,  # R2.2: one action each in the first canal round
        "actions": 2,
        "end_steps": ["score_era", "canal_cleanup", "new_rail_era", "income", "start_round"],
        # D8 (Roxley): the income of the last canal round is paid before scoring
        "end_steps_income_first": ["income", "score_era", "canal_cleanup", "new_rail_era", "start_round"],
        "end_steps_canal_only": ["score_era", "final_scoring"],  # D10
    },
    RAIL: {
        "first_round_actions": 2,
        "actions": 2,
        "end_steps": ["score_era", "final_scoring"],  # R9.5: no income after the last rail round
    },
}
BIRMINGHAM_FLOW: dict[str, dict[str, Any]] = {
    CANAL: {
        "first_round_actions": 1,  # 2.4
        "actions": 2,
        # 6.3-6.4 then 7: turn order and income end every round, then the era is scored
        "end_steps_income_first": ["income", "score_era", "canal_cleanup", "new_rail_era", "start_round"],
        "end_steps_canal_only": ["score_era", "starter_scoring", "final_scoring"],  # 9.1-9.2
    },
    RAIL: {
        "first_round_actions": 2,
        "actions": 2,
        "end_steps": ["score_era", "final_scoring"],  # 6.4: no income after the final round
    },
}
ROUND_STEPS = ["income", "start_round"]


def actions_in_turn(ctx: Context) -> int:
    era = ctx.ruleset.era_flow[ctx.state.era]
    return int(era["first_round_actions"] if ctx.state.round == 1 else era["actions"])


def after_action(ctx: Context, fx: Effects, finished: bool) -> None:
    """Called after every applied action: resume a paused flow (the flow is paused only by a
    shortfall, R9.4), else end the turn when a finished action leaves no actions.

    ``ctx`` is the context the action was applied with: its cached facts (networks, coal) are
    those of the state before the action, so the turn's end reads only the live state, the
    data and the rule facts, and every flow step gets a fresh context (``run_flow``)."""
    state = ctx.state
    if state.flow:
        run_flow(ctx, fx)
    elif finished and state.phase == ACTION and state.actions_left <= 0:
        end_turn(ctx, fx)


def end_turn(ctx: Context, fx: Effects) -> None:
    state = ctx.state
    player = state.turn_order[state.turn_index]
    refill_hand(ctx, fx, player)  # R2.5: hands refill at the end of the turn
    fx.emit({"type": "turn_ended", "player": player})
    state.turn_index += 1
    if state.turn_index < len(state.turn_order):
        state.actions_left = actions_in_turn(ctx)
        return
    end_round(ctx, fx)


def refill_hand(ctx: Context, fx: Effects, player: int) -> None:
    hand = ctx.state.players[player].hand
    drawn = 0
    while len(hand) < ctx.data.hand_size and ctx.state.deck:
        hand.append(ctx.state.deck.pop(0))
        drawn += 1
    if drawn:
        fx.emit({"type": "cards_drawn", "player": player, "count": drawn})


def end_round(ctx: Context, fx: Effects) -> None:
    state = ctx.state
    # R2.4: ascending money spent, ties keep their previous relative order (stable sort)
    state.turn_order = sorted(state.turn_order, key=lambda p: state.players[p].spent)
    spent = {p: state.players[p].spent for p in state.turn_order}
    for p in state.players:
        p.spent = 0
    fx.emit({"type": "round_ended", "era": state.era, "round": state.round, "turn_order": list(state.turn_order),
             "spent": spent})
    if all(not p.hand for p in state.players):  # R10.1
        era = ctx.ruleset.era_flow[state.era]
        if state.era == CANAL and ctx.rule("canal_only"):
            steps = era["end_steps_canal_only"]
        elif state.era == CANAL and ctx.rule("transition_income") == "before_scoring":
            steps = era["end_steps_income_first"]
        else:
            steps = era["end_steps"]
        state.flow = list(steps)
    else:
        state.flow = list(ROUND_STEPS)
    run_flow(ctx, fx)


def run_flow(ctx: Context, fx: Effects) -> None:
    """Run queued steps until the queue is empty or a step waits for a decision."""
    state = ctx.state
    run_steps(state, STEPS, lambda: Context(ctx.data, state, ctx.options), fx)


# -- steps ---------------------------------------------------------------------------------------
def step_income(ctx: Context, fx: Effects) -> bool:
    """R9.3/R9.4: pay every player's income in turn order; a shortfall pauses for the player."""
    state = ctx.state
    queue = state.pending.get("income_queue")
    if queue is None:
        queue = list(state.turn_order)
        state.pending = {"income_queue": queue}
    while queue:
        player = queue[0]
        p = state.players[player]
        level = ctx.data.income_by_position[p.income_pos]
        if level >= 0:
            fx.emit({"type": "income", "player": player, "amount": level})
            fx.receive(player, level, "income")
        else:
            debt = -level
            if p.money < debt:
                if paying_tiles(ctx, player):  # tiles worth £0 stay on the board (6.5)
                    if state.phase != SHORTFALL:
                        fx.emit({"type": "shortfall", "player": player, "debt": debt, "money": p.money})
                    state.phase = SHORTFALL
                    state.pending = {"income_queue": queue, "player": player, "debt": debt}
                    return False
                short = debt - p.money
                if ctx.rule("shortfall_without_tiles") == "lose_vp":  # D6 (Roxley), Birmingham 6.5
                    lost = min(short, p.vp)
                    p.vp -= lost
                    fx.emit({"type": "vp_lost", "player": player, "vp": lost, "short": short})
                    debt = p.money
            fx.emit({"type": "income", "player": player, "amount": -debt})
            fx.pay_bank(player, debt, "income")
        queue.pop(0)
    state.pending = {}
    state.phase = ACTION
    return True


def era_scores(ctx: Context) -> list[EraScore]:
    """R10.2/R10.3: per player, link VP (flipped tiles + rings at both ends) and flipped industry VP."""
    state, data = ctx.state, ctx.data
    flipped_at: dict[str, int] = {}  # link icons of flipped tiles per location (1 each in Lancashire)
    for slot, tile in state.tiles.items():
        if tile.flipped:
            loc = data.slots[slot][0]
            flipped_at[loc] = flipped_at.get(loc, 0) + data.tile(tile.industry, tile.level).link_icons
    rows: list[EraScore] = [{"player": i, "links": 0, "industries": 0, "link_items": [], "industry_items": []}
                            for i in range(len(state.players))]
    every_end = ctx.rule("lines_score_every_end")  # Birmingham Q4: Kidderminster-Worcester's farm end
    for line_id, owner in sorted(state.links.items()):
        line = data.lines[line_id]
        ends = line.ends if every_end else (line.a, line.b)
        value = sum(flipped_at.get(loc, 0) + data.locations[loc].rings for loc in ends)
        rows[owner]["links"] += value
        rows[owner]["link_items"].append({"line": line_id, "vp": value})
    for slot, tile in sorted(state.tiles.items()):
        if tile.flipped:
            vp = tile_vp(ctx, tile)
            rows[tile.owner]["industries"] += vp
            rows[tile.owner]["industry_items"].append({"slot": slot, "industry": tile.industry,
                                                       "level": tile.level, "vp": vp})
    return rows


def step_score_era(ctx: Context, fx: Effects) -> bool:
    rows: list[EraScoreRow] = []
    for row in era_scores(ctx):
        player = ctx.state.players[row["player"]]
        player.vp += row["links"] + row["industries"]
        rows.append({**row, "total": player.vp})
    fx.emit({"type": "era_scored", "era": ctx.state.era, "breakdown": rows})
    return True


def step_canal_cleanup(ctx: Context, fx: Effects) -> bool:
    """R10.4 / Birmingham 7.4-7.5: links and level-1 tiles leave; markets stay; the distant
    market resets (Lancashire); empty beer spaces beside non-blank merchants refill (Birmingham)."""
    state = ctx.state
    state.links.clear()
    for p in state.players:
        p.links_left = 14
    for slot in sorted(s for s, t in state.tiles.items() if t.level == 1):
        fx.remove_tile(slot, "canal_era_end")
    state.distant_pos = 0
    state.distant_closed = False
    state.distant_tiles = list(state.rail_distant_tiles)
    for merchant in state.merchants:
        if ctx.data.merchant_buys.get(merchant["tile"]):
            merchant["beer"] = 1
    return True


def step_new_rail_era(ctx: Context, fx: Effects) -> bool:
    """R10.4 step 5: the whole deck, pre-shuffled at setup, minus the rail-era removal; deal 8."""
    state = ctx.state
    state.era = RAIL
    state.round = 0
    state.removed = state.rail_deck[:state.rail_removed]
    state.deck = state.rail_deck[state.rail_removed:]
    state.discard = []
    for player in range(len(state.players)):
        refill_hand(ctx, fx, player)
    # R1.7/R2.5: two cards per player per round until deck and hands are empty (counted after dealing)
    cards = len(state.deck) + sum(len(p.hand) for p in state.players)
    state.rounds_in_era = -(-cards // (2 * len(state.players)))
    fx.emit({"type": "era_started", "era": RAIL})
    return True


def step_start_round(ctx: Context, fx: Effects) -> bool:
    state = ctx.state
    state.round += 1
    state.turn_index = 0
    state.phase = ACTION
    state.actions_left = actions_in_turn(ctx)
    fx.emit({"type": "round_started", "era": state.era, "round": state.round, "turn_order": list(state.turn_order)})
    return True


def step_starter_scoring(ctx: Context, fx: Effects) -> bool:
    """Birmingham 9.2: 1 VP per £4 (at most 15), VP equal to the income level, and each flipped
    level-2+ tile scores again (open question Q9: flipped ones only)."""
    state, data = ctx.state, ctx.data
    rows: list[StarterScoreRow] = []
    for i, p in enumerate(state.players):
        money_vp = min(15, max(0, p.money) // 4)
        income_vp = data.income_by_position[p.income_pos]
        tiles_vp = sum(data.tile(t.industry, t.level).vp for t in state.tiles.values()
                       if t.owner == i and t.flipped and t.level >= 2)
        p.vp = max(0, p.vp + money_vp + income_vp + tiles_vp)
        rows.append({"player": i, "money_vp": money_vp, "income_vp": income_vp, "tiles_vp": tiles_vp,
                     "total": p.vp})
    fx.emit({"type": "starter_scored", "breakdown": rows})
    return True


def step_final_scoring(ctx: Context, fx: Effects) -> bool:
    """R10.5/R10.6 (Birmingham 8): money VP where the game has it, then the winner and tie-breaks."""
    state = ctx.state
    per_vp = ctx.ruleset.money_per_vp
    money_vp: list[MoneyScoreRow] = []
    for i, p in enumerate(state.players):
        vp = max(0, p.money) // per_vp if per_vp else 0
        p.vp += vp
        money_vp.append({"player": i, "money": p.money, "vp": vp, "total": p.vp})
    fx.emit({"type": "money_scored", "breakdown": money_vp})
    state.result = outcome(ctx)
    state.phase = OVER
    fx.emit({"type": "game_ended", "outcome": state.result})
    return True


def outcome(ctx: Context) -> dict[str, Any]:
    """Ranking by VP, then income (level or space, Q6), then money, then turn order (D7)."""
    state = ctx.state
    order_pos = {p: i for i, p in enumerate(state.turn_order)}

    def income_key(i: int) -> int:
        pos = state.players[i].income_pos
        return pos if ctx.rule("income_tiebreak") == "space" else ctx.data.income_by_position[pos]

    def key(i: int) -> tuple[int, ...]:
        p = state.players[i]
        base = (-p.vp, -income_key(i), -p.money)
        return base + ((order_pos[i],) if ctx.rule("final_tiebreak") == "turn_order" else ())

    ranking = sorted(range(len(state.players)), key=key)
    best = key(ranking[0])
    winners = [i for i in ranking if key(i) == best]
    decided_by = "vp"
    if len(ranking) > 1:
        a, b = ranking[0], ranking[1]
        steps = ("vp", "income", "money", "turn_order")
        ka, kb = key(a), key(b)
        decided_by = "shared"
        for name, x, y in zip(steps, ka, kb, strict=False):
            if x != y:
                decided_by = name
                break
    return {
        "ranking": ranking,
        "winners": winners,
        "decided_by": decided_by,
        "scores": [{"player": i, "name": p.name, "vp": p.vp, "money": p.money, "income_pos": p.income_pos,
                    "income_level": ctx.data.income_by_position[p.income_pos],
                    "turn_position": order_pos[i]} for i, p in enumerate(state.players)],
    }


STEPS: dict[str, Callable[[Context, Effects], bool]] = {
    "income": step_income,
    "score_era": step_score_era,
    "canal_cleanup": step_canal_cleanup,
    "new_rail_era": step_new_rail_era,
    "start_round": step_start_round,
    "starter_scoring": step_starter_scoring,
    "final_scoring": step_final_scoring,
}
