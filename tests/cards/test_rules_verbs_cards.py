"""Cards that use the Limited Actions of 433-444 and 750-767: Double, Swap, Skip, Replace, applied
costs, new choices and ignoring. Each test plays the card and checks what its text says."""

from __future__ import annotations

from typing import Any

from .helpers import check, duel

RESOLVE = [{"act": "pass", "by": "A"}, {"act": "pass", "by": "B"}]
CARDS: dict[str, Any] = {
    "Pup": {"type": "unit", "might": 2, "cost": 1},
    "Ogre": {"type": "unit", "might": 6, "cost": 1},
}


def u(card: str, label: str, controller: str, **more: Any) -> dict[str, Any]:
    return {"card": card, "as": label, "controller": controller, **more}


# -- Double (433) ------------------------------------------------------------------------------

def test_last_stand_doubles_might_and_gives_temporary() -> None:
    check(duel(
        {"hand": [{"card": "Last Stand", "as": "ls"}], "runes": ["Calm Rune"] * 3,
         "base": [u("Ogre", "o", "A"), u("Pup", "p", "A")]},
        {"base": [u("Pup", "e", "B")]}, cards=CARDS,
        steps=[{"act": "play", "by": "A", "card": "ls", "targets": ["e"], "expect_error": True},  # friendly only
               {"act": "play", "by": "A", "card": "ls", "targets": ["o"]}, *RESOLVE,
               {"expect": {"might": {"o": 12, "p": 2}, "keywords": {"o": ["Temporary"]}}},
               {"act": "end_turn", "by": "A"}, {"act": "run_until", "by": "A", "phase": "main"},
               {"expect": {"might": {"o": 6}}}]))


def test_vi_hotheaded_doubles_her_own_might() -> None:
    check(duel(
        {"base": [u("Vi, Hotheaded", "vi", "A")], "runes": ["Fury Rune"] * 3}, cards=CARDS,
        steps=[{"act": "activate", "by": "A", "source": "vi"}, *RESOLVE,
               {"expect": {"might": {"vi": 6}, "count": {"A": {"runes": 2}}}}]))


# -- Swap (434) --------------------------------------------------------------------------------

def test_switcheroo_swaps_might_of_two_units_at_one_battlefield() -> None:
    check(duel(
        {"hand": [{"card": "Switcheroo", "as": "sw"}], "runes": ["Chaos Rune"] * 4},
        battlefields=[{"as": "bf1", "controller": "A", "units": [u("Pup", "p", "A"), u("Ogre", "o", "B")]},
                      {"as": "bf2", "units": [u("Ogre", "far", "B")]}], cards=CARDS,
        steps=[{"act": "play", "by": "A", "card": "sw", "targets": ["p", "far"], "expect_error": True},
               {"act": "play", "by": "A", "card": "sw", "targets": ["p", "o"]}, *RESOLVE,
               {"expect": {"might": {"p": 6, "o": 2, "far": 6}}}]))


# -- Ignoring (765-767) ------------------------------------------------------------------------

IGNORE_CARDS: dict[str, Any] = {
    **CARDS,
    "Body Wall": {"type": "unit", "might": 6, "cost": 1, "domains": ["body"], "keywords": ["Deflect"]},
    "Mind Wall": {"type": "unit", "might": 6, "cost": 1, "domains": ["mind"], "keywords": ["Deflect"]},
    "Zap": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
            "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 1, "to": "t0"}]]}},
    "Bulwark": {"type": "unit", "might": 2, "cost": 1, "keywords": ["Tank"]},
}


def test_decree_of_insight_ignores_deflect_and_weakens_a_body_unit() -> None:
    check(duel(
        {"hand": [{"card": "Decree of Insight", "as": "d"}], "runes": ["Mind Rune"]},
        {"base": [u("Body Wall", "bw", "B"), u("Mind Wall", "mw", "B")]}, cards=IGNORE_CARDS,
        steps=[{"act": "play", "by": "A", "card": "d", "targets": ["mw"], "expect_error": True},  # Body only
               {"act": "play", "by": "A", "card": "d", "targets": ["bw"]}, *RESOLVE,
               {"expect": {"might": {"bw": 1}, "count": {"A": {"runes": 1}}}}]))


