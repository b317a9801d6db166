"""Vendetta (VEN), issue 21 (`game/cards/vendetta_own.py`): cards scripted with the vocabulary and terms of their
own. One test per card, quoting its printed text and citing the rules (Core Rules 2026-10-09)."""

from __future__ import annotations

from typing import Any

import pytest

from game.cards.vendetta_own import SCRIPTS as VEN_SCRIPTS
from game.engine.model.cards import default_catalog
from game.scenarios.runner import Scenario

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_vendetta_more import B_TURN, DOMAIN_RUNES, _bot_turn, runes
from .test_vendetta_terms import TCARDS

CARDS = {**TCARDS, "Fizz": {"type": "spell", "cost": 0, "keywords": ["Action"], "script": {"effects": []}},
         "Gizmo": {"type": "gear", "cost": 0}, "Tank Pup": {"type": "unit", "might": 2, "cost": 1, "keywords": ["Tank"]}}


def test_blade_twirler() -> None:
    """"The first time I move each turn, choose a player. They [Burn 1]." - any player, yourself too; the second
    move of the turn triggers nothing."""
    check(duel({"base": [u("Blade Twirler", "t", "A", **{})], "deck": ["Pup"] * 3}, {"deck": ["Pup"] * 3},
               battlefields=[bf("bf1"), bf("bf2")], cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["t"], "to": "bf1"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_option"}}},
        {"act": "choose", "by": "A", "choice": {"option": "B"}},
        {"expect": {"count": {"B": {"trash": 1, "main_deck": 2}, "A": {"trash": 0}}}}]))
    check(duel({"base": [u("Blade Twirler", "t", "A")], "deck": ["Pup"] * 3},
               battlefields=[bf("bf1"), bf("bf2")], cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["t"], "to": "bf1"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"option": "A"}}, *RESOLVE,
        {"expect": {"count": {"A": {"trash": 1}}, "zone": {"t": "bf1"}}}]))


def test_pakaa_protector() -> None:
    """"When I move, reveal the top card of your Main Deck. If it's a unit, draw it. Otherwise, put it in your
    trash and give me +2 [M] this turn." """
    check(duel({"base": [u("Pakaa Protector", "p", "A")], "deck": [{"card": "Pup", "as": "top"}, "Pup"]},
               cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["p"], "to": "bf1"}, *RESOLVE,
        {"expect": {"zone": {"top": "hand"}, "might": {"p": 4}, "log_contains": "A reveals Pup"}}]))
    check(duel({"base": [u("Pakaa Protector", "p", "A")], "deck": [{"card": "Fizz", "as": "top"}, "Pup"]},
               cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["p"], "to": "bf1"}, *RESOLVE,
        {"expect": {"zone": {"top": "trash"}, "might": {"p": 6}, "count": {"A": {"hand": 0}}}}]))


def test_sky_cruiser() -> None:
    """"Discard a gear, [1], [E]: Deal 4 to a unit at a battlefield." - a card of another type can't pay it; a
    unit in a base is no target."""
    bfs = [bf("bf1", "B", u("Ogre", "o", "B")), bf("bf2")]
    check(duel({"base": [u("Sky Cruiser", "s", "A"), u("Pup", "home", "A")], "hand": [{"card": "Pup", "as": "h"}],
                "runes": runes("mind", 1)}, battlefields=bfs, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "s", "ability": 0, "targets": ["o"], "expect_error": True}]))
    check(duel({"base": [u("Sky Cruiser", "s", "A"), u("Pup", "home", "A")],
                "hand": [{"card": "Gizmo", "as": "g"}, {"card": "Pup", "as": "h"}], "runes": runes("mind", 1)},
               battlefields=bfs, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "s", "ability": 0, "targets": ["home"], "expect_error": True},
        {"act": "activate", "by": "A", "source": "s", "ability": 0, "targets": ["o"]},
        {"expect": {"zone": {"g": "trash", "h": "hand"}, "exhausted": {"s": True}}}, *RESOLVE,
        {"expect": {"zone": {"o": "trash"}}}]))


def test_plaza_guardian() -> None:
    """"I cost [1] less for each gear you control. [Deflect]" - three gear: [10] becomes [7]; an opponent's gear
    doesn't count."""
    a = {"hand": [{"card": "Plaza Guardian", "as": "p"}], "base": [{"card": "Gizmo"}] * 3}
    check(duel({**a, "runes": runes("mind", 7)}, {"base": [{"card": "Gizmo"}] * 3}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "p"}, {"expect": {"zone": {"p": "base"}, "keywords": {"p": ["Deflect 1"]}}}]))
    check(duel({**a, "runes": runes("mind", 6)}, {"base": [{"card": "Gizmo"}] * 3}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "p", "expect_error": True}]))


