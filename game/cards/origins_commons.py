"""Origins (OGN) commons and uncommons, domain by domain.

Each entry quotes the printed text it implements (reminder text left out); keywords such as
[Tank], [Hidden], [Action] and [Reaction] come from the card data.
"""

from __future__ import annotations

from game.engine.effects import register

from .dsl import FRIENDLY_UNITS, do, on, passive, spell, trigger, unit

AT_BF = unit(where="battlefield")

FURY = {
    # "Deal 3 to a unit at a battlefield."
    "Hextech Ray": spell(do("deal", amount=3, to="t0"), targets=[AT_BF]),
    # "When you play me, discard 1."
    "Chemtech Enforcer": on("play", do("discard", amount=1)),
    # "Other friendly units here have [Assault]."
    "Captain Farron": {"static": [passive(keywords=[["Assault", 1]], to={"who": "friendly", "other": True, "here": True})]},
    # "If you've discarded a card this turn, I have [Assault] and [Ganking]."
    "Raging Soul": {"static": [passive(keywords=[["Assault", 1], ["Ganking", 1]], **{"if": {"discarded_this_turn": True}})]},
    # "Other friendly units enter ready."
    "Magma Wurm": {"static": [passive(others_enter_ready=True)]},
    # "[E]: [Legion] — The next unit you play this turn enters ready."
    "Sun Disc": {"abilities": [{"cost": {"exhaust": True}, "if": {"legion": True},
                                "effects": [do("mark", name="next_unit_ready")]}]},
    # "This enters exhausted. [E]: Deal 2 to a unit at a battlefield."
    "Iron Ballista": {"enters_exhausted": True,
                      "abilities": [{"cost": {"exhaust": True}, "targets": [AT_BF], "effects": [do("deal", amount=2, to="t0")]}]},
    # "As you play me, you may discard 1 as an additional cost. If you do, reduce my cost by [2]."
    "Brazen Buccaneer": {"additional_cost": {"optional": True, "discard": 1, "energy": -2}},
    # "Kill all gear."
    "Thermo Beam": spell(do("kill", to={"what": "gear"})),
}

MIND = {
    # "Deal 6 to a unit at a battlefield."
    "Falling Comet": spell(do("deal", amount=6, to="t0"), targets=[AT_BF]),
    # "Draw 2."
    "Consult the Past": spell(do("draw", amount=2)),
    # "Give a unit -4 [M] this turn, to a minimum of 1 [M]."
    "Smoke Screen": spell(do("might", amount=-4, min=1, to="t0"), targets=[unit()]),
    # "Give a unit -1 [M] this turn, to a minimum of 1 [M]. Draw 1."
    "Stupefy": spell(do("might", amount=-1, min=1, to="t0"), do("draw", amount=1), targets=[unit()]),
    # "When you play me, draw 1."
    "Lecturing Yordle": on("play", do("draw", amount=1)),
    # "When you play me, deal 6 to an enemy unit at a battlefield."
    "Riptide Rex": on("play", do("deal", amount=6, to="t0"), targets=[unit(where="battlefield", who="enemy")]),
    # "[Deathknell] — Draw 1."
    "Watchful Sentry": on("deathknell", do("draw", amount=1)),
    # "Play a ready 3 [M] Sprite unit token with [Temporary]."
    "Sprite Call": spell(do("token", card="Sprite", count=1, where="choose", ready=True)),
    # "When you play me, play a ready 3 [M] Sprite unit token with [Temporary] here."
    "Sprite Mother": on("play", do("token", card="Sprite", count=1, where="here", ready=True)),
    # "Return a friendly unit to its owner's hand. Its owner channels 1 rune exhausted."
    "Retreat": spell(do("return_to_hand", to="t0"), do("channel", amount=1, exhausted=True, of="t0"),
                     targets=[unit(who="friendly")]),
    # "When you play a gear, ready me."
    "Pit Crew": on("play_card", do("ready", to="self"), cond={"event": {"type": "gear"}}),
    # "Banish a friendly unit, then its owner plays it to their base, ignoring its cost."
    "Portal Rescue": spell(do("banish", to="t0"), do("play_free", card="t0", where="base"),
                           targets=[unit(who="friendly")]),
    # "When you play a spell, give me +1 [M] this turn."
    "Ravenbloom Student": on("play_spell", do("might", amount=1, to="self")),
    # "At the start of your Beginning Phase, if you control a facedown card at a battlefield, draw 1."
    "Mushroom Pouch": on("start_beginning", do("draw", amount=1), cond={"facedown_at_battlefield": True}),
    # "Other friendly units have [Vision]."
    "Gemcraft Seer": {"static": [passive(keywords=[["Vision", 1]], to={"who": "friendly", "other": True})]},
    # "[E]: Give a unit -1 [M] this turn, to a minimum of 1 [M]."
    "Orb of Regret": {"abilities": [{"cost": {"exhaust": True}, "targets": [unit()],
                                     "effects": [do("might", amount=-1, min=1, to="t0")]}]},
}

