"""Origins (OGN), issue 18's second slice (`game/cards/origins_terms.py`): one test per card, named after
it, quoting its printed text (with errata) and the rules it relies on (Core Rules 2026-10-09). Each sets a
position, plays or triggers the card and checks what the text says - each clause, conditions both ways, a
"may" taken and declined, target restrictions, a target that became illegal - and what it must not do.
"""

from __future__ import annotations

from typing import Any

import pytest

from game.engine import apply
from game.engine.model.actions import Action
from game.engine.model.errors import IllegalAction
from game.scenarios.runner import Scenario

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_origins_more import B_TURN, BOUNCER, HOLD_TURN, MORE_CARDS, bounced, passes

CARDS: dict[str, Any] = {
    **MORE_CARDS,
    "Bigcost": {"type": "unit", "might": 1, "cost": 5},
    "Bigspell": {"type": "spell", "cost": 5, "keywords": ["Reaction"], "script": {"effects": []}},
}
FURY7 = ["Fury Rune"] * 7


# -- Fury --------------------------------------------------------------------------------------

def test_noxus_saboteur() -> None:
    """"Your opponents' [Hidden] cards can't be revealed here." - an opponent's card hidden at my battlefield
    can't be played (playing reveals it, 422.4); at another battlefield it can; mine can."""
    fields = [{"as": "bf1", "controller": "B", "units": [u("Noxus Saboteur", "ns", "A")],
               "facedown": {"card": "Teemo, Scout", "owner": "B", "as": "t"}},
              {"as": "bf2", "controller": "B", "units": [u("Pup", "p", "B")],
               "facedown": {"card": "Teemo, Scout", "owner": "B", "as": "t2"}}]
    check(duel({}, {}, battlefields=fields, cards=CARDS, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "t", "from": "facedown", "expect_error": True},
        {"act": "play", "by": "B", "card": "t2", "from": "facedown"}, {"expect": {"zone": {"t2": "bf2"}}}]))
    mine = [{"as": "bf1", "controller": "A", "units": [u("Noxus Saboteur", "ns", "A")],
             "facedown": {"card": "Teemo, Scout", "owner": "A", "as": "t"}}, bf("bf2")]
    check(duel({}, battlefields=mine, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "t", "from": "facedown"}, {"expect": {"zone": {"t": "bf1"}}}]))


def test_get_excited() -> None:
    """"[Action] Discard 1. Deal its Energy cost as damage to a unit at a battlefield. (Ignore its Power
    cost.)" - the card discarded is chosen as it resolves (423.1.a); its printed Energy, not its Power,
    is the damage; with nothing to discard nothing is dealt (423.4); the target is a unit at a battlefield."""
    a = {"hand": [{"card": "Get Excited!", "as": "ge"}, {"card": "Bigcost", "as": "big"}], "runes": ["Fury Rune"] * 3}
    fields = [bf("bf1", "B", u("Ogre", "o", "B"), u("Pup", "p", "B")), bf("bf2")]
    check(duel(a, {"base": [u("Pup", "home", "B")]}, battlefields=fields, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "ge", "targets": ["home"], "expect_error": True},
        {"act": "play", "by": "A", "card": "ge", "targets": ["o"]}, *RESOLVE,  # the only card: discarded
        {"expect": {"zone": {"big": "trash", "ge": "trash"}, "damage": {"o": 5}}}]))
    two = {**a, "hand": [*a["hand"], {"card": "Pup", "as": "cheap"}]}
    check(duel(two, battlefields=fields, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "ge", "targets": ["o"]}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["cheap"]}},
        {"expect": {"zone": {"cheap": "trash", "big": "hand"}, "damage": {"o": 1}}}]))
    check(duel({**a, "hand": [{"card": "Get Excited!", "as": "ge"}]}, battlefields=fields, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "ge", "targets": ["p"]}, *RESOLVE,  # an empty hand: no damage
        {"expect": {"zone": {"p": "bf1"}, "damage": {"p": 0}}}]))


def test_brynhir_thundersong() -> None:
    """"When you play me, opponents can't play cards this turn." - a delayed passive (392) once the
    trigger resolves: the opponent can't play even a Reaction; I still can; it ends with the turn."""
    a = {"hand": [{"card": "Brynhir Thundersong", "as": "bt"}, {"card": "Freebie", "as": "mine"}],
         "runes": ["Fury Rune"] * 6}
    b = {"hand": [{"card": "Freebie", "as": "fr"}, {"card": "Freebie", "as": "fr2"}]}
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "bt"}, {"expect": {"chain": ["Brynhir Thundersong (play)"]}},
        {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "fr"},  # before it resolves the opponent still may
        {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"}, *RESOLVE, {"expect": {"chain": []}},
        {"act": "play", "by": "A", "card": "mine"},
        {"act": "play", "by": "B", "card": "fr2", "expect_error": True},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"}, {"act": "end_turn", "by": "A"},
        {"act": "play", "by": "B", "card": "fr2"}, {"expect": {"zone": {"fr2": "chain"}}}]))


def test_darius_trifarian() -> None:
    """"When you play your second card in a turn, give me +2 [M] this turn and ready me." - a spell is
    played once it resolves (420.4.a), counted in the order cards were finalized (420.4.b); Origins FAQ:
    played as the second card he sees himself, played third he doesn't trigger."""
    a = {"hand": [{"card": "Filler", "as": "f1"}, {"card": "Freebie", "as": "fr"}, {"card": "Pup", "as": "third"}],
         "runes": ["Fury Rune"] * 4, "base": [u("Darius, Trifarian", "d", "A", exhausted=True)]}
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "f1"}, {"expect": {"chain": [], "exhausted": {"d": True}}},
        {"act": "play", "by": "A", "card": "fr"}, *RESOLVE,  # the second card, a spell: once it resolved
        {"expect": {"chain": ["Darius, Trifarian (play_card)"]}}, *RESOLVE,
        {"expect": {"exhausted": {"d": False}, "might": {"d": 7}}},
        {"act": "play", "by": "A", "card": "third"}, {"expect": {"chain": [], "might": {"d": 7}}},
        {"act": "end_turn", "by": "A"}, {"expect": {"might": {"d": 5}}}]))
    hand = {"hand": [{"card": "Filler", "as": "f1"}, {"card": "Darius, Trifarian", "as": "d"}],
            "runes": ["Fury Rune"] * 7}
    check(duel(hand, cards=CARDS, steps=[  # himself as the second card
        {"act": "play", "by": "A", "card": "f1"}, {"act": "play", "by": "A", "card": "d"},
        {"expect": {"chain": ["Darius, Trifarian (play_card)"]}}, *RESOLVE,
        {"expect": {"exhausted": {"d": False}, "might": {"d": 7}}}]))
    third = {"hand": [{"card": "Filler", "as": "f1"}, {"card": "Filler", "as": "f2"},
                      {"card": "Darius, Trifarian", "as": "d"}], "runes": ["Fury Rune"] * 8}
    check(duel(third, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "f1"}, {"act": "play", "by": "A", "card": "f2"},
        {"act": "play", "by": "A", "card": "d"}, {"expect": {"chain": [], "exhausted": {"d": True}}}]))


def test_draven_showboat() -> None:
    """"My Might is increased by your points." - mine, not the opponent's; it follows the score."""
    check(duel({"base": [u("Draven, Showboat", "d", "A")], "points": 3}, {"points": 5}, cards=CARDS,
               battlefields=[bf("bf1"), bf("bf2")], steps=[
        {"expect": {"might": {"d": 6}}},
        {"act": "move", "by": "A", "units": ["d"], "to": "bf1"}, *RESOLVE,  # conquers: 1 point more
        {"expect": {"points": {"A": 4, "B": 5}, "might": {"d": 7}}}]))


