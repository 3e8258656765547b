"""Make the teacher scenarios shipped in resources/scenarios/ (File › Scenarios in the app).

    python tools/make_scenarios.py            # (re)write every scenario
    python tools/make_scenarios.py --check    # exit 1 if a shipped file differs from what this makes

Each scenario is a seeded game played by the random agent (with the builder weights, which play
more like people do) up to the first moment a teacher wants to show, and stopped just before it
with ``engine/__main__.play_until``: the action that makes it happen is taken back and kept as the
record's redo entry, so the room can discuss the position, then either play on or press Redo to
see the computer's move.  The seeds are searched from 1 up, so the result is reproducible.
Industria's auction scenario stops where the auctioneer, with bids made, chooses to sell or keep
(rules.md 5.3); Redo shows the sale.
"""
from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from brass_desktop.engine import BuildLink, Game, GameSetup, get_game, record_to_json  # noqa: E402
from brass_desktop.engine.__main__ import play_until  # noqa: E402
from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent  # noqa: E402

OUT = ROOT / "resources" / "scenarios"
NAMES = ("Ada", "Brunel", "Cort", "Darby")

Events = list[dict[str, Any]]


def happens(event_type: str) -> Callable[[Game, Events], str | None]:
    """Stop before the first action with an event of ``event_type``."""
    return lambda game, events: "undo" if any(e["type"] == event_type for e in events) else None


def double_rail(game: Game, events: Events) -> str | None:
    """Stop before the first link action that lays two rails (R4.3, Birmingham 3.2.3)."""
    action = events[0]["action"]
    return "undo" if isinstance(action, BuildLink) and len(action.lines) == 2 else None


def sold_after_bids(game: Game, events: Events) -> str | None:
    """Stop before an Industria auctioneer sells a tile that two or more players bid for (5.2-5.3),
    not in the first round (the room sees built tiles and hands)."""
    if not any(e["type"] == "sold" for e in events) or game.state.round == 1 and game.state.epoch == "I":
        return None
    kinds = [a.kind for a in game.history]
    since_put_up = kinds[len(kinds) - 1 - kinds[::-1].index("put_up"):]
    return "undo" if since_put_up.count("bid") >= 2 else None


@dataclass(frozen=True)
class Scenario:
    name: str              # file stem; the app's menu title is keyed by it (ui/scenarios.py)
    game: str
    players: int
    stop: Callable[[Game, Events], str | None]
    expect: str            # the event type Redo then shows (checked by the tests)


SCENARIOS = (
    Scenario("lancashire-canal-era-end", "lancashire", 3, happens("era_scored"), "era_scored"),
    Scenario("birmingham-canal-era-end", "birmingham", 4, happens("era_scored"), "era_scored"),
    Scenario("lancashire-shortfall", "lancashire", 3, happens("shortfall"), "shortfall"),
    Scenario("birmingham-shortfall", "birmingham", 3, happens("shortfall"), "shortfall"),
    Scenario("lancashire-distant-market", "lancashire", 2, happens("distant_tile"), "distant_tile"),
    Scenario("lancashire-double-rail", "lancashire", 3, double_rail, "link_built"),
    Scenario("birmingham-double-rail", "birmingham", 3, double_rail, "link_built"),
    Scenario("industria-auction", "industria", 4, sold_after_bids, "sold"),
)


def make(scenario: Scenario, seeds: range = range(1, 500)) -> Game:
    """The first seeded game that reaches the scenario's moment, stopped just before it."""
    for seed in seeds:
        setup = GameSetup(players=NAMES[:scenario.players], seed=seed, game=scenario.game,
                          options=get_game(scenario.game).options_class())
        game = Game.new(setup)
        if play_until(game, RandomAgent(seed, BUILDER_WEIGHTS), scenario.stop):
            return game
    raise RuntimeError(f"no seed reaches {scenario.name}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the shipped files, write nothing")
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    stale = []
    for scenario in SCENARIOS:
        game = make(scenario)
        text = record_to_json(game) + "\n"
        path = OUT / f"{scenario.name}.brass.json"
        state = game.state
        print(f"{path.name}: seed {game.setup['seed']}, {len(game.history)} actions, "
              f"{get_game(scenario.game).describe_position(state)}")
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(path.name)
        else:
            path.write_text(text, encoding="utf-8")
    if stale:
        print("out of date: " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
