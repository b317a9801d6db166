"""The marks `next_unit_discount` (N) and `next_unit_power_less` ("reduce the cost of the next unit you play this
turn by [2][A]"): the next unit played costs that much less, a spell doesn't use them, the unit uses them up (test
cards)."""

from __future__ import annotations

from typing import Any

from game.engine import Action, apply
from game.scenarios.runner import Scenario
from tests.cards.helpers import duel

CARDS: dict[str, Any] = {
    "Rewind": {"type": "spell", "cost": 0, "keywords": ["Reaction"], "script": {"effects": [
        ["mark", {"name": "next_unit_discount", "amount": 2}], ["mark", {"name": "next_unit_power_less"}]]}},
    "Beast": {"type": "unit", "might": 4, "cost": 3, "power": ["fury"]},
    "Spark": {"type": "spell", "cost": 1, "keywords": ["Reaction"], "script": {"effects": []}},
}


def test_the_next_unit_costs_2_and_a_power_less() -> None:
    sc = Scenario(duel({"hand": [{"card": "Rewind", "as": "r"}, {"card": "Spark", "as": "s"},
                                 {"card": "Beast", "as": "b1"}, {"card": "Beast", "as": "b2"}],
                        "pool": {"energy": 6, "power": {"fury": 1}}}, cards=CARDS))
    for a in (Action("play", 0, card=sc.obj("r"), pay="auto"), Action("pass", 0), Action("pass", 1),
              Action("play", 0, card=sc.obj("s"), pay="auto"), Action("pass", 0), Action("pass", 1)):
        sc.st, _ = apply(sc.st, a)
    assert sc.st.players[0].energy == 5  # the spell paid its [1]
    sc.st, _ = apply(sc.st, Action("play", 0, card=sc.obj("b1"), pay="auto"))
    assert sc.st.players[0].energy == 4 and sc.st.players[0].power == {"fury": 1}  # [3][Fury] less [2][A]: [1]
    sc.st, _ = apply(sc.st, Action("play", 0, card=sc.obj("b2"), pay="auto"))
    assert sc.st.players[0].energy == 1 and not any(sc.st.players[0].power.values())  # used up: full price
