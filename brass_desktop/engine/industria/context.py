"""The ``ctx`` and ``fx`` handed to Industria's rule modules.

``Context`` bundles the state with the static data and options and answers the derived questions
the rules ask (who built the producer of a resource, what a player's discount is).  ``Effects`` is
the only code that moves coins, VP and tiles; every movement becomes an event dict.
"""
from __future__ import annotations

from ..core.events import Event
from .data import BONUS, FACTORY, RAW, IndustriaData, Tile
from .events import IndustriaEvent, VpDetail
from .options import IndustriaOptions
from .state import IndustriaState


def without(tiles: tuple[str, ...], tile: str) -> tuple[str, ...]:
    """``tiles`` less its first ``tile`` (ValueError if it holds none), as ``list.remove`` would."""
    i = tiles.index(tile)
    return tiles[:i] + tiles[i + 1:]


class Context:
    """One state with its data and options (derived facts are computed on demand, never cached,
    because the flow changes the state while the same context is in use)."""

    __slots__ = ("data", "options", "state")

    def __init__(self, data: IndustriaData, state: IndustriaState, options: IndustriaOptions) -> None:
        self.data = data
        self.state = state
        self.options = options

    def current_player(self) -> int | None:
        return self.state.current_player()

    def tile(self, tile_id: str) -> Tile:
        return self.data.tiles[tile_id]

    def producer_owners(self) -> dict[str, int]:
        """resource -> the seat that has *built* its producing factory (rules.md 6.4: a producer held
        in a hand does not count)."""
        owners: dict[str, int] = {}
        tiles = self.data.tiles
        for seat, p in enumerate(self.state.players):
            for tile_id in p.built:
                produces = tiles[tile_id].produces
                if produces:
                    owners[produces] = seat
        return owners

    def discount(self, player: int) -> int:
        """rules.md 6.9 / design.md 8.6: coins off each later construction (Bank, Stock Exchange)."""
        tiles = self.data.tiles
        return sum(tiles[t].discount for t in self.state.players[player].built)

    def bank_sells(self, resource: str) -> bool:
        """rules.md 6.5: the epoch track lists what the bank sells in the current epoch."""
        return resource in self.data.epoch(self.state.epoch).bank_sells

    def raw_in_hand(self, player: int, resource: str) -> list[str]:
        """The player's raw-material tiles providing ``resource``, in hand order."""
        tiles = self.data.tiles
        return [t for t in self.state.players[player].hand if tiles[t].kind == RAW and tiles[t].provides == resource]

    def printed_cost(self, player: int, tile: Tile) -> int:
        """Coins to the bank for laying ``tile`` now, after the discount (never below 0)."""
        if tile.kind == BONUS and self.options.bonus_tiles_free:
            return 0
        return max(0, tile.cost - self.discount(player)) if tile.kind in (FACTORY, BONUS) else 0


class Effects:
    """Changes the state of ``ctx`` and records each change as an event."""

    __slots__ = ("ctx", "events", "state")

    def __init__(self, ctx: Context, events: list[Event]) -> None:
        self.ctx = ctx
        self.state = ctx.state
        self.events = events

    def emit(self, event: IndustriaEvent) -> None:
        """Record one change; the union type makes mypy check the event's keys (industria/events.py)."""
        self.events.append(event)

    def coins(self, player: int, amount: int, counterpart: int | str, why: str) -> None:
        """``player`` gets ``amount`` (negative: pays) from ``counterpart`` (a seat or "bank")."""
        if amount == 0:
            return
        self.state.players[player].coins += amount
        if isinstance(counterpart, int):
            self.state.players[counterpart].coins -= amount
        self.emit({"type": "coins", "player": player, "amount": amount, "counterpart": counterpart, "why": why})

    def vp(self, player: int, amount: int, source: str, detail: VpDetail) -> None:
        """``player`` scores ``amount`` VP from ``source``; ``detail`` says for what (events.VpDetail)."""
        p = self.state.players[player]
        p.vp += amount
        p.vp_by_source[source] = p.vp_by_source.get(source, 0) + amount
        self.emit({"type": "vp", "player": player, "amount": amount, "source": source, **detail})

    def to_hand(self, player: int, tile: str) -> None:
        p = self.state.players[player]
        p.hand = (*p.hand, tile)

    def lay(self, player: int, tile: str) -> None:
        p = self.state.players[player]
        p.hand = without(p.hand, tile)
        p.built = (*p.built, tile)

    def remove_from_hand(self, player: int, tile: str, why: str) -> None:
        """A tile leaves the game from a hand (spent or exchanged raw tile, expired technology)."""
        p = self.state.players[player]
        p.hand = without(p.hand, tile)
        self.state.removed = (*self.state.removed, tile)
        self.emit({"type": "tile_removed", "player": player, "tile": tile, "why": why})
