"""Conditions, scopes and numbers used by card scripts (passives, triggers, `if` steps).

Plain data, evaluated against a state:

- value: an int, or `{"might_of": ref}`, `{"count": "trash" | "hand" | "runes" | "units_here"}`,
  `{"max_might": "friendly"}`, `{"neg": value}`.
- scope (who a passive applies to): "self", "equipped" (via attachment), or a dict
  `{"who": "friendly"|"enemy"|"any", "other": true, "here": true, "type": "unit"|"spell"}`.
- condition: `{"runes_at_least": n}`, `{"mighty": true}`, `{"at_battlefield": true}`,
  `{"hand_at_most": n}`, `{"moved": n}` / `{"moved_at_least": n}` (this turn), `{"legion": true}`,
  `{"xp_at_least": n}`, `{"defends_alone": true}`, `{"paid": "additional"}`,
  `{"units_here_at_least": n}`, `{"spell_cost_at_least": n}`, `{"showdown_here": true}`,
  `{"event": {key: value}}` (the triggering event's data, e.g. a kill's `spell`, `stunned`, `enemy`),
  `{"all": [...]}`, `{"not": c}`.
"""

from __future__ import annotations

from typing import Any

from .state import BASE, BF, TRASH, State


def _units_of(st: State, p: int) -> list[int]:
    out = [u for u in st.players[p].base if st.card(u).type == "unit"]
    for b in st.battlefields:
        out.extend(u for u in b.units if st.objs[u].controller == p and st.card(u).type == "unit")
    return out


def friendly(st: State, a: int, b: int) -> bool:
    """Same player or teammates."""
    if a == b:
        return True
    ta = st.players[a].team
    return bool(ta) and st.players[b].team == ta


def location(st: State, oid: int) -> int:
    """The battlefield index an object is at (a unit or gear there, or the battlefield card), else -1."""
    o = st.objs.get(oid)
    if o is None:
        return -1
    if o.zone == BF:
        return o.loc
    if o.zone == "bf_card":
        return next((i for i, b in enumerate(st.battlefields) if b.obj == oid), -1)
    if o.zone == "banishment" and "replaced_by" in o.extra:  # 438.1.a: its token holds its place
        return location(st, o.extra["replaced_by"])
    if o.zone == TRASH and "died_at" in o.extra:  # 808.1.d.3: a dead unit's Deathknell acts where it died
        return int(o.extra["died_at"])
    return -1


def value(st: State, v: Any, controller: int, source: int, ref: Any = None) -> int:
    from . import layers

    if isinstance(v, int):
        return v
    if not isinstance(v, dict):
        raise ValueError(f"bad value {v!r}")
    if "neg" in v:
        return -value(st, v["neg"], controller, source, ref)
    if "might_of" in v:
        oid = ref(v["might_of"]) if ref is not None else (source if v["might_of"] == "self" else None)
        return layers.ref_might(st, oid) if oid is not None and oid in st.objs else 0
    if "count" in v:
        what = v["count"]
        player = st.players[controller]
        if what == "trash":
            return len(player.trash)
        if what == "hand":
            return len(player.hand)
        if what == "runes":
            return len(player.runes)
        if what == "units_here":
            o = st.objs.get(source)
            return len(st.battlefields[o.loc].units) if o is not None and o.zone == BF else 0
    if "max_might" in v:
        return max((layers.ref_might(st, u) for u in _units_of(st, controller)), default=0)
    raise ValueError(f"bad value {v!r}")


def _controller(st: State, oid: int) -> int:
    """A battlefield's abilities are controlled by the battlefield's controller."""
    i = location(st, oid) if st.objs[oid].zone == "bf_card" else -1
    return st.battlefields[i].controller if i >= 0 else st.objs[oid].controller


