"""Rules at hand: the reference per game and language, its search, and rule links that open it."""
from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from brass_desktop import i18n
from brass_desktop.engine import GameSetup, Reason, Violation, load_game_data
from brass_desktop.engine.agents import RandomAgent
from brass_desktop.ui import rule_links, texts
from brass_desktop.ui.dialogs.rules_dialog import KEYS_TAB, RULES_TAB, SYMBOLS_TAB, RulesDialog
from brass_desktop.ui.rules_reference import GAMES, load_reference, reference_path

LANGUAGES = tuple(i18n.LANGUAGES)


@pytest.mark.parametrize("game", GAMES)
def test_every_language_has_the_same_rules_in_the_same_order(game):
    english = load_reference(game, "en")
    ids = [r.id for r in english.rules()]
    # Lancashire R1-R10, Birmingham 0-9, Industria 1-12 (rules.md)
    assert len(ids) == {"lancashire": 50, "birmingham": 100, "industria": 43}[game]
    assert len(set(ids)) == len(ids)
    for language in LANGUAGES:
        raw = json.loads(reference_path(game, language).read_text(encoding="utf-8"))
        assert raw["game"] == game and raw["language"] == language
        ref = load_reference(game, language)
        assert [r.id for r in ref.rules()] == ids
        assert [s.id for s in ref.sections] == [s.id for s in english.sections]
        assert [g.symbol for g in ref.glossary] == [g.symbol for g in english.glossary]
        for rule in ref.rules():
            assert rule.title.strip() and rule.text.strip(), (language, rule.id)
            # concise: at most three sentences (Chinese full stops or English ones)
            assert len(re.findall(r"[.。](\s|$)|。", rule.text)) <= 3, (language, rule.id, rule.text)
        if language != "en":
            assert not any(re.search(r"[A-Za-z]{4,}", r.title) for r in ref.rules() if r.id not in ("R9.5",))


@pytest.mark.parametrize("game", GAMES)
def test_every_rule_a_refusal_names_is_in_the_reference(game):
    ref = load_reference(game, "en")
    words = texts.words_for(game)
    linked = {rule for rules in words.reason_rules.values() for g, rule in rules.items() if g == game}
    linked |= {rule for kinds in words.kind_rules.values() for g, eras in kinds.items() if g == game
               for rule in eras.values()}
    assert len(linked) >= {"industria": 14}.get(game, 20)  # Industria's decisions are few: 5.1-6.9 and 8.1
    assert sorted(r for r in linked if ref.rule(r) is None) == []


def test_the_simplified_and_traditional_texts_differ_only_in_script_and_terms():
    tw, cn = load_reference("lancashire", "zh_TW"), load_reference("lancashire", "zh_CN")
    assert tw.rule("R3.9").title == "翻建" and cn.rule("R3.9").title == "翻建"
    assert "運河時期" in tw.rule("R4.2").title and "运河时代" in cn.rule("R4.2").title
    assert "貸款" in tw.rule("R9.1").text and "贷款" in cn.rule("R9.1").text


def test_search_finds_words_and_rule_numbers():
    ref = load_reference("lancashire", "en")
    assert [r.id for r in ref.search("R3.6")] == ["R3.6"]
    assert [r.id for r in ref.search("overbuil")] == ["R3.9"]
    assert {r.id for r in ref.search("distant market")} == {"R1.5", "R8.1", "R8.4", "R10.4"}
    assert ref.search("no such words here") == []
    cn = load_reference("birmingham", "zh_CN")
    assert [r.id for r in cn.search("啤酒桶")] == ["1.6", "1.9", "3.4.3", "3.4.7", "4.3.1"]


def test_links_name_the_rule_and_parse_back():
    assert rule_links.rule_url("lancashire", "R3.6") == "rule:lancashire/R3.6"
    assert rule_links.parse_rule_url("rule:birmingham/3.1.5") == ("birmingham", "3.1.5")
    assert rule_links.parse_rule_url("https://example.org") is None
    html = rule_links.reasons_html((Violation(Reason.ONE_TILE_PER_LOCATION, {}),), "lancashire", (),
                                   load_game_data("lancashire"))
    assert html.endswith('<a href="rule:lancashire/R3.6">Rule R3.6</a>')
    plain = rule_links.reasons_plain((Violation(Reason.ONE_TILE_PER_LOCATION, {}),), "birmingham", (),
                                     load_game_data("birmingham"))
    assert plain.endswith("(Rule 3.1.5)")
    assert rule_links.preview_rules("link", ["coal"], "lancashire", "rail") == ["R4.3", "R5.1"]
    assert rule_links.preview_rules("build", ["coal", "iron", "beer"], "birmingham") == ["3.1.6", "4.1.2", "4.2.2",
                                                                                         "4.3.1"]
    assert rule_links.preview_rules("build", ["beer"], "lancashire") == ["R3.7"]  # no beer rule there


