"""Spiritforged (SFD): Equipment whose "Grants:" text is a triggered ability of the unit it is attached to
(718.3: `grant_triggers`, read by the engine's triggers; "I" and "me" are that unit, "here" its location).
Each entry quotes its printed text (with errata); the tests are `tests/cards/test_spiritforged_equipment.py`.
"""

from __future__ import annotations

from game.engine.model.registry import register

from .dsl import do, passive, trigger, unit

ENEMY_HERE = unit(who="enemy", where="here")


def gold(count: int = 1) -> list:
    """"Play N Gold gear tokens exhausted": at their controller's base (440.2.b.1), exhausted (143.4)."""
    return do("token", card="Gold", count=count, where="base")


def grants(**triggers: dict) -> dict:
    """A gear's granted triggered abilities, by trigger name."""
    return {"grant_triggers": triggers}


def attack_or_defend(*steps: list, targets: list | None = None) -> dict:
    """"When I attack or defend, ...": the same ability under both trigger names."""
    return grants(attack=trigger(*steps, targets=targets), defend=trigger(*steps, targets=targets))


SCRIPTS = {
    # "[Equip] [Fury] Grants: When I attack or defend, deal 2 to an enemy unit here."
    "Recurve Bow": attack_or_defend(do("deal", amount=2, to="t0"), targets=[ENEMY_HERE]),
    # "[Unique] [Equip] [A] Grants: When I attack or defend, deal 2 to all enemy units here."
    "Forgefire Cape": attack_or_defend(do("deal", amount=2, to="enemy_units_here")),
    # "[Equip] [Mind] Grants: When I hold, play two Gold gear tokens exhausted."
    "World Atlas": grants(hold=trigger(gold(2))),
    # "[Equip] [Body] Grants: When I conquer, buff me."
    "Warmog's Armor": grants(conquer=trigger(do("buff", to="self"))),
    # "[Equip] [Body] Grants: When I hold, score 1 point."
    "Trinity Force": grants(hold=trigger(do("points", amount=1))),
    # "[Equip] [1][Body] Grants: When I conquer, channel 1 rune exhausted."
    "Boneshiver": grants(conquer=trigger(do("channel", amount=1, exhausted=True))),
    # "[Equip] [Chaos] Grants: When I conquer, discard 1, then draw 1."
    "Doran's Ring": grants(conquer=trigger(do("discard", amount=1), do("draw", amount=1))),
    # "[Equip] [Chaos] Grants: When I conquer, play a Gold gear token exhausted."
    "Cull": grants(conquer=trigger(gold())),
    # "[Equip] [Order] Grants: When I move, play a 1 [M] Recruit unit token here." (here: where I moved to)
    "Eye of the Herald": grants(move=trigger(do("token", card="Recruit", count=1, where="here"))),
    # "[Equip] [Order] Grants: [Deathknell] — Draw 1." (the unit has Deathknell, 808, while it is attached)
    "Sacred Shears": {**grants(deathknell=trigger(do("draw", amount=1))),
                      "grants": [passive(keywords=[["Deathknell", 1]])]},
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
