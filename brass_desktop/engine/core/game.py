"""The ``Game`` facade: legality, apply, preview, undo/redo and records, for any registered game.

``Game`` talks to its game only through the ``GameDefinition`` (core/definition.py): legal
actions are every rule module's ``legal`` in order, ``explain`` asks the module of the
action's class, ``apply`` checks, lets the module apply the action and the definition
advance the flow, all with the one context of the position.  Undo restores ``state.clone()``
snapshots, within the undo policy, with that context when the definition keeps it.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from operator import itemgetter
from types import ModuleType
from typing import TYPE_CHECKING, Any, Generic

from .actions import Move
from .caches import kept
from .definition import GameDefinition, Outcome, Preview, Probe, ReviewPoint, SetupError
from .events import ActionEvent, Event
from .reasons import CoreReason, IllegalActionError, Violation
from .registry import get_game, registered_games
from .seams import A, S
from .setup import GameSetup, SetupReason
from .undo import DEFAULT_UNDO_POLICY, REVEAL, UNDO_POLICIES

if TYPE_CHECKING:
    import random

_new = object.__new__
_TYPE = itemgetter("type")  # an event's kind (every event has one: core/events.py)
#: (game, options) -> static data: the data never changes
_DATA: dict[tuple[str, Any], Any] = kept("core.game.data", {}, bound=None, keys="game and rule options")
#: game -> action class -> rule module
_RULES: dict[str, dict[type, ModuleType]] = kept("core.game.rules", {}, bound=None, keys="game")
#: game -> per rule module in listing order: its ``moves`` (None without one) and its ``legal``
_LISTERS: dict[str, tuple[tuple[Callable[..., Any] | None, Callable[..., Any]], ...]] = kept(
    "core.game.listers", {}, bound=None, keys="game")


class _Deferred:
    """A setup block worked out when first read, once: a determinized game's (search reads none)."""

    __slots__ = ("_make", "_value")

    def __init__(self, make: Callable[[], dict[str, Any]]) -> None:
        self._make: Callable[[], dict[str, Any]] | None = make
        self._value: dict[str, Any] | None = None

    def get(self) -> dict[str, Any]:
        if self._value is None:
            assert self._make is not None
            self._value, self._make = self._make(), None
        return self._value


def _rules(definition: GameDefinition) -> dict[type, ModuleType]:
    rules = _RULES.get(definition.name)
    if rules is None:
        rules = _RULES[definition.name] = {cls: m for m in definition.modules for cls in m.ACTIONS}
    return rules


def _listers(definition: GameDefinition) -> tuple[tuple[Callable[..., Any] | None, Callable[..., Any]], ...]:
    """What ``legal_moves`` calls per module, looked up once per game (it runs at every decision)."""
    listers = _LISTERS.get(definition.name)
    if listers is None:
        listers = _LISTERS[definition.name] = tuple((getattr(m, "moves", None), m.legal) for m in definition.modules)
    return listers


