"""The Brass family's UI plug-in (Lancashire and Birmingham): board scene, panels, words, scoring moment."""
