"""Spiritforged cards of issue 19's fourth slice (`game/cards/spiritforged_last.py`): one test per card quoting its
text (with errata) and the rules it relies on, each clause exercised, conditions both ways, a "may" taken and declined."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine import apply, legal_actions
from game.engine.model.actions import Action
from game.engine.model.errors import IllegalAction
from game.engine.read.layers import might
from game.scenarios.runner import Scenario

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_spiritforged_attach import CARDS as ATTACH_CARDS
from .test_spiritforged_more import HOLD_TURN, _bot_position, _bot_turn

CARDS: dict[str, Any] = {
    **ATTACH_CARDS,
    "Jab": {"type": "spell", "cost": 2, "power": ["chaos"], "keywords": ["Reaction"],
            "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 1, "to": "t0"}]]}},
}


def run(sc: Scenario, *actions: Action) -> Scenario:
    for a in actions:
        sc.st, _ = apply(sc.st, a)
    return sc


# -- units ---------------------------------------------------------------------------------------------


def test_rumble_hotheaded() -> None:
    """"Your Mechs each have [Assault]. / When I conquer, you may recycle another friendly unit to play a Mech from
    your trash. Reduce its Energy cost by the Might of the unit you recycled." - Rumble (a Mech) and A's Cog have
    Assault, B's Mech doesn't; Rumble conquers: A recycles its Ogre (4 [M]) to play the [5] Big Mech from its trash
    for [1] (one rune); a Mech token recycled counts its Might (3) and ceases to exist (Spiritforged FAQ); declined,
    nothing happens."""
    cards = {**CARDS, "Big Mech": {"type": "unit", "might": 6, "cost": 5, "tags": ["Mech"]}}
    a = {"base": [u("Rumble, Hotheaded", "r", "A"), u("Ogre", "o", "A"), u("Cog", "c", "A"), u("Mech", "m", "A")],
         "trash": [{"card": "Big Mech", "as": "bm"}, {"card": "Pup", "as": "tp"}],
         "runes": [{"card": "Fury Rune", "as": f"r{i}"} for i in range(2)]}
    b = {"base": [u("Cog", "ec", "B")]}
    check(duel(a, b, cards=cards, steps=[
        {"expect": {"keywords": {"r": ["Assault 1"], "c": ["Assault 1"], "m": ["Assault 1"], "ec": [], "o": []}}},
        {"act": "move", "by": "A", "units": ["r"], "to": "bf1"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["r"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["o"]}}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"battlefield": "base"}},
        {"expect": {"zone": {"o": "main_deck", "bm": "base", "tp": "trash"}, "exhausted": {"r0": True, "r1": False}}}]))
    check(duel(a, b, cards=cards, steps=[
        {"act": "move", "by": "A", "units": ["r"], "to": "bf1"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"targets": ["m"]}}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"battlefield": "bf1"}},
        {"expect": {"zone": {"m": "gone", "bm": "bf1"}, "exhausted": {"r0": True, "r1": True}}}]))  # 5 - 3 = [2]
    check(duel(a, b, cards=cards, steps=[
        {"act": "move", "by": "A", "units": ["r"], "to": "bf1"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"targets": []}}, *RESOLVE,
        {"expect": {"zone": {"o": "base", "bm": "trash"}, "chain": []}}]))


def test_jayce_man_of_progress() -> None:
    """"When you play me, you may kill a friendly gear. If you do, you may play a gear with Energy cost no more than
    [7] from hand this turn, ignoring its Energy cost. (You must still pay its Power cost.)" - the Trinket killed: the
    [3][Order] Relic is played for its [Order] only (`options.free_gear`, one rune recycled); a second gear can't be
    (one permission); an [8] gear never; declining the kill gives nothing."""
    cards = {**CARDS, "Colossus Kit": {"type": "gear", "cost": 8}, "Relic2": {**CARDS["Relic"]}}
    a = {"hand": [{"card": "Jayce, Man of Progress", "as": "j"}, {"card": "Relic", "as": "r"},
                  {"card": "Relic2", "as": "r2"}, {"card": "Colossus Kit", "as": "k"}],
         "runes": ["Mind Rune"] * 4 + [{"card": "Order Rune", "as": "o1"}, {"card": "Order Rune", "as": "o2"}],
         "base": [{"card": "Trinket", "as": "t"}]}
    check(duel(a, {"base": [{"card": "Trinket", "as": "et"}]}, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "j"},
        {"act": "choose", "by": "A", "choice": {"targets": ["et"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["t"]}}, *RESOLVE,
        {"expect": {"zone": {"t": "trash"}}},
        {"act": "play", "by": "A", "card": "k", "options": {"free_gear": True}, "expect_error": True},
        {"act": "play", "by": "A", "card": "r", "options": {"free_gear": True}, "pay": {"recycle": ["o1"]}},
        {"expect": {"zone": {"r": "base", "o1": "rune_deck"}, "exhausted": {"o2": False}}},
        {"act": "play", "by": "A", "card": "r2", "options": {"free_gear": True}, "expect_error": True}]))
    check(duel(a, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "j"}, {"act": "choose", "by": "A", "choice": {"targets": []}}, *RESOLVE,
        {"expect": {"zone": {"t": "base"}}},
        {"act": "play", "by": "A", "card": "r", "options": {"free_gear": True}, "expect_error": True}]))


EZ_CARDS = {**CARDS, "Sprinter": {"type": "unit", "might": 2, "cost": 2, "domains": ["fury"], "keywords": ["Accelerate"],
                                  "text": "[Accelerate]"},
            "Bonus Pup": {"type": "unit", "might": 2, "cost": 0, "script": {
                "additional_cost": {"optional": True, "power": ["fury", "fury"]},
                "triggers": {"play": {"if": {"paid": "additional"}, "effects": [["draw", {"amount": 1}]]}}}},
            "Echo": {"type": "spell", "cost": 0, "keywords": ["Repeat"], "text": "[Repeat] [1]",
                     "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 1, "to": "t0"}]]}}}


def test_ezreal_prodigy() -> None:
    """"When you play me, discard 1, then draw 2. / Optional additional costs you pay cost [1] or [A] less." (356.4.c;
    Spiritforged FAQ: Accelerate, Repeat, optional additional costs) - played: one card discarded, two drawn. With him
    on the board: Sprinter with Accelerate costs [2] + [Fury] (two runes pay it; the [A] taken off instead, [3], they
    can't); Echo's [Repeat] [1] costs nothing; Bonus Pup's optional [Fury][Fury] costs [Fury] and still counts as paid
    (356.4.f.1: it draws). Without him, Sprinter with Accelerate can't be paid with two runes."""
    check(duel({"hand": [{"card": "Ezreal, Prodigy", "as": "x"}, {"card": "Pup", "as": "d"}, {"card": "Ogre", "as": "k"}],
                "runes": ["Chaos Rune"] * 4,
                "deck": ["Filler"] * 3}, cards=EZ_CARDS, steps=[
        {"act": "play", "by": "A", "card": "x"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"cards": ["d"]}}, {"expect": {"zone": {"d": "trash", "k": "hand"}, "count": {"A": {"hand": 3}}}}]))
    ez = u("Ezreal, Prodigy", "x", "A")
    for ezreal, less_power, ok in ((True, False, True), (True, True, False), (False, False, False)):
        check(duel({"base": [ez] if ezreal else [], "hand": [{"card": "Sprinter", "as": "s"}], "runes": ["Fury Rune"] * 2},
                   cards=EZ_CARDS, steps=[
            {"act": "play", "by": "A", "card": "s", "options": {"accelerate": True, "less_power": less_power},
             **({} if ok else {"expect_error": True})}, *([{"expect": {"exhausted": {"s": False}}}] if ok else [])]))
    check(duel({"base": [ez], "hand": [{"card": "Echo", "as": "e"}, {"card": "Bonus Pup", "as": "b"}],
                "runes": [{"card": "Fury Rune", "as": "r"}], "deck": ["Filler"] * 2},
               {"base": [u("Ogre", "o1", "B"), u("Ogre", "o2", "B")]}, cards=EZ_CARDS, steps=[
        {"act": "play", "by": "A", "card": "e", "targets": ["o1", "o2"], "options": {"repeat": 1}}, *RESOLVE,
        {"expect": {"damage": {"o1": 1, "o2": 1}, "exhausted": {"r": False}}},
        {"act": "play", "by": "A", "card": "b", "options": {"additional_cost": True}},
        {"expect": {"zone": {"r": "rune_deck"}, "chain": ["Bonus Pup (play)"]}}]))


def test_irelia_graceful() -> None:
    """"Your spells that choose me cost [1] or [A] less." - A's [2][Chaos] Jolt on Irelia costs [1][Chaos] (one rune
    pays it, exhausted and recycled), not with the [A] taken off instead ([2]); on another unit it costs [2][Chaos] (one
    rune can't pay); B's Jolt choosing her costs B the full price (one rune: refused)."""
    cards = {**CARDS, "Jolt": {"type": "spell", "cost": 2, "power": ["chaos"], "keywords": ["Reaction"],
                               "script": {"targets": [{"what": "unit"}], "effects": [["buff", {"to": "t0"}]]}}}
    a = {"base": [u("Irelia, Graceful", "i", "A"), u("Pup", "p", "A")], "hand": [{"card": "Jolt", "as": "j"}],
         "runes": [{"card": "Chaos Rune", "as": "r"}]}
    check(duel(a, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "j", "targets": ["p"], "expect_error": True},
        {"act": "play", "by": "A", "card": "j", "targets": ["i"], "options": {"less_power": True}, "expect_error": True},
        {"act": "play", "by": "A", "card": "j", "targets": ["i"]}, *RESOLVE,
        {"expect": {"buffed": {"i": True}, "zone": {"r": "rune_deck"}}}]))
    check(duel(a, {"hand": [{"card": "Jolt", "as": "bj"}], "runes": ["Chaos Rune"]}, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "j", "targets": ["i"]}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "bj", "targets": ["i"], "expect_error": True}]))


def test_aphelios_exalted() -> None:
    """"When you attach an Equipment to me, choose one that hasn't been chosen this turn — Ready 2 runes. / Channel 1
    rune exhausted. / Buff a friendly unit." (355.3: chosen as the ability is finalized) - first attach: three modes
    offered, "Ready 2 runes" readies the two exhausted runes; second: two left, "Buff a friendly unit" with its target
    (the Pup); third: the one left is taken without asking (a rune channelled exhausted); a fourth: nothing left. An
    Equipment attached to another unit: no trigger."""
    cards = {**CARDS, "Pin": {**CARDS["Blade"], "cost": 0, "text": "[Equip] [0]"}}
    a = {"base": [u("Aphelios, Exalted", "x", "A"), u("Pup", "p", "A")] + [{"card": "Pin", "as": f"b{i}"} for i in range(5)],
         "runes": [{"card": "Calm Rune", "as": "r0", "exhausted": True}, {"card": "Calm Rune", "as": "r1", "exhausted": True}],
         "rune_deck": [{"card": "Calm Rune", "as": "r2"}]}
    check(duel(a, cards=cards, steps=[
        {"act": "activate", "by": "A", "source": "b4", "targets": ["p"]}, *RESOLVE, {"expect": {"chain": []}},
        {"act": "activate", "by": "A", "source": "b0", "targets": ["x"]}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_option"}}},
        {"act": "choose", "by": "A", "choice": {"option": "Ready 2 runes"}}, *RESOLVE,
        {"expect": {"exhausted": {"r0": False, "r1": False}}},
        {"act": "activate", "by": "A", "source": "b1", "targets": ["x"]}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_option"}}},
        {"act": "choose", "by": "A", "choice": {"option": "Ready 2 runes"}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"option": "Buff a friendly unit"}},
        {"act": "choose", "by": "A", "choice": {"targets": ["p"]}}, *RESOLVE, {"expect": {"buffed": {"p": True}}},
        {"act": "activate", "by": "A", "source": "b2", "targets": ["x"]}, *RESOLVE,
        {"expect": {"chain": ["Aphelios, Exalted (equipped)"]}}, *RESOLVE,
        {"expect": {"zone": {"r2": "base"}, "exhausted": {"r2": True}}},
        {"act": "activate", "by": "A", "source": "b3", "targets": ["x"]}, *RESOLVE,
        {"expect": {"chain": [], "pending": None}}]))
    sc = Scenario(duel(a, cards=cards))
    run(sc, Action("activate", 0, card=sc.obj("b0"), targets=[sc.obj("x")], pay="auto"), Action("pass", 0),
        Action("pass", 1))
    assert sc.st.pending is not None and sorted(sc.st.pending.options) == [
        "Buff a friendly unit", "Channel 1 rune exhausted", "Ready 2 runes"]
    run(sc, Action("choose", 0, choice={"option": "Ready 2 runes"}), Action("pass", 0), Action("pass", 1),
        Action("activate", 0, card=sc.obj("b1"), targets=[sc.obj("x")], pay="auto"), Action("pass", 0),
        Action("pass", 1))
    assert sc.st.pending is not None and "Ready 2 runes" not in sc.st.pending.options


