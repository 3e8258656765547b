"""Self-test of an installed or frozen Brass Desktop: ``brass-desktop --self-test``.

It proves that a build starts and has everything it needs, without a person: Qt runs on its
``offscreen`` platform; every game of the engine's registry (Lancashire, Birmingham, Industria)
has its resources read by its own loader, a few actions of a 3-player game are played, and its
record is saved to a file, reloaded and compared; the app icon is rendered (so the SVG plugins
are in the bundle) and the main window is built, shown and loads each game's record.  When a
display is there, a child process then starts the window system the app really uses
(``QT_QPA_PLATFORM``, else xcb, wayland, windows, cocoa) and fails the test if it cannot.
Settings and autosave go to a temporary folder, so running it on a user's machine touches none
of their files.

It prints one line and returns 0, or 1 with the reason.  A Windows GUI build has no console,
so the line is also written to the file named by ``BRASS_SELFTEST_REPORT`` when that is set.
"""
from __future__ import annotations

import inspect
import json
import os
import random
import sys
import tempfile
import threading
import time
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from brass_desktop import __version__
from brass_desktop.appinfo import APP_NAME, ORG_DOMAIN, ORG_NAME, RECORD_SUFFIX

if TYPE_CHECKING:
    from importlib.abc import Traversable

FLAG = "--self-test"
REPORT_ENV = "BRASS_SELFTEST_REPORT"
TIMEOUT_ENV = "BRASS_SELFTEST_TIMEOUT"
DEFAULT_TIMEOUT_S = 120.0
PLAYERS = ("Ada", "Brunel", "Cort")
SEED = 1770
ACTIONS = 8
ICON = ("icons", "brass-desktop.svg")
MAIN_WINDOW_MODULE = "brass_desktop.ui.main_window"


class SelfTestFailure(Exception):
    """A check failed; the message is the reason shown to the user."""


def run_self_test() -> int:
    """Run every check; print one result line; 0 if all passed, 1 otherwise."""
    # The checks in this process need no screen; the platform the app itself will use (the
    # user's QT_QPA_PLATFORM, else Qt's default) is started in a child process at the end.
    real_platform = os.environ.get("QT_QPA_PLATFORM") or None
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    started = time.perf_counter()
    watchdog = _start_watchdog(float(os.environ.get(TIMEOUT_ENV, DEFAULT_TIMEOUT_S)))
    results: list[str] = []
    failure: str | None = None
    try:
        with tempfile.TemporaryDirectory(prefix="brass-selftest-") as tmp:
            folder = Path(tmp)
            with _isolated_user_files(folder):
                app = _application()
                results.append(_check_resources())
                record_paths, summary = _check_engine(folder)
                results.append(summary)
                results.append(_check_icon())
                results.append(_check_translations())
                results.append(_check_main_window(app, record_paths))
                results.append(_check_window_system(real_platform))
    except SelfTestFailure as exc:
        failure = str(exc)
    except Exception as exc:  # anything unexpected is a failed self-test, never a crash
        if sys.stderr is not None:  # None in a Windows GUI build
            traceback.print_exc()
        failure = f"{type(exc).__name__}: {exc}"
    finally:
        watchdog.cancel()
    seconds = time.perf_counter() - started
    build = "frozen" if getattr(sys, "frozen", False) else f"Python {sys.version.split()[0]}"
    head = f"{APP_NAME} {__version__} self-test ({build}, {sys.platform})"
    if failure is None:
        _report(f"{head}: OK in {seconds:.2f} s - " + "; ".join(results))
        return 0
    _report(f"{head}: FAILED - {failure}")
    return 1


def _icon_file(root: Traversable) -> Traversable:
    """The app icon under the resources ``root``."""
    # One part per step: Python 3.10's Traversable.joinpath takes a single child.
    for part in ICON:
        root = root / part
    return root


# -- checks -------------------------------------------------------------------------------------
def games() -> tuple[str, ...]:
    """Every game the engine plays (its registry): each is checked, none is left out by a list here."""
    from brass_desktop.engine import registered_games

    return registered_games()


def _check_resources() -> str:
    """The packaged resources are reachable the way the app reads them: each game's folder, read by
    the game's own loader (so a missing or damaged file of any game fails here), and the icon."""
    from brass_desktop.engine import get_game

    root = resources.files("brass_desktop.resources")
    counts = []
    for name in games():
        folder = root / name
        files = [p.name for p in folder.iterdir() if p.name.endswith(".json")] if folder.is_dir() else []
        if not files:
            raise SelfTestFailure(f"resources: the folder {name}/ of the game {name} is missing or empty")
        definition = get_game(name)
        try:
            definition.load_data(definition.options_class())
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise SelfTestFailure(f"resources: the data of {name} cannot be read ({exc})") from exc
        counts.append(f"{name} {len(files)}")
    if not _icon_file(root).is_file():
        raise SelfTestFailure(f"resources: {'/'.join(ICON)} is missing")
    return f"resources ok ({len(counts)} games: {', '.join(counts)} files)"


