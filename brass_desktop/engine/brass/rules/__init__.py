"""Rule modules, one per action kind.  Each offers ``ACTIONS`` (the action classes it judges),
``legal(ctx, player)``, ``check(ctx, player, action)`` and ``apply(ctx, fx, player, action)``,
built from the same predicates; ``ruleset.py`` says which modules each game uses.  A rule whose
fast listing keeps tables keeps it apart: ``build.py``/``links.py`` hold the rule with a plain
reference ``legal``, ``build_listing.py``/``links_listing.py`` the fast ``legal`` and ``moves``
(the modules the rulesets register, with the rule's ``check``, ``apply`` and ``preview``)."""
