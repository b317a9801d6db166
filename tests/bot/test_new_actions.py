"""The newer actions: Accelerate, activated abilities (damage, Equip), Flow plays, hiding.
(Never inviting a 2v2 teammate is checked by test_legal in every 2v2 position.)"""

from __future__ import annotations

import pytest

from game.bot import policy

from .helpers import bot, scenario

FURY = ["Fury Rune"] * 6
CHARGER = {"type": "unit", "might": 4, "cost": 2, "domains": ["fury"], "keywords": ["Accelerate"]}


@pytest.fixture(autouse=True)
def strict(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(policy, "STRICT", True)


def accelerate_position(enemy: str) -> dict:
    return {"cards": {"Charger": CHARGER},
            "players": [{"name": "A", "runes": FURY[:4], "hand": [{"card": "Charger", "as": "ch"}]},
                        {"name": "B"}],
            "battlefields": [{"controller": "B", "units": [{"card": enemy, "controller": "B"}]},
                             {"controller": "B", "units": [{"card": "Giant", "controller": "B"}]}],
            "turn": {"player": "A", "phase": "main", "number": 3}}


def test_accelerates_a_unit_that_can_then_win_an_attack() -> None:
    sc = scenario(accelerate_position("Squire"))
    a = bot(sc)
    assert a.kind == "play" and a.card == sc.obj("ch") and a.options.get("accelerate")


def test_does_not_pay_accelerate_without_an_attack() -> None:
    sc = scenario(accelerate_position("Giant"))
    a = bot(sc)
    assert a.kind == "play" and a.card == sc.obj("ch") and not a.options.get("accelerate")


def test_uses_a_damage_ability_on_the_best_target() -> None:
    gunner = {"type": "unit", "might": 3, "cost": 3, "script": {"abilities": [{
        "cost": {"exhaust": True}, "targets": [{"what": "unit", "who": "enemy"}],
        "effects": [["deal", {"amount": 3, "to": "t0"}]]}]}}
    sc = scenario({"cards": {"Gunner": gunner},
                   "players": [{"name": "A", "base": [{"card": "Gunner", "as": "g", "exhausted": False}]},
                               {"name": "B", "base": [{"card": "Pebble", "as": "pb"}, {"card": "Knight", "as": "kn"},
                                                      {"card": "Giant", "as": "gi"}]}],
                   "battlefields": [{"controller": "B", "units": [{"card": "Giant", "controller": "B"}]},
                                    {"controller": "B", "units": [{"card": "Giant", "controller": "B"}]}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    a = bot(sc)
    assert a.kind == "activate" and a.card == sc.obj("g") and a.targets == [sc.obj("kn")]


def test_equips_its_best_unit() -> None:
    blade = {"type": "gear", "might_bonus": 2, "cost": 1, "domains": ["fury"], "keywords": ["Equip"],
             "text": "[Equip] [1] ([1]: Attach this to a unit you control.)"}
    sc = scenario({"cards": {"Blade": blade},
                   "players": [{"name": "A", "runes": FURY[:2],
                                "base": [{"card": "Blade", "as": "b"}, {"card": "Pebble", "as": "pb", "exhausted": True},
                                         {"card": "Knight", "as": "kn", "exhausted": True}]},
                               {"name": "B"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    a = bot(sc)
    assert a.kind == "activate" and a.card == sc.obj("b") and a.targets == [sc.obj("kn")]


def test_plays_a_flow_spell_from_its_trash() -> None:
    ember = {"type": "spell", "cost": 5, "keywords": ["Action", "Flow"], "text": "[Flow] [1]",
             "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 3, "to": "t0"}]]}}
    sc = scenario({"cards": {"Ember": ember},
                   "players": [{"name": "A", "runes": FURY[:1], "trash": [{"card": "Ember", "as": "e"}]},
                               {"name": "B", "base": [{"card": "Knight", "as": "kn"}]}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    a = bot(sc)
    assert a.kind == "play" and a.card == sc.obj("e") and a.targets == [sc.obj("kn")]


def hide_position(threatened: bool) -> dict:
    trap = {"type": "spell", "cost": 3, "keywords": ["Hidden", "Reaction"],
            "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 3, "to": "t0"}]]}}
    enemy = [{"card": "Knight"}] if threatened else []
    return {"cards": {"Trap": trap},
            "players": [{"name": "A", "runes": FURY[:2], "hand": [{"card": "Trap", "as": "t"}]},
                        {"name": "B", "base": enemy}],
            "battlefields": [{"as": "mine", "controller": "A", "units": [{"card": "Giant", "controller": "A"}]}, {}],
            "turn": {"player": "A", "phase": "main", "number": 3}}


def test_hides_a_reaction_at_a_threatened_battlefield() -> None:
    sc = scenario(hide_position(True))
    a = bot(sc)
    assert a.kind == "hide" and a.card == sc.obj("t") and a.to == sc.dest("mine")


def test_keeps_the_card_in_hand_when_nothing_threatens() -> None:
    sc = scenario(hide_position(False))
    assert bot(sc).kind != "hide"


def test_does_not_equip_again_what_is_already_attached() -> None:
    blade = {"type": "gear", "might_bonus": 2, "cost": 1, "domains": ["fury"], "keywords": ["Equip"],
             "text": "[Equip] [1] ([1]: Attach this to a unit you control.)"}
    sc = scenario({"cards": {"Blade": blade},
                   "players": [{"name": "A", "runes": FURY[:2],
                                "base": [{"card": "Knight", "as": "kn", "exhausted": True},
                                         {"card": "Blade", "as": "b", "attached_to": "kn"},
                                         {"card": "Pebble", "as": "pb", "exhausted": True}]},
                               {"name": "B"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    assert bot(sc).kind != "activate"


def test_imagines_a_conditional_instruction_by_its_default_outcome() -> None:
    """An `if` step ("deal 2; if you control a facedown card, deal 4 instead"): the bot imagines the
    outcome without the condition (it can't read most conditions from its board model) and plays the spell
    to kill what 2 damage kills."""
    harpoon = {"type": "spell", "cost": 1, "keywords": ["Action"], "script": {
        "targets": [{"what": "unit", "where": "battlefield"}],
        "effects": [["if", {"cond": {"facedown_at_battlefield": True}, "then": [["deal", {"amount": 4, "to": "t0"}]],
                            "otherwise": [["deal", {"amount": 2, "to": "t0"}]]}]]}}
    sc = scenario({"cards": {"Harpoon": harpoon},
                   "players": [{"name": "A", "runes": FURY[:1], "hand": [{"card": "Harpoon", "as": "h"}]},
                               {"name": "B"}],
                   "battlefields": [{"controller": "B", "units": [{"card": "Pebble", "as": "pb", "controller": "B"}]},
                                    {"controller": "B", "units": [{"card": "Giant", "controller": "B"}]}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    a = bot(sc)
    assert a.kind == "play" and a.card == sc.obj("h") and a.targets == [sc.obj("pb")]


def test_plays_a_spell_that_looks_and_draws() -> None:
    """`look_draw` ("look at the top 3, you may reveal a unit and draw it") is worth about a draw: with nothing
    better to do, the bot plays it and answers the choice."""
    seek = {"type": "spell", "cost": 1, "script": {"effects": [["look_draw", {"look": 3, "what": "unit"}]]}}
    sc = scenario({"cards": {"Seek": seek},
                   "players": [{"name": "A", "runes": FURY[:1], "hand": [{"card": "Seek", "as": "s"}]},
                               {"name": "B"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    a = bot(sc)
    assert a.kind == "play" and a.card == sc.obj("s")


def test_values_an_ability_whose_energy_cost_is_a_value() -> None:
    """An ability costing "[4], [1] less for each ..." (an Energy value, not a number): the bot reads it and acts
    without failing (a soak found it raising on the value)."""
    bower = {"type": "gear", "cost": 0, "script": {"abilities": [
        {"cost": {"energy": {"neg": {"count": "units_here"}}, "exhaust": True}, "effects": [["draw", {"amount": 1}]]}]}}
    sc = scenario({"cards": {"Bower": bower},
                   "players": [{"name": "A", "base": [{"card": "Bower", "as": "b"}]}, {"name": "B"}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    a = bot(sc)
    assert a.kind == "activate" and a.card == sc.obj("b")
