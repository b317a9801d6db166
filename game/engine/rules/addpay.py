"""Add abilities used while paying (357.1.a, 430.3, 445.2.c).

Activated abilities that Add resources and have the Reaction tag can be activated whenever a cost is
paid; they finalize and resolve at once (430.2). Basic runes' two abilities are paid through
`Payment.exhaust` / `Payment.recycle`; every other object's such ability (an "[E]: [Reaction] -
[Add] [Fury]" gear, a Gold token's "Kill this, [E]: [Add] [A]", a legend's) is named in
`Payment.add` as `(object, ability index)`.

An ability can be used this way when its cost is only exhausting and/or killing its own object and/or
Power (nothing to choose) and its effect is only Add instructions with fixed amounts, so what it gives
is known before anything changes. A Power cost ("[A][A], [E]: [Add] [2]", Renekton) is paid from the
runes the same payment recycles (or the pool), after they were exhausted for Energy: the runes' own Add
abilities come first (357.1.a, 430.3), so a rune both exhausted and recycled feeds the ability.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..model.state import BASE, BF, LEGEND, State

_PAYING_COSTS = frozenset({"exhaust", "kill_self", "power"})  # costs an Add ability may have to be used here


@dataclass(frozen=True, slots=True)
class AddSource:
    """One Add ability usable now: what it gives, and a `kind` grouping identical sources."""

    oid: int
    ability: int
    energy: int
    power: tuple[tuple[str, int], ...]  # (domain or "any", amount)
    only: str  # a restriction ("spell": use only to play spells), or ""
    kill: bool  # its cost kills its object (a Gold token's "Kill this")
    kind: tuple[Any, ...]
    cost_power: tuple[tuple[str, ...], ...] = ()  # its Power cost, one tuple of domains per symbol

    def usable_for(self, purpose: str, st: State | None = None) -> bool:
        from .costs import RESTRICTIONS, allows

        return not self.only or (allows(st, self.only, purpose) if st is not None else purpose in RESTRICTIONS[self.only])


def _gives(ab: dict[str, Any]) -> tuple[int, dict[str, int], str] | None:
    """What an Add ability's effect adds, when it is only fixed `add` instructions."""
    energy, power, only = 0, {}, None
    for step in ab.get("effects", []):
        params = step[1] if len(step) > 1 else {}
        if step[0] != "add" or not isinstance(params.get("energy", 0), int):
            return None
        if only is not None and params.get("only", "") != only:
            return None  # mixed restrictions: not modelled here
        only = params.get("only", "")
        energy += params.get("energy", 0)
        for d, n in (params.get("power") or {}).items():
            if not isinstance(n, int):
                return None
            power[d] = power.get(d, 0) + n
    return (energy, power, only or "") if (energy or power) else None


_STATIC: dict[int, tuple[Any, list[tuple[int, dict[str, Any], tuple[int, dict[str, int], str]]]]] = {}


def _candidates(st: State, card: Any, oid: int) -> list[tuple[int, dict[str, Any], tuple[int, dict[str, int], str]]]:
    """A card's Reaction Add abilities usable while paying, as far as its text decides (cached per card
    definition: the scan runs for every payment listed)."""
    entry = _STATIC.get(id(card))
    if entry is not None and entry[0] is card:
        return entry[1]
    from ..read.scripts import ability_list, is_implemented, script_for

    out = []
    script = script_for(card)
    if script and "abilities" in script and is_implemented(card):
        for i, ab in enumerate(ability_list(st, card, oid)):
            if not ab.get("add") or ab.get("timing") != "reaction":  # 430.3: Reaction Add abilities
                continue
            cost = ab.get("cost", {})
            if not {k for k, v in cost.items() if v} <= _PAYING_COSTS or ab.get("targets"):
                continue
            gives = _gives(ab)
            if gives is not None and cost.get("power") and gives[1]:
                continue  # a Power cost paid by its own Power: not modelled here
            if gives is not None:
                out.append((i, ab, gives))
    if len(_STATIC) > 4096:  # copies make definitions of their own: keep the cache bounded
        _STATIC.clear()
    _STATIC[id(card)] = (card, out)
    return out


_TABLES: dict[int, tuple[Any, int, bool]] = {}


def _in_table(st: State) -> bool:
    """Whether any card of this game's table has such an Add ability (cached per table, re-read when
    a card is added to it): payments are listed many times per action, and most games have none."""
    entry = _TABLES.get(id(st.table))
    if entry is not None and entry[0] is st.table and entry[1] == len(st.table.defs):
        return entry[2]
    found = any(_candidates(st, card, -1) for card in list(st.table.defs.values()))
    if len(_TABLES) > 1024:
        _TABLES.clear()
    _TABLES[id(st.table)] = (st.table, len(st.table.defs), found)
    return found


def add_sources(st: State, p: int) -> list[AddSource]:
    """The Reaction Add abilities of `p`'s objects on the board and legend usable while paying now."""
    from ..read.conditions import holds
    from ..read.layers import text_inactive
    from .costs import extra_add

    if not _in_table(st):
        return []
    player = st.players[p]
    objs = list(player.base) + [u for b in st.battlefields for u in b.units]
    objs += player.legends()
    out: list[AddSource] = []
    for oid in objs:
        o = st.objs.get(oid)
        if o is None or o.controller != p or o.zone not in (BASE, BF, LEGEND) or text_inactive(st, oid):
            continue  # (135.4: an attached card's printed abilities are inactive)
        card = st.card(oid)
        more = extra_add(st, p, card.name)  # "your Gold [Add] an additional [1]"
        for i, ab, (energy, power, only) in _candidates(st, card, oid):
            energy += more
            kill = bool(ab.get("cost", {}).get("kill_self"))
            if ab.get("cost", {}).get("exhaust") and o.exhausted or not holds(st, ab.get("if"), p, oid):
                continue
            pw = tuple(sorted(power.items()))
            reqs = _power_cost(ab.get("cost", {}))
            out.append(AddSource(oid, i, energy, pw, only, kill, (card.key, i, energy, pw, only, kill, reqs), reqs))
    return out


def _power_cost(cost: dict[str, Any]) -> tuple[tuple[str, ...], ...]:
    """An Add ability's Power cost as requirements ("any": every domain)."""
    from ..model.cards import DOMAINS

    return tuple(tuple(x) if isinstance(x, (list, tuple)) else (tuple(DOMAINS) if x == "any" else (x,))
                 for x in cost.get("power", ()))
