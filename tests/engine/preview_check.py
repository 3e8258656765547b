"""Preview = outcome (issue 38): every number a ``Preview`` states, compared with the position after.

Seeded random self-play of a game; at sampled decisions each sampled listed action is previewed
(``Game.preview``), then applied to ``game.copy()`` by its rule module through the definition
(``definition.modules``/``context``/``effects``: the action itself, before the flow's turn, round
and era steps, which the review points of ``Game.upcoming`` name apart), and what the preview says
is compared with the position after, read by the game family's *ledger* (below).  Game-neutral
but for the ledger: a registered game without one fails ``ledger_for`` (a new game must add it).

Checked, for the acting seat ``p`` and every other seat:
* ``money_after`` is p's money; every other seat's money changed by exactly its ``paid`` amounts;
  ``cost`` is the sum of ``parts`` (when given) and of ``printed_cost`` and ``prices``;
  the ``prices`` paid to each seat (``payees``) are its ``paid`` amount;
* ``income_before``/``income_after`` are p's income level before/after; with a chance draw
  (``chance``) the level after is the level before (failed) or within ``gain_range``;
* every tile that flipped is named in ``flips`` with its owner, industry, level, VP and income
  spaces, and every ``sure`` flip happened; every other seat's income moved by the income spaces
  of its flipped tiles (capped at the track's end); a tile removed or replaced is in ``removed``;
* ``market_sales``: the market gains the cubes sold (less the cubes bought from it);
* each named tile source gives the cubes taken from it; ``level``/``vp``: the tile built;
  ``vp_scored``: every seat's VP change; ``cards_gained``: what p's hand gained.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

from brass_desktop.engine import Game, GameSetup, get_game
from brass_desktop.engine.agents import RandomAgent

Ledger = dict[tuple[Any, ...], Any]
NAMES = ("Ada", "Brunel", "Cort", "Darby", "Eve", "Fox")


# -- ledgers: what the numbers of a preview refer to, per game family --------------------------------
def brass_ledger(game: Game, state: Any) -> Ledger:
    from brass_desktop.engine.brass.rules.common import tile_vp
    data = game.data
    ctx = game.definition.context(data, state, game.options)
    out: Ledger = {("income_max",): len(data.income_by_position) - 1}
    for seat, p in enumerate(state.players):
        out["money", seat] = p.money
        out["income_pos", seat] = p.income_pos
        out["income", seat] = data.income_by_position[p.income_pos]
        out["vp", seat] = p.vp
        out["hand", seat] = Counter(p.hand)
    for slot, tile in state.tiles.items():
        out["tile", slot] = {"owner": tile.owner, "industry": tile.industry, "level": tile.level,
                             "flipped": tile.flipped, "cubes": tile.cubes, "vp": tile_vp(ctx, tile)}
    for resource in ("coal", "iron"):
        out["market", resource] = state.market_cubes(resource)
    return out


def industria_ledger(game: Game, state: Any) -> Ledger:
    out: Ledger = {}
    for seat, p in enumerate(state.players):
        out["money", seat] = p.coins
        out["vp", seat] = p.vp
        out["hand", seat] = Counter(p.hand)
        for tile in p.built:
            out["tile", tile] = {"owner": seat}
    return out


LEDGERS: dict[str, Callable[[Game, Any], Ledger]] = {"brass": brass_ledger, "industria": industria_ledger}


def ledger_for(game: Game) -> Callable[[Game, Any], Ledger]:
    family = game.definition.family
    assert family in LEDGERS, f"no preview ledger for the {family!r} family (tests/engine/preview_check.py)"
    return LEDGERS[family]


# -- the action alone, on a copy -------------------------------------------------------------------------
def apply_action_only(game: Game, action: Any, player: int) -> Any:
    """The state after ``action``'s rule module applied it to a copy (no flow step after it)."""
    copy = game.copy()
    definition = copy.definition
    module = next(m for m in definition.modules if type(action) in m.ACTIONS)
    ctx = definition.context(copy.data, copy.state, copy.options)
    module.apply(ctx, definition.effects(ctx, []), player, action)
    return copy.state


