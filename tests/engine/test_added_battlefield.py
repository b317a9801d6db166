"""A battlefield token added to the board as a unit is played (a script's `adds_battlefield`, 369.3's example of
Baron Nashor; 187.9): it enters there and contests it (190.3.a.1), a second one adds nothing; the token's passive
`move_here_from_anywhere` lets units at other battlefields move to it without Ganking (test cards)."""

from __future__ import annotations

import pytest

from game.engine import Action, apply, legal_actions
from game.engine.model.actions import BASE as TO_BASE
from game.engine.model.errors import IllegalAction
from game.scenarios.runner import Scenario
from tests.cards.helpers import duel

CARDS = {
    "Summoner": {"type": "unit", "might": 3, "cost": 0, "script": {"adds_battlefield": "Baron Pit"}},
    "Pup": {"type": "unit", "might": 2, "cost": 0},
}


def _act(sc: Scenario, *actions: Action) -> None:
    for a in actions:
        sc.st, _ = apply(sc.st, a)


def test_a_battlefield_token_added_as_a_unit_is_played() -> None:
    sc = Scenario(duel({"hand": [{"card": "Summoner", "as": "s1"}, {"card": "Summoner", "as": "s2"}]}, cards=CARDS,
                       battlefields=[{"as": "bf1", "controller": "A", "units": [{"card": "Pup", "as": "p", "controller": "A"}]},
                                     {"as": "bf2"}]))
    s1, s2, p = sc.obj("s1"), sc.obj("s2"), sc.obj("p")
    _act(sc, Action("play", 0, card=s1, to=TO_BASE, pay="auto"))
    st = sc.st
    assert len(st.battlefields) == 3 and st.name(st.battlefields[2].obj) == "Baron Pit"
    pit = st.objs[st.battlefields[2].obj]
    assert pit.token and pit.owner == 0
    assert st.objs[s1].zone == "battlefield" and st.objs[s1].loc == 2  # it entered there, not in its base
    assert st.battlefields[2].contested_by == 0 and st.showdown is not None and st.showdown.bf == 2  # contested
    _act(sc, Action("pass", 0), Action("pass", 1))  # nobody else there: A conquers it (a point)
    st = sc.st
    assert st.battlefields[2].controller == 0 and st.players[0].points == 1 and st.showdown is None
    _act(sc, Action("play", 0, card=s2, to=TO_BASE, pay="auto"))
    assert len(sc.st.battlefields) == 3 and sc.st.objs[s2].zone == "base"  # there already: nothing added
    with pytest.raises(IllegalAction):  # bf1 -> bf2 still needs Ganking
        apply(sc.st, Action("move", 0, units=[p], to=1))
    assert any(a.kind == "move" and a.units == [p] and a.to == 2 for a in legal_actions(sc.st, 0))
    _act(sc, Action("move", 0, units=[p], to=2))
    assert sc.st.objs[p].loc == 2
