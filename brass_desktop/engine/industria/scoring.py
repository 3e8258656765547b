"""rules.md 8 (design.md 8.12): final scoring - raw tiles cashed, bonus tiles, connections, money."""
from __future__ import annotations

from typing import Any

from .context import Context, Effects
from .data import BONUS, RAW, TECHNOLOGY

BONUS_POINTS = 2  # 8.3: per own built tile showing the symbol
CONNECTION_POINTS = 3  # 8.4: per road or line with both ends the same player's
COINS_PER_VP = 3  # 8.5


def bonus_points(ctx: Context, player: int) -> dict[str, int]:
    """8.3: symbol -> VP from the player's bonus tiles; a second tile of a symbol adds nothing."""
    tiles = ctx.data.tiles
    built = [tiles[t] for t in ctx.state.players[player].built]
    symbols = {t.scores_symbol for t in built if t.kind == BONUS and t.scores_symbol}
    counted = [t for t in built if t.kind != TECHNOLOGY or ctx.options.bonus_counts_technologies]
    return {s: BONUS_POINTS * sum(s in t.symbols for t in counted) for s in sorted(symbols)}


def connections(ctx: Context, player: int) -> list[str]:
    """8.4: ids of the roads and lines whose two spaces both hold this player's marker."""
    built = set(ctx.state.players[player].built)
    return [e.id for e in ctx.data.edges if e.a in built and e.b in built]


def final_scoring(ctx: Context, fx: Effects) -> None:
    state = ctx.state
    tiles = ctx.data.tiles
    for seat, p in enumerate(state.players):
        for tile in [t for t in p.hand if tiles[t].kind == RAW]:  # 8.2: cash raw tiles first
            fx.remove_from_hand(seat, tile, "cashed")
            fx.coins(seat, 1, "bank", "exchange")
    for seat, p in enumerate(state.players):
        for symbol, points in bonus_points(ctx, seat).items():
            fx.vp(seat, points, "bonus", {"symbol": symbol})
        links = connections(ctx, seat)
        if links:
            fx.vp(seat, CONNECTION_POINTS * len(links), "connections", {"edges": links})
        if p.coins >= COINS_PER_VP:
            fx.vp(seat, p.coins // COINS_PER_VP, "money", {"coins": p.coins})


def standing(state: Any) -> tuple[tuple[int, ...], tuple[int, ...], str]:
    """rules.md 8.6: (ranking, winners, decided_by): most VP; then more built tiles; then more
    coins; else the victory is shared."""
    def key(seat: int) -> tuple[int, int, int]:
        p = state.players[seat]
        return p.vp, len(p.built), p.coins

    ranking = tuple(sorted(range(len(state.players)), key=key, reverse=True))
    best = key(ranking[0])
    winners = tuple(seat for seat in range(len(state.players)) if key(seat) == best)
    if len(winners) > 1:
        return ranking, winners, "shared"
    second = key(ranking[1])
    steps = zip(("vp", "built_tiles", "coins"), best, second, strict=True)
    return ranking, winners, next(name for name, a, b in steps if a != b)
