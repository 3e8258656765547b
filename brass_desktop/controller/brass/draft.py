"""ActionDraft: an action put together step by step, narrowed by the engine's legal actions.

The draft never decides legality itself.  It holds the legal actions of the moment and the
choices made so far (``{"kind": "build", "card": "bolton", ...}``); the *candidates* are the
legal actions that agree with every choice.  At each step it offers the distinct values the
candidates still allow, so whatever the UI highlights is legal by construction.  When
exactly one candidate is left, the draft is ready and that candidate is the action.

Choices may come in any order (a click on the map before a card is picked narrows the cards),
and choosing a new value for a step drops the most recent other choices that contradict it.

Pure Python: no Qt, so it is tested without a display.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from brass_desktop.engine import Action, choice_kind

# Draft kinds: the engine's action kinds, with the two-card build split off because the
# player thinks of it as a different action (it takes the whole turn).
BUILD = "build"
DOUBLE_BUILD = "double_build"
LINK = "link"
DEVELOP = "develop"
SELL = "sell"
SELL_MORE = "sell_more"
END_SELL = "end_sell"
LOAN = "loan"
SCOUT = "scout"
PASS = "pass"
SELL_TILE = "sell_tile"
KIND_ORDER = (BUILD, DOUBLE_BUILD, LINK, DEVELOP, SELL, LOAN, SCOUT, PASS, SELL_MORE, END_SELL, SELL_TILE)

# Step names.
KIND = "kind"
CARD = "card"
CARD2 = "card2"
CARD3 = "card3"
SLOT = "slot"
INDUSTRY = "industry"
INDUSTRY2 = "industry2"
LINE = "line"
LINE2 = "line2"
MILL = "mill"
TO = "to"
AMOUNT = "amount"
COAL = "coal"
IRON = "iron"
BEER = "beer"  # Birmingham: the barrels a sale or a second rail uses
BONUS = "bonus"  # Birmingham: the industry of Gloucester's free develop ("" = none)
CARD_STEPS = (CARD, CARD2, CARD3)
SOURCE_STEPS = (COAL, IRON, BEER)

# Where the UI offers a step's choices.
HAND = "hand"  # a card in the hand panel
BOARD_SLOT = "slot"  # an industry slot on the map (non-slot values such as "distant" become buttons)
BOARD_LINE = "line"  # a line on the map (None = "no second link" becomes a button)
BUTTONS = "buttons"  # buttons in the action bar

NO_MORE = None  # value of LINE2 / INDUSTRY2 meaning "only one"
MERCHANT_BEER = "merchant"  # beer source: the barrel beside the merchant being sold to


def draft_kind(action: Action) -> str:
    """The draft kind of an engine action (a two-card build is ``double_build``): the engine's own
    choice kind, so the draft and ``Game.probe`` speak of the same kinds."""
    return choice_kind(action)


@dataclass(frozen=True)
class Step:
    """One decision of an action.

    ``offers(action, chosen)`` lists the values this action allows for the step given the
    other choices; an action matches a choice when the chosen value is among them.  Most
    steps offer exactly one value; the first of an unordered pair (two cards, two developed
    industries) offers either member.
    """

    name: str
    where: str
    offers: Callable[[Any, Mapping[str, Any]], tuple[Hashable, ...]]
    optional: bool = False  # left out of ``steps()`` while its only value is empty (no such decision)


def _field(getter: Callable[[Any], Hashable]) -> Callable[[Any, Mapping[str, Any]], tuple[Hashable, ...]]:
    return lambda action, chosen: (getter(action),)


def _member(getter: Callable[[Any], Sequence[Any]], earlier: tuple[str, ...] = ()
            ) -> Callable[[Any, Mapping[str, Any]], tuple[Hashable, ...]]:
    """One member of an unordered group (two cards, three scouted cards, two developed tiles).

    The members chosen at the ``earlier`` steps are taken out; any member left may come next.
    NO_MORE when nothing is left for this step (a single develop has no second tile).
    """

    def offers(action: Any, chosen: Mapping[str, Any]) -> tuple[Hashable, ...]:
        rest = list(getter(action))
        for name in earlier:
            if name in chosen:
                if chosen[name] not in rest:
                    return ()
                rest.remove(chosen[name])
        still_open = sum(1 for name in earlier if name not in chosen)
        if len(rest) <= still_open:
            return (NO_MORE,)
        return tuple(dict.fromkeys(rest))

    return offers


def _rail(index: int, own: str, other: str) -> Callable[[Any, Mapping[str, Any]], tuple[Hashable, ...]]:
    """The first (``index`` 0) or second rail of a link action.

    Offered on its own, a rail step lists the rail in its place: the engine lists a pair in the
    order that matters for coal and beer, and the map highlights the engine's first rails.  Once
    a rail is chosen, a pair holding it matches in either order, so a player who clicks the two
    rails the other way round still gets the action the engine listed.
    """

    def offers(action: Any, chosen: Mapping[str, Any]) -> tuple[Hashable, ...]:
        lines = tuple(action.lines)
        partner = chosen.get(other, NO_MORE)
        if partner is NO_MORE:  # the other rail is open, or "only one rail"
            if own in chosen and len(lines) == 2 and chosen[own] in lines:
                return (chosen[own],)  # a chosen rail matches either place of a pair
            return (lines[index] if len(lines) > index else NO_MORE,)
        if partner not in lines:
            return ()
        if len(lines) == 2:
            return (lines[1] if partner == lines[0] else lines[0],)
        return (NO_MORE,) if index == 1 else ()  # a single rail has no second one

    return offers


_COAL = Step(COAL, BUTTONS, _field(lambda a: tuple(a.coal)))
_IRON = Step(IRON, BUTTONS, _field(lambda a: tuple(a.iron)))
_BEER = Step(BEER, BUTTONS, _field(lambda a: tuple(a.beer)), optional=True)
_BONUS = Step(BONUS, BUTTONS, _field(lambda a: a.develop), optional=True)
_BUILD_TAIL = (Step(SLOT, BOARD_SLOT, _field(lambda a: a.slot)),
               Step(INDUSTRY, BUTTONS, _field(lambda a: a.industry)), _COAL, _IRON)
_SALE = (Step(MILL, BOARD_SLOT, _field(lambda a: a.mill)), Step(TO, BOARD_SLOT, _field(lambda a: a.to)),
         _BEER, _BONUS)


def _cards(a: Any) -> tuple[str, ...]:
    return tuple(a.cards)


STEPS: dict[str, tuple[Step, ...]] = {
    BUILD: (Step(CARD, HAND, _field(lambda a: a.cards[0])),) + _BUILD_TAIL,
    DOUBLE_BUILD: (Step(CARD, HAND, _member(_cards)),
                   Step(CARD2, HAND, _member(_cards, (CARD,)))) + _BUILD_TAIL,
    LINK: (Step(CARD, HAND, _field(lambda a: a.card)),
           Step(LINE, BOARD_LINE, _rail(0, LINE, LINE2)),
           Step(LINE2, BOARD_LINE, _rail(1, LINE2, LINE)), _COAL, _BEER),
    DEVELOP: (Step(CARD, HAND, _field(lambda a: a.card)),
              Step(INDUSTRY, BUTTONS, _member(lambda a: a.industries)),
              Step(INDUSTRY2, BUTTONS, _member(lambda a: a.industries, (INDUSTRY,))), _IRON),
    SELL: (Step(CARD, HAND, _field(lambda a: a.card)),) + _SALE,
    SELL_MORE: _SALE,
    END_SELL: (),
    LOAN: (Step(CARD, HAND, _field(lambda a: a.card)),
           Step(AMOUNT, BUTTONS, _field(lambda a: a.amount))),
    SCOUT: (Step(CARD, HAND, _member(_cards)), Step(CARD2, HAND, _member(_cards, (CARD,))),
            Step(CARD3, HAND, _member(_cards, (CARD, CARD2)))),
    PASS: (Step(CARD, HAND, _field(lambda a: a.card)),),
    SELL_TILE: (Step(SLOT, BOARD_SLOT, _field(lambda a: a.slot)),),
}
_KIND_STEP = Step(KIND, BUTTONS, lambda action, chosen: (draft_kind(action),))


def steps_of(kind: str) -> tuple[Step, ...]:
    return STEPS.get(kind, ())


def _step(kind: str, name: str) -> Step | None:
    if name == KIND:
        return _KIND_STEP
    for step in steps_of(kind):
        if step.name == name:
            return step
    return None


@dataclass(frozen=True)
class StepState:
    """How far one step is: ``chosen`` by the player, ``forced`` (one value left) or ``open``."""

    name: str
    where: str
    status: str
    value: Any = None


CHOSEN = "chosen"
FORCED = "forced"
OPEN = "open"


class ActionDraft:
    """The choices made so far towards one action, among ``legal`` actions."""

    def __init__(self, legal: Iterable[Action], kind: str | None = None) -> None:
        self.legal: tuple[Action, ...] = tuple(legal)
        self._chosen: dict[str, Any] = {}
        self._resolved: tuple[list[StepState], Action | None] | None = None
        self._candidates: list[Action] | None = None
        if kind is not None:
            self.choose(KIND, kind)

    # -- reading ---------------------------------------------------------------------------------
    @property
    def chosen(self) -> dict[str, Any]:
        """The player's choices, oldest first (a copy)."""
        return dict(self._chosen)

    def _matches(self, action: Action, chosen: Mapping[str, Any]) -> bool:
        kind = draft_kind(action)
        for name, value in chosen.items():
            step = _step(kind, name)
            if step is None or value not in step.offers(action, chosen):
                return False
        return True

    def _filter(self, chosen: Mapping[str, Any]) -> list[Action]:
        return [a for a in self.legal if self._matches(a, chosen)]

    @property
    def candidates(self) -> list[Action]:
        """Legal actions that agree with every choice, in the engine's order."""
        if self._candidates is None:
            self._candidates = self._filter(self._chosen)
        return list(self._candidates)

    @property
    def kinds(self) -> list[str]:
        """Draft kinds the candidates still allow, in the usual menu order."""
        present = {draft_kind(a) for a in self.candidates}
        return [k for k in KIND_ORDER if k in present] + sorted(present - set(KIND_ORDER))

    @property
    def kind(self) -> str | None:
        """The chosen kind, or the only kind left."""
        if KIND in self._chosen:
            return str(self._chosen[KIND])
        kinds = self.kinds
        return kinds[0] if len(kinds) == 1 else None

    def options(self, name: str) -> list[Any]:
        """Distinct values the candidates allow for step ``name`` (first-appearance order).

        For a step already chosen, the values it could be changed to without touching the
        other choices.
        """
        others = {k: v for k, v in self._chosen.items() if k != name}
        seen: dict[Any, None] = {}
        for action in self._filter(others):
            step = _step(draft_kind(action), name)
            if step is not None:
                for value in step.offers(action, others):
                    seen.setdefault(value, None)
        return list(seen)

    def _resolve(self) -> tuple[list[StepState], Action | None]:
        """Step states and the finished action (None while a step is open); cached per choice."""
        if self._resolved is not None:
            return self._resolved
        candidates = self.candidates
        kind = self.kind
        if kind is None:
            states = [StepState(KIND, BUTTONS, OPEN)]
            action = candidates[0] if len(candidates) == 1 else None
            if action is not None:
                kind = draft_kind(action)
            else:
                self._resolved = (states, None)
                return self._resolved
        states = [StepState(KIND, BUTTONS, CHOSEN if KIND in self._chosen else FORCED, kind)]
        single = candidates[0] if len(candidates) == 1 else None
        known = dict(self._chosen)
        for step in steps_of(kind):
            if step.name in self._chosen:
                states.append(StepState(step.name, step.where, CHOSEN, self._chosen[step.name]))
                continue
            values = (step.offers(single, known)[:1] if single is not None else self.options(step.name))
            if len(values) == 1:
                known[step.name] = values[0]
                if not (step.optional and not values[0]):
                    states.append(StepState(step.name, step.where, FORCED, values[0]))
            else:
                states.append(StepState(step.name, step.where, OPEN))
        # Every decision made but several candidates left means the engine listed the same
        # decisions twice (e.g. a pair in both orders): they are the same move for the player.
        done = bool(candidates) and all(s.status != OPEN for s in states)
        self._resolved = (states, candidates[0] if done else None)
        return self._resolved

    def steps(self) -> list[StepState]:
        """The steps of the current kind with their status (only the kind step while it is open)."""
        return list(self._resolve()[0])

    @property
    def current_step(self) -> str | None:
        """The first step still open, or None when the draft is ready (or dead)."""
        for state in self.steps():
            if state.status == OPEN:
                return state.name
        return None

    def open_step(self, where: str | tuple[str, ...]) -> StepState | None:
        """The first open step offered at ``where`` (e.g. the board step to highlight)."""
        places = (where,) if isinstance(where, str) else where
        for state in self.steps():
            if state.status == OPEN and state.where in places:
                return state
        return None

    def value(self, name: str) -> Any:
        """The chosen or forced value of a step, else None."""
        for state in self.steps():
            if state.name == name:
                return state.value
        return None

    @property
    def is_ready(self) -> bool:
        return self._resolve()[1] is not None

    @property
    def action(self) -> Action | None:
        """The action to apply once every decision is made (one candidate left)."""
        return self._resolve()[1]

    @property
    def is_dead(self) -> bool:
        """No legal action fits the choices (only when the legal list itself is empty)."""
        return not self.candidates

    def _forget(self) -> None:
        self._resolved = None
        self._candidates = None

    # -- choosing --------------------------------------------------------------------------------
    def can_choose(self, name: str, value: Any) -> bool:
        """Whether some legal action allows ``value`` for ``name`` with the kind chosen so far."""
        base = {KIND: self._chosen[KIND]} if KIND in self._chosen and name != KIND else {}
        base[name] = value
        return bool(self._filter(base))

    def choose(self, name: str, value: Any) -> bool:
        """Choose ``value`` for step ``name``; False (and no change) if no legal action allows it.

        Earlier choices that contradict the new one are dropped, most recent first, so a new
        card keeps the slot when both fit and forgets it when they do not.
        """
        if not self.can_choose(name, value):
            return False
        chosen = {k: v for k, v in self._chosen.items() if k != name}
        if name == KIND:
            chosen = {KIND: value, **chosen}
        else:
            chosen[name] = value
        while not self._filter(chosen):
            droppable = [k for k in chosen if k != name and not (k == KIND and name != KIND)]
            if not droppable:
                return False
            del chosen[droppable[-1]]
        self._chosen = chosen
        self._forget()
        return True

    def unchoose(self, name: str) -> None:
        """Forget the choice for ``name`` (and any pair member that depended on it)."""
        self._forget()
        self._chosen.pop(name, None)
        for dependent in {CARD: (CARD2, CARD3), CARD2: (CARD3,), INDUSTRY: (INDUSTRY2,), LINE: (LINE2,)}.get(name, ()):
            self._chosen.pop(dependent, None)

    def back(self) -> bool:
        """Undo the most recent choice; False if nothing was chosen."""
        if not self._chosen:
            return False
        last = list(self._chosen)[-1]
        self.unchoose(last)
        return True

    def with_legal(self, legal: Iterable[Action]) -> ActionDraft:
        """A draft over a new legal list keeping the choices that still fit (oldest first)."""
        draft = ActionDraft(legal)
        for name, value in self._chosen.items():
            draft.choose(name, value)
        return draft


__all__ = [
    "ActionDraft", "Step", "StepState", "draft_kind", "steps_of", "STEPS", "KIND_ORDER",
    "BUILD", "DOUBLE_BUILD", "LINK", "DEVELOP", "SELL", "SELL_MORE", "END_SELL", "LOAN", "SCOUT", "PASS",
    "SELL_TILE", "KIND", "CARD", "CARD2", "CARD3", "SLOT", "INDUSTRY", "INDUSTRY2", "LINE", "LINE2", "MILL", "TO",
    "AMOUNT", "COAL", "IRON", "BEER", "BONUS", "CARD_STEPS", "SOURCE_STEPS", "HAND", "BOARD_SLOT", "BOARD_LINE",
    "BUTTONS", "NO_MORE", "MERCHANT_BEER", "CHOSEN", "FORCED", "OPEN",
]

