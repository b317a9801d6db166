"""Attachment (435, 716-719) and Equip (818).

An attached gear records `extra["attached_to"] = unit`; the unit lists it in `extra["gear"]`.
The gear sits at the unit's location (719.3) and moves with it (719.3.a); when either leaves
the board they detach and the gear stays where it is (719.5), so a gear left at a battlefield
is recalled by the next cleanup (323.6). The unit's Might includes the gear's Might Bonus and
the gear's `grants` (its effect text) apply to the unit (718.3-718.4, see layers.py).
"""

from __future__ import annotations

from typing import Any

from ..model.events import ALL, Log
from ..model.state import BASE, BF, State


def attached_to(st: State, gear: int) -> int | None:
    o = st.objs.get(gear)
    return o.extra.get("attached_to") if o is not None else None


def active_keyword(st: State, oid: int, name: str) -> int:
    """A keyword ability that can work now (721.2): an attached card's printed rules text is
    inactive (718.2) - it still has the keyword (722.1), but the ability doesn't trigger or apply
    (722.2: Spinning Axe's [Temporary] while attached). Keywords given to it still work."""
    from ..read import layers

    n = layers.keyword(st, oid, name)
    if n and "attached_to" in st.objs[oid].extra:
        n = max(0, n - st.card(oid).keyword(name))
    return n


def attach(st: State, log: Log, gear: int, unit: int) -> None:
    """435: detach from any previous unit, join the unit's location, link both ways."""
    from ..read.layers import is_unit
    from . import zones

    if is_unit(st, gear):  # 435.1.h.1 (2026-10-09): if a unit would be attached, nothing happens
        return
    detach(st, gear)
    u = st.objs[unit]
    g = st.objs[gear]
    if g.zone != u.zone or g.loc != u.loc:
        zones.put(st, gear, u.zone, controller=g.controller, loc=u.loc)
    st.w(gear).extra["attached_to"] = unit
    uw = st.w(unit)
    uw.extra["gear"] = [*uw.extra.get("gear", []), gear]
    log.add("attach", f"{st.name(gear)} is attached to {st.name(unit)}", ALL, card=gear, unit=unit)
    from .triggers import fire, scripts_use

    if scripts_use(st, "attached_this_turn"):  # "if this was attached to me this turn"
        st.w(gear).extra["attached_turn"] = st.turn_number
    fire(st, log, unit, "equipped", {"gear": gear})  # "when you attach an Equipment to me"


def detach(st: State, gear: int) -> None:
    unit = attached_to(st, gear)
    if unit is None:
        return
    del st.w(gear).extra["attached_to"]
    if unit in st.objs:
        uw = st.w(unit)
        rest = [g for g in uw.extra.get("gear", []) if g != gear]
        if rest:
            uw.extra["gear"] = rest
        else:
            uw.extra.pop("gear", None)
        _end_copies(st, unit, gear)


def _end_copies(st: State, unit: int, gear: int) -> None:
    """A copy "for as long as this is attached to it" ends as the gear is detached (its entry is dropped, so a
    later attachment starts afresh)."""
    copies = st.objs[unit].extra.get("copy")
    if copies and any(e.get("while_attached") == gear for e in copies):
        kept = [e for e in copies if e.get("while_attached") != gear]
        uw = st.w(unit)
        if kept:
            uw.extra["copy"] = kept
        else:
            del uw.extra["copy"]


def after_put(st: State, oid: int, prev: dict[str, Any], crossing: bool) -> None:
    """Called by zones.put for an object that had attachments before it moved."""
    from . import zones

    if "attached_to" in prev and crossing:  # the gear left the board: unlink from its unit
        unit = prev["attached_to"]
        if unit in st.objs and oid in st.objs[unit].extra.get("gear", []):
            uw = st.w(unit)
            uw.extra["gear"] = [g for g in uw.extra["gear"] if g != oid]
            if not uw.extra["gear"]:
                del uw.extra["gear"]
            _end_copies(st, unit, oid)
    for gear in prev.get("gear", []):
        if gear not in st.objs or st.objs[gear].extra.get("attached_to") != oid:
            continue
        if crossing or oid not in st.objs:  # 719.5: the unit left the board
            del st.w(gear).extra["attached_to"]
            continue
        u = st.objs[oid]
        if u.zone in (BASE, BF):  # 719.3.a: the gear goes along, keeping its controller (718.5.f)
            own = st.objs[gear].controller
            zones.put(st, gear, u.zone, controller=u.controller, loc=u.loc)  # into the base the unit is in
            st.w(gear).controller = own


def become_unit(st: State, log: Log, oid: int, source: int, might: int = -1) -> None:
    """479.2.a, 178: the object (a gear on the board) becomes a unit as well as its other types, with Might `might`
    (-1: its Energy cost), until `end_unit` (its source's effect ends) or it leaves the board (124). Attached, it
    detaches as it becomes a unit (143.5.b, 435.1.h.2, 718.6.a) and stays where it is (719.5)."""
    if "attached_to" in st.objs[oid].extra:
        detach(st, oid)
    st.w(oid).extra["becomes_unit"] = [source, might]
    log.add("becomes_unit", f"{st.name(oid)} becomes a unit", ALL, card=oid, source=source)


def end_unit(st: State, log: Log, oid: int) -> None:
    """The effect that made it a unit ends: it is only its other types again (478.4). Only a unit can have damage
    marked on it (178.1.a.1), so its damage goes; at a battlefield, the next cleanup recalls it (149.3)."""
    o = st.objs.get(oid)
    if o is None or "becomes_unit" not in o.extra:
        return
    w = st.w(oid)
    del w.extra["becomes_unit"]
    w.damage = 0
    w.designation = ""
    log.add("becomes_unit", f"{st.name(oid)} is no longer a unit", ALL, card=oid)
