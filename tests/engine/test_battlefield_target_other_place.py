"""A battlefield target's `other_place: i` ("to another battlefield" than target i's): read for a battlefield target
too (it was ignored there: the selector's battlefield branch returned before the shared keys), both as the targets
are chosen and in the legal actions (test cards)."""

from __future__ import annotations

import pytest

from game.engine import Action, apply, legal_actions
from game.engine.model.errors import IllegalAction
from game.scenarios.runner import Scenario
from tests.cards.helpers import duel

CARDS = {
    "Pup": {"type": "unit", "might": 2, "cost": 1},
    "Shove": {"type": "spell", "cost": 0, "keywords": ["Action"],
              "script": {"targets": [{"what": "unit", "who": "friendly"}, {"what": "battlefield", "other_place": 0}],
                         "effects": [["move", {"to": "t0", "dest": "t1"}]]}},
}


def _position() -> Scenario:
    return Scenario(duel({"hand": [{"card": "Shove", "as": "s"}]}, cards=CARDS, battlefields=[
        {"as": "bf1", "controller": "A", "units": [{"card": "Pup", "as": "p", "controller": "A"}]}, {"as": "bf2"}]))


def test_a_battlefield_target_other_than_an_earlier_targets_location() -> None:
    sc = _position()
    p, s = sc.obj("p"), sc.obj("s")
    bf1, bf2 = sc.st.battlefields[0].obj, sc.st.battlefields[1].obj
    offered = [a.targets for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == s]
    assert offered == [[p, bf2]]
    with pytest.raises(IllegalAction):  # the unit's own battlefield is no "other" one
        apply(sc.st, Action("play", 0, card=s, targets=[p, bf1], pay="auto"))
    for a in (Action("play", 0, card=s, targets=[p, bf2], pay="auto"), Action("pass", 0), Action("pass", 1)):
        sc.st, _ = apply(sc.st, a)
    assert sc.st.objs[p].loc == 1
