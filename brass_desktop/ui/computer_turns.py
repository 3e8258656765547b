"""The window's side of computer seats and hints: the "thinking…" indicator, a computer's move
marked on the map, the Hint button (key H) and its overlay, and undo back to a person.

The scheduling and the worker process are in ``controller/computer.py``; this module only
shows what they do and words it (``texts.hint_line``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel

from brass_desktop.ai.agent import DEFAULT_THINK
from brass_desktop.controller.computer import ComputerPlayers
from brass_desktop.ui import texts
from brass_desktop.ui.clear_of import clear_spot, marked_rects, panels_over, place_clear

if TYPE_CHECKING:
    from brass_desktop.ui.main_window import MainWindow


#: Pixels between the hints overlay's edge and its text: its border (2) and padding.
_OVERLAY_FRAME = 10
#: Pixels below the measured text, so rounding never clips its last line.
_OVERLAY_SLACK = 4



class ComputerTurns(QObject):
    """Owns the ComputerPlayers of a window and everything of it a person sees."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.computer = ComputerPlayers(window.controller, self)
        # the last computer move (player, action, what it is: ai.move_reasons), worded when shown so
        # a language change rewords it; only of the game it was made in (``_move_game``)
        self.last_move: tuple[int, Any, list[dict[str, Any]]] | None = None
        self._move_game: Any = None
        self.hints: list[dict[str, Any]] = []
        self.thinking_label = QLabel()
        self.thinking_label.setObjectName("ThinkingLabel")
        window.statusBar().addPermanentWidget(self.thinking_label, 2)
        # The same note on the map: presentation mode hides the status bar.
        self.badge = QLabel(window.view)
        self.badge.setObjectName("ComputerBadge")
        self.badge.setStyleSheet("#ComputerBadge { background: rgba(40, 40, 40, 215); color: white; "
                                 "border-radius: 6px; padding: 6px 10px; }")
        self.badge.hide()
        self.overlay = QLabel(window.view)
        self.overlay.setObjectName("HintOverlay")
        self.overlay.setWordWrap(True)
        self.overlay.setTextFormat(Qt.TextFormat.PlainText)
        # any height left over by the wrapped text's estimate goes below it, not above
        self.overlay.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.overlay.setStyleSheet("#HintOverlay { background: rgba(255, 250, 225, 240); color: #222; "
                                   "border: 2px solid #b8860b; border-radius: 6px; "
                                   f"padding: {_OVERLAY_FRAME - 2}px; }}")
        self.overlay.hide()
        # "Thinking about hints… 40 %" on the map (presentation mode hides the status bar): under
        # the hints once the quick first answer is shown, while the whole search goes on
        self.progress = QLabel(window.view)
        self.progress.setObjectName("HintProgress")
        self.progress.setStyleSheet("#HintProgress { background: rgba(40, 40, 40, 225); color: white; "
                                    "border-radius: 6px; padding: 6px 10px; }")
        self.progress.hide()
        self._progress_timer = QTimer(self)
        self._progress_timer.setInterval(200)
        self._progress_timer.timeout.connect(self._show_progress)
        self.hints_final = True  # the hints on show are the whole search's (False: the quick answer)
        self._dismissed = False  # the person clicked the hints away: the whole answer is not pushed on them
        # the window's style sheet sets the font (presentation mode scales it): the overlay's
        # height follows its wrapped text in the new size
        self.overlay.installEventFilter(self)
        self.hint_action = window._action(self.show_hints, "H")
        self.skip_action = window._action(self.computer.skip, "Space")
        self.computer.thinking_changed.connect(self._update)
        self.computer.moved.connect(self._moved)
        self.computer.hints_ready.connect(self._hints_ready)
        self.computer.failed.connect(self._failed)
        window.view.viewport().installEventFilter(self)
        window.controller.state_changed.connect(self._state_changed)
        window.controller.game_replaced.connect(self._game_replaced)

    # -- seats -----------------------------------------------------------------------------------
    def set_table(self, seats: list[str], speed: str, hints: bool, think: str = DEFAULT_THINK,
                  seed: int | None = None) -> None:
        """The seats and settings of a new game (after the game was installed); ``seed`` fixes the
        computer players' seeds (tests)."""
        self.computer.speed = speed
        self.computer.hints_allowed = hints
        self.computer.set_think(think)
        self.computer.set_seats(seats, seed)
        # a players panel with controls for people's seats (an out-of-turn action) redraws them
        seats_changed = getattr(self.window.players_panel, "seats_changed", None)
        if seats_changed is not None:
            seats_changed()
        self.window.hot_seat.maybe_hand_over()
        self._update()

    def is_computer_turn(self) -> bool:
        return self.computer.is_computer(self.window.controller.current_player)

    def computer_to_act(self) -> bool:
        """A computer seat is to act in a game it can play: people's clicks wait (action bar, hand, map)."""
        return self.is_computer_turn() and self.computer.playable(self.window.controller.game)

    # -- undo --------------------------------------------------------------------------------------
    def undo_to_person(self) -> None:
        """Undo back to the last decision of a person: the computers' moves since, and that decision."""
        c = self.window.controller
        self.computer.cancel()
        if not self.computer.has_computers():
            self.window.hot_seat.undo()  # it also tells the hand-over screen what was taken back
            return
        while c.can_undo():
            # who took the last action: the seat to move, or a person who acted out of turn
            # (a rule allows it at any time) while a computer was to move
            actor = c.game.actors[-1] if c.game is not None and c.game.history else None
            self.window.hot_seat.undo()
            if not self.computer.is_computer(c.current_player if actor is None else actor):
                break
        self.computer.update()

    # -- hints -------------------------------------------------------------------------------------
    def show_hints(self) -> None:
        if self.computer.request_hints():
            self.overlay.hide()
            self.hints, self.hints_final, self._dismissed = [], False, False
            self._show_progress()

    def _hints_ready(self, hints: list[dict[str, Any]], final: bool = True) -> None:
        self.hints, self.hints_final = hints, final
        player = self.window.controller.current_player
        # a seat played from its phone gets its hints there (ui/phones/wall.py), never on the wall
        on_phone = player is not None and self.window.hot_seat.on_phone(player)
        if not self._dismissed and not on_phone:
            self._show_hints()
        self._show_progress()

    def _show_progress(self) -> None:
        """The hint search's progress on the map while it runs (under the hints on show, if any)."""
        fraction = self.computer.hint_progress()
        if fraction is None:
            self._progress_timer.stop()
            self.progress.hide()
            return
        self._progress_timer.start()
        tr = texts.translate
        text = (tr("ComputerPlayers", "Thinking about hints…") if not self.hints
                else tr("ComputerPlayers", "Looking further…"))
        filled = round(fraction * 10)
        self.progress.setText(f"{text}  {'▰' * filled}{'▱' * (10 - filled)}")
        self.progress.adjustSize()
        view = self.window.view
        if self.overlay.isVisible():
            geometry = self.overlay.geometry()
            below = geometry.bottom() + 6
            fits = below + self.progress.height() <= view.height()
            self.progress.move(geometry.left(), max(0, below if fits else geometry.top() - self.progress.height() - 6))
        else:
            place_clear(self.progress, view, ignore=[self.overlay])
        self.progress.show()
        self.progress.raise_()

    def _show_hints(self) -> None:
        """Word ``hints`` in the current language on the overlay and mark their targets."""
        hints = self.hints
        c = self.window.controller
        game = c.game
        if game is None or not hints:
            return
        actions: list[Any] = []
        said: list[dict[str, Any]] = []
        rows = []
        for number, hint in enumerate(hints, 1):
            plan = [game.definition.action_from_dict(action) for action in hint["plan"]]
            actions += plan
            said += hint.get("reasons", [])
            rows.append(f"{number}. {texts.hint_line(hint, plan, c.names, game.data)}")
        self.window.game_ui.mark_moves(self.window, actions, said)
        title = texts.fill(texts.translate("ComputerPlayers", "Hints for {player} (the hard computer player's "
                                                              "best moves):"),
                           {"player": texts.player_name(c.current_player, c.names)})
        self.overlay.setText("\n".join([title, *rows]))
        self._place_overlay()
        self.overlay.show()
        self.overlay.raise_()

    def _place_overlay(self) -> None:
        # Half the map where it is wide, nearly all of it where it is narrow (1366x768), as tall as
        # the wrapped text (a word-wrapped label does not grow by itself).  The text is measured:
        # QLabel's heightForWidth ignores the style sheet's padding and border and answered the same
        # height at every width (an empty band over a third of the map at 1920x1080).
        view = self.window.view
        width = max(200, min(view.width() - 24, max(520, int(view.width() * 0.5))))
        inner = width - 2 * _OVERLAY_FRAME
        text = QFontMetrics(self.overlay.font()).boundingRect(
            QRect(0, 0, inner, 100_000), int(Qt.TextFlag.TextWordWrap), self.overlay.text())
        height = min(view.height() - 24, text.height() + 2 * _OVERLAY_FRAME + _OVERLAY_SLACK)
        self.overlay.setFixedWidth(width)
        self.overlay.setFixedHeight(height)
        self.overlay.move(self._overlay_corner(width, height))

    def _overlay_corner(self, width: int, height: int) -> QPoint:
        """Where the hints overlay covers none of the moves it names nor anything else laid over the
        map (the guide, the presentation button): top left when that is free (ui/clear_of.py)."""
        view = self.window.view
        return clear_spot(view.viewport().geometry(), QSize(width, height), marked_rects(view),
                          panels_over(view, self.overlay, self.progress))

    # -- a computer's move -------------------------------------------------------------------------
    def _moved(self, player: int, action: Any, said: list[dict[str, Any]]) -> None:
        self.window.game_ui.mark_moves(self.window, [action], said)
        self.last_move = (player, action, said)
        self._move_game = self.window.controller.game
        self._update()

    def _last_move_text(self) -> str:
        """The status line of the last computer move, in the current language ("" if none)."""
        c = self.window.controller
        game = c.game
        if self.last_move is None or game is None or game is not self._move_game:
            return ""  # another game is on show (opened before this object heard of it): its move is not news
        player, action, said = self.last_move
        # worded as a hint's move ("Build iron works in Manchester"): the log is hidden on a projector
        move = texts.hint_line({"reasons": said}, [action], c.names, game.data)
        return texts.fill(texts.translate("ComputerPlayers", "{player} (computer): {action}"),
                          {"player": texts.player_name(player, c.names), "action": move})

    def _failed(self, text: str) -> None:
        self.window.status.setText(texts.fill(texts.translate("ComputerPlayers", "The computer player failed: "
                                                                                 "{error}"), {"error": text}))

    # -- refresh -----------------------------------------------------------------------------------
    def _state_changed(self) -> None:
        self.overlay.hide()
        self.computer.update()
        self._update()

    def _game_replaced(self) -> None:
        # A new or opened game starts with people in every seat; New game then sets the table.
        self.computer.cancel()
        self.computer.seats = []
        self.last_move, self._move_game = None, None
        self.overlay.hide()
        self._update()

    def _update(self) -> None:
        tr = texts.translate
        c = self.window.controller
        computer = self.computer
        if computer.thinking_for is not None:
            level = texts.seat_name(computer.level(computer.thinking_for))
            text = texts.fill(tr("ComputerPlayers", "{player} is thinking… ({level})"),
                              {"player": texts.player_name(computer.thinking_for, c.names), "level": level})
        elif computer.thinking_hints:
            text = tr("ComputerPlayers", "Looking for hints…")
        elif computer.pausing and self.last_move is not None:
            text = texts.fill(tr("ComputerPlayers", "{move} — Space or a click goes on"),
                              {"move": self._last_move_text()})
        else:
            text = self._last_move_text()
        self.thinking_label.setText(text)
        self.badge.setText(text)
        self.badge.setVisible(bool(text) and (computer.thinking_for is not None or computer.pausing))
        if self.badge.isVisible():
            self.badge.adjustSize()
            view = self.window.view
            self.badge.move(12, max(0, view.height() - self.badge.height() - 12))
            self.badge.raise_()
        computer_turn = self.computer_to_act()
        # A person may not act for a computer seat (nor start a draft with its open hand); the
        # map still shows hovers and rejections.
        # A seat played from its phone acts there (ui/phones/wall.py): the wall's panels stay still.
        elsewhere = computer_turn or self.window.hot_seat.phone_to_act()
        self.window.action_bar.setEnabled(not elsewhere)
        self.window.hand_panel.setEnabled(not elsewhere)
        self.window.view.setInteractive(not computer_turn)
        handover = self.window.handover.isVisible()
        self.hint_action.setEnabled(c.game is not None and computer.hints_allowed and not computer_turn
                                    and not computer.thinking and not handover and c.current_player is not None
                                    and computer.playable(c.game))
        self.skip_action.setEnabled(computer.pausing)
        self._show_progress()

    def refresh(self) -> None:
        """What may be done now changed without a move (a hand taken over, open hands): Hint and the
        panels follow."""
        self._update()

    def retranslate(self) -> None:
        tr = texts.translate
        self.hint_action.setText(tr("ComputerPlayers", "Hint"))
        tip = tr("ComputerPlayers", "The hard computer player's three best moves for you, marked on the map (H)")
        self.hint_action.setToolTip(tip)
        self.hint_action.setStatusTip(tip)
        self.skip_action.setText(tr("ComputerPlayers", "Go on now"))
        if self.overlay.isVisible():  # hints on show are worded again in the new language
            self._show_hints()
        self._update()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        """A click on the map ends the pause after a computer move (and closes the hints); the
        hints overlay fits itself to a new size of the map or of its font."""
        if watched is self.overlay:
            if event.type() == QEvent.Type.FontChange and self.overlay.isVisible():
                self._place_overlay()
        elif event.type() == QEvent.Type.MouseButtonPress:
            if self.computer.pausing:
                self.computer.skip()
                return True
            if self.overlay.isVisible():
                self._dismissed = True
            self.overlay.hide()
        elif event.type() == QEvent.Type.Resize and self.overlay.isVisible():
            self._place_overlay()
        return False
