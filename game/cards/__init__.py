"""Card behaviour scripts, one module per set (and domain as sets grow).

Each module registers plain-data scripts by printed card name through
`game.engine.effects.register`; the engine imports this package lazily the
first time it needs a script. Vanilla and keyword-only cards need no script.
"""

from . import origins  # noqa: F401
