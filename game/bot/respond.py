"""Priority outside the bot's own open Main Phase: on a chain, or with focus in a showdown.

The bot lets its own chain items resolve. Otherwise it plays the card that
most improves the imagined result (counter or dodge a harmful spell, win or
save a combat, reveal a hidden unit where it helps), if that is worth the card;
else it passes.
"""

from __future__ import annotations

from game.engine import Action

from .board import Board
from .plays import best_per_card

KEEP_CARD = 0.8  # a card in hand is worth keeping unless playing it gains more
PER_ENERGY = 0.25


def respond(board: Board, legal: list[Action]) -> Action | None:
    chain = board.spells_on_chain
    if chain and chain[-1]["controller"] in board.friends:
        return None  # let our own spell or ability resolve
    plays = [a for a in legal if a.kind == "play" and not a.options.get("accelerate")]
    if not plays:
        return None
    best = None
    best_margin = 0.0
    for opt in best_per_card(board, plays):
        margin = opt.value - (0.0 if opt.facedown else KEEP_CARD + PER_ENERGY * opt.energy)
        if margin > best_margin:
            best, best_margin = opt, margin
    return best.action if best else None
