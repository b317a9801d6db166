"""Unleashed (UNL), issue 20's first slice: cards whose whole text today's vocabulary says (the engine's
terms, spending XP among them: `spend_xp`, ops/xp.py), grouped by domain, then legends and signature
cards, battlefields and the two tokens whose text is a rule's reminder. Each entry quotes its printed
text (with errata) and the rules it relies on (Core Rules 2026-10-09); `docs/unleashed-plan.md` lists
what is still waiting and why.
"""

from __future__ import annotations

from typing import Any

from game.engine.model.registry import register

from .dsl import do, on, passive, spell, trigger, unit

Data = dict[str, Any]


def level(n: int) -> Data:
    """824.1.b.1: "While you have N or more XP"."""
    return {"xp_at_least": n}


def _sprite(count: int = 1, where: str = "base") -> list[Any]:
    """"Play a ready 3 [M] Sprite unit token with [Temporary]" (the Sprite token, 440)."""
    return do("token", card="Sprite", count=count, where=where, ready=True)


YOUR_OTHER_UNITS_HERE = {"what": "unit", "who": "you", "where": "here", "other": True}


FURY: dict[str, Data] = {
    # "I enter ready. [E]: Give a unit +3 [M] this turn."
    "Arena Kingpin": {"enters_ready": True, "abilities": [
        {"cost": {"exhaust": True}, "targets": [unit()], "effects": [do("might", amount=3, to="t0")]}]},
    # "If you've spent [4] or more to play a spell this turn, I have +4 [M]." (the Energy paid as the spell was
    # finalized, countered or not: Unleashed FAQ)
    "Prepared Neophyte": {"static": [passive(might=4, **{"if": {"spent_this_turn_at_least": 4}})]},
    # "[Ganking] When you play a spell, if you spent [4] or more, ready me."
    "Revna the Lorekeeper": on("play_spell", do("ready", to="self"), cond={"spent_at_least": 4}),
    # "[Hidden] When you play me to a battlefield, deal 2 to an enemy unit here." (played from hiding, he
    # is played at its battlefield, 811.1.d; to base, no trigger)
    "Mischievous Marai": on("play", do("deal", amount=2, to="t0"), targets=[unit(who="enemy", where="here")],
                            cond={"at_battlefield": True}),
    # "[Action] Give a unit [Assault 2] and [Ganking] this turn."
    "Vault Breaker": spell(do("keyword", name="Assault", value=2, to="t0"), do("keyword", name="Ganking", to="t0"),
                           targets=[unit()]),
    # "[Ambush] When you play me, give your other units here [Assault] this turn."
    "Lord Broadmane": on("play", do("keyword", name="Assault", to=YOUR_OTHER_UNITS_HERE)),
    # "[Action] Deal 2 to a unit at a battlefield. If you control a facedown card, deal 4 to it instead."
    # (facedown cards are at battlefields, 811)
    "Monster Harpoon": spell(do("if", cond={"facedown_at_battlefield": True}, then=[do("deal", amount=4, to="t0")],
                                otherwise=[do("deal", amount=2, to="t0")]), targets=[unit(where="battlefield")]),
    # "When I conquer, if you assigned 3 or more excess damage, play two Gold gear tokens exhausted."
    "Yeti Brawler": on("conquer", do("token", card="Gold", count=2, where="base"), cond={"excess_at_least": 3}),
    # "[Ambush] When you play me, you may return a friendly unit at a battlefield to its owner's hand."
    # (383.3.a: the "you may" is decided as the trigger is finalized - choosing no unit is declining)
    "Grim Apothecary": on("play", do("return_to_hand", to="t0"),
                          targets=[unit(who="friendly", where="battlefield", optional=True, may=True)]),
    # "[Deflect] [Ganking] When I move, [Add] [1][A]." (an Add effect of a triggered ability: it goes on
    # the chain like any triggered ability, 430.2)
    "Jhin, Murderous Artist": on("move", do("add", energy=1, power={"any": 1})),
    # "When you hide a card, ready me. When you play a card from face down, deal 2 to an enemy unit." (811; a card
    # played from face down: a unit or gear as it is placed, a spell as it resolves)
    "Katarina, Reckless": {"triggers": {"hide": trigger(do("ready", to="self")),
                                        "play_card": trigger(do("deal", amount=2, to="t0"), targets=[unit(who="enemy")],
                                                             cond={"event": {"hidden": True}})}},
    # "[Fury], [E]: Deal 3 to a unit. Use this ability only while I'm at a battlefield."
    "Xerath, Freed": {"abilities": [{"cost": {"power": ["fury"], "exhaust": True}, "if": {"at_battlefield": True},
                                     "targets": [unit()], "effects": [do("deal", amount=3, to="t0")]}]},
    # "[Accelerate] Your conquer effects for conquering here trigger an additional time. When I conquer, [Buff] a
    # friendly unit." (its own conquer effect too: it triggers twice)
    "Red Brambleback": {"static": [passive(extra_conquer_here=True)],
                        **on("conquer", do("buff", to="t0"), targets=[unit(who="friendly")])},
    # "When I conquer, give a friendly unit +8 [M] this turn."
    "Inviolus Vox": on("conquer", do("might", amount=8, to="t0"), targets=[unit(who="friendly")]),
    # "[Hidden] [Ganking] You may pay [Fury] as an additional cost to play me. When you play me, if you paid
    # the additional cost, ready me and give me +2 [M] this turn."
    "Pyke, Dockside Butcher": {"additional_cost": {"optional": True, "power": ["fury"]},
                               **on("play", do("ready", to="self"), do("might", amount=2, to="self"),
                                    cond={"paid": "additional"})},
}

