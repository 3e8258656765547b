"""The Brass family's UI plug-in (Lancashire and Birmingham): its scene and panels, the draft on
the map (targets, selection, the prepared tile and each cube's way), the hand of cards, the
hovers over slots, merchants and lines, and the scoring moment of an era's end.

The scoring moment: while an era's scores are revealed (``ScoringDialog``, a banner over an edge
of the map) the board, its track, the panels and the log show the position the scoring saw
(``ScoringMoment.held``), built from the position shown before the action, with each player's VP
raised step by step as the reveal shows them; the action bar offers nothing of the next era and
the computer players wait.  The reveal's last step releases the hold.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QRect, QTimer

from brass_desktop.controller.brass.draft import draft_kind
from brass_desktop.engine import Event
from brass_desktop.ui.brass.hand_panel import HandPanel
from brass_desktop.ui.brass.markets_panel import MarketsPanel
from brass_desktop.ui.brass.players_panel import PlayersPanel
from brass_desktop.ui.brass.reveal_bar import RevealActionBar
from brass_desktop.ui.brass.scene import BoardScene
from brass_desktop.ui.brass.scoring_dialog import ScoringDialog
from brass_desktop.ui.brass.scoring_moment import ScoringMoment
from brass_desktop.ui.games import disconnect_all, mark_widget, register_game_ui

FAMILY = "brass"


def action_targets(action: Any) -> tuple[set[str], set[str]]:
    """(slot and merchant ids, line ids) an action uses on the map, for highlighting."""
    slots = {getattr(action, name) for name in ("slot", "mill", "to") if getattr(action, name, "")}
    lines = set(getattr(action, "lines", ()) or ())
    return slots, lines


class BrassUI:
    """Lancashire's and Birmingham's UI."""

    family = FAMILY
    records_library = True
    guides: tuple[str, ...] = ("lancashire", "birmingham")
    guide_corner = "bottom-right"

    def __init__(self) -> None:
        self.window: Any = None
        self.moment: ScoringMoment | None = None  # the era scoring being revealed
        self.shown_state: Any = None  # the position shown before the last action (the moment's start)
        self._connections: list[tuple[Any, Any]] = []

    @staticmethod
    def play(window: Any) -> Any:
        """The Brass interaction of the window's controller (controller/brass.py)."""
        return window.controller.interaction_for(FAMILY)

    # -- building --------------------------------------------------------------------------------
    def make_scene(self, data: Any, parent: Any) -> BoardScene:
        return BoardScene(data, parent)

    def same_board(self, scene: Any, data: Any) -> bool:
        """Lancashire and Birmingham have boards of their own."""
        return isinstance(scene, BoardScene) and getattr(scene.data, "game", None) == getattr(data, "game", "")

    def make_panels(self, window: Any) -> tuple[Any, Any, Any, Any]:
        play = self.play(window)
        return (PlayersPanel(), MarketsPanel(), RevealActionBar(window.controller, self.held_era),
                HandPanel(play.select_card))

    def make_replay_panels(self) -> tuple[Any, Any]:
        return PlayersPanel(), MarketsPanel()

    def connect_scene(self, window: Any) -> None:
        self.window = window
        play, scene = self.play(window), window.scene
        pairs = [(scene.slot_clicked, play.click_slot), (scene.merchant_clicked, play.click_slot),
                 (scene.line_clicked, play.click_line), (scene.slot_hovered, self._slot_hovered),
                 (scene.merchant_hovered, self._merchant_hovered), (scene.line_hovered, self._line_hovered)]
        for signal, slot in pairs:
            signal.connect(slot)
        self._connections += pairs

    def attached(self, window: Any) -> None:
        self.window = window
        pair = (window.action_bar.rule_link, window.open_rule_link)  # the rules reference at a reason's rule
        pair[0].connect(pair[1])
        self._connections.append(pair)

    def detach(self, window: Any) -> None:
        self.end_moment()
        disconnect_all(self._connections)
        self._connections = []
        self.window = None

    # -- hovers ----------------------------------------------------------------------------------
    def _hover(self, kind: str, target: str, explain: Any) -> None:
        window = self.window
        if not target or window is None or window.controller.game is None or not isinstance(window.scene, BoardScene):
            return
        window.scene.set_tooltip(kind, target, window._reason_text(explain(target)))

    def _slot_hovered(self, slot: str) -> None:
        if self.window is not None:
            self._hover("slot", slot, self.play(self.window).explain_slot)

    def _merchant_hovered(self, merchant: str) -> None:
        if self.window is not None:
            self._hover("merchant", merchant, self.play(self.window).explain_slot)

    def _line_hovered(self, line: str) -> None:
        if self.window is not None:
            self._hover("line", line, self.play(self.window).explain_line)

    # -- showing ---------------------------------------------------------------------------------
    def shown(self, game: Any) -> Any:
        return self.moment.held if self.moment is not None else game

    def holding(self) -> bool:
        return self.moment is not None

    def held_era(self) -> str:
        """The era being scored while a reveal holds the window ("" when none does)."""
        return str(self.moment.era_event.get("era", "")) if self.moment is not None else ""

    def shown_log(self, log: list[list[Event]]) -> list[list[Event]]:
        """Mid-reveal, the scoring batch stops before its scores."""
        moment = self.moment
        if moment is None:
            return log
        index = next((i for i, batch in enumerate(log) if batch is moment.events), None)
        if index is None:
            return log
        batch = moment.events
        cut = next(i for i, e in enumerate(batch) if e is moment.era_event)
        return [*log[:index], batch[:cut]]

    def refresh_state(self, window: Any) -> None:
        game = window.controller.game
        if game is not None and self.moment is None:
            self.shown_state = game.state.clone()

    def refresh_choices(self, window: Any) -> None:
        play = self.play(window)
        held = self.moment is not None
        slots, lines = play.highlights() if not held else ((), ())  # no targets mid-reveal
        window.scene.set_highlights(slots, lines)
        chosen_slots, chosen_lines = play.selection() if not held else ((), ())
        window.scene.set_selected(chosen_slots, chosen_lines)
        window.scene.set_preview(*play.map_preview())
        self.mark_hand(window)

    def show_hand(self, window: Any, visible: bool) -> None:
        c = window.controller
        game, player = c.game, c.current_player
        if game is None or player is None or self.moment is not None:  # the next era's hand waits
            window.hand_panel.set_hand("", [], None)
            return
        p = game.state.players[player]
        window.hand_panel.set_hand(p.name, list(p.hand), game.data, visible)
        self.mark_hand(window)

    def mark_hand(self, window: Any) -> None:
        """The cards the draft offers now and those chosen; a greyed card says why when asked."""
        play = self.play(window)
        allowed, chosen = play.card_marks()
        window.hand_panel.set_marks(allowed, chosen, lambda card: window._reason_text(play.explain_card(card)))
        # Another hand (longer names) or other marks (an offered card's bolder frame) than at the
        # last fit may need more than the projector column: fit again rather than run off the edge.
        if window.layout_manager.hand_outgrows_column():
            QTimer.singleShot(0, window, window._fit_layout)

    def game_replaced(self, window: Any) -> None:
        # The hold ends without refreshing the old panel: the game in the controller is the new
        # one, maybe of another family, and the window refreshes (or replaces) the panels next.
        self.end_moment(refresh=False)
        self.shown_state = None

    def needs_handover(self, game: Any) -> bool:
        return True  # a hand of cards is always secret

    # -- the scoring moment ----------------------------------------------------------------------
    def close_stale(self, window: Any, dialogs: list[Any]) -> None:
        """A scoring whose era end was undone, played past or replaced no longer holds."""
        log = window.controller.event_log
        if self.moment is not None and (not log or log[-1] is not self.moment.events):
            self.end_moment()
        current = {id(event) for batch in log for event in batch}
        for dialog in dialogs:
            if isinstance(dialog, ScoringDialog) and dialog.isVisible() and id(dialog.era_event) not in current:
                dialog.reject()

    def on_events(self, window: Any, events: list[Event]) -> None:
        """End of an era or of the game: hold the view at the scoring, then reveal it once the click
        has finished (the state signal that follows already shows the held position)."""
        log = window.controller.event_log
        if log and log[-1] == events:
            events = log[-1]  # the signal hands over a copy; the log's own events are the ones kept
        era = next((e for e in events if e.get("type") == "era_scored"), None)
        if era is None:
            return
        self.window = window
        self.end_moment()
        game = window.controller.game
        if game is not None and self.shown_state is not None:
            self.moment = ScoringMoment.of(game, self.shown_state, events)
            window.turns.computer.hold(True)
            window.action_bar.refresh()  # nothing of the next era is offered
        money = next((e for e in events if e.get("type") == "money_scored"), None)
        starter = next((e for e in events if e.get("type") == "starter_scored"), None)
        ended = next((e for e in events if e.get("type") == "game_ended"), None)
        outcome = ended.get("outcome") if ended else None
        QTimer.singleShot(0, lambda: self._reveal(window, era, money, outcome, starter))

    def _reveal(self, window: Any, era: Event, money: Event | None, outcome: dict[str, Any] | None,
                starter: Event | None) -> None:
        log = window.controller.event_log
        if not log or not any(e is era for e in log[-1]):
            return  # undone, replaced or played past before the click had finished
        self.show_scoring(window, era, money, outcome, starter)

    def show_scoring(self, window: Any, era: Event, money: Event | None = None,
                     outcome: dict[str, Any] | None = None, starter: Event | None = None) -> ScoringDialog:
        """The reveal: a banner over the edge of the map with the fewest scoring links and tiles
        (the lit ones stay in view), its text sized for the room."""
        self.window = window
        dialog = ScoringDialog(window.controller.names, era, money, outcome, window.data, window,
                               starter_event=starter)
        window.keep_dialog(dialog)
        dialog.revealed_changed.connect(lambda d=dialog: self._scoring_step(d))
        dialog.finished.connect(lambda _result=0, d=dialog: self._scoring_closed(d))
        place_reveal(window, dialog)
        dialog.open()
        if self.moment is not None and self.moment.era_event is era:
            self._show_scores(window, self.moment, animate=False)  # the track at the VP before scoring
        return dialog

    def _scoring_step(self, dialog: ScoringDialog) -> None:
        """A step revealed: mark what scores in it on the map, raise the held VP by it (panels,
        the board's track); the last step releases the hold."""
        moment, window = self.moment, self.window
        if moment is None or window is None or moment.era_event is not dialog.era_event:
            return
        lines, slots = dialog.marks()
        window.scene.highlight_scoring(lines, slots)
        moment.show_vp(dialog.gained())
        window.players_panel.update_from(moment.held)
        self._show_scores(window, moment, animate=True)
        if dialog.all_shown:
            self.release(window)

    @staticmethod
    def _show_scores(window: Any, moment: ScoringMoment, animate: bool) -> None:
        """The board's VP track and player boxes at the held VP (the scene draws them: show_scores)."""
        show = getattr(window.scene, "show_scores", None)
        if callable(show):
            show([p.vp for p in moment.held.state.players], animate)

    def release(self, window: Any) -> None:
        """Everything is revealed: the real position (next era, new hands) comes back."""
        if self.moment is None:
            return
        self.end_moment()
        window._refresh_all()
        window.action_bar.refresh()

    def _scoring_closed(self, dialog: ScoringDialog) -> None:
        """The reveal is closed (at its end, or skipped with Escape): the hold ends if it still
        holds; at the game end the winner screen follows."""
        window = self.window
        if window is None:
            return
        moment = self.moment
        if moment is not None and moment.era_event is dialog.era_event:
            self.release(window)
        elif moment is not None:
            return  # another era's reveal holds the window
        game = window.controller.game
        current = any(e is dialog.era_event for batch in window.controller.event_log for e in batch)
        if dialog.outcome is not None and game is not None and game.is_over() and current:
            window.result.show()

    def end_moment(self, refresh: bool = True) -> None:
        """The hold ends: the scoring marks leave the map, the computer players go on."""
        if self.moment is not None:
            self.moment = None
            window = self.window
            if window is not None:
                if isinstance(window.scene, BoardScene):
                    window.scene.highlight_scoring({}, {})
                window.turns.computer.hold(False)
                if refresh and isinstance(window.action_bar, RevealActionBar):
                    window.action_bar.refresh()  # the next era's actions are offered again

    # -- marks -----------------------------------------------------------------------------------
    def mark_moves(self, window: Any, actions: list[Any], said: list[dict[str, Any]]) -> None:
        slots: set[str] = set()
        lines: set[str] = set()
        for action in actions:
            s, ln = action_targets(action)
            slots |= s
            lines |= ln
        window.scene.set_highlights(slots, lines)

    def mark_suggestion(self, window: Any, action: Any) -> None:
        """The map shows the suggestion while no action is being put together (then the draft's own
        targets are lit); the kind button and the card of the move are framed until it is made."""
        draft = self.play(window).draft
        if action is not None and (draft is None or not draft.chosen):
            self.mark_moves(window, [action], [])
        kind = draft_kind(action) if action is not None else None
        for name, button in window.action_bar.kind_buttons.items():
            mark_widget(button, name == kind)
        cards = set(getattr(action, "cards", ()) or ()) | ({action.card} if getattr(action, "card", "") else set())
        for card, button in window.hand_panel.buttons.items():
            mark_widget(button, card in cards)


