"""The Brass family's controller plug-in (Lancashire and Birmingham): its vocabulary and its
step-by-step interaction.

A click on a kind button, a card, a slot, a merchant or a line is one choice of an
:class:`~brass_desktop.controller.brass.draft.ActionDraft` over the engine's legal actions, so
everything offered is legal by construction; a click that fits no legal action is answered
with the engine's own reasons (``Game.probe``) and changes nothing.  The game-neutral
controller only sees the :class:`~brass_desktop.controller.adapters.Interaction` verbs
(``reset``, ``prepared``, ``back``, ``cancel``).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from brass_desktop.controller.adapters import Host, register_adapter
from brass_desktop.controller.brass.draft import (
    AMOUNT,
    BEER,
    BOARD_LINE,
    BOARD_SLOT,
    BUILD,
    CARD,
    CARD2,
    CARD3,
    CARD_STEPS,
    CHOSEN,
    DEVELOP,
    DOUBLE_BUILD,
    END_SELL,
    FORCED,
    HAND,
    INDUSTRY,
    INDUSTRY2,
    KIND,
    LINE,
    LINE2,
    LINK,
    LOAN,
    MERCHANT_BEER,
    MILL,
    OPEN,
    PASS,
    SCOUT,
    SELL,
    SELL_MORE,
    SELL_TILE,
    SLOT,
    SOURCE_STEPS,
    TO,
    ActionDraft,
    StepState,
    draft_kind,
)
from brass_desktop.engine import (
    ACTION,
    SHORTFALL,
    Action,
    CoreReason,
    Game,
    IllegalActionError,
    Preview,
    Reason,
    Violation,
    action_cards,
    ruleset,
)
from brass_desktop.engine import SELL_MORE as PHASE_SELL_MORE

FAMILY = "brass"
_SLOT_STEPS = (SLOT, MILL, TO)
_LINE_STEPS = (LINE, LINE2)
# Reasons about the line itself, not the player's means: such a line is out of reach this turn.
_LINE_REASONS = frozenset({Reason.LINE_TAKEN, Reason.LINE_WRONG_ERA, Reason.UNKNOWN_LINE, Reason.LINE_REPEATED,
                           Reason.LINK_NOT_IN_NETWORK})
_UNTOLD = frozenset({CoreReason.BAD_ACTION})
_PLACES = ("line", "location", "slot")  # the facts that say where a reason holds
_SAID_OF_EVERY_LINE = frozenset({Reason.NO_COAL})  # reasons with an "every line" sentence (ui/brass/sentences.py)


class BrassAdapter:
    """Lancashire and Birmingham: the kinds of each phase and the map's meaning."""

    family = FAMILY

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

    def interaction(self, host: Host) -> BrassInteraction:
        """The step-by-step choice of an action over ``host``'s game."""
        return BrassInteraction(host, self)


# Every kind any phase offers as a button (the action bar makes one button each).
PHASE_KINDS = BrassAdapter.phase_kinds


