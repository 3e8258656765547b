"""Start Brass Desktop: ``python -m brass_desktop`` or the ``brass-desktop`` command."""
from __future__ import annotations

import argparse
import sys
import textwrap
from collections.abc import Sequence

from brass_desktop.appinfo import APP_NAME, ORG_DOMAIN, ORG_NAME, VERSION

EXIT_USAGE = 2
HELP_WIDTH = 78


class _Parser(argparse.ArgumentParser):
    """argparse with a plain one-line error for unknown arguments (exit code 2)."""

    def error(self, message: str) -> None:  # type: ignore[override]
        sys.stderr.write(f"{self.prog}: {message}\nTry '{self.prog} --help' for the options.\n")
        raise SystemExit(EXIT_USAGE)

    def format_help(self) -> str:
        """The help names the engine's games; they are looked up only when help is asked for
        (declared games are imported on first use: an ordinary start does not pay for that)."""
        named, table = games_text()
        self.description = textwrap.fill(f"{APP_NAME} {VERSION}: play {named} at the table, hot seat or "
                                         "against computer players, with the computer as referee and banker.",
                                         HELP_WIDTH)
        self.epilog = (f"games:\n{table}\n\n"
                       + textwrap.fill("A new game, its players and its rule options are chosen in the window "
                                       "(File > New game).", HELP_WIDTH))
        return super().format_help()


def games_text() -> tuple[str, str]:
    """(the games by family, e.g. "Brass (Lancashire, Birmingham) and Industria"; one line per game
    with its players), from the engine's registry: a game added there is named here too."""
    from brass_desktop.engine import get_game, registered_games  # no Qt: --help stays instant

    families: dict[str, list[str]] = {}
    lines = []
    for name in registered_games():
        definition = get_game(name)
        families.setdefault(definition.family, []).append(name)
        lines.append(f"  {name:<12} {definition.min_players}-{definition.max_players} players")
    parts = [family.title() if games == [family] else f"{family.title()} ({', '.join(g.title() for g in games)})"
             for family, games in families.items()]
    named = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]
    return named, "\n".join(lines)


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """The command line's options (``--help`` prints them with the games and exits)."""
    parser = _Parser(prog="brass-desktop", formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"{APP_NAME} {VERSION}")
    parser.add_argument("--self-test", action="store_true",
                        help="check the installation headless, print one line and exit (0 = fine)")
    parser.add_argument("--check-platform", action="store_true", help=argparse.SUPPRESS)  # the self-test's child
    parser.add_argument("record", nargs="?", help="a saved game to open")
    return parser.parse_args(list(argv))


def _guard_singleton_refcounts() -> None:
    """Keep the app alive on PySide6 6.12.0 with CPython < 3.12 (upstream PYSIDE-3474).

    That release loses a reference to None, True or False on ordinary Qt calls (measured:
    one per ``QLabel.setText`` and per ``Signal.emit``); a session of play then frees None
    and the interpreter aborts.  From Python 3.12 these objects are immortal.  Giving them a
    reference count no session can exhaust is the only fix available from Python; the real
    one is another PySide6 release.
    """
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    import PySide6

    if PySide6.__version__ != "6.12.0":
        return
    import ctypes

    for singleton in (None, True, False):
        ctypes.c_ssize_t.from_address(id(singleton)).value += 1 << 40


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the command line, then run the application until its window closes."""
    args = parse_args(sys.argv[1:] if argv is None else argv)
    _guard_singleton_refcounts()  # before any Qt use, the self-test's included
    if args.self_test:
        from brass_desktop.selftest import run_self_test
        return run_self_test()
    from brass_desktop import qt_platform
    if args.check_platform:
        return qt_platform.check_platform()
    from brass_desktop.engine import pace_collector
    pace_collector()  # the engine makes no reference cycles: collect less often (engine/core/collector.py)

    # Qt is imported only once the arguments are known to be fine, so --help is instant.
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    from brass_desktop import i18n
    from brass_desktop.settings import Settings
    from brass_desktop.ui.main_window import MainWindow

    previous_handler = qt_platform.install_guard()  # a missing system library: say which, not a core dump
    # instance() is typed QCoreApplication: the window needs a QApplication, so narrow it.
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([sys.argv[0]])
    qInstallMessageHandler(previous_handler)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setOrganizationName(ORG_NAME)
    app.setOrganizationDomain(ORG_DOMAIN)
    app.setApplicationVersion(VERSION)
    i18n.install(i18n.resolve(Settings().language))  # before the window words itself
    window = MainWindow()
    window.show()
    if args.record:
        window.open_path(args.record)
    else:
        window.offer_resume()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