def test_raging_firebrand() -> None:
    """"When you play me, the next spell you play this turn costs [5] less." - the next spell only
    (420.5), not a unit; it is used up by that spell; it ends with the turn (392)."""
    a = {"hand": [{"card": "Raging Firebrand", "as": "rf"}, {"card": "Bigspell", "as": "s1"},
                  {"card": "Bigspell", "as": "s2"}, {"card": "Bigcost", "as": "unit5"}],
         "runes": FURY7}
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "rf"}, *RESOLVE,
        {"expect": {"count": {"A": {"runes": 6}}}},  # six exhausted, one recycled: nothing left to pay with
        {"act": "play", "by": "A", "card": "unit5", "expect_error": True},  # a unit: still [5]
        {"act": "play", "by": "A", "card": "s1"}, *RESOLVE,  # [5] less: free
        {"expect": {"zone": {"s1": "trash"}}},
        {"act": "play", "by": "A", "card": "s2", "expect_error": True}]))  # used up
    check(duel({**a, "runes": FURY7 + ["Fury Rune"] * 5}, cards=CARDS, turn={"player": "A", "phase": "main",
                                                                               "number": 3}, steps=[
        {"act": "play", "by": "A", "card": "rf"}, *RESOLVE, {"act": "end_turn", "by": "A"},
        {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
        {"act": "play", "by": "A", "card": "s1"},  # a later turn: the full [5]
        {"expect": {"zone": {"s1": "chain"}, "count": {"A": {"runes": 12}}}}]))


def test_ravenborn_tome() -> None:
    """"[E]: The next spell you play this turn deals 1 Bonus Damage." (errata "this turn"; 392's example)
    - each instance of that spell's damage is 1 more (712); the spell after it deals none."""
    a = {"base": [{"card": "Ravenborn Tome", "as": "rt"}], "runes": ["Fury Rune"] * 2,
         "hand": [{"card": "Zap", "as": "z1"}, {"card": "Zap", "as": "z2"}]}
    check(duel(a, {"base": [u("Ogre", "o", "B"), u("Ogre", "o2", "B")]}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "rt"}, *RESOLVE, {"expect": {"exhausted": {"rt": True}}},
        {"act": "play", "by": "A", "card": "z1", "targets": ["o"]}, *RESOLVE, {"expect": {"damage": {"o": 3}}},
        {"act": "play", "by": "A", "card": "z2", "targets": ["o2"]}, *RESOLVE, {"expect": {"damage": {"o2": 2}}}]))
    check(duel(a, {"base": [u("Ogre", "o", "B")]}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "rt"}, *RESOLVE, {"act": "end_turn", "by": "A"},
        {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
        {"act": "play", "by": "A", "card": "z1", "targets": ["o"]}, *RESOLVE, {"expect": {"damage": {"o": 2}}}]))


def test_shakedown() -> None:
    """"[Reaction] Choose an enemy unit. Deal 6 to it unless its controller has you draw 2." - its
    controller chooses as it resolves (355.10.e); a friendly unit is no legal target; a target gone when
    it resolves leaves no one to choose (359.3.e)."""
    a = {"hand": [{"card": "Shakedown", "as": "sd"}], "runes": ["Fury Rune"] * 3, "deck": ["Filler"] * 4,
         "base": [u("Pup", "mine", "A")]}
    b = {"base": [u("Ogre", "o", "B")]}
    for answer, after in (("Have them draw 2", {"damage": {"o": 0}, "count": {"A": {"hand": 2}}}),
                          ("Take 6 damage", {"zone": {"o": "trash"}, "count": {"A": {"hand": 0}}})):
        check(duel(a, b, cards=CARDS, steps=[
            {"act": "play", "by": "A", "card": "sd", "targets": ["mine"], "expect_error": True},
            {"act": "play", "by": "A", "card": "sd", "targets": ["o"]}, *RESOLVE,
            {"expect": {"pending": {"player": "B", "kind": "choose_option"}}},
            {"act": "choose", "by": "A", "choice": {"option": answer}, "expect_error": True},
            {"act": "choose", "by": "B", "choice": {"option": answer}}, {"expect": after}]))
    check(duel(a, {**b, **BOUNCER}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "sd", "targets": ["o"]}, *bounced("o"),
        {"expect": {"pending": None, "count": {"A": {"hand": 0}}}}]))


def test_tryndamere_barbarian() -> None:
    """"When I conquer after an attack, if you assigned 5 or more excess damage to enemy units, you score
    1 point." - excess is damage assigned beyond lethal (467.2.c); a conquest without a combat, or with
    less excess, scores only the conquest's point."""
    a = {"base": [u("Tryndamere, Barbarian", "t", "A")]}
    attack = [{"act": "move", "by": "A", "units": ["t"], "to": "bf1"}, *RESOLVE,
              {"expect": {"zone": {"e": "trash"}, "controller": {"bf1": "A"}, "points": {"A": 1}}}]
    check(duel(a, cards=CARDS, battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], steps=[
        *attack, {"expect": {"chain": ["Tryndamere, Barbarian (conquer)"]}}, *RESOLVE,  # 8 on 2: 6 excess
        {"expect": {"points": {"A": 2}, "chain": []}}]))
    check(duel(a, cards=CARDS, battlefields=[bf("bf1", "B", u("Ogre", "e", "B")), bf("bf2")], steps=[
        *attack, {"expect": {"chain": [], "points": {"A": 1}}}]))  # 8 on 6: 2 excess
    check(duel(a, cards=CARDS, battlefields=[bf("bf1"), bf("bf2")], steps=[  # no attack
        {"act": "move", "by": "A", "units": ["t"], "to": "bf1"}, *RESOLVE,
        {"expect": {"controller": {"bf1": "A"}, "points": {"A": 1}, "chain": []}}]))


def test_vayne_hunter() -> None:
    """"[Assault 3] If an opponent controls a battlefield, I enter ready. When I conquer, you may pay [1] to
    return me to my owner's hand." - both ways; the "may pay" is decided as the trigger is finalized and
    isn't asked when [1] can't be paid (383.3.b)."""
    hand = {"hand": [{"card": "Vayne, Hunter", "as": "v"}], "runes": ["Fury Rune"] * 5}
    check(duel(hand, cards=CARDS, battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "v"}, {"expect": {"zone": {"v": "base"}, "exhausted": {"v": False}}}]))
    check(duel(hand, cards=CARDS, battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "v"}, {"expect": {"exhausted": {"v": True}}}]))
    fields = [bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")]
    base = {"base": [u("Vayne, Hunter", "v", "A")], "runes": [{"card": "Fury Rune", "as": "r"}]}
    conquer = [{"act": "move", "by": "A", "units": ["v"], "to": "bf1"}, {"expect": {"might": {"v": 5}}}, *RESOLVE,
               {"expect": {"controller": {"bf1": "A"}, "pending": {"player": "A", "kind": "may"}}}]
    check(duel(base, cards=CARDS, battlefields=fields, steps=[
        *conquer, {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE,
        {"expect": {"zone": {"v": "hand"}, "exhausted": {"r": True}}}]))
    check(duel(base, cards=CARDS, battlefields=fields, steps=[
        *conquer, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"zone": {"v": "bf1"}, "exhausted": {"r": False}, "chain": []}}]))
    check(duel({**base, "runes": []}, cards=CARDS, battlefields=fields, steps=[
        {"act": "move", "by": "A", "units": ["v"], "to": "bf1"}, *RESOLVE,
        {"expect": {"controller": {"bf1": "A"}, "pending": None, "zone": {"v": "bf1"}}}]))


def test_kadregrin_the_infernal() -> None:
    """"When you play me, draw 1 for each of your [Mighty] units." - units with 5+ Might (708) that I
    control, himself included; not the opponent's, not the small ones."""
    check(duel({"hand": [{"card": "Kadregrin the Infernal", "as": "k"}], "runes": ["Fury Rune"] * 11,
                "deck": ["Filler"] * 5, "base": [u("Ogre", "o", "A"), u("Pup", "p", "A")]},
               {"base": [u("Ogre", "eo", "B")]}, cards=CARDS,
               steps=[{"act": "play", "by": "A", "card": "k"}, *RESOLVE,
                      {"expect": {"count": {"A": {"hand": 2, "main_deck": 3}}}}]))


# -- Calm --------------------------------------------------------------------------------------

def test_blitzcrank_impassive() -> None:
    """"[Tank] When you play me to a battlefield, you may move an enemy unit to here. When I hold, return
    me to my owner's hand." - "here" is his battlefield (no destination to choose, 355.4); the move may
    start a showdown there; played to base, nothing; "may": choosing none is declining."""
    a = {"hand": [{"card": "Blitzcrank, Impassive", "as": "bz"}], "runes": ["Calm Rune"] * 6}
    fields = [bf("bf1", "A", u("Pup", "p", "A")), bf("bf2", "B", u("Pup", "far", "B"))]
    check(duel(a, {"base": [u("Ogre", "e", "B")]}, battlefields=fields, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "bz", "to": "bf1"},
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["p"]}, "expect_error": True},  # mine
        {"act": "choose", "by": "A", "choice": {"targets": ["e"]}}, *RESOLVE,
        {"expect": {"zone": {"e": "bf1", "far": "bf2"}, "contested": {"bf1": True}}}]))
    check(duel(a, {"base": [u("Ogre", "e", "B")]}, battlefields=fields, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "bz", "to": "bf1"},
        {"act": "choose", "by": "A", "choice": {"targets": []}}, *RESOLVE,  # declined: it does nothing
        {"expect": {"zone": {"e": "base"}, "chain": [], "contested": {"bf1": False}}}]))
    check(duel(a, {"base": [u("Ogre", "e", "B")]}, battlefields=fields, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "bz"}, {"expect": {"zone": {"bz": "base"}, "chain": [], "pending": None}}]))
    check(duel({}, cards=CARDS, turn=HOLD_TURN, battlefields=[bf("bf1", "A", u("Blitzcrank, Impassive", "bz", "A")),
                                                              bf("bf2")], steps=[
        {"expect": {"chain": ["Blitzcrank, Impassive (hold)"]}}, *RESOLVE, {"expect": {"zone": {"bz": "hand"}}}]))