def test_swain_visionary() -> None:
    """"[Vision] When I conquer, if you've played a non-token unit, a non-token gear, and a spell this turn, you
    score 1 point." - played: finalized this turn (420); Swain himself is the unit when played this turn."""
    a = {"hand": [{"card": "Swain, Visionary", "as": "s"}, {"card": "Gizmo", "as": "g"}, {"card": "Fizz", "as": "f"}],
         "runes": runes("mind", 7), "deck": ["Pup"] * 3}
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "g"}, {"act": "play", "by": "A", "card": "f"}, *RESOLVE,
        {"act": "play", "by": "A", "card": "s"}, *RESOLVE, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"chain": []}},
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"}, {"act": "end_turn", "by": "B"},
        {"act": "run_until", "phase": "main"},
        {"act": "move", "by": "A", "units": ["s"], "to": "bf1"}, *RESOLVE,
        {"expect": {"chain": [], "points": {"A": 1}}}]))  # a new turn: nothing played
    check(duel({**a, "hand": [{"card": "Gizmo", "as": "g"}, {"card": "Fizz", "as": "f"}, {"card": "Pup", "as": "p"}],
                "base": [u("Swain, Visionary", "s", "A")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "g"}, {"act": "play", "by": "A", "card": "f"}, *RESOLVE,
        {"act": "play", "by": "A", "card": "p"},
        {"act": "move", "by": "A", "units": ["s"], "to": "bf1"}, *RESOLVE,
        {"expect": {"chain": ["Swain, Visionary (conquer)"]}}, *RESOLVE, {"expect": {"points": {"A": 2}}}]))


def test_jayce_brilliant_inventor() -> None:
    """"When you play me or the first time you play a non-token gear each turn, you may ready something besides
    me that's exhausted." - a unit, gear or rune (not a ready one, not Jayce); the second gear doesn't trigger."""
    a = {"hand": [{"card": "Jayce, Brilliant Inventor", "as": "j"}, {"card": "Gizmo", "as": "g1"},
                  {"card": "Gizmo", "as": "g2"}],
         "runes": [{"card": "Mind Rune", "as": f"r{i}"} for i in range(7)], "base": [u("Pup", "p", "A", exhausted=True)]}
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "j", "pay": {"exhaust": ["r0", "r1", "r2", "r3", "r4", "r5"], "recycle": ["r6"]}},
        {"act": "choose", "by": "A", "choice": {"targets": ["j"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["r0"]}}, *RESOLVE,
        {"expect": {"exhausted": {"r0": False, "p": True}}},
        {"act": "play", "by": "A", "card": "g1"},
        {"act": "choose", "by": "A", "choice": {"targets": ["p"]}}, *RESOLVE, {"expect": {"exhausted": {"p": False}}},
        {"act": "play", "by": "A", "card": "g2"}, {"expect": {"chain": [], "pending": None}}]))


def test_dame_the_despoiler() -> None:
    """"[Empower] [5][Body] [Empowered][>] When I attack or defend, choose a unit here. Increase my Might to its
    Might this turn, then give me +1 [M] this turn." - never a decrease (479.4.c); not before Empowered."""
    bfs = [bf("bf1", "B", u("Wall", "w", "B")), bf("bf2")]
    a = {"base": [u("Dame the Despoiler", "d", "A")], "runes": runes("body", 6)}
    check(duel(a, battlefields=bfs, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "d", "ability": 0}, *RESOLVE,
        {"act": "move", "by": "A", "units": ["d"], "to": "bf1"},
        {"act": "choose", "by": "A", "choice": {"targets": ["w"]}}, *RESOLVE,
        {"expect": {"might": {"d": 9}}}]))
    check(duel(a, battlefields=[bf("bf1", "B", u("Pup", "p", "B")), bf("bf2")], cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "d", "ability": 0}, *RESOLVE,
        {"act": "move", "by": "A", "units": ["d"], "to": "bf1"},
        {"act": "choose", "by": "A", "choice": {"targets": ["p"]}}, *RESOLVE, {"expect": {"might": {"d": 6}}}]))
    check(duel(a, battlefields=bfs, cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["d"], "to": "bf1"}, {"expect": {"chain": [], "pending": None}}]))
    check(duel({"hand": [], "runes": runes("body", 6)}, {"base": [u("Wall", "w", "B")]},
               battlefields=[bf("bf1", "A", u("Dame the Despoiler", "d", "A")), bf("bf2")], cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "d", "ability": 0}, *RESOLVE,
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
        {"act": "move", "by": "B", "units": ["w"], "to": "bf1"},
        {"act": "choose", "by": "A", "choice": {"targets": ["w"]}},
        {"expect": {"chain": ["Dame the Despoiler (defend)"]}}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"might": {"d": 9}}}]))


