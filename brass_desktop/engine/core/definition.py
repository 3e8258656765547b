"""The contract between the game-neutral core and one game: :class:`GameDefinition`.

A game is declared once, as a subclass of :class:`GameDefinition` registered with
:func:`brass_desktop.engine.core.registry.register_game` (python-chess's variant classes and
OpenSpiel's ``GameType``/``register_game`` are the models).  The core (``Game``, records, the
flow runner, views, the undo policy, the conformance tests) only ever talks to a game through
this class; it never asks which game it is playing.

What a game provides
--------------------
* identity and player range: ``name`` (the record's ``setup["game"]``), ``family``,
  ``min_players``/``max_players``, ``options_class``;
* setup: ``make_setup`` draws every chance outcome from a seeded RNG into a plain dict,
  ``check_setup`` validates a setup read from a record (raising :class:`SetupError` with a
  reason code), ``initial_state`` builds the first state from that dict alone;
* rules: ``modules`` - rule modules, one per action kind, each with ``ACTIONS`` (the action
  classes it judges), ``legal(ctx, player)``, ``check(ctx, player, action)`` (a list of
  ``Violation``), ``apply(ctx, fx, player, action)`` (returns ``False`` when the action is not
  finished yet, e.g. a sale that may go on), optionally ``preview(ctx, player, action)`` and
  ``moves(ctx, player)``: the grouped listing, ``core.actions.Move`` objects naming each move
  once with the cards that can pay for it, whose expansion is exactly ``legal`` (``Game.legal_moves``;
  a module without it gives one move per action);
* flow: ``after_action`` advances turns/rounds/epochs after an applied action (usually by
  queueing named steps in ``state.flow`` and calling :func:`core.flow.run_flow`);
* where it stands: ``stage`` (its era or epoch and round, a :class:`Stage`);
* outcome, views and determinization: ``outcome`` (a typed :class:`Outcome` once the game is
  over), ``view_for`` (the state as one player may know it: every hidden item replaced by
  :data:`UNKNOWN`), ``determinize`` (a full state consistent with that view), and
  ``REVEAL_EVENTS`` (event names that reveal hidden information: commit points of the
  "stop at the last reveal" undo policy);
* events: ``event_types`` - every event kind the game emits with its ``TypedDict``
  (:func:`core.events.declare_events` over the family's union of event types; core/events.py),
  checked against every event of self-play by the conformance suite.

A state is plain data with ``clone()``, ``to_dict()`` and ``from_dict()``; it carries
``flow: list[str]`` (queued flow steps) and the definition answers ``current_player(state)``.

Optional methods with a default (override where the game needs more)
--------------------------------------------------------------------
* ``action_to_dict`` / ``action_from_dict``: the record form of an action (default: the
  generic dataclass codec of ``core/actions.py`` over ``action_types``);
* ``action_cards``: the cards an action uses (the ``card`` filter of ``legal_actions``);
* ``preview``: the :class:`Preview` of a legal action whose rule module has no ``preview``
  of its own (or whose module's ``preview`` returns None); a module's ``preview`` returns a
  :class:`Preview` too (``Game.preview`` always gives one);
* ``choice_matches`` / ``explain_choice``: ``Game.probe(choice)`` for a choice still being made
  (the legal actions it allows, else the most specific reasons, e.g. for a hovered map target);
* ``action_locations`` and ``unseen`` (below);
* ``OUT_OF_TURN`` and ``turn_violation``: actions a rule lets a player take while another player is
  to move (default: none), and the reason any other action of such a player is refused.

``Game.new`` adds ``setup["undo_policy"]`` (core/undo.py) to the block ``make_setup`` returns;
``check_setup`` must let that key through (the core checks it).
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar, Generic, NamedTuple, Protocol, cast

from .actions import action_shape_problem
from .events import Event, declare_events
from .seams import A, C, CardId, D, F, LocationId, S
from .values import Value

if TYPE_CHECKING:
    import random

    from .reasons import Violation

_MISSING = object()

#: What a player's view shows in place of an item they may not know (a card, a face-down tile).
UNKNOWN = "?"


class GameOptions(Protocol):
    """A game's rule options: a frozen dataclass that round-trips through the record's dict."""

    __dataclass_fields__: ClassVar[dict[str, Any]]  # a dataclass: setup screens list its fields

    def to_dict(self) -> dict[str, object]: ...

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> GameOptions: ...

    def validate(self) -> None: ...

    def non_default(self) -> dict[str, object]: ...


@dataclass(frozen=True, slots=True, eq=False, repr=False)  # ==, hash, repr: Value (core/values.py)
class PlayerScore(Value):
    """One player's final standing: total VP, VP by source and the tie-break values used."""

    player: int
    name: str
    vp: int
    by_source: dict[str, int] = field(default_factory=dict)  # e.g. {"links": 30, "money": 2}
    tiebreak: dict[str, int] = field(default_factory=dict)  # e.g. {"income_level": 12, "money": 7}


