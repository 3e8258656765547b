"""Help › Rules reference: the numbered rules of each game, searchable, plus the map symbols and
the keyboard shortcuts.

Three tabs: *Rules* (a search box, a tree of rule sections and the chosen section's rules with
the chosen rule marked), *Map symbols* (the glossary of the map key and industry icons) and
*Keyboard* (every shortcut of the main window).  ``open_rule(game, rule_id)`` is where a rule
link (``rule:<game>/<id>``, ``ui/rule_links.py``) lands.
"""
from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from brass_desktop import i18n
from brass_desktop.ui import texts
from brass_desktop.ui.panels.base import industry_pixmap
from brass_desktop.ui.retranslate import Retranslatable
from brass_desktop.ui.rules_reference import GAMES, Reference, Rule, load_reference

RULES_TAB, SYMBOLS_TAB, KEYS_TAB = range(3)
ROLE_RULE = Qt.ItemDataRole.UserRole
#: ``(symbol, size) -> pixmap`` of a map-key symbol (the board scene draws them as on the map).
SymbolPainter = Callable[[str, int], QPixmap]


class RulesDialog(Retranslatable, QDialog):
    """The rules reference of every game; ``shortcuts`` are (keys, what they do) rows."""

    def __init__(self, parent: QWidget | None = None, game: str = GAMES[0],
                 shortcuts: Sequence[tuple[str, str]] = (), symbol_pixmap: SymbolPainter | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesDialog")
        self.game = game if game in GAMES else GAMES[0]
        self.rule_id: str | None = None
        self._tree_shape: list[tuple[str, list[str]]] | None = None  # the rule ids the tree shows
        self._shortcuts = list(shortcuts)
        self._symbol_pixmap = symbol_pixmap
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs)

        rules_page = QWidget()
        rules_layout = QVBoxLayout(rules_page)
        top = QHBoxLayout()
        self.game_box = QComboBox()
        self.game_box.currentIndexChanged.connect(self._game_chosen)
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        self.matches = QLabel()
        top.addWidget(self.game_box)
        top.addWidget(self.search, 1)
        top.addWidget(self.matches)
        rules_layout.addLayout(top)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.tree = QTreeWidget()
        self.tree.setHeaderHidden(True)
        self.tree.currentItemChanged.connect(self._item_chosen)
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        splitter.addWidget(self.tree)
        splitter.addWidget(self.text)
        splitter.setStretchFactor(0, 2)
        splitter.setStretchFactor(1, 3)
        rules_layout.addWidget(splitter, 1)
        self.tabs.addTab(rules_page, "")

        self.symbols = QTableWidget(0, 2)
        self.symbols.verticalHeader().hide()
        self.symbols.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.symbols.setWordWrap(True)
        self.tabs.addTab(self.symbols, "")
        self.keys = QTableWidget(0, 2)
        self.keys.verticalHeader().hide()
        self.keys.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.tabs.addTab(self.keys, "")

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(1000, 680)
        self.retranslate_ui()

    # -- content ---------------------------------------------------------------------------------
    @property
    def reference(self) -> Reference:
        return load_reference(self.game, i18n.current_language())

    def retranslate_ui(self) -> None:
        tr = texts.translate
        self.setWindowTitle(tr("RulesDialog", "Rules reference"))
        self.tabs.setTabText(RULES_TAB, tr("RulesDialog", "&Rules"))
        self.tabs.setTabText(SYMBOLS_TAB, tr("RulesDialog", "&Map symbols"))
        self.tabs.setTabText(KEYS_TAB, tr("RulesDialog", "&Keyboard and mouse"))
        self.search.setPlaceholderText(tr("RulesDialog", "Search the rules (words or a rule number)"))
        self.game_box.blockSignals(True)
        self.game_box.clear()
        for game in GAMES:
            self.game_box.addItem(texts.game_name(game), game)
        self.game_box.setCurrentIndex(GAMES.index(self.game))
        self.game_box.blockSignals(False)
        self.symbols.setHorizontalHeaderLabels([tr("RulesDialog", "Symbol"), tr("RulesDialog", "Meaning")])
        self.keys.setHorizontalHeaderLabels([tr("RulesDialog", "Keys"), tr("RulesDialog", "What they do")])
        self._fill_tree()
        self._fill_symbols()
        self._fill_keys()

    def set_shortcuts(self, shortcuts: Sequence[tuple[str, str]]) -> None:
        self._shortcuts = list(shortcuts)
        self._fill_keys()

    def _fill_tree(self) -> None:
        sections = self.reference.sections
        shape = [(section.id, [rule.id for rule in section.rules]) for section in sections]
        self.tree.blockSignals(True)
        if shape == self._tree_shape:
            # The same rules in other words (a language change): the items keep their places and
            # take the new words.  Rebuilding the tree here once crashed in clear() (the random
            # GUI events), and the reader's place in it is kept this way too.
            for parent, section in zip(self._sections(), sections, strict=True):
                parent.setText(0, f"{section.id}  {section.title}")
                for child, rule in zip(self._children(parent), section.rules, strict=True):
                    child.setText(0, f"{rule.id}  {rule.title}")
                    child.setToolTip(0, rule.text)
        else:  # another game's rules
            self.tree.clear()
            # Each item is made with its parent (the tree, its section): Qt owns it from the start.
            for section in sections:
                parent = QTreeWidgetItem(self.tree, [f"{section.id}  {section.title}"])
                parent.setData(0, ROLE_RULE, section.rules[0].id if section.rules else None)
                for rule in section.rules:
                    child = QTreeWidgetItem(parent, [f"{rule.id}  {rule.title}"])
                    child.setData(0, ROLE_RULE, rule.id)
                    child.setToolTip(0, rule.text)
            self._tree_shape = shape
        self.tree.blockSignals(False)
        self._filter(self.search.text())

    def _fill_symbols(self) -> None:
        entries = self.reference.glossary
        self.symbols.setRowCount(len(entries))
        size = max(32, self.fontMetrics().height() * 2)
        for row, entry in enumerate(entries):
            item = QTableWidgetItem(entry.term)
            pixmap = self._pixmap(entry.symbol, size)
            if pixmap is not None:
                item.setIcon(pixmap)
            self.symbols.setItem(row, 0, item)
            self.symbols.setItem(row, 1, QTableWidgetItem(entry.text))
        self.symbols.setIconSize(QPixmap(size, size).size())
        self.symbols.resizeColumnToContents(0)
        self.symbols.horizontalHeader().setStretchLastSection(True)
        self.symbols.resizeRowsToContents()

    def _pixmap(self, symbol: str, size: int) -> QPixmap | None:
        if symbol.startswith("industry:"):
            return industry_pixmap(symbol.split(":", 1)[1], size)
        return self._symbol_pixmap(symbol, size) if self._symbol_pixmap is not None else None

    def _fill_keys(self) -> None:
        self.keys.setRowCount(len(self._shortcuts))
        for row, (keys, what) in enumerate(self._shortcuts):
            self.keys.setItem(row, 0, QTableWidgetItem(keys))
            self.keys.setItem(row, 1, QTableWidgetItem(what))
        self.keys.resizeColumnToContents(0)
        self.keys.horizontalHeader().setStretchLastSection(True)

    # -- choosing --------------------------------------------------------------------------------
    def open_rule(self, game: str, rule_id: str | None = None) -> bool:
        """Show ``game``'s rules at ``rule_id`` (False, showing the game's first rule, if it has no such rule)."""
        if game in GAMES and game != self.game:
            self.game = game
            self.retranslate_ui()
        self.tabs.setCurrentIndex(RULES_TAB)
        if rule_id is not None and self.reference.rule(rule_id) is None:
            rule_id = None
        if rule_id is not None and self.search.text() and rule_id not in self._visible_rules():
            self.search.clear()  # a link must land on its rule even while a search hides it
        item = self._item_of(rule_id) if rule_id else None
        if item is None:
            first = next((c for p in self._sections() for c in self._children(p) if not c.isHidden()), None)
            item = first
        if item is not None:
            self.tree.setCurrentItem(item)
            self.tree.scrollToItem(item)
        return rule_id is not None

    def _sections(self) -> list[QTreeWidgetItem]:
        items = (self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount()))
        return [item for item in items if item is not None]

    @staticmethod
    def _children(parent: QTreeWidgetItem) -> list[QTreeWidgetItem]:
        items = (parent.child(j) for j in range(parent.childCount()))
        return [item for item in items if item is not None]

    def _item_of(self, rule_id: str) -> QTreeWidgetItem | None:
        return next((child for parent in self._sections() for child in self._children(parent)
                     if child.data(0, ROLE_RULE) == rule_id), None)

    def _visible_rules(self) -> list[str]:
        return [child.data(0, ROLE_RULE) for parent in self._sections() for child in self._children(parent)
                if not child.isHidden()]

    def _game_chosen(self, index: int) -> None:
        game = self.game_box.itemData(index)
        if game and game != self.game:
            self.game = game
            self.rule_id = None
            self._fill_tree()
            self._fill_symbols()
            self.open_rule(game)

    def _filter(self, query: str) -> None:
        """Hide the rules that do not match; sections with a match stay open."""
        found = {rule.id for rule in self.reference.search(query)}
        for parent in self._sections():
            shown = 0
            for child in self._children(parent):
                child.setHidden(child.data(0, ROLE_RULE) not in found)
                shown += not child.isHidden()
            parent.setHidden(shown == 0)
            parent.setExpanded(bool(query.strip()) and shown > 0)
        count = len(found)
        self.matches.setText(texts.fill(texts.translate("RulesDialog", "{n} rules found"), {"n": count})
                             if query.strip() else "")
        visible = self._visible_rules()
        if query.strip() and visible and self.rule_id not in visible:
            item = self._item_of(visible[0])
            if item is not None:
                self.tree.setCurrentItem(item)

    def _item_chosen(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None = None) -> None:
        if item is None:
            return
        rule_id = item.data(0, ROLE_RULE)
        rule = self.reference.rule(rule_id) if rule_id else None
        if rule is None:
            return
        if item.parent() is None:  # a section: open it and show its first rule
            item.setExpanded(True)
        self.rule_id = rule.id
        self.text.setHtml(self._section_html(rule))
        self.text.scrollToAnchor(rule.id)

    def _section_html(self, chosen: Rule) -> str:
        section = next(s for s in self.reference.sections if s.id == chosen.section)
        parts = [f"<h2>{html.escape(section.id)}&nbsp;&nbsp;{html.escape(section.title)}</h2>"]
        for rule in section.rules:
            style = ' style="background:#fff1bf"' if rule.id == chosen.id else ""
            parts.append(f'<a name="{html.escape(rule.id)}"></a><p{style}><b>{html.escape(rule.id)} '
                         f'{html.escape(rule.title)}.</b> {html.escape(rule.text)}</p>')
        return "".join(parts)

    def current_text(self) -> str:
        """The shown section as plain text (tests, the clipboard)."""
        return self.text.toPlainText()

    def language_changed(self) -> None:
        """The new words, at the rule that was shown (the tree is built anew)."""
        rule = self.rule_id
        self.retranslate_ui()
        self.open_rule(self.game, rule)
