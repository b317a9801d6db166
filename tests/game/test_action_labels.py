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


def test_a_modal_spells_buttons_and_chain_entry_say_the_mode():
    """355.3: "Choose one —" is chosen as the spell is played; each play button says which bullet it plays, and
    the chain shows the mode chosen to everyone (Flurry of Feathers: "Counter a spell." / the Birds)."""
    from game.engine import Action, apply
    from game.services.modes import mode_label

    sc = Scenario({"players": [{"name": "A", "hand": [{"card": "Flurry of Feathers", "as": "f"}],
                                "runes": ["Calm Rune"] * 3 + ["Order Rune"] * 3},
                               {"name": "B"}],
                   "battlefields": [{"as": "bf1"}, {"as": "bf2"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    v = view(sc.st, 0)
    objs, labels = objects_by_id(v), target_labels(v, 0)
    plays = [a for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == sc.obj("f")]
    words = {action_label(a, v, objs, "", labels) for a in plays}
    assert any(w.startswith("Play Flurry of Feathers: Play four 1 [M] Bird unit tokens with [Deflect]") for w in words)
    assert not any(": Counter a spell" in w for w in words)  # no spell on the chain to counter
    bird = next(a for a in plays if a.options.get("mode") == "birds")
    st, _ = apply(sc.st, Action.from_data({**bird.to_data(), "pay": "auto"}))
    for seat in (0, 1):
        chain = view(st, seat)["chain"]
        assert chain[0]["mode"] == "birds"
    card = objs[sc.obj("f")]["card"]
    assert mode_label(card, "counter") == "Counter a spell"
    assert mode_label(card, "birds + counter") == "Play four 1 [M] Bird unit tokens with [Deflect] + Counter a spell"
