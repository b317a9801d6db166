"""`play_card` with `card: self` on the chain ("play this spell again"): played once it has resolved, from its owner's
trash, by the player `by` names, with the chain item data `marks` (Bonus Damage) (420.3; test cards)."""

from __future__ import annotations

from typing import Any

from game.engine import Action, apply
from game.scenarios.runner import Scenario
from tests.cards.helpers import duel

CARDS: dict[str, Any] = {
    "Wall": {"type": "unit", "might": 9, "cost": 0},
    "Boomerang": {"type": "spell", "cost": 0, "keywords": ["Reaction"], "script": {
        "targets": [{"what": "unit"}],
        "effects": [["deal", {"amount": 1, "to": "t0"}],
                    ["may", {"then": [["play_card", {"card": "self", "power": 1, "by": "t0",
                                                     "marks": {"bonus_damage": 2}}]]}]]}},
}


def _act(sc: Scenario, *actions: Action) -> None:
    for a in actions:
        sc.st, _ = apply(sc.st, a)


def test_played_again_from_the_trash_with_its_marks() -> None:
    sc = Scenario(duel({"hand": [{"card": "Boomerang", "as": "b"}], "base": [{"card": "Wall", "as": "w"}],
                        "runes": ["Fury Rune"]}, cards=CARDS))
    b, w = sc.obj("b"), sc.obj("w")
    _act(sc, Action("play", 0, card=b, targets=[w], pay="auto"), Action("pass", 0), Action("pass", 1),
         Action("choose", 0, choice={"yes": True}))
    st = sc.st
    assert st.objs[w].damage == 1 and st.objs[b].zone == "chain" and st.chain[-1].data.get("bonus_damage") == 2
    assert st.players[0].trash == [] and not any(r for r in st.players[0].runes if st.name(r) == "Fury Rune")
    _act(sc, Action("pass", 0), Action("pass", 1))
    assert sc.st.objs[w].damage == 4  # 1 and 2 Bonus Damage
    _act(sc, Action("choose", 0, choice={"yes": False}))
    assert sc.st.objs[b].zone == "trash" and not sc.st.chain
