"""Current characteristics of objects (473-480 layers, 701 buffs, 807 Assault, 814 Shield).

Might = printed Might + buffs + "this turn" modifiers + Assault while attacking
+ Shield while defending. Keywords = printed + granted; valued keywords granted
more than once add up (807.2, 809.2, 814.2).
"""

from __future__ import annotations

from .state import State


def keywords(st: State, oid: int) -> dict[str, int]:
    obj = st.objs[oid]
    out: dict[str, int] = {}
    for name, value in st.table.defs[obj.card].keywords:
        out[name] = out.get(name, 0) + value
    for name, value in obj.kw_mod:
        out[name] = out.get(name, 0) + value
    return out


def keyword(st: State, oid: int, name: str) -> int:
    """Current value of a keyword (0 = absent)."""
    obj = st.objs[oid]
    total = 0
    for kw, value in st.table.defs[obj.card].keywords:
        if kw == name:
            total += value
    for kw, value in obj.kw_mod:
        if kw == name:
            total += value
    return total


def might(st: State, oid: int) -> int:
    """The unit's actual Might (may be negative, 143.2.b.1)."""
    obj = st.objs[oid]
    value = st.table.defs[obj.card].might + obj.buffs + obj.might_mod
    if obj.designation == "attacker":
        value += keyword(st, oid, "Assault")  # 807.1.c
    elif obj.designation == "defender":
        value += keyword(st, oid, "Shield")  # 814.1.c
    return value


def combat_might(st: State, oid: int) -> int:
    """Might as used when summing combat damage: at least 0 (143.2.b), 0 when stunned (423.1.b)."""
    if st.objs[oid].stunned:
        return 0
    return max(0, might(st, oid))


def keyword_labels(st: State, oid: int) -> list[str]:
    """`["Shield 2", "Tank"]`: sorted, values shown for valued keywords."""
    from .cards import VALUED_KEYWORDS

    out = []
    for name, value in keywords(st, oid).items():
        out.append(f"{name} {value}" if name in VALUED_KEYWORDS else name)
    return sorted(out)


def is_unit(st: State, oid: int) -> bool:
    return st.table.defs[st.objs[oid].card].type == "unit"
