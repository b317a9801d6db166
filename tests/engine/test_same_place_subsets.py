"""355.11.b-b.1: a group of targets that no longer meets its requirement as the spell resolves."""

from __future__ import annotations

from game.engine.model.state import BASE
from game.engine.ops import zones
from game.engine.read.targets import legal_subsets
from game.scenarios.runner import Scenario

SPECS = [{"what": "unit"}, {"what": "unit", "same_place": 0}, {"what": "unit", "same_place": 0}]


def _three_at_a_battlefield() -> Scenario:
    return Scenario({
        "cards": {"Pup": {"type": "unit", "might": 1, "cost": 1}},
        "players": [{"name": "A"}, {"name": "B"}],
        "battlefields": [{"as": "bf1", "controller": "B", "units": [
            {"card": "Pup", "as": "u1", "controller": "B"}, {"card": "Pup", "as": "u2", "controller": "B"},
            {"card": "Pup", "as": "u3", "controller": "B"}]}, {"as": "bf2"}],
        "turn": {"player": "A", "phase": "main", "number": 3}})


def test_bellows_breath_example_two_units_moved_to_base() -> None:
    """The rule's example: "up to 3 units at the same location", two of them moved to base: either the one
    left at the battlefield or the two in base, never one unit in base without the other."""
    sc = _three_at_a_battlefield()
    u1, u2, u3 = (sc.obj(n) for n in ("u1", "u2", "u3"))
    for u in (u2, u3):
        zones.put(sc.st, u, BASE, controller=sc.st.objs[u].controller)
    assert legal_subsets(sc.st, SPECS, [u1, u2, u3]) == [[u1, None, None], [None, u2, u3]]


def test_a_group_still_together_or_with_an_illegal_target_is_kept() -> None:
    sc = _three_at_a_battlefield()
    u1, u2, u3 = (sc.obj(n) for n in ("u1", "u2", "u3"))
    assert legal_subsets(sc.st, SPECS, [u1, u2, u3]) == [[u1, u2, u3]]
    assert legal_subsets(sc.st, SPECS, [u1, None, u3]) == [[u1, None, u3]]
    assert legal_subsets(sc.st, [{"what": "unit"}, {"what": "unit"}], [u1, u2]) == [[u1, u2]]
