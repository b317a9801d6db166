"""Views: what a viewer may see (128 privacy, 107-109 public zones).

`view(state, viewer)`: viewer is a player index, `SPECTATOR`, or `OMNISCIENT`
(None). Hands are private to their owner, decks are secret (counts only, for
everyone but the omniscient view), and a facedown card is private to its
controller: others see that a card is there, never its id or face. No hidden object's id is
shown in any form (in games stored before seeded ids, setup version 1, ids follow the deck list, so
an id names its card; and an id seen once would follow a card into a hidden zone): a chain item
whose source or target has gone into a hidden zone shows -1 there.
"""

from __future__ import annotations

from typing import Any

from ..model.state import State
from . import layers
from .reading import reading
from .victory import victory_score

SPECTATOR = -1
OMNISCIENT = None


def _can_see_private(viewer: int | None, who: int) -> bool:
    return viewer is None or viewer == who


def sees_facedown(st: State, viewer: int | None, controller: int) -> bool:
    """Whether `viewer` may see `controller`'s facedown cards: their own, or "you can look at their facedown cards
    this turn" (the player mark `see_facedown`: [turn, [players]])."""
    if _can_see_private(viewer, controller):
        return True
    mark = st.players[viewer].extra.get("see_facedown") if viewer is not None and 0 <= viewer < len(st.players) else None
    return bool(mark) and mark[0] == st.turn_number and controller in mark[1]


def obj_view(st: State, oid: int) -> dict[str, Any]:
    o = st.objs[oid]
    card = st.card(oid)  # a copy shows what it copies (479.1.b); `printed` keeps what it is
    out: dict[str, Any] = {"id": oid, "card": card.key, "name": card.name, "type": card.type,
                           "owner": o.owner, "controller": o.controller}
    if card.key != o.card:
        out["printed"] = o.card
    if card.also:  # 178: its other types ("a unit gear": type unit, also gear)
        out["also"] = list(card.also)
    if o.zone in ("base", "battlefield", "facedown"):
        out["exhausted"] = o.exhausted
        if card.type == "unit":
            out.update(might=layers.might(st, oid), damage=o.damage, buffed=o.buffs > 0, stunned=o.stunned,
                       keywords=layers.keyword_labels(st, oid))
            if o.designation:
                out["designation"] = o.designation
        if o.extra.get("attached_to") is not None:  # attachments are public (817 Equip)
            out["attached_to"] = o.extra["attached_to"]
    if o.extra.get("empowered") and o.zone in ("base", "battlefield", "legend"):
        out["empowered"] = True  # 442.2: a state of an object on the board, public like exhausted
    if o.token:
        out["token"] = True
    return out


def view(st: State, viewer: int | None = OMNISCIENT) -> dict[str, Any]:
    with reading(st):  # a view only reads: passives are worked out once
        return _view(st, viewer)


