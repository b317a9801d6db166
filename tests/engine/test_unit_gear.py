"""A gear that becomes a unit as well (Core Rules 2026-10-09: 178 multiple types, 479.2.a trait-altering effects,
143.5.b / 435.1.h attachment): `ops.equipment.become_unit` and `end_unit`, on test cards. Orianna, Lady of Clockwork
is the card that does it (tests/cards/test_radiance_last.py)."""

from __future__ import annotations

from typing import Any

from game.engine import apply, legal_actions, view
from game.engine.model.actions import Action
from game.engine.model.events import Log
from game.engine.ops import equipment, zones
from game.engine.read import layers
from game.engine.read.targets import matches
from game.scenarios.runner import Scenario

CARDS: dict[str, Any] = {
    "Relic": {"type": "gear", "cost": 3},
    "Blade": {"type": "gear", "cost": 2, "tags": ["Equipment"], "might_bonus": 2},
    "Pup": {"type": "unit", "might": 2, "cost": 1},
}


def _position() -> Scenario:
    return Scenario({"name": "unit gear", "cards": CARDS, "players": [
        {"name": "A", "base": [{"card": "Relic", "as": "relic"}, {"card": "Pup", "as": "pup"},
                               {"card": "Blade", "as": "blade", "attached_to": "pup"}]},
        {"name": "B", "base": [{"card": "Pup", "as": "bpup"}]}],
        "battlefields": [{"as": "bf1"}, {"as": "bf2"}], "turn": {"player": "A", "phase": "main", "number": 3},
        "steps": []})


def test_a_gear_that_becomes_a_unit_is_both_types_with_might_its_energy_cost() -> None:
    """178.1.a.1: a unit, whatever its other types, has Might; 178.3: what reads "unit" or "gear" sees it."""
    sc = _position()
    relic = sc.obj("relic")
    assert not layers.is_unit(sc.st, relic)
    assert not any(a.kind == "move" and relic in (a.units or []) for a in legal_actions(sc.st, 0))
    equipment.become_unit(sc.st, Log(), relic, source=-1)
    card = sc.st.card(relic)
    assert layers.is_unit(sc.st, relic) and card.is_a("gear") and card.also == ("gear",)
    assert layers.might(sc.st, relic) == 3
    assert matches(sc.st, {"what": "unit"}, relic, 0) and matches(sc.st, {"what": "gear"}, relic, 0)
    shown = next(o for o in view(sc.st, 0)["players"][0]["base"] if o["id"] == relic)
    assert shown["type"] == "unit" and shown["also"] == ["gear"] and shown["might"] == 3
    # 178.2.a: it has the standard move
    move = next(a for a in legal_actions(sc.st, 0) if a.kind == "move" and a.units == [relic])
    st, _ = apply(sc.st, move)
    assert st.objs[relic].zone == "battlefield"


def test_an_attached_equipment_that_becomes_a_unit_detaches_and_a_unit_is_never_attached() -> None:
    """143.5.b / 435.1.h.2: it detaches as it becomes a unit (its unit loses the Might bonus); 435.1.h.1: attaching a
    unit does nothing."""
    sc = _position()
    blade, pup = sc.obj("blade"), sc.obj("pup")
    assert layers.might(sc.st, pup) == 4
    equipment.become_unit(sc.st, Log(), blade, source=-1)
    assert "attached_to" not in sc.st.objs[blade].extra and "gear" not in sc.st.objs[pup].extra
    assert layers.might(sc.st, pup) == 2 and layers.might(sc.st, blade) == 2
    equipment.attach(sc.st, Log(), blade, pup)
    assert "attached_to" not in sc.st.objs[blade].extra


def test_when_the_effect_ends_it_is_a_gear_again_and_is_recalled_from_a_battlefield() -> None:
    """478.4: the effect ends; damage goes (only a unit has damage marked, 178.1.a.1); a non-unit gear at a
    battlefield is recalled in the next cleanup (149.3), as 178.1.a.1.a spared it while it was a unit."""
    sc = _position()
    relic = sc.obj("relic")
    equipment.become_unit(sc.st, Log(), relic, source=-1)
    zones.put(sc.st, relic, "battlefield", controller=0, loc=1)  # at bf2
    sc.st, _ = apply(sc.st, Action("end_turn", 0))
    assert sc.st.objs[relic].zone == "battlefield"  # a unit: not recalled (178.1.a.1.a)
    sc.st.w(relic).damage = 1
    equipment.end_unit(sc.st, Log(), relic)
    assert not layers.is_unit(sc.st, relic) and sc.st.objs[relic].damage == 0
    sc.st, _ = apply(sc.st, Action("end_turn", 1))
    assert sc.st.objs[relic].zone == "base"


def test_leaving_the_board_ends_it() -> None:
    """124: a new object - back in a hand it is a gear card, not a unit."""
    sc = _position()
    relic = sc.obj("relic")
    equipment.become_unit(sc.st, Log(), relic, source=-1)
    zones.to_hand(sc.st, relic)
    assert sc.st.card(relic).type == "gear" and "becomes_unit" not in sc.st.objs[relic].extra


def test_a_gold_made_a_unit_cant_both_add_and_be_returned_for_a_cost() -> None:
    """430.3, 357.3: an Add ability used while paying is used before the other costs; a Gold token made a unit gear
    and killed by its own "Kill this" to add can't also be the unit an additional cost returns (a 200-game Radiance
    soak found the play listed, then refused). Every listed play applies; none returns the Gold it kills."""
    cards = {**CARDS, "Recall": {"type": "spell", "cost": 0, "power": ["fury"], "keywords": ["Action"], "script": {
        "additional_cost": {"return": {"what": "unit", "who": "friendly"}}, "effects": [["draw", {"amount": 1}]]}}}
    sc = Scenario({"name": "gold", "cards": cards, "players": [
        {"name": "A", "hand": [{"card": "Recall", "as": "recall"}],
         "base": [{"card": "Gold", "as": "gold"}, {"card": "Pup", "as": "pup"}]}, {"name": "B"}],
        "battlefields": [{"as": "bf1"}, {"as": "bf2"}], "turn": {"player": "A", "phase": "main", "number": 3},
        "steps": []})
    gold = sc.obj("gold")
    equipment.become_unit(sc.st, Log(), gold, source=-1)
    plays = [a for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == sc.obj("recall")]
    assert plays and all(a.options.get("return") != gold for a in plays if (a.pay or {}).get("add"))
    for a in plays:
        apply(sc.st, a)