CALM: dict[str, Data] = {
    # "[Repeat] [2] Look at the top 3 cards of your Main Deck. You may reveal a unit from among them and draw it.
    # Recycle the rest." (repeated: the look happens again, 820)
    "Double Trouble": spell(do("look_draw", look=3, what="unit")),
    # "When you play me, play a 1 [M] Bird unit token with [Deflect] here." (in my base, there)
    "Frisky Hunter": on("play", do("token", card="Bird", where="here")),
    # "[Hunt] When you play me, gain 2 XP."
    "Herald of Spring": on("play", do("xp", amount=2)),
    # "[Backline] When I hold, [Buff] all units here." (427.1.b: those without a buff get one)
    "Enthusiastic Promoter": on("hold", do("buff", to="all_units_here")),
    # "[Shield] When I hold, play a ready 3 [M] Sprite unit token with [Temporary] here."
    "Trevor Snoozebottom": on("hold", _sprite(where="here")),
    # "This enters exhausted. [Reaction][>] [E]: [Add] [A]. [Level 6][>] [>>][Reaction][>] [E]: [Add]
    # [1][A]." (an Add ability can't be reacted to, 430.2; the second one only at Level 6, 824.1.c)
    "Honeyfruit": {"enters_exhausted": True, "abilities": [
        {"cost": {"exhaust": True}, "timing": "reaction", "add": True, "effects": [do("add", power={"any": 1})]},
        {"cost": {"exhaust": True}, "timing": "reaction", "add": True, "if": level(6),
         "effects": [do("add", energy=1, power={"any": 1})]}]},
    # "When I attack or defend, give one of your other units here +3 [M] and [Tank] this turn."
    "Yuumi, Magical Cat": {"triggers": {event: trigger(do("might", amount=3, to="t0"),
                                                       do("keyword", name="Tank", to="t0"),
                                                       targets=[unit(who="you", where="here", other=True)])
                                        for event in ("attack", "defend")}},
    # "[Deflect] While I'm at a battlefield, your other units here have [Deflect]." (yours, not an ally's)
    "Allay, Eager Admirer": {"static": [passive(keywords=[["Deflect", 1]], to={"who": "you", "here": True, "other": True},
                                                **{"if": {"at_battlefield": True}})]},
    # "[Ambush] Enemy units here with less Might than me don't deal combat damage. When I hold, draw 1."
    "Vilemaw": {"static": [passive(no_combat_damage=True, to={"who": "enemy", "here": True},
                                   **{"if": {"weaker_than_source": True}})],
                **on("hold", do("draw", amount=1))},
    # "If a friendly unit died during your Beginning Phase this turn, I enter ready."
    "Shadow Watcher": {"enters_ready": {"died_in_your_beginning": True}},
    # "[Equip] [Calm] Grants: [Level 3][>] I have an additional +1 [M]." (its Might Bonus is +1; the grant's
    # Level reads its controller's XP, 824.1.c)
    "Soul Sword": {"grants": [passive(might=1, **{"if": level(3)})]},
}