ORDER_AKSHAN = [{"act": "choose", "by": "A", "choice": {"order": ["Akshan, Mischievous (weaponmaster)",
                                                                 "Akshan, Mischievous (play)"]}}]


def test_akshan_mischievous() -> None:
    """"[Weaponmaster] / You may pay [Body][Body] as an additional cost to play me. / When you play me, if you paid
    the additional cost, move an enemy gear to your base. You control it until I leave the board. If it's an
    Equipment, attach it to me." - paid: B's Blade leaves B's Pup for A's base, A's now, attached to Akshan (4+1);
    Akshan dies (a Doom of A's): B gets the Blade back, in B's base, unattached. A Trinket (no Equipment): A's, not attached. Not paid:
    no trigger; A's own gear can't be chosen."""
    a = {"hand": [{"card": "Akshan, Mischievous", "as": "x"}, {"card": "Doom", "as": "d"}], "runes": ["Body Rune"] * 6,
         "base": [{"card": "Trinket", "as": "mine"}]}
    b = {"base": [u("Pup", "p", "B"), {"card": "Blade", "as": "bl", "attached_to": "p"}, {"card": "Trinket", "as": "t"}]}
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x", "options": {"additional_cost": True}}, *ORDER_AKSHAN,
        {"act": "choose", "by": "A", "choice": {"targets": ["mine"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["bl"]}}, *RESOLVE,
        {"expect": {"controller": {"bl": "A"}, "zone": {"bl": "base"}, "might": {"x": 5, "p": 2}}},
        {"act": "play", "by": "A", "card": "d", "targets": ["x"]}, *RESOLVE,
        {"expect": {"zone": {"x": "trash", "bl": "base"}, "controller": {"bl": "B"}, "might": {"p": 2}}}]))
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x", "options": {"additional_cost": True}}, *ORDER_AKSHAN,
        {"act": "choose", "by": "A", "choice": {"targets": ["t"]}}, *RESOLVE,
        {"expect": {"controller": {"t": "A"}, "might": {"x": 4}}}]))
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x"}, {"expect": {"pending": None, "chain": []}}]))


def test_perched_grimwyrm() -> None:
    """"Play me only to a battlefield you conquered this turn. (You can't play me anywhere else.)" - before A conquers
    anything: no destination (base refused, a battlefield A controls from an earlier turn refused); once A conquers
    bf1 this turn, there; next turn, not even there. An effect's play of it (from the trash) offers only that
    battlefield too."""
    a = {"hand": [{"card": "Perched Grimwyrm", "as": "g"}], "runes": ["Fury Rune"] * 4, "base": [u("Ogre", "o", "A")]}
    fields = [bf("bf1", "B", u("Pup", "e", "B")), bf("bf2", "A", u("Pup", "p", "A"))]
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "g", "expect_error": True},
        {"act": "play", "by": "A", "card": "g", "to": "bf2", "expect_error": True},
        {"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, *RESOLVE,
        {"expect": {"controller": {"bf1": "A"}}},
        {"act": "play", "by": "A", "card": "g", "to": "bf2", "expect_error": True},
        {"act": "play", "by": "A", "card": "g", "to": "bf1"}, {"expect": {"zone": {"g": "bf1"}}}]))
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        {"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, *RESOLVE,
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
        {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
        {"act": "play", "by": "A", "card": "g", "to": "bf1", "expect_error": True}]))


def test_rockfall_path() -> None:
    """"Units can't be played here." - A controls it: a unit card can't be played there (base is fine); a unit token
    an effect would play there isn't (Corina Veraza's three Recruits 'here' as she moves there: none); a gear may be
    played... (only units are stopped); moving a unit there is no play. Another battlefield A controls is fine."""
    cards = {**CARDS, "Raise": {"type": "spell", "cost": 0, "script": {"effects": [
        ["token", {"card": "Recruit", "count": 1, "where": "choose"}]]}}}
    a = {"hand": [{"card": "Pup", "as": "h"}, {"card": "Raise", "as": "r"}],
         "base": [u("Corina Veraza", "c", "A")], "runes": ["Order Rune"] * 2}
    fields = [bf("path", "A", u("Pup", "p", "A"), card="Rockfall Path"), bf("bf2", "A", u("Pup", "q", "A"))]
    check(duel(a, cards=cards, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "h", "to": "path", "expect_error": True},
        {"act": "play", "by": "A", "card": "h", "to": "bf2"}, {"expect": {"zone": {"h": "bf2"}}},
        {"act": "move", "by": "A", "units": ["c"], "to": "path"}, *RESOLVE,
        {"expect": {"zone": {"c": "path"}, "count": {"A": {"units": 4}}}},  # Corina, two Pups and h: no Recruit
        {"act": "play", "by": "A", "card": "r"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_destination"}}},
        {"act": "choose", "by": "A", "choice": {"battlefield": "path"}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"battlefield": "bf2"}}, {"expect": {"count": {"A": {"units": 5}}}}]))
    check(duel(a, cards=cards, battlefields=[bf("path", None, card="Rockfall Path"), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["c"], "to": "bf2"}, *RESOLVE,
        {"expect": {"zone": {"c": "bf2"}, "count": {"A": {"units": 4}}}}]))  # elsewhere, her Recruits come


def test_rengar_pouncing() -> None:
    """"[Reaction] [Assault 2] I can be played to a battlefield you're attacking." - A's Pup attacks B's Ogre at bf1;
    in the showdown A plays Rengar there: he becomes an attacker (466.2.c.3.a) with 3+2 Might, and A's side wins.
    Outside that combat he can't be played to a battlefield A doesn't control; while B attacks A, not to B's
    battlefield either."""
    a = {"hand": [{"card": "Rengar, Pouncing", "as": "x"}], "runes": ["Fury Rune"] * 4, "base": [u("Pup", "p", "A")]}
    fields = [bf("bf1", "B", u("Ogre", "o", "B")), bf("bf2", "B", u("Pup", "e", "B"))]
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "x", "to": "bf1", "expect_error": True},
        {"act": "move", "by": "A", "units": ["p"], "to": "bf1"},
        {"act": "play", "by": "A", "card": "x", "to": "bf2", "expect_error": True},
        {"act": "play", "by": "A", "card": "x", "to": "bf1"},
        {"expect": {"zone": {"x": "bf1"}, "might": {"x": 5}}},
        {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},  # 7 damage to the Ogre; B's 4 to assign
        {"act": "choose", "by": "B", "choice": {"assign": {"p": 2, "x": 2}}},
        {"expect": {"zone": {"o": "trash", "p": "trash", "x": "bf1"}, "controller": {"bf1": "A"}}}]))
    check(duel({**a, "base": []}, {"base": [u("Ogre", "o", "B")]}, cards=CARDS,
               turn={"player": "B", "phase": "main", "number": 4},
               battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2", "B", u("Pup", "e", "B"))], steps=[
        {"act": "move", "by": "B", "units": ["o"], "to": "bf1"}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "x", "to": "bf2", "expect_error": True},
        {"act": "play", "by": "A", "card": "x", "to": "bf1"}, {"expect": {"zone": {"x": "bf1"}}}]))


def test_lonely_poro() -> None:
    """"[Deathknell] — If I died alone, draw 1." (740.2.a) - killed alone at a battlefield (enemy units there don't
    count): A draws; beside a friendly Pup: no draw; killed at the same moment as that Pup (Purge, every A unit),
    whatever order they are listed in: not alone, no draw (the Pup was there as it died); alone in its base: draws."""
    cards = {**CARDS, "Purge": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                                "script": {"effects": [["kill", {"to": {"what": "unit", "who": "enemy"}}]]}}}
    b = {"hand": [{"card": "Doom", "as": "d"}, {"card": "Purge", "as": "pg"}]}
    b_turn = {"player": "B", "phase": "main", "number": 4}
    for units, card, draws in (([u("Lonely Poro", "x", "A")], "d", 1), ([u("Lonely Poro", "x", "A"), u("Pup", "p", "A")], "d", 0),
                               ([u("Lonely Poro", "x", "A"), u("Pup", "p", "A")], "pg", 0),
                               ([u("Pup", "p", "A"), u("Lonely Poro", "x", "A")], "pg", 0)):
        check(duel({"deck": ["Filler"] * 3}, b, cards=cards, turn=b_turn,
                   battlefields=[bf("bf1", "A", *units, u("Ogre", "o", "B")), bf("bf2")], steps=[
            {"act": "play", "by": "B", "card": card, **({"targets": ["x"]} if card == "d" else {})},
            {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"}, {"expect": {"zone": {"x": "trash"}}},
            *([{"expect": {"chain": ["Lonely Poro (deathknell)"]}}, {"act": "pass", "by": "A"},
               {"act": "pass", "by": "B"}] if draws else [{"expect": {"chain": []}}]),
            {"expect": {"count": {"A": {"hand": draws}}}}]))
    check(duel({"deck": ["Filler"] * 3, "base": [u("Lonely Poro", "x", "A")]}, b, cards=cards, turn=b_turn, steps=[
        {"act": "play", "by": "B", "card": "d", "targets": ["x"]}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"}, {"expect": {"count": {"A": {"hand": 1}}}}]))


def test_fae_dragon() -> None:
    """"When you play me, buff up to four friendly units. / When you spend a buff, play a Gold gear token
    exhausted." - four different friendly units buffed (the Dragon itself among them; an enemy can't be chosen, nor
    one twice); then a buff spent (a spell's `spend_buff`): a Gold, exhausted; an opponent spending one: nothing."""
    cards = {**CARDS, "Cash In": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                                  "script": {"targets": [{"what": "unit", "who": "friendly"}],
                                             "effects": [["spend_buff", {"to": "t0"}]]}}}
    a = {"hand": [{"card": "Fae Dragon", "as": "x"}, {"card": "Cash In", "as": "c"}], "runes": ["Body Rune"] * 8,
         "base": [u("Pup", "p1", "A"), u("Pup", "p2", "A"), u("Pup", "p3", "A")]}
    b = {"base": [u("Pup", "e", "B", buff=True)], "hand": [{"card": "Cash In", "as": "bc"}]}
    check(duel(a, b, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "x"}, {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["x", "p1", "p2", "e"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["x", "p1", "p1", "p2"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["x", "p1", "p2", "p3"]}}, *RESOLVE,
        {"expect": {"buffed": {"x": True, "p1": True, "p2": True, "p3": True}, "might": {"x": 8}}},
        {"act": "play", "by": "A", "card": "c", "targets": ["p1"]}, *RESOLVE,
        {"expect": {"buffed": {"p1": False}, "chain": ["Fae Dragon (spend_buff)"]}}, *RESOLVE,
        {"expect": {"count": {"A": {"base": 5}}}},
        {"expect": {"buffed": {"e": True}}}, {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
        {"act": "play", "by": "B", "card": "bc", "targets": ["e"]}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"buffed": {"e": False}, "chain": [], "count": {"A": {"base": 5}}}}]))


def test_legion_quartermaster() -> None:
    """"As an additional cost to play me, return a friendly gear to its owner's hand." - mandatory (356.1.b): with no
    friendly gear he can't be played; with two, the one named goes back to hand (not a unit); a token gear (a Gold)
    ceases to exist (186.1)."""
    a = {"hand": [{"card": "Legion Quartermaster", "as": "q"}], "runes": ["Calm Rune"] * 3,
         "base": [{"card": "Trinket", "as": "t"}, {"card": "Gold", "as": "g"}, u("Pup", "p", "A")]}
    sc = Scenario(duel(a, cards=CARDS))
    with pytest.raises(IllegalAction):  # two gear: which one must be said
        apply(sc.st, Action("play", 0, card=sc.obj("q"), to=-1, pay="auto"))
    with pytest.raises(IllegalAction):  # a unit is no gear
        apply(sc.st, Action("play", 0, card=sc.obj("q"), to=-1, options={"return": sc.obj("p")}, pay="auto"))
    run(sc, Action("play", 0, card=sc.obj("q"), to=-1, options={"return": sc.obj("t")}, pay="auto"))
    assert sc.st.objs[sc.obj("t")].zone == "hand" and sc.st.objs[sc.obj("q")].zone == "base"
    assert sc.st.objs[sc.obj("g")].zone == "base"
    sc = Scenario(duel(a, cards=CARDS))
    run(sc, Action("play", 0, card=sc.obj("q"), to=-1, options={"return": sc.obj("g")}, pay="auto"))
    assert sc.obj("g") not in sc.st.objs and sc.st.objs[sc.obj("t")].zone == "base"
    check(duel({"hand": [{"card": "Legion Quartermaster", "as": "q"}], "runes": ["Calm Rune"] * 3,
                "base": [u("Pup", "p", "A")]}, {"base": [{"card": "Trinket", "as": "et"}]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "q", "expect_error": True}]))  # an enemy gear isn't friendly


