"""The guided first game in the window: a panel over the map that says, at each of the learner's
decisions, what to do, why, and which rule applies, and marks the suggested move.

The guide itself is data (``resources/guides/``) read and followed by ``controller/guide.py``;
the game's UI plug-in marks the suggested move (``GameUI.mark_suggestion``).  The player may do
anything else (the panel then says what their move did, and the guide goes on with what still
fits) and may leave the guide at any time: the game simply goes on.
"""
from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QFrame, QGraphicsView, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from brass_desktop import i18n
from brass_desktop.controller.guide import (
    DEVIATED,
    FOLLOWED,
    Guide,
    GuideRunner,
    Result,
    Suggestion,
    guide_setup,
    load_guide,
    load_texts,
)
from brass_desktop.ui import rule_links, rules_reference, texts
from brass_desktop.ui.clear_of import clear_spot, is_clear, marked_rects, panels_over, place_clear
from brass_desktop.ui.retranslate import Retranslatable

tr = texts.translate  # lupdate reads tr("Context", "Text") (docs/translations.md)

if TYPE_CHECKING:
    from brass_desktop.ui.main_window import MainWindow

INTRO, PLAYING, OVER = "intro", "playing", "over"




def rule_title(game: str, rule_id: str) -> str:
    """The rule's title in the rules reference ("" where the game has no reference yet)."""
    if game not in rules_reference.GAMES:
        return ""
    rule = rules_reference.load_reference(game).rule(rule_id)
    return rule.title if rule is not None else ""


class GuidePanel(Retranslatable, QFrame):
    """The guide's words over the map: a heading, the text with its rule link, and buttons."""

    start_clicked = Signal()
    leave_clicked = Signal()
    language_switched = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("GuidePanel")
        self.setStyleSheet("#GuidePanel { background: rgba(255, 250, 232, 245); border: 2px solid #b8860b; "
                           "border-radius: 8px; } #GuidePanel QLabel { color: #2b1d10; }")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        self.heading = QLabel()
        self.heading.setObjectName("GuideHeading")
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.body = QLabel()
        self.body.setObjectName("GuideBody")
        self.body.setWordWrap(True)
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.body.setOpenExternalLinks(False)
        layout.addWidget(self.body)
        buttons = QHBoxLayout()
        self.start_button = QPushButton()
        self.start_button.setObjectName("GuideStart")
        self.start_button.clicked.connect(self.start_clicked)
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("GuideLeave")
        self.leave_button.clicked.connect(self.leave_clicked)
        # Folded, only the heading and the buttons stay over the map (a small screen needs the map).
        self.fold_button = QPushButton()
        self.fold_button.setObjectName("GuideFold")
        self.fold_button.setCheckable(True)
        self.fold_button.toggled.connect(self._fold)
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.fold_button)
        buttons.addStretch(1)
        buttons.addWidget(self.leave_button)
        layout.addLayout(buttons)
        self._placed: tuple[float, str] | None = None  # the last place() arguments
        parent.installEventFilter(self)  # the map's size changes later than the window's
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        parent = self.parentWidget()
        if watched is parent and event.type() == QEvent.Type.Resize and self._placed is not None:
            self.place(parent, *self._placed)
        return False

    def _fold(self, folded: bool) -> None:
        self.body.setVisible(not folded)
        self.retranslate_fold()
        parent = self.parentWidget()
        if parent is not None and self._placed is not None:
            self.place(parent, *self._placed)

    def retranslate_fold(self) -> None:
        folded = self.fold_button.isChecked()
        self.fold_button.setText(tr("Guide", "Show the text") if folded else tr("Guide", "Fold"))
        self.fold_button.setToolTip(tr("Guide", "Keep only the guide's heading and buttons over the map"))

    def retranslate_ui(self) -> None:
        # after the switch has finished: the guide's own texts follow i18n.current_language()
        QTimer.singleShot(0, self, self.language_switched.emit)

    def place(self, view: QWidget, factor: float, corner: str) -> None:
        """In a bottom ``corner`` of the map ("bottom-right" or "bottom-left", the plug-in's choice:
        where the map has least to do early on), above the computers' note, wide enough for its
        sentences and never more than 45 % of the map; elsewhere when that corner would hide a place
        the guide marks (ui/clear_of.py)."""
        self._placed = (factor, corner)
        width = max(300, min(int(view.width() * 0.45), round(560 * factor), view.width() - 24))
        bottom = 12 + round(44 * factor)  # the computer's "thinking" note stands at the bottom left
        if isinstance(view, QGraphicsView):
            # the plug-in's corner first, else wherever it hides none of the places it marks; on a
            # small map narrower (taller) first, so that it fits beside them
            prefer = (corner, "bottom-right" if corner == "bottom-left" else "bottom-left", "top-left", "top-right")
            marked = marked_rects(view)
            for narrower in (width, *range(width - 40, 219, -40)):
                self._set_size(view, narrower, bottom)
                spot = clear_spot(view.viewport().geometry(), self.size(), marked, panels_over(view, self),
                                  prefer, bottom)
                if is_clear(spot, self.size(), marked):
                    self.move(spot)
                    return
            self._set_size(view, width, bottom)
            place_clear(self, view, prefer, bottom)  # the place that hides least of them
            return
        self._set_size(view, width, bottom)
        x = 12 if corner == "bottom-left" else view.width() - width - 12
        self.move(x, max(12, view.height() - self.height() - bottom))

    def _set_size(self, view: QWidget, width: int, bottom: int) -> None:
        self.setFixedWidth(width)
        layout = self.layout()
        # a word-wrapped label does not grow by itself: ask the layout for the height at this width
        height = layout.totalHeightForWidth(width) if layout is not None else self.sizeHint().height()
        self.setFixedHeight(min(view.height() - bottom - 12, height))