def test_shadow_order_disciple() -> None:
    """"When I move, you may [Burn 1] to give me +1 [M] this turn." - declined: nothing burned, no Might."""
    for yes, might, trash in ((True, 3, 1), (False, 2, 0)):
        check(duel({"base": [u("Shadow Order Disciple", "s", "A")], "deck": ["Pup"] * 3}, cards=CARDS, steps=[
            {"act": "move", "by": "A", "units": ["s"], "to": "bf1"},
            {"expect": {"pending": {"player": "A", "kind": "may"}}},
            {"act": "choose", "by": "A", "choice": {"yes": yes}}, *(RESOLVE if yes else []),
            {"expect": {"might": {"s": might}, "count": {"A": {"trash": trash}}}}]))


def test_tail_cloaked_matriarch() -> None:
    """"[Empower] [2][Chaos] When I become [Empowered], you may choose a unit in your trash with Energy cost no
    more than [3] and Power cost no more than [A]. Play it to your base, ignoring its cost." - a [4] unit is no
    legal choice; "may": none."""
    cards = {**CARDS, "Imp": {"type": "unit", "might": 3, "cost": 3, "power": ["chaos"]},
             "Big Imp": {"type": "unit", "might": 4, "cost": 4}}
    a = {"base": [u("Tail-Cloaked Matriarch", "m", "A")], "runes": runes("chaos", 3),
         "trash": [{"card": "Imp", "as": "i"}, {"card": "Big Imp", "as": "bi"}, {"card": "Pup", "as": "pu"}]}
    check(duel(a, cards=cards, steps=[
        {"act": "activate", "by": "A", "source": "m", "ability": 0}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"targets": ["bi"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["i"]}}, *RESOLVE,
        {"expect": {"zone": {"i": "base", "bi": "trash"}, "count": {"A": {"runes": 2}}}}]))
    check(duel(a, cards=cards, steps=[
        {"act": "activate", "by": "A", "source": "m", "ability": 0}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"targets": []}}, *RESOLVE,
        {"expect": {"zone": {"i": "trash", "pu": "trash"}}}]))


def test_minah_swiftfoot() -> None:
    """"When I move to a battlefield, choose one — Each player discards 1. / Each player draws 1." """
    a = {"base": [u("Minah Swiftfoot", "m", "A")], "hand": [{"card": "Pup"}], "deck": ["Pup"] * 3}
    b = {"hand": [{"card": "Pup"}], "deck": ["Pup"] * 3}
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["m"], "to": "bf1"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"option": "Each player draws 1"}},
        {"expect": {"count": {"A": {"hand": 2}, "B": {"hand": 2}}}}]))
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["m"], "to": "bf1"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"option": "Each player discards 1"}},
        {"expect": {"count": {"A": {"hand": 0, "trash": 1}, "B": {"hand": 0, "trash": 1}}}}]))
    check(duel({}, battlefields=[bf("bf1", "A", u("Minah Swiftfoot", "m", "A")), bf("bf2")], cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["m"], "to": "base"}, {"expect": {"chain": [], "pending": None}}]))


def test_jayce_defender_of_tomorrow() -> None:
    """"[Empower] [2][A][A] [1], [E]: Ready a gear. [Empowered][>] [1], [E]: Ready 2 gear." - the second ability
    only while Empowered; any gear, an opponent's too."""
    legend = "Jayce, Defender of Tomorrow"
    a = {"legend": legend, "base": [{"card": "Gizmo", "as": "g1", "exhausted": True},
                                    {"card": "Gizmo", "as": "g2", "exhausted": True}], "runes": runes("mind", 6)}
    check(duel(a, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": legend, "ability": 1, "targets": ["g1", "g2"], "expect_error": True},
        {"act": "activate", "by": "A", "source": legend, "ability": 0, "targets": ["g1"]}, *RESOLVE,
        {"expect": {"exhausted": {"g1": False, "g2": True, legend: True}}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": legend, "ability": 2}, *RESOLVE,
        {"act": "activate", "by": "A", "source": legend, "ability": 1, "targets": ["g1", "g1"], "expect_error": True},
        {"act": "activate", "by": "A", "source": legend, "ability": 1, "targets": ["g1", "g2"]}, *RESOLVE,
        {"expect": {"exhausted": {"g1": False, "g2": False}}}]))


