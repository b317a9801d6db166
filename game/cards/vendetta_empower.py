"""Vendetta (VEN), issue 21's second slice: cards whose [Empower] cost isn't plain icons, or is reduced by
their own text (827.1.c.2-3: the script key `empower`), in card number order. Each entry quotes its printed
text; its test is in `tests/cards/test_vendetta_empower.py`.
"""

from __future__ import annotations

from typing import Any

from game.engine.model.registry import register

from .dsl import do, on, passive, unit

EMPOWERED = {"empowered": True}
FOUR_OR_FEWER_RUNES = {"not": {"runes_at_least": 5}}  # "if you control 4 or fewer runes"
PER_RUNE = {"energy": {"count": "runes"}}  # "This ability costs [1] less for each rune you control."


def empowered(**fields: Any) -> dict[str, Any]:
    """"[Empowered][>] I have ...": a passive active only while this is Empowered (828.1.b.1)."""
    return passive(**fields, **{"if": EMPOWERED})


SCRIPTS: dict[str, Any] = {
    # "[Empower] [5]. This ability costs [3] less if you control 4 or fewer runes. [Empowered][>] I have
    # [Deflect] and [Assault 2]."
    "Baccai Sandspinner": {"empower": {"less": {"energy": 3, "if": FOUR_OR_FEWER_RUNES}},
                           "static": [empowered(keywords=[["Deflect", 1], ["Assault", 2]])]},
    # "[Empower] — Discard 1 [Empowered][>] I have +1 [M]."
    "Punching Poro": {"empower": {"costs": [{"discard": 1}]}, "static": [empowered(might=1)]},
    # "[Empower] [12]. This ability costs [1] less for each rune you control. [Empowered][>] I have +3 [M]."
    "Frostcoat Mother": {"empower": {"less": PER_RUNE}, "static": [empowered(might=3)]},
    # "[Empower] [12]. This ability costs [1] less for each rune you control. [Empowered][>] I have [Deflect]
    # and [Shield 3]."
    "Grumpy Rockbear": {"empower": {"less": PER_RUNE},
                        "static": [empowered(keywords=[["Deflect", 1], ["Shield", 3]])]},
    # "[Empower] — [E] Disempower this, [1], [E]: Draw 1."
    "Questionable Tome": {"empower": {"costs": [{"exhaust": True}]},
                          "abilities": [{"cost": {"disempower": True, "energy": 1, "exhaust": True},
                                         "effects": [do("draw", amount=1)]}]},
    # "[Empower] — [1] or [Body] (Pay either cost) [Empowered][>] I have +1 [M]."
    "Legion Marauder": {"empower": {"costs": [{"energy": 1}, {"power": ["body"]}]}, "static": [empowered(might=1)]},
    # "This enters exhausted. [Empower] — [1], [E] [Reaction][>] [E]: [Add] [1]. If this is [Empowered], [Add]
    # [2] instead." (an Add ability resolves at once, 430)
    "Platewyrm Egg": {"enters_exhausted": True, "empower": {"costs": [{"energy": 1, "exhaust": True}]},
                      "abilities": [{"cost": {"exhaust": True}, "timing": "reaction", "add": True,
                                     "effects": [do("if", cond=EMPOWERED, then=[do("add", energy=2)],
                                                    otherwise=[do("add", energy=1)])]}]},
    # "[Empower] — Discard a spell When I become [Empowered], banish an enemy unit at a battlefield with 3 [M]
    # or less." (it must leave nothing to become Empowered: FAQ, Empower)
    "Mel, Defiant Soul": {"empower": {"costs": [{"discard_a": "spell"}]},
                          **on("empowered", do("banish", to="t0"),
                               targets=[unit(where="battlefield", who="enemy", max_might=3)])},
    # "[Empower] — Kill a friendly unit [Empowered][>] I have +2 [M]."
    "Escaped Grayback": {"empower": {"costs": [{"kill": {"what": "unit", "who": "friendly"}}]},
                         "static": [empowered(might=2)]},
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
