"""386 (2026-10-09 rules): abilities that begin "once each turn" or "N times each turn".

A triggered ability's script says so with `per_turn: N`. Its uses are counted on the object (a new
object, 124, starts again) when it is finalized, and an ability used up can't trigger (386.1); one
whose "you may" is declined, or that is removed without being finalized (no legal target), was not
performed and doesn't count (386.2.b). Two such abilities triggered by one event: the first one
finalized uses the turn's use, the second is removed as it comes to be finalized.
"""

from __future__ import annotations

from typing import Any

from ..model.state import State


def limit(body: dict[str, Any] | None) -> int:
    """How many times each turn the ability may be performed (0: no limit)."""
    return int((body or {}).get("per_turn") or 0)


def used_up(st: State, oid: int, key: str, body: dict[str, Any] | None) -> bool:
    """Whether object `oid`'s ability `key` (e.g. "trigger:dies") has been performed its N times this turn."""
    n = limit(body)
    if not n or oid not in st.objs:
        return False
    turn, count = st.objs[oid].extra.get("per_turn", {}).get(key, (-1, 0))
    return turn == st.turn_number and count >= n


def use(st: State, oid: int, key: str, body: dict[str, Any] | None) -> None:
    """Count one performance of the ability this turn (nothing for an ability without a limit)."""
    if not limit(body) or oid not in st.objs:
        return
    counts = dict(st.objs[oid].extra.get("per_turn", {}))
    turn, count = counts.get(key, (-1, 0))
    counts[key] = [st.turn_number, count + 1 if turn == st.turn_number else 1]  # a list: a state's JSON keeps it
    st.w(oid).extra["per_turn"] = counts
