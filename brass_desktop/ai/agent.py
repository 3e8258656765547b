"""Computer players: the ``Agent`` protocol, the levels, and entry points for a worker process.

An agent sees only its player's knowledge (``ai/views.py``) and draws every random choice from
the generator it is given, so a decision is reproducible from the game and the seed, and
cannot depend on what the player cannot see (tests/ai/test_fairness.py).

Levels:
- ``random``: a random legal action, builds and sales favoured (tests, benchmarks);
- ``easy``: the best single action by the position estimate (1 ply), readable and sensible;
- ``medium``: searches the whole turn (both actions, and every sale of a Sell);
- ``hard``: a whole-turn search expanding every first action, then the best plans re-scored over determinized worlds
  (unseen cards dealt again) with the opponents replying, each for itself (MaxN), and the tuned
  weights of the estimate.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Protocol

from ..engine import Game, IllegalActionError, get_game
from ..engine.agents import BUILDER_WEIGHTS
from .games import ai_games, plug_for
from .hints import Hint, HintReason
from .search import Budget, Plan, Searcher
from .views import game_of_packet, knowledge, view_packet

if TYPE_CHECKING:  # any game's action: records go through its definition's codec
    from ..engine.core.protocols import ActionLike as Action

LEVELS = ("random", "easy", "medium", "hard")

#: How long a computer may think (a table setting): each level's node budget is multiplied by the
#: factor, so the budget, not the clock, decides the move; the CPU seconds are only a safety cap
#: far above what a level's budget needs on this machine (docs/computer-players.md, measured).
THINK_TIMES = ("quick", "normal", "long")
DEFAULT_THINK = "normal"
THINK_FACTORS = {"quick": 0.5, "normal": 1.0, "long": 2.0}
THINK_CAPS = {"quick": 15.0, "normal": 30.0, "long": 60.0}  # CPU seconds
#: The best hint's estimated gain (VP) is said from this much on; less reads as noise.
MIN_HINT_GAIN = 0.5
#: The positions a quick hint (``quick_hints``) may generate: Hard's turn-search budget at normal think.
QUICK_HINT_NODES = 6_000
#: a width that expands every move at its depth of the turn (the node budget still bounds the search)
EVERY = 999


class Agent(Protocol):
    """A computer player.  ``view`` is its player's view (the player to move is the agent)."""

    level: str

    def choose(self, view: Game, rng: random.Random) -> Action:
        """The action to take now."""
        ...

    def hints(self, view: Game, n: int = 3, rng: random.Random | None = None) -> list[Hint]:
        """The ``n`` best moves for the player to move, with reasons."""
        ...


class RandomPlayer:
    """A uniformly random action kind, then a random action of it (kinds weighted like people play)."""

    level = "random"

    def __init__(self, weights: dict[str, float] | None = None) -> None:
        self.weights = BUILDER_WEIGHTS if weights is None else weights

    def choose(self, view: Game, rng: random.Random) -> Action:
        by_kind: dict[str, list[Action]] = {}
        for action in view.legal_actions():
            by_kind.setdefault(action.kind, []).append(action)
        kinds = sorted(by_kind)
        kind = rng.choices(kinds, [self.weights.get(k, 1.0) for k in kinds])[0]
        return rng.choice(by_kind[kind])

    def hints(self, view: Game, n: int = 3, rng: random.Random | None = None) -> list[Hint]:
        return []


