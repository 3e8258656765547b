"""The rules' plain reference listings against their fast listings (issue 13, issue 41).

A rule module whose listing keeps tables of its own keeps it apart (``rules/build.py`` and
``rules/build_listing.py``, and so ``links``, ``develop`` and ``loan``): the rule's ``legal``
is the plain reference, every build on every slot of the map with every card face (and pair) and
every resource spelling, every link of every line (and ordered pair of lines) with every coal and
beer spelling, kept when ``check`` finds nothing against it; the listing's ``legal`` and ``moves``
prune (builds only where the cards in hand can build, predicates asked per location and industry,
rail coal from per-line facts, answers kept across states).  The listing
must be exactly the reference list, in its order (its ``moves`` the same actions, grouped), on
every golden position (tools/golden_counts.py) and many seeded positions of both games (random
play, several player counts and options), with the caches warm from the positions before.
Develop's reference is also compared with a walk over every stack and pair of stacks here.
"""
from __future__ import annotations

from itertools import combinations_with_replacement
from types import ModuleType
from typing import Any

import pytest

from brass_desktop.engine import Game, GameSetup, RuleOptions, get_game
from brass_desktop.engine.agents import BUILDER_WEIGHTS, RandomAgent
from brass_desktop.engine.brass.actions import BuildIndustry, Develop
from brass_desktop.engine.brass.rules import (
    build,
    build_listing,
    develop,
    develop_listing,
    links,
    links_listing,
    loan,
    loan_listing,
)
from brass_desktop.engine.brass.rules.common import iron_options, source_choices
from brass_desktop.engine.brass.state import ACTION
from brass_desktop.engine.core.actions import expand
from tests.engine.scenario import RAIL, give_cards, link, new_game, place, set_stack, set_turn
from tools.golden_counts import POSITIONS, reach

#: (rule module, its listing module): the rule's ``legal`` is the reference of the listing's
SPLIT: tuple[tuple[ModuleType, ModuleType], ...] = (
    (build, build_listing), (links, links_listing), (develop, develop_listing), (loan, loan_listing))

# (game, players, seed, options): random games whose every other decision is compared
GAMES: list[tuple[str, int, int, dict[str, Any]]] = [
    ("lancashire", 4, 3, {}),
    ("lancashire", 3, 5, {}),
    ("lancashire", 2, 8, {"virtual_link": False, "seed_no_matching_slot_exception": False}),
    ("birmingham", 4, 3, {}),
    ("birmingham", 3, 5, {"canal_overbuild_beside_own_tile": True}),
    ("birmingham", 2, 8, {}),
]


def _positions(game_name: str, players: int, seed: int, options: dict[str, Any]) -> list[Game]:
    """Every other action-phase decision of a seeded random game (copies)."""
    definition = get_game(game_name)
    game = Game.new(GameSetup(players=("A", "B", "C", "D")[:players], seed=seed, game=game_name,
                              options=definition.options_class(**options)))
    agent = RandomAgent(seed, BUILDER_WEIGHTS)
    out = []
    decision = 0
    while not game.is_over():
        if game.state.phase == ACTION:
            decision += 1
            if decision % 2:
                out.append(game.copy())
        game.apply(agent.choose_move(game))
    return out


def _player(game: Game) -> int:
    player = game.current_player
    assert player is not None
    return player


def compare_listings(game: Game) -> int:
    """Assert each split rule's fast listing is its reference ``legal`` at ``game``'s decision (the
    listing's ``legal`` the very list, its ``moves`` the same actions grouped); the actions listed."""
    ctx, player = game.context, _player(game)
    listed = 0
    for rule, listing in SPLIT:
        reference = list(rule.legal(ctx, player))
        assert list(listing.legal(ctx, player)) == reference, rule.__name__
        grouped = list(expand(listing.moves(ctx, player)))  # move by move: the same actions, in another order
        assert len(grouped) == len(reference) and set(grouped) == set(reference), rule.__name__
        listed += len(reference)
    return listed


def walked_develops(game: Game) -> list[Develop]:
    """Every develop ``check`` accepts, over every stack and pair of stacks, every iron spelling and
    every card face in hand, in the listing's order: stacks (one, then two in board order), iron, card."""
    ctx, player, state = game.context, _player(game), game.state
    faces = sorted(set(state.players[player].hand))
    industries = list(game.data.tiles)
    groups = [(k,) for k in industries] + list(combinations_with_replacement(industries, 2))
    out = []
    for group in groups:
        for iron in source_choices(iron_options(ctx, len(group)), False):
            for face in faces:
                action = Develop(face, group, iron)
                if not develop.check(ctx, player, action):
                    out.append(action)
    return out


@pytest.mark.parametrize(("game_name", "players", "seed", "options"), GAMES,
                         ids=[f"{g}-{p}p-s{s}{'-options' if o else ''}" for g, p, s, o in GAMES])
def test_the_build_and_develop_listings_are_the_full_walk(game_name: str, players: int, seed: int,
                                                          options: dict[str, Any]) -> None:
    positions = _positions(game_name, players, seed, options)
    listed_builds = listed_develops = 0
    for game in positions:
        ctx, player = game.context, _player(game)
        listed_builds += compare_listings(game)
        develops = list(develop.legal(ctx, player))
        assert develops == walked_develops(game)
        listed_develops += len(develops)
    # the walk compared real listings: many decisions with builds and develops to list
    assert len(positions) >= 30
    assert listed_builds >= 4 * len(positions)
    assert listed_develops >= 20 * len(positions)


