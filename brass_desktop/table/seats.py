"""Seats and their secrets: a random token per person seat and one for spectators.

A token is the only thing that decides who a phone is (docs/phones.md, security model): it is
made by ``secrets.token_urlsafe``, compared in constant time, and taking a seat back makes a new
one, after which the old token resolves to nothing.
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass

#: bytes of randomness per token (``token_urlsafe``: about 1.3 characters a byte)
TOKEN_BYTES = 18


@dataclass(frozen=True)
class Role:
    """Who a token stands for: a seat (``seat`` >= 0) or a spectator (``seat`` is None)."""

    seat: int | None

    @property
    def spectator(self) -> bool:
        return self.seat is None


SPECTATOR = Role(None)


def new_token() -> str:
    """A fresh secret for one seat."""
    return secrets.token_urlsafe(TOKEN_BYTES)


class SeatTokens:
    """The tokens of one table: one per person seat (computer seats get none) and one for spectators."""

    def __init__(self, person_seats: list[int] | tuple[int, ...]) -> None:
        self._tokens: dict[int, str] = {seat: new_token() for seat in person_seats}
        self._spectator = new_token()

    @property
    def seats(self) -> tuple[int, ...]:
        """The person seats, in seat order."""
        return tuple(sorted(self._tokens))

    def token(self, seat: int) -> str:
        """The current token of ``seat`` (KeyError for a seat without one)."""
        return self._tokens[seat]

    @property
    def spectator_token(self) -> str:
        return self._spectator

    def take_back(self, seat: int) -> str:
        """Give ``seat`` a new token (the old one is worth nothing from now on); the new token."""
        if seat not in self._tokens:
            raise KeyError(seat)
        self._tokens[seat] = new_token()
        return self._tokens[seat]

    def renew_spectators(self) -> str:
        """A new spectator token (the old one is worth nothing from now on)."""
        self._spectator = new_token()
        return self._spectator

    def resolve(self, token: object) -> Role | None:
        """The role ``token`` stands for, or None: nothing but the exact current token of a seat counts."""
        if not isinstance(token, str) or not token or len(token) > 200:
            return None
        found: Role | None = None
        # every token is compared (constant time each), so the time taken tells nothing of which was near
        for seat, secret in self._tokens.items():
            if secrets.compare_digest(token.encode(), secret.encode()):
                found = Role(seat)
        if secrets.compare_digest(token.encode(), self._spectator.encode()):
            found = SPECTATOR
        return found