def test_lightning_rush() -> None:
    """"Look at the top 3 cards of your Main Deck. You may choose a card from among them and draw it. Put the rest
    into your trash. [Flow] [2][A]" - none chosen: all three go to the trash."""
    deck = [{"card": "Pup", "as": "d1"}, {"card": "Ogre", "as": "d2"}, {"card": "Wall", "as": "d3"}, {"card": "Pup", "as": "d4"}]
    check(duel({"hand": [{"card": "Lightning Rush", "as": "l"}], "runes": runes("order", 1), "deck": deck},
               cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "l"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"cards": ["d4"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["d2"]}},
        {"expect": {"zone": {"d2": "hand", "d1": "trash", "d3": "trash", "d4": "main_deck", "l": "trash"}}}]))
    check(duel({"trash": [{"card": "Lightning Rush", "as": "l"}], "runes": runes("order", 3), "deck": deck},
               cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "l"}, *RESOLVE, {"act": "choose", "by": "A", "choice": {"cards": []}},
        {"expect": {"zone": {"d1": "trash", "d2": "trash", "d3": "trash", "l": "banishment"}, "count": {"A": {"hand": 0}}}}]))


def test_gust_monk() -> None:
    """"You may pay [1] as an additional cost to play me. When you play me, if you paid the additional cost,
    banish a card from any trash to give a unit [Assault 2] this turn." - an opponent's trash too; with every
    trash empty, nothing is given."""
    a = {"hand": [{"card": "Gust Monk", "as": "g"}], "runes": runes("chaos", 3), "base": [u("Pup", "p", "A")]}
    check(duel({**a, "trash": [{"card": "Pup", "as": "mt"}]}, {"trash": [{"card": "Ogre", "as": "et"}]}, cards=CARDS,
               steps=[
        {"act": "play", "by": "A", "card": "g", "options": {"additional_cost": True}},
        {"act": "choose", "by": "A", "choice": {"targets": ["p"]}}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"cards": ["et"]}},
        {"expect": {"zone": {"et": "banishment", "mt": "trash"}, "keywords": {"p": ["Assault 2"]}}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "g", "options": {"additional_cost": True}},
        {"act": "choose", "by": "A", "choice": {"targets": ["p"]}}, *RESOLVE, {"expect": {"keywords": {"p": []}}}]))
    check(duel({**a, "trash": [{"card": "Pup", "as": "mt"}]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "g"}, {"expect": {"chain": [], "zone": {"mt": "trash"}}}]))


def test_corrupted_dragon() -> None:
    """"If your score is not within 3 points of the Victory Score, I enter ready. When I attack, you may move any
    number of enemy units here each with 5 [M] or less to their base." - 5 points of 8: within 3, exhausted; a
    6 [M] unit can't be moved."""
    a = {"hand": [{"card": "Corrupted Dragon", "as": "d"}], "runes": runes("body", 12)}
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d"}, {"expect": {"exhausted": {"d": False}}}]))
    check(duel({**a, "points": 5}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d"}, {"expect": {"exhausted": {"d": True}}}]))
    cards = {**CARDS, "Brute": {"type": "unit", "might": 6, "cost": 1}}
    check(duel({"base": [u("Corrupted Dragon", "d", "A")]},
               battlefields=[bf("bf1", "B", u("Pup", "p", "B"), u("Ogre", "o", "B"), u("Brute", "b", "B")), bf("bf2")],
               cards=cards, steps=[
        {"act": "move", "by": "A", "units": ["d"], "to": "bf1"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"cards": ["b"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["p", "o"]}},
        {"expect": {"zone": {"p": "base", "o": "base", "b": "bf1"}}}]))


def test_kennen_keeper_of_balance() -> None:
    """"[Hidden] When you play me or I attack, you may pay [2] to [Stun] a unit. While there's a stunned enemy
    unit here, I have +2 [M]." - declined: nothing stunned; a stunned friendly unit doesn't count."""
    a = {"hand": [{"card": "Kennen, Keeper of Balance", "as": "k"}], "runes": runes("order", 5)}
    check(duel(a, {"base": [u("Ogre", "o", "B"), u("Pup", "p", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "k"}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"act": "choose", "by": "A", "choice": {"targets": ["o"]}}, *RESOLVE,
        {"expect": {"stunned": {"o": True}, "might": {"k": 2}}}]))  # at base: "here" is no battlefield
    check(duel(a, {"base": [u("Ogre", "o", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "k"}, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"stunned": {"o": False}, "chain": []}}]))
    check(duel({"base": [u("Kennen, Keeper of Balance", "k", "A")], "runes": runes("order", 2)},
               battlefields=[bf("bf1", "B", u("Ogre", "o", "B"), u("Pup", "p", "B")), bf("bf2")], cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["k"], "to": "bf1"}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"act": "choose", "by": "A", "choice": {"targets": ["o"]}}, *RESOLVE,
        {"expect": {"stunned": {"o": True}, "might": {"k": 4}}}]))


