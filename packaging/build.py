"""Build the frozen Brass Desktop app (and its installer) on the machine this runs on.

    python packaging/build.py               # one-folder app in dist/, then its --self-test
    python packaging/build.py --installer   # ... plus the installer in dist/installers/

What comes out depends on the operating system (PyInstaller builds only for the one it runs on):

    Linux    dist/brass-desktop/brass-desktop          --installer: a .tar.gz of that folder
    Windows  dist/brass-desktop/Brass Desktop.exe      --installer: Inno Setup setup .exe
    macOS    dist/Brass Desktop.app                    --installer: .dmg (app + Applications link)

``--self-test-of PATH`` only runs the self-test of an app that is already built or installed:
PATH is its executable, install folder, .app or mounted .dmg (the release workflow uses it on
the installed Windows app and on the app inside the .dmg).
Needs the packaging extra: ``python -m pip install -e ".[packaging]"``.  See docs/packaging.md.
"""
from __future__ import annotations

import argparse
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "pyinstaller" / "brass_desktop.spec"
ISS = ROOT / "packaging" / "windows" / "installer.iss"
SELF_TEST_TIMEOUT_S = 300
IS_WINDOWS = sys.platform == "win32"
IS_MACOS = sys.platform == "darwin"


def app_identity() -> dict[str, str]:
    """Name, version and publisher from the package's own files (never repeated here)."""
    sys.path.insert(0, str(ROOT))
    try:
        from brass_desktop import __version__
        from brass_desktop.appinfo import APP_NAME, ORG_NAME
    finally:
        sys.path.pop(0)
    slug = re.sub(r"[^a-z0-9]+", "-", APP_NAME.lower()).strip("-")
    return {"name": APP_NAME, "version": __version__, "publisher": ORG_NAME, "slug": slug}


def app_paths(dist: Path, identity: dict[str, str]) -> tuple[Path, Path]:
    """(what the user gets: folder or .app, the executable inside it) for this platform."""
    if IS_MACOS:
        bundle = dist / f"{identity['name']}.app"
        return bundle, bundle / "Contents" / "MacOS" / identity["name"]
    folder = dist / identity["slug"]
    exe_name = f"{identity['name']}.exe" if IS_WINDOWS else identity["slug"]
    return folder, folder / exe_name


def compile_translations() -> None:
    """Compile resources/translations/*.ts to .qm, which the spec bundles with the other resources
    (the frozen app cannot compile them itself: it has no lrelease)."""
    sys.path.insert(0, str(ROOT))
    try:
        from brass_desktop.translation_files import compile_all
    finally:
        sys.path.pop(0)
    for qm in compile_all(ROOT / "resources" / "translations"):
        print(f"compiled {qm.relative_to(ROOT)}", flush=True)


def run_pyinstaller(dist: Path, work: Path) -> None:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        sys.exit('PyInstaller is missing: python -m pip install -e ".[packaging]"')
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(dist), "--workpath", str(work), str(SPEC)]
    print("+", " ".join(command), flush=True)
    subprocess.run(command, cwd=ROOT, check=True)


def find_executable(path: Path) -> Path:
    """The app's executable in ``path``: itself, or the one inside a folder, .app or mounted .dmg."""
    if path.is_file():
        return path
    identity = app_identity()
    candidates = [path / f"{identity['name']}.exe", path / identity["slug"],
                  path / "Contents" / "MacOS" / identity["name"],
                  path / f"{identity['name']}.app" / "Contents" / "MacOS" / identity["name"]]
    return next((candidate for candidate in candidates if candidate.is_file()), path)


def self_test(executable: Path) -> int:
    """Run ``executable --self-test``; print its result line; return its exit code.

    The line is read from a report file as well as stdout, because a Windows GUI executable
    may have no stdout at all.
    """
    executable = find_executable(executable)
    if not executable.is_file():
        print(f"self-test: no executable at {executable}", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="brass-selftest-report-") as tmp:
        report = Path(tmp) / "self-test.txt"
        env = dict(os.environ, BRASS_SELFTEST_REPORT=str(report))
        env.pop("QT_QPA_PLATFORM", None)  # the self-test picks offscreen itself
        started = time.perf_counter()
        result = subprocess.run([str(executable), "--self-test"], env=env, capture_output=True, text=True,
                                timeout=SELF_TEST_TIMEOUT_S, check=False)
        seconds = time.perf_counter() - started
        line = report.read_text(encoding="utf-8").strip() if report.exists() else result.stdout.strip()
    print(line or "(the self-test printed nothing)")
    if result.returncode != 0 and result.stderr.strip():
        print(result.stderr.strip(), file=sys.stderr)
    print(f"self-test exit code {result.returncode}, {seconds:.1f} s wall time", flush=True)
    return result.returncode


def folder_size(path: Path) -> int:
    """Bytes of the regular files under ``path`` (symbolic links are not counted twice)."""
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