VEX_FIGHT = [bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")]


def _vex_attacks(a_runes: int, b_runes: int) -> Scenario:
    """A's Vex attacks B's Pup at bf1: a combat; A, the attacker, holds focus first; each has a Jab
    ([2][Chaos], Reaction) and `a_runes` / `b_runes` Chaos runes."""
    sc = Scenario(duel({"base": [u("Vex, Cheerless", "v", "A")], "hand": [{"card": "Jab", "as": "j"}],
                        "runes": [{"card": "Chaos Rune", "as": f"r{i}"} for i in range(a_runes)]},
                       {"hand": [{"card": "Jab", "as": "bj"}],
                        "runes": [{"card": "Chaos Rune", "as": f"br{i}"} for i in range(b_runes)]},
                       cards=CARDS, battlefields=VEX_FIGHT))
    return run(sc, Action("move", 0, units=[sc.obj("v")], to=0))


def test_vex_cheerless() -> None:
    """"While I'm in combat, friendly spells cost [1][A] less to a minimum of [1], and enemy spells cost [1][A]
    more." - in combat A's Jab ([2][Chaos]) costs [1] (one rune, exhausted); B's costs [3][Chaos][A] (two runes
    can't pay it, three do: all exhausted, two recycled). Out of combat Jab costs what it says ([2][Chaos]: one rune can't pay). A spell that
    costs [1][Chaos] still costs [1] (the minimum)."""
    sc = _vex_attacks(1, 3)
    assert sc.st.showdown is not None and sc.st.priority == 0
    run(sc, Action("play", 0, card=sc.obj("j"), targets=[sc.obj("e")], pay="auto"))
    assert sc.st.objs[sc.obj("r0")].exhausted and sc.st.players[0].power == {}
    run(sc, Action("pass", 0), Action("pass", 1))  # Jab resolves; focus goes to B
    assert sc.st.priority == 1
    sc2 = _vex_attacks(1, 2)
    run(sc2, Action("play", 0, card=sc2.obj("j"), targets=[sc2.obj("e")], pay="auto"), Action("pass", 0),
        Action("pass", 1))
    with pytest.raises(IllegalAction):  # [3][Chaos][A]: two runes give [2] at most
        apply(sc2.st, Action("play", 1, card=sc2.obj("bj"), targets=[sc2.obj("v")], pay="auto"))
    run(sc, Action("play", 1, card=sc.obj("bj"), targets=[sc.obj("v")], pay="auto"))
    assert sum(sc.st.objs[sc.obj(f"br{i}")].zone != "base" for i in range(3)) == 2  # two recycled for the power
    check(duel({"base": [u("Vex, Cheerless", "v", "A")], "hand": [{"card": "Jab", "as": "j"}],
                "runes": ["Chaos Rune"]}, {"base": [u("Pup", "e", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "j", "targets": ["e"], "expect_error": True}]))  # not in combat


def test_vex_cheerless_minimum() -> None:
    """"... to a minimum of [1]": a [1][Chaos] spell costs [1] in combat, not [0] (356.4.e)."""
    cards = {**CARDS, "Poke": {**CARDS["Jab"], "cost": 1}}
    sc = Scenario(duel({"base": [u("Vex, Cheerless", "v", "A")], "hand": [{"card": "Poke", "as": "j"}]},
                       cards=cards, battlefields=VEX_FIGHT))
    run(sc, Action("move", 0, units=[sc.obj("v")], to=0))
    with pytest.raises(IllegalAction):  # no rune: [1] can't be paid
        apply(sc.st, Action("play", 0, card=sc.obj("j"), targets=[sc.obj("e")], pay="auto"))


def test_fiora_peerless() -> None:
    """"When I attack or defend one on one, double my Might this combat." - attacking a lone Ogre alone: 3 becomes
    6 and she wins; after the combat (468.7) she is 3 again. With a second enemy unit there, or a friend beside her,
    it doesn't trigger. Defending one on one: doubled too."""
    check(duel({"base": [u("Fiora, Peerless", "f", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Ogre", "o", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["f"], "to": "bf1"},
        {"expect": {"chain": ["Fiora, Peerless (attack)"]}}, *RESOLVE, {"expect": {"might": {"f": 6}}},
        *RESOLVE, {"expect": {"zone": {"o": "trash", "f": "bf1"}, "controller": {"bf1": "A"}, "might": {"f": 3}}}]))
    check(duel({"base": [u("Fiora, Peerless", "f", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Ogre", "o", "B"), u("Pup", "p", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["f"], "to": "bf1"}, {"expect": {"chain": [], "might": {"f": 3}}}]))
    check(duel({"base": [u("Fiora, Peerless", "f", "A"), u("Pup", "p", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Ogre", "o", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["f", "p"], "to": "bf1"}, {"expect": {"chain": [], "might": {"f": 3}}}]))
    check(duel({}, {"base": [u("Ogre", "o", "B")]}, cards=CARDS, turn={"player": "B", "phase": "main", "number": 4},
               battlefields=[bf("bf1", "A", u("Fiora, Peerless", "f", "A")), bf("bf2")], steps=[
        {"act": "move", "by": "B", "units": ["o"], "to": "bf1"},
        {"expect": {"chain": ["Fiora, Peerless (defend)"]}},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"}, {"expect": {"might": {"f": 6}}},
        {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"zone": {"o": "trash", "f": "bf1"}, "might": {"f": 3}}}]))


def test_azir_sovereign() -> None:
    """"[Accelerate] When I attack, you may move any number of your token units to this battlefield." - two Sand
    Soldiers of A's (one in base, one at another battlefield) join him, a Recruit left behind (any number: the two
    chosen); a non-token unit can't be chosen; declined, none move."""
    a = {"base": [u("Azir, Sovereign", "z", "A"), u("Sand Soldier", "s1", "A"), u("Recruit", "r", "A"),
                  u("Pup", "p", "A")]}
    fields = [bf("bf1", "B", u("Ogre", "o", "B")), bf("bf2", "A", u("Sand Soldier", "s2", "A"))]
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        {"act": "move", "by": "A", "units": ["z"], "to": "bf1"},
        {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"cards": ["p"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["s1", "s2"]}},
        {"expect": {"zone": {"s1": "bf1", "s2": "bf1", "r": "base", "p": "base"}}}]))
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        {"act": "move", "by": "A", "units": ["z"], "to": "bf1"},
        {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"zone": {"s1": "base", "s2": "bf2"}, "pending": None}}]))


def test_needlessly_large_yordle() -> None:
    """"[Shield 5] [Tank] I cost [2][Calm] less for each point you scored from holding this turn." ([10][Calm][Calm]
    [Calm]) - holding two battlefields: [6][Calm] (six Calm runes pay it); holding one: [8][Calm][Calm] (six can't); none
    this turn (a turn begun in its Main Phase): [10][Calm][Calm][Calm]."""
    for held, ok in ((2, True), (1, False)):
        fields = [bf("bf1", "A", u("Pup", "p1", "A")), bf("bf2", "A" if held == 2 else None,
                                                          *([u("Pup", "p2", "A")] if held == 2 else []))]
        check(duel({"hand": [{"card": "Needlessly Large Yordle", "as": "y"}], "runes": ["Calm Rune"] * 6},
                   cards=CARDS, battlefields=fields, turn=HOLD_TURN, steps=[
            {"act": "run_until", "phase": "main"}, {"expect": {"points": {"A": held}}},
            {"act": "play", "by": "A", "card": "y", **({} if ok else {"expect_error": True})},
            *([{"expect": {"zone": {"y": "base"}}}] if ok else [])]))
    check(duel({"hand": [{"card": "Needlessly Large Yordle", "as": "y"}], "runes": ["Calm Rune"] * 9}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Pup", "p1", "A")), bf("bf2", "A", u("Pup", "p2", "A"))], steps=[
        {"act": "play", "by": "A", "card": "y", "expect_error": True}]))  # no hold this turn: [10]


def test_sivir_mercenary() -> None:
    """"[Accelerate] If you've spent at least [A][A] this turn, I have +2 [M] and [Ganking]." - 4 [M] before; one
    Power spent: still 4; a second (any cost, a gear's ability here): 6 and Ganking; next turn: 4 again."""
    cards = {**CARDS, "Twin": {"type": "spell", "cost": 0, "power": ["chaos"], "script": {"effects": []}},
             "Dial": {"type": "gear", "cost": 0, "script": {"abilities": [{"cost": {"power": ["any"]}, "effects": []}]}}}
    check(duel({"base": [u("Sivir, Mercenary", "s", "A"), {"card": "Dial", "as": "d"}],
                "hand": [{"card": "Twin", "as": "t"}], "runes": ["Chaos Rune"] * 2}, cards=cards, steps=[
        {"expect": {"might": {"s": 4}, "keywords": {"s": ["Accelerate"]}}},
        {"act": "play", "by": "A", "card": "t"}, *RESOLVE, {"expect": {"might": {"s": 4}}},
        {"act": "activate", "by": "A", "source": "d"}, *RESOLVE,
        {"expect": {"might": {"s": 6}, "keywords": {"s": ["Accelerate", "Ganking"]}}},
        {"act": "end_turn", "by": "A"}, {"expect": {"might": {"s": 4}}}]))


def test_soraka_wanderer() -> None:
    """"I must be assigned combat damage last. / If another unit you control here would die, if it has less Might
    than me, instead heal it, exhaust it, and recall it." - B's Doom on A's Pup (2) beside her at a battlefield: it
    is healed, exhausted and recalled (nothing dies); on the Ogre (4, not less): it dies; on a Pup elsewhere: it
    dies; on Soraka herself: she dies. In a base (a location too): saved, and stays in base, exhausted."""
    a = {"base": [u("Pup", "far", "A")]}
    fields = [bf("bf1", "A", u("Soraka, Wanderer", "s", "A"), u("Pup", "p", "A"), u("Ogre", "o", "A")), bf("bf2")]
    dooms = {"hand": [{"card": "Doom", "as": f"d{i}"} for i in range(4)]}
    check(duel(a, dooms, cards=CARDS, battlefields=fields, turn={"player": "B", "phase": "main", "number": 4}, steps=[
        {"act": "play", "by": "B", "card": "d0", "targets": ["p"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"},
        {"expect": {"zone": {"p": "base", "s": "bf1"}, "exhausted": {"p": True}, "damage": {"p": 0}}},
        {"act": "play", "by": "B", "card": "d1", "targets": ["o"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, {"expect": {"zone": {"o": "trash"}}},
        {"act": "play", "by": "B", "card": "d2", "targets": ["far"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, {"expect": {"zone": {"far": "trash"}}},
        {"act": "play", "by": "B", "card": "d3", "targets": ["s"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, {"expect": {"zone": {"s": "trash"}}}]))
    check(duel({"base": [u("Soraka, Wanderer", "s", "A"), u("Pup", "p", "A")]}, dooms, cards=CARDS,
               turn={"player": "B", "phase": "main", "number": 4}, steps=[
        {"act": "play", "by": "B", "card": "d0", "targets": ["p"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, {"expect": {"zone": {"p": "base"}, "exhausted": {"p": True}}}]))


def test_soraka_wanderer_is_assigned_combat_damage_last() -> None:
    """"I must be assigned combat damage last." (as Backline, 826.4.b) - B's Wall attacks Soraka and a Pup: the
    Pup takes lethal damage first; with less Might than her, it is saved (recalled, exhausted) instead of dying."""
    from game.engine.loop import explain
    from game.engine.loop.explain import LAST

    sc = Scenario(duel({}, {"base": [u("Ogre", "w", "B")]}, cards=CARDS,
                       battlefields=[bf("bf1", "A", u("Soraka, Wanderer", "s", "A"), u("Pup", "p", "A")), bf("bf2")],
                       turn={"player": "B", "phase": "main", "number": 4}))
    assert explain.assignment(sc.st, [sc.obj("s")])[0].tiers == (LAST,)
    check(duel({}, {"base": [u("Ogre", "w", "B")]}, cards=CARDS, turn={"player": "B", "phase": "main", "number": 4},
               battlefields=[bf("bf1", "A", u("Soraka, Wanderer", "s", "A"), u("Pup", "p", "A")), bf("bf2")], steps=[
        {"act": "move", "by": "B", "units": ["w"], "to": "bf1"}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"zone": {"p": "base", "s": "bf1", "w": "trash"}, "exhausted": {"p": True}}}]))


def test_arcane_shift() -> None:
    """"[Action] Banish a friendly unit, then its owner plays it, ignoring its cost. Deal 3 to an enemy unit at a
    battlefield. Banish this." - A's exhausted Ogre is banished, 3 dealt to B's Ogre, the spell banished; then A plays
    the Ogre (no cost paid: no rune used) to a place A chooses (base or bf2, which A controls), a new object, exhausted
    (143.4); an enemy unit in a base can't be the second target; the enemy unit gone first, the rest still happens."""
    a = {"hand": [{"card": "Arcane Shift", "as": "x"}], "runes": [{"card": "Mind Rune", "as": f"r{i}"} for i in range(4)],
         "base": [u("Ogre", "o", "A", exhausted=True)]}
    fields = [bf("bf1", "B", u("Ogre", "e", "B")), bf("bf2", "A", u("Pup", "p", "A"))]
    check(duel(a, {"base": [u("Pup", "e0", "B")]}, cards=CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["o", "e0"], "expect_error": True},
        {"act": "play", "by": "A", "card": "x", "targets": ["o", "e"]}, *RESOLVE,
        {"expect": {"zone": {"o": "banishment", "x": "banishment"}, "damage": {"e": 3},
                    "pending": {"player": "A", "kind": "choose_destination"}}},
        {"act": "choose", "by": "A", "choice": {"battlefield": "bf2"}},
        {"expect": {"zone": {"o": "bf2"}, "exhausted": {"o": True}, "pending": None}}]))
    check(duel({**a, "hand": [*a["hand"], {"card": "Doom", "as": "d"}]}, {"hand": [{"card": "Doom", "as": "bd"}]},
               cards=CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["o", "e"]}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "bd", "targets": ["e"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"zone": {"e": "trash", "o": "banishment", "x": "banishment"}}},
        {"act": "choose", "by": "A", "choice": {"battlefield": "base"}}, {"expect": {"zone": {"o": "base"}}}]))


def test_relentless_pursuit() -> None:
    """"[Action] Move a friendly unit. You may attach up to one Equipment with the same controller to it. This turn,
    that unit has 'When I conquer, you may move me to my base.'" - the Pup moves to bf1 (chosen as played) with the
    Blade attached (+1); it conquers: A may move it back to base (yes: it is in base; no: it stays); B's Blade can't be
    chosen; another unit's conquest doesn't trigger it."""
    a = {"hand": [{"card": "Relentless Pursuit", "as": "x"}], "runes": ["Fury Rune"] * 3,
         "base": [u("Pup", "p", "A"), {"card": "Blade", "as": "b"}, u("Ogre", "o", "A")]}
    b = {"base": [{"card": "Blade", "as": "eb"}]}
    for yes in (True, False):
        check(duel(a, b, cards=CARDS, steps=[
            {"act": "play", "by": "A", "card": "x", "targets": ["p", "eb"], "destination": "bf1", "expect_error": True},
            {"act": "play", "by": "A", "card": "x", "targets": ["p", "b"], "destination": "bf1"}, *RESOLVE,
            {"expect": {"zone": {"p": "bf1"}, "might": {"p": 3}}}, *RESOLVE,
            {"expect": {"controller": {"bf1": "A"}, "pending": {"player": "A", "kind": "may"}}},
            {"act": "choose", "by": "A", "choice": {"yes": yes}}, *(RESOLVE if yes else []),
            {"expect": {"zone": {"p": "base" if yes else "bf1"}}},
            {"act": "move", "by": "A", "units": ["o"], "to": "bf2"}, *RESOLVE,
            {"expect": {"controller": {"bf2": "A"}, "pending": None, "chain": []}}]))


def test_rocket_barrage() -> None:
    """"[Repeat] [4][Mind] (You may pay the additional cost to repeat this spell's effect, and may make different
    choices.) Choose one — Deal 4 to a unit in a base. / Kill a gear." (355.3, 820.2.a) - one mode: 4 to B's Ogre
    in its base (a unit at a battlefield can't be chosen); repeated with the other mode: 4 to the Ogre and B's Relic
    killed ([8][Mind][Mind]); repeated with the same mode twice: two units hit; the first mode must be the play's
    `mode`; `legal_actions` offers the mixed repeat."""
    cards = {**CARDS, "Ogre": {**CARDS["Ogre"], "might": 5}}
    b = {"base": [u("Ogre", "o", "B"), u("Pup", "e", "B"), {"card": "Relic", "as": "g"}]}
    fields = [bf("bf1", "B", u("Ogre", "ob", "B")), bf("bf2")]
    deal, kill = "Deal 4 to a unit in a base", "Kill a gear"
    a = {"hand": [{"card": "Rocket Barrage", "as": "x"}], "runes": ["Mind Rune"] * 10}
    check(duel(a, b, cards=cards, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["ob"], "options": {"mode": deal}, "expect_error": True},
        {"act": "play", "by": "A", "card": "x", "targets": ["o"], "options": {"mode": deal}}, *RESOLVE,
        {"expect": {"damage": {"o": 4}, "zone": {"g": "base"}}}]))
    check(duel(a, b, cards=cards, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["o", "g"],
         "options": {"mode": kill, "modes": [deal, kill], "repeat": 1}, "expect_error": True},
        {"act": "play", "by": "A", "card": "x", "targets": ["o", "g"],
         "options": {"mode": deal, "modes": [deal, kill], "repeat": 1}}, *RESOLVE,
        {"expect": {"damage": {"o": 4}, "zone": {"g": "trash"}, "count": {"A": {"runes": 8}}}}]))
    check(duel(a, b, cards=cards, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["o", "e"], "options": {"mode": deal, "repeat": 1}},
        *RESOLVE, {"expect": {"damage": {"o": 4}, "zone": {"e": "trash"}}}]))
    sc = Scenario(duel(a, b, cards=cards, battlefields=fields))
    mixed = [x for x in legal_actions(sc.st, 0) if x.card == sc.obj("x") and x.options.get("modes") == [deal, kill]]
    assert any(x.targets == [sc.obj("o"), sc.obj("g")] for x in mixed)


def test_temptation() -> None:
    """"[Repeat] [2] Move an enemy unit to a location where there's a unit with the same controller." (355.4, 820.2.a)
    - B's Pup in base to bf1, where another unit of B's is (not to bf2, where none is); repeated: a second unit
    with its own destination (B's unit at bf1 to B's base, where B has a unit); a friendly unit can't be chosen."""
    a = {"hand": [{"card": "Temptation", "as": "x"}], "runes": ["Chaos Rune"] * 4, "base": [u("Pup", "p", "A")]}
    b = {"base": [u("Pup", "e1", "B"), u("Pup", "e0", "B")]}
    fields = [bf("bf1", "B", u("Ogre", "e2", "B")), bf("bf2", "A", u("Ogre", "o", "A"))]
    check(duel(a, b, cards=CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["p"], "destination": "bf1", "expect_error": True},
        {"act": "play", "by": "A", "card": "x", "targets": ["e1"], "destination": "bf2", "expect_error": True},
        {"act": "play", "by": "A", "card": "x", "targets": ["e1"], "destination": "bf1"}, *RESOLVE,
        {"expect": {"zone": {"e1": "bf1", "e0": "base"}}}]))
    check(duel(a, b, cards=CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["e1", "e2"], "destination": ["bf1", "base"],
         "options": {"repeat": 1}}, *RESOLVE,
        {"expect": {"zone": {"e1": "bf1", "e2": "base"}}}]))
    sc = Scenario(duel(a, b, cards=CARDS, battlefields=fields))
    offers = [x for x in legal_actions(sc.st, 0) if x.card == sc.obj("x") and x.options.get("repeat")]
    assert any(x.targets == [sc.obj("e1"), sc.obj("e2")] and x.options["move_to"] == [0, -1] for x in offers)
    assert all(x.options["move_to"][0] != 1 for x in offers)  # bf2: no unit of B's there


