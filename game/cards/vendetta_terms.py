"""Vendetta (VEN), issue 21's fourth slice on: cards that needed a term the engine's vocabulary gained for
them (the pairs of the Kinkou: `units_here_exactly`, `no_combat_damage`; ...), or a term of their own
registered here beside them. Each entry quotes its printed text; its test is in
`tests/cards/test_vendetta_terms.py`.
"""

from __future__ import annotations

from typing import Any

from game.engine.model.registry import register

from .dsl import do, on, passive

PAIR_HERE = {"units_here_exactly": 2}  # "at a battlefield with exactly one other unit you control"

SCRIPTS: dict[str, Any] = {
    # "[Equip] [Calm] Grants: I have +2 [M] while I'm at a battlefield with exactly one other unit you control."
    # (the grant's "I" is the equipped unit, 718.3)
    "Hand Hammer": {"grants": [passive(might=2, **{"if": PAIR_HERE})]},
    # "When I hold, if there is exactly one other unit you control here, draw 1."
    "Shen, Scourge of Shadows": on("hold", do("draw", amount=1), cond=PAIR_HERE),
    # "[Hidden] I have [Shield 3] while I'm at a battlefield with exactly one other unit you control."
    "Disciple of Shen": {"static": [passive(keywords=[["Shield", 3]], **{"if": PAIR_HERE})]},
    # "I don't deal combat damage unless I'm at a battlefield with exactly one other unit you control."
    "Sacred Protector": {"static": [passive(no_combat_damage=True, **{"if": {"not": PAIR_HERE}})]},
    # "[Shield] When I hold, if there is exactly one other unit you control here, you score 1 point."
    "Shen, Leader of the Kinkou Order": on("hold", do("points", amount=1), cond=PAIR_HERE),
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
