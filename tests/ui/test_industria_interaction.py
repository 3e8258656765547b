"""Industria's click logic (controller/industria.py) without any widget: what a tile click means in
each phase, bids, sell/keep, a build put together source by source, exchanges, and the reasons of
a click that fits nothing."""
from __future__ import annotations

import random
from typing import Any

from brass_desktop.controller.adapters import adapter_of
from brass_desktop.controller.industria import IndustriaInteraction, is_kind
from brass_desktop.engine import Game, GameSetup
from brass_desktop.engine.industria import IndustriaOptions


class FakeHost:
    """The controller as the interaction sees it, in plain Python."""

    def __init__(self, game: Game) -> None:
        self.game: Game | None = game
        self.rejected: list[tuple[Any, ...]] = []
        self.changes = 0
        self.applied: list[Any] = []

    def legal_actions(self) -> list[Any]:
        return list(self.game.legal_actions()) if self.game is not None else []

    def apply(self, action: Any) -> bool:
        assert self.game is not None
        self.game.apply(action)
        self.applied.append(action)
        return True

    def reject(self, violations: tuple[Any, ...]) -> None:
        self.rejected.append(violations)

    def choice_changed(self) -> None:
        self.changes += 1


def new(seed: int = 3, players: int = 4) -> tuple[FakeHost, IndustriaInteraction]:
    names = ("Ada", "Brunel", "Cort", "Darby")[:players]
    game = Game.new(GameSetup(players=names, seed=seed, game="industria", options=IndustriaOptions()))
    host = FakeHost(game)
    play = adapter_of("industria").interaction(host)
    assert isinstance(play, IndustriaInteraction)
    return host, play


def to_build_phase(host: FakeHost, rng: random.Random) -> None:
    game = host.game
    assert game is not None
    while game.state.phase != "build":
        game.apply(rng.choice(game.legal_actions()))


def test_a_click_on_a_revealed_tile_puts_it_up_for_auction():
    host, play = new()
    game = host.game
    tile = game.state.revealed[0]
    targets, _ = play.targets()
    assert tile in targets
    play.click_tile(tile)
    assert is_kind(host.applied[-1], "put_up") and game.state.lot == tile
    assert tile in play.targets()[1], "the lot on offer is marked as chosen"


def test_bids_pass_and_keep_are_single_clicks():
    host, play = new()
    game = host.game
    play.click_tile(game.state.revealed[0])
    amounts = play.bids()
    assert amounts and play.bid(min(amounts))
    assert game.state.high_bid == min(amounts)
    while game.state.to_bid:
        assert play.act(play.of_kind("pass_bid")[0])
    sell = play.action("sell")
    assert sell in host.legal_actions() and play.act(sell)


def test_a_click_that_fits_nothing_is_answered_with_the_engine_reasons():
    host, play = new()
    game = host.game
    hidden = next(t for t in game.data.tiles if t not in play.targets()[0])
    assert play.explain_tile(hidden)
    play.click_tile(hidden)
    assert host.rejected and host.rejected[-1] == play.explain_tile(hidden)
    assert not host.applied, "nothing happened to the game"


def reach_source_choice(play: IndustriaInteraction, host: FakeHost, rng: random.Random
                        ) -> tuple[str, set[tuple[str, ...]]] | None:
    """Play on at random until a tile may be built with more than one choice of sources."""
    game = host.game
    while game.current_player is not None and len(game.history) < 400:
        if game.state.phase == "build":
            by_tile: dict[str, set[tuple[str, ...]]] = {}
            for b in play.of_kind("build"):
                by_tile.setdefault(b.tile, set()).add(tuple(b.sources))
            choice = next((t for t, s in by_tile.items() if len(s) > 1), None)
            if choice is not None:
                return choice, by_tile[choice]
        game.apply(rng.choice(game.legal_actions()))
    return None


def test_a_build_is_put_together_tile_then_sources_and_confirm_is_the_build():
    for seed in range(1, 40):
        host, play = new(seed)
        found = reach_source_choice(play, host, random.Random(seed))
        if found is None:
            continue
        choice, options = found
        by_tile = {choice: options}
        play.click_tile(choice)
        assert play.build_tile == choice and play.can_back() and host.changes == 1
        assert play.prepared() is None, "a source is still to be chosen"
        wanted = sorted(by_tile[choice])[-1]
        for i, row in enumerate(play.source_rows()):
            assert wanted[i] in row.options
            if row.chosen != wanted[i]:
                play.choose_source(i, wanted[i])
        build = play.prepared()
        assert build is not None and tuple(build.sources) == wanted and build.tile == choice
        play.back()
        assert play.build_tile == choice
        play.cancel()
        assert play.build_tile is None and play.prepared() is None
        return
    raise AssertionError("no seed with a choice of sources")


def test_a_source_the_rules_leave_no_choice_for_is_taken_at_once():
    for seed in range(1, 40):
        host, play = new(seed)
        to_build_phase(host, random.Random(seed))
        by_tile: dict[str, list[Any]] = {}
        for b in play.of_kind("build"):
            by_tile.setdefault(b.tile, []).append(b)
        single = next((t for t, b in by_tile.items() if len(b) == 1), None)
        if single is None:
            continue
        play.choose_build_tile(single)
        assert play.prepared() == by_tile[single][0]
        return
    raise AssertionError("no seed with a forced build")


def test_the_interaction_reads_no_other_family_s_game():
    host, play = new()
    host.game = Game.new(GameSetup(players=("Ada", "Brunel"), seed=1))  # a Lancashire game
    assert play.game is None and play.targets() == (set(), set())
    play.click_tile("I-B-port")
    assert play.explain_tile("I-B-port") == () and not host.rejected
