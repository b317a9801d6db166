"""Spiritforged (SFD): cards about the turn - "the first time ... each turn" (the engine's once-each-turn counter,
`per_turn` on a trigger, 386), "+1 [M] this turn" when you use a gear's ability (the `play_ability` event's `type`),
and control that ends "at end of turn" (a delayed trigger about the unit, 392) - with the terms only they use. Each
entry quotes its printed text (with errata); the tests are `tests/cards/test_spiritforged_this_turn.py`.
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import BASE, BF, Ctx, do, give_control_recall, objs, on, run_verb, spell, trigger, unit


# Hostile Takeover: "Lose control of that unit and recall it at end of turn" - the control the spell gave ends: the
# player who controlled it when the spell took it gets it back, and it goes to their base (454: not a move)
@registry.verb("take_control_noted", "`to`: take control of it (`take_control`, 190.3.a.2), noting who controlled it "
               "(for `give_back_recall`).")
def take_control_noted(ctx: Ctx, to: Any = "t0") -> None:
    for oid in objs(ctx, to):
        if ctx.st.objs[oid].controller != ctx.controller:
            ctx.st.w(oid).extra["control_before"] = ctx.st.objs[oid].controller
    run_verb(ctx, "take_control", to=to)


@registry.verb("give_back_recall", "`to`: \"lose control of it and recall it\": if you control it, the player "
               "`take_control_noted` noted gets it back; it is recalled to its controller's base (456).")
def give_back_recall(ctx: Ctx, to: Any = "it") -> None:
    st = ctx.st
    for oid in objs(ctx, to):
        o = st.objs[oid]
        if o.zone not in (BASE, BF):
            continue
        before = st.w(oid).extra.pop("control_before", None)
        back = before if before is not None and o.controller == ctx.controller else o.controller
        give_control_recall(st, ctx.log, oid, back)


SCRIPTS: dict[str, Any] = {
    # "[Weaponmaster] The first time I conquer each turn, ready me." (Weaponmaster: the keyword's own trigger, 821)
    "Lucian, Merciless": {"triggers": {"conquer": {**trigger(do("ready", to="self")), "per_turn": 1}}},
    # "When you use an activated ability of a gear, give me +1 [M] this turn." (an Equip, a Gold's Add: as the
    # ability resolves, 420.4.a, like every "when you play an activated ability")
    "Prize of Progress": on("play_ability", do("might", amount=1, to="self"), cond={"event": {"type": "gear"}}),
    # "[Reaction] Choose a unit. The next time that unit would be dealt damage this turn, prevent it. Draw 1." (a
    # one-shot prevention of all of that damage, 438.1.b.2; it ends with the turn)
    "Counter Strike": spell(do("prevent", amount="next", to="t0"), do("draw", amount=1), targets=[unit()]),
    # "[Hidden] Take control of an enemy unit at a battlefield. Ready it. (Start a combat if other enemies are there.
    # Otherwise, conquer.) Lose control of that unit and recall it at end of turn. (Send it to base. This isn't a
    # move.)" (190.3.a.2: the unit contests the battlefield for its new controller; FAQ: a non-combat showdown when
    # no other enemy is there; 359.3.e.16: played in the Ending Phase, the delayed trigger isn't generated)
    "Hostile Takeover": spell(do("take_control_noted", to="t0"), do("ready", to="t0"),
                              do("at_end_of_turn", trigger="give_back", about="t0"),
                              targets=[unit(where="battlefield", who="enemy")],
                              triggers={"give_back": trigger(do("give_back_recall", to="it"))}),
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
