"""The library of finished games: a local SQLite database in the user data folder.

Pure Python (``sqlite3`` from the standard library, no Qt), so the UI, the CLI and the tests
share it.  What it keeps per finished game: the JSON record, the players with their result,
the score by source at the end, and figures after every round (VP, money, income level), all
read by replaying the record through the engine.  What a round's figures and the sources of VP
are differs per game family: each family's module beside this one (``library/<family>.py``)
registers one reader in ``FAMILIES``.

Safety:

* the schema version is SQLite's ``user_version``; ``MIGRATIONS[n]`` brings a database from
  version ``n`` to ``n + 1``, each in one transaction;
* every write is one transaction (``with self._conn``), so a crash mid-write leaves the
  database as it was before that write (SQLite's rollback journal, ``synchronous=FULL``);
* a file that is not a readable library (damaged, foreign, from a newer app) is moved aside as
  ``library.corrupt-<time>.sqlite3`` and a new one is started; ``Library.moved_aside`` names the
  moved file so the UI can say so.  Nothing is deleted.
"""
from __future__ import annotations

import csv
import hashlib
import importlib
import io
import json
import sqlite3
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from brass_desktop.engine import Game, get_game
from brass_desktop.paths import data_dir

LIBRARY_NAME = "library.sqlite3"
SCHEMA_VERSION = 2

# Sources of VP at the end of a game (score_by_source.source) are the family's (``FamilyFigures``);
# each ends in "other": whatever the events do not name, so the sources always add up to the final VP.

_SCHEMA_V1 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    fingerprint TEXT NOT NULL UNIQUE,      -- sha256 of setup + actions: one row per game
    game TEXT NOT NULL,                    -- "lancashire", "birmingham", ...
    player_count INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    finished_at TEXT NOT NULL,             -- ISO 8601, local time
    actions INTEGER NOT NULL,
    rounds INTEGER NOT NULL,
    decided_by TEXT NOT NULL,
    record TEXT NOT NULL                   -- the JSON game record
);
CREATE TABLE players (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    rank INTEGER NOT NULL,                 -- 1 = first
    winner INTEGER NOT NULL,               -- 0/1 (shared wins: several 1s)
    vp INTEGER NOT NULL,
    money INTEGER NOT NULL,
    income_level INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE rounds (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,                  -- 1.. over the whole game
    stage TEXT NOT NULL,                   -- the game's stage of the round (definition.stage)
    round INTEGER NOT NULL,                -- round number within its stage
    seat INTEGER NOT NULL,
    vp INTEGER NOT NULL,
    money INTEGER NOT NULL,
    income_level INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq, seat)
);
CREATE TABLE score_by_source (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    source TEXT NOT NULL,
    vp INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat, source)
);
CREATE INDEX players_by_name ON players(name);
"""

# MIGRATIONS[n] is the SQL that takes a database of version n to n + 1 (0 = empty file); it runs
# in one transaction together with the new version number (SQLite's DDL is transactional).
# Version 2 names the rounds' stage column after the engine's game-neutral ``stage``; version 1 files
# written by earlier releases call it by one game family's word, so the table is rebuilt by column
# position (both spellings arrive at the same table).
_V2_STAGE = """
CREATE TABLE rounds_v2 (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    stage TEXT NOT NULL,
    round INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    vp INTEGER NOT NULL,
    money INTEGER NOT NULL,
    income_level INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq, seat)
);
INSERT INTO rounds_v2 SELECT * FROM rounds;
DROP TABLE rounds;
ALTER TABLE rounds_v2 RENAME TO rounds;
"""
MIGRATIONS: list[str] = [_SCHEMA_V1, _V2_STAGE]
assert len(MIGRATIONS) == SCHEMA_VERSION


class LibraryError(Exception):
    """The library cannot be used (the data folder cannot be written, for instance)."""


@dataclass(frozen=True)
class RoundFigures:
    """One player's standing after a round, everything the round's end brings included."""

    seq: int
    stage: str  # the game's stage the round belongs to (``definition.stage(state).name``)
    round: int
    seat: int
    vp: int
    money: int
    income_level: int


@dataclass(frozen=True)
class GameSummary:
    """What the finished game contributes to the library (computed by replaying its record)."""

    game: str
    players: list[dict[str, Any]]          # seat, name, rank, winner, vp, money, income_level
    rounds: list[RoundFigures]
    sources: dict[int, dict[str, int]]     # seat -> source -> VP
    actions: int
    decided_by: str
    record: dict[str, Any]

    @property
    def round_count(self) -> int:
        return max((r.seq for r in self.rounds), default=0)


def fingerprint(record: dict[str, Any]) -> str:
    """The same game (setup and actions) always has the same fingerprint; redo entries do not count."""
    key = json.dumps({"setup": record.get("setup"), "actions": record.get("actions")}, sort_keys=True,
                     ensure_ascii=False)
    return hashlib.sha256(key.encode("utf-8")).hexdigest()


# A family's reader replays a finished game: (figures after every round, VP by source per seat,
# each seat's final (money, income level)).
Figures = tuple[list["RoundFigures"], dict[int, dict[str, int]], dict[int, tuple[int, int]]]


@dataclass(frozen=True)
class FamilyFigures:
    """How the library reads the games of one family: its VP sources and its round reader."""

    sources: tuple[str, ...]
    read: Callable[[Game, Game], Figures]


# The readers of the game families: ``brass_desktop/library/<family>.py`` registers its reader when
# imported (``register_family``); ``family_figures`` imports it on first use, named by the family the
# engine's definition declares, so this module never names a game.
FAMILIES: dict[str, FamilyFigures] = {}


def register_family(family: str, figures: FamilyFigures) -> None:
    """Make ``figures`` the library's reader of the games of ``family``."""
    FAMILIES[family] = figures


