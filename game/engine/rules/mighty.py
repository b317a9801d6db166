""""Becomes Mighty" as an event (709, 370.1.a): a unit on the board whose Might goes from below 5
to 5 or more fires its own "mighty" trigger and its controller's "unit_mighty" triggers.

Checked in every cleanup, and only in games whose cards have such a trigger (cached per table).
A unit's first sighting on the board sets its baseline: entering with Might 5 is not a change.
"When my Might becomes N or more" (Renekton, Brute: 10) is the same kind of event with the unit's own
threshold (the script key `might_reaches_at`): its trigger `might_reaches`.
"""

from __future__ import annotations

from ..model import registry
from ..model.events import Log
from ..model.state import State
from ..read import layers
from ..read.scripts import script_for

EVENTS = ("mighty", "unit_mighty", "might_reaches")
THRESHOLD = "might_reaches"

registry.add_keys("script_key", {
    "might_reaches_at": "N: the threshold of the unit's own `might_reaches` trigger (\"when my Might becomes 10 or "
                        "more\": its Might goes from below N to N or more, an event like becoming Mighty, 709) "
                        "(mighty.py).",
})
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
        _check_threshold(st, log, oid)
        now = layers.is_mighty(st, oid)
        was = st.objs[oid].extra.get("mighty")
        if was == now:
            continue
        st.w(oid).extra["mighty"] = now
        if now and was is False:
            happened(st, log, "becomes_mighty", oid)  # "mighty", "unit_mighty"


def _check_threshold(st: State, log: Log, oid: int) -> None:
    """A unit's own "when my Might becomes N or more" (`might_reaches`, N its `might_reaches_at`)."""
    script = script_for(st.card(oid)) or {}
    if THRESHOLD not in (script.get("triggers") or {}):
        return
    from ..ops.triggers import fire

    now = layers.might(st, oid) >= int(script.get("might_reaches_at", 5))
    was = st.objs[oid].extra.get("might_reached")
    if was == now:
        return
    st.w(oid).extra["might_reached"] = now
    if now and was is False:
        fire(st, log, oid, THRESHOLD)