# -- installers -------------------------------------------------------------------------------
def make_installer(dist: Path, work: Path, identity: dict[str, str]) -> Path:
    out = dist / "installers"
    out.mkdir(parents=True, exist_ok=True)
    app, _ = app_paths(dist, identity)
    stem = f"{identity['slug']}-{identity['version']}"
    if IS_WINDOWS:
        return windows_installer(app, work, out, f"{stem}-windows-x64-setup", identity)
    if IS_MACOS:
        return macos_dmg(app, out / f"{stem}-macos-{platform.machine()}.dmg", identity)
    archive = shutil.make_archive(str(out / f"{stem}-linux-{platform.machine()}"), "gztar",
                                  root_dir=app.parent, base_dir=app.name)
    return Path(archive)


def find_iscc() -> Path:
    """Inno Setup's command-line compiler: $ISCC, PATH, or the usual install folders."""
    candidates = [os.environ.get("ISCC", ""), shutil.which("iscc") or "", shutil.which("ISCC") or ""]
    for base in (os.environ.get("ProgramFiles(x86)"), os.environ.get("ProgramFiles"),
                 os.path.join(os.environ.get("LOCALAPPDATA", ""), "Programs")):
        if base:
            candidates += [os.path.join(base, f"Inno Setup {major}", "ISCC.exe") for major in (6, 7)]
    for candidate in candidates:
        if candidate and Path(candidate).is_file():
            return Path(candidate)
    sys.exit("Inno Setup's ISCC.exe was not found: install Inno Setup 6 (choco install innosetup) or set ISCC")


def windows_installer(app: Path, work: Path, out: Path, base_name: str, identity: dict[str, str]) -> Path:
    """Compile packaging/windows/installer.iss with the values it #includes from build/."""
    numbers = [int(n) for n in re.findall(r"\d+", identity["version"])[:4]]
    defines = {
        "AppName": identity["name"],
        "AppVersion": identity["version"],
        "AppVersionNumeric": ".".join(str(n) for n in numbers + [0] * (4 - len(numbers))),
        "AppPublisher": identity["publisher"],
        "AppExeName": f"{identity['name']}.exe",
        "DistDir": str(app),
        "IconFile": str(work / "brass_desktop" / "icons" / "brass-desktop.ico"),  # made by the spec
        "OutputDir": str(out),
        "OutputBaseName": base_name,
    }
    if any('"' in value for value in defines.values()):
        sys.exit("installer values must not contain double quotes")
    # The .iss includes this file, so no ISCC command-line options (whose syntax changed
    # between Inno Setup 6 and 7) are needed.
    include = ROOT / "build" / "windows" / "appinfo.iss"
    include.parent.mkdir(parents=True, exist_ok=True)
    include.write_text("".join(f'#define {key} "{value}"\n' for key, value in defines.items()), encoding="utf-8")
    command = [str(find_iscc()), str(ISS)]
    print("+", " ".join(command), flush=True)
    subprocess.run(command, cwd=ROOT, check=True)
    return out / f"{base_name}.exe"


def macos_dmg(app: Path, dmg: Path, identity: dict[str, str]) -> Path:
    """A compressed .dmg holding the .app and a link to /Applications to drag it onto."""
    with tempfile.TemporaryDirectory(prefix="brass-dmg-") as tmp:
        stage = Path(tmp) / identity["name"]
        stage.mkdir()
        # ditto keeps the bundle's symlinks, permissions and signatures exactly.
        subprocess.run(["ditto", str(app), str(stage / app.name)], check=True)
        (stage / "Applications").symlink_to("/Applications")
        if dmg.exists():
            dmg.unlink()
        subprocess.run(["hdiutil", "create", "-volname", f"{identity['name']} {identity['version']}",
                        "-srcfolder", str(stage), "-fs", "HFS+", "-format", "UDZO", "-ov", str(dmg)], check=True)
    return dmg


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--installer", action="store_true", help="also make the platform's installer")
    parser.add_argument("--no-self-test", action="store_true", help="do not run the frozen app's self-test")
    parser.add_argument("--self-test-of", type=Path, metavar="PATH",
                        help="only run the self-test of the app at PATH (its executable, install folder, "
                             ".app or mounted .dmg) and exit with its code")
    parser.add_argument("--distpath", type=Path, default=ROOT / "dist", help="output folder (default: dist/)")
    parser.add_argument("--workpath", type=Path, default=ROOT / "build", help="work folder (default: build/)")
    args = parser.parse_args(argv)
    if args.self_test_of is not None:
        return self_test(args.self_test_of)

    identity = app_identity()
    started = time.perf_counter()
    compile_translations()
    run_pyinstaller(args.distpath, args.workpath)
    app, executable = app_paths(args.distpath, identity)
    print(f"built {app} ({folder_size(app) / 2**20:.1f} MiB) in {time.perf_counter() - started:.0f} s", flush=True)
    if not args.no_self_test and self_test(executable) != 0:
        return 1
    if args.installer:
        installer = make_installer(args.distpath, args.workpath, identity)
        print(f"installer {installer} ({installer.stat().st_size / 2**20:.1f} MiB)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
