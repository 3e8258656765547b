"""Rule modules, one per action kind.  Each offers ``ACTIONS`` (the action classes it judges),
``legal(ctx, player)``, ``check(ctx, player, action)`` and ``apply(ctx, fx, player, action)``,
built from the same predicates; ``engine/games.py`` says which modules each game uses."""
