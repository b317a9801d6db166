"""Spiritforged (SFD), issue 19's fifth slice (branch `sfd4`): the last cards (docs/spiritforged-plan.md). Each entry
quotes its printed text (with errata, `errata-spiritforged.md`); the tests are `tests/cards/test_spiritforged_final.py`.
"""

from __future__ import annotations

from typing import Any

from game.engine.model.registry import register

from .dsl import passive

SCRIPTS: dict[str, Any] = {
    # "[Accelerate] [Assault] Friendly units played from anywhere other than a player's hand have [Accelerate]." - a
    # card waiting in a champion zone, face down, in a trash or in banishment (an effect's play from a deck banishes
    # it first: Spiritforged FAQ) has it as it is played (805.2; an effect's play offers it too, 356.1.b.3).
    "Rek'Sai, Breacher": {"static": [passive(keywords=[["Accelerate", 1]],
                                             to={"who": "friendly", "not_from_hand": True})]},
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