def test_bottled_constellation() -> None:
    """"At the start of your Main Phase, you may kill 3 other friendly units and/or gear to score 1 point." - with
    two, it doesn't trigger; declined, nothing dies."""
    three = [u("Pup", "p1", "A"), u("Pup", "p2", "A"), {"card": "Gizmo", "as": "g"}, u("Pup", "p3", "A")]
    turn = {"player": "A", "phase": "beginning", "number": 3}
    check(duel({"base": [{"card": "Bottled Constellation", "as": "bc"}, *three], "deck": ["Pup"] * 3}, turn=turn,
               cards=CARDS, steps=[
        {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        *RESOLVE, {"act": "choose", "by": "A", "choice": {"cards": ["p1", "p2", "bc"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["p1", "p2", "g"]}},
        {"expect": {"zone": {"p1": "trash", "p2": "trash", "g": "trash", "p3": "base"}, "points": {"A": 1}}}]))
    check(duel({"base": [{"card": "Bottled Constellation", "as": "bc"}, *three], "deck": ["Pup"] * 3}, turn=turn,
               cards=CARDS, steps=[
        {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"zone": {"p1": "base"}, "points": {"A": 0}, "chain": []}}]))
    check(duel({"base": [{"card": "Bottled Constellation", "as": "bc"}, *three[:2]], "deck": ["Pup"] * 3}, turn=turn,
               cards=CARDS, steps=[{"expect": {"pending": None, "chain": []}}]))


def test_kinkou_temple() -> None:
    """"Units here with [Tank] have +1 [M]." - anyone's; not a unit without Tank; not one elsewhere."""
    check(duel({"base": [u("Tank Pup", "away", "A")]},
               battlefields=[{"as": "bf1", "card": "Kinkou Temple", "controller": "A",
                              "units": [u("Tank Pup", "t", "A"), u("Pup", "p", "A"), u("Tank Pup", "e", "B")]}, bf("bf2")],
               cards=CARDS, steps=[{"expect": {"might": {"t": 3, "p": 2, "e": 3, "away": 2}}}]))


# -- the bot -----------------------------------------------------------------------------

PLAYABLE = sorted(n for n in VEN_SCRIPTS if default_catalog().find(n).type not in ("battlefield", "legend"))
BOT_NEVER_PLAYS: dict[str, str] = {}
# What a card needs to be worth playing, beyond the position below (A's extra trash, B's extra units and hand): a
# second unit of A's in its trash to get back (Shadows of the Past), enemy Order units to return (Decree of
# Discord), cards in B's hand, one perhaps a Mind card (Decree of Strength), A behind on the board: one unit
# against B's four (Cataclysmic Duel: each player keeps one), and a unit of A's whose "when you play me" is worth
# playing again (Temporal Breach).
ORDER_IMP = {"Order Imp": {"type": "unit", "might": 3, "cost": 2, "domains": ["order"]},
             "Scholar": {"type": "unit", "might": 2, "cost": 3,
                         "script": {"triggers": {"play": {"effects": [["draw", {"amount": 2}]]}}}}}
NEEDS: dict[str, dict[str, Any]] = {
    "Shadows of the Past": {"a_trash": [{"card": "Ogre"}]},
    "Decree of Discord": {"b_base": [u("Order Imp", "oi", "B")], "b_field": [u("Order Imp", "oi2", "B")]},
    "Decree of Strength": {"b_hand": [{"card": "Pup"}, {"card": "Fizz"}, {"card": "Gizmo"}, {"card": "Pup"}]},
    "Cataclysmic Duel": {"alone": True, "b_base": [u("Ogre", "e2", "B"), u("Pup", "e3", "B")]},
    "Temporal Breach": {"a_base": [u("Scholar", "s", "A", exhausted=True)]},
}


@pytest.mark.parametrize("card", [pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=BOT_NEVER_PLAYS[n]))
                                  if n in BOT_NEVER_PLAYS else n for n in PLAYABLE])
