"""The library of finished games: the games table, per-player records and charts.

Charts use PySide6's QtCharts: VP, income level and money after every round for each player of
the chosen game, the score by source at the end, and win rates.  Fonts and lines follow the
presentation scale so the charts read on a projector.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSet,
    QChart,
    QChartView,
    QHorizontalBarSeries,
    QLineSeries,
    QStackedBarSeries,
    QValueAxis,
)
from PySide6.QtCore import QMargins, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from brass_desktop.library import Library, sources_of
from brass_desktop.paths import write_atomically
from brass_desktop.ui import texts
from brass_desktop.ui.board import style
from brass_desktop.ui.file_problems import write_problem_text
from brass_desktop.ui.panels.base import BASE_POINT_SIZE
from brass_desktop.ui.retranslate import Retranslatable
from brass_desktop.ui.texts import QT_TRANSLATE_NOOP

METRICS = ("vp", "income_level", "money")
# Before a game is chosen the chart box names the figures in no game's words.
NEUTRAL_METRICS = {"vp": QT_TRANSLATE_NOOP("LibraryDialog", "Victory points"),
                   "income_level": QT_TRANSLATE_NOOP("LibraryDialog", "Income"),
                   "money": QT_TRANSLATE_NOOP("LibraryDialog", "Money")}


tr = texts.translate


def metric_name(metric: str, game: str | None = None) -> str:
    """A chart's name in ``game``'s words (its money and income), or neutral words for no game."""
    names = texts.words_for(game).library_chart.metrics if game else NEUTRAL_METRICS
    return texts.translate("LibraryDialog", names[metric]) if metric in names else metric


def source_name(source: str, game: str) -> str:
    """The name of a source of VP in ``game``'s score-by-source chart (the id itself if it has none)."""
    names = texts.words_for(game).library_chart.sources
    return texts.translate("LibraryDialog", names[source]) if source in names else source


def source_color(source: str, game: str) -> QColor:
    """The colour of a source's bars in ``game``'s chart (grey for a source without one)."""
    return QColor(texts.words_for(game).library_chart.colors.get(source, "#9a9a9a"))


