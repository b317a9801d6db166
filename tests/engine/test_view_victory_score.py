"""The view reports the Victory Score in force (194): a passive such as Aspirant's Climb's raises it,
so the board and the bots read the points a player actually needs."""

from __future__ import annotations

from game.engine import SPECTATOR, view
from game.scenarios.runner import Scenario


def _state(battlefield: str | None):
    first = {"as": "bf1", **({"card": battlefield} if battlefield else {})}
    return Scenario({"players": [{"name": "A", "points": 7}, {"name": "B"}],
                     "battlefields": [first, {"as": "bf2"}],
                     "turn": {"player": "A", "phase": "main", "number": 3}}).st


def test_aspirants_climb_raises_the_score_every_viewer_sees() -> None:
    st = _state("Aspirant's Climb")
    assert st.victory_score == 8  # the mode's score stays as dealt
    assert [view(st, who)["victory_score"] for who in (0, 1, SPECTATOR, None)] == [9, 9, 9, 9]


def test_without_it_the_modes_score() -> None:
    assert view(_state(None))["victory_score"] == 8
