"""Translations: every string of the code is translated in every language, the .ts files match
the code, and switching the language retranslates the open window and is remembered."""
from __future__ import annotations

import importlib.util
import json
import shutil
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from brass_desktop import i18n
from brass_desktop import translation_files as files
from brass_desktop.engine import GameSetup, load_game_data
from brass_desktop.settings import Settings
from brass_desktop.ui import texts
from brass_desktop.ui.brass import words
from brass_desktop.ui.main_window import MainWindow, isolated_settings

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "resources" / "translations"
NAMES = ("Ada", "Brunel", "Cort")


def _load_update_script():
    spec = importlib.util.spec_from_file_location("update_translations", ROOT / "packaging" / "update_translations.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


update = _load_update_script()


@pytest.fixture(autouse=True)
def english_afterwards(qapp):
    """Every other test expects English: switch back whatever a test did."""
    yield
    i18n.install(i18n.ENGLISH)


# -- the .ts files -----------------------------------------------------------------------------
@pytest.mark.parametrize("language", files.LANGUAGES)
def test_every_string_has_a_finished_translation(language):
    root = ET.parse(TS_DIR / files.ts_name(language)).getroot()
    assert root.get("language") == language
    problems = []
    count = 0
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            count += 1
            source = message.findtext("source") or ""
            translation = message.find("translation")
            where = f"{name}: {source!r}"
            if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
                problems.append(f"{where} is {translation.get('type') if translation is not None else 'missing'}")
                continue
            forms = ([f.text or "" for f in translation.iter("numerusform")]
                     if message.get("numerus") == "yes" else [translation.text or ""])
            for text in forms:
                if not text.strip():
                    problems.append(f"{where} has an empty translation")
                elif update.placeholders(text) != update.placeholders(source):
                    problems.append(f"{where}: placeholders {update.placeholders(text)} != "
                                    f"{update.placeholders(source)} in {text!r}")
    assert count > 300
    assert not problems, f"{language}: {len(problems)} problems (packaging/update_translations.py):\n" + \
        "\n".join(problems[:40])


def test_ts_files_are_up_to_date_with_the_sources():
    """lupdate run afresh finds exactly the strings in the .ts files (re-run the update script)."""
    extracted = set(update.extract())
    for language in files.LANGUAGES:
        _, messages = update.read_ts(TS_DIR / files.ts_name(language))
        missing, unused = extracted - set(messages), set(messages) - extracted
        assert not missing and not unused, (
            f"{language}: run python packaging/update_translations.py; missing {sorted(missing)[:10]}, "
            f"no longer used {sorted(unused)[:10]}")


def test_alias_calls_land_in_their_real_context():
    """``tr = texts.translate; tr("MainWindow", "&File")`` is not a tr() with a disambiguation."""
    keys = set(update.extract())
    assert ("MainWindow", "&File", "") in keys
    assert not any(context == "" for context, _, _ in keys)


def test_place_names_come_from_the_board_in_both_scripts():
    tw, cn = update.place_names("zh_TW"), update.place_names("zh_CN")
    assert tw[("Location", "Manchester", "lancashire/manchester")] == "曼徹斯特"  # seed 000
    assert cn[("Location", "Manchester", "lancashire/manchester")] == "曼彻斯特"  # converted
    assert cn[("Location", "Wolverhampton", "birmingham/wolverhampton")] == "伍尔弗汉普顿"  # board.json
    assert tw[("Location", "Wolverhampton", "birmingham/wolverhampton")] == "伍爾弗漢普頓"  # converted
    assert tw[("Location", "Shrewsbury", "birmingham/shrewsbury")] == "什魯斯伯里"  # 里 stays 里 in a name
    for game in ("lancashire", "birmingham"):
        ids = {key[2] for key in tw} & {key[2] for key in cn}
        assert {f"{game}/{loc}" for loc in load_game_data(game).locations} <= ids


@pytest.mark.parametrize("language", files.LANGUAGES)
def test_place_names_in_the_ts_match_the_resources(language):
    """A changed name in board.json needs the update script run again."""
    _, messages = update.read_ts(TS_DIR / files.ts_name(language))
    names = update.place_names(language)
    stale = {key: (messages[key].translations[0], name) for key, name in names.items()
             if key in messages and messages[key].translations[0] != name}
    assert not stale


# -- one script per text -----------------------------------------------------------------------
#: Common characters that exist only in Traditional script: each has a different Simplified form
#: and is not itself standard Simplified (著, 乾, 藉 and the like, which Simplified keeps in some
#: words, are left out on purpose). A zh_CN text holding one was converted badly or not at all.
TRADITIONAL_ONLY = (
    "塊時個廠鐵運賣動與遊戲開連後沒數場點張這則計業線費結規圖錢級為選兩標來發價輸設從該電輪礦給條銀須會順"
    "無棄勝網購腦對還貸資擇進記紡貿錄檔項關導庫說覽額過經繼續萬獲並號蘭決換鋼儲製頓階擊爾紀內隨軌較買顯種"
    "間變產閉請邊機擁裡現將讓煉獎勵麼農預學幣區絡諾離欄終啟檢虛難確視書採偵體認應門議頭敗參顏補負帶訂單碼"
    "組擬許鎮準別餘勻滿隱論償處適讀類僅術樣鍵損壞匯盤備當疊屬膠證畫圓纜羅紹們鋸稱簡嗎語鄰漢靈納觸見誌針問"
)
#: Their counterpart: common Simplified forms that are not standard Traditional characters
#: (后, 里, 干, 只, 台, 面, 并 and the like, which Traditional also writes, are left out).
SIMPLIFIED_ONLY = (
    "块时个铁卖连动与运开戏数没场业点张则这计费图规标轮钱为级结线选两贸来发从该电记矿给银须条会设顺弃无购"
    "脑网输对还导贷进择纺录项关击览说额过继续经获钢号兰库决换认阶资顿尔内轨随买较产间显闭请拥边机变络现将"
    "让区炼奖励农学币终诺离虚难书侦义议带头应败门许参体颜单码补组拟负视备处匀证别论读隐满类仅镇偿术样键损"
    "盘检叠属画圆缆罗链绍们锯吗见针绝砖紧评当触语邻汉灵纳钮笔执环题销编争远状维径帜灯鲁达担错约兑风车话问"
)


def _json_strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _json_strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _json_strings(v)]
    return []


