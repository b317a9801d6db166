"""The passive `replace_own_death_may` ("once each turn, if I would die, you may kill a friendly unit to heal me,
exhaust me, and recall me instead", 386.2.a): a `may` whose yes names the unit killed (`kill`; the legal answers list
each), declined it dies and the once-each-turn use stays; used, a second death that turn isn't replaced (test
cards)."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine import Action, apply, legal_actions
from game.engine.model.errors import IllegalAction
from game.scenarios.runner import Scenario
from tests.cards.helpers import duel

CARDS: dict[str, Any] = {
    "Revenant": {"type": "unit", "might": 5, "cost": 0, "script": {"static": [{
        "replace_own_death_may": {"kill": {"who": "friendly"}}, "per_turn": True}]}},
    "Pup": {"type": "unit", "might": 2, "cost": 0},
    "Doom": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
             "script": {"targets": [{"what": "unit"}], "effects": [["kill", {"to": "t0"}]]}},
}


def _position() -> Scenario:
    return Scenario(duel({"base": [{"card": "Pup", "as": "p1"}, {"card": "Pup", "as": "p2"}]},
                         {"hand": [{"card": "Doom", "as": "d1"}, {"card": "Doom", "as": "d2"}]}, cards=CARDS,
                         battlefields=[{"as": "bf1", "controller": "A",
                                        "units": [{"card": "Revenant", "as": "r", "controller": "A"}]}, {"as": "bf2"}],
                         turn={"player": "B", "phase": "main", "number": 4}))


def _doom(sc: Scenario, label: str) -> None:
    for a in (Action("play", 1, card=sc.obj(label), targets=[sc.obj("r")], pay="auto"), Action("pass", 1),
              Action("pass", 0)):
        sc.st, _ = apply(sc.st, a)


def test_kill_a_friendly_unit_to_save_it_once_each_turn() -> None:
    sc = _position()
    r, p1, p2 = sc.obj("r"), sc.obj("p1"), sc.obj("p2")
    _doom(sc, "d1")
    pend = sc.st.pending
    assert pend is not None and pend.kind == "may" and pend.player == 0
    answers = [a.choice for a in legal_actions(sc.st, 0)]
    assert {"yes": True, "kill": p1} in answers and {"yes": True, "kill": p2} in answers and {"yes": False} in answers
    with pytest.raises(IllegalAction):  # not itself
        apply(sc.st, Action("choose", 0, choice={"yes": True, "kill": r}))
    sc.st, _ = apply(sc.st, Action("choose", 0, choice={"yes": True, "kill": p2}))
    st = sc.st
    assert st.objs[p2].zone == "trash" and st.objs[r].zone == "base" and st.objs[r].exhausted
    assert st.objs[p1].zone == "base"
    _doom(sc, "d2")  # used this turn: it dies
    assert sc.st.pending is None and sc.st.objs[r].zone == "trash" and sc.st.objs[p1].zone == "base"


def test_declined_it_dies() -> None:
    sc = _position()
    _doom(sc, "d1")
    sc.st, _ = apply(sc.st, Action("choose", 0, choice={"yes": False}))
    assert sc.st.objs[sc.obj("r")].zone == "trash" and sc.st.objs[sc.obj("p1")].zone == "base"