def test_here_to_help() -> None:
    """"[Hidden] [Action] You may play a unit from hand to a battlefield you control, reducing its cost by [3]." - A
    plays a [4] Brute for [1] to bf2 (chosen over bf1; not the base); a spell in hand can't be chosen; declined
    (nothing chosen), the Brute stays in hand; with no battlefield of A's, it stays in hand and nothing is paid."""
    cards = {**CARDS, "Brute": {"type": "unit", "might": 5, "cost": 4}}
    a = {"hand": [{"card": "Here to Help", "as": "h"}, {"card": "Brute", "as": "b"}, {"card": "Zap", "as": "z"}],
         "runes": [{"card": "Body Rune", "as": f"r{i}"} for i in range(4)]}
    fields = [bf("bf1", "A", u("Pup", "p", "A")), bf("bf2", "A", u("Pup", "q", "A"))]
    check(duel(a, cards=cards, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "h", "pay": {"exhaust": ["r0", "r1"], "recycle": ["r0"]}}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["z"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["b"]}},
        {"expect": {"pending": {"player": "A", "kind": "choose_destination"}}},
        {"act": "choose", "by": "A", "choice": {"battlefield": "base"}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"battlefield": "bf2"}},
        {"expect": {"zone": {"b": "bf2"}, "exhausted": {"r2": True}}}]))  # [1] paid: one more rune
    check(duel(a, cards=cards, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "h", "pay": {"exhaust": ["r0", "r1"], "recycle": ["r0"]}}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"cards": []}},
        {"expect": {"zone": {"b": "hand"}, "pending": None, "exhausted": {"r2": False}}}]))
    check(duel(a, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "h", "pay": {"exhaust": ["r0", "r1"], "recycle": ["r0"]}}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"cards": ["b"]}},
        {"expect": {"zone": {"b": "hand"}, "pending": None, "exhausted": {"r2": False, "r3": False}}}]))


def test_here_to_help_from_face_down() -> None:
    """Hidden at bf1 and played on B's turn from face down (811.1.d.5): the Brute goes to bf1, no question asked,
    though A controls bf2 too."""
    cards = {**CARDS, "Brute": {"type": "unit", "might": 5, "cost": 4}}
    a = {"hand": [{"card": "Here to Help", "as": "h"}, {"card": "Brute", "as": "b"}], "runes": ["Body Rune"] * 2}
    fields = [bf("bf1", "A", u("Pup", "p", "A")), bf("bf2", "A", u("Pup", "q", "A"))]
    check(duel(a, {"hand": [{"card": "Sneak", "as": "s"}]}, cards=cards, battlefields=fields, steps=[
        {"act": "hide", "by": "A", "card": "h", "at": "bf1"}, {"act": "end_turn", "by": "A"},
        {"act": "run_until", "phase": "main"},
        {"act": "play", "by": "B", "card": "s"}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "h"}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"act": "choose", "by": "A", "choice": {"cards": ["b"]}},
        {"expect": {"zone": {"b": "bf1"}, "pending": None}}]))