# The results below are ``NamedTuple`` classes: immutable like a frozen dataclass and several
# times cheaper to define, which every import of the engine pays (issue 13: at most 70 ms).
class ReviewPoint(NamedTuple):
    """A moment worth pausing before (income, an era's scoring): the flow step an action sets off
    and what it pays or scores, read from the events the step emits.

    ``rows`` are plain dicts per player: for ``"income"`` ``{"player", "amount"}`` (negative: pays)
    plus ``"short"`` (the money missing when the player must sell tiles first); for
    ``"score_era"`` the game's scoring breakdown (Brass: ``links``, ``industries``, ``link_items``
    with each ``line`` and ``vp``, ``industry_items`` with each ``slot`` and ``vp``, ``total``).
    """

    step: str
    era: str
    rows: tuple[dict[str, Any], ...]


class Outcome(NamedTuple):
    """The result of a finished game."""

    ranking: tuple[int, ...]  # players, best first
    winners: tuple[int, ...]  # everyone sharing first place
    decided_by: str  # "vp", a tie-break name from ``tiebreak``, or "shared"
    scores: tuple[PlayerScore, ...]  # by seat


@dataclass(frozen=True, slots=True, eq=False, repr=False)  # ==, hash, repr: Value (core/values.py)
class Preview(Value):
    """What a legal action would cost and bring, for the UI's confirm step.

    ``sources`` are the sources the action takes per resource (``{"coal": ("wigan/0",)}``) and
    ``options`` the choices of sources the rules leave per resource; the optional fields are
    facts only some games or actions have (None / "" when they do not apply).

    Every number is the position right after the action itself (before the turn, round or era
    steps it may set off: ``Game.upcoming`` names those); the conformance suite checks each one
    against that position (tests/engine/preview_check.py).  The consequences are named as plain
    data, one dict per item (ints, strings and bools only), so a caller can word each:

    * ``market_sales``: cubes a tile just built sells to the market at once (Brass R3.8 / 4.2),
      ``{"tile": slot, "owner": seat, "resource": "coal"|"iron", "cubes": n, "money": £}``;
      the money is in ``money_after`` (the owner is the acting player);
    * ``flips``: every tile the action flips, anyone's, ``{"tile": slot, "owner": seat,
      "industry": str, "level": int, "vp": VP it scores, "income": income spaces it gives its
      owner, "sure": bool}``; ``sure`` is False only for a flip that depends on a chance draw
      (Lancashire's distant market, see ``chance``); the acting player's spaces are in
      ``income_after``, another owner's income moves by its tiles' spaces;
    * ``removed``: tiles the action takes off the board, ``{"tile": slot, "owner": seat,
      "industry": str, "level": int, "why": "overbuilt"|"shortfall"}``;
    * ``paid``: money other players gain (a negative amount: pay) by this action, one entry per
      player, ``{"player": seat, "amount": int}`` (Industria 6.4: a factory's owner paid for a
      resource; 5.3a: the high bidder pays the auctioneer);
    * ``vp_scored``: VP the acting player scores at once (Birmingham 3.4.7 merchant bonus,
      Industria 6.7); ``cards_gained``: what comes into the acting player's hand.
    """

    cost: int = 0
    money_after: int = 0
    sources: dict[str, tuple[str, ...]] = field(default_factory=dict)
    options: dict[str, tuple[tuple[str, ...], ...]] = field(default_factory=dict)
    level: int | None = None  # Brass: the level of the tile built
    sale_value: int | None = None  # Brass R9.4 / Birmingham 6.5: what a tile sold in a shortfall brings
    debt: int | None = None  # Brass: the debt that sale goes towards
    bonus: str = ""  # Birmingham 3.4.7: the merchant bonus the merchant's barrel brings
    bonus_amount: int = 0
    develop: str = ""  # Birmingham: the industry Gloucester's free develop takes
    printed_cost: int | None = None  # Industria 6.3/6.9: coins for the tile itself, after the discount
    payees: dict[str, tuple[int | None, ...]] = field(default_factory=dict)  # Industria 6.4: per resource,
    # the seat paid for each unit (an other player's factory), None for the bank or a free source
    prices: dict[str, tuple[int, ...]] = field(default_factory=dict)  # Industria 6.4: per resource, the coins
    # each unit costs (in the order of ``sources``; 0 for a free source)
    parts: dict[str, int] = field(default_factory=dict)  # the cost split, e.g. {"tile": 5, "iron": 2}
    income_before: int | None = None  # the player's income level now and after the action (Brass: £ a round)
    income_after: int | None = None
    vp: int | None = None  # the tile's VP: Brass once flipped; Industria now (0 once its epoch has passed, 6.7)
    tile_income: int | None = None  # Brass: income spaces the tile built gives when it flips
    demand: int | None = None  # Lancashire R8.1(b): income spaces the distant market's demand space gives now
    chance: tuple[int, int] | None = None  # (outcomes that fail, outcomes) of a chance draw the action makes
    gain_range: tuple[int, int] | None = None  # income spaces a chance draw brings when it does not fail
    cards_gained: tuple[str, ...] = ()  # cards/tiles the action puts into the hand (Birmingham 3.6, Industria 5.3b)
    market_sales: tuple[dict[str, Any], ...] = ()  # see the class docstring
    flips: tuple[dict[str, Any], ...] = ()
    removed: tuple[dict[str, Any], ...] = ()
    paid: tuple[dict[str, Any], ...] = ()
    vp_scored: int = 0