def test_the_bot_plays_the_card(card: str) -> None:
    found = default_catalog().find(card)
    need = NEEDS.get(card, {})
    mine = [u("Ogre", "c", "A")] if need.get("alone") else \
        [u("Ogre", "c", "A"), u("Pup", "p", "A", exhausted=True), {"card": "Gizmo"}, *need.get("a_base", [])]
    sc = Scenario(duel({"hand": [{"card": card, "as": "x"}, {"card": "Gizmo"}], "runes": [DOMAIN_RUNES[found.domains[0]]] * 12,
                        "base": mine, "trash": [{"card": "Pup"}, *need.get("a_trash", [])], "deck": ["Pup"] * 10},
                       {"base": [u("Pup", "e", "B"), *need.get("b_base", [])], "trash": [{"card": "Ogre"}],
                        "hand": need.get("b_hand", [])},
                       battlefields=[bf("bf1", "B", u("Pup", "eb", "B"), *need.get("b_field", [])),
                                     bf("bf2") if need.get("alone") else bf("bf2", "A", u("Ogre", "o", "A"))],
                       cards={**CARDS, **ORDER_IMP}))
    taken = _bot_turn(sc)
    assert any(t.kind == "play" and t.card == sc.obj("x") for t in taken), [(t.kind, t.card) for t in taken]


def test_the_bot_makes_an_opponent_burn_for_blade_twirler() -> None:
    sc = Scenario(duel({"base": [u("Blade Twirler", "t", "A")], "deck": ["Pup"] * 5}, {"deck": ["Pup"] * 5},
                       cards=CARDS))
    _bot_turn(sc)
    assert len(sc.st.players[1].trash) == 1 and not sc.st.players[0].trash


# -- more terms of their own ------------------------------------------------------------------

def test_temporal_breach() -> None:
    """"[Hidden] Banish a unit, then its owner plays it to the same location, ignoring its cost." - an
    opponent's unit comes back theirs, at that battlefield (a new object: exhausted, its damage gone, 124); a
    token is gone (FAQ)."""
    bfs = [bf("bf1", "B", u("Ogre", "o", "B", damage=2)), bf("bf2")]
    check(duel({"hand": [{"card": "Temporal Breach", "as": "t"}], "runes": runes("mind", 3)}, battlefields=bfs,
               cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "t", "targets": ["o"]}, *RESOLVE,
        {"expect": {"zone": {"o": "bf1"}, "controller": {"o": "B"}, "damage": {"o": 0}, "exhausted": {"o": True},
                    "log_contains": "B plays Ogre from banishment"}}]))
    check(duel({"hand": [{"card": "Temporal Breach", "as": "t"}], "runes": runes("mind", 3),
                "base": [u("Mech", "m", "A")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "t", "targets": ["m"]}, *RESOLVE,
        {"expect": {"zone": {"m": "gone"}, "count": {"A": {"units": 0}}}}]))
    check(duel({"hand": [{"card": "Temporal Breach", "as": "t"}], "runes": runes("mind", 3),
                "base": [u("Cloud Drake", "d", "A")], "deck": ["Pup"] * 3}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "t", "targets": ["d"]}, *RESOLVE,
        {"expect": {"zone": {"d": "base"}, "chain": ["Cloud Drake (play)"]}}, *RESOLVE,
        {"expect": {"count": {"A": {"hand": 1}}}}]))


def test_glowstone() -> None:
    """"[Empower] [A][A] Disempower this, [E]: Choose a player. They gain control of this and recall it. At the
    end of your turn, kill this and deal 5 to all units you control." - not the opponent's units."""
    check(duel({"base": [{"card": "Glowstone", "as": "g"}, u("Ogre", "mine", "A")]}, {"base": [u("Ogre", "o", "B")]},
               cards=CARDS, steps=[
        {"act": "end_turn", "by": "A"}, {"expect": {"chain": ["Glowstone (end_turn)"]}}, *RESOLVE,
        {"expect": {"zone": {"g": "trash", "mine": "trash", "o": "base"}}}]))


def test_glowstone_given_to_an_opponent() -> None:
    """"Choose a player. They gain control of this and recall it." - the ability needs it Empowered (443) and
    ready; it goes to their base, and "your turn" is now theirs: it blows up at the end of B's turn, on B's
    units."""
    check(duel({"base": [{"card": "Glowstone", "as": "g"}, u("Ogre", "mine", "A")], "runes": runes("order", 2)},
               {"base": [u("Ogre", "o", "B")]}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "g", "ability": 0, "expect_error": True},
        {"act": "activate", "by": "A", "source": "g", "ability": 1}, *RESOLVE,
        {"act": "activate", "by": "A", "source": "g", "ability": 0}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_option"}}},
        {"act": "choose", "by": "A", "choice": {"option": "B"}},
        {"expect": {"controller": {"g": "B"}, "zone": {"g": "base"}, "log_contains": "Glowstone is no longer Empowered"}},
        {"act": "end_turn", "by": "A"}, {"expect": {"chain": [], "zone": {"mine": "base"}}},
        {"act": "run_until", "phase": "main"}, {"act": "end_turn", "by": "B"},
        {"expect": {"chain": ["Glowstone (end_turn)"]}}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"zone": {"g": "trash", "o": "trash", "mine": "base"}}}]))


