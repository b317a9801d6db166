"""Threats and defence: how much Might opponents could bring to a battlefield on their next turn."""

from __future__ import annotations

from .board import BASE, Board


def threat(board: Board, bf: int) -> int:
    """The largest attack one opponent could make at `bf` next turn: its units in base (they ready),
    its Ganking units at other battlefields, and a facedown card already there."""
    best = 0
    for e in board.enemies:
        total = 0
        for u in board.units.values():
            if u.controller != e:
                continue
            if u.where == BASE or (u.where != bf and u.kw("Ganking")) or u.where == bf:
                total += max(0, u.might_as("attacker"))
        total += sum(g.might for g in board.enemy_ghosts(bf) if g.controller == e)
        best = max(best, total)
    return best


def defence(board: Board, bf: int) -> int:
    total = sum(max(0, u.might_as("defender")) for u in board.at(bf) if u.controller in board.friends)
    return total + sum(u.might for u in board.my_facedown_units(bf))


def deficit(board: Board, bf: int) -> int:
    """Might still needed at a battlefield I hold so the strongest opponent can't take it (<= 0: safe)."""
    if board.bf_controller[bf] not in board.friends:
        return 0
    t = threat(board, bf)
    if t == 0:
        return 0
    return t - defence(board, bf) + 1
