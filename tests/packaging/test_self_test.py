"""The self-test (``brass-desktop --self-test``) passes on this installation, quickly and headless."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from brass_desktop import selftest

ROOT = Path(__file__).resolve().parents[2]


def _run(args: list[str], env_changes: dict[str, str | None], timeout: float = 120) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    for key, value in env_changes.items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=timeout, check=False)


@pytest.fixture()
def clean_home(tmp_path: Path) -> dict[str, str | None]:
    """Environment of a user with empty home and config folders, and no QT_QPA_PLATFORM."""
    home = tmp_path / "home"
    home.mkdir()
    return {"QT_QPA_PLATFORM": None, "HOME": str(home), "USERPROFILE": str(home), "APPDATA": str(home),
            "LOCALAPPDATA": str(home), "XDG_CONFIG_HOME": str(home / ".config"),
            "XDG_DATA_HOME": str(home / ".local" / "share"), "BRASS_DESKTOP_DATA_DIR": None,
            # Caches (fontconfig's, for one) are not the app's files: keep them out of the check.
            "XDG_CACHE_HOME": str(tmp_path / "cache")}


def test_command_line_self_test_passes_headless_and_leaves_no_files(clean_home: dict[str, str | None]) -> None:
    # No QT_QPA_PLATFORM: the self-test must pick the offscreen platform itself (there is no screen).
    result = _run(["-m", "brass_desktop", "--self-test"], clean_home)
    assert result.returncode == 0, result.stdout + result.stderr
    lines = result.stdout.strip().splitlines()
    assert len(lines) == 1, result.stdout
    assert ": OK in " in lines[0]
    assert "record reloaded equal" in lines[0]
    # The main window exists now, so showing it is part of the test (not skipped).
    assert "main window shown" in lines[0]
    # Settings and autosave went to a temporary folder, not into the user's home.
    assert not any(Path(clean_home["HOME"]).rglob("*")), list(Path(clean_home["HOME"]).rglob("*"))


def test_result_line_is_also_written_to_the_report_file(tmp_path: Path) -> None:
    report = tmp_path / "report.txt"
    result = _run(["-m", "brass_desktop.selftest"], {"BRASS_SELFTEST_REPORT": str(report)})
    assert result.returncode == 0, result.stdout + result.stderr
    assert report.read_text(encoding="utf-8").strip() == result.stdout.strip()


def test_a_hanging_self_test_is_stopped_by_the_watchdog() -> None:
    result = _run(["-m", "brass_desktop.selftest"], {"BRASS_SELFTEST_TIMEOUT": "0.05"}, timeout=60)
    assert result.returncode == 2
    assert "FAILED - no result after" in result.stdout


def test_a_failed_check_gives_exit_code_1_and_the_reason(monkeypatch: pytest.MonkeyPatch,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    def broken_engine(folder: Path) -> tuple[Path, str]:
        raise selftest.SelfTestFailure("engine: the game states differ after reloading the record")

    monkeypatch.setattr(selftest, "_check_engine", broken_engine)
    assert selftest.run_self_test() == 1
    out = capsys.readouterr().out.strip()
    assert out.endswith("FAILED - engine: the game states differ after reloading the record")
    assert len(out.splitlines()) == 1


def test_the_self_test_checks_every_game_of_the_engine_s_registry(clean_home: dict[str, str | None]) -> None:
    """Issue 39: it named only Lancashire's files and played only Lancashire."""
    from brass_desktop.engine import registered_games

    result = _run(["-m", "brass_desktop", "--self-test"], clean_home)
    assert result.returncode == 0, result.stdout + result.stderr
    line = result.stdout.strip()
    games = registered_games()
    assert set(games) >= {"lancashire", "birmingham", "industria"}
    assert f"resources ok ({len(games)} games: " in line and f"engine ok ({len(games)} games: " in line
    for name in games:
        assert f"{name} " in line.split("resources ok", 1)[1].split(";", 1)[0], name  # its files were read
        assert name in line.split("engine ok", 1)[1].split(")", 1)[0], name  # and it was played
    assert f"{len(games)} records loaded" in line  # each game's record was shown in the window


def test_a_game_of_the_registry_without_its_resources_fails_the_self_test(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    import brass_desktop.engine as engine

    listed = engine.registered_games()
    monkeypatch.setattr(engine, "registered_games", lambda: (*listed, "nosuchgame"))
    assert selftest.run_self_test() == 1
    out = capsys.readouterr().out.strip()
    assert out.endswith("FAILED - resources: the folder nosuchgame/ of the game nosuchgame is missing or empty")