def test_mageseeker_warden() -> None:
    """"While I'm at a battlefield, opponents can only play units to their base. While I'm at a battlefield,
    spells and abilities can't ready enemy units and gear." - both only while she is at a battlefield; my
    own units and plays are untouched; the Awaken Phase readies them as usual (no spell or ability)."""
    fields = [bf("bf1", "A", u("Mageseeker Warden", "mw", "A")), bf("bf2", "B", u("Pup", "e", "B", exhausted=True))]
    b = {"hand": [{"card": "Pup", "as": "new"}, {"card": "Rally", "as": "r"}], "runes": ["Calm Rune"] * 2,
         "base": [{"card": "Trinket", "as": "g"}]}
    check(duel({}, b, battlefields=fields, cards=CARDS, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "new", "to": "bf2", "expect_error": True},
        {"act": "play", "by": "B", "card": "r", "targets": ["e"]}, *passes("B", "A"),
        {"expect": {"exhausted": {"e": True}}},  # Rally can't ready it
        {"act": "play", "by": "B", "card": "new"}, {"expect": {"zone": {"new": "base"}}}]))
    check(duel({"base": [u("Mageseeker Warden", "mw", "A")]}, b, battlefields=fields[1:] + [bf("bf3")], cards=CARDS,
               turn=B_TURN, steps=[  # in base: nothing
        {"act": "play", "by": "B", "card": "r", "targets": ["e"]}, *passes("B", "A"), {"expect": {"exhausted": {"e": False}}},
        {"act": "play", "by": "B", "card": "new", "to": "bf2"}, {"expect": {"zone": {"new": "bf2"}}}]))
    check(duel({"hand": [{"card": "Rally", "as": "r"}], "base": [u("Pup", "mine", "A", exhausted=True)]},
               battlefields=fields, cards=CARDS, steps=[  # my own units: readied
        {"act": "play", "by": "A", "card": "r", "targets": ["mine"]}, *RESOLVE, {"expect": {"exhausted": {"mine": False}}}]))


def test_party_favors() -> None:
    """"Each other player chooses Cards or Runes. For each player that chooses Cards, you and that player
    each draw 1. For each player that chooses Runes, you and that player each channel 1 rune exhausted." -
    the other player chooses as it resolves (355.10.e); I don't choose."""
    a = {"hand": [{"card": "Party Favors", "as": "pf"}], "runes": ["Calm Rune"] * 3, "deck": ["Filler"] * 3,
         "rune_deck": ["Calm Rune"] * 2}
    b = {"deck": ["Filler"] * 3, "rune_deck": ["Order Rune"] * 2}
    play = [{"act": "play", "by": "A", "card": "pf"}, *RESOLVE,
            {"expect": {"pending": {"player": "B", "kind": "choose_option"}}},
            {"act": "choose", "by": "A", "choice": {"option": "Cards"}, "expect_error": True}]
    check(duel(a, b, cards=CARDS, steps=[
        *play, {"act": "choose", "by": "B", "choice": {"option": "Cards"}},
        {"expect": {"count": {"A": {"hand": 1, "runes": 3}, "B": {"hand": 1, "runes": 0}}}}]))
    check(duel(a, b, cards=CARDS, steps=[
        *play, {"act": "choose", "by": "B", "choice": {"option": "Runes"}},
        {"expect": {"count": {"A": {"hand": 0, "runes": 4}, "B": {"hand": 0, "runes": 1}}}}]))


def test_sona_harmonious() -> None:
    """"At the end of your turn, if I'm at a battlefield, ready up to 4 friendly runes." (errata) - up to
    4 of my exhausted runes, my choice (fewer too); not while she is in base."""
    runes = [{"card": "Calm Rune", "as": f"r{i}", "exhausted": True} for i in range(6)]
    check(duel({"runes": runes}, cards=CARDS, battlefields=[bf("bf1", "A", u("Sona, Harmonious", "s", "A")),
                                                            bf("bf2")], steps=[
        {"act": "end_turn", "by": "A"}, {"expect": {"chain": ["Sona, Harmonious (end_turn)"]}}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["r0", "r1", "r2", "r3", "r4"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["r0", "r1", "r2"]}},
        {"expect": {"exhausted": {"r0": False, "r1": False, "r2": False, "r3": True, "r5": True}}}]))
    check(duel({"runes": runes, "base": [u("Sona, Harmonious", "s", "A")]}, cards=CARDS, steps=[
        {"act": "end_turn", "by": "A"}, {"expect": {"turn": {"player": "B"}, "exhausted": {"r0": True}}}]))


def test_lee_sin_ascetic() -> None:
    """"[Shield] [E]: Buff me. I can have any number of buffs." - each buff gives +1 (427.1.b.2); other
    units still have one at most; the ability is used in my Main Phase (381)."""
    check(duel({"base": [u("Lee Sin, Ascetic", "ls", "A", buff=True), u("Pup", "p", "A", buff=True)]}, cards=CARDS,
               steps=[{"act": "activate", "by": "A", "source": "ls"}, *RESOLVE, {"expect": {"might": {"ls": 7}}},
                      {"act": "activate", "by": "A", "source": "ls", "expect_error": True},  # exhausted
                      {"act": "end_turn", "by": "A"}, {"act": "end_turn", "by": "B"},
                      {"act": "run_until", "phase": "main"},
                      {"act": "activate", "by": "A", "source": "ls"}, *RESOLVE, {"expect": {"might": {"ls": 8}}}]))


def test_disintegrate() -> None:
    """"Deal 3 to a unit at a battlefield. If this kills it, do this: draw 1." (errata: a reflexive trigger,
    388 - the unit dies in the cleanup after the spell resolved) - no draw when it survives, when its death
    comes from something else, or for a unit in a base (no legal target)."""
    a = {"hand": [{"card": "Disintegrate", "as": "d"}], "runes": ["Fury Rune"] * 4, "deck": ["Filler"] * 3}
    check(duel(a, {"base": [u("Pup", "home", "B")]}, battlefields=[bf("bf1", "B", u("Pup", "p", "B")), bf("bf2")],
               cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["home"], "expect_error": True},
        {"act": "play", "by": "A", "card": "d", "targets": ["p"]}, *RESOLVE,
        {"expect": {"zone": {"p": "trash", "d": "trash"}, "chain": ["Disintegrate (kill)"]}}, *RESOLVE,
        {"expect": {"count": {"A": {"hand": 1}}}}]))
    check(duel(a, battlefields=[bf("bf1", "B", u("Ogre", "o", "B")), bf("bf2")], cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["o"]}, *RESOLVE,
        {"expect": {"damage": {"o": 3}, "chain": [], "count": {"A": {"hand": 0}}}}]))
    zaps = {**a, "hand": [*a["hand"], {"card": "Zap", "as": "z1"}, {"card": "Zap", "as": "z2"}], "runes": ["Fury Rune"] * 6}
    check(duel(zaps, battlefields=[bf("bf1", "B", u("Ogre", "o", "B")), bf("bf2")], cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["o"]}, *RESOLVE,  # 3 of 6
        {"act": "play", "by": "A", "card": "z1", "targets": ["o"]}, *RESOLVE,
        {"act": "play", "by": "A", "card": "z2", "targets": ["o"]}, *RESOLVE,  # Zap kills it, not Disintegrate
        {"expect": {"zone": {"o": "trash"}, "chain": [], "count": {"A": {"hand": 0}}}}]))


# -- Mind --------------------------------------------------------------------------------------

def test_viktor_innovator() -> None:
    """"When you play a card on an opponent's turn, play a 1 [M] Recruit unit token in your base." - a
    Reaction of mine on B's turn makes one (once it resolves, 420.4.a); cards on my own turn don't."""
    a = {"base": [u("Viktor, Innovator", "v", "A")], "hand": [{"card": "Freebie", "as": "f1"},
                                                              {"card": "Freebie", "as": "f2"}]}
    check(duel(a, {"hand": [{"card": "Freebie", "as": "bf"}]}, cards=CARDS, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "bf"}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "f1"}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"chain": ["Freebie", "Viktor, Innovator (play_card)"]}}, *passes("A", "B"),
        {"expect": {"count": {"A": {"units": 2, "base": 2}}}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "f1"}, *RESOLVE, {"expect": {"chain": [], "count": {"A": {"units": 1}}}}]))