def _check_engine(folder: Path) -> tuple[list[Path], str]:
    """For every game: play a few actions, save the record, reload it and compare the two games.
    Returns the records (the window loads each) and the summary."""
    paths = [_check_game(name, folder) for name in games()]
    return paths, (f"engine ok ({len(paths)} games: {', '.join(games())}; {len(PLAYERS)} players, "
                      f"{ACTIONS} actions each, record reloaded equal)")


def _check_game(name: str, folder: Path) -> Path:
    """Play ``ACTIONS`` seeded random actions of ``name``, save, reload, compare, go on alike."""
    from brass_desktop.engine import Game, GameSetup, get_game
    from brass_desktop.paths import write_atomically

    definition = get_game(name)
    count = min(max(len(PLAYERS), definition.min_players), definition.max_players)
    players = tuple(PLAYERS[i] if i < len(PLAYERS) else f"Player {i + 1}" for i in range(count))
    game = Game.new(GameSetup(players=players, seed=SEED, game=name))
    chooser = random.Random(SEED)  # seeded, so a failure is reproducible
    for _ in range(ACTIONS):
        legal = game.legal_actions()
        if not legal:
            raise SelfTestFailure(f"engine: {name}: no legal action after {len(game.history)} actions")
        game.apply(chooser.choice(legal))
    path = folder / f"self-test-{name}{RECORD_SUFFIX}"
    write_atomically(path, json.dumps(game.to_record(), ensure_ascii=False, indent=1))
    reloaded = Game.from_record(json.loads(path.read_text(encoding="utf-8")))
    _require_same(name, game, reloaded, "after reloading the record")
    # The reloaded game must also go on exactly like the original.
    legal = game.legal_actions()
    if legal != reloaded.legal_actions():
        raise SelfTestFailure(f"engine: {name}: the reloaded game offers different legal actions")
    if legal:
        game.apply(legal[0])
        reloaded.apply(legal[0])
        _require_same(name, game, reloaded, "after one more action")
    return path


def _require_same(name: str, game: Any, other: Any, when: str) -> None:
    if other.history != game.history:
        raise SelfTestFailure(f"engine: {name}: the action lists differ {when}")
    if other.state.to_dict() != game.state.to_dict():
        raise SelfTestFailure(f"engine: {name}: the game states differ {when}")


def _check_icon() -> str:
    """Render the SVG app icon through QIcon: fails if the bundle lacks Qt's SVG plugins."""
    from PySide6.QtGui import QIcon

    with resources.as_file(_icon_file(resources.files("brass_desktop.resources"))) as path:
        pixmap = QIcon(str(path)).pixmap(64, 64)
    if pixmap.isNull() or pixmap.width() == 0:
        raise SelfTestFailure("icon: Qt cannot render the SVG app icon (SVG plugin missing?)")
    return "icon ok"


def _check_translations() -> str:
    """Every language's compiled translation is there (or can be made) and translates."""
    from PySide6.QtCore import QTranslator

    from brass_desktop import i18n

    for language in i18n.LANGUAGES:
        if language == i18n.ENGLISH:
            continue
        path = i18n.qm_file(language)
        translator = QTranslator()
        if path is None or not translator.load(str(path)):
            raise SelfTestFailure(f"translations: no usable {language} translation")
        if translator.translate("MainWindow", "&File") in ("", "&File"):
            raise SelfTestFailure(f"translations: {path.name} does not translate")
    return f"translations ok ({len(i18n.LANGUAGES) - 1} languages)"


def _check_main_window(app: Any, record_paths: list[Path]) -> str:
    """Build and show the main window offscreen, load each game's saved record into it (each game's
    board and panels are built) and paint it."""
    try:
        from brass_desktop.ui.main_window import MainWindow
    except ModuleNotFoundError as exc:
        if exc.name == MAIN_WINDOW_MODULE:  # the UI is not written yet: nothing to show
            return "main window not built yet (skipped)"
        raise SelfTestFailure(f"main window: cannot import {exc.name}") from exc
    except ImportError as exc:
        raise SelfTestFailure(f"main window: {exc}") from exc

    dismissed = _DialogDismisser(app)
    window = MainWindow(**_window_arguments(MainWindow))
    try:
        window.show()
        _process_events(app)
        if not window.isVisible():
            raise SelfTestFailure("main window: not visible after show()")
        loaded = 0
        image = window.grab()
        for path in record_paths:
            if not _load_into_window(window, path):
                break
            loaded += 1
            _process_events(app)
            image = window.grab()
            if image.isNull() or image.width() == 0 or image.height() == 0:
                raise SelfTestFailure(f"main window: painting it with {path.name} gave an empty image")
        if image.isNull() or image.width() == 0 or image.height() == 0:
            raise SelfTestFailure("main window: painting it gave an empty image")
    finally:
        window.close()
        window.deleteLater()
        _process_events(app)
        dismissed.stop()
    size = f"{image.width()}x{image.height()}"
    extra = f", {loaded} records loaded" if loaded else ""
    if dismissed.count:
        extra += f", {dismissed.count} dialog(s) dismissed"
    return f"main window shown ({size}{extra})"


