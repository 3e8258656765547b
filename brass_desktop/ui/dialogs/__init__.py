"""Dialogs and overlays: new game, hand-over screen, scoring, about."""
