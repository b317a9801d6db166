"""A combat damage assignment waiting when another player leaves is worked out again (652.2-652.3): the leaving
player's battlefield is replaced by a token battlefield with no abilities (652.2.a), so a passive such as
Trifarian War Camp's "+1 Might here" goes, and the lethal amounts change. Found by the SFD soak (ffa3 seed 36):
the stale options were offered and then refused."""

from __future__ import annotations

from game.engine import Action, apply, legal_actions
from game.scenarios.runner import Scenario

CARDS = {"Ogre": {"type": "unit", "might": 4, "cost": 1}, "Pup": {"type": "unit", "might": 2, "cost": 1},
         "Brute": {"type": "unit", "might": 5, "cost": 1}}


def test_a_waiting_assignment_is_worked_out_again_when_a_players_battlefield_leaves() -> None:
    sc = Scenario({"mode": "ffa3", "cards": CARDS,
                   "players": [{"name": "A", "base": [{"card": "Ogre", "as": "o"}, {"card": "Pup", "as": "p"}]},
                               {"name": "B"}, {"name": "C"}],
                   "battlefields": [{"card": "Trifarian War Camp", "as": "camp", "owner": "C", "controller": "B",
                                     "units": [{"card": "Brute", "as": "b", "controller": "B"}]},
                                    {"as": "bf2"}, {"as": "bf3"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    o, p = sc.obj("o"), sc.obj("p")
    sc.st, _ = apply(sc.st, Action("move", 0, units=[o, p], to=0))
    for _ in range(10):  # the showdown: everyone passes; A's 8 damage all goes to the Brute
        if sc.st.pending is not None and sc.st.pending.player == 1:
            break
        if sc.st.pending is not None:
            sc.st, _ = apply(sc.st, legal_actions(sc.st, sc.st.pending.player)[-1])
        else:
            sc.st, _ = apply(sc.st, Action("pass", sc.st.priority))
    assert sc.st.pending is not None and sc.st.pending.kind == "assign_damage" and sc.st.pending.player == 1
    before = [a.choice["assign"] for a in legal_actions(sc.st, 1) if a.kind == "choose"]
    assert {o: 5, p: 1} in before  # 6 damage: the Ogre's lethal 5 (4 +1 here), then 1 more
    sc.st, _ = apply(sc.st, Action("concede", 2))  # C's Camp is replaced: +1 here is gone
    after = [a for a in legal_actions(sc.st, 1) if a.kind == "choose"]
    assert after and all(a.choice["assign"] != {o: 5, p: 1} for a in after), [a.choice for a in after]
    for a in after:  # every option offered is accepted
        apply(sc.st, a)
