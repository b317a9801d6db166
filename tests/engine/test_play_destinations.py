"""Play destinations (test cards): a battlefield's "units can't be played here" (`no_unit_plays_here`: unit cards,
units an effect plays, unit tokens) and a card's "play me only to a battlefield you conquered this turn"
(`play_only_conquered`); `legal_actions` offers only what `apply` accepts."""

from __future__ import annotations

from typing import Any

from game.engine import legal_actions
from game.scenarios.runner import Scenario
from tests.cards.helpers import check, duel

CARDS: dict[str, Any] = {
    "Pup": {"type": "unit", "might": 2, "cost": 0},
    "Ogre": {"type": "unit", "might": 4, "cost": 0},
    "Perch": {"type": "unit", "might": 3, "cost": 0, "script": {"play_only_conquered": True}},
    "Cliff": {"type": "battlefield", "script": {"static": [{"no_unit_plays_here": True}]}},
    "Raise": {"type": "spell", "cost": 0, "script": {"effects": [["token", {"card": "Recruit", "count": 1,
                                                                            "where": "choose"}]]}},
}


def test_units_cant_be_played_to_that_battlefield() -> None:
    a = {"hand": [{"card": "Pup", "as": "h"}, {"card": "Raise", "as": "r"}]}
    fields = [{"as": "cliff", "card": "Cliff", "controller": "A", "units": [{"card": "Ogre", "controller": "A"}]},
              {"as": "bf2"}]
    sc = Scenario(duel(a, cards=CARDS, battlefields=fields))
    assert {x.to for x in legal_actions(sc.st, 0) if x.kind == "play" and x.card == sc.obj("h")} == {-1}
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "h", "to": "cliff", "expect_error": True},
        {"act": "play", "by": "A", "card": "r"}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"pending": None, "count": {"A": {"base": 1}}}}]))  # the base, its only place: no question


def test_play_only_to_a_battlefield_conquered_this_turn() -> None:
    a = {"hand": [{"card": "Perch", "as": "x"}], "base": [{"card": "Ogre", "as": "o"}]}
    fields = [{"as": "bf1", "controller": "B", "units": [{"card": "Pup", "controller": "B"}]}, {"as": "bf2"}]
    sc = Scenario(duel(a, cards=CARDS, battlefields=fields))
    assert not [x for x in legal_actions(sc.st, 0) if x.kind == "play" and x.card == sc.obj("x")]
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        {"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "x", "expect_error": True},
        {"act": "play", "by": "A", "card": "x", "to": "bf1"}, {"expect": {"zone": {"x": "bf1"}}}]))



def test_an_effect_plays_a_unit_only_to_a_battlefield_you_control() -> None:
    """`play_card` with `where: battlefield`: the unit goes to the one battlefield its player controls (no
    question, not the base); with none, it stays in hand and nothing is paid."""
    cards = {**CARDS, "Big": {"type": "unit", "might": 5, "cost": 1},
             "Help": {"type": "spell", "cost": 0, "script": {"effects": [
                 ["choose_hand_unit", {}], ["play_card", {"card": "chosen", "where": "battlefield"}]]}}}
    a = {"hand": [{"card": "Help", "as": "h"}, {"card": "Big", "as": "b"}], "runes": [{"card": "Fury Rune", "as": "r"}]}
    steps = [{"act": "play", "by": "A", "card": "h"}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
             {"act": "choose", "by": "A", "choice": {"cards": ["b"]}}]
    check(duel(a, cards=cards, battlefields=[
        {"as": "bf1", "controller": "A", "units": [{"card": "Pup", "controller": "A"}]}, {"as": "bf2"}], steps=[
        *steps, {"expect": {"pending": None, "zone": {"b": "bf1"}, "exhausted": {"r": True}}}]))
    check(duel(a, cards=cards, steps=[*steps, {"expect": {"pending": None, "zone": {"b": "hand"},
                                                          "exhausted": {"r": False}}}]))


def test_a_unit_played_to_a_battlefield_you_are_attacking() -> None:
    """`play_to_attacked`: during a combat where its player attacks, that battlefield is a destination (offered by
    `legal_actions`), and the unit becomes an attacker there; not before the combat."""
    from game.engine import Action, apply

    cards = {**CARDS, "Pouncer": {"type": "unit", "might": 3, "cost": 0, "keywords": ["Reaction"],
                                  "script": {"play_to_attacked": True}}}
    sc = Scenario(duel({"hand": [{"card": "Pouncer", "as": "x"}], "base": [{"card": "Pup", "as": "p"}]}, cards=cards,
                       battlefields=[{"as": "bf1", "controller": "B", "units": [{"card": "Ogre", "controller": "B"}]},
                                     {"as": "bf2"}]))
    assert {a.to for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == sc.obj("x")} == {-1}
    sc.st, _ = apply(sc.st, Action("move", 0, units=[sc.obj("p")], to=0))
    assert 0 in {a.to for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == sc.obj("x")}
    sc.st, _ = apply(sc.st, Action("play", 0, card=sc.obj("x"), to=0, pay="auto"))
    assert sc.st.objs[sc.obj("x")].designation == "attacker"
