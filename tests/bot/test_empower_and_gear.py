"""Vendetta's mechanics in the bot's imagination: the Empower ability is worth the "[Empowered][>]" text it
switches on (827, 828), gear is valued for the Might its passives give and for removing an enemy's, and an
`if` step is imagined by the branch the bot can tell will run."""

from __future__ import annotations

import pytest

from game.bot import policy

from .helpers import bot, scenario

RUNES = ["Fury Rune"] * 8
TURN = {"player": "A", "phase": "main", "number": 3}
FIELDS = [{"controller": "B", "units": [{"card": "Giant", "controller": "B"}]},
          {"controller": "B", "units": [{"card": "Giant", "controller": "B"}]}]


@pytest.fixture(autouse=True)
def strict(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(policy, "STRICT", True)


def brute(might: int) -> dict:
    """A unit with "[Empower] [2] [Empowered][>] I have +`might` [M]"."""
    return {"type": "unit", "might": 2, "cost": 2, "domains": ["fury"], "keywords": ["Empower"],
            "text": "[Empower] [2]", "script": {"static": [{"might": might, "if": {"empowered": True}}]}}


def empower_position(might: int) -> dict:
    return {"cards": {"Brute": brute(might)},
            "players": [{"name": "A", "runes": RUNES[:2], "base": [{"card": "Brute", "as": "b"}]}, {"name": "B"}],
            "battlefields": FIELDS, "turn": TURN}


def test_empowers_when_the_empowered_text_is_worth_its_cost() -> None:
    sc = scenario(empower_position(4))
    a = bot(sc)
    assert a.kind == "activate" and a.card == sc.obj("b")


def test_does_not_empower_for_text_worth_less_than_its_cost() -> None:
    sc = scenario(empower_position(0))
    a = bot(sc)
    assert a.kind != "activate"


def test_plays_a_gear_for_the_might_it_gives_its_units() -> None:
    banner = {"type": "gear", "cost": 2, "domains": ["fury"], "power": ["fury"],
              "script": {"static": [{"might": 1, "to": {"who": "friendly"}}]}}
    plain = {**banner, "script": {"static": []}}
    for card, played in (("Banner", True), ("Plain", False)):
        sc = scenario({"cards": {"Banner": banner, "Plain": plain},
                       "players": [{"name": "A", "runes": RUNES[:3], "hand": [{"card": card, "as": "g"}],
                                    "base": [{"card": "Knight", "exhausted": True}] * 3},
                                   {"name": "B"}],
                       "battlefields": FIELDS, "turn": TURN})
        a = bot(sc)
        assert (a.kind == "play" and a.card == sc.obj("g")) == played, a


def test_kills_an_enemy_gear_worth_more_than_the_spell() -> None:
    shatter = {"type": "spell", "cost": 1, "domains": ["fury"],
               "script": {"targets": [{"what": "gear"}], "effects": [["kill", {"to": "t0"}]]}}
    sc = scenario({"cards": {"Shatter": shatter, "Idol": {"type": "gear", "cost": 5}, "Bauble": {"type": "gear", "cost": 0}},
                   "players": [{"name": "A", "runes": RUNES[:1], "hand": [{"card": "Shatter", "as": "s"}],
                                "base": [{"card": "Bauble", "as": "mine"}]},
                               {"name": "B", "base": [{"card": "Idol", "as": "idol"}]}],
                   "battlefields": FIELDS, "turn": TURN})
    a = bot(sc)
    assert a.kind == "play" and a.card == sc.obj("s") and a.targets == [sc.obj("idol")]


def test_imagines_the_branch_of_an_if_step_it_can_tell() -> None:
    """"Deal 1 to a unit; if this is Empowered, deal 3 instead": not Empowered, the bot sees 1 damage, which
    doesn't kill the 3 [M] Knight, so it keeps the ability for later; killing it needs the other branch."""
    gunner = {"type": "unit", "might": 1, "cost": 3, "domains": ["fury"], "script": {"abilities": [{
        "cost": {"exhaust": True}, "targets": [{"what": "unit", "who": "enemy"}],
        "effects": [["if", {"cond": {"empowered": True}, "then": [["deal", {"amount": 3, "to": "t0"}]],
                            "otherwise": [["deal", {"amount": 1, "to": "t0"}]]}]]}]}}
    sc = scenario({"cards": {"Gunner": gunner},
                   "players": [{"name": "A", "base": [{"card": "Gunner", "as": "g"}]},
                               {"name": "B", "base": [{"card": "Knight", "as": "kn"}]}],
                   "battlefields": FIELDS, "turn": TURN})
    a = bot(sc)
    assert a.kind != "activate"
    sc.st.objs[sc.obj("g")].extra["empowered"] = True  # the same position, Gunner Empowered
    a = bot(sc)
    assert a.kind == "activate" and a.targets == [sc.obj("kn")]


def test_empowers_for_a_when_empowered_trigger_that_removes_an_enemy_unit() -> None:
    """"When I become Empowered, banish an enemy unit with 3 [M] or less": worth the unit it can take."""
    seer = {"type": "unit", "might": 2, "cost": 2, "domains": ["fury"], "keywords": ["Empower"], "text": "[Empower] [3]",
            "script": {"triggers": {"empowered": {"targets": [{"what": "unit", "who": "enemy", "max_might": 3}],
                                                  "effects": [["banish", {"to": "t0"}]]}}}}
    for enemy, used in (("Knight", True), ("Giant", False)):
        sc = scenario({"cards": {"Seer": seer},
                       "players": [{"name": "A", "runes": RUNES[:3], "base": [{"card": "Seer", "as": "s"}]},
                                   {"name": "B", "base": [{"card": enemy}]}],
                       "battlefields": FIELDS, "turn": TURN})
        a = bot(sc)
        assert (a.kind == "activate" and a.card == sc.obj("s")) == used, a


def test_empowers_a_gear_for_its_disempower_ability() -> None:
    """"[Empower] — [E]; Disempower this, [1], [E]: Draw 1": Empowering opens the draw."""
    tome = {"type": "gear", "cost": 3, "domains": ["mind"], "keywords": ["Empower"], "text": "[Empower] — [E]",
            "script": {"empower": {"costs": [{"exhaust": True}]},
                       "abilities": [{"cost": {"disempower": True, "energy": 1, "exhaust": True},
                                      "effects": [["draw", {"amount": 1}]]}]}}
    sc = scenario({"cards": {"Tome": tome},
                   "players": [{"name": "A", "base": [{"card": "Tome", "as": "t"}]}, {"name": "B"}],
                   "battlefields": FIELDS, "turn": TURN})
    a = bot(sc)
    assert a.kind == "activate" and a.card == sc.obj("t") and a.ability == 1


def test_values_an_ability_whose_energy_cost_is_a_value() -> None:
    """An ability's Energy cost may be a value ("[4] less for each ...": Lillia, Bashful Bloom); the bot reads it
    as the board shows it instead of failing on it (a real-deck game met one). Two runes make the draw cost [2]."""
    well = {"type": "gear", "cost": 1, "domains": ["fury"],
            "script": {"abilities": [{"cost": {"energy": {"count": "runes"}, "exhaust": True},
                                      "effects": [["draw", {"amount": 2}]]}]}}
    sc = scenario({"cards": {"Well": well},
                   "players": [{"name": "A", "runes": RUNES[:2], "base": [{"card": "Well", "as": "w"}],
                                "main_deck": [{"card": "Knight"}] * 4}, {"name": "B"}],
                   "battlefields": FIELDS, "turn": TURN})
    a = bot(sc)
    assert a.kind == "activate" and a.card == sc.obj("w"), a
