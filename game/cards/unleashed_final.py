"""Unleashed (UNL), the cards issue 20 left for last: each waited on an engine term several cards may share (a split
among targets dealt by a unit, 355.14). Each entry quotes its printed text (with errata) and the rules it relies on
(Core Rules 2026-10-09); the tests are in `tests/cards/test_unleashed_final.py`; `docs/unleashed-plan.md` lists
what is still waiting and why.
"""

from __future__ import annotations

from typing import Any

from game.engine.model.registry import register

from .dsl import do, spell, trigger, unit

Data = dict[str, Any]

# Alpha Strike's enemy targets: as many as a unit's Might may be (355.14.c, `split_of`), each a different unit
SPLIT_SLOTS = 12
_ENEMY = unit(who="enemy", where="battlefield", split_of=0)

SCRIPTS: dict[str, Data] = {
    # Alpha Strike: "[Action] Choose a friendly unit. It deals damage equal to its Might split among enemy units at
    # battlefields. Then for each unit this kills, do this: Gain 1 XP." (the enemy units are targets chosen as it is
    # played, no more than its Might, 355.14.a-c; the split and its Might read as it resolves, each target at least
    # 1, 355.14.e-h; the damage is the unit's, 418.6.b.3; the kills are this spell's, 429.5.c, as Disintegrate's)
    "Alpha Strike": spell(
        do("split_deal", amount={"might_of": "t0"}, among=[f"t{i}" for i in range(1, SPLIT_SLOTS + 1)], by="t0",
           each=True),
        targets=[unit(who="friendly"), _ENEMY] + [
            {**_ENEMY, "optional": True, "may": True, "differs": list(range(1, i))} for i in range(2, SPLIT_SLOTS + 1)],
        triggers={"kill": {**trigger(do("xp", amount=1), cond={"killed_by_self": True}), "from": "trash"}}),
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