BODY = {
    # "Deal 1 to all units at battlefields."
    "Flurry of Blades": spell(do("deal", amount=1, to="units_at_battlefields")),
    # "Choose a friendly unit and an enemy unit. They deal damage equal to their Mights to each other."
    # (the units deal it, not Challenge: 418.6.b.3, the rule's own example)
    "Challenge": spell(do("deal", amount={"might_of": "t0"}, to="t1", by="t0"),
                       do("deal", amount={"might_of": "t1"}, to="t0", by="t1"),
                       targets=[unit(who="friendly"), unit(who="enemy")]),
    # "When I attack, deal 1 to an enemy unit here."
    "Crackshot Corsair": on("attack", do("deal", amount=1, to="t0"), targets=[unit(where="here", who="enemy")]),
    # "While I'm buffed, I have [Ganking]."
    "Bilgewater Bully": {"static": [passive(keywords=[["Ganking", 1]], **{"if": {"buffed": True}})]},
    # "[E]: Buff an exhausted friendly unit."
    "Arena Bar": {"abilities": [{"cost": {"exhaust": True}, "targets": [unit(who="friendly", exhausted=True)],
                                 "effects": [do("buff", to="t0")]}]},
    # "Channel 1 rune exhausted. If you can't, draw 1."
    "Mobilize": spell(do("channel", amount=1, exhausted=True, short_draw=1)),
    # "Channel 2 runes exhausted. If you couldn't channel 2 runes this way, draw 1."
    "Catalyst of Aeons": spell(do("channel", amount=2, exhausted=True, short_draw=1)),
    # "Prevent all spell and ability damage this turn."
    "Unyielding Spirit": spell(do("prevent_spell_damage")),
    # "When you play another unit, buff me."
    "Cithria of Cloudfield": on("play_card", do("buff", to="self"),
                                cond={"all": [{"event": {"type": "unit"}}, {"other_card": True}]}),
    # "Your Dragons' Energy costs are reduced by [2], to a minimum of [1]."
    "Herald of Scales": {"static": [passive(cost_mod=-2, min=1, tag="Dragon", **{"for": "unit"})]},
    # "When I attack, give me +2 [M] this turn if there is a ready enemy unit here."
    # The trailing "if" is part of the effect, checked as it resolves (383.2.a.1).
    "Dune Drake": on("attack", do("if", cond={"enemy_ready_here": True}, then=[do("might", amount=2, to="self")])),
    # "Units you play this turn enter ready. Draw 1."
    "Confront": spell(do("mark", name="units_ready"), do("draw", amount=1)),
    # "When you play me, you may spend a buff to buff me and ready me."
    "Wildclaw Shaman": on("play", do("may", cost={"spend_buff": True},
                                     then=[do("spend_buff"), do("buff", to="self"), do("ready", to="self")])),
    # "Deal 2 to all enemy units in combat."
    "Cannon Barrage": spell(do("deal", amount=2, to={"what": "unit", "who": "enemy", "in_combat": True})),
    # "If an enemy unit has died this turn, this costs [2] less. Draw 2."
    "Spoils of War": spell(do("draw", amount=2), cost_mod={"energy": -2, "if": {"enemy_unit_died": True}}),
    # "When you ready a friendly unit, give it +1 [M] this turn."
    "Pirate's Haven": on("ready_unit", do("might", amount=1, to="it")),
    # "As you play this, you may spend a buff as an additional cost. If you do, ignore this spell's
    # cost. Ready a unit."
    "Wallop": spell(do("ready", to="t0"), targets=[unit()],
                    additional_cost={"optional": True, "spend_buff": True, "ignore_cost": True}),
    # "When you play me, ready another unit."
    "First Mate": on("play", do("ready", to="t0"), targets=[unit(other=True)]),
    # "When you play me, buff another friendly unit."
    "Pit Rookie": on("play", do("buff", to="t0"), targets=[unit(who="friendly", other=True)]),
    # "When you play me, channel 1 rune exhausted."
    "Stormclaw Ursine": on("play", do("channel", amount=1, exhausted=True)),
    # "When you play me, buff up to two other friendly units."
    "Kinkou Monk": on("play", do("buff", to="t0"), do("buff", to="t1"),
                      targets=[unit(who="friendly", other=True, optional=True),
                               unit(who="friendly", other=True, optional=True, differs=0)]),
}