MIND: dict[str, Data] = {
    # "[Reaction] [Repeat] [2] Draw 1."
    "Downstage Dramatics": spell(do("draw", amount=1)),
    # "[Shield 2] Your hold effects for holding here trigger an additional time. When I hold, [Add] [A] at the start
    # of your next Main Phase." (a delayed trigger, 393; its own hold effect triggers twice)
    "Blue Sentinel": {"static": [passive(extra_hold_here=True)],
                      "triggers": {"hold": trigger(do("at_next_main", trigger="add")),
                                   "add": trigger(do("add", power={"any": 1}))}},
    # "[Deathknell][>] [Predict 2]."
    "Dramatic Visionary": on("deathknell", do("predict", amount=2)),
    # "[Reaction] Give a unit -4 [M] this turn. [Predict]."
    "Eclipse": spell(do("might", amount=-4, to="t0"), do("predict", amount=1), targets=[unit()]),
    # "When I attack, you may pay [1] to give a unit here -1 [M] this turn." (a cost within instructions
    # next to "you may": decided and paid as the trigger is finalized, Unleashed FAQ; 383.3.b)
    "Icevale Archer": on("attack", do("may", cost={"energy": 1}, then=[do("might", amount=-1, to="t0")]),
                         targets=[unit(where="here")]),
    # "When you play me, look at the top 4 cards of your Main Deck. You may reveal a spell with Energy cost [4] or
    # more from among them and draw it. Recycle the rest."
    "Fate Weaver": on("play", do("look_draw", look=4, what="spell", min_energy=4)),
    # "[Backline] Your [Temporary] effects at my battlefield don't trigger." (816.1.b)
    "LeBlanc, Everywhere at Once": {"static": [passive(no_temporary_here=True)]},
    # "[Hidden] [Backline] Once each turn, when an enemy unit dies while I'm at a battlefield, play a Gold gear token
    # exhausted."
    "Pyke, Returned": {"triggers": {"enemy_dies": {**trigger(do("token", card="Gold", where="base"),
                                                             cond={"at_battlefield": True}), "per_turn": 1}}},
    # "[Reaction] Give a unit -10 [M] this turn."
    "Moonlight Affliction": spell(do("might", amount=-10, to="t0"), targets=[unit()]),
    # "[Deathknell][>] Deal 4 to an enemy unit."
    "Ruined Rex": on("deathknell", do("deal", amount=4, to="t0"), targets=[unit(who="enemy")]),
    # "When another friendly unit dies, give me +2 [M] this turn." (dying with it, or itself, it has left
    # the board and can't trigger, 383.2.c.2)
    "Spectral Centaur": on("friendly_dies", do("might", amount=2, to="self")),
    # "Play two ready 3 [M] Sprite unit tokens with [Temporary]." (to your base or battlefields you
    # control, 186: one choice per token)
    "Sprite Burst": spell(_sprite(count=2, where="choose")),
    # "Give a gear [Temporary]." (no duration: it keeps it; an attached Equipment's granted Temporary is
    # active, Unleashed FAQ: it dies in its controller's Beginning Phase)
    "Turn to Dust": spell(do("keyword", name="Temporary", to="t0", until="always"), targets=[{"what": "gear"}]),
    # "Your token units have +1 [M]." (440)
    "Soul Shepherd": {"static": [passive(might=1, to={"who": "you", "token": True})]},
    # "[Ambush] When you play me, give your other units here [Shield] this turn."
    "Chakram Dancer": on("play", do("keyword", name="Shield", to=YOUR_OTHER_UNITS_HERE)),
    # "When you play me or at the start of your Beginning Phase, play a ready 3 [M] Sprite unit token with
    # [Temporary] to your base."
    "Sprite Queen": {"triggers": {event: trigger(_sprite()) for event in ("play", "start_beginning")}},
    # "[Reaction] [Temporary] When an opponent scores, draw 1." (471: a conquer or a hold)
    "Sumpworks Map": on("opponent_scores", do("draw", amount=1)),
    # "When you draw your second card each turn, give a friendly unit +2 [M] this turn."
    "Frigid Jewel": on("draw_second", do("might", amount=2, to="t0"), targets=[unit(who="friendly")]),
    # "[Temporary] When you play this, play a ready 3 [M] Sprite unit token with [Temporary] to your base.
    # [Deathknell][>] Repeat this gear's play effect."
    "Sprite Fountain": {"triggers": {event: trigger(_sprite()) for event in ("play", "deathknell")}},
}

