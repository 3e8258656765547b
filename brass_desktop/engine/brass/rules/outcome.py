"""What an action brings, worked out by applying it to a copy (issue 38: preview = outcome).

A preview that added up the consequences by hand missed some (a mine or works whose cubes sell to
the market at once, a coal mine emptied by its owner's own link or build, another owner's brewery
emptied by a sale); applying the rule module's own ``apply`` to a clone of the state cannot. Only
what the rules decide with certainty is read so: a draw whose result the player may not know
(Lancashire's distant market) is previewed as a range and a chance by its module.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core.definition import Preview
from ..actions import BuildIndustry
from ..context import Context
from .common import Effects, choose_source, income_levels, market_cost, source_choices, tile_vp


def outcome(ctx: Context, player: int, action: Any, apply: Callable[..., Any]) -> dict[str, Any]:
    """The ``Preview`` fields ``action`` settles, from its rule's ``apply`` on a copy of ``ctx``'s state:
    ``money_after``, ``income_before``/``income_after``, ``market_sales``, ``flips``, ``removed``
    and ``vp_scored`` (core/definition.py ``Preview``).  Nothing of ``ctx`` changes."""
    state = ctx.state.clone()
    copy = Context(ctx.data, state, ctx.options)
    events: list[Any] = []
    apply(copy, Effects(copy, events), player, action)
    before, _ = income_levels(ctx, player)
    sales: list[dict[str, Any]] = []
    flips: list[dict[str, Any]] = []
    removed: list[dict[str, Any]] = []
    vp = 0
    for event in events:
        kind = event["type"]
        if kind == "cubes_to_market":
            sales.append({"tile": event["slot"], "owner": event["owner"], "resource": event["resource"],
                          "cubes": event["count"], "money": event["money"]})
        elif kind == "tile_flipped":
            tile = state.tiles[event["slot"]]
            flips.append({"tile": event["slot"], "owner": tile.owner, "industry": tile.industry,
                          "level": tile.level, "vp": tile_vp(copy, tile),
                          "income": ctx.data.tile(tile.industry, tile.level).income, "sure": True})
        elif kind == "tile_removed":
            removed.append({"tile": event["slot"], "owner": event["owner"], "industry": event["industry"],
                            "level": event["level"], "why": event["why"]})
        elif kind == "vp_gained" and event["player"] == player:
            vp += event["vp"]
    p = state.players[player]
    return {"money_after": p.money, "income_before": before, "income_after": ctx.data.income_by_position[p.income_pos],
            "market_sales": tuple(sales), "flips": tuple(flips), "removed": tuple(removed), "vp_scored": vp}


def build_preview(ctx: Context, player: int, action: BuildIndustry) -> Preview:
    """``build.preview``: the cost and its parts, the sources, the level and VP built, and everything
    the build sets off (a market sale of its cubes and the flip when that empties it, a mine emptied
    by its coal: ``outcome``)."""
    from . import build
    loc = ctx.data.slots[action.slot][0]
    spec = build.next_tile(ctx, player, action.industry)
    assert spec is not None
    coal, iron, _ = build.resource_plan(ctx, player, loc, spec)
    coal_pick = choose_source(coal, action.coal, ordered=False) or ()
    iron_pick = choose_source(iron, action.iron, ordered=False) or ()
    parts = {"tile": spec.cost, "coal": market_cost(ctx, coal_pick, ()), "iron": market_cost(ctx, (), iron_pick)}
    vp = ctx.ruleset.tile_vp(ctx.options, action.industry, spec.level, spec.vp)
    return Preview(cost=sum(parts.values()), level=spec.level, parts=parts, vp=vp, tile_income=spec.income,
                   sources={"coal": tuple(coal_pick), "iron": tuple(iron_pick)},
                   options={"coal": tuple(o for o in source_choices(coal, False) if o),
                            "iron": tuple(o for o in source_choices(iron, False) if o)},
                   **outcome(ctx, player, action, build.apply))
