"""Vendetta (VEN), issue 21's fourth slice on: cards that needed a term the engine's vocabulary gained for
them (the pairs of the Kinkou: `units_here_exactly`, `no_combat_damage`; ...), or a term of their own
registered here beside them. Each entry quotes its printed text; its test is in
`tests/cards/test_vendetta_terms.py`.
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import BASE, BF, State, do, on, passive, spell, unit

EMPOWERED = {"empowered": True}


# Shock Blast: "if you control something that's [Empowered]"
@registry.condition("control_empowered", "You control something on the board or your legend that's Empowered (true), "
                    "or nothing (false) (442.2).")
def control_empowered(st: State, want: Any, controller: int, source: int, subject: int | None,
                      data: dict[str, Any]) -> bool:
    return any(o.controller == controller and o.zone in (BASE, BF, "legend") and o.extra.get("empowered")
               for o in st.objs.values()) == bool(want)


# Aurok General: "your units that are [Empowered]"
@registry.condition("subject_empowered", "The object a passive applies to is (true) or isn't (false) Empowered "
                    "(\"your units that are [Empowered] have ...\").")
def subject_empowered(st: State, want: Any, controller: int, source: int, subject: int | None,
                      data: dict[str, Any]) -> bool:
    o = st.objs.get(subject if subject is not None else source)
    return o is not None and bool(o.extra.get("empowered")) == bool(want)


SEVEN_RUNES = {"runes_at_least": 7}  # "if you control 7 or more runes"
PAIR_HERE = {"units_here_exactly": 2}  # "at a battlefield with exactly one other unit you control"

SCRIPTS: dict[str, Any] = {
    # "[Equip] [Calm] Grants: I have +2 [M] while I'm at a battlefield with exactly one other unit you control."
    # (the grant's "I" is the equipped unit, 718.3)
    "Hand Hammer": {"grants": [passive(might=2, **{"if": PAIR_HERE})]},
    # "When I hold, if there is exactly one other unit you control here, draw 1."
    "Shen, Scourge of Shadows": on("hold", do("draw", amount=1), cond=PAIR_HERE),
    # "[Hidden] I have [Shield 3] while I'm at a battlefield with exactly one other unit you control."
    "Disciple of Shen": {"static": [passive(keywords=[["Shield", 3]], **{"if": PAIR_HERE})]},
    # "I don't deal combat damage unless I'm at a battlefield with exactly one other unit you control."
    "Sacred Protector": {"static": [passive(no_combat_damage=True, **{"if": {"not": PAIR_HERE}})]},
    # "[Shield] When I hold, if there is exactly one other unit you control here, you score 1 point."
    "Shen, Leader of the Kinkou Order": on("hold", do("points", amount=1), cond=PAIR_HERE),
    # -- the Empowered state of something else (442.2) -----------------------------------------
    # "When you play me, if you control 7 or more runes, choose an enemy gear. If it's [Empowered], disempower
    # it. Otherwise, kill it."
    "Tomb-Raider Barbara": on("play", do("if", cond={"target_empowered": 0}, then=[do("disempower", to="t0")],
                                         otherwise=[do("kill", to="t0")]),
                              targets=[{"what": "gear", "who": "enemy"}], cond=SEVEN_RUNES),
    # "[Action] This costs [2] less if you control something that's [Empowered]. Deal 4 to a unit at a
    # battlefield."
    "Shock Blast": spell(do("deal", amount=4, to="t0"), targets=[unit(where="battlefield")],
                         cost_mod={"energy": -2, "if": {"control_empowered": True}}),
    # "[Action] Give a unit +2 [M] this turn. If it's [Empowered], give it +4 [M] this turn instead."
    "Guttural Roar": spell(do("if", cond={"target_empowered": 0}, then=[do("might", amount=4, to="t0")],
                              otherwise=[do("might", amount=2, to="t0")]), targets=[unit()]),
    # "When you play me, you may disempower something you control to empower a legend, unit, or gear." (the
    # thing disempowered is chosen as it resolves; with nothing of yours Empowered, nothing happens)
    "Profiteer": on("play", do("may", then=[
        do("choose", among={"any_of": [{"what": w, "who": "you", "empowered": True} for w in ("unit", "gear", "legend")]}),
        do("if", cond={"chose": True}, then=[do("disempower", to="chosen"), do("empower", to="t0")])]),
        targets=[{"any_of": [{"what": "unit"}, {"what": "gear"}, {"what": "legend"}]}]),
    # "[Action] Choose a unit at a battlefield. If it has 3 [M] or less, banish it. Otherwise, return it to its
    # owner's hand." (its Might as it resolves)
    "Wind and Ghosts": spell(do("if", cond={"target_might_at_most": [0, 3]}, then=[do("banish", to="t0")],
                                otherwise=[do("return_to_hand", to="t0")]), targets=[unit(where="battlefield")]),
    # "Choose a unit. If it's [Empowered], disempower it. Then kill it if it has 3 [M] or less. [Flow]
    # [4][Order][Order]" (any unit: the Might is no targeting restriction, FAQ; read after the disempower)
    "Lacerate": spell(do("if", cond={"target_empowered": 0}, then=[do("disempower", to="t0")]),
                      do("if", cond={"target_might_at_most": [0, 3]}, then=[do("kill", to="t0")]), targets=[unit()]),
    # "[Empower] [3][Order] [Empowered][>] Your units that are [Empowered] have +2 [M] (including me)."
    "Aurok General": {"static": [passive(might=2, to={"who": "friendly"},
                                         **{"if": {"empowered": True, "subject_empowered": True}})]},
    # -- legends -------------------------------------------------------------------------------
    # "When you empower something else, empower me. Disempower me, [E]: Give a unit at a battlefield -2 [M]
    # this turn."
    "Mel, Soul's Reflection": {**on("empower", do("empower", to="self"), cond={"other_card": True}),
                               "abilities": [{"cost": {"disempower": True, "exhaust": True},
                                              "targets": [unit(where="battlefield")],
                                              "effects": [do("might", amount=-2, to="t0")]}]},
    # "When you empower something else, empower me. Disempower me, [A], [E]: Ready a unit."
    "Ambessa, Matriarch of War": {**on("empower", do("empower", to="self"), cond={"other_card": True}),
                                  "abilities": [{"cost": {"disempower": True, "power": ["any"], "exhaust": True},
                                                 "targets": [unit()], "effects": [do("ready", to="t0")]}]},
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
