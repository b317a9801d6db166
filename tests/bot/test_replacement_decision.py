"""The bot answers a replacement decision for simultaneous deaths (373): it saves its best unit."""

from __future__ import annotations

import random

import pytest

from game.bot import choose_action, policy
from game.engine import Action, apply

from .helpers import scenario

WIPE = {"type": "spell", "cost": 0, "keywords": ["Action"],
        "script": {"effects": [["kill", {"to": {"what": "unit", "where": "battlefield"}}]]}}


@pytest.fixture(autouse=True)
def strict(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(policy, "STRICT", True)


@pytest.mark.parametrize("order", [("Pebble", "Knight"), ("Knight", "Pebble")])
def test_saves_the_most_valuable_of_the_units_dying_together(order: tuple[str, str]) -> None:
    sc = scenario({"cards": {"Wipe": WIPE},
                   "players": [{"name": "A", "hand": ["Wipe"]},
                               {"name": "B", "base": [{"card": "Zhonya's Hourglass", "as": "z"}]}],
                   "battlefields": [{"as": "bf1", "units": [{"card": c, "as": c.lower(), "controller": "B"}
                                                            for c in order]}, {"as": "bf2"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    st, _ = apply(sc.st, Action("play", 0, card=sc.obj("Wipe"), to=-1))
    st, _ = apply(st, Action("pass", 0))
    st, _ = apply(st, Action("pass", 1))
    assert st.pending is not None and st.pending.data.get("purpose") == "replace_death"
    a = choose_action(st, 1, random.Random(0))
    assert a.choice == {"cards": [sc.obj("knight")]}
    st, _ = apply(st, a)
    assert st.objs[sc.obj("knight")].zone == "base"
