"""What the controller needs to know of one game family, behind one small object per family.

The controller itself is game-neutral: it keeps an ``ActionDraft`` over the engine's legal
actions and asks the engine (``Game.probe``) why a click does not fit.  What differs per
family is only *vocabulary*: which action kinds are buttons in which phase, which kind a phase
starts with, what a click on the map means, how the draft's step names become the fields of an
engine choice, and which map targets an action touches.  A new family (Industria) registers
its own adapter in :data:`ADAPTERS`.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from brass_desktop.controller.action_draft import (
    AMOUNT,
    BUILD,
    CARD_STEPS,
    DEVELOP,
    DOUBLE_BUILD,
    END_SELL,
    INDUSTRY,
    INDUSTRY2,
    KIND,
    LINE,
    LINE2,
    LINK,
    LOAN,
    MILL,
    PASS,
    SCOUT,
    SELL,
    SELL_MORE,
    SELL_TILE,
    SLOT,
    TO,
)
from brass_desktop.engine import ACTION, SHORTFALL, Game, Preview, ruleset
from brass_desktop.engine import SELL_MORE as PHASE_SELL_MORE


class BrassAdapter:
    """Lancashire and Birmingham: the kinds of each phase and the map's meaning."""

    #: The kinds offered as buttons in each phase of play (those the game has: ``has_kind``).
    phase_kinds: Mapping[str, tuple[str, ...]] = {
        ACTION: (BUILD, DOUBLE_BUILD, LINK, DEVELOP, SELL, LOAN, SCOUT, PASS),
        PHASE_SELL_MORE: (SELL_MORE, END_SELL),
        SHORTFALL: (SELL_TILE,),
    }
    #: The phase in which a card may be played (the hand is offered).
    card_phase = ACTION

    def has_kind(self, game: Game, kind: str) -> bool:
        """Whether the game's rules know the kind (Birmingham has no double build, Lancashire no scout)."""
        rules = ruleset(game.definition.name)
        if kind == DOUBLE_BUILD:
            return rules.double_build
        return kind in rules.kinds

    def phase_start(self, phase: str | None) -> tuple[bool, str | None]:
        """Whether a phase starts with a draft of its own, and its kind: a shortfall sells tiles
        (R9.4), selling on offers only another sale or stopping (R8.2)."""
        if phase == SHORTFALL:
            return True, SELL_TILE
        if phase == PHASE_SELL_MORE:
            return True, None
        return False, None

    def slot_intents(self, phase: str | None) -> Sequence[tuple[str, str]]:
        """What a map click with no action chosen may mean, in order: (kind, step)."""
        return ((SELL_TILE, SLOT), (SELL_MORE, MILL), (SELL, MILL), (SELL_MORE, TO), (SELL, TO),
                (BUILD, SLOT), (DOUBLE_BUILD, SLOT))

    def is_merchant(self, game: Game, target: Any) -> bool:
        """Whether ``target`` is one of the game's merchant tiles (Birmingham 1.5; Lancashire has none)."""
        return any(m["id"] == target for m in game.state.merchants)

    def is_board_target(self, game: Game, value: str) -> bool:
        """A slot or a merchant tile: a draft step chosen by a click on the map."""
        return value in game.data.slots or self.is_merchant(game, value)

    def slot_question(self, phase: str | None, target: str, merchant: bool) -> dict[str, Any]:
        """The draft choices a map click on ``target`` stands for, when no kind says otherwise."""
        if merchant:
            return {TO: target}
        if phase == PHASE_SELL_MORE:
            return {MILL: target}
        return {SLOT: target}

    def choice(self, chosen: Mapping[str, Any]) -> dict[str, Any]:
        """The engine choice (``Game.probe``) of the draft's choices; sources are no decision to explain."""
        out: dict[str, Any] = {}
        kind = chosen.get(KIND)
        if kind:
            out["kind"] = kind
        cards = tuple(chosen[s] for s in CARD_STEPS if chosen.get(s))
        if cards:
            out["cards"] = cards
        industries = tuple(chosen[s] for s in (INDUSTRY, INDUSTRY2) if chosen.get(s))
        if industries:
            if kind == DEVELOP:
                out["industries"] = industries
            else:
                out["industry"] = industries[0]
        lines = tuple(chosen[s] for s in (LINE, LINE2) if chosen.get(s))
        if lines:
            out["lines"] = lines
        for step, name in ((SLOT, "slot"), (MILL, "mill"), (TO, "to"), (AMOUNT, "amount")):
            if chosen.get(step) is not None:
                out[name] = chosen[step]
        return out

    def targets(self, action: Any) -> tuple[set[str], set[str]]:
        """The map targets (slots or merchants, lines) an action is chosen by: a build's slot, a
        sale's tile and buyer, a link's first line."""
        slots = {v for v in (getattr(action, "slot", None), getattr(action, "mill", None),
                             getattr(action, "to", None)) if isinstance(v, str)}
        lines = set(getattr(action, "lines", ())[:1])
        return slots, lines

    def map_preview(self, action: Any, preview: Preview, player: int
                    ) -> tuple[tuple[str, int, str, int] | None, list[tuple[str, str, str]]]:
        """What the map draws for a prepared action: the tile a build places, (slot, owner,
        industry, level), and each cube's or barrel's way (resource, from, to).  Cubes bought
        from the market have no place on the map and are left out."""
        ghost = None
        paths: list[tuple[str, str, str]] = []
        sources = preview.sources
        if action.kind == "build":
            ghost = (action.slot, player, action.industry, int(preview.level or 1))
            for resource in ("coal", "iron"):
                paths += [(resource, s, action.slot) for s in sources.get(resource, ()) if s != "market"]
        elif action.kind == "link":
            # each rail takes its own coal cube in order (R5.2); the second rail's beer goes to it
            for index, source in enumerate(sources.get("coal", ())):
                if source != "market":
                    paths.append(("coal", source, action.lines[min(index, len(action.lines) - 1)]))
            paths += [("beer", s, action.lines[-1]) for s in sources.get("beer", ())]
        elif action.kind in ("sell", "sell_more"):
            paths += [("beer", action.to if s == "merchant" else s, action.mill) for s in sources.get("beer", ())]
        return ghost, paths


