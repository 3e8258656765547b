"""Languages of the user interface: which exist, which one to use, and switching them live.

The app speaks English (the language of the sources), Traditional Chinese (``zh_TW``) and
Simplified Chinese (``zh_CN``).  By default it follows the system's preferred languages; a
choice made in the Language menu is stored in :class:`~brass_desktop.settings.Settings`.

Installing a translator makes Qt send ``QEvent.LanguageChange`` to every widget, and each
widget's ``retranslate_ui`` words itself again, so a switch needs no restart.

Compiled translations (.qm) come with the installation (setup.py, the PyInstaller build); when
they are missing or older than their .ts source (a checkout with edited translations), they are
compiled once into the cache folder with PySide6's lrelease (brass_desktop/translation_files.py).
"""
from __future__ import annotations

import hashlib
import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QFontDatabase, QGuiApplication

from brass_desktop import translation_files as files
from brass_desktop.paths import cache_dir

log = logging.getLogger(__name__)

ENGLISH = "en"
SYSTEM = ""  # the stored setting that means "follow the system"
# Each language is offered in its own words, so anyone can find theirs in any language.
LANGUAGES: dict[str, str] = {ENGLISH: "English", "zh_TW": "繁體中文", "zh_CN": "简体中文"}

# Han characters are drawn differently in Taiwan and in mainland China (骨, 直, 令); Qt's own
# fallback takes the first CJK font the system lists, often a Japanese one.  So the fonts of
# the chosen standard go after the app's own families (the first one installed is used).
HAN_FONTS: dict[str, tuple[str, ...]] = {
    "zh_TW": ("Noto Sans CJK TC", "Source Han Sans TC", "Noto Sans TC", "Microsoft JhengHei", "PingFang TC",
              "Heiti TC"),
    "zh_CN": ("Noto Sans CJK SC", "Source Han Sans SC", "Noto Sans SC", "Microsoft YaHei", "PingFang SC",
              "Heiti SC"),
}

_translators: list[QTranslator] = []  # installed now; kept referenced so Qt can use them
_current = ENGLISH
_app_families: list[str] | None = None  # the application font's families before any language
_han_families: list[str] = []  # installed HAN_FONTS of the current language


def system_language(ui_languages: list[str] | None = None) -> str:
    """The first of the system's preferred languages that the app speaks; English otherwise.

    ``ui_languages`` are BCP 47 names such as ``zh-Hant-TW`` (``QLocale.system().uiLanguages()``).
    """
    for name in ui_languages if ui_languages is not None else QLocale.system().uiLanguages():
        parts = name.replace("_", "-").split("-")
        language, rest = parts[0].lower(), {p.upper() for p in parts[1:]}
        if language == "en":
            return ENGLISH
        if language == "zh":
            # Script first (zh-Hant-CN is still Traditional); otherwise the region decides.
            if "HANT" in rest or (not rest & {"HANS"} and rest & {"TW", "HK", "MO"}):
                return "zh_TW"
            return "zh_CN"
    return ENGLISH


def resolve(setting: str) -> str:
    """The language to use for a stored setting (empty or unknown: the system's)."""
    return setting if setting in LANGUAGES else system_language()


def current_language() -> str:
    return _current


def han_font_families() -> list[str]:
    """Installed fonts that draw Han characters the way the current language does (cheap: the
    map asks on every paint)."""
    return _han_families


def _apply_fonts(language: str) -> None:
    """Pick the Han fonts of ``language`` and add them to the application font (widgets follow
    it; the map's fonts ask :func:`han_font_families`)."""
    global _app_families
    if not isinstance(QCoreApplication.instance(), QGuiApplication):
        return
    installed = set(QFontDatabase.families()) if language in HAN_FONTS else set()
    _han_families[:] = [family for family in HAN_FONTS.get(language, ()) if family in installed]
    font = QGuiApplication.font()
    if _app_families is None:
        _app_families = list(font.families())
    font.setFamilies(_app_families + _han_families)
    QGuiApplication.setFont(font)


def qm_file(language: str) -> Path | None:
    """The compiled translation of ``language``: the installed one when it is fresh, otherwise
    one compiled into the cache (None when neither is possible)."""
    folder = files.source_folder()
    ts, qm = folder / files.ts_name(language), folder / files.qm_name(language)
    if not files.is_stale(qm, ts):
        return qm
    if not ts.is_file():
        return None
    digest = hashlib.sha256(ts.read_bytes()).hexdigest()[:16]
    cached = cache_dir() / "translations" / f"{qm.stem}-{digest}.qm"
    if not cached.is_file():
        try:
            files.compile_ts(ts, cached)
        except (RuntimeError, OSError) as exc:
            log.warning("cannot compile the %s translation: %s", language, exc)
            return qm if qm.is_file() else None  # an old translation beats none
        for old in cached.parent.glob(f"{qm.stem}-*.qm"):
            if old != cached:
                old.unlink(missing_ok=True)
    return cached


def install(language: str) -> str:
    """Make ``language`` the language of the running app; returns the language now in use.

    English removes every translator.  A language whose translation cannot be loaded falls back
    to English (and is logged).
    """
    global _current
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("create the QApplication before installing a language")
    new: list[QTranslator] = []
    if language != ENGLISH and language in LANGUAGES:
        own = QTranslator(app)
        path = qm_file(language)
        if path is not None and own.load(str(path)):
            new.append(own)
            # Qt's own texts (standard buttons, file dialogs), when this Qt ships them.
            qt = QTranslator(app)
            if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                new.append(qt)
        else:
            log.warning("no usable translation for %s; using English", language)
            language = ENGLISH
    for translator in _translators:
        app.removeTranslator(translator)
    _translators[:] = new
    for translator in new:
        app.installTranslator(translator)
    _current = language
    _apply_fonts(language)
    # Numbers, dates and the fallback font for Han characters follow the chosen language.
    QLocale.setDefault(QLocale(language) if language != ENGLISH else QLocale.system())
    return language
