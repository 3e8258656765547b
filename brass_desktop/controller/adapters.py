"""What the game-neutral controller knows of a game family: one adapter per family, registered here.

The controller (``game_controller.py``) owns the game, its files, undo/redo, Confirm and the
review points; it never knows what a click means.  That is the family's *interaction*: an
object the family's adapter makes for the controller, which turns the family's clicks into
one engine action (``prepared``) or applies it at once, using only the small :class:`Host`
view of the controller.  Each family's adapter lives in ``controller/<family>`` (a module or a
package) and registers itself when imported; the modules are found through the engine's
registered games.  There is no default: a family without an adapter is an error.
"""
from __future__ import annotations

import importlib
from typing import Any, Protocol

from brass_desktop.engine import Action, Game, Violation


class Host(Protocol):
    """The controller as a family's interaction sees it."""

    game: Game | None

    def legal_actions(self) -> list[Action]:
        """The engine's legal actions now."""
        ...

    def apply(self, action: Action) -> bool:
        """Carry ``action`` out through the engine (False, with the reasons told, if refused)."""
        ...

    def reject(self, violations: tuple[Violation, ...]) -> None:
        """Tell the views why a click or an action was refused."""
        ...

    def choice_changed(self) -> None:
        """The choices of the action being put together changed (a waiting review ends)."""
        ...


class Interaction(Protocol):
    """A family's way of turning clicks into an action, for the controller's game-neutral verbs."""

    def reset(self) -> None:
        """A new position (an action applied, undone, another game): start afresh."""
        ...

    def prepared(self) -> Action | None:
        """The action Confirm carries out now (None: nothing finished to confirm)."""
        ...

    def can_back(self) -> bool:
        """Whether Back would take back a choice of the player."""
        ...

    def back(self) -> None:
        """Take back the last choice (Backspace)."""
        ...

    def cancel(self) -> None:
        """Drop the choices made; nothing happens to the game (Escape)."""
        ...


class FamilyAdapter(Protocol):
    """One game family's controller plug-in."""

    family: str

    def interaction(self, host: Host) -> Any:
        """A new interaction of this family over ``host`` (an :class:`Interaction`)."""
        ...


_ADAPTERS: dict[str, FamilyAdapter] = {}
_loaded: list[bool] = []


def register_adapter(adapter: FamilyAdapter) -> None:
    """Make ``adapter`` the controller plug-in of its family."""
    _ADAPTERS[adapter.family] = adapter


def adapter_modules() -> list[str]:
    """``brass_desktop.controller.<family>`` of every family the engine registers (engine order)."""
    from brass_desktop.engine import get_game, registered_games

    families = dict.fromkeys(get_game(name).family for name in registered_games())
    return [f"brass_desktop.controller.{family}" for family in families]


def _load() -> None:
    if not _loaded:
        _loaded.append(True)
        for name in adapter_modules():
            importlib.import_module(name)


def adapter_of(family: str) -> FamilyAdapter:
    """The adapter of ``family``; KeyError for a family that registered none (no fallback)."""
    _load()
    try:
        return _ADAPTERS[family]
    except KeyError:
        raise KeyError(f"no controller adapter for the game family {family!r}") from None


def adapter_for(game: Game) -> FamilyAdapter:
    """The adapter of the game's family (KeyError for a family without one)."""
    return adapter_of(game.definition.family)


def families() -> list[str]:
    """Every family with a registered adapter."""
    _load()
    return list(_ADAPTERS)
