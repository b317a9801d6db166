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


# -- Heimerdinger, Inventor ----------------------------------------------------------------------

HEIMER = "Heimerdinger, Inventor"
TINKERS: dict[str, Any] = {
    **CARDS,
    "Tinker": {"type": "unit", "might": 1, "cost": 1,
               "script": {"abilities": [{"cost": {"exhaust": True}, "effects": [["draw", {"amount": 1}]]}]}},
    "Selfbuff": {"type": "unit", "might": 1, "cost": 1,
                 "script": {"abilities": [{"cost": {"exhaust": True}, "effects": [["buff", {"to": "self"}]]}]}},
    "Pricey": {"type": "unit", "might": 1, "cost": 1,
               "script": {"abilities": [{"cost": {"energy": 1}, "effects": [["draw", {"amount": 1}]]}]}},
}
DECK = [{"card": "Pup", "as": f"d{i}"} for i in range(3)]


def test_heimerdinger_inventor_has_a_legends_exhaust_ability() -> None:
    """"I have all [E] abilities of all friendly legends, units, and gear." - Lee Sin, Blind Monk's "[1], [E]:
    Buff a friendly unit." is his too: he pays [1] and exhausts himself (the legend stays ready and may
    still use it); exhausted, he can't use it again."""
    lee = "Lee Sin, Blind Monk"
    a = {"legend": lee, "runes": ["Body Rune"] * 2, "base": [u(HEIMER, "h", "A"), u("Pup", "p", "A")]}
    check(duel(a, {"base": [u("Pup", "e", "B")]}, cards=TINKERS, steps=[
        {"act": "activate", "by": "A", "source": "h", "targets": ["e"], "expect_error": True},  # a friendly unit
        {"act": "activate", "by": "A", "source": "h", "targets": ["p"]}, *RESOLVE,
        {"expect": {"buffed": {"p": True}, "exhausted": {"h": True, lee: False}}},
        {"act": "activate", "by": "A", "source": "h", "targets": ["h"], "expect_error": True},
        {"act": "activate", "by": "A", "source": lee, "targets": ["h"]}, *RESOLVE,
        {"expect": {"buffed": {"h": True}, "exhausted": {lee: True}}}]))


def test_heimerdinger_inventor_has_a_gears_exhaust_ability() -> None:
    """A friendly gear's: Ravenborn Tome's "[E]: The next spell you play this turn deals 1 Bonus Damage." -
    used by him, the Tome stays ready."""
    a = {"runes": ["Fury Rune"], "hand": [{"card": "Zap", "as": "z"}],
         "base": [u(HEIMER, "h", "A"), {"card": "Ravenborn Tome", "as": "t"}]}
    check(duel(a, {"base": [u("Ogre", "o", "B")]}, cards=TINKERS, steps=[
        {"act": "activate", "by": "A", "source": "h"}, *RESOLVE,
        {"expect": {"exhausted": {"h": True, "t": False}}},
        {"act": "play", "by": "A", "card": "z", "targets": ["o"]}, *RESOLVE, {"expect": {"damage": {"o": 3}}}]))


def test_heimerdinger_inventor_me_is_him() -> None:
    """A friendly unit's "[E]: Buff me." used by him buffs him (the ability is his); the unit keeps its own."""
    a = {"base": [u(HEIMER, "h", "A"), u("Selfbuff", "s", "A")]}
    check(duel(a, cards=TINKERS, steps=[
        {"act": "activate", "by": "A", "source": "h"}, *RESOLVE,
        {"expect": {"buffed": {"h": True, "s": False}, "exhausted": {"h": True, "s": False}}},
        {"act": "activate", "by": "A", "source": "s"}, *RESOLVE, {"expect": {"buffed": {"s": True}}}]))


def test_heimerdinger_inventor_only_friendly_exhaust_abilities() -> None:
    """Not an ability without [E] in its cost, not an enemy's [E] ability: he has none to use."""
    check(duel({"runes": ["Fury Rune"], "base": [u(HEIMER, "h", "A"), u("Pricey", "pr", "A")]},
               {"base": [u("Tinker", "et", "B")]}, cards=TINKERS, steps=[
        {"act": "activate", "by": "A", "source": "h", "expect_error": True},
        {"act": "activate", "by": "A", "source": "pr"}, *RESOLVE, {"expect": {"exhausted": {"h": False}}}]))


