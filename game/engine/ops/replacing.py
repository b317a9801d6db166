"""Replace (439): a token is created in the place of a card or token, inheriting every effect and
status of what it replaced; the replaced card goes to its owner's banishment (a replaced token stops
existing, 439.6). "Swapping back" (439.7) returns the original card to the token's place.

The engine replaces battlefields (Ivern, Green Father's Brush; a removed player's battlefield,
652.2.a). The battlefield's record (`Battlefield`: controller, contested, units, facedown cards) stays
as it is, so the token inherits the control and everything at that place; the object's own marks
(`extra`) go to the token. Marks: the token's `extra["replaced"]` is the card it stands for (the first
card of a chain of replacements); the banished card's `extra["replaced_by"]` is the token, so an
effect that references the replaced card still finds its place (439.1.a, `conditions.location`).
"""

from __future__ import annotations

from ..model.cards import CardDef, CardTable, default_catalog
from ..model.events import ALL, Log
from ..model.state import BANISH, BF_CARD, NO_PLAYER, Obj, State


def table_key(st: State, card: CardDef | str) -> str:
    """The table key of the token's definition, adding it to this game's table if needed: to a copy,
    never to the table object itself, which earlier states, other games' states loaded from the same
    JSON (serial.table_from_json keeps one table per text) share."""
    if isinstance(card, str):
        if card in st.table.by_name or card in st.table.defs:
            return st.table.key_for(card)
        found = default_catalog().find(card)
        if found is None:
            raise ValueError(f"unknown token {card!r}")
        card = found
    if card.key not in st.table.defs:  # the table is shared by earlier states: copy it
        table = CardTable()
        for c in st.table.defs.values():
            table.add(c)
        table.add(card)
        st.table = table
    return card.key


def replace_battlefield(st: State, log: Log, i: int, token: CardDef | str, owner: int = NO_PLAYER) -> int:
    """439.1, 439.5-439.6: replace battlefield `i` with a new battlefield token; returns its id."""
    b = st.battlefields[i]
    old = b.obj
    key = table_key(st, token)
    was = st.objs[old]
    oid = st.new_id()
    new = Obj(oid, key, owner, NO_PLAYER, BF_CARD, i, token=True)
    new.extra = {k: v for k, v in was.extra.items() if k not in ("replaced", "replaced_by")}  # 439.1
    new.extra["replaced"] = was.extra.get("replaced", old) if was.token else old
    st.objs[oid] = new
    st._own.add(oid)
    log.add("replace", f"{st.name(old)} is replaced by a token battlefield ({st.table.defs[key].name})", ALL, bf=i)
    if was.token:  # 439.6: a replaced token stops existing
        del st.objs[old]
        for pl in st.players:  # "replaced_by" of the original now points at the new token
            for c in pl.banishment:
                if st.objs[c].extra.get("replaced_by") == old:
                    st.w(c).extra["replaced_by"] = oid
    else:
        gone = st.w(old)  # 439.5: in banishment, replaced (not banished)
        gone.zone, gone.loc = BANISH, -1
        gone.extra = {"replaced_by": oid}
        st.players[gone.owner].banishment.append(old)
    b.obj = oid
    return oid


def add_battlefield(st: State, log: Log, token: CardDef | str, owner: int) -> int:
    """A battlefield token added to the board (Baron Nashor's Baron Pit, 187.9): a new battlefield after the
    others, uncontrolled and empty, `owner` the player whose effect created it (183); returns its index."""
    from ..model.state import Battlefield

    key = table_key(st, token)
    i = len(st.battlefields)
    oid = st.new_id()
    st.objs[oid] = Obj(oid, key, owner, NO_PLAYER, BF_CARD, i, token=True)
    st._own.add(oid)
    st.battlefields.append(Battlefield(obj=oid))
    log.add("add_battlefield", f"the {st.table.defs[key].name} battlefield token is added to the board", ALL, bf=i)
    return i


def swap_back(st: State, log: Log, token: int) -> bool:
    """439.7: the token stops existing and the card it replaced returns to its place, inheriting the
    token's current effects and statuses. Nothing happens without such a card in banishment (439.7.c)."""
    t = st.objs.get(token)
    orig = t.extra.get("replaced") if t is not None else None
    i = next((k for k, b in enumerate(st.battlefields) if b.obj == token), -1)
    if orig is None or i < 0 or orig not in st.objs or st.objs[orig].zone != BANISH \
            or st.objs[orig].extra.get("replaced_by") != token:
        return False
    o = st.w(orig)
    st.players[o.owner].banishment.remove(orig)
    o.zone, o.loc = BF_CARD, i
    o.extra = {k: v for k, v in t.extra.items() if k != "replaced"}  # type: ignore[union-attr]
    st.battlefields[i].obj = orig
    del st.objs[token]
    log.add("replace", f"{st.table.defs[t.card].name} is swapped back to {st.name(orig)}", ALL, bf=i)  # type: ignore[union-attr]
    return True