def reveal_text_px(window: Any) -> int:
    """The reveal's text size for the screen: read from the back of the room on a projector (over
    18 px at 1920x1080, the numbers half as large again), smaller in normal mode."""
    if window.settings.presentation:
        return max(13, min(36, round(int(window.view.height()) / 42)))
    return max(12, min(24, round(int(window.height()) / 50)))


def place_reveal(window: Any, dialog: ScoringDialog) -> None:
    """Lay the reveal where it hides least of what the room watches (the links and tiles that
    score, the VP markers on the track, the players' boxes and panel): a corner of the map, or
    beside the map where the side column is wide enough for it."""
    view = window.view
    margin = 10
    room = max(320, view.width() - 2 * margin)
    beside = window.layout_manager.width_beside_map() - 2 * margin
    px = reveal_text_px(window)
    dialog.set_text_px(px)
    while px > 12 and dialog.natural_width() > max(room, beside):  # smaller only while the table would not fit
        px -= 1
        dialog.set_text_px(px)
    natural = dialog.natural_width()
    dialog.fit_to(min(max(room, beside), max(natural, round(view.width() * 0.4))) if natural > beside
                  else natural)
    width, height = dialog.width(), dialog.height()
    at = view.mapTo(window, QPoint(0, 0))
    right = at.x() + max(margin, view.width() - width - margin)
    bottom = at.y() + max(margin, view.height() - height - margin)
    left, top = at.x() + margin, at.y() + margin
    corners = [QPoint(right, bottom), QPoint(left, bottom), QPoint(right, top), QPoint(left, top)]
    if width <= beside:  # over the side column, the map all in view
        corners.insert(0, QPoint(window.width() - width - margin, top))
    watched = watched_rects(window, dialog)
    best = min(corners, key=lambda corner: sum(weight for rect, weight in watched
                                               if rect.intersects(QRect(corner, dialog.size()))))
    dialog.move(window.mapToGlobal(best))


