"""Spells with Repeat (820) whose repeated execution chooses its own targets (820.2.a): Feral
Strength, Frigid Touch, Blood Rush (SFD) and Upstage Comedy (UNL)."""

from __future__ import annotations

from game.engine import legal_actions
from game.scenarios.runner import Scenario

from .helpers import check, duel

CARDS = {"Ogre": {"type": "unit", "might": 5, "cost": 1}}
RUNES = ["Fury Rune"] * 4


def _steps(card: str, targets: list[str], expect: dict) -> list:
    return [{"act": "play", "by": "A", "card": "s", "options": {"repeat": 1}, "targets": targets},
            {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"}, {"expect": {"chain": [], **expect}}]


def test_feral_strength_repeated_on_two_units() -> None:
    check(duel({"hand": [{"card": "Feral Strength", "as": "s"}], "runes": RUNES,
                "base": [{"card": "Ogre", "as": "a"}, {"card": "Ogre", "as": "b"}]}, cards=CARDS,
               steps=_steps("Feral Strength", ["a", "b"], {"might": {"a": 7, "b": 7}})))


def test_feral_strength_repeated_on_one_unit_twice() -> None:
    check(duel({"hand": [{"card": "Feral Strength", "as": "s"}], "runes": RUNES,
                "base": [{"card": "Ogre", "as": "a"}]}, cards=CARDS,
               steps=_steps("Feral Strength", ["a", "a"], {"might": {"a": 9}})))


def test_frigid_touch_repeated_on_two_enemies() -> None:
    check(duel({"hand": [{"card": "Frigid Touch", "as": "s"}], "runes": RUNES},
               {"base": [{"card": "Ogre", "as": "a"}, {"card": "Ogre", "as": "b"}]}, cards=CARDS,
               steps=_steps("Frigid Touch", ["a", "b"], {"might": {"a": 3, "b": 3}})))


def test_blood_rush_repeated_gives_two_units_assault() -> None:
    check(duel({"hand": [{"card": "Blood Rush", "as": "s"}], "runes": RUNES[:2],
                "base": [{"card": "Ogre", "as": "a"}, {"card": "Ogre", "as": "b"}]}, cards=CARDS,
               steps=_steps("Blood Rush", ["a", "b"], {"keywords": {"a": ["Assault 2"], "b": ["Assault 2"]}})))


def test_upstage_comedy_repeated_readies_two_units() -> None:
    check(duel({"hand": [{"card": "Upstage Comedy", "as": "s"}], "runes": RUNES,
                "base": [{"card": "Ogre", "as": "a", "exhausted": True}, {"card": "Ogre", "as": "b", "exhausted": True}]},
               cards=CARDS, steps=_steps("Upstage Comedy", ["a", "b"], {"exhausted": {"a": False, "b": False}})))


def test_repeated_plays_list_other_targets_for_the_repeat() -> None:
    """legal_actions offers the same target again and other ones for the repeated execution."""
    sc = Scenario(duel({"hand": [{"card": "Feral Strength", "as": "s"}], "runes": RUNES,
                        "base": [{"card": "Ogre", "as": "a"}, {"card": "Ogre", "as": "b"}]}, cards=CARDS))
    a, b = sc.obj("a"), sc.obj("b")
    lists = {tuple(x.targets) for x in legal_actions(sc.st, 0) if x.kind == "play" and x.options.get("repeat")}
    assert lists == {(a, a), (b, b), (a, b), (b, a)}
    once = {tuple(x.targets) for x in legal_actions(sc.st, 0) if x.kind == "play" and not x.options.get("repeat")}
    assert once == {(a,), (b,)}