# -- gear -------------------------------------------------------------------------------------------------


def test_blade_of_the_ruined_king() -> None:
    """"[Equip] — [Order], Kill a friendly unit (Pay the cost: Attach this to a unit you control.)" (+4) - with two
    friendly units besides the one equipped, `legal_actions` offers each as the unit killed; the Pup killed, the
    Ogre gets +4; killing the unit it attaches to is refused (357.3); an enemy unit can't pay it."""
    a = {"base": [{"card": "Blade of the Ruined King", "as": "b"}, u("Ogre", "o", "A"), u("Pup", "p", "A"),
                  u("Drake", "d", "A")], "runes": ["Order Rune"]}
    b = {"base": [u("Pup", "e", "B")]}
    sc = Scenario(duel(a, b, cards=CARDS))
    offers = [x for x in legal_actions(sc.st, 0) if x.kind == "activate" and x.card == sc.obj("b")
              and x.targets == [sc.obj("o")]]
    assert {x.options["kill"] for x in offers} == {sc.obj("p"), sc.obj("d")}
    for bad in (sc.obj("o"), sc.obj("e")):
        with pytest.raises(IllegalAction):
            apply(sc.st, Action("activate", 0, card=sc.obj("b"), targets=[sc.obj("o")], options={"kill": bad},
                                pay="auto"))
    run(sc, Action("activate", 0, card=sc.obj("b"), targets=[sc.obj("o")], options={"kill": sc.obj("p")}, pay="auto"),
        Action("pass", 0), Action("pass", 1))
    assert sc.st.objs[sc.obj("p")].zone == "trash"
    assert sc.st.objs[sc.obj("b")].extra.get("attached_to") == sc.obj("o") and might(sc.st, sc.obj("o")) == 8


def test_skyfall_of_areion() -> None:
    """"[Equip] [1][Fury] / Grants: My hold effects are also conquer effects, and vice versa." (+2) - A's Conqueror
    ("when I conquer, draw 1") holding its battlefield with Skyfall: it draws; without: nothing; A's Holder ("when I
    hold, draw 1") conquering with Skyfall: draws; its own effect still triggers as usual (holding: draws)."""
    cards = {**CARDS, "Conqueror": {"type": "unit", "might": 2, "cost": 1,
                                    "script": {"triggers": {"conquer": {"effects": [["draw", {"amount": 1}]]}}}},
             "Holder": {"type": "unit", "might": 2, "cost": 1,
                        "script": {"triggers": {"hold": {"effects": [["draw", {"amount": 1}]]}}}}}
    for equipped in (True, False):
        sky = [{"card": "Skyfall of Areion", "as": "s", "attached_to": "c"}] if equipped else []
        check(duel({"deck": ["Filler"] * 5}, cards=cards, turn=HOLD_TURN,
                   battlefields=[bf("bf1", "A", u("Conqueror", "c", "A"), *sky), bf("bf2")], steps=[
            {"act": "run_until", "phase": "main"},  # (the hold's triggers resolve on the way)
            {"expect": {"count": {"A": {"hand": 2 if equipped else 1}}, "might": {"c": 4 if equipped else 2}}}]))
    check(duel({"deck": ["Filler"] * 5, "base": [u("Holder", "h", "A"), {"card": "Skyfall of Areion", "as": "s",
                                                                          "attached_to": "h"}]}, cards=cards, steps=[
        {"act": "move", "by": "A", "units": ["h"], "to": "bf1"}, *RESOLVE,
        {"expect": {"controller": {"bf1": "A"}, "chain": ["Holder (hold)"]}}, *RESOLVE,
        {"expect": {"count": {"A": {"hand": 1}}}}]))


def test_the_zero_drive() -> None:
    """"[Equip] [1][Mind] / [3][Mind], Banish this: Play all units banished with this, ignoring their costs. (Use only
    if unattached.) / Grants: [Deathknell] — Banish me." - while attached the ability can't be used; the equipped Ogre
    dies: its granted Deathknell banishes it (with the Drive); then [3][Mind] and the Drive banished: the Ogre is
    played again (no cost) where A chooses; a unit banished otherwise isn't played."""
    a = {"base": [u("Ogre", "o", "A"), {"card": "The Zero Drive", "as": "z", "attached_to": "o"}],
         "hand": [{"card": "Doom", "as": "d"}], "runes": ["Mind Rune"] * 4, "banishment": [{"card": "Pup", "as": "bp"}]}
    check(duel(a, cards=CARDS, battlefields=[bf("bf1", "A", u("Cog", "c", "A")), bf("bf2")], steps=[
        {"act": "activate", "by": "A", "source": "z", "ability": 0, "expect_error": True},
        {"act": "play", "by": "A", "card": "d", "targets": ["o"]}, *RESOLVE,
        {"expect": {"chain": ["Ogre (The Zero Drive: deathknell)"], "zone": {"o": "trash"}}}, *RESOLVE,
        {"expect": {"zone": {"o": "banishment", "z": "base"}}},
        {"act": "activate", "by": "A", "source": "z", "ability": 0}, {"expect": {"zone": {"z": "banishment"}}},
        *RESOLVE, {"expect": {"pending": {"player": "A", "kind": "choose_destination"}}},
        {"act": "choose", "by": "A", "choice": {"battlefield": "bf1"}},
        {"expect": {"zone": {"o": "bf1", "bp": "banishment"}, "pending": None}}]))


def test_hextech_anomaly() -> None:
    """"[E]: [Reaction] — Pay any amount of [A] to [Add] that much Energy." (430.2: resolved at once) - two runes: A
    chooses 0, 1 or 2 (not 3); 2: both recycled for the [A][A], +2 Energy in the pool, which then pays a [2] unit;
    0: the gear exhausted, nothing paid or added."""
    a = {"base": [{"card": "Hextech Anomaly", "as": "h"}], "runes": [{"card": "Mind Rune", "as": f"r{i}"} for i in range(2)],
         "hand": [{"card": "Ogre", "as": "o"}]}
    cards = {**CARDS, "Ogre": {**CARDS["Ogre"], "cost": 2}}
    check(duel(a, cards=cards, steps=[
        {"act": "activate", "by": "A", "source": "h"},
        {"expect": {"pending": {"player": "A", "kind": "choose_option"}}},
        {"act": "choose", "by": "A", "choice": {"option": "3"}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"option": "2"}},
        {"expect": {"pool": {"A": {"energy": 2}}, "zone": {"r0": "rune_deck", "r1": "rune_deck"},
                    "exhausted": {"h": True}}},
        {"act": "play", "by": "A", "card": "o"}, {"expect": {"zone": {"o": "base"}, "pool": {"A": {"energy": 0}}}}]))
    check(duel(a, cards=cards, steps=[
        {"act": "activate", "by": "A", "source": "h"}, {"act": "choose", "by": "A", "choice": {"option": "0"}},
        {"expect": {"pool": {"A": {"energy": 0}}, "zone": {"r0": "base"}, "exhausted": {"h": True, "r0": False}}}]))


def test_ancient_henge() -> None:
    """"[E]: [Reaction] — Pay any amount of Energy to [Add] that much [A]." - two runes: 2 chosen, both exhausted,
    [A][A] in the pool (any domain), which pays a [Calm][Order] gear; 1: one rune exhausted, one [A]."""
    cards = {**CARDS, "Duo": {"type": "gear", "cost": 0, "power": ["calm", "order"]}}
    a = {"base": [{"card": "Ancient Henge", "as": "h"}], "runes": [{"card": "Body Rune", "as": f"r{i}"} for i in range(2)],
         "hand": [{"card": "Duo", "as": "d"}]}
    check(duel(a, cards=cards, steps=[
        {"act": "activate", "by": "A", "source": "h"}, {"act": "choose", "by": "A", "choice": {"option": "2"}},
        {"expect": {"pool": {"A": {"power": {"any": 2}}}, "exhausted": {"r0": True, "r1": True}}},
        {"act": "play", "by": "A", "card": "d", "pay": {}}, {"expect": {"zone": {"d": "base"}}}]))
    check(duel(a, cards=cards, steps=[
        {"act": "activate", "by": "A", "source": "h"}, {"act": "choose", "by": "A", "choice": {"option": "1"}},
        {"expect": {"pool": {"A": {"power": {"any": 1}}}}}]))


def test_temporal_portal() -> None:
    """"[A], [E]: Give the next spell you play this turn [Repeat] equal to its cost." (Spiritforged FAQ: its
    printed cost) - Zap ([0]) has no [Repeat]: refused; after the Portal it may be repeated for [0] (two targets, 3
    each); the spell after it can't be; the Portal's [A] is paid (a rune recycled)."""
    a = {"base": [{"card": "Temporal Portal", "as": "tp"}], "runes": [{"card": "Mind Rune", "as": "r"}],
         "hand": [{"card": "Zap", "as": "z1"}, {"card": "Zap", "as": "z2"}]}
    b = {"base": [u("Ogre", "e1", "B"), u("Ogre", "e2", "B")]}
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "z1", "targets": ["e1", "e2"], "options": {"repeat": 1},
         "expect_error": True},
        {"act": "activate", "by": "A", "source": "tp"}, *RESOLVE,
        {"expect": {"exhausted": {"tp": True}, "zone": {"r": "rune_deck"}}},
        {"act": "play", "by": "A", "card": "z1", "targets": ["e1", "e2"], "options": {"repeat": 1}}, *RESOLVE,
        {"expect": {"damage": {"e1": 3, "e2": 3}}},
        {"act": "play", "by": "A", "card": "z2", "targets": ["e1", "e2"], "options": {"repeat": 1},
         "expect_error": True}]))


def test_jax_unmatched() -> None:
    """"[Deflect] Your Equipment everywhere have [Quick-Draw]. (Each gains [Reaction]. When you play it, attach it to
    a unit you control.)" (errata) - on B's turn A plays a Blade from hand as a Reaction, and it attaches to A's Pup
    (+1); without Jax it can't be played then; on A's own turn the attach trigger chooses A's unit (not B's); an
    opponent's Equipment doesn't get it."""
    a = {"base": [u("Jax, Unmatched", "j", "A"), u("Pup", "p", "A")], "hand": [{"card": "Blade", "as": "b"}],
         "runes": ["Calm Rune"]}
    b = {"hand": [{"card": "Sneak", "as": "s"}], "base": [u("Ogre", "o", "B")]}
    check(duel(a, b, cards=CARDS, turn={"player": "B", "phase": "main", "number": 4}, steps=[
        {"act": "play", "by": "B", "card": "s"}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "b"}, {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["o"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["p"]}},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"might": {"p": 3}, "zone": {"b": "base"}}}]))
    check(duel({**a, "base": [u("Pup", "p", "A")]}, b, cards=CARDS, turn={"player": "B", "phase": "main", "number": 4},
               steps=[{"act": "play", "by": "B", "card": "s"}, {"act": "pass", "by": "B"},
                      {"act": "play", "by": "A", "card": "b", "expect_error": True}]))
    check(duel({"base": [u("Jax, Unmatched", "j", "A")], "hand": [{"card": "Sneak", "as": "s"}]},
               {"hand": [{"card": "Blade", "as": "b"}], "runes": ["Calm Rune"]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s"}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "b", "expect_error": True}]))


def test_bard_mercurial() -> None:
    """"You may exhaust your legend as an additional cost to play me. / When you play me, if you paid the additional
    cost, move any number of your units to an open battlefield." - paid (the legend exhausted): A moves Bard, a Pup
    from base and an Ogre from a battlefield it controls to one of the two open battlefields (170.11.c: no unit, no
    controller), leaving a Drake behind; not paid: no trigger; with the legend exhausted the cost can't be paid."""
    a = {"legend": "Ornn, Fire Below the Mountain", "hand": [{"card": "Bard, Mercurial", "as": "x"}],
         "runes": ["Mind Rune"] * 4,
         "base": [u("Pup", "p", "A"), u("Drake", "d", "A")]}
    fields = [bf("bf1", "A", u("Ogre", "o", "A")), bf("bf2", "B", u("Pup", "e", "B")), bf("bf3"), bf("bf4")]
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "x", "options": {"additional_cost": True}},
        {"expect": {"exhausted": {"Ornn, Fire Below the Mountain": True}, "chain": ["Bard, Mercurial (play)"]}}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["e"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["x", "p", "o"]}},
        {"act": "choose", "by": "A", "choice": {"option": "Test Battlefield (2)"}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"option": "Test Battlefield (4)"}},
        {"expect": {"zone": {"x": "bf4", "p": "bf4", "o": "bf4", "d": "base"}}}]))
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "x"},
        {"expect": {"exhausted": {"Ornn, Fire Below the Mountain": False}, "chain": [], "zone": {"x": "base"}}}]))
    sc = Scenario(duel(a, cards=CARDS, battlefields=fields))
    legend = sc.st.players[0].legend
    sc.st.objs[legend].exhausted = True
    with pytest.raises(IllegalAction):
        apply(sc.st, Action("play", 0, card=sc.obj("x"), to=-1, options={"additional": True}, pay="auto"))


