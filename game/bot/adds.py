"""Add abilities the payment system can't use (their cost is more than exhausting or killing their own object:
Mordekaiser, Iron Revenant's "Banish a unit or gear from your trash, [E]: [Add] [A]"; rules/addpay.py), used
directly when what they add makes a card of the hand playable that isn't now.

A listed `activate` of such an ability is worth the best card of the hand that has no listed play now and that the
seat could pay for with the resources added (its Energy within the pool and ready runes, its Power symbols matched
by the pool, its runes and what is added; a restriction - "spend this Power only to play units or gear" - honoured),
at what that card is worth played (a unit: its worth on the board; another card: `OTHER_CARD`), less the ability's
cost. Outside that, abilities that only add resources stay with the payment system.
"""

from __future__ import annotations

from typing import Any

from game.engine import Action
from game.engine.model.cards import CardDef
from game.engine.model.prices import ANY, symbol_domains

from .activation import ability_for, best_by, cost_worth
from .board import Board
from .values import POWER_PENALTY, def_unit_value

OTHER_CARD = 1.0  # a gear or spell the added resource lets the seat play (its own worth is weighed as it is played)
BANISHED_FROM_TRASH = 0.15  # a card of the trash banished as a cost (Flow and "play from your trash" lose it)
ADD_MIN = 0.3  # the play it opens must beat the ability's cost by this much
PURPOSES = {"unit": ("unit",), "gear": ("gear",), "spell": ("spell",), "unit_or_gear": ("unit", "gear")}


def added(ab: dict[str, Any]) -> tuple[int, int, str]:
    """(Energy, Power symbols of any domain, restriction) that an Add ability's steps give."""
    energy = power = 0
    only = ""
    for step in ab.get("effects", []):
        if step[0] != "add":
            continue
        params = step[1] if len(step) > 1 else {}
        energy += int(params.get("energy", 0) or 0)
        power += sum(int(n) for n in (params.get("power") or {}).values())
        only = str(params.get("only") or only)
    return energy, power, only


def affordable(board: Board, card: CardDef, energy: int, power: int) -> bool:
    """Whether the seat could pay `card`'s printed cost with the pool, its runes (exhausted for Energy if ready,
    recycled for Power) and `energy` / `power` (any domain) more."""
    me = board.me
    ready = sum(1 for r in me["runes"] if not r.get("exhausted"))
    if card.energy > int(me["pool"]["energy"]) + ready + energy:
        return False
    sources = [board.card(r["card"]).domains[0] if board.card(r["card"]).domains else ANY for r in me["runes"]]
    sources += [d for d, n in (me["pool"].get("power") or {}).items() for _ in range(int(n))]
    free = power
    for sym in sorted((symbol_domains(s, card) for s in card.power), key=len):
        match = next((i for i, d in enumerate(sources) if d == ANY or d in sym), None)
        if match is not None:
            sources.pop(match)
        elif free > 0:
            free -= 1
        else:
            return False
    return True


def enabled_worth(board: Board, a: Action, legal: list[Action]) -> float | None:
    """What an Add ability's listed activation opens (see the module), less its cost; None when it isn't one."""
    found = ability_for(board, a)
    if found is None or not found[1].get("add"):
        return None
    _, ab = found
    energy, power, only = added(ab)
    if not energy and not power:
        return None
    listed = {x.card for x in legal if x.kind == "play"}
    kinds = PURPOSES.get(only)
    best = 0.0
    for oid, card in board.hand:
        if oid in listed or card.type not in ("unit", "gear", "spell") or (kinds and card.type not in kinds):
            continue
        if not affordable(board, card, energy, power):
            continue
        worth = def_unit_value(card) if card.type == "unit" else OTHER_CARD
        best = max(best, worth - POWER_PENALTY * max(0, len(card.power) - power))
    if best <= 0:
        return None
    cost = cost_worth(board, ab, a.card, 0.15) + BANISHED_FROM_TRASH * (1 if (ab.get("cost") or {}).get("banish_trash")
                                                                          else 0)
    return best - cost


def enabling_add(board: Board, legal: list[Action]) -> Action | None:
    """The listed Add activation opening the most valuable play, if it beats its cost by `ADD_MIN`."""
    return best_by(board, legal, lambda a: enabled_worth(board, a, legal), ADD_MIN)