class IndustriaAdapter(BrassAdapter):
    """Industria: no draft steps. Its few choices (put up, bid, sell/keep, build with a source per
    resource, exchange) are read straight off the legal list by its action panel
    (ui/industria/panels.py), so the draft offers no kinds and the map no Brass targets."""

    phase_kinds: Mapping[str, tuple[str, ...]] = {}
    card_phase = ""  # no cards

    def has_kind(self, game: Game, kind: str) -> bool:
        return False

    def phase_start(self, phase: str | None) -> tuple[bool, str | None]:
        return False, None

    def slot_intents(self, phase: str | None) -> Sequence[tuple[str, str]]:
        return ()

    def is_merchant(self, game: Game, target: Any) -> bool:
        return False

    def is_board_target(self, game: Game, value: str) -> bool:
        return False

    def slot_question(self, phase: str | None, target: str, merchant: bool) -> dict[str, Any]:
        return {}

    def targets(self, action: Any) -> tuple[set[str], set[str]]:
        return set(), set()

    def map_preview(self, action: Any, preview: Preview, player: int
                    ) -> tuple[tuple[str, int, str, int] | None, list[tuple[str, str, str]]]:
        return None, []


ADAPTERS: dict[str, BrassAdapter] = {"brass": BrassAdapter(), "industria": IndustriaAdapter()}


def adapter_for(game: Game) -> BrassAdapter:
    """The adapter of the game's family (KeyError for a family without one yet)."""
    return ADAPTERS[game.definition.family]