def _tile_changed(before: dict[str, Any] | None, after: dict[str, Any] | None) -> bool:
    keys = ("owner", "industry", "level")
    return before is not None and (after is None or any(before.get(k) != after.get(k) for k in keys))


def mismatches(game: Game, action: Any, player: int | None = None) -> list[str]:
    """What the preview of ``action`` in ``game`` says that the position after does not bear out."""
    seat = game.current_player if player is None else player
    assert seat is not None
    preview = game.preview(action) if player is None else game.preview(action, player=player)
    ledger = ledger_for(game)
    before = ledger(game, game.state)
    after = ledger(game, apply_action_only(game, action, seat))
    out: list[str] = []

    def differs(what: str, said: Any, real: Any) -> None:
        if said != real:
            out.append(f"{what}: preview {said!r}, real {real!r}")

    seats = sorted(k[1] for k in before if k[0] == "money")
    differs("money_after", preview.money_after, after["money", seat])
    paid = Counter[int]()
    for item in getattr(preview, "paid", ()):
        paid[item["player"]] += item["amount"]
    for other in seats:
        if other != seat:
            differs(f"money of seat {other}", before["money", other] + paid[other], after["money", other])
    if preview.parts:
        differs("cost = sum of parts", preview.cost, sum(preview.parts.values()))
    if preview.prices:
        resources = sum(sum(p) for p in preview.prices.values())
        differs("cost = tile + resources", preview.cost, (preview.printed_cost or 0) + resources)
        by_payee = Counter[int]()
        for resource, payees in preview.payees.items():
            for payee, price in zip(payees, preview.prices[resource], strict=True):
                if payee is not None:
                    by_payee[payee] += price
        differs("prices to payees = paid", dict(by_payee), {k: v for k, v in paid.items() if v})
    vp_scored = getattr(preview, "vp_scored", 0)
    for other in seats:
        differs(f"VP of seat {other}", before["vp", other] + (vp_scored if other == seat else 0), after["vp", other])
    if ("income", seat) in before:
        _income(preview, seat, before, after, differs)
    flips = getattr(preview, "flips", ())
    flipped = {k[1] for k, tile in after.items() if k[0] == "tile" and tile.get("flipped")
               and (not (before.get(k) or {}).get("flipped") or _tile_changed(before[k], tile))}
    named = {f["tile"] for f in flips}
    differs("tiles flipped", sorted(named | flipped), sorted(named))
    for f in flips:
        real = after.get(("tile", f["tile"]))
        if f["tile"] not in flipped:
            if f.get("sure", True):
                out.append(f"flip of {f['tile']} named but it did not flip")
            continue
        assert real is not None
        for key in ("owner", "industry", "level", "vp"):
            differs(f"flip {f['tile']} {key}", f[key], real[key])
    if ("income_pos", seat) in before:
        top = before["income_max",]
        for other in seats:
            if other != seat:
                spaces = sum(f["income"] for f in flips if f["owner"] == other and f["tile"] in flipped)
                differs(f"income space of seat {other}", min(top, before["income_pos", other] + spaces),
                        after["income_pos", other])
    removed = {r["tile"] for r in getattr(preview, "removed", ())}
    gone = {k[1] for k, tile in before.items() if k[0] == "tile" and _tile_changed(tile, after.get(k))}
    differs("tiles removed", sorted(removed), sorted(gone))
    sold = Counter[str]()
    for sale in getattr(preview, "market_sales", ()):
        sold[sale["resource"]] += sale["cubes"]
    for key in before:
        if key[0] == "market":
            bought = min(before[key], preview.sources.get(key[1], ()).count("market"))
            differs(f"{key[1]} market cubes", before[key] + sold[key[1]] - bought, after[key])
    for resource, sources in preview.sources.items():
        for source, count in Counter(sources).items():
            tile = before.get(("tile", source))
            if tile is not None and "cubes" in tile:
                taken = tile["cubes"] - (after.get(("tile", source)) or {"cubes": 0})["cubes"]
                differs(f"{resource} taken from {source}", count, taken)
    new_tiles = [k for k, t in after.items() if k[0] == "tile" and t.get("owner") == seat
                 and (before.get(k) is None or _tile_changed(before.get(k), t))]
    if preview.level is not None:
        differs("level built", [preview.level], [after[k]["level"] for k in new_tiles])
        if preview.vp is not None:
            differs("VP of the tile built", [preview.vp], [after[k]["vp"] for k in new_tiles])
    elif new_tiles and preview.vp is not None:  # a game that scores a tile when built (Industria 6.7)
        differs("VP of the tile built", preview.vp, vp_scored)
    gained = after["hand", seat] - before["hand", seat]
    differs("cards gained", sorted(preview.cards_gained), sorted(gained.elements()))
    return out


