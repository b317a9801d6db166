"""Spiritforged (SFD): cards that trigger when a player chooses an object as a target (355.7: "when you choose me",
"when you choose a friendly unit"; the engine's `chosen` / `choose` events, once per time chosen), with the terms
only they use. Each entry quotes its printed text; the tests are `tests/cards/test_spiritforged_choose.py`.
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import State, do, friendly, is_unit, trigger


@registry.condition("chosen_by_you", "`chosen`: the player who chose the source is (true) or isn't (false) its "
                    "controller (\"when you choose me\").")
def chosen_by_you(st: State, want: Any, controller: int, source: int, subject: int | None,
                  data: dict[str, Any]) -> bool:
    return (data.get("by") == controller) == bool(want)


@registry.condition("event_friendly_unit", "`choose`: the chosen object (`it`) is (true) or isn't (false) a unit "
                    "friendly to you.")
def event_friendly_unit(st: State, want: Any, controller: int, source: int, subject: int | None,
                        data: dict[str, Any]) -> bool:
    it = data.get("it")
    ok = it is not None and it in st.objs and is_unit(st, it) and friendly(st, st.objs[it].controller, controller)
    return ok == bool(want)


SCRIPTS: dict[str, Any] = {
    # "When you choose me with a spell, draw 1."
    "Jae Medarda": {"triggers": {"chosen": trigger(do("draw", amount=1),
                                                   cond={"all": [{"chosen_by_you": True}, {"event": {"spell": True}}]})}},
    # "[Deflect] When you choose or ready me, give me +1 [M] this turn."
    "Irelia, Fervent": {"triggers": {"chosen": trigger(do("might", amount=1, to="self"), cond={"chosen_by_you": True}),
                                     "ready_unit": trigger(do("might", amount=1, to="self"),
                                                           cond={"event_is_self": True})}},
    # "When you choose a friendly unit, you may pay [1] and exhaust this to draw 1."
    "Spirit Wheel": {"triggers": {"choose": trigger(do("may", cost={"energy": 1, "exhaust": True},
                                                       then=[do("draw", amount=1)]),
                                                cond={"event_friendly_unit": True})}},
    # "When you choose a friendly unit, you may exhaust me and pay [A] to ready it. / When you conquer, you may pay
    # [1] to ready me." (riftboundfaq: "it" is no new choice)
    "Irelia, Blade Dancer": {"triggers": {
        "choose": trigger(do("may", cost={"exhaust": True, "power": ["any"]}, then=[do("ready", to="it")]),
                          cond={"event_friendly_unit": True}),
        "conquer": trigger(do("may", cost={"energy": 1}, then=[do("ready", to="self")]))}},
    # "[E]: [Reaction] — Draw 1. Use only if you've chosen enemy units and/or gear twice this turn with spells or
    # unit abilities."
    "Ezreal, Prodigal Explorer": {"abilities": [{"cost": {"exhaust": True}, "timing": "reaction",
                                                 "if": {"chose_enemies_at_least": 2},
                                                 "effects": [do("draw", amount=1)]}]},
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
