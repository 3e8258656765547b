"""Per-game UI plug-ins: which scene, which panels and which extra steps a game family has.

The main window asks ``game_ui(definition.family)`` and never which game it plays.  A plug-in
builds the board scene and the four panels (players, table/markets, action panel, hand) that
``WindowLayout`` places, connects the scene's clicks, and may react to events (a reveal after
an epoch change) and say whether the hand-over screen hides anything.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from brass_desktop.engine import Event

_PLUGINS: dict[str, Callable[[], Any]] = {}


def action_targets(action: Any) -> tuple[set[str], set[str]]:
    """(slot and merchant ids, line ids) an action uses on the map, for highlighting."""
    slots = {getattr(action, name) for name in ("slot", "mill", "to") if getattr(action, name, "")}
    lines = set(getattr(action, "lines", ()) or ())
    return slots, lines


class GameUI:
    """The plug-in contract (the Brass family's implementation is the default)."""

    family = "brass"
    records_library = True  # the games library summarises this family's records
    guides: tuple[str, ...] = ("lancashire", "birmingham")  # games with a guided first game (resources/guides/)
    guide_corner = "bottom-right"  # where the guide's panel stands on the map (ui/guide_panel.py)

    def make_scene(self, data: Any, window: Any) -> Any:
        from brass_desktop.ui.brass.scene import BoardScene
        return BoardScene(data, window)

    def same_board(self, scene: Any, data: Any) -> bool:
        """Whether ``scene`` already draws the board of ``data`` (Lancashire and Birmingham differ)."""
        return type(scene).__name__ == "BoardScene" and getattr(scene.data, "game", None) == getattr(data, "game", "")

    def make_panels(self, window: Any) -> tuple[Any, Any, Any, Any]:
        """(players, markets, action bar, hand) panels."""
        from brass_desktop.ui.brass.action_bar import ActionBar
        from brass_desktop.ui.brass.hand_panel import HandPanel
        from brass_desktop.ui.brass.markets_panel import MarketsPanel
        from brass_desktop.ui.brass.players_panel import PlayersPanel
        return PlayersPanel(), MarketsPanel(), ActionBar(window.controller), HandPanel(window._card_clicked)

    def connect_scene(self, window: Any) -> None:
        c, scene = window.controller, window.scene
        scene.slot_clicked.connect(c.click_slot)
        scene.merchant_clicked.connect(c.click_slot)
        scene.line_clicked.connect(c.click_line)
        scene.slot_hovered.connect(window._slot_hovered)
        scene.merchant_hovered.connect(window._merchant_hovered)
        scene.line_hovered.connect(window._line_hovered)

    def attached(self, window: Any) -> None:
        """Called once the window shows this family's scene and panels."""

    def on_events(self, window: Any, events: list[Event]) -> None:
        """Events of an applied action (Brass's era scoring is shown by the window itself)."""

    def needs_handover(self, game: Any) -> bool:
        """Whether the next player's screen hides something (their hand of cards)."""
        return True

    def mark_moves(self, window: Any, actions: list[Any], said: list[dict[str, Any]]) -> None:
        """Light on the map what ``actions`` use (a computer's move, the hints' planned turns);
        ``said`` are their hint reasons (ai.move_reasons / Hint.reasons: codes with parameters)."""
        slots: set[str] = set()
        lines: set[str] = set()
        for action in actions:
            s, ln = action_targets(action)
            slots |= s
            lines |= ln
        window.scene.set_highlights(slots, lines)

    def mark_suggestion(self, window: Any, action: Any) -> None:
        """The guided game's suggested move (None: none) on the map and on its action button.

        The map shows it while no action is being put together (then the draft's own targets
        are lit); the kind button and the card of the move are framed until the move is made."""
        from brass_desktop.controller.action_draft import draft_kind

        draft = window.controller.draft
        if action is not None and (draft is None or not draft.chosen):
            self.mark_moves(window, [action], [])
        kind = draft_kind(action) if action is not None else None
        for name, button in window.action_bar.kind_buttons.items():
            mark_widget(button, name == kind)
        cards = set(getattr(action, "cards", ()) or ()) | ({action.card} if getattr(action, "card", "") else set())
        for card, button in window.hand_panel.buttons.items():
            mark_widget(button, card in cards)


def mark_widget(widget: Any, on: bool) -> None:
    """Frame a widget as the guide's suggestion (the window's style sheet draws ``[guide="true"]``)."""
    if bool(widget.property("guide")) != on:
        widget.setProperty("guide", on)
        widget.style().unpolish(widget)
        widget.style().polish(widget)


def guided_games() -> list[str]:
    """Every game that has a guided first game, in the order of the plug-ins (Brass first)."""
    _load()
    games: list[str] = []
    for factory in [GameUI, *_PLUGINS.values()]:
        games += [g for g in getattr(factory, "guides", ()) if g not in games]
    return games


def register_game_ui(family: str, factory: Callable[[], Any]) -> None:
    """Make ``factory()`` the UI plug-in of ``family`` (created once per window)."""
    _PLUGINS[family] = factory


def game_ui(family: str) -> Any:
    """A new plug-in object for ``family`` (the Brass default for a family without one)."""
    _load()
    return _PLUGINS.get(family, GameUI)()


# Modules that register a plug-in when imported (imported on first use: they import Qt widgets).
PLUGIN_MODULES = ("brass_desktop.ui.industria.plugin",)
_loaded: list[bool] = []


def _load() -> None:
    if not _loaded:
        _loaded.append(True)
        for name in PLUGIN_MODULES:
            importlib.import_module(name)


register_game_ui("brass", GameUI)
