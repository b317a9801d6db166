"""Spiritforged (SFD): scripts and known gaps.

Keyword-only cards (Quick-Draw and Equip gear, for instance) need no script. A card whose
text reads as keywords only but whose reminder changes the keyword is listed as a gap
(`unsupported`), so `is_implemented` stays honest.
"""

from __future__ import annotations

from game.engine.registry import register

from .dsl import do, spell, unit

SCRIPTS = {
    # "[Hidden] [Action] Swap the Might of two units at the same battlefield this turn." (433)
    "Switcheroo": spell(do("swap_numbers", a="t0", b="t1", what="might"),
                        targets=[unit(where="battlefield"), unit(where="battlefield", differs=0, same_place=0)]),
    # Repeat (820): paid, the instructions run once more with their own targets (820.2.a).
    # "[Action] [Repeat] [1] Give a unit [Assault 2] this turn."
    "Blood Rush": spell(do("keyword", name="Assault", value=2, to="t0"), targets=[unit()]),
    # "[Reaction] [Repeat] [2] Give a unit +2 [M] this turn."
    "Feral Strength": spell(do("might", amount=2, to="t0"), targets=[unit()]),
    # "[Reaction] [Repeat] [2] Give a unit -2 [M] this turn."
    "Frigid Touch": spell(do("might", amount=-2, to="t0"), targets=[unit()]),
}

GAPS: dict[str, str] = {}  # Spinning Axe's "[Temporary] (If this is unattached ...)" is 718.2 / 722.2

for _name, _why in GAPS.items():
    register(_name, {"unsupported": _why})

for _name, _script in SCRIPTS.items():
    register(_name, _script)
