"""Spiritforged (SFD): scripts, known gaps, and the terms only a card of this set needs.

Keyword-only cards (Quick-Draw and Equip gear, for instance) need no script. A card whose
text reads as keywords only but whose reminder changes the keyword is listed as a gap
(`unsupported`), so `is_implemented` stays honest. A term the engine's vocabulary lacks is
registered here, beside its card (docs/cards.md, "Adding a card"); when a second card needs it, it
moves into the engine.
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
    do,
    draw,
    is_unit,
    look_top,
    on,
    passive,
    put,
    recycle,
    spell,
    unit,
    units_at,
)


# Trusty Ramhound: "While you have another unit here" (here: its battlefield or its base, 107.1.b)
@registry.condition("another_unit_here", "\"While you have another unit here\": you control a unit other than "
                    "the source at its location (its battlefield, or its base: a base is a location, 107.1.b).")
def another_unit_here(st: State, want: Any, controller: int, source: int, subject: int | None,
                      data: dict[str, Any]) -> bool:
    found = any(u != source and st.objs[u].controller == controller for u in units_at(st, source))
    return found == bool(want)


# Apprentice Smith: "reveal the top card of your Main Deck. If it's a gear, draw it. Otherwise, recycle it."
# Ravenbloom Conservatory: "... If it's a spell, put it in your hand. Otherwise, recycle it." (not a draw)
@registry.verb("reveal_top", "`draw_if` (a card type), `to_hand`: reveal the top card of your Main Deck; draw it if "
               "it is of that type (with `to_hand`: put it in your hand, not a draw), else recycle it (417). An empty "
               "deck reveals nothing (only a draw burns out, 432). `seen`: the reveal's progress (`look_top`: "
               "replacements of the reveal and as the card is revealed, 370.1.c.1).")
def reveal_top(ctx: Ctx, draw_if: str, to_hand: bool = False, seen: list[int] | None = None) -> bool | None:
    st, p = ctx.st, ctx.controller
    params = {"draw_if": draw_if, "to_hand": to_hand, **({"seen": seen} if seen else {})}
    left = look_top(ctx, p, 1, "reveal_top", params, reveal=True)
    if left is None:
        return False
    deck = st.players[p].main_deck
    if not left:  # an empty deck, or the card was taken out as it was revealed
        return None
    top = deck[0]
    name, who = st.name(top), st.players[p].name
    ctx.log.add("reveal", f"{who} reveals {name} from the top of their Main Deck", ALL, player=p, name=name)
    if st.card(top).type == draw_if and to_hand:
        put(st, top, "hand")
        ctx.log.add("to_hand", f"{who} puts {name} into their hand", ALL, player=p, name=name)
    elif st.card(top).type == draw_if:
        draw(st, ctx.log, p, 1)
    else:
        recycle(st, p, [top])
        ctx.log.add("recycle", f"{who} recycles {name}", ALL, player=p, name=name)


# Ribbon Dancer: "When I move to a battlefield" (from a base, or from another battlefield with Ganking)
@registry.trigger("move_to_battlefield", "\"When I move to a battlefield\" (from a base, or from another "
                  "battlefield).", on="move")
def moved_to_battlefield(st: State, oid: int, data: dict[str, Any]) -> bool:
    o = st.objs.get(oid)
    return o is not None and o.zone == BF


# Sudden Storm: "If it's attacking, deal 4 to it instead."
@registry.condition("target_attacking", "`if` step, index of a target: it is still legal and an attacker "
                    "(\"if it's attacking\").")
def target_attacking(st: State, want: Any, controller: int, source: int, subject: int | None,
                     data: dict[str, Any]) -> bool:
    ts = data.get("_targets", [])
    t = ts[want] if isinstance(want, int) and want < len(ts) else None
    return t is not None and t in st.objs and st.objs[t].designation == "attacker"


# Dropboarder: "if you control two or more gear"
@registry.condition("gear_at_least", "You control N or more gear on the board (a token gear counts).")
def gear_at_least(st: State, want: Any, controller: int, source: int, subject: int | None,
                  data: dict[str, Any]) -> bool:
    mine = [o for o in st.objs.values() if o.controller == controller and o.zone in (BASE, BF)
            and st.card(o.id).is_a("gear")]
    return len(mine) >= int(want)


# Xin Zhao, Vigilant: "if you have two or more other units in your base"
@registry.condition("other_units_in_base_at_least", "You have N or more units in your base other than the "
                    "source.")
def other_units_in_base_at_least(st: State, want: Any, controller: int, source: int, subject: int | None,
                                 data: dict[str, Any]) -> bool:
    base = [u for u in st.players[controller].base if u != source and is_unit(st, u)]
    return len(base) >= int(want)


SCRIPTS = {
    # "[Hidden] [Action] Swap the Might of two units at the same battlefield this turn." (434)
    "Switcheroo": spell(do("swap_numbers", a="t0", b="t1", what="might"),
                        targets=[unit(where="battlefield"), unit(where="battlefield", differs=0, same_place=0)]),
    # Repeat (820): paid, the instructions run once more with their own targets (820.2.a).
    # "[Action] [Repeat] [1] Give a unit [Assault 2] this turn."
    "Blood Rush": spell(do("keyword", name="Assault", value=2, to="t0"), targets=[unit()]),
    # "[Reaction] [Repeat] [2] Give a unit +2 [M] this turn."
    "Feral Strength": spell(do("might", amount=2, to="t0"), targets=[unit()]),
    # "[Reaction] [Repeat] [2] Give a unit -2 [M] this turn."
    "Frigid Touch": spell(do("might", amount=-2, to="t0"), targets=[unit()]),
    # "While you have another unit here, I have +1 [M]."
    "Trusty Ramhound": {"static": [passive(might=1, **{"if": {"another_unit_here": True}})]},
    # "When I move, reveal the top card of your Main Deck. If it's a gear, draw it. Otherwise, recycle it."
    "Apprentice Smith": on("move", do("reveal_top", draw_if="gear")),
    # "When I move to a battlefield, give another friendly unit +1 [M] this turn."
    "Ribbon Dancer": on("move_to_battlefield", do("might", amount=1, to="t0"),
                        targets=[unit(who="friendly", other=True)]),
    # "[Hidden] [Action] Deal 2 to a unit at a battlefield. If it's attacking, deal 4 to it instead."
    "Sudden Storm": spell(do("if", cond={"target_attacking": 0}, then=[do("deal", amount=4, to="t0")],
                             otherwise=[do("deal", amount=2, to="t0")]),
                          targets=[unit(where="battlefield")]),
    # "When you play me, if you control two or more gear, ready me."
    "Dropboarder": on("play", do("ready", to="self"), cond={"gear_at_least": 2}),
    # "[Tank] I enter ready if you have two or more other units in your base."
    "Xin Zhao, Vigilant": {"enters_ready": {"other_units_in_base_at_least": 2}},
}

GAPS: dict[str, str] = {}  # Spinning Axe's "[Temporary] (If this is unattached ...)" is 718.2 / 722.2

for _name, _why in GAPS.items():
    register(_name, {"unsupported": _why})

for _name, _script in SCRIPTS.items():
    register(_name, _script)
