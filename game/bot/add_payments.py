"""Payments that use other objects' Add abilities (a legend's "[A][A], [E]: [Add] [2]", a Gold token, a Seal).

`legal_actions` lists a play once per sensible payment, and some payments name Add abilities of the seat's
objects (`pay["add"]`: `[object, ability]` pairs, 430.3). The Energy such an ability adds pays part of the
card, so the play needs that much less of the seat's budget (its pool and ready runes): Renekton, Butcher of
the Sands' [2] lets two runes, exhausted for [2] and then recycled for his [A][A], pay a [4] unit. What the
payment costs beyond the card's own symbols (runes recycled for an ability's Power, a Gold token killed) is
weighed against the play.
"""

from __future__ import annotations

from typing import Any

from .board import Board
from .imagine import printed_abilities
from .values import POWER_PENALTY, num

KILLED_SOURCE = 0.6  # a token its Add ability kills (a Gold token: "Kill this, [E]: [Add] [1]")


def _abilities(board: Board, pay: Any) -> list[dict[str, Any]]:
    """The Add abilities a listed payment uses, read from the printed cards the seat's view shows."""
    if not isinstance(pay, dict) or not pay.get("add"):
        return []
    from .activation import own_objects  # (activation imports plays, which reads these payments)

    mine = own_objects(board)
    out = []
    for pair in pay["add"]:
        oid, index = (pair[0], pair[1]) if isinstance(pair, (list, tuple)) else (pair, 0)
        o = mine.get(oid)
        if o is None:
            continue
        abilities = printed_abilities(board.card(o["card"]))
        if 0 <= index < len(abilities):
            out.append(abilities[index])
    return out


def added_energy(board: Board, pay: Any) -> int:
    """The Energy the payment's Add abilities put into the pool (it pays the card instead of the budget)."""
    total = 0
    for ab in _abilities(board, pay):
        for step in ab.get("effects", []):
            params = step[1] if len(step) > 1 else {}
            if step[0] == "add":
                total += num(params.get("energy", 0), 0)
    return total


def payment_cost(board: Board, pay: Any, card_power: int) -> float:
    """What a payment costs beyond the card's own Power symbols (counted with the card): runes recycled for
    more Power than the card needs (an Add ability's [A][A]), Add sources it kills."""
    if not isinstance(pay, dict):
        return 0.0
    extra = max(0, len(pay.get("recycle", [])) - card_power)
    killed = sum(1 for ab in _abilities(board, pay) if (ab.get("cost") or {}).get("kill_self"))
    return POWER_PENALTY * extra + KILLED_SOURCE * killed
