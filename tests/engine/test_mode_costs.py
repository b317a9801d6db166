"""A mode's own `cost` (resources it adds to the play's cost) and `repeat_in_modes` (the card's [Repeat] costs are
its modes': no other Repeat is offered) (test cards)."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine import Action, apply, legal_actions
from game.engine.model.errors import IllegalAction
from game.scenarios.runner import Scenario
from tests.cards.helpers import duel

CARDS: dict[str, Any] = {
    "Encore Test": {"type": "spell", "cost": 1, "keywords": ["Reaction"],
                    "text": "[Repeat] [1] Draw 1.",
                    "script": {"repeat_in_modes": True, "modes": {
                        "once": {"effects": [["draw", {"amount": 1}]]},
                        "twice": {"cost": {"energy": 1}, "effects": [["draw", {"amount": 1}], ["draw", {"amount": 1}]]}}}},
}


def _position(energy: int) -> Scenario:
    return Scenario(duel({"hand": [{"card": "Encore Test", "as": "e"}], "pool": {"energy": energy}}, cards=CARDS))


def test_a_modes_cost_is_added() -> None:
    sc = _position(1)
    with pytest.raises(IllegalAction):  # [1] + [1]
        apply(sc.st, Action("play", 0, card=sc.obj("e"), options={"mode": "twice"}, pay="auto"))
    assert {a.options["mode"] for a in legal_actions(sc.st, 0) if a.kind == "play"} == {"once"}
    sc = _position(2)
    for a in (Action("play", 0, card=sc.obj("e"), options={"mode": "twice"}, pay="auto"), Action("pass", 0),
              Action("pass", 1)):
        sc.st, _ = apply(sc.st, a)
    assert sc.st.players[0].energy == 0 and len(sc.st.players[0].hand) == 2


def test_no_other_repeat_is_offered() -> None:
    sc = _position(5)
    with pytest.raises(IllegalAction):
        apply(sc.st, Action("play", 0, card=sc.obj("e"), options={"mode": "once", "repeat": 1}, pay="auto"))
    assert not any(a.options.get("repeat") for a in legal_actions(sc.st, 0) if a.kind == "play")