def test_dialog_opens_at_a_rule_and_searches(qtbot):
    dialog = RulesDialog(game="lancashire", shortcuts=[("F1", "Rules reference")])
    qtbot.addWidget(dialog)
    assert dialog.open_rule("lancashire", "R3.6")
    assert dialog.rule_id == "R3.6" and dialog.tree.currentItem().text(0).startswith("R3.6")
    assert "R3.6 Where." in dialog.current_text() and "R3.9 Overbuilding." in dialog.current_text()
    assert dialog.open_rule("birmingham", "4.1.2")
    assert dialog.game_box.currentData() == "birmingham" and dialog.rule_id == "4.1.2"
    assert not dialog.open_rule("birmingham", "R99.9")  # no such rule: the first one is shown
    qtbot.keyClicks(dialog.search, "scout")
    assert dialog._visible_rules() == ["3.6.1", "3.6.2", "3.6.3"]
    assert dialog.rule_id == "3.6.1" and dialog.matches.text() == "3 rules found"
    assert dialog.open_rule("birmingham", "6.5")  # a link lands even where the search hides its rule
    assert dialog.search.text() == "" and dialog.rule_id == "6.5"
    dialog.tabs.setCurrentIndex(SYMBOLS_TAB)
    assert dialog.symbols.rowCount() == len(load_reference("birmingham", "en").glossary) == 13
    assert dialog.keys.item(0, 0).text() == "F1"


def test_reason_link_in_the_action_bar_opens_the_reference(window, qtbot):
    window.start_game(GameSetup(players=("Ada", "Brunel", "Cort"), seed=3))
    violation = Violation(Reason.ONE_TILE_PER_LOCATION, {})
    window.controller.action_rejected.emit((violation,))
    message = window.action_bar.message
    assert 'href="rule:lancashire/R3.6"' in message.text()
    assert message.textInteractionFlags() & Qt.TextInteractionFlag.LinksAccessibleByMouse
    message.linkActivated.emit("rule:lancashire/R3.6")
    dialog = window.help.rules_dialog
    assert dialog is not None and dialog.isVisible() and dialog.rule_id == "R3.6"
    assert dialog.tabs.currentIndex() == RULES_TAB
    # hovering or a refused click names the rule too; F1 opens the last one
    assert window._reason_text((Violation(Reason.SLOT_TAKEN, {}),)).endswith("(Rule R3.9)")
    dialog.hide()
    window.help.rules_action.trigger()
    assert dialog.isVisible() and dialog.rule_id == "R3.9"


def test_help_menu_has_the_reference_symbols_and_keys(window):
    texts_ = [a.text() for a in window.help_menu.actions() if a.text()]
    assert texts_[:3] == ["&Rules reference…", "&Map symbols…", "&Keyboard and mouse…"]
    window.help.shortcuts_action.trigger()
    dialog = window.help.rules_dialog
    assert dialog.tabs.currentIndex() == KEYS_TAB
    rows = {dialog.keys.item(r, 1).text(): dialog.keys.item(r, 0).text() for r in range(dialog.keys.rowCount())}
    assert rows["Presentation"] == "F5" and rows["Rules reference"] == "F1"
    assert rows["Undo"] == "Ctrl+Z"
    window.help.symbols_action.trigger()
    assert dialog.tabs.currentIndex() == SYMBOLS_TAB
    assert dialog.symbols.rowCount() == len(load_reference("lancashire", "en").glossary)
    assert not dialog.symbols.item(0, 0).icon().isNull()  # the canal drawn as on the map


def test_preview_line_links_its_rules(window):
    window.start_game(GameSetup(players=("Ada", "Brunel", "Cort"), seed=1))
    c = window.controller
    agent = RandomAgent(1)
    for _ in range(22):  # a seeded position where an iron works takes coal from a mine
        assert c.apply(agent.choose(c.game))
    build = next(a for a in c.game.legal_actions(kind="build") if a.slot == "blackburn/2" and a.industry == "iron")
    assert c.game.preview(build).sources["coal"] == ("burnley/1",)
    c.select_kind("build")
    c.select_card(build.cards[0])
    c.click_slot(build.slot)
    if not c.draft.is_ready:
        c.choose("industry", "iron")
    assert c.draft.action == build
    preview = window.action_bar.preview.text()
    assert preview.startswith("Cost £")
    assert preview.endswith('. <a href="rule:lancashire/R3.7">Rule R3.7</a> · '
                            '<a href="rule:lancashire/R5.1">Rule R5.1</a>')
    window.action_bar.preview.linkActivated.emit("rule:lancashire/R5.1")
    assert window.help.rules_dialog.rule_id == "R5.1"