def test_heimerdinger_inventor_ability_outlives_its_source() -> None:
    """Once used, the ability is on the chain on its own (377): the unit it came from leaving doesn't stop it,
    and then he no longer has that ability."""
    a = {"base": [u(HEIMER, "h", "A"), u("Tinker", "t", "A")], "deck": DECK}
    check(duel(a, {"hand": [{"card": "Bounce", "as": "bn"}]}, cards=TINKERS, steps=[
        {"act": "activate", "by": "A", "source": "h"}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "bn", "targets": ["t"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, *RESOLVE,
        {"expect": {"zone": {"t": "hand", "d0": "hand"}, "exhausted": {"h": True}}}]))
    check(duel({"base": [u(HEIMER, "h", "A")]}, cards=TINKERS, steps=[  # alone, he has no ability
        {"act": "activate", "by": "A", "source": "h", "expect_error": True}]))


# -- Nocturne, Horrifying ------------------------------------------------------------------------

NOC = "Nocturne, Horrifying"
STACKED = {"card": "Stacked Deck", "as": "sd"}
MAY = {"player": "A", "kind": "may"}
YES, NO = {"yes": True}, {"yes": False}


def _stacked(deck: list[str], runes: int, steps: list[Any]) -> None:
    """A plays Stacked Deck ("Look at the top 3 cards of your Main Deck. Put 1 into your hand and recycle the
    rest.") with `deck` (labels; "n..." are Nocturnes) and `runes` Chaos runes."""
    cards = [{"card": NOC if c.startswith("n") else "Pup", "as": c} for c in deck]
    check(duel({"hand": [STACKED], "deck": cards, "runes": ["Chaos Rune"] * runes}, cards=CARDS,
               steps=[{"act": "play", "by": "A", "card": "sd"}, *RESOLVE, *steps]))


def test_nocturne_horrifying_banished_as_he_is_looked_at_and_played_for_any_power() -> None:
    """"[Ganking] As you look at or reveal me from the top of your deck, you may banish me. If you do, you may
    play me for [A]." (errata) - Origins FAQ, Stacked Deck: "Nocturne is among them. You now get to choose
    whether to banish him or not ... There are only 2 cards left of the original 3; you'll choose one to put
    into your hand and recycle the other one. Then ... paying [A] (that's one power of any type) instead of
    his base cost ... he'll resolve immediately and enter the board exhausted." """
    _stacked(["d0", "n", "d2", "d3"], 2, [
        {"expect": {"pending": MAY}}, {"act": "choose", "by": "A", "choice": YES},
        {"expect": {"zone": {"n": "banishment"}, "pending": MAY}}, {"act": "choose", "by": "A", "choice": YES},
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["d3"]}, "expect_error": True},  # not one looked at
        {"act": "choose", "by": "A", "choice": {"cards": ["d2"]}},
        {"expect": {"zone": {"d2": "hand", "d0": "main_deck", "d3": "main_deck", "n": "base", "sd": "trash"},
                    "exhausted": {"n": True}, "pending": None, "count": {"A": {"main_deck": 2, "runes": 1}}}}])  # [A]: one recycled


def test_nocturne_horrifying_declined_he_is_one_of_the_cards_looked_at() -> None:
    """"You may banish me": declined, he stays in the deck and Stacked Deck may take him to the hand."""
    _stacked(["d0", "n", "d2"], 2, [
        {"act": "choose", "by": "A", "choice": NO}, {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["n"]}},
        {"expect": {"zone": {"n": "hand", "d0": "main_deck", "d2": "main_deck"}, "pending": None}}])