# -- legends -------------------------------------------------------------------------------------------


def test_ornn_fire_below_the_mountain() -> None:
    """"[E]: [Reaction] — [Add] [A]. Use only to play gear or use gear abilities." - its [A] pays a gear's Power
    cost and an Equip (a gear ability), never a unit or a spell (refused without another rune)."""
    cards = {**CARDS, "Anvil": {"type": "gear", "cost": 0, "power": ["calm"]},
             "Calm Pup": {"type": "unit", "might": 2, "cost": 0, "power": ["calm"]},
             "Calm Spell": {"type": "spell", "cost": 0, "power": ["calm"], "script": {"effects": []}},
             "Calm Blade": {**CARDS["Blade"], "text": "[Equip] [A]"}}
    legend = "Ornn, Fire Below the Mountain"
    check(duel({"legend": legend, "hand": [{"card": "Anvil", "as": "an"}]}, cards=cards, steps=[
        {"act": "activate", "by": "A", "source": legend}, {"expect": {"exhausted": {legend: True}}},
        {"act": "play", "by": "A", "card": "an"}, {"expect": {"zone": {"an": "base"}}}]))
    check(duel({"legend": legend, "base": [u("Pup", "p", "A"), {"card": "Calm Blade", "as": "b"}]}, cards=cards, steps=[
        {"act": "activate", "by": "A", "source": legend},
        {"act": "activate", "by": "A", "source": "b", "targets": ["p"]}, *RESOLVE, {"expect": {"might": {"p": 3}}}]))
    for card in ("Calm Pup", "Calm Spell"):
        check(duel({"legend": legend, "hand": [{"card": card, "as": "c"}]}, cards=cards, steps=[
            {"act": "activate", "by": "A", "source": legend},
            {"act": "play", "by": "A", "card": "c", "expect_error": True}]))


def test_sivir_battle_mistress() -> None:
    """"When you recycle a rune, you may exhaust me to play a Gold gear token exhausted. / When one or more enemy
    units die, ready me." - a rune recycled to pay a spell's [Chaos]: yes exhausts her for a Gold (exhausted, 143.4);
    a second rune recycled while she is exhausted: the cost can't be paid (no Gold); two enemy units dying at once:
    one trigger readies her; declined, no Gold and she stays ready; an opponent's recycled rune: nothing."""
    sivir = "Sivir, Battle Mistress"
    cards = {**CARDS, "Twin": {"type": "spell", "cost": 0, "power": ["chaos"], "script": {"effects": []}},
             "Purge": {"type": "spell", "cost": 0,
                       "script": {"effects": [["kill", {"to": {"what": "unit", "who": "enemy"}}]]}}}
    a = {"legend": sivir, "hand": [{"card": "Twin", "as": "t1"}, {"card": "Twin", "as": "t2"},
                                   {"card": "Purge", "as": "pg"}], "runes": ["Chaos Rune"] * 2}
    b = {"base": [u("Pup", "e1", "B"), u("Pup", "e2", "B")]}
    check(duel(a, b, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "t1"}, {"expect": {"pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE, *RESOLVE,
        {"expect": {"exhausted": {sivir: True}, "count": {"A": {"base": 1}}}},
        {"act": "play", "by": "A", "card": "t2"}, *RESOLVE,
        {"expect": {"exhausted": {sivir: True}, "count": {"A": {"base": 1}}, "chain": []}},
        {"act": "play", "by": "A", "card": "pg"}, *RESOLVE,
        {"expect": {"chain": ["Sivir, Battle Mistress (enemy_units_die)"], "zone": {"e1": "trash", "e2": "trash"}}},
        *RESOLVE, {"expect": {"exhausted": {sivir: False}, "chain": []}}]))
    check(duel({**a, "hand": [{"card": "Twin", "as": "t1"}]}, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "t1"}, {"act": "choose", "by": "A", "choice": {"yes": False}}, *RESOLVE,
        {"expect": {"exhausted": {sivir: False}, "count": {"A": {"base": 0}}}}]))
    check(duel({"legend": sivir}, {"hand": [{"card": "Twin", "as": "bt"}], "runes": ["Chaos Rune"]}, cards=cards,
               turn={"player": "B", "phase": "main", "number": 4}, steps=[
        {"act": "play", "by": "B", "card": "bt"}, {"expect": {"pending": None, "chain": ["Twin"]}}]))


def test_lucian_purifier() -> None:
    """"Your Equipment each give [Assault]. (+1 [M] while equipped unit is an attacker.)" - A's Pup (2) with a Blade
    (+1) attacks: 4; with two Blades: 2+2+2 = 6; an unequipped attacker: 2; B's equipped defender: no Assault (and
    not an attacker)."""
    a = {"legend": "Lucian, Purifier", "base": [u("Pup", "p", "A"), {"card": "Blade", "as": "b1", "attached_to": "p"},
                                                 u("Pup", "q", "A"), {"card": "Blade", "as": "b2", "attached_to": "q"},
                                                 {"card": "Blade", "as": "b3", "attached_to": "q"}, u("Pup", "r", "A")]}
    b = {"base": [u("Ogre", "o", "B"), {"card": "Blade", "as": "bb", "attached_to": "o"}]}
    check(duel(a, b, cards=CARDS, battlefields=[bf("bf1", "B", u("Wall", "w", "B")), bf("bf2")], steps=[
        {"expect": {"might": {"p": 3, "q": 4, "r": 2}, "keywords": {"p": ["Assault 1"], "q": ["Assault 2"], "r": []}}},
        {"act": "move", "by": "A", "units": ["p", "q", "r"], "to": "bf1"},
        {"expect": {"might": {"p": 4, "q": 6, "r": 2}}}]))
    check(duel({"base": [u("Ogre", "o", "A")]}, {"legend": "Lucian, Purifier", "base": [
        u("Pup", "p", "B"), {"card": "Blade", "as": "b1", "attached_to": "p"}]}, cards=CARDS,
        battlefields=[bf("bf1", "B", u("Pup", "d", "B"), {"card": "Blade", "as": "bd", "attached_to": "d"}), bf("bf2")],
        steps=[{"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, {"expect": {"might": {"d": 3}}}]))


def test_azir_emperor_of_the_sands() -> None:
    """"Your Sand Soldiers have [Weaponmaster]. / [1], [E]: Play a 2 [M] Sand Soldier unit token to your base. Use
    only if you've played an Equipment this turn." - refused before an Equipment is played; after the Blade, [1] and
    the legend exhausted: a Sand Soldier in base, whose granted Weaponmaster triggers as it is played (350.2): paid,
    the Blade attaches to it (2+1). An opponent's Sand Soldier doesn't have Weaponmaster."""
    azir = "Azir, Emperor of the Sands"
    a = {"legend": azir, "hand": [{"card": "Blade", "as": "b"}], "runes": ["Order Rune"] * 3}
    check(duel(a, {"base": [u("Sand Soldier", "bs", "B")]}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": azir, "expect_error": True},
        {"expect": {"keywords": {"bs": []}}},
        {"act": "play", "by": "A", "card": "b"},
        {"act": "activate", "by": "A", "source": azir}, *RESOLVE,
        {"expect": {"exhausted": {azir: True}, "count": {"A": {"units": 1}},
                    "chain": ["Sand Soldier (weaponmaster)"]}},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"expect": {"pending": None, "chain": []}}]))
    sc = Scenario(duel(a, cards=CARDS))
    legend = sc.obj(azir)
    run(sc, Action("play", 0, card=sc.obj("b"), to=-1, pay="auto"),
        Action("activate", 0, card=legend, ability=0, pay="auto"), Action("pass", 0), Action("pass", 1))
    soldier = next(o for o in sc.st.players[0].base if sc.st.name(o) == "Sand Soldier")
    from game.engine.read.layers import keyword
    assert keyword(sc.st, soldier, "Weaponmaster") == 1
    run(sc, Action("pass", 0), Action("pass", 1), Action("choose", 0, choice={"yes": True}))
    assert sc.st.objs[sc.obj("b")].extra.get("attached_to") == soldier and might(sc.st, soldier) == 3


def test_renata_glasc_chem_baroness() -> None:
    """"When you or an ally hold, you may exhaust me to play a Gold gear token exhausted. / While your score is within
    3 points of the Victory Score, your Gold [ADD] an additional [1]." - A holds: yes exhausts her for a Gold; no:
    none. At 5 points (8 to win) a Gold adds [A] and [1] (it alone pays a [1][Calm] unit); at 4 points only [A]."""
    renata = "Renata Glasc, Chem-Baroness"
    for yes in (True, False):
        check(duel({"legend": renata, "deck": ["Filler"] * 3}, cards=CARDS, turn=HOLD_TURN,
                   battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")], steps=[
            {"expect": {"pending": {"player": "A", "kind": "may"}}},  # the hold, as the scenario begins
            {"act": "choose", "by": "A", "choice": {"yes": yes}}, *(RESOLVE if yes else []),
            {"expect": {"exhausted": {renata: yes}, "count": {"A": {"base": int(yes)}}}}]))
    cards = {**CARDS, "Calm Pup": {"type": "unit", "might": 2, "cost": 1, "power": ["calm"]}}
    for points, energy in ((5, 1), (4, 0)):
        check(duel({"legend": renata, "points": points, "base": [{"card": "Gold", "as": "g"}]}, cards=cards, steps=[
            {"act": "activate", "by": "A", "source": "g"},
            {"expect": {"pool": {"A": {"energy": energy, "power": {"any": 1}}}, "zone": {"g": "gone"}}}]))
    check(duel({"legend": renata, "points": 5, "base": [{"card": "Gold", "as": "g"}],
                "hand": [{"card": "Calm Pup", "as": "c"}]}, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "c"}, {"expect": {"zone": {"c": "base", "g": "gone"}}}]))


# -- battlefields --------------------------------------------------------------------------------------