class GuidedGame(QObject):
    """One guided game in a window: starts it, follows it, shows the panel; ``leave()`` ends it."""

    ended = Signal()

    def __init__(self, window: MainWindow, game_name: str) -> None:
        super().__init__(window)
        self.window = window
        self.guide: Guide = load_guide(game_name)
        self.runner = GuideRunner(self.guide)
        self.game: Any = None
        self.stage = INTRO
        self._suggestion: Suggestion | None = None
        self._suggested_at: int | None = None  # the history length the suggestion was made for
        self._following = False  # whether the controller's signals reach the guide (its game started)
        self.panel = GuidePanel(window.view)
        self.panel.start_clicked.connect(self._start_clicked)
        self.panel.leave_clicked.connect(self.leave)
        self.panel.language_switched.connect(self.refresh)
        self.panel.body.linkActivated.connect(window.open_rule_link)

    @property
    def texts(self) -> Any:
        return load_texts(self.guide.game, i18n.current_language())

    # -- starting and leaving --------------------------------------------------------------------
    def start(self) -> bool:
        """Start the guide's game (the game in play is asked about first); False if it did not start."""
        w = self.window
        computers = [texts.fill(tr("Guide", "Computer {number}"), {"number": n})
                     for n in range(1, sum(1 for seat in self.guide.players if seat) + 1)]
        names = w.settings.player_names  # the New game dialog's names stay the table's own
        started = w.start_game(guide_setup(self.guide, tr("Guide", "Newcomer"), computers))
        w.settings.player_names = names
        if not started:
            return False
        self.game = w.controller.game
        # One person against computer seats: no hand-over screen, the computers play by themselves.
        w.turns.set_table(list(self.guide.players), "normal", True, seed=self.guide.ai_seed)
        c = w.controller
        for signal in self._signals():
            signal.connect(self.refresh)
        c.game_replaced.connect(self._game_replaced)
        self._following = True
        self.refresh()
        return True

    def leave(self) -> None:
        """End the guide: the panel and the marks go, the game goes on as a normal game."""
        c = self.window.controller
        if self._following:  # left before its game started (the introduction), nothing is connected
            for signal in self._signals():
                signal.disconnect(self.refresh)
            c.game_replaced.disconnect(self._game_replaced)
            self._following = False
        self.window.game_ui.mark_suggestion(self.window, None)
        self.window._draft_changed()  # the draft's own highlights come back
        self.panel.hide()
        self.panel.deleteLater()
        self.ended.emit()

    def _signals(self) -> list[Any]:
        """What may change the guide's words or marks (a computer's move marks the map: the
        suggestion comes back over it once the learner is to move)."""
        c = self.window.controller
        return [c.state_changed, c.draft_changed, c.review_changed, self.window.turns.computer.moved]

    def _game_replaced(self) -> None:
        if self.window.controller.game is not self.game:
            self.leave()  # another game was started or opened: the guide belongs to this one

    def _start_clicked(self) -> None:
        if self.stage == OVER:
            self.leave()
        else:
            self.stage = PLAYING
            self.refresh()

    # -- following the game ----------------------------------------------------------------------
    def _catch_up(self) -> None:
        """Record the learner's decision just made (or forget the ones an undo took back)."""
        game = self.game
        length = len(game.history)
        self.runner.sync(length)
        log = self.window.controller.event_log
        if self._suggested_at == length - 1 and log:
            mover = next((e.get("player") for e in log[-1] if e.get("type") == "action"), None)
            if mover == self.guide.learner:
                self.runner.record(length - 1, game.definition.action_to_dict(game.history[-1]), self._suggestion)
                self.stage = PLAYING  # a move made dismisses the introduction
        if self._suggested_at != length:
            self._suggestion = self.runner.suggestion(game)
            self._suggested_at = length

    def suggestion(self) -> Suggestion | None:
        """The move the guide suggests now (None: none, or not the learner's turn)."""
        return self._suggestion if self._suggested_at == len(self.game.history) else None

    def refresh(self) -> None:
        w = self.window
        if self.game is None or w.controller.game is not self.game:
            return  # its game never started (or another one is in play): nothing to follow
        self._catch_up()
        if self.stage != INTRO and self.runner.finished(self.game):
            self.stage = OVER
        suggestion = self.suggestion() if self.stage == PLAYING else None
        w.game_ui.mark_suggestion(w, suggestion.action if suggestion is not None else None)
        self._show(suggestion)

    # -- words -----------------------------------------------------------------------------------
    def _show(self, suggestion: Suggestion | None) -> None:
        panel = self.panel
        panel.leave_button.setText(tr("Guide", "Leave the guide"))
        panel.retranslate_fold()
        panel.leave_button.setToolTip(tr("Guide", "The game goes on as a normal game"))
        panel.start_button.setVisible(self.stage != PLAYING)
        panel.leave_button.setVisible(self.stage != OVER)
        if self.stage == INTRO:
            panel.start_button.setText(tr("Guide", "Start"))
        elif self.stage == OVER:
            panel.start_button.setText(tr("Guide", "Close the guide"))
        heading, body = self.words(suggestion)
        panel.heading.setText(heading)
        panel.body.setText(body)
        panel.show()
        panel.raise_()
        panel.place(self.window.view, self.window.presentation.factor, self.window.game_ui.guide_corner)

    def words(self, suggestion: Suggestion | None, phone: bool = False) -> tuple[str, str]:
        """The guide's heading and words now (rich text).  ``phone``: for the learner's phone
        (issue 40), which has no map to click nor keys: a step names the suggested move and why,
        not the desktop's clicks ("click the lit slot, then Confirm")."""
        guide_texts = self.texts
        heading = texts.fill(tr("Guide", "Guided first game: {game}"), {"game": texts.game_name(self.guide.game)})
        if self.stage == INTRO:
            parts = [f"<b>{html.escape(guide_texts.title)}</b>", _paragraphs(guide_texts.intro)]
        elif self.stage == OVER:
            parts = [self._result_note(), "<b>" + html.escape(tr("Guide", "The guide is over")) + "</b>",
                     _paragraphs(guide_texts.outro), html.escape(tr("Guide", "The game goes on as a normal game."))]
        else:
            parts = [self._result_note(), *self._step_parts(suggestion, phone)]
        return heading, "<br><br>".join(p for p in parts if p)

    def phone_words(self) -> tuple[str, str]:
        """The heading and words for the learner's phone (see :meth:`words`)."""
        return self.words(self.suggestion() if self.stage == PLAYING else None, phone=True)

    def _step_parts(self, suggestion: Suggestion | None, phone: bool = False) -> list[str]:
        game = self.game
        c = self.window.controller
        if not self.runner.learner_to_move(game):
            return [html.escape(tr("Guide", "The computer players take their turns now. Watch the map: each of their "
                                   "moves is marked there."))]
        if suggestion is None:
            if phone:
                return [html.escape(tr("Guide", "The guide has no suggestion for this decision: it is yours to "
                                                "make. Tap a move to read what it does, or ask for a hint."))]
            return [html.escape(tr("Guide", "The guide has no suggestion for this decision: it is yours to make. "
                                   "Point at a target to read what it does, or press H for a hint."))]
        do, why = self.texts.step(suggestion.step.id)
        number = texts.fill(tr("Guide", "Step {number} of {count}"), {"number": suggestion.number,
                                                             "count": len(self.guide.steps)})
        move = move_text(game, suggestion.action, c.names)
        rule = suggestion.step.rule
        title = rule_title(self.guide.game, rule)
        link_text = texts.fill(tr("Guide", "Rule {rule}: {title}") if title else tr("Guide", "Rule {rule}"),
                               {"rule": rule, "title": title})
        link = html.escape(link_text)
        if self.guide.game in rules_reference.GAMES:  # a game without a reference yet names its rule only
            link = f'<a href="{rule_links.rule_url(self.guide.game, rule)}">{link}</a>'
        if phone:  # the step's "what to do" names the desktop's clicks: the phone names the move
            return [f"<b>{html.escape(number)}</b> — "
                    + html.escape(texts.fill(tr("Guide", "Suggested move: {move}"), {"move": move})),
                    html.escape(why), link]
        return [f"<b>{html.escape(number)}</b> — {html.escape(do)}", html.escape(why),
                html.escape(texts.fill(tr("Guide", "Suggested move (marked for you): {move}"), {"move": move})), link]

    def _result_note(self) -> str:
        """What the guide made of the learner's last decision (just after it)."""
        result: Result | None = self.runner.last()
        game = self.game
        if result is None:
            return ""
        c = self.window.controller
        action = game.definition.action_from_dict(result.action)
        move = texts.action_summary(action, c.names, game.data)
        if result.status == FOLLOWED:
            return "<i>" + html.escape(texts.fill(tr("Guide", "Well done: {move}."), {"move": move})) + "</i>"
        if result.status != DEVIATED:
            return ""
        batch = c.event_log[result.index] if result.index < len(c.event_log) else []
        effects = effect_text(game, batch, c.names) or tr("Guide", "nothing else changed")
        note = tr("Guide", "You went your own way: {move}. Here is what that does: {effects} The guide goes on "
                           "with what still fits your game.")
        parts = [texts.fill(note, {"move": move, "effects": effects})]
        ahead = self.guide.step(result.ahead) if result.ahead is not None else None
        if ahead is not None:
            parts.append(texts.fill(tr("Guide", "That was the move of step {number}, so the guide skips it."),
                                    {"number": self.guide.steps.index(ahead) + 1}))
        return "<i>" + html.escape(" ".join(parts)) + "</i>"


def move_text(game: Any, action: Any, names: list[str]) -> str:
    """What a move would do, in the log's words: its events on a copy of the game, up to the first
    one that would reveal something hidden (a drawn card, a new tile)."""
    return effect_text(game, game.copy().apply(action, checked=False), names) or texts.action_summary(
        action, names, game.data)


def effect_text(game: Any, events: Sequence[Mapping[str, Any]], names: list[str]) -> str:
    """The log's sentences for an action's events, up to the first that reveals something hidden."""
    lines: list[str] = []
    for event in events:
        if event.get("type") in game.definition.REVEAL_EVENTS:
            break
        lines += texts.event_lines(event, names, game.data)
    return " ".join(lines[:4])


def _paragraphs(text: str) -> str:
    return "<br>".join(html.escape(line) for line in text.split("\n"))
