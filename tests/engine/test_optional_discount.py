"""An optional cost change (`cost_mod` with `optional`, `per_turn`: "once each turn, you may pay [1][A] less to play a
gear"): offered in the legal plays beside the full price, used only when the play names its source
(`options.discounts`), once each turn (a play that doesn't use it doesn't use it up) (test cards)."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine import Action, apply, legal_actions
from game.engine.model.errors import IllegalAction
from game.scenarios.runner import Scenario
from tests.cards.helpers import duel

CARDS: dict[str, Any] = {
    "Tinker": {"type": "unit", "might": 2, "cost": 0, "script": {"static": [{
        "cost_mod": -1, "cost_power_less": ["any"], "for": "gear", "optional": True, "per_turn": True}]}},
    "Cog": {"type": "gear", "cost": 2, "power": ["mind"]},
    "Pup": {"type": "unit", "might": 2, "cost": 2},
}


def _position() -> Scenario:
    return Scenario(duel({"base": [{"card": "Tinker", "as": "t"}], "pool": {"energy": 6, "power": {"mind": 1}},
                          "hand": [{"card": "Cog", "as": "c1"}, {"card": "Cog", "as": "c2"}, {"card": "Pup", "as": "p"}]},
                         cards=CARDS))


def test_used_when_chosen_once_each_turn() -> None:
    sc = _position()
    t = sc.obj("t")
    offered = [a.options.get("discounts") for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == sc.obj("c1")]
    assert [t] in offered and None in offered
    with pytest.raises(IllegalAction):  # not for a unit
        apply(sc.st, Action("play", 0, card=sc.obj("p"), options={"discounts": [t]}, pay="auto"))
    sc.st, _ = apply(sc.st, Action("play", 0, card=sc.obj("c1"), options={"discounts": [t]}, pay="auto"))
    assert sc.st.players[0].energy == 5 and sc.st.players[0].power == {"mind": 1}  # [2][Mind] less [1][A]
    with pytest.raises(IllegalAction):  # once each turn
        apply(sc.st, Action("play", 0, card=sc.obj("c2"), options={"discounts": [t]}, pay="auto"))
    sc.st, _ = apply(sc.st, Action("play", 0, card=sc.obj("c2"), pay="auto"))
    assert sc.st.players[0].energy == 3 and not any(sc.st.players[0].power.values())


def test_declined_it_stays() -> None:
    sc = _position()
    sc.st, _ = apply(sc.st, Action("play", 0, card=sc.obj("c1"), pay="auto"))
    assert sc.st.players[0].energy == 4
    sc.st, _ = apply(sc.st, Action("play", 0, card=sc.obj("c2"), options={"discounts": [sc.obj("t")]}, pay="auto"))
    assert sc.st.players[0].energy == 3
