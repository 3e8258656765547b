"""Core refusals worded in the UI's language: records that cannot be opened, setups that cannot
start, the undo policy's reason on the Undo action, and the £0 shortfall tile (issue 16)."""
from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from brass_desktop import i18n
from brass_desktop.engine import GameSetup, RecordError, SetupError, Violation
from brass_desktop.engine.brass.reasons import Reason
from brass_desktop.ui import texts


@pytest.fixture(autouse=True)
def english_afterwards(qapp):
    yield
    i18n.install(i18n.ENGLISH)


def _damaged_record(window, tmp_path):
    assert window.start_game(GameSetup(players=("Ada", "Brunel"), seed=4))
    good = tmp_path / "good.brass.json"
    window.save_path(good)
    record = json.loads(good.read_text(encoding="utf-8"))
    record["setup"]["players"] = ["Ada"]
    bad = tmp_path / "bad.brass.json"
    bad.write_text(json.dumps(record), encoding="utf-8")
    return bad


@pytest.mark.parametrize("language, expected", [
    ("en", "The record’s setup is damaged: The game needs 2 to 4 players, not 1."),
    ("zh_TW", "這份紀錄的開局設定已損壞：這個遊戲需要 2 到 4 位玩家，而不是 1 位。"),
    ("zh_CN", "这份记录的开局设置已损坏：这个游戏需要 2 到 4 位玩家，而不是 1 位。"),
])
def test_a_record_that_cannot_open_is_worded_in_the_ui_language(window, tmp_path, monkeypatch, language, expected):
    bad = _damaged_record(window, tmp_path)
    messages: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda *args: messages.append(args[2]))
    window.set_language(language)
    assert not window.open_path(bad)
    assert len(messages) == 1 and expected in messages[0]
    assert "named players" not in messages[0]  # not the engine's English fallback


def test_record_error_reasons_and_params() -> None:
    from brass_desktop.engine import CoreReason, Game
    with pytest.raises(RecordError) as info:
        Game.from_record({"format": "brass-desktop-record", "version": 7})
    assert (info.value.reason, info.value.params) == (CoreReason.VERSION_UNSUPPORTED, {"version": 7, "supported": 2})
    assert texts.record_error_text(info.value) == (
        "The record is in format version 7; this app reads versions up to 2.")


def test_a_setup_error_is_worded_in_chinese_in_the_new_game_message(window, monkeypatch) -> None:
    messages: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: messages.append(args[2]))
    window.set_language("zh_TW")
    assert not window.start_game(GameSetup(players=("Ada", "A\nB")))
    assert messages == ["第 2 位玩家的名字含有控制字元（U+000A）。"]
    with pytest.raises(SetupError) as info:
        from brass_desktop.engine import Game
        Game.new(GameSetup(players=("Solo",), game="birmingham"))
    assert (info.value.reason, info.value.params) == ("setup_player_count", {"count": 1, "min": 2, "max": 4})


def test_the_undo_action_says_why_the_reveal_policy_blocks_it(window) -> None:
    assert window.start_game(GameSetup(players=("Ada", "Brunel"), seed=4, undo_policy="reveal"))
    c = window.controller
    c.apply(c.game.legal_actions("pass")[0])  # round 1: one action, the turn ends and the hand refills
    assert not window.undo_action.isEnabled()
    expected = ("Undo stops here: this action revealed a card or a tile, and this game’s undo stops at the "
                "last reveal.")
    assert window.undo_action.toolTip() == expected and window.undo_action.statusTip() == expected
    window.set_language("zh_CN")
    QApplication.processEvents()  # the LanguageChange event retranslates the window
    assert window.undo_action.toolTip() == "悔棋到此为止：这个行动翻开了卡牌或板块，而本局只能悔到最后一次翻开。"


def test_the_free_policy_keeps_the_plain_tooltip(window) -> None:
    assert window.start_game(GameSetup(players=("Ada", "Brunel"), seed=4))
    c = window.controller
    c.apply(c.game.legal_actions("pass")[0])
    assert window.undo_action.isEnabled()
    assert window.undo_action.toolTip() == "Take back the last action (Ctrl+Z)"


def test_the_new_game_dialog_offers_the_undo_policy_and_the_games_player_range(qtbot) -> None:
    from brass_desktop.ui.dialogs.new_game_dialog import NewGameDialog
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    assert dialog.undo_policy.currentData() == "free"
    assert [dialog.undo_policy.itemData(i) for i in range(dialog.undo_policy.count())] == ["free", "reveal"]
    assert (dialog.count.minimum(), dialog.count.maximum()) == (2, 4)
    dialog.undo_policy.setCurrentIndex(1)
    assert dialog.setup().undo_policy == "reveal"


@pytest.mark.parametrize("language, expected", [
    ("en", "Stafford, space 2 is worth £0 when sold: it cannot pay the shortfall and stays on the board."),
    ("zh_CN", "卖出只值 £0：无法用来偿还欠款，留在图板上。"),
    ("zh_TW", "賣出只值 £0：無法用來償還欠款，留在版圖上。"),
])
def test_the_worthless_tile_reason_in_three_languages(qapp, language, expected) -> None:
    from brass_desktop.engine import load_game_data
    i18n.install(language)
    text = texts.reason_text(Violation(Reason.TILE_WORTH_NOTHING, {"slot": "stafford/1"}), (),
                             load_game_data("birmingham"))
    assert expected in text
