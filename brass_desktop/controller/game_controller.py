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
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from brass_desktop.controller.action_draft import (
    AMOUNT,
    BEER,
    BOARD_LINE,
    BOARD_SLOT,
    BUILD,
    CARD,
    CARD2,
    CARD3,
    CHOSEN,
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
    MERCHANT_BEER,
    MILL,
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
    DISTANT,
    Action,
    BuildIndustry,
    BuildLink,
    CoreReason,
    Develop,
    Game,
    GameSetup,
    IllegalActionError,
    Pass,
    Preview,
    RecordError,
    Sell,
    SellMore,
    SellTile,
    TakeLoan,
    Violation,
    game_from_json,
)
from brass_desktop.engine.brass.actions import Scout
from brass_desktop.engine.brass.ruleset import ruleset
from brass_desktop.engine.brass.state import ACTION, SHORTFALL
from brass_desktop.engine.brass.state import SELL_MORE as PHASE_SELL_MORE
from brass_desktop.paths import write_atomically
from brass_desktop.storage import AutosaveStore, FileProblem, SavedGame, read_record_text

log = logging.getLogger(__name__)

# The kinds offered as buttons in each phase of play (those the game has: ``GameController.kinds``).
PHASE_KINDS = {
    ACTION: (BUILD, DOUBLE_BUILD, LINK, DEVELOP, SELL, LOAN, SCOUT, PASS),
    PHASE_SELL_MORE: (SELL_MORE, END_SELL),
    SHORTFALL: (SELL_TILE,),
}
_SLOT_STEPS = (SLOT, MILL, TO)
_LINE_STEPS = (LINE, LINE2)


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
        self.event_log: list[list[dict[str, Any]]] = []
        self._legal: list[Action] | None = None

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

    def kinds(self) -> list[tuple[str, bool]]:
        """The kinds this game offers now, each with whether any legal action of that kind exists."""
        if self.game is None or self.phase not in PHASE_KINDS:
            return []
        present = {draft_kind(a) for a in self.legal_actions()}
        return [(k, k in present) for k in PHASE_KINDS[self.phase] if self.game_has_kind(k)]

    def game_has_kind(self, kind: str) -> bool:
        """Whether the game's rules know the draft kind (Birmingham has no double build, Lancashire no scout)."""
        if self.game is None:
            return False
        rules = ruleset(self.game.definition.name)
        if kind == DOUBLE_BUILD:
            return rules.double_build
        return kind in rules.kinds

    def is_board_target(self, value: Any) -> bool:
        """A slot or (Birmingham) a merchant tile of this game: chosen by a click on the map."""
        if self.game is None or not isinstance(value, str):
            return False
        return value in self.game.data.slots or any(m["id"] == value for m in self.game.state.merchants)

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
        game = self.read_game(path)
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
            state = game.state
            self._saved_games[key] = SavedGame(
                # Industria has epochs where Brass has eras; both are shown as the game's stage.
                path=Path(path), game=game.definition.name, players=tuple(p.name for p in state.players),
                era=getattr(state, "era", None) or getattr(state, "epoch", ""),
                round=state.round, actions=len(game.history), finished=game.current_player is None,
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

    def _install(self, game: Game, event_log: list[list[dict[str, Any]]], path: Path | None) -> None:
        self.game = game
        self.event_log = event_log
        self.path = path
        self.dirty = False
        self._refresh_state(emit_events=None, replaced=True)

    @staticmethod
    def _replay_events(game: Game) -> list[list[dict[str, Any]]]:
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
        return bool(self.game and self.game.can_undo())

    def undo_blocked(self) -> Violation | None:
        """Why undo is not possible (nothing to undo, the undo policy), or None; None without a game."""
        return self.game.undo_blocked() if self.game is not None else None

    def can_redo(self) -> bool:
        return bool(self.game and self.game.can_redo())

    def undo(self) -> None:
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
            self._reject(self._explain(self._probe_kind(kind)))

    def select_card(self, card: str) -> None:
        """A card clicked in the hand panel (the second or third one of a double build or a scout)."""
        if self.game is None:
            return
        draft = self.draft if self.draft is not None else ActionDraft(self.legal_actions())
        step = CARD
        if CARD in draft.chosen and draft.current_step in (CARD2, CARD3):
            step = draft.current_step
        if draft.choose(step, card):
            self._set_draft(draft)
        else:
            self._reject(self._explain(self._probe(draft, step, card)))

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
                step = self._board_step(draft, _SLOT_STEPS)
                self._reject(self._explain(self._probe(draft, step, slot)))
                return
        self._start_from_slot(slot)

    def click_line(self, line: str) -> None:
        """A line clicked on the map."""
        if self.game is None:
            return
        draft = self.draft
        if draft is not None and draft.kind is not None:
            if self._choose_on_board(draft, line, _LINE_STEPS):
                return
            if any(s.name in _LINE_STEPS for s in draft.steps()):
                step = self._board_step(draft, _LINE_STEPS)
                self._reject(self._explain(self._probe(draft, step, line)))
                return
        fresh = ActionDraft(self.legal_actions())
        if fresh.choose(KIND, LINK) and fresh.choose(LINE, line):
            self._set_draft(fresh)
        else:
            self._reject(self._explain(self._probe(ActionDraft(()), LINE, line, kind=LINK)))

    def choose(self, step: str, value: Any) -> None:
        """A choice button (industry, amount, coal source, "only one rail", ...)."""
        if self.game is None:
            return
        draft = self.draft if self.draft is not None else ActionDraft(self.legal_actions())
        if draft.choose(step, value):
            self._set_draft(draft)
        else:
            self._reject(self._explain(self._probe(draft, step, value)))

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
        """Apply the finished draft; False (with the reasons) if it is not finished or not legal."""
        if self.game is None or self.draft is None or self.draft.action is None:
            return False
        return self.apply(self.draft.action)

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

    # -- explanations ----------------------------------------------------------------------------
    def explain_slot(self, slot: str) -> tuple[Violation, ...]:
        """Why a click on ``slot`` would be refused now (empty: it would be accepted)."""
        draft = self.draft
        if self.game is None:
            return ()
        if draft is not None and draft.kind is not None and any(s.name in _SLOT_STEPS for s in draft.steps()):
            step = self._board_step(draft, _SLOT_STEPS)
            if draft.can_choose(step, slot) or any(draft.can_choose(s, slot) for s in _SLOT_STEPS):
                return ()
            return self._explain(self._probe(draft, step, slot))
        if self._slot_intent(slot) is not None:
            return ()
        return self._explain(self._probe(ActionDraft(()), SLOT, slot, kind=self._slot_kind(slot)))

    def explain_line(self, line: str) -> tuple[Violation, ...]:
        """Why a click on ``line`` would be refused now (empty: it would be accepted)."""
        if self.game is None:
            return ()
        draft = self.draft
        if draft is not None and draft.kind == LINK:
            step = self._board_step(draft, _LINE_STEPS)
            if draft.can_choose(step, line):
                return ()
            return self._explain(self._probe(draft, step, line))
        if ActionDraft(self.legal_actions(), kind=LINK).can_choose(LINE, line):
            return ()
        return self._explain(self._probe(ActionDraft(()), LINE, line, kind=LINK))

    # -- internals: drafts -----------------------------------------------------------------------
    def _phase_draft(self) -> ActionDraft | None:
        """The draft a phase starts with: selling on, or selling tiles in a shortfall."""
        if self.game is None:
            return None
        if self.phase == SHORTFALL:
            return ActionDraft(self.legal_actions(), kind=SELL_TILE)
        if self.phase == PHASE_SELL_MORE:
            return ActionDraft(self.legal_actions())
        return None

    def _set_draft(self, draft: ActionDraft | None) -> None:
        self.draft = draft
        self.draft_changed.emit()

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

    def _slot_kind(self, target: str | None = None) -> str:
        """The kind a map click starts: selling tiles in a shortfall, selling on, a sale to a
        clicked merchant, else a build."""
        kind = {SHORTFALL: SELL_TILE, PHASE_SELL_MORE: SELL_MORE}.get(self.phase or "", BUILD)
        return SELL if kind == BUILD and self._is_merchant(target) else kind

    def _slot_intent(self, slot: str) -> ActionDraft | None:
        """A draft for a map click with no action chosen: sell from your mill, else build there."""
        legal = self.legal_actions()
        for kind, step in ((SELL_TILE, SLOT), (SELL_MORE, MILL), (SELL, MILL), (SELL_MORE, TO), (SELL, TO),
                           (BUILD, SLOT), (DOUBLE_BUILD, SLOT)):
            draft = ActionDraft(legal)
            if draft.choose(KIND, kind) and draft.choose(step, slot):
                return draft
        return None

    def _start_from_slot(self, slot: str) -> None:
        draft = self._slot_intent(slot)
        if draft is not None:
            self._set_draft(draft)
        else:
            self._reject(self._explain(self._probe(ActionDraft(()), SLOT, slot, kind=self._slot_kind(slot))))

    # -- internals: what a refused click would have done -----------------------------------------
    def _probe(self, draft: ActionDraft, step: str, value: Any, kind: str | None = None) -> Action | None:
        """The action a click would make: the draft's choices plus ``value``, the rest filled in
        the way that gives the most telling explanation (e.g. the card that could build there)."""
        assert self.game is not None
        chosen = {k: draft.value(k) for k in draft.chosen}
        chosen.update({s.name: s.value for s in draft.steps() if s.status == "forced"})
        chosen[step] = value
        if self._is_merchant(value) and step != TO:
            chosen.pop(step, None)  # a merchant tile is always where a sale goes
            chosen[TO] = value
            step = TO
        kind = kind or chosen.get(KIND) or {SLOT: self._slot_kind(), LINE: LINK, LINE2: LINK,
                                            MILL: SELL, TO: SELL}.get(step)
        if kind is None:
            return None
        state = self.game.state
        player = self.current_player
        hand = list(state.players[player].hand) if player is not None else []
        data = self.game.data

        def card_for(location: str | None = None, icons: Sequence[str] = ()) -> str:
            if chosen.get(CARD):
                return str(chosen[CARD])
            if location in hand:
                return str(location)
            for card in hand:
                if card in icons:
                    return card
            return hand[0] if hand else ""

        if kind in (BUILD, DOUBLE_BUILD):
            slot = chosen.get(SLOT)
            if slot not in data.slots and chosen.get(CARD):
                slot = self._slot_for_card(str(chosen[CARD]))
            if slot not in data.slots:
                return None
            location, _, icons = data.slots[slot]
            tile = state.tiles.get(slot)
            industry = chosen.get(INDUSTRY)
            if industry not in icons:
                if tile is not None and tile.industry in icons:
                    industry = tile.industry
                else:
                    card = card_for(location, icons)
                    industry = card if card in icons else icons[0]
            card = card_for(location, (industry,))
            cards: tuple[str, ...] = (card,)
            if kind == DOUBLE_BUILD:
                rest = list(hand)
                if card in rest:
                    rest.remove(card)
                second = chosen.get(CARD2) or (rest[0] if rest else card)
                cards = (card, str(second))
            return BuildIndustry(cards, slot, str(industry))
        if kind == LINK:
            lines = tuple(v for v in (chosen.get(LINE), chosen.get(LINE2)) if v)
            return BuildLink(card_for(), lines) if lines else None
        if kind == DEVELOP:
            industries = tuple(v for v in (chosen.get(INDUSTRY), chosen.get(INDUSTRY2)) if v)
            return Develop(card_for(), industries or ("coal",))
        if kind in (SELL, SELL_MORE):
            if kind == SELL_MORE and self.phase != PHASE_SELL_MORE:
                kind = SELL
            mill = chosen.get(MILL) or (value if step == SLOT else None)
            if mill is None:
                mills = [s for s, t in state.tiles.items() if t.owner == player and t.industry in self._sellable()]
                mill = mills[0] if mills else None
            if mill is None:
                return None
            to = chosen.get(TO) or self._default_buyer(mill)
            return Sell(card_for(), mill, to) if kind == SELL else SellMore(mill, to)
        if kind == SCOUT:
            cards = tuple(v for v in (chosen.get(CARD), chosen.get(CARD2), chosen.get(CARD3)) if v)
            return Scout(cards + tuple(hand[len(cards):3]) if len(cards) < 3 else cards)
        if kind == LOAN:
            return TakeLoan(card_for(), int(chosen.get(AMOUNT) or ruleset(self.game.definition.name).loan_amounts[0]))
        if kind == PASS:
            return Pass(card_for())
        if kind == SELL_TILE:
            slot = chosen.get(SLOT)
            return SellTile(slot) if slot else None
        return None

    def _is_merchant(self, value: Any) -> bool:
        return self.game is not None and any(m["id"] == value for m in self.game.state.merchants)

    def _sellable(self) -> set[str]:
        """Industries this game sells: what its merchants buy (Birmingham), else cotton."""
        assert self.game is not None
        buys = {i for industries in self.game.data.merchant_buys.values() for i in industries}
        return buys or {"cotton"}

    def _default_buyer(self, mill: str) -> str:
        """Where a sale goes when the player has not said: a merchant buying the tile, or overseas."""
        assert self.game is not None
        merchants = self.game.state.merchants
        if not merchants:
            return DISTANT
        tile = self.game.state.tiles.get(mill)
        industry = tile.industry if tile is not None else ""
        buying = [m["id"] for m in merchants if industry in self.game.data.merchant_buys.get(m["tile"], ())]
        return (buying or [m["id"] for m in merchants])[0]

    def _slot_for_card(self, card: str) -> str | None:
        """Where a card would build: its town's first free slot, or a free slot with its icon."""
        assert self.game is not None
        data, tiles = self.game.data, self.game.state.tiles
        if card in data.locations:
            slots = [s for s, (loc, _, _) in data.slots.items() if loc == card]
        else:
            slots = [s for s, (_, _, icons) in data.slots.items() if card in icons]
        free = [s for s in slots if s not in tiles]
        return (free or slots or [None])[0]

    def _probe_kind(self, kind: str) -> Action | None:
        """A typical action of ``kind`` for explaining why the kind is not available."""
        if self.game is None:
            return None
        player = self.current_player
        state = self.game.state
        if player is None:
            return Pass("")
        hand = state.players[player].hand
        card = hand[0] if hand else ""
        if kind == LOAN:
            return TakeLoan(card, ruleset(self.game.definition.name).loan_amounts[0])
        if kind == PASS:
            return Pass(card)
        if kind == SCOUT:
            return Scout(tuple(hand[:3]))
        if kind == DEVELOP:
            stacks = state.players[player].stacks
            industry = next((i for i, levels in stacks.items() if levels), "coal")
            return Develop(card, (industry,))
        if kind in (SELL, SELL_MORE):
            return self._probe(ActionDraft(()), MILL, None, kind=kind)
        return None

    def _explain(self, action: Action | None) -> tuple[Violation, ...]:
        """The engine's reasons against ``action`` (probes leave coal/iron to the engine's default)."""
        if self.game is None or action is None:
            return ()
        return self.game.explain(action)

    def _reject(self, violations: tuple[Violation, ...]) -> None:
        self.action_rejected.emit(tuple(violations))

    # -- internals: after a change ---------------------------------------------------------------
    def _changed(self, events: list[dict[str, Any]] | None) -> None:
        self.dirty = True
        self._refresh_state(emit_events=events, replaced=False)
        self._autosave()
        self.file_changed.emit()

    def _refresh_state(self, emit_events: list[dict[str, Any]] | None, replaced: bool) -> None:
        self._legal = None
        self.draft = self._phase_draft()
        if replaced:
            self.game_replaced.emit()
        if emit_events:
            self.events_emitted.emit(emit_events)
        self.state_changed.emit()
        self.draft_changed.emit()

