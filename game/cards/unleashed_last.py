"""Unleashed (UNL), issue 20's last slice: cards the engine's later terms say (win a combat, 468.3; a card's own
cost change in tiers; "when it dies / wins a combat this turn", 392; granted triggers, 718.3; ...). Each entry
quotes its printed text (with errata) and the rules it relies on (Core Rules 2026-10-09); `docs/unleashed-plan.md`
lists what is still waiting and why.
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import (
    ALL,
    BF,
    Ctx,
    State,
    ask_cards,
    ask_option,
    banish,
    do,
    location,
    might,
    objs,
    on,
    passive,
    run_verb,
    spell,
    to_hand,
    trigger,
    unit,
    units_at,
)

Data = dict[str, Any]


def level(n: int) -> Data:
    """824.1.b.1: "While you have N or more XP"."""
    return {"xp_at_least": n}


def level_band(low: int, high: int) -> Data:
    """[Level low], not yet [Level high] (the higher level's effect applies "instead")."""
    return {"all": [level(low), {"not": level(high)}]}


# Atakhan: "When I attack, the defender must kill one of their units here." - the defending player chooses (355.10:
# a choice of another player, as it resolves) and kills it.
def _defender_here(st: State, source: int) -> int:
    """The defending player of the combat at the source's battlefield, else -1."""
    sd = st.showdown
    return sd.defender if sd is not None and sd.combat and sd.bf == location(st, source) else -1


@registry.verb("defender_chooses_own_unit_here", "The defender of the combat at the source's battlefield chooses "
               "one of their units there (`chosen`; none to choose: nothing).")
def defender_chooses_own_unit_here(ctx: Ctx) -> bool | None:
    d = _defender_here(ctx.st, ctx.source)
    pool = [u for u in units_at(ctx.st, ctx.source) if ctx.st.objs[u].controller == d] if d >= 0 else []
    return ask_cards(ctx, d, pool, 1) if pool else None


@registry.verb("defender_kills_chosen", "The defender of the combat at the source's battlefield kills the unit "
               "`defender_chooses_own_unit_here` chose (the kill is theirs).")
def defender_kills_chosen(ctx: Ctx) -> bool | None:
    d = _defender_here(ctx.st, ctx.source)
    if d < 0:
        return None
    them = Ctx(ctx.st, ctx.log, d, ctx.source, ctx.targets, ctx.item, ctx.data, ctx.spell)
    return run_verb(them, "kill", to="chosen")


# Bone Skewer: "Choose a battlefield. An opponent reveals their hand. You may choose a unit from it. They play that
# unit to that battlefield, ignoring any and all costs. If they do, then do this: [Stun] it." - the revealed hand is
# known to all (425), so the unit is chosen by name (no id of a card in another player's hand reaches anyone, 128;
# as Sabotage); "an opponent": chosen as it resolves when there are several
NONE_CHOSEN = "Choose none"


def _reveal_hand(ctx: Ctx, player: int) -> None:
    """`player` reveals their hand (425): known to all, logged by name."""
    st = ctx.st
    ctx.log.add("reveal", f"{st.players[player].name} reveals their hand: "
                f"{', '.join(st.name(c) for c in st.players[player].hand) or 'nothing'}", ALL, player=player)


PULLED = {"rival_unit_from_hand": {"to": "t0", "stunned": True}}  # what the bot reads of the two verbs below


@registry.verb("skewer_reveal", "An opponent (chosen as it resolves when there are several) reveals their hand "
               "(425); you may choose a unit from it by name; they play it to the battlefield target 0 ignoring any "
               "and all costs (356.5.a), and if they do it is stunned.", gist=PULLED)
def skewer_reveal(ctx: Ctx) -> bool | None:
    opponents = ctx.st.opponents(ctx.controller)
    names = [ctx.st.players[q].name for q in opponents]
    branches = {name: [do("_skewer_hand", player=q)] for name, q in zip(names, opponents, strict=True)}
    return ask_option(ctx, ctx.controller, names, branches)


@registry.verb("_skewer_hand", "Bone Skewer: one opponent's hand revealed; you may choose a unit from it by name.")
def _skewer_hand(ctx: Ctx, player: int) -> bool | None:
    st = ctx.st
    hand = st.players[player].hand
    _reveal_hand(ctx, player)
    names = sorted({st.name(c) for c in hand if st.card(c).type == "unit"})
    if not names:
        return None
    branches = {name: [do("_skewer_play", player=player, name=name)] for name in names}
    return ask_option(ctx, ctx.controller, [*names, NONE_CHOSEN], branches, {"purpose": "play_from_hand"})


@registry.verb("_skewer_play", "Bone Skewer: the chosen unit's owner plays it to the chosen battlefield ignoring any "
               "and all costs; if they do, it is stunned.", gist=PULLED)
def _skewer_play(ctx: Ctx, player: int, name: str) -> bool | None:
    st = ctx.st
    card = next((c for c in st.players[player].hand if st.name(c) == name and st.card(c).type == "unit"), None)
    field = next(iter(objs(ctx, "t0")), None)
    at = location(st, field) if field is not None else -1
    if card is None or at < 0:
        return None
    them = Ctx(st, ctx.log, player, ctx.source, ctx.targets, ctx.item, {**ctx.data, "chosen": [card]}, ctx.spell)
    if run_verb(them, "play_free", card="chosen", where=at, paid=True) is False:  # 356.5.a: no cost; [Accelerate]
        assert st.pending is not None  # asked first: the stun waits for the answer
        st.pending.data["tail"] = [*st.pending.data.get("tail", []), do("_skewer_stun", card=card)]
        return False
    return _skewer_stun(ctx, card)


@registry.verb("_skewer_stun", "Bone Skewer: \"If they do, then do this: [Stun] it.\" (the unit it had played, if on "
               "a battlefield).")
def _skewer_stun(ctx: Ctx, card: int) -> bool | None:
    st = ctx.st
    if card in st.objs and st.objs[card].zone == BF:  # "If they do, then do this: [Stun] it."
        return run_verb(Ctx(st, ctx.log, ctx.controller, ctx.source, ctx.targets, ctx.item,
                            {**ctx.data, "chosen": [card]}, ctx.spell), "stun", to="chosen")
    return None


# Ashe, Focused: "When you play me, choose an opponent. They reveal their hand. Choose a card revealed this way and
# banish it. When they hold, return it to their hand (even if I'm no longer on the board)." - chosen by name, as
# Sabotage (the revealed hand is known to all, 425; no id of a card in a hand reaches anyone, 128)
@registry.verb("ashe_reveal_banish", "The `player` a step chose reveals their hand (425); you choose a card from it "
               "by name and it is banished (`chosen`).")
def ashe_reveal_banish(ctx: Ctx) -> bool | None:
    st = ctx.st
    player = int(ctx.data.get("player", -1))
    if player < 0:
        return None
    hand = st.players[player].hand
    _reveal_hand(ctx, player)
    names = sorted({st.name(c) for c in hand})
    branches = {name: [do("_ashe_banish", player=player, name=name)] for name in names}
    return ask_option(ctx, ctx.controller, names, branches, {"purpose": "banish_from_hand"})


@registry.verb("_ashe_banish", "Ashe, Focused: the card chosen by name from the revealed hand is banished.")
def _ashe_banish(ctx: Ctx, player: int, name: str) -> None:
    card = next((c for c in ctx.st.players[player].hand if ctx.st.name(c) == name), None)
    if card is not None:
        banish(ctx.st, ctx.log, card)
        ctx.data["chosen"] = [card]


@registry.verb("return_from_banishment", "`to`: a card still in its owner's banishment goes to their hand.")
def return_from_banishment(ctx: Ctx, to: str = "it") -> None:
    for card in objs(ctx, to):
        if ctx.st.objs[card].zone == "banishment":
            ctx.log.add("return", f"{ctx.st.name(card)} returns to its owner's hand", ALL, card=card)
            to_hand(ctx.st, card)


@registry.verb("reveal_player_hand", "The `player` a step chose reveals their hand (425; logged by name).")
def reveal_player_hand(ctx: Ctx) -> None:
    player = int(ctx.data.get("player", -1))
    if player >= 0:
        _reveal_hand(ctx, player)


# LeBlanc, Deceiver: "... to play a ready Reflection unit token there" - the battlefield conquered or held (the
# event's `it`); a token play the replacements of token plays see (Zilean, Time Mage: two Reflections, both copies
# then, Unleashed FAQ)
@registry.verb("reflection_there", "Play a ready Reflection unit token at the battlefield the event was about (`it`: "
               "the one conquered or held), offered to the replacements of a token play first.")
def reflection_there(ctx: Ctx) -> bool | None:
    field = next(iter(objs(ctx, "it")), None)
    at = location(ctx.st, field) if field is not None else -1
    if at >= 0:
        return run_verb(ctx, "_token_at", card="Reflection", count=1, at=at, ready=True)
    return None


# Tricksy Tentacles: "Move any number of enemy units with the same controller and a total Might of 8 or less to a
# single location." - a group of targets (355.11): as it resolves, if the group no longer fits (a Might raised, a
# controller changed), its controller chooses one of the largest legal subsets (355.11.b, as Fox-Fire)
@registry.verb("same_controller_subset", "`most`: the spell's targets still legal, as a group (355.11.b): all of them "
               "when they have one controller and a total Might of `most` or less, else the controller chooses one of "
               "the largest subsets that do (`chosen`); the other targets are then left out (`keep_chosen`).")
def same_controller_subset(ctx: Ctx, most: int) -> bool | None:
    st = ctx.st
    group = [t for t in ctx.targets if t is not None and t in st.objs]
    owners: dict[int, list[int]] = {}
    for t in group:
        owners.setdefault(st.objs[t].controller, []).append(t)
    subsets: dict[tuple[int, ...], None] = {}
    for units in owners.values():
        fits = [frozenset(u for i, u in enumerate(units) if mask >> i & 1) for mask in range(1 << len(units))]
        fits = [f for f in fits if sum(max(0, might(st, u)) for u in f) <= most]
        for f in fits:
            if not any(f < other for other in fits):  # 355.11.b.1: none left out that would still fit
                subsets[tuple(sorted(f))] = None
    found = [list(f) for f in subsets if f] or [[]]
    return ask_cards(ctx, ctx.controller, group, groups=found)


@registry.verb("keep_chosen", "The spell's targets not `chosen` by the step before are left out (355.11.b).")
def keep_chosen(ctx: Ctx) -> None:
    kept = set(ctx.data.get("chosen", []))
    ctx.targets[:] = [t if t in kept else None for t in ctx.targets]


UNITS: dict[str, Data] = {
    # Nidalee, Cat Form: "[Ambush] When I win a combat, draw 1. (I win if I remain after combat.)" (468.3.c: a unit
    # of the player who won, there)
    "Nidalee, Cat Form": on("win_combat", do("draw", amount=1)),
    # Master Yi, Unstoppable: "[Level 3][>] I cost [2][Calm] less. [Level 6][>] I cost [4][Calm][Calm] less
    # instead. [Level 11][>] I cost [6][Calm][Calm][Calm] less instead. [Level 16][>] I can't be chosen by enemy
    # spells and abilities." (356.4: each tier while its level holds and no higher one does)
    "Master Yi, Unstoppable": {
        "cost_mod": [{"energy": -2, "power_less": ["calm"], "if": level_band(3, 6)},
                     {"energy": -4, "power_less": ["calm"] * 2, "if": level_band(6, 11)},
                     {"energy": -6, "power_less": ["calm"] * 3, "if": level(11)}],
        "static": [passive(untargetable=True, **{"if": level(16)})]},
    # Lillia, Protector of Dreams: "When you play a token unit, give me +1 [M] this turn. Your token units have
    # [Tank]." (each token unit an effect of yours plays, 186)
    "Lillia, Protector of Dreams": on("play_token", do("might", amount=1, to="self"),
                                      static=[passive(keywords=[["Tank", 1]], to={"who": "you", "token": True})]),
    # Nami, Headstrong: "You may pay [Calm] as an additional cost to play me. When you play me, if you paid the
    # additional cost, [Stun] an enemy unit. When I hold, the next time you play a unit this turn, ready it and
    # [Buff] it." (a delayed trigger, 392: once)
    "Nami, Headstrong": {"additional_cost": {"optional": True, "power": ["calm"]}, "triggers": {
        "play": trigger(do("stun", to="t0"), targets=[unit(who="enemy")], cond={"paid": "additional"}),
        "hold": trigger(do("this_turn_trigger", trigger="next_unit_played")),
        "next_unit_played": trigger(do("ready", to="it"), do("buff", to="it"))}},
    # Undying Legion: "[Legion][>] You may play me from your trash for [3][Fury]. (Get the effect if you've played
    # another card this turn.)" (812.1.c; the cost replaces its own, 356.1.a)
    "Undying Legion": {"from_trash": {"cost": {"energy": 3, "power": ["fury"]}, "if": {"legion": True}}},
    # Jhin, Meticulous Killer: "[Vision] If you've spent [4] or more to play a spell this turn, you may play me for
    # [Mind]." (356.1.a; the Energy paid as a spell was finalized, countered or not: Unleashed FAQ, ruling 351)
    "Jhin, Meticulous Killer": {"alt_cost": {"cost": {"power": ["mind"]}, "if": {"spent_this_turn_at_least": 4}}},
    # Atakhan: "You may kill a friendly unit as an additional cost to play me. If you do, I cost [1] less for each
    # Energy it costs and [Order] less for each Power it costs. [Ganking] When I attack, the defender must kill one
    # of their units here." (356.4: its printed costs; a token's are 0)
    "Atakhan": {"additional_cost": {"optional": True, "kill": {"what": "unit", "who": "friendly"},
                                    "kill_discount": "order"},
                **on("attack", do("defender_chooses_own_unit_here"), do("defender_kills_chosen"))},
    # Ashe, Focused: "When you play me, choose an opponent. They reveal their hand. Choose a card revealed this way
    # and banish it. When they hold, return it to their hand (even if I'm no longer on the board)." (a delayed
    # trigger that waits for that player's next hold, 392)
    "Ashe, Focused": {"triggers": {
        "play": trigger(do("choose_player", who="opponents"), do("ashe_reveal_banish"),
                        do("await_event", trigger="returned", event="hold", about="chosen")),
        "returned": trigger(do("return_from_banishment", to="it"))}},
    # Scuttle Crab: "(Units with 0 [M] can conquer and hold.) When you play me, draw 1. [Deathknell][>] Choose an
    # opponent. They reveal their hand. You can look at their facedown cards this turn. Gain 1 XP."
    "Scuttle Crab": {"triggers": {
        "play": trigger(do("draw", amount=1)),
        "deathknell": trigger(do("choose_player", who="opponents"), do("reveal_player_hand"), do("see_facedown"),
                              do("xp", amount=1))}},
    # Syndra, Transcendent: "While I'm in a showdown, your spells have [Repeat] [2][Chaos]." (a showdown at her
    # battlefield, a combat's too; 820)
    "Syndra, Transcendent": {"static": [passive(spells_repeat={"energy": 2, "power": ["chaos"]},
                                                **{"if": {"showdown_here": True}})]},
}

SPELLS: dict[str, Data] = {
    # Deadly Flourish: "Deal 3 to an enemy unit. When it dies this turn, play a Gold gear token exhausted." (a
    # delayed trigger about that unit, 392: it may die later this turn too)
    "Deadly Flourish": spell(do("this_turn_trigger", trigger="it_dies", about="t0"), do("deal", amount=3, to="t0"),
                             targets=[unit(who="enemy")],
                             triggers={"it_dies": trigger(do("token", card="Gold", count=1, where="base"))}),
    # Smite: "[Action] Deal 3 to a unit at a battlefield. If it would die this turn, banish it instead." (a
    # replacement for the turn, set before the damage: ruling 364)
    "Smite": spell(do("banish_if_dies", to="t0"), do("deal", amount=3, to="t0"), targets=[unit(where="battlefield")]),
    # Conscription: "You may spend 5 XP as an additional cost to play this. Choose an enemy unit at a battlefield
    # with 3 [M] or less. If you paid the additional cost, choose any enemy unit at a battlefield instead. Take
    # control of it, exhaust it, and recall it." (190; recalled to its new controller's base, 456)
    "Conscription": spell(do("take_control", to="t0"), do("exhaust", to="t0"), do("recall", to="t0"),
                          targets=[unit(who="enemy", where="battlefield", max_might=3)],
                          additional_cost={"optional": True, "spend_xp": 5},
                          paid_targets=[unit(who="enemy", where="battlefield")]),
    # Flurry of Feathers: "[Reaction] Choose one — Counter a spell. / Play four 1 [M] Bird unit tokens with
    # [Deflect]." (the mode chosen as it is played, 355.3; the tokens to your base or a battlefield you control,
    # ruling 363)
    "Flurry of Feathers": {"modes": {
        "counter": {"targets": [{"what": "spell"}], "effects": [do("counter", to="t0")]},
        "birds": {"effects": [do("token", card="Bird", count=4, where="choose")]}}},
    # Disposal Order: "[Reaction] Choose one — Choose up to 3 cards from opponents' trashes. Their owners recycle
    # them. / Draw 1." (355.3; the cards are targets, 355)
    "Disposal Order": {"modes": {
        "recycle": {"targets": [{"what": "enemy_trash_card", "optional": True},
                                {"what": "enemy_trash_card", "optional": True, "differs": 0},
                                {"what": "enemy_trash_card", "optional": True, "differs": [0, 1]}],
                    "effects": [do("recycle", to="t0"), do("recycle", to="t1"), do("recycle", to="t2")]},
        "draw": {"effects": [do("draw", amount=1)]}}},
    # Square Up: "[Repeat] — Discard 1 (You may pay the additional cost to repeat this spell's effect.) Give a unit
    # [Assault 4] this turn." (820: each execution its own target, 820.2.a)
    "Square Up": spell(do("keyword", name="Assault", value=4, to="t0"), targets=[unit()], repeat_cost={"discard": 1}),
    # Bone Skewer: "[Hidden] Choose a battlefield. An opponent reveals their hand. You may choose a unit from it. They
    # play that unit to that battlefield, ignoring any and all costs. If they do, then do this: [Stun] it." (errata)
    "Bone Skewer": spell(do("skewer_reveal"), targets=[{"what": "battlefield"}]),
    # Tricksy Tentacles: "Move any number of enemy units with the same controller and a total Might of 8 or less to
    # a single location." (355.11 group targets; the location chosen as it is played, 355.4; at least one unit: a
    # play with none would do nothing)
    "Tricksy Tentacles": spell(do("same_controller_subset", most=8), do("keep_chosen"), do("move", to="targets"),
                               targets=[unit(who="enemy", group_might=8)] + [
                                   unit(who="enemy", group_might=8, same_controller=0, optional=True, may=True)] * 7),
    # Grim Resolve: "[Action] Give a friendly unit +3 [M] this turn. When it wins a combat this turn, gain 2 XP."
    "Grim Resolve": spell(do("might", amount=3, to="t0"), do("this_turn_trigger", trigger="it_wins_combat", about="t0"),
                          targets=[unit(who="friendly")],
                          triggers={"it_wins_combat": trigger(do("xp", amount=2))}),
}

GEAR: dict[str, Data] = {
    # Forgotten Signpost: "[Action][>] Exhaust a unit you control, [E]: Move a different unit you control to the
    # location of the unit you exhausted to pay for this ability." (the moved unit a target, the exhausted one a
    # cost: not the same unit)
    "Forgotten Signpost": {"abilities": [{"cost": {"exhaust_unit": {}, "exhaust": True}, "timing": "action",
                                          "targets": [unit(who="you")],
                                          "effects": [do("move", to="t0", dest="cost_unit")]}]},
    # Blighted Battleaxe: "[Equip] [1][Fury] Grants: At the end of your turn, if I didn't conquer this turn, unattach
    # this and deal 4 to me." (718.3: "I", "me" the unit, "this" the gear; it stays where it was, 436.4)
    "Blighted Battleaxe": {"grant_triggers": {"end_turn": trigger(
        do("detach", gear="granting"), do("deal", amount=4, to="self"), cond={"conquered_this_turn": False})}},
    # Hextech Gauntlets (Vi's): "[Equip] [3][A]. This ability's Energy cost is reduced by the Might of the unit you
    # choose. Grants: When I conquer, if you assigned 3 or more excess damage, draw 1." (the unit's Might as the
    # ability is activated, 355.6; never below [0], 356.6)
    "Hextech Gauntlets": {"equip_less": {"energy": {"might_of": "t0"}},
                          "grant_triggers": {"conquer": trigger(do("draw", amount=1), cond={"excess_at_least": 3})}},
}

LEGENDS: dict[str, Data] = {
    # Diana, Scorn of the Moon: "[Reaction][>] [E]: [Add] [1]. Spend this Energy only during showdowns." (an Add
    # ability: it can't be reacted to, 430; the Energy pays for anything while a showdown is under way)
    "Diana, Scorn of the Moon": {"abilities": [{"cost": {"exhaust": True}, "timing": "reaction", "add": True,
                                                "effects": [do("add", energy=1, only="showdown")]}]},
    # LeBlanc, Deceiver: "When you conquer or hold, you may discard 1 and exhaust me to play a ready Reflection
    # unit token there. Then do this: It becomes a copy of another unit there. Give it [Temporary]." (errata: a
    # reflexive trigger, 386-388, its unit chosen as it goes on the chain; the "may" and its cost settled as the
    # trigger is finalized, ruling 353)
    "LeBlanc, Deceiver": {"triggers": {
        **{event: trigger(do("may", cost={"discard": 1, "exhaust": True},
                             then=[do("reflection_there"), do("reflex", trigger="then")])) for event in ("conquer", "hold")},
        "then": trigger(do("copy", of="t0", to="made"), do("keyword", name="Temporary", to="made", until="always"),
                        targets=[unit(near="made", besides="made")])}},
    # Kha'Zix, Voidreaver: "When you win a combat, gain 1 XP. Spend 1 XP, [E]: [Buff] a unit. Spend 2 XP, [E]:
    # Move an exhausted friendly unit from a battlefield to its base."
    "Kha'Zix, Voidreaver": {**on("win_combat", do("xp", amount=1)), "abilities": [
        {"cost": {"spend_xp": 1, "exhaust": True}, "targets": [unit()], "effects": [do("buff", to="t0")]},
        {"cost": {"spend_xp": 2, "exhaust": True},
         "targets": [unit(who="friendly", where="battlefield", exhausted=True)],
         "effects": [do("move_to_base", to="t0")]}]},
}

BATTLEFIELDS: dict[str, Data] = {
    # Valley of Idols: "When a player plays a unit here, they may pay [1] to [Buff] it." (that player controls
    # the ability: Unleashed FAQ, Abandoned Hall; the "may" and its cost decided as it resolves)
    "Valley of Idols": on("unit_played_here", do("may", cost={"energy": 1}, then=[do("buff", to="it")])),
    # Abandoned Hall: "When a player plays a spell, they may give a unit they control here +1 [M] this turn."
    # (Unleashed FAQ: the player who makes its choices controls it; the spell played as it resolves, 420.4.a)
    "Abandoned Hall": on("player_plays_spell", do("might", amount=1, to="t0"),
                         targets=[unit(who="you", where="here", optional=True, may=True)]),
    # Dusk Rose Lab: "At the start of your Beginning Phase, you may kill a unit you control here to draw 1. (This
    # happens before scoring.)" (its controller's Beginning Phase, 190; the kill a cost within the instruction:
    # no unit chosen, or the chosen one gone, no draw)
    # Ripper's Bay: "When a unit here is returned to a player's hand, that player may pay [1] to channel 1 rune
    # exhausted." (that player, its owner, controls the ability: Unleashed FAQ, Abandoned Hall)
    "Ripper's Bay": on("returned_here", do("may", cost={"energy": 1}, then=[do("channel", amount=1, exhausted=True)])),
    # Star Spring: "The first time a player plays a non-token unit here each turn, they may move another unit they
    # control here to its base." (that player controls it: Unleashed FAQ, Abandoned Hall; choosing none declines)
    "Star Spring": on("unit_played_here", do("move_to_base", to="t0"),
                      targets=[unit(who="you", where="here", besides="it", optional=True, may=True)],
                      cond={"first_played_here": True}),
    # The Academy: "When you hold here, give your next spell this turn [Repeat] equal to its base cost." (its
    # printed cost, 820; the next spell you play uses it up, 420.5)
    "The Academy": on("hold", do("mark", name="next_spell_repeat")),
    # Altar of Blood: "If a unit here would die during combat, its controller may pay [A][A][A] to heal it, exhaust
    # it, and recall it instead." (386.2.a: the unit's controller may apply it or not)
    "Altar of Blood": {"static": [passive(replace_die_here_may={"power": ["any"] * 3})]},
    # Gardens of Becoming: "Units here have '[E]: Gain 1 XP.'" (any player's unit there; its controller gains it)
    "Gardens of Becoming": {"static": [passive(grant_abilities=[{"cost": {"exhaust": True},
                                                                 "effects": [do("xp", amount=1)]}],
                                               to={"here": True, "type": "unit"})]},
    "Dusk Rose Lab": on("start_beginning", do("if", cond={"target_chosen": 0}, then=[
                            do("kill", to="t0"), do("draw", amount=1)]),
                        targets=[unit(who="you", where="here", optional=True, may=True)]),
}

SCRIPTS: dict[str, Data] = {**UNITS, **SPELLS, **GEAR, **LEGENDS, **BATTLEFIELDS}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
