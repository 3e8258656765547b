"""The game-neutral core: the ``Game`` facade, the flow runner, reasons and violations, the
record envelope, the undo policy and the game contract (``definition.py``, ``registry.py``).

Nothing here knows a particular game; each game package registers a ``GameDefinition``.
"""