def test_wraith_of_echoes() -> None:
    """"The first time another friendly unit dies each turn, draw 1." (Origins FAQ text) - once a turn, the
    turn's first friendly death only; not its own death, nor units dying with it (383.2.c.2); an enemy's
    death doesn't count."""
    a = {"base": [u("Wraith of Echoes", "w", "A"), u("Pup", "p1", "A"), u("Pup", "p2", "A")], "deck": ["Filler"] * 3,
         "hand": [{"card": "Doom", "as": "d1"}, {"card": "Doom", "as": "d2"}, {"card": "Doom", "as": "d3"}]}
    check(duel(a, {"base": [u("Pup", "e", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d1", "targets": ["e"]}, *RESOLVE, {"expect": {"chain": []}},
        {"act": "play", "by": "A", "card": "d2", "targets": ["p1"]}, *RESOLVE,
        {"expect": {"chain": ["Wraith of Echoes (friendly_dies)"]}}, *RESOLVE,
        {"expect": {"count": {"A": {"hand": 2}}}},
        {"act": "play", "by": "A", "card": "d3", "targets": ["p2"]}, *RESOLVE,  # the second: nothing
        {"expect": {"chain": [], "count": {"A": {"hand": 1}}}}]))
    check(duel({"hand": [{"card": "Unchecked Power", "as": "up"}], "runes": ["Mind Rune"] * 7, "deck": ["Filler"] * 3},
               cards=CARDS, battlefields=[bf("bf1", "A", u("Wraith of Echoes", "w", "A"), u("Pup", "p1", "A")),
                                          bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "up"}, *RESOLVE,  # they die together: neither sees the other
        {"expect": {"zone": {"w": "trash", "p1": "trash"}, "chain": [], "count": {"A": {"hand": 0}}}}]))


def test_ekko_recurrent() -> None:
    """"[Accelerate] [Deathknell] — Recycle me to ready your runes." - he goes from the trash to the bottom
    of my Main Deck and every rune of mine is readied; the opponent's stay exhausted."""
    runes = [{"card": "Mind Rune", "as": f"r{i}", "exhausted": True} for i in range(3)]
    check(duel({"base": [u("Ekko, Recurrent", "ek", "A")], "runes": runes, "hand": [{"card": "Doom", "as": "d"}]},
               {"runes": [{"card": "Mind Rune", "as": "theirs", "exhausted": True}]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["ek"]}, *RESOLVE,
        {"expect": {"zone": {"ek": "trash"}, "chain": ["Ekko, Recurrent (deathknell)"]}}, *RESOLVE,
        {"expect": {"zone": {"ek": "main_deck"}, "exhausted": {"r0": False, "r2": False, "theirs": True}}}]))


def test_teemo_strategist() -> None:
    """"[Hidden] When I defend, choose an enemy unit here and reveal the top 5 cards of your Main Deck. Deal 1
    to that unit for each card with [Hidden] revealed this way, then recycle the revealed cards." (errata)
    - one instance of that much damage (418.8); cards with the keyword only, not Noxus Saboteur (FAQ); the
    five go to the bottom."""
    deck = ["Teemo, Scout", "Block", "Filler", "Noxus Saboteur", "Teemo, Scout", {"card": "Pup", "as": "sixth"}]
    check(duel({"deck": deck, "rune_deck": []}, {"base": [u("Ogre", "o", "B")]}, turn=B_TURN, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Teemo, Strategist", "t", "A")), bf("bf2")], steps=[
        {"act": "move", "by": "B", "units": ["o"], "to": "bf1"},
        {"expect": {"chain": ["Teemo, Strategist (defend)"]}}, *passes("A", "B"),
        {"expect": {"damage": {"o": 3}, "count": {"A": {"main_deck": 6}}}}]))


# -- Body --------------------------------------------------------------------------------------

def test_qiyana_victorious() -> None:
    """"[Deflect] When I conquer, draw 1 or channel 1 rune exhausted." - I choose as it resolves; one or
    the other, not both."""
    a = {"base": [u("Qiyana, Victorious", "q", "A")], "deck": ["Filler"] * 3, "rune_deck": ["Body Rune"] * 2}
    go = [{"act": "move", "by": "A", "units": ["q"], "to": "bf1"}, *RESOLVE,
          {"expect": {"chain": ["Qiyana, Victorious (conquer)"]}}, *RESOLVE,
          {"expect": {"pending": {"player": "A", "kind": "choose_option"}}}]
    fields = [bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")]
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        *go, {"act": "choose", "by": "A", "choice": {"option": "Draw 1"}},
        {"expect": {"count": {"A": {"hand": 1, "runes": 0}}}}]))
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        *go, {"act": "choose", "by": "A", "choice": {"option": "Channel 1 rune exhausted"}},
        {"expect": {"count": {"A": {"hand": 0, "runes": 1, "rune_deck": 1}}}}]))


def test_deadbloom_predator() -> None:
    """"[Deflect] You may play me to an occupied enemy battlefield." - one an opponent controls with a unit
    there (170.11.a): played there, a combat follows; not to an empty or uncontrolled one; other units
    can't."""
    a = {"hand": [{"card": "Deadbloom Predator", "as": "dp"}, {"card": "Ogre", "as": "o"}], "runes": ["Body Rune"] * 10}
    fields = [bf("bf1", "B", u("Pup", "e", "B")), bf("bf2"), bf("bf3", "B")]
    check(duel(a, battlefields=fields, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "o", "to": "bf1", "expect_error": True},
        {"act": "play", "by": "A", "card": "dp", "to": "bf2", "expect_error": True},
        {"act": "play", "by": "A", "card": "dp", "to": "bf3", "expect_error": True},  # enemy, but empty
        {"act": "play", "by": "A", "card": "dp", "to": "bf1"},
        {"expect": {"zone": {"dp": "bf1"}, "contested": {"bf1": True}}}, *RESOLVE,
        {"expect": {"zone": {"e": "trash"}, "controller": {"bf1": "A"}}}]))


def test_warwick_hunter() -> None:
    """"I enter ready. When I attack, kill all damaged enemy units here." - damaged ones only, enemy
    ones only, here only."""
    check(duel({"hand": [{"card": "Warwick, Hunter", "as": "w"}], "runes": ["Body Rune"] * 7}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "w"}, {"expect": {"exhausted": {"w": False}}}]))
    check(duel({"base": [u("Warwick, Hunter", "w", "A"), u("Pup", "mine", "A", damage=1)]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Ogre", "hurt", "B", damage=1), u("Ogre", "fresh", "B")),
                             bf("bf2", "B", u("Ogre", "far", "B", damage=1))], steps=[
        {"act": "move", "by": "A", "units": ["w", "mine"], "to": "bf1"},
        {"expect": {"chain": ["Warwick, Hunter (attack)"]}}, *RESOLVE,
        {"expect": {"zone": {"hurt": "trash", "fresh": "bf1", "far": "bf2", "mine": "bf1"}}}]))


def test_mistfall() -> None:
    """"When you buff a friendly unit, you may pay [Body] and exhaust this to ready it." - only a unit that
    gets a buff (427.1.c); yes pays and readies, no leaves it; an enemy's buff doesn't count."""
    a = {"base": [{"card": "Mistfall", "as": "mf"}, u("Pup", "p", "A", exhausted=True)],
         "legend": "Lee Sin, Blind Monk", "runes": [{"card": "Body Rune", "as": "r1"}, {"card": "Body Rune", "as": "r2"}]}
    buff = [{"act": "activate", "by": "A", "source": "Lee Sin, Blind Monk", "targets": ["p"]}, *RESOLVE,
            {"expect": {"buffed": {"p": True}, "pending": {"player": "A", "kind": "may"}}}]
    check(duel(a, cards=CARDS, steps=[*buff, {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE,
                                      {"expect": {"exhausted": {"p": False, "mf": True}, "count": {"A": {"runes": 1}}}}]))
    check(duel(a, cards=CARDS, steps=[*buff, {"act": "choose", "by": "A", "choice": {"yes": False}},
                                      {"expect": {"exhausted": {"p": True, "mf": False}, "chain": []}}]))
    check(duel({**a, "base": [{"card": "Mistfall", "as": "mf"}, u("Pup", "p", "A", exhausted=True, buff=True)]},
               cards=CARDS, steps=[  # already buffed: not buffed again, nothing triggers
        {"act": "activate", "by": "A", "source": "Lee Sin, Blind Monk", "targets": ["p"]}, *RESOLVE,
        {"expect": {"pending": None, "chain": []}}]))


def test_overt_operation() -> None:
    """"[Action] For each friendly unit, you may spend its buff to ready it. Then buff all friendly units."
    - my choice, unit by unit; those I spend on are readied and then buffed again; enemies are untouched."""
    a = {"hand": [{"card": "Overt Operation", "as": "oo"}], "runes": ["Body Rune"] * 7,
         "base": [u("Pup", "b1", "A", buff=True, exhausted=True), u("Pup", "b2", "A", buff=True, exhausted=True),
                  u("Pup", "n", "A", exhausted=True)]}
    check(duel(a, {"base": [u("Pup", "e", "B", exhausted=True)]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "oo"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["n"]}, "expect_error": True},  # no buff to spend
        {"act": "choose", "by": "A", "choice": {"cards": ["b1"]}},
        {"expect": {"exhausted": {"b1": False, "b2": True, "n": True, "e": True},
                    "buffed": {"b1": True, "b2": True, "n": True, "e": False}}}]))


