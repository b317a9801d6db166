"""Origins (OGN): the champions, rares, legends and signature cards of issue 18's first slice -
the cards whose whole text (with errata) the engine's vocabulary already expresses.

Each entry quotes the printed text it implements (reminder text left out; keywords such as
[Accelerate], [Tank] and [Hidden] come from the card data). `docs/origins-plan.md` lists the
Origins cards still waiting, each with the term it needs.
"""

from __future__ import annotations

from game.engine.effects import register

from .dsl import do, on, passive, spell, trigger, unit

FRIENDLY_OTHERS_HERE = {"who": "friendly", "other": True, "here": True}

FURY = {
    # "When you discard me, you may pay [Fury] to play me." (a "you may pay" is decided as the
    # trigger is finalized, 383.3.b; the card is played from the trash as part of the resolution,
    # 420: to its base or a battlefield its player controls, exhausted, 143.4)
    "Flame Chompers": {"triggers": {"discarded": trigger(do("may", cost={"power": ["fury"]},
                                                             then=[do("play_self")]))}},
    # "[Accelerate] When I conquer, draw 1."
    "Kai'Sa, Survivor": on("conquer", do("draw", amount=1)),
}

CALM = {
    # "When I hold, you score 1 point." (470.2: "score N points" is gaining points)
    "Ahri, Alluring": on("hold", do("points", amount=1)),
    # "[Shield] [Tank] Other friendly units here have [Shield]."
    "Taric, Protector": {"static": [passive(keywords=[["Shield", 1]], to=FRIENDLY_OTHERS_HERE)]},
    # "[Accelerate] [Deathknell] — Channel 2 runes exhausted and draw 1."
    "Tasty Faefolk": on("deathknell", do("channel", amount=2, exhausted=True), do("draw", amount=1)),
    # "When you play me, give a unit +8 [M] this turn."
    "Whiteflame Protector": on("play", do("might", amount=8, to="t0"), targets=[unit()]),
}

MIND = {
    # "Kill a friendly unit or gear, [E]: [Action] — [Add] [A][A]." (an Add ability resolves as
    # soon as it is finalized, 430.2)
    "Malzahar, Fanatic": {"abilities": [{
        "cost": {"kill": {"any_of": [unit(who="friendly"), {"what": "gear", "who": "friendly"}]}, "exhaust": True},
        "timing": "action", "add": True, "effects": [do("add", power={"any": 2})]}]},
    # "Draw 4."
    "Progress Day": spell(do("draw", amount=4)),
    # "[Accelerate] When you play me, give enemy units -3 [M] this turn, to a minimum of 1 [M]."
    # (each unit's minimum is snapshotted as the effect is applied, 479.4.b)
    "Thousand-Tailed Watcher": on("play", do("might", amount=-3, min=1, to={"what": "unit", "who": "enemy"})),
    # "When I attack or defend, give an enemy unit here -2 [M] this turn, to a minimum of 1 [M]."
    "Ahri, Inquisitive": {"triggers": {
        event: trigger(do("might", amount=-2, min=1, to="t0"), targets=[unit(where="here", who="enemy")])
        for event in ("attack", "defend")}},
    # "Exhaust all friendly units, then deal 12 to ALL units at battlefields."
    "Unchecked Power": spell(do("exhaust", to={"what": "unit", "who": "friendly"}),
                             do("deal", amount=12, to="units_at_battlefields")),
}

BODY = {
    # "When I attack, deal 3 to all enemy units here."
    "Anivia, Primal": on("attack", do("deal", amount=3, to="enemy_units_here")),
    # "When you play me, choose an enemy unit at a battlefield. We deal damage equal to our Mights
    # to each other." (Might as it is now, never below 0, 143.2.c; both read before either deals)
    # (the damage is the units', not the ability's: 418.6.b.3; Origins FAQ, Unyielding Spirit)
    "Carnivorous Snapvine": on("play", do("deal", amount={"might_of": "self"}, to="t0", by="self"),
                               do("deal", amount={"might_of": "t0"}, to="self", by="t0"),
                               targets=[unit(where="battlefield", who="enemy")]),
    # "[Accelerate] Other buffed friendly units at my battlefield have +2 [M]."
    "Lee Sin, Centered": {"static": [passive(might=2, to=FRIENDLY_OTHERS_HERE, **{"if": {"buffed": True}})]},
    # "[Action] Give a unit +7 [M] this turn."
    "Primal Strength": spell(do("might", amount=7, to="t0"), targets=[unit()]),
    # "When I'm played and when I conquer, buff me. Spend my buff: Give me +4 [M] this turn."
    "Sett, Brawler": {"triggers": {"play": trigger(do("buff", to="self")),
                                   "conquer": trigger(do("buff", to="self"))},
                      "abilities": [{"cost": {"spend_buff": True}, "effects": [do("might", amount=4, to="self")]}]},
}

