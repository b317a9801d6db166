"""An object with the passive `friends_exhaust_abilities` has the [E] abilities of friendly legends, units and gear
(Heimerdinger, Inventor): listed after its own, used and paid as its own, and the chain item keeps the ability it
was activated for even when the objects it came from (and so the list) change before it resolves."""

from __future__ import annotations

from game.engine import Action, apply
from game.engine.read.scripts import ability_list
from game.scenarios.runner import Scenario

DRAW = {"cost": {"exhaust": True}, "effects": [["draw", {"amount": 1}]]}
BUFF = {"cost": {"exhaust": True}, "effects": [["buff", {"to": "self"}]]}
SETUP = {
    "cards": {"Borrower": {"type": "unit", "might": 1, "cost": 1,
                           "script": {"static": [{"friends_exhaust_abilities": True}]}},
              "Drawer": {"type": "unit", "might": 1, "cost": 1, "script": {"abilities": [DRAW]}},
              "Buffer": {"type": "unit", "might": 1, "cost": 1, "script": {"abilities": [BUFF]}},
              "Bounce": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                         "script": {"targets": [{"what": "unit"}], "effects": [["return_to_hand", {"to": "t0"}]]}},
              "Pup": {"type": "unit", "might": 2, "cost": 1}},
    "players": [{"name": "A", "base": [{"card": "Borrower", "as": "b"}, {"card": "Drawer", "as": "d"},
                                       {"card": "Buffer", "as": "u"}],
                 "deck": [{"card": "Pup", "as": f"p{i}"} for i in range(3)]},
                {"name": "B", "hand": [{"card": "Bounce", "as": "bn"}], "base": [{"card": "Drawer", "as": "theirs"}]}],
    "turn": {"player": "A", "phase": "main", "number": 3},
}


def test_the_borrowed_abilities_are_listed_and_keep_their_identity() -> None:
    sc = Scenario(SETUP)
    b = sc.obj("b")
    listed = ability_list(sc.st, sc.st.card(b), b)
    assert sorted(ab["name"] for ab in listed) == ["Buffer: ability", "Drawer: ability"]  # not the enemy's Drawer
    assert ability_list(sc.st, sc.st.card(sc.obj("d")), sc.obj("d")) == [DRAW]  # only the passive's holder borrows
    assert [ab["name"] for ab in listed] == ["Buffer: ability", "Drawer: ability"]  # in a fixed order
    st, _ = apply(sc.st, Action("activate", 0, card=b, ability=1))  # the Drawer's
    assert st.objs[b].exhausted and not st.objs[sc.obj("d")].exhausted
    st, _ = apply(st, Action("pass", 0))
    st, _ = apply(st, Action("play", 1, card=sc.obj("bn"), targets=[sc.obj("u")], pay="auto"))  # the list shifts
    for p in (1, 0, 0, 1):
        st, _ = apply(st, Action("pass", p))
    assert not st.chain and st.objs[sc.obj("u")].zone == "hand"
    assert ability_list(st, st.card(b), b)[0]["name"] == "Drawer: ability"  # now the only one
    assert st.objs[b].buffs == 0 and len(st.players[0].main_deck) == 2  # the Drawer's ability resolved
