"""The games the engine plays: each is its data plus a :class:`Ruleset` of rule modules and
rule constants.  Everything that differs between Brass (Lancashire) and Brass: Birmingham
is named here, so the shared rule code reads ``ctx.ruleset`` instead of testing the game.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Callable

from .options import BirminghamOptions, RuleOptions
from .rules import build, develop, links, loan, scout, sell_cotton, sell_goods, shortfall


@dataclass(frozen=True)
class Ruleset:
    game: str
    modules: tuple[ModuleType, ...]  # listing order of legal actions
    options_class: type
    start_money: Callable[[int, Any], int]  # (players, options) -> £ each
    loan_amounts: tuple[int, ...]
    loans_close_when_rail_deck_empty: bool  # Lancashire R9.2
    double_build: bool  # Lancashire R3.3
    links_with_empty_network: bool  # Birmingham 3.1.9: any line when you have nothing on the board
    second_rail_beer: int  # Birmingham 3.2.3: the second rail of a double rail needs a brewery beer
    flips_on_build: tuple[str, ...]  # Lancashire R3.8: shipyards
    market_access_industries: tuple[str, ...]  # Lancashire: port tiles give a market connection
    money_per_vp: int  # Lancashire R10.5: £10 = 1 VP; Birmingham 8.3: none
    discard_starts_face_down: bool = False  # Birmingham 1.16: one face-down card per player starts the discard
    tile_vp: Callable[[Any, str, int, int], int] = field(default=lambda options, industry, level, vp: vp)

    rules: dict[type, ModuleType] = field(default_factory=dict)  # action class -> module (derived)
    kinds: dict[str, ModuleType] = field(default_factory=dict)  # action kind -> module (derived)

    def __post_init__(self) -> None:
        for module in self.modules:
            for cls in module.ACTIONS:
                self.rules[cls] = module
                self.kinds[cls.kind] = module


def _lancashire_tile_vp(options: Any, industry: str, level: int, vp: int) -> int:
    """D2: the level-1 cotton mill scores 3 (original) or 5 (Roxley)."""
    return options.cotton_level1_vp if (industry, level) == ("cotton", 1) else vp


LANCASHIRE = Ruleset(
    game="lancashire",
    modules=(build, links, develop, sell_cotton, loan, shortfall),
    options_class=RuleOptions,
    # seed 004: £25 in the 2-player community variant; Roxley plays 2 players with £30
    start_money=lambda players, options: 25 if players == 2 and options.deck == "original" else 30,
    loan_amounts=(10, 20, 30),
    loans_close_when_rail_deck_empty=True,
    double_build=True,
    links_with_empty_network=False,
    second_rail_beer=0,
    flips_on_build=("shipyard",),
    market_access_industries=("port",),
    money_per_vp=10,
    tile_vp=_lancashire_tile_vp,
)

BIRMINGHAM = Ruleset(
    game="birmingham",
    modules=(build, links, develop, sell_goods, loan, scout, shortfall),
    options_class=BirminghamOptions,
    start_money=lambda players, options: 17,
    loan_amounts=(30,),
    loans_close_when_rail_deck_empty=False,
    double_build=False,
    links_with_empty_network=True,
    second_rail_beer=1,
    flips_on_build=(),
    market_access_industries=(),
    money_per_vp=0,
    discard_starts_face_down=True,
)

RULESETS: dict[str, Ruleset] = {r.game: r for r in (LANCASHIRE, BIRMINGHAM)}
GAMES = tuple(RULESETS)


def ruleset(game: str) -> Ruleset:
    try:
        return RULESETS[game]
    except KeyError:
        raise ValueError(f"unknown game {game!r}") from None


def options_from_dict(game: str, data: dict[str, Any]) -> Any:
    return ruleset(game).options_class.from_dict(data)