def watched_rects(window: Any, dialog: ScoringDialog) -> list[tuple[QRect, int]]:
    """What the reveal should leave in view, in the window's pixels, each with its weight: the
    scoring links and tiles (1), the VP markers, the players' boxes on the board and their panel (3)."""
    scene, view = window.scene, window.view
    if not isinstance(scene, BoardScene):
        return []
    rows = dialog.era_event.get("breakdown", [])
    items: list[tuple[Any, int]] = [(scene.line_item(i["line"]), 1) for r in rows for i in r.get("link_items", [])]
    items += [(scene.slot_item(i["slot"]), 1) for r in rows for i in r.get("industry_items", [])]
    markers = getattr(scene, "track_marker_items", None)
    items += [(m, 3) for m in (markers() if callable(markers) else []) if getattr(m, "kind", "vp") == "vp"]
    table = getattr(scene, "board_table", None)
    items += [(box, 3) for box in (getattr(table(), "players", []) if callable(table) else [])]
    at = view.mapTo(window, QPoint(0, 0))
    rects = [(view.mapFromScene(item.sceneBoundingRect()).boundingRect().translated(at), weight)
             for item, weight in items]
    panel = window.players_panel
    if panel.isVisible():
        rects.append((QRect(panel.mapTo(window, QPoint(0, 0)), panel.size()), 3))
    return rects


register_game_ui(FAMILY, BrassUI)