def test_dune_surfer_ignores_tank_when_its_controller_assigns_here() -> None:
    check(duel(
        {"base": [u("Dune Surfer", "ds", "A")]},
        battlefields=[{"as": "bf1", "controller": "B", "units": [u("Bulwark", "tank", "B"), u("Pup", "p", "B")]},
                      {"as": "bf2"}], cards=IGNORE_CARDS,
        steps=[{"act": "move", "by": "A", "units": ["ds"], "to": "bf1"}, *RESOLVE,
               {"act": "choose", "by": "A", "choice": {"assign": {"p": 2, "tank": 1}}},
               {"expect": {"zone": {"p": "trash", "tank": "bf1"}}}]))


def test_heisho_lets_players_ignore_deflect_for_units_there_only() -> None:
    check(duel(
        {"hand": [{"card": "Zap", "as": "z1"}, {"card": "Zap", "as": "z2"}]},
        battlefields=[{"as": "bf1", "card": "Heisho, Shell of the World", "units": [u("Mind Wall", "here", "B")]},
                      {"as": "bf2", "units": [u("Mind Wall", "there", "B")]}], cards=IGNORE_CARDS,
        steps=[{"act": "play", "by": "A", "card": "z1", "targets": ["there"], "expect_error": True},
               {"act": "play", "by": "A", "card": "z1", "targets": ["here"]}, *RESOLVE,
               {"expect": {"damage": {"here": 1}}}]))


# -- Applied costs (204.4) ---------------------------------------------------------------------

def test_mageseeker_investigator_taxes_opponents_moving_several_units_to_its_battlefield() -> None:
    check(duel(
        {"base": [u("Pup", "p1", "A"), u("Pup", "p2", "A"), u("Pup", "p3", "A")],
         "runes": [{"card": "Calm Rune", "as": "r1"}, {"card": "Calm Rune", "as": "r2"}]},
        battlefields=[{"as": "bf1", "controller": "B", "units": [u("Mageseeker Investigator", "mi", "B")]},
                      {"as": "bf2"}], cards=CARDS,
        steps=[{"act": "move", "by": "A", "units": ["p1", "p2", "p3"], "to": "bf1"},
               {"expect": {"zone": {"p1": "bf1", "p3": "bf1"}, "count": {"A": {"runes": 0}}}}]))
    check(duel(  # one rune: two [A] can't be paid, so the three can't move together (204.4.c)
        {"base": [u("Pup", "p1", "A"), u("Pup", "p2", "A"), u("Pup", "p3", "A")], "runes": ["Calm Rune"]},
        battlefields=[{"as": "bf1", "controller": "B", "units": [u("Mageseeker Investigator", "mi", "B")]},
                      {"as": "bf2"}], cards=CARDS,
        steps=[{"act": "move", "by": "A", "units": ["p1", "p2", "p3"], "to": "bf1", "expect_error": True},
               {"act": "move", "by": "A", "units": ["p1"], "to": "bf1"},
               {"expect": {"zone": {"p1": "bf1"}, "count": {"A": {"runes": 1}}}}]))


# -- New choices (750-755) ---------------------------------------------------------------------

