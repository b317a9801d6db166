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

from game.engine import Action, IllegalAction, State, layers
from game.engine.combat import lethal_need
from game.engine.costs import payment_options, pool_can_pay

TIER_NOTE = {0: "Tank: lethal first", 2: "assigned last"}


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
    verb = {"discard": "Discard", "recycle_trash": "Recycle"}.get(data.get("purpose", ""), "Choose")
    return {"cards": cards, "min": count, "max": count, "verb": verb, "none_label": ""}


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
            unit.update(need=lethal_need(st, oid), tier=tier, note=TIER_NOTE.get(tier, ""))
        else:
            unit.update(need=0, tier=1, note="")
        unit["start"] = first.get(oid, 0)
        units.append(unit)
    return {"key": key, "total": total, "units": units, "rules": kind == "assign_damage"}


def unplayable_reason(st: State, seat: int, oid: int, deciding: bool) -> str:
    """Why a card in `seat`'s hand has no legal play right now (a tooltip)."""
    from game.engine import play

    if st.pending is not None:
        return "Answer the decision first" if st.pending.player == seat else "Waiting for another player's decision"
    if not deciding:
        return "Not your priority: wait until the player acting passes"
    card = st.card(oid)
    if card.type not in ("unit", "gear", "spell"):
        return "This card isn't played from the hand"
    try:
        cost = play.play_cost(st, seat, oid, Action("play", seat, card=oid))
    except (IllegalAction, KeyError, ValueError, TypeError, IndexError):
        return "No legal way to play it now"
    if not pool_can_pay(st, seat, cost) and not payment_options(st, seat, cost):
        power = f" and {len(cost.power)} power" if cost.power else ""
        return f"Can't pay its cost ({cost.energy} energy{power}) with your ready runes and pool"
    if card.type != "spell" and (st.chain or st.showdown is not None or st.turn_player != seat):
        return "Only at a neutral moment of your own turn (it has no Action or Reaction)"
    return "No legal target or destination now"
