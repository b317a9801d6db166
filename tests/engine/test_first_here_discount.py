"""A battlefield's `cost_mod` with `first_here` ("for each player, the first unit or gear they play here on their turn
costs [1] less"): to that battlefield only, the first unit or gear (a gear with Deploy too) each player plays there on
their own turn; the cost is worked out per destination in the legal plays (test cards)."""

from __future__ import annotations

from typing import Any

from game.engine import Action, apply, legal_actions
from game.engine.model.actions import BASE as TO_BASE
from game.scenarios.runner import Scenario
from tests.cards.helpers import duel

CARDS: dict[str, Any] = {
    "Circle": {"type": "battlefield", "script": {"static": [{"cost_mod": -1, "who": "any", "first_here": True}]}},
    "Pup": {"type": "unit", "might": 2, "cost": 2},
    "Flag": {"type": "gear", "cost": 2, "keywords": ["Deploy"]},
}


def _position(hand: list[str]) -> Scenario:
    return Scenario(duel({"hand": [{"card": c, "as": f"h{i}"} for i, c in enumerate(hand)], "pool": {"energy": 5}},
                         cards=CARDS, battlefields=[{"as": "bf1", "card": "Circle", "controller": "A",
                                                     "units": [{"card": "Pup", "as": "p", "controller": "A"}]},
                                                    {"as": "bf2", "controller": "A",
                                                     "units": [{"card": "Pup", "as": "q", "controller": "A"}]}]))


def _play(sc: Scenario, label: str, to: int) -> None:
    sc.st, _ = apply(sc.st, Action("play", 0, card=sc.obj(label), to=to, pay="auto"))


def test_the_first_unit_played_here_costs_1_less() -> None:
    sc = _position(["Pup", "Pup"])
    _play(sc, "h0", 0)
    assert sc.st.players[0].energy == 4  # 2 - 1
    _play(sc, "h1", 0)
    assert sc.st.players[0].energy == 2  # the second one: full price


def test_elsewhere_full_price_and_the_legal_plays_know_it() -> None:
    sc = _position(["Pup", "Pup"])
    _play(sc, "h0", TO_BASE)
    assert sc.st.players[0].energy == 3
    _play(sc, "h1", 1)
    assert sc.st.players[0].energy == 1
    sc = Scenario(duel({"hand": [{"card": "Pup", "as": "h"}], "pool": {"energy": 1}}, cards=CARDS,
                       battlefields=[{"as": "bf1", "card": "Circle", "controller": "A",
                                      "units": [{"card": "Pup", "as": "p", "controller": "A"}]},
                                     {"as": "bf2", "controller": "A", "units": [{"card": "Pup", "as": "q", "controller": "A"}]}]))
    assert {a.to for a in legal_actions(sc.st, 0) if a.kind == "play"} == {0}  # only here is it affordable


def test_a_gear_with_deploy_counts_and_uses_it() -> None:
    sc = _position(["Flag", "Pup"])
    _play(sc, "h0", 0)
    assert sc.st.players[0].energy == 4
    _play(sc, "h1", 0)
    assert sc.st.players[0].energy == 2
