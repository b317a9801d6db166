"""Answers to pending decisions (docs/scenarios.md): mulligan, damage, battlefield, burn out, targets;
the decisions card effects ask for are in decisions.py."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.engine import Action, is_implemented
from game.engine.model.cards import CardDef

from .board import Board
from .choices import chosen_answer, option_answer
from .decisions import cards_answer, may_answer, order_score, split_score
from .fight import CONTROL_VALUE, combat_score, lethal_need
from .imagine import position
from .moves_by_effect import move_value, with_move
from .plays import item_gain
from .values import unit_value

MULLIGAN_COST = 5  # set aside cards this expensive (up to two, dearest first)


def answer(board: Board, legal: list[Action]) -> Action | None:
    pending = board.view.get("pending") or {}
    choices = [a for a in legal if a.kind == "choose"]
    if not choices:
        return None
    kind = pending.get("kind")
    data = pending.get("data") or {}
    if kind == "mulligan":
        return mulligan(board, choices)
    if kind == "assign_damage":
        return max(choices, key=lambda a: damage_score(board, a))
    if kind == "choose_battlefield":
        return max(choices, key=lambda a: battlefield_score(board, a))
    if kind == "choose_destination" and isinstance(data.get("move"), int) and data["move"] in board.units:
        return max(choices, key=lambda a: destination_score(board, data["move"], int(a.choice["battlefield"])))
    if kind == "burn_out_opponent":
        return min(choices, key=lambda a: burn_score(board, a))
    if kind == "choose_targets":
        return max(choices, key=lambda a: targets_score(board, data, a))
    if kind == "may":
        return may_answer(board, data, choices)
    if kind == "split_damage":
        return max(choices, key=lambda a: split_score(board, a))
    if kind == "order_triggers":
        labels = list(pending.get("options") or [])
        return max(choices, key=lambda a: order_score(board, data, a, labels))
    if kind == "choose_cards" and data.get("purpose") in ("chosen", "chosen_add"):
        return chosen_answer(board, data, choices)
    if kind == "choose_cards" and all("cards" in a.choice for a in choices):
        return cards_answer(board, data, choices)
    if kind == "choose_option":
        return option_answer(board, data, choices)
    if kind == "name":
        return name_answer(board, data, choices)
    return choices[0]  # a kind this bot doesn't know yet: the first listed answer


def opponents_public_cards(board: Board) -> list[CardDef]:
    """The definitions of the opponents' cards this seat can see: legends, champions, bases,
    battlefields, trash and banishment (its view holds nothing else of theirs)."""
    v = board.view
    objs: list[dict[str, Any]] = []
    for i in board.enemies:
        p = v["players"][i]
        objs += [p["legend"]] if p.get("legend") else []
        for zone in ("champion", "base", "trash", "banishment"):
            objs += p.get(zone, [])
    objs += [o for b in v["battlefields"] for o in b["units"] if o.get("controller") in board.enemies]
    return [board.card(o["card"]) for o in objs if o.get("card") in board.table.defs]


def name_answer(board: Board, data: dict[str, Any], choices: list[Action]) -> Action:
    """Naming (759-763): the listed name or tag the opponents' visible cards carry most often (what
    "opponents can't play that name" or "units with that tag" hits hardest); ties and nothing seen:
    the first listed."""
    seen: Counter[str] = Counter()
    for card in opponents_public_cards(board):
        if data.get("what") == "tag":
            seen.update(card.tags)
        elif data.get("what") == "card" and data.get("type") in (None, card.type):
            seen[card.name] += 1
    return max(choices, key=lambda a: seen.get(str(a.choice.get("name")), 0))


def mulligan(board: Board, choices: list[Action]) -> Action:
    """Set aside up to two cards: those it can't play at all first, then the dearest (5 or more)."""
    def dear(card: CardDef) -> int:
        return 99 if not is_implemented(card) else card.energy + len(card.power)

    hand = sorted(board.hand, key=lambda h: (-dear(h[1]), h[0]))
    out = [oid for oid, card in hand if dear(card) >= MULLIGAN_COST][:2]
    for a in choices:
        if sorted(a.choice.get("cards", [])) == sorted(out):
            return a
    return choices[0]


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


def destination_score(board: Board, oid: int, to: int) -> float:
    """A unit moved by an effect (144): what the move is worth where it lands (moves_by_effect)."""
    u = board.units[oid]
    return move_value(with_move(board, u, to), [(oid, u.where, to)]) + position(with_move(board, u, to))


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