BODY: dict[str, Data] = {
    # "When you play me, gain 1 XP."
    "Demacian Diplomat": on("play", do("xp", amount=1)),
    # "[Reaction][>] [E]: [Add] [1]."
    "Dragonsoul Sage": {"abilities": [{"cost": {"exhaust": True}, "timing": "reaction", "add": True,
                                       "effects": [do("add", energy=1)]}]},
    # "[Equip] [Body] Grants: [Hunt]." (823.2: granted Hunt adds to the unit's own)
    "Hunter's Machete": {"grants": [passive(keywords=[["Hunt", 1]])]},
    # "[Hunt] Spend 2 XP: [Buff] me." (730.2)
    "Crowd Favorite": {"abilities": [{"cost": {"spend_xp": 2}, "effects": [do("buff", to="self")]}]},
    # "When you play a unit, you may pay [1] to gain 1 XP. Spend 3 XP, [E]: Ready a unit."
    "Blood Rose": {**on("play_card", do("may", cost={"energy": 1}, then=[do("xp", amount=1)]),
                        cond={"event": {"type": "unit"}}),
                   "abilities": [{"cost": {"spend_xp": 3, "exhaust": True}, "targets": [unit()],
                                  "effects": [do("ready", to="t0")]}]},
    # "Choose two units. They deal damage equal to their Mights to each other." (418.6.b.3: each unit deals
    # its damage; one gone as it resolves deals none and takes none, 359.3.e)
    "Clash of Giants": spell(
        do("if", cond={"all": [{"target_chosen": 0}, {"target_chosen": 1}]},
           then=[do("deal", amount={"might_of": "t0"}, to="t1", by="t0"),
                 do("deal", amount={"might_of": "t1"}, to="t0", by="t1")]),
        targets=[unit(), unit(differs=0)]),
    # "When I move to a battlefield, you may move an enemy unit to that battlefield."
    "Irresistible Faefolk": on("move_to_battlefield", do("move", to="t0", dest="self"),
                               targets=[unit(who="enemy", where="elsewhere", optional=True, may=True)]),
    # "I can't move to base." (a move: standard or by an effect; a recall isn't one, 456)
    "Determined Sentry": {"static": [passive(no_move_to_base=True)]},
    # "[Ambush] I can [Ambush] to a battlefield where there are enemy units, even if you don't have units there."
    # (errata; 822.1.d)
    "Rengar, Trophy Hunter": {"ambush_to_enemies": True},
    # "[Hunt 2] I can be played to an occupied battlefield if an enemy unit is alone there. Friendly units can be
    # played to an occupied battlefield if an enemy unit is alone there." (355.2.b)
    "Arachnoid Horror": {"play_where_enemy_alone": True, "static": [passive(units_where_enemy_alone=True)]},
    # "[Accelerate] [Ganking] When I move, gain 1 XP."
    "Nilah, Joyful Ascetic": on("move", do("xp", amount=1)),
    # "[Hunt] When I attack, you may spend 3 XP to deal damage equal to my Might to an enemy unit here."
    # (the ability's damage; the XP spent as the trigger is finalized, 383.3.b)
    "Kha'Zix, Evolving Hunter": on("attack", do("may", cost={"spend_xp": 3}, then=[
        do("deal", amount={"might_of": "self"}, to="t0")]), targets=[unit(who="enemy", where="here")]),
    # "[Deflect] When you play me, if an opponent's score is within 3 points of the Victory Score, ready me
    # and gain 3 XP."
    "Poppy, Paragon": on("play", do("ready", to="self"), do("xp", amount=3), cond={"opponent_within": 3}),
}

