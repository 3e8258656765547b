"""The table's host in the app: the game and the actions go through ``GameController``, the same
door as a click, so the desktop and every phone update together; the words are the desktop's."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from brass_desktop.controller.game_controller import GameController
from brass_desktop.engine import Game, Violation
from brass_desktop.ui.texts import shared
from brass_desktop.ui.texts.registry import family_of, game_of

from .words import phone_words_for


def _family_of(data: Any) -> str:
    """The family of the game whose static data is ``data``."""
    return family_of(game_of(data))


class ControllerHost:
    """``table.protocol.Host`` over a ``GameController``."""

    def __init__(self, controller: GameController) -> None:
        self.controller = controller
        # the window's side (ui/phones/wall.py): the board marks what a phone considers, hints are asked
        self.on_consider: Callable[[int, Any], None] = lambda seat, action: None
        self.on_hint: Callable[[int], bool] = lambda seat: False

    @property
    def game(self) -> Game | None:
        return self.controller.game

    def act(self, seat: int, action: Any) -> tuple[Violation, ...]:
        """Carry ``action`` out for ``seat`` (``GameController.act_for``: the player to move's action
        goes through ``apply`` like a click; another seat's only when a rule allows it)."""
        game = self.controller.game
        if game is None:
            return ()
        if self.controller.pending_review is not None:  # a reviewed action waits on the desktop: it goes first
            self.controller.cancel_review()
        before = len(game.history)
        if self.controller.act_for(seat, action):
            return ()
        return game.explain(action, player=seat) if len(game.history) == before else ()

    def undo(self) -> None:
        self.controller.undo()

    def consider(self, seat: int, action: Any | None) -> None:
        self.on_consider(seat, action)

    def hint(self, seat: int) -> bool:
        return self.on_hint(seat)

    def last_actor(self) -> int | None:
        log = self.controller.event_log
        if not log or not log[-1]:
            return None
        player = log[-1][0].get("player")
        return player if isinstance(player, int) else None


class DesktopWords:
    """``table.projection.Words`` in the desktop's words and language (``ui/texts``)."""

    def _names(self, game: Game) -> list[str]:
        return [p.name for p in game.state.players]

    def reason(self, game: Game, violation: Any) -> str:
        return shared.reason_text(violation, self._names(game), game.data, game=game.definition.name)

    def action(self, game: Game, action: Any) -> str:
        family = phone_words_for(game.definition.family)
        if family is not None:
            return family.action(action, self._names(game), game.data)
        title = shared.action_summary(action, self._names(game), game.data)
        places = sorted(game.definition.action_locations(game.data, action))
        named = [self._place(game, p) for p in places]
        return " · ".join([title, *dict.fromkeys(n for n in named if n)])

    def group(self, game: Game, action: Any) -> str:
        places = sorted(game.definition.action_locations(game.data, action))
        return self._place(game, places[0]) if places else ""

    def card(self, game: Game, card: Any) -> str:
        cards = card if isinstance(card, (tuple, list)) else (card,)
        family = phone_words_for(game.definition.family)
        if family is not None:
            return " + ".join(family.card(str(c), game.data) for c in cards)
        return " + ".join(self._place(game, str(c)) or str(c) for c in cards)

    def preview(self, game: Game, seat: int, preview: Any) -> list[str]:
        return list(shared.preview_lines(preview, game.data, self._names(game), seat))

    def figures(self, data: Any, view: dict[str, Any], seat: int) -> list[tuple[str, str]]:
        family = phone_words_for(_family_of(data))
        return family.figures(view, seat, data) if family is not None else []

    @staticmethod
    def _place(game: Game, place: str) -> str:
        try:
            return shared.place_name(place, game.data)
        except (KeyError, ValueError, AttributeError, TypeError):
            return place
