"""Radiance (RAD), cards of the session of 2026-11-26b that needed an engine term several sets share (a replacement
of a unit token play, `replace_token_play`). Each entry quotes its printed text (the official gallery of
2026-10-10); the tests are in `tests/cards/test_radiance_final.py`; `docs/radiance-plan.md` lists what is left.
"""

from __future__ import annotations

from typing import Any

from game.engine.model.registry import register

from .dsl import passive

Data = dict[str, Any]

SCRIPTS: dict[str, Data] = {
    # Heimerdinger, Academy Instructor: "If you would play a unit token to a location while I'm at a battlefield, you
    # may play a 3 [M] Mech unit token to that same location instead." (369: a replacement, offered token by token;
    # the Mech token, 187.4)
    "Heimerdinger, Academy Instructor": {"static": [passive(replace_token_play={"instead": "Mech"},
                                                            **{"if": {"at_battlefield": True}})]},
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