CHAOS: dict[str, Data] = {
    # "[Accelerate] When I move to a battlefield, gain 2 XP."
    "Mister Root": on("move_to_battlefield", do("xp", amount=2)),
    # "When you play me, discard 1, then draw 1."
    "Evershade Stalker": on("play", do("discard", amount=1), do("draw", amount=1)),
    # "[Reaction] Discard 1, then draw 2."
    "Lunar Boon": spell(do("discard", amount=1), do("draw", amount=2)),
    # "Spend 3 XP: Give your units here [Ganking] this turn." (me too)
    "Megatusk": {"abilities": [{"cost": {"spend_xp": 3}, "effects": [
        do("keyword", name="Ganking", to={"what": "unit", "who": "you", "where": "here"})]}]},
    # "When you play this, you may move an enemy unit. When you move an enemy unit, you may exhaust this to [Stun] it."
    # (the second: decided and paid as it is finalized, 383.3.b)
    "Blast Cone": {"triggers": {"play": trigger(do("move", to="t0"), targets=[unit(who="enemy", optional=True, may=True)]),
                                "move_enemy": trigger(do("may", cost={"exhaust": True}, then=[do("stun", to="it")]))}},
    # "[Reaction] Return a friendly unit and an enemy unit to their owners' hands."
    "Star-Crossed": spell(do("return_to_hand", to="t0"), do("return_to_hand", to="t1"),
                          targets=[unit(who="friendly"), unit(who="enemy")]),
    # "When another friendly unit dies, gain 1 XP."
    "Vicious Snapjaws": on("friendly_dies", do("xp", amount=1)),
    # "When you play me, return all units with 2 [M] or less to their owners' hands."
    "Angler Beast": on("play", do("return_to_hand", to={"what": "unit", "max_might": 2})),
    # "[Action] [Repeat] [2] [Stun] an attacking enemy unit. If it's already stunned, return it to its
    # owner's hand instead."
    "Existential Dread": spell(do("if", cond={"target_stunned": 0}, then=[do("return_to_hand", to="t0")],
                                  otherwise=[do("stun", to="t0")]),
                               targets=[unit(who="enemy", attacking=True)]),
    # "This enters exhausted. Kill this, [1], [E]: [Predict 2], then draw 1. Gain 1 XP."
    "Scryer's Bloom": {"enters_exhausted": True, "abilities": [
        {"cost": {"kill_self": True, "energy": 1, "exhaust": True},
         "effects": [do("predict", amount=2), do("draw", amount=1), do("xp", amount=1)]}]},
    # "When I attack, you may pay [1] to move an enemy unit here to its base."
    "Sinister Poro": on("attack", do("may", cost={"energy": 1}, then=[do("move_to_base", to="t0")]),
                        targets=[unit(who="enemy", where="here")]),
    # "[Deflect] When an opponent plays a unit while I'm at a battlefield, [Stun] it. They can't move it this turn."
    "Vex, Apathetic": on("opponent_plays_unit", do("stun", to="it"), do("forbid_move", to="it"),
                         cond={"at_battlefield": True}),
    # "[Ambush] When you play a spell, give me +2 [M] this turn."
    "Diana, No Longer Human": on("play_spell", do("might", amount=2, to="self")),
}

