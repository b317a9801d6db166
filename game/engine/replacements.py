"""Replacement effects (367-373): a unit that would die is saved instead."""

from __future__ import annotations

from . import layers, zones
from .events import ALL, Log
from .state import BASE, BF, State


def replace_death(st: State, log: Log, oid: int) -> bool:
    """Apply a replacement to a unit that would die; True if its death was replaced.

    Sources, in this order (372.1: the affected unit's controller orders them; the engine
    applies one per death, first the unit's own delayed save, then passives by object id):
    a "save_from_death" mark for this turn, then `replace: {die: ...}` passives (Zhonya's
    Hourglass, an attached Guardian Angel). Each applies once to an event (370.2)."""
    o = st.objs.get(oid)
    if o is None or not layers.is_unit(st, oid) or o.zone not in (BASE, BF):
        return False
    if o.extra.get("saved") == st.turn_number:
        del st.w(oid).extra["saved"]
        _rescue(st, log, oid)
        return True
    for src, s in layers.statics(st):
        if not s.get("replace_die"):
            continue
        from .conditions import in_scope

        if not in_scope(st, s.get("to", "self"), src, oid):
            continue
        gear = s.get("_gear")
        killed = gear if gear is not None else src
        if killed == oid or killed not in st.objs:
            continue
        log.add("replace", f"{st.name(killed)} dies instead of {st.name(oid)}", ALL, card=killed)
        zones.kill(st, log, killed)
        _rescue(st, log, oid)
        return True
    return False


def _rescue(st: State, log: Log, oid: int) -> None:
    """Heal it, exhaust it, and recall it (not a move)."""
    w = st.w(oid)
    w.damage = 0
    w.exhausted = True
    zones.recall(st, log, oid)
