"""A group of targets (355.11): chosen together, its restriction met by the group as a whole (the selector key
`group_might`), listed once per set of objects; and a `choose_cards` decision whose answer must be one of
the groups offered (355.11.b: a legal subset of the original targets)."""

from __future__ import annotations

import pytest

from game.engine import Action, apply, legal_actions
from game.engine.effects.asking import ask_cards
from game.engine.model.errors import IllegalAction
from game.engine.model.events import Log
from game.engine.read.context import Ctx
from game.scenarios.runner import Scenario

SLOT = {"what": "unit", "where": "battlefield", "group_might": 3, "optional": True, "may": True}
SETUP = {
    "cards": {"Mite": {"type": "unit", "might": 1, "cost": 1}, "Pup": {"type": "unit", "might": 2, "cost": 1},
              "Sweep": {"type": "spell", "cost": 0, "keywords": ["Action"],
                        "script": {"targets": [SLOT, {**SLOT, "same_place": 0}, {**SLOT, "same_place": 0}],
                                   "effects": [["kill", {"to": "t0"}], ["kill", {"to": "t1"}],
                                               ["kill", {"to": "t2"}]]}}},
    "players": [{"name": "A", "hand": [{"card": "Sweep", "as": "s"}]}, {"name": "B"}],
    "battlefields": [{"as": "bf1", "controller": "B", "units": [{"card": "Mite", "as": "m1"}, {"card": "Mite", "as": "m2"},
                                                               {"card": "Pup", "as": "p"}]},
                     {"as": "bf2", "controller": "B", "units": [{"card": "Mite", "as": "far"}]}],
    "turn": {"player": "A", "phase": "main", "number": 3},
}


def test_a_group_is_listed_once_per_set_and_checked_as_a_whole() -> None:
    sc = Scenario(SETUP)
    m1, m2, p, far = (sc.obj(x) for x in ("m1", "m2", "p", "far"))
    plays = [sorted(a.targets) for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == sc.obj("s")]
    want = [[], [m1], [m2], [p], [far], [m1, m2], [m1, p], [m2, p]]  # total Might 3 or less, one battlefield
    assert sorted(plays) == sorted(sorted(t) for t in want)
    assert len(plays) == len(want)  # each set once, in one order
    for bad in ([m1, m2, p], [m1, far], [m1, m1]):
        with pytest.raises(IllegalAction):
            apply(sc.st, Action("play", 0, card=sc.obj("s"), targets=bad, pay="auto"))
    st, _ = apply(sc.st, Action("play", 0, card=sc.obj("s"), targets=[p, m1], pay="auto"))  # any order
    assert st.chain


def test_a_choice_among_groups_takes_only_one_of_them() -> None:
    sc = Scenario(SETUP)
    m1, m2, p = (sc.obj(x) for x in ("m1", "m2", "p"))
    st = sc.st.clone()
    ctx = Ctx(st, Log(), 0, sc.obj("s"), [], None, {})
    assert ask_cards(ctx, 0, [m1, m2, p], groups=[[m1]]) is None and ctx.data["chosen"] == [m1]  # one: no question
    assert ask_cards(ctx, 0, [m1, m2, p], groups=[[m2, m1], [p]]) is False
    st.pending.data["resume"] = {"controller": 0, "source": sc.obj("s"), "targets": [], "data": {}, "spell": True,
                                 "rest": [["kill", {"to": "chosen"}]]}
    answers = sorted(sorted(a.choice["cards"]) for a in legal_actions(st, 0) if a.kind == "choose")
    assert answers == sorted([sorted([m1, m2]), [p]])
    for bad in ([m1], [m1, p], [m1, m2, p]):
        with pytest.raises(IllegalAction, match="groups"):
            apply(st, Action("choose", 0, choice={"cards": bad}))
    done, _ = apply(st, Action("choose", 0, choice={"cards": [m2, m1]}))
    assert done.objs[m1].zone == "trash" and done.objs[m2].zone == "trash" and done.objs[p].zone == "battlefield"
