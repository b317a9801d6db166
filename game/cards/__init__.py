"""Card behaviour scripts, one module per set.

Each module registers plain-data scripts by printed card name through
`game.engine.effects.register`; the engine imports this package lazily the
first time it needs a script. Vanilla and keyword-only cards need no script.
`coverage.py` reports which catalog cards are fully implemented.
"""

from . import origins, origins_commons, origins_more, proving_grounds, spiritforged, unleashed, vendetta  # noqa: F401
