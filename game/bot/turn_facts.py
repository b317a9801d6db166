"""Public facts of the turn so far that a script's condition reads, from the seat's view.

The view counts the spells each player played this turn (`spells_this_turn`: public, as each spell is revealed
when played, 420); "if an opponent has played another spell this turn" (Crumbling Sands) reads it, not counting
the spell the effect targets when that is one of theirs on the chain.
"""

from __future__ import annotations

from .board import Board


def opponents_of(board: Board, controller: int) -> list[int]:
    """The players opposing `controller` (in a team mode, the other team), as the engine counts them."""
    players = board.view["players"]
    team = players[controller]["team"] if 0 <= controller < len(players) else 0
    return [p["index"] for p in players
            if p["index"] != controller and not p.get("removed") and (team == 0 or p["team"] != team)]


def opponent_played_other_spell(board: Board, controller: int, target: int | None) -> bool:
    """Whether an opponent of `controller` played a spell this turn other than `target` (a spell on the chain)."""
    aside = next((c["controller"] for c in board.view.get("chain", [])
                  if c.get("kind") == "card" and target is not None and c.get("source") == target), None)
    return any(int(board.view["players"][q].get("spells_this_turn", 0)) - (1 if q == aside else 0) > 0
               for q in opponents_of(board, controller))
