"""Side and bottom panels of the main window: players, markets, log, hand and action bar."""