def _view(st: State, viewer: int | None) -> dict[str, Any]:
    players = []
    for i, p in enumerate(st.players):
        mine = _can_see_private(viewer, i)
        pv: dict[str, Any] = {
            "index": i, "name": p.name, "team": p.team, "points": p.points, "removed": p.removed,
            "legend": obj_view(st, p.legend) if p.legend >= 0 else None,
            "champion": [obj_view(st, c) for c in p.champion],
            "base": [obj_view(st, c) for c in p.base],
            "runes": [obj_view(st, c) for c in p.runes],
            "trash": [obj_view(st, c) for c in p.trash],
            "banishment": [obj_view(st, c) for c in p.banishment],
            "hand_count": len(p.hand), "main_deck_count": len(p.main_deck), "rune_deck_count": len(p.rune_deck),
            "pool": {"energy": p.energy, "power": {d: n for d, n in p.power.items() if n}},
            "scored": list(p.scored),
            "spells_this_turn": spells_played_this_turn(st, i),
        }
        if p.extra.get("legends"):  # legends added during play (107.4.d.1: Neeko, Blending In), public (355.10.a.1)
            pv["added_legends"] = [obj_view(st, c) for c in p.extra["legends"]]
        if mine:
            pv["hand"] = [obj_view(st, c) for c in p.hand]
        if viewer is None:
            pv["main_deck"] = [obj_view(st, c) for c in p.main_deck]
            pv["rune_deck"] = [obj_view(st, c) for c in p.rune_deck]
        players.append(pv)
    bfs = []
    for i, b in enumerate(st.battlefields):
        facedown = []
        for oid in b.facedown:
            if sees_facedown(st, viewer, st.objs[oid].controller):
                facedown.append({**obj_view(st, oid), "facedown": True})
            else:
                facedown.append({"facedown": True, "controller": st.objs[oid].controller})
        bfs.append({"index": i, "card": obj_view(st, b.obj), "controller": b.controller,
                    "units": [obj_view(st, u) for u in b.units], "facedown": facedown,
                    "contested": b.contested_by >= 0, "contested_by": b.contested_by})
    pending = None
    if st.pending is not None:
        pending = {"player": st.pending.player, "kind": st.pending.kind}
        if _can_see_private(viewer, st.pending.player):
            pending["options"] = st.pending.options
            pending["data"] = _masked_resume(st, st.pending.data, viewer)
    # A chain item's source or target may have gone where the viewer can't see since (a unit returned
    # to its owner's hand while its "when played" trigger waits on the chain): -1 there, not its id.
    chain = []
    if st.chain:
        hidden = hidden_ids(st, viewer)
        for c in st.chain:
            entry = {"id": c.id, "kind": c.kind, "name": c.name, "controller": c.controller,
                     "source": -1 if c.source in hidden else c.source,
                     "targets": [-1 if t[0] in hidden else t[0] for t in c.targets]}
            if c.kind == "card" and c.source in st.objs and c.source not in hidden:  # a spell on the chain is public
                entry["card"] = st.card(c.source).key
            if c.data.get("mode") is not None:  # 355.3: the mode chosen as it was played is public
                entry["mode"] = c.data["mode"]
            if c.data.get("shown_off"):  # 832: what it showed off is public (a card by name, never an id)
                entry["shown_off"] = [{"name": s["name"], "card": s["card"], "from": s["from"]}
                                      for s in c.data["shown_off"]]
            chain.append(entry)
    sd = st.showdown
    return {
        "mode": st.mode, "victory_score": victory_score(st),  # the score in force (Aspirant's Climb) "step": st.step,
        "turn": {"player": st.turn_player, "number": st.turn_number, "phase": st.phase},
        "state": st.state_name(), "priority": st.priority, "focus": st.focus,
        "showdown": None if sd is None else {"battlefield": sd.bf, "combat": sd.combat, "attacker": sd.attacker,
                                             "defender": sd.defender},
        "players": players, "battlefields": bfs,
        "chain": chain,
        "pending": pending, "winners": list(st.winners), "over": st.over,
    }


_RESUME_REFS = ("it", "chosen", "made", "discarded", "revealed")  # an effect's data that names objects


def _masked_resume(st: State, data: dict[str, Any], viewer: int | None) -> dict[str, Any]:
    """A decision an effect waits on carries the effect's targets and the objects its steps named
    (`resume`), one a triggered ability waits on its event's (`finalize`); one of them may have gone
    where the viewer can't see since (a target returned to its owner's hand before the effect asks
    something, a stunned unit returned before the trigger is finalized): -1 there, not its id (128)."""
    resume, final = data.get("resume"), data.get("finalize")
    if not isinstance(resume, dict) and not isinstance(final, dict):
        return data
    hidden = hidden_ids(st, viewer)

    def mask(v: Any) -> Any:
        if isinstance(v, int) and not isinstance(v, bool) and v in hidden:
            return -1
        if isinstance(v, list):
            return [mask(x) for x in v]
        return v

    def refs(inner: Any) -> dict[str, Any]:
        out = dict(inner or {})
        for key in _RESUME_REFS:
            if key in out:
                out[key] = mask(out[key])
        return out

    out = dict(data)
    if isinstance(resume, dict):  # its source too: a unit returned to its owner's hand while its trigger waited
        out["resume"] = {**resume, "source": mask(resume.get("source")),
                         "targets": mask(list(resume.get("targets") or [])), "data": refs(resume.get("data"))}
    if isinstance(final, dict):
        out["finalize"] = {**final, "source": mask(final.get("source")), "event": refs(final.get("event"))}
    return out


def spells_played_this_turn(st: State, p: int) -> int:
    """How many spells player `p` played (finalized, 420.4.b) this turn: public, as each was revealed when played
    (a count only: a spell since gone into a hidden zone is not named)."""
    mark = st.players[p].extra.get("finalized")
    if not mark or mark[0] != st.turn_number:
        return 0
    return sum(1 for oid in mark[1] if oid in st.objs and st.table.defs[st.objs[oid].card].type == "spell")


def hidden_ids(st: State, viewer: int | None) -> set[int]:
    """Ids of objects whose identity `viewer` may not learn."""
    if viewer is None:
        return set()
    out: set[int] = set()
    for i, p in enumerate(st.players):
        out.update(p.main_deck)
        out.update(p.rune_deck)
        if viewer != i:
            out.update(p.hand)
    for b in st.battlefields:
        out.update(oid for oid in b.facedown if not sees_facedown(st, viewer, st.objs[oid].controller))
    return out
