"""About dialog: name, version, licence and where the rules come from."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from brass_desktop.appinfo import APP_NAME, VERSION
from brass_desktop.engine import registered_games
from brass_desktop.ui import texts
from brass_desktop.ui.retranslate import Retranslatable


class AboutDialog(Retranslatable, QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setMinimumWidth(520)
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        tr = texts.translate
        self.setWindowTitle(texts.fill(tr("AboutDialog", "About {app}"), {"app": APP_NAME}))
        body = texts.fill(tr("AboutDialog", "Version {version}"), {"version": VERSION})
        about = tr("AboutDialog", "Play Brass (Lancashire) at the table or on a projector, with the computer as "
                                  "referee and banker. Every legal move is shown on the map, every illegal one is "
                                  "explained.")
        licence = tr("AboutDialog", "Free software under the GNU General Public License, version 3 or later. "
                                    "Brass is a board game by Martin Wallace; this program uses no publisher art.")
        # each game family's own note (its authors, where its data comes from)
        families = dict.fromkeys(texts.family_of(game) for game in registered_games())
        notes = "".join(f"<p>{texts.translate('AboutDialog', words.about)}</p>"
                        for words in map(texts.words_for, families) if words.about)
        self.text.setText(f"<h2>{APP_NAME}</h2><p>{body}</p><p>{about}</p>{notes}<p>{licence}</p>")
