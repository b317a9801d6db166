"""The additional cost `power_x` ("As an additional cost to play this, pay any amount of Power"): `options.power_x`
[A] more, the amount kept on the chain item (`power_x`), the legal plays listing 0 up to the player's units (test
cards)."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine import Action, apply, legal_actions
from game.engine.model.errors import IllegalAction
from game.scenarios.runner import Scenario
from tests.cards.helpers import duel

CARDS: dict[str, Any] = {
    "Pup": {"type": "unit", "might": 2, "cost": 0},
    "Surge": {"type": "spell", "cost": 1, "keywords": ["Reaction"],
              "script": {"additional_cost": {"power_x": True}, "effects": []}},
}


def test_any_amount_of_power() -> None:
    sc = Scenario(duel({"hand": [{"card": "Surge", "as": "s"}], "base": [{"card": "Pup"}, {"card": "Pup"}],
                        "pool": {"energy": 1, "power": {"fury": 2}}}, cards=CARDS))
    s = sc.obj("s")
    assert sorted(a.options.get("power_x") for a in legal_actions(sc.st, 0) if a.kind == "play") == [0, 1, 2]
    for bad in ({"power_x": 3}, {"power_x": -1}, {"power_x": "2"}):
        with pytest.raises(IllegalAction):
            apply(sc.st, Action("play", 0, card=s, options=bad, pay="auto"))
    sc.st, _ = apply(sc.st, Action("play", 0, card=s, options={"power_x": 2}, pay="auto"))
    assert sc.st.chain[-1].data["power_x"] == 2 and not any(sc.st.players[0].power.values())
