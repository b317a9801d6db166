"""The Victory Score (194): the points a game is won at, the mode's (483-491) changed by passives
("Increase the points needed to win the game by 1", Aspirant's Climb). Read by scoring and by the
conditions that compare points with it.
"""

from __future__ import annotations

from ..model.state import State

_VICTORY_KEYS: dict[int, tuple[object, int, bool]] = {}


def _changes_victory_score(st: State) -> bool:
    """Whether any card of this game's table has a passive that changes the Victory Score (cached per
    table: most games have none, and victory is checked in every cleanup)."""
    entry = _VICTORY_KEYS.get(id(st.table))
    if entry is not None and entry[0] is st.table and entry[1] == len(st.table.defs):
        return entry[2]
    from .scripts import script_for

    found = any("victory_score" in s for c in st.table.defs.values()
                for s in (script_for(c) or {}).get("static", ()))
    if len(_VICTORY_KEYS) > 256:
        _VICTORY_KEYS.clear()
    _VICTORY_KEYS[id(st.table)] = (st.table, len(st.table.defs), found)
    return found


def victory_score(st: State) -> int:
    """The points needed to win (194): the mode's, changed by passives ("Increase the points needed
    to win the game by 1", Aspirant's Climb)."""
    if not _changes_victory_score(st):
        return st.victory_score
    from .layers import statics

    return st.victory_score + sum(int(s["victory_score"]) for _, s in statics(st) if "victory_score" in s)
