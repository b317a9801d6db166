"""Decisions the core asks for: discard choices (423.4) and trigger order (383.3.d)."""

from __future__ import annotations

import pytest

from game.engine import Action, apply, legal_actions
from game.engine.model.errors import IllegalAction
from game.engine.model.events import Log
from game.engine.ops.zones import ask_discard
from game.scenarios.runner import Scenario

SETUP = {
    "cards": {"Alpha": {"type": "unit", "might": 1, "cost": 1}, "Beta": {"type": "unit", "might": 2, "cost": 2}},
    "players": [{"name": "A", "hand": [{"card": "Alpha", "as": "a1"}, {"card": "Beta", "as": "b1"},
                                      {"card": "Alpha", "as": "a2"}]}, {"name": "B"}],
    "turn": {"player": "A", "phase": "main", "number": 3},
}


def test_discard_choice_is_asked_and_checked() -> None:
    sc = Scenario(SETUP)
    st = sc.st.clone()
    ask_discard(st, Log(), 0, 2)
    assert st.pending is not None and st.pending.kind == "choose_cards" and st.pending.player == 0
    answers = legal_actions(st, 0)
    assert sum(1 for a in answers if a.kind == "choose") == 3  # 3 cards, choose 2
    with pytest.raises(IllegalAction):
        apply(st, Action("choose", 0, choice={"cards": [sc.obj("a1")]}))
    with pytest.raises(IllegalAction):
        apply(st, Action("choose", 1, choice={"cards": [sc.obj("a1"), sc.obj("b1")]}))
    new, _ = apply(st, Action("choose", 0, choice={"cards": [sc.obj("a1"), sc.obj("b1")]}))
    assert new.players[0].hand == [sc.obj("a2")]
    assert set(new.players[0].trash) == {sc.obj("a1"), sc.obj("b1")}
    assert new.pending is None and new.priority == 0


def test_discard_without_a_choice_happens_at_once() -> None:
    sc = Scenario(SETUP)
    st = sc.st.clone()
    ask_discard(st, Log(), 0, 5)  # more than the hand: discard as many as possible
    assert st.pending is None and st.players[0].hand == [] and len(st.players[0].trash) == 3


def test_order_trigger_answers_cover_every_order() -> None:
    data = {
        "cards": {"Martyr": {"type": "unit", "might": 1, "cost": 1,
                             "script": {"triggers": {"deathknell": {"effects": [["draw", {"amount": 1}]]}}}},
                  "Herald": {"type": "unit", "might": 1, "cost": 1,
                             "script": {"triggers": {"deathknell": {"effects": [["draw", {"amount": 2}]]}}}},
                  "Giant": {"type": "unit", "might": 2, "cost": 2}},
        "players": [{"name": "A", "base": [{"card": "Giant", "as": "g"}]}, {"name": "B"}],
        "battlefields": [{"as": "bf1", "controller": "B", "units": [
            {"card": "Martyr", "controller": "B"}, {"card": "Herald", "controller": "B"}]}, {"as": "bf2"}],
        "turn": {"player": "A", "phase": "main", "number": 3},
    }
    sc = Scenario(data)
    st, _ = apply(sc.st, Action("move", 0, units=[sc.obj("g")], to=0))
    st, _ = apply(st, Action("pass", 0))
    st, _ = apply(st, Action("pass", 1))
    assert st.pending is not None and st.pending.kind == "order_triggers"
    orders = [a.choice["order"] for a in legal_actions(st, 1) if a.kind == "choose"]
    assert sorted(orders) == [["Herald (deathknell)", "Martyr (deathknell)"],
                              ["Martyr (deathknell)", "Herald (deathknell)"]]
    for order in orders:
        new, _ = apply(st, Action("choose", 1, choice={"order": order}))
        assert [c.name for c in new.chain] == order
