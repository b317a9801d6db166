"""What an action button says: an activated ability of a unit, gear or legend names its card and
ability, never a rune's "add 1 energy"; runes keep their own words."""

from __future__ import annotations

from game.engine import view
from game.engine.loop.legal import legal_actions
from game.scenarios.runner import Scenario
from game.services.board import action_label, objects_by_id, target_labels


def _labels(sc: Scenario, seat: int = 0) -> list[str]:
    v = view(sc.st, seat)
    objs, labels = objects_by_id(v), target_labels(v, seat)
    return [action_label(a, v, objs, "", labels) for a in legal_actions(sc.st, seat) if a.kind == "activate"]


def test_an_equip_and_an_empower_ability_are_named_with_their_target():
    sc = Scenario({"players": [{"name": "A", "runes": ["Mind Rune", "Mind Rune", "Order Rune", "Order Rune"],
                                "base": [{"card": "Cloth Armor", "as": "armor"}, {"card": "Serene Ascetic"}]},
                               {"name": "B"}],
                   "battlefields": [{"as": "bf1"}, {"as": "bf2"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    found = _labels(sc)
    assert "Use Cloth Armor: Equip → your Serene Ascetic (base)" in found
    assert "Use Serene Ascetic: Empower" in found
    assert "Exhaust Mind Rune: add 1 energy" in found and "Recycle Order Rune: add 1 power" in found
    assert not any(label.startswith(("Exhaust Cloth", "Exhaust Serene", "Recycle Cloth")) for label in found)