def test_volibear_imposing() -> None:
    """"[Shield 3] [Tank] When an opponent moves to a battlefield other than mine, draw 1." - one draw per
    move, however many units (judges' reading); not to his battlefield, not to a base, not my own moves."""
    a = {"deck": ["Filler"] * 4}
    fields = [bf("bf1", "A", u("Volibear, Imposing", "v", "A")), bf("bf2"), bf("bf3")]
    b = {"base": [u("Pup", "e1", "B"), u("Pup", "e2", "B"), u("Pup", "e3", "B")]}
    check(duel(a, b, cards=CARDS, turn=B_TURN, battlefields=fields, steps=[
        {"act": "move", "by": "B", "units": ["e1", "e2"], "to": "bf2"},
        {"expect": {"chain": ["Volibear, Imposing (units_move)"]}}, *passes("A", "B"),
        {"expect": {"count": {"A": {"hand": 1}}}}]))
    check(duel(a, b, cards=CARDS, turn=B_TURN, battlefields=fields, steps=[
        {"act": "move", "by": "B", "units": ["e1"], "to": "bf1"},  # his battlefield: a fight, no draw
        {"expect": {"chain": []}}]))
    check(duel({**a, "base": [u("Pup", "p", "A")]}, cards=CARDS, battlefields=fields, steps=[
        {"act": "move", "by": "A", "units": ["p"], "to": "bf2"}, {"expect": {"chain": []}}]))


def test_udyr_wildman() -> None:
    """"Spend my buff: Choose one you've not chosen this turn — Deal 2 to a unit at a battlefield. / Stun a
    unit at a battlefield. / Ready me. / Give me [Ganking] this turn." - the mode is chosen as the ability is
    used (355.3) and can't be chosen again this turn; each use spends his buff."""
    a = {"base": [u("Udyr, Wildman", "ud", "A", buff=True, exhausted=True)], "legend": "Lee Sin, Blind Monk",
         "runes": ["Body Rune"] * 2}
    check(duel(a, battlefields=[bf("bf1", "B", u("Ogre", "o", "B")), bf("bf2")], cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "ud", "ability": 2}, *RESOLVE,  # Ready me
        {"expect": {"exhausted": {"ud": False}, "buffed": {"ud": False}}},
        {"act": "activate", "by": "A", "source": "ud", "ability": 0, "targets": ["o"], "expect_error": True},
        {"act": "activate", "by": "A", "source": "Lee Sin, Blind Monk", "targets": ["ud"]}, *RESOLVE,
        {"act": "activate", "by": "A", "source": "ud", "ability": 2, "expect_error": True},  # chosen already
        {"act": "activate", "by": "A", "source": "ud", "ability": 0, "targets": ["o"]}, *RESOLVE,
        {"expect": {"damage": {"o": 2}, "buffed": {"ud": False}}}]))
    check(duel(a, battlefields=[bf("bf1", "B", u("Ogre", "o", "B")), bf("bf2")], cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "ud", "ability": 1, "targets": ["o"]}, *RESOLVE,
        {"expect": {"stunned": {"o": True}}}]))
    check(duel({"base": [u("Udyr, Wildman", "ud", "A", buff=True)]}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "ud", "ability": 3}, *RESOLVE,
        {"expect": {"keywords": {"ud": ["Ganking"]}}}]))


def test_miss_fortune_captain() -> None:
    """"[Accelerate] [Ganking] The first time I move each turn, you may ready something else that's
    exhausted." - a unit, a gear, a rune or a legend, mine or not; not herself; the second move, nothing."""
    a = {"base": [u("Miss Fortune, Captain", "mf", "A"), u("Pup", "p", "A", exhausted=True)],
         "runes": [{"card": "Body Rune", "as": "r", "exhausted": True}]}
    fields = [bf("bf1"), bf("bf2")]
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        {"act": "move", "by": "A", "units": ["mf"], "to": "bf1"},
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["mf"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["r"]}}, *RESOLVE,
        {"expect": {"exhausted": {"r": False, "p": True}}}]))
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        {"act": "move", "by": "A", "units": ["mf"], "to": "bf1"},
        {"act": "choose", "by": "A", "choice": {"targets": ["p"]}}, *RESOLVE, *RESOLVE,
        {"expect": {"exhausted": {"p": False}}},
        {"act": "move", "by": "A", "units": ["p"], "to": "bf1"}, {"expect": {"chain": [], "pending": None}}]))


def test_sabotage() -> None:
    """"Choose an opponent. They reveal their hand. Choose a non-unit card from it, and recycle that card." -
    the hand is revealed to all (425); a unit can't be chosen; the card goes to the bottom of its owner's
    deck (417.1.c); with no non-unit card nothing happens."""
    a = {"hand": [{"card": "Sabotage", "as": "sb"}], "runes": ["Body Rune"] * 2}
    b = {"hand": [{"card": "Zap", "as": "z"}, {"card": "Pup", "as": "p"}, {"card": "Doom", "as": "d"}]}
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "sb"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_option"}, "log_contains": "B reveals their hand"}},
        {"act": "choose", "by": "A", "choice": {"option": "Pup"}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"option": "Zap"}},
        {"expect": {"zone": {"z": "main_deck", "p": "hand", "d": "hand"}}}]))
    check(duel(a, {"hand": [{"card": "Pup", "as": "p"}]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "sb"}, *RESOLVE, {"expect": {"pending": None, "zone": {"p": "hand"}}}]))


# -- Chaos -------------------------------------------------------------------------------------

def test_possession() -> None:
    """"[Action] Choose an enemy unit at a battlefield. Take control of it and recall it." - it becomes mine
    and goes to my base (a recall, not a move: 456); its owner doesn't change; one in a base can't be
    chosen."""
    a = {"hand": [{"card": "Possession", "as": "ps"}], "runes": ["Chaos Rune"] * 11}
    check(duel(a, {"base": [u("Pup", "home", "B")]}, battlefields=[bf("bf1", "B", u("Ogre", "o", "B")), bf("bf2")],
               cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "ps", "targets": ["home"], "expect_error": True},
        {"act": "play", "by": "A", "card": "ps", "targets": ["o"]}, *RESOLVE,
        {"expect": {"zone": {"o": "base"}, "controller": {"o": "A"}, "owner": {"o": "B"},
                    "count": {"A": {"units": 1}, "B": {"units": 1}}}}]))


def test_invert_timelines() -> None:
    """"Each player discards their hand, then draws 4." - all of it (423.4), then four each."""
    a = {"hand": [{"card": "Invert Timelines", "as": "it"}, {"card": "Pup", "as": "mine"}], "runes": ["Chaos Rune"] * 4,
         "deck": ["Filler"] * 6}
    check(duel(a, {"hand": [{"card": "Zap", "as": "z"}, {"card": "Pup", "as": "p"}], "deck": ["Filler"] * 6},
               cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "it"}, *RESOLVE,
        {"expect": {"zone": {"mine": "trash", "z": "trash", "p": "trash", "it": "trash"},
                    "count": {"A": {"hand": 4}, "B": {"hand": 4}}}}]))


def test_stealthy_pursuer() -> None:
    """"When a friendly unit moves from my location, I may be moved with it." - to where it went; declined,
    I stay; a unit moving elsewhere from another location doesn't trigger me; an enemy's move doesn't."""
    a = {"base": [u("Stealthy Pursuer", "sp", "A"), u("Pup", "p", "A")]}
    fields = [bf("bf1"), bf("bf2")]
    go = [{"act": "move", "by": "A", "units": ["p"], "to": "bf1"},
          {"expect": {"pending": {"player": "A", "kind": "may"}}}]
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        *go, {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE,
        {"expect": {"zone": {"sp": "bf1", "p": "bf1"}}}]))
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        *go, {"act": "choose", "by": "A", "choice": {"yes": False}}, {"expect": {"zone": {"sp": "base"}}}]))
    check(duel({"base": [u("Pup", "p", "A")]}, {"base": [u("Pup", "e", "B")]}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Stealthy Pursuer", "sp", "A")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["p"], "to": "bf2"}, {"expect": {"pending": None, "chain": []}}]))


def test_twisted_fate_gambler() -> None:
    """"When I attack, reveal the top rune of your rune deck, then recycle it. Do one of the following based
    on its domain: [Fury] — Deal 2 to an enemy unit here and 1 to all other enemy units here. [Mind] — Draw 1.
    [Order] — Stun an enemy unit." - a reflexive trigger (Origins FAQ, 388), its target chosen as it goes on
    the chain; the rune goes to the bottom; another domain does nothing."""
    fields = [bf("bf1", "B", u("Ogre", "o1", "B"), u("Ogre", "o2", "B")), bf("bf2", "B", u("Pup", "far", "B"))]

    def attack(rune: str) -> dict[str, Any]:
        return {"base": [u("Twisted Fate, Gambler", "tf", "A")], "deck": ["Filler"] * 2,
                "rune_deck": [{"card": rune, "as": "top"}, "Calm Rune"]}
    go = [{"act": "move", "by": "A", "units": ["tf"], "to": "bf1"}, *RESOLVE]
    check(duel(attack("Fury Rune"), cards=CARDS, battlefields=fields, steps=[
        *go, {"expect": {"pending": {"player": "A", "kind": "choose_targets"}, "zone": {"top": "rune_deck"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["far"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["o1"]}}, *RESOLVE,
        {"expect": {"damage": {"o1": 2, "o2": 1, "far": 0}}}]))
    check(duel(attack("Mind Rune"), cards=CARDS, battlefields=fields, steps=[
        *go, {"expect": {"chain": ["Twisted Fate, Gambler (mind)"]}}, *RESOLVE, {"expect": {"count": {"A": {"hand": 1}}}}]))
    check(duel(attack("Order Rune"), cards=CARDS, battlefields=fields, steps=[
        *go, {"act": "choose", "by": "A", "choice": {"targets": ["far"]}}, *RESOLVE,
        {"expect": {"stunned": {"far": True, "o1": False}}}]))
    check(duel(attack("Body Rune"), cards=CARDS, battlefields=fields, steps=[
        *go, {"expect": {"chain": [], "count": {"A": {"hand": 0, "rune_deck": 2}}}}]))


def test_mindsplitter() -> None:
    """"When you play me, choose an opponent. They reveal their hand. Choose a card from it, and they discard
    that card." - any card, a unit too; they discard it ("when you discard" is theirs)."""
    a = {"hand": [{"card": "Mindsplitter", "as": "ms"}], "runes": ["Chaos Rune"] * 9}
    check(duel(a, {"hand": [{"card": "Zap", "as": "z"}, {"card": "Pup", "as": "p"}],
                   "base": [u("Jinx, Rebel", "jr", "B", exhausted=True)]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "ms"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"option": "Pup"}},
        {"expect": {"zone": {"p": "trash", "z": "hand"}, "chain": ["Jinx, Rebel (discard)"]}}]))


def test_the_harrowing() -> None:
    """"Play a unit from your trash, ignoring its Energy cost. (You must still pay its Power cost.)" - the
    unit in my trash is a target (355.10.a); its Power is paid (runes recycled, exhausted ones too); without
    that Power it stays in the trash (358.5)."""
    a = {"hand": [{"card": "The Harrowing", "as": "h"}], "runes": ["Chaos Rune"] * 10,
         "trash": [{"card": "Mindsplitter", "as": "k"}]}  # [7][Chaos][Chaos]
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "h", "targets": ["k"]}, *RESOLVE,  # [6][C][C], then [C][C] for it
        {"expect": {"zone": {"k": "base"}, "count": {"A": {"runes": 6}}}}]))
    check(duel({**a, "trash": [{"card": "Kadregrin the Infernal", "as": "k"}]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "h", "targets": ["k"]}, *RESOLVE,  # [Fury][Fury]: no Fury to pay
        {"expect": {"zone": {"k": "trash", "h": "trash"}, "count": {"A": {"runes": 8}}}}]))


