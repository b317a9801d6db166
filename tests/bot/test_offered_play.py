"""The bot takes a "may" that plays a card for less than its cost (the decision's data says `offer`): Nocturne,
Horrifying seen on top of its deck is banished, then played for [A]."""

from __future__ import annotations

import random

import pytest

from game.bot import choose_action, policy
from game.engine import Action, apply

from .helpers import scenario


@pytest.fixture(autouse=True)
def strict(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(policy, "STRICT", True)


def test_banishes_and_plays_nocturne_seen_on_top() -> None:
    sc = scenario({"players": [{"name": "A", "hand": [{"card": "Stacked Deck", "as": "sd"}],
                                "runes": ["Chaos Rune"] * 2,
                                "deck": [{"card": "Nocturne, Horrifying", "as": "n"}, "Pebble", "Pebble"]},
                               {"name": "B"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    st, _ = apply(sc.st, Action("play", 0, card=sc.obj("sd"), pay="auto"))
    for p in (0, 1):
        st, _ = apply(st, Action("pass", p))
    for _ in range(2):  # banish him, then play him
        assert st.pending is not None and st.pending.kind == "may" and st.pending.data.get("offer")
        a = choose_action(st, 0, random.Random(0))
        assert a.choice == {"yes": True}
        st, _ = apply(st, a)
    while st.pending is not None:
        st, _ = apply(st, choose_action(st, st.pending.player, random.Random(0)))
    assert st.objs[sc.obj("n")].zone == "base"
