"""Unleashed (UNL), the cards issue 20 left for last: each waited on an engine term several cards may share (a split
among targets dealt by a unit, 355.14). Each entry quotes its printed text (with errata) and the rules it relies on
(Core Rules 2026-10-09); the tests are in `tests/cards/test_unleashed_final.py`; `docs/unleashed-plan.md` lists
what is still waiting and why.
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
    ask_may,
    can_pay,
    combined_modes,
    do,
    objs,
    passive,
    run_verb,
    spell,
    trigger,
    unit,
)

Data = dict[str, Any]

# Alpha Strike's enemy targets: as many as a unit's Might may be (355.14.c, `split_of`), each a different unit
SPLIT_SLOTS = 12
_ENEMY = unit(who="enemy", where="battlefield", split_of=0)

# Elder Dragon: "choose up to one enemy unit at each location" - as many targets as there are locations, each at a
# location no other one is at (Unleashed FAQ: "Deal 1 to up to one enemy unit at battlefield A. Deal 1 to up to one
# enemy unit at battlefield B. ... Each of those targeting restrictions is fulfilled separately"): a unit no longer at
# the location where it was chosen (Flash: moved to base) is unaffected as it resolves.
LOCATION_SLOTS = 8  # battlefields and bases: at most 3 battlefields and 4 bases in any mode


def _place(st: State, oid: int) -> list[Any]:
    o = st.objs[oid]
    return ["bf", o.loc] if o.zone == BF else ["base", o.controller] if o.zone == BASE else ["none", -1]


@registry.verb("deal_where_chosen", "`amount`: deal it to each legal target still at the location where it was as it "
               "was chosen (a trigger with `note_places`): \"up to one ... at each location\".")
def deal_where_chosen(ctx: Ctx, amount: int = 1) -> bool | None:
    places = ctx.data.get("places") or []
    ctx.data["chosen"] = [t for i, t in enumerate(ctx.targets) if t is not None and t in ctx.st.objs
                          and i < len(places) and _place(ctx.st, t) == list(places[i])]
    return run_verb(ctx, "deal", amount=amount, to="chosen")


# Dancing Grenade: "Deal 2 to a unit. Its controller may play this spell again for [A]. If they do, this deals 1
# additional Bonus Damage for each time this spell has dealt damage this turn."
@registry.verb("note_damage_of", "`to`: the damage marked on it now, kept (`noted_damage`) for a later step.")
def note_damage_of(ctx: Ctx, to: Any = "t0") -> None:
    found = objs(ctx, to)
    ctx.data["noted_damage"] = ctx.st.objs[found[0]].damage if found else None


@registry.verb("grenade_again", "`to`: if it was dealt damage since `note_damage_of`, this spell has dealt damage once "
               "more this turn (the card's `dealt_damage`); then its controller may play this spell again for [A] (a "
               "`may` of theirs when they can pay it), that play dealing 1 Bonus Damage for each time this spell has "
               "dealt damage this turn (its chain item's `bonus_damage`).")
def grenade_again(ctx: Ctx, to: Any = "t0") -> bool | None:
    st, card = ctx.st, ctx.source
    found = objs(ctx, to)
    mark = st.objs[card].extra.get("dealt_damage") if card in st.objs else None
    times = int(mark[1]) if mark and mark[0] == st.turn_number else 0
    noted = ctx.data.get("noted_damage")
    if found and noted is not None and st.objs[found[0]].damage > noted and card in st.objs:
        times += 1
        st.w(card).extra["dealt_damage"] = [st.turn_number, times]
    if not found:  # "its controller": gone with it (359.3.e.14.a)
        return None
    who = st.objs[found[0]].controller
    if not can_pay(st, who, {"power": ["any"]}):
        return None
    return ask_may(ctx, who, [do("play_card", card="self", power=1, by=to, marks={"bonus_damage": times})],
                   title=f"Play {st.name(card)} again for [A] ({2 + times} damage)?")


# Curtain Call: "[Repeat] — [1] / [A] / [1][A] ... Choose one you haven't already chosen —" - one execution for
# the base cost and one more for each Repeat cost paid, each paid once (820.1.c.2-3, 820.3), each execution a bullet
# not chosen by another (820.2: all chosen as it is played). A mode is a set of bullets (their executions in printed
# order) with the Repeat costs paid for the executions past the first.
CURTAIN_BULLETS: dict[str, Data] = {
    "Draw 1": {"effects": [do("draw", amount=1)]},
    "Deal 2 to a unit at a battlefield": {"targets": [unit(where="battlefield")],
                                          "effects": [do("deal", amount=2, to="t0")]},
    "Deal 3 to a unit at a base": {"targets": [unit(where="base")], "effects": [do("deal", amount=3, to="t0")]},
    "Give a unit at a battlefield -4 [M] this turn": {"targets": [unit(where="battlefield")],
                                                      "effects": [do("might", amount=-4, to="t0")]},
}
CURTAIN_REPEATS: dict[str, Data] = {"[1]": {"energy": 1}, "[A]": {"power": ["any"]}, "[1][A]": {"energy": 1, "power": ["any"]}}


def _curtain_call_modes() -> dict[str, Data]:
    names = list(CURTAIN_REPEATS)
    paid_sets = {0: [[]], 1: [[n] for n in names], 2: [[a, b] for i, a in enumerate(names) for b in names[i + 1:]],
                 3: [names]}
    out: dict[str, Data] = {}
    for size in range(1, len(CURTAIN_BULLETS) + 1):
        for label, mode in combined_modes(CURTAIN_BULLETS, size).items():
            for paid in paid_sets[size - 1]:
                cost = {"energy": sum(int(CURTAIN_REPEATS[n].get("energy", 0)) for n in paid),
                        "power": [sym for n in paid for sym in CURTAIN_REPEATS[n].get("power", [])]}
                out[label + (f" (Repeat {' + '.join(paid)})" if paid else "")] = {**mode, **({"cost": cost} if paid else {})}
    return out


SCRIPTS: dict[str, Data] = {
    # Curtain Call: "[Repeat] — [1] / [A] / [1][A] (You may pay each additional cost to repeat this spell's effect.)
    # Choose one you haven't already chosen — • Draw 1. • Deal 2 to a unit at a battlefield. • Deal 3 to a unit at a
    # base. • Give a unit at a battlefield -4 [M] this turn." (a mode per set of executions, above)
    "Curtain Call": {"modes": _curtain_call_modes(), "repeat_in_modes": True},

    # Dancing Grenade: "Deal 2 to a unit. Its controller may play this spell again for [A]. If they do, this deals 1
    # additional Bonus Damage for each time this spell has dealt damage this turn." (the unit's controller - an
    # opponent too - plays it from the trash it goes to once it has resolved, 420.3, choosing its target then; the
    # count is this card's, across its plays this turn)
    "Dancing Grenade": spell(do("note_damage_of", to="t0"), do("deal", amount=2, to="t0"), do("grenade_again", to="t0"),
                             targets=[unit()]),

    # Elder Dragon: "Any amount of your damage is enough to kill enemy units. When you play me, choose up to one enemy
    # unit at each location. Deal 1 to them." (the passive changes lethal damage for enemy units with its
    # controller's damage on them - cleanups, 323.4, and combat assignment, 467.2.c.3: the engine's
    # `any_damage_lethal`, Unleashed FAQ; damage prevented is never dealt, 438.2.a)
    "Elder Dragon": {"static": [passive(any_damage_lethal=True)], "triggers": {"play": {
        "targets": [unit(who="enemy", optional=True, may=True, other_place=list(range(i))) for i in range(LOCATION_SLOTS)],
        "effects": [do("deal_where_chosen", amount=1)], "note_places": True}}},
    # Baron Nashor: "As you play me, add the Baron Pit battlefield token to the board if it's not there already. If you
    # do, I enter there. (It has "Units can move here from anywhere.") I can't be chosen by enemy spells and
    # abilities. Other friendly units have +2 [M]." (369.3's example: where he enters is replaced; at the Pit he
    # contests it as any unit entering there, 190.3.a.1)
    "Baron Nashor": {"adds_battlefield": "Baron Pit",
                     "static": [passive(untargetable=True), passive(might=2, to={"who": "friendly", "other": True})]},
    # Baron Pit (a battlefield token, 187.9): "(You can't start the game with a token battlefield.) Units can move here
    # from anywhere." (no deck holds a token: the deck rules keep it out of the starting battlefields)
    "Baron Pit": {"static": [passive(move_here_from_anywhere=True)]},
    # Repulse: "[Reaction] Choose a friendly unit at a battlefield. Counter an enemy spell or ability that chooses it
    # and no other friendly unit." (the spell or ability is a target too - Unleashed FAQ: "play Repulse targeting your
    # Alpha Strike"; what it chooses counts while still on the board, legal for it or not, FAQ; countered: cleared
    # from the chain, 426.1.a)
    "Repulse": spell(do("counter", to="t1"), targets=[unit(who="friendly", where="battlefield"),
                                                      {"what": "chain_item", "who": "enemy", "chooses_only": 0}]),
    # Zilean, Time Mage: "Once each turn, if you would play a token unit while I'm at a battlefield, you may play that
    # token and an additional copy of it instead." (369: a replacement of one token's play, the copy played as the
    # token is - ready if it enters ready, Unleashed FAQ, rule 375; declined, it is not used up, 386.2.b)
    "Zilean, Time Mage": {"static": [passive(replace_token_play={"extra": 1, "per_turn": True},
                                             **{"if": {"at_battlefield": True}})]},
    # Alpha Strike: "[Action] Choose a friendly unit. It deals damage equal to its Might split among enemy units at
    # battlefields. Then for each unit this kills, do this: Gain 1 XP." (the enemy units are targets chosen as it is
    # played, no more than its Might, 355.14.a-c; the split and its Might read as it resolves, each target at least
    # 1, 355.14.e-h; the damage is the unit's, 418.6.b.3; the kills are this spell's, 429.5.c, as Disintegrate's)
    "Alpha Strike": spell(
        do("split_deal", amount={"might_of": "t0"}, among=[f"t{i}" for i in range(1, SPLIT_SLOTS + 1)], by="t0",
           each=True),
        targets=[unit(who="friendly"), _ENEMY] + [
            {**_ENEMY, "optional": True, "may": True, "differs": list(range(1, i))} for i in range(2, SPLIT_SLOTS + 1)],
        triggers={"kill": {**trigger(do("xp", amount=1), cond={"killed_by_self": True}), "from": "trash"}}),
}

for _name, _script in SCRIPTS.items():
    register(_name, _script)
