"""Replacement effects (367-373): a unit that would die is saved instead.

When more than one replacement applies to one death, the affected unit's controller chooses
which applies first (372); the death waits (`extra["dying"]`) until the `order_replacements`
decision is answered. Every replacement in the pool saves the unit, so once the first applies
the death no longer happens and the others do not apply (370.2).
"""

from __future__ import annotations

from typing import Any

from . import layers, zones
from .errors import IllegalAction
from .events import ALL, Log
from .state import BASE, BF, NO_PLAYER, Pending, State


def death_replacements(st: State, oid: int) -> list[int]:
    """The sources of the replacements that apply to `oid` dying, by object id: the unit itself
    for its own "next time it dies this turn" save, else the object killed instead (Zhonya's
    Hourglass, an attached Guardian Angel)."""
    o = st.objs.get(oid)
    if o is None or not layers.is_unit(st, oid) or o.zone not in (BASE, BF):
        return []
    out = [oid] if o.extra.get("saved") == st.turn_number else []
    from .conditions import in_scope

    for src, s in layers.statics(st):
        if not s.get("replace_die") or not in_scope(st, s.get("to", "self"), src, oid):
            continue
        gear = s.get("_gear")
        killed = gear if gear is not None else src
        if killed != oid and killed in st.objs and killed not in out:
            out.append(killed)
    return out


def replace_death(st: State, log: Log, oid: int, by: list[Any] | None = None) -> bool:
    """Apply a replacement to a unit that would die; True if its death was replaced or now waits
    for its controller to order the replacements (372)."""
    o = st.objs.get(oid)
    if o is not None and o.extra.get("dying"):  # its death already waits for a decision
        return True
    found = death_replacements(st, oid)
    if not found:
        return False
    if len(found) == 1:
        apply_one(st, log, oid, found[0])
        return True
    # 372: its controller orders them; the death is held until they answer
    st.w(oid).extra["dying"] = True
    st.tasks.insert(0, ["replace_death", oid, by])
    return True


def ask_order(st: State, log: Log, oid: int, by: list[Any] | None) -> None:
    """The held death comes up: ask for the order, or go on if the choice has gone away."""
    o = st.objs.get(oid)
    if o is None or o.zone not in (BASE, BF):  # it left the board meanwhile
        return
    st.w(oid).extra.pop("dying", None)
    found = death_replacements(st, oid)
    if len(found) < 2:
        zones.kill(st, log, oid, by=by)  # 0 or 1 replacement left: the death goes on as usual
        return
    who = o.controller if o.controller >= 0 else st.turn_player  # 372, 372.2
    st.w(oid).extra["dying"] = True
    st.pending = Pending("order_replacements", who, found, {"unit": oid, "by": by})
    st.priority = NO_PLAYER


def answer_order(st: State, log: Log, player: int, choice: dict[str, Any]) -> None:
    """`{order: [sources]}`: the replacements in the order they apply; only the first one can
    apply, since it saves the unit (370.2). A partial order naming only the first is accepted."""
    pend = st.pending
    assert pend is not None
    order = list(choice.get("order", []))
    if not order or any(x not in pend.options for x in order) or len(set(order)) != len(order):
        raise IllegalAction("order the replacement effects by their sources (those offered)")
    oid = pend.data["unit"]
    st.pending = None
    st.w(oid).extra.pop("dying", None)
    log.add("order", f"{st.players[player].name} applies {st.name(order[0])} first", ALL, player=player)
    apply_one(st, log, oid, order[0])


def apply_one(st: State, log: Log, oid: int, src: int) -> None:
    """Apply one replacement: the unit's own save (its mark is used up) or kill `src` instead."""
    if src == oid:
        del st.w(oid).extra["saved"]
    else:
        log.add("replace", f"{st.name(src)} dies instead of {st.name(oid)}", ALL, card=src)
        zones.kill(st, log, src)
    _rescue(st, log, oid)


def _rescue(st: State, log: Log, oid: int) -> None:
    """Heal it, exhaust it, and recall it (not a move)."""
    w = st.w(oid)
    w.damage = 0
    w.exhausted = True
    zones.recall(st, log, oid)
