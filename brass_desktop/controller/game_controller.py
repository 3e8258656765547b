"""GameController: owns the ``Game``; the game family's interaction turns clicks into actions.

The controller is game-neutral: games and files, autosave, undo/redo, Confirm/Back/Cancel
and the review points.  What a click means belongs to the family (``controller/adapters.py``):
the controller asks the family's adapter for an *interaction* (``controller/<family>``: a
step-by-step draft, or actions at a click) and hands it each new position.  The family's own
verbs (``click_slot``, ``click_tile``, ...) are the interaction's; reading them on the
controller (``controller.click_slot``) asks the interaction in play.

The state is never touched here except through ``game.apply``, ``game.undo`` and
``game.redo``.  After every change the game record is autosaved (atomically); a game that
replaces another moves the other's autosave into the history first (``storage.AutosaveStore``).
"""
from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from brass_desktop.controller.adapters import adapter_of
from brass_desktop.engine import (
    Action,
    CoreReason,
    Event,
    Game,
    GameSetup,
    IllegalActionError,
    RecordError,
    ReviewPoint,
    Violation,
    game_from_json,
)
from brass_desktop.paths import write_atomically
from brass_desktop.storage import AutosaveStore, FileProblem, SavedGame, read_record_text

log = logging.getLogger(__name__)



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
        # The interaction of the game's family (None without a game), one per family and controller.
        self.interaction: Any = None
        self._interactions: dict[str, Any] = {}
        self.path: Path | None = None
        self.dirty = False
        self.autosave_path = autosave_path
        self.store = AutosaveStore(autosave_path) if autosave_path is not None else None
        self.autosave_error: str | None = None  # the last autosave's failure, None while they work
        self.autosave_failure: OSError | None = None  # the same failure, for the UI to word
        # The autosave file still holds the previous game: move it into the history before writing.
        self._rotation_pending = False
        self._saved_games: dict[tuple[Path, int, int], SavedGame] = {}
        if self.store is not None:
            self.store.clean()  # temporary files of a write a crash interrupted
        # Events of each action in game.history (same length), for the log and the scoring dialog.
        self.event_log: list[list[Event]] = []
        self._legal: list[Action] | None = None
        # Review points (a table setting, set by the window): a confirmed action that ends a round
        # or a stage waits, showing what income and scoring will do, until the review is continued.
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

    def __getattr__(self, name: str) -> Any:
        """A family's own verb or view (``click_slot``, ``highlights``, ``draft``...): the interaction's."""
        if name.startswith("_") or name == "interaction":
            raise AttributeError(name)
        interaction = self.__dict__.get("interaction")
        if interaction is None:
            raise AttributeError(f"{name!r}: no game, so no game family's interaction")
        return getattr(interaction, name)

    def interaction_for(self, family: str) -> Any:
        """The interaction of ``family`` over this controller (made once; its panels keep it)."""
        if family not in self._interactions:
            self._interactions[family] = adapter_of(family).interaction(self)
        return self._interactions[family]

    def legal_actions(self) -> list[Action]:
        """The engine's legal actions now (cached until the state changes)."""
        if self.game is None:
            return []
        if self._legal is None:
            self._legal = self.game.legal_actions()
        return list(self._legal)

    def legal_actions_for(self, seat: int) -> list[Action]:
        """What ``seat`` may do now: everything when it is to move, else only the actions a rule
        lets a player take at any time (``Game.legal_actions_for``)."""
        return self.game.legal_actions_for(seat) if self.game is not None else []

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
            stage = game.definition.stage(game.state)  # the game's own stage (its name and round)
            self._saved_games[key] = SavedGame(
                path=Path(path), game=game.definition.name, players=tuple(p.name for p in game.state.players),
                stage=stage.name, round=stage.round, actions=len(game.history), finished=game.current_player is None,
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
        # an action taken out of turn (a rule allows it at any time) is replayed by its actor
        return [fresh.apply(action, player=actor) for action, actor in zip(game.history, game.actors, strict=True)]

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
                self._set_autosave_error(exc)
                self.autosave_failed.emit(str(exc))
                return
            self._rotation_pending = False
        try:
            write_atomically(self.autosave_path, self.record_text())
        except OSError as exc:  # never lose the game in memory because the disk is full
            log.warning("autosave failed: %s", exc)
            self._set_autosave_error(exc)
            self.autosave_failed.emit(str(exc))
            return
        self._set_autosave_error(None)

    def _set_autosave_error(self, failure: OSError | None) -> None:
        # the system's sentence ("No space left on device", not "[Errno 28] ..."); the UI words the failure
        error = None if failure is None else (failure.strerror or str(failure))
        self.autosave_failure = failure
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
            self.reject(exc.violations)
            return
        self.event_log.append(events)
        self._changed(events)

    # -- the action being put together (the family's interaction holds it) ------------------------
    def can_back(self) -> bool:
        """Whether the interaction holds a choice the player made."""
        return self.interaction is not None and bool(self.interaction.can_back())

    def back(self) -> None:
        """Step back one choice (Backspace)."""
        if self.interaction is not None:
            self.interaction.back()

    def cancel(self) -> None:
        """Drop the choices made; nothing has happened to the game (Escape)."""
        if self.interaction is not None:
            self.interaction.cancel()

    def choice_changed(self) -> None:
        """The interaction's choices changed: another choice than a reviewed action ends the review."""
        if self.pending_review is not None:
            self.pending_review = None
            self.review_changed.emit()
        self.draft_changed.emit()

    def reject(self, violations: tuple[Violation, ...]) -> None:
        """Tell the views why the last click or action was refused."""
        self.action_rejected.emit(tuple(violations))

    def confirm(self) -> bool:
        """Apply the finished draft; False (with the reasons) if it is not finished or not legal.

        With review points on, an action that sets off income or a stage's scoring first pauses at
        each review point (``pending_review``); confirming again continues (``continue_review``)."""
        if self.pending_review is not None:
            return self.continue_review()
        action = self.interaction.prepared() if self.game is not None else None
        if action is None or self.game is None:
            return False
        if self.review_points:
            try:
                points = self.game.upcoming(action)
            except IllegalActionError as exc:
                self.reject(exc.violations)
                return False
            if points:
                self.pending_review = PendingReview(action, points)
                # the draft stays drawn on the map (the pending action's ghost and chosen parts); its
                # Confirm goes out first (the review's Continue goes on), then the review marks its places
                self.draft_changed.emit()
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
            self.reject(exc.violations)
            return False
        self.event_log.append(events)
        self._changed(events)
        return True

    def act_for(self, seat: int, action: Action) -> bool:
        """Apply ``action`` for ``seat``, who need not be to move: a seat not to move may take only
        what ``legal_actions_for(seat)`` lists (a rule allows it at any time); anything else is
        refused with the engine's reasons.  The record keeps who acted (``Game.actors``); undo,
        autosave and the log follow as for any action.  The draft of the player to move is reset
        (the position changed under it) and a computer's thought is restarted (its ``update``
        sees a new position)."""
        if self.game is None:
            return False
        if seat == self.game.current_player:
            return self.apply(action)
        try:
            events = self.game.apply(action, player=seat)
        except IllegalActionError as exc:
            self.reject(exc.violations)
            return False
        self.event_log.append(events)
        self._changed(events)
        return True

    # -- internals: after a change ---------------------------------------------------------------
    def _changed(self, events: list[Event] | None) -> None:
        self.dirty = True
        self._refresh_state(emit_events=events, replaced=False)
        self._autosave()
        self.file_changed.emit()

    def _refresh_state(self, emit_events: list[Event] | None, replaced: bool) -> None:
        self._legal = None
        if self.pending_review is not None:  # the game changed under the review (undo, another game)
            self.pending_review = None
            self.review_changed.emit()
        if self.game is not None:
            self.interaction = self.interaction_for(self.game.definition.family)
            self.interaction.reset()
        if replaced:
            self.game_replaced.emit()
        if emit_events:
            self.events_emitted.emit(emit_events)
        self.state_changed.emit()
        self.draft_changed.emit()

