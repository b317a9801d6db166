"""Unleashed (UNL): scripts for cards whose whole text the engine's vocabulary covers.

Level (824) is a condition on the controller's XP: `{"xp_at_least": N}` on a passive, a
trigger, an `enters_ready` flag or an `if` step; spending XP (730.2) is the engine's cost `spend_xp`
(game/engine/ops/xp.py). Each entry quotes the text it implements.
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import State, do, keyword, on, passive, spell, trigger, unit


# Shadow's Call: "Choose a friendly unit without [Temporary]."
@registry.selector("without_keyword", "Without that keyword now (\"a friendly unit without [Temporary]\"; printed "
                   "or granted).")
def without_keyword(st: State, want: Any, oid: int, controller: int, source: int) -> bool:
    return not keyword(st, oid, want)


def level(n: int) -> dict[str, int]:
    """824.1.b.1: "While you have N or more XP"."""
    return {"xp_at_least": n}


SCRIPTS = {
    # "[Hunt 2] [Level 3][>] I have +1 [M] and enter ready."
    "Scorchclaw": {"static": [passive(might=1, **{"if": level(3)})], "enters_ready": level(3)},
    # "[Hunt 2] [Level 3][>] I have +1 [M] and [Deflect]."
    "Mosstomper": {"static": [passive(might=1, keywords=[["Deflect", 1]], **{"if": level(3)})]},
    # "[Hunt 2] [Level 3][>] I have +1 [M] and [Ganking]."
    "Gustwalker": {"static": [passive(might=1, keywords=[["Ganking", 1]], **{"if": level(3)})]},
    # "[Hunt] [Level 6][>] I have +1 [M]."
    "Gemhand Hunter": {"static": [passive(might=1, **{"if": level(6)})]},
    # "[Level 11][>] I have +4 [M]."
    "Targonian Visionary": {"static": [passive(might=4, **{"if": level(11)})]},
    # "[Hunt 2] [Level 6][>] I have [Deflect] and [Ganking]."
    "Master Yi, Tempered": {"static": [passive(keywords=[["Deflect", 1], ["Ganking", 1]], **{"if": level(6)})]},
    # "[Level 3][>] I enter ready."
    "Bandle Soldier": {"enters_ready": level(3)},
    # "[Hunt] [Level 6][>] When you play me, draw 1."
    "Wuju Apprentice": on("play", do("draw", amount=1), cond=level(6)),
    # "[Reaction] Give a unit +1 [M] this turn. [Level 6][>] Give it +3 [M] this turn instead."
    "Combat Experience": spell(do("if", cond=level(6), then=[do("might", amount=3, to="t0")],
                                  otherwise=[do("might", amount=1, to="t0")]), targets=[unit()]),
    # "[Hidden] [Reaction] Choose a unit. Double all damage that would be dealt to it this turn."
    # (a replacement effect, counted in combat damage assignment: 467.2.c.4.a, 467.2.c.5)
    "Lotus Trap": spell(do("double_damage", to="t0"), targets=[unit()]),
    # Copy effects (479.1.b) and reflexive triggers (387-389), text as errata'd (errata-unleashed):
    # "Choose a unit. Play a ready Reflection unit token to your base. Then do this: It becomes a
    # copy of that unit. Give it [Temporary]. (Kill it at the start of its controller's Beginning
    # Phase, before scoring.)"
    "Mirror Image": spell(do("token", card="Reflection", where="base", ready=True), do("reflex", trigger="then"),
                          targets=[unit()],
                          triggers={"then": trigger(do("copy", of="pt0", to="made"),
                                                    do("keyword", name="Temporary", to="made", until="always"))}),
    # "[Hidden] [Temporary] When you play me, play two Reflection unit tokens here. Then do this:
    # They become copies of me." (the copies were played as Reflections: no play trigger of mine)
    "Keeper of Masks": {"triggers": {"play": trigger(do("token", card="Reflection", count=2, where="here"),
                                                     do("reflex", trigger="then")),
                                     "then": trigger(do("copy", of="self", to="made"))}},
    # "[Deflect] [2][Fury]: Double my Might this turn." (433)
    "Vi, Hotheaded": {"abilities": [{"cost": {"energy": 2, "power": ["fury"]}, "effects": [do("double", to="self")]}]},
    # "Opponents must pay [A] for each unit beyond the first to move multiple units to my
    # battlefield at the same time." (204.4: an applied cost)
    "Mageseeker Investigator": {"static": [passive(applied_cost={"power": ["any"]}, action="move",
                                                   per="unit_beyond_first", who="opponents", here=True)]},
    # "When you conquer or hold, you may exhaust me to replace that battlefield with a Brush
    # battlefield token." (439: "that battlefield" is the event's, `it`)
    "Ivern, Green Father": {"triggers": {
        event: trigger(do("may", cost={"exhaust": True}, then=[do("replace", what="it", token="Brush")]))
        for event in ("conquer", "hold")}},
    # "Bird, Cat, Dog, Poro, and Ivern units here have +1 [M]. When you score here, you may replace
    # this with the battlefield it replaced." (439.7: swapping back)
    "Brush": {"static": [passive(might=1, to={"here": True, "any_tag": ["Bird", "Cat", "Dog", "Poro", "Ivern"]})],
              "triggers": {event: trigger(do("may", then=[do("swap_back", what="self")])) for event in ("conquer", "hold")}},
    # "[Repeat] [2] Ready a unit." (820.2.a: the repeat readies a unit of its own choosing)
    "Upstage Comedy": spell(do("ready", to="t0"), targets=[unit()]),
    # "As you play this, name a tag. (For example, Miss Fortune, Demacia, and Poro are tags.)
    # [E]: Give a unit with the named tag -2 [M] this turn." (759-763: a tag of 763.1)
    "The List": {"as_played": [do("name", what="tag")],
                 "abilities": [{"cost": {"exhaust": True}, "targets": [unit(named=True)],
                                "effects": [do("might", amount=-2, to="t0")]}]},
    # "Choose a friendly unit without [Temporary]. Give it [Temporary]. Draw 2. (Kill it at the start
    # of its controller's Beginning Phase, before scoring.)" (no duration: it keeps Temporary)
    "Shadow's Call": spell(do("keyword", name="Temporary", to="t0", until="always"), do("draw", amount=2),
                           targets=[unit(who="friendly", without_keyword="Temporary")]),
    # "[Hunt] (When I conquer or hold, gain 1 XP.) Spend 2 XP: [Buff] me."
    "Enthralling Protector": {"abilities": [{"cost": {"spend_xp": 2}, "effects": [do("buff", to="self")]}]},
}

# Gold gear token (UNL-T05, SFD-T03): "[Reaction][>] Kill this, [E]: [Add] [A]."
SCRIPTS["Gold"] = {"abilities": [{"cost": {"kill_self": True, "exhaust": True}, "timing": "reaction", "add": True,
                                  "effects": [do("add", power={"any": 1})]}]}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
