"""The words of each game family, registered once by its UI package and looked up by game or family.

The shared words (reasons of the core, records, seats, hints, the log's plumbing) ask the
registry whenever a sentence needs a game's own words.  A family registers its ``GameWords``
object from ``brass_desktop/ui/<family>/words.py`` (imported on the first lookup); a lookup for
a game or family that has none raises ``UnknownGameWords``: no game's words stand in for
another's.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, Protocol


class UnknownGameWords(LookupError):
    """A game or family without registered words."""


@dataclass(frozen=True)
class LibraryChart:
    """How the games library charts a family's games (untranslated words, context "LibraryDialog")."""

    #: VP source (``library/<family>.py`` SOURCES) -> its name in the score-by-source chart and legend
    sources: Mapping[str, str]
    #: VP source -> the colour of its bars ("#rrggbb")
    colors: Mapping[str, str]
    #: round figure ("vp", "income_level", "money") -> the chart's name of it
    metrics: Mapping[str, str]
    #: the title of the rounds axis
    round_axis: str


class GameWords(Protocol):
    """What the shared words need from a game family's words (``ui/<family>/words.py``)."""

    family: str
    #: each game's title (context "Game"), by game name
    game_names: Mapping[str, str]
    #: what Help › About says of the family's games and their data (context "AboutDialog"; "" for nothing)
    about: str
    #: reason -> game -> the id of the numbered rule it applies (ui/<family>/rule_links.py)
    reason_rules: Mapping[Enum, Mapping[str, str]]
    #: action kind or preview line -> game -> stage ("*": every stage) -> rule id
    kind_rules: Mapping[str, Mapping[str, Mapping[str, str]]]
    #: the family's own setup problems (reason code -> template, context "SetupError")
    setup_errors: Mapping[str, str]
    #: hint codes naming a planned move, and those saying what it does (context "Hints")
    hint_moves: Mapping[str, str]
    hint_reasons: Mapping[str, str]
    #: event kinds that open a new part of the game (the log gives them a heading of their own)
    milestone_events: frozenset[str]
    #: the games library's chart words and colours for the family's games
    library_chart: LibraryChart
    #: File › Scenarios titles of the family's teaching scenarios, by file stem (context "Scenario"), menu order
    scenario_titles: Mapping[str, str]
    #: the tie-breaks after VP in the order the rules apply them: ``PlayerScore.tiebreak`` key -> (the winner
    #: screen's column title, context "WinnerDialog"; the words of a win it decides, context "Outcome")
    tiebreaks: Mapping[str, tuple[str, str]]

    def reason_template(self, reason: Enum, params: Mapping[str, Any], game: str) -> str | None:
        """The untranslated template of a refusal in ``game`` (None: not one of the family's)."""

    def param_words(self, params: Mapping[str, Any], names: Sequence[str], data: Any) -> dict[str, Any]:
        """Reason and event parameters with ids replaced by words (keyed by parameter name)."""

    def event_lines(self, event: Mapping[str, Any], names: Sequence[str], data: Any) -> list[str]:
        """The log sentences for one of the game's events (none for bookkeeping)."""

    def action_summary(self, action: Any, names: Sequence[str], data: Any) -> str:
        """A short title for an action ("Build", "Bid")."""

    def preview_lines(self, preview: Any, data: Any, names: Sequence[str] = (),
                      player: int | None = None) -> list[str]:
        """Every consequence of a prepared action, one sentence each (``player``: the seat acting)."""

    def place_name(self, place: str, data: Any) -> str:
        """The name of a place on the game's board by its id."""

    def stage_name(self, stage: str) -> str:
        """The name of a stage of the game (``Stage.name``)."""

    def tiebreak_value(self, key: str, values: Mapping[str, int]) -> str:
        """A player's value of the tie-break ``key`` (``PlayerScore.tiebreak``) as the winner screen shows it."""

    def option_label(self, name: str) -> str:
        """The label of a rule option in the new-game dialog."""

    def option_help(self, name: str) -> str:
        """What the sources say about a rule option ("" if nothing)."""

    def option_value(self, name: str, value: Any) -> str:
        """The label of one choice of a rule option (not on/off: the shared words say those)."""

    def option_disputed(self, name: str) -> bool:
        """Whether the sources disagree on the option (False for an official variant)."""

    def options_note(self, game: str) -> str:
        """Above ``game``'s options: what its defaults follow and where the notes come from."""

    def hint_words(self, params: Mapping[str, Any], names: Sequence[str], data: Any) -> dict[str, Callable[[], Any]]:
        """The family's words a hint template may ask for, each made only when asked."""

    def review_point_title(self, point: Any) -> str:
        """The heading of a review point (``ReviewPoint``: income, a stage's scoring)."""

    def review_point_row(self, row: Mapping[str, Any], point: Any) -> str:
        """What one player gets, pays or scores at a review point (after the player's name)."""

    def review_point_rule(self, step: str, game: str) -> str | None:
        """The rule a review point applies in ``game`` (None: none)."""


_WORDS: dict[str, GameWords] = {}


def register_words(words: GameWords) -> GameWords:
    """Make ``words`` the words of its family (once per family; the UI package calls this)."""
    _WORDS[words.family] = words
    return words


def registered_families() -> tuple[str, ...]:
    """The families that have registered words so far."""
    return tuple(_WORDS)


def family_of(game: str) -> str:
    """The family of a registered game (itself for a family name)."""
    from brass_desktop.engine import get_game, registered_games

    if game in _WORDS:
        return game
    if game in registered_games():
        return str(get_game(game).family)
    return game


def words_for(game: str | None) -> GameWords:
    """The words of ``game`` (a game such as ``data.game``, or its family); raises ``UnknownGameWords``."""
    if not game:
        raise UnknownGameWords("no game given: the game's words are looked up by its name or family")
    family = family_of(game)
    if family not in _WORDS and family.isidentifier():
        try:  # a family's words register themselves when its UI package's words are imported
            importlib.import_module(f"brass_desktop.ui.{family}.words")
        except ModuleNotFoundError as exc:
            if exc.name not in (f"brass_desktop.ui.{family}", f"brass_desktop.ui.{family}.words"):
                raise
    if family not in _WORDS:
        raise UnknownGameWords(f"no words are registered for the game {game!r}")
    return _WORDS[family]


def game_of(data: Any = None, game: str | None = None) -> str:
    """The game's name from its data (``data.game``) or as given; raises ``UnknownGameWords`` for neither."""
    name = game if game else getattr(data, "game", None)
    if not isinstance(name, str) or not name:
        raise UnknownGameWords("no game given: pass the game's data or its name")
    return name
