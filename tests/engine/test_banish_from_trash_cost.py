"""The ability cost `banish_trash` ("Banish a unit or gear from your trash", `options.banish` naming it) and resources
restricted to playing units or gear (`only: unit_or_gear`; a unit's play now has the purpose `unit`) (test cards)."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine import Action, apply
from game.engine.model.errors import IllegalAction
from game.scenarios.runner import Scenario
from tests.cards.helpers import duel

CARDS: dict[str, Any] = {
    "Altar": {"type": "gear", "cost": 0, "script": {"abilities": [{
        "cost": {"banish_trash": ["unit", "gear"], "exhaust": True}, "timing": "reaction", "add": True,
        "effects": [["add", {"power": {"any": 1}, "only": "unit_or_gear"}]]}]}},
    "Pup": {"type": "unit", "might": 2, "cost": 0},
    "Trinket": {"type": "gear", "cost": 0},
    "Zap": {"type": "spell", "cost": 0, "keywords": ["Reaction"], "script": {"effects": []}},
    "PowerPup": {"type": "unit", "might": 2, "cost": 0, "power": ["fury"]},
    "PowerZap": {"type": "spell", "cost": 0, "power": ["fury"], "keywords": ["Reaction"], "script": {"effects": []}},
}


def _position(trash: list[str]) -> Scenario:
    return Scenario(duel({"base": [{"card": "Altar", "as": "a"}],
                          "trash": [{"card": c, "as": f"t{i}"} for i, c in enumerate(trash)],
                          "hand": [{"card": "PowerPup", "as": "pp"}, {"card": "PowerZap", "as": "pz"}]}, cards=CARDS))


def test_banish_a_unit_or_gear_from_your_trash() -> None:
    sc = _position(["Zap"])
    with pytest.raises(IllegalAction):  # only a spell there
        apply(sc.st, Action("activate", 0, card=sc.obj("a"), ability=0))
    sc = _position(["Zap", "Pup", "Trinket"])
    with pytest.raises(IllegalAction):  # the spell is no unit or gear
        apply(sc.st, Action("activate", 0, card=sc.obj("a"), ability=0, options={"banish": [sc.obj("t0")]}))
    sc.st, _ = apply(sc.st, Action("activate", 0, card=sc.obj("a"), ability=0, options={"banish": [sc.obj("t2")]}))
    st = sc.st
    assert st.objs[sc.obj("t2")].zone == "banishment" and st.objs[sc.obj("t1")].zone == "trash"
    assert sum(st.players[0].power.values()) == 1 and st.objs[sc.obj("a")].exhausted


def test_the_power_pays_for_a_unit_not_a_spell() -> None:
    sc = _position(["Pup"])
    sc.st, _ = apply(sc.st, Action("activate", 0, card=sc.obj("a"), ability=0))
    with pytest.raises(IllegalAction):
        apply(sc.st, Action("play", 0, card=sc.obj("pz"), pay="auto"))
    sc.st, _ = apply(sc.st, Action("play", 0, card=sc.obj("pp"), pay="auto"))
    assert sc.st.objs[sc.obj("pp")].zone == "base" and not any(sc.st.players[0].power.values())
