"""Entry script of the frozen app: the ``brass-desktop`` command, including ``--self-test``.

PyInstaller runs its entry script as ``__main__``; ``brass_desktop/__main__.py`` itself cannot be
that script because it belongs to the package (and is imported from it here), so this file only
hands the command line to it.
"""
from __future__ import annotations

import multiprocessing
import sys

from brass_desktop.__main__ import main

if __name__ == "__main__":
    # The computer players think in a spawned worker process: in a frozen app that process starts
    # this executable again, and freeze_support() turns it into the worker instead of a second app.
    multiprocessing.freeze_support()
    sys.exit(main())
