"""Spiritforged (SFD), issue 19's first slice: cards today's vocabulary already expresses, in card number order
within units, spells, gear, legends and battlefields. Each entry quotes its printed text (with errata, `errata-spiritforged.md`); its test is in
`tests/cards/test_spiritforged_more.py`. `docs/spiritforged-plan.md` lists the SFD cards still to do,
each with the term it needs.
"""

from __future__ import annotations

from game.engine.model.registry import register

from .dsl import do, on, passive, spell, trigger, unit

MECHS = {"who": "friendly", "tag": "Mech"}  # "your Mechs": units you control with the Mech tag
GOLD = "Gold"  # SFD-T03, a gear token: "Kill this, [E]: [Reaction] — [Add] [A]."


def gold(count: int = 1) -> list:
    """"Play a Gold gear token exhausted" (440; a token enters exhausted, 143.4): at its controller's
    base, where a gear is played (440.2.b.1)."""
    return do("token", card=GOLD, count=count, where="base")


SCRIPTS = {
    # -- units ---------------------------------------------------------------------------------
    # "I enter ready."
    "Eager Drakehound": {"enters_ready": True},
    # "You may pay [1][Fury] as an additional cost to play me. When you play me, if you paid the
    # additional cost, deal 2 to a unit at a battlefield."
    "Blast Corps Cadet": {"additional_cost": {"optional": True, "energy": 1, "power": ["fury"]},
                          "triggers": {"play": trigger(do("deal", amount=2, to="t0"),
                                                       targets=[unit(where="battlefield")],
                                                       cond={"paid": "additional"})}},
    # "If you have two or fewer cards in your hand, I enter ready. When I hold, draw 2."
    "Dunebreaker": {"enters_ready": {"hand_at_most": 2}, "triggers": {"hold": trigger(do("draw", amount=2))}},
    # "When you play me, you may kill a gear."
    "Disarming Rake": on("play", do("kill", to="t0"), targets=[{"what": "gear", "optional": True, "may": True}]),
    # "When I move, draw 1."
    "Stellacorn Herder": on("move", do("draw", amount=1)),
    # "When you play me, ready another friendly Mech."
    "Bubble Bot": on("play", do("ready", to="t0"), targets=[unit(who="friendly", tag="Mech", other=True)]),
    # "You may pay [Mind] as an additional cost to play me. When you play me, if you paid the
    # additional cost, give a unit -2 [M] this turn."
    "Frostcoat Cub": {"additional_cost": {"optional": True, "power": ["mind"]},
                      "triggers": {"play": trigger(do("might", amount=-2, to="t0"), targets=[unit()],
                                                   cond={"paid": "additional"})}},
    # "When I conquer, play a Gold gear token exhausted."
    "Plundering Poro": on("conquer", gold()),
    # "When I hold, play two Gold gear tokens exhausted."
    "Eminent Benefactor": on("hold", gold(2)),
    # "[Deathknell] — Play a Gold gear token exhausted."
    "Honest Broker": on("deathknell", gold()),
    # "When you play me, kill an enemy unit with 3 [M] or less."
    "Sandshifter": on("play", do("kill", to="t0"), targets=[unit(who="enemy", max_might=3)]),
    # "When you play me, play four Gold gear tokens exhausted."
    "Trove Golem": on("play", gold(4)),
    # "I enter ready if you control another Dragon."
    "Direwing": {"enters_ready": {"control_tag": "Dragon"}},
    # "Ganking (I can move from battlefield to battlefield.)" (printed without brackets: the keyword, 810)
    # "You may pay [1] as an additional cost to play me. When you play me, if you paid the additional
    # cost, buff me."
    "Sea Monkey": {"additional_cost": {"optional": True, "energy": 1},
                   "triggers": {"play": trigger(do("buff", to="self"), cond={"paid": "additional"})}},
    # "I can't be chosen by enemy spells and abilities."
    "Ruin Runner": {"static": [passive(untargetable=True)]},
    # "When I move, play a Gold gear token exhausted."
    "Treasure Hunter": on("move", gold()),
    # "When you play me, return another friendly unit and an enemy unit to their owners' hands."
    "Beast Below": on("play", do("return_to_hand", to="t0"), do("return_to_hand", to="t1"),
                      targets=[unit(who="friendly", other=True), unit(who="enemy")]),
    # "When you play me, give a unit [Ganking] this turn."
    "Gem Jammer": on("play", do("keyword", name="Ganking", value=1, to="t0"), targets=[unit()]),
    # "Your Mechs have [Deflect] and [Ganking]. I enter ready if you control another Mech."
    "Breakneck Mech": {"static": [passive(keywords=[["Deflect", 1], ["Ganking", 1]], to=MECHS)],
                       "enters_ready": {"control_tag": "Mech"}},
    # "When you play a card from face down, play a Gold gear token exhausted." (811: a hidden card)
    "Black Market Broker": on("play_card", gold(), cond={"event": {"hidden": True}}),
    # -- spells --------------------------------------------------------------------------------
    # "[Action] [Repeat] [2] Stun an attacking unit."
    "Thwonk!": spell(do("stun", to="t0"), targets=[unit(attacking=True)]),
    # "[Hidden] [Action] Deal 3 to a unit at a battlefield. Play a Gold gear token exhausted."
    "Wages of Pain": spell(do("deal", amount=3, to="t0"), gold(), targets=[unit(where="battlefield")]),
    # "[Reaction] [Repeat] [2] Give two friendly units each +1 [M] this turn."
    "Bonds of Strength": spell(do("might", amount=1, to="t0"), do("might", amount=1, to="t1"),
                               targets=[unit(who="friendly"), unit(who="friendly", differs=0)]),
    # "[Reaction] [Repeat] [1][A] Give your Mechs +1 [M] this turn."
    "Danger Zone": spell(do("might", amount=1, to={"what": "unit", "who": "friendly", "tag": "Mech"})),
    # "[Reaction] Give a unit +2 [M] this turn and another unit -2 [M] this turn."
    "Defiant Dance": spell(do("might", amount=2, to="t0"), do("might", amount=-2, to="t1"),
                           targets=[unit(), unit(differs=0)]),
    # "Ready your units."
    "On the Hunt": spell(do("ready", to="friendly_units")),
    # "[Reaction] Draw 3."
    "Premonition": spell(do("draw", amount=3)),
    # "[Action] Give a unit +5 [M] this turn."
    "Punch First": spell(do("might", amount=5, to="t0"), targets=[unit()]),
    # "[Action] Return a gear to its owner's hand."
    "Factory Recall": spell(do("return_to_hand", to="t0"), targets=[{"what": "gear"}]),
    # "[Repeat] [2][Fury] Deal 2 to a unit at a battlefield, then deal 2 to up to one other unit."
    "Piercing Light": spell(do("deal", amount=2, to="t0"), do("deal", amount=2, to="t1"),
                            targets=[unit(where="battlefield"), unit(optional=True, differs=0)]),
    # "[Hidden] Friendly units enter ready this turn. Play a Gold gear token exhausted."
    "Bushwhack": spell(do("mark", name="units_ready"), gold()),
    # -- gear ----------------------------------------------------------------------------------
    # "[Equip] [Calm] Grants: [Tank]"
    "Doran's Shield": {"grants": [passive(keywords=[["Tank", 1]])]},
    # "[Equip] [Fury] Grants: [Assault 2]"
    "Serrated Dirk": {"grants": [passive(keywords=[["Assault", 2]])]},
    # "[Equip] [Body] Grants: [Deflect]"
    "Hexdrinker": {"grants": [passive(keywords=[["Deflect", 1]])]},
    # "[Equip] [Chaos] Grants: [Ganking]"
    "Boots of Swiftness": {"grants": [passive(keywords=[["Ganking", 1]])]},
    # "[Quick-Draw] [Equip] [Mind] Grants: [Shield 2]"
    "Cloth Armor": {"grants": [passive(keywords=[["Shield", 2]])]},
    # "[Equip] [Mind] Grants: I am a Mech." (a tag, layer 1, 479.2)
    "Experimental Hexplate": {"grants": [passive(tags=["Mech"])]},
    # "[Equip] [Calm] Grants: If I would die, kill Guardian Angel instead. Heal me, exhaust me, and
    # recall me." (370.1.a.1)
    "Guardian Angel": {"grants": [passive(replace_die=True)]},
    # "[E]: Give a unit +3 [M] this turn."
    "Heart of Dark Ice": {"abilities": [{"cost": {"exhaust": True}, "targets": [unit()],
                                         "effects": [do("might", amount=3, to="t0")]}]},
    # "When you play this, draw 1. [1][Calm], [E], Kill this: Draw 1."
    "Poro Snax": {"triggers": {"play": trigger(do("draw", amount=1))},
                  "abilities": [{"cost": {"energy": 1, "power": ["calm"], "exhaust": True, "kill_self": True},
                                 "effects": [do("draw", amount=1)]}]},
    # "[Unique] [Equip] [A] Grants: Your spells and abilities deal 3 Bonus Damage (while this is attached)."
    "Rabadon's Deathcrown": {"grants": [passive(bonus_damage=3)]},
    # -- legends -------------------------------------------------------------------------------
    # "Your Mechs have [Shield]."
    "Rumble, Mechanized Menace": {"static": [passive(keywords=[["Shield", 1]], to=MECHS)]},
    # "When one of your units becomes [Mighty], you may exhaust me to channel 1 rune exhausted."
    "Fiora, Grand Duelist": on("unit_mighty", do("may", cost={"exhaust": True},
                                                 then=[do("channel", amount=1, exhausted=True)])),
    # -- battlefields --------------------------------------------------------------------------
    # "When you conquer here, you may pay [1] to play a Gold gear token exhausted."
    "Treasure Hoard": on("conquer", do("may", cost={"energy": 1}, then=[gold()])),
    # "When you hold here, you may pay [A][A][A][A] to score 1 point."
    "Power Nexus": on("hold", do("may", cost={"power": ["any"] * 4}, then=[do("points", amount=1)])),
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
