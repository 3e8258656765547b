"""The two Brass games as a :class:`Ruleset` each: rule modules and rule constants.

Everything that differs between Brass (Lancashire) and Brass: Birmingham is named here, so
the shared Brass rule code reads ``ctx.ruleset`` (and ``ctx.rule(name)`` for the rule facts
one game fixes and the other leaves to an option) instead of testing the game.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from .data import GameData
from .flow import BIRMINGHAM_FLOW, LANCASHIRE_FLOW
from .options import BirminghamOptions, RuleOptions
from .rules import (
    build_listing,
    develop_listing,
    links_listing,
    loan_listing,
    scout,
    sell_cotton,
    sell_goods,
    shortfall,
)

#: (cards, (canal removal, rail removal), distant-market tile set) for a player count
Deck = tuple[list[str], tuple[int, int], str]


# One instance per game, compared by identity: no generated __eq__/__hash__/__repr__ over its 22
# fields, which the engine's import would pay for (issue 13).
@dataclass(frozen=True, eq=False, repr=False)
class Ruleset:
    game: str
    # The rule hooks of each action kind (ACTIONS, legal, moves, check, apply, preview), in listing
    # order of legal actions: the rule module, or where a rule keeps its fast listing apart the
    # listing module, which registers the rule's check/apply/preview with its own legal/moves
    # (build_listing and the other *_listing modules: their ``legal`` is the rule's list, fast)
    modules: tuple[ModuleType, ...]
    options_class: type
    era_flow: Mapping[str, Mapping[str, Any]]  # era -> actions per turn and the steps that end it (flow.py)
    deck: Callable[[GameData, Any, int], Deck]  # (data, options, players) -> the cards in play (R1.7, 1.2)
    discard_start: int  # Birmingham 1.16: cards each player's discard pile starts with, face down
    start_money: Callable[[int, Any], int]  # (players, options) -> £ each
    loan_amounts: tuple[int, ...]
    loans_close_when_rail_deck_empty: bool  # Lancashire R9.2
    double_build: bool  # Lancashire R3.3
    links_with_empty_network: bool  # Birmingham 3.1.9: any line when you have nothing on the board
    second_rail_beer: int  # Birmingham 3.2.3: the second rail of a double rail needs a brewery beer
    flips_on_build: tuple[str, ...]  # Lancashire R3.8: shipyards
    market_access_industries: tuple[str, ...]  # Lancashire: port tiles give a market connection
    money_per_vp: int  # Lancashire R10.5: £10 = 1 VP; Birmingham 8.3: none
    tile_vp: Callable[[Any, str, int, int], int] = field(default=lambda options, industry, level, vp: vp)
    data_variant: Callable[[Any], str] = field(default=lambda options: "")  # printed values the options pick
    # Rule facts read by the shared code: fixed by this game, or (``aliases``) read from one of its
    # options under another name; any other fact is the option of that name (see ``rule``).
    fixed: Mapping[str, Any] = field(default_factory=dict)
    aliases: Mapping[str, str] = field(default_factory=dict)

    rules: dict[type, ModuleType] = field(default_factory=dict)  # action class -> module (derived)
    kinds: dict[str, ModuleType] = field(default_factory=dict)  # action kind -> module (derived)

    def __post_init__(self) -> None:
        for module in self.modules:
            for cls in module.ACTIONS:
                self.rules[cls] = module
                self.kinds[cls.kind] = module

    def __repr__(self) -> str:
        return f"Ruleset({self.game!r})"

    def rule(self, options: Any, name: str) -> Any:
        """The value of rule fact ``name`` in this game with these options."""
        if name in self.fixed:
            return self.fixed[name]
        return getattr(options, self.aliases.get(name, name))


def _lancashire_tile_vp(options: Any, industry: str, level: int, vp: int) -> int:
    """D2: the level-1 cotton mill scores 3 (original) or 5 (Roxley)."""
    return options.cotton_level1_vp if (industry, level) == ("cotton", 1) else vp


def _lancashire_deck(data: GameData, options: Any, players: int) -> Deck:
    """R1.7, D3-D5: the deck, the cards removed per era and the distant tile set."""
    if options.deck == "roxley":  # fixed decks; the Deck tile keeps 1 card per player out in the canal era
        return _cards(data.decks[f"roxley_{players}p"]), (players, 0), f"roxley_{players}p"
    if players == 2:  # seed 004 community variant: 40-card deck, 2 removed in the canal era, none in rail
        return _cards(data.decks["roxley_2p"]), data.removal[2], "original_2p"
    return _cards(data.decks["original"]), data.removal[players], "original"


def _birmingham_deck(data: GameData, options: Any, players: int) -> Deck:
    """1.2: cards whose player-count icon exceeds the players leave; nothing is removed per era."""
    return _cards(data.decks[f"{players}p"]), (0, 0), ""


def _cards(counts: Mapping[str, int]) -> list[str]:
    return [card for card, count in sorted(counts.items()) for _ in range(count)]


LANCASHIRE = Ruleset(
    game="lancashire",
    modules=(build_listing, links_listing, develop_listing, sell_cotton, loan_listing, shortfall),
    options_class=RuleOptions,
    era_flow=LANCASHIRE_FLOW,
    deck=_lancashire_deck,
    discard_start=0,
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
    fixed={"canal_overbuild_beside_own_tile": False,  # Birmingham Q6 only
           "lines_score_every_end": True},  # every Lancashire line has two ends
)

BIRMINGHAM = Ruleset(
    game="birmingham",
    modules=(build_listing, links_listing, develop_listing, sell_goods, loan_listing, scout, shortfall),
    options_class=BirminghamOptions,
    era_flow=BIRMINGHAM_FLOW,
    deck=_birmingham_deck,
    discard_start=1,
    start_money=lambda players, options: 17,
    loan_amounts=(30,),
    loans_close_when_rail_deck_empty=False,
    double_build=False,
    links_with_empty_network=True,
    second_rail_beer=1,
    flips_on_build=(),
    market_access_industries=(),
    money_per_vp=0,
    data_variant=lambda options: options.manufacturer_iv,  # Q1
    fixed={
        "shortfall_without_tiles": "lose_vp",  # 6.5
        "virtual_link": False,
        "virtual_link_for_links": False,
        "seed_no_matching_slot_exception": False,
        "income_tiebreak": "level",  # 8.2
        "final_tiebreak": "shared",  # 8.2
        "transition_income": "before_scoring",  # 6.4 and Q7: end-of-round income, then era scoring
        "two_player_small_markets": False,
    },
    aliases={"canal_only": "starter",  # 9.1: the introductory game ends after the canal era
             "lines_score_every_end": "kidderminster_worcester_scores_farm"},  # Q4
)

RULESETS: dict[str, Ruleset] = {r.game: r for r in (LANCASHIRE, BIRMINGHAM)}


def ruleset(game: str) -> Ruleset:
    """The ruleset of Brass game ``game``; ValueError for a game that is not a Brass game."""
    try:
        return RULESETS[game]
    except KeyError:
        raise ValueError(f"unknown game {game!r}") from None


