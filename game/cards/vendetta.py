"""Vendetta (VEN): scripts for cards whose whole text the engine's vocabulary covers.

Each entry quotes the text it implements.
"""

from __future__ import annotations

from game.engine.effects import register

from .dsl import do, passive, spell, unit

OPPONENTS_SPELLS = {"who": "opponents", "for": "spell"}

SCRIPTS = {
    # "[Reaction] Choose a unit. Prevent the next 7 damage that would be dealt to it this turn.
    # (Opponents can assign it extra combat damage to kill it.)"
    "Ki Barrier": spell(do("prevent", amount=7, to="t0"), targets=[unit()]),
    # "[Empower] [4][calm] Opponents' spells cost [1] more. If this is [Empowered], they cost [1][A]
    # more instead." (a cost increase from another player's passive, 356.3)
    "Helm of Suppression": {"static": [
        passive(cost_mod=1, **OPPONENTS_SPELLS, **{"if": {"empowered": False}}),
        passive(cost_mod=1, cost_power=["any"], **OPPONENTS_SPELLS, **{"if": {"empowered": True}}),
    ]},
    # "During showdowns here, cards with [Reaction] cost [A] more to play. (Hidden cards have
    # [Reaction].)" (every player's cards, the battlefield's controller's too)
    "Mystic Vortex": {"static": [passive(cost_mod=0, cost_power=["any"], who="any", keyword="Reaction",
                                         **{"if": {"showdown_here": True}})]},
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
