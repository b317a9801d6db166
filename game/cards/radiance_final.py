"""Radiance (RAD), cards of the session of 2026-11-26b that needed an engine term several sets share (a replacement
of a unit token play, `replace_token_play`). Each entry quotes its printed text (the official gallery of
2026-10-10); the tests are in `tests/cards/test_radiance_final.py`; `docs/radiance-plan.md` lists what is left.
"""

from __future__ import annotations

from typing import Any

from game.engine.model import registry
from game.engine.model.registry import register

from .dsl import BASE, BF, Ctx, ask_cards, ask_option, banish, do, is_unit, passive, run_verb, spell, trigger

Data = dict[str, Any]

# Chronobreak: "As an additional cost to play this, pay any amount of Power. Banish that many units you control, then
# for each, its owner plays that unit back to the same location or to their base, ignoring its cost. (You choose the
# order.)"
CHRONO_SLOTS = 12  # units played back one after the other: more than any board holds of one player's in practice


@registry.verb("chrono_banish", "You choose as many units you control as the Power paid (`power_x`; all of them when "
               "fewer) and banish them, noting where each was (`replays`).",
               gist={"own_units_played_back": {}})
def chrono_banish(ctx: Ctx, chosen: bool = False) -> bool | None:
    st, p = ctx.st, ctx.controller
    if not chosen:
        n = min(int(ctx.data.get("power_x", 0)), CHRONO_SLOTS)
        pool = [u for u in st.players[p].base + [x for b in st.battlefields for x in b.units]
                if st.objs[u].controller == p and is_unit(st, u)]
        ctx.data["chosen"] = []
        if n > 0 and pool and ask_cards(ctx, p, pool, min(n, len(pool))) is False:
            pending = st.pending
            assert pending is not None
            pending.data["tail"] = [do("chrono_banish", chosen=True)]
            return False
    units = [u for u in ctx.data.get("chosen", []) if u in st.objs and st.objs[u].zone in (BASE, BF)]
    ctx.data["replays"] = [[u, st.objs[u].loc if st.objs[u].zone == BF else -1] for u in units]
    ctx.data["replayed"] = []
    for u in units:
        banish(st, ctx.log, u)
    return None


@registry.verb("chrono_next", "The next unit `chrono_banish` banished to play back: you choose it among those left "
               "(\"You choose the order\"; `chosen`).")
def chrono_next(ctx: Ctx) -> bool | None:
    left = [u for u, _ in ctx.data.get("replays", []) if u not in ctx.data.get("replayed", []) and u in ctx.st.objs]
    ctx.data["chosen"] = left[:1]
    if len(left) > 1:
        return ask_cards(ctx, ctx.controller, left, 1)
    return None


@registry.verb("chrono_place", "The unit `chrono_next` chose: its owner plays it back ignoring its cost, to the "
               "battlefield it was at or to their base, their choice (`choose_option`); from a base, to the base.")
def chrono_place(ctx: Ctx) -> bool | None:
    st = ctx.st
    chosen = [u for u in ctx.data.get("chosen", []) if u in st.objs and st.objs[u].zone == "banishment"]
    if not chosen:
        return None
    u = chosen[0]
    ctx.data["replayed"] = [*ctx.data.get("replayed", []), u]
    at = next((loc for x, loc in ctx.data.get("replays", []) if x == u), -1)
    if at < 0 or at >= len(st.battlefields):
        return _play_back(ctx, u, "base")
    here, base = f"{st.name(u)} back to {st.name(st.battlefields[at].obj)}", f"{st.name(u)} to their base"
    return ask_option(ctx, st.objs[u].owner, [here, base],
                      {here: [do("chrono_play", unit=u, where=at)], base: [do("chrono_play", unit=u, where="base")]})


@registry.verb("chrono_play", "`unit`, `where` (a battlefield index, or base): its owner plays it there ignoring its "
               "cost (cards played as part of an effect's resolution, 420.3).")
def chrono_play(ctx: Ctx, unit: int, where: Any) -> bool | None:
    return _play_back(ctx, unit, where)


def _play_back(ctx: Ctx, unit: int, where: Any) -> bool | None:
    if unit not in ctx.st.objs:  # a token ceased to exist as it was banished (186.1)
        return None
    owner = ctx.st.objs[unit].owner
    mine = Ctx(ctx.st, ctx.log, owner, ctx.source, [unit], ctx.item, {}, ctx.spell)
    return run_verb(mine, "play_free", card="t0", where=where)