ORDER: dict[str, Data] = {
    # "[Assault] [Deathknell][>] Channel 1 rune exhausted."
    "Black Rose Dignitary": on("deathknell", do("channel", amount=1, exhausted=True)),
    # "[Deathknell][>] Play a 1 [M] Bird unit token with [Deflect] to your base."
    "Carrion Dredger": on("deathknell", do("token", card="Bird", where="base")),
    # "[Action] Give a friendly unit +1 [M] this turn and [Stun] an enemy unit at its location."
    "Heroic Charge": spell(do("might", amount=1, to="t0"), do("stun", to="t1"),
                           targets=[unit(who="friendly"), unit(who="enemy", same_place=0)]),
    # "Kill a unit at a battlefield with 3 [M] or less."
    "Soul Harvest": spell(do("kill", to="t0"), targets=[unit(where="battlefield", max_might=3)]),
    # "[E]: Play two [1] [M] Bird unit tokens with [Deflect]. Use this ability only while I'm at a
    # battlefield." (to your base or battlefields you control, 186)
    "Ultrasoft Poro": {"abilities": [{"cost": {"exhaust": True}, "if": {"at_battlefield": True},
                                      "effects": [do("token", card="Bird", count=2, where="choose")]}]},
    # "[Vision] [Action][>] Kill this, [E]: Give a unit +2 [M] this turn."
    "Divining Shells": {"abilities": [{"cost": {"kill_self": True, "exhaust": True}, "timing": "action",
                                       "targets": [unit()], "effects": [do("might", amount=2, to="t0")]}]},
    # "[Reaction] Choose a friendly unit. The next time it would die this turn, heal it, exhaust it, and
    # recall it instead." (a delayed replacement, 367, 391.3)
    "Tactical Retreat": spell(do("save_from_death", to="t0"), targets=[unit(who="friendly")]),
    # "[Ambush] When I attack, [Stun] an enemy unit here."
    "Vi, Peacekeeper": on("attack", do("stun", to="t0"), targets=[unit(who="enemy", where="here")]),
    # "[Deflect] [Tank] I don't deal combat damage."
    "Galio, Indefatigable": {"static": [passive(no_combat_damage=True)]},
    # "You may spend 3 XP as an additional cost to play me. If you do, I cost [3] less. [Ambush] [Tank]" (356.4)
    "Poppy, Defender of the Meek": {"additional_cost": {"optional": True, "spend_xp": 3, "discount": 3}},
    # "When you play this, gain 1 XP. [Equip] - Spend 1 XP" (its Might Bonus +2; 818, 730.2)
    "Shepherd's Heirloom": {"equip_cost": {"spend_xp": 1}, **on("play", do("xp", amount=1))},
    # "Kill all units."
    "The Ruination": spell(do("kill", to={"what": "unit"})),
    # "When you play me, return a Bird, Cat, Dog, or Poro from your trash to your hand." (a card in my
    # trash with one of those tags, 479.2; chosen as the trigger goes on the chain)
    "Starhound": on("play", do("return_from_trash", to="t0"),
                    targets=[{"any_of": [{"what": "trash_card", "tag": t} for t in ("Bird", "Cat", "Dog", "Poro")]}]),
}

