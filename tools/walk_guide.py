"""Play a guided first game headless and print every decision: for writing and checking guides.

    python tools/walk_guide.py lancashire            # the learner follows every suggestion
    python tools/walk_guide.py industria --first     # the learner always takes the first legal action

Each line: the decision's number, the player, the round and phase, the action (the engine's
dict form, which the guide's patterns match) and, for the learner, what the guide made of it.
Exits 1 if a followed guide does not reach its end with every step followed.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from brass_desktop.controller.guide import FOLLOWED, guide_setup, load_guide, walk  # noqa: E402
from brass_desktop.engine import Game  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--first", action="store_true", help="ignore the suggestions")
    args = parser.parse_args()
    guide = load_guide(args.game)
    played, runner = walk(guide, follow=not args.first)
    results = {r.index: r for r in runner.results}
    replay = Game.new(guide_setup(guide, "Learner", [f"Computer {n}" for n in range(len(guide.players))]))
    for index, action in enumerate(played.history):
        state = replay.state
        where = f"round {getattr(state, 'round', '?')} {getattr(state, 'phase', '')}"
        note = ""
        if index in results:
            r = results[index]
            note = f"   <- {r.status} {r.step or ''}" + (f" (skipped {', '.join(r.skipped)})" if r.skipped else "")
            note += f" (made {r.ahead} early)" if r.ahead else ""
        print(f"{index:3} p{replay.current_player} {where:18} {played.definition.action_to_dict(action)}{note}")
        replay.apply(action)
    print(f"guide finished: {runner.finished(played)}; steps left: {[s.id for s in runner.pending()]}")
    followed = [r.step for r in runner.results if r.status == FOLLOWED]
    return 0 if args.first or followed == [s.id for s in guide.steps] else 1


if __name__ == "__main__":
    sys.exit(main())