CALM = {
    # "Stun a unit."
    "Rune Prison": spell(do("stun", to="t0"), targets=[unit()]),
    # "When you play me, stun a unit."
    "Solari Shieldbearer": on("play", do("stun", to="t0"), targets=[unit()]),
    # "While I'm attacking or defending alone, I have +2 [M]."
    "Wielder of Water": {"static": [passive(might=2, **{"if": {"combat_alone": True}})]},
    # "While I'm buffed, I have an additional +1 [M]."
    "Wizened Elder": {"static": [passive(might=1, **{"if": {"buffed": True}})]},
    # "When you play this, buff a friendly unit. Friendly buffed units have [Deflect] if they didn't already."
    "Spirit's Refuge": {"triggers": {"play": {"targets": [unit(who="friendly")], "effects": [do("buff", to="t0")]}},
                        "static": [passive(keywords=[["Deflect", 1]], to=FRIENDLY_UNITS,
                                           **{"if": {"all": [{"buffed": True}, {"not": {"own_keyword": "Deflect"}}]}})]},
    # "When you play me, if you control a Poro, buff me and draw 1."
    "Poro Herder": on("play", do("buff", to="self"), do("draw", amount=1), cond={"control_tag": "Poro"}),
    # "Counter a spell that costs no more than [4] and no more than [A]."
    "Defy": spell(do("counter", to="t0"), targets=[{"what": "spell", "max_energy": 4, "max_power": 1}]),
    # "Give a friendly unit +1 [M] this turn, then an additional +1 [M] this turn if it is the
    # only unit you control there."
    "En Garde": spell(do("might", amount=1, to="t0"),
                      do("if", cond={"target_alone": 0}, then=[do("might", amount=1, to="t0")]),
                      targets=[unit(who="friendly")]),
    # "When I conquer, you may kill a gear. If you do, buff me."
    "Adaptatron": on("conquer", do("if", cond={"target_chosen": 0}, then=[do("kill", to="t0"), do("buff", to="self")]),
                     targets=[{"what": "gear", "optional": True, "may": True}]),
    # "If an opponent's score is within 3 points of the Victory Score, this costs [2] less. Draw 1
    # and channel 1 rune exhausted."
    "Find Your Center": spell(do("draw", amount=1), do("channel", amount=1, exhausted=True),
                              cost_mod={"energy": -2, "if": {"opponent_within": 3}}),
    # "When a friendly unit attacks or defends alone, give it +1 [M] this turn."
    "Mask of Foresight": on("alone_in_combat", do("might", amount=1, to="it")),
    # "As an additional cost to play this, you may exhaust a friendly unit. If you do, draw 2.
    # Otherwise, draw 1."
    "Meditation": spell(do("if", cond={"paid": "additional"}, then=[do("draw", amount=2)],
                           otherwise=[do("draw", amount=1)]),
                        additional_cost={"optional": True, "exhaust_unit": True}),
    # "Move an enemy unit."
    "Charm": spell(do("move", to="t0"), targets=[unit(who="enemy")]),
    # "Counter a spell."
    "Wind Wall": spell(do("counter", to="t0"), targets=[{"what": "spell"}]),
    # "Give a unit +2 [M] this turn. Draw 1."
    "Discipline": spell(do("might", amount=2, to="t0"), do("draw", amount=1), targets=[unit()]),
}