def family_figures(family: str) -> FamilyFigures:
    """The reader of ``family`` (imported on first use); LookupError for a family without one."""
    if family not in FAMILIES:
        try:
            importlib.import_module(f"{__name__}.{family}")
        except ModuleNotFoundError as exc:
            raise LookupError(f"the library has no reader for the game family {family!r}") from exc
    if family not in FAMILIES:
        raise LookupError(f"the library has no reader for the game family {family!r}")
    return FAMILIES[family]


def sources_of(game_name: str) -> tuple[str, ...]:
    """The VP sources the library keeps for ``game_name`` (by its family), in chart order."""
    return family_figures(get_game(game_name).family).sources


def summarize(game: Game) -> GameSummary:
    """Replay ``game``'s record and collect the per-round figures and the score by source (the
    family's reader in ``FAMILIES``)."""
    if not game.is_over():
        raise ValueError("the game is not finished")
    record = game.to_record()
    replay = Game(game.setup)
    rounds, sources, final = family_figures(game.definition.family).read(game, replay)
    state = replay.state
    outcome = replay.outcome()
    assert outcome is not None
    ranks = {seat: place + 1 for place, seat in enumerate(outcome.ranking)}
    for seat in outcome.winners:  # a shared win shares first place
        ranks[seat] = 1
    players = []
    for seat, p in enumerate(state.players):
        named = sum(v for k, v in sources[seat].items() if k != "other")
        sources[seat]["other"] = p.vp - named
        money, income_level = final[seat]
        players.append({"seat": seat, "name": p.name, "rank": ranks[seat], "winner": seat in outcome.winners,
                        "vp": p.vp, "money": money, "income_level": income_level})
    return GameSummary(game=game.setup["game"], players=players, rounds=rounds, sources=sources,
                       actions=len(game.history), decided_by=str(outcome.decided_by), record=record)


def library_path() -> Path:
    """The library database in the user data folder."""
    return data_dir() / LIBRARY_NAME


