"""What a player may know (Brass): views and determinization over ``GameState``.

``view_for`` is the state as one player sees it, every hidden item replaced by ``UNKNOWN``
(other hands keep their length, piles their count); ``determinize`` is a full state with that
same view, the hidden items resampled, for search.  Hidden, per the rules: other players' hands
except the wild cards they hold (Birmingham 3.6: taken face up when scouting), the draw deck
(R1.4 / Birmingham 1.4), the cards removed face down (R1.7), the rail-era deck drawn at setup
(it is the whole deck, unknown until the rail era starts), the face-down distant-market tiles
(R8.1(b), both eras' stacks) and Birmingham's face-down card that starts each discard pile in
the canal era (1.16).  Cards discarded by an action are face up (R2.2, Birmingham 2.5).
Merchant tiles lie face up (Birmingham 1.5).
"""
from __future__ import annotations

from collections import Counter
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from ..core.definition import UNKNOWN
from .actions import WILD_CARDS
from .data import CANAL
from .ruleset import ruleset
from .state import GameState

if TYPE_CHECKING:
    import random  # the caller brings the generator

#: State fields whose every entry is hidden from every player (their length stays visible).
HIDDEN_PILES = ("deck", "removed", "rail_deck", "distant_tiles", "rail_distant_tiles")


def hidden_discards(state: GameState) -> int:
    """How many cards at the bottom of the discard pile lie face down (Birmingham 1.16)."""
    if ruleset(state.game).discard_start > 0 and state.era == CANAL:
        return min(len(state.players), len(state.discard))
    return 0


def _hidden_hand(hand: list[str]) -> list[str]:
    """Another player's hand: the wild cards they hold, then one UNKNOWN per other card."""
    wild = sorted(c for c in hand if c in WILD_CARDS)
    return wild + [UNKNOWN] * (len(hand) - len(wild))


def view_for(state: GameState, player: int) -> GameState:
    """A copy of ``state`` with everything ``player`` may not know replaced by UNKNOWN."""
    view = state.clone()
    for index, p in enumerate(view.players):
        if index != player:
            p.hand = _hidden_hand(p.hand)
    for name in HIDDEN_PILES:
        setattr(view, name, [UNKNOWN] * len(getattr(view, name)))
    face_down = hidden_discards(view)
    view.discard[:face_down] = [UNKNOWN] * face_down
    return view


def unseen(state: GameState, player: int) -> list[str]:
    """The multiset of items hidden from ``player``, sorted, each tagged by its pool
    (``"card:bolton"``, ``"rail_card:bolton"``, ``"distant_tile:2"``, ``"rail_distant_tile:-1"``)."""
    return sorted(f"{pool}:{item}" for pool, items in _pools(state, player).items() for item in items)


def _pools(state: GameState, player: int) -> dict[str, list[Any]]:
    """The hidden items by pool: items of one pool may trade places, items of two pools may not."""
    return {"card": _hidden_cards(state, player), "rail_card": list(state.rail_deck),
            "distant_tile": list(state.distant_tiles), "rail_distant_tile": list(state.rail_distant_tiles)}


def _hidden_cards(state: GameState, player: int) -> list[str]:
    """The pool of this era's hidden cards: other hands but their wild cards, the deck, the removed
    cards and the face-down discards."""
    cards = [c for i, p in enumerate(state.players) if i != player for c in p.hand if c not in WILD_CARDS]
    cards += state.deck + state.removed + state.discard[:hidden_discards(state)]
    return cards


def determinize(state: GameState, player: int, rng: random.Random) -> GameState:
    """A full state whose ``view_for(player)`` equals that of ``state``: the hidden cards of this
    era dealt anew from their multiset into the hidden places, the other piles shuffled."""
    out = state.clone()
    drawn = iter(_shuffled(_hidden_cards(state, player), rng))
    for index, p in enumerate(out.players):
        if index != player:
            p.hand = [c if c in WILD_CARDS else next(drawn) for c in p.hand]
    out.deck = [next(drawn) for _ in out.deck]
    out.removed = [next(drawn) for _ in out.removed]
    face_down = hidden_discards(out)
    out.discard[:face_down] = [next(drawn) for _ in range(face_down)]
    for name in ("rail_deck", "distant_tiles", "rail_distant_tiles"):
        setattr(out, name, _shuffled(getattr(out, name), rng))
    return out


def _shuffled(items: list[Any], rng: random.Random) -> list[Any]:
    """``items`` in a uniformly random order: sorted by random keys, which in pure Python is about
    three times cheaper than ``rng.shuffle`` (one C-level ``random()`` per item instead of a
    Python-level bounded draw) and matters for search, which determinizes many times a move."""
    draw = rng.random
    keys = [draw() for _ in items]
    return [item for _, item in sorted(zip(keys, items, strict=True), key=_FIRST)]


_FIRST = itemgetter(0)  # the sort key in C: a Python key function would cost a call per item


def determinized_setup(setup: dict[str, Any], state: GameState) -> dict[str, Any]:
    """A setup block that holds no hidden value of the real game: the decks and tile stacks of
    ``state`` (a determinized state) in place of the drawn ones, past draws in sorted order.

    It has the multisets a record needs; the game's history does not replay from it (a
    determinized game starts from ``state`` with an empty history)."""
    out = dict(setup)
    era_deck, other_deck = ("canal_deck", "rail_deck") if state.era == CANAL else ("rail_deck", "canal_deck")
    future = Counter(state.removed) + Counter(state.deck)
    past = sorted((Counter(setup[era_deck]) - future).elements())
    out[era_deck] = list(state.removed) + past + list(state.deck)  # what initial_state would deal from
    out[other_deck] = list(state.rail_deck) if state.era == CANAL else sorted(setup["canal_deck"])
    if state.era == CANAL:
        out["canal_distant_tiles"] = list(state.distant_tiles)
        out["rail_distant_tiles"] = list(state.rail_distant_tiles)
    else:
        out["canal_distant_tiles"] = sorted(setup["canal_distant_tiles"])
        out["rail_distant_tiles"] = list(state.rail_distant_tiles)
    return out