CHAOS = {
    # "Return a unit at a battlefield to its owner's hand."
    "Rebuke": spell(do("return_to_hand", to="t0"), targets=[AT_BF]),
    # "Return a unit at a battlefield with 3 [M] or less to its owner's hand."
    "Gust": spell(do("return_to_hand", to="t0"), targets=[unit(where="battlefield", max_might=3)]),
    # "Return a unit from your trash to your hand."
    "Morbid Return": spell(do("return_from_trash", to="t0"), targets=[{"what": "trash_unit"}]),
    # "When you play me, return a unit from your trash to your hand."
    "Cemetery Attendant": on("play", do("return_from_trash", to="t0"), targets=[{"what": "trash_unit"}]),
    # "Move a unit from a battlefield to its base."
    "Fight or Flight": spell(do("move_to_base", to="t0"), targets=[AT_BF]),
    # "[1], [E]: Move a friendly unit at a battlefield to its base."
    "The Syren": {"abilities": [{"cost": {"energy": 1, "exhaust": True}, "targets": [unit(where="battlefield", who="friendly")],
                                 "effects": [do("move_to_base", to="t0")]}]},
    # "When you play me, return another unit at a battlefield to its owner's hand."
    "Zaunite Bouncer": on("play", do("return_to_hand", to="t0"), targets=[unit(where="battlefield", other=True)]),
    # "When you play a card from [Hidden], give me +2 [M] this turn."
    "Ember Monk": on("play_card", do("might", amount=2, to="self"), cond={"event": {"hidden": True}}),
    # "Look at the top 3 cards of your Main Deck. Put 1 into your hand and recycle the rest."
    "Stacked Deck": spell(do("look_keep", look=3, keep=1)),
    # "Give a unit at a battlefield or a gear [Temporary]."
    "Fading Memories": spell(do("keyword", name="Temporary", to="t0", until="always"),
                             targets=[{"any_of": [AT_BF, {"what": "gear"}]}]),
    # "Each player kills one of their gear."
    "Acceptable Losses": spell(do("each_player_kills", what="gear")),
    # "When this is played, discarded, or killed, draw 1."
    "Scrapheap": {"triggers": {"play": {"effects": [do("draw", amount=1)]},
                               "discarded": {"effects": [do("draw", amount=1)]},
                               "deathknell": {"effects": [do("draw", amount=1)]}}},
    # "When this leaves the board, draw 1 and channel 1 rune exhausted. [Chaos], [E]: Kill this."
    "Treasure Trove": {"triggers": {"leaves": {"effects": [do("draw", amount=1), do("channel", amount=1, exhausted=True)]}},
                       "abilities": [{"cost": {"power": ["chaos"], "exhaust": True}, "effects": [do("kill", to="self")]}]},
    # "Starting with the next player, each player may return a unit to its owner's hand."
    "Whirlwind": spell(do("each_may_return")),
    # "Move a friendly unit and ready it."
    "Ride the Wind": spell(do("move", to="t0"), do("ready", to="t0"), targets=[unit(who="friendly")]),
    # "[E]: Return another friendly gear, unit, or facedown card to its owner's hand."
    "Pack of Wonders": {"abilities": [{"cost": {"exhaust": True}, "effects": [do("return_to_hand", to="t0")],
                                       "targets": [{"any_of": [unit(who="friendly", other=True),
                                                               {"what": "gear", "who": "friendly", "other": True},
                                                               {"what": "facedown", "who": "you"}]}]}]},
    # "When I move, discard 1, then draw 1."
    "Traveling Merchant": on("move", do("discard", amount=1), do("draw", amount=1)),
}