def test_soulgorger() -> None:
    """"When you play me, you may play a unit from your trash, ignoring its Energy cost. (You must still pay
    its Power cost.)" - taken or declined (choosing none)."""
    a = {"hand": [{"card": "Soulgorger", "as": "sg"}], "runes": ["Chaos Rune"] * 11,
         "trash": [{"card": "Ogre", "as": "o"}]}
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "sg"}, {"act": "choose", "by": "A", "choice": {"targets": ["o"]}}, *RESOLVE,
        {"expect": {"zone": {"o": "base"}, "exhausted": {"o": True}}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "sg"}, {"act": "choose", "by": "A", "choice": {"targets": []}}, *RESOLVE,
        {"expect": {"zone": {"o": "trash"}}}]))


# -- Order -------------------------------------------------------------------------------------

def test_kings_edict() -> None:
    """"Starting with the next player, each other player chooses a unit you don't control that hasn't been
    chosen for this spell. Kill those units." - the opponent chooses (355.10.e), from units I don't
    control: their own here."""
    a = {"hand": [{"card": "King's Edict", "as": "ke"}], "runes": ["Order Rune"] * 8, "base": [u("Ogre", "mine", "A")]}
    check(duel(a, {"base": [u("Pup", "p", "B"), u("Ogre", "o", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "ke"}, *RESOLVE,
        {"expect": {"pending": {"player": "B", "kind": "choose_cards"}}},
        {"act": "choose", "by": "B", "choice": {"cards": ["mine"]}, "expect_error": True},
        {"act": "choose", "by": "B", "choice": {"cards": ["p"]}},
        {"expect": {"zone": {"p": "trash", "o": "base", "mine": "base"}}}]))


def test_karthus_eternal() -> None:
    """"Your [Deathknell] effects trigger an additional time." - mine twice; an opponent's once."""
    a = {"base": [u("Karthus, Eternal", "k", "A"), u("Watchful Sentry", "ws", "A")], "deck": ["Filler"] * 4,
         "hand": [{"card": "Doom", "as": "d1"}, {"card": "Doom", "as": "d2"}]}
    check(duel(a, {"base": [u("Watchful Sentry", "ews", "B")], "deck": ["Filler"] * 4}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d1", "targets": ["ws"]}, *RESOLVE,
        {"expect": {"chain": ["Watchful Sentry (deathknell)", "Watchful Sentry (deathknell)"]}}, *RESOLVE, *RESOLVE,
        {"expect": {"count": {"A": {"hand": 3}}}},
        {"act": "play", "by": "A", "card": "d2", "targets": ["ews"]}, *RESOLVE,
        {"expect": {"chain": ["Watchful Sentry (deathknell)"]}}]))


def test_viktor_leader() -> None:
    """"When another non-Recruit unit you control dies, play a 1 [M] Recruit unit token into your base." -
    not for a Recruit, not for an enemy, not for himself."""
    a = {"base": [u("Viktor, Leader", "v", "A"), u("Pup", "p", "A")],
         "hand": [{"card": "Doom", "as": "d1"}, {"card": "Doom", "as": "d2"}, {"card": "Doom", "as": "d3"}]}
    check(duel(a, {"base": [u("Pup", "e", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d1", "targets": ["p"]}, *RESOLVE,
        {"expect": {"chain": ["Viktor, Leader (friendly_dies)"]}}, *RESOLVE,
        {"expect": {"count": {"A": {"units": 2, "base": 2}}}},
        {"act": "play", "by": "A", "card": "d2", "targets": ["e"]}, *RESOLVE, {"expect": {"chain": []}}]))
    check(duel({"base": [u("Viktor, Leader", "v", "A"), u("Recruit", "r", "A")], "hand": [{"card": "Doom", "as": "d"}]},
               cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["r"]}, *RESOLVE,
        {"expect": {"chain": [], "count": {"A": {"units": 1}}}}]))


def test_albus_ferros() -> None:
    """"When you play me, spend any number of buffs. For each buff spent, channel 1 rune exhausted." - any
    number of my buffed units, none too; one rune per buff, exhausted."""
    a = {"hand": [{"card": "Albus Ferros", "as": "af"}], "runes": ["Order Rune"] * 4, "rune_deck": ["Order Rune"] * 3,
         "base": [u("Pup", "b1", "A", buff=True), u("Pup", "b2", "A", buff=True), u("Pup", "n", "A")]}
    check(duel(a, {"base": [u("Pup", "e", "B", buff=True)]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "af"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"cards": ["e"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["b1", "b2"]}},
        {"expect": {"buffed": {"b1": False, "b2": False, "e": True}, "count": {"A": {"runes": 6, "rune_deck": 1}}}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "af"}, *RESOLVE, {"act": "choose", "by": "A", "choice": {"cards": []}},
        {"expect": {"buffed": {"b1": True}, "count": {"A": {"runes": 4}}}}]))


def test_karma_channeler() -> None:
    """"[Vision] When you recycle one or more cards to your Main Deck, buff a friendly unit." (errata) - her
    own Vision's recycle counts; recycling runes (paying with them) doesn't; once per recycle, however many
    cards; an opponent recycling doesn't."""
    a = {"hand": [{"card": "Karma, Channeler", "as": "k"}], "runes": ["Order Rune"] * 7, "deck": ["Filler"] * 3,
         "base": [u("Pup", "p", "A")]}
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "k"}, {"expect": {"chain": ["Karma, Channeler (vision)"]}}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"yes": True}},  # recycle the top card
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["p"]}},
        {"expect": {"chain": ["Karma, Channeler (recycle_cards)"]}}, *RESOLVE, {"expect": {"buffed": {"p": True}}}]))
    check(duel(a, cards=CARDS, steps=[  # declined: nothing recycled; the [Order] rune recycled to pay is no card
        {"act": "play", "by": "A", "card": "k"}, *RESOLVE, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"chain": [], "pending": None, "count": {"A": {"rune_deck": 1}}}}]))
    check(duel({"base": [u("Karma, Channeler", "k", "A"), u("Pup", "p", "A")]},
               {"base": [u("Garbage Grabber", "gg", "B")], "trash": ["Filler"] * 3, "runes": ["Chaos Rune"]},
               cards=CARDS, turn=B_TURN, steps=[
        {"act": "activate", "by": "B", "source": "gg"},  # B recycles 3 from their trash: not my recycle
        {"expect": {"chain": ["Garbage Grabber (ability)"], "count": {"B": {"trash": 0}}, "buffed": {"p": False}}}]))


