"""Accelerate (ready on entry): worth paying when the ready unit makes a better attack possible this turn.

The Main Phase stores its legal moves in `board.memo["moves"]`; the gain is the best attack plan with
the new unit ready where it is played minus the best plan without it. Outside the bot's own Main Phase
(no moves known) Accelerate is not paid.
"""

from __future__ import annotations

from game.engine import Action
from game.engine.model.cards import CardDef

from .attack import movers, plan_for
from .board import BASE, Board, Unit

NO_ATTACK = -1.0  # Accelerate with no attack in sight: a worse deal than the plain play


def best_plan_score(board: Board, can: dict[int, set[int]]) -> float:
    scores = [p.score for bf in range(board.n_bf) if (p := plan_for(board, bf, can)) is not None]
    return max([0.0, *scores])


def accelerate_gain(board: Board, action: Action, card: CardDef) -> float:
    moves = board.memo.get("moves")
    if moves is None:
        return NO_ATTACK
    key = ("accelerate", action.card, action.to)
    if key in board.memo:
        return board.memo[key]
    can = movers(moves)
    if "attack_before" not in board.memo:
        board.memo["attack_before"] = best_plan_score(board, can)
    trial = board.copy()
    trial.units[action.card] = Unit(id=action.card, card=card.key, controller=board.seat, where=action.to,
                                    might=card.might, kws=dict(card.keywords))
    reach = {bf for bf in range(board.n_bf) if bf != action.to}
    can = {**can, action.card: reach if action.to == BASE else {BASE}}
    gain = best_plan_score(trial, can) - board.memo["attack_before"]
    board.memo[key] = gain if gain > 0 else NO_ATTACK
    return board.memo[key]