class BrassInteraction:
    """The action being put together (``draft``) and what each click, hover and button means."""

    def __init__(self, host: Host, adapter: BrassAdapter) -> None:
        self.host = host
        self.adapter = adapter
        self.draft: ActionDraft | None = None
        # The engine's reasons against draft choices, per position (cleared by reset): a kind
        # button's or a card's tooltip asks the same question at every click of a turn.
        self._probes: dict[Any, tuple[Violation, ...]] = {}

    # -- the controller's verbs ------------------------------------------------------------------
    @property
    def game(self) -> Game | None:
        """The host's game while it is one of this family's (an old panel asks nothing of another's)."""
        game = self.host.game
        return game if game is not None and game.definition.family == FAMILY else None

    @property
    def phase(self) -> str | None:
        return self.game.state.phase if self.game else None

    @property
    def current_player(self) -> int | None:
        return self.game.current_player if self.game else None

    def reset(self) -> None:
        """A new position: the draft the phase starts with (a shortfall's sale, selling on), else none."""
        self._probes = {}
        self.draft = self._phase_draft()

    def prepared(self) -> Action | None:
        return self.draft.action if self.draft is not None else None

    def _set_draft(self, draft: ActionDraft | None) -> None:
        self.draft = draft
        self.host.choice_changed()

    # -- reading ---------------------------------------------------------------------------------
    def kinds(self) -> list[tuple[str, bool]]:
        """The kinds this game offers now, each with whether a legal action of that kind fits the
        choices made so far (a card chosen first allows only its own kinds)."""
        adapter = self.adapter
        if self.game is None or self.phase not in adapter.phase_kinds:
            return []
        draft = self.draft
        actions = draft.candidates if draft is not None and draft.kind is None else self.host.legal_actions()
        present = {draft_kind(a) for a in actions}
        return [(k, k in present) for k in adapter.phase_kinds[self.phase or ""] if self.game_has_kind(k)]

    def game_has_kind(self, kind: str) -> bool:
        """Whether the game's rules know the draft kind (Birmingham has no double build, Lancashire no scout)."""
        adapter = self.adapter
        return self.game is not None and adapter.has_kind(self.game, kind)

    def is_board_target(self, value: Any) -> bool:
        """A slot or (Birmingham) a merchant tile of this game: chosen by a click on the map."""
        if self.game is None or not isinstance(value, str):
            return False
        return self.adapter.is_board_target(self.game, value)

    def board_step(self) -> StepState | None:
        """The next map step of the draft: the first slot/line step not chosen yet.

        A step with a single legal value still counts (it is highlighted as the only target)
        until the whole action is decided, unless a later map step is still open: then that one
        is lit (issue 39: a sale from the only mill lit the mill while the step asked for a port).
        """
        draft = self.draft
        if draft is None or draft.is_ready:
            return None
        on_map = [s for s in draft.steps() if s.where in (BOARD_SLOT, BOARD_LINE) and s.status != CHOSEN]
        return next((s for s in on_map if s.status == OPEN), on_map[0] if on_map else None)

    def highlights(self) -> tuple[set[str], set[str]]:
        """Slots/merchant tiles and lines the player may click next (legal by construction)."""
        draft = self.draft
        if draft is None or self.game is None:
            return set(), set()
        slots: set[str] = set()
        lines: set[str] = set()
        if draft.kind is None and draft.chosen:
            # a card chosen first: light every target one of its actions can reach
            for action in draft.candidates:
                on_map, first_lines = self.adapter.targets(action)
                slots.update(t for t in on_map if self.is_board_target(t))
                lines.update(first_lines)
            return slots, lines
        board = self.board_step()
        if board is not None:
            values = draft.options(board.name)
            if board.where == BOARD_SLOT:
                slots = {v for v in values if self.is_board_target(v)}
            else:
                lines = {v for v in values if isinstance(v, str) and v in self.game.data.lines}
        if draft.current_step in SOURCE_STEPS:
            for option in draft.options(draft.current_step):
                slots.update(self._source_targets(option))
        return slots, lines

    def _source_targets(self, sources: Any) -> set[str]:
        """The map targets of resource sources: mines, works, breweries and the merchant's barrel."""
        targets = {s for s in sources or () if self.is_board_target(s)}
        if sources and MERCHANT_BEER in sources and self.draft is not None:
            targets.add(self.draft.value(TO))
        return targets

    def selection(self) -> tuple[set[str], set[str]]:
        """Slots/merchant tiles and lines already chosen (all of them once the action is decided),
        plus the chosen coal/iron/beer sources.  A map step with one value left before the open
        map step counts as chosen (a sale from the only mill: the mill is marked, the ports lit)."""
        draft = self.draft
        if draft is None or self.game is None:
            return set(), set()
        decided = draft.is_ready
        board = self.board_step()
        lit = board.name if board is not None and board.status == OPEN else None
        settled = lit is not None
        slots, lines = set(), set()
        for state in draft.steps():
            if state.name == lit:
                settled = False  # the forced map steps before the lit one
            if state.status != CHOSEN and not decided and not (settled and state.status == FORCED
                                                               and state.where in (BOARD_SLOT, BOARD_LINE)):
                continue
            if state.name in _SLOT_STEPS and self.is_board_target(state.value):
                slots.add(state.value)
            elif state.name in _LINE_STEPS and state.value in self.game.data.lines:
                lines.add(state.value)
            elif state.name in SOURCE_STEPS and state.value:
                slots.update(self._source_targets(state.value))
        return slots, lines

    def preview(self) -> Preview | None:
        """The engine's preview of the finished draft (cost, money after, sources, and for a
        Birmingham sale the barrels and the merchant's bonus; for a shortfall sale what the tile
        brings), else None."""
        if self.game is None or self.draft is None or self.draft.action is None:
            return None
        try:
            return self.game.preview(self.draft.action)
        except IllegalActionError:
            return None

    def map_preview(self) -> tuple[tuple[str, int, str, int] | None, list[tuple[str, str, str]]]:
        """The prepared action drawn on the map: the tile to be placed and the resources' ways."""
        preview = self.preview()
        if preview is None or self.draft is None or self.current_player is None:
            return None, []
        return self.adapter.map_preview(self.draft.action, preview, self.current_player)

    # -- intents ---------------------------------------------------------------------------------
    def select_kind(self, kind: str) -> None:
        """Start (or switch) the draft to ``kind``, keeping earlier choices that still fit."""
        if self.game is None:
            return
        draft = self.draft if self.draft is not None else ActionDraft(self.host.legal_actions())
        if draft.choose(KIND, kind):
            self._set_draft(draft)
        else:
            self.host.reject(self.explain_kind(kind))

    def select_card(self, card: str) -> None:
        """A card clicked in the hand panel (the second or third one of a double build or a scout).

        With no action chosen yet the card is chosen first: it is marked, the map lights every
        target it can reach and the kind buttons offer only the actions it allows."""
        if self.game is None:
            return
        draft = self.draft if self.draft is not None else ActionDraft(self.host.legal_actions())
        step = self._card_step(draft)
        if draft.choose(step, card):
            self._set_draft(draft)
        else:
            self.host.reject(self._why_not(draft, step, card))

    def click_slot(self, slot: str) -> None:
        """An industry slot or (Birmingham) a merchant tile clicked on the map."""
        if self.game is None:
            return
        draft = self.draft
        if draft is not None and draft.kind is not None:
            # A highlighted map step comes first (a merchant is the sale's buyer before its barrel is beer).
            board = self.board_step()
            if board is not None and board.name in _SLOT_STEPS and slot in draft.options(board.name):
                if draft.choose(board.name, slot):
                    self._set_draft(draft)
                    return
            steps = {s.name for s in draft.steps()}
            sources = [draft.current_step] if draft.current_step in SOURCE_STEPS else []
            sources += [step for step in SOURCE_STEPS if step in steps and step not in sources]
            if any(self._choose_source(draft, step, slot) for step in sources):
                return  # a mine, works, brewery or merchant barrel: where a resource comes from
            if self._choose_on_board(draft, slot, _SLOT_STEPS):
                return
            if any(s.name in _SLOT_STEPS for s in draft.steps()):
                self.host.reject(self._why_not(draft, self._board_step(draft, _SLOT_STEPS), slot))
                return
        intent = self._slot_intent(slot)
        if intent is not None:
            self._set_draft(intent)
        else:
            self.host.reject(self._explain_target(slot))

    def click_line(self, line: str) -> None:
        """A line clicked on the map."""
        if self.game is None:
            return
        draft = self.draft
        if draft is not None and draft.kind is not None:
            if self._choose_on_board(draft, line, _LINE_STEPS):
                return
            if any(s.name in _LINE_STEPS for s in draft.steps()):
                self.host.reject(self._why_not(draft, self._board_step(draft, _LINE_STEPS), line))
                return
        fresh = self._extended({KIND: LINK, LINE: line})
        if fresh is not None:
            self._set_draft(fresh)
        else:
            self.host.reject(self._probe({**self._first_choices(), KIND: LINK, LINE: line}))

    def choose(self, step: str, value: Any) -> None:
        """A choice button (industry, amount, coal source, "only one rail", ...)."""
        if self.game is None:
            return
        draft = self.draft if self.draft is not None else ActionDraft(self.host.legal_actions())
        if draft.choose(step, value):
            self._set_draft(draft)
        else:
            self.host.reject(self._why_not(draft, step, value))

    def can_back(self) -> bool:
        """Whether the draft holds a choice the player made (not the one a shortfall starts with)."""
        if self.draft is None:
            return False
        start = self._phase_draft()
        return bool(set(self.draft.chosen) - set(start.chosen if start is not None else {}))

    def back(self) -> None:
        """Step back one choice (Backspace)."""
        if self.can_back() and self.draft is not None and self.draft.back():
            self._set_draft(self.draft)

    def cancel(self) -> None:
        """Drop the draft; nothing has happened to the game."""
        self._set_draft(self._phase_draft())

    # -- explanations (the engine's own checks, through Game.probe) -------------------------------
    def explain_slot(self, slot: str) -> tuple[Violation, ...]:
        """Why a click on ``slot`` (or a merchant tile) would be refused now (empty: it would be accepted)."""
        draft = self.draft
        if self.game is None:
            return ()
        if draft is not None and draft.kind is not None and any(s.name in _SLOT_STEPS for s in draft.steps()):
            step = self._board_step(draft, _SLOT_STEPS)
            if draft.can_choose(step, slot) or any(draft.can_choose(s, slot) for s in _SLOT_STEPS):
                return ()
            return self._why_not(draft, step, slot)
        if self._slot_intent(slot) is not None:
            return ()
        return self._explain_target(slot)

    def explain_line(self, line: str) -> tuple[Violation, ...]:
        """Why a click on ``line`` would be refused now (empty: it would be accepted)."""
        if self.game is None:
            return ()
        draft = self.draft
        if draft is not None and draft.kind == LINK:
            step = self._board_step(draft, _LINE_STEPS)
            if draft.can_choose(step, line):
                return ()
            return self._why_not(draft, step, line)
        if self._extended({KIND: LINK, LINE: line}) is not None:
            return ()
        return self._probe({**self._first_choices(), KIND: LINK, LINE: line})

    def explain_kind(self, kind: str) -> tuple[Violation, ...]:
        """Why the kind button ``kind`` is disabled: for the card chosen first, else for any card.

        For a link the reason holds for every line (issue 39: a greyed Canal blamed one line that
        already had a link when the player could not pay for any): see ``_every_line``."""
        if self.game is None:
            return ()
        found = self._probe({**self._first_choices(), KIND: kind})
        if kind == LINK and not any(step in self._first_choices() for step in _LINE_STEPS):
            return self._every_line(kind, found)
        return found

    def explain_card(self, card: str) -> tuple[Violation, ...]:
        """Why ``card`` cannot be chosen at the current step (empty: it can)."""
        if self.game is None:
            return ()
        draft = self.draft if self.draft is not None else ActionDraft(self.host.legal_actions())
        step = self._card_step(draft)
        if draft.can_choose(step, card) and (KIND not in draft.chosen or card in draft.options(step)):
            return ()
        return self._why_not(draft, step, card)

    def card_marks(self) -> tuple[set[str] | None, set[str]]:
        """The cards the hand offers now (None: every card) and the cards already chosen."""
        adapter = self.adapter
        if self.game is None:
            return set(), set()
        draft = self.draft
        if draft is None:
            if self.phase != adapter.card_phase:
                return set(), set()
            return {c for a in self.host.legal_actions() for c in action_cards(a)}, set()
        chosen = {draft.chosen[s] for s in CARD_STEPS if s in draft.chosen}
        chosen |= {draft.value(s) for s in CARD_STEPS} - {None}
        states = {s.name: s for s in draft.steps()}
        step = draft.current_step
        if step is not None and step in states and states[step].where == HAND:
            allowed = {v for v in draft.options(step) if isinstance(v, str)}
        elif draft.kind is None and self.phase == adapter.card_phase:
            allowed = {v for v in draft.options(CARD) if isinstance(v, str)}  # another card may be chosen first
        else:
            allowed = {v for v in draft.options(CARD) if isinstance(v, str)} if CARD in states else set()
        return allowed, chosen

    # -- internals: drafts -----------------------------------------------------------------------
    def _phase_draft(self) -> ActionDraft | None:
        """The draft a phase starts with: selling on, or selling tiles in a shortfall."""
        if self.game is None:
            return None
        starts, kind = self.adapter.phase_start(self.phase)
        return ActionDraft(self.host.legal_actions(), kind=kind) if starts else None

    def _card_step(self, draft: ActionDraft) -> str:
        """The hand step a clicked card goes to: the second or third card once the first is chosen."""
        if CARD in draft.chosen and draft.current_step in (CARD2, CARD3):
            return str(draft.current_step)
        return CARD

    def _first_choices(self) -> dict[str, Any]:
        """The choices made before any kind (a card chosen first), which a map click keeps."""
        draft = self.draft
        if draft is None or draft.kind is not None:
            return {}
        return draft.chosen

    def _extended(self, choices: dict[str, Any]) -> ActionDraft | None:
        """A new draft: the choices made before any kind plus ``choices`` (kind first), or None."""
        draft = ActionDraft(self.host.legal_actions())
        ordered = {KIND: choices[KIND]} if KIND in choices else {}
        ordered.update(self._first_choices())
        ordered.update({k: v for k, v in choices.items() if k != KIND})
        for step, value in ordered.items():
            if not draft.choose(step, value):
                return None
        # a later choice may have dropped an earlier one it contradicts: then they do not go together
        return draft if all(draft.chosen.get(k) == v for k, v in ordered.items()) else None

    def _board_step(self, draft: ActionDraft, names: Sequence[str]) -> str:
        """The board step a click goes to: the first open one of ``names``, else the last chosen."""
        for state in draft.steps():
            if state.name in names and state.status == "open":
                return state.name
        present = [s.name for s in draft.steps() if s.name in names]
        return present[-1] if present else names[0]

    def _choose_on_board(self, draft: ActionDraft, target: str, names: Sequence[str]) -> bool:
        """Give a clicked slot/line to the open board step, or re-choose a step that allows it."""
        first = self._board_step(draft, names)
        order = [first] + [n for n in names if n != first]
        for name in order:
            if any(s.name == name for s in draft.steps()) and target in draft.options(name):
                if draft.choose(name, target):
                    self._set_draft(draft)
                    return True
        return False

    def _choose_source(self, draft: ActionDraft, step: str, target: str) -> bool:
        """A click on a coal mine, iron works, brewery or the merchant being sold to picks the one
        source option that uses only it."""
        source = MERCHANT_BEER if step == BEER and target == draft.value(TO) else target
        matching = [o for o in draft.options(step) if o and set(o) == {source}]
        if len(matching) == 1 and draft.choose(step, matching[0]):
            self._set_draft(draft)
            return True
        return False

    def _slot_intent(self, slot: str) -> ActionDraft | None:
        """A draft for a map click with no action chosen (a card chosen first is kept): sell from
        your tile, else build there."""
        for kind, step in self.adapter.slot_intents(self.phase):
            draft = self._extended({KIND: kind, step: slot})
            if draft is not None:
                return draft
        return None

    # -- internals: why a click does not fit ------------------------------------------------------
    def _probe(self, chosen: dict[str, Any]) -> tuple[Violation, ...]:
        """The engine's most specific reasons against the draft choices ``chosen`` (() if they fit)."""
        if self.game is None:
            return ()
        try:
            key = frozenset(chosen.items())
        except TypeError:  # an unhashable choice: asked afresh
            return tuple(self.game.probe(self.adapter.choice(chosen)).violations)
        found = self._probes.get(key)
        if found is None:
            found = self._probes[key] = tuple(self.game.probe(self.adapter.choice(chosen)).violations)
        return found

    def _every_line(self, kind: str, found: tuple[Violation, ...]) -> tuple[Violation, ...]:
        """Why no line takes a link, as one reason that holds for every line.

        ``found`` (the engine's answer for the kind) stands when each of its reasons holds for every
        line.  Otherwise the lines the player could reach (free, in the era, touching the network)
        are asked: a reason all of them share is the cause (no money, no coal, no link tiles);
        with none such, no line is free for the player (``every`` variants, ui/brass/sentences.py).
        """
        game = self.game
        assert game is not None
        first = self._first_choices()
        per_line = [self._probe({**first, KIND: kind, LINE: line}) for line in game.data.lines]
        # A line the engine cannot tell about (its check passes, yet no listed action) says nothing.
        per_line = [reasons for reasons in per_line if any(v.reason not in _UNTOLD for v in reasons)]
        if not per_line or all(all(any(_same_cause(v, w) for w in reasons) for reasons in per_line) for v in found):
            return found  # e.g. nothing on the board yet: no line touches the network
        reachable = [reasons for reasons in per_line if not any(v.reason in _LINE_REASONS for v in reasons)]
        if not reachable:
            return (Violation(Reason.LINE_TAKEN, {"every": True, "era": game.state.era}),)
        out = []
        # Each cause, for the lines it holds for: together they cover every line the player could reach.
        for code in dict.fromkeys(v.reason for reasons in reachable for v in reasons):
            each = [v for reasons in reachable for v in reasons if v.reason == code]
            if len(each) == len(reachable) and all(v == each[0] for v in each):
                out.append(each[0])  # one fact for every line (or one line to reach)
            elif code == Reason.CANNOT_AFFORD:  # the cheapest line's cost, said as the cheapest
                cheapest = min(each, key=lambda v: int(v.params.get("cost", 0)))
                out.append(Violation(code, {**cheapest.params, "cheapest": True}))
            elif code in _SAID_OF_EVERY_LINE and len(each) == len(reachable):  # each line's own place
                out.append(Violation(code, {"every": True, "era": game.state.era}))
            elif code in _SAID_OF_EVERY_LINE:
                out.append(Violation(code, {"count": len(each), "era": game.state.era}))
            else:
                out.append(each[0])
        return tuple(out) or found


    def _why_not(self, draft: ActionDraft, step: str, value: Any) -> tuple[Violation, ...]:
        """Why ``value`` at ``step`` fits no legal action together with the draft's other choices."""
        chosen = draft.chosen
        chosen.pop(step, None)
        if self._is_merchant(value) and step != TO:
            step = TO  # a merchant tile is always where a sale goes
        chosen[step] = value
        return self._probe(chosen)

    def _explain_target(self, target: str) -> tuple[Violation, ...]:
        """Why a map click with no action chosen fits nothing (a card chosen first is kept)."""
        question = self.adapter.slot_question(self.phase, target, self._is_merchant(target))
        return self._probe({**self._first_choices(), **question})

    def _is_merchant(self, value: Any) -> bool:
        return self.game is not None and self.adapter.is_merchant(self.game, value)


def _same_cause(one: Violation, other: Violation) -> bool:
    """The same reason with the same facts, the place it is said of aside (each line has its own)."""
    return one.reason == other.reason and ({k: v for k, v in one.params.items() if k not in _PLACES}
                                           == {k: v for k, v in other.params.items() if k not in _PLACES})


register_adapter(BrassAdapter())
