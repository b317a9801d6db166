"""Cards that come back: a unit banished and played again (it is a new object: spells aimed at it lose
their target, 124.1), a unit played from the trash, a friendly unit returned to its owner's hand (the card is
kept). `replays` rewrites those steps on the board model and returns what they are worth to the seat."""

from __future__ import annotations

from typing import Any

from .board import BASE, Board, Unit, target_id, unit_from
from .each_player import RETURNED_KEPT
from .values import unit_value

NEW_OBJECT = 1_000_000  # added to an imagined unit's id when it comes back as a new object


def trash_unit(board: Board, oid: int | None, controller: int) -> Unit | None:
    """A unit card in the controller's trash, as it would enter play (exhausted, in base)."""
    for o in board.view["players"][controller].get("trash", []):
        if o["id"] == oid and board.card(o["card"]).type == "unit":
            card = board.card(o["card"])
            back = unit_from({"id": NEW_OBJECT + o["id"], "card": o["card"], "controller": controller,
                              "might": card.might, "exhausted": True}, BASE)
            back.kws = dict(card.keywords)
            return back
    return None


def replays(board: Board, effects: list[Any], targets: list[int | None], controller: int) -> tuple[list[Any], float]:
    out: list[Any] = []
    value = 0.0
    banished: set[int] = set()
    for step in effects:
        verb, params = step[0], (step[1] if len(step) > 1 else {})
        oid = target_id(params.get("to" if verb != "play_free" else "card"), targets)
        if verb == "banish" and oid in board.units and any(
                s[0] == "play_free" and (s[1] if len(s) > 1 else {}).get("card") == params.get("to") for s in effects):
            banished.add(oid)  # "banish it, then play it": the unit comes back below
            continue
        if verb == "play_free" and oid in banished:
            u = board.units.pop(oid)
            u.id, u.damage, u.exhausted, u.where = NEW_OBJECT + oid, 0, True, BASE
            u.kws = {k: n for k, n in u.kws.items() if not k.startswith("_")}
            board.units[u.id] = u
            continue
        if verb == "play_free" and oid is not None and oid not in board.units:
            back = trash_unit(board, oid, controller)
            if back is not None:
                board.units[back.id] = back
                continue
        if verb == "return_to_hand" and oid in board.units:
            u = board.units[oid]
            value += (1.0 if u.controller in board.friends else -1.0) * RETURNED_KEPT * unit_value(u)
        out.append(step)
    return out, value
