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


SLOTS = [{"what": "unit", "who": "enemy", "optional": True, "may": True, "other_place": list(range(i))} for i in range(3)]
TRIGGER_CARDS = {
    **CARDS,
    "Caller": {"type": "unit", "might": 1, "cost": 0, "script": {"triggers": {"play": {
        "targets": SLOTS, "effects": [["deal", {"amount": 1, "to": "targets"}]], "note_places": True}}}},
}


def test_other_place_as_a_list_and_the_places_noted() -> None:
    """`other_place: [0, 1]`: at a location none of those targets is at; a trigger with `note_places` keeps where
    each target was as it was chosen (item data `places`)."""
    sc = Scenario(duel({"hand": [{"card": "Caller", "as": "c"}]},
                       {"base": [{"card": "Pup", "as": "h1"}, {"card": "Pup", "as": "h2"}]}, cards=TRIGGER_CARDS,
                       battlefields=[{"as": "bf1", "controller": "B", "units": [{"card": "Pup", "as": "e", "controller": "B"}]},
                                     {"as": "bf2"}]))
    e, h1, h2 = sc.obj("e"), sc.obj("h1"), sc.obj("h2")
    sc.st, _ = apply(sc.st, Action("play", 0, card=sc.obj("c"), to=-1, pay="auto"))
    pend = sc.st.pending
    assert pend is not None and pend.kind == "choose_targets"
    assert [h1, h2] not in pend.options and [e, h1] in pend.options and [h1, e] in pend.options
    assert all(len({sc.st.objs[t].zone for t in opt}) == len(opt) for opt in pend.options)
    sc.st, _ = apply(sc.st, Action("choose", 0, choice={"targets": [e, h2]}))
    assert sc.st.chain[-1].data["places"] == [["bf", 0], ["base", 1]]
