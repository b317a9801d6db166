"""Origins (OGN), the last three cards of issue 18: Fox-Fire (a group of targets, 355.11), Heimerdinger,
Inventor (the [E] abilities of friendly legends, units and gear) and Nocturne, Horrifying (a replacement as
he is looked at or revealed from the top of his owner's deck, 370.1.c.1). One test per card and clause,
named after the card, quoting its printed text (with errata) and the Origins FAQ where it rules on it.
"""

from __future__ import annotations

from typing import Any

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_origins_more import MORE_CARDS

CARDS: dict[str, Any] = {
    **MORE_CARDS,
    "Mite": {"type": "unit", "might": 1, "cost": 1},
    "Pump": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
             "script": {"targets": [{"what": "unit"}], "effects": [["might", {"amount": 1, "to": "t0"}]]}},
    "Pump3": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
              "script": {"targets": [{"what": "unit"}], "effects": [["might", {"amount": 3, "to": "t0"}]]}},
    "Pump6": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
              "script": {"targets": [{"what": "unit"}], "effects": [["might", {"amount": 6, "to": "t0"}]]}},
    "PumpAll": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                "script": {"effects": [["might", {"amount": 1, "to": {"what": "unit", "where": "battlefield"}}]]}},
    "PumpAll6": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                 "script": {"effects": [["might", {"amount": 6, "to": {"what": "unit", "where": "battlefield"}}]]}},
    "Recall": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
               "script": {"targets": [{"what": "unit"}], "effects": [["move_to_base", {"to": "t0"}]]}},
}

# -- Fox-Fire ----------------------------------------------------------------------------------

FOX = {"card": "Fox-Fire", "as": "ff"}
MIND = ["Mind Rune"] * 4
FOUR_MITES = [bf("bf1", "B", *(u("Mite", f"m{i}", "B") for i in range(1, 5))), bf("bf2")]
PLAY_ON_FOUR = {"act": "play", "by": "A", "card": "ff", "targets": ["m1", "m2", "m3", "m4"]}


def _fox(pump: str, targets: list[str], then: list[Any]) -> None:
    """A plays Fox-Fire on four 1 [M] units of B's at bf1; B answers with the Reaction `pump` (on `targets`),
    then Fox-Fire resolves and the steps `then` follow."""
    check(duel({"hand": [FOX], "runes": MIND}, {"hand": [{"card": pump, "as": "pu"}]}, battlefields=FOUR_MITES,
               cards=CARDS, steps=[PLAY_ON_FOUR, {"act": "pass", "by": "A"},
                                   {"act": "play", "by": "B", "card": "pu", "targets": targets},
                                   {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"}, *RESOLVE, *then]))


def test_fox_fire_kills_a_group_of_total_might_four_or_less() -> None:
    """"[Hidden] [Action] Kill any number of units at a battlefield with total Might 4 or less." - units of
    either player, together (355.11.a); others there stay; more than 4 in total, units at two battlefields
    or one in a base can't be chosen; zero units is a legal choice (355.13)."""
    fields = [bf("bf1", "B", u("Mite", "e1", "B"), u("Pup", "e2", "B"), u("Mite", "e3", "B")),
              bf("bf2", "A", u("Mite", "mine", "A"))]
    a = {"hand": [FOX], "runes": MIND, "base": [u("Mite", "home", "A")]}
    check(duel(a, battlefields=fields, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "ff", "targets": ["e1", "mine"], "expect_error": True},  # two battlefields
        {"act": "play", "by": "A", "card": "ff", "targets": ["home"], "expect_error": True},  # a base
        {"act": "play", "by": "A", "card": "ff", "targets": ["e1", "e1"], "expect_error": True},  # the same unit twice
        {"act": "play", "by": "A", "card": "ff", "targets": ["e1", "e2", "e3"]}, *RESOLVE,  # 1 + 2 + 1
        {"expect": {"zone": {"e1": "trash", "e2": "trash", "e3": "trash", "mine": "bf2", "home": "base",
                             "ff": "trash"}, "pending": None}}]))
    check(duel(a, battlefields=fields, cards=CARDS, steps=[  # some of them: the others stay
        {"act": "play", "by": "A", "card": "ff", "targets": ["e2", "e3"]}, *RESOLVE,
        {"expect": {"zone": {"e2": "trash", "e3": "trash", "e1": "bf1"}}}]))
    check(duel(a, battlefields=fields, cards=CARDS, steps=[  # no unit at all: it is played and does nothing
        {"act": "play", "by": "A", "card": "ff", "targets": []}, *RESOLVE,
        {"expect": {"zone": {"ff": "trash", "e1": "bf1", "e2": "bf1", "e3": "bf1", "mine": "bf2", "home": "base"}}}]))


def test_fox_fire_total_might_above_four_is_refused() -> None:
    """Total Might 4 or less: 2 + 2 + 1 is 5 (a Pup is 2 [M])."""
    fields = [bf("bf1", "B", u("Pup", "p1", "B"), u("Pup", "p2", "B"), u("Mite", "m", "B")), bf("bf2")]
    check(duel({"hand": [FOX], "runes": MIND}, battlefields=fields, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "ff", "targets": ["p1", "p2", "m"], "expect_error": True},
        {"act": "play", "by": "A", "card": "ff", "targets": ["p1", "p2"]}, *RESOLVE,
        {"expect": {"zone": {"p1": "trash", "p2": "trash", "m": "bf1"}}}]))