def _long_texts(language: str) -> list[tuple[str, str]]:
    """(where, text) for every rules reference, guide and .ts translation in ``language``."""
    found = []
    for folder in ("rules", "guides"):
        paths = sorted((ROOT / "resources" / folder).glob(f"*.{language}.json"))
        assert len(paths) == 3, paths  # Lancashire, Birmingham and Industria
        for path in paths:
            found += [(f"{folder}/{path.name}", text)
                      for text in _json_strings(json.loads(path.read_text(encoding="utf-8")))]
    for message in ET.parse(TS_DIR / files.ts_name(language)).getroot().iter("message"):
        translation = message.find("translation")
        assert translation is not None
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        found += [(f"{files.ts_name(language)}: {message.findtext('source')!r}", text) for text in forms]
    return found


def test_the_character_lists_are_long_and_disjoint() -> None:
    assert len(set(TRADITIONAL_ONLY)) == len(TRADITIONAL_ONLY) == 200
    assert len(set(SIMPLIFIED_ONLY)) == len(SIMPLIFIED_ONLY) == 200
    assert not set(TRADITIONAL_ONLY) & set(SIMPLIFIED_ONLY)
    # the pairs the brief names, in both directions
    assert set("這個們說對時會來為與還點麼進開關體門問間錢資產線區") <= set(TRADITIONAL_ONLY)
    assert set("这个们说对时会来为与还点么进开关体门问间钱资产线区") - set("么") <= set(SIMPLIFIED_ONLY)


@pytest.mark.parametrize(("language", "foreign"), [("zh_CN", TRADITIONAL_ONLY), ("zh_TW", SIMPLIFIED_ONLY)])
def test_each_chinese_text_keeps_to_its_own_script(language: str, foreign: str) -> None:
    texts_found = _long_texts(language)
    assert len(texts_found) > 1000
    wrong = [f"{where}: {''.join(sorted(set(text) & set(foreign)))} in {text[:60]!r}"
             for where, text in texts_found if set(text) & set(foreign)]
    assert not wrong, f"{language}: {len(wrong)} texts in the other script:\n" + "\n".join(wrong[:30])


# -- the system language -----------------------------------------------------------------------
@pytest.mark.parametrize("ui_languages, expected", [
    (["zh-Hant-TW"], "zh_TW"), (["zh-TW"], "zh_TW"), (["zh-HK", "en-GB"], "zh_TW"), (["zh-Hant"], "zh_TW"),
    (["zh-Hans-CN"], "zh_CN"), (["zh-CN"], "zh_CN"), (["zh"], "zh_CN"), (["zh-Hans-HK"], "zh_CN"),
    (["de-DE", "en-US"], "en"), (["de-DE", "zh-TW"], "zh_TW"), (["en-US", "zh-CN"], "en"), ([], "en"),
])
def test_system_language(ui_languages, expected):
    assert i18n.system_language(ui_languages) == expected