LEGENDS: dict[str, Data] = {
    # Vex, Gloomist: "When you or an ally hold, you may exhaust me to draw 1." (decided and paid as it is finalized)
    "Vex, Gloomist": {"triggers": {event: trigger(do("may", cost={"exhaust": True}, then=[do("draw", amount=1)]))
                                   for event in ("hold", "ally_hold")}},
    # Master Yi, Wuju Master: "[Level 6][>] Your units have +1 [M]. [Level 11][>] Your units enter ready."
    "Master Yi, Wuju Master": {"static": [passive(might=1, to={"who": "you"}, **{"if": level(6)}),
                                          passive(others_enter_ready=True, **{"if": level(11)})]},
    # Lilting Lullaby (Lillia's): "[Reaction] Counter a spell. Its controller can't play spells this turn." (its
    # controller read before it leaves the chain)
    "Lilting Lullaby": spell(do("mark", name="no_spells", of="t0"), do("counter", to="t0"), targets=[{"what": "spell"}]),
    # Rengar, Pridestalker: "When you play a unit, give a unit +1 [M] this turn."
    "Rengar, Pridestalker": on("play_card", do("might", amount=1, to="t0"), targets=[unit()],
                               cond={"event": {"type": "unit"}}),
    # Pyke, Bloodharbor Ripper: "[1], [E]: Return a friendly unit at a battlefield to its owner's hand. Play a
    # Gold gear token exhausted."
    "Pyke, Bloodharbor Ripper": {"abilities": [{"cost": {"energy": 1, "exhaust": True},
                                                "targets": [unit(who="friendly", where="battlefield")],
                                                "effects": [do("return_to_hand", to="t0"),
                                                            do("token", card="Gold", where="base")]}]},
    # Vi, Piltover Enforcer: "When you conquer, if you assigned 3 or more excess damage, you may exhaust me to
    # ready a unit." (Unleashed FAQ: the condition, the "you may" and the cost are settled as the trigger is
    # finalized; the chain item is "ready a unit")
    "Vi, Piltover Enforcer": on("conquer", do("may", cost={"exhaust": True}, then=[do("ready", to="t0")]),
                                targets=[unit()], cond={"excess_at_least": 3}),
    # Poppy, Keeper of the Hammer: "When you hold, gain 1 XP. Spend 3 XP, [E]: Draw 1."
    "Poppy, Keeper of the Hammer": {**on("hold", do("xp", amount=1)),
                                    "abilities": [{"cost": {"spend_xp": 3, "exhaust": True},
                                                   "effects": [do("draw", amount=1)]}]},
    # Shadow (Vex's signature unit): "If you play me to a battlefield, I enter ready. [Action][>] [1][A], [E]:
    # [Stun] an enemy unit attacking here."
    "Shadow": {"enters_ready": {"at_battlefield": True},
               "abilities": [{"cost": {"energy": 1, "power": ["any"], "exhaust": True}, "timing": "action",
                              "targets": [unit(who="enemy", where="here", attacking=True)],
                              "effects": [do("stun", to="t0")]}]},
    # Void Assault (Kha'Zix's): "Move a friendly unit, then move an enemy unit. (If they both move to a
    # battlefield you don't control, you're the attacker.)" (each destination chosen as it is played, 355.4)
    "Void Assault": spell(do("move", to="t0"), do("move", to="t1"), targets=[unit(who="friendly"), unit(who="enemy")]),
}

BATTLEFIELDS: dict[str, Data] = {
    # "At the start of each player's Beginning Phase, deal 1 to each unit here. (This happens before scoring.)"
    "Frozen Fortress": on("each_beginning", do("deal", amount=1, to="all_units_here")),
    # "While you control this battlefield, when you play a spell, if you spent [4] or more, [Predict]."
    "Forgotten Library": on("play_spell", do("predict", amount=1), cond={"spent_at_least": 4}),
    # "When you hold here, your non-token units cost [1] more to play this turn." (356.3)
    "Vaults of Helia": on("hold", do("mark", name="units_cost_more", amount=1)),
    # "When you hold here, you may move a unit at a battlefield to its base." (the battlefield's trigger,
    # controlled by the player who holds it)
    "Amateur Recital": on("hold", do("move_to_base", to="t0"),
                          targets=[unit(where="battlefield", optional=True, may=True)]),
    # "When you conquer here, if you assigned 3 or more excess damage, play a 1 [M] Bird unit token with
    # [Deflect]." (to your base or a battlefield you control, 186)
    "Trapping Grounds": on("conquer", do("token", card="Bird", where="choose"), cond={"excess_at_least": 3}),
}

# Tokens whose text is a rule's reminder, with nothing else to do: "A unit may have no more than one buff
# at a time." (427.1.b, the `buff` verb) and the XP Tracker ("Track gained XP here ...": 729.1, ops/xp.py).
TOKENS: dict[str, Data] = {"Buff": {}, "XP Tracker": {}}

SCRIPTS: dict[str, Data] = {**FURY, **CALM, **MIND, **BODY, **CHAOS, **ORDER, **LEGENDS, **BATTLEFIELDS, **TOKENS}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
