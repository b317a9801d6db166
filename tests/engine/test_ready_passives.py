"""Passives about readying (test cards): "other units enter ready" (`others_enter_ready: any`, every player's units,
not the source's own play) beside "other friendly units enter ready", and "units don't ready during the Awaken
Phase" (`no_awaken_ready` with a scope: the units it names stay exhausted, gear still readies)."""

from __future__ import annotations

from typing import Any

from tests.cards.helpers import check, duel

CARDS: dict[str, Any] = {
    "Pup": {"type": "unit", "might": 2, "cost": 1},
    "Herald": {"type": "unit", "might": 3, "cost": 1, "script": {"static": [{"others_enter_ready": "any"}]}},
    "Warden": {"type": "unit", "might": 3, "cost": 1, "script": {"static": [{"others_enter_ready": True}]}},
    "Frost": {"type": "unit", "might": 3, "cost": 1,
              "script": {"static": [{"no_awaken_ready": True, "to": {"who": "any"}}]}},
    "Trinket": {"type": "gear", "cost": 0},
}


def test_other_units_enter_ready_for_every_player_or_only_friends() -> None:
    for card, theirs_ready in (("Herald", True), ("Warden", False)):
        check(duel({"base": [{"card": card}]}, {"hand": [{"card": "Pup", "as": "bp"}], "runes": ["Fury Rune"]},
                   cards=CARDS, steps=[{"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
                                       {"act": "play", "by": "B", "card": "bp"},
                                       {"expect": {"exhausted": {"bp": not theirs_ready}}}]))


def test_units_dont_ready_in_the_awaken_phase() -> None:
    check(duel({"base": [{"card": "Frost", "as": "f", "exhausted": True}]},
               {"base": [{"card": "Pup", "as": "e", "exhausted": True}, {"card": "Trinket", "as": "t", "exhausted": True}]},
               cards=CARDS, steps=[{"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
                                   {"expect": {"exhausted": {"e": True, "t": False, "f": True}}}]))
    check(duel({}, {"base": [{"card": "Pup", "as": "e", "exhausted": True}]}, cards=CARDS, steps=[
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"}, {"expect": {"exhausted": {"e": False}}}]))


def test_the_next_unit_played_this_turn_has_accelerate() -> None:
    """The mark `next_unit_accelerate`: the next unit played this turn has [Accelerate] (805), used up by it."""
    cards = {**CARDS, "Hurry": {"type": "spell", "cost": 0, "script": {"effects": [["mark", {"name": "next_unit_accelerate"}]]}},
             "Knight": {"type": "unit", "might": 2, "cost": 1, "domains": ["fury"]}}
    check(duel({"hand": [{"card": "Hurry", "as": "h"}, {"card": "Knight", "as": "k1"}, {"card": "Knight", "as": "k2"}],
                "runes": ["Fury Rune"] * 6}, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "k1", "options": {"accelerate": True}, "expect_error": True},
        {"act": "play", "by": "A", "card": "h"}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "k1", "options": {"accelerate": True}}, {"expect": {"exhausted": {"k1": False}}},
        {"act": "play", "by": "A", "card": "k2", "options": {"accelerate": True}, "expect_error": True}]))


def test_the_next_unit_played_anywhere_and_its_trigger() -> None:
    """The mark `next_unit_anywhere` (the next unit may be played to any battlefield) and a `this_turn_trigger`
    named `next_unit_played` (once, about that unit): both used up by the next unit played."""
    cards = {**CARDS, "Beckon": {"type": "spell", "cost": 0, "script": {
        "effects": [["mark", {"name": "next_unit_anywhere"}], ["this_turn_trigger", {"trigger": "next_unit_played"}]],
        "triggers": {"next_unit_played": {"effects": [["might", {"amount": 2, "to": "it"}]]}}}}}
    check(duel({"hand": [{"card": "Beckon", "as": "b"}, {"card": "Pup", "as": "p1"}, {"card": "Pup", "as": "p2"}],
                "runes": ["Fury Rune"] * 2}, cards=cards,
               battlefields=[{"as": "bf1", "controller": "B", "units": [{"card": "Herald", "controller": "B"}]},
                             {"as": "bf2"}], steps=[
        {"act": "play", "by": "A", "card": "b"}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "p1", "to": "bf2"}, {"expect": {"chain": ["Beckon (next_unit_played)"]}},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"}, {"expect": {"might": {"p1": 4}}}]))