CHOICE_CARDS: dict[str, Any] = {
    **CARDS,
    "Zap": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
            "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 3, "to": "t0"}]]}},
    "Big Zap": {"type": "spell", "cost": 5, "keywords": ["Reaction"],
                "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 3, "to": "t0"}]]}},
}


def test_mystic_reversal_takes_a_spell_and_retargets_it() -> None:
    check(duel(
        {"hand": [{"card": "Mystic Reversal", "as": "mr"}], "runes": ["Calm Rune"] * 7,
         "base": [u("Pup", "mine", "A")]},
        {"hand": [{"card": "Zap", "as": "z"}], "base": [u("Pup", "theirs", "B")]}, cards=CHOICE_CARDS,
        turn={"player": "B", "phase": "main", "number": 4},
        steps=[{"act": "play", "by": "B", "card": "z", "targets": ["mine"]}, {"act": "pass", "by": "B"},
               {"act": "play", "by": "A", "card": "mr", "targets": ["z"]}, {"act": "pass", "by": "A"},
               {"act": "pass", "by": "B"},
               {"act": "choose", "by": "A", "choice": {"targets": ["theirs"]}},
               {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
               {"expect": {"zone": {"theirs": "trash", "mine": "base", "z": "trash"}, "owner": {"z": "B"}}}]))


def test_rebuttal_takes_a_cheap_spell_if_paid_else_counters_it() -> None:
    setup = {"hand": [{"card": "Rebuttal", "as": "rb"}], "base": [u("Pup", "mine", "A")]}
    foe = {"hand": [{"card": "Zap", "as": "z"}, {"card": "Big Zap", "as": "bz"}], "base": [u("Pup", "theirs", "B")],
           "runes": ["Fury Rune"] * 5}
    start = [{"act": "play", "by": "B", "card": "z", "targets": ["mine"]}, {"act": "pass", "by": "B"}]
    check(duel({**setup, "runes": ["Mind Rune"] * 2}, foe, cards=CHOICE_CARDS,
               turn={"player": "B", "phase": "main", "number": 4},
               steps=[*start, {"act": "play", "by": "A", "card": "rb", "targets": ["z"]}, {"act": "pass", "by": "A"},
                      {"act": "pass", "by": "B"}, {"act": "choose", "by": "A", "choice": {"yes": True}},
                      {"act": "choose", "by": "A", "choice": {"targets": ["theirs"]}},
                      {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
                      {"expect": {"zone": {"theirs": "trash", "mine": "base"}}}]))
    check(duel({**setup, "runes": ["Mind Rune"] * 2}, foe, cards=CHOICE_CARDS,
               turn={"player": "B", "phase": "main", "number": 4},
               steps=[*start, {"act": "play", "by": "A", "card": "rb", "targets": ["z"]}, {"act": "pass", "by": "A"},
                      {"act": "pass", "by": "B"}, {"act": "choose", "by": "A", "choice": {"yes": False}},
                      {"expect": {"zone": {"z": "trash", "mine": "base", "theirs": "base"}, "chain": []}}]))
    check(duel({**setup, "runes": ["Mind Rune"] * 2}, foe, cards=CHOICE_CARDS,  # Energy cost above [4]
               turn={"player": "B", "phase": "main", "number": 4},
               steps=[{"act": "play", "by": "B", "card": "bz", "targets": ["mine"]}, {"act": "pass", "by": "B"},
                      {"act": "play", "by": "A", "card": "rb", "targets": ["bz"], "expect_error": True}]))


# -- Replace (439) -----------------------------------------------------------------------------

REPLACE_CARDS: dict[str, Any] = {**CARDS, "Kitten": {"type": "unit", "might": 1, "cost": 1, "tags": ["Cat"]}}


def test_ivern_replaces_the_conquered_battlefield_with_brush_which_swaps_back_when_scored() -> None:
    check(duel(
        {"legend": "Ivern, Green Father", "base": [u("Kitten", "cat", "A"), u("Pup", "pup", "A")]},
        battlefields=[{"as": "bf1", "card": "Grove of the God-Willow"}, {"as": "bf2"}], cards=REPLACE_CARDS,
        steps=[{"act": "move", "by": "A", "units": ["cat", "pup"], "to": "bf1"}, *RESOLVE,
               {"expect": {"pending": {"player": "A", "kind": "may"}}},
               {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE,
               {"expect": {"controller": {"bf1": "A"}, "points": {"A": 1}, "might": {"cat": 2, "pup": 2},
                           "log_contains": "Grove of the God-Willow is replaced by a token battlefield (Brush)"}},
               {"act": "end_turn", "by": "A"}, {"act": "run_until", "by": "A", "phase": "main"},
               {"act": "end_turn", "by": "B"},  # A holds Brush: its trigger and Ivern's
               {"act": "choose", "by": "A", "choice": {"order": ["Brush", "Ivern, Green Father"]}},
               {"act": "choose", "by": "A", "choice": {"yes": True}},  # Brush: swap back
               {"act": "choose", "by": "A", "choice": {"yes": False}},  # Ivern: don't replace again
               {"expect": {"chain": ["Brush (hold)"]}}, *RESOLVE,
               {"expect": {"might": {"cat": 1}, "points": {"A": 2},
                           "log_contains": "Brush is swapped back to Grove of the God-Willow"}}]))
