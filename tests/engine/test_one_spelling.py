"""One spelling per move: ``action in legal_actions()`` exactly when ``explain(action) == ()``.

Every listed action of the golden positions (and of a few more seeded positions) is mutated -
other cards, slots, industries, lines, sources (coal, iron, beer), amounts, orders - and each
mutation must be listed exactly when it explains as legal.  The self-play tests check
listed => legal; this also catches a legal spelling the listing drops.
"""
from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from itertools import permutations
from typing import Any

import pytest

from brass_desktop.engine import BuildIndustry, Develop, Game, get_game
from brass_desktop.engine.brass.actions import Action, Scout
from brass_desktop.engine.brass.data import MARKET
from tests.engine.scenario import (
    RAIL,
    assert_illegal,
    assert_legal,
    give_cards,
    link,
    new_birmingham,
    new_game,
    place,
    set_stack,
)
from tools.golden_counts import POSITIONS, reach

EXTRA = (("lancashire", 3, 7, 30), ("lancashire", 4, 8, 60), ("birmingham", 3, 7, 40), ("birmingham", 4, 8, 90))
# Brass's mutations (cards, slots, lines, cube sources); Industria's are in industria/test_selfplay.py
CASES = [p[:4] for p in POSITIONS if get_game(p[0]).family == "brass"] + list(EXTRA)
PER_KIND = 12  # listed actions mutated per kind and position (sampled, seeded)


class Universe:
    """The values a field may be mutated to in one position."""

    def __init__(self, game: Game) -> None:
        state, data = game.state, game.data
        player = game.current_player
        assert player is not None
        hand = sorted(set(state.players[player].hand))
        self.cards = hand + [c for c in ("wild_location", "wild_industry", "coal") if c not in hand][:1] \
            + [next(c for c in sorted(data.locations) if c not in hand)]
        self.industries = sorted(data.tiles)
        self.tiles = sorted(state.tiles)
        self.sources = sorted({s for s, t in state.tiles.items() if t.industry in ("coal", "iron", "brewery")}
                              | {MARKET, "merchant"})
        self.free_lines = sorted(lid for lid in data.lines if lid not in state.links)
        self.targets = sorted({*(s for s, t in state.tiles.items() if t.industry == "port"), "distant",
                               *(m["id"] for m in state.merchants)})
        self.data = data


def tuple_variants(value: tuple[str, ...], pool: list[str], rng: random.Random) -> Iterator[tuple[str, ...]]:
    """Other orders, one element replaced, one dropped, one added, and the empty tuple."""
    yield ()
    yield from permutations(value)
    for i in range(len(value)):
        yield value[:i] + value[i + 1:]
        for other in rng.sample(pool, min(4, len(pool))):
            yield value[:i] + (other,) + value[i + 1:]
    for other in rng.sample(pool, min(3, len(pool))):
        yield value + (other,)


def mutations(action: Action, u: Universe, rng: random.Random) -> Iterator[Action]:
    """Variants of ``action`` that change one field."""
    for f in dataclasses.fields(action):  # type: ignore[arg-type]
        value = getattr(action, f.name)
        name = f.name
        if name in ("coal", "iron", "beer"):
            variants: Any = tuple_variants(value, u.sources, rng)
        elif name == "cards":
            variants = tuple_variants(value, u.cards, rng)
        elif name == "lines":
            near = [lid for lid in u.free_lines if set(u.data.lines[lid].ends) & {e for line in value
                                                                                   for e in u.data.lines[line].ends}]
            variants = tuple_variants(value, near or u.free_lines, rng)
        elif name == "industries":
            variants = tuple_variants(value, u.industries, rng)
        elif name == "card":
            variants = u.cards
        elif name == "industry":
            variants = u.industries
        elif name == "develop":
            variants = ["", *u.industries]
        elif name in ("slot", "mill"):
            loc = u.data.slots[value][0] if value in u.data.slots else ""
            variants = ([s for s in u.data.slots if u.data.slots[s][0] == loc]
                        + rng.sample(u.tiles, min(4, len(u.tiles))))
        elif name == "to":
            variants = u.targets
        elif name == "amount":
            variants = [0, 10, 20, 30]
        else:
            continue
        for variant in variants:
            if variant != value:
                yield dataclasses.replace(action, **{name: variant})  # type: ignore[type-var]


