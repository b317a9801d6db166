"""Origins (OGN): scripts for cards whose whole text the engine's vocabulary covers.

Each entry quotes the printed text (with errata) it implements. Cards not listed here
(and not vanilla or keyword-only) are reported unimplemented and can't be played.
"""

from __future__ import annotations

from game.engine.effects import register

from .dsl import FRIENDLY_UNITS, do, on, passive, spell, trigger, unit

SCRIPTS = {
    # "Deal 4 to a unit at a battlefield. Draw 1."
    "Void Seeker": spell(do("deal", amount=4, to="t0"), do("draw", amount=1),
                         targets=[unit(where="battlefield")]),
    # "At start of your Beginning Phase, draw 1 if you have one or fewer cards in your hand."
    # The trailing "if" is part of the effect, checked as it resolves (383.2.a.1, this card's example).
    "Jinx, Loose Cannon": on("start_beginning", do("if", cond={"hand_at_most": 1}, then=[do("draw", amount=1)])),
    # "When you discard one or more cards, ready me and give me +1 [M] this turn."
    "Jinx, Rebel": on("discard", do("ready", to="self"), do("might", amount=1, to="self")),
    # "[Accelerate] [Assault 2] When you play me, discard 2."
    "Jinx, Demolitionist": on("play", do("discard", amount=2)),
    # "When I attack, deal 5 damage split among any number of enemy units here."
    "Volibear, Furious": on("attack", do("split_deal", amount=5, among="enemy_units_here")),
    # "When I attack, deal damage equal to my Might to an enemy unit here."
    "Yasuo, Remorseful": on("attack", do("deal", amount={"might_of": "self"}, to="t0"),
                            targets=[unit(where="here", who="enemy")]),
    # "[Ganking] The third time I move in a turn, you score 1 point."
    "Yasuo, Windrider": on("move", do("points", amount=1), cond={"moved": 3}),
    # "Deal 6 to each of up to two units."
    "Singularity": spell(do("deal", amount=6, to="t0"), do("deal", amount=6, to="t1"),
                         targets=[unit(optional=True), unit(optional=True, differs=0)]),
    # "[Action] Give a unit [Assault 3] this turn."
    "Cleave": spell(do("keyword", name="Assault", value=3, to="t0"), targets=[unit()]),
    # "[Hidden] [Action] Give a unit [Shield 3] and [Tank] this turn."
    "Block": spell(do("keyword", name="Shield", value=3, to="t0"), do("keyword", name="Tank", to="t0"),
                   targets=[unit()]),
    # "Ready a friendly unit. It deals damage equal to its Might to an enemy unit at a battlefield."
    # (the damage is the unit's, not the spell's: 418.6.b.3; Origins FAQ, Unyielding Spirit)
    "Last Breath": spell(do("ready", to="t0"), do("deal", amount={"might_of": "t0"}, to="t1", by="t0"),
                         targets=[unit(who="friendly"), unit(where="battlefield", who="enemy")]),
    # "[E]: [Reaction] — [Add] [A]. Use only to play spells." (universal power, 135.2.e.5)
    "Kai'Sa, Daughter of the Void": {"abilities": [{"cost": {"exhaust": True}, "timing": "reaction", "add": True,
                                                    "effects": [do("add", power={"any": 1}, only="spell")]}]},
    # "When you kill a stunned enemy unit, you may exhaust this to draw 1."
    "Solari Shrine": {"triggers": {"kill": trigger(do("may", cost={"exhaust": True}, then=[do("draw", amount=1)]),
                                                   cond={"event": {"stunned": True, "enemy": True}})}},
    # "As an additional cost to play me, kill a friendly unit."
    "Cruel Patron": {"additional_cost": {"kill": unit(who="friendly")}},
    # "You may pay [Calm] as an additional cost to play me. When you play me, if you paid the
    # additional cost, draw 1."
    "Clockwork Keeper": {"additional_cost": {"optional": True, "power": ["calm"]},
                         "triggers": {"play": trigger(do("draw", amount=1), cond={"paid": "additional"})}},
    # "While I'm at a battlefield, the Energy costs for spells you play is reduced by [1], to a
    # minimum of [1]."
    "Eager Apprentice": {"static": [passive(cost_mod=-1, min=1, **{"for": "spell", "if": {"at_battlefield": True}})]},
    # "This spell's Energy cost is reduced by the highest Might among units you control.
    # Deal 5 to a unit at a battlefield."
    "Sky Splitter": spell(do("deal", amount=5, to="t0"), targets=[unit(where="battlefield")],
                          cost_mod={"energy": {"neg": {"max_might": "friendly"}}}),
    # "[Hidden] If a friendly unit would die, kill this instead. Heal that unit, exhaust it, and recall it."
    "Zhonya's Hourglass": {"static": [passive(replace_die=True, to=FRIENDLY_UNITS)]},
    # "Recycle 3 from your trash, [1], [E]: Draw 1."
    "Garbage Grabber": {"abilities": [{"cost": {"recycle_trash": 3, "energy": 1, "exhaust": True},
                                       "effects": [do("draw", amount=1)]}]},
    # "[Ganking] Recycle 1 from your trash: Give me +1 [M] this turn."
    "Vi, Destructive": {"abilities": [{"cost": {"recycle_trash": 1},
                                       "effects": [do("might", amount=1, to="self")]}]},
    # "My Might is increased by the number of cards in your trash. At the start of your Beginning
    # Phase, recycle 3 from your trash."
    "Dr. Mundo, Expert": on("start_beginning", do("recycle_trash", amount=3),
                            static=[passive(might={"count": "trash"})]),
    # "[Deathknell] — Discard 2, then draw 2."
    "Undercover Agent": on("deathknell", do("discard", amount=2), do("draw", amount=2)),
    # "When you stun an enemy unit, ready me and give me +1 [M] this turn."
    "Eclipse Herald": on("stun_enemy", do("ready", to="self"), do("might", amount=1, to="self")),
    # "[Hidden] When you play me, give a unit -2 [M] this turn, to a minimum of 1 [M]."
    "Blastcone Fae": on("play", do("might", amount=-2, min=1, to="t0"), targets=[unit()]),
    # "[Hidden] [Action] Buff a friendly unit. Buffs give an additional +1 [M] to friendly units this turn."
    "Stand United": spell(do("buff", to="t0"), do("buff_bonus", amount=1), targets=[unit(who="friendly")]),
    # "While I'm [Mighty], I have [Deflect], [Ganking], and [Shield]."
    "Fiora, Victorious": {"static": [passive(keywords=[["Deflect", 1], ["Ganking", 1], ["Shield", 1]],
                                             **{"if": {"mighty": True}})]},
    # "[Ganking] If I have moved twice this turn, I don't take damage."
    "Kayn, Unleashed": {"static": [passive(no_damage=True, **{"if": {"moved_at_least": 2}})]},
    # "Deal 3 to a unit. Deal 3 to a unit."
    "Falling Star": spell(do("deal", amount=3, to="t0"), do("deal", amount=3, to="t1"),
                          targets=[unit(), unit()]),
    # "I must be assigned combat damage last. [E]: Deal damage equal to my Might to a unit at a
    # battlefield. Use this ability only while I'm at a battlefield."
    "Caitlyn, Patrolling": {"static": [passive(assigned_last=True)],
                            "abilities": [{"cost": {"exhaust": True}, "if": {"at_battlefield": True},
                                           "targets": [unit(where="battlefield")],
                                           "effects": [do("deal", amount={"might_of": "self"}, to="t0")]}]},
    # Legion (812): the dependent text needs another card finalized by you this turn.
    # "[Legion] — I cost [2] less."
    "Noxus Hopeful": {"cost_mod": {"energy": -2, "if": {"legion": True}}},
    # "[Legion] — When you play me, give a unit +2 [M] this turn."
    "Dangerous Duo": on("play", do("might", amount=2, to="t0"), targets=[unit()], cond={"legion": True}),
    # "[Legion] — When you play me, discard 2, then draw 2."
    "Scrapyard Champion": on("play", do("discard", amount=2), do("draw", amount=2), cond={"legion": True}),
    # "[Legion] — When you play me, buff me."
    "Trifarian Gloryseeker": on("play", do("buff", to="self"), cond={"legion": True}),
    # "[Legion] — When you play me, ready me. Other friendly units have +1 [M] here."
    "Darius, Executioner": on("play", do("ready", to="self"), cond={"legion": True},
                              static=[passive(might=1, to={"who": "friendly", "other": True, "here": True})]),
    # "[Legion] — When you play me, play two 1 [M] Recruit unit tokens here."
    "Vanguard Captain": on("play", do("token", card="Recruit", count=2, where="here"), cond={"legion": True}),
    # "[Assault 2] When you kill a unit with a spell, you may pay [1][Fury] to play me from your trash."
    "Immortal Phoenix": {"triggers": {"kill": {**trigger(do("may", cost={"energy": 1, "power": [["fury"]]},
                                                           then=[do("play_self")]),
                                                        cond={"event": {"spell": True}}), "from": "trash"}}},
    # "[Hidden] When you play me, you may choose a unit you control at another location. Move me to
    # its location and it to my original location." (errata)
    "Tideturner": on("play", do("swap", to="t0"),
                     targets=[unit(where="elsewhere", who="you", other=True, optional=True, may=True)]),
    # Battlefields --------------------------------------------------------------------------
    # "When you hold here, draw 1."
    "Grove of the God-Willow": on("hold", do("draw", amount=1)),
    # "When you hold here, buff a unit here."
    "Navori Fighting Pit": on("hold", do("buff", to="t0"), targets=[unit(where="here")]),
    # "When you hold here, you may channel 1 rune exhausted."
    "Startipped Peak": on("hold", do("may", then=[do("channel", amount=1, exhausted=True)])),
    # "Units here have +1 [M]. (This includes attackers.)"
    "Trifarian War Camp": {"static": [passive(might=1, to={"here": True})]},
    # "Units here have [Ganking]."
    "Windswept Hillock": {"static": [passive(keywords=[["Ganking", 1]], to={"here": True})]},
    # "When you hold here, play a 1 [M] Recruit unit token in your base."
    "Altar to Unity": on("hold", do("token", card="Recruit", count=1, where="base")),
    # "Increase the points needed to win the game by 1."
    "Aspirant's Climb": {"static": [passive(victory_score=1)]},
    # "Spells and abilities deal 1 Bonus Damage to units here."
    "Void Gate": {"static": [passive(bonus_damage_here=1)]},
    # "Units can't move from here to base."
    "Vilemaw's Lair": {"static": [passive(no_move_to_base=True)]},
    # "When you hold here, if you have 7+ units here, you win the game."
    "The Grand Plaza": on("hold", do("win"), cond={"units_here_at_least": 7}),
    # "At the start of each player's first Beginning Phase, that player channels 1 rune."
    "Obelisk of Power": on("first_beginning", do("channel", amount=1)),
    # "At the start of each player's first Beginning Phase, that player gains 1 point."
    "The Arena's Greatest": on("first_beginning", do("points", amount=1)),
    # "When you conquer here, you must recycle one of your runes. (This doesn't choose anything.)"
    "Sigil of the Storm": on("conquer", do("recycle_rune", amount=1)),
    # "When you defend here, choose a unit. It gains [Shield 2] this combat."
    "Fortified Position": on("defend", do("keyword", name="Shield", value=2, to="t0", until="combat"),
                             targets=[unit()]),
    # "When you defend here, you may move a friendly unit here to base."
    "Reaver's Row": on("defend", do("move_to_base", to="t0"),
                       targets=[unit(where="here", who="friendly", optional=True, may=True)]),
    # "When you conquer here, you may spend a buff to draw 1."
    "Monastery of Hirana": on("conquer", do("may", cost={"spend_buff": True},
                                            then=[do("spend_buff"), do("draw", amount=1)])),
    # "When you conquer here, ready up to 2 runes at the end of this turn."
    "Targon's Peak": {"triggers": {"conquer": trigger(do("at_end_of_turn", trigger="end_of_turn")),
                                   "end_of_turn": trigger(do("ready_runes", amount=2))}},
    # "When you hold here, you may return your Chosen Champion from your trash to your Champion
    # Zone if it is empty."
    "Hallowed Tomb": on("hold", do("may", then=[do("return_champion")])),
    # "When a unit moves from here, give it +1 [M] this turn."
    "Back-Alley Bar": {"triggers": {"moves_from": trigger(do("might", amount=1, to="it"))}},
    # "You may hide an additional card here."
    "Bandle Tree": {"static": [passive(extra_hidden=1)]},
    # "When you hold here, activate the conquer effects of units here."
    "Reckoner's Arena": on("hold", do("conquer_effects_here")),
    # "When you conquer here, look at the top two cards of your Main Deck. You may recycle one or
    # both of them. Put those you don't back in any order."
    "The Candlelit Sanctum": on("conquer", do("sanctum", look=2)),
    # "When a player chooses a friendly unit here with a spell for the first time each turn, they draw 1."
    "The Dreaming Tree": {"triggers": {"chosen_here": trigger(do("draw", amount=1))}},
    # "When you conquer here, discard 1, then draw 1."
    "Zaun Warrens": on("conquer", do("discard", amount=1), do("draw", amount=1)),
    # "You may play me to an open battlefield." (170.11.c: unoccupied and uncontrolled)
    "Sneaky Deckhand": {"play_to_open": True},
    # "[Vision] You may play me to an open battlefield."
    "Sai Scout": {"play_to_open": True},
    # "You may play me to an open battlefield. Friendly units may be played to open battlefields."
    "Miss Fortune, Buccaneer": {"play_to_open": True, "static": [passive(units_to_open=True)]},
    # "If an opponent's score is within 3 points of the Victory Score, I enter ready. Stunned enemy
    # units here have -8 [M], to a minimum of 1 [M]." (a passive's limit is not snapshotted, 479.4.b:
    # it applies after the decreases it depends on, 480-481)
    "Leona, Zealot": {"enters_ready": {"opponent_within": 3},
                      "static": [passive(might=-8, min=1, to={"who": "enemy", "here": True, "stunned": True})]},
    # "Choose a friendly unit. This turn, increase its Might to the Might of another friendly unit."
    # (snapshotted when it resolves, 479.4.b; never by a negative amount, 479.4.c)
    "Convergent Mutation": spell(do("might_up_to", amount={"might_of": "t1"}, to="t0"),
                                 targets=[unit(who="friendly"), unit(who="friendly", differs=0)]),
    # "Take a turn after this one. Banish this." (734-738: an Additional Turn; the spell banishes
    # itself as its last instruction instead of going to the trash)
    "Time Warp": spell(do("extra_turn"), do("banish", to="self")),
    # "[Action] Double a friendly unit's Might this turn. Give it [Temporary]." (433, 479.4.c)
    "Last Stand": spell(do("double", to="t0"), do("keyword", name="Temporary", to="t0", until="always"),
                        targets=[unit(who="friendly")]),
    # "[Reaction] Gain control of a spell. You may make new choices for it." (750-755)
    "Mystic Reversal": spell(do("gain_control", to="t0"), do("new_choices", of="t0"), targets=[{"what": "spell"}]),
}

# "[E]: [Reaction] — [Add] [<domain>]." (the Seals) and "[E]: [Reaction] — [Add] [1]." (Energy Conduit)
for _seal, _domain in (("Rage", "fury"), ("Focus", "calm"), ("Insight", "mind"), ("Strength", "body"),
                       ("Discord", "chaos"), ("Unity", "order")):
    SCRIPTS[f"Seal of {_seal}"] = {"abilities": [{"cost": {"exhaust": True}, "timing": "reaction", "add": True,
                                                  "effects": [do("add", power={_domain: 1})]}]}
SCRIPTS["Energy Conduit"] = {"abilities": [{"cost": {"exhaust": True}, "timing": "reaction", "add": True,
                                            "effects": [do("add", energy=1)]}]}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