def in_scope(st: State, scope: Any, src: int, oid: int) -> bool:
    """Whether a passive of `src` with this scope applies to object `oid`."""
    if scope == "self":
        return oid == src
    if scope == "equipped":
        return False  # grants are routed to the unit by layers.statics
    o = st.objs[oid]
    s_ctrl = _controller(st, src)
    if st.card(oid).type != scope.get("type", "unit") or o.zone not in ("base", BF):
        return False
    if scope.get("other") and oid == src:
        return False
    if scope.get("stunned") and not o.stunned:  # "stunned enemy units here"
        return False
    if "tag" in scope:  # "friendly Yordles ..." reads current tags (477.1)
        from .traits import has_tag

        if not has_tag(st, oid, scope["tag"]):
            return False
    if scope.get("named"):  # "units with the named tag" (759-763): what this source named
        from .naming import matches_named

        if not matches_named(st, src, oid):
            return False
    if "any_tag" in scope:  # "Bird, Cat, Dog, Poro, and Ivern units"
        from .traits import has_tag

        if not any(has_tag(st, oid, t) for t in scope["any_tag"]):
            return False
    who = scope.get("who", "any")
    if who == "friendly" and (s_ctrl < 0 or not friendly(st, o.controller, s_ctrl)):
        return False
    if who == "enemy" and (s_ctrl < 0 or friendly(st, o.controller, s_ctrl)):
        return False
    if scope.get("here"):
        here = location(st, src)
        return here >= 0 and o.zone == BF and o.loc == here
    return True


def holds(st: State, cond: Any, controller: int, source: int, subject: int | None = None,
          data: dict[str, Any] | None = None) -> bool:
    """Evaluate a condition for an ability of `source` controlled by `controller`.

    `subject` is the object a passive is being applied to (for "defends_alone"); `data`
    carries the chain item's or event's facts (paid costs, a played spell's cost)."""
    from . import layers

    if cond is None:
        return True
    data = data or {}
    player = st.players[controller]
    src = st.objs.get(source)
    for key, want in cond.items():
        if key == "all":
            ok = all(holds(st, c, controller, source, subject, data) for c in want)
        elif key == "not":
            ok = not holds(st, want, controller, source, subject, data)
        elif key == "runes_at_least":
            ok = len(player.runes) >= want
        elif key == "mighty":  # 708, read without conditional grants (476.3: layers re-checked)
            ok = src is not None and (layers.might(st, source, _guard=True) >= 5) == bool(want)
        elif key == "empowered":  # 441.2, 828.1.c: the Empowered status of the source
            ok = src is not None and bool(src.extra.get("empowered")) == bool(want)
        elif key == "at_battlefield":
            ok = src is not None and (src.zone == BF) == bool(want)
        elif key == "hand_at_most":
            ok = len(player.hand) <= want
        elif key == "moved_at_least":
            ok = src is not None and moves_this_turn(st, source) >= want
        elif key == "moved":
            ok = src is not None and moves_this_turn(st, source) == want
        elif key == "legion":  # 812.1.c: a card other than this one finalized by you this turn
            ok = legion(st, player, source, src, data)
        elif key == "xp_at_least":  # 824.1.c
            ok = player.extra.get("xp", 0) >= want
        elif key == "buffed":  # "while I'm buffed" (the subject a passive applies to, else the source)
            t = st.objs.get(subject if subject is not None else source)
            ok = t is not None and (t.buffs > 0) == bool(want)
        elif key == "other_card":  # "when you play another unit": the event's card is not this one
            ok = (data.get("card") != source) == bool(want)
        elif key in ("target_stunned", "target_alone", "target_chosen", "target_named"):  # an `if` step
            ts = data.get("_targets", [])
            t = ts[want] if want < len(ts) and ts[want] in st.objs else None
            if key == "target_named":  # "if it has the named name / tag" (759-763)
                from .naming import has_named

                ok = t is not None and has_named(st, data.get("named") or (src.extra.get("named") if src else None), t)
            elif key == "target_chosen":
                ok = t is not None
            elif key == "target_stunned":
                ok = t is not None and st.objs[t].stunned
            else:  # "if it is the only unit you control there": a battlefield or a base (107.1.b)
                o = st.objs[t] if t is not None else None
                there = [] if o is None else st.battlefields[o.loc].units if o.zone == BF else \
                    st.players[o.controller].base if o.zone == BASE else []
                ok = o is not None and sum(1 for u in there if st.objs[u].controller == o.controller
                                           and layers.is_unit(st, u)) == 1
        elif key == "enemy_ready_here":  # "if there is a ready enemy unit here"
            here = location(st, source)
            ok = here >= 0 and any(not st.objs[u].exhausted and not friendly(st, st.objs[u].controller, controller)
                                   and layers.is_unit(st, u) for u in st.battlefields[here].units)
        elif key == "enemy_unit_died":  # "if an enemy unit has died this turn"
            ok = any(st.players[q].extra.get("unit_died") == st.turn_number
                     for q in range(len(st.players)) if not friendly(st, q, controller)) == bool(want)
        elif key == "opponent_within":  # "if an opponent's score is within N points of the Victory Score"
            from .scoring import victory_score

            ok = any(victory_score(st) - st.players[q].points <= want for q in st.opponents(controller))
        elif key == "own_keyword":  # "if they didn't already" have it: printed or given this turn
            t = st.objs.get(subject if subject is not None else source)
            ok = t is not None and (want in dict(st.card(t.id).keywords) or any(k[0] == want for k in t.kw_mod))
        elif key == "discarded_this_turn":  # "if you've discarded a card this turn"
            ok = (player.extra.get("discarded") == st.turn_number) == bool(want)
        elif key == "combat_alone":  # "while I'm attacking or defending alone"
            t = st.objs.get(subject if subject is not None else source)
            ok = (t is not None and t.designation != "" and t.zone == BF and sum(
                1 for u in st.battlefields[t.loc].units if st.objs[u].designation == t.designation) == 1) == bool(want)
        elif key == "control_tag":  # "if you control a Poro" (another object than this one)
            from .traits import has_tag

            ok = any(o.controller == controller and o.zone in (BASE, BF) and oid != source and has_tag(st, oid, want)
                     for oid, o in st.objs.items())
        elif key == "facedown_at_battlefield":  # "if you control a facedown card at a battlefield"
            ok = any(st.objs[f].controller == controller for b in st.battlefields for f in b.facedown) == bool(want)
        elif key == "defends_alone":
            target = subject if subject is not None else source
            t = st.objs.get(target)
            ok = (t is not None and t.designation == "defender" and t.controller == controller
                  and sum(1 for u in st.battlefields[t.loc].units if st.objs[u].designation == "defender") == 1)
        elif key == "paid":
            ok = bool(data.get("paid_" + want)) or (src is not None and bool(src.extra.get("paid_" + want)))
        elif key == "units_here_at_least":
            bf = data.get("bf", location(st, source) if src is not None else -1)  # a unit's or a battlefield's
            ok = bf >= 0 and sum(1 for u in st.battlefields[bf].units if st.objs[u].controller == controller
                                 and st.card(u).type == "unit") >= want
        elif key == "event":  # the triggering event's data: {"event": {"spell": true, "stunned": true}}
            ok = all(data.get(k) == v for k, v in want.items())
        elif key == "showdown_here":  # "during showdowns here": a showdown at the source's battlefield
            ok = (st.showdown is not None and st.showdown.bf == location(st, source)) == bool(want)
        elif key == "spell_cost_at_least":
            ok = data.get("energy", 0) >= want
        else:
            raise ValueError(f"unknown condition {key!r}")
        if not ok:
            return False
    return True


