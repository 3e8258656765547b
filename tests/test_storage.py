"""storage: records read safely (special, huge and foreign files), autosave history, stale temp files."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest

from brass_desktop import storage
from brass_desktop.paths import write_atomically
from brass_desktop.storage import AutosaveStore, FileProblem, read_record_text

posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev/zero are POSIX")


def problem(path, **kwargs) -> FileProblem:
    started = time.perf_counter()
    with pytest.raises(FileProblem) as info:
        read_record_text(path, **kwargs)
    assert time.perf_counter() - started < 1.0  # "within a second", whatever the file is
    return info.value


def test_a_record_is_read_as_text_and_a_byte_order_mark_is_dropped(tmp_path):
    path = tmp_path / "game.brass.json"
    path.write_bytes("\ufeff{\"players\": [\"Zoë\"]}".encode())
    assert read_record_text(path) == '{"players": ["Zoë"]}'


def test_a_folder_a_missing_file_and_a_non_utf8_file_are_refused(tmp_path):
    assert problem(tmp_path).code == storage.FOLDER
    assert problem(tmp_path / "nothing.json").code == storage.MISSING
    latin = tmp_path / "latin1.json"
    latin.write_bytes(b'{"name": "Zo\xeb"}')
    assert problem(latin).code == storage.NOT_TEXT


def test_a_file_over_the_limit_is_refused_before_it_is_read(tmp_path):
    huge = tmp_path / "huge.brass.json"
    with open(huge, "wb") as handle:  # sparse: 50 MB that take no time to make
        handle.truncate(50 * 2 ** 20)
    refused = problem(huge)
    assert refused.code == storage.TOO_LARGE
    assert refused.params == {"size": 50 * 2 ** 20, "limit": storage.MAX_RECORD_BYTES}
    small = tmp_path / "small.json"
    small.write_text("x" * 101, encoding="utf-8")
    assert problem(small, limit=100).params == {"size": 101, "limit": 100}
    assert read_record_text(small, limit=101) == "x" * 101


@posix_only
def test_a_fifo_is_refused_at_once_instead_of_blocking(tmp_path):
    fifo = tmp_path / "pipe.brass.json"
    os.mkfifo(fifo)
    assert problem(fifo).code == storage.SPECIAL


@posix_only
@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_an_endless_device_is_refused_instead_of_read_without_limit():
    assert problem("/dev/zero").code == storage.SPECIAL


# -- autosave history ----------------------------------------------------------------------------
def autosave_record(actions: int) -> str:
    return json.dumps({"format": "brass-desktop-record", "version": 1, "setup": {},
                       "actions": [{"kind": "pass", "card": f"c{i}"} for i in range(actions)], "redo": []})


def test_rotation_keeps_the_newest_games_and_drops_unplayed_ones(tmp_path):
    store = AutosaveStore(tmp_path / "autosave.brass.json", keep=3)
    kept = []
    for number in range(5):
        write_atomically(store.current, autosave_record(number + 1))
        os.utime(store.current, (1_700_000_000 + number * 60,) * 2)  # a minute apart
        kept.append(store.rotate())
        assert not store.current.exists()
    history = store.history()
    assert history == kept[:1:-1]  # the three newest, newest first
    assert [len(json.loads(p.read_text())["actions"]) for p in history] == [5, 4, 3]
    write_atomically(store.current, autosave_record(0))  # a game nobody played: not worth a slot
    assert store.rotate() is None and not store.current.exists()
    assert store.history() == history


def test_promote_swaps_the_resumed_game_with_the_one_in_play(tmp_path):
    store = AutosaveStore(tmp_path / "autosave.brass.json")
    write_atomically(store.current, autosave_record(2))
    older = store.rotate()
    write_atomically(store.current, autosave_record(7))
    store.promote(older)
    assert len(json.loads(store.current.read_text())["actions"]) == 2
    (other,) = store.history()
    assert len(json.loads(other.read_text())["actions"]) == 7


def test_damaged_files_set_aside_never_overwrite_each_other(tmp_path):
    store = AutosaveStore(tmp_path / "autosave.brass.json")
    moved = []
    for content in ("{broken", "[1, 2]", ""):
        store.current.write_text(content, encoding="utf-8")
        moved.append(store.set_aside(store.current))
    assert len(set(moved)) == 3 and all(p.parent == tmp_path / "damaged" for p in moved)
    assert [p.read_text(encoding="utf-8") for p in moved] == ["{broken", "[1, 2]", ""]


def test_a_kill_during_an_autosave_leaves_a_temp_file_that_the_next_start_removes(tmp_path):
    target = tmp_path / "autosave.brass.json"
    # A real process writes the temporary file and dies (SIGKILL) before the rename.
    script = ("import os, signal, sys; p = sys.argv[1]; "
              "open(os.path.join(os.path.dirname(p), '.' + os.path.basename(p) + f'.{os.getpid()}.tmp'), 'w')"
              ".write('{\"half'); os.kill(os.getpid(), signal.SIGKILL if hasattr(signal, 'SIGKILL') else 9)")
    subprocess.run([sys.executable, "-c", script, str(target)], check=False, timeout=60)
    (left,) = list(tmp_path.glob(".*.tmp"))
    own = tmp_path / f".other.brass.json.{os.getpid()}.tmp"  # this process is writing it right now
    own.write_text("", encoding="utf-8")
    alive_young = tmp_path / f".x.brass.json.{os.getppid()}.tmp"
    alive_young.write_text("", encoding="utf-8")
    alive_old = tmp_path / f".y.brass.json.{os.getppid()}.tmp"
    alive_old.write_text("", encoding="utf-8")
    os.utime(alive_old, (time.time() - 3600,) * 2)
    removed = AutosaveStore(target).clean()
    expected = {left, alive_old} if os.name == "posix" else {alive_old}
    assert set(removed) == expected
    assert own.exists() and alive_young.exists() and not alive_old.exists()
