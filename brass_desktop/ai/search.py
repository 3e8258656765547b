"""Game-neutral search for the computer players.

Positions are :class:`Game` copies; a game's evaluation module (``ai/games.py``) says what a
position is worth to each player and when a turn ends.  Every search is bounded by a node
budget (positions generated), never by the clock, so the same position and seed always give
the same decision; the seconds it takes are a measured outcome.

- ``ranked_children``: every representative action, scored by the mover's utility (1 ply).
- ``turn_plans``: the whole turn (both actions, and the sales of a Sell), expanding the best
  ``widths[d]`` moves at depth ``d``.
- ``lookahead``: for each candidate plan, in several determinized worlds (unseen cards dealt
  again), the opponents reply each maximising its own utility (MaxN: the game is not zero-sum).
"""
from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from ..engine import Game
from .games import AnyPlugin

if TYPE_CHECKING:  # any game's action: the search never asks its class
    from ..engine.core.protocols import ActionLike as Action

_W = TypeVar("_W", bound="Weights")


class Weights:
    """The tunable numbers of a game's estimate: a plug-in subclasses it, sets its defaults in
    ``__init__`` and then calls ``_set`` with the values given (an unknown name is an error)."""

    def _set(self, values: dict[str, float]) -> None:
        for name, value in values.items():
            if not hasattr(self, name):
                raise ValueError(f"unknown weight {name!r}")
            setattr(self, name, value)

    def changed(self: _W, changes: dict[str, float]) -> _W:
        """A copy of these weights with ``changes`` (names of weights) on top (a seat ``w.name=value``)."""
        return type(self)(**{**vars(self), **changes})


#: Where every search of this process counts the positions it generates (``count_into``): a shared
#: counter the window reads for a hint's progress; None: not counted.
_COUNTER: Any = None


def count_into(counter: Any) -> None:
    """Count every position searched from now on into ``counter`` (an object with an integer
    ``value``, e.g. a shared ``multiprocessing.RawValue``; None stops counting).  Counting does not
    change a search: it only tells how far one has got."""
    global _COUNTER
    _COUNTER = counter


class Budget:
    """Positions a search may still generate, and a safety cap in CPU seconds.

    The node count decides how far a search goes, so a decision is reproducible; the cap only
    stops a search that would run far longer than its level is meant to (a very slow machine),
    and a decision cut short by it may differ from the same decision on a quicker one.  The cap
    counts this process's CPU time, not the clock: on a busy machine a search gets a small share
    of a core and its wall time grows many times (measured: 16 s wall for 0.8 s CPU), which must
    not change the move.
    """

    def __init__(self, nodes: int, seconds: float | None = None) -> None:
        self.left = nodes
        self.used = 0
        self.deadline = None if seconds is None else time.process_time() + seconds

    def share(self, nodes: int) -> Budget:
        """A budget of its own ``nodes`` under the same CPU deadline (a part of the decision)."""
        part = Budget(nodes)
        part.deadline = self.deadline
        return part

    def take(self, count: int) -> None:
        self.left -= count
        self.used += count
        if _COUNTER is not None:
            _COUNTER.value += count

    @property
    def timed_out(self) -> bool:
        return self.deadline is not None and time.process_time() > self.deadline

    @property
    def exhausted(self) -> bool:
        return self.left <= 0 or self.timed_out


def child(game: Game, action: Action) -> Game:
    """The position after ``action`` (taken from ``game.legal_actions()``), as a new game without undo.

    The action comes from the legal list, so ``Game.child`` skips the engine's re-check; that and
    not keeping undo snapshots make a child about twice as cheap as ``apply``.
    """
    return game.child(action)


@dataclass
class Plan:
    """A turn's worth of decisions and the position it leads to."""

    utility: float
    actions: tuple[Action, ...]
    result: Game


