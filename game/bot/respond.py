"""Priority outside the bot's own open Main Phase: on a chain, or with focus in a showdown.

The bot lets its own chain items resolve. Otherwise it plays the card that
most improves the imagined result (counter or dodge a harmful spell, win or
save a combat, reveal a hidden unit or Ambush a unit where it helps), if that is worth the
card, or uses a Reaction ability worth its cost; else it passes (also when a teammate
invited it to act and nothing is worth doing).
"""

from __future__ import annotations

from game.engine import Action

from .activation import best_activation
from .board import Board
from .plays import best_per_card

KEEP_CARD = 0.8  # a card in hand is worth keeping unless playing it gains more
PER_ENERGY = 0.25
ABILITY_MIN = 0.5  # a Reaction ability must gain this much over its cost


def respond(board: Board, legal: list[Action]) -> Action | None:
    chain = board.spells_on_chain
    if chain and chain[-1]["controller"] in board.friends:
        return None  # let our own spell or ability resolve
    plays = [a for a in legal if a.kind == "play" and not a.options.get("accelerate")]
    best: Action | None = None
    best_margin = 0.0
    for opt in best_per_card(board, plays):
        margin = opt.value - (0.0 if opt.facedown else KEEP_CARD + PER_ENERGY * opt.energy)
        if margin > best_margin:
            best, best_margin = opt.action, margin
    ability = best_activation(board, legal, per_energy=PER_ENERGY, least=max(ABILITY_MIN, best_margin))
    return ability or best
