"""Unleashed (UNL) Lotus Trap: "Double all damage that would be dealt to it this turn" (a
replacement effect on damage, 369.2; combat assignment: tests/scenarios/combat-damage-replacement-*)."""

from __future__ import annotations

from .helpers import check, duel

CARDS = {"Ogre": {"type": "unit", "might": 7, "cost": 3},
         "Zap": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                 "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 3, "to": "t0"}]]}},
         "Ward": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                  "script": {"targets": [{"what": "unit"}], "effects": [["prevent", {"amount": 1, "to": "t0"}]]}}}
RESOLVE = [{"act": "pass", "by": "A"}, {"act": "pass", "by": "B"}]


def test_lotus_trap_doubles_spell_damage_for_the_rest_of_the_turn() -> None:
    check(duel(
        {"hand": [{"card": "Lotus Trap", "as": "lt"}, {"card": "Zap", "as": "z1"}, {"card": "Zap", "as": "z2"}],
         "runes": ["Fury Rune"] * 2},
        battlefields=[{"as": "bf1", "controller": "B", "units": [{"card": "Ogre", "as": "o", "controller": "B"},
                                                                 {"card": "Ogre", "as": "other", "controller": "B"}]}, {}],
        cards=CARDS,
        steps=[{"act": "play", "by": "A", "card": "lt", "targets": ["o"]}, *RESOLVE,
               {"act": "play", "by": "A", "card": "z1", "targets": ["o"]}, *RESOLVE,
               {"expect": {"damage": {"o": 6}, "log_contains": "6 damage to Ogre"}},
               {"act": "play", "by": "A", "card": "z2", "targets": ["other"]}, *RESOLVE,
               {"expect": {"damage": {"o": 6, "other": 3}}}]))


def _lotus_and_ward(first: int, damage: int) -> None:
    check(duel(
        {"hand": [{"card": "Lotus Trap", "as": "lt"}, {"card": "Zap", "as": "z"}], "runes": ["Fury Rune"] * 2},
        {"hand": [{"card": "Ward", "as": "w"}]},
        battlefields=[{"as": "bf1", "controller": "B", "units": [{"card": "Ogre", "as": "o", "controller": "B"}]}, {}],
        cards=CARDS,
        steps=[{"act": "play", "by": "A", "card": "lt", "targets": ["o"]}, *RESOLVE,
               {"act": "play", "by": "A", "card": "z", "targets": ["o"]}, {"act": "pass", "by": "A"},
               {"act": "play", "by": "B", "card": "w", "targets": ["o"]}, {"act": "pass", "by": "B"},
               {"act": "pass", "by": "A"},
               {"expect": {"chain": ["Zap"]}}, *RESOLVE,
               {"expect": {"pending": {"player": "B", "kind": "order_damage"}}},
               {"act": "choose", "by": "B", "choice": {"first": first}},
               {"expect": {"damage": {"o": damage}}}]))


def test_lotus_trap_with_a_prevent_value_prevents_first_then_doubles() -> None:
    """372, ruling 83: the unit's controller orders them; the Prevent Value first: 3 damage, 1
    prevented, the other 2 doubled to 4."""
    _lotus_and_ward(0, 4)


def test_lotus_trap_with_a_prevent_value_doubling_first() -> None:
    """The other order: 3 doubled to 6, 1 prevented: 5."""
    _lotus_and_ward(1, 5)


def test_lotus_trap_from_hiding_costs_nothing() -> None:
    check(duel(
        {"hand": [{"card": "Zap", "as": "z"}]},
        battlefields=[{"as": "bf1", "controller": "B", "units": [{"card": "Ogre", "as": "o", "controller": "B"}],
                       "facedown": {"card": "Lotus Trap", "owner": "B", "as": "lt"}}, {}],
        cards=CARDS,
        steps=[{"act": "play", "by": "A", "card": "z", "targets": ["o"]}, {"act": "pass", "by": "A"},
               {"act": "play", "by": "B", "card": "lt", "from": "facedown", "targets": ["o"]},
               {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
               {"expect": {"zone": {"lt": "trash"}, "chain": ["Zap"], "count": {"B": {"runes": 0}}}}, *RESOLVE,
               {"expect": {"damage": {"o": 6}}}]))