def note_finalized(st: State, p: int, oid: int) -> None:
    """A card `p` finalized this turn (419.4.b): counted, and remembered by card for Legion."""
    pl = st.players[p]
    pl.played += 1
    mark = pl.extra.get("finalized")
    ids = mark[1] if mark and mark[0] == st.turn_number else []
    pl.extra["finalized"] = [st.turn_number, [*ids, oid]]


def legion(st: State, player: Any, source: int | None, src: Any, data: dict[str, Any]) -> bool:
    """812.1.c: "a card different than the one with the Legion ability has been Finalized by you
    on the same turn" - the same card finalized twice is still not another card (ruling 104)."""
    mark = player.extra.get("finalized")
    ids = mark[1] if mark and mark[0] == st.turn_number else []
    if len(ids) >= player.played:  # every finalization this turn is known by card
        return any(i != source for i in ids)
    return (player.played - _finalized_now(st, src, data)) >= 1  # a state stored before cards were kept


def _finalized_now(st: State, src: Any, data: dict[str, Any]) -> int:
    """1 if this object itself was finalized this turn (so it counts in `played`), else 0."""
    if src is None:
        return 0
    if src.zone == "chain" or data.get("finalized") == st.turn_number:
        return 1
    return 1 if src.extra.get("finalized") == st.turn_number else 0


def moves_this_turn(st: State, oid: int) -> int:
    mark = st.objs[oid].extra.get("moves")
    return mark[1] if mark and mark[0] == st.turn_number else 0
