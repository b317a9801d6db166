"""Origins (OGN) legends and signature spells that needed a term the vocabulary lacked (issue 18's second
slice), with the terms only one of them uses registered beside it (docs/cards.md). Each entry quotes its
printed text (with errata) and the rules it relies on (Core Rules 2026-10-09).
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import (
    Ctx,
    State,
    ask_cards,
    ask_option,
    can_pay,
    do,
    has_tag,
    is_mighty,
    might,
    on,
    pay,
    run_verb,
    spell,
    trigger,
    unit,
)

Data = dict[str, Any]


# Volibear, Relentless Storm: "When you play a [Mighty] unit"
@registry.condition("event_card_mighty", "The event's card (`play_card`) is a unit that is Mighty now (708: 5+ "
                    "Might).")
def _event_card_mighty(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    card = data.get("card")
    return (card in st.objs and is_mighty(st, card)) == bool(want) if card is not None else not want


# Dragon's Rage: "Then do this" only "if you actually moved the unit you chose" (Origins FAQ)
@registry.condition("moved_target", "`if` step, index of a target: this effect moved it (a `move` step).")
def _moved_target(st: State, want: Any, controller: int, source: int, subject: int | None, data: Data) -> bool:
    ts = data.get("_targets", [])
    return want < len(ts) and ts[want] is not None and ts[want] in data.get("moved", [])


# Bullet Time: "Pay any amount of [A] to deal that much damage" (204.3: a cost within its instructions,
# paid as it resolves)
@registry.verb("pay_any_to_deal", "`to`: \"pay any amount of [A] to deal that much damage to ...\": you choose how "
               "much you pay, from 0 to what you can (`choose_option`), then deal that much (204.3).")
def pay_any_to_deal(ctx: Ctx, to: Any) -> bool | None:
    most = 0
    while can_pay(ctx.st, ctx.controller, {"power": ["any"] * (most + 1)}):
        most += 1
    amounts = list(range(most + 1))
    branches = {str(n): [do("_paid_deal", amount=n, to=to)] for n in amounts}
    return ask_option(ctx, ctx.controller, amounts, branches, {"purpose": "pay_any"})


@registry.verb("_paid_deal", "Pay the chosen amount of [A], then deal that much.")
def _paid_deal(ctx: Ctx, amount: int, to: Any) -> bool | None:
    if amount <= 0:
        return None
    pay(ctx, ctx.controller, {"power": ["any"] * amount})
    return run_verb(ctx, "deal", amount=amount, to=to)


# Guerilla Warfare: "Return up to two cards with [Hidden] from your trash to your hand."
@registry.selector("with_keyword", "With that keyword (a card in a trash: its printed keywords).")
def _with_keyword(st: State, want: Any, oid: int, controller: int, source: int) -> bool:
    return st.card(oid).has(want)


# Teemo, Swift Scout: "Put a Teemo unit you own into your hand from your Champion Zone or the board."
@registry.verb("choose_own_unit", "`tag`: you choose a unit with that tag you own, on the board or in your Champion "
               "Zone (`chosen`, for the steps after it).")
def choose_own_unit(ctx: Ctx, tag: str) -> bool | None:
    st, p = ctx.st, ctx.controller
    board = [u for pl in st.players for u in pl.base] + [u for b in st.battlefields for u in b.units]
    pool = [u for u in board if st.objs[u].owner == p and st.card(u).type == "unit" and has_tag(st, u, tag)]
    pool += [c for c in st.players[p].champion if st.card(c).type == "unit" and tag in st.card(c).tags]
    return ask_cards(ctx, p, pool, 1)


# Fox-Fire: "Kill any number of units at a battlefield with total Might 4 or less." - a group of targets
# (355.11): chosen together as it is played (the selector key `group_might`), and as it resolves, if the
# group no longer meets the restriction, its controller chooses a legal subset of the original targets
# (355.11.b): all at one battlefield, total Might within the bound, none left out that would still fit
# (355.11.b.1; the Origins FAQ's examples)
@registry.verb("group_subset", "`most`: the spell's targets still legal, as a group (355.11.b): all of them when they "
               "are at one battlefield with total Might `most` or less, else the controller chooses one of the "
               "largest subsets that are (`chosen`; none fits: none).")
def group_subset(ctx: Ctx, most: int) -> bool | None:
    st = ctx.st
    group = [t for t in ctx.targets if t is not None and t in st.objs]
    places: dict[int, list[int]] = {}
    for t in group:
        places.setdefault(st.objs[t].loc, []).append(t)
    subsets: dict[tuple[int, ...], None] = {}
    for units in places.values():
        fits = [frozenset(u for i, u in enumerate(units) if mask >> i & 1) for mask in range(1 << len(units))]
        fits = [s for s in fits if sum(max(0, might(st, u)) for u in s) <= most]
        for s in fits:
            if not any(s < other for other in fits):  # 355.11.b.1: none left out that would still fit
                subsets[tuple(sorted(s))] = None
    found = [list(s) for s in subsets if s] or [[]]  # an empty subset only when nothing fits anywhere
    return ask_cards(ctx, ctx.controller, group, groups=found)


LEGENDS = {
    # Sett: "If a buffed unit you control would die, you may pay [C], exhaust me, and spend its buff to heal it,
    # exhaust it, and recall it instead. When you conquer, ready me." (errata: a replacement, 386.2.a)
    "Sett, The Boss": {"static": [{"replace_die_may": {"power": [["body", "order"]]}}],
                       "triggers": {"conquer": trigger(do("ready", to="self"))}},
    # Teemo: "You may pay [1] to hide a card with [Hidden] instead of [A]. [1], [E]: Put a Teemo unit you
    # own into your hand from your Champion Zone or the board." (the unit is chosen as it resolves)
    "Teemo, Swift Scout": {"static": [{"hide_for_energy": True}],
                           "abilities": [{"cost": {"energy": 1, "exhaust": True},
                                          "effects": [do("choose_own_unit", tag="Teemo"),
                                                      do("return_to_hand", to="chosen")]}]},
    # Volibear: "When you play a [Mighty] unit, you may exhaust me to channel 1 rune exhausted."
    "Volibear, Relentless Storm": on("play_card", do("may", cost={"exhaust": True},
                                                     then=[do("channel", amount=1, exhausted=True)]),
                                     cond={"event": {"type": "unit"}, "event_card_mighty": True}),
    # Ahri: "When an enemy unit attacks a battlefield you control, give it -1 [M] this turn, to a minimum
    # of 1 [M]."
    "Ahri, Nine-Tailed Fox": on("attacks_yours", do("might", amount=-1, min=1, to="it")),
    # Leona: "When you stun one or more enemy units, buff a friendly unit." (once per instruction)
    "Leona, Radiant Dawn": on("stun_enemy", do("buff", to="t0"), targets=[unit(who="friendly")],
                              cond={"event": {"first": True}}),
    # Yasuo: "[2], [E]: Move a friendly unit to or from its base." (errata: never from a battlefield to
    # another; the destination is chosen as the ability resolves)
    "Yasuo, Unforgiven": {"abilities": [{"cost": {"energy": 2, "exhaust": True}, "targets": [unit(who="friendly")],
                                         "effects": [do("move", to="t0", via_base=True)]}]},
}

_FOX_FIRE_SLOT = {"what": "unit", "where": "battlefield", "group_might": 4, "optional": True, "may": True}

SIGNATURES = {
    # Teemo: "Return up to two cards with [Hidden] from your trash to your hand. You can hide cards ignoring
    # costs this turn." (the cards in my trash are targets, 355.10.a; 392: a delayed passive, the mark
    # `hide_free`)
    "Guerilla Warfare": spell(do("return_from_trash", to="t0"), do("return_from_trash", to="t1"),
                              do("mark", name="hide_free"),
                              targets=[{"what": "trash_card", "with_keyword": "Hidden", "optional": True, "may": True},
                                       {"what": "trash_card", "with_keyword": "Hidden", "optional": True,
                                        "differs": 0}]),
    # Volibear: "Choose a friendly unit in your base. Deal damage equal to its Might to all enemy units at a
    # battlefield, then move your unit there." (the spell deals it, Origins FAQ; "there" names the
    # destination, 355.4)
    "Stormbringer": spell(do("deal", amount={"might_of": "t0"}, to={"units_at": "t1", "who": "enemy"}),
                          do("move", to="t0", dest="t1"),
                          targets=[unit(where="base", who="you"), {"what": "battlefield"}]),
    # Jinx: "Deal 5 to a unit. When you conquer, you may discard 1 to return this from your trash to your
    # hand." (the discard is the trigger's cost, paid as it is finalized: 204.1.c, 383.3.b)
    "Super Mega Death Rocket!": spell(do("deal", amount=5, to="t0"), targets=[unit()], triggers={
        "conquer": {**trigger(do("may", cost={"discard": 1}, then=[do("return_from_trash", to="self")])),
                    "from": "trash"}}),
    # Darius: "[Action] Choose a unit. Kill it the next time it takes damage this turn. [Legion] - Kill it
    # now instead." (392's example: a delayed trigger on that unit; Legion, 812)
    "Noxian Guillotine": spell(do("if", cond={"legion": True}, then=[do("kill", to="t0")],
                                  otherwise=[do("this_turn_trigger", trigger="unit_damaged", about="t0")]),
                               targets=[unit()], triggers={"unit_damaged": trigger(do("kill", to="it"))}),
    # Lee Sin: "Move an enemy unit. Then do this: Choose another enemy unit at its destination. They deal
    # damage equal to their Mights to each other." (errata; the reflexive trigger only if it moved, its
    # target chosen as it goes on the chain: Origins FAQ; the units deal the damage, 418.6.b.3)
    "Dragon's Rage": spell(do("move", to="t0"), do("if", cond={"moved_target": 0}, then=[do("reflex", trigger="then")]),
                           targets=[unit(who="enemy")], triggers={"then": trigger(
                               do("deal", amount={"might_of": "pt0"}, to="t0", by="pt0"),
                               do("deal", amount={"might_of": "t0"}, to="pt0", by="t0"),
                               targets=[unit(who="enemy", near="pt0", besides="pt0")])}),
    # Leona: "[Action] Stun an enemy unit at a battlefield. You may move a friendly unit to that enemy
    # unit's battlefield." (the destination is named; "may": choosing no unit)
    "Zenith Blade": spell(do("stun", to="t0"), do("move", to="t1", dest="t0"),
                          targets=[unit(where="battlefield", who="enemy"), unit(who="friendly", optional=True, may=True)]),
    # Ahri: "[Hidden] [Action] Kill any number of units at a battlefield with total Might 4 or less." (355.11:
    # a group of targets, any number of them, none included, 355.13; a Might below 0 counts as 0 in the
    # total, ruling 35; 8 slots: more units of total Might 4 than a battlefield holds in practice)
    "Fox-Fire": spell(do("group_subset", most=4), do("kill", to="chosen"),
                      targets=[_FOX_FIRE_SLOT] + [{**_FOX_FIRE_SLOT, "same_place": 0}] * 7),
    # Miss Fortune: "[Action] Pay any amount of [A] to deal that much damage to all enemy units at a
    # battlefield." (204.3's example)
    "Bullet Time": spell(do("pay_any_to_deal", to={"units_at": "t0", "who": "enemy"}), targets=[{"what": "battlefield"}]),
}

for _group in (LEGENDS, SIGNATURES):
    for _name, _script in _group.items():
        register(_name, _script)
