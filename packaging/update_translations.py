"""Bring the Qt translation sources (resources/translations/*.ts) up to date with the code.

    python packaging/update_translations.py            # extract, merge, report what is left to translate
    python packaging/update_translations.py --check    # exit 1 if a .ts is out of date or unfinished
    python packaging/update_translations.py --export-unfinished todo.json   # strings to translate
    python packaging/update_translations.py --import todo.json              # their translations back in
    python packaging/update_translations.py --compile  # also compile .qm next to the .ts (git ignores them)

What happens:

1. ``pyside6-lupdate`` extracts every literal ``translate()`` / ``tr()`` / ``QT_TRANSLATE_NOOP``
   text from ``brass_desktop/`` plus a generated module (below) into a temporary .ts file.
2. Calls through a local alias (``tr = texts.translate; tr("Context", "Text")``) look to lupdate
   like ``QObject.tr("Context", disambiguation="Text")``; such entries are put back into their
   real context.
3. Place, industry and tile names are looked up at run time by id (``ui/brass/words.py``
   ``location_name``, ``ui/industria/words.py`` ``industria_name``), so lupdate cannot see them.
   Each game folder of resources/ declares its names in ``GAME_NAMES`` (Brass: board.json
   locations, disambiguated by ``<game>/<id>``, and the Brass words' ``INDUSTRY_NAMES`` x the
   game's industries, disambiguated by ``<game>``; Industria: the tiles, resources and symbols
   of tiles.json, ``industria/<id>``).
   The generated module lists them as literal calls for lupdate; it is written to a temporary
   folder and never imported: the resources stay the only list of names.
4. The result is merged with the existing .ts files: translations are kept, new strings are
   added as unfinished, strings that left the code are dropped.  Names are filled in from the
   resources (``name_zh_hant`` / ``name_zh_hans`` / Industria's ``name_zh``, converted to the
   other script).

Translate the unfinished strings in Qt Linguist (``pyside6-linguist``) or with
--export-unfinished / --import; tests/ui/test_i18n.py fails while any is left.
"""
from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from brass_desktop.translation_files import LANGUAGES, compile_all, qt_tool, ts_name  # noqa: E402

TS_DIR = ROOT / "resources" / "translations"
SOURCE_PACKAGE = ROOT / "brass_desktop"
RESOURCES = ROOT / "resources"

Key = tuple[str, str, str]  # (context, source, disambiguation)

# Traditional <-> Simplified for the characters of the place names that differ between the
# two scripts.  Character by character is safe for names only (no words such as 裡/里 or
# 託/托 whose mapping depends on meaning); add a pair here when a new name needs one.
_HANT_HANS_PAIRS = ("內内 奧奥 徹彻 爾尔 約约 紹绍 羅罗 蘇苏 蘭兰 諾诺 靈灵 頓顿 麥麦 "
                    "倫伦 農农 廠厂 場场 漢汉 納纳 貝贝 達达 魯鲁 "
                    # Industria's tiles, resources and symbols (tiles.json name_zh)
                    "動动 報报 學学 導导 採采 樓楼 機机 煉炼 發发 碼码 磚砖 築筑 網网 線线 織织 纜缆 腦脑 "
                    "膠胶 術术 衛卫 話话 證证 車车 軌轨 鋸锯 鋼钢 鐵铁 際际 電电 頭头 風风 飛飞 體体 銀银 "
                    "窯窑 無无")
TO_SIMPLIFIED = {pair[0]: pair[1] for pair in _HANT_HANS_PAIRS.split()}
TO_TRADITIONAL = {hans: hant for hant, hans in TO_SIMPLIFIED.items()}

_PLACEHOLDER = re.compile(r"\{[^{}]*\}|%\d+|%n")


def placeholders(text: str) -> list[str]:
    """The ``{name}`` and ``%1`` / ``%n`` placeholders of a text, sorted (a translation needs the same)."""
    return sorted(_PLACEHOLDER.findall(text))


