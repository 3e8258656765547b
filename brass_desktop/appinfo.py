"""Application identity: the single source for names used by Qt, settings, paths and packaging."""
from __future__ import annotations

from brass_desktop import __version__

APP_NAME = "Brass Desktop"
ORG_NAME = "Brass Desktop Project"
ORG_DOMAIN = "brass-desktop.org"
BUNDLE_ID = "org.brass-desktop.BrassDesktop"
VERSION = __version__
# File extension of game records; the data inside is the JSON of Game.to_record().
RECORD_SUFFIX = ".brass.json"
