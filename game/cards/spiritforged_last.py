"""Spiritforged (SFD), issue 19's fourth slice (branch `sfd3`): cards the engine's newer vocabulary expresses with a
small term of their own beside them, or a shared term added to the engine in its own commit (docs/spiritforged-plan.md).
Each entry quotes its printed text (with errata, `errata-spiritforged.md`); the tests are
`tests/cards/test_spiritforged_last.py`.
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import (
    BASE,
    BF,
    Ctx,
    State,
    ask_cards,
    ask_option,
    banish,
    can_pay,
    do,
    friendly,
    location,
    might,
    move_unit,
    objs,
    on,
    passive,
    run_verb,
    unit,
    units_at,
)
from .dsl import pay as pay_resources

# -- terms of their own ---------------------------------------------------------------------------------


# Not So Fast: "Counter an enemy spell or ability that chooses a friendly unit or gear."
@registry.selector("chooses_friendly_permanent", "With `what: chain_item`: a spell or ability on the chain that "
                   "chooses a unit or gear friendly to you (one of its chosen objects still that object on the board).")
def chooses_friendly_permanent(st: State, want: Any, oid: int, controller: int, source: int) -> bool:
    # a spell on the chain is named by its card, an ability by its chain item
    item = next((c for c in st.chain if (c.source == oid if c.kind == "card" else c.id == oid)), None)
    chosen = [t for t, gen in (item.targets if item is not None else []) if t in st.objs and st.objs[t].gen == gen
              and st.objs[t].zone in (BASE, BF) and st.card(t).type in ("unit", "gear")]
    return any(friendly(st, st.objs[t].controller, controller) for t in chosen) == bool(want)



# Fiora, Peerless: "When I attack or defend one on one" (740.2.b: it and the enemy unit at the same location are
# both alone)
@registry.condition("one_on_one", "The source is (true) or isn't (false) one on one (740.2.b): at a battlefield with "
                    "no other friendly unit and exactly one enemy unit, itself alone (no unit friendly to it there).")
def one_on_one(st: State, want: Any, controller: int, source: int, subject: int | None,
               data: dict[str, Any]) -> bool:
    o = st.objs.get(source)
    if o is None or o.zone != BF:
        return not want
    here = [u for u in st.battlefields[o.loc].units if u != source and st.card(u).type == "unit"]
    mine = [u for u in here if friendly(st, st.objs[u].controller, o.controller)]
    enemies = [u for u in here if not friendly(st, st.objs[u].controller, o.controller)]
    return (not mine and len(enemies) == 1) == bool(want)


# Fiora, Peerless: "double my Might this combat" (433: +its Might, snapshotted; 468.7: it ends with the combat)
@registry.verb("double_this_combat", "`to` (default `self`): double that unit's Might for this combat (433: +its "
               "current Might, never negative, noted with the combat; the passive value `doubled_this_combat` reads "
               "it while the unit is still in that combat, 468.7).")
def double_this_combat(ctx: Ctx, to: Any = "self") -> None:
    st = ctx.st
    for oid in objs(ctx, to):
        o = st.objs[oid]
        if o.zone != BF or not o.designation or st.showdown is None or not st.showdown.combat:
            continue
        up = max(0, might(st, oid))
        noted = o.extra.get("doubled_combat")
        base = int(noted[0]) if noted and noted[1:] == [st.turn_number, o.loc, o.gen] else 0
        st.w(oid).extra["doubled_combat"] = [base + up, st.turn_number, o.loc, o.gen]
        ctx.log.add("double", f"{st.name(oid)}'s Might is doubled this combat: +{up}", card=oid)


@registry.value("doubled_this_combat", "`{\"doubled_this_combat\": true}`: what `double_this_combat` gave the source "
                "while it is still in that combat (an attacker or defender at the same battlefield this turn); else 0.")
def doubled_this_combat(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    o = st.objs.get(source)
    noted = o.extra.get("doubled_combat") if o is not None else None
    if not noted or o is None or o.zone != BF or not o.designation:
        return 0
    return int(noted[0]) if noted[1:] == [st.turn_number, o.loc, o.gen] else 0


# Azir, Sovereign: "move any number of your token units to this battlefield" (the chosen units, each to the source's
# battlefield if it may still go there, 355.4.a)
@registry.verb("move_chosen_here", "Move each unit the `choose` step before chose to the source's battlefield (one "
               "it may go to, 355.4.a; none if the source left the battlefield).")
def move_chosen_here(ctx: Ctx) -> None:
    here = location(ctx.st, ctx.source)
    if here < 0 or ctx.source not in ctx.st.objs or ctx.st.objs[ctx.source].zone != BF:
        return
    for oid in objs(ctx, "chosen"):
        move_unit(ctx, oid, here)


@registry.selector("is_token", "A token (true) or not (false) (\"your token units\", 186).")
def is_token(st: State, want: Any, oid: int, controller: int, source: int) -> bool:
    return bool(st.objs[oid].token) == bool(want)


# Needlessly Large Yordle: "for each point you scored from holding this turn" (scoring.py notes them)
@registry.value("hold_points_this_turn", "`{\"hold_points_this_turn\": true}`: the points you scored from holding "
                "this turn (gained: one stopped by \"can't gain points\" isn't scored).")
def hold_points_this_turn(st: State, v: dict[str, Any], controller: int, source: int, ref: Any) -> int:
    mark = st.players[controller].extra.get("hold_points")
    return int(mark[1]) if mark and mark[0] == st.turn_number else 0


# Sivir, Mercenary: "If you've spent at least [A][A] this turn" (costs.py notes the Power spent, any cost)
@registry.condition("power_spent_at_least", "`N`: you've spent N or more Power this turn (on any cost: cards, "
                    "abilities, additional costs).")
def power_spent_at_least(st: State, want: Any, controller: int, source: int, subject: int | None,
                         data: dict[str, Any]) -> bool:
    mark = st.players[controller].extra.get("power_spent") if controller >= 0 else None
    return (int(mark[1]) if mark and mark[0] == st.turn_number else 0) >= int(want)


# Soraka, Wanderer: "another unit you control here" - here is her location, a battlefield or her base (107.1.b)
@registry.condition("subject_at_source_location", "The object a passive applies to is at the source's location (its "
                    "battlefield, or its controller's base: a base is a location, 107.1.b).")
def subject_at_source_location(st: State, want: Any, controller: int, source: int, subject: int | None,
                       data: dict[str, Any]) -> bool:
    return (subject is not None and subject in units_at(st, source)) == bool(want)


# Ornn's Forge: "the first friendly non-token gear played each turn" - read as a gear is played: no friendly player
# has played (finalized, 420.4.b) a non-token gear this turn yet
@registry.condition("no_friendly_gear_played", "You and your teammates have (false) or haven't (true) played "
                    "(finalized) a non-token gear this turn.")
def no_friendly_gear_played(st: State, want: Any, controller: int, source: int, subject: int | None,
                            data: dict[str, Any]) -> bool:
    played = False
    for p, pl in enumerate(st.players):
        mark = pl.extra.get("finalized")
        if controller >= 0 and friendly(st, p, controller) and mark and mark[0] == st.turn_number:
            played = played or any(i in st.objs and not st.objs[i].token and st.table.defs[st.objs[i].card].type == "gear"
                                   for i in mark[1])
    return (not played) == bool(want)


# Bard, Mercurial: "move any number of your units to an open battlefield" (170.11.c: no units there and nobody
# controls it; one battlefield for them all, chosen as it resolves, after the units)
@registry.verb("move_chosen_to_open", "Move the units the `choose` step before chose to one open battlefield (170.11.c: "
               "unoccupied and uncontrolled), chosen by name (`choose_option`) when there are several; each one that "
               "may go there (355.4.a).")
def move_chosen_to_open(ctx: Ctx) -> bool | None:
    st = ctx.st
    units = [u for u in objs(ctx, "chosen") if st.objs[u].zone in (BASE, BF)]
    fields = [i for i, b in enumerate(st.battlefields) if b.controller < 0 and not b.units]
    if not units or not fields:
        return None
    names = [f"{st.name(st.battlefields[i].obj)} ({i + 1})" for i in fields]
    branches = {name: [do("_move_all_there", units=units, place=i)] for name, i in zip(names, fields, strict=True)}
    return ask_option(ctx, ctx.controller, names, branches, {"purpose": "move_to"})


@registry.verb("_move_all_there", "Move those units to that battlefield (each that still may, 355.4.a).")
def _move_all_there(ctx: Ctx, units: list[int], place: int) -> None:
    for oid in units:
        move_unit(ctx, oid, place)


# Here to Help: "You may play a unit from hand" (a choice made as it resolves, 355.10: choosing none declines)
@registry.verb("choose_hand_unit", "You may choose a unit card in your hand (`choose_cards`, up to one; later steps "
               "name it `chosen`).")
def choose_hand_unit(ctx: Ctx) -> bool | None:
    hand = [c for c in ctx.st.players[ctx.controller].hand if ctx.st.card(c).type == "unit"]
    return ask_cards(ctx, ctx.controller, hand, 1, True)


# Azir, Emperor of the Sands: "Use only if you've played an Equipment this turn" (played: finalized, 420.4.b)
@registry.condition("played_equipment_this_turn", "You've played (finalized) an Equipment this turn (true), or not "
                    "(false).")
def played_equipment_this_turn(st: State, want: Any, controller: int, source: int, subject: int | None,
                               data: dict[str, Any]) -> bool:
    mark = st.players[controller].extra.get("finalized") if controller >= 0 else None
    ids = mark[1] if mark and mark[0] == st.turn_number else []
    found = any(i in st.objs and "Equipment" in st.table.defs[st.objs[i].card].tags for i in ids)
    return found == bool(want)


# Jayce, Man of Progress: "If you do [kill a friendly gear], you may play a gear ... this turn" - the gear died (left
# the board: a token one ceased to exist, 186.1), not a death replaced
@registry.condition("target_died", "`i`: target i was on the board as the effect began and has left it since (it "
                    "died: \"if you do\" after a kill).")
def target_died(st: State, want: Any, controller: int, source: int, subject: int | None,
                data: dict[str, Any]) -> bool:
    lki = data.get("lki", {}).get(str(want))
    ts = data.get("_targets", [])
    t = ts[want] if isinstance(want, int) and want < len(ts) else None
    return lki is not None and t is not None and (t not in st.objs or st.objs[t].gen != lki[1]
                                                  or st.objs[t].zone not in (BASE, BF))


# The Zero Drive: "Grants: [Deathknell] — Banish me." (the unit, from its owner's trash, banished "with this": the
# gear that granted it, 718.3) and "[3][Mind], Banish this: Play all units banished with this" - the units are kept
# by its controller, per gear (a gear's own record would go with it as it is banished for the cost, 124)
def _zero_drive_units(st: State, p: int) -> dict[str, list[int]]:
    return {k: list(v) for k, v in st.players[p].extra.get("banished_with_gear", {}).items()}


@registry.verb("banish_me_with_gear", "A granted Deathknell's \"banish me\": the unit (`self`, in its owner's trash "
               "now) is banished, noted as banished with the gear that granted it (`granting`).")
def banish_me_with_gear(ctx: Ctx) -> None:
    st = ctx.st
    unit = ctx.source
    gear = ctx.data.get("gear")
    if unit not in st.objs or st.objs[unit].zone != "trash" or not gear:
        return
    banish(st, ctx.log, unit)
    p = st.objs[gear[0]].controller if gear[0] in st.objs else ctx.controller
    kept = _zero_drive_units(st, p)
    kept[str(gear[0])] = [*kept.get(str(gear[0]), []), unit]
    st.players[p].extra["banished_with_gear"] = kept


@registry.verb("choose_banished_with_gear", "The units still in banishment that were banished with the source (a "
               "gear, `banish_me_with_gear`): every one, named `chosen` (\"all units banished with this\").")
def choose_banished_with_gear(ctx: Ctx) -> None:
    st = ctx.st
    kept = _zero_drive_units(st, ctx.controller)
    units = kept.pop(str(ctx.source), [])
    st.players[ctx.controller].extra["banished_with_gear"] = kept
    ctx.data["chosen"] = [u for u in units if u in st.objs and st.objs[u].zone == "banishment"]


registry.cost("banish_self", "\"Banish this\" (an activated ability's cost: the source, on the board, is banished).",
              check=lambda st, p, oid, v: None if st.objs[oid].zone in (BASE, BF) else "it isn't on the board",
              pay=lambda st, log, p, oid, v: banish(st, log, oid))


@registry.condition("unattached", "The source (a gear) is (true) or isn't (false) unattached (\"use only if "
                    "unattached\").")
def unattached(st: State, want: Any, controller: int, source: int, subject: int | None,
               data: dict[str, Any]) -> bool:
    o = st.objs.get(source)
    return (o is not None and o.extra.get("attached_to") is None) == bool(want)


# Hextech Anomaly, Ancient Henge: "Pay any amount of [A] / Energy to [Add] that much Energy / [A]" - the amount is
# chosen as the ability resolves (at once, 430.2), from 0 to what the player can pay now (pool, then runes)
def _most_payable(st: State, p: int, what: str) -> int:
    n = 0
    while n < 20 and can_pay(st, p, {"power": ["any"] * (n + 1)} if what == "power" else {"energy": n + 1}):
        n += 1
    return n


@registry.verb("pay_any_to_add", "`pay` (`power` or `energy`): choose an amount (`choose_option`: 0 up to what you can "
               "pay now), pay that many [A] (or Energy), then [Add] that much Energy (or [A]).")
def pay_any_to_add(ctx: Ctx, pay: str = "power") -> bool | None:
    most = _most_payable(ctx.st, ctx.controller, pay)
    amounts = [str(n) for n in range(most + 1)]
    branches = {a: [do("_pay_then_add", pay=pay, amount=int(a))] for a in amounts}
    return ask_option(ctx, ctx.controller, amounts, branches, {"purpose": "amount"})


@registry.verb("_pay_then_add", "Pay `amount` [A] (or Energy, `pay: energy`) and [Add] that much of the other.")
def _pay_then_add(ctx: Ctx, pay: str, amount: int) -> None:
    if amount <= 0 or not can_pay(ctx.st, ctx.controller, {"power": ["any"] * amount} if pay == "power"
                                  else {"energy": amount}):
        return
    pay_resources(ctx, ctx.controller, {"power": ["any"] * amount} if pay == "power" else {"energy": amount})
    if pay == "power":
        run_verb(ctx, "add", energy=amount)
    else:
        run_verb(ctx, "add", power={"any": amount})


# Relentless Pursuit: "This turn, that unit has 'When I conquer, you may move me to my base.'" - a triggered ability
# the spell creates for the turn (its `this_turn_trigger` listening for conquests), about the unit it noted
@registry.verb("note_pursued", "`to`: note that unit (and its generation, 124) on the source for the rest of the turn "
               "(`pursued_conquered`, `move_pursued_to_base`).")
def note_pursued(ctx: Ctx, to: Any = "t0") -> None:
    found = objs(ctx, to)
    if found and ctx.source in ctx.st.objs:
        ctx.st.w(ctx.source).extra["pursued"] = [ctx.st.turn_number, found[0], ctx.st.objs[found[0]].gen]


def _pursued(st: State, source: int) -> int | None:
    o = st.objs.get(source)
    mark = o.extra.get("pursued") if o is not None else None
    if not mark or mark[0] != st.turn_number or mark[1] not in st.objs or st.objs[mark[1]].gen != mark[2]:
        return None
    return int(mark[1])


@registry.condition("pursued_conquered", "A conquest (`conquer`, data `bf`): the unit `note_pursued` noted is the same "
                    "object, at that battlefield (\"when I conquer\").")
def pursued_conquered(st: State, want: Any, controller: int, source: int, subject: int | None,
                      data: dict[str, Any]) -> bool:
    unit = _pursued(st, source)
    found = unit is not None and st.objs[unit].zone == BF and st.objs[unit].loc == data.get("bf")
    return found == bool(want)


@registry.verb("move_pursued_to_base", "Move the unit `note_pursued` noted to its base (if it is still at a "
               "battlefield, the same object).")
def move_pursued_to_base(ctx: Ctx) -> None:
    unit = _pursued(ctx.st, ctx.source)
    if unit is not None and ctx.st.objs[unit].zone == BF:
        move_unit(ctx, unit, -1)


SCRIPTS: dict[str, Any] = {
    # -- units ---------------------------------------------------------------------------------
    # "Your Mechs each have [Assault]. / When I conquer, you may recycle another friendly unit to play a Mech from your
    # trash. Reduce its Energy cost by the Might of the unit you recycled." (Spiritforged FAQ: a Mech token may be
    # recycled - it ceases to exist, its Might still counts; the Mech played pays the rest of its cost, 420.3)
    "Rumble, Hotheaded": {
        "static": [passive(keywords=[["Assault", 1]], to={"tag": "Mech", "who": "you"})],
        "triggers": {"conquer": {"targets": [{"what": "unit", "who": "friendly", "other": True, "optional": True,
                                              "may": True}],
                                 "effects": [do("if", cond={"target_chosen": 0}, then=[
                                     do("note_might", of="t0"), do("recycle", to="t0"),
                                     do("choose", among={"what": "trash_unit", "tag": "Mech"}, count=1),
                                     do("play_card", card="chosen", less={"noted_might": True})])]}}},
    # "When you play me, you may kill a friendly gear. If you do, you may play a gear with Energy cost no more than [7]
    # from hand this turn, ignoring its Energy cost. (You must still pay its Power cost.)" (the mark `free_gear`: a
    # play's `options.free_gear`, once)
    "Jayce, Man of Progress": on("play", do("kill", to="t0"), do("if", cond={"target_died": 0}, then=[
        do("mark", name="free_gear", amount=7)]), targets=[{"what": "gear", "who": "friendly", "optional": True,
                                                           "may": True}]),
    # "When you play me, discard 1, then draw 2. / Optional additional costs you pay cost [1] or [A] less." (356.4.c:
    # Accelerate, Repeat, "you may pay ... as an additional cost"; not Equip nor Deflect - Spiritforged FAQ)
    "Ezreal, Prodigy": on("play", do("discard", amount=1), do("draw", amount=2),
                          static=[passive(optional_costs_less=True)]),
    # "Your spells that choose me cost [1] or [A] less."
    "Irelia, Graceful": {"static": [passive(chosen_spell_less=True)]},
    # "When you attach an Equipment to me, choose one that hasn't been chosen this turn — Ready 2 runes. / Channel 1
    # rune exhausted. / Buff a friendly unit." (355.3: the mode chosen as the ability is finalized, with its target;
    # Spiritforged FAQ: each instance of the ability tracks its own choices)
    "Aphelios, Exalted": {"triggers": {"equipped": {"modes_once_per_turn": True, "modes": {
        "Ready 2 runes": {"effects": [do("ready_runes", amount=2)]},
        "Channel 1 rune exhausted": {"effects": [do("channel", amount=1, exhausted=True)]},
        "Buff a friendly unit": {"targets": [{"what": "unit", "who": "friendly"}], "effects": [do("buff", to="t0")]}}}}},
    # "[Weaponmaster] / You may pay [Body][Body] as an additional cost to play me. / When you play me, if you paid the
    # additional cost, move an enemy gear to your base. You control it until I leave the board. If it's an Equipment,
    # attach it to me."
    "Akshan, Mischievous": {
        "additional_cost": {"optional": True, "power": ["body", "body"]},
        "triggers": {"play": {"if": {"paid": "additional"}, "targets": [{"what": "gear", "who": "enemy"}],
                              "effects": [do("control_to_base_while", to="t0"),
                                          do("if", cond={"target_any_tag": [0, ["Equipment"]]},
                                             then=[do("attach", gear="t0", to="self")])]}}},
    # "Play me only to a battlefield you conquered this turn. (You can't play me anywhere else.)"
    "Perched Grimwyrm": {"play_only_conquered": True},
    # "[Reaction] Counter an enemy spell or ability that chooses a friendly unit or gear."
    "Not So Fast": {"targets": [{"what": "chain_item", "who": "enemy", "chooses_friendly_permanent": True}],
                    "effects": [do("counter", to="t0")]},
    # "[Hidden] When you play me, you may return another unit at a battlefield with 3 [M] or less to its owner's
    # hand." (the catalog brackets the Hidden every source prints bare: docs/catalog.md)
    "Windsinger": on("play", do("return_to_hand", to="t0"),
                     targets=[unit(where="battlefield", max_might=3, other=True, optional=True, may=True)]),
    # "[Reaction] [Assault 2] I can be played to a battlefield you're attacking."
    "Rengar, Pouncing": {"play_to_attacked": True},
    # "[Deathknell] — If I died alone, draw 1. (When I die, get the effect. I'm alone if there are no other friendly
    # units here.)"
    "Lonely Poro": {"triggers": {"deathknell": {"if": {"died_alone": True}, "effects": [do("draw", amount=1)]}}},
    # "When you play me, buff up to four friendly units. (Give each a +1 [M] buff if it doesn't have one.) / When you
    # spend a buff, play a Gold gear token exhausted." (355.13: up to four different units, me too)
    "Fae Dragon": {"triggers": {
        "play": {"targets": [{"what": "unit", "who": "friendly", "optional": True, "may": True,
                              **({"differs": list(range(i))} if i else {})} for i in range(4)],
                 "effects": [do("buff", to=f"t{i}") for i in range(4)]},
        "spend_buff": {"effects": [do("token", card="Gold", count=1, where="base")]}}},
    # "As an additional cost to play me, return a friendly gear to its owner's hand." (356.1.b: mandatory)
    "Legion Quartermaster": {"additional_cost": {"return": {"what": "gear", "who": "friendly"}}},
    # "While I'm in combat, friendly spells cost [1][A] less to a minimum of [1], and enemy spells cost [1][A] more."
    "Vex, Cheerless": {"static": [
        passive(cost_mod=-1, min=1, cost_power_less=["any"], **{"for": "spell"}, who="friendly",
                **{"if": {"in_combat": True}}),
        passive(cost_mod=1, cost_power=["any"], **{"for": "spell"}, who="opponents", **{"if": {"in_combat": True}})]},
    # "When I attack or defend one on one, double my Might this combat."
    "Fiora, Peerless": {
        "triggers": {"attack": {"if": {"one_on_one": True}, "effects": [do("double_this_combat")]},
                     "defend": {"if": {"one_on_one": True}, "effects": [do("double_this_combat")]}},
        "static": [passive(might={"doubled_this_combat": True})]},
    # "[Accelerate] When I attack, you may move any number of your token units to this battlefield."
    "Azir, Sovereign": on("attack", do("may", then=[
        do("choose", among={"what": "unit", "who": "you", "is_token": True, "where": "elsewhere"}, count=99, up_to=True),
        do("move_chosen_here")])),
    # "[Shield 5] [Tank] I cost [2][Calm] less for each point you scored from holding this turn."
    "Needlessly Large Yordle": {"cost_mod": {"energy": {"times": [-2, {"hold_points_this_turn": True}]},
                                             "power_less": {"symbol": "calm",
                                                            "count": {"hold_points_this_turn": True}}}},
    # "[Accelerate] If you've spent at least [A][A] this turn, I have +2 [M] and [Ganking]."
    "Sivir, Mercenary": {"static": [passive(might=2, keywords=[["Ganking", 1]], **{"if": {"power_spent_at_least": 2}})]},
    # "I must be assigned combat damage last. / If another unit you control here would die, if it has less Might
    # than me, instead heal it, exhaust it, and recall it." (370.1.a.1; nothing dies in its place)
    "Soraka, Wanderer": {"static": [
        passive(assigned_last=True),
        passive(replace_die="rescue", to={"who": "you", "other": True},
                **{"if": {"all": [{"subject_at_source_location": True}, {"weaker_than_source": True}]}})]},
    # -- spells --------------------------------------------------------------------------------
    # "[Repeat] [4][Mind] (You may pay the additional cost to repeat this spell's effect, and may make different
    # choices.) Choose one — Deal 4 to a unit in a base. / Kill a gear." (355.3, 820.2.a: each execution its mode,
    # the play's `modes`)
    "Rocket Barrage": {"modes": {
        "Deal 4 to a unit in a base": {"targets": [{"what": "unit", "where": "base"}],
                                       "effects": [do("deal", amount=4, to="t0")]},
        "Kill a gear": {"targets": [{"what": "gear"}], "effects": [do("kill", to="t0")]}}},
    # "[Repeat] [2] (You may pay the additional cost to repeat this spell's effect.) Move an enemy unit to a location
    # where there's a unit with the same controller." (its destination chosen as it is played, 355.4; repeated,
    # each execution its own unit and destination, 820.2.a)
    "Temptation": {"targets": [{"what": "unit", "who": "enemy"}],
                   "effects": [do("move", to="t0", with_same_controller=True)]},
    # "[Hidden] [Action] You may play a unit from hand to a battlefield you control, reducing its cost by [3]."
    # (420.3: played as the spell resolves, its cost paid less [3]; from face down, at the spell's battlefield)
    "Here to Help": {"effects": [do("choose_hand_unit"), do("play_card", card="chosen", less=3, where="battlefield")]},
    # "[Action] Banish a friendly unit, then its owner plays it, ignoring its cost. Deal 3 to an enemy unit at a
    # battlefield. Banish this." (420.3: the unit is played once the spell is done, its owner choosing where -
    # riftboundfaq; the spell banishes itself as its last instruction)
    "Arcane Shift": {"targets": [{"what": "unit", "who": "friendly"}, {"what": "unit", "who": "enemy",
                                                                      "where": "battlefield"}],
                     "effects": [do("banish", to="t0"), do("play_card", card="t0", ignore="cost", by="t0"),
                                 do("deal", amount=3, to="t1"), do("banish", to="self")]},
    # "[Action] Move a friendly unit. You may attach up to one Equipment with the same controller to it. This turn,
    # that unit has "When I conquer, you may move me to my base."" (its destination chosen as it is played, 355.4;
    # the Equipment a target, "up to one")
    "Relentless Pursuit": {
        "targets": [{"what": "unit", "who": "friendly"},
                    {"what": "equipment", "same_controller": 0, "optional": True, "may": True}],
        "effects": [do("move", to="t0"), do("if", cond={"target_chosen": 1}, then=[do("attach", gear="t1", to="t0")]),
                    do("note_pursued", to="t0"), do("this_turn_trigger", trigger="pursuit_conquer", on="conquer")],
        "triggers": {"pursuit_conquer": {"if": {"pursued_conquered": True},
                                         "effects": [do("may", then=[do("move_pursued_to_base")])]}}},
    # -- gear ----------------------------------------------------------------------------------
    # "[Equip] — [Order], Kill a friendly unit (Pay the cost: Attach this to a unit you control.)" (+4; 357.3: not
    # the unit it attaches to)
    "Blade of the Ruined King": {"equip_cost": {"kill": {"who": "friendly"}}},
    # "[Equip] [1][Fury] / Grants: My hold effects are also conquer effects, and vice versa." (+2)
    "Skyfall of Areion": {"grants": [passive(hold_is_conquer=True)]},
    # "[Equip] [1][Mind] / [3][Mind], Banish this: Play all units banished with this, ignoring their costs. (Use only
    # if unattached.) / Grants: [Deathknell] — Banish me." (420.3: each played once the ability is done, its owner's
    # controller choosing where)
    "The Zero Drive": {"grants": [passive(keywords=[["Deathknell", 1]])],
                       "grant_triggers": {"deathknell": {"effects": [do("banish_me_with_gear")]}},
                       "abilities": [{"cost": {"energy": 3, "power": ["mind"], "banish_self": True},
                                      "if": {"unattached": True},
                                      "effects": [do("choose_banished_with_gear"),
                                                  do("play_card", card="chosen", ignore="cost")]}]},
    # "[E]: [Reaction] — Pay any amount of [A] to [Add] that much Energy. (Abilities that add resources can't be
    # reacted to.)"
    "Hextech Anomaly": {"abilities": [{"cost": {"exhaust": True}, "timing": "reaction", "add": True,
                                       "effects": [do("pay_any_to_add", pay="power")]}]},
    # "[E]: [Reaction] — Pay any amount of Energy to [Add] that much [A]."
    "Ancient Henge": {"abilities": [{"cost": {"exhaust": True}, "timing": "reaction", "add": True,
                                     "effects": [do("pay_any_to_add", pay="energy")]}]},
    # "[A], [E]: Give the next spell you play this turn [Repeat] equal to its cost." (Spiritforged FAQ: its printed
    # cost; the mark `next_spell_repeat`, used up by that spell)
    "Temporal Portal": {"abilities": [{"cost": {"power": ["any"], "exhaust": True},
                                       "effects": [do("mark", name="next_spell_repeat")]}]},
    # "[Deflect] Your Equipment everywhere have [Quick-Draw]. (Each gains [Reaction]. When you play it, attach it to a
    # unit you control.)" (errata, Spiritforged FAQ: in hand, and on the board as it is played - its attach trigger)
    "Jax, Unmatched": {"static": [
        passive(keywords=[["Quick-Draw", 1]], to={"type": "gear", "tag": "Equipment", "who": "you", "in_hand": True}),
        passive(keywords=[["Quick-Draw", 1]], to={"type": "gear", "tag": "Equipment", "who": "you"})]},
    # "You may exhaust your legend as an additional cost to play me. / When you play me, if you paid the additional
    # cost, move any number of your units to an open battlefield."
    "Bard, Mercurial": {"additional_cost": {"optional": True, "exhaust_legend": True},
                        "triggers": {"play": {"if": {"paid": "additional"}, "effects": [
                            do("choose", among={"what": "unit", "who": "you"}, count=99, up_to=True),
                            do("move_chosen_to_open")]}}},
    # -- legends -------------------------------------------------------------------------------
    # "Your Equipment each give [Assault]. (+1 [M] while equipped unit is an attacker.)" (each: two give [Assault 2])
    "Lucian, Purifier": {"static": [passive(equipment_grants=[passive(keywords=[["Assault", 1]])])]},
    # "Your Sand Soldiers have [Weaponmaster]. / [1], [E]: Play a 2 [M] Sand Soldier unit token to your base. Use only
    # if you've played an Equipment this turn." (350.2: a token is played - its granted Weaponmaster triggers)
    "Azir, Emperor of the Sands": {
        "static": [passive(keywords=[["Weaponmaster", 1]], to={"card_name": "Sand Soldier", "who": "you"})],
        "abilities": [{"cost": {"energy": 1, "exhaust": True}, "if": {"played_equipment_this_turn": True},
                       "effects": [do("token", card="Sand Soldier", count=1, where="base")]}]},
    # "When you recycle a rune, you may exhaust me to play a Gold gear token exhausted. / When one or more enemy units
    # die, ready me." (a rune recycled to pay Power counts, 417.1.b; one trigger for the units of one event, 383.3)
    "Sivir, Battle Mistress": {"triggers": {
        "recycle_rune": {"effects": [do("may", cost={"exhaust": True},
                                        then=[do("token", card="Gold", count=1, where="base")])]},
        "enemy_units_die": {"effects": [do("ready", to="self")]}}},
    # "When you or an ally hold, you may exhaust me to play a Gold gear token exhausted. / While your score is within
    # 3 points of the Victory Score, your Gold [ADD] an additional [1]." (a Gold's Add: its [A] and [1]; counted
    # while paying too)
    "Renata Glasc, Chem-Baroness": {
        "triggers": {name: {"you": True, "effects": [do("may", cost={"exhaust": True}, then=[
            do("token", card="Gold", count=1, where="base")])]} for name in ("hold", "ally_hold")},
        "static": [passive(add_more=1, card_name="Gold", **{"if": {"own_score_within": 3}})]},
    # "[E]: [Reaction] — [Add] [A]. Use only to play gear or use gear abilities." (430: it can't be reacted to)
    "Ornn, Fire Below the Mountain": {"abilities": [{"cost": {"exhaust": True}, "timing": "reaction", "add": True,
                                                     "effects": [do("add", power={"any": 1}, only="gear")]}]},
    # -- battlefields --------------------------------------------------------------------------
    # "Players can't score here until their third turn." (Spiritforged FAQ: no conquer, no hold, no triggers)
    "Forgotten Monument": {"static": [passive(score_from_turn=3)]},
    # "Units can't be played here." (cards, units an effect plays and unit tokens alike; moving there is no play)
    "Rockfall Path": {"static": [passive(no_unit_plays_here=True)]},
    # "While you control this battlefield, friendly legends have "[E]: Attach an Equipment you control to a unit you
    # control."" (a battlefield's passive is its controller's: no legend has it while nobody controls it)
    "Forge of the Fluft": {"static": [passive(grant_ability=0, to={"type": "legend", "who": "friendly"})],
                           "granted_abilities": [{"cost": {"exhaust": True},
                                                  "targets": [{"what": "equipment", "who": "you"},
                                                              {"what": "unit", "who": "you"}],
                                                  "effects": [do("attach", gear="t0", to="t1")]}]},
    # "When you conquer here, you may pay [1] and return a unit you control here to its owner's hand to play a 2 [M]
    # Sand Soldier unit token here." (the cost within the instruction paid as the trigger is finalized, 740.4.a.2)
    "Emperor's Dais": on("conquer", do("may", cost={"energy": 1, "return_unit": {"what": "unit", "who": "you",
                                                                                 "where": "here"}},
                                       then=[do("token", card="Sand Soldier", count=1, where="here")])),
    # "While you control this battlefield, friendly [Repeat] costs cost [1] less." (a battlefield's passive is its
    # controller's: none while nobody controls it)
    "Marai Spire": {"static": [passive(repeat_less=1)]},
    # "While you control this battlefield, the first friendly non-token gear played each turn costs [1] less."
    "Ornn's Forge": {"static": [passive(cost_mod=-1, who="friendly", **{"for": "gear", "if": {"no_friendly_gear_played": True}})]},
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
