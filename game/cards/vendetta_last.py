"""Vendetta (VEN), issue 21's last cards: those that waited for a term of the engine (modal spells, restricted
Energy, a record of the units chosen this turn, a gear granting a trigger...). Each entry quotes its printed text
(with errata); its test is in `tests/cards/test_vendetta_last.py`. `docs/vendetta-plan.md` lists what is left.
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import (
    ALL,
    BASE,
    BF,
    Ctx,
    State,
    ask_cards,
    banish,
    do,
    friendly,
    look_top,
    on,
    passive,
    spell,
    trigger,
    unit,
)

EMPOWERED = {"empowered": True}


# Spiderling: "I have +1 [M] for each other unit you control here with my name."
@registry.value("others_here_with_my_name", "`{\"others_here_with_my_name\": N}`: N for each other unit its "
                "controller controls at the source's battlefield with the source's name (none in a base).")
def others_here_with_my_name(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    me = st.objs.get(source)
    if me is None or me.zone != BF:
        return 0
    name = st.name(source)
    return int(v["others_here_with_my_name"]) * sum(
        1 for x in st.battlefields[me.loc].units
        if x != source and st.objs[x].controller == me.controller and st.card(x).type == "unit" and st.name(x) == name)


# Shadow Dash: "If you have exactly two units there"
@registry.condition("your_units_at_target_exactly", "`[i, N]`: you control exactly N units at target i (a "
                    "battlefield) now.")
def your_units_at_target_exactly(st: State, want: Any, controller: int, source: int, subject: int | None,
                                 data: dict[str, Any]) -> bool:
    targets = data.get("_targets") or []
    i, n = int(want[0]), int(want[1])
    if i >= len(targets) or targets[i] is None or targets[i] not in st.objs:
        return False
    field = next((b for b in st.battlefields if b.obj == targets[i]), None)
    return field is not None and sum(1 for x in field.units if st.objs[x].controller == controller
                                     and st.card(x).type == "unit") == n


# Akali, Deadly Weapon: "a unit at a battlefield I moved to or from"
@registry.selector("where_i_moved", "At a battlefield the source is at, or left with its last move this turn (\"a unit "
                   "at a battlefield I moved to or from\").")
def where_i_moved(st: State, want: Any, oid: int, controller: int, source: int) -> bool:
    me, o = st.objs.get(source), st.objs[oid]
    if me is None or o.zone != BF:
        return not want
    places = {me.loc} if me.zone == BF else set()
    mark = me.extra.get("moved_from")  # kept by the engine's note_move for this selector
    if mark and mark[0] == st.turn_number and mark[1] >= 0:
        places.add(mark[1])
    return (o.loc in places) == bool(want)


# Sandswept Tomb: "Each spell that chooses one or more units here that are friendly to it"
@registry.condition("chooses_friendly_unit_here", "A `cost_mod` passive's condition: the spell played chooses (as "
                    "targets, 355.6) one or more units at the source's battlefield that are friendly to its player.")
def chooses_friendly_unit_here(st: State, want: Any, controller: int, source: int, subject: int | None,
                               data: dict[str, Any]) -> bool:
    here = next((i for i, b in enumerate(st.battlefields) if b.obj == source), -1)
    player = data.get("player", controller)
    found = any(t in st.objs and st.objs[t].zone == BF and st.objs[t].loc == here and st.card(t).type == "unit"
                and friendly(st, st.objs[t].controller, player) for t in data.get("_targets") or ())
    return found == bool(want)


# Wild Claw: "Look at the top 5 cards of your Main Deck. You may banish a unit or gear from among them"
@registry.verb("look_choose_permanent", "`look`: as `look_choose`, the card chosen a unit or gear (`chosen`; none "
               "may be chosen); `recycle_looked` recycles the rest. `seen`: the look's "
               "progress (`look_top`, 370.1.c.1).")
def look_choose_permanent(ctx: Ctx, look: int = 5, seen: list[int] | None = None) -> bool | None:
    st, p = ctx.st, ctx.controller
    ctx.data.pop("chosen", None)
    if not seen:
        ctx.data["looked"] = [p, 0]
        n = len(st.players[p].main_deck[:look])
        if n:
            ctx.log.add("look", f"{st.players[p].name} looks at the top {n} cards of their Main Deck", ALL, player=p)
    left = look_top(ctx, p, look, "look_choose_permanent", {"look": look, **({"seen": seen} if seen else {})})
    if left is None:
        return False
    top = list(st.players[p].main_deck[:left])
    ctx.data["looked"] = [p, len(top)]
    pool = [c for c in top if st.card(c).type in ("unit", "gear")]
    return ask_cards(ctx, p, pool, 1, up_to=True, shown=top) if pool else None


# Shady Spectacles: "As this is attached to a unit, choose another friendly unit."
@registry.verb("choose_other_friendly_unit", "As the source gear is attached to target 0: its controller chooses another "
               "friendly unit on the board (`chosen`; asked only with a real choice; none when the gear isn't attached "
               "to it).")
def choose_other_friendly_unit(ctx: Ctx) -> bool | None:
    st = ctx.st
    ctx.data.pop("chosen", None)
    unit = ctx.targets[0] if ctx.targets else None
    gear = st.objs.get(ctx.source)
    if unit is None or gear is None or gear.extra.get("attached_to") != unit:
        return None
    pool = [o for o, x in st.objs.items() if o != unit and x.zone in (BASE, BF) and st.card(o).type == "unit"
            and friendly(st, x.controller, ctx.controller)]
    return ask_cards(ctx, ctx.controller, pool, 1) if pool else None


# Endless Riches: "When you play this, banish your hand and trash"
@registry.verb("banish_hand_and_trash", "Banish every card in your hand and in your trash (428; \"when you banish a card "
               "you own\" hears each).")
def banish_hand_and_trash(ctx: Ctx) -> None:
    pl = ctx.st.players[ctx.controller]
    for oid in [*pl.hand, *pl.trash]:
        banish(ctx.st, ctx.log, oid, by=ctx.controller)


SCRIPTS: dict[str, Any] = {
    # -- units ---------------------------------------------------------------------------------
    # "If a player would score 1 point from conquering or holding during their first or second turn, they draw 1
    # instead." (a replacement, 370; anyone's points, in their own first two turns)
    "Otterpus": {"static": [passive(early_points_draw=2)]},
    # "[Empower] [C][C] / [Empowered][>] If a spell or ability that chooses me would stun me, give me -[M], or return me
    # to hand, give me +3 [M] this turn instead." (errata; 370: only that instruction is replaced, the rest of the
    # spell resolves - FAQ; a Might swap's decrease too)
    "Gangplank, Naval": {"static": [passive(chosen_instead_might=3, **{"if": EMPOWERED})]},
    # "When you play your first card each turn, if I'm at a battlefield, the next card you play this turn costs
    # [2][A][A] less." (errata; FAQ: "play" as the card's play completes - a spell resolved, 420.4.a; a countered
    # first spell isn't played; the discount is used up by the next card's cost, even if that card is countered)
    "Astral Heron": on("play_card", do("next_card_less", energy=2, power=["any", "any"]),
                       cond={"first_card_this_turn": True, "at_battlefield": True}),
    # "[Order]: Ready me and give me +1 [M] this turn. Use only if you've chosen an enemy unit this turn and only
    # once each turn." (chosen: as a target of a spell or ability of yours, 355.7)
    "Hungry Wolf": {"abilities": [{"cost": {"power": ["order"]}, "if": {"chose_enemy_unit_this_turn": True},
                                   "per_turn": 1,
                                   "effects": [do("ready", to="self"), do("might", amount=1, to="self")]}]},
    # "[1]: Give me +1 [M] this turn. / When my Might becomes 10 or more, empower me. (I become Empowered if I'm not
    # already.) / [Empowered][>] I have [Deflect] and [Ganking]." (the threshold an event like becoming Mighty, 709)
    "Renekton, Brute": {"abilities": [{"cost": {"energy": 1}, "effects": [do("might", amount=1, to="self")]}],
                        "might_reaches_at": 10, "triggers": {"might_reaches": trigger(do("empower", to="self"))},
                        "static": [passive(keywords=[["Deflect", 1], ["Ganking", 1]], **{"if": EMPOWERED})]},
    # "[Empower] [3] ([3]: Empower me.) / I can be [Empowered] up to three times. / I have +2 [M] for each time I'm
    # [Empowered]. / While I'm [Empowered] three times, I have [Deflect 3] and [Ganking]." (442.1.c.1, 827.1.c.5:
    # Empowered is a count for her; a Disempower removes one, 443.1.b)
    "Kayle, Justified": {"empowered_up_to": 3, "static": [
        passive(might={"empowered_times": 2}),
        passive(keywords=[["Deflect", 3], ["Ganking", 1]], **{"if": {"empowered_at_least": 3}})]},
    # "[Hidden] / I have +1 [M] for each other unit you control here with my name. / Your deck can have any number
    # of cards named Spiderling." (the deck rule: decks/validation, 103.3.b lifted for its name)
    "Spiderling": {"static": [passive(might={"others_here_with_my_name": 1})]},
    # "When you play me, [Burn 2]. / When I conquer, give a spell in your trash [Flow] equal to its cost this turn.
    # (You may play it from your trash for its Flow cost. Then banish it.)" (the spell chosen as the trigger goes on
    # the chain, 355.5: FAQ, one Minefield puts in the trash with the same conquer is too late)
    "Kennen, Storm of Shuriken": {"triggers": {
        "play": trigger(do("burn", amount=2)),
        "conquer": trigger(do("give_flow", to="t0"), targets=[{"what": "trash_spell"}])}},
    # "[Empower] [2][Fury] / When I move, you may deal 1 to a unit at a battlefield I moved to or from. If I'm
    # [Empowered], deal 2 instead. / [Empowered][>] I have +1 [M]." (the unit chosen as the trigger goes on the
    # chain, 355.5; Empowered read as it resolves)
    "Akali, Deadly Weapon": {
        "triggers": {"move": trigger(do("if", cond=EMPOWERED, then=[do("deal", amount=2, to="t0")],
                                        otherwise=[do("deal", amount=1, to="t0")]),
                                     targets=[unit(where="battlefield", where_i_moved=True, optional=True, may=True)])},
        "static": [passive(might=1, **{"if": EMPOWERED})]},
    # -- spells --------------------------------------------------------------------------------
    # "[Reaction] Choose one — Empower a unit. Disempower it at end of turn. / Disempower a unit that's [Empowered].
    # Empower it at end of turn." (the mode chosen as it is played, 355.3; the delayed trigger is about that unit
    # while it stays the same object, 390)
    "Sanction": {"modes": {
        "empower": {"targets": [unit()],
                    "effects": [do("empower", to="t0"), do("at_end_of_turn", trigger="undo", about="t0")]},
        "disempower": {"targets": [unit(empowered=True)],
                       "effects": [do("disempower", to="t0"), do("at_end_of_turn", trigger="redo", about="t0")]}},
        "triggers": {"undo": trigger(do("disempower", to="it")), "redo": trigger(do("empower", to="it"))}},
    # "[Reaction] Choose one — Return a friendly unit to its owner's hand. / Give an enemy unit -2 [M] this turn."
    "Mesmerize": {"modes": {
        "return": {"targets": [unit(who="friendly")], "effects": [do("return_to_hand", to="t0")]},
        "weaken": {"targets": [unit(who="enemy")], "effects": [do("might", amount=-2, to="t0")]}}},
    # "[Action] This turn, double a unit's Might and give it \"[A][A]: Ready me.\"" (433; the ability is the unit's
    # own until the end of the turn)
    "Dominus": spell(do("double", to="t0"), do("give_ability", ability=0, to="t0"), targets=[unit()],
                     granted_abilities=[{"name": "Ready me", "cost": {"power": ["any", "any"]},
                                         "effects": [do("ready", to="self")]}]),
    # "Move an enemy unit to a battlefield where you have units. If you have exactly two units there, they each get
    # +1 [M] this turn. / [Flow] [5][A][A]" (the battlefield chosen as it is played, 355.4; "there" read as it
    # resolves, after the move)
    "Shadow Dash": spell(do("move", to="t0", dest="t1"),
                         do("if", cond={"your_units_at_target_exactly": [1, 2]},
                            then=[do("might", amount=1, to={"units_at": "t1", "who": "you"})]),
                         targets=[unit(who="enemy"), {"what": "battlefield", "you_have_units": True}]),
    # "Look at the top 5 cards of your Main Deck. You may banish a unit or gear from among them and play it, reducing
    # its Energy cost by [5]. Recycle the rest. Then you may do this: Empower it." (420.3: the play finished once the
    # effect is done; "do this": a reflexive trigger, 389, after that play)
    "Wild Claw": spell(do("look_choose_permanent", look=5), do("banish", to="chosen"),
                       do("play_card", card="chosen", less=5, then="empower_it"), do("recycle_looked"),
                       triggers={"empower_it": trigger(do("may", then=[do("empower", to="it")]))}),
    # -- gear ----------------------------------------------------------------------------------
    # "[Equip] [Fury] Grants: When I move to a battlefield, give me +2 [M] this turn." (718.3: "I" is the unit)
    "Pendulum Blade": {"grant_triggers": {"move_to_battlefield": trigger(do("might", amount=2, to="self"))}},
    # "When you play this, banish your hand and trash, then [Burn 7]. / Skip your Draw Phase. / You may play cards
    # from your trash. / If a card would go to your trash from anywhere other than your Main Deck, banish it
    # instead." (FAQ: every Draw Phase while it is on the board, 444; playing, not hiding, from the trash; the Burn's
    # cards come from the Main Deck and stay in the trash)
    "Endless Riches": {"triggers": {"play": trigger(do("banish_hand_and_trash"), do("burn", amount=7))},
                       "static": [passive(skip="draw"), passive(play_from_trash=True), passive(trash_to_banish=True)]},
    # "[Equip] [1][Order] / As this is attached to a unit, choose another friendly unit. The equipped unit becomes a
    # copy of that unit for as long as this is attached to it." (479.1.b; the copy's values fixed as it begins; it
    # ends as the gear is detached or leaves; a keyword given separately stays - FAQ, Temporary)
    "Shady Spectacles": {"as_attached": [do("choose_other_friendly_unit"),
                                         do("copy", of="chosen", to="t0", while_attached=True)]},
    # -- battlefields ---------------------------------------------------------------------------
    # "Each spell that chooses one or more units here that are friendly to it costs [A] less." (anyone's spell,
    # 356.4; its targets are chosen before its cost is worked out, 355.6)
    "Sandswept Tomb": {"static": [passive(cost_mod=0, cost_power_less=["any"], who="any",
                                          **{"for": "spell", "if": {"chooses_friendly_unit_here": True}})]},
    # "While you control this battlefield, the first friendly gear activated ability played each turn costs [1]
    # less." (Equip is a gear's activated ability too, 818)
    "Piltovan Forge": {"static": [passive(first_gear_ability_less=1)]},
    # "[Empower] costs of your units here cost [1] or [A] less." (the unit's controller picks [A] with the
    # activation's `options.less`; [1] otherwise)
    "Risen Altar": {"static": [passive(empower_less_here=True)]},
    # "Any player may pay [A][A] as an additional cost to play a Dragon. If they do, they play it to this
    # battlefield." (357: the play's `options.roost`; the destination this battlefield, whoever controls it)
    "Dragon Roost": {"static": [passive(roost={"tag": "Dragon", "power": ["any", "any"]})]},
    # -- legends -------------------------------------------------------------------------------
    # "[Reaction][>] [A][A], [E]: [Add] [2]. Spend this Energy only to play units or activated abilities of units."
    # (an Add ability: no chain, 430.2)
    "Renekton, Butcher of the Sands": {"abilities": [{"cost": {"power": ["any", "any"], "exhaust": True},
                                                      "timing": "reaction", "add": True,
                                                      "effects": [do("add", energy=2, only="unit")]}]},
}


for _name, _script in SCRIPTS.items():
    register(_name, _script)
