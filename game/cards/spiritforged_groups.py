"""Spiritforged (SFD): spells with a group of targets chosen together (355.11) - "any number of friendly units at a
battlefield", "up to three units at the same location" - written with the engine's group slots (`group_might`, `same_place`) and, as they resolve, the legal
subset of the group (355.11.b: Origins' `group_subset`, here without a Might bound). Each entry quotes its printed
text; the tests are `tests/cards/test_spiritforged_groups.py`.
"""

from __future__ import annotations

from typing import Any

from game.engine.model.registry import register

from .dsl import do, spell

NO_BOUND = 99  # a group with no total Might limit: `group_might` still keeps each slot a different unit
_AT_A_BATTLEFIELD = {"what": "unit", "who": "friendly", "where": "battlefield", "group_might": NO_BOUND,
                     "optional": True, "may": True}
_AT_ONE_LOCATION = {"what": "unit", "group_might": NO_BOUND, "optional": True, "may": True}

SCRIPTS: dict[str, Any] = {
    # "[Hidden] [Action] Move any number of friendly units at a battlefield to their base." (a group of targets at
    # one battlefield, none included, 355.13; as it resolves, those still legal and still together, 355.11.b)
    "Emperor's Divide": spell(do("group_subset", most=NO_BOUND), do("move_to_base", to="chosen"),
                              targets=[_AT_A_BATTLEFIELD] + [{**_AT_A_BATTLEFIELD, "same_place": 0}] * 7),
    # "[Action] [Repeat] [1][Mind] Deal 1 to up to three units at the same location." (a location: a battlefield or a
    # base, 107.1.b; as it resolves - each time, Repeat included - those still legal and still together, 355.11.b)
    "Bellows Breath": spell(do("group_subset", most=NO_BOUND), do("deal", amount=1, to="chosen"),
                            targets=[_AT_ONE_LOCATION] + [{**_AT_ONE_LOCATION, "same_place": 0}] * 2),
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