class LibraryDialog(Retranslatable, QDialog):
    """Browse the library; ``scale`` is the presentation factor of the main window (1.0 normal)."""

    replay_requested = Signal(dict, int)  # the chosen game's record and its library id

    def __init__(self, library: Library, parent: QWidget | None = None, scale: float = 1.0) -> None:
        super().__init__(parent)
        self.setObjectName("LibraryDialog")
        self.library = library
        self.scale = scale
        self.games: list[dict[str, Any]] = []
        self.resize(round(1100 * scale), round(720 * scale))

        layout = QVBoxLayout(self)
        self.notice = QLabel()
        self.notice.setObjectName("Rejection")
        self.notice.setWordWrap(True)
        self.notice.setVisible(library.moved_aside is not None)
        layout.addWidget(self.notice)
        self.tabs = QTabWidget()
        layout.addWidget(self.tabs, 1)

        # Games: the table above, the chosen game's charts below.
        games_page = QSplitter(Qt.Orientation.Vertical)
        self.games_table = self._table()
        self.games_table.itemSelectionChanged.connect(self._game_chosen)
        games_page.addWidget(self.games_table)
        charts = QWidget()
        charts_layout = QVBoxLayout(charts)
        charts_layout.setContentsMargins(0, 0, 0, 0)
        picker = QHBoxLayout()
        self.metric_label = QLabel()
        self.metric_box = QComboBox()
        self.metric_box.currentIndexChanged.connect(self._game_chosen)
        self.metric_label.setBuddy(self.metric_box)
        picker.addWidget(self.metric_label)
        picker.addWidget(self.metric_box)
        picker.addStretch(1)
        charts_layout.addLayout(picker)
        row = QHBoxLayout()
        self.rounds_chart = self._chart_view()
        self.sources_chart = self._chart_view()
        row.addWidget(self.rounds_chart, 1)
        row.addWidget(self.sources_chart, 1)
        charts_layout.addLayout(row, 1)
        games_page.addWidget(charts)
        games_page.setSizes([round(260 * scale), round(440 * scale)])
        self.tabs.addTab(games_page, "")

        # Players: records per name, game and player count; win rates over all games.
        players_page = QSplitter(Qt.Orientation.Horizontal)
        self.players_table = self._table()
        players_page.addWidget(self.players_table)
        self.wins_chart = self._chart_view()
        players_page.addWidget(self.wins_chart)
        players_page.setSizes([round(640 * scale), round(420 * scale)])
        self.tabs.addTab(players_page, "")

        buttons = QHBoxLayout()
        self.replay_button = QPushButton()  # the replay browser on the chosen game (its "Continue from here")
        self.replay_button.clicked.connect(self.replay)
        buttons.addWidget(self.replay_button)
        self.csv_button = QPushButton()
        self.csv_button.clicked.connect(self.export_csv)
        self.json_button = QPushButton()
        self.json_button.clicked.connect(self.export_record)
        buttons.addWidget(self.csv_button)
        buttons.addWidget(self.json_button)
        buttons.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        buttons.addWidget(close)
        layout.addLayout(buttons)
        self.retranslate_ui()

    # -- building blocks --------------------------------------------------------------------------
    def _table(self) -> QTableWidget:
        table = QTableWidget()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.verticalHeader().setVisible(False)
        table.setAlternatingRowColors(True)
        table.setSortingEnabled(False)
        return table

    def _chart_view(self) -> QChartView:
        view = QChartView()
        view.setRenderHint(QPainter.RenderHint.Antialiasing)
        view.setMinimumHeight(round(260 * self.scale))
        return view

    def _font(self, factor: float = 1.0, bold: bool = False) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(BASE_POINT_SIZE * self.scale * factor)
        font.setBold(bold)
        return font

    def _new_chart(self, title: str) -> QChart:
        chart = QChart()
        chart.setTitle(title)
        chart.setTitleFont(self._font(1.15, bold=True))
        chart.legend().setFont(self._font(0.95))
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        chart.setMargins(QMargins(4, 4, 4, 4))
        chart.setBackgroundRoundness(0)
        return chart

    def _axis_fonts(self, *axes: Any) -> None:
        for axis in axes:
            axis.setLabelsFont(self._font(0.9))
            axis.setTitleFont(self._font(0.95))

    # -- texts ------------------------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setWindowTitle(tr("LibraryDialog", "Library of finished games"))
        if self.library.moved_aside is not None:
            self.notice.setText(texts.fill(tr("LibraryDialog", "The library was damaged and has been moved aside "
                                              "as {file}; "
                                               "a new library was started. Nothing was deleted."),
                                           {"file": str(self.library.moved_aside)}))
        self.tabs.setTabText(0, tr("LibraryDialog", "&Games"))
        self.tabs.setTabText(1, tr("LibraryDialog", "&Players"))
        self.metric_label.setText(tr("LibraryDialog", "&Chart:"))
        current = self.metric_box.currentIndex()
        self.metric_box.blockSignals(True)
        self.metric_box.clear()
        for metric in METRICS:
            self.metric_box.addItem(metric_name(metric), metric)
        self.metric_box.setCurrentIndex(max(0, current))
        self.metric_box.blockSignals(False)
        self.csv_button.setText(tr("LibraryDialog", "Export table as &CSV…"))
        self.json_button.setText(tr("LibraryDialog", "Export game &record…"))
        self.replay_button.setText(tr("LibraryDialog", "&Replay"))
        self.replay_button.setToolTip(tr("LibraryDialog", "Step through the chosen game; Continue from here plays on "
                                                          "from any moment"))
        self.refresh()

    # -- contents ---------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Reload both tables from the database and redraw the charts."""
        if self.library.closed:  # the dialog outlived its library (closed with the dialog's finish)
            return
        chosen = self.selected_game_id()
        self.games = self.library.games()
        headers = [tr("LibraryDialog", "Finished"), tr("LibraryDialog", "Game"), tr("LibraryDialog", "Players"),
                   tr("LibraryDialog", "Winner"), tr("LibraryDialog", "VP"), tr("LibraryDialog", "Rounds")]
        table = self.games_table
        table.blockSignals(True)
        table.clear()
        table.setColumnCount(len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.setRowCount(len(self.games))
        for r, g in enumerate(self.games):
            cells = [g["finished_at"].replace("T", " ")[:16], texts.game_name(g["game"]),
                     texts.join_list(g["players"]), texts.join_list(g["winners"]),
                     " / ".join(str(v) for v in g["vp"]), str(g["rounds"])]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, g["id"])
                table.setItem(r, c, item)
        self._fit_columns(table, stretch=2)
        table.blockSignals(False)
        ids = [g["id"] for g in self.games]
        if ids:
            table.selectRow(ids.index(chosen) if chosen in ids else 0)
        self._fill_players()
        self._game_chosen()

    def _fit_columns(self, table: QTableWidget, stretch: int) -> None:
        header = table.horizontalHeader()
        header.setFont(self._font(0.95, bold=True))
        for c in range(table.columnCount()):
            mode = QHeaderView.ResizeMode.Stretch if c == stretch else QHeaderView.ResizeMode.ResizeToContents
            header.setSectionResizeMode(c, mode)

    def _fill_players(self) -> None:
        records = self.library.player_records()
        headers = [tr("LibraryDialog", "Player"), tr("LibraryDialog", "Game"), tr("LibraryDialog", "Player count"),
                   tr("LibraryDialog", "Games"), tr("LibraryDialog", "Wins"), tr("LibraryDialog", "Average VP"),
                   tr("LibraryDialog", "Best VP")]
        table = self.players_table
        table.clear()
        table.setColumnCount(len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.setRowCount(len(records))
        for r, rec in enumerate(records):
            cells = [rec["name"], texts.game_name(rec["game"]), str(rec["player_count"]), str(rec["games"]),
                     str(rec["wins"]), f"{rec['average_vp']:.1f}", str(rec["best_vp"])]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(r, c, item)
        self._fit_columns(table, stretch=1)
        self._draw_win_rates()

    def selected_game_id(self) -> int | None:
        rows = self.games_table.selectionModel().selectedRows() if self.games_table.selectionModel() else []
        if not rows:
            return None
        item = self.games_table.item(rows[0].row(), 0)
        return int(item.data(Qt.ItemDataRole.UserRole)) if item is not None else None

    def _game_chosen(self) -> None:
        game_id = self.selected_game_id()
        self.json_button.setEnabled(game_id is not None)
        self.replay_button.setEnabled(game_id is not None)
        self.csv_button.setEnabled(bool(self.games))
        if game_id is None:
            self.rounds_chart.setChart(self._new_chart(tr("LibraryDialog", "No finished game yet")))
            self.sources_chart.setChart(self._new_chart(""))
            return
        game = self.library.game_name(game_id)
        for index in range(self.metric_box.count()):  # the chosen game's words for its figures
            self.metric_box.setItemText(index, metric_name(self.metric_box.itemData(index), game))
        metric = self.metric_box.currentData() or "vp"
        self.rounds_chart.setChart(self.rounds_figure(game_id, metric))
        self.sources_chart.setChart(self.sources_figure(game_id))

    # -- charts -----------------------------------------------------------------------------------
    def rounds_figure(self, game_id: int, metric: str) -> QChart:
        """One line per player: ``metric`` after every round of the game."""
        game = self.library.game_name(game_id)
        chart = self._new_chart(texts.fill(tr("LibraryDialog", "{metric} after each round"),
                                           {"metric": metric_name(metric, game)}))
        players = self.library.players(game_id)
        figures = self.library.rounds(game_id)
        low, high, last = 0, 1, 1
        for p in players:
            series = QLineSeries()
            series.setName(p["name"])
            for r in figures:
                if r.seat == p["seat"]:
                    value = getattr(r, metric)
                    series.append(r.seq, value)
                    low, high, last = min(low, value), max(high, value), max(last, r.seq)
            pen = QPen(style.player_color(style.PLAYER_COLORS, p["seat"]))
            pen.setWidthF(3.0 * self.scale)
            series.setPen(pen)
            chart.addSeries(series)
        x_axis, y_axis = QValueAxis(), QValueAxis()
        x_axis.setRange(1, last)
        x_axis.setLabelFormat("%d")
        # whole rounds only: a tick every round, or every second one in a long game
        x_axis.setTickType(QValueAxis.TickType.TicksDynamic)
        x_axis.setTickAnchor(1)
        x_axis.setTickInterval(1 if last <= 12 else 2)
        x_axis.setTitleText(texts.translate("LibraryDialog", texts.words_for(game).library_chart.round_axis))
        y_axis.setRange(low, high)
        y_axis.setLabelFormat("%d")
        y_axis.applyNiceNumbers()
        self._axis_fonts(x_axis, y_axis)
        chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        for line in chart.series():
            line.attachAxis(x_axis)
            line.attachAxis(y_axis)
        return chart

    def sources_figure(self, game_id: int) -> QChart:
        """Stacked bars: each player's final VP by where it came from (sources nobody has are left out)."""
        chart = self._new_chart(tr("LibraryDialog", "Score by source"))
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignRight)  # source names are too long for a row
        players = self.library.players(game_id)
        sources = self.library.sources(game_id)
        series = QStackedBarSeries()
        game = self.library.game_name(game_id)
        for source in sources_of(game):
            values = [sources.get(p["seat"], {}).get(source, 0) for p in players]
            if not any(values):
                continue
            bar = QBarSet(source_name(source, game))
            bar.setColor(source_color(source, game))
            bar.append([float(v) for v in values])
            series.append(bar)
        chart.addSeries(series)
        x_axis = QBarCategoryAxis()
        x_axis.append([p["name"] for p in players])
        y_axis = QValueAxis()
        y_axis.setLabelFormat("%d")
        y_axis.setTitleText(tr("LibraryDialog", "VP"))
        top = max([p["vp"] for p in players] + [1])
        low = min([0] + [sum(v for v in row.values() if v < 0) for row in sources.values()])
        y_axis.setRange(low, top)
        y_axis.applyNiceNumbers()
        self._axis_fonts(x_axis, y_axis)
        chart.addAxis(x_axis, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(y_axis, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(x_axis)
        series.attachAxis(y_axis)
        return chart

    def _draw_win_rates(self) -> None:
        self.wins_chart.setChart(self.win_rates_figure())

    def win_rates_figure(self, most: int = 10) -> QChart:
        """Share of games won (per cent) of the ``most`` players with the most games, as horizontal
        bars so that long names stay readable; the most experienced player is at the top."""
        chart = self._new_chart(tr("LibraryDialog", "Win rate"))
        rates = list(reversed(self.library.win_rates()[:most]))  # categories run bottom-up
        series = QHorizontalBarSeries()
        bar = QBarSet(tr("LibraryDialog", "Games won (%)"))
        bar.setColor(QColor("#2e7d32"))
        bar.append([100.0 * wins / games for _name, games, wins in rates])
        bar.setLabelFont(self._font(0.9))
        series.append(bar)
        series.setLabelsVisible(True)
        series.setLabelsFormat("@value")
        series.setLabelsPrecision(3)
        chart.addSeries(series)
        names = QBarCategoryAxis()
        names.append([texts.fill(tr("LibraryDialog", "{name} ({games})"), {"name": n, "games": k})
                      for n, k, _w in rates])
        share = QValueAxis()
        share.setRange(0, 100)
        share.setLabelFormat("%d")
        share.setTitleText(tr("LibraryDialog", "% of games won (games played)"))
        self._axis_fonts(names, share)
        chart.legend().setVisible(False)
        chart.addAxis(share, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(names, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(share)
        series.attachAxis(names)
        return chart

    # -- export -----------------------------------------------------------------------------------
    def export_csv(self, path: str | None = None) -> bool:
        """Write the games table as CSV (asks for a file name unless ``path`` is given)."""
        if not path:
            path, _ = QFileDialog.getSaveFileName(self, tr("LibraryDialog", "Export games table"), "brass-games.csv",
                                                  tr("LibraryDialog", "CSV files (*.csv);;All files (*)"))
        if not path:
            return False
        return self._write(Path(path), self.library.games_csv())

    def replay(self) -> bool:
        """Open the replay browser on the chosen game's record (``replay_requested``)."""
        game_id = self.selected_game_id()
        if game_id is None:
            return False
        self.replay_requested.emit(self.library.record(game_id), game_id)
        return True

    def export_record(self, path: str | None = None) -> bool:
        """Write the chosen game's JSON record (opens with File › Open)."""
        game_id = self.selected_game_id()
        if game_id is None:
            return False
        if not path:
            path, _ = QFileDialog.getSaveFileName(self, tr("LibraryDialog", "Export game record"),
                                                  f"brass-game-{game_id}.brass.json",
                                                  tr("LibraryDialog", "Brass games (*.json);;All files (*)"))
        if not path:
            return False
        return self._write(Path(path), self.library.record_json(game_id))

    def _write(self, path: Path, text: str) -> bool:
        try:
            write_atomically(path, text)
        except OSError as exc:
            QMessageBox.critical(self, tr("LibraryDialog", "Export failed"),
                                 write_problem_text(path, exc, unsaved=False))
            return False
        return True
