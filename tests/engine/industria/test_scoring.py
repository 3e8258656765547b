"""rules.md 8 / design.md 8.9-8.12: bonus tiles, connections, money and the tie-breaks."""
from __future__ import annotations

import dataclasses

from brass_desktop.engine.core.game import Game
from brass_desktop.engine.industria.actions import EndBuild
from brass_desktop.engine.industria.options import IndustriaOptions
from brass_desktop.engine.industria.scoring import bonus_points, connections
from brass_desktop.engine.industria.state import OVER

from .scenario import build_position


def last_build(coins: list[int], hands: dict[int, list[str]], built: dict[int, list[str]],
               options: IndustriaOptions | None = None) -> Game:
    """The build phase of the very last round (epoch V, round 3), stacks empty."""
    game = build_position(epoch="V", coins=coins, hands=hands, built=built, options=options)
    game.state.round = 3
    game.state.stacks = {e: () for e in game.state.stacks}
    return game


def end(game: Game) -> list[dict[str, object]]:
    events: list[dict[str, object]] = []
    while game.state.phase != OVER:
        events += game.apply(EndBuild())
    return events


def test_final_scoring_bonus_connections_and_money() -> None:
    game = last_build(
        coins=[8, 2, 0, 5], hands={0: ["IV-R-cement"], 1: ["V-T-internet"]},
        built={0: ["I-B-canal", "II-B-canal", "I-F-stone", "I-F-windmill", "I-F-weaving", "I-F-brick"],
               1: ["I-B-port"], 3: ["III-T-telegraph", "IV-T-radio", "V-T-mobile"]})
    events = end(game)
    p0, p1, p2, p3 = game.state.players
    # canal on Quarry, Windmill, Weaving Mill: 3 x 2 (the second canal tile adds nothing);
    # roads Brickworks-Windmill, Windmill-Weaving Mill: 2 x 3; 8 coins + 1 cashed raw tile: 3
    assert p0.vp_by_source == {"bonus": 6, "connections": 6, "money": 3} and p0.vp == 15 and p0.coins == 9
    assert p1.vp_by_source == {"bonus": 0} and p1.vp == 0  # no port factory; the hand scores nothing
    assert p2.vp == 0
    # lines Telegraph-Radio and Radio-Mobile Phone; 5 coins: 1
    assert p3.vp_by_source == {"connections": 6, "money": 1}
    assert {"type": "vp", "player": 3, "amount": 6, "source": "connections",
            "edges": ["line-9", "line-13"]} in events
    outcome = game.outcome()
    assert outcome is not None
    assert outcome.ranking == (0, 3, 1, 2) and outcome.winners == (0,) and outcome.decided_by == "vp"
    assert outcome.scores[0].tiebreak == {"built_tiles": 6, "coins": 9}


def test_tie_broken_by_built_tiles_then_coins_then_shared() -> None:
    game = last_build(coins=[2, 2, 2, 1], hands={}, built={0: ["I-F-windmill"], 1: ["I-F-weaving"],
                                                         2: ["I-F-wood", "I-F-stone"], 3: ["I-F-brick", "II-F-glass"]})
    end(game)
    outcome = game.outcome()
    assert outcome is not None
    assert [s.vp for s in outcome.scores] == [0, 0, 0, 0]
    # 2 and 3 built two tiles; 2 has more coins
    assert outcome.ranking == (2, 3, 0, 1) and outcome.winners == (2,) and outcome.decided_by == "coins"
    game = last_build(coins=[2, 2, 2, 2], hands={}, built={0: ["I-F-windmill", "I-F-wood"], 1: ["I-F-weaving"]})
    end(game)
    outcome = game.outcome()
    assert outcome is not None and outcome.winners == (0,) and outcome.decided_by == "built_tiles"
    game = last_build(coins=[2, 2, 1, 1], hands={}, built={0: ["I-F-wood"], 1: ["I-F-weaving"]})
    end(game)
    outcome = game.outcome()
    assert outcome is not None and outcome.winners == (0, 1) and outcome.decided_by == "shared"


def test_bonus_counts_technologies_unless_the_option_says_factories_only() -> None:
    game = last_build(coins=[0, 0, 0, 0], hands={}, built={0: ["I-B-port", "II-F-ceramic", "I-T-printing"]})
    tiles = dict(game.data.tiles)
    tiles["I-T-printing"] = dataclasses.replace(tiles["I-T-printing"], symbols=("port",))
    game.data = dataclasses.replace(game.data, tiles=tiles)
    assert bonus_points(game.definition.context(game.data, game.state, game.options), 0) == {"port": 4}
    factories_only = IndustriaOptions(bonus_counts_technologies=False)
    assert bonus_points(game.definition.context(game.data, game.state, factories_only), 0) == {"port": 2}


def test_a_factory_with_two_symbols_scores_for_two_bonus_tiles() -> None:
    game = last_build(coins=[0, 0, 0, 0], hands={}, built={0: ["I-B-canal", "I-B-port", "I-F-weaving", "II-F-bank"]})
    assert bonus_points(game.context, 0) == {"canal": 4, "port": 4}
    assert connections(game.context, 0) == ["road-4"]  # Weaving Mill-Bank
