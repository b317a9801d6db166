"""Spiritforged (SFD): cards about attaching Equipment (435, 716-719) - "when you attach an Equipment to me"
(the engine's `equipped` trigger), Equip costs beyond Energy and Power (`equip_cost`), attaching and detaching by
effects - with the terms only they use. Each entry quotes its printed text; the tests are
`tests/cards/test_spiritforged_attach.py`.
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import Ctx, State, ask_cards, do, objs, on, passive, spell, trigger, unit


# Jax, Grandmaster at Arms: "a detached Equipment" / "an attached Equipment"
@registry.selector("attached", "Attached to a unit (true) or not (false).")
def attached(st: State, want: Any, oid: int, controller: int, source: int) -> bool:
    return (st.objs[oid].extra.get("attached_to") is not None) == bool(want)


# Angle Shot: "detach that Equipment from that unit"
@registry.condition("target_attached_to", "`[i, j]`: target i is attached to target j.")
def target_attached_to(st: State, want: Any, controller: int, source: int, subject: int | None,
                       data: dict[str, Any]) -> bool:
    ts = data.get("_targets", [])
    i, j = want
    gear = ts[i] if i < len(ts) else None
    to = ts[j] if j < len(ts) else None
    return gear is not None and to is not None and gear in st.objs and st.objs[gear].extra.get("attached_to") == to


# Rell, Magnetic: "you may play an Equipment with Energy cost no more than [2]" (from hand: no target, 355.10.a)
@registry.verb("choose_hand_card", "`tag`, `max_energy`, `may`: you choose a card in your hand with that tag and an "
               "Energy cost no more than N (`chosen`; none with `may`).")
def choose_hand_card(ctx: Ctx, tag: str = "", max_energy: int = 99, may: bool = False) -> bool | None:
    st = ctx.st
    ctx.data.pop("chosen", None)
    pool = [c for c in st.players[ctx.controller].hand
            if (not tag or tag in st.card(c).tags) and st.card(c).energy <= max_energy]
    if not pool:
        return None
    return ask_cards(ctx, ctx.controller, pool, 1, up_to=may)


@registry.condition("chose_something", "A `choose` step before this one chose something (true) or nothing (false).")
def chose_something(st: State, want: Any, controller: int, source: int, subject: int | None,
                    data: dict[str, Any]) -> bool:
    return bool(data.get("chosen")) == bool(want)


# Azir, Ascendant: "If it's equipped, you may attach one of its Equipment to me" (chosen as it resolves, not a target)
@registry.verb("choose_its_equipment", "`of` (a reference): you may choose one Equipment attached to it (`chosen`; "
               "none when it has none, or by choice).")
def choose_its_equipment(ctx: Ctx, of: Any = "t0") -> bool | None:
    st = ctx.st
    ctx.data.pop("chosen", None)
    units = objs(ctx, of)
    pool = [g for g in (st.objs[units[0]].extra.get("gear", ()) if units else ()) if g in st.objs]
    if not pool:
        return None
    return ask_cards(ctx, ctx.controller, pool, 1, up_to=True)


ATTACH = {"what": "equipment", "who": "you"}

SCRIPTS: dict[str, Any] = {
    # "[Calm]: [Action] — Choose a unit you control. Move me to its location and it to my original location. If it's
    # equipped, you may attach one of its Equipment to me. Use only once per turn." (another unit: choosing me
    # would do nothing; one at my location moves nobody but may still give me its Equipment)
    "Azir, Ascendant": {"abilities": [{"cost": {"power": ["calm"]}, "timing": "action", "per_turn": 1,
                                       "targets": [unit(who="you", other=True)],
                                       "effects": [do("swap", to="t0"), do("choose_its_equipment", of="t0"),
                                                   do("attach", gear="chosen", to="self")]}]},
    # "[Weaponmaster] When you attach an Equipment to me, you may pay [1] to draw 1."
    "Jax, Unrelenting": on("equipped", do("may", cost={"energy": 1}, then=[do("draw", amount=1)])),
    # "[Tank] When I attack, you may play an Equipment with Energy cost no more than [2], ignoring its cost. If you
    # do, then do this: Attach it to me." (errata: a reflexive trigger, once the Equipment is played)
    "Rell, Magnetic": {"triggers": {
        "attack": trigger(do("choose_hand_card", tag="Equipment", max_energy=2, may=True),
                          do("play_card", card="chosen", ignore="cost"), do("set_it", ref="chosen"),
                          do("if", cond={"chose_something": True}, then=[do("reflex", trigger="attach_it")])),
        "attach_it": trigger(do("attach", gear="it", to="self"))}},
    # "[Accelerate] Each Equipment attached to me gives double its base Might bonus."
    "Gearhead": {"static": [passive(double_gear_bonus=True)]},
    # "[Equip] [Calm] Grants: If this was attached to me this turn, I have an additional +2 [M]."
    "Brutalizer": {"grants": [passive(might=2, **{"if": {"attached_this_turn": True}})]},
    # "[Equip] — [Chaos], Recycle 2 cards from your trash / Grants: When I conquer or hold, you may play a unit
    # from your trash." (its costs paid)
    "Last Rites": {"equip_cost": {"recycle_trash": 2}, "grant_triggers": {
        name: trigger(do("play_card", card="t0"), targets=[{"what": "trash_unit", "optional": True, "may": True}])
        for name in ("conquer", "hold")}},
    # "[Unique] [Equip] [A] / When you play this, ready your units. / Grants: Your units here have [Ganking]."
    "Shurelya's Requiem": {"triggers": {"play": trigger(do("ready", to={"what": "unit", "who": "you"}))},
                           "grants": [passive(keywords=[["Ganking", 1]], to={"who": "friendly", "here": True})]},
    # "[Reaction] Choose a unit and an Equipment with the same controller. Attach that Equipment to that unit or
    # detach that Equipment from that unit. Draw 1."
    "Angle Shot": spell(do("choose_one", modes={
        "attach": [do("attach", gear="t1", to="t0")],
        "detach": [do("if", cond={"target_attached_to": [1, 0]}, then=[do("detach", gear="t1")])]}),
        do("draw", amount=1), targets=[unit(), {"what": "equipment", "same_controller": 0}]),
    # "[1], [E]: Attach a detached Equipment you control to a unit you control. / [E]: Attach an attached Equipment
    # you control to a unit you control."
    "Jax, Grandmaster at Arms": {"abilities": [
        {"cost": {"energy": 1, "exhaust": True}, "targets": [{**ATTACH, "attached": False}, unit(who="you")],
         "effects": [do("attach", gear="t0", to="t1")]},
        {"cost": {"exhaust": True}, "targets": [{**ATTACH, "attached": True}, unit(who="you")],
         "effects": [do("attach", gear="t0", to="t1")]}]},
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