@dataclass
class Message:
    context: str
    source: str
    comment: str = ""
    numerus: bool = False
    translations: list[str] = field(default_factory=lambda: [""])
    finished: bool = False

    @property
    def key(self) -> Key:
        return (self.context, self.source, self.comment)


# -- extraction --------------------------------------------------------------------------------

@dataclass(frozen=True)
class Name:
    """A name looked up at run time by id: (context, English, disambiguation) and its Chinese."""

    context: str
    english: str
    disambiguation: str
    hant: str | None = None
    hans: str | None = None


def brass_names(folder: Path) -> list[Name]:
    """A Brass map: its places (board.json "locations") and its industries (the Brass words'
    INDUSTRY_NAMES x tiles.json "industries", disambiguated by the game: each Chinese rule book has
    its own words)."""
    from brass_desktop.ui.brass import words  # the English industry names

    game = folder.name
    board = json.loads((folder / "board.json").read_text(encoding="utf-8"))
    names = [Name("Location", loc["name"], f"{game}/{loc['id']}", loc.get("name_zh_hant"), loc.get("name_zh_hans"))
             for loc in board["locations"]]
    tiles = json.loads((folder / "tiles.json").read_text(encoding="utf-8"))
    for industry in tiles["industries"]:
        if industry in words.INDUSTRY_NAMES:
            names.append(Name("Industry", words.INDUSTRY_NAMES[industry], game))
        else:
            print(f"note: {game} industry {industry!r} has no English name in the Brass words' INDUSTRY_NAMES yet",
                  file=sys.stderr)
    return names


def industria_names(folder: Path) -> list[Name]:
    """Industria: its tiles, resources and bonus symbols (tiles.json name_en / name_zh, the
    Traditional names of the rule document, and name_zh_hans where a Mainland reader uses
    another word, e.g. 塑膠 -> 塑料), disambiguated by "industria/<id>"."""
    tiles = json.loads((folder / "tiles.json").read_text(encoding="utf-8"))
    return [Name("IndustriaName", e["name_en"], f"industria/{e['id']}", e.get("name_zh"), e.get("name_zh_hans"))
            for key in ("tiles", "resources", "symbols") for e in tiles[key]]


#: Each game folder of resources/ declares its run-time names (places, industries, tiles...).
GAME_NAMES = {"lancashire": brass_names, "birmingham": brass_names, "industria": industria_names}


def game_names() -> list[Name]:
    """Every declared name of every game folder (a folder without a declaration is an error)."""
    names = []
    for folder in sorted(p.parent for p in RESOURCES.glob("*/tiles.json")):
        if folder.name not in GAME_NAMES:
            sys.exit(f"resources/{folder.name} has no entry in GAME_NAMES: say how its names are listed")
        names += GAME_NAMES[folder.name](folder)
    return names


def names_module() -> str:
    """Python source with one literal translate() call per declared name."""
    lines = ["# Generated by packaging/update_translations.py for pyside6-lupdate only; never imported.",
             "from PySide6.QtCore import QCoreApplication", "", "", "def names():"]
    for name in game_names():
        args = ", ".join(json.dumps(t, ensure_ascii=False) for t in (name.context, name.english, name.disambiguation))
        lines.append(f"    QCoreApplication.translate({args})")
    return "\n".join(lines) + "\n"


