"""The verb `assault_equal_shield` ("give it 'I have [Assault] equal to my [Shield]' this turn"): read from its
Shield as it is at each moment, over when the turn ends (test cards)."""

from __future__ import annotations

from game.engine import Action, apply
from game.engine.read.layers import keyword
from game.scenarios.runner import Scenario
from tests.cards.helpers import duel

CARDS = {
    "Guard": {"type": "unit", "might": 3, "cost": 1, "keywords": ["Shield 2"]},
    "Boast": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
              "script": {"targets": [{"what": "unit"}], "effects": [["assault_equal_shield", {"to": "t0"}]]}},
}


def test_assault_follows_shield_this_turn() -> None:
    sc = Scenario(duel({"base": [{"card": "Guard", "as": "g"}], "hand": [{"card": "Boast", "as": "b"}]}, cards=CARDS))
    g = sc.obj("g")
    assert keyword(sc.st, g, "Assault") == 0
    for a in (Action("play", 0, card=sc.obj("b"), targets=[g], pay="auto"), Action("pass", 0), Action("pass", 1)):
        sc.st, _ = apply(sc.st, a)
    assert keyword(sc.st, g, "Assault") == 2
    sc.st, _ = apply(sc.st, Action("end_turn", 0))
    assert keyword(sc.st, g, "Assault") == 0
