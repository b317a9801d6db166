"""Answers to pending decisions (docs/scenarios.md): mulligan, damage, battlefield, burn out, targets."""

from __future__ import annotations

from game.engine import Action

from .board import Board
from .fight import CONTROL_VALUE, combat_score, lethal_need
from .plays import item_gain
from .values import unit_value

MULLIGAN_COST = 5  # set aside cards this expensive (up to two, dearest first)


def answer(board: Board, legal: list[Action]) -> Action | None:
    pending = board.view.get("pending") or {}
    choices = [a for a in legal if a.kind == "choose"]
    if not choices:
        return None
    kind = pending.get("kind")
    if kind == "mulligan":
        return mulligan(board, choices)
    if kind == "assign_damage":
        return max(choices, key=lambda a: damage_score(board, a))
    if kind == "choose_battlefield":
        return max(choices, key=lambda a: battlefield_score(board, a))
    if kind == "burn_out_opponent":
        return min(choices, key=lambda a: burn_score(board, a))
    if kind == "choose_targets":
        return max(choices, key=lambda a: targets_score(board, pending.get("data") or {}, a))
    purpose = (pending.get("data") or {}).get("purpose") or (pending.get("data") or {}).get("verb")
    if kind in ("choose_cards", "pick_cards") and all("cards" in a.choice for a in choices):
        if purpose == "discard":
            return min(choices, key=lambda a: cards_score(board, a))  # let the cheapest go
        return max(choices, key=lambda a: cards_score(board, a))
    return choices[0]  # e.g. order_triggers: the order the engine lists first


def mulligan(board: Board, choices: list[Action]) -> Action:
    hand = sorted(board.hand, key=lambda h: (-(h[1].energy + len(h[1].power)), h[0]))
    out = [oid for oid, card in hand if card.energy + len(card.power) >= MULLIGAN_COST][:2]
    for a in choices:
        if sorted(a.choice.get("cards", [])) == sorted(out):
            return a
    return choices[0]


def cards_score(board: Board, a: Action) -> tuple[float, list[int]]:
    worth = {oid: card.energy + len(card.power) + (card.might if card.type == "unit" else 1)
             for oid, card in board.hand}
    cards = [int(c) for c in a.choice.get("cards", [])]
    return (sum(worth.get(c, 0) for c in cards), sorted(cards))


def damage_score(board: Board, a: Action) -> tuple[float, int]:
    killed = 0.0
    spread = 0
    for oid, n in a.choice.get("assign", {}).items():
        u = board.units.get(int(oid))
        if u is None:
            continue
        role = u.designation or "defender"
        if n >= lethal_need(u, role):
            killed += unit_value(u)
        else:
            spread += n
    return (killed, -spread)


def battlefield_score(board: Board, a: Action) -> float:
    bf = int(a.choice.get("battlefield", -1))
    if not 0 <= bf < board.n_bf:
        return -100.0
    b = board.view["battlefields"][bf]
    sides = {u.controller in board.friends for u in board.at(bf)}
    if len(sides) == 2:
        attacker = b["contested_by"] if b["contested_by"] >= 0 else board.view["turn"]["player"]
        return combat_score(board, bf, attacker)
    return CONTROL_VALUE if sides == {True} else -CONTROL_VALUE


def burn_score(board: Board, a: Action) -> tuple[int, str]:
    name = a.choice.get("player", "")
    for p in board.view["players"]:
        if p["name"] == name:
            return (p["points"], name)
    return (999, name)


def targets_score(board: Board, data: dict, a: Action) -> float:
    key = data.get("card")
    trigger = data.get("trigger", "")
    if key is None or key not in board.table.defs:
        return 0.0
    name = f"{board.table.defs[key].name} ({trigger})"
    item = {"id": -1, "name": name, "controller": board.seat, "source": data.get("source", -1),
            "targets": list(a.choice.get("targets", []))}
    return item_gain(board, item)
