"""The bot's own Main Phase in a neutral open state: spend, attack, develop, defend, end the turn.

Order: removal and other spells the spending plan picked (they can clear
defenders first), then the best winning attack or conquest, then units and gear
(after attacks, so they can land on freshly conquered battlefields), then
reinforcements, then end the turn.
"""

from __future__ import annotations

from game.engine import Action

from .attack import best_attack, reinforcement
from .board import Board
from .plays import best_per_card, spend_plan

SPELL_MIN = 0.6  # a spell must gain at least this much to be cast in the Main Phase


def budget(board: Board) -> int:
    me = board.me
    ready = sum(1 for r in me["runes"] if not r.get("exhausted"))
    return int(me["pool"]["energy"]) + ready


def main_phase(board: Board, legal: list[Action]) -> Action | None:
    plays = [a for a in legal if a.kind == "play"]
    moves = [a for a in legal if a.kind == "move"]
    plan = spend_plan(best_per_card(board, plays), budget(board))
    spells = [o for o in plan if o.card.type == "spell" and o.value >= SPELL_MIN]
    if spells:
        return max(spells, key=lambda o: (o.value, -o.action.card)).action
    attack = best_attack(board, moves)
    if attack is not None:
        return attack
    others = [o for o in plan if o.card.type != "spell"]
    if others:
        return max(others, key=lambda o: (o.value, o.energy, -o.action.card)).action
    return reinforcement(board, moves)
