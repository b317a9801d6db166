"""The decision widgets the prompt panel shows for the deciding player.

- `pick`: click cards to mark them, then confirm (mulligan, `choose_cards`);
- `steppers`: amounts per unit with running totals (combat `assign_damage`, `split_damage`),
  with the constraints spelled out (lethal first, Tank first, Backline last).

The rules come from the engine (game.engine.loop.explain): which cards a pick offers and how many,
each unit's lethal damage and assignment tiers. This module only words them; static/js/board.js checks
an assignment against the same facts, the way the engine's `check_assignment` does.

Everything here is for the player who decides: it reads the engine state only for facts that
player may see (their own hand and pending options, units on the board).
"""

from __future__ import annotations

from typing import Any

from game.engine import State
from game.engine.loop.explain import ANY, FIRST, LAST, assignment, pick
from game.engine.model.state import BASE as BASE_ZONE
from game.engine.model.state import BF as BF_ZONE
from game.engine.read import layers
from game.engine.read.naming import every_name

# a unit's assignment tiers (explain.AssignedUnit.tiers), in the player's words
TIER_NOTE = {(FIRST,): "Tank: lethal first", (LAST,): "assigned last",
             (FIRST, LAST): "Tank and assigned last: first or last, your choice"}
PICK_VERBS = {"discard": "Discard", "recycle_trash": "Recycle", "replace_death": "Save"}


def _unit(st: State, oid: int) -> dict[str, Any]:
    o = st.objs[oid]
    return {"id": oid, "name": st.name(oid), "might": layers.might(st, oid), "damage": o.damage}


def answer_label(choice: dict[str, Any]) -> str | None:
    """A button's words for an answer the board has no label of its own for: a "you may" (yes or no)."""
    if set(choice) == {"yes"}:
        return "Yes" if choice["yes"] else "No"
    return None


def pick_widget(st: State, kind: str, data: dict[str, Any]) -> dict[str, Any]:
    """Cards to mark: mulligan (up to two of the hand) or `choose_cards` (`count`, or up to it; one of the
    groups of a 355.11.b choice, whatever its size), as the engine's `explain.pick` allows."""
    allowed = pick(st)
    ids = list(allowed.cards) if allowed is not None else []
    least, most = (allowed.least, allowed.most) if allowed is not None else (0, 0)
    cards = [{"id": oid, "name": _pick_name(st, oid)} for oid in ids if oid in st.objs]
    if kind == "mulligan":
        return {"cards": cards, "min": least, "max": most, "verb": "Recycle", "none_label": "Keep this hand"}
    if data.get("purpose") == "show_off":  # 832.1.c: reveal from the hand and/or pick on the board, or nothing
        for c in cards:
            c["name"] = _show_off_name(st, c["id"])
        return {"cards": cards, "min": least, "max": most, "verb": "Show off", "none_label": "Don't show off"}
    verb = PICK_VERBS.get(data.get("purpose", ""), "Choose")
    return {"cards": cards, "min": least, "max": most, "verb": verb,
            "none_label": "Choose none" if least == 0 else ""}


def _show_off_name(st: State, oid: int) -> str:
    """A card a Show Off may show: from the hand, or on the board (a unit with its Might)."""
    if st.objs[oid].zone == "hand":
        return f"{st.name(oid)} (from your hand)"
    if layers.is_unit(st, oid):
        return f"{st.name(oid)} ({layers.might(st, oid)} Might, on the board)"
    return f"{st.name(oid)} (on the board)"


def _pick_name(st: State, oid: int) -> str:
    """A card to mark, by name; a unit on the board with its Might (units of one name may differ)."""
    if st.objs[oid].zone in (BASE_ZONE, BF_ZONE) and layers.is_unit(st, oid):
        return f"{st.name(oid)} ({layers.might(st, oid)} Might)"
    return st.name(oid)


def name_widget(data: dict[str, Any]) -> dict[str, Any]:
    """Naming (759-763): besides the listed answers, a box that takes any legal name, suggesting
    every card of the catalog (or every tag or type): public facts, so the list reveals nothing."""
    what = str(data.get("what", "card"))
    of_type = data.get("type")
    label = f"any {of_type}" if of_type else {"card": "any card", "tag": "any tag", "type": "any type"}.get(what, what)
    return {"what": what, "label": label, "names": every_name(what, of_type)}


def stepper_widget(st: State, kind: str, options: list[Any], data: dict[str, Any]) -> dict[str, Any]:
    """Units with amounts: combat damage (rules 467.2.c, 815, 826: each unit's need, tiers and
    exemption from the engine) or a split (any split that adds up)."""
    if kind == "assign_damage":
        targets, total, key = list(data.get("targets", [])), int(data.get("total", 0)), "assign"
        first = {int(t): int(n) for t, n in options[0]} if options else {}
        facts = {u.id: u for u in assignment(st, targets)}
    else:
        targets, total, key = list(options), int(data.get("amount", 0)), "split"
        facts = {}
        # a split among targets gives each at least 1 (355.14.f) when there is damage enough for all (355.14.h)
        each_one = bool(data.get("each")) and 0 < len(targets) <= total
        first = dict.fromkeys(targets, 1) if each_one else {}
    units = []
    for oid in targets:
        if oid not in st.objs:
            continue
        unit = _unit(st, oid)
        if oid in facts:
            f = facts[oid]
            unit.update(need=f.need, tiers=" ".join(map(str, f.tiers)), exempt=f.exempt,
                        note="can't be dealt damage" if f.exempt else TIER_NOTE.get(f.tiers, ""),
                        never_lethal=f.never_lethal)
        else:
            unit.update(need=0, tiers=str(ANY), exempt=False, note="")
        unit["start"] = first.get(oid, 0)
        units.append(unit)
    each = kind == "split_damage" and bool(data.get("each"))
    return {"key": key, "total": total, "units": units, "rules": kind == "assign_damage", "each": each}
