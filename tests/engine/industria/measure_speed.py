"""Self-play speed of the Industria engine (until benchmarks/engine_selfplay.py drives it through Game).

    python -m tests.engine.industria.measure_speed [--games 100] [--players 4]

Two figures per run, both listing every legal action at every decision:
* driver: the test driver (explain before apply, an undo snapshot per action) with the Brass
  ``RandomAgent`` - what the core ``Game`` will do;
* engine: the rule modules and the flow alone, a uniform random choice, no snapshots.
Process CPU time is used, the figure to trust on a busy machine.
"""
from __future__ import annotations

import argparse
import random
import time

from brass_desktop.engine.agents import RandomAgent

from .scenario import NAMES, new_game


def driver_games(players: int, games: int) -> tuple[float, float]:
    start, actions = time.process_time(), 0
    for seed in range(games):
        game = new_game(NAMES[:players], seed=seed)
        agent = RandomAgent(seed)
        while not game.is_over():
            game.apply(agent.choose(game))
            actions += 1
    cpu = time.process_time() - start
    return games / cpu, actions / games


def engine_games(players: int, games: int) -> float:
    start = time.process_time()
    for seed in range(games):
        game = new_game(NAMES[:players], seed=seed)
        definition, rng = game.definition, random.Random(seed)
        modules = definition.modules
        module_of = {cls: m for m in modules for cls in m.ACTIONS}
        state = game.state
        while state.phase != "over":
            ctx = definition.context(game.data, state, game.options)
            player = state.current_player()
            action = rng.choice([a for m in modules for a in m.legal(ctx, player)])
            fx = definition.effects(ctx, [])
            module_of[type(action)].apply(ctx, fx, player, action)
            definition.after_action(ctx, fx, True)
    return games / (time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=4, choices=(3, 4))
    args = parser.parse_args()
    per_second, actions = driver_games(args.players, args.games)
    print(f"{args.games} random {args.players}-player Industria games, every legal action listed")
    print(f"  driver + RandomAgent + undo snapshots  {per_second:7.1f} games per CPU second ({actions:.0f} actions/game)")
    print(f"  rule modules and flow alone            {engine_games(args.players, args.games):7.1f} games per CPU second")


if __name__ == "__main__":
    main()
