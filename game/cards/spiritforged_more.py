"""Spiritforged (SFD), issue 19's first slice: cards today's vocabulary already expresses, in card number order
within units, spells, gear and battlefields. Each entry quotes its printed text (with errata, `errata-spiritforged.md`); its test is in
`tests/cards/test_spiritforged_more.py`. `docs/spiritforged-plan.md` lists the SFD cards still to do,
each with the term it needs.
"""

from __future__ import annotations

from game.engine.registry import register

from .dsl import do, on, passive, spell, trigger, unit

GOLD = "Gold"  # SFD-T03, a gear token: "Kill this, [E]: [Reaction] — [Add] [A]."


def gold(count: int = 1) -> list:
    """"Play a Gold gear token exhausted" (439; a token enters exhausted, 143.4): at its controller's
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
    # -- gear ----------------------------------------------------------------------------------
    # "[Equip] [Calm] Grants: [Tank]"
    "Doran's Shield": {"grants": [passive(keywords=[["Tank", 1]])]},
    # -- battlefields --------------------------------------------------------------------------
    # "When you conquer here, you may pay [1] to play a Gold gear token exhausted."
    "Treasure Hoard": on("conquer", do("may", cost={"energy": 1}, then=[gold()])),
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