class Searcher:
    """One decision's search: the evaluation module, its weights, the seeded generator, the budget."""

    def __init__(self, plug: AnyPlugin, weights: Any, rng: random.Random, budget: Budget,
                 jitter: float = 1e-6) -> None:
        self.plug = plug
        self.weights = weights
        self.rng = rng
        self.budget = budget
        self.jitter = jitter

    def utility(self, game: Game, player: int) -> float:
        """The player's estimated final VP less a share of the opponents' mean (not zero-sum)."""
        values: list[float] = self.plug.values(game, self.weights)
        if len(values) < 2:
            return values[player]
        others = (sum(values) - values[player]) / (len(values) - 1)
        return values[player] - float(self.weights.others) * others

    def candidates(self, game: Game, limit: int | None = None) -> list[Action]:
        actions: list[Action] = self.plug.representatives(game, game.legal_actions())
        if limit is not None and len(actions) > limit:
            actions = self.rng.sample(actions, limit)
        return actions

    def ranked_children(self, game: Game, limit: int | None = None) -> list[Plan]:
        """Every (or ``limit`` sampled) representative action of the mover, best first."""
        mover = game.current_player
        assert mover is not None
        out = []
        for action in self.candidates(game, limit):
            result = child(game, action)
            score = self.utility(result, mover) + self.jitter * self.rng.random()
            out.append(Plan(score, (action,), result))
        self.budget.take(len(out))
        out.sort(key=lambda p: -p.utility)
        return out

    def continues_turn(self, before: Game, after: Game, mover: int) -> bool:
        return (not after.is_over() and after.current_player == mover
                and self.plug.turn_key(after) == self.plug.turn_key(before))

    def turn_plans(self, game: Game, widths: Sequence[int], depth: int = 0,
                   sample: int | None = None) -> list[Plan]:
        """Plans for the rest of the mover's turn, best first (only whole turns are compared);
        ``sample`` = weigh at most that many sampled moves at each step (None: all)."""
        mover = game.current_player
        assert mover is not None
        width = widths[min(depth, len(widths) - 1)]
        kids = self.ranked_children(game, sample)
        out: list[Plan] = []
        expanded = 0
        for kid in kids:
            if not self.continues_turn(game, kid.result, mover):
                out.append(kid)
            elif depth + 1 >= len(widths):
                out.append(kid)  # no deeper look at this depth: the step judged as it stands (a 1-ply player)
            elif expanded < width and not self.budget.exhausted:
                expanded += 1
                rest = self.turn_plans(kid.result, widths, depth + 1, sample)
                if rest:
                    best = rest[0]
                    out.append(Plan(best.utility, kid.actions + best.actions, best.result))
        if not out and kids:  # out of budget or depth mid-turn: the best first step, judged as it stands
            out.append(kids[0])
        out.sort(key=lambda p: -p.utility)
        return out

    def part(self, nodes: int) -> Searcher:
        """A searcher for one part of the decision: the same estimate and generator, ``nodes`` of its own."""
        return Searcher(self.plug, self.weights, self.rng, self.budget.share(nodes), self.jitter)

    def reply(self, game: Game, me: int, steps: int, sample: int | None, allot: int,
              widths: Sequence[int] = (1,), round_of: Any = None) -> Game:
        """Let the opponents play (each for itself, MaxN) until ``me`` is to move again, or, with
        ``round_of`` (a ``plug.round_key``), until the round it names has ended.

        Each opponent plays the best plan of a turn search of ``widths`` (``(1,)``: greedy, one
        action at a time) weighing at most ``sample`` moves per step; the replies stop after
        ``steps`` actions or ``allot`` positions: every plan compared gets the same share."""
        part = self.part(allot)
        done = 0
        while done < steps and not game.is_over() and game.current_player != me and not part.budget.exhausted:
            if round_of is not None and self.plug.round_key(game) != round_of:
                break
            plans = part.turn_plans(game, widths, sample=sample)
            if not plans:
                break
            game = plans[0].result
            done += len(plans[0].actions)
        return game

    def again(self, game: Game, me: int, widths: Sequence[int], sample: int | None, allot: int) -> float:
        """``me``'s utility after its best next turn from ``game`` (a turn search of ``widths``), or
        of ``game`` as it stands when the game is over or another player is to move."""
        if game.is_over() or game.current_player != me or not widths:
            return self.utility(game, me)
        return self.part(allot).turn_plans(game, widths, sample=sample)[0].utility

    def lookahead(self, view: Game, plans: Sequence[Plan], worlds: int, sample: int, nodes: int,
                  reply_widths: Sequence[int] = (1,), again_widths: Sequence[int] = (),
                  again_nodes: int = 0, horizon: int = 0, common: int = 0, mix: float = 0.0,
                  steps: int = 0) -> list[Plan]:
        """Re-score ``plans`` by the mean utility after the opponents' replies over ``worlds``
        determinized copies of ``view`` (the unseen cards dealt again each time); ``nodes``
        positions are shared equally between the plans and worlds.  With ``again_widths`` the
        player's own next turn is searched too (``again_nodes`` shared the same way): a plan is
        judged by the best turn it leaves after the replies (a two-turn plan).

        ``horizon`` 1: the replies stop when the round of ``view`` ends, so every plan is judged
        after the same opponents' turns (0: until the player moves again, which in Brass depends
        on the money each plan spends, R2.3).  ``common`` 1: in a world, every plan's replies draw
        from one generator seeded alike (the same sampled moves where the positions allow).
        ``mix`` > 0: a plan's value is its turn-search value plus ``mix`` times how far its
        look-ahead value lies from the mean of the plans' (the look-ahead moves the ranking only
        by what it tells apart; 0: the look-ahead value alone).  ``steps``: the opponents' actions
        a reply may take at most (0: three per opponent)."""
        me = view.current_player
        assert me is not None
        steps = steps or 3 * (len(view.state.players) - 1)
        shares = max(1, worlds * len(plans))
        allot = max(1, nodes // shares)
        again_allot = max(1, again_nodes // shares)
        round_of = self.plug.round_key(view) if horizon else None
        totals = [0.0] * len(plans)
        counts = [0] * len(plans)
        for _ in range(worlds):
            world = view.determinize(me, self.rng)
            seed = self.rng.getrandbits(64) if common else 0
            for i, plan in enumerate(plans):
                game = _follow(world, plan.actions)
                if game is None:
                    continue  # a step hangs on what the world dealt (a face-down draw): not judged in it
                searcher = self if not common else Searcher(self.plug, self.weights, random.Random(seed),
                                                            self.budget, self.jitter)
                game = searcher.reply(game, me, steps, sample, allot, reply_widths, round_of)
                totals[i] += searcher.again(game, me, again_widths, None, again_allot)
                counts[i] += 1
        means = [totals[i] / counts[i] if counts[i] else None for i in range(len(plans))]
        judged = [m for m in means if m is not None]
        centre = sum(judged) / len(judged) if judged else 0.0
        rescored = []
        for plan, mean in zip(plans, means, strict=True):
            if mean is None:
                value = plan.utility
            elif mix:
                value = plan.utility + mix * (mean - centre)
            else:
                value = mean
            rescored.append(Plan(value, plan.actions, plan.result))
        rescored.sort(key=lambda p: -p.utility)
        return rescored


def _follow(world: Game, actions: Sequence[Action]) -> Game | None:
    """The position after ``actions`` in another determinized world, or None when one of them is
    not legal there (a plan found in one world may hang on what is hidden, which differs in another:
    seen in a Lancashire table: a sale to a port tile that was not there in the other world)."""
    game = world
    for action in actions:
        if not game.is_legal(action):
            return None
        game = child(game, action)
    return game
