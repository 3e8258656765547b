"""Start-up time of the frozen app (and, for comparison, of the app run from source).

    python packaging/build.py                  # build dist/ first
    python benchmarks/frozen_startup.py [--runs 7] [--exe PATH]

Two commands are timed from process start to exit, each ``--runs`` times after one warm-up run
(whose time is shown as "first"):

* ``--version``: the bootloader and Python start, argument parsing; no Qt.
* ``--self-test``: a full headless start: Qt, the QApplication, the main window built, shown
  and painted, plus the self-test's few engine moves and a record saved and reloaded (tens of
  milliseconds).  This is the closest measure of "double-click to window" that needs no screen.

Prints the medians and the bundle size.  Qt runs offscreen (QT_QPA_PLATFORM=offscreen).
"""
from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _build_module():
    spec = importlib.util.spec_from_file_location("brass_packaging_build", ROOT / "packaging" / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def time_command(command: list[str], runs: int) -> tuple[float, list[float]]:
    """(first run, the next ``runs`` runs) in seconds; any non-zero exit aborts."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    times = []
    for _ in range(runs + 1):
        started = time.perf_counter()
        result = subprocess.run(command, env=env, capture_output=True, text=True, check=False, timeout=300)
        times.append(time.perf_counter() - started)
        if result.returncode != 0:
            sys.exit(f"{' '.join(command)} exited {result.returncode}: {result.stdout}{result.stderr}")
    return times[0], times[1:]


def report(label: str, command: list[str], runs: int) -> None:
    for argument in ("--version", "--self-test"):
        first, rest = time_command(command + [argument], runs)
        print(f"  {label:8} {argument:12} median {statistics.median(rest) * 1000:7.0f} ms"
              f"  (min {min(rest) * 1000:.0f}, max {max(rest) * 1000:.0f}, first {first * 1000:.0f}; {runs} runs)")


def main() -> None:
    build = _build_module()
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--exe", type=Path, help="the frozen executable (default: the one in dist/)")
    parser.add_argument("--no-source", action="store_true", help="do not time `python -m brass_desktop`")
    args = parser.parse_args()
    app, executable = build.app_paths(ROOT / "dist", build.app_identity())
    if args.exe is not None:
        executable, app = args.exe, args.exe.parent
    if not executable.is_file():
        sys.exit(f"no frozen app at {executable}: run python packaging/build.py first")
    print(f"frozen app {app}: {build.folder_size(app) / 2**20:.1f} MiB, "
          f"{sum(1 for p in app.rglob('*') if p.is_file())} files")
    report("frozen", [str(executable)], args.runs)
    if not args.no_source:
        report("source", [sys.executable, "-m", "brass_desktop"], args.runs)


if __name__ == "__main__":
    main()