def test_fox_fire_one_unit_gets_plus_one() -> None:
    """Origins FAQ: "One Recruit gets +1 Might. You can choose either to exclude that Recruit and kill the other
    three (total Might 3), or exclude one other Recruit and kill the 2 Might Recruit and two 1 Might Recruits
    (total Might 4)." - a legal subset (355.11.b); two 1s alone leave out one that still fits (355.11.b.1)."""
    asked = {"expect": {"pending": {"player": "A", "kind": "choose_cards"}, "might": {"m4": 2}}}
    _fox("Pump", ["m4"], [asked,
        {"act": "choose", "by": "A", "choice": {"cards": ["m1", "m2"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["m1", "m2", "m3", "m4"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["m1", "m2", "m4"]}},
        {"expect": {"zone": {"m1": "trash", "m2": "trash", "m4": "trash", "m3": "bf1"}, "pending": None}}])
    _fox("Pump", ["m4"], [asked,
        {"act": "choose", "by": "A", "choice": {"cards": ["m3", "m1", "m2"]}},
        {"expect": {"zone": {"m1": "trash", "m2": "trash", "m3": "trash", "m4": "bf1"}}}])


def test_fox_fire_one_unit_gets_plus_three() -> None:
    """Origins FAQ: "One Recruit gets +3 Might. You can choose either to exclude that Recruit and kill the other
    three (total Might 3), or exclude the other three and kill just that one (total Might 4)." """
    _fox("Pump3", ["m1"], [{"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["m1", "m2"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["m1"]}},
        {"expect": {"zone": {"m1": "trash", "m2": "bf1", "m3": "bf1", "m4": "bf1"}}}])


def test_fox_fire_one_unit_gets_plus_six() -> None:
    """Origins FAQ: "One Recruit gets +6 Might. You must choose to exclude that Recruit ... You must kill the
    other three (total Might 3)." - one legal subset: nothing to ask."""
    _fox("Pump6", ["m2"], [{"expect": {"pending": None, "zone": {"m1": "trash", "m3": "trash", "m4": "trash",
                                                                 "m2": "bf1"}}}])


def test_fox_fire_all_four_get_plus_one() -> None:
    """Origins FAQ: "All four Recruits get +1 Might. You must choose two of the Recruits to kill, and the other
    two will survive." """
    _fox("PumpAll", [], [{"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["m1"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["m2", "m4"]}},
        {"expect": {"zone": {"m2": "trash", "m4": "trash", "m1": "bf1", "m3": "bf1"}}}])


def test_fox_fire_all_four_get_plus_six() -> None:
    """Origins FAQ: "All four Recruits get +6 Might. You no longer have a valid subset of targets ... Fox-Fire
    does nothing." """
    _fox("PumpAll6", [], [{"expect": {"pending": None, "zone": {"m1": "bf1", "m2": "bf1", "m3": "bf1", "m4": "bf1",
                                                                "ff": "trash"}}}])


def test_fox_fire_only_the_original_targets() -> None:
    """Origins FAQ: "if the units I originally chose die, move, or lose Might as a Reaction, I can pick
    additional units at that battlefield to kill? No." - one target recalled to its base is no longer a
    legal target (at a battlefield); the rest still fit and die, the unit not chosen stays."""
    fields = [bf("bf1", "B", u("Mite", "m1", "B"), u("Mite", "m2", "B"), u("Mite", "other", "B")), bf("bf2")]
    check(duel({"hand": [FOX], "runes": MIND}, {"hand": [{"card": "Recall", "as": "rc"}]}, battlefields=fields,
               cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "ff", "targets": ["m1", "m2"]}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "rc", "targets": ["m2"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, *RESOLVE,
        {"expect": {"pending": None, "zone": {"m1": "trash", "m2": "base", "other": "bf1"}}}]))


def test_fox_fire_from_hiding_chooses_at_its_battlefield() -> None:
    """[Hidden] (811.1.d.2): played from facedown, its targets are chosen at the battlefield it was hidden at;
    it costs nothing more then (811: [0])."""
    fields = [{"as": "bf1", "controller": "A", "units": [u("Mite", "mine", "A"), u("Pup", "pup", "A")],
               "facedown": {"card": "Fox-Fire", "owner": "A", "as": "ff"}},
              bf("bf2", "B", u("Mite", "e2", "B"))]
    check(duel({}, battlefields=fields, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "ff", "from": "facedown", "targets": ["e2"], "expect_error": True},
        {"act": "play", "by": "A", "card": "ff", "from": "facedown", "targets": ["mine"]}, *RESOLVE,
        {"expect": {"zone": {"mine": "trash", "pup": "bf1", "e2": "bf2", "ff": "trash"}}}]))
