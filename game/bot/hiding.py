"""Hiding (`hide`): put a Hidden card facedown at a held battlefield an opponent threatens, to play it
there later for [0] (a Reaction surprise, or an extra defender)."""

from __future__ import annotations

from game.engine import Action

from .board import Board
from .defence import threat
from .values import POWER_PENALTY

HIDE_MIN = 0.3


def hide_worth(board: Board, a: Action) -> float:
    card = next((c for oid, c in board.hand if oid == a.card), None)
    if card is None or not 0 <= a.to < board.n_bf:
        return -1.0
    danger = threat(board, a.to)
    if danger <= 0:
        return -1.0  # nobody can contest it next turn: keep the card flexible
    saved = 0.5 * card.energy + 0.3 * len(card.power)  # played later for [0]
    guard = 0.3 * min(card.might, danger) if card.type == "unit" else 0.4
    return saved + guard - POWER_PENALTY


def best_hide(board: Board, legal: list[Action], committed: set[int]) -> Action | None:
    """The hide worth most, skipping cards the spending plan wants to play now."""
    best: tuple[float, int, int] | None = None
    pick = None
    for a in legal:
        if a.kind != "hide" or a.card in committed:
            continue
        worth = hide_worth(board, a)
        if worth > HIDE_MIN:
            key = (worth, -a.card, -a.to)
            if best is None or key > best:
                best, pick = key, a
    return pick
