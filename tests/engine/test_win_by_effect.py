"""A card that says "you win the game" (The Grand Plaza) wins without the Victory Score; the fuzz invariants accept
such a win (found by the SFD soak, duel seed 225: Spiritforged's tokens fill a battlefield with 7 units)."""

from __future__ import annotations

from game.engine import Action, apply
from game.scenarios.runner import Scenario

from .invariants import card_counts, check_invariants


def test_the_grand_plaza_wins_and_the_invariants_hold() -> None:
    units = [{"card": "Filler", "controller": "A"} for _ in range(7)]
    sc = Scenario({"players": [{"name": "A", "points": 2}, {"name": "B"}],
                   "battlefields": [{"card": "The Grand Plaza", "as": "gp", "controller": "A", "units": units},
                                    {"as": "bf2"}],
                   "turn": {"player": "A", "phase": "beginning", "number": 3}})
    counts = card_counts(sc.st)
    for _ in range(4):
        if sc.st.over:
            break
        sc.st, _ = apply(sc.st, Action("pass", sc.st.priority))
    assert sc.st.over and sc.st.winners == [0] and sc.st.players[0].points < sc.st.victory_score
    check_invariants(sc.st, counts)
