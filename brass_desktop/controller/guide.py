"""The guided first game: a guide is data, this module reads it and follows a game with it.

A guide (``resources/guides/<game>.json``) names a fixed setup (players, seed, which seats the
computer plays and the computers' seed) and an ordered list of steps.  A step suggests a move by
*patterns* over the engine's public action dicts (``definition.action_to_dict``): a pattern is a
dict of fields, and a legal action fits it when every field is equal.  A step may also ask for
plain facts of the public state (``when``: ``{"phase": "build"}``).  Nothing here knows a game.

The texts of each step (what to do, why) are in ``resources/guides/<game>.<language>.json``
(docs/translations.md says why they are not in the .ts files).

:class:`GuideRunner` keeps, per decision of the learner, what the guide made of it: the
suggestion was followed, the learner went their own way, or there was nothing to suggest.  At
each decision the suggestion is the first step not yet used whose pattern fits a legal action
now; steps before it that no longer fit are skipped, and a move of the learner's own that is a
later step's move uses that step up too (the guide adapts to what happened).  An undo
takes back the results of the undone decisions.
"""
from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from brass_desktop.engine import Game, GameSetup, get_game

FOLLOWED, DEVIATED, SKIPPED, FREE = "followed", "deviated", "skipped", "free"
ENGLISH = "en"


@dataclass(frozen=True)
class GuideStep:
    id: str
    rule: str  # the numbered rule the step applies (a rule link opens it)
    suggest: tuple[Mapping[str, Any], ...]  # patterns, most wanted first
    when: Mapping[str, Any] = field(default_factory=dict)  # public state facts the step needs


@dataclass(frozen=True)
class GuideTexts:
    title: str
    intro: str
    outro: str
    steps: Mapping[str, tuple[str, str]]  # step id -> (what to do, why)

    def step(self, step_id: str) -> tuple[str, str]:
        return self.steps.get(step_id, ("", ""))


@dataclass(frozen=True)
class Guide:
    game: str
    players: tuple[str, ...]  # one entry per seat: "" for the learner's seat, else the computer level
    seed: int
    ai_seed: int
    options: Mapping[str, Any]
    steps: tuple[GuideStep, ...]
    learner: int = 0
    until: Mapping[str, Any] = field(default_factory=dict)  # the guide ends once the state reaches these

    def over(self, game: Any) -> bool:
        """The game has gone past the rounds the guide covers (or has ended)."""
        if game.current_player is None:
            return True
        return bool(self.until) and all(getattr(game.state, key, 0) >= value for key, value in self.until.items())

    def step(self, step_id: str) -> GuideStep | None:
        return next((s for s in self.steps if s.id == step_id), None)


def guides_dir() -> Path:
    return Path(str(resources.files("brass_desktop.resources").joinpath("guides")))


def guide_path(game: str, language: str | None = None) -> Path:
    """The guide's steps (``language`` None) or its texts in ``language``."""
    return guides_dir() / (f"{game}.json" if language is None else f"{game}.{language}.json")


def has_guide(game: str) -> bool:
    return guide_path(game).is_file()


@cache
def load_guide(game: str) -> Guide:
    """The guide of ``game`` (its setup and steps)."""
    raw = json.loads(guide_path(game).read_text(encoding="utf-8"))
    steps = tuple(GuideStep(s["id"], s["rule"], tuple(s["suggest"]), s.get("when", {})) for s in raw["steps"])
    setup = raw["setup"]
    return Guide(raw["game"], tuple(setup["seats"]), int(setup["seed"]), int(setup["ai_seed"]),
                 setup.get("options", {}), steps, int(setup.get("learner", 0)), setup.get("until", {}))


@cache
def load_texts(game: str, language: str) -> GuideTexts:
    """The guide's texts in ``language`` (English where a language has no file)."""
    path = guide_path(game, language)
    if not path.is_file():
        path = guide_path(game, ENGLISH)
    raw = json.loads(path.read_text(encoding="utf-8"))
    steps = {key: (str(value["do"]), str(value["why"])) for key, value in raw["steps"].items()}
    return GuideTexts(raw["title"], raw["intro"], raw["outro"], steps)


def fits(action: Mapping[str, Any], pattern: Mapping[str, Any]) -> bool:
    """Whether an action dict has every field of ``pattern`` (lists and tuples compare alike)."""
    for key, wanted in pattern.items():
        value = action.get(key)
        if isinstance(value, tuple):
            value = list(value)
        if value != wanted:
            return False
    return True


@dataclass(frozen=True)
class Suggestion:
    step: GuideStep
    number: int  # 1-based position of the step in the guide
    action: Any  # the legal action suggested


@dataclass(frozen=True)
class Result:
    index: int  # the decision's place in the game's history
    status: str  # FOLLOWED, DEVIATED or FREE
    step: str | None  # the step suggested then (None: FREE)
    skipped: tuple[str, ...]  # steps passed over because they no longer fitted
    action: Mapping[str, Any]  # what the learner did
    ahead: str | None = None  # a later step the learner's own move already made (it is used up too)


