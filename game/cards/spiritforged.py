"""Spiritforged (SFD): scripts and known gaps.

Keyword-only cards (Quick-Draw and Equip gear, for instance) need no script. A card whose
text reads as keywords only but whose reminder changes the keyword is listed as a gap
(`unsupported`), so `is_implemented` stays honest.
"""

from __future__ import annotations

from game.engine.effects import register

GAPS = {
    # "[Temporary] (If this is unattached, kill it ...)": the engine's Temporary (816.1.b) kills
    # it even while attached.
    "Spinning Axe": "Temporary only while unattached",
}

for _name, _why in GAPS.items():
    register(_name, {"unsupported": _why})
