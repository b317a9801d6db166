"""Spells and abilities on the chain as targets (`what: chain_item`; an ability by its chain item's id, no object):
listed in the legal plays, named by a play (public: not refused as an unseen id), legal while on the chain,
`chooses_only` reading what the item chose, `counter` clearing an ability (426.1.a); the view shows the id (test
cards)."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine import Action, apply, legal_actions, view
from game.engine.model.errors import IllegalAction
from game.scenarios.runner import Scenario
from tests.cards.helpers import duel

CARDS: dict[str, Any] = {
    "Pup": {"type": "unit", "might": 2, "cost": 0},
    "Slinger": {"type": "unit", "might": 1, "cost": 0, "script": {"abilities": [{
        "cost": {"exhaust": True}, "timing": "reaction", "targets": [{"what": "unit"}],
        "effects": [["deal", {"amount": 2, "to": "t0"}]]}]}},
    "Rebuff": {"type": "spell", "cost": 0, "keywords": ["Reaction"], "script": {
        "targets": [{"what": "unit", "who": "friendly"}, {"what": "chain_item", "who": "enemy", "chooses_only": 0}],
        "effects": [["counter", {"to": "t1"}]]}},
}


def _position() -> Scenario:
    return Scenario(duel({"hand": [{"card": "Rebuff", "as": "r"}], "base": [{"card": "Pup", "as": "p"},
                                                                          {"card": "Pup", "as": "q"}]},
                         {"base": [{"card": "Slinger", "as": "s"}]}, cards=CARDS,
                         turn={"player": "B", "phase": "main", "number": 4}))


def test_an_ability_on_the_chain_as_a_target() -> None:
    sc = _position()
    p, q, r = sc.obj("p"), sc.obj("q"), sc.obj("r")
    for a in (Action("activate", 1, card=sc.obj("s"), ability=0, targets=[p]), Action("pass", 1)):
        sc.st, _ = apply(sc.st, a)
    item = sc.st.chain[-1].id
    assert item not in sc.st.objs
    assert [a.targets for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == r] == [[p, item]]
    with pytest.raises(IllegalAction):  # it chooses p, not q
        apply(sc.st, Action("play", 0, card=r, targets=[q, item], pay="auto"))
    sc.st, _ = apply(sc.st, Action("play", 0, card=r, targets=[p, item], pay="auto"))
    shown = view(sc.st, 1)["chain"]
    assert shown[-1]["targets"] == [p, item] and shown[0]["id"] == item
    for a in (Action("pass", 0), Action("pass", 1)):
        sc.st, _ = apply(sc.st, a)
    assert not sc.st.chain and sc.st.objs[p].damage == 0


def test_an_unknown_id_is_still_refused() -> None:
    sc = _position()
    with pytest.raises(IllegalAction):
        apply(sc.st, Action("play", 0, card=sc.obj("r"), targets=[sc.obj("p"), 99999], pay="auto"))
