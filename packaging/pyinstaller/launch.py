"""Entry script of the frozen app: the ``brass-desktop`` command, including ``--self-test``.

PyInstaller runs its entry script as ``__main__``; ``brass_desktop/__main__.py`` itself cannot be
that script because it belongs to the package (and is imported from it here), so this file only
hands the command line to it.
"""
from __future__ import annotations

import sys

from brass_desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
