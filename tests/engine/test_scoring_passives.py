"""Scoring and cost passives (test cards): a battlefield's "players can't score here until their Nth turn"
(`score_from_turn`: no conquer, no hold, no point, no trigger; control is still gained) and a `cost_mod` about
"friendly spells" (`who: friendly`: its controller's and their teammates', not an opponent's)."""

from __future__ import annotations

from typing import Any

from tests.cards.helpers import check, duel

CARDS: dict[str, Any] = {
    "Ogre": {"type": "unit", "might": 4, "cost": 1},
    "Late Field": {"type": "battlefield", "script": {"static": [{"score_from_turn": 3}],
                                                     "triggers": {"conquer": {"effects": [["draw", {"amount": 1}]]}}}},
    "Patron": {"type": "unit", "might": 1, "cost": 1,
               "script": {"static": [{"cost_mod": -1, "for": "spell", "who": "friendly"}]}},
    "Poke": {"type": "spell", "cost": 1, "keywords": ["Reaction"], "script": {"effects": []}},
}


def test_no_scoring_before_the_third_turn() -> None:
    """A player's second turn: taking the battlefield gives control, no point, no conquer trigger; the third:
    holding it scores."""
    check(duel({"base": [{"card": "Ogre", "as": "o"}], "deck": ["Filler"] * 5}, {"deck": ["Filler"] * 5}, cards=CARDS,
               battlefields=[{"as": "bf1", "card": "Late Field"}, {"as": "bf2"}], steps=[
        {"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"controller": {"bf1": "A"}, "points": {"A": 0}, "chain": [], "count": {"A": {"hand": 0}}}},
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
        {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
        {"expect": {"points": {"A": 1}}}]))


def test_friendly_spells_cost_less_but_not_an_opponents() -> None:
    """`who: friendly`: A's Poke costs [0] with A's Patron; B's Poke still costs [1] (no rune: refused)."""
    check(duel({"base": [{"card": "Patron"}], "hand": [{"card": "Poke", "as": "p"}]},
               {"hand": [{"card": "Poke", "as": "bp"}]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "p"}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "bp", "expect_error": True}]))


def test_a_battlefields_passive_is_its_controllers() -> None:
    """A battlefield's `cost_mod` (`who: you`) and `repeat_less` are its controller's (190), not its owner's: A's
    cards cost less while A controls it, B's while B does, nobody's while nobody does."""
    cards = {**CARDS, "Cheap Field": {"type": "battlefield", "script": {"static": [{"cost_mod": -1, "for": "spell"}]}},
             "Echo Field": {"type": "battlefield", "script": {"static": [{"repeat_less": 1}]}},
             "Echo": {"type": "spell", "cost": 0, "keywords": ["Repeat"], "text": "[Repeat] [1]",
                      "script": {"effects": []}}}
    for who, a_ok in (("A", True), ("B", False), (None, False)):
        units = [{"card": "Ogre", "controller": who}] if who else []
        for field, step in (("Cheap Field", {"act": "play", "by": "A", "card": "p"}),
                            ("Echo Field", {"act": "play", "by": "A", "card": "e", "options": {"repeat": 1}})):
            check(duel({"hand": [{"card": "Poke", "as": "p"}, {"card": "Echo", "as": "e"}]}, cards=cards,
                       battlefields=[{"as": "bf1", "card": field, "units": units, **({"controller": who} if who else {})},
                                     {"as": "bf2"}],
                       steps=[{**step, **({} if a_ok else {"expect_error": True})}]))
