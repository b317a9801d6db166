"""Spiritforged (SFD) cards whose mechanic is a term of their own, registered beside them in
game/cards/spiritforged.py (issue 10.3): Trusty Ramhound (a condition), Apprentice Smith (a verb) and
Ribbon Dancer (a trigger that follows `move`). Each test checks the card's whole text from the rules."""

from __future__ import annotations

from game.engine.model import registry

from .helpers import check, duel

PASS = [{"act": "pass", "by": "A"}, {"act": "pass", "by": "B"}]
CARDS = {"Trinket": {"type": "gear", "cost": 1}, "Ogre": {"type": "unit", "might": 4, "cost": 1}}


def test_the_terms_are_the_card_modules_own() -> None:
    for kind, name in (("condition", "another_unit_here"), ("verb", "reveal_top"), ("trigger", "move_to_battlefield"),
                       ("condition", "target_attacking"), ("condition", "gear_at_least"),
                       ("condition", "other_units_in_base_at_least")):
        term = registry.term(kind, name)
        assert term is not None and not term.shared and term.module == "game.cards.spiritforged"


# Trusty Ramhound (SFD-159): "While you have another unit here, I have +1 [M]." A base is a location
# (107.1.b): "here" is its base while it is there, its battlefield while it is at one.
def test_trusty_ramhound_has_plus_one_while_you_have_another_unit_at_its_location() -> None:
    check(duel(
        {"base": [{"card": "Trusty Ramhound", "as": "r"}, {"card": "Filler", "as": "f"}]},
        {"base": [{"card": "Filler", "as": "theirs"}]},
        steps=[{"expect": {"might": {"r": 3}}},  # another unit of yours in its base
               {"act": "move", "by": "A", "units": ["f"], "to": "bf1"},
               {"expect": {"zone": {"f": "bf1"}, "might": {"r": 2}}},  # alone here (B's unit is in B's base)
               *PASS,  # the showdown at bf1 ends: A conquers it
               {"act": "move", "by": "A", "units": ["r"], "to": "bf1"},
               {"expect": {"zone": {"r": "bf1"}, "might": {"r": 3}}}]))  # another unit of yours at bf1


def test_trusty_ramhound_an_enemy_unit_here_is_not_yours() -> None:
    check(duel(
        {}, {},
        battlefields=[{"as": "bf1", "units": [{"card": "Trusty Ramhound", "as": "r", "controller": "A"},
                                              {"card": "Ogre", "as": "o", "controller": "B"}]},
                      {"as": "bf2"}],
        cards=CARDS,
        steps=[{"expect": {"might": {"r": 2}}}]))


# Apprentice Smith (SFD-041): "When I move, reveal the top card of your Main Deck. If it's a gear,
# draw it. Otherwise, recycle it." (417: recycling puts it on the bottom of the Main Deck)
def test_apprentice_smith_draws_a_revealed_gear_and_recycles_anything_else() -> None:
    """Two Smiths move in turn: the first reveals a unit, recycled to the bottom, so the second
    reveals the gear that was under it and draws it."""
    check(duel(
        {"base": [{"card": "Apprentice Smith", "as": "s1"}, {"card": "Apprentice Smith", "as": "s2"}],
         "deck": [{"card": "Filler", "as": "top"}, {"card": "Trinket", "as": "g"}, {"card": "Filler", "as": "third"}]},
        cards=CARDS,
        steps=[{"act": "move", "by": "A", "units": ["s1"], "to": "bf1"},
               {"expect": {"chain": ["Apprentice Smith (move)"]}}, *PASS,
               # a unit: recycled; the deck keeps its three cards, the hand gains none
               {"expect": {"zone": {"top": "main_deck"}, "count": {"A": {"hand": 0, "main_deck": 3}},
                           "log_contains": "A reveals Filler from the top of their Main Deck"}},
               *PASS,  # the showdown at bf1 ends: A conquers it
               {"act": "move", "by": "A", "units": ["s2"], "to": "bf1"},
               {"expect": {"chain": ["Apprentice Smith (move)"]}}, *PASS,
               # the gear was next (the Filler went to the bottom): revealed and drawn
               {"expect": {"zone": {"g": "hand", "top": "main_deck", "third": "main_deck"},
                           "count": {"A": {"hand": 1, "main_deck": 2}},
                           "log_contains": "A reveals Trinket from the top of their Main Deck"}}]))


def test_apprentice_smith_with_an_empty_deck_reveals_nothing_and_doesnt_burn_out() -> None:
    check(duel(
        {"base": [{"card": "Apprentice Smith", "as": "s"}], "deck": []},
        steps=[{"act": "move", "by": "A", "units": ["s"], "to": "bf1"}, *PASS,
               {"expect": {"chain": [], "points": {"B": 0}, "count": {"A": {"hand": 0, "main_deck": 0}}}}]))


# Ribbon Dancer (SFD-038): "When I move to a battlefield, give another friendly unit +1 [M] this turn."
def test_ribbon_dancer_moving_to_a_battlefield_gives_another_friendly_unit_plus_one() -> None:
    check(duel(
        {"base": [{"card": "Ribbon Dancer", "as": "d"}, {"card": "Ogre", "as": "mate"}]},
        {"base": [{"card": "Ogre", "as": "theirs"}]},
        cards=CARDS,
        steps=[{"act": "move", "by": "A", "units": ["d"], "to": "bf1"},
               # the only other friendly unit is chosen (never Ribbon Dancer itself, nor an enemy unit)
               {"expect": {"chain": ["Ribbon Dancer (move_to_battlefield)"]}}, *PASS,
               {"expect": {"might": {"mate": 5, "d": 3, "theirs": 4}}},
               *PASS,  # the showdown at bf1 ends
               {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
               {"expect": {"turn": {"player": "B"}, "might": {"mate": 4}}}]))  # "this turn" is over


def test_ribbon_dancer_moving_to_base_gives_nothing() -> None:
    check(duel(
        {"base": [{"card": "Ogre", "as": "mate"}]},
        battlefields=[{"as": "bf1", "controller": "A", "units": [{"card": "Ribbon Dancer", "as": "d"}]}, {"as": "bf2"}],
        cards=CARDS,
        steps=[{"act": "move", "by": "A", "units": ["d"], "to": "base"},
               {"expect": {"chain": [], "zone": {"d": "base"}, "might": {"mate": 4}}}]))


def test_ribbon_dancer_without_another_friendly_unit_gives_nothing() -> None:
    check(duel(
        {"base": [{"card": "Ribbon Dancer", "as": "d"}]},
        {"base": [{"card": "Ogre", "as": "theirs"}]},
        cards=CARDS,
        steps=[{"act": "move", "by": "A", "units": ["d"], "to": "bf1"}, *PASS,
               {"expect": {"might": {"theirs": 4, "d": 3}}}]))  # an enemy unit is never chosen
