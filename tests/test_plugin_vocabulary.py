"""A game is a plug-in in the app too: outside a family's own modules no code names its concepts.

The shared parts of the app (``ui/``, ``controller/``, ``ai/``, ``library/``) must not speak one
game family's language, or a fourth game would inherit another game's assumptions.  Each family
keeps its words in its own places: ``ui/<family>/``, ``controller/<family>.py``, ``ai/<family>.py``
and ``library/<family>.py``.  Identifiers (split at ``_`` and capitals), strings and comments are
read word by word.
"""
from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "brass_desktop"
SHARED = ("ui", "controller", "ai", "library")

# The concepts of each family (singular and plural), as the issue and the rules name them.
VOCABULARY = {
    "brass": {"merchant", "merchants", "mill", "mills", "beer", "beers", "canal", "canals", "rail", "rails",
              "railway", "railways", "era", "eras"},
    "industria": {"industria", "epoch", "epochs", "auction", "auctions", "auctioneer", "auctioneers",
                  "coin", "coins"},
}


# A word another family uses for a concept of its own, by (file, word): each with its reason.
OWN_WORDS = {
    ("ui/industria/scene.py", "canal"): "Industria's canal bonus symbol (resources/industria/tiles.json)",
}


def _family_of(path: Path) -> str | None:
    """The family whose own module ``path`` is (``ui/brass/x.py``, ``ai/industria.py``), else None."""
    parts = path.relative_to(PACKAGE).with_suffix("").parts
    for family in VOCABULARY:
        if len(parts) >= 2 and parts[1] == family:
            return family
    return None


def _shared_files() -> list[Path]:
    files = []
    for top in SHARED:
        base = PACKAGE / top
        candidates = sorted(base.rglob("*.py")) if base.is_dir() else [base.with_suffix(".py")]
        files += [f for f in candidates if f.is_file()]
    return files


_SPLIT = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")


def _words(source: str) -> list[tuple[int, str]]:
    """(line, lower-case word) of every identifier part, string and comment of ``source``."""
    out: list[tuple[int, str]] = []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type not in (tokenize.NAME, tokenize.STRING, tokenize.COMMENT) and \
                token.type != getattr(tokenize, "FSTRING_MIDDLE", -1):
            continue
        for word in _SPLIT.findall(token.string):
            out.append((token.start[0], word.lower()))
    return out


def test_the_scan_sees_every_shared_part():
    files = _shared_files()
    assert any(f.name == "games.py" and f.parent.name == "ui" for f in files)
    assert any(f.parent.name == "controller" for f in files)
    assert any(f.parent.name == "library" for f in files)
    # and it would catch a word: an identifier split at a capital, a comment, a string
    found = {w for _, w in _words("class MerchantTile:  # canal era\n    x = 'auction'\n")}
    assert {"merchant", "canal", "era", "auction"} <= found


@pytest.mark.parametrize("family", sorted(VOCABULARY))
def test_no_family_vocabulary_outside_its_own_modules(family):
    words = VOCABULARY[family]
    found: list[str] = []
    for path in _shared_files():
        if _family_of(path) == family:
            continue
        rel = path.relative_to(PACKAGE).as_posix()
        for line, word in _words(path.read_text(encoding="utf-8")):
            if word in words and (rel, word) not in OWN_WORDS:
                found.append(f"{path.relative_to(ROOT)}:{line}: {word}")
    assert not found, f"{len(found)} words of {family} outside its modules:\n" + "\n".join(found[:80])