def test_nocturne_horrifying_banished_not_played() -> None:
    """"If you do, you may play me": declined, he stays banished; unable to pay [A], he stays banished too
    (Origins FAQ: "If you weren't able to play him for any reason, he'll just stay banished")."""
    _stacked(["d0", "n", "d2"], 2, [
        {"act": "choose", "by": "A", "choice": YES}, {"act": "choose", "by": "A", "choice": NO},
        {"act": "choose", "by": "A", "choice": {"cards": ["d0"]}},
        {"expect": {"zone": {"n": "banishment", "d0": "hand"}, "count": {"A": {"runes": 2}}}}])  # none recycled
    peek = {"Peek": {"type": "spell", "cost": 0, "keywords": ["Action"],  # a look that costs nothing: no rune
                     "script": {"effects": [["look_keep", {"look": 3, "keep": 1}]]}}}
    check(duel({"hand": [{"card": "Peek", "as": "pk"}], "deck": [{"card": "Pup", "as": "d0"}, {"card": NOC, "as": "n"}]},
               cards={**CARDS, **peek}, steps=[{"act": "play", "by": "A", "card": "pk"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": YES}, {"act": "choose", "by": "A", "choice": YES},
        {"expect": {"zone": {"n": "banishment", "d0": "hand"}, "pending": None}}]))


def test_nocturne_horrifying_three_of_them() -> None:
    """Origins FAQ: "if you reveal Stacked Deck, see 3 Nocturnes, and opt to banish and play all of them, you
    won't put any cards into your hand, nor will you recycle any cards. You will, however, have 3 Nocturnes." """
    _stacked(["n1", "n2", "n3", "d"], 4, [
        *[{"act": "choose", "by": "A", "choice": YES}] * 6,
        {"expect": {"zone": {"n1": "base", "n2": "base", "n3": "base", "d": "main_deck"}, "pending": None,
                    "count": {"A": {"hand": 0, "main_deck": 1}}}}])


def test_nocturne_horrifying_not_when_drawn() -> None:
    """Only as he is looked at or revealed: a draw doesn't look (the community FAQ: nor Burn)."""
    check(duel({"hand": [{"card": "Progress Day", "as": "pd"}], "runes": ["Mind Rune"] * 8,
                "deck": [{"card": NOC, "as": "n"}, {"card": "Pup", "as": "d"}]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "pd"}, *RESOLVE, {"expect": {"zone": {"n": "hand"}, "pending": None}}]))


def test_nocturne_horrifying_revealed_by_dazzling_aurora() -> None:
    """Origins FAQ: "Dazzling Aurora stops when it finds Nocturne. Nocturne is revealed, then you may choose to
    banish him or not. If you banish him, you can play him for [A] using his own ability. If you don't, you can
    play him for free using Dazzling Aurora's ability ... Either way, you revealed a unit, so you don't keep
    going." """
    a = {"base": [{"card": "Dazzling Aurora", "as": "da"}], "runes": ["Chaos Rune"],
         "deck": [{"card": "Trinket", "as": "g"}, {"card": NOC, "as": "n"}, {"card": "Pup", "as": "after"}]}
    end = [{"act": "end_turn", "by": "A"}, *RESOLVE]
    check(duel(a, cards=CARDS, steps=[*end, {"expect": {"pending": MAY}},
        {"act": "choose", "by": "A", "choice": YES}, {"act": "choose", "by": "A", "choice": YES},
        {"expect": {"zone": {"n": "base", "g": "main_deck", "after": "main_deck"}, "count": {"A": {"runes": 0}}}}]))
    check(duel(a, cards=CARDS, steps=[*end, {"act": "choose", "by": "A", "choice": NO},
        {"expect": {"zone": {"n": "base", "g": "main_deck", "after": "main_deck"}, "count": {"A": {"runes": 1}}}}]))