@dataclass
class SearchPlayer:
    """Easy, Medium and Hard: one search code, three settings.

    ``widths`` = moves expanded at each depth of the turn (``(1,)`` = one ply only); ``nodes`` =
    the budget of positions; ``worlds``/``plans``/``sample``/``look_nodes`` = the determinized
    look-ahead (0 worlds = none): how many worlds, how many of the best plans it re-scores, how many
    sampled moves each opponent weighs per reply, and the positions all the replies may generate;
    ``reply_widths`` = the opponents' turn search in a reply (``(1,)``: greedy, action by action);
    ``again_widths``/``again_nodes`` = the player's own next turn searched after the replies (a
    two-turn plan; ``()``: none) and the positions those searches may generate;
    ``band`` = the look-ahead re-scores only those of its plans whose turn-search value is within
    ``band`` VP of the best (0: all of them): it then only decides between near-equal turns;
    ``horizon`` = where the replies stop (0: when the player is to move again; 1: when the round
    ends, the same opponents' turns for every plan); ``common`` = 1: every plan's replies in a
    world draw from one generator seeded alike; ``mix`` = the look-ahead only shifts the turn
    values by ``mix`` times its differences between the plans (0: its value alone decides);
    ``reply_steps`` = the opponents' actions a reply may take at most (0: three per opponent);
    ``seconds`` = the safety cap of one decision (``None``: none); ``games`` = per game, the
    settings its plug-in plays this level with (``LEVELS``, see :func:`make_agent`): field ->
    (the level's own value, the game's).
    """

    level: str
    widths: tuple[int, ...]
    nodes: int
    tuned: bool = False
    worlds: int = 0
    plans: int = 3
    sample: int = 40
    look_nodes: int = 0
    reply_widths: tuple[int, ...] = (1,)
    again_widths: tuple[int, ...] = ()
    again_nodes: int = 0
    band: float = 0.0
    horizon: int = 0
    common: int = 0
    mix: float = 0.0
    reply_steps: int = 0
    seconds: float | None = None
    weights: Any = None  # replaces the game's weights (tuning experiments: one changed seat against the rest)
    changes: tuple[tuple[str, float], ...] = ()  # weights changed on top of the game's (a seat ``w.name=value``)
    games: dict[str, dict[str, tuple[Any, Any]]] = field(default_factory=dict, repr=False)

    def for_game(self, name: str) -> SearchPlayer:
        """These settings as the game ``name`` plays the level: its plug-in's changes to every field
        still at the level's own value (a measuring variant's changes stay)."""
        settings = {f: game for f, (own, game) in self.games.get(name, {}).items() if getattr(self, f) == own}
        return replace(self, games={}, **settings) if settings else self

    def _searcher(self, view: Game, rng: random.Random) -> Searcher:
        plug = plug_for(view.definition.name)
        # a seat's own weights (tuning), else the game's weights for the level (``weights_for``:
        # a game may see less at Easy or change some weights: its ai/<family>.py weights_for)
        weights = self.weights if self.weights is not None else plug.weights_for(
            view.definition.name, self.level, self.tuned)
        if self.changes:
            weights = weights.changed(dict(self.changes))
        return Searcher(plug, weights, rng, Budget(self.nodes, self.seconds))

    def _plans(self, view: Game, rng: random.Random, keep: int) -> tuple[Searcher, list[Plan]]:
        searcher = self._searcher(view, rng)
        plans = searcher.turn_plans(view, self.widths)
        plans = _distinct_first(plans)
        count = max(self.plans, keep)
        if self.band and plans:
            floor = plans[0].utility - self.band
            count = min(count, sum(1 for plan in plans[:count] if plan.utility >= floor))
        if self.worlds and count > 1 and len(plans) > 1:
            best = searcher.lookahead(view, plans[:count], self.worlds, self.sample,
                                      self.look_nodes, self.reply_widths, self.again_widths, self.again_nodes,
                                      self.horizon, self.common, self.mix, self.reply_steps)
            plans = best + plans[count:]
        return searcher, plans

    def choose(self, view: Game, rng: random.Random) -> Action:
        actions: list[Action] = view.legal_actions()
        if len(actions) == 1:
            return actions[0]
        _, plans = self.for_game(view.definition.name)._plans(view, rng, 1)
        return plans[0].actions[0]

    def hints(self, view: Game, n: int = 3, rng: random.Random | None = None) -> list[Hint]:
        rng = rng if rng is not None else random.Random(0)
        mover = view.current_player
        if mover is None:
            return []
        searcher, plans = self.for_game(view.definition.name)._plans(view, rng, n)
        base = searcher.utility(view, mover)
        plug = searcher.plug
        out = []
        for rank, plan in enumerate(plans[:n]):
            why = plug.reasons(view, plan.result, mover, plan.actions)
            if rank == 0:
                # The estimate right after the turn, not the look-ahead's value that ranked it (with
                # Brass's two-turn plan that would count the gains of the next turn as well); said
                # only when it is a gain: a best move whose pay-off comes later is not "-2 VP".
                gain = round(searcher.utility(plan.result, mover) - base, 1)
                value = (HintReason("value", {"vp": gain}),) if gain >= MIN_HINT_GAIN else ()
            else:
                # The others against the best by the value that ranked them (so never a contradiction)
                value = (HintReason("behind", {"vp": round(max(0.0, plans[0].utility - plan.utility), 1)}),)
            out.append(Hint(plan.actions[0], plan.actions, plan.utility, why + value))
        return out


