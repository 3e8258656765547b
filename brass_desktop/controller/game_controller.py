"""GameController: owns the ``Game`` and turns the players' clicks into engine actions.

The UI reports intents (a kind button, a card, a slot or line on the map, a choice button,
confirm/cancel, undo/redo).  The controller keeps an :class:`ActionDraft` over the engine's
legal actions, so everything it offers is legal.  A click that fits no legal action is
answered with the engine's own explanation (``game.explain``) of the action the click would
have made; nothing changes.

The state is never touched here except through ``game.apply``, ``game.undo`` and
``game.redo``.  After every change the game record is autosaved (atomically); a game that
replaces another moves the other's autosave into the history first (``storage.AutosaveStore``).
"""
from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from brass_desktop.controller.action_draft import (
    BEER,
    BOARD_LINE,
    BOARD_SLOT,
    CARD,
    CARD2,
    CARD3,
    CARD_STEPS,
    CHOSEN,
    HAND,
    KIND,
    LINE,
    LINE2,
    LINK,
    MERCHANT_BEER,
    MILL,
    SLOT,
    SOURCE_STEPS,
    TO,
    ActionDraft,
    StepState,
    draft_kind,
)
from brass_desktop.controller.adapters import BrassAdapter, adapter_for
from brass_desktop.engine import (
    Action,
    CoreReason,
    Event,
    Game,
    GameSetup,
    IllegalActionError,
    Preview,
    RecordError,
    ReviewPoint,
    Violation,
    action_cards,
    game_from_json,
)
from brass_desktop.paths import write_atomically
from brass_desktop.storage import AutosaveStore, FileProblem, SavedGame, read_record_text

log = logging.getLogger(__name__)

# Every kind any phase offers as a button (the action bar makes one button each).
PHASE_KINDS = BrassAdapter.phase_kinds
_SLOT_STEPS = (SLOT, MILL, TO)
_LINE_STEPS = (LINE, LINE2)


@dataclass
class PendingReview:
    """A confirmed action waiting at its review points (``points[index]`` is shown)."""

    action: Any
    points: tuple[ReviewPoint, ...]
    index: int = 0

    @property
    def point(self) -> ReviewPoint:
        return self.points[self.index]


