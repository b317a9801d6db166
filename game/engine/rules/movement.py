"""The standard move (144, 421.3, 447-455) and Ganking (810).

Cost: exhaust the units (144.2). Several units may move together to one
destination from any origins (144.3). Base -> battlefield, battlefield -> base,
and battlefield -> battlefield only with Ganking (144.4). Only on your turn in
the Main Phase, in a Neutral Open state (144.1). A battlefield with units of two
other players is no destination (144.4.a.1); nor one a teammate occupies
(449.2.b). The destination becomes contested if the mover doesn't control it and
it isn't contested yet (452).
"""

from __future__ import annotations

from ..model import registry
from ..model.actions import BASE as TO_BASE
from ..model.actions import Action
from ..model.errors import IllegalAction
from ..model.events import ALL, Log
from ..model.state import BASE, BF, State
from ..ops import zones
from ..ops.skipping import skips_move
from ..ops.triggers import note_move, units_moved
from ..read import layers
from .applied import move_cost
from .costs import execute_payment, resolve_payment
from .showdown import contest


def unit_destinations(st: State, p: int, oid: int) -> list[int]:
    """Where a ready unit of `p` may go with a standard move (-1 = base); nowhere if it can't move this turn,
    or when "they can't move it this turn" (Vex, Apathetic)."""
    o = st.objs[oid]
    if o.extra.get("cant_move") == st.turn_number or o.extra.get("no_move") == st.turn_number and o.controller == p:
        return []
    if o.zone == BASE:
        return [i for i in range(len(st.battlefields)) if bf_open_to(st, p, i)]
    out = [] if base_barred(st, oid) else [TO_BASE]
    if layers.keyword(st, oid, "Ganking"):
        out += [i for i in range(len(st.battlefields)) if i != o.loc and bf_open_to(st, p, i)]
    elif layers.any_passive(st, "move_here_from_anywhere"):  # "Units can move here from anywhere" (Baron Pit)
        out += [i for i in range(len(st.battlefields)) if i != o.loc and bf_open_to(st, p, i)
                and _from_anywhere(st, i)]
    return out


def _from_anywhere(st: State, bf: int) -> bool:
    """A battlefield's "Units can move here from anywhere" (187.9): a battlefield-to-battlefield move to it needs
    no Ganking."""
    from ..read.conditions import location

    return any(s.get("move_here_from_anywhere") and st.card(src).type == "battlefield" and location(st, src) == bf
               for src, s in layers.statics(st))


registry.add_keys("passive", {
    "no_units_to_base": "\"Units can't move to base\": no unit moves from a battlefield to its base (movement.py).",
    "move_here_from_anywhere": "A battlefield's \"Units can move here from anywhere\" (187.9): units at other "
                               "battlefields may move to it without Ganking (movement.py).",
})


def base_barred(st: State, oid: int) -> bool:
    """"Units can't move from here to base" (Vilemaw's Lair): a passive of the unit's battlefield; "I can't
    move to base" (Determined Sentry): a unit's own; "Units can't move to base" (Minotaur Reckoner,
    `no_units_to_base`): from any battlefield."""
    from ..read.conditions import location

    o = st.objs[oid]
    return o.zone == BF and any((s.get("no_move_to_base") and (location(st, src) == o.loc if st.card(src).type ==
                                                               "battlefield" else src == oid))
                                or s.get("no_units_to_base")
                                for src, s in layers.statics(st))


def bf_open_to(st: State, p: int, bf: int) -> bool:
    """Whether units of `p` may move to battlefield `bf` by any means (144.4.a.1, 449.2, 451.2):
    not with units of two other players there; not, with more than two players, where a combat
    `p` takes no part in is going on (449.2.a, 464.1: a side may have lost its units); not, in
    2v2, where a teammate has units (449.2.b)."""
    here = {st.objs[u].controller for u in st.battlefields[bf].units if st.card(u).type == "unit"}  # not gear
    others = here - {p}
    if len(others) >= 2:
        return False
    sd = st.showdown
    if sd is not None and sd.combat and sd.bf == bf and p not in (sd.attacker, sd.defender) and p not in here:
        return False
    team = st.players[p].team
    return not (team and any(st.players[q].team == team for q in others))


def check_move(st: State, action: Action) -> None:
    p = action.player
    if p != st.turn_player or st.phase != "main":
        raise IllegalAction("units move only during your own Main Phase")
    if st.chain:
        raise IllegalAction("units can't move while the chain is open")
    if st.showdown is not None:
        raise IllegalAction("units can't make a standard move during a showdown or combat")
    if not action.units:
        raise IllegalAction("choose the units to move")
    if len(set(action.units)) != len(action.units):
        raise IllegalAction("each unit moves once")
    for oid in action.units:
        o = st.objs.get(oid)
        if o is None or o.zone not in (BASE, BF) or not layers.is_unit(st, oid):
            raise IllegalAction("only units on the board can move")
        if o.controller != p:
            raise IllegalAction(f"{st.name(oid)} is not yours to move")
        if o.exhausted:
            raise IllegalAction(f"{st.name(oid)} is exhausted and can't move")
        if action.to not in unit_destinations(st, p, oid):
            if o.zone == BF and action.to >= 0 and action.to != o.loc:
                raise IllegalAction(f"{st.name(oid)} needs Ganking to move between battlefields")
            raise IllegalAction(f"{st.name(oid)} can't move there")


def do_move(st: State, log: Log, action: Action) -> None:
    check_move(st, action)
    p, to = action.player, action.to
    extra = move_cost(st, p, action.units, to)  # 204.4: applied costs, paid as the move is performed
    if not extra.is_free():
        try:
            payment = resolve_payment(st, p, extra, action.pay or "auto")
        except IllegalAction as e:  # 204.4.c: can't pay, can't move
            raise IllegalAction(f"moving these units there costs more: {e}") from None
        execute_payment(st, log, p, extra, payment)
    origins = {oid: (st.objs[oid].loc if st.objs[oid].zone == BF else -1) for oid in action.units}
    for oid in action.units:  # 144.3.c: costs paid together
        zones.exhaust(st, log, oid)
    moving = [oid for oid in action.units if not skips_move(st, log, oid)]  # 444: a skipped move
    if not moving:
        return
    for oid in moving:
        if to == TO_BASE:
            zones.put(st, oid, BASE, controller=p)
        else:
            zones.put(st, oid, BF, controller=p, loc=to)
    dest = "base" if to == TO_BASE else st.name(st.battlefields[to].obj)
    names = ", ".join(st.name(u) for u in moving)
    log.add("move", f"{st.players[p].name} moves {names} to {dest}", ALL, player=p, units=list(moving),
            dest=to)
    if to != TO_BASE:
        contest(st, p, to)
    for oid in moving:
        note_move(st, log, oid, origins[oid])  # "the third time I move in a turn", "if I have moved twice"
    units_moved(st, log, [[oid, origins[oid]] for oid in moving], to)  # one move of them all (421)
