"""Units moved by a spell or an ability (144, 355.4), imagined from the seat's view.

A move's destination is the one the play chose (`move_to`, 355.4); an ability that asks as it resolves
("move a friendly unit to or from its base") is imagined going where it does the most good. What a move
is worth is what follows it outside a showdown under way (`position` already reads that one): the fight
at a battlefield where it meets other players' units, the battlefield it takes when nobody is there,
and the hold lost where its side leaves no unit.
"""

from __future__ import annotations

from typing import Any

from .attack import conquer_value
from .board import BASE, Board, Unit
from .fight import CONTROL_VALUE, combat_score

Moved = tuple[int, int, int]  # (unit id, from, to): BASE or a battlefield index
HOLD_LOST = 1.0  # a battlefield its controller's side leaves: control lost in the next cleanup (323.5)


def showdown_at(board: Board) -> int | None:
    sd = board.view.get("showdown")
    return int(sd["battlefield"]) if sd is not None else None


def best_destination(board: Board, u: Unit, via_base: bool) -> int | None:
    """Where an ability's move that asks as it resolves would send the unit (the bot answers alike): a
    friendly unit at a battlefield goes home ("to or from its base") unless it holds it alone; one at its base
    goes where it does the most good."""
    if u.where != BASE:
        return BASE if via_base else None
    scores = {bf: move_value(with_move(board, u, bf), [(u.id, BASE, bf)]) for bf in range(board.n_bf)}
    best = max(scores, key=lambda bf: (scores[bf], -bf), default=None)
    return best if best is not None and scores[best] > 0 else None


def with_move(board: Board, u: Unit, to: int) -> Board:
    after = board.copy()
    after.units[u.id].where = to
    return after


def enemy_destination(board: Board, u: Unit, via_base: bool) -> int | None:
    """Where the seat sends an enemy unit its effect moves as it resolves (Blast Cone: "you may move an enemy
    unit"): off a battlefield its side holds alone, or into a fight it loses (None: nowhere worth it)."""
    opts = ([BASE] if u.where != BASE else []) + ([] if via_base and u.where != BASE else
                                                  [bf for bf in range(board.n_bf) if bf != u.where])
    scores = {to: move_value(with_move(board, u, to), [(u.id, u.where, to)]) for to in opts}
    best = max(scores, key=lambda to: (scores[to], -to), default=None)
    return best if best is not None and scores[best] > 0 else None


def destination(board: Board, u: Unit, ref: Any, params: dict[str, Any], move_to: dict[str, int] | None,
                controller: int | None = None) -> int | None:
    """The place the imagined move goes: the play's choice, or the ability's best (None: no move)."""
    chosen = (move_to or {}).get(ref) if isinstance(ref, str) else None
    if chosen is not None:
        return int(chosen)
    if u.controller == board.seat:
        return best_destination(board, u, bool(params.get("via_base")))
    if controller == board.seat and u.controller not in board.friends:
        return enemy_destination(board, u, bool(params.get("via_base")))
    return None


def move_value(board: Board, moved: list[Moved]) -> float:
    """For the seat, on the board after the moves: each destination battlefield's fight or conquest, and each
    battlefield left by its holder's side (not the one a showdown is under way at: `position` reads it)."""
    busy = showdown_at(board)
    value = 0.0
    seen: set[int] = set()
    for oid, frm, to in moved:
        u = board.units.get(oid)
        if u is None:
            continue
        side = u.controller in board.friends
        if to != BASE and to != busy and to not in seen:
            seen.add(to)
            others = [v for v in board.at(to) if (v.controller in board.friends) != side]
            holder = board.bf_controller[to]
            if others or (side and board.enemy_ghosts(to)):
                value += combat_score(board, to, u.controller)  # the fight the move starts
            elif holder < 0 or (holder in board.friends) != side:
                value += conquer_value(board, to) if side else -CONTROL_VALUE
        if frm != BASE and frm != busy:
            holder = board.bf_controller[frm]
            stays = any((v.controller in board.friends) == side for v in board.at(frm))
            if holder >= 0 and (holder in board.friends) == side and not stays:
                value += -HOLD_LOST if side else HOLD_LOST
    return value
