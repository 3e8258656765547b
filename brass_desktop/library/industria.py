"""The library's reader of Industria games: figures after every round (coins, VP, the income of
the round) and VP by source (tiles, bonus tiles, connections, money)."""
from __future__ import annotations

from brass_desktop.engine import INDUSTRIA_START_COINS, Game
from brass_desktop.library import FamilyFigures, Figures, RoundFigures, register_family

# Sources of VP at the end of a game, in chart order; "other" is what the track does not name.
SOURCES = ("tiles", "bonus_tiles", "connections", "money", "other")


def industria_figures(game: Game, replay: Game) -> Figures:
    """A round's figures (coins, VP, and as "income level" the income taken that round,
    rules.md 3.1-3.2) are those at its end, after the build phase; the next round's income follows
    in the same action, so they are counted from the events.  The last round's are the final
    position (after the final scoring, 8.2-8.5).  VP by source: the track's own record."""
    state = replay.state
    count = len(state.players)
    coins = [p.coins for p in state.players]
    vp = [p.vp for p in state.players]
    # the income of the round being played; round 1's was paid with the setup (1.2 start coins, 3.1)
    income = [p.coins - INDUSTRIA_START_COINS for p in state.players]
    rounds: list[RoundFigures] = []
    for action, actor in zip(game.history, game.actors, strict=True):  # an exchange may be out of turn (6.6)
        for event in replay.apply(action, player=actor):
            kind = event["type"]
            if kind == "coins":
                coins[event["player"]] += event["amount"]
                if isinstance(event["counterpart"], int):
                    coins[event["counterpart"]] -= event["amount"]
                if event["why"] == "income":
                    income[event["player"]] += event["amount"]
            elif kind == "vp":
                vp[event["player"]] += event["amount"]
            elif kind == "round_ended":
                seq = len(rounds) // count + 1
                rounds.extend(RoundFigures(seq, event["epoch"], event["round"], seat, vp[seat], coins[seat],
                                           income[seat]) for seat in range(count))
                income = [0] * count
    state = replay.state
    last = max((r.seq for r in rounds), default=0)
    rounds = [r if r.seq != last else RoundFigures(r.seq, r.stage, r.round, r.seat, state.players[r.seat].vp,
                                                   state.players[r.seat].coins, r.income_level) for r in rounds]
    sources = {}
    for seat, p in enumerate(state.players):
        row = {"tiles": p.vp_by_source.get("tiles", 0), "bonus_tiles": p.vp_by_source.get("bonus", 0),
               "connections": p.vp_by_source.get("connections", 0), "money": p.vp_by_source.get("money", 0)}
        sources[seat] = {**row, "other": 0}
    final = {seat: (p.coins, 0) for seat, p in enumerate(state.players)}
    return rounds, sources, final


register_family("industria", FamilyFigures(SOURCES, industria_figures))