def test_sett_kingpin() -> None:
    """"[Tank] I get +1 [M] for each buffed friendly unit at my battlefield." - himself too when buffed
    (and his buff's own +1); not units elsewhere, not enemies; in base, none."""
    check(duel({"base": [u("Pup", "home", "A", buff=True)]}, cards=CARDS, battlefields=[
        bf("bf1", "A", u("Sett, Kingpin", "s", "A", buff=True), u("Pup", "b", "A", buff=True), u("Pup", "n", "A")),
        bf("bf2")], steps=[{"expect": {"might": {"s": 8}}}]))  # 5 + his buff + two buffed here
    check(duel({"base": [u("Sett, Kingpin", "s", "A"), u("Pup", "home", "A", buff=True)]}, cards=CARDS,
               steps=[{"expect": {"might": {"s": 5}}}]))


def test_symbol_of_the_solari() -> None:
    """"If a combat where you are the attacker ends in a tie that would recall any of your units, recall all
    units at that battlefield instead." (Origins FAQ text) - both sides go home and the battlefield is left
    uncontrolled; not when I defend."""
    fields = [bf("bf1", "B", u("Ogre", "o", "B", stunned=True)), bf("bf2")]  # a stunned defender deals nothing
    a = {"base": [{"card": "Symbol of the Solari", "as": "s"}, u("Pup", "p", "A")]}
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        {"act": "move", "by": "A", "units": ["p"], "to": "bf1"}, *RESOLVE,
        {"expect": {"zone": {"p": "base", "o": "base"}, "damage": {"o": 0}, "controller": {"bf1": None}}}]))
    check(duel({"base": [u("Pup", "p", "A")]}, cards=CARDS, battlefields=fields, steps=[  # without it
        {"act": "move", "by": "A", "units": ["p"], "to": "bf1"}, *RESOLVE,
        {"expect": {"zone": {"p": "base", "o": "bf1"}, "controller": {"bf1": "B"}}}]))
    check(duel({}, {"base": [{"card": "Symbol of the Solari", "as": "s"}, u("Ogre", "o", "B")]}, cards=CARDS,
               turn=B_TURN, battlefields=[bf("bf1", "A", u("Wall", "mine", "A", stunned=True)), bf("bf2")], steps=[
        {"act": "move", "by": "B", "units": ["o"], "to": "bf1"}, *passes("B", "A"),  # B attacks: theirs applies
        {"expect": {"zone": {"o": "base", "mine": "base"}, "controller": {"bf1": None}}}]))


def test_divine_judgment() -> None:
    """"Each player chooses 2 units, 2 gear, 2 runes, and 2 cards in their hands. Recycle the rest." - each
    chooses their own (355.10.e), the rest of their units, gear, runes and hand go to the bottom of their
    decks (417: runes to the Rune Deck); with 2 or fewer of a kind all are kept, nothing to choose."""
    a = {"hand": [{"card": "Divine Judgment", "as": "dj"}, {"card": "Pup", "as": "h1"}, {"card": "Zap", "as": "h2"},
                  {"card": "Doom", "as": "h3"}], "runes": [{"card": "Order Rune", "as": f"r{i}"} for i in range(9)],
         "base": [u("Pup", "u1", "A"), u("Pup", "u2", "A"), u("Ogre", "u3", "A"), {"card": "Trinket", "as": "g1"}]}
    b = {"base": [u("Pup", "e1", "B")], "hand": [{"card": "Zap", "as": "bz"}]}
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "dj"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["u1", "u3"]}},  # units (the gear: only one)
        {"act": "choose", "by": "A", "choice": {"cards": ["r7", "r8"]}},  # runes (all nine exhausted paying)
        {"act": "choose", "by": "A", "choice": {"cards": ["h1", "h3"]}},  # hand
        {"expect": {"pending": None, "zone": {
            "u1": "base", "u3": "base", "u2": "main_deck", "g1": "base", "r7": "base", "r8": "base",
            "r0": "rune_deck", "h1": "hand", "h3": "hand", "h2": "main_deck", "e1": "base", "bz": "hand"}},
         "count": {"A": {"runes": 2}}}]))


def _play(sc: Scenario, card: str, **options: Any) -> None:
    ids = {k: ([sc.obj(x) for x in v] if isinstance(v, list) else v) for k, v in options.items()}
    sc.st, _ = apply(sc.st, Action("play", 0, card=sc.obj(card), options=ids, pay="auto"))


def test_kraken_hunter() -> None:
    """"[Accelerate] [Assault] As you play me, you may spend any number of buffs as an additional cost. Reduce
    my cost by [Body] for each buff you spend." - each buff spent removes a [Body] (two at most to remove),
    none too; only buffed units of mine."""
    def sc(runes: int) -> Scenario:
        return Scenario(duel({"hand": [{"card": "Kraken Hunter", "as": "kh"}], "runes": ["Body Rune"] * runes,
                              "base": [u("Pup", "b1", "A", buff=True), u("Pup", "b2", "A", buff=True),
                                       u("Pup", "n", "A")]},
                             {"base": [u("Pup", "e", "B", buff=True)]}, cards=CARDS))
    two = sc(3)
    _play(two, "kh", additional=True, spend_buffs=["b1", "b2"])  # [3] only
    assert two.st.objs[two.obj("kh")].zone == "base" and len(two.st.players[0].runes) == 3
    assert not two.st.objs[two.obj("b1")].buffs and not two.st.objs[two.obj("b2")].buffs
    for bad in (["n"], ["e"], ["b1", "b1"]):
        with pytest.raises(IllegalAction):
            _play(sc(5), "kh", additional=True, spend_buffs=bad)
    one = sc(3)
    _play(one, "kh", additional=True, spend_buffs=["b1"])  # [3][Body]: one rune recycled
    assert len(one.st.players[0].runes) == 2 and one.st.objs[one.obj("b2")].buffs == 1
    full = sc(3)
    _play(full, "kh")  # none spent: [3][Body][Body]
    assert full.st.objs[full.obj("b1")].buffs == 1 and len(full.st.players[0].runes) == 1
    with pytest.raises(IllegalAction):  # the Energy is not reduced
        _play(sc(2), "kh", additional=True, spend_buffs=["b1", "b2"])


def test_commander_ledros() -> None:
    """"As you play me, you may kill any number of friendly units as an additional cost. Reduce my cost by
    [Order] for each killed this way. [Deflect] [Ganking]" - each removes an [Order] (of four); they die at
    the same moment; an enemy unit is no choice."""
    sc = Scenario(duel({"hand": [{"card": "Commander Ledros", "as": "cl"}], "runes": ["Order Rune"] * 8,
                        "base": [u("Pup", "p1", "A"), u("Pup", "p2", "A")]}, {"base": [u("Pup", "e", "B")]},
                       cards=CARDS))
    with pytest.raises(IllegalAction):
        _play(sc, "cl", additional=True, kill_units=["e"])
    _play(sc, "cl", additional=True, kill_units=["p1", "p2"])  # [6][Order][Order]
    st = sc.st
    assert st.objs[sc.obj("cl")].zone == "base" and st.objs[sc.obj("p1")].zone == "trash"
    assert st.objs[sc.obj("p2")].zone == "trash" and len(st.players[0].runes) == 6


# -- cards an effect plays (420.3) ---------------------------------------------------------------

def test_blind_fury() -> None:
    """"[Action] Each opponent reveals the top card of their Main Deck. Choose one and banish it, then play
    it, ignoring its cost. Then recycle the rest." (errata) - I play the opponent's card (it stays theirs:
    owner B), finished once Blind Fury is done (420.3); a spell played so goes on the chain with its
    targets; a card that can't be played stays banished."""
    a = {"hand": [{"card": "Blind Fury", "as": "bf"}], "runes": ["Fury Rune"] * 6}
    check(duel(a, {"deck": [{"card": "Ogre", "as": "o"}, "Filler"]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "bf"}, *RESOLVE,
        {"expect": {"zone": {"o": "base"}, "controller": {"o": "A"}, "owner": {"o": "B"}, "exhausted": {"o": True},
                    "log_contains": "B reveals Ogre"}}]))
    check(duel(a, {"deck": [{"card": "Zap", "as": "z"}], "base": [u("Pup", "p", "B"), u("Pup", "p2", "B")]},
               cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "bf"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["p"]}}, {"expect": {"chain": ["Zap"]}}, *RESOLVE,
        {"expect": {"zone": {"p": "trash", "z": "trash"}}}]))
    check(duel(a, {"deck": [{"card": "Zap", "as": "z"}]}, cards=CARDS, steps=[  # no unit to target: stays banished
        {"act": "play", "by": "A", "card": "bf"}, *RESOLVE, {"expect": {"zone": {"z": "banishment"}, "chain": []}}]))


def test_reinforce() -> None:
    """"Look at the top 5 cards of your Main Deck. You may banish a unit from among them, then play it,
    reducing its cost by [5]. Recycle the remaining cards." - a unit only; [5] less (never below 0); the
    other four to the bottom; declined, all five."""
    deck = [{"card": "Filler", "as": "d1"}, {"card": "Zap", "as": "d2"}, {"card": "Bigcost", "as": "big"},
            {"card": "Pup", "as": "d4"}, {"card": "Filler", "as": "d5"}, {"card": "Ogre", "as": "sixth"}]
    a = {"hand": [{"card": "Reinforce", "as": "rf"}], "runes": ["Calm Rune"] * 5, "deck": deck}
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "rf"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["d2"]}, "expect_error": True},  # a spell
        {"act": "choose", "by": "A", "choice": {"cards": ["big"]}},
        {"expect": {"zone": {"big": "base", "d1": "main_deck"}, "exhausted": {"big": True},
                    "count": {"A": {"main_deck": 5}}}},
        {"act": "end_turn", "by": "A"}, {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
        {"expect": {"zone": {"sixth": "hand"}}}]))  # the four recycled: the sixth was drawn
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "rf"}, *RESOLVE, {"act": "choose", "by": "A", "choice": {"cards": []}},
        {"expect": {"zone": {"big": "main_deck"}, "count": {"A": {"main_deck": 6, "base": 0}}}}]))


