"""Qt-aware, widget-free glue between the UI and the engine.

``ActionDraft`` (pure Python) builds an action step by step from the legal actions;
``GameController`` owns the ``Game`` and turns clicks into drafts and drafts into actions.
"""
