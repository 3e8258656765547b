"""What the table sees while Industria's epoch change or final scoring is revealed.

The engine ends the epoch (or the game) and moves on within the action that ended the last
round: technologies are discarded, the epoch marker moves, income is paid, the next round's tiles
are revealed - or raw tiles are cashed and the final VP scored.  While the reveal shows it step by
step, the board, the players' boxes and markers, the panels and the log show instead the position
at the end of that round (``RevealMoment.game``), built read-only from the real position by taking
back what the events after the round's end did; each step then applies its own events, so a total
changes only at the step that tells it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from brass_desktop.engine import Event, Game

_LAST_ROUND = "round_ended"


@dataclass
class Step:
    """One page of the reveal: the events it applies, and what it lights on the board."""

    events: list[Event]
    tiles: set[str] = field(default_factory=set)
    edges: list[str] = field(default_factory=list)
    seats: set[int] = field(default_factory=set)
    epoch: bool = False


def _without(tiles: tuple[str, ...], tile: str) -> tuple[str, ...]:
    items = list(tiles)
    if tile in items:
        items.remove(tile)
    return tuple(items)


def apply_event(state: Any, event: Event, forward: bool, before: dict[str, Any]) -> None:
    """Do (``forward``) or take back one event of an epoch change or final scoring on ``state``;
    ``before`` holds what taking back needs that the event does not say (the ended epoch, the
    last round)."""
    kind = event.get("type")
    sign = 1 if forward else -1
    if kind == "coins":
        state.players[event["player"]].coins += sign * event["amount"]
        if isinstance(event.get("counterpart"), int):
            state.players[event["counterpart"]].coins -= sign * event["amount"]
    elif kind == "vp":
        p = state.players[event["player"]]
        p.vp += sign * event["amount"]
        source = event["source"]
        p.vp_by_source[source] = p.vp_by_source.get(source, 0) + sign * event["amount"]
    elif kind == "tile_removed":
        p = state.players[event["player"]]
        tile = event["tile"]
        if forward:
            p.hand, state.removed = _without(p.hand, tile), (*state.removed, tile)
        else:
            p.hand, state.removed = (*p.hand, tile), _without(state.removed, tile)
    elif kind == "tile_revealed":
        tile, epoch = event["tile"], event["epoch"]
        if forward:
            state.revealed = (*state.revealed, tile)
            state.stacks[epoch] = _without(state.stacks.get(epoch, ()), tile)
        else:
            state.revealed = _without(state.revealed, tile)
            state.stacks[epoch] = (tile, *state.stacks.get(epoch, ()))
    elif kind == "epoch_started":
        state.epoch, state.round = (event["epoch"], 1) if forward else (before["epoch"], before["round"])
    elif kind in ("auction_started", "game_ended"):
        if forward:
            state.phase = "over" if kind == "game_ended" else "auction"
        else:  # the round's end: nobody's decision
            state.phase, state.builders, state.lot, state.to_bid = "build", [], None, []


def _cut(events: list[Event]) -> int:
    """Where the round's end is over and the epoch change (or the final scoring) begins."""
    ends = [i for i, e in enumerate(events) if e.get("type") == _LAST_ROUND]
    return ends[-1] + 1 if ends else 0


def epoch_steps(events: list[Event]) -> list[Step]:
    """7.2: the epoch ends (technologies discarded); the next begins (bank list, income)."""
    cut = _cut(events)
    rest = events[cut:]
    end = next(i for i, e in enumerate(rest) if e.get("type") == "epoch_ended")
    first = rest[:end + 1]
    steps = [Step(first, tiles={e["tile"] for e in first if e.get("type") == "tile_removed"},
                  seats={e["player"] for e in first if e.get("type") == "tile_removed"})]
    start = next((i for i, e in enumerate(rest) if e.get("type") == "epoch_started"), None)
    if start is not None:
        stop = next((i for i, e in enumerate(rest) if i > start and e.get("type") == "tile_revealed"), len(rest))
        second = rest[start:stop]
        steps.append(Step(second, seats={e["player"] for e in second if e.get("type") == "coins"}, epoch=True))
    return steps


def final_steps(events: list[Event], data: Any, state: Any) -> list[Step]:
    """8.2-8.6: raw tiles cashed (and technologies discarded), bonus tiles, roads and lines,
    money, the result; ``state`` is the end position (whose built tiles the bonuses count)."""
    cut = _cut(events)
    rest = events[cut:]
    first_vp = next((i for i, e in enumerate(rest) if e.get("type") in ("vp", "game_ended")), len(rest))
    cashed = rest[:first_vp]
    steps = [Step(cashed, tiles={e["tile"] for e in cashed if e.get("type") == "tile_removed"},
                  seats={e["player"] for e in cashed if e.get("type") == "coins"})]
    vps = [e for e in rest if e.get("type") == "vp"]
    for source in ("bonus", "connections", "money"):
        scored = [e for e in vps if e["source"] == source]
        step = Step(scored, seats={e["player"] for e in scored})
        for e in scored:
            if source == "bonus":
                symbol = e.get("symbol", "")
                step.tiles |= {t for t in state.players[e["player"]].built
                               if data.tiles[t].scores_symbol == symbol or symbol in data.tiles[t].symbols}
            elif source == "connections":  # the roads and lines, and the tiles they join
                step.edges += list(e.get("edges", ()))
                ends = {edge.id: (edge.a, edge.b) for edge in data.edges}
                step.tiles |= {t for edge in e.get("edges", ()) for t in ends.get(edge, ())}
        steps.append(step)
    shown = {id(e) for step in steps for e in step.events}
    ended = next((e for e in rest if e.get("type") == "game_ended"), None)
    winners = set(ended["outcome"]["winners"]) if ended is not None else set()
    steps.append(Step([e for e in rest[first_vp:] if id(e) not in shown], seats=winners))  # the result
    return steps


@dataclass
class RevealMoment:
    """One epoch change (or the game end) being revealed: the action's events, the steps, and a
    read-only game on the position shown (``game``), ``shown`` steps applied."""

    events: list[Event]
    steps: list[Step]
    game: Game
    before: dict[str, Any]
    final: bool
    shown: int = 0

    @classmethod
    def of(cls, game: Any, events: list[Event]) -> RevealMoment:
        final = any(e.get("type") == "game_ended" for e in events)
        cut = _cut(events)
        ended = next((e for e in events[cut:] if e.get("type") == "epoch_ended"), None)
        last = next((e for e in reversed(events) if e.get("type") == _LAST_ROUND), None)
        before = {"epoch": ended["epoch"] if ended else game.state.epoch,
                  "round": last["round"] if last else game.state.round}
        state = game.state.clone()
        for event in reversed(events[cut:]):
            apply_event(state, event, False, before)
        steps = final_steps(events, game.data, game.state) if final else epoch_steps(events)
        return cls(events, steps, Game(game.setup, state=state), before, final)

    def show(self, count: int) -> Step | None:
        """Apply the steps up to ``count`` (the pages shown so far); the step now shown, if any."""
        while self.shown < min(count, len(self.steps)):
            for event in self.steps[self.shown].events:
                apply_event(self.game.state, event, True, self.before)
            self.shown += 1
        return self.steps[self.shown - 1] if self.shown else None

    def unshown(self) -> set[int]:
        """The ids of the events no step has shown yet (the log leaves them out)."""
        cut = _cut(self.events)
        done = {id(e) for step in self.steps[:self.shown] for e in step.events}
        return {id(e) for e in self.events[cut:] if id(e) not in done}
