"""The build and develop listings' answers kept per map (issue 13): each keyed by what it reads.

Every kept answer is compared here, over many situations in a row (so the tables are warm with
other situations' answers, as in play), against the answer worked out from the rules afresh.
A key that leaves out something the answer reads hands one situation another's answer and
fails here."""
from __future__ import annotations

import random
from itertools import combinations_with_replacement

import pytest

from brass_desktop.engine import Game, GameSetup, get_game
from brass_desktop.engine.brass.context import Context
from brass_desktop.engine.brass.data import load_game_data as data_for
from brass_desktop.engine.brass.rules import build, build_listing, develop, develop_listing

GAMES = ("lancashire", "birmingham")


def _stack_situations(game: str, count: int) -> list[dict[str, tuple[int, ...]]]:
    """Fresh stacks cut at random depths: every length from full to empty, every top."""
    data = data_for(game)
    rng = random.Random(13)
    out = []
    for _ in range(count):
        out.append({industry: stack[rng.randint(0, len(stack)):] if rng.random() < 0.8 else ()
                    for industry, stack in data.stacks.items()})
    return out


@pytest.mark.parametrize("game", GAMES)
def test_the_kept_develop_groups_are_the_groups_of_each_stack(game: str) -> None:
    data = data_for(game)
    data.static_memo.clear()
    for stacks in _stack_situations(game, 400):
        ok = [k for k in data.tiles if develop.refused_level(data, k, stacks.get(k, ()), 1) is None]
        expected = [(k,) for k in ok] + [pair for pair in combinations_with_replacement(ok, 2)
                                         if pair[0] != pair[1]
                                         or develop.refused_level(data, pair[0], stacks[pair[0]], 2) is None]
        singles, doubles = develop_listing._groups(data, stacks)
        assert list(singles + doubles) == expected


def test_a_stack_of_one_tile_is_developed_once() -> None:
    """R7.1: the top two tiles decide; a stack of one tile is no stack of two (the key's depth)."""
    data = data_for("lancashire")
    data.static_memo.clear()
    full = dict(data.stacks)
    assert ("shipyard", "shipyard") in develop_listing._groups(data, full)[1]
    singles, doubles = develop_listing._groups(data, {**full, "shipyard": full["shipyard"][-1:]})
    assert ("shipyard",) in singles
    assert ("shipyard", "shipyard") not in doubles


def test_lightbulb_potteries_stop_a_double_develop() -> None:
    """Birmingham 3.3.3: pottery II may be developed, the lightbulb pottery III below it may not."""
    data = data_for("birmingham")
    data.static_memo.clear()
    assert data.stacks["pottery"] == (1, 2, 3, 4, 5)
    singles, doubles = develop_listing._groups(data, {**data.stacks, "pottery": (2, 3, 4, 5)})
    assert ("pottery",) in singles and ("pottery", "pottery") not in doubles
    assert ("pottery", "pottery") in develop_listing._groups(data, {**data.stacks, "pottery": (4, 5)})[1]
    assert ("pottery",) not in develop_listing._groups(data, dict(data.stacks))[0]  # pottery I is a lightbulb


@pytest.mark.parametrize("game", GAMES)
def test_the_kept_buildable_tiles_are_each_stacks_next_tile(game: str) -> None:
    """R1.2, R3.5 / Birmingham 3.1.3: the next tile of each stack, and whether its era allows it."""
    play = Game.new(GameSetup(players=("A", "B", "C"), seed=5, game=game, options=get_game(game).options_class()))
    data, state = play.data, play.state
    data.static_memo.clear()
    seen_refused = 0
    for number, stacks in enumerate(_stack_situations(game, 300)):
        state.era = ("canal", "rail")[number % 2]
        state.players[1].stacks = stacks
        ctx = Context(data, state, play.options)
        expected = []
        for industry in data.tiles:
            spec, refusal = build.tile_refusal(ctx, 1, industry)
            if refusal is None:
                expected.append((industry, spec))
            seen_refused += refusal is not None
        assert build_listing._buildable_tiles(ctx, 1) == expected
    assert seen_refused > 100  # the situations include empty stacks and tiles of the other era


@pytest.mark.parametrize("game", GAMES)
def test_the_kept_buildable_tiles_follow_the_era_and_the_stacks(game: str) -> None:
    """The whole list kept per (era, stacks): the same stacks in the other era, or one stack a
    tile shorter, are other answers (each situation asked in both eras, then cut by one tile)."""
    play = Game.new(GameSetup(players=("A", "B", "C"), seed=5, game=game, options=get_game(game).options_class()))
    data, state = play.data, play.state
    data.static_memo.clear()
    rng = random.Random(7)
    differed = 0
    for stacks in _stack_situations(game, 150):
        shorter = dict(stacks)
        industry = rng.choice([k for k in data.tiles if stacks.get(k)] or list(data.tiles))
        shorter[industry] = shorter.get(industry, ())[1:]
        answers = []
        for situation in (stacks, shorter):
            for era in ("canal", "rail"):
                state.era = era
                state.players[2].stacks = situation
                ctx = Context(data, state, play.options)
                expected = [(k, spec) for k in data.tiles
                            for spec, refusal in [build.tile_refusal(ctx, 2, k)] if refusal is None]
                assert build_listing._buildable_tiles(ctx, 2) == expected
                answers.append(expected)
        differed += answers[0] != answers[1]
    assert differed > 50  # the eras' answers differ often, so a key without the era fails


@pytest.mark.parametrize("game", GAMES)
def test_the_location_card_maps_are_the_faces_places(game: str) -> None:
    """R3.1 / Birmingham 3.1.1: each location card builds at its places."""
    data = data_for(game)
    data.static_memo.clear()
    cards = sorted(build_listing.location_cards(data))
    assert cards == sorted(card for card in [*data.locations, "wild_location", "wild_industry", *data.card_builds]
                           if build.is_location_card(data, card))
    rng = random.Random(11)
    for _ in range(400):
        faces = tuple(sorted(rng.sample(cards, rng.randint(0, 4))))
        expected: dict[str, list[str]] = {}
        for face in faces:
            for loc in (loc for loc in data.locations if build.location_card_fits(data, face, loc)):
                expected.setdefault(loc, []).append(face)
        found = build_listing._location_card_map(data, faces)
        assert {loc: list(here) for loc, here in found.items()} == expected
