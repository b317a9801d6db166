"""Layer 1, trait-altering effects (477.1): tags granted by passives or effects, and "Might
becomes N" (477.1.a.1), applied before abilities (layer 2) and arithmetic (layer 3).

Sources: a passive `{"tags": [..], "to": scope}` or `{"might_set": N, "to": scope}`; on the
object, `extra["tags"]` (tags it gained, e.g. "I gain that tag") and `extra["might_set"]`
(`[N, turn]`: "its Might becomes N this turn"). When several set Might, the latest "this turn"
effect wins over passives (478 timestamps: a resolved effect is newer than a standing passive).
"""

from __future__ import annotations

from .state import BASE, BF, State


def tags(st: State, oid: int) -> frozenset[str]:
    """The object's current tags: printed, gained, and granted by passives (477.1.c)."""
    from .layers import applies, statics

    o = st.objs[oid]
    out = set(st.table.defs[o.card].tags) | set(o.extra.get("tags", ()))
    if o.zone in (BASE, BF):
        for src, s in statics(st):
            scope = s.get("to", "self")  # a tag grant scoped by tag would depend on itself: skipped
            if "tags" in s and not (isinstance(scope, dict) and "tag" in scope) and applies(st, src, s, oid):
                out.update(s["tags"])
    return frozenset(out)


def has_tag(st: State, oid: int, tag: str) -> bool:
    return tag.casefold() in {t.casefold() for t in tags(st, oid)}


def base_might(st: State, oid: int, guard: bool = False) -> int:
    """The Might arithmetic starts from: printed, unless something says it becomes N (477.1.a.1)."""
    from .layers import applies, statics

    o = st.objs[oid]
    mark = o.extra.get("might_set")
    if mark and mark[1] == st.turn_number:
        return int(mark[0])
    for src, s in statics(st):
        if "might_set" in s and applies(st, src, s, oid, guard):
            return int(s["might_set"])
    return st.table.defs[o.card].might