def test_promising_future() -> None:
    """"Each player looks at the top 5 cards of their Main Deck, banishes one of them, then recycles the rest.
    Starting with the next player, each player plays those cards, ignoring Energy costs. (They must still pay
    Power costs.)" (errata) - each chooses from their own deck, in turn order; each plays their own card; a
    Power cost they can't pay leaves it banished."""
    a = {"hand": [{"card": "Promising Future", "as": "pf"}], "runes": ["Mind Rune"] * 6,
         "deck": [{"card": "Bigcost", "as": "mine"}, "Filler", "Filler"]}
    b = {"deck": [{"card": "Ogre", "as": "theirs"}, {"card": "Kadregrin the Infernal", "as": "kad"}, "Filler"]}
    steps = [{"act": "play", "by": "A", "card": "pf"}, *RESOLVE,
             {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
             {"act": "choose", "by": "A", "choice": {"cards": ["mine"]}},
             {"expect": {"pending": {"player": "B", "kind": "choose_cards"}, "zone": {"mine": "banishment"}}}]
    check(duel(a, b, cards=CARDS, steps=[
        *steps, {"act": "choose", "by": "B", "choice": {"cards": ["theirs"]}},
        {"expect": {"zone": {"mine": "base", "theirs": "base"}, "controller": {"mine": "A", "theirs": "B"},
                    "count": {"A": {"main_deck": 2}, "B": {"main_deck": 2}}}}]))
    check(duel(a, b, cards=CARDS, steps=[  # [Fury][Fury] B can't pay: it stays banished
        *steps, {"act": "choose", "by": "B", "choice": {"cards": ["kad"]}},
        {"expect": {"zone": {"mine": "base", "kad": "banishment"}}}]))


def test_dazzling_aurora() -> None:
    """"At the end of your turn, reveal cards from the top of your Main Deck until you reveal a unit and
    banish it. Play it, ignoring its cost, and recycle the rest." (errata) - the cards above it go to the
    bottom; with no unit, all revealed are recycled."""
    deck = [{"card": "Zap", "as": "z"}, {"card": "Doom", "as": "d"}, {"card": "Bigcost", "as": "big"},
            {"card": "Pup", "as": "next"}]
    check(duel({"base": [{"card": "Dazzling Aurora", "as": "da"}], "deck": deck}, cards=CARDS, steps=[
        {"act": "end_turn", "by": "A"}, {"expect": {"chain": ["Dazzling Aurora (end_turn)"]}}, *RESOLVE,
        {"expect": {"zone": {"big": "base", "z": "main_deck", "d": "main_deck"}, "controller": {"big": "A"},
                    "count": {"A": {"main_deck": 3}}}}]))
    check(duel({"base": [{"card": "Dazzling Aurora", "as": "da"}], "deck": deck[:2]}, cards=CARDS, steps=[
        {"act": "end_turn", "by": "A"}, *RESOLVE, {"expect": {"count": {"A": {"main_deck": 2, "base": 1}}}}]))


def test_baited_hook() -> None:
    """"[1][Order], [E]: Kill a friendly unit. Look at the top 5 cards of your Main Deck. You may banish a
    unit from among them that has Might up to 1 more than the killed unit and play it, ignoring its cost.
    Then recycle the rest." (errata) - Might 3 at most for a 2 [M] unit; a friendly unit only; the rest to
    the bottom."""
    deck = [{"card": "Ogre", "as": "big"}, {"card": "Pup", "as": "ok"}, {"card": "Filler", "as": "ok2"},
            {"card": "Zap", "as": "z"}, {"card": "Wall", "as": "w"}, {"card": "Brute", "as": "sixth"}]
    a = {"base": [{"card": "Baited Hook", "as": "bh"}, u("Pup", "bait", "A")], "runes": ["Order Rune"] * 2,
         "deck": deck}
    check(duel(a, {"base": [u("Pup", "e", "B")]}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "bh", "targets": ["e"], "expect_error": True},
        {"act": "activate", "by": "A", "source": "bh", "targets": ["bait"]}, *RESOLVE,
        {"expect": {"zone": {"bait": "trash"}, "pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["big"]}, "expect_error": True},  # Might 6 > 3
        {"act": "choose", "by": "A", "choice": {"cards": ["ok"]}},
        {"expect": {"zone": {"ok": "base", "big": "main_deck"}, "count": {"A": {"main_deck": 5}}}}]))


def test_kaisa_evolutionary() -> None:
    """"[Ganking] When I conquer, you may play a spell from your trash with Energy cost less than your points
    without paying its Energy cost. Then recycle it." - a spell in my trash (a target) costing less than my
    points (4 after this conquest); played, it goes on the chain, and to the bottom of my deck when it
    resolves (391.3.a)."""
    a = {"base": [u("Kai'Sa, Evolutionary", "k", "A")], "points": 3,
         "trash": [{"card": "Zap", "as": "z"}, {"card": "Bigspell", "as": "big"}]}
    fields = [bf("bf1", "B", u("Pup", "e", "B")), bf("bf2", "B", u("Ogre", "o", "B"))]
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        {"act": "move", "by": "A", "units": ["k"], "to": "bf1"}, *RESOLVE,
        {"expect": {"points": {"A": 4}, "pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["big"]}, "expect_error": True},  # [5]: not less than 4
        {"act": "choose", "by": "A", "choice": {"targets": ["z"]}}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},  # Zap's own target
        {"act": "choose", "by": "A", "choice": {"targets": ["o"]}}, {"expect": {"chain": ["Zap"]}}, *RESOLVE,
        {"expect": {"damage": {"o": 2}, "zone": {"z": "main_deck"}}}]))


def test_ava_achiever() -> None:
    """"When I attack, you may pay [C] to play a card with [Hidden] from your hand, ignoring its cost. If it's a
    unit, play it here." (errata) - paid as the trigger is finalized; the unit joins her at the battlefield
    she attacks; declined, nothing."""
    a = {"base": [u("Ava Achiever", "ava", "A")], "runes": [{"card": "Mind Rune", "as": "r"}],
         "hand": [{"card": "Teemo, Scout", "as": "t"}, {"card": "Pup", "as": "p"}]}
    fields = [bf("bf1", "B", u("Ogre", "o", "B")), bf("bf2")]
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        {"act": "move", "by": "A", "units": ["ava"], "to": "bf1"},
        {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        *RESOLVE, {"expect": {"zone": {"t": "bf1", "p": "hand", "r": "rune_deck"}}}]))
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        {"act": "move", "by": "A", "units": ["ava"], "to": "bf1"}, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"zone": {"t": "hand", "r": "base"}}}]))


def test_unlicensed_armory() -> None:
    """"Discard 1, [E]: Choose a friendly unit. The next time it would die this turn, you may pay [Fury] to heal
    it, exhaust it, and recall it instead." (errata) - a delayed replacement (391.3) I may apply or not
    (386.2.a): paid, the unit is healed, exhausted and sent to base (not a move); declined, it dies; without
    [Fury] nothing is asked; it lasts this turn only."""
    a = {"base": [{"card": "Unlicensed Armory", "as": "ua"}], "hand": [{"card": "Filler", "as": "f"},
                                                                       {"card": "Doom", "as": "d"}],
         "runes": [{"card": "Fury Rune", "as": "r"}]}
    fields = [bf("bf1", "A", u("Pup", "p", "A", damage=1)), bf("bf2")]
    arm = [{"act": "activate", "by": "A", "source": "ua", "targets": ["p"], "options": {}}, *RESOLVE,
           {"expect": {"zone": {"f": "trash"}, "exhausted": {"ua": True}}},
           {"act": "play", "by": "A", "card": "d", "targets": ["p"]}, *RESOLVE,
           {"expect": {"pending": {"player": "A", "kind": "may"}}}]
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        *arm, {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"expect": {"zone": {"p": "base", "r": "rune_deck"}, "damage": {"p": 0}, "exhausted": {"p": True}}}]))
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        *arm, {"act": "choose", "by": "A", "choice": {"yes": False}}, {"expect": {"zone": {"p": "trash", "r": "base"}}}]))
    check(duel({**a, "runes": ["Calm Rune"]}, cards=CARDS, battlefields=fields, steps=[
        *arm[:3], {"act": "play", "by": "A", "card": "d", "targets": ["p"]}, *RESOLVE,
        {"expect": {"zone": {"p": "trash"}, "pending": None}}]))  # no [Fury]: nothing to ask