def test_nocturne_horrifying_revealed_by_blind_fury() -> None:
    """"As you look at or reveal me from the top of your deck": an opponent's Blind Fury has him revealed from
    his owner's deck - his owner may banish him and play him (for [A], paid by them); he is then not among the
    revealed cards Blind Fury chooses from (no other: it does nothing more)."""
    b = {"deck": [{"card": NOC, "as": "n"}, {"card": "Pup", "as": "d"}], "runes": ["Chaos Rune"]}
    a = {"hand": [{"card": "Blind Fury", "as": "bf"}], "runes": ["Fury Rune"] * 6}
    check(duel(a, b, cards=CARDS, steps=[{"act": "play", "by": "A", "card": "bf"}, *RESOLVE,
        {"expect": {"pending": {"player": "B", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": YES, "expect_error": True},
        {"act": "choose", "by": "B", "choice": YES}, {"act": "choose", "by": "B", "choice": YES},
        {"expect": {"zone": {"n": "base", "d": "main_deck"}, "controller": {"n": "B"}, "pending": None,
                    "count": {"B": {"runes": 0}}}}]))
    check(duel(a, b, cards=CARDS, steps=[{"act": "play", "by": "A", "card": "bf"}, *RESOLVE,  # kept: A takes him
        {"act": "choose", "by": "B", "choice": NO},
        {"expect": {"zone": {"n": "base"}, "controller": {"n": "A"}, "pending": None}}]))


def test_nocturne_horrifying_seen_by_vision() -> None:
    """[Vision] ("look at the top card of your Main Deck. You may recycle it.") looks at him: banished, there
    is nothing left to recycle."""
    a = {"hand": [{"card": "Mystic Poro", "as": "mp"}], "runes": ["Chaos Rune"] * 3,
         "deck": [{"card": NOC, "as": "n"}, {"card": "Pup", "as": "d"}]}
    check(duel(a, cards=CARDS, steps=[{"act": "play", "by": "A", "card": "mp"}, *RESOLVE,
        {"expect": {"pending": MAY}}, {"act": "choose", "by": "A", "choice": YES},
        {"act": "choose", "by": "A", "choice": YES},
        {"expect": {"zone": {"n": "base", "d": "main_deck"}, "pending": None}}]))


def test_nocturne_horrifying_with_promising_future() -> None:
    """Origins FAQ: "each player looks at their top 5, they can choose to banish one or more Nocturnes before
    they banish a card with Promising Future" - then chooses among the 4 cards left; both are played."""
    a = {"hand": [{"card": "Promising Future", "as": "pf"}], "runes": ["Mind Rune"] * 8,
         "deck": [{"card": "Pup", "as": "d0"}, {"card": NOC, "as": "n"}, {"card": "Mite", "as": "d2"}]}
    b = {"deck": [{"card": "Pup", "as": "e0"}]}
    check(duel(a, b, cards=CARDS, steps=[{"act": "play", "by": "A", "card": "pf"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": YES}, {"act": "choose", "by": "A", "choice": YES},
        {"expect": {"zone": {"n": "banishment"}, "pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["n"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["d2"]}},
        {"expect": {"zone": {"n": "base", "d2": "base", "e0": "base", "d0": "main_deck"}, "pending": None}}]))


def test_nocturne_horrifying_decision_shows_no_card_below_the_top() -> None:
    """The decisions show their player only what they look at (128): the ids shown are a top slice of their
    own deck, and the other player sees none (tests/engine/invariants.py)."""
    from game.engine import Action, apply
    from game.scenarios.runner import Scenario
    from tests.engine.invariants import check_view_privacy

    deck = [{"card": "Pup", "as": "d0"}, {"card": "Pup", "as": "d1"}, {"card": NOC, "as": "n"}, {"card": "Pup", "as": "d3"}]
    sc = Scenario(duel({"hand": [STACKED], "deck": deck, "runes": ["Chaos Rune"] * 2}, cards=CARDS))
    st, _ = apply(sc.st, Action("play", 0, card=sc.obj("sd"), pay="auto"))
    for p in (0, 1):
        st, _ = apply(st, Action("pass", p))
    assert st.pending is not None and st.pending.kind == "may" and "Nocturne" in st.pending.data["title"]
    check_view_privacy(st)
    st, _ = apply(st, Action("choose", 0, choice={"yes": True}))
    check_view_privacy(st)
    st, _ = apply(st, Action("choose", 0, choice={"yes": True}))
    assert st.pending is not None and sorted(st.pending.options) == sorted([sc.obj("d0"), sc.obj("d1")])
    check_view_privacy(st)
