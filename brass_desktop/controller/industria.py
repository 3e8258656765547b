"""Industria's controller plug-in: what a click on a tile or a button means in each phase.

Pure Python (no Qt): the interaction reads the engine's legal list through its
:class:`~brass_desktop.controller.adapters.Host` and either carries an action out at once (put
a tile up, bid, pass, sell, keep, exchange, end the build) or puts a build together: the tile
first, then one source per resource in the engine's order, a source the rules leave no choice
for being taken at once.  A click that fits no legal action is answered with the engine's own
reasons for the action it would have made.  The action panel (``ui/industria/panels.py``) only
shows these choices and forwards the clicks.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from brass_desktop.controller.adapters import Host, register_adapter
from brass_desktop.engine import Game, Violation

FAMILY = "industria"
AUCTION = "auction"
BUILD_PHASE = "build"


def make_action(game: Game, kind: str, **fields: Any) -> Any:
    """An Industria action through the game's own record codec (no rule classes imported)."""
    return game.definition.action_from_dict({"kind": kind, **fields})


def is_kind(action: Any, kind: str) -> bool:
    """Whether ``action`` is of the engine kind ``kind``."""
    return getattr(action, "kind", None) == kind


@dataclass(frozen=True)
class SourceRow:
    """One resource of the chosen build: the sources it may come from and the one chosen (or None)."""

    resource: str
    options: tuple[str, ...]
    chosen: str | None


class IndustriaAdapter:
    """Industria's controller vocabulary: only its interaction."""

    family = FAMILY

    def interaction(self, host: Host) -> IndustriaInteraction:
        """Industria's choices over ``host``'s game."""
        return IndustriaInteraction(host)


class IndustriaInteraction:
    """The choices of an Industria turn: most are actions at once; a build is put together."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.build_tile: str | None = None  # the tile chosen to build
        self.sources: list[str] = []  # the sources chosen so far for it, in the engine's order

    # -- the controller's verbs ------------------------------------------------------------------
    @property
    def game(self) -> Game | None:
        """The host's game while it is an Industria game (an old panel asks nothing of another's)."""
        game = self.host.game
        return game if game is not None and game.definition.family == FAMILY else None

    def legal(self) -> list[Any]:
        return self.host.legal_actions() if self.game is not None else []

    def reset(self) -> None:
        self.build_tile, self.sources = None, []

    def prepared(self) -> Any:
        """Confirm builds the chosen tile once every source is chosen or forced."""
        return self.chosen_build()

    def can_back(self) -> bool:
        return self.build_tile is not None

    def back(self) -> None:
        """Take back the last source chosen, else the tile."""
        if self.sources:
            self.sources.pop()
        elif self.build_tile is not None:
            self.build_tile = None
        else:
            return
        self.host.choice_changed()

    def cancel(self) -> None:
        if self.build_tile is not None:
            self.choose_build_tile(None)

    # -- what a click may choose -----------------------------------------------------------------
    def targets(self) -> tuple[set[str], set[str]]:
        """(tiles a click may choose now, the chosen tiles: the one to build and the lot on offer)."""
        game = self.game
        if game is None:
            return set(), set()
        targets = {a.tile for a in self.legal() if is_kind(a, "put_up") or is_kind(a, BUILD_PHASE)}
        chosen = {self.build_tile} if self.build_tile else set()
        lot = game.state.lot
        return targets, chosen | ({lot} if lot else set())

    def click_tile(self, tile_id: str) -> None:
        """A tile clicked on the board or in the hand: put it up, or choose it to build; else why not."""
        game = self.game
        if game is None or game.current_player is None:
            return
        legal = self.legal()
        put_up = next((a for a in legal if is_kind(a, "put_up") and a.tile == tile_id), None)
        if put_up is not None:
            self.act(put_up)
            return
        if any(is_kind(a, BUILD_PHASE) and a.tile == tile_id for a in legal):
            self.choose_build_tile(tile_id)
            return
        probe = self.probe(tile_id)
        if probe is not None:
            self.host.reject(tuple(game.explain(probe)))

    def probe(self, tile_id: str) -> Any:
        """The action a click on a tile that is no target would have made (asked for its reasons)."""
        game = self.game
        if game is None:
            return None
        if game.state.phase == AUCTION:
            return make_action(game, "put_up", tile=tile_id)
        if game.state.phase == BUILD_PHASE:
            tile = game.data.tiles[tile_id]
            return make_action(game, BUILD_PHASE, tile=tile_id, sources=["bank" for _ in tile.resources])
        return None

    def explain_tile(self, tile_id: str) -> tuple[Violation, ...]:
        """Why the tile cannot be chosen now (empty when it can, or when no click means anything)."""
        game = self.game
        if game is None or game.current_player is None or tile_id in self.targets()[0]:
            return ()
        probe = self.probe(tile_id)
        return tuple(game.explain(probe)) if probe is not None else ()

    def explain(self, action: Any) -> tuple[Violation, ...]:
        """The engine's reasons against ``action`` (a disabled button's tooltip)."""
        game = self.game
        return tuple(game.explain(action)) if game is not None else ()

    # -- the auction and the actions of a single click -------------------------------------------
    def act(self, action: Any) -> bool:
        """Carry out a single-click action (put up, bid, pass, sell, keep, exchange, end build)."""
        return self.game is not None and self.host.apply(action)

    def of_kind(self, kind: str) -> list[Any]:
        """The legal actions of ``kind`` now."""
        return [a for a in self.legal() if is_kind(a, kind)]

    def bids(self) -> list[int]:
        """The amounts a bid may be now."""
        return [a.amount for a in self.of_kind("bid")]

    def bid(self, amount: int) -> bool:
        game = self.game
        return game is not None and self.act(make_action(game, "bid", amount=amount))

    def action(self, kind: str, **fields: Any) -> Any:
        """The action ``kind`` with ``fields`` (legal or not: a button says why not), None without a game."""
        return make_action(self.game, kind, **fields) if self.game is not None else None

    # -- putting a build together ----------------------------------------------------------------
    def choose_build_tile(self, tile_id: str | None) -> None:
        self.build_tile, self.sources = tile_id, []
        self.host.choice_changed()

    def choose_source(self, index: int, source: str) -> None:
        """The source of the build's ``index``-th resource (later choices are dropped)."""
        self.sources = self.sources[:index] + [source]
        self.host.choice_changed()

    def builds(self) -> list[Any]:
        """The legal builds of the chosen tile."""
        return [a for a in self.of_kind(BUILD_PHASE) if a.tile == self.build_tile]

    def source_rows(self) -> list[SourceRow]:
        """Each resource of the chosen tile with its possible sources; a source the rules leave no
        choice for is chosen at once (so the build may be ready without a choice)."""
        game = self.game
        if game is None or self.build_tile is None:
            return []
        builds = self.builds()
        rows = []
        for i, resource in enumerate(game.data.tiles[self.build_tile].resources):
            fitting = [b for b in builds if list(b.sources[:i]) == self.sources[:i]]
            options = tuple(dict.fromkeys(b.sources[i] for b in fitting))
            if i == len(self.sources) and len(options) == 1:
                self.sources.append(options[0])  # the rules leave no choice
            rows.append(SourceRow(resource, options, self.sources[i] if i < len(self.sources) else None))
        return rows

    def chosen_build(self) -> Any:
        """The legal build the choices so far name (every resource's source chosen or forced)."""
        self.source_rows()  # the sources the rules leave no choice for are taken first
        builds = [b for b in self.builds() if list(b.sources[:len(self.sources)]) == self.sources]
        return builds[0] if len(builds) == 1 else None


register_adapter(IndustriaAdapter())
