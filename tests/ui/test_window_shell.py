"""The window shell: its style sheet is a resource, every widget retranslates through one
contract, and its features (files, teaching, help) own their menu entries."""
from __future__ import annotations

import ast
import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import QFrame

from brass_desktop import i18n
from brass_desktop.engine import GameSetup
from brass_desktop.ui import app_style
from brass_desktop.ui.panels.base import BASE_POINT_SIZE
from brass_desktop.ui.retranslate import Retranslatable, plain_text

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "brass_desktop" / "ui"


# -- the style sheet -------------------------------------------------------------------------------
def test_the_style_sheets_are_resources_the_package_ships():
    sheet = app_style.style_sheet("app")
    assert (ROOT / "resources" / "style" / "app.qss").read_text(encoding="utf-8") == sheet
    assert "#PlayerCard[current=\"true\"]" in sheet and "#HandOverTitle { font-size: 30pt;" in sheet
    assert "#ConfirmButton { padding: 4px 18px; }" in app_style.style_sheet("presentation")
    # installed with the package (the PyInstaller spec bundles every file under resources/)
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    shipped = re.search(r'^"brass_desktop.resources" = \[(.*)\]$', pyproject, re.MULTILINE)
    assert shipped is not None and '"**/*.qss"' in shipped.group(1)


def test_the_style_sheet_scales_its_point_sizes():
    scaled = app_style.scaled_style_sheet(1.5)
    assert "#HandOverTitle { font-size: 45.0pt;" in scaled and "30pt" not in scaled
    normal = app_style.window_style_sheet(1.0, BASE_POINT_SIZE, presentation=False)
    assert normal.endswith(f"QWidget {{ font-size: {BASE_POINT_SIZE:.1f}pt; }}")
    assert app_style.style_sheet("presentation") not in normal
    assert app_style.window_style_sheet(2.0, BASE_POINT_SIZE, presentation=True).endswith(
        app_style.style_sheet("presentation"))


def test_the_window_wears_the_sheet_in_both_modes(window, qtbot):
    assert "#PlayerCard" in window.styleSheet() and "#KindButton { padding: 2px 8px; }" not in window.styleSheet()
    window.presentation.presentation_action.trigger()
    assert "#KindButton { padding: 2px 8px; }" in window.styleSheet()
    # the sheet is applied: the file warning's colour comes from app.qss
    window.files.storage_problem = "read-only"
    window.files.update_file_warning()
    color = window.files.file_warning.palette().color(window.files.file_warning.foregroundRole())
    assert color.name() == "#a11d1d"
    window.presentation.presentation_action.trigger()


# -- one contract for new words ----------------------------------------------------------------------
def test_no_widget_answers_a_language_change_by_hand():
    """Only ui/retranslate.py reads QEvent.LanguageChange; a widget writes ``retranslate_ui``."""
    offenders = []
    for path in sorted(UI.rglob("*.py")):
        if path.name == "retranslate.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr == "LanguageChange":
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not offenders, offenders


def test_a_retranslatable_widget_gets_new_words_on_a_language_change(qtbot):
    class Box(Retranslatable, QFrame):
        def __init__(self) -> None:
            super().__init__()
            self.times = 0

        def retranslate_ui(self) -> None:
            self.times += 1

    box = Box()
    qtbot.addWidget(box)
    QCoreApplication.sendEvent(box, QEvent(QEvent.Type.LanguageChange))
    assert box.times == 1
    QCoreApplication.sendEvent(box, QEvent(QEvent.Type.FontChange))
    assert box.times == 1


def test_menu_texts_lose_their_mnemonics_in_tooltips():
    assert plain_text("&Open…") == "Open"
    assert plain_text("開啟(&O)…") == "開啟"


# -- the features own their entries ------------------------------------------------------------------
def test_each_feature_puts_its_entries_in_the_menus(window, qtbot):
    files, teaching, help_ = window.files, window.teaching, window.help
    file_entries = window.file_menu.actions()
    for action in (files.new_action, files.open_action, files.save_action, files.save_as_action,
                   files.recent_menu.menuAction(), files.continue_menu.menuAction(),
                   teaching.scenarios_menu.menuAction(), teaching.library_action, teaching.replay_action,
                   teaching.replay_file_action):
        assert action in file_entries
    assert file_entries[-1] is files.quit_action
    assert teaching.review_action in window.view_menu.actions()
    help_entries = window.help_menu.actions()
    assert help_entries[:3] == [help_.rules_action, help_.symbols_action, help_.shortcuts_action]
    assert help_entries[-1] is help_.about_action and help_.guide_menu.menuAction() in help_entries
    window.set_language("zh_TW")
    qtbot.wait(10)  # the language change reaches the widgets as a posted event
    assert files.new_action.text() != "&New game…" and teaching.library_action.text() != "&Library of finished games…"
    assert help_.rules_action.text() != "&Rules reference…"
    window.set_language(i18n.ENGLISH)
    qtbot.wait(10)
    assert files.new_action.text() == "&New game…" and files.new_action.toolTip() == "Start a new game"


def test_rule_links_of_the_action_panel_work_after_a_change_of_game(window):
    """The Brass action panel made anew after an Industria game still opens the rules reference
    (its links were once wired only to the window's first panel)."""
    for game in ("lancashire", "industria", "lancashire"):
        assert window.start_game(GameSetup(players=("Ada", "Brunel", "Cort"), seed=1, game=game))
    bar = window.action_bar
    assert bar.preview.textInteractionFlags() & Qt.TextInteractionFlag.LinksAccessibleByMouse
    bar.preview.linkActivated.emit("rule:lancashire/R5.1")
    assert window.help.rules_dialog is not None and window.help.rules_dialog.isVisible()
    assert window.help.rules_dialog.rule_id == "R5.1"