def move_reasons(before: Game, action: Any) -> list[dict[str, Any]]:
    """What ``action`` is, as the hint reasons that word a move (those with ``move``), for showing a
    move that was made: public facts of the move only (where, what, for how much), never what it
    was worth to its player; none for an action ``before`` refuses."""
    player = before.current_player
    if player is None:
        return []
    after = before.copy()
    try:
        after.apply(action)
    except IllegalActionError:
        return []
    said = plug_for(before.definition.name).reasons(before, after, player, (action,))
    return [{"code": r.code, "params": r.params} for r in said if "move" in r.params]


def _distinct_first(plans: Sequence[Plan]) -> list[Plan]:
    """The best plan per first action (the decision taken now), best first."""
    seen: set[Action] = set()
    out = []
    for plan in plans:
        if plan.actions[0] not in seen:
            seen.add(plan.actions[0])
            out.append(plan)
    return out


def make_agent(level: str, nodes: int | None = None, think: str = DEFAULT_THINK) -> Agent:
    """The computer player of a level (``LEVELS``) at a think time (``THINK_TIMES``: the level's
    node budget and look-ahead worlds times ``THINK_FACTORS``); ``nodes`` replaces the budget (tests).

    A game's plug-in may play a level with other search settings: its optional ``LEVELS`` maps a
    level to ``SearchPlayer`` fields and values (scaled by the think time like the level's own),
    its optional ``GAME_LEVELS`` does so per game (:func:`level_changes`); the player uses them in
    that game (``SearchPlayer.for_game``)."""
    if think not in THINK_FACTORS:
        raise ValueError(f"unknown think time {think!r}; one of {', '.join(THINK_TIMES)}")
    if level == "random":
        return RandomPlayer()
    player: SearchPlayer
    if level == "easy":
        player = SearchPlayer("easy", widths=(1,), nodes=2_000)
    elif level == "medium":
        player = SearchPlayer("medium", widths=(6, 3, 2, 1), nodes=3_000)
    elif level == "hard":
        # every first action expanded (a Brass position has 30-100 representatives): the pairs a
        # 1-ply ranking hides (a loan or a development, then the build it pays for) are found;
        # measured (docs/computer-players.md, round 4) the widest gain Hard has had.  The replies
        # stop at the round's end (horizon 1): replying until Hard moves again judged plans after
        # different numbers of opponents' turns (the next order follows the money spent, R2.3),
        # which cost Hard what the look-ahead should win (round 5).  Brass's plug-in changes this:
        # its Hard replies until it moves again and then searches its own next turn (ai/brass.py
        # LEVELS, round 9), so every plan is judged after the same own turns
        player = SearchPlayer("hard", widths=(EVERY, 8, 2, 1), nodes=6_000, tuned=True, worlds=3, plans=4,
                              sample=30, look_nodes=3_600, horizon=1)
    else:
        raise ValueError(f"unknown level {level!r}; one of {', '.join(LEVELS)}")
    base = player
    player = _scaled(base, THINK_FACTORS[think], nodes)
    player.seconds = THINK_CAPS[think]
    for name in ai_games():
        changes = level_changes(name, level)
        if changes:
            game = _scaled(replace(base, **changes), THINK_FACTORS[think], nodes)
            player.games[name] = {f: (getattr(player, f), getattr(game, f)) for f in changes}
    return player


