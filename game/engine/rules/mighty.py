""""Becomes Mighty" as an event (709, 370.1.a): a unit on the board whose Might goes from below 5
to 5 or more fires its own "mighty" trigger and its controller's "unit_mighty" triggers.

Checked in every cleanup, and only in games whose cards have such a trigger (cached per table).
A unit's first sighting on the board sets its baseline: entering with Might 5 is not a change.
"""

from __future__ import annotations

from ..model.events import Log
from ..model.state import State
from ..read import layers
from ..read.scripts import script_for

EVENTS = ("mighty", "unit_mighty")
_WATCHED: dict[int, tuple[object, bool]] = {}


def _watched(st: State) -> bool:
    entry = _WATCHED.get(id(st.table))
    if entry is not None and entry[0] is st.table:
        return entry[1]
    found = any(ev in ((script_for(c) or {}).get("triggers") or {}) for c in st.table.defs.values() for ev in EVENTS)
    if len(_WATCHED) > 256:
        _WATCHED.clear()
    _WATCHED[id(st.table)] = (st.table, found)
    return found


def check_mighty(st: State, log: Log) -> None:
    """Fire the events for units that became Mighty since the last check (709)."""
    if not _watched(st):
        return
    from ..ops.triggers import happened

    units = [u for p in st.players for u in p.base] + [u for b in st.battlefields for u in b.units]
    for oid in units:
        if oid not in st.objs or not layers.is_unit(st, oid):
            continue
        now = layers.is_mighty(st, oid)
        was = st.objs[oid].extra.get("mighty")
        if was == now:
            continue
        st.w(oid).extra["mighty"] = now
        if now and was is False:
            happened(st, log, "becomes_mighty", oid)  # "mighty", "unit_mighty"
