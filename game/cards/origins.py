"""Origins (OGN): scripts for cards whose text the engine's verbs cover exactly.

Each entry quotes the printed text it implements. Cards not listed here (and
not vanilla or keyword-only) are reported unimplemented and can't be played.
"""

from __future__ import annotations

from game.engine.effects import register

from .dsl import do, spell, unit

SCRIPTS = {
    # "Deal 4 to a unit at a battlefield. Draw 1."
    "Void Seeker": spell(do("deal", amount=4, to="t0"), do("draw", amount=1),
                         targets=[unit(where="battlefield")]),
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