def test_forgotten_monument() -> None:
    """"Players can't score here until their third turn." (Spiritforged FAQ: no conquer, no hold, no points and
    no conquer or hold triggers; control is still gained.) - on A's second turn A takes the Monument: no point, no
    conquer trigger (Lucian's 'when I conquer'), but A controls it; holding it on the next (the third) turn scores;
    conquering it on a third turn scores."""
    monument = bf("bf1", None, card="Forgotten Monument")
    a = {"base": [u("Kai'Sa, Survivor", "k", "A")], "deck": ["Filler"] * 6}
    check(duel(a, {"deck": ["Filler"] * 6}, cards=CARDS, battlefields=[monument, bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["k"], "to": "bf1"}, *RESOLVE,  # A's second turn (the scenario's turn 3)
        {"expect": {"controller": {"bf1": "A"}, "points": {"A": 0}, "chain": [], "count": {"A": {"hand": 0}}}},
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
        {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},  # A's third turn: A holds it
        {"expect": {"points": {"A": 1}, "turn": {"player": "A"}}}]))
    check(duel({"deck": ["Filler"] * 6}, {"base": [u("Kai'Sa, Survivor", "k", "B")], "deck": ["Filler"] * 6},
               cards=CARDS, battlefields=[monument, bf("bf2")], turn={"player": "B", "phase": "main", "number": 4},
               steps=[{"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
                      {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},  # B's third turn
                      {"act": "move", "by": "B", "units": ["k"], "to": "bf1"},
                      {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
                      {"expect": {"controller": {"bf1": "B"}, "points": {"B": 1}, "chain": ["Kai'Sa, Survivor (conquer)"]}},
                      {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
                      {"expect": {"count": {"B": {"hand": 2}}}}]))


def test_forge_of_the_fluft() -> None:
    """"While you control this battlefield, friendly legends have '[E]: Attach an Equipment you control to a unit you
    control.'" - A controls it: A's legend exhausts to move the Blade from the Pup to the Ogre (+1 there); B's Blade
    or B's unit can't be chosen; while B controls it, A's legend has no such ability (and B's has)."""
    legend = "Ornn, Fire Below the Mountain"
    a = {"legend": legend, "base": [u("Pup", "p", "A"), u("Ogre", "o", "A"), {"card": "Blade", "as": "b", "attached_to": "p"}]}
    b = {"base": [u("Pup", "e", "B"), {"card": "Blade", "as": "eb"}]}
    forge = bf("forge", "A", u("Drake", "d", "A"), card="Forge of the Fluft")
    sc = Scenario(duel(a, b, cards=CARDS, battlefields=[forge, bf("bf2")]))
    attach = [x for x in legal_actions(sc.st, 0) if x.kind == "activate" and x.card == sc.obj(legend) and x.ability == 1]
    assert attach and all(x.targets[0] == sc.obj("b") and x.targets[1] != sc.obj("e") for x in attach)
    run(sc, Action("activate", 0, card=sc.obj(legend), ability=1, targets=[sc.obj("b"), sc.obj("o")], pay="auto"),
        Action("pass", 0), Action("pass", 1))
    assert sc.st.objs[sc.obj("b")].extra.get("attached_to") == sc.obj("o") and might(sc.st, sc.obj("o")) == 5
    assert sc.st.objs[sc.obj(legend)].exhausted
    sc = Scenario(duel(a, b, cards=CARDS, battlefields=[bf("forge", "B", u("Drake", "d", "B"), card="Forge of the Fluft"),
                                                        bf("bf2")]))
    assert not [x for x in legal_actions(sc.st, 0) if x.kind == "activate" and x.card == sc.obj(legend) and x.ability == 1]


def test_emperors_dais() -> None:
    """"When you conquer here, you may pay [1] and return a unit you control here to its owner's hand to play a 2 [M]
    Sand Soldier unit token here." - A conquers with a Pup and an Ogre: yes pays [1] and returns the Pup chosen (not
    a unit elsewhere) as the trigger is finalized (740.4.a.2), then a Sand Soldier joins the Ogre; no: nothing; with
    no rune the cost can't be paid (no question)."""
    dais = bf("dais", None, card="Emperor's Dais")
    a = {"base": [u("Pup", "p", "A"), u("Ogre", "o", "A"), u("Cog", "c", "A")], "runes": [{"card": "Order Rune", "as": "r"}]}
    check(duel(a, cards=CARDS, battlefields=[dais, bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["p", "o"], "to": "dais"}, *RESOLVE,
        {"expect": {"controller": {"dais": "A"}, "pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}, "exhausted": {"r": True}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["c"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["p"]}},
        {"expect": {"zone": {"p": "hand"}, "chain": ["Emperor's Dais (conquer)"]}}, *RESOLVE,
        {"expect": {"count": {"A": {"units": 3}}, "zone": {"o": "dais"}}}]))
    check(duel(a, cards=CARDS, battlefields=[dais, bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["p", "o"], "to": "dais"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"zone": {"p": "dais"}, "chain": [], "exhausted": {"r": False}, "count": {"A": {"units": 3}}}}]))
    check(duel({**a, "runes": []}, cards=CARDS, battlefields=[dais, bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["p"], "to": "dais"}, *RESOLVE,
        {"expect": {"controller": {"dais": "A"}, "pending": None, "chain": []}}]))


def test_marai_spire() -> None:
    """"While you control this battlefield, friendly [Repeat] costs cost [1] less." - A controls it: Echo's [Repeat]
    [1] costs [0] (no rune needed, both targets hit); B controls it, or nobody does: A can't repeat Echo without a
    rune."""
    cards = {**CARDS, "Echo": {"type": "spell", "cost": 0, "keywords": ["Repeat"], "text": "[Repeat] [1]",
                               "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 1, "to": "t0"}]]}}}
    a = {"hand": [{"card": "Echo", "as": "x"}]}
    b = {"base": [u("Ogre", "e1", "B"), u("Ogre", "e2", "B")]}
    for who, ok in (("A", True), ("B", False), (None, False)):
        spire = bf("spire", who, *([u("Pup", "sp", who)] if who else []), card="Marai Spire")
        check(duel(a, b, cards=cards, battlefields=[spire, bf("bf2")], steps=[
            {"act": "play", "by": "A", "card": "x", "targets": ["e1", "e2"], "options": {"repeat": 1},
             **({} if ok else {"expect_error": True})},
            *([*RESOLVE, {"expect": {"damage": {"e1": 1, "e2": 1}}}] if ok else [])]))


def test_ornns_forge() -> None:
    """"While you control this battlefield, the first friendly non-token gear played each turn costs [1] less." - A
    controls it: A's first Anvil ([1]) costs [0]; the second costs [1] (no rune: refused); next turn the first is
    [0] again; while B controls it, A's Anvil costs [1]."""
    cards = {**CARDS, "Anvil": {"type": "gear", "cost": 1}}
    a = {"hand": [{"card": "Anvil", "as": "g1"}, {"card": "Anvil", "as": "g2"}]}
    check(duel(a, cards=cards, battlefields=[bf("forge", "A", u("Pup", "p", "A"), card="Ornn's Forge"), bf("bf2")],
               steps=[{"act": "play", "by": "A", "card": "g1"}, {"expect": {"zone": {"g1": "base"}}},
                      {"act": "play", "by": "A", "card": "g2", "expect_error": True},
                      {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
                      {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
                      {"act": "play", "by": "A", "card": "g2"}, {"expect": {"zone": {"g2": "base"}}}]))
    check(duel(a, cards=cards, battlefields=[bf("forge", "B", u("Pup", "p", "B"), card="Ornn's Forge"), bf("bf2")],
               steps=[{"act": "play", "by": "A", "card": "g1", "expect_error": True}]))


# -- the bot ---------------------------------------------------------------------------------------------

BOT_CARDS = ["Legion Quartermaster", "Vex, Cheerless", "Fiora, Peerless", "Azir, Sovereign", "Needlessly Large Yordle",
             "Sivir, Mercenary", "Soraka, Wanderer", "Temporal Portal", "Jax, Unmatched", "Bard, Mercurial",
             "Rengar, Pouncing", "Lonely Poro", "Fae Dragon", "Blade of the Ruined King",
             "Rumble, Hotheaded", "Jayce, Man of Progress", "The Zero Drive",
             "Ezreal, Prodigy", "Irelia, Graceful", "Hextech Anomaly", "Ancient Henge",
             "Aphelios, Exalted", "Rocket Barrage", "Akshan, Mischievous"]


@pytest.mark.parametrize("card", BOT_CARDS)
def test_the_bot_plays_the_card_and_answers_its_decisions(card: str) -> None:
    """The bot plays each of these cards in a position where it helps, and answers what they ask."""
    sc = _bot_position(card)
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), [(a.kind, a.card) for a in taken]


def test_the_bot_answers_azir_sovereign() -> None:
    """The bot's Azir attacks a lone Pup: it answers the "may" and the choice of token units, every action legal."""
    sc = Scenario(duel({"base": [u("Azir, Sovereign", "z", "A"), u("Sand Soldier", "s1", "A"),
                                 u("Sand Soldier", "s2", "A")]}, cards=CARDS,
                       battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")]))
    taken = _bot_turn(sc)
    assert any(a.kind == "choose" for a in taken), [(a.kind, a.card) for a in taken]
    assert sc.st.battlefields[0].controller == 0


def test_the_bot_uses_ornn_to_pay_for_gear() -> None:
    """With one Calm rune and a [1][Calm][Calm] Equipment in hand, the bot pays the second [Calm] with Ornn's [A]."""
    cards = {**CARDS, "Anvil": {**CARDS["Big Blade"], "cost": 1, "power": ["calm", "calm"]}}
    sc = Scenario(duel({"legend": "Ornn, Fire Below the Mountain", "hand": [{"card": "Anvil", "as": "x"}],
                        "runes": ["Calm Rune"], "base": [u("Pup", "p", "A")]}, cards=cards))
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), [(a.kind, a.card) for a in taken]


def test_the_bot_uses_temporal_portal_before_a_spell() -> None:
    """The bot with Temporal Portal on the board, Zap in hand and two enemy units: it gives Zap [Repeat] and
    hits both."""
    sc = Scenario(duel({"base": [{"card": "Temporal Portal", "as": "tp"}], "runes": ["Mind Rune"] * 3,
                        "hand": [{"card": "Zap", "as": "x"}]},
                       {"base": [u("Pup", "e1", "B"), u("Pup", "e2", "B")]}, cards=CARDS))
    taken = _bot_turn(sc)
    assert any(a.kind == "activate" and a.card == sc.obj("tp") for a in taken), [(a.kind, a.card) for a in taken]
    assert {sc.st.objs[sc.obj(x)].zone for x in ("e1", "e2")} == {"trash"}


def test_the_bot_answers_sivir_battle_mistress() -> None:
    """The bot pays a unit's [Chaos] by recycling a rune: it answers Sivir's "may" (every action legal)."""
    cards = {**CARDS, "Chaos Ogre": {"type": "unit", "might": 4, "cost": 1, "power": ["chaos"]}}
    sc = Scenario(duel({"legend": "Sivir, Battle Mistress", "hand": [{"card": "Chaos Ogre", "as": "x"}],
                        "runes": ["Chaos Rune"] * 2}, cards=cards))
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken)
    assert any(a.kind == "choose" for a in taken), [(a.kind, a.card) for a in taken]


def test_the_bot_answers_bard_mercurial() -> None:
    """Bard played with his additional cost paid: the bot answers the choice of units and of the open battlefield
    (two open ones), every action legal. (Left to itself, the bot plays Bard without paying it.)"""
    sc = Scenario(duel({"hand": [{"card": "Bard, Mercurial", "as": "x"}], "runes": ["Mind Rune"] * 4,
                        "base": [u("Ogre", "o", "A")]}, cards=CARDS,
                       battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2"), bf("bf3")]))
    run(sc, Action("play", 0, card=sc.obj("x"), to=-1, options={"additional": True}, pay="auto"))
    taken = _bot_turn(sc)
    kinds = [sc.st.pending.kind if sc.st.pending else None]
    assert sum(a.kind == "choose" for a in taken) >= 1, ([(a.kind, a.choice) for a in taken], kinds)


def test_the_bot_plays_perched_grimwyrm_after_conquering() -> None:
    """The bot's Ogre conquers bf1 (a lone Pup there); then it plays Perched Grimwyrm there (its only destination)."""
    sc = Scenario(duel({"hand": [{"card": "Perched Grimwyrm", "as": "x"}], "runes": ["Fury Rune"] * 6,
                        "base": [u("Ogre", "o", "A")]}, cards=CARDS,
                       battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")]))
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") and a.to == 0 for a in taken), \
        [(a.kind, a.card, a.to) for a in taken]


def _here_to_help_position() -> Scenario:
    cards = {**CARDS, "Brute": {"type": "unit", "might": 5, "cost": 4}}
    return Scenario(duel({"hand": [{"card": "Here to Help", "as": "x"}, {"card": "Brute", "as": "b"}],
                          "runes": ["Body Rune"] * 4}, {"base": [u("Pup", "e", "B")]}, cards=cards,
                         battlefields=[bf("bf1", "B", u("Pup", "eb", "B")), bf("bf2", "A", u("Ogre", "o", "A"))]))


def test_the_bot_answers_here_to_help() -> None:
    """Here to Help played: the bot answers its choice of a unit in hand, every action legal: it plays its Brute
    (for [3] less) to the battlefield it holds."""
    sc = _here_to_help_position()
    run(sc, Action("play", 0, card=sc.obj("x"), to=-1, pay="auto"))
    taken = _bot_turn(sc)
    assert any(a.kind == "choose" for a in taken), [(a.kind, a.choice) for a in taken]
    assert sc.st.objs[sc.obj("b")].zone == "battlefield"


def test_the_bot_plays_here_to_help() -> None:
    sc = _here_to_help_position()
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), [(a.kind, a.card) for a in taken]


def test_the_bot_uses_azir_emperor_of_the_sands() -> None:
    """After playing an Equipment, the bot answers the Sand Soldier's Weaponmaster (the legend's token played by a
    forced activation), every action legal."""
    azir = "Azir, Emperor of the Sands"
    sc = Scenario(duel({"legend": azir, "hand": [{"card": "Blade", "as": "b"}], "runes": ["Order Rune"] * 4},
                       cards=CARDS))
    run(sc, Action("play", 0, card=sc.obj("b"), to=-1, pay="auto"),
        Action("activate", 0, card=sc.obj(azir), ability=0, pay="auto"))
    taken = _bot_turn(sc)
    assert any(a.kind == "choose" for a in taken), [(a.kind, a.choice) for a in taken]


def test_the_bot_answers_arcane_shift() -> None:
    """Arcane Shift played (its Pup banished, 3 to B's Pup at bf1): the bot chooses where its Pup is played again."""
    sc = _bot_position("Arcane Shift")
    run(sc, Action("play", 0, card=sc.obj("x"), targets=[sc.obj("c"), sc.obj("eb")], pay="auto"))
    taken = _bot_turn(sc)
    assert any(a.kind == "choose" for a in taken) and sc.st.objs[sc.obj("c")].zone in ("base", "battlefield"), \
        [(a.kind, a.choice) for a in taken]


def test_the_bot_plays_arcane_shift() -> None:
    sc = _bot_position("Arcane Shift")
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), [(a.kind, a.card) for a in taken]


def test_the_bot_answers_rumble_hotheaded() -> None:
    """The bot's Rumble conquers an empty battlefield: it answers the choice of a unit to recycle and, if it
    recycles one, where the Mech from its trash goes - every action legal."""
    cards = {**CARDS, "Big Mech": {"type": "unit", "might": 6, "cost": 5, "tags": ["Mech"]}}
    sc = Scenario(duel({"base": [u("Rumble, Hotheaded", "r", "A"), u("Pup", "p", "A")],
                        "trash": [{"card": "Big Mech", "as": "bm"}], "runes": ["Fury Rune"] * 4}, cards=cards))
    run(sc, Action("move", 0, units=[sc.obj("r")], to=0))
    taken = _bot_turn(sc)
    assert any(a.kind == "choose" for a in taken), [(a.kind, a.choice) for a in taken]


def test_the_bot_answers_relentless_pursuit() -> None:
    """Relentless Pursuit played on the bot's Pup (to an open battlefield): the bot answers the conquest's "you may
    move me to my base", every action legal."""
    sc = Scenario(duel({"hand": [{"card": "Relentless Pursuit", "as": "x"}], "runes": ["Fury Rune"] * 3,
                        "base": [u("Pup", "p", "A")]}, cards=CARDS))
    run(sc, Action("play", 0, card=sc.obj("x"), targets=[sc.obj("p")], options={"move_to": [0]}, pay="auto"))
    taken = _bot_turn(sc)
    assert any(a.kind == "choose" for a in taken), [(a.kind, a.choice) for a in taken]


@pytest.mark.parametrize("card", ["Relentless Pursuit", "Temptation"])
def test_the_bot_plays_a_spell_that_moves_a_unit(card: str) -> None:
    sc = _bot_position(card)
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), [(a.kind, a.card) for a in taken]


def test_the_bot_answers_emperors_dais() -> None:
    """The bot conquers the Dais: it answers its "may" (and, paying, the choice of the unit to return)."""
    sc = Scenario(duel({"base": [u("Pup", "p", "A"), u("Ogre", "o", "A")], "runes": ["Order Rune"] * 2}, cards=CARDS,
                       battlefields=[bf("dais", None, card="Emperor's Dais"), bf("bf2")]))
    run(sc, Action("move", 0, units=[sc.obj("p"), sc.obj("o")], to=0))
    taken = _bot_turn(sc)
    assert any(a.kind == "choose" for a in taken), [(a.kind, a.choice) for a in taken]


def test_the_bot_answers_renata_glasc_chem_baroness() -> None:
    """The bot holds a battlefield with Renata as its legend: it answers her "may", every action legal."""
    sc = Scenario(duel({"legend": "Renata Glasc, Chem-Baroness", "deck": ["Filler"] * 3}, cards=CARDS,
                       turn=HOLD_TURN, battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")]))
    taken = _bot_turn(sc)
    assert taken and taken[0].kind == "choose", [(a.kind, a.choice) for a in taken]


def test_the_bot_answers_aphelios_exalted() -> None:
    """An Equipment attached to the bot's Aphelios: it answers the choice of mode (and its target), every action
    legal."""
    cards = {**CARDS, "Pin": {**CARDS["Blade"], "cost": 0, "text": "[Equip] [0]"}}
    sc = Scenario(duel({"base": [u("Aphelios, Exalted", "x", "A"), u("Pup", "p", "A"), {"card": "Pin", "as": "b"}],
                        "runes": ["Calm Rune"] * 2}, cards=cards))
    run(sc, Action("activate", 0, card=sc.obj("b"), targets=[sc.obj("x")], pay="auto"), Action("pass", 0),
        Action("pass", 1))
    taken = _bot_turn(sc)
    assert taken and taken[0].kind == "choose", [(a.kind, a.choice) for a in taken]


def test_windsinger() -> None:
    """"[Hidden] (Hide now for [A] to react with later for [0].) When you play me, you may return another unit at a
    battlefield with 3 [M] or less to its owner's hand." (Hidden printed bare in every source; the catalog brackets
    it) - B's Pup at bf1 goes back to B's hand; a unit with 4 [M], one in a base, and Windsinger itself can't be
    chosen; declined, nothing returns. With [Hidden] it may be hidden at a battlefield A controls."""
    cards = {**CARDS, "Brute": {"type": "unit", "might": 4, "cost": 3}}
    a = {"hand": [{"card": "Windsinger", "as": "w"}], "runes": ["Chaos Rune"] * 4, "base": [u("Pup", "mine", "A")]}
    b = {"base": [u("Pup", "home", "B")]}
    fields = [bf("bf1", "B", u("Pup", "e", "B"), u("Brute", "big", "B")), bf("bf2", "A", u("Pup", "q", "A"))]
    assert default_keywords("Windsinger") == ["Hidden"]
    sc = Scenario(duel(a, b, cards=cards, battlefields=fields))
    assert any(x.kind == "hide" and x.card == sc.obj("w") for x in legal_actions(sc.st, 0))  # [Hidden]: it may hide
    check(duel(a, b, cards=cards, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "w", "to": "bf2"},
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["big"]}, "expect_error": True},  # 4 [M]
        {"act": "choose", "by": "A", "choice": {"targets": ["home"]}, "expect_error": True},  # in a base
        {"act": "choose", "by": "A", "choice": {"targets": ["w"]}, "expect_error": True},  # another unit
        {"act": "choose", "by": "A", "choice": {"targets": ["e"]}}, *RESOLVE,
        {"expect": {"zone": {"e": "hand", "big": "bf1", "w": "bf2"}}}]))
    check(duel(a, b, cards=cards, battlefields=fields, steps=[  # declined
        {"act": "play", "by": "A", "card": "w", "to": "bf2"},
        {"act": "choose", "by": "A", "choice": {"targets": []}}, *RESOLVE,
        {"expect": {"zone": {"e": "bf1", "w": "bf2"}, "chain": [], "count": {"B": {"hand": 0}}}}]))


def default_keywords(name: str) -> list[str]:
    from game.engine.model.cards import default_catalog

    found = default_catalog().find(name)
    return [k for k, _ in found.keywords] if found is not None else []


def test_the_bot_plays_windsinger() -> None:
    sc = _bot_position("Windsinger")
    taken = _bot_turn(sc)
    assert any(a.kind in ("play", "hide") and a.card == sc.obj("x") for a in taken), [(a.kind, a.card) for a in taken]


NOT_SO_FAST = {**CARDS,
               "Zap": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                       "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 3, "to": "t0"}]]}},
               "Smash": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                         "script": {"targets": [{"what": "gear"}], "effects": [["kill", {"to": "t0"}]]}},
               "Slinger": {"type": "unit", "might": 1, "cost": 0, "script": {"abilities": [{
                   "cost": {"exhaust": True}, "timing": "reaction", "targets": [{"what": "unit"}],
                   "effects": [["deal", {"amount": 2, "to": "t0"}]]}]}}}


def _not_so_fast(zap: bool = True) -> Scenario:
    """B's turn: A has Not So Fast (and a Zap), a Pup and a Trinket; B has a Zap, a Smash (kill a gear) and a Slinger."""
    return Scenario(duel({"hand": [{"card": "Not So Fast", "as": "n"}, *([{"card": "Zap", "as": "az"}] if zap else [])],
                          "runes": ["Calm Rune"] * 4, "base": [u("Pup", "p", "A"), {"card": "Trinket", "as": "t"}]},
                         {"hand": [{"card": "Zap", "as": "z"}, {"card": "Smash", "as": "sm"}],
                          "base": [u("Slinger", "s", "B"), u("Pup", "e", "B")]},
                         cards=NOT_SO_FAST, turn={"player": "B", "phase": "main", "number": 4}))


def test_not_so_fast() -> None:
    """"[Reaction] Counter an enemy spell or ability that chooses a friendly unit or gear." - B's Zap on A's Pup is
    countered (the Pup unharmed); so is B's Smash on A's Trinket and B's Slinger's ability on the Pup (an ability on
    the chain is a target); B's Zap on B's own unit, and A's own Zap on A's Pup, can't be chosen."""
    sc = _not_so_fast()
    n, p, z = sc.obj("n"), sc.obj("p"), sc.obj("z")
    run(sc, Action("play", 1, card=z, targets=[p], pay="auto"), Action("pass", 1))
    run(sc, Action("play", 0, card=n, targets=[z], pay="auto"), Action("pass", 0), Action("pass", 1))
    assert sc.st.objs[z].zone == "trash" and not sc.st.chain and sc.st.objs[p].damage == 0
    sc = _not_so_fast()
    run(sc, Action("play", 1, card=sc.obj("sm"), targets=[sc.obj("t")], pay="auto"), Action("pass", 1),
        Action("play", 0, card=sc.obj("n"), targets=[sc.obj("sm")], pay="auto"), Action("pass", 0), Action("pass", 1))
    assert sc.st.objs[sc.obj("t")].zone == "base" and not sc.st.chain
    sc = _not_so_fast()
    run(sc, Action("activate", 1, card=sc.obj("s"), ability=0, targets=[sc.obj("p")]), Action("pass", 1))
    ability = sc.st.chain[-1].id
    assert [a.targets for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == sc.obj("n")] == [[ability]]
    run(sc, Action("play", 0, card=sc.obj("n"), targets=[ability], pay="auto"), Action("pass", 0), Action("pass", 1))
    assert not sc.st.chain and sc.st.objs[sc.obj("p")].damage == 0
    sc = _not_so_fast()
    run(sc, Action("play", 1, card=sc.obj("z"), targets=[sc.obj("e")], pay="auto"), Action("pass", 1))
    with pytest.raises(IllegalAction):  # it chooses B's own unit
        apply(sc.st, Action("play", 0, card=sc.obj("n"), targets=[sc.obj("z")], pay="auto"))
    run(sc, Action("play", 0, card=sc.obj("az"), targets=[sc.obj("p")], pay="auto"))
    with pytest.raises(IllegalAction):  # A's own spell is no enemy's
        apply(sc.st, Action("play", 0, card=sc.obj("n"), targets=[sc.obj("az")], pay="auto"))


def test_the_bot_counters_with_not_so_fast() -> None:
    """B's Zap would kill A's Pup: the bot counters it."""
    sc = _not_so_fast(zap=False)
    run(sc, Action("play", 1, card=sc.obj("z"), targets=[sc.obj("p")], pay="auto"), Action("pass", 1))
    taken = _bot_turn(sc, actions=3)
    assert any(a.kind == "play" and a.card == sc.obj("n") for a in taken), [(a.kind, a.card) for a in taken]
