"""Vendetta (VEN), issue 21's first slice: cards today's vocabulary already expresses, in card number order
within units, spells, gear, legends and battlefields. Each entry quotes its printed text; its test is in
`tests/cards/test_vendetta_more.py`. `docs/vendetta-plan.md` lists the VEN cards still to do, each with the
term it needs.

[Empower] (827) is an activated ability the engine lists from the printed cost; "[Empowered][>] text" (828)
is that text with the condition `empowered` (active only while the source is Empowered, 828.1.c).
[Flow] (829) is played from the trash by the engine from the printed Flow cost; the script is the spell's
own text.
"""

from __future__ import annotations

from typing import Any

from game.engine.model.registry import register

from .dsl import do, on, passive, spell, trigger, unit

EMPOWERED = {"empowered": True}
NOT_EMPOWERED = {"empowered": False}
FOUR_OR_FEWER_RUNES = {"not": {"runes_at_least": 5}}  # "if you control 4 or fewer runes"


def empowered(**fields: Any) -> dict[str, Any]:
    """"[Empowered][>] I have ...": a passive active only while this is Empowered (828.1.b.1)."""
    return passive(**fields, **{"if": EMPOWERED})


SCRIPTS: dict[str, Any] = {
    # -- units ---------------------------------------------------------------------------------
    # "When I attack, you may pay [Fury] to give me [Assault 2] this turn. (+2 [M] while I'm an attacker.)"
    # (a cost within the instructions, decided as the trigger is finalized: 383.3.a-b)
    "Baccai Reaper": on("attack", do("may", cost={"power": ["fury"]},
                                     then=[do("keyword", name="Assault", value=2, to="self")])),
    # "[Empower] [2][Fury] [Empowered][>] I have [Assault 3]."
    "Shadow Fiend": {"static": [empowered(keywords=[["Assault", 3]])]},
    # "[Accelerate] When I move, if you control 4 or fewer runes, draw 1."
    "Eclipse Dragon": on("move", do("draw", amount=1), cond=FOUR_OR_FEWER_RUNES),
    # "[Accelerate] When I attack, if you control 4 or fewer runes, deal 2 to all enemy units here."
    "Renekton, Rage Fueled": on("attack", do("deal", amount=2, to="enemy_units_here"), cond=FOUR_OR_FEWER_RUNES),
    # "When I attack, ready another friendly unit."
    "Twilight Reveler": on("attack", do("ready", to="t0"), targets=[unit(who="friendly", other=True)]),
    # "When you play me, give a unit +3 [M] this turn."
    "Field Musicians": on("play", do("might", amount=3, to="t0"), targets=[unit()]),
    # "[Empower] [3] [Empowered][>] I have [Deflect] and [Shield 3]."
    "Serene Ascetic": {"static": [empowered(keywords=[["Deflect", 1], ["Shield", 3]])]},
    # "[Deflect] [Empower] [7] [Empowered][>] I have +7 [M]."
    "Steel Paws": {"static": [empowered(might=7)]},
    # "[Deflect 2] [Empower] [8] [Empowered][>] When I conquer, you score 1 point."
    "Nasus, Ascended": on("conquer", do("points", amount=1), cond=EMPOWERED),
    # "[Empower] [2] When I become [Empowered], [Predict 2]. [Empowered][>] I have +1 [M]."
    "Apprentice Mage": on("empowered", do("predict", amount=2), static=[empowered(might=1)]),
    # "When you play me, draw 1."
    "Cloud Drake": on("play", do("draw", amount=1)),
    # "[Empower] [3] [Empowered][>] When I move, draw 1."
    "Covert Informant": on("move", do("draw", amount=1), cond=EMPOWERED),
    # "(I enter exhausted.) When you play me, if you control 3 or more other gear, draw 1." (a unit is no
    # gear: every gear you control is another one)
    "Patched Porobot": on("play", do("draw", amount=1), cond={"gear_at_least": 3}),
    # "[Empower] [3] [Empowered][>] I have +2 [M] and [Ganking]."
    "Brutal Hunter": {"static": [empowered(might=2, keywords=[["Ganking", 1]])]},
    # "[Empower] [1][A][A] [Empowered][>] I have +2 [M]. [Empowered][>][>>][Deathknell][>] Channel 2 runes
    # exhausted." (the condition is checked as it dies, while it is still on the board: 383.3, 808.1.d)
    "Baccai Witherclaw": on("deathknell", do("channel", amount=2, exhausted=True), cond=EMPOWERED,
                            static=[empowered(might=2)]),
    # "When you discard me, you may pay [1] to give a friendly unit +2 [M] this turn." (a trigger of the
    # card in its owner's trash; the cost is decided as it is finalized, 383.3.b)
    "Mask Mother": on("discarded", do("may", cost={"energy": 1}, then=[do("might", amount=2, to="t0")]),
                      targets=[unit(who="friendly")]),
    # "[Empower] [2] [Empowered][>] I have +1 [M] and [Ganking]."
    "Kinkou Lifeblade": {"static": [empowered(might=1, keywords=[["Ganking", 1]])]},
    # "You may pay [Order] as an additional cost to play me. When you play me, if you paid the additional
    # cost, [Stun] an enemy unit at a battlefield."
    "Masa, Crashing Thunder": {"additional_cost": {"optional": True, "power": ["order"]},
                               "triggers": {"play": trigger(do("stun", to="t0"),
                                                            targets=[unit(where="battlefield", who="enemy")],
                                                            cond={"paid": "additional"})}},
    # "When you play another unit, give me +2 [M] this turn."
    "Reluctant Leader": on("play_card", do("might", amount=2, to="self"),
                           cond={"event": {"type": "unit"}, "other_card": True}),
    # "[Empower] [2] [Empowered][>] I have +1 [M] and [Deflect 2]."
    "Solari Sunhawk": {"static": [empowered(might=1, keywords=[["Deflect", 2]])]},
    # "[Empower] [1][Order] [Empowered][>][>>][Deathknell][>] Play two 1 [M] Recruit unit tokens to your
    # base." (checked as it dies)
    "Noxian Emissary": on("deathknell", do("token", card="Recruit", count=2, where="base"), cond=EMPOWERED),
    # -- spells --------------------------------------------------------------------------------
    # "Kill a gear. [Flow] [4][Fury]"
    "Brittle Steel": spell(do("kill", to="t0"), targets=[{"what": "gear"}]),
    # "[Action] As an additional cost to play this, you may discard 1. Deal 3 to a unit at a battlefield. If
    # you paid the additional cost, deal 5 to it instead."
    "Ruthless Strike": spell(do("if", cond={"paid": "additional"}, then=[do("deal", amount=5, to="t0")],
                                otherwise=[do("deal", amount=3, to="t0")]),
                             targets=[unit(where="battlefield")], additional_cost={"optional": True, "discard": 1}),
    # "Ready a unit and give it [Assault 3] this turn. [Flow] [3][Fury]"
    "Perfect Execution": spell(do("ready", to="t0"), do("keyword", name="Assault", value=3, to="t0"),
                               targets=[unit()]),
    # "Draw 1. [Flow] [2]"
    "Dredge Up": spell(do("draw", amount=1)),
    # "[Reaction] [Predict 5]. Draw 2."
    "Clairvoyance": spell(do("predict", amount=5), do("draw", amount=2)),
    # "Give a unit +6 [M] this turn. [Flow] [4]"
    "Onslaught": spell(do("might", amount=6, to="t0"), targets=[unit()]),
    # "As you play this, you may pay [Body] as an additional cost. Choose a friendly unit and an enemy unit.
    # If you paid the additional cost, give the friendly unit +2 [M] this turn. They deal damage equal to
    # their Mights to each other." (the units deal it: 418.6.b.3)
    "Rampage": spell(do("if", cond={"paid": "additional"}, then=[do("might", amount=2, to="t0")]),
                     do("deal", amount={"might_of": "t0"}, to="t1", by="t0"),
                     do("deal", amount={"might_of": "t1"}, to="t0", by="t1"),
                     targets=[unit(who="friendly"), unit(who="enemy")],
                     additional_cost={"optional": True, "power": ["body"]}),
    # "Choose a unit. Its base Might becomes 5 this turn. [Flow] [3]" (479.2.a)
    "Dragon Form": spell(do("set_might", amount=5, to="t0"), targets=[unit()]),
    # "Kill an enemy Chaos ([Chaos]) unit or gear."
    "Decree of Unity": spell(do("kill", to="t0"), targets=[{"any_of": [
        {"what": "unit", "who": "enemy", "domain": "chaos"}, {"what": "gear", "who": "enemy", "domain": "chaos"}]}]),
    # -- gear ----------------------------------------------------------------------------------
    # "[Empower] [6][Fury] Your units have +1 [M]. If I'm [Empowered], they have +2 [M] instead."
    "Rage Amplifier": {"static": [passive(might=1, to={"who": "friendly"}, **{"if": NOT_EMPOWERED}),
                                  passive(might=2, to={"who": "friendly"}, **{"if": EMPOWERED})]},
    # "This enters exhausted. [E]: Empower another gear." (any gear on the board, 442)
    "Hextech Formula": {"enters_exhausted": True, "abilities": [
        {"cost": {"exhaust": True}, "targets": [{"what": "gear", "other": True}],
         "effects": [do("empower", to="t0")]}]},
    # "[Empower] [2] [E]: Give a unit +2 [M] this turn. If this is [Empowered], give that unit +4 [M] this
    # turn instead." (whether it is Empowered is read as the ability resolves)
    "Tools of Empire": {"abilities": [
        {"cost": {"exhaust": True}, "targets": [unit()],
         "effects": [do("if", cond=EMPOWERED, then=[do("might", amount=4, to="t0")],
                        otherwise=[do("might", amount=2, to="t0")])]}]},
    # -- legends -------------------------------------------------------------------------------
    # "[Action][>] [E]: Give a friendly unit [Tank] this turn."
    "Shen, Eye of Twilight": {"abilities": [
        {"cost": {"exhaust": True}, "timing": "action", "targets": [unit(who="friendly")],
         "effects": [do("keyword", name="Tank", value=1, to="t0")]}]},
    # -- battlefields --------------------------------------------------------------------------
    # "When you conquer here, if you control 4 or fewer runes, you may pay [1] to draw 1."
    "Protective Sands": on("conquer", do("may", cost={"energy": 1}, then=[do("draw", amount=1)]),
                           cond=FOUR_OR_FEWER_RUNES),
    # "When you hold here, [Burn 3]."
    "Shadow Temple": on("hold", do("burn", amount=3)),
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