def source_files() -> list[Path]:
    return sorted(p for p in SOURCE_PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


def run_lupdate(files: list[Path], ts: Path) -> None:
    lupdate = qt_tool("lupdate")
    if lupdate is None:
        sys.exit("lupdate was not found: install PySide6 (python -m pip install -e \".[test]\")")
    result = subprocess.run([str(lupdate), "-silent", "-no-obsolete", "-locations", "none",
                             *map(str, files), "-ts", str(ts)], capture_output=True, text=True, check=False)
    if result.returncode != 0:
        sys.exit(f"lupdate failed:\n{result.stderr or result.stdout}")


def read_ts(path: Path) -> tuple[str, dict[Key, Message]]:
    """(language, messages by key in file order) of a .ts file."""
    root = ET.parse(path).getroot()
    messages: dict[Key, Message] = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for element in context.iter("message"):
            translation = element.find("translation")
            numerus = element.get("numerus") == "yes"
            if translation is None:
                texts, kind = [""], "unfinished"
            else:
                forms = translation.findall("numerusform")
                texts = [f.text or "" for f in forms] if numerus else [translation.text or ""]
                kind = translation.get("type", "")
            if kind in ("obsolete", "vanished"):
                continue
            message = Message(name, element.findtext("source") or "", element.findtext("comment") or "",
                              numerus, texts or [""], kind != "unfinished" and all(texts))
            messages[message.key] = message
    return root.get("language", ""), messages


def repair_alias_calls(messages: dict[Key, Message]) -> dict[Key, Message]:
    """Move ``tr("Context", "Text")`` alias calls, read by lupdate as (source=Context,
    comment=Text) without a context, to (context=Context, source=Text)."""
    repaired: dict[Key, Message] = {}
    for message in messages.values():
        if message.context == "" and message.comment and re.fullmatch(r"[A-Za-z_]\w*", message.source):
            message = Message(message.source, message.comment, "", message.numerus)
        repaired.setdefault(message.key, message)
    return repaired


def extract() -> dict[Key, Message]:
    """Every translatable text of the current sources, sorted by context (as lupdate sorts)."""
    with tempfile.TemporaryDirectory(prefix="brass-lupdate-") as tmp:
        generated = Path(tmp) / "generated_names.py"
        generated.write_text(names_module(), encoding="utf-8")
        ts = Path(tmp) / "extracted.ts"
        run_lupdate(source_files() + [generated], ts)
        _, messages = read_ts(ts)
    messages = repair_alias_calls(messages)
    order = sorted(messages.values(), key=lambda m: m.context)  # stable: keeps source order in a context
    return {m.key: m for m in order}


# -- names from the resources ------------------------------------------------------------------

def to_script(text: str, table: dict[str, str]) -> str:
    return "".join(table.get(ch, ch) for ch in text)


def place_names(language: str) -> dict[Key, str]:
    """(context, English name, disambiguation) -> the name in ``language`` from the resources."""
    names: dict[Key, str] = {}
    for name in game_names():
        hant, hans = name.hant, name.hans
        if language == "zh_TW":
            text = hant or (to_script(hans, TO_TRADITIONAL) if hans else None)
        else:
            text = hans or (to_script(hant, TO_SIMPLIFIED) if hant else None)
        if text:
            names[(name.context, name.english, name.disambiguation)] = text
    return names


# -- merge and write ---------------------------------------------------------------------------

def merge(extracted: dict[Key, Message], existing: dict[Key, Message], language: str) -> list[Message]:
    names = place_names(language)
    merged = []
    for key, fresh in extracted.items():
        old = existing.get(key)
        message = Message(*key, fresh.numerus)
        if key in names:
            message.translations, message.finished = [names[key]], True
        elif old is not None and old.numerus == fresh.numerus:
            message.translations, message.finished = list(old.translations), old.finished
        merged.append(message)
    return merged


def ts_text(language: str, messages: list[Message]) -> str:
    out = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>",
           f'<TS version="2.1" language="{language}" sourcelanguage="en">']
    context = None
    for m in messages:
        if m.context != context:
            if context is not None:
                out.append("</context>")
            out += ["<context>", f"    <name>{escape(m.context)}</name>"]
            context = m.context
        out.append('    <message numerus="yes">' if m.numerus else "    <message>")
        out.append(f"        <source>{escape(m.source)}</source>")
        if m.comment:
            out.append(f"        <comment>{escape(m.comment)}</comment>")
        state = "" if m.finished else ' type="unfinished"'
        if m.numerus:
            out.append(f"        <translation{state}>")
            out += [f"            <numerusform>{escape(t)}</numerusform>" for t in m.translations]
            out.append("        </translation>")
        else:
            out.append(f"        <translation{state}>{escape(m.translations[0])}</translation>")
        out.append("    </message>")
    if context is not None:
        out.append("</context>")
    out.append("</TS>")
    return "\n".join(out) + "\n"