def test_decree_of_strength() -> None:
    """"Choose an opponent. They reveal their hand and you choose a Mind ([Mind]) card from it. They recycle that
    card." - a card of another domain can't be chosen; with no Mind card, nothing is recycled."""
    cards = {**CARDS, "Mind Imp": {"type": "unit", "might": 1, "cost": 1, "domains": ["mind"]},
             "Body Imp": {"type": "unit", "might": 1, "cost": 1, "domains": ["body"]}}
    a = {"hand": [{"card": "Decree of Strength", "as": "d"}], "runes": runes("body", 1)}
    check(duel(a, {"hand": [{"card": "Mind Imp", "as": "m"}, {"card": "Body Imp", "as": "b"}]}, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "d"}, *RESOLVE,
        {"expect": {"log_contains": "B reveals their hand", "zone": {"m": "main_deck", "b": "hand"}}}]))
    check(duel(a, {"hand": [{"card": "Body Imp", "as": "b"}]}, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "d"}, *RESOLVE, {"expect": {"zone": {"b": "hand"}, "pending": None}}]))


def test_cataclysmic_duel() -> None:
    """"Each player chooses a unit they control. Kill the rest." - each keeps one (in turn order from you); all
    other units die; a player with none keeps none."""
    check(duel({"hand": [{"card": "Cataclysmic Duel", "as": "c"}], "runes": runes("body", 11),
                "base": [u("Pup", "a1", "A"), u("Ogre", "a2", "A")]},
               {"base": [u("Pup", "b1", "B"), u("Wall", "b2", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "c"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["b2"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["a2"]}},
        {"expect": {"pending": {"player": "B", "kind": "choose_cards"}}},
        {"act": "choose", "by": "B", "choice": {"cards": ["b1"]}},
        {"expect": {"zone": {"a1": "trash", "a2": "base", "b1": "base", "b2": "trash"}}}]))


def test_shadows_of_the_past() -> None:
    """"Return up to 2 units from trashes to their owners' hands." - an opponent's too, to their hand; not a
    spell."""
    check(duel({"hand": [{"card": "Shadows of the Past", "as": "s"}], "runes": runes("chaos", 4),
                "trash": [{"card": "Pup", "as": "mine"}, {"card": "Zap", "as": "sp"}]},
               {"trash": [{"card": "Ogre", "as": "theirs"}, {"card": "Pup", "as": "t2"}]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"cards": ["sp"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["mine", "theirs"]}},
        {"expect": {"zone": {"mine": "hand", "theirs": "hand", "t2": "trash"},
                    "count": {"A": {"hand": 1}, "B": {"hand": 1}}}}]))


def test_decree_of_discord() -> None:
    """"Return any number of enemy Order ([Order]) units with total Might 5 or less to their owners' hands." - one
    at a time within what's left of the 5; not a friendly one, not one of another domain."""
    cards = {**CARDS, "Order Imp": {"type": "unit", "might": 2, "cost": 1, "domains": ["order"]},
             "Order Brute": {"type": "unit", "might": 4, "cost": 1, "domains": ["order"]}}
    check(duel({"hand": [{"card": "Decree of Discord", "as": "d"}], "runes": runes("chaos", 2),
                "base": [u("Order Imp", "mine", "A")]},
               {"base": [u("Order Imp", "i1", "B"), u("Order Imp", "i2", "B"), u("Order Brute", "br", "B"),
                         u("Pup", "p", "B")]}, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "d"}, *RESOLVE,
        *[{"act": "choose", "by": "A", "choice": {"cards": [x]}, "expect_error": True} for x in ("mine", "p")],
        {"act": "choose", "by": "A", "choice": {"cards": ["i1"]}},
        {"act": "choose", "by": "A", "choice": {"cards": ["br"]}, "expect_error": True},  # 2 + 4 > 5
        {"act": "choose", "by": "A", "choice": {"cards": ["i2"]}},
        {"expect": {"pending": None, "zone": {"i1": "hand", "i2": "hand", "br": "base", "mine": "base"}}}]))
    check(duel({"hand": [{"card": "Decree of Discord", "as": "d"}], "runes": runes("chaos", 2)},
               {"base": [u("Order Brute", "br", "B"), u("Order Imp", "i1", "B")]}, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "d"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"cards": []}},
        {"expect": {"pending": None, "zone": {"br": "base", "i1": "base"}}}]))