def level_changes(game: str, level: str) -> dict[str, Any]:
    """The search settings ``game`` plays ``level`` with, beyond the level's own: its plug-in's
    ``LEVELS`` for every game it serves, then its ``GAME_LEVELS`` for this game alone (a plug-in
    of two games, as Brass's, may tune one of them)."""
    plug = plug_for(game)
    changes = dict(getattr(plug, "LEVELS", {}).get(level, {}))
    changes.update(getattr(plug, "GAME_LEVELS", {}).get(game, {}).get(level, {}))
    return changes


def _scaled(player: SearchPlayer, factor: float, nodes: int | None) -> SearchPlayer:
    """``player`` at a think time: its budgets and worlds times ``factor``; ``nodes`` replaces the budget."""
    player = replace(player, games={})
    player.nodes = round(player.nodes * factor) if nodes is None else nodes
    player.look_nodes = round(player.look_nodes * factor) if nodes is None else min(player.look_nodes, nodes)
    player.again_nodes = round(player.again_nodes * factor) if nodes is None else min(player.again_nodes, nodes)
    if player.worlds:
        player.worlds = max(1, round(player.worlds * factor))
    return player


def make_variant(spec: str, nodes: int | None = None) -> Agent:
    """A level with some search settings changed, for measuring (the tournament's seats):
    ``"hard:worlds=0:reply_widths=3-1"`` = Hard without worlds and with whole-turn replies.
    Each setting names a field of :class:`SearchPlayer`; a tuple is written with ``-``; ``w.name=value``
    changes a weight of the game's estimate (``"hard:w.carry=1"``)."""
    level, *changes = spec.split(":")
    agent = make_agent(level, nodes)
    for change in changes:
        name, sep, text = change.partition("=")
        if name.startswith("w.") and sep and isinstance(agent, SearchPlayer):
            try:
                agent.changes += ((name[2:], float(text)),)
            except ValueError:
                raise ValueError(f"cannot set {change!r} of {level!r}: a weight takes a number") from None
            continue
        current = getattr(agent, name, None) if sep and name in SearchPlayer.__dataclass_fields__ else None
        if not isinstance(current, (int, float, tuple)) or isinstance(current, bool):
            raise ValueError(f"cannot set {change!r} of {level!r}: a number or tuple setting of SearchPlayer")
        value: Any
        if isinstance(current, tuple):
            value = tuple(int(part) for part in text.split("-") if part)
        else:
            value = type(current)(text)
        setattr(agent, name, value)
        # a setting the variant names is played in every game, even where a plug-in changes it
        # (``hard:horizon=1`` measures Brass's Hard with the level's own horizon)
        if isinstance(agent, SearchPlayer):
            agent.games = {game: {f: pair for f, pair in fields.items() if f != name}
                           for game, fields in agent.games.items()}
    return agent


def decision_seed(seed: int, moves: int) -> int:
    """The seed of one decision: the player's seed and how many actions the game has seen."""
    return seed * 1_000_003 + moves


def decide(game: Game, agent: Agent, seed: int) -> Action:
    """The agent's choice for the player to move in ``game``, from that player's knowledge only."""
    player = game.current_player
    if player is None:
        raise ValueError("the game is over")
    return _choose(knowledge(game, player), player, len(game.history), agent, seed)


def suggest(game: Game, seed: int = 0, n: int = 3, level: str = "hard") -> list[Hint]:
    """Hints for the player to move: the ``level`` player's ``n`` best moves, from that player's knowledge."""
    player = game.current_player
    if player is None:
        return []
    return _hints(knowledge(game, player), player, len(game.history), make_agent(level), seed, n)