def update(extracted: dict[Key, Message] | None = None) -> dict[str, list[Message]]:
    """Rewrite every language's .ts from the sources; returns the messages per language."""
    extracted = extracted if extracted is not None else extract()
    result = {}
    TS_DIR.mkdir(parents=True, exist_ok=True)
    for language in LANGUAGES:
        path = TS_DIR / ts_name(language)
        existing = read_ts(path)[1] if path.is_file() else {}
        merged = merge(extracted, existing, language)
        path.write_text(ts_text(language, merged), encoding="utf-8")
        result[language] = merged
    return result


def export_unfinished(result: dict[str, list[Message]], path: Path) -> int:
    """Write the strings some language still lacks as JSON: one object per string."""
    rows: dict[Key, dict[str, str]] = {}
    for _language, messages in result.items():
        for m in messages:
            if not m.finished:
                row = rows.setdefault(m.key, {"context": m.context, "source": m.source, "comment": m.comment})
                for other in LANGUAGES:
                    row.setdefault(other, "")
    for language, messages in result.items():
        for m in messages:
            if m.key in rows and m.finished:
                rows[m.key][language] = m.translations[0]
    path.write_text(json.dumps(list(rows.values()), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return len(rows)


def import_translations(path: Path) -> int:
    """Apply the translations of an --export-unfinished file (empty ones are skipped)."""
    rows = json.loads(path.read_text(encoding="utf-8"))
    applied = 0
    for language in LANGUAGES:
        ts = TS_DIR / ts_name(language)
        _, messages = read_ts(ts)
        for row in rows:
            text = row.get(language, "")
            message = messages.get((row["context"], row["source"], row.get("comment", "")))
            if not text or message is None:
                continue
            if placeholders(text) != placeholders(message.source):
                print(f"{language}: placeholders differ, not applied: {message.source!r} -> {text!r}",
                      file=sys.stderr)
                continue
            message.translations = [text] * len(message.translations)
            message.finished = True
            applied += 1
        ts.write_text(ts_text(language, list(messages.values())), encoding="utf-8")
    return applied


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 if a .ts misses a source string or has unfinished ones")
    parser.add_argument("--export-unfinished", type=Path, metavar="JSON",
                        help="after updating, write the strings still to translate to JSON")
    parser.add_argument("--import", dest="import_", type=Path, metavar="JSON",
                        help="apply translations from a JSON file written by --export-unfinished")
    parser.add_argument("--compile", action="store_true", help="also compile the .qm files next to the .ts")
    args = parser.parse_args(argv)

    if args.import_:
        print(f"applied {import_translations(args.import_)} translations")
    extracted = extract()
    if args.check:
        problems = 0
        for language in LANGUAGES:
            path = TS_DIR / ts_name(language)
            messages = read_ts(path)[1] if path.is_file() else {}
            missing = set(extracted) - set(messages)
            extra = set(messages) - set(extracted)
            unfinished = [m for m in messages.values() if not m.finished]
            print(f"{language}: {len(messages)} strings, {len(missing)} missing, {len(extra)} no longer used, "
                  f"{len(unfinished)} unfinished")
            problems += len(missing) + len(extra) + len(unfinished)
        return 1 if problems else 0
    result = update(extracted)
    for language, written in result.items():
        left = sum(not m.finished for m in written)
        print(f"{ts_name(language)}: {len(written)} strings, {len(written) - left} translated, {left} unfinished")
    if args.export_unfinished:
        print(f"wrote {export_unfinished(result, args.export_unfinished)} strings to {args.export_unfinished}")
    if args.compile:
        for qm in compile_all(TS_DIR):
            print(f"compiled {qm.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
