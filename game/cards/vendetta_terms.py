"""Vendetta (VEN), issue 21's fourth slice on: cards that needed a term the engine's vocabulary gained for
them (the pairs of the Kinkou: `units_here_exactly`, `no_combat_damage`; ...), or a term of their own
registered here beside them. Each entry quotes its printed text; its test is in
`tests/cards/test_vendetta_terms.py`.
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import BASE, BF, Ctx, State, banish, do, has_tag, might, objs, on, passive, spell, trigger, unit

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


# Morgana, Vindictive: "deal damage to a unit equal to the damage marked on it"
@registry.value("damage_on", "`{\"damage_on\": ref}`: the damage marked on that unit now (0 when it is gone).")
def damage_on(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    found = ref.all(v["damage_on"]) if ref is not None and hasattr(ref, "all") else []
    return st.objs[found[0]].damage if found else 0


# Riven, Shattered: "Deal 2 to it for each Equipment attached to me."
@registry.value("equipment_on_me", "`{\"equipment_on_me\": N}`: N for each Equipment attached to the source.")
def equipment_on_me(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    return int(v["equipment_on_me"]) * sum(1 for o in st.objs.values() if o.extra.get("attached_to") == source
                                           and o.zone in (BASE, BF))


# Noxian Demolitionist: "a gear with Energy cost no more than my Might" (a token costs 0, 185.3.a.1)
@registry.selector("energy_at_most_my_might", "Its Energy cost is no more than the source's Might now.")
def energy_at_most_my_might(st: State, want: Any, oid: int, controller: int, source: int) -> bool:
    cost = 0 if st.objs[oid].token else st.card(oid).energy
    return source in st.objs and (cost <= might(st, source)) == bool(want)


# Ocean Drake: "a non-Dragon unit"
@registry.selector("not_tag", "Without that tag now (479.2: \"a non-Dragon unit\").")
def not_tag(st: State, want: Any, oid: int, controller: int, source: int) -> bool:
    return not has_tag(st, oid, want)


# Crumbling Sands: "if an opponent has played another spell this turn" (played: finalized, 420 - the spell
# countered is not "another")
@registry.condition("opponent_played_other_spell", "`if` step: an opponent finalized a spell this turn other than "
                    "target 0 (\"if an opponent has played another spell this turn\").")
def opponent_played_other_spell(st: State, want: Any, controller: int, source: int, subject: int | None,
                                data: dict[str, Any]) -> bool:
    targets = data.get("_targets") or []
    aside = targets[0] if targets else None
    for q in st.opponents(controller):
        mark = st.players[q].extra.get("finalized")
        ids = mark[1] if mark and mark[0] == st.turn_number else []
        if any(i != aside and i in st.objs and st.table.defs[st.objs[i].card].type == "spell" for i in ids):
            return bool(want)
    return not want


# Keeper of Law: "if you control a battlefield with exactly two units there"
@registry.condition("battlefield_with_two_units", "You control a battlefield with exactly two units there (anyone's).")
def battlefield_with_two_units(st: State, want: Any, controller: int, source: int, subject: int | None,
                               data: dict[str, Any]) -> bool:
    return any(b.controller == controller and sum(1 for x in b.units if st.card(x).type == "unit") == 2
               for b in st.battlefields) == bool(want)


# Nasus, Curator of the Sands: "a unit, gear ... with Energy cost [7] or more"
@registry.condition("event_permanent_cost_at_least", "The event's card (`play_card`) is a unit or gear whose Energy "
                    "cost is N or more (a token's is 0, 185.3.a.1).")
def event_permanent_cost_at_least(st: State, want: Any, controller: int, source: int, subject: int | None,
                                  data: dict[str, Any]) -> bool:
    card = data.get("card")
    if data.get("type") not in ("unit", "gear") or card not in st.objs:
        return False
    return (0 if st.objs[card].token else st.card(card).energy) >= want


# Nasus, Guardian of Knowledge: "Once each turn, when an enemy unit here dies"
@registry.condition("died_here", "`enemy_dies`: the unit died at the source's battlefield.")
def died_here(st: State, want: Any, controller: int, source: int, subject: int | None,
              data: dict[str, Any]) -> bool:
    o = st.objs.get(source)
    return (o is not None and o.zone == BF and data.get("bf") == o.loc) == bool(want)


@registry.condition("once_this_turn", "`name` (a trigger of the source): it hasn't been used this turn, nor is it "
                    "waiting or on the chain (\"once each turn\": played to the chain once each turn).")
def once_this_turn(st: State, want: Any, controller: int, source: int, subject: int | None,
                   data: dict[str, Any]) -> bool:
    o = st.objs.get(source)
    if o is None or o.extra.get("once", {}).get(want) == st.turn_number:
        return False
    waiting = any(t[0] == "trigger" and t[1] == source and t[2] == want for t in st.tasks)
    return not waiting and not any(c.source == source and c.effect == f"trigger:{want}" for c in st.chain)


@registry.verb("used_this_turn", "`name`: note that the source's \"once each turn\" trigger was used this turn.")
def used_this_turn(ctx: Ctx, name: str) -> None:
    if ctx.source in ctx.st.objs:
        w = ctx.st.w(ctx.source)
        w.extra["once"] = {**w.extra.get("once", {}), name: ctx.st.turn_number}


# Ravenbloom Prefect: "you may banish me to banish it"
@registry.verb("banish_me_to_banish_it", "If the source is on the board, banish it (a cost within the instruction) "
               "and then `it` (a permanent still on the board).")
def banish_me_to_banish_it(ctx: Ctx) -> None:
    st = ctx.st
    me = st.objs.get(ctx.source)
    if me is None or me.zone not in (BASE, BF):
        return
    banish(st, ctx.log, ctx.source, by=ctx.controller)
    for oid in objs(ctx, "it"):
        if st.objs[oid].zone in (BASE, BF):
            banish(st, ctx.log, oid, by=ctx.controller)


# Decree of Focus: "a friendly unit that's in combat with an enemy Fury unit or that's being chosen by an enemy
# Fury spell"
@registry.selector("facing_enemy_fury", "In a combat with an enemy Fury unit, or chosen by an enemy Fury spell on "
                   "the chain.")
def facing_enemy_fury(st: State, want: Any, oid: int, controller: int, source: int) -> bool:
    o = st.objs[oid]
    if o.designation and o.zone == BF:
        for u in st.battlefields[o.loc].units:
            x = st.objs[u]
            if x.designation and x.designation != o.designation and x.controller != controller \
                    and "fury" in st.card(u).domains:
                return bool(want)
    for item in st.chain:
        if item.kind == "card" and item.controller != controller and "fury" in st.card(item.source).domains \
                and any(t[0] == oid for t in item.targets):
            return bool(want)
    return not want


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
    # -- rune counts, names in the trash, combat, Might compared ------------------------------
    # "If you control fewer runes than an opponent at the start of your Beginning Phase, give me +1 [M] this turn."
    "Forsaken Baccai": on("start_beginning", do("might", amount=1, to="self"), cond={"fewer_runes_than_opponent": True}),
    # "If you control fewer runes than an opponent at the start of your Beginning Phase, give me +2 [M] and
    # [Ganking] this turn."
    "Oasis Raider": on("start_beginning", do("might", amount=2, to="self"),
                       do("keyword", name="Ganking", value=1, to="self"), cond={"fewer_runes_than_opponent": True}),
    # "[Action] Deal 2 to a unit at a battlefield. This deals 1 Bonus Damage for each card with this name in your
    # trash." (712; itself, on the chain, isn't in the trash: FAQ)
    "Consuming Curse": spell(do("deal", amount={"sum": [2, {"named_in_trash": 1}]}, to="t0"),
                             targets=[unit(where="battlefield")]),
    # "I enter ready if you have a card with my name in your trash." (another copy: FAQ)
    "Shadow Assassin": {"enters_ready": {"named_in_trash": True}},
    # "I cost [2] less for each card with my name in your trash." (other copies: FAQ)
    "Shadowblade Lurker": {"cost_mod": {"energy": {"neg": {"named_in_trash": 2}}}},
    # "[Action] This can't be countered. Deal 4 to an enemy Calm ([Calm]) unit."
    "Decree of Rage": spell(do("deal", amount=4, to="t0"), targets=[unit(who="enemy", domain="calm")],
                            uncounterable=True),
    # "I can't be chosen by enemy spells and abilities unless I'm in combat. When I move to a battlefield, give me
    # +2 [M] this turn."
    "Akali, Silent": on("move_to_battlefield", do("might", amount=2, to="self"),
                        static=[passive(untargetable=True, **{"if": {"in_combat": False}})]),
    # "[Empower] [3][Body] [Empowered][>] I have +3 [M] and can't be dealt damage unless I'm in combat."
    "Ambessa, The Wolf": {"static": [passive(might=3, **{"if": EMPOWERED}),
                                     passive(no_damage=True, **{"if": {"empowered": True, "in_combat": False}})]},
    # "Choose a friendly unit. Kill an enemy unit with less Might than it. [Flow] [5][A][A]" (both Mights read
    # again as it resolves, 359.3.e)
    "Public Execution": spell(do("if", cond={"target_less_might": [1, 0]}, then=[do("kill", to="t1")]),
                              targets=[unit(who="friendly"), unit(who="enemy", less_might_than="t0")]),
    # "[Empower] [1][Order][Order] [Empowered][>] I have [Assault 2]. [Empowered][>] When I attack, kill an enemy
    # unit here with less Might than me."
    "Ambessa, Respected and Feared": on("attack", do("kill", to="t0"),
                                        targets=[unit(where="here", who="enemy", less_might_than="self")],
                                        cond=EMPOWERED, static=[passive(keywords=[["Assault", 2]], **{"if": EMPOWERED})]),
    # "Move a unit with 3 [M] or less. [Flow] [4][Chaos]" (where, chosen as it is played, 355.4)
    "Twilight Step": spell(do("move", to="t0"), targets=[unit(max_might=3)]),
    # "Deal 2 to up to one enemy unit at a battlefield, then move a friendly unit. [Flow] [3][A]" (the friendly
    # unit is the first target slot here: an "up to" slot comes last)
    "Shuriken Flip": spell(do("deal", amount=2, to="t1"), do("move", to="t0"),
                           targets=[unit(who="friendly"), unit(where="battlefield", who="enemy", optional=True)]),
    # -- combat ends, becoming ready -------------------------------------------------------------
    # "When a combat that I was in ends, if I haven't been dealt damage this turn, draw 1."
    "Affectionate Poro": on("combat_ends", do("draw", amount=1), cond={"damaged_this_turn": False}),
    # "When a combat that I was in ends, empower me. [Empowered][>] I have +2 [M]."
    "Mournful Witness": on("combat_ends", do("empower", to="self"), static=[passive(might=2, **{"if": EMPOWERED})]),
    # "When I become ready, give me +2 [M] this turn." (readied by an effect or in the Awaken Phase)
    "Fretful Feline": on("ready_unit", do("might", amount=2, to="self"), cond={"event_self": True}),
    # "When I become ready, choose one to give me this turn — [Assault 2] / [Deflect 2] / [Ganking]" (chosen as
    # it resolves)
    "Jayce, Hammer in Hand": on("ready_unit", do("choose_one", modes={
        "Assault 2": [do("keyword", name="Assault", value=2, to="self")],
        "Deflect 2": [do("keyword", name="Deflect", value=2, to="self")],
        "Ganking": [do("keyword", name="Ganking", value=1, to="self")]}), cond={"event_self": True}),
    # -- cost changes, untargetable, prevention, play restrictions ------------------------------
    # "I cost [2][Order] less if you control a battlefield with exactly two units there."
    "Keeper of Law": {"cost_mod": {"energy": -2, "power_less": ["order"], "if": {"battlefield_with_two_units": True}}},
    # "[Empower] [3] [Empowered][>] Your spells cost [1][A] less, to a minimum of [1]."
    "Applied Researchers": {"static": [passive(cost_mod=-1, cost_power_less=["any"], min=1,
                                               **{"for": "spell", "if": EMPOWERED})]},
    # "Spells with [Flow] you play from your trash cost [2] less, to a minimum of [1]."
    "Stargazer": {"static": [passive(cost_mod=-2, keyword="Flow", from_zone="trash", min=1, **{"for": "spell"})]},
    # "Give a friendly unit +1 [M] this turn. It can't be chosen by enemy spells and abilities this turn. [Flow]
    # [2]"
    "Twilight Shroud": spell(do("might", amount=1, to="t0"), do("untargetable", to="t0"), targets=[unit(who="friendly")]),
    # "While you control 7 or more runes, prevent all damage that enemy spells and abilities would deal to me."
    "Esteemed Hierophant": {"static": [passive(no_enemy_spell_damage=True, **{"if": SEVEN_RUNES})]},
    # "I can't be played on your first, second, or third turns."
    "Ol' Poro": {"play_if": {"not": {"early_own_turn": 3}}},
    # "[Hidden] [Reaction] Choose a battlefield you control and a unit you control at a different location. Move
    # that unit to that battlefield and give it +2 [M] this turn." (errata: its Reaction reminder; the
    # battlefield is named, so nothing is chosen as a destination, 355.4)
    "Resonating Strike": spell(do("move", to="t1", dest="t0"), do("might", amount=2, to="t1"),
                               targets=[{"what": "battlefield", "who": "you"}, unit(who="you", other_place=0)]),
    # "I have [Assault] equal to the number of gear you control."
    "Repair Specialist": {"static": [passive(keywords=[["Assault", {"gear_count": "you"}]])]},
    # "When combat starts here, the attacker and defender each [Add] [1]." (as the combat begins: "when you
    # attack / defend here", 466.2)
    "Threshold of the Gray": {"triggers": {name: trigger(do("add", energy=1)) for name in ("attack", "defend")}},
    # "Ready up to 4 units, gear, and/or runes." (anyone's exhausted ones, chosen as it resolves)
    "Acceleration Gate": spell(do("choose", among={"any_of": [{"what": w, "exhausted": True}
                                                              for w in ("unit", "gear", "rune")]}, count=4, up_to=True),
                               do("ready", to="chosen")),
    # "[Hidden] When you play me from face down, you may empower something here. Disempower it at end of turn."
    # (a delayed trigger about it, 390)
    "Tornado Warrior": {"triggers": {
        "play_card": trigger(do("empower", to="t0"), do("at_end_of_turn", trigger="undo", about="t0"),
                             targets=[{"any_of": [{"what": w, "where": "here"} for w in ("unit", "gear")],
                                       "optional": True, "may": True}],
                             cond={"event": {"hidden": True}, "other_card": False}),
        "undo": trigger(do("disempower", to="it"))}},
    # -- legends reading play, banish and ability events ---------------------------------------
    # "When you play a card from anywhere other than your hand, empower me. [Action][>] Disempower me, [E]: Give a
    # unit [Assault 2] this turn." (the Champion Zone, the trash, facedown, an effect's play: not the hand)
    "Kennen, Heart of the Tempest": {**on("play_card", do("empower", to="self"), cond={"event": {"from_hand": False}}),
                                     "abilities": [{"cost": {"disempower": True, "exhaust": True}, "timing": "action",
                                                    "targets": [unit()],
                                                    "effects": [do("keyword", name="Assault", value=2, to="t0")]}]},
    # "When you banish a card you own, empower me. [Action][>] Disempower me, [E]: Discard 1, then draw 1."
    "Zed, Master of Shadows": {**on("banish_own", do("empower", to="self")),
                               "abilities": [{"cost": {"disempower": True, "exhaust": True}, "timing": "action",
                                              "effects": [do("discard", amount=1), do("draw", amount=1)]}]},
    # "When you play a unit, gear, or activated ability with Energy cost [7] or more, you may exhaust me to ready up
    # to 2 runes." (the printed cost: an Empower [12] reduced by runes is [12]; played: as it resolves, 420.4.a)
    "Nasus, Curator of the Sands": {"triggers": {
        name: trigger(do("may", cost={"exhaust": True}, then=[
            do("choose", among={"what": "rune", "who": "you", "exhausted": True}, count=2, up_to=True),
            do("ready", to="chosen")]), cond=cond)
        for name, cond in (("play_card", {"event_permanent_cost_at_least": 7}),
                           ("play_ability", {"spell_cost_at_least": 7}))}},
    # -- enemy deaths, an opponent's gear, channelling -----------------------------------------
    # "While I'm at a battlefield, players only channel 1 rune at the start of their Channel Phase."
    "Sandstone Chimera": {"static": [passive(channel_only=1, **{"if": {"at_battlefield": True}})]},
    # "When an opponent plays a gear, you may banish me to banish it."
    "Ravenbloom Prefect": on("opponent_plays", do("may", then=[do("banish_me_to_banish_it")]),
                             cond={"event": {"type": "gear"}}),
    # "Once each turn, when an enemy unit here dies, channel 1 rune exhausted."
    "Nasus, Guardian of Knowledge": on("enemy_dies", do("used_this_turn", name="enemy_dies"),
                                       do("channel", amount=1, exhausted=True),
                                       cond={"died_here": True, "once_this_turn": "enemy_dies"}),
    # "Deal 4 to a unit at a battlefield. If you control 7 or more runes, deal 7 to it instead. When it dies this
    # turn, channel 1 rune exhausted."
    "Siphoning Strike": spell(do("this_turn_trigger", trigger="it_dies", about="t0"),
                              do("if", cond=SEVEN_RUNES, then=[do("deal", amount=7, to="t0")],
                                 otherwise=[do("deal", amount=4, to="t0")]),
                              targets=[unit(where="battlefield")],
                              triggers={"it_dies": trigger(do("channel", amount=1, exhausted=True))}),
    # "[Reaction] Choose a friendly unit that's in combat with an enemy Fury ([Fury]) unit or that's being chosen by
    # an enemy Fury spell. Give it +4 [M] this turn."
    "Decree of Focus": spell(do("might", amount=4, to="t0"), targets=[unit(who="friendly", facing_enemy_fury=True)]),
    # "When you play me, draw 1. [Empower] [3] [Empowered][>] Your spells and abilities can't be countered. If a
    # spell or ability you control would give -[M] to a unit it chooses, it gives an additional -1 [M]."
    "Mel, Newly Awakened": on("play", do("draw", amount=1),
                              static=[passive(uncounterable=True, **{"if": EMPOWERED}),
                                      passive(extra_minus=1, **{"if": EMPOWERED})]),
    # "Equip [Body] ([Body]: Attach this to a unit you control.) Grants: I can't be moved by enemy spells and
    # abilities." (printed without brackets: the Equip keyword's ability, 818, scripted as it reads; +2 [M])
    "Jagged Cutlass": {"abilities": [{"name": "Equip", "cost": {"power": ["body"]}, "targets": [unit(who="you")],
                                      "effects": [do("attach", gear="self", to="t0")]}],
                       "grants": [passive(unmovable_by_enemies=True)]},
    # -- own terms -----------------------------------------------------------------------------
    # "[Ambush] When you play me, deal damage to a unit equal to the damage marked on it."
    "Morgana, Vindictive": on("play", do("deal", amount={"damage_on": "t0"}, to="t0"), targets=[unit()]),
    # "[Weaponmaster] When I attack, choose an enemy unit here. Deal 2 to it for each Equipment attached to me."
    "Riven, Shattered": on("attack", do("deal", amount={"equipment_on_me": 2}, to="t0"),
                           targets=[unit(where="here", who="enemy")]),
    # "When I conquer, you may kill a gear with Energy cost no more than my Might."
    "Noxian Demolitionist": on("conquer", do("kill", to="t0"),
                               targets=[{"what": "gear", "energy_at_most_my_might": True, "optional": True, "may": True}]),
    # "You may play me to an open battlefield. When you play me, you may return a non-Dragon unit to its owner's
    # hand." (170.11.c)
    "Ocean Drake": {"play_to_open": True, **on("play", do("return_to_hand", to="t0"),
                                               targets=[unit(not_tag="Dragon", optional=True, may=True)])},
    # "[Reaction] Counter a spell if an opponent has played another spell this turn."
    "Crumbling Sands": spell(do("if", cond={"opponent_played_other_spell": True}, then=[do("counter", to="t0")]),
                             targets=[{"what": "spell"}]),
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