class Stage(NamedTuple):
    """Where a game stands: its stage (Brass: the era, ``"canal"``/``"rail"``; Industria: the
    epoch, ``"I"``..``"V"``) and the round within it (``GameDefinition.stage``)."""

    name: str
    round: int


class Probe(NamedTuple):
    """The answer to "what would this (partial) choice do, and why not?" (``Game.probe``).

    ``actions`` are the legal actions that agree with the choice (engine order); when there are
    none, ``violations`` are the most specific reasons against it, from the rule modules' checks.
    """

    actions: tuple[Any, ...] = ()
    violations: tuple[Any, ...] = ()

    @property
    def possible(self) -> bool:
        return bool(self.actions)


class SetupError(ValueError):
    """A setup that cannot start a game; ``reason`` is a stable code, ``params`` its facts.

    The UI words it (ui/texts.py) like every refusal; ``str(exc)`` is an English fallback.
    """

    def __init__(self, reason: str, params: Mapping[str, object] | None = None, message: str = "") -> None:
        self.reason = reason
        self.params: dict[str, Any] = dict(params or {})
        super().__init__(message or reason + "".join(f" {k}={v!r}" for k, v in self.params.items()))


class GameDefinition(ABC, Generic[S, A, C, D, F]):
    """One game, declared once.  Subclass, fill the class attributes, implement the methods,
    and register an instance with ``register_game``.

    Generic over the game's state ``S``, action ``A``, rule context ``C``, static data ``D`` and
    effects ``F`` (core/seams.py): a game subclasses ``GameDefinition[GameState, Action, Context,
    GameData, Effects]`` and every hook below is typed with its own types.  The parameters are for
    the type checker only (nothing is checked at run time)."""

    name: ClassVar[str]  # registry key and setup["game"], e.g. "lancashire"
    family: ClassVar[str]  # package the game lives in, e.g. "brass", "industria"
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options_class: ClassVar[type[GameOptions]]
    modules: ClassVar[tuple[ModuleType, ...]]  # rule modules, in legal-listing order
    action_types: ClassVar[dict[str, type]]  # action kind -> class (records, action_from_dict)
    REVEAL_EVENTS: ClassVar[frozenset[str]] = frozenset()  # events that reveal hidden information
    #: action kinds a player may take while another is to move, because a rule allows it at any time
    #: (Industria 6.6: ``exchange``).  Their rule module's ``legal(ctx, player)``/``check`` are asked
    #: for that player and decide (``Game.legal_actions_for``, ``explain``/``apply(player=...)``).
    OUT_OF_TURN: ClassVar[frozenset[str]] = frozenset()
    #: event kind -> its TypedDict (``declare_events``); a game that declares none has only the core's
    event_types: ClassVar[Mapping[str, type]] = declare_events()

    # -- setup -----------------------------------------------------------------------------------
    @abstractmethod
    def make_setup(self, players: tuple[str, ...], seed: int, options: GameOptions) -> dict[str, object]:
        """Draw every chance outcome and return the record's setup block (raises SetupError)."""

    @abstractmethod
    def check_setup(self, setup: dict[str, object]) -> None:
        """Raise SetupError unless ``setup`` (read from a record) is complete and consistent:
        every field present with its type, no unknown field, the player count in range."""

    @abstractmethod
    def load_data(self, options: GameOptions) -> D:
        """The static data (board, tiles, cards) the options select; cached by the caller."""

    @abstractmethod
    def initial_state(self, setup: dict[str, object], data: D, options: GameOptions) -> S:
        """The first state, from the setup block alone (no randomness)."""

    # -- rules -----------------------------------------------------------------------------------
    @abstractmethod
    def context(self, data: D, state: S, options: GameOptions) -> C:
        """The ``ctx`` passed to rule modules (state + data + options + cached derived facts)."""

    def moved_context(self, ctx: C, state: S) -> C | None:
        """``ctx`` moved onto ``state``, an equal copy of its state made before that state changed,
        with the facts it worked out kept (undo restores them with the snapshot, so listing and
        checking after an undo start warm); or None, the default: a new context when one is needed.
        Only for a context whose facts depend on nothing but the content of its state.

        ``Game.apply`` checks the action and lets the rules and ``after_action`` apply it with the
        context the listing used, then moves that context: so a rule's ``apply`` reads cached
        facts only before it changes the state, and asks a fresh context for facts of the state
        it changed (tests/engine/test_undo_exact.py checks the kept facts)."""
        return None

    @abstractmethod
    def effects(self, ctx: C, events: list[Event]) -> F:
        """The ``fx`` passed to ``apply``: the only code that changes the state; it appends events."""

    @abstractmethod
    def current_player(self, state: S) -> int | None:
        """Whose decision it is; None when the game is over."""

    @abstractmethod
    def is_over(self, state: S) -> bool:
        """True once the final scoring has run."""

    @abstractmethod
    def after_action(self, ctx: C, fx: F, finished: bool) -> None:
        """Advance the flow after an applied action (``finished`` is False when the action's
        module said the action goes on, e.g. another sale).

        ``ctx`` is the context the rule module applied the action with, the one the listing and
        the check used (one context per position, issue 13); its state is the state the action
        left, but facts it cached were worked out before the action changed that state, and it
        goes with the undo snapshot (``moved_context``).  A game whose context caches derived
        facts reads only the live state and fixed facts here, and gives a flow step that needs
        derived facts a fresh context."""

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """The result once the game is over, else None."""

    @abstractmethod
    def stage(self, state: S) -> Stage:
        """Where the game stands: its stage (era, epoch) and round (e.g. the Continue list)."""

    def describe_position(self, state: S) -> str:
        """Where the game stands, in a few English words for the command line ("canal era, round 10")."""
        stage = self.stage(state)
        return f"{stage.name}, round {stage.round}"

    def action_locations(self, data: D, action: A) -> set[LocationId]:
        """Board places an action touches (the ``location`` filter of ``legal_actions``)."""
        return set()

    def action_cards(self, action: A) -> tuple[CardId, ...]:
        """The cards an action uses (the ``card`` filter of ``legal_actions``)."""
        return ()

    def action_to_dict(self, action: A) -> dict[str, Any]:
        """The record form of an action: ``{"kind": ..., field: value}``."""
        from .actions import action_to_dict
        return action_to_dict(action)

    def action_from_dict(self, data: object) -> A:
        """An action from its record form; raises ValueError with a plain reason."""
        from .actions import action_from_dict
        return cast("A", action_from_dict(data, self.action_types))

    def action_shape_problem(self, action: object) -> str | None:
        """The field of ``action`` that its record form could not hold (``"kind"``: not an action
        of this game), or None: the shape ``Game.explain`` checks before asking the rules, so
        only a malformed action is refused as one (``CoreReason.BAD_ACTION``)."""
        return action_shape_problem(action, self.action_types)

    def choice_matches(self, action: A, choice: Mapping[str, object]) -> bool:
        """Whether ``action`` agrees with a partial ``choice`` (field name -> value); default: every
        named field of the action equals the chosen value (``kind`` is the action's kind)."""
        return all((getattr(action, "kind", None) if name == "kind" else getattr(action, name, _MISSING)) == value
                   for name, value in choice.items())

    def explain_choice(self, ctx: C, player: int, choice: Mapping[str, object]) -> tuple[Violation, ...]:
        """The most specific reasons no legal action fits ``choice`` (``Game.probe`` asks only then).

        Games override this with the same checks as ``check()``; the default only says the choice
        is no action of this game."""
        from .reasons import CoreReason, Violation
        return (Violation(CoreReason.BAD_ACTION, {"choice": dict(choice)}),)

    def turn_violation(self, state: S, player: int) -> Violation:
        """The reason a seat that is not to move may not take an action (``Game.explain(player=...)``);
        default ``CoreReason.NOT_YOUR_TURN`` with the seat to move; a game may give its own code."""
        from .reasons import CoreReason, Violation
        return Violation(CoreReason.NOT_YOUR_TURN, {"player": self.current_player(state)})

    def preview(self, ctx: C, player: int, action: A) -> Preview:
        """The preview of a legal action whose rule module gives none (default: nothing to pay)."""
        return Preview()

    def review_points(self, state_before: S, events: Sequence[Event]) -> tuple[ReviewPoint, ...]:
        """The review points in the events of one action, in the order they happen (default: none)."""
        return ()

    # -- what a player may know ------------------------------------------------------------------
    @abstractmethod
    def view_for(self, state: S, player: int) -> S:
        """A copy of ``state`` as ``player`` may know it: hidden items replaced by UNKNOWN
        (other hands keep their length; decks and face-down tiles keep their count)."""

    @abstractmethod
    def determinize(self, state: S, player: int, rng: random.Random) -> S:
        """A full state whose ``view_for(player)`` equals ``view_for(state, player)``: every item
        ``player`` cannot see resampled from the multiset of unseen items."""

    def unseen(self, state: S, player: int) -> Iterable[object]:
        """The multiset of items hidden from ``player`` (tests check determinize keeps it)."""
        return ()

    def determinized_setup(self, setup: dict[str, object], state: S) -> dict[str, object]:
        """A setup block for a determinized ``state`` that holds no hidden value of the real game
        (the setup draws the future: decks, stacks).  Games whose setup holds hidden draws must
        override this; the default keeps the setup (nothing in it is hidden)."""
        return dict(setup)
