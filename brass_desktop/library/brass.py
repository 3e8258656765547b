"""The library's reader of Brass games (Lancashire and Birmingham): figures after every round and
VP by source (each era's links and industries, the starter, money, bonuses, VP lost)."""
from __future__ import annotations

from brass_desktop.engine import Game
from brass_desktop.library import FamilyFigures, Figures, RoundFigures, register_family

# Sources of VP at the end of a game, in chart order; "other" is what the events do not name.
SOURCES = ("canal_links", "canal_industries", "rail_links", "rail_industries", "starter", "money",
           "bonus", "lost", "other")


def brass_figures(game: Game, replay: Game) -> Figures:
    """A round's figures are taken once its flow has finished (income paid, R9.3; era
    scored, R10.2), i.e. when the next round starts or the game ends; a shortfall (R9.4) that
    pauses the income only delays that moment."""
    state = replay.state
    count = len(state.players)
    rounds: list[RoundFigures] = []
    sources = {seat: dict.fromkeys(SOURCES, 0) for seat in range(count)}
    pending: tuple[str, int] | None = None
    for action in game.history:
        events = replay.apply(action)
        for event in events:
            kind = event["type"]
            if kind == "round_ended":
                pending = (event["era"], event["round"])
            elif kind == "era_scored":
                for row in event["breakdown"]:
                    sources[row["player"]][f"{event['era']}_links"] += row["links"]
                    sources[row["player"]][f"{event['era']}_industries"] += row["industries"]
            elif kind == "starter_scored":
                for row in event["breakdown"]:
                    sources[row["player"]]["starter"] += row["money_vp"] + row["income_vp"] + row["tiles_vp"]
            elif kind == "money_scored":
                for row in event["breakdown"]:
                    sources[row["player"]]["money"] += row["vp"]
            elif kind == "vp_gained":
                sources[event["player"]]["bonus"] += event["vp"]
            elif kind == "vp_lost":  # a shortfall paid in VP (Roxley D6, Birmingham)
                sources[event["player"]]["lost"] -= event["vp"]
        state = replay.state
        if pending is not None and not state.flow and state.phase in ("action", "over"):
            seq = len(rounds) // count + 1
            rounds.extend(RoundFigures(seq, pending[0], pending[1], seat, p.vp, p.money,
                                       replay.data.income_by_position[p.income_pos])
                          for seat, p in enumerate(state.players))
            pending = None
    final = {seat: (p.money, replay.data.income_by_position[p.income_pos]) for seat, p in enumerate(state.players)}
    return rounds, sources, final


register_family("brass", FamilyFigures(SOURCES, brass_figures))