def _check_window_system(platform: str | None) -> str:
    """The window system the app really uses (not offscreen) starts, when there is a display:
    a missing system library must fail the self-test, not only the first real start."""
    from brass_desktop import qt_platform

    try:
        return qt_platform.run_check(platform)
    except RuntimeError as exc:
        raise SelfTestFailure(str(exc)) from exc


def _window_arguments(window_class: type) -> dict[str, Any]:
    """Arguments for MainWindow's required parameters, made from the ones the app has."""
    arguments: dict[str, Any] = {}
    for name, parameter in inspect.signature(window_class).parameters.items():
        if parameter.default is not inspect.Parameter.empty or parameter.kind in (
                inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD):
            continue
        if name == "controller":
            from brass_desktop.controller.game_controller import GameController
            from brass_desktop.paths import autosave_path
            arguments[name] = GameController(autosave_path=autosave_path())
        elif name == "settings":
            from brass_desktop.settings import Settings
            arguments[name] = Settings()
        else:
            raise SelfTestFailure(f"main window: cannot supply its required argument {name!r}")
    return arguments


def _load_into_window(window: Any, record_path: Path) -> bool:
    """Open the self-test game in the window's controller, if it has one; True if done."""
    from brass_desktop.controller.game_controller import GameController

    controller = getattr(window, "controller", None)
    if not isinstance(controller, GameController):
        return False
    controller.load(record_path)
    game = controller.game
    if game is None or len(game.history) != ACTIONS:
        raise SelfTestFailure("main window: its controller did not load the self-test record")
    return True


# -- plumbing -----------------------------------------------------------------------------------
def _application() -> Any:
    """The running QApplication, or a new one named like the app."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0] if sys.argv else APP_NAME])
    if not app.organizationName():  # not set up by the app's own start code: name it here
        app.setApplicationName(APP_NAME)
        app.setOrganizationName(ORG_NAME)
        app.setOrganizationDomain(ORG_DOMAIN)
        app.setApplicationVersion(__version__)
    return app


@contextmanager
def _isolated_user_files(folder: Path) -> Iterator[None]:
    """Point the data folder and QSettings into ``folder`` for the duration of the test."""
    from PySide6.QtCore import QSettings, qInstallMessageHandler

    from brass_desktop.paths import DATA_DIR_ENV

    saved_env = os.environ.get(DATA_DIR_ENV)
    saved_format = QSettings.defaultFormat()
    saved_handler = qInstallMessageHandler(_qt_message)
    os.environ[DATA_DIR_ENV] = str(folder / "data")
    # QSettings() without arguments uses the default format, so INI files in our folder
    # replace the registry / plist / ~/.config store the user's real preferences live in.
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder / "settings"))
    try:
        yield
    finally:
        qInstallMessageHandler(saved_handler)
        QSettings.setDefaultFormat(saved_format)
        if saved_env is None:
            os.environ.pop(DATA_DIR_ENV, None)
        else:
            os.environ[DATA_DIR_ENV] = saved_env


def _qt_message(mode: Any, context: Any, message: str) -> None:
    """Qt's log, less the offscreen platform's notice that it ignores window size hints."""
    if "propagateSizeHints" in message:  # harmless, once per window: it would bury the result line
        return
    if sys.stderr is not None:
        sys.stderr.write(message + "\n")


def _process_events(app: Any, rounds: int = 5) -> None:
    for _ in range(rounds):
        app.processEvents()
        time.sleep(0.01)


class _DialogDismisser:
    """Rejects any modal dialog (e.g. a first-start prompt) so nothing waits for a click."""

    def __init__(self, app: Any) -> None:
        from PySide6.QtCore import QTimer

        self.count = 0
        self._app = app
        self._timer = QTimer()
        self._timer.setInterval(100)
        self._timer.timeout.connect(self._dismiss)
        self._timer.start()

    def _dismiss(self) -> None:
        widget = self._app.activeModalWidget()
        if widget is None:
            return
        self.count += 1
        reject = getattr(widget, "reject", None)
        if callable(reject):
            reject()
        else:
            widget.close()

    def stop(self) -> None:
        self._timer.stop()


def _start_watchdog(seconds: float) -> threading.Timer:
    """Exit with a message if the test hangs (a dialog waiting forever must not stall CI)."""
    def expire() -> None:
        _report(f"{APP_NAME} {__version__} self-test: FAILED - no result after {seconds:.0f} s")
        os._exit(2)

    timer = threading.Timer(seconds, expire)
    timer.daemon = True
    timer.start()
    return timer


def _report(line: str) -> None:
    """Print the result line; also write it to $BRASS_SELFTEST_REPORT if that is set."""
    if sys.stdout is not None:  # None in a Windows GUI build started without a console
        print(line, flush=True)
    target = os.environ.get(REPORT_ENV)
    if target:
        try:
            Path(target).write_text(line + "\n", encoding="utf-8")
        except OSError as exc:
            if sys.stderr is not None:
                print(f"cannot write the self-test report to {target}: {exc}", file=sys.stderr)


if __name__ == "__main__":
    sys.exit(run_self_test())
