"""A decision an effect waits on carries the effect's targets (`resume`): one that went to a hidden zone since
(a target returned to its owner's hand, then the effect asks its controller something) is shown as -1, not by
its id (128; read/view.py)."""

from __future__ import annotations

from game.engine import apply, view
from game.engine.model.actions import Action
from game.scenarios.runner import Scenario
from tests.cards.helpers import duel
from tests.engine.invariants import check_view_privacy

CARDS = {
    "Pup": {"type": "unit", "might": 2, "cost": 0},
    # "Return a unit to its owner's hand, then discard 1." (the discard asks: two different cards in hand)
    "Bounce": {"type": "spell", "cost": 0, "script": {"targets": [{"what": "unit"}],
                                                      "effects": [["return_to_hand", {"to": "t0"}],
                                                                  ["discard", {"amount": 1}]]}},
    "Ogre": {"type": "unit", "might": 4, "cost": 1},
}


def test_a_returned_target_is_masked_in_the_decision_the_effect_waits_on() -> None:
    sc = Scenario(duel({"hand": [{"card": "Bounce", "as": "b"}, {"card": "Pup", "as": "x"}, {"card": "Ogre", "as": "y"}]},
                       {"base": [{"card": "Pup", "as": "e"}]}, cards=CARDS))
    for action in (Action("play", 0, card=sc.obj("b"), targets=[sc.obj("e")]), Action("pass", 0), Action("pass", 1)):
        sc.st, _ = apply(sc.st, action)
    assert sc.st.pending is not None and sc.st.pending.kind == "choose_cards" and sc.st.pending.player == 0
    e = sc.obj("e")
    assert sc.st.objs[e].zone == "hand" and sc.st.pending.data["resume"]["targets"] == [e]  # the engine keeps it
    shown = view(sc.st, 0)["pending"]["data"]["resume"]["targets"]
    assert shown == [-1]  # the viewer doesn't learn which card of B's hand it is
    assert view(sc.st, 1)["pending"].get("data") is None
    check_view_privacy(sc.st)


def test_the_event_of_a_trigger_waiting_to_be_finalized_is_masked_too() -> None:
    """A "when you stun an enemy unit, you may ..." trigger asks as it is finalized, its event naming the unit
    ("it"); the spell returned that unit to its owner's hand meanwhile (soak: Existential Dread repeated and
    Vex, Mocking): the decision shows -1, not the id."""
    cards = {**CARDS,
             "Watcher": {"type": "unit", "might": 2, "cost": 0, "script": {"triggers": {"stun_enemy": {
                 "effects": [["may", {"then": [["draw", {"amount": 1}]]}]]}}}},
             "Daze": {"type": "spell", "cost": 0, "script": {"targets": [{"what": "unit"}], "effects": [
                 ["stun", {"to": "t0"}], ["return_to_hand", {"to": "t0"}]]}}}
    sc = Scenario(duel({"hand": [{"card": "Daze", "as": "d"}], "base": [{"card": "Watcher", "as": "w"}]},
                       {"base": [{"card": "Pup", "as": "e"}]}, cards=cards))
    for action in (Action("play", 0, card=sc.obj("d"), targets=[sc.obj("e")]), Action("pass", 0), Action("pass", 1)):
        sc.st, _ = apply(sc.st, action)
    assert sc.st.pending is not None and sc.st.pending.kind == "may" and sc.st.objs[sc.obj("e")].zone == "hand"
    assert view(sc.st, 0)["pending"]["data"]["finalize"]["event"]["it"] == -1
    check_view_privacy(sc.st)