ORDER = {
    # "Kill a unit."
    "Vengeance": spell(do("kill", to="t0"), targets=[unit()]),
    # "Kill a unit at a battlefield. Its controller draws 2."
    "Hidden Blade": spell(do("kill", to="t0"), do("draw", amount=2, of="t0"), targets=[AT_BF]),
    # "You may kill up to one gear. Draw 1."
    "Salvage": spell(do("kill", to="t0"), do("draw", amount=1), targets=[{"what": "gear", "optional": True}]),
    # "When you play me, play a 1 [M] Recruit unit token here."
    "Faithful Manufactor": on("play", do("token", card="Recruit", count=1, where="here")),
    # "[Deathknell] — Channel 1 rune exhausted."
    "Soaring Scout": on("deathknell", do("channel", amount=1, exhausted=True)),
    # "When you play me, choose an enemy unit. If it is stunned, kill it. Otherwise, stun it."
    "Solari Chief": on("play", do("if", cond={"target_stunned": 0}, then=[do("kill", to="t0")],
                                  otherwise=[do("stun", to="t0")]), targets=[unit(who="enemy")]),
    # "Stun a friendly unit and an enemy unit at the same battlefield."
    "Facebreaker": spell(do("stun", to="t0"), do("stun", to="t1"),
                         targets=[unit(where="battlefield", who="friendly"),
                                  unit(where="battlefield", who="enemy", same_place=0)]),
    # "As you play this, you may spend a buff as an additional cost. If you do, ignore this spell's
    # cost. Give a unit +3 [M] this turn."
    "Call to Glory": spell(do("might", amount=3, to="t0"), targets=[unit()],
                           additional_cost={"optional": True, "spend_buff": True, "ignore_cost": True}),
    # "Each player kills one of their units."
    "Cull the Weak": spell(do("each_player_kills", what="unit")),
    # "When any unit takes damage this turn, kill it."
    "Imperial Decree": spell(do("this_turn_trigger", trigger="unit_damaged"),
                             triggers={"unit_damaged": trigger(do("kill", to="it"))}),
    # "When a buffed friendly unit dies, buff another friendly unit."
    "Vanguard Helm": on("friendly_dies", do("buff", to="t0"), targets=[unit(who="friendly")],
                        cond={"event": {"buffed": True}}),
    # "When you play me, you may play a unit costing no more than [3] and no more than [A] from your
    # trash, ignoring its cost."
    "Spectral Matron": on("play", do("play_free", card="t0"),
                          targets=[{"what": "trash_unit", "max_energy": 3, "max_power": 1, "optional": True, "may": True}]),
    # "When you play this, play a 1 [M] Recruit unit token at your base. Kill this: Recycle up to 4
    # cards from trashes."
    "Forge of the Future": {"triggers": {"play": {"effects": [do("token", card="Recruit", count=1, where="base")]}},
                            "abilities": [{"cost": {"kill_self": True}, "effects": [do("recycle_trashes", amount=4)]}]},
    # "Give two friendly units each +2 [M] this turn."
    "Back to Back": spell(do("might", amount=2, to="t0"), do("might", amount=2, to="t1"),
                          targets=[unit(who="friendly"), unit(who="friendly", differs=0)]),
    # "When I move to a battlefield, play a 1 [M] Recruit unit token here."
    "Noxian Drummer": on("move", do("token", card="Recruit", count=1, where="here"), cond={"at_battlefield": True}),
    # "When you play me, buff me. Then, if I am at a battlefield, buff all other friendly units there."
    "Peak Guardian": on("play", do("buff", to="self"),
                        do("buff", to={"what": "unit", "who": "friendly", "where": "here", "other": True})),
}

SCRIPTS = {**FURY, **MIND, **BODY, **CALM, **CHAOS, **ORDER}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