class GameController(QObject):
    """The one place where the UI's intents meet the engine."""

    state_changed = Signal()  # the game state (or the whole game) changed
    game_replaced = Signal()  # a different game was started or opened (views rebuild)
    draft_changed = Signal()  # the action being put together changed
    action_rejected = Signal(object)  # tuple[Violation, ...]: why the last click or action was refused
    events_emitted = Signal(list)  # events of an applied (or redone) action
    file_changed = Signal()  # record path or unsaved-changes flag changed
    autosave_failed = Signal(str)
    autosave_status_changed = Signal()  # ``autosave_error`` was set or cleared
    review_changed = Signal()  # a review point began, moved on or ended (``pending_review``)

    def __init__(self, parent: QObject | None = None, autosave_path: Path | None = None) -> None:
        super().__init__(parent)
        self.game: Game | None = None
        self.draft: ActionDraft | None = None
        self.path: Path | None = None
        self.dirty = False
        self.autosave_path = autosave_path
        self.store = AutosaveStore(autosave_path) if autosave_path is not None else None
        self.autosave_error: str | None = None  # the last autosave's failure, None while they work
        # The autosave file still holds the previous game: move it into the history before writing.
        self._rotation_pending = False
        self._saved_games: dict[tuple[Path, int, int], SavedGame] = {}
        if self.store is not None:
            self.store.clean()  # temporary files of a write a crash interrupted
        # Events of each action in game.history (same length), for the log and the scoring dialog.
        self.event_log: list[list[Event]] = []
        self._legal: list[Action] | None = None
        # The engine's reasons against draft choices, per position (cleared with _legal): a kind
        # button's or a card's tooltip asks the same question at every click of a turn.
        self._probes: dict[Any, tuple[Violation, ...]] = {}
        # Review points (a table setting, set by the window): a confirmed action that ends a round
        # or an era waits, showing what income and scoring will do, until the review is continued.
        self.review_points = False
        self.pending_review: PendingReview | None = None

    # -- reading ---------------------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [p.name for p in self.game.state.players] if self.game else []

    @property
    def current_player(self) -> int | None:
        return self.game.current_player if self.game else None

    @property
    def phase(self) -> str | None:
        return self.game.state.phase if self.game else None

    def legal_actions(self) -> list[Action]:
        """The engine's legal actions now (cached until the state changes)."""
        if self.game is None:
            return []
        if self._legal is None:
            self._legal = self.game.legal_actions()
        return list(self._legal)

    @property
    def adapter(self) -> BrassAdapter | None:
        """What the controller knows of this game's family (kinds per phase, map clicks)."""
        return adapter_for(self.game) if self.game is not None else None

    def kinds(self) -> list[tuple[str, bool]]:
        """The kinds this game offers now, each with whether a legal action of that kind fits the
        choices made so far (a card chosen first allows only its own kinds)."""
        adapter = self.adapter
        if self.game is None or adapter is None or self.phase not in adapter.phase_kinds:
            return []
        draft = self.draft
        actions = draft.candidates if draft is not None and draft.kind is None else self.legal_actions()
        present = {draft_kind(a) for a in actions}
        return [(k, k in present) for k in adapter.phase_kinds[self.phase or ""] if self.game_has_kind(k)]

    def game_has_kind(self, kind: str) -> bool:
        """Whether the game's rules know the draft kind (Birmingham has no double build, Lancashire no scout)."""
        adapter = self.adapter
        return self.game is not None and adapter is not None and adapter.has_kind(self.game, kind)

    def is_board_target(self, value: Any) -> bool:
        """A slot or (Birmingham) a merchant tile of this game: chosen by a click on the map."""
        if self.game is None or self.adapter is None or not isinstance(value, str):
            return False
        return self.adapter.is_board_target(self.game, value)

    def board_step(self) -> StepState | None:
        """The next map step of the draft: the first slot/line step not chosen yet.

        A step with a single legal value still counts (it is highlighted as the only target)
        until the whole action is decided.
        """
        draft = self.draft
        if draft is None or draft.is_ready:
            return None
        for state in draft.steps():
            if state.where in (BOARD_SLOT, BOARD_LINE) and state.status != CHOSEN:
                return state
        return None

    def highlights(self) -> tuple[set[str], set[str]]:
        """Slots/merchant tiles and lines the player may click next (legal by construction)."""
        draft = self.draft
        if draft is None or self.game is None:
            return set(), set()
        slots: set[str] = set()
        lines: set[str] = set()
        if draft.kind is None and draft.chosen and self.adapter is not None:
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
        plus the chosen coal/iron/beer sources."""
        draft = self.draft
        if draft is None or self.game is None:
            return set(), set()
        decided = draft.is_ready
        slots, lines = set(), set()
        for state in draft.steps():
            if state.status != CHOSEN and not decided:
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
            return self.game.preview(self.draft.action)  # type: ignore[no-any-return]
        except IllegalActionError:
            return None

    def map_preview(self) -> tuple[tuple[str, int, str, int] | None, list[tuple[str, str, str]]]:
        """The prepared action drawn on the map: the tile to be placed and the resources' ways."""
        preview = self.preview()
        if preview is None or self.draft is None or self.adapter is None or self.current_player is None:
            return None, []
        return self.adapter.map_preview(self.draft.action, preview, self.current_player)

    # -- games and files -------------------------------------------------------------------------
    def new_game(self, setup: GameSetup) -> None:
        """Start a new game (raises ValueError for an impossible setup; the old game stays)."""
        game = Game.new(setup)
        self._keep_previous_autosave()
        self._install(game, [], path=None)
        self.dirty = True
        self._autosave()
        self.file_changed.emit()

    def open_untitled(self, path: str | Path) -> None:
        """Start an untitled game from a record (a shipped scenario): the file is only read, never
        moved or written; Save asks for a name.  Raises FileProblem or RecordError, changing nothing."""
        self.open_branch(self.read_game(path))

    def open_branch(self, game: Game) -> None:
        """Play on with ``game`` as an untitled game (a scenario, a replay's "Continue from here"):
        the record it came from is never written to; the game in play goes into the autosave history."""
        self._keep_previous_autosave()
        self._install(game, self._replay_events(game), path=None)
        self.dirty = True
        self._autosave()
        self.file_changed.emit()

    def load(self, path: str | Path) -> None:
        """Open a record; raises FileProblem or RecordError and keeps the current game on failure."""
        path = Path(path)
        game = self.read_game(path)
        if self.store is None or path != self.store.current:
            self._keep_previous_autosave()
        self._install(game, self._replay_events(game), path=path)
        self._autosave()
        self.file_changed.emit()

    @classmethod
    def read_game(cls, path: str | Path) -> Game:
        """The game in the record file ``path``: FileProblem if the file cannot be read safely
        (folder, FIFO, device, too large, not UTF-8), RecordError if it is no valid record."""
        return cls.game_from_text(read_record_text(path))

    @staticmethod
    def game_from_text(text: str) -> Game:
        """A game from record text; RecordError for anything that is not a valid record."""
        try:
            return game_from_json(text)  # the engine's reader: bad JSON, huge numbers, deep nesting
        except RecordError:
            raise
        except (TypeError, ValueError, KeyError, IndexError, AttributeError, RecursionError) as exc:
            # A field of a foreign or hand-edited file the engine's checks missed: still "cannot open".
            log.warning("record rejected by an unexpected error: %r", exc)
            raise RecordError(f"not a valid game record ({type(exc).__name__})",
                              reason=CoreReason.NOT_A_RECORD) from exc

    def resume(self, path: Path) -> None:
        """Continue an autosaved game, the last one or one of the history (no file name: Save asks
        for one).  The file is checked before anything moves, so a failure changes nothing."""
        path = Path(path)
        if self.store is not None and path != self.store.current:
            self.read_game(path)
            self.store.promote(path)  # the game in play (if any) goes into the history
            path = self.store.current
        self.load(path)
        self.path = None
        self.dirty = True
        self.file_changed.emit()

    def saved_game(self, path: Path) -> SavedGame:
        """What the Continue list says of an autosave (read once per file version)."""
        info = Path(path).stat()
        key = (Path(path), info.st_mtime_ns, info.st_size)
        if key not in self._saved_games:
            game = self.read_game(path)
            stage = game.definition.stage(game.state)  # Brass: the era; Industria: the epoch
            self._saved_games[key] = SavedGame(
                path=Path(path), game=game.definition.name, players=tuple(p.name for p in game.state.players),
                era=stage.name, round=stage.round, actions=len(game.history), finished=game.current_player is None,
                saved_at=datetime.fromtimestamp(info.st_mtime))
        return self._saved_games[key]

    def saved_games(self) -> tuple[list[SavedGame], list[tuple[Path, Exception]]]:
        """The unfinished autosaved games other than the one in play, newest first, and the
        autosaves that could not be read, each moved into the damaged folder (``(new path, why)``)."""
        if self.store is None:
            return [], []
        candidates = self.store.history()
        if self.game is None and self.store.current.exists():  # not resumed at start: still on offer
            candidates.insert(0, self.store.current)
        games: list[SavedGame] = []
        damaged: list[tuple[Path, Exception]] = []
        for path in candidates:
            try:
                saved = self.saved_game(path)
            except (FileProblem, RecordError) as exc:
                damaged.append((self._set_aside(path), exc))
                continue
            except OSError:
                continue  # gone meanwhile
            if not saved.finished:
                games.append(saved)
        return games, damaged

    def _set_aside(self, path: Path) -> Path:
        """Keep an unreadable autosave out of the way (never overwritten); its new path."""
        assert self.store is not None
        try:
            return self.store.set_aside(path)
        except OSError as exc:
            log.warning("cannot move the damaged autosave %s aside: %s", path, exc)
            return path

    def check_autosave(self) -> tuple[Game | None, tuple[Path, Exception] | None]:
        """At start: the game in the last autosave, or the damaged file moved aside and why."""
        if self.store is None or not self.store.current.exists():
            return None, None
        path = self.store.current
        try:
            return self.read_game(path), None
        except (FileProblem, RecordError) as exc:
            return None, (self._set_aside(path), exc)

    def save(self, path: str | Path | None = None) -> Path:
        """Write the record to ``path`` (default: the current file); raises OSError on failure."""
        if self.game is None:
            raise ValueError("no game to save")
        target = Path(path) if path is not None else self.path
        if target is None:
            raise ValueError("no file name")
        write_atomically(target, self.record_text())
        self.path = target
        self.dirty = False
        self.file_changed.emit()
        return target

    def record_text(self) -> str:
        assert self.game is not None
        return json.dumps(self.game.to_record(), ensure_ascii=False, indent=1)

    def _install(self, game: Game, event_log: list[list[Event]], path: Path | None) -> None:
        self.game = game
        self.event_log = event_log
        self.path = path
        self.dirty = False
        self._refresh_state(emit_events=None, replaced=True)

    @staticmethod
    def _replay_events(game: Game) -> list[list[Event]]:
        """Events of every action of an opened game, for its log (replayed on a fresh copy)."""
        fresh = Game(game.setup)
        return [fresh.apply(action) for action in game.history]

    def _keep_previous_autosave(self) -> None:
        """Another game takes over the autosave: the previous game's file goes into the history
        (at the next autosave), so an unfinished game is never overwritten (nor offered after a
        crash as the last one)."""
        self._rotation_pending = self.store is not None

    def _autosave(self) -> None:
        if self.autosave_path is None or self.game is None:
            return
        if self._rotation_pending and self.store is not None:
            try:
                self.store.rotate()
            except OSError as exc:  # it cannot be moved: then it must not be overwritten either
                log.warning("cannot keep the previous autosave: %s", exc)
                self._set_autosave_error(exc.strerror or str(exc))
                self.autosave_failed.emit(str(exc))
                return
            self._rotation_pending = False
        try:
            write_atomically(self.autosave_path, self.record_text())
        except OSError as exc:  # never lose the game in memory because the disk is full
            log.warning("autosave failed: %s", exc)
            self._set_autosave_error(exc.strerror or str(exc))  # "No space left on device", not "[Errno 28] ..."
            self.autosave_failed.emit(str(exc))
            return
        self._set_autosave_error(None)

    def _set_autosave_error(self, error: str | None) -> None:
        if error != self.autosave_error:
            self.autosave_error = error
            self.autosave_status_changed.emit()

    # -- undo / redo -----------------------------------------------------------------------------
    def can_undo(self) -> bool:
        """True when Undo can take something back (at a review point: the action waiting there)."""
        return self.pending_review is not None or bool(self.game and self.game.can_undo())

    def undo_blocked(self) -> Violation | None:
        """Why undo is not possible (nothing to undo, the undo policy), or None; None without a game."""
        return self.game.undo_blocked() if self.game is not None else None

    def can_redo(self) -> bool:
        return bool(self.game and self.game.can_redo())

    def undo(self) -> None:
        if self.pending_review is not None:  # the reviewed action has not happened yet: take it back
            self.cancel_review()
            return
        if not self.can_undo():
            return
        assert self.game is not None
        self.game.undo()
        self.event_log.pop()
        self._changed(None)

    def redo(self) -> None:
        if not self.can_redo():
            return
        assert self.game is not None
        try:
            events = self.game.redo()
        except IllegalActionError as exc:  # a redo entry of an opened file that does not fit the game
            self.state_changed.emit()  # the entry is dropped: Redo is disabled again
            self._reject(exc.violations)
            return
        self.event_log.append(events)
        self._changed(events)

    # -- intents ---------------------------------------------------------------------------------
    def select_kind(self, kind: str) -> None:
        """Start (or switch) the draft to ``kind``, keeping earlier choices that still fit."""
        if self.game is None:
            return
        draft = self.draft if self.draft is not None else ActionDraft(self.legal_actions())
        if draft.choose(KIND, kind):
            self._set_draft(draft)
        else:
            self._reject(self.explain_kind(kind))

    def select_card(self, card: str) -> None:
        """A card clicked in the hand panel (the second or third one of a double build or a scout).

        With no action chosen yet the card is chosen first: it is marked, the map lights every
        target it can reach and the kind buttons offer only the actions it allows."""
        if self.game is None:
            return
        draft = self.draft if self.draft is not None else ActionDraft(self.legal_actions())
        step = self._card_step(draft)
        if draft.choose(step, card):
            self._set_draft(draft)
        else:
            self._reject(self._why_not(draft, step, card))

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
                self._reject(self._why_not(draft, self._board_step(draft, _SLOT_STEPS), slot))
                return
        intent = self._slot_intent(slot)
        if intent is not None:
            self._set_draft(intent)
        else:
            self._reject(self._explain_target(slot))

    def click_line(self, line: str) -> None:
        """A line clicked on the map."""
        if self.game is None:
            return
        draft = self.draft
        if draft is not None and draft.kind is not None:
            if self._choose_on_board(draft, line, _LINE_STEPS):
                return
            if any(s.name in _LINE_STEPS for s in draft.steps()):
                self._reject(self._why_not(draft, self._board_step(draft, _LINE_STEPS), line))
                return
        fresh = self._extended({KIND: LINK, LINE: line})
        if fresh is not None:
            self._set_draft(fresh)
        else:
            self._reject(self._probe({**self._first_choices(), KIND: LINK, LINE: line}))

    def choose(self, step: str, value: Any) -> None:
        """A choice button (industry, amount, coal source, "only one rail", ...)."""
        if self.game is None:
            return
        draft = self.draft if self.draft is not None else ActionDraft(self.legal_actions())
        if draft.choose(step, value):
            self._set_draft(draft)
        else:
            self._reject(self._why_not(draft, step, value))

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

    def confirm(self) -> bool:
        """Apply the finished draft; False (with the reasons) if it is not finished or not legal.

        With review points on, an action that sets off income or an era's scoring first pauses at
        each review point (``pending_review``); confirming again continues (``continue_review``)."""
        if self.pending_review is not None:
            return self.continue_review()
        if self.game is None or self.draft is None or self.draft.action is None:
            return False
        action = self.draft.action
        if self.review_points:
            try:
                points = self.game.upcoming(action)
            except IllegalActionError as exc:
                self._reject(exc.violations)
                return False
            if points:
                self.pending_review = PendingReview(action, points)
                self.review_changed.emit()
                return True
        return self.apply(action)

    def continue_review(self) -> bool:
        """On to the next review point of the waiting action, or carry the action out after the last."""
        pending = self.pending_review
        if pending is None:
            return False
        if pending.index + 1 < len(pending.points):
            pending.index += 1
            self.review_changed.emit()
            return True
        self.pending_review = None
        self.review_changed.emit()
        return self.apply(pending.action)

    def cancel_review(self) -> None:
        """Leave the review without carrying the action out: the draft is as it was before Confirm."""
        if self.pending_review is not None:
            self.pending_review = None
            self.review_changed.emit()
            self.draft_changed.emit()

    def apply(self, action: Action) -> bool:
        """Apply ``action`` through the engine (the only way the game changes)."""
        assert self.game is not None
        try:
            events = self.game.apply(action)
        except IllegalActionError as exc:
            self._reject(exc.violations)
            return False
        self.event_log.append(events)
        self._changed(events)
        return True

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
        """Why the kind button ``kind`` is disabled: for the card chosen first, else for any card."""
        if self.game is None:
            return ()
        return self._probe({**self._first_choices(), KIND: kind})

    def explain_card(self, card: str) -> tuple[Violation, ...]:
        """Why ``card`` cannot be chosen at the current step (empty: it can)."""
        if self.game is None:
            return ()
        draft = self.draft if self.draft is not None else ActionDraft(self.legal_actions())
        step = self._card_step(draft)
        if draft.can_choose(step, card) and (KIND not in draft.chosen or card in draft.options(step)):
            return ()
        return self._why_not(draft, step, card)

    def card_marks(self) -> tuple[set[str] | None, set[str]]:
        """The cards the hand offers now (None: every card) and the cards already chosen."""
        adapter = self.adapter
        if self.game is None or adapter is None:
            return set(), set()
        draft = self.draft
        if draft is None:
            if self.phase != adapter.card_phase:
                return set(), set()
            return {c for a in self.legal_actions() for c in action_cards(a)}, set()
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
        if self.game is None or self.adapter is None:
            return None
        starts, kind = self.adapter.phase_start(self.phase)
        return ActionDraft(self.legal_actions(), kind=kind) if starts else None

    def _set_draft(self, draft: ActionDraft | None) -> None:
        if self.pending_review is not None:  # another choice than the reviewed action: the review ends
            self.pending_review = None
            self.review_changed.emit()
        self.draft = draft
        self.draft_changed.emit()

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
        draft = ActionDraft(self.legal_actions())
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
        if self.adapter is None:
            return None
        for kind, step in self.adapter.slot_intents(self.phase):
            draft = self._extended({KIND: kind, step: slot})
            if draft is not None:
                return draft
        return None

    # -- internals: why a click does not fit ------------------------------------------------------
    def _probe(self, chosen: dict[str, Any]) -> tuple[Violation, ...]:
        """The engine's most specific reasons against the draft choices ``chosen`` (() if they fit)."""
        if self.game is None or self.adapter is None:
            return ()
        try:
            key = frozenset(chosen.items())
        except TypeError:  # an unhashable choice: asked afresh
            return tuple(self.game.probe(self.adapter.choice(chosen)).violations)
        found = self._probes.get(key)
        if found is None:
            found = self._probes[key] = tuple(self.game.probe(self.adapter.choice(chosen)).violations)
        return found

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
        assert self.adapter is not None
        question = self.adapter.slot_question(self.phase, target, self._is_merchant(target))
        return self._probe({**self._first_choices(), **question})

    def _is_merchant(self, value: Any) -> bool:
        return self.game is not None and self.adapter is not None and self.adapter.is_merchant(self.game, value)

    def _reject(self, violations: tuple[Violation, ...]) -> None:
        self.action_rejected.emit(tuple(violations))

    # -- internals: after a change ---------------------------------------------------------------
    def _changed(self, events: list[Event] | None) -> None:
        self.dirty = True
        self._refresh_state(emit_events=events, replaced=False)
        self._autosave()
        self.file_changed.emit()

    def _refresh_state(self, emit_events: list[Event] | None, replaced: bool) -> None:
        self._legal = None
        self._probes = {}
        if self.pending_review is not None:  # the game changed under the review (undo, another game)
            self.pending_review = None
            self.review_changed.emit()
        self.draft = self._phase_draft()
        if replaced:
            self.game_replaced.emit()
        if emit_events:
            self.events_emitted.emit(emit_events)
        self.state_changed.emit()
        self.draft_changed.emit()