def test_industria_reference_says_the_tile_values_are_a_house_set_in_every_language():
    en, tw, cn = (load_reference("industria", lang) for lang in ("en", "zh_TW", "zh_CN"))
    assert [s.id for s in en.sections] == [str(n) for n in range(1, 13)]
    assert en.sections[0].rules[0].id == "1.0"
    house = en.rule("1.0").text
    assert "house set" in house and "docs/industria-data.md" in house and "tiles.json" in house
    assert "自訂" in tw.rule("1.0").text and "docs/industria-data.md" in tw.rule("1.0").text
    assert "自定义" in cn.rule("1.0").text and "docs/industria-data.md" in cn.rule("1.0").text
    # the seed's own terms
    assert "拍賣者" in tw.rule("5.1").text and "加分卡" in tw.rule("8.3").text and "原料" in tw.rule("6.6").text
    assert "拍卖者" in cn.rule("5.1").text and "工厂" in cn.rule("6.2").text and "科技" in cn.rule("6.8").text
    assert [r.id for r in en.search("Stock Exchange")] == ["6.9"]
    assert [g.symbol for g in en.glossary][:4] == ["kind:factory", "kind:technology", "kind:raw_material",
                                                   "kind:bonus"]
    assert len(en.glossary) == 16


def test_industria_refusals_and_preview_lines_link_to_their_rules(window, qtbot):
    from brass_desktop.engine.industria import IndustriaOptions
    from brass_desktop.engine.industria.actions import Bid, Build
    from brass_desktop.engine.industria.reasons import IndustriaReason

    window.controller.new_game(GameSetup(players=("Ada", "Brunel", "Cort"), seed=5, game="industria",
                                         options=IndustriaOptions()))
    c = window.controller
    panel = window.action_bar
    assert 'href="rule:industria/5.1"' in panel.prompt.text()  # the auctioneer puts a tile up
    c.apply(c.legal_actions()[0])
    assert 'href="rule:industria/5.2"' in panel.prompt.text()  # bidding
    c.apply(Bid(99))  # more than anyone holds
    assert panel.message.isVisible()
    assert panel.message.text().endswith('<a href="rule:industria/5.2">Rule 5.2</a>')
    assert "(Rule 5.2)" in window.statusBar().currentMessage()
    panel.message.linkActivated.emit("rule:industria/5.2")
    dialog = window.help.rules_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.game_box.currentData() == "industria" and dialog.rule_id == "5.2"
    assert "5.2 Bidding." in dialog.current_text()
    dialog.tabs.setCurrentIndex(SYMBOLS_TAB)
    assert dialog.symbols.rowCount() == 16
    assert all(not dialog.symbols.item(row, 0).icon().isNull() for row in range(16))  # drawn as on the board
    dialog.hide()
    # a refused tile names its rule on hover too, and F1 opens the last one
    assert window._reason_text((Violation(IndustriaReason.BANK_NOT_YET, {"resource": "iron", "epoch": "III"}),)
                               ).endswith("(Rule 6.5)")
    window.help.rules_action.trigger()
    assert dialog.rule_id == "6.5"
    # the build preview: every line ends with its rule's link
    while c.game.state.phase != "build" or not any(isinstance(a, Build) for a in c.legal_actions()):
        legal = c.legal_actions()
        c.apply(next((a for a in legal if a.kind == "keep"), legal[-1]))
    build = next(a for a in c.legal_actions() if isinstance(a, Build))
    panel.choose_build_tile(build.tile)
    for i, source in enumerate(build.sources):
        panel.choose_source(i, source)
    lines = panel.preview.text().split("<br>")
    tile = c.game.data.tiles[build.tile]
    assert len(lines) == 2 + len(tile.resources) + (1 if tile.vp else 0)
    assert all(re.search(r'<a href="rule:industria/\d+\.\d+">Rule \d+\.\d+</a>$', line) for line in lines), lines
    assert lines[0].endswith("Rule 6.2</a>") and lines[-1 if not tile.vp else -2].endswith("Rule 6.3</a>")
    panel.preview.linkActivated.emit("rule:industria/6.3")
    assert window.help.rules_dialog.rule_id == "6.3"


def test_a_language_change_gives_the_tree_new_words_in_place(window):
    """The rules tree keeps its items (and the reader's place) and takes the new words: rebuilding
    it on a language change once crashed in QTreeWidget.clear() (the random GUI events)."""
    window.help.rules_action.trigger()
    dialog = window.help.rules_dialog
    assert dialog.open_rule("lancashire", "R3.6")
    section = dialog.tree.topLevelItem(0)
    english = section.text(0)
    window.set_language("zh_TW")
    QApplication.processEvents()
    assert section.text(0) != english and section.text(0) == dialog.tree.topLevelItem(0).text(0)
    assert section.text(0).split()[0] == english.split()[0]  # the same section, in Chinese
    assert dialog.rule_id == "R3.6" and dialog.tree.currentItem().text(0).startswith("R3.6")
    assert dialog.open_rule("birmingham", "4.1.2")  # another game's rules: a new tree
    assert dialog.tree.currentItem().text(0).startswith("4.1.2")