class Game(Generic[S, A]):
    """One game: the state, the actions applied so far, and undo/redo stacks.

    Generic over the game's state ``S`` and action ``A`` (core/seams.py) for the type checker:
    ``Game[GameState, Action]`` types ``state``, ``legal_actions()``, ``apply()`` and ``preview()``
    for a caller that knows its game; a bare ``Game`` (a record of any game) is ``Game[Any, Any]``.
    Nothing is checked at run time."""

    _setup: dict[str, Any] | _Deferred
    state: S
    definition: GameDefinition[S, A, Any, Any, Any]  # context, data and effects: the game's own business
    options: Any  # the game's options class (``GameDefinition.options_class``): its fields are the game's

    def __init__(self, setup: dict[str, object], state: S | None = None) -> None:
        self.setup = setup
        self.definition = get_game(setup["game"])  # type: ignore[arg-type]  # get_game checks the name
        options_class: Any = self.definition.options_class
        self.options = options_class.from_dict(setup["options"])
        key = (self.definition.name, self.options)
        if key not in _DATA:
            _DATA[key] = self.definition.load_data(self.options)
        self.data = _DATA[key]
        self.state = state if state is not None else self.definition.initial_state(setup, self.data, self.options)
        self.undo_policy = str(setup.get("undo_policy", DEFAULT_UNDO_POLICY))  # a text (check_setup)
        self.history: list[A] = []
        # history index -> the seat that took that action out of turn (``actors``): only such entries,
        # so the usual apply keeps no list beside the history
        self._out_of_turn: dict[int, int] = {}
        self._snapshots: list[S] = []
        self._revealed: list[str] = []  # per history entry: the first reveal event it caused, or ""
        self._redo: list[A] = []
        self._redo_out: dict[int, int] = {}  # redo-stack index -> its out-of-turn seat, as ``_out_of_turn``
        self._context: Any = None
        self._undo_context: Any = None  # the context of the last snapshot, when it could be kept
        self._listed: tuple[Any, tuple[Move[A], ...]] | None = None  # the last legal_moves() and its context
        self._rules = _rules(self.definition)
        self._listers = _listers(self.definition)

    # -- construction -------------------------------------------------------------------------------
    @classmethod
    def new(cls, setup: GameSetup) -> Game[Any, Any]:
        """A new game; raises SetupError (a ValueError) for an impossible setup."""
        name = setup.game or registered_games()[0]
        try:
            definition = get_game(name)
        except KeyError:
            raise SetupError(SetupReason.UNKNOWN_GAME, {"game": name}, f"unknown game {name!r}") from None
        options = setup.options if setup.options is not None else definition.options_class()
        policy = setup.undo_policy or DEFAULT_UNDO_POLICY
        if policy not in UNDO_POLICIES:
            raise SetupError(SetupReason.BAD_OPTIONS, {"detail": f"undo policy {policy!r}"},
                             f"undo policy {policy!r} not one of {UNDO_POLICIES}")
        block = definition.make_setup(tuple(setup.players), setup.seed, options)
        return cls({**block, "undo_policy": policy})

    # -- queries --------------------------------------------------------------------------------------
    @property
    def setup(self) -> dict[str, Any]:
        """The setup block: players, seed, options and every chance outcome (docs/record-format.md)."""
        if isinstance(self._setup, _Deferred):
            self._setup = self._setup.get()
        return self._setup

    @setup.setter
    def setup(self, value: dict[str, object]) -> None:
        self._setup = value

    @property
    def context(self) -> Any:
        """The game's rule context of the current state (cached until the state changes)."""
        if self._context is None:
            self._context = self.definition.context(self.data, self.state, self.options)
        return self._context

    @property
    def current_player(self) -> int | None:
        return self.definition.current_player(self.state)

    def is_over(self) -> bool:
        return self.definition.is_over(self.state)

    def legal_actions(self, kind: str | type | None = None, card: str | None = None,
                      location: str | None = None) -> list[A]:
        """Every legal action, in a stable order; optionally only one kind, card or location.

        Cards with the same face are interchangeable, so each action is listed once.
        """
        player = self.current_player
        if player is None:
            return []
        ctx = self.context
        wanted = None if kind is None else (kind if isinstance(kind, str) else kind.kind)  # type: ignore[attr-defined]
        modules: Iterable[ModuleType] = self.definition.modules
        if wanted is not None:
            cls = self.definition.action_types.get(wanted)
            modules = (self._rules[cls],) if cls in self._rules else ()
        out: list[A] = []
        if wanted is None and card is None and location is None:
            for module in modules:  # the common, unfiltered case (bots, benchmarks): no per-action tests
                out.extend(module.legal(ctx, player))
            return out
        for module in modules:
            for action in module.legal(ctx, player):
                if wanted is not None and action.kind != wanted:
                    continue
                if card is not None and card not in self.definition.action_cards(action):
                    continue
                if location is not None and location not in self.definition.action_locations(self.data, action):
                    continue
                out.append(action)
        return out

    def legal_moves(self) -> list[Move[A]]:
        """Every legal move, each named once with the cards that can pay for it (search, bots).

        A rule module with ``moves(ctx, player)`` lists its moves so; the actions of a module
        without one are single moves.  Expanding every move (``Move.actions``) gives exactly the
        set of ``legal_actions()``; the action applied (and recorded) names the card played.
        """
        player = self.definition.current_player(self.state)
        if player is None:
            return []
        ctx = self._context if self._context is not None else self.context  # cached since the last change
        out: list[Move[A]] = []
        single = Move.single
        for moves, legal in self._listers:
            out.extend(moves(ctx, player) if moves is not None else map(single, legal(ctx, player)))
        self._listed = (ctx, tuple(out))  # a copy: the caller may change its list (see is_listed)
        return out

    @property
    def actors(self) -> list[int | None]:
        """Per history entry: None when the player to move took it, else the seat that took it out
        of turn (a rule allows it: ``GameDefinition.OUT_OF_TURN``); records keep it (``"actor"``)."""
        out_of_turn = self._out_of_turn
        return [out_of_turn.get(i) for i in range(len(self.history))] if out_of_turn else [None] * len(self.history)

    def redo_actors(self) -> list[int | None]:
        """Per redo entry (in redo-stack order), as ``actors``."""
        return [self._redo_out.get(i) for i in range(len(self._redo))]

    def legal_actions_for(self, player: int) -> list[A]:
        """What seat ``player`` may do now: every legal action when the decision is theirs, else the
        legal actions of the kinds the game's rules let a player take at any time
        (``GameDefinition.OUT_OF_TURN``; Industria 6.6: exchange a raw-material tile), asked of
        their rule module for that player.  ``a in legal_actions_for(p)`` exactly when
        ``explain(a, player=p) == ()``."""
        current = self.current_player
        if player == current:
            return self.legal_actions()
        allowed = self.definition.OUT_OF_TURN
        if current is None or not allowed or not self._is_seat(player):
            return []
        ctx = self.context
        return [a for module in self.definition.modules if any(cls.kind in allowed for cls in module.ACTIONS)
                for a in module.legal(ctx, player) if a.kind in allowed]

    def _is_seat(self, player: object) -> bool:
        return isinstance(player, int) and not isinstance(player, bool) and 0 <= player < len(self.setup["players"])

    def is_listed(self, move: Move[A], card: object = None) -> bool:
        """Whether ``move`` is one of this position's own last ``legal_moves()`` (the very object)
        and ``card`` one of its cards (nothing for a single move): then ``move.action(card)`` is
        legal, since the listed moves' actions are exactly the legal ones (tests/engine/test_moves.py),
        and ``apply_move`` does not check it again.  The listing is kept with its context, which
        stands for the position: a changed state gets a new one (an undo brings back the very
        position, and its context, of the listing).  Nothing module-global is asked."""
        listed = self._listed
        if listed is None or listed[0] is not self._context:
            return False
        if move.make is not None and card not in move.cards:
            return False
        return move in listed[1]

    def explain(self, action: A, player: int | None = None) -> tuple[Violation, ...]:
        """Why ``action`` is illegal now; an empty tuple means it is legal.

        ``player``: the seat proposing it (default: the player to move).  Another seat may take only
        an action of a kind the rules allow at any time (``GameDefinition.OUT_OF_TURN``); any other
        is refused with the game's not-your-turn reason (``GameDefinition.turn_violation``)."""
        current = self.current_player
        if player is None or player == current:
            return self._check(self.context, current, action)
        return self._check_out_of_turn(self.context, player, action)

    def _check_out_of_turn(self, ctx: Any, player: Any, action: Any) -> tuple[Violation, ...]:
        """``explain`` for a seat that is not to move."""
        if self.definition.is_over(self.state):
            return (Violation(CoreReason.GAME_OVER),)
        if not self._is_seat(player):
            return (Violation(CoreReason.BAD_ACTION, {"player": repr(player)}),)
        if getattr(action, "kind", None) not in self.definition.OUT_OF_TURN:
            return (self.definition.turn_violation(self.state, player),)
        return self._check(ctx, player, action)

    def _check(self, ctx: Any, player: int | None, action: Any) -> tuple[Violation, ...]:
        """``explain`` with the context and the current player of this position (``apply`` holds
        them already)."""
        if self.definition.is_over(self.state):
            return (Violation(CoreReason.GAME_OVER),)
        module = self._rules.get(type(action))
        if module is None:
            return (Violation(CoreReason.BAD_ACTION, {"type": type(action).__name__, "field": "kind"}),)
        # The shape first (each field as the record form holds it): a malformed action is refused
        # as one, and whatever the rule module raises for a well-formed action is a bug, which
        # propagates instead of passing for an illegal move.
        problem = self.definition.action_shape_problem(action)
        if problem is not None:
            return (Violation(CoreReason.BAD_ACTION, {"field": problem}),)
        return tuple(module.check(ctx, player, action))

    def probe(self, choice: Mapping[str, object]) -> Probe:
        """What a partial choice (``{"kind": "build", "slot": "preston/0"}``; the field names are the
        game's) would do: the legal actions agreeing with it, or, when there are none, the most
        specific reasons against it from the same checks as ``explain`` (the definition's
        ``explain_choice``).  Nothing changes."""
        if self.is_over():
            return Probe((), (Violation(CoreReason.GAME_OVER),))
        matches = tuple(a for a in self.legal_actions() if self.definition.choice_matches(a, choice))
        if matches:
            return Probe(matches, ())
        player = self.current_player
        assert player is not None
        violations = tuple(self.definition.explain_choice(self.context, player, choice))
        return Probe((), violations or (Violation(CoreReason.BAD_ACTION, {"choice": dict(choice)}),))

    def is_legal(self, action: A) -> bool:
        return not self.explain(action)

    def preview(self, action: A, player: int | None = None) -> Preview:
        """What a legal action would cost and bring (for the UI's confirm step); ``player`` as in
        ``explain`` (default: the player to move)."""
        violations = self.explain(action, player)
        if violations:
            raise IllegalActionError(violations, action)
        if player is None:
            player = self.current_player
        assert player is not None  # explain() refused the action once the game is over
        preview = getattr(self._rules[type(action)], "preview", None)
        result: Preview | None = preview(self.context, player, action) if preview is not None else None
        return result if result is not None else self.definition.preview(self.context, player, action)

    def upcoming(self, action: A) -> tuple[ReviewPoint, ...]:
        """The review points ``action`` sets off (income, an era's scoring) with what each pays or
        scores (a tuple of ``ReviewPoint``), worked out on a copy: this game does not change.
        Raises IllegalActionError for an illegal action."""
        violations = self.explain(action)
        if violations:
            raise IllegalActionError(violations, action)
        scratch: Game[S, A] = Game(self.setup, self.state.clone())
        return self.definition.review_points(self.state, scratch._apply_unchecked(action))

    # -- changes --------------------------------------------------------------------------------------
    def apply(self, action: A, checked: bool = True, player: int | None = None) -> list[Event]:
        """Apply a legal action; raises IllegalActionError (state unchanged) otherwise.

        ``player``: the seat taking it (default: the player to move); another seat may take an
        action the rules allow at any time (``explain``).  ``actors`` keeps who acted.

        ``checked=False`` skips the legality check, for an action taken from this position's
        ``legal_actions()`` (search: the listing already asked every predicate); the action is
        still recorded and undoable.  A move of this position's ``legal_moves()`` goes through
        ``apply_move``, which skips the check for the listing's own moves.
        """
        return self._apply(action, not checked, player)

    def apply_move(self, move: Move[A], card: object = None) -> list[Event]:
        """Apply ``move.action(card)``, the action of a move of the grouped listing playing ``card``
        (one of ``move.cards``; nothing for a single move), for the player to move.

        The fast path of search, bots and benchmarks: a move of this position's own last
        ``legal_moves()`` with one of its cards (``is_listed``) is not checked again; any other
        move or card is checked as ``apply`` checks it.  The action is recorded and undoable.
        """
        return self._apply(move.action(card), self.is_listed(move, card), None)

    def _apply(self, action: A, trusted: bool, player: int | None) -> list[Event]:
        """``apply``: ``trusted`` when the caller vouches that ``action`` is legal for the player
        to move (``checked=False``, ``is_listed``)."""
        # The facts worked out for this position (listing, explain) serve the check and the rules,
        # then go with the position's snapshot for an undo (GameDefinition.moved_context).
        ctx = self._context if self._context is not None else self.context
        current = self.definition.current_player(self.state)
        if player is None or player == current:
            player = current
            if not trusted:
                violations = self._check(ctx, player, action)
                if violations:
                    raise IllegalActionError(violations, action)
        else:
            violations = self._check_out_of_turn(ctx, player, action)  # always checked: never listed
            if violations:
                raise IllegalActionError(violations, action)
        assert player is not None  # only a game that is over has no current player: refused above
        snapshot = self.state.clone()
        self._context = None
        try:
            events = self._apply_with(ctx, player, action)
        except Exception:
            # A bug in a rule must never leave a half-applied action behind: put the position back
            # (the context may hold facts of the half-changed state: it goes).
            self.state = snapshot
            raise
        self._snapshots.append(snapshot)
        self._undo_context = self.definition.moved_context(ctx, snapshot)
        self.history.append(action)
        if player != current:
            self._out_of_turn[len(self.history) - 1] = player
        # the first reveal event's kind, or "": one pass in C over the events' kinds
        self._revealed.append(next(filter(self.definition.REVEAL_EVENTS.__contains__, map(_TYPE, events)), ""))
        if self._redo:
            self._redo.clear()
            self._redo_out.clear()
        return events

    def _apply_unchecked(self, action: A) -> list[Event]:
        """Apply ``action`` with a context of this position, without check, snapshot or record."""
        player = self.definition.current_player(self.state)
        assert player is not None
        events = self._apply_with(self.context, player, action)
        self._context = None
        return events

    def _apply_with(self, ctx: Any, player: int, action: A) -> list[Event]:
        """Let the action's rule module apply it for ``player`` with ``ctx`` (the context of the
        state before), then the definition advance the flow with the same context
        (GameDefinition.after_action)."""
        definition = self.definition
        first: ActionEvent = {"type": "action", "player": player, "action": action}
        events: list[Event] = [first]
        fx = definition.effects(ctx, events)
        finished = self._rules[type(action)].apply(ctx, fx, player, action)
        definition.after_action(ctx, fx, finished is not False)
        return events

    def copy(self) -> Game[S, A]:
        """An independent game in the same position, without history, undo or redo (look-ahead)."""
        return self._sibling(self._setup, self.state.clone())

    def _sibling(self, setup: dict[str, Any] | _Deferred, state: S) -> Game[S, A]:
        """A game of the same definition, data and options (which never change) in ``state``."""
        new: Game[S, A] = _new(Game)  # past __init__ (search copies many games): the shared parts as they are
        new.__dict__.update(self.__dict__)
        new._setup, new.state = setup, state
        new.history, new._snapshots = [], []  # (two names a line: four would build and unpack a tuple)
        new._revealed, new._redo = [], []
        new._out_of_turn, new._redo_out = {}, {}
        new._context = new._undo_context = new._listed = None
        return new

    def edit(self, change: Callable[[S], S | None] | None = None) -> Game[S, A]:
        """Edit this position by hand (tests, scenarios, tools); returns this game.

        ``change(state)`` changes the state in place, or returns the state to put in its place;
        without ``change`` the state was changed already.  The facts worked out for the position
        before the edit (its context and its listing) go, so the next query sees the edit.  An
        edit is no action: the history and the undo snapshots stay as they are.
        """
        if change is not None:
            replaced = change(self.state)
            if replaced is not None:
                self.state = replaced
        self._context = None
        self._listed = None
        return self

    def edited(self, change: Callable[[S], S | None]) -> Game[S, A]:
        """A new game in this position edited by ``change`` (as ``edit``), without history, undo
        or redo (as ``copy``); this game does not change."""
        return self.copy().edit(change)

    def child(self, action: A) -> Game[S, A]:
        """The position after ``action`` as a new game without history or undo (search).

        ``action`` must come from this position's ``legal_actions()``: the re-check is skipped,
        and no undo snapshot is kept.
        """
        new = self.copy()
        ctx = self._context
        moved = None if ctx is None else self.definition.moved_context(ctx, new.state)
        if moved is None:
            new._apply_unchecked(action)
            return new
        # The rules read this position's facts (listing) before they change anything, so the
        # context holds for the equal copy and comes back unchanged (GameDefinition.moved_context).
        try:
            player = self.definition.current_player(new.state)
            assert player is not None  # a listed action: the game is not over
            new._apply_with(moved, player, action)
        except Exception:
            self._context = None  # it may hold facts of the half-changed copy
            raise
        self._context = self.definition.moved_context(moved, self.state)
        return new

    def undo_blocked(self) -> Violation | None:
        """Why undo is not possible now (nothing to undo, or the undo policy), or None."""
        if not self._snapshots:
            return Violation(CoreReason.NOTHING_TO_UNDO)
        if self.undo_policy == REVEAL and self._revealed[-1]:
            return Violation(CoreReason.UNDO_PAST_REVEAL, {"event": self._revealed[-1]})
        return None

    def can_undo(self) -> bool:
        return self.undo_blocked() is None

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> A:
        """Restore the state before the last action; returns that action.

        Raises IndexError when there is nothing to undo and IllegalActionError (with the
        ``undo_blocked`` violation) when the undo policy forbids it.
        """
        blocked = self.undo_blocked()
        if blocked is not None:
            if blocked.reason is CoreReason.NOTHING_TO_UNDO:
                raise IndexError("nothing to undo")
            raise IllegalActionError((blocked,))
        actor = self._out_of_turn.get(len(self.history) - 1) if self._out_of_turn else None
        action = self._step_back()
        if actor is not None:
            self._redo_out[len(self._redo)] = actor
        self._redo.append(action)
        return action

    def _step_back(self) -> A:
        """Take back the last action whatever the undo policy (record loading); returns it."""
        self.state = self._snapshots.pop()
        self._revealed.pop()
        self._context, self._undo_context = self._undo_context, None  # kept for the last snapshot only
        if self._out_of_turn:
            self._out_of_turn.pop(len(self.history) - 1, None)
        return self.history.pop()

    def redo(self) -> list[Event]:
        if not self._redo:
            raise IndexError("nothing to redo")
        action, actor = self._redo[-1], self._redo_out.get(len(self._redo) - 1)
        redo_rest = self._redo[:-1]
        redo_out = {i: seat for i, seat in self._redo_out.items() if i < len(redo_rest)}
        events = self.apply(action, player=actor)  # an entry that does not fit raises and stays in the redo list
        self._redo, self._redo_out = redo_rest, redo_out
        return events

    def outcome(self) -> Outcome | None:
        """The typed result once the game is over, else None."""
        return self.definition.outcome(self.state)

    # -- what a player may know ------------------------------------------------------------------------
    def view_for(self, player: int) -> S:
        """The state as ``player`` may know it (hidden items replaced by UNKNOWN)."""
        return self.definition.view_for(self.state, player)

    def determinize(self, player: int, rng: random.Random) -> Game[S, A]:
        """A new game in a full state consistent with what ``player`` knows, the hidden items
        resampled (for search); its setup holds the resampled draws, never the real ones, and it
        has no history."""
        state = self.definition.determinize(self.state, player, rng)
        real, drawn, definition = self.setup, state.clone(), self.definition  # drawn: as dealt, before any play
        # The setup is worked out when first read (search reads none); the real seed deals the
        # real cards: a determinized game must not carry it.
        return self._sibling(_Deferred(lambda: {**definition.determinized_setup(real, drawn), "seed": 0}), state)

    # -- records ----------------------------------------------------------------------------------------
    def to_record(self) -> dict[str, Any]:
        from .record import game_to_record
        return game_to_record(self)

    @classmethod
    def from_record(cls, data: object) -> Game[Any, Any]:
        from .record import game_from_record
        return game_from_record(data)