def sample(legal: list[Action], rng: random.Random) -> list[Action]:
    by_kind: dict[str, list[Action]] = {}
    for action in legal:
        by_kind.setdefault(action.kind, []).append(action)
    return [a for kind in sorted(by_kind) for a in rng.sample(by_kind[kind], min(PER_KIND, len(by_kind[kind])))]


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}-{c[1]}p-s{c[2]}-a{c[3]}")
def test_listed_exactly_when_explained_as_legal(case: tuple[str, int, int, int]) -> None:
    game = reach(*case)
    legal = game.legal_actions()
    listed = set(legal)
    u = Universe(game)
    rng = random.Random(hash(case) & 0xFFFF)
    seen: set[Action] = set()
    checked = 0
    sampled = sample(legal, rng)
    for action in sampled:
        assert game.explain(action) == (), action
        for mutant in mutations(action, u, rng):
            if mutant in seen:
                continue
            seen.add(mutant)
            checked += 1
            assert (mutant in listed) == (game.explain(mutant) == ()), (action, mutant, game.explain(mutant))
    assert checked >= len(sampled)  # every listed action has variants


def test_the_issue_example_naming_the_only_coal_mine_is_refused() -> None:
    """Issue 9: the only coal is at distance 0, so the listing says ``coal=()`` and nothing else."""
    game = new_game()
    place(game, "bolton/1", 1, "coal", 1, cubes=2)
    give_cards(game, 0, ["bolton"])
    listed = BuildIndustry(("bolton",), "bolton/2", "iron")
    assert_legal(game, listed)
    assert_illegal(game, BuildIndustry(("bolton",), "bolton/2", "iron", coal=("bolton/1",)),
                   [("no_source_choice", {"resource": "coal", "given": ["bolton/1"]})])


def test_a_choice_of_coal_must_be_named_and_the_cubes_listed_sorted() -> None:
    """Two mines at the same distance: each is a listed choice, () and other spellings are refused."""
    game = new_game(era=RAIL)
    link(game, "bolton__wigan", 0)
    link(game, "bolton__bury", 0)
    place(game, "wigan/0", 1, "coal", 1, cubes=2)
    place(game, "bury/0", 2, "coal", 1, cubes=2)
    set_stack(game, 0, "iron", [2, 3])
    give_cards(game, 0, ["bolton"])
    assert {a.coal for a in game.legal_actions(kind="build", location="bolton")
            if isinstance(a, BuildIndustry) and a.industry == "iron"} == {("bury/0",), ("wigan/0",)}
    assert_legal(game, BuildIndustry(("bolton",), "bolton/2", "iron", coal=("wigan/0",)))
    assert_illegal(game, BuildIndustry(("bolton",), "bolton/2", "iron"),
                   [("source_not_chosen", {"resource": "coal", "choices": [["bury/0"], ["wigan/0"]]})])
    assert_illegal(game, BuildIndustry(("bolton",), "bolton/2", "iron", coal=("wigan/0", "wigan/0")),
                   [("bad_coal_source", {"given": ["wigan/0", "wigan/0"], "options": [["bury/0"], ["wigan/0"]]})])


def test_a_pair_of_cards_and_two_stacks_are_listed_in_one_order_only() -> None:
    game = new_game()
    give_cards(game, 0, ["bolton", "wigan"])
    assert_legal(game, BuildIndustry(("bolton", "wigan"), "lancaster/1", "cotton"))
    assert_illegal(game, BuildIndustry(("wigan", "bolton"), "lancaster/1", "cotton"),
                   [("order_not_listed", {"given": ["wigan", "bolton"], "expected": ["bolton", "wigan"]})])
    assert_legal(game, Develop("bolton", ("cotton", "coal")))  # board order of the industries
    assert_illegal(game, Develop("bolton", ("coal", "cotton")),
                   [("order_not_listed", {"given": ["coal", "cotton"], "expected": ["cotton", "coal"]})])


def test_a_scout_is_listed_with_its_cards_in_order() -> None:
    game = new_birmingham()
    give_cards(game, 0, ["coventry", "dudley", "redditch"])
    assert_legal(game, Scout(("coventry", "dudley", "redditch")))
    assert_illegal(game, Scout(("dudley", "coventry", "redditch")),
                   [("order_not_listed", {"given": ["dudley", "coventry", "redditch"],
                                          "expected": ["coventry", "dudley", "redditch"]})])
