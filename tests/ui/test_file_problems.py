"""Every file problem is worded for people, in each language, with what to do next (issue 38):
no internal code, errno number or Python representation reaches the user."""
from __future__ import annotations

import errno
import json

import pytest

from brass_desktop import i18n
from brass_desktop.engine import CoreReason, Game, GameSetup, RecordError, Violation
from brass_desktop.storage import FOLDER, MISSING, NOT_TEXT, SPECIAL, TOO_LARGE, UNREADABLE, FileProblem
from brass_desktop.ui import texts
from brass_desktop.ui.file_problems import problem_text, write_problem_text
from brass_desktop.ui.texts.shared import CORE_REASONS, RECORD_ERRORS

INTERNAL = ("record_", "too_large", "unreadable", "Errno", "{'", "{", "}", "None")


@pytest.fixture(autouse=True)
def english_afterwards(qapp):
    yield
    i18n.install(i18n.ENGLISH)


def _record_error(text: str) -> RecordError:
    with pytest.raises(RecordError) as info:
        Game.from_record(json.loads(text))
    return info.value


def _lancashire_record() -> dict:
    return Game.new(GameSetup(players=("Ada", "Brunel"), seed=3)).to_record()


def _clean(text: str) -> bool:
    return bool(text) and not any(bit in text for bit in INTERNAL)


def test_every_core_reason_is_worded():
    worded = set(CORE_REASONS) | {CoreReason(code) for code in RECORD_ERRORS}
    assert set(CoreReason) == worded


@pytest.mark.parametrize("version", [2.0, True, "2"])
def test_a_record_version_that_is_not_a_whole_number_is_said_so(version):
    record = _lancashire_record()
    record["version"] = version
    error = _record_error(json.dumps(record))
    assert error.reason is CoreReason.VERSION_UNSUPPORTED
    text = problem_text(error)
    assert "is not a whole number" in text and "open an earlier copy" in text
    assert "record_version" not in text


def test_a_newer_record_says_update_the_app():
    record = _lancashire_record()
    record["version"] = 99
    text = problem_text(_record_error(json.dumps(record)))
    assert "version 99" in text and text.endswith("Update Brass Desktop to open it.")


@pytest.mark.parametrize("language", [i18n.ENGLISH, "zh_TW", "zh_CN"])
@pytest.mark.parametrize("problem", [
    FileProblem(MISSING), FileProblem(FOLDER), FileProblem(SPECIAL), FileProblem(NOT_TEXT),
    FileProblem(TOO_LARGE, size=50 * 2 ** 20, limit=2 * 2 ** 20),
    RecordError(CoreReason.NOT_JSON, {}), RecordError(CoreReason.NO_ACTIONS, {}),
    RecordError(CoreReason.UNKNOWN_GAME, {"game": "chess"}),
    RecordError(CoreReason.ACTION_ILLEGAL, {"number": 3, "game": "lancashire",
                                            "violations": [Violation(CoreReason.GAME_OVER, {})]}),
])
def test_each_problem_says_what_and_what_next_in_every_language(problem, language):
    i18n.install(language)
    text = problem_text(problem)
    assert _clean(text), text
    sentences = [s for s in text.replace("。", ".").split(". ") if s.strip()]
    assert len(sentences) >= 2, f"what went wrong and what to do next: {text!r}"


def test_an_unreadable_file_names_the_system_refusal_in_words(tmp_path):
    try:
        raise FileProblem(UNREADABLE, error="Permission denied") from PermissionError(errno.EACCES, "Permission denied")
    except FileProblem as problem:
        text = problem_text(problem)
    assert "access is not allowed" in text and "try again" in text


@pytest.mark.parametrize(("code", "words"), [(errno.ENOSPC, "the disk is full"), (errno.EROFS, "read-only"),
                                             (errno.EACCES, "access is not allowed")])
def test_a_save_that_fails_says_why_and_that_nothing_is_lost(code, words):
    text = write_problem_text("/somewhere/game.brass.json", OSError(code, "system words"))
    assert words in text and "game.brass.json" in text and "nothing is lost" in text
    assert "Errno" not in text and "system words" not in text


def test_the_window_says_a_full_disk_in_words(window, monkeypatch, tmp_path):
    from PySide6.QtWidgets import QMessageBox

    window.start_game(GameSetup(players=("Ada", "Brunel"), seed=3))
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text, *a, **k: said.append(text))

    def full(path):
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr(window.controller, "save", full)
    assert window.save_path(tmp_path / "game.brass.json") is False
    assert said and "the disk is full" in said[0] and "[Errno" not in said[0]
    assert window.controller.game is not None  # the game stays open


def test_not_your_turn_is_worded(qapp):
    data = Game.new(GameSetup(players=("Ada", "Brunel"), seed=3)).data
    text = texts.reason_text(Violation(CoreReason.NOT_YOUR_TURN, {"player": 1}), ("Ada", "Brunel"), data)
    assert "Brunel" in text and "turn" in text