CHAOS = {
    # "[Deathknell] — Deal 4 to all units at my battlefield." (where I died, 808.1.d.3)
    "Kog'Maw, Caustic": on("deathknell", do("deal", amount=4, to="all_units_here")),
    # "[Tank] When you play me, move a unit from a battlefield to its base."
    "Maddened Marauder": on("play", do("move_to_base", to="t0"), targets=[unit(where="battlefield")]),
    # "I cost [1] less for each card in your trash." (356.4.g: counted as the cost is worked out;
    # never below [0], 356.4.c.2)
    "Rhasa the Sunderer": {"cost_mod": {"energy": {"neg": {"count": "trash"}}}},
    # "[Hidden] When you play me, give me +3 [M] this turn."
    "Teemo, Scout": on("play", do("might", amount=3, to="self")),
}

ORDER = {
    # "[Action] Give friendly units +5 [M] this turn."
    "Grand Strategem": spell(do("might", amount=5, to="friendly_units")),
    # "When you play me, kill an enemy unit."
    "Harnessed Dragon": on("play", do("kill", to="t0"), targets=[unit(who="enemy")]),
    # "[Shield] When I attack, stun an enemy unit here."
    "Leona, Determined": on("attack", do("stun", to="t0"), targets=[unit(where="here", who="enemy")]),
    # "[Deathknell] — Play three 1 [M] Recruit unit tokens into your base."
    "Machine Evangel": on("deathknell", do("token", card="Recruit", count=3, where="base")),
}

LEGENDS = {
    # Darius: "[E]: [Reaction], [Legion] — [Add] [1]." (812: a card played by you this turn; a
    # legend is no card played, so any card counts)
    "Darius, Hand of Noxus": {"abilities": [{"cost": {"exhaust": True}, "timing": "reaction", "add": True,
                                             "if": {"legion": True}, "effects": [do("add", energy=1)]}]},
    # Lee Sin: "[1], [E]: Buff a friendly unit."
    "Lee Sin, Blind Monk": {"abilities": [{"cost": {"energy": 1, "exhaust": True}, "targets": [unit(who="friendly")],
                                           "effects": [do("buff", to="t0")]}]},
    # Viktor: "[1], [E]: Play a 1 [M] Recruit unit token." (to your base or a battlefield you
    # control, 143.4)
    "Viktor, Herald of the Arcane": {"abilities": [{"cost": {"energy": 1, "exhaust": True},
                                                    "effects": [do("token", card="Recruit", where="choose")]}]},
    # Miss Fortune: "[E]: Give a unit [Ganking] this turn."
    "Miss Fortune, Bounty Hunter": {"abilities": [{"cost": {"exhaust": True}, "targets": [unit()],
                                                   "effects": [do("keyword", name="Ganking", to="t0")]}]},
}

SIGNATURES = {
    # Kai'Sa: "Deal 2 to a unit." six times (Spiritforged errata: every target chosen as it is
    # played, the same unit or different ones; Deflect is paid for each time it is chosen, 809.1.c)
    "Icathian Rain": spell(*(do("deal", amount=2, to=f"t{i}") for i in range(6)), targets=[unit() for _ in range(6)]),
    # Viktor: "[Reaction] Choose a battlefield. Give friendly units there +1 [M] this turn and enemy
    # units there -1 [M] this turn, to a minimum of 1 [M]."
    "Siphon Power": spell(do("might", amount=1, to={"units_at": "t0", "who": "friendly"}),
                          do("might", amount=-1, min=1, to={"units_at": "t0", "who": "enemy"}),
                          targets=[{"what": "battlefield"}]),
    # Sett: "Buff a friendly unit in your base, then move it to a battlefield." (a unit in its base
    # moves to a battlefield open to it, 144)
    "Showstopper": spell(do("buff", to="t0"), do("move", to="t0"), targets=[unit(where="base", who="you")]),
}

SCRIPTS = {**FURY, **CALM, **MIND, **BODY, **CHAOS, **ORDER, **LEGENDS, **SIGNATURES}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
