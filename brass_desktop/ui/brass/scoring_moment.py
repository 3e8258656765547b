"""The scoring moment: what the table sees while an era's scores are revealed.

The engine scores an era and moves on (links and level-1 tiles leave, the rail era is dealt)
within the action that ended it.  While the scores are revealed the window shows instead the
position the scoring saw, built read-only from the position shown before that action and the
events of the action (R10.2/R10.3, Birmingham 7.1: every link and flipped tile that scored is in
the ``era_scored`` event), with each player's VP as before the scoring, raised step by step as
the columns are revealed.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from brass_desktop.engine import Event, Game, GameState, Tile

# Facts of the round being played: at the scoring they are still those of the era that ends.
_ROUND_FIELDS = ("era", "round", "rounds_in_era", "turn_order", "turn_index", "actions_left", "deck", "discard",
                 "removed", "distant_pos", "distant_closed", "distant_tiles")


def first_event(events: list[Event], kind: str) -> Event | None:
    return next((e for e in events if e.get("type") == kind), None)


def board_at_scoring(before: GameState, after: GameState, events: list[Event]) -> GameState:
    """The position the era scoring of ``events`` saw: ``after`` with the scored era's links and
    removed tiles back, the round facts of ``before`` and the VP each player had before scoring."""
    era = first_event(events, "era_scored")
    assert era is not None
    held, past = after.clone(), before.clone()
    for name in _ROUND_FIELDS:
        setattr(held, name, getattr(past, name))
    if after.phase != "over":  # whose decision it was (a shortfall's player with its debt, R9.4)
        held.phase, held.pending = past.phase, past.pending
    for i, p in enumerate(held.players):  # the next era's hands and links wait
        p.hand = past.players[i].hand
        p.links_left = past.players[i].links_left
    # Birmingham 7.5: the merchants' beer refills for the next era, after the scoring (the barrels
    # this action drank were gone when it scored).
    beer = {m["id"]: m["beer"] for m in past.merchants}
    for event in events:
        if event.get("type") == "beer_used" and event.get("source") in beer:
            beer[event["source"]] = max(0, int(beer[event["source"]]) - 1)
    held.merchants = [{**m, "beer": beer.get(m["id"], m["beer"])} for m in held.merchants]
    rows = era["breakdown"]
    held.links = {item["line"]: row["player"] for row in rows for item in row["link_items"]}
    scored = {item["slot"] for row in rows for item in row["industry_items"]}
    for event in events:  # R10.4: the tiles the era end removed were on the board when it scored
        if event.get("type") == "tile_removed" and event["slot"] not in held.tiles:
            old = before.tiles.get(event["slot"])
            held.tiles[event["slot"]] = Tile(event["owner"], event["industry"], event["level"],
                                             old.cubes if old is not None else 0, event["slot"] in scored)
    for slot in scored:
        held.tiles[slot] = held.tiles[slot].turned()  # tiles are frozen
    for row in rows:
        held.players[row["player"]].vp = int(row["total"]) - int(row["links"]) - int(row["industries"])
    return held


@dataclass
class ScoringMoment:
    """One era end (or the game end) being revealed: the events, and a read-only game on the
    position the scoring saw, for the board and the panels."""

    events: list[Event]
    held: Game
    vp_before: dict[int, int] = field(default_factory=dict)

    @classmethod
    def of(cls, game: Game, before: GameState, events: list[Event]) -> ScoringMoment:
        state = board_at_scoring(before, game.state, events)
        held = Game(game.setup, state=state)
        return cls(events, held, {i: p.vp for i, p in enumerate(state.players)})

    @property
    def era_event(self) -> Event:
        event = first_event(self.events, "era_scored")
        assert event is not None
        return event

    def event(self, kind: str) -> Event | None:
        return first_event(self.events, kind)

    def show_vp(self, gained: dict[int, int]) -> None:
        """Each player's VP as before the scoring plus ``gained`` (what the revealed columns bring)."""
        for i, p in enumerate(self.held.state.players):
            p.vp = self.vp_before.get(i, 0) + gained.get(i, 0)