def test_forgotten_relic() -> None:
    """"When you play this or at the start of your Beginning Phase, [Burn 1]. When you burn a unit this way, do
    this: Give a friendly unit +[M] equal to the burned card's Might this turn." - a spell burned gives nothing."""
    check(duel({"hand": [{"card": "Forgotten Relic", "as": "r"}], "runes": runes("chaos", 5),
                "base": [u("Pup", "p", "A")], "deck": [{"card": "Ogre", "as": "top"}, {"card": "Zap", "as": "z"}, "Pup", "Pup"]},
               {"base": [u("Pup", "e", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "r"}, *RESOLVE,
        {"expect": {"zone": {"top": "trash"}, "chain": ["Forgotten Relic (then)"]}}, *RESOLVE,
        {"expect": {"might": {"p": 6, "e": 2}}},
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"}, {"act": "end_turn", "by": "B"},
        {"expect": {"chain": ["Forgotten Relic (start_beginning)"]}}, *RESOLVE,
        {"expect": {"zone": {"z": "trash"}, "chain": [], "might": {"p": 2}}}]))


def test_kharox() -> None:
    """"[Empower] [6][Chaos][Chaos] When I become [Empowered], choose an opponent. They [Burn 3]. Then you may do
    this: Choose a unit in their trash and play it, ignoring its cost." - you play it (yours to control);
    declined, nothing."""
    a = {"base": [u("Kharox", "k", "A")], "runes": runes("chaos", 8)}
    b = {"deck": [{"card": "Ogre", "as": "d1"}, {"card": "Zap", "as": "d2"}, {"card": "Pup", "as": "d3"}, "Pup"],
         "trash": [{"card": "Wall", "as": "w"}]}
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "k", "ability": 0}, *RESOLVE, *RESOLVE,
        {"expect": {"zone": {"d1": "trash", "d2": "trash", "d3": "trash"}, "pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"act": "choose", "by": "A", "choice": {"cards": ["d2"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["w"]}},
        {"expect": {"zone": {"w": "base"}, "controller": {"w": "A"}, "owner": {"w": "B"}}}]))
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "k", "ability": 0}, *RESOLVE, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"zone": {"w": "trash", "d1": "trash"}, "pending": None}}]))


def test_akali_rogue_assassin() -> None:
    """"[Empower] [3][A] [Action][>] [E]: If it's your turn, move a friendly unit in a showdown to base and if I'm
    [Empowered], ready it." - only a unit where a showdown is going on; on an opponent's turn, nothing."""
    legend = "Akali, Rogue Assassin"
    bfs = [bf("bf1", "B", u("Wall", "w", "B")), bf("bf2", "A", u("Pup", "away", "A"))]
    a = {"legend": legend, "base": [u("Ogre", "o", "A")], "runes": runes("fury", 4)}
    check(duel(a, battlefields=bfs, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": legend, "ability": 0, "targets": ["away"], "expect_error": True},
        {"act": "move", "by": "A", "units": ["o"], "to": "bf1"},
        {"act": "activate", "by": "A", "source": legend, "ability": 0, "targets": ["away"], "expect_error": True},
        {"act": "activate", "by": "A", "source": legend, "ability": 0, "targets": ["o"]}, *RESOLVE,
        {"expect": {"zone": {"o": "base"}, "exhausted": {"o": True}}}]))
    check(duel(a, battlefields=bfs, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": legend, "ability": 1}, *RESOLVE,
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"}, {"act": "end_turn", "by": "B"},
        {"act": "run_until", "phase": "main"},
        {"act": "move", "by": "A", "units": ["o"], "to": "bf1"},
        {"act": "activate", "by": "A", "source": legend, "ability": 0, "targets": ["o"]}, *RESOLVE,
        {"expect": {"zone": {"o": "base"}, "exhausted": {"o": False}}}]))
    check(duel({"legend": legend, "runes": runes("fury", 4)}, {"base": [u("Wall", "w", "B")]},
               battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")], turn=B_TURN, cards=CARDS, steps=[
        {"act": "move", "by": "B", "units": ["w"], "to": "bf1"}, {"act": "pass", "by": "B"},
        {"act": "activate", "by": "A", "source": legend, "ability": 0, "targets": ["p"]},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"zone": {"p": "bf1"}}}]))  # B's turn: nothing