SCRIPTS: dict[str, Data] = {
    # Chronobreak: "As an additional cost to play this, pay any amount of Power. Banish that many units you control,
    # then for each, its owner plays that unit back to the same location or to their base, ignoring its cost. (You
    # choose the order.)" (the amount chosen as it is played, 356.1; the units chosen as it resolves, not targets; a
    # unit played back is a new object, 124: its play effects trigger)
    "Chronobreak": spell(do("chrono_banish"), *[step for _ in range(CHRONO_SLOTS) for step in (do("chrono_next"),
                                                                                   do("chrono_place"))],
                         additional_cost={"power_x": True}),
    # Heimerdinger, Academy Instructor: "If you would play a unit token to a location while I'm at a battlefield, you
    # may play a 3 [M] Mech unit token to that same location instead." (369: a replacement, offered token by token;
    # the Mech token, 187.4)
    "Heimerdinger, Academy Instructor": {"static": [passive(replace_token_play={"instead": "Mech"},
                                                            **{"if": {"at_battlefield": True}})]},
    # Mordekaiser, Iron Revenant (legend): "[Reaction][>] Banish a unit or gear from your trash, [E]: [Add] [A]. Spend
    # this Power only to play units or gear. (Abilities that add resources can't be reacted to.)" (430; the card
    # banished chosen as the cost is paid; the Power in the pool only for a unit's or a gear's play)
    "Mordekaiser, Iron Revenant": {"abilities": [{
        "cost": {"banish_trash": ["unit", "gear"], "exhaust": True}, "timing": "reaction", "add": True,
        "effects": [do("add", power={"any": 1}, only="unit_or_gear")]}]},
    # Hunters' Circle (battlefield): "For each player, the first unit or gear they play here on their turn costs [1]
    # less." (356.4: a discount; any player's, on their own turn, to this battlefield; a token played here counts as
    # one played, as for Rakelstake's "the first time they play a unit or gear here")
    "Hunters' Circle": {"static": [passive(cost_mod=-1, who="any", first_here=True)]},
    # Ekko, Boy Who Shattered Time (legend): "[Empower] — [1], [E] (Use only if not Empowered.) Disempower me, [E]:
    # Reduce the cost of the next unit you play this turn by [2][A] and give it "Kill me at end of turn."" (827; the
    # next unit played uses the reduction up, 420.5; "kill me at end of turn": a delayed trigger about that unit, gone
    # if it leaves the board, 124)
    "Ekko, Boy Who Shattered Time": {
        "empower": {"costs": [{"energy": 1, "exhaust": True}]},
        "abilities": [{"cost": {"disempower": True, "exhaust": True},
                       "effects": [do("mark", name="next_unit_discount", amount=2), do("mark", name="next_unit_power_less"),
                                   do("this_turn_trigger", trigger="next_unit_played")]}],
        "triggers": {"next_unit_played": trigger(do("at_end_of_turn", trigger="kill_it", about="it")),
                     "kill_it": trigger(do("kill", to="it"))}},
    # Orianna, Mechanical Marvel: "Once each turn, while I'm at a battlefield, you may pay [1][A] less to play a gear."
    # (356.4: a discount its controller may use or not - the play names it; once each turn, 386, used up only when
    # used)
    "Orianna, Mechanical Marvel": {"static": [passive(cost_mod=-1, cost_power_less=["any"], optional=True, per_turn=True,
                                                      **{"for": "gear", "if": {"at_battlefield": True}})]},
    # Seraphine, Starry-Eyed Songstress (legend): "As an additional cost to play a spell, you may exhaust me and three
    # friendly units to reduce the cost of that spell by [2]." (356.4; an optional additional cost paid as the spell is
    # played, 356.1: the play names the three ready units of its player's it exhausts)
    "Seraphine, Starry-Eyed Songstress": {"static": [passive(
        cost_mod=-2, optional=True, discount_cost={"exhaust_self": True, "exhaust_units": 3}, **{"for": "spell"})]},
    # Mordekaiser, Twice Slain: "[Accelerate] [Assault 3] Once each turn, if I would die, you may kill a friendly unit to
    # heal me, exhaust me, and recall me instead." (a replacement its controller may apply or not, 386.2.a; the unit
    # killed is the cost, named with the answer; Accelerate and Assault are keywords the engine reads from the card)
    "Mordekaiser, Twice Slain": {"static": [passive(replace_own_death_may={"kill": {"who": "friendly"}}, per_turn=True)]},
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