def test_the_walked_positions_reach_every_kind_of_build() -> None:
    """The compared positions hold the builds the fast paths treat apart: Lancashire's double builds
    (R3.3), overbuilds (R3.9), builds outside the network with a location card; Birmingham's wild
    cards and first builds anywhere (3.1.1, 3.1.9)."""
    seen: dict[str, set[str]] = {"lancashire": set(), "birmingham": set()}
    for game_name, players, seed, options in GAMES:
        for game in _positions(game_name, players, seed, options):
            ctx, player = game.context, _player(game)
            network = ctx.network(player)
            for action in build.legal(ctx, player):
                loc = game.data.slots[action.slot][0]
                kinds = seen[game_name]
                if len(action.cards) == 2:
                    kinds.add("pair")
                if action.slot in game.state.tiles:
                    kinds.add("overbuild")
                if network and loc not in network:
                    kinds.add("outside the network")
                if not network:
                    kinds.add("first build")
                if set(action.cards) & {"wild_location", "wild_industry"}:
                    kinds.add("wild")
    assert seen["lancashire"] >= {"pair", "overbuild", "outside the network", "first build"}
    assert seen["birmingham"] >= {"overbuild", "outside the network", "first build", "wild"}


def _crafted() -> dict[str, Game]:
    """Positions of the build-anywhere rules the random games rarely reach: the virtual
    Liverpool-Birkenhead line both ways (R3.1, D1) and seed 000's exception on and off (Q1), each
    with one action left (no double build: the listing walks only where the cards can build)."""
    out = {}
    game = new_game(era=RAIL)
    place(game, "liverpool/0", 0, "port", 2)
    place(game, "ellesmere_port/0", 1, "port", 2)
    link(game, "birkenhead__ellesmere_port", 1)
    set_stack(game, 0, "shipyard", [2, 2])
    out["to birkenhead"] = set_turn(give_cards(game, 0, ["shipyard", "port", "bolton"]), 0, actions_left=1)
    for seed_rule in (True, False):
        game = new_game(era=RAIL, options=RuleOptions(seed_no_matching_slot_exception=seed_rule))
        place(game, "birkenhead/0", 0, "shipyard", 2, flipped=True)
        set_stack(game, 0, "port", [2])
        out[f"to liverpool, Q1 {seed_rule}"] = set_turn(give_cards(game, 0, ["port", "cotton"]), 0, actions_left=1)
        game = new_game(options=RuleOptions(seed_no_matching_slot_exception=seed_rule))
        place(game, "colne/0", 0, "cotton", 1)  # no port slot in the network; colne/1 a free cotton slot
        out[f"no port slot, Q1 {seed_rule}"] = set_turn(give_cards(game, 0, ["port", "cotton", "iron"]), 0,
                                                         actions_left=1)
    return out


def test_the_build_listing_is_the_full_walk_where_an_industry_card_builds_outside_the_network() -> None:
    positions = _crafted()
    outside = 0
    for game in positions.values():
        ctx, player = game.context, _player(game)
        compare_listings(game)
        builds = list(build.legal(ctx, player))
        outside += sum(len(a.cards) == 1 and a.cards[0] in ("shipyard", "port", "cotton", "iron")
                       and game.data.slots[a.slot][0] not in ctx.network(player) for a in builds)

    def listed(name: str) -> list[BuildIndustry]:
        return list(build_listing.legal(positions[name].context, 0))

    # Birkenhead's shipyard across the line; Liverpool's port from Birkenhead; ports anywhere by Q1 only
    assert BuildIndustry(("shipyard",), "birkenhead/0", "shipyard") in listed("to birkenhead")
    assert BuildIndustry(("port",), "liverpool/0", "port") in listed("to liverpool, Q1 False")
    assert BuildIndustry(("port",), "fleetwood/0", "port") in listed("no port slot, Q1 True")
    assert BuildIndustry(("port",), "fleetwood/0", "port") not in listed("no port slot, Q1 False")
    assert BuildIndustry(("cotton",), "bolton/0", "cotton") not in listed("no port slot, Q1 True")
    assert outside >= 10


BRASS_POSITIONS = [position for position in POSITIONS if position[0] in ("lancashire", "birmingham")]


@pytest.mark.parametrize("position", BRASS_POSITIONS, ids=[f"{g}-{p}p-s{s}+{a}" for g, p, s, a, _ in BRASS_POSITIONS])
def test_the_fast_listings_are_the_references_on_every_golden_position(position: tuple[str, int, int, int, str]
                                                                       ) -> None:
    game = reach(*position[:4])
    if game.current_player is not None and game.state.phase == ACTION:
        compare_listings(game)
    else:  # a shortfall or a sale going on: the reference lists nothing, nor may the listing
        player = game.current_player
        for rule, listing in SPLIT:
            if player is not None:
                assert list(rule.legal(game.context, player)) == list(listing.legal(game.context, player)) == []
