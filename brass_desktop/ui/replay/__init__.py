"""The replay browser: step through any recorded game, read-only, and branch from any moment."""
