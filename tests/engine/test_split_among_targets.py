"""`split_deal` among targets chosen as the spell is played (355.14), dealt by a unit (`by`, 418.6.b.3): no more
targets than the damage as they are chosen (the selector `split_of`, 355.14.c), each target at least 1 (355.14.f-g),
with more targets than damage at resolution exactly that many kept (355.14.h), nothing when the unit is gone; the
listed answers all legal (test cards)."""

from __future__ import annotations

import pytest

from game.engine import Action, apply, legal_actions
from game.engine.model.errors import IllegalAction
from game.scenarios.runner import Scenario
from tests.cards.helpers import duel

ENEMY = {"what": "unit", "who": "enemy", "split_of": 0}
CARDS = {
    "Pup": {"type": "unit", "might": 2, "cost": 1},
    "Rat": {"type": "unit", "might": 1, "cost": 1},
    "Ogre": {"type": "unit", "might": 4, "cost": 1},
    "Strike": {"type": "spell", "cost": 0, "keywords": ["Action"], "script": {
        "targets": [{"what": "unit", "who": "friendly"}, ENEMY,
                    {**ENEMY, "optional": True, "may": True, "differs": 1},
                    {**ENEMY, "optional": True, "may": True, "differs": [1, 2]}],
        "effects": [["split_deal", {"amount": {"might_of": "t0"}, "among": ["t1", "t2", "t3"], "by": "t0",
                                    "each": True}]]}},
    "Sap": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
            "script": {"targets": [{"what": "unit"}], "effects": [["might", {"amount": -2, "to": "t0"}]]}},
    "Bounce": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
               "script": {"targets": [{"what": "unit"}], "effects": [["return_to_hand", {"to": "t0"}]]}},
}


def _position(mine: str = "Pup") -> Scenario:
    return Scenario(duel({"hand": [{"card": "Strike", "as": "s"}], "base": [{"card": mine, "as": "m"}]},
                         {"base": [{"card": "Rat", "as": "r1"}, {"card": "Rat", "as": "r2"}, {"card": "Ogre", "as": "o"}],
                          "hand": [{"card": "Sap", "as": "sap"}, {"card": "Bounce", "as": "bn"}]}, cards=CARDS))


def _act(sc: Scenario, *actions: Action) -> None:
    for a in actions:
        sc.st, _ = apply(sc.st, a)


def test_no_more_targets_than_the_units_might() -> None:
    sc = _position("Pup")
    m, s, r1, r2, o = (sc.obj(x) for x in ("m", "s", "r1", "r2", "o"))
    with pytest.raises(IllegalAction):  # 3 targets for 2 damage (355.14.c)
        apply(sc.st, Action("play", 0, card=s, targets=[m, r1, r2, o], pay="auto"))
    plays = [a.targets for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == s]
    assert plays and all(2 <= len(t) <= 3 for t in plays) and [m, r1, r2] in plays


def test_each_target_dealt_at_least_1_by_the_unit() -> None:
    sc = _position("Ogre")
    m, s, r1, o = (sc.obj(x) for x in ("m", "s", "r1", "o"))
    _act(sc, Action("play", 0, card=s, targets=[m, r1, o], pay="auto"), Action("pass", 0), Action("pass", 1))
    pend = sc.st.pending
    assert pend is not None and pend.kind == "split_damage" and sorted(pend.options) == sorted([r1, o])
    answers = [a.choice["split"] for a in legal_actions(sc.st, 0) if a.kind == "choose"]
    assert answers and all(min(x.values()) >= 1 and sum(x.values()) == 4 for x in answers)
    with pytest.raises(IllegalAction):  # a target left without damage (355.14.f)
        apply(sc.st, Action("choose", 0, choice={"split": {o: 4, r1: 0}}))
    _act(sc, Action("choose", 0, choice={"split": {o: 3, r1: 1}}))
    assert sc.st.objs[o].damage == 3 and r1 not in sc.st.players[1].base  # the Rat died in the cleanup


def test_more_targets_than_damage_at_resolution() -> None:
    """B gives A's 4 [M] Ogre -2 [M]: 2 damage for three targets; exactly two are kept, 1 each (355.14.h.1)."""
    sc = _position("Ogre")
    m, s, r1, r2, o = (sc.obj(x) for x in ("m", "s", "r1", "r2", "o"))
    _act(sc, Action("play", 0, card=s, targets=[m, r1, r2, o], pay="auto"), Action("pass", 0),
         Action("play", 1, card=sc.obj("sap"), targets=[m], pay="auto"), Action("pass", 1), Action("pass", 0),
         Action("pass", 0), Action("pass", 1))
    pend = sc.st.pending
    assert pend is not None and pend.kind == "split_damage" and pend.data["amount"] == 2
    answers = [a.choice["split"] for a in legal_actions(sc.st, 0) if a.kind == "choose"]
    assert answers and all(sorted(x.values()) == [0, 1, 1] for x in answers)
    with pytest.raises(IllegalAction):  # one target kept for 2 damage: too few (355.14.h.1)
        apply(sc.st, Action("choose", 0, choice={"split": {o: 2, r1: 0, r2: 0}}))
    _act(sc, Action("choose", 0, choice={"split": {o: 1, r1: 1, r2: 0}}))
    assert sc.st.objs[o].damage == 1 and sc.st.objs[r2].damage == 0


def test_nothing_when_the_unit_is_gone() -> None:
    sc = _position("Ogre")
    m, s, r1, o = (sc.obj(x) for x in ("m", "s", "r1", "o"))
    _act(sc, Action("play", 0, card=s, targets=[m, r1, o], pay="auto"), Action("pass", 0),
         Action("play", 1, card=sc.obj("bn"), targets=[m], pay="auto"), Action("pass", 1), Action("pass", 0),
         Action("pass", 0), Action("pass", 1))
    assert sc.st.pending is None and not sc.st.chain
    assert sc.st.objs[o].damage == 0 and sc.st.objs[r1].damage == 0
