"""Per-game UI plug-ins: the contract every game family's UI fulfils, and their registry.

The main window asks ``game_ui(definition.family)`` and never which game it plays.  A plug-in
builds the board scene and the four panels (players, table, action panel, hand) that
``WindowLayout`` places, connects the scene's clicks and hovers (and disconnects them again),
shows each state and each change of the player's choices, reacts to the events of an action
(a reveal, a scoring moment that holds the view), says whether the hand-over screen hides
anything, and marks moves, hints and the guide's suggestion.  Each family's plug-in lives in its
own UI package (``ui/<family>/plugin.py``, found through the engine's registered games);
there is no default family.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, Protocol

from brass_desktop.engine import Event


class GameUI(Protocol):
    """The contract of a game family's UI plug-in (one object per window and family)."""

    family: str
    records_library: bool  # the games library summarises this family's records
    guides: tuple[str, ...]  # games with a guided first game (resources/guides/)
    guide_corner: str  # where the guide's panel stands on the map (ui/guide_panel.py)

    # -- building ------------------------------------------------------------------------------------
    def make_scene(self, data: Any, parent: Any) -> Any:
        """The board scene of ``data`` (any parent: the main window or a replay)."""
        ...

    def same_board(self, scene: Any, data: Any) -> bool:
        """Whether ``scene`` already draws the board of ``data``."""
        ...

    def make_panels(self, window: Any) -> tuple[Any, Any, Any, Any]:
        """(players, table, action panel, hand) of the main window.  The action panel and the hand
        have ``set_elsewhere(note)``: the seat to move plays elsewhere (its phone), ``note`` says so
        instead of their choices and hidden hand ("": as usual; ``ui/hot_seat.py`` tells them)."""
        ...

    def make_replay_panels(self) -> tuple[Any, Any]:
        """(players, table) panels of a replay: they only show positions."""
        ...

    def connect_scene(self, window: Any) -> None:
        """Connect the window's scene's clicks and hovers."""
        ...

    def attached(self, window: Any) -> None:
        """Called once the window shows this family's scene and panels."""
        ...

    def detach(self, window: Any) -> None:
        """The window is about to show another family: disconnect what :meth:`attached` connected."""
        ...

    # -- showing ---------------------------------------------------------------------------------
    def shown(self, game: Any) -> Any:
        """The game the board and panels show: ``game``, or the position a scoring moment holds."""
        ...

    def shown_log(self, log: list[list[Event]]) -> list[list[Event]]:
        """The log as far as the table may read it now."""
        ...

    def holding(self) -> bool:
        """Whether a reveal holds the view (the next player's choices wait)."""
        ...

    def refresh_state(self, window: Any) -> None:
        """The game changed: keep what the family needs of the position shown."""
        ...

    def refresh_choices(self, window: Any) -> None:
        """The player's choices changed: targets, selection and preview on the map, the hand's marks."""
        ...

    def show_hand(self, window: Any, visible: bool) -> None:
        """The current player's hand (hidden when not ``visible``; empty without one)."""
        ...

    def game_replaced(self, window: Any) -> None:
        """Another game is on show: whatever held the old one ends."""
        ...

    def close_stale(self, window: Any, dialogs: list[Any]) -> None:
        """Reveals whose events were undone (or belong to another game) no longer hold."""
        ...

    def on_events(self, window: Any, events: list[Event]) -> None:
        """Events of an applied action (a reveal, a scoring moment)."""
        ...

    def needs_handover(self, game: Any) -> bool:
        """Whether the next player's screen hides something (their hand)."""
        ...

    # -- marks -----------------------------------------------------------------------------------
    def mark_moves(self, window: Any, actions: list[Any], said: list[dict[str, Any]]) -> None:
        """Light on the map what ``actions`` use (a computer's move, the hints' planned turns);
        ``said`` are their hint reasons (codes with parameters)."""
        ...

    def mark_suggestion(self, window: Any, action: Any) -> None:
        """The guided game's suggested move (None: none) on the map and on its button."""
        ...


def mark_widget(widget: Any, on: bool) -> None:
    """Frame a widget as the guide's suggestion (the window's style sheet draws ``[guide="true"]``)."""
    if bool(widget.property("guide")) != on:
        widget.setProperty("guide", on)
        widget.style().unpolish(widget)
        widget.style().polish(widget)


def disconnect_all(pairs: list[tuple[Any, Any]]) -> None:
    """Disconnect each (signal, slot) pair; one already gone (its object deleted) is skipped."""
    for signal, slot in pairs:
        try:
            signal.disconnect(slot)
        except (RuntimeError, TypeError):
            pass  # never connected, or its sender was deleted with its panel


_PLUGINS: dict[str, Callable[[], GameUI]] = {}
_loaded: list[bool] = []


def engine_families() -> list[str]:
    """The game families the engine registers, in the engine's order of games."""
    from brass_desktop.engine import get_game, registered_games

    return list(dict.fromkeys(get_game(name).family for name in registered_games()))


def plugin_modules() -> list[str]:
    """The module of each family's UI plug-in: ``brass_desktop.ui.<family>.plugin`` registers it
    when imported (imported on first use: they import Qt widgets)."""
    return [f"brass_desktop.ui.{family}.plugin" for family in engine_families()]


def _load() -> None:
    if not _loaded:
        _loaded.append(True)
        for name in plugin_modules():
            importlib.import_module(name)


def register_game_ui(family: str, factory: Callable[[], GameUI]) -> None:
    """Make ``factory()`` the UI plug-in of ``family`` (created once per window; the type checker
    holds it to the :class:`GameUI` contract)."""
    _PLUGINS[family] = factory


def game_ui(family: str) -> Any:
    """A new plug-in object for ``family``; KeyError for a family that registered none."""
    _load()
    try:
        factory = _PLUGINS[family]
    except KeyError:
        raise KeyError(f"no UI plug-in for the game family {family!r}") from None
    return factory()


def families() -> list[str]:
    """Every family with a UI plug-in, in the engine's order (whichever was imported first), then
    any other registered family."""
    _load()
    order = engine_families()
    return sorted(_PLUGINS, key=lambda family: order.index(family) if family in order else len(order))


def guided_games() -> list[str]:
    """Every game that has a guided first game, in the order of the plug-ins."""
    _load()
    games: list[str] = []
    for family in families():
        games += [g for g in getattr(_PLUGINS[family], "guides", ()) if g not in games]
    return games