class GuideRunner:
    """Follows one game with a guide (pure: asks the game only through its public API)."""

    def __init__(self, guide: Guide) -> None:
        self.guide = guide
        self.results: list[Result] = []

    # -- reading ---------------------------------------------------------------------------------
    def used(self) -> set[str]:
        """Steps already suggested (followed or not) or passed over."""
        out: set[str] = set()
        for result in self.results:
            out.update(result.skipped)
            out.update(s for s in (result.step, result.ahead) if s is not None)
        return out

    def pending(self) -> list[GuideStep]:
        used = self.used()
        return [s for s in self.guide.steps if s.id not in used]

    def finished(self, game: Any) -> bool:
        """Every step was used, or the game went past the guide's rounds: it has said all it had to say."""
        return not self.pending() or self.guide.over(game)

    def last(self) -> Result | None:
        return self.results[-1] if self.results else None

    def learner_to_move(self, game: Any) -> bool:
        return bool(game.current_player == self.guide.learner)

    def suggestion(self, game: Any) -> Suggestion | None:
        """The move suggested now (None when the learner is not to move or no step fits)."""
        if not self.learner_to_move(game) or self.guide.over(game):
            return None
        to_dict = game.definition.action_to_dict
        legal = [(a, to_dict(a)) for a in game.legal_actions()]
        numbers = {s.id: n for n, s in enumerate(self.guide.steps, 1)}
        for step in self.pending():
            if not all(getattr(game.state, key, None) == value for key, value in step.when.items()):
                continue
            for pattern in step.suggest:
                match = next((a for a, d in legal if fits(d, pattern)), None)
                if match is not None:
                    return Suggestion(step, numbers[step.id], match)
        return None

    def follows(self, step: GuideStep, action: Mapping[str, Any]) -> bool:
        """Whether ``action`` is one of the moves ``step`` suggests."""
        return any(fits(action, pattern) for pattern in step.suggest)

    # -- following the game ----------------------------------------------------------------------
    def record(self, index: int, action: Mapping[str, Any], suggestion: Suggestion | None) -> Result:
        """The learner made decision ``index`` (its action dict) while ``suggestion`` was shown."""
        self.sync(index)
        if suggestion is None:
            result = Result(index, FREE, None, (), dict(action))
        else:
            before = [s.id for s in self.pending()]
            skipped = tuple(before[:before.index(suggestion.step.id)]) if suggestion.step.id in before else ()
            if self.follows(suggestion.step, action):
                result = Result(index, FOLLOWED, suggestion.step.id, skipped, dict(action))
            else:
                later = [s for s in self.pending() if s.id not in (*skipped, suggestion.step.id)]
                ahead = next((s.id for s in later if self.follows(s, action)), None)
                result = Result(index, DEVIATED, suggestion.step.id, skipped, dict(action), ahead)
        self.results.append(result)
        return result

    def sync(self, history_length: int) -> bool:
        """Forget the results of decisions an undo took back; True if any was forgotten."""
        kept = [r for r in self.results if r.index < history_length]
        changed = len(kept) != len(self.results)
        self.results = kept
        return changed


def guide_setup(guide: Guide, learner: str, computers: Sequence[str]) -> GameSetup:
    """The guide's fixed setup with these names: the learner's, then the computers' in seat order."""
    names = iter(computers)
    players = tuple(learner if seat == "" else next(names) for seat in guide.players)
    options = get_game(guide.game).options_class(**guide.options)
    return GameSetup(players=players, seed=guide.seed, options=options, game=guide.game)


def walk(guide: Guide, follow: bool = True, limit: int = 300) -> tuple[Game, GuideRunner]:
    """Play the guided game headless to the guide's end: the computers as in the app (the same
    levels and seeds), the learner following every suggestion (``follow``) or always taking the
    first legal action.  For tests and for writing guides (tools/walk_guide.py)."""
    from brass_desktop.ai.agent import choose_from_view
    from brass_desktop.ai.views import view_packet

    game = Game.new(guide_setup(guide, "Learner", [f"Computer {n}" for n in range(len(guide.players))]))
    seeds = seat_seeds(guide.ai_seed, len(guide.players))
    runner = GuideRunner(guide)
    while not runner.finished(game) and len(game.history) < limit:
        player = game.current_player
        assert player is not None  # Guide.over: the game has not ended
        level = guide.players[player]
        if level:
            action = game.definition.action_from_dict(choose_from_view(view_packet(game, player), level,
                                                                       seeds[player]))
        else:
            suggestion = runner.suggestion(game)
            action = suggestion.action if follow and suggestion is not None else game.legal_actions()[0]
            runner.record(len(game.history), game.definition.action_to_dict(action), suggestion)
        game.apply(action)
    return game, runner


def seat_seeds(seed: int, seats: int) -> list[int]:
    """Each computer seat's own seed, drawn from the table's ``seed`` (the app's ComputerPlayers too)."""
    rng = random.Random(seed)
    return [rng.randrange(2**31) for _ in range(seats)]