def _income(preview: Any, seat: int, before: Ledger, after: Ledger, differs: Callable[[str, Any, Any], None]) -> None:
    now, then = before["income", seat], after["income", seat]
    if preview.income_before is not None:
        differs("income_before", preview.income_before, now)
    if preview.chance is not None:  # a chance draw: failed (nothing moves) or within the range
        low, high = preview.gain_range or (now, now)
        if then != now and not low <= then <= high:
            differs("income after a draw", f"{now} or {low}..{high}", then)
    elif preview.income_after is not None:
        differs("income_after", preview.income_after, then)
    else:
        differs("income (unchanged)", now, then)


# -- sampling --------------------------------------------------------------------------------------------
def sample_actions(actions: list[Any], rng: random.Random, per_kind: int) -> list[Any]:
    """Up to ``per_kind`` actions of each kind listed (rare kinds are not drowned by common ones)."""
    by_kind: dict[str, list[Any]] = {}
    for action in actions:
        by_kind.setdefault(getattr(action, "kind", type(action).__name__), []).append(action)
    out = []
    for group in by_kind.values():
        out.extend(group if len(group) <= per_kind else rng.sample(group, per_kind))
    return out


def self_play_previews(game_name: str, players: int, seed: int, every: int = 2, per_kind: int = 2,
                       limit: int = 10_000) -> Iterable[tuple[Game, Any, list[str]]]:
    """(game, action, mismatches) at every ``every``-th decision of a seeded random game: actions of
    the player to move, and those another seat may take now (``Game.legal_actions_for``)."""
    game = Game.new(GameSetup(players=NAMES[:players], seed=seed, game=game_name))
    agent, rng = RandomAgent(seed), random.Random(seed)
    decision = 0
    while not game.is_over() and decision < limit:
        actions = game.legal_actions()
        if decision % every == 0:
            for action in sample_actions(actions, rng, per_kind):
                yield game, action, mismatches(game, action)
            for seat in range(players):  # what other seats may do now (GameDefinition.OUT_OF_TURN)
                if seat != game.current_player:
                    for action in sample_actions(game.legal_actions_for(seat), rng, per_kind):
                        yield game, action, mismatches(game, action, player=seat)
        game.apply(agent.choose(game, actions))
        decision += 1


def count(games: Iterable[str] | None = None, seeds: Iterable[int] = (0,), **kwargs: Any) -> dict[str, tuple[int, int]]:
    """{game: (previews, mismatching previews)} over every player count: for a report."""
    from brass_desktop.engine import registered_games
    out: dict[str, tuple[int, int]] = {}
    for name in games or registered_games():
        definition = get_game(name)
        total = bad = 0
        for players in range(definition.min_players, definition.max_players + 1):
            for seed in seeds:
                for _game, _action, found in self_play_previews(name, players, seed, **kwargs):
                    total += 1
                    bad += bool(found)
        out[name] = (total, bad)
    return out