def test_compiled_on_first_use_when_no_qm_is_installed(tmp_path, monkeypatch):
    folder = tmp_path / "translations"
    folder.mkdir()
    shutil.copy(TS_DIR / files.ts_name("zh_TW"), folder)
    monkeypatch.setattr(files, "source_folder", lambda: folder)
    path = i18n.qm_file("zh_TW")
    assert path is not None and path.is_file() and path.parent != folder  # in the cache
    assert i18n.qm_file("zh_TW") == path  # compiled once
    translator = QTranslator()
    assert translator.load(str(path))
    assert translator.translate("MainWindow", "&File") == "檔案(&F)"


# -- switching live ----------------------------------------------------------------------------
@pytest.fixture
def window(qtbot, tmp_path):
    w = MainWindow(settings=isolated_settings(tmp_path / "settings.ini"), autosave=False)
    qtbot.addWidget(w)
    w.resize(1600, 960)
    w.show()
    qtbot.waitExposed(w)
    assert w.start_game(GameSetup(players=NAMES, seed=7))
    w.controller.apply(w.controller.game.legal_actions(kind="loan")[0])  # something for the log
    return w


def _texts_of(window: MainWindow) -> dict[str, str]:
    return {
        "menu": window.file_menu.title(),
        "language_menu": window.languages.language_menu.title(),
        "players": window.players_panel.title.text(),
        "log_title": window.log_panel.title.text(),
        "log": window.log_panel.plain_text(),
        "label": window.scene.label_item("manchester").text,
        "prompt": window.action_bar.prompt.text(),
    }


def test_switching_language_retranslates_the_open_window(window, qtbot):
    window.controller.select_kind("build")  # a draft: the action bar words its steps
    english = _texts_of(window)
    assert english["menu"] == "&File" and english["label"] == "Manchester"

    window.set_language("zh_TW")
    qtbot.wait(10)
    tw = _texts_of(window)
    assert tw["menu"] == "檔案(&F)" and tw["language_menu"] == "語言(&L)"
    assert tw["players"] == "玩家" and tw["log_title"] == "遊戲記錄"
    assert tw["label"] == "曼徹斯特"
    assert "打出卡牌" in tw["log"] and "貸款" in tw["log"]
    assert tw["prompt"] != english["prompt"]
    assert window.windowTitle().endswith("Brass Desktop")
    assert i18n.current_language() == "zh_TW"

    window.set_language("zh_CN")
    qtbot.wait(10)
    cn = _texts_of(window)
    assert cn["menu"] == "文件(&F)" and cn["label"] == "曼彻斯特" and "打出卡牌" in cn["log"]

    window.set_language("en")
    qtbot.wait(10)
    assert _texts_of(window) == english


def test_translated_words_in_sentences(window):
    """Names inside sentences follow the language and the game's own terms."""
    window.set_language("zh_TW")
    data = window.controller.game.data
    assert words.slot_name("manchester/0", data) == "曼徹斯特第 1 格"
    assert words.industry_name("iron", data=data) == "煉鐵廠"  # seed 000, Lancashire
    assert words.industry_name("iron", data=load_game_data("birmingham")) == "鐵工廠"  # seed 003, converted
    assert texts.money(-5) == "−£5"
    window.set_language("zh_CN")
    assert words.industry_name("iron", data=data) == "炼铁厂"
    assert words.industry_name("iron", data=load_game_data("birmingham")) == "铁工厂"
    assert QCoreApplication.translate("MainWindow", "System language") == "系统语言"


def test_language_choice_is_remembered(window, tmp_path):
    window.set_language("zh_CN")
    stored = Settings(window.settings._store)
    assert stored.language == "zh_CN"
    assert i18n.resolve(stored.language) == "zh_CN"
    again = MainWindow(settings=isolated_settings(tmp_path / "settings.ini"), autosave=False)
    try:
        assert again.languages.language_actions["zh_CN"].isChecked()
    finally:
        again.deleteLater()
    window.set_language(i18n.SYSTEM)
    assert Settings(window.settings._store).language == ""
    assert window.languages.language_actions[i18n.SYSTEM].isChecked()