class Library:
    """The finished games in one SQLite file; open it with ``Library()`` (default place) or a path."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else library_path()
        self.moved_aside: Path | None = None  # a damaged database that was put aside on opening
        self.problem = ""  # why it was put aside
        try:
            self._conn = self._open()
        except sqlite3.DatabaseError as exc:  # damaged, not a database, or a newer schema
            self.moved_aside = self._move_aside()
            self.problem = str(exc)
            self._conn = self._open()

    # -- opening --------------------------------------------------------------------------------
    def _open(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(str(self.path), timeout=10)
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            conn.execute("PRAGMA synchronous = FULL")
            check = conn.execute("PRAGMA quick_check").fetchone()
            if check is None or check[0] != "ok":
                raise sqlite3.DatabaseError(f"integrity check failed: {check[0] if check else 'no answer'}")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise sqlite3.DatabaseError(f"library schema {version} is newer than this app's {SCHEMA_VERSION}")
            for step in range(version, SCHEMA_VERSION):
                try:
                    conn.executescript(f"BEGIN; {MIGRATIONS[step]}; PRAGMA user_version = {step + 1}; COMMIT;")
                except sqlite3.Error:
                    conn.rollback()
                    raise
            if version > 0:
                conn.execute("SELECT count(*) FROM games").fetchone()  # the tables are really there
        except Exception:
            conn.close()
            raise
        return conn

    def _move_aside(self) -> Path:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{self.path.stem}.corrupt-{stamp}{self.path.suffix}")
        number = 1
        while target.exists():
            number += 1
            target = self.path.with_name(f"{self.path.stem}.corrupt-{stamp}-{number}{self.path.suffix}")
        self.path.replace(target)
        for extra in ("-journal", "-wal", "-shm"):  # a journal belongs to the file it was written for
            side = self.path.with_name(self.path.name + extra)
            if side.exists():
                side.replace(target.with_name(target.name + extra))
        return target

    def close(self) -> None:
        self._conn.close()
        self.closed = True

    closed = False  # True once close() ran: a dialog still on screen must not read it any more

    def __enter__(self) -> Library:  # noqa: PYI034 (Python 3.10 has no typing.Self)
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def schema_version(self) -> int:
        return int(self._conn.execute("PRAGMA user_version").fetchone()[0])

    # -- writing --------------------------------------------------------------------------------
    def add(self, game: Game, finished_at: str | None = None) -> int | None:
        """Store a finished game in one transaction; returns its id, or None if it was already there."""
        summary = summarize(game)
        key = fingerprint(summary.record)
        when = finished_at or time.strftime("%Y-%m-%dT%H:%M:%S")
        setup = summary.record["setup"]
        with self._conn:
            if self._conn.execute("SELECT 1 FROM games WHERE fingerprint = ?", (key,)).fetchone():
                return None
            cursor = self._conn.execute(
                "INSERT INTO games (fingerprint, game, player_count, seed, finished_at, actions, rounds, "
                "decided_by, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (key, summary.game, len(summary.players), int(setup["seed"]), when, summary.actions,
                 summary.round_count, summary.decided_by, json.dumps(summary.record, ensure_ascii=False)))
            game_id = int(cursor.lastrowid or 0)
            self._conn.executemany(
                "INSERT INTO players VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [(game_id, p["seat"], p["name"], p["rank"], int(p["winner"]), p["vp"], p["money"],
                  p["income_level"]) for p in summary.players])
            self._conn.executemany(
                "INSERT INTO rounds VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [(game_id, r.seq, r.stage, r.round, r.seat, r.vp, r.money, r.income_level) for r in summary.rounds])
            self._conn.executemany(
                "INSERT INTO score_by_source VALUES (?, ?, ?, ?)",
                [(game_id, seat, source, vp) for seat, row in summary.sources.items() for source, vp in row.items()])
        return game_id

    def delete(self, game_id: int) -> None:
        with self._conn:
            self._conn.execute("DELETE FROM games WHERE id = ?", (game_id,))

    # -- reading --------------------------------------------------------------------------------
    def games(self) -> list[dict[str, Any]]:
        """Every game, newest first: id, game, date, player count, players (seat order), winners, VP."""
        rows = self._conn.execute(
            "SELECT id, game, player_count, seed, finished_at, actions, rounds, decided_by FROM games "
            "ORDER BY finished_at DESC, id DESC").fetchall()
        players: dict[int, list[tuple[Any, ...]]] = {}
        for row in self._conn.execute("SELECT game_id, seat, name, rank, winner, vp FROM players ORDER BY seat"):
            players.setdefault(row[0], []).append(row[1:])
        out = []
        for gid, game, count, seed, when, actions, rounds, decided_by in rows:
            seats = players.get(gid, [])
            out.append({"id": gid, "game": game, "player_count": count, "seed": seed, "finished_at": when,
                        "actions": actions, "rounds": rounds, "decided_by": decided_by,
                        "players": [s[1] for s in seats], "vp": [s[4] for s in seats],
                        "winners": [s[1] for s in seats if s[3]]})
        return out

    def players(self, game_id: int) -> list[dict[str, Any]]:
        return [{"seat": s, "name": n, "rank": r, "winner": bool(w), "vp": vp, "money": m, "income_level": i}
                for s, n, r, w, vp, m, i in self._conn.execute(
                    "SELECT seat, name, rank, winner, vp, money, income_level FROM players WHERE game_id = ? "
                    "ORDER BY seat", (game_id,))]

    def rounds(self, game_id: int) -> list[RoundFigures]:
        return [RoundFigures(*row) for row in self._conn.execute(
            "SELECT seq, stage, round, seat, vp, money, income_level FROM rounds WHERE game_id = ? "
            "ORDER BY seq, seat", (game_id,))]

    def game_name(self, game_id: int) -> str:
        row = self._conn.execute("SELECT game FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise KeyError(game_id)
        return str(row[0])

    def sources(self, game_id: int) -> dict[int, dict[str, int]]:
        """seat -> source -> VP, with every source of the game's family (sources_of)."""
        out: dict[int, dict[str, int]] = {}
        for seat, source, vp in self._conn.execute(
                "SELECT seat, source, vp FROM score_by_source WHERE game_id = ?", (game_id,)):
            out.setdefault(seat, {})[source] = vp
        names = sources_of(self.game_name(game_id))
        return {seat: {s: row.get(s, 0) for s in names} for seat, row in sorted(out.items())}

    def record(self, game_id: int) -> dict[str, Any]:
        row = self._conn.execute("SELECT record FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise KeyError(game_id)
        return dict(json.loads(row[0]))

    def player_records(self) -> list[dict[str, Any]]:
        """Per player name, game and player count: games, wins, average and best VP."""
        rows = self._conn.execute(
            "SELECT p.name, g.game, g.player_count, count(*), sum(p.winner), avg(p.vp), max(p.vp) "
            "FROM players p JOIN games g ON g.id = p.game_id "
            "GROUP BY p.name, g.game, g.player_count ORDER BY p.name COLLATE NOCASE, g.game, g.player_count")
        return [{"name": n, "game": g, "player_count": c, "games": k, "wins": int(w), "average_vp": round(a, 1),
                 "best_vp": b} for n, g, c, k, w, a, b in rows]

    def win_rates(self) -> list[tuple[str, int, int]]:
        """(name, games, wins) over all games, most games first."""
        return [(n, k, int(w)) for n, k, w in self._conn.execute(
            "SELECT name, count(*), sum(winner) FROM players GROUP BY name "
            "ORDER BY count(*) DESC, name COLLATE NOCASE")]

    # -- export ---------------------------------------------------------------------------------
    def games_csv(self, header: Iterable[str] | None = None) -> str:
        """The games table as CSV (one line per game; players and VP joined with "; ")."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(list(header) if header is not None else
                        ["id", "finished_at", "game", "player_count", "seed", "players", "vp", "winners",
                         "decided_by", "rounds", "actions"])
        for g in self.games():
            writer.writerow([g["id"], g["finished_at"], g["game"], g["player_count"], g["seed"],
                             "; ".join(g["players"]), "; ".join(str(v) for v in g["vp"]),
                             "; ".join(g["winners"]), g["decided_by"], g["rounds"], g["actions"]])
        return out.getvalue()

    def record_json(self, game_id: int) -> str:
        """A game's record as the app saves it (opens with File › Open)."""
        return json.dumps(self.record(game_id), ensure_ascii=False, indent=1)


def record_finished_game(game: Game, path: Path | None = None) -> int | None:
    """Put a finished game into the library (called once when a game ends; a repeat is ignored).

    Returns the new id, or None when the game is not over or was already recorded.
    """
    if not game.is_over():
        return None
    with Library(path) as library:
        return library.add(game)
