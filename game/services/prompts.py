"""The decision widgets the prompt panel shows for the deciding player.

- `pick`: click cards to mark them, then confirm (mulligan, `choose_cards`);
- `steppers`: amounts per unit with running totals (combat `assign_damage`, `split_damage`),
  with the constraints spelled out (lethal first, Tank first, Backline last);
- `unplayable_reason`: why a card in hand is greyed out, in the player's words.

Everything here is for the player who decides: it reads the engine state only for facts that
player may see (their own hand and pending options, units on the board).
"""

from __future__ import annotations

from typing import Any

from game.engine import Action, IllegalAction, State
from game.engine.model.actions import BASE
from game.engine.model.prices import Cost
from game.engine.read import layers
from game.engine.read.naming import every_name
from game.engine.rules import play
from game.engine.rules.combat import NEVER_LETHAL, lethal_need
from game.engine.rules.costs import RESTRICTIONS, can_pay, usable_pool

TIER_NOTE = {0: "Tank: lethal first", 2: "assigned last"}
RESTRICTED_FOR = {"spell": "spells", "gear": "gear"}  # costs.RESTRICTIONS keys, in the player's words


def _unit(st: State, oid: int) -> dict[str, Any]:
    o = st.objs[oid]
    return {"id": oid, "name": st.name(oid), "might": layers.might(st, oid), "damage": o.damage}


def pick_widget(st: State, kind: str, options: list[Any], data: dict[str, Any]) -> dict[str, Any]:
    """Cards to mark: mulligan (0-2 of the hand) or `choose_cards` (exactly `count`)."""
    cards = [{"id": oid, "name": st.name(oid)} for oid in options if isinstance(oid, int) and oid in st.objs]
    if kind == "mulligan":
        return {"cards": cards, "min": 0, "max": min(2, len(cards)), "verb": "Recycle",
                "none_label": "Keep this hand"}
    count = int(data.get("count", 1))
    purpose = data.get("purpose", "")
    if purpose == "show_off":  # 832.1.c: reveal from the hand and/or pick on the board, or nothing
        for c in cards:
            c["name"] += " (from your hand)" if st.objs[c["id"]].zone == "hand" else " (on the board)"
        return {"cards": cards, "min": 0, "max": count, "verb": "Show off", "none_label": "Don't show off"}
    verb = {"discard": "Discard", "recycle_trash": "Recycle", "replace_death": "Save"}.get(purpose, "Choose")
    low = 0 if data.get("up_to") else count
    return {"cards": cards, "min": low, "max": count, "verb": verb, "none_label": "Choose none" if low == 0 else ""}


def name_widget(data: dict[str, Any]) -> dict[str, Any]:
    """Naming (759-763): besides the listed answers, a box that takes any legal name, suggesting
    every card of the catalog (or every tag or type): public facts, so the list reveals nothing."""
    what = str(data.get("what", "card"))
    of_type = data.get("type")
    label = f"any {of_type}" if of_type else {"card": "any card", "tag": "any tag", "type": "any type"}.get(what, what)
    return {"what": what, "label": label, "names": every_name(what, of_type)}


def stepper_widget(st: State, kind: str, options: list[Any], data: dict[str, Any]) -> dict[str, Any]:
    """Units with amounts: combat damage (rules 465.2.c, 815) or a split (any split that adds up)."""
    if kind == "assign_damage":
        targets, total, key = list(data.get("targets", [])), int(data.get("total", 0)), "assign"
        first = {int(t): int(n) for t, n in options[0]} if options else {}
    else:
        targets, total, key = list(options), int(data.get("amount", 0)), "split"
        first = {}
    units = []
    for oid in targets:
        if oid not in st.objs:
            continue
        unit = _unit(st, oid)
        if kind == "assign_damage":
            tier = layers.assignment_tier(st, oid)
            need = lethal_need(st, oid)
            unit.update(need=need, tier=tier, note=TIER_NOTE.get(tier, ""), never_lethal=need == NEVER_LETHAL)
        else:
            unit.update(need=0, tier=1, note="")
        unit["start"] = first.get(oid, 0)
        units.append(unit)
    return {"key": key, "total": total, "units": units, "rules": kind == "assign_damage"}


def unplayable_reason(st: State, seat: int, oid: int, deciding: bool) -> str:
    """Why a card in `seat`'s hand has no legal play right now (a tooltip). The board greys a card
    out only when the engine's `legal_actions` has no play or hide for it; this names the reason in
    the engine's order of checks: timing, then the cost, then targets and destinations."""
    if st.pending is not None:
        return "Answer the decision first" if st.pending.player == seat else "Waiting for another player's decision"
    if not deciding:
        return "Not your priority: wait until the player acting passes"
    if st.card(oid).type not in ("unit", "gear", "spell"):
        return "This card isn't played from the hand"
    timing = _timing_problem(st, seat, oid)
    if timing:
        return timing
    try:
        cost = play.play_cost(st, seat, oid, Action("play", seat, card=oid))
    except (IllegalAction, KeyError, ValueError, TypeError, IndexError):
        return "No legal way to play it now"
    if not can_pay(st, seat, cost):
        return _cost_reason(st, seat, cost)
    return "No legal target or destination now"


def _timing_problem(st: State, seat: int, oid: int) -> str:
    """The engine's timing refusal when no destination allows the play now (Ambush may), else ""."""
    places = [BASE] + (list(range(len(st.battlefields))) if st.card(oid).type == "unit" else [])
    problems = [play.timing_ok(st, seat, play.dest_keywords(st, seat, oid, to), False) for to in places]
    if any(p is None for p in problems):
        return ""
    first = str(problems[0])
    return first[:1].upper() + first[1:]


def _cost_reason(st: State, seat: int, cost: Cost) -> str:
    """The cost that can't be paid, and the part of the pool this card may not spend (a pool amount
    kept for spells or for gear is shown in the pool's totals)."""
    power = f" and {len(cost.power)} power" if cost.power else ""
    text = f"Can't pay its cost ({cost.energy} energy{power}) with your ready runes and pool"
    player = st.players[seat]
    energy, usable_power = usable_pool(st, seat, cost.purpose)
    kept_energy = player.energy - energy
    kept_power = sum(player.power.values()) - sum(usable_power.values())
    if kept_energy <= 0 and kept_power <= 0:
        return text
    kept = " and ".join(part for part in (f"{kept_energy} energy" if kept_energy > 0 else "",
                                          f"{kept_power} power" if kept_power > 0 else "") if part)
    only = sorted(RESTRICTED_FOR[k] for k in player.extra.get("restricted", {})
                  if cost.purpose not in RESTRICTIONS[k])
    return f"{text}: the pool's {kept} can only be spent on {' or '.join(only)}"
