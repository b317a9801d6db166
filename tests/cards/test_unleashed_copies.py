"""Unleashed (UNL) copy cards: set up, play, check (479.1.b copy effects, 387-389 reflexive triggers)."""

from __future__ import annotations

from .helpers import check, duel

CARDS = {"Brute": {"type": "unit", "might": 3, "cost": 3, "tags": ["Poro"], "keywords": ["Tank"]}}


def test_mirror_image_plays_a_ready_reflection_that_copies_the_chosen_unit_with_temporary() -> None:
    check(duel(
        {"hand": [{"card": "Mirror Image", "as": "mi"}], "pool": {"energy": 3, "power": {"mind": 1, "order": 1}}},
        battlefields=[{"as": "bf1", "controller": "B", "units": [{"card": "Brute", "as": "b", "controller": "B"}]}, {}],
        cards=CARDS,
        steps=[{"act": "play", "by": "A", "card": "mi", "targets": ["b"]},
               {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
               {"expect": {"chain": ["Mirror Image (then)"], "zone": {"Reflection": "base"}, "might": {"Reflection": 0}}},
               {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
               {"expect": {"might": {"Reflection": 3}, "keywords": {"Reflection": ["Tank", "Temporary"]},
                           "exhausted": {"Reflection": False}, "controller": {"Reflection": "A"}}}]))


def test_mirror_image_copies_a_unit_that_died_in_response_as_it_last_was() -> None:
    """The chosen unit dies before the reflexive trigger resolves: "that unit" is copied from last
    known information (its printed traits; docs/rulings.md)."""
    doom = {"type": "spell", "cost": 0, "keywords": ["Reaction"],
            "script": {"targets": [{"what": "unit"}], "effects": [["kill", {"to": "t0"}]]}}
    check(duel(
        {"hand": [{"card": "Mirror Image", "as": "mi"}], "pool": {"energy": 3, "power": {"mind": 2}}},
        {"hand": [{"card": "Doom", "as": "doom"}]},
        battlefields=[{"as": "bf1", "controller": "B", "units": [{"card": "Brute", "as": "b", "controller": "B"}]}, {}],
        cards={**CARDS, "Doom": doom},
        steps=[{"act": "play", "by": "A", "card": "mi", "targets": ["b"]},
               {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
               {"expect": {"chain": ["Mirror Image (then)"]}},
               {"act": "pass", "by": "A"},
               {"act": "play", "by": "B", "card": "doom", "targets": ["b"]},
               {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
               {"expect": {"chain": ["Mirror Image (then)"], "zone": {"b": "trash"}}},
               {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
               {"expect": {"chain": [], "might": {"Reflection": 3}, "keywords": {"Reflection": ["Tank", "Temporary"]}}}]))


def test_mirror_image_has_nothing_to_copy_when_the_chosen_token_ceased_to_exist() -> None:
    """A token that left the board ceased to exist (186.1): the second Reflection stays a 0 Might
    Reflection, with the Temporary the spell gives it."""
    purge = {"type": "spell", "cost": 0, "keywords": ["Reaction"],  # kills the first Reflection only
             "script": {"effects": [["kill", {"to": {"what": "unit", "where": "base", "tag": "Poro"}}]]}}
    once = [{"act": "pass", "by": "A"}, {"act": "pass", "by": "B"}]
    check(duel(
        {"hand": [{"card": "Mirror Image", "as": "mi1"}, {"card": "Mirror Image", "as": "mi2"}],
         "pool": {"energy": 6, "power": {"mind": 4}}},
        {"hand": [{"card": "Purge", "as": "purge"}]},
        battlefields=[{"as": "bf1", "controller": "B", "units": [{"card": "Brute", "as": "b", "controller": "B"}]}, {}],
        cards={**CARDS, "Purge": purge},
        steps=[{"act": "play", "by": "A", "card": "mi1", "targets": ["b"]}, *once, *once,
               {"expect": {"might": {"Reflection": 3}}},
               {"act": "play", "by": "A", "card": "mi2", "targets": ["Reflection"]}, *once,
               {"expect": {"chain": ["Mirror Image (then)"], "count": {"A": {"base": 2}}}},
               {"act": "pass", "by": "A"},
               {"act": "play", "by": "B", "card": "purge"}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
               {"expect": {"chain": ["Mirror Image (then)"], "count": {"A": {"base": 1}}}},
               {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
               {"expect": {"chain": [], "might": {"Reflection": 0}, "keywords": {"Reflection": ["Temporary"]}}}]))


def test_keeper_of_masks_reflections_become_copies_of_it() -> None:
    check(duel(
        {"hand": [{"card": "Keeper of Masks", "as": "k"}], "pool": {"energy": 2, "power": {}}},
        steps=[{"act": "play", "by": "A", "card": "k"},
               {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
               {"expect": {"chain": ["Keeper of Masks (then)"], "count": {"A": {"base": 3}}}},
               {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
               {"expect": {"chain": [], "count": {"A": {"base": 3}},
                           "log_contains": "Reflection becomes a copy of Keeper of Masks"}}]))