def _choose(known: Game, player: int, moves: int, agent: Agent, seed: int) -> Action:
    rng = random.Random(decision_seed(seed, moves))
    return agent.choose(known.determinize(player, rng), rng)


def _hints(known: Game, player: int, moves: int, agent: Agent, seed: int, n: int) -> list[Hint]:
    rng = random.Random(decision_seed(seed, moves))
    return agent.hints(known.determinize(player, rng), n, rng)


# -- entry points for a worker process: plain, picklable inputs (``views.view_packet``) and outputs ----
def choose_from_view(packet: dict[str, Any], level: str, seed: int, think: str = DEFAULT_THINK) -> dict[str, Any]:
    """The action dict the ``level`` player would take for the packet's player (who is to move),
    thinking for ``think`` (``THINK_TIMES``)."""
    game = game_of_packet(packet)
    agent = make_agent(level, think=think)
    return game.definition.action_to_dict(_choose(game, packet["player"], packet["moves"], agent, seed))


def hints_from_view(packet: dict[str, Any], seed: int = 0, n: int = 3,
                    think: str = DEFAULT_THINK, quick: bool = False) -> list[dict[str, Any]]:
    """Hard's ``n`` best moves (dicts: action, plan, value, reasons) for the packet's player;
    ``quick``: from Hard's turn search alone (:func:`quick_hints`), the first answer the window
    shows while the whole search runs."""
    game = game_of_packet(packet)
    agent = make_agent("hard", think=think)
    if quick:
        agent = quick_hints(agent)
    return [h.to_dict(game.definition.action_to_dict)
            for h in _hints(game, packet["player"], packet["moves"], agent, seed, n)]


def hint_nodes(game: str, think: str = DEFAULT_THINK, quick: bool = False) -> int:
    """The positions a hint search of ``game`` is expected to generate at most (its budgets: the
    window shows a hint's progress against it)."""
    agent = make_agent("hard", think=think)
    if quick:
        agent = quick_hints(agent)
    assert isinstance(agent, SearchPlayer)
    player = agent.for_game(game)
    looks = player.look_nodes + player.again_nodes if player.worlds else 0
    return player.nodes + looks


def quick_hints(agent: Agent) -> Agent:
    """``agent`` without its look-ahead (no determinized worlds, no replies) and at most
    ``QUICK_HINT_NODES`` positions: the turn search ranks every first action in a fraction of the
    whole decision's time (benchmarks/hint_latency.py).  Only hints use it: the computer players
    always think the whole decision."""
    if not isinstance(agent, SearchPlayer):
        return agent
    quick = replace(agent, worlds=0, nodes=min(agent.nodes, QUICK_HINT_NODES), games={})
    quick.games = {name: {f: pair for f, pair in fields.items() if f not in ("worlds", "nodes")}
                   for name, fields in agent.games.items()}
    return quick


def choose_from_record(record: dict[str, Any], level: str, seed: int) -> dict[str, Any]:
    """``choose_from_view`` for the player to move in a whole record (which holds hidden cards:
    give a worker ``views.view_packet`` instead)."""
    game = Game.from_record(record)
    return choose_from_view(view_packet(game, _mover(game)), level, seed)


def hints_from_record(record: dict[str, Any], seed: int = 0, n: int = 3) -> list[dict[str, Any]]:
    """``hints_from_view`` for the player to move in a whole record."""
    game = Game.from_record(record)
    return hints_from_view(view_packet(game, _mover(game)), seed, n)


def _mover(game: Game) -> int:
    player = game.current_player
    if player is None:
        raise ValueError("the game is over")
    return player


def action_of(game: str, data: dict[str, Any]) -> Any:
    """The action of game ``game`` from a dict of ``choose_from_view`` (the game's record codec)."""
    return get_game(game).action_from_dict(data)
