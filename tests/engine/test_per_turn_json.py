"""A once-each-turn count (ops/per_turn.py) survives saving and loading the game (from_json(to_json(st)) == st):
it was kept as a tuple, read back as a list (the catalog fuzz found it with Pyke, Returned)."""

from __future__ import annotations

from game.engine import from_json, to_json
from game.engine.ops import per_turn
from game.scenarios.runner import Scenario
from tests.cards.helpers import duel


def test_a_used_once_each_turn_ability_round_trips_through_json() -> None:
    sc = Scenario(duel({"base": [{"card": "Filler", "as": "f"}]}))
    per_turn.use(sc.st, sc.obj("f"), "trigger:dies", {"per_turn": 1})
    assert per_turn.used_up(sc.st, sc.obj("f"), "trigger:dies", {"per_turn": 1})
    assert from_json(to_json(sc.st)) == sc.st
