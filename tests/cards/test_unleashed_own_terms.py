"""Unleashed (UNL), issue 20's second slice (`game/cards/unleashed_terms.py`): cards with a term of their own,
registered beside them. One test per card, named after it, quoting its printed text (with errata) and the
rules it relies on (Core Rules 2026-10-09): each clause, conditions both ways, a "may" taken and declined,
target restrictions."""

from __future__ import annotations

from typing import Any

import pytest

from game.cards.unleashed_terms import SCRIPTS as OWN
from game.engine import apply
from game.engine.model import registry
from game.engine.model.actions import Action
from game.engine.model.cards import default_catalog
from game.scenarios.runner import Scenario
from tests.engine.invariants import check_view_privacy

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_unleashed_more import (
    B_TURN,
    CARDS,
    COUNTERS,
    DOMAIN_RUNES,
    PASS_A,
    _bot_turn,
    bot_position,
    final,
    in_base,
    in_combat,
    responding,
)

HOLD = {"player": "A", "phase": "beginning", "number": 3}
B_PASS = [{"act": "pass", "by": "B"}, {"act": "pass", "by": "A"}]


def test_the_terms_are_the_card_modules_own() -> None:
    for kind, name in (("condition", "unit_died_this_turn"), ("value", "battlefields_of_team"),
                       ("verb", "token_for_player"), ("selector", "mighty")):
        term = registry.term(kind, name)
        assert term is not None and not term.shared and term.module == "game.cards.unleashed_terms"


def test_the_terms_several_cards_share_are_the_engines() -> None:
    """A term a second card needs moves into the engine (docs/cards.md)."""
    for kind, name in (("condition", "weaker_than_source"), ("value", "tags_among"), ("condition", "tags_among_at_least"),
                       ("condition", "your_beginning_phase"), ("verb", "choose_player"), ("verb", "kill_own_unit")):
        term = registry.term(kind, name)
        assert term is not None and term.shared, name


# -- Fury --------------------------------------------------------------------------------

def test_towering_pairofant() -> None:
    """"[Assault] If a unit died this turn, I enter ready." - any unit (B's too); none died: exhausted."""
    a = {"hand": [{"card": "Towering Pairofant", "as": "t"}, {"card": "Doom", "as": "d"}], "runes": ["Fury Rune"] * 6}
    check(duel(a, {"base": [u("Pup", "e", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["e"]}, *RESOLVE,
        {"act": "play", "by": "A", "card": "t"}, {"expect": {"exhausted": {"t": False}}}]))
    check(duel(a, {"base": [u("Pup", "e", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "t"}, {"expect": {"exhausted": {"t": True}}}]))


def test_fresh_beans() -> None:
    """"When you play a unit during a showdown, you may exhaust this to draw 1." - in a showdown (Ambush): asked
    and paid as the trigger is finalized; declined: nothing; out of a showdown: no trigger."""
    amb = {"type": "unit", "might": 2, "cost": 0, "keywords": ["Ambush"]}
    a = {"base": [{"card": "Fresh Beans", "as": "fb"}], "hand": [{"card": "Amb", "as": "x"}, {"card": "Amb", "as": "y"}]}
    bfs = [bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")]
    showdown = [{"act": "move", "by": "B", "units": ["e"], "to": "bf1"}, {"act": "pass", "by": "B"}]
    check(duel(a, {"base": [u("Ogre", "e", "B")]}, cards={**CARDS, "Amb": amb}, turn=B_TURN, battlefields=bfs, steps=[
        *showdown, {"act": "play", "by": "A", "card": "x", "to": "bf1"},
        {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"expect": {"exhausted": {"fb": True}, "chain": ["Fresh Beans (play_card)"]}}, *PASS_A, {"act": "pass", "by": "B"},
        {"expect": {"count": {"A": {"hand": 2}}}}]))
    check(duel(a, {"base": [u("Ogre", "e", "B")]}, cards={**CARDS, "Amb": amb}, turn=B_TURN, battlefields=bfs, steps=[
        *showdown, {"act": "play", "by": "A", "card": "x", "to": "bf1"}, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"exhausted": {"fb": False}, "chain": [], "count": {"A": {"hand": 1}}}}]))
    check(duel(a, cards={**CARDS, "Amb": amb}, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "x"}, {"expect": {"pending": None, "chain": []}}]))


def test_right_of_conquest() -> None:
    """"Draw 1, then draw 1 for each battlefield you or allies control." - 2v2: A's and its ally C's, not B's."""
    check({"name": "right of conquest", "mode": "2v2", "cards": CARDS,
           "players": [{"name": "A", "team": 1, "hand": [{"card": "Right of Conquest", "as": "r"}],
                        "runes": ["Fury Rune"] * 4},
                       {"name": "B", "team": 2}, {"name": "C", "team": 1}, {"name": "D", "team": 2}],
           "battlefields": [bf("bf1", "A", u("Pup", "p", "A")), bf("bf2", "C", u("Pup", "q", "C")),
                            bf("bf3", "B", u("Pup", "e", "B"))],
           "turn": {"player": "A", "phase": "main", "number": 5},
           "steps": [{"act": "play", "by": "A", "card": "r"}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
                     {"act": "pass", "by": "C"}, {"act": "pass", "by": "D"}, {"expect": {"count": {"A": {"hand": 3}}}}]})


# -- Calm --------------------------------------------------------------------------------

def test_monch() -> None:
    """"If an opponent controls a stunned unit, I cost [2] less and enter ready." - 6 Energy, 4 then; a stunned
    unit of A's own doesn't count."""
    for b_stunned, runes, ready in ((True, 4, True), (False, 4, None), (False, 6, False)):
        steps: list[dict[str, Any]] = [{"act": "play", "by": "A", "card": "m", "expect_error": ready is None}]
        if ready is not None:
            steps.append({"expect": {"exhausted": {"m": not ready}, "count": {"A": {"runes": runes}}}})
        check(duel({"hand": [{"card": "Monch", "as": "m"}], "runes": ["Calm Rune"] * runes,
                    "base": [u("Pup", "mine", "A", stunned=True)]},
                   {"base": [u("Pup", "e", "B", stunned=b_stunned)]}, cards=CARDS, steps=steps))


def test_vex_mocking() -> None:
    """"[Shield] [Tank] When you [Stun] an enemy unit at a battlefield, you may move me to that battlefield." - a
    stunned enemy in its base: no trigger; declined: she stays."""
    a = {"base": [u("Vex, Mocking", "v", "A")], "hand": [{"card": "Daze", "as": "d"}]}
    bfs = [bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")]
    check(duel(a, cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["e"]}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        *RESOLVE, {"expect": {"zone": {"v": "bf1"}}}]))
    check(duel(a, cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["e"]}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"yes": False}}, {"expect": {"zone": {"v": "base"}, "chain": []}}]))
    check(duel(a, {"base": [u("Pup", "eb", "B")]}, cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["eb"]}, *RESOLVE,
        {"expect": {"pending": None, "chain": [], "stunned": {"eb": True}}}]))


def test_ivern_nurturer() -> None:
    """"When you play me or when I hold, look at the top 3 cards of your Main Deck. You may reveal a unit from
    among them and draw it. Recycle the rest. Then if you revealed a Bird, Cat, Dog, or Poro, do this: [Buff] a
    friendly unit." - a Cat revealed: the buff; a Pup: none; on hold too."""
    for top, buffed in (("Kitten", True), ("Pup", False)):
        check(duel({"hand": [{"card": "Ivern, Nurturer", "as": "i"}], "runes": ["Calm Rune"] * 6,
                    "base": [u("Pup", "p", "A")], "deck": [{"card": top, "as": "t"}, "Filler", "Filler", "Filler"]},
                   cards=CARDS, steps=[
            {"act": "play", "by": "A", "card": "i"}, *RESOLVE, {"act": "choose", "by": "A", "choice": {"cards": ["t"]}},
            {"expect": {"zone": {"t": "hand"}, "pending": {"player": "A", "kind": "choose_targets"} if buffed else None}},
            *([{"act": "choose", "by": "A", "choice": {"targets": ["p"]}}, *RESOLVE] if buffed else []),
            {"expect": {"buffed": {"p": buffed}, "chain": []}}]))
    check(duel({"deck": [{"card": "Kitten", "as": "t"}, "Filler", "Filler", "Filler"]}, cards=CARDS, turn=HOLD,
               battlefields=[bf("bf1", "A", u("Ivern, Nurturer", "i", "A")), bf("bf2")], steps=[
        {"expect": {"chain": ["Ivern, Nurturer (hold)"]}}, *RESOLVE, {"act": "choose", "by": "A", "choice": {"cards": []}},
        {"expect": {"chain": [], "zone": {"t": "main_deck"}}}]))


def test_alpha_wildclaw() -> None:
    """"[Tank] Your units here with less Might than me can't be chosen by enemy spells and abilities." - a
    weaker unit of A's here is protected from B; one as strong, or elsewhere, is not; A may still choose it."""
    check(duel({"hand": [{"card": "Zap", "as": "own"}]}, {"hand": [{"card": "Zap", "as": "z"}]}, cards={
        **CARDS, "Giant": {"type": "unit", "might": 7, "cost": 1}}, turn=B_TURN,
        battlefields=[bf("bf1", "A", u("Alpha Wildclaw", "w", "A"), u("Pup", "p", "A"), u("Giant", "g", "A")),
                      bf("bf2", "A", u("Pup", "q", "A"))], steps=[
        {"act": "play", "by": "B", "card": "z", "targets": ["p"], "expect_error": True},
        {"act": "play", "by": "B", "card": "z", "targets": ["g"]}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "own", "targets": ["p"]}, *PASS_A, {"act": "pass", "by": "B"},
        {"expect": {"zone": {"p": "trash"}, "chain": ["Zap"]}}]))
    check(duel({}, {"hand": [{"card": "Zap", "as": "z"}]}, cards=CARDS, turn=B_TURN,
               battlefields=[bf("bf1", "A", u("Alpha Wildclaw", "w", "A")), bf("bf2", "A", u("Pup", "q", "A"))], steps=[
        {"act": "play", "by": "B", "card": "z", "targets": ["q"]}, {"expect": {"chain": ["Zap"]}}]))


# -- Mind --------------------------------------------------------------------------------

def test_petal_pixie() -> None:
    """"I have +1 [M] for each of your units with [Temporary] at my battlefield." - not B's, not elsewhere."""
    sprite = {"type": "unit", "might": 3, "cost": 1, "keywords": ["Temporary"]}
    check(duel({"base": [u("Spr", "s0", "A")]}, cards={**CARDS, "Spr": sprite},
               battlefields=[bf("bf1", "A", u("Petal Pixie", "pp", "A"), u("Spr", "s1", "A"), u("Spr", "s2", "A"),
                                u("Spr", "e", "B")), bf("bf2")],
               steps=[{"expect": {"might": {"pp": 4}}}]))
    check(duel({"base": [u("Petal Pixie", "pp", "A"), u("Spr", "s0", "A")]}, cards={**CARDS, "Spr": sprite},
               steps=[{"expect": {"might": {"pp": 2}}}]))


def test_gutter_palace() -> None:
    """"At the start of your Beginning Phase, if you have exactly 4 cards in hand and exactly 4 units at
    battlefields, you win the game. Discard 1, [E]: Play a 1 [M] Bird unit token with [Deflect]."""
    four = [u("Pup", f"p{i}", "A") for i in range(4)]
    for hand, won in ((4, True), (5, False)):
        check(duel({"base": [{"card": "Gutter Palace", "as": "g"}], "hand": ["Pup"] * hand}, cards=CARDS, turn=HOLD,
                   battlefields=[bf("bf1", "A", *four), bf("bf2")],
                   steps=[*([] if not won else RESOLVE), {"expect": {"winner": "A" if won else None}}]))
    check(duel({"base": [{"card": "Gutter Palace", "as": "g"}], "hand": [{"card": "Pup", "as": "x"}]}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "g"}, {"expect": {"zone": {"x": "trash"}, "exhausted": {"g": True}}},
        *RESOLVE, {"expect": {"zone": {"Bird": "base"}}},
        {"act": "activate", "by": "A", "source": "g", "expect_error": True}]))


@pytest.mark.parametrize("discarded,expect", [
    ("Nothing", {"count": {"A": {"hand": 1}}}),
    ("Trinket", {"count": {"A": {"hand": 0}}, "exhausted": {"r1": False, "r2": False, "r3": True}}),
    ("Ogre", {"count": {"A": {"hand": 0}}, "might": {"h": 8}}),
])
def test_hwei_brooding_painter(discarded: str, expect: dict[str, Any]) -> None:
    """"When I move, draw 1, then discard 1. Then, do the following based on the discarded card's type:
    Spell - Draw 1. Gear - Ready up to 2 runes. Unit - Give me +3 [M] this turn.\""""
    runes = [{"card": "Mind Rune", "as": f"r{i}", "exhausted": True} for i in (1, 2, 3)]
    check(duel({"base": [u("Hwei, Brooding Painter", "h", "A")], "runes": runes,
                "deck": [{"card": discarded, "as": "top"}, "Filler"]}, cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["h"], "to": "bf1"}, *RESOLVE,
        {"expect": {"zone": {"top": "trash"}, **expect}}]))


# -- Body --------------------------------------------------------------------------------

def test_kinkou_initiate() -> None:
    """"When you play me, draw 1 if your other units have total Might 5 or more." - 2 + 2 is not enough,
    2 + 4 is (read as it resolves)."""
    for others, drawn in ((["Pup", "Pup"], 0), (["Pup", "Ogre"], 1)):
        check(duel({"hand": [{"card": "Kinkou Initiate", "as": "k"}], "runes": ["Body Rune"] * 3,
                    "base": [u(n, f"o{i}", "A") for i, n in enumerate(others)]}, {"base": [u("Wall", "e", "B")]},
                   cards=CARDS, steps=[{"act": "play", "by": "A", "card": "k"}, *RESOLVE,
                                       {"expect": {"count": {"A": {"hand": drawn}}}}]))


def test_gentle_gemdragon() -> None:
    """"When you play me or another Dragon, ready up to 2 runes." - another Dragon yes, a non-Dragon no."""
    drake = {"type": "unit", "might": 2, "cost": 0, "tags": ["Dragon"]}
    runes = [{"card": "Body Rune", "as": f"r{i}", "exhausted": True} for i in range(3)]
    check(duel({"base": [u("Gentle Gemdragon", "g", "A")], "runes": runes, "hand": [
        {"card": "Drake", "as": "d"}, {"card": "Pup", "as": "p"}], "pool": {"energy": 1}},
        cards={**CARDS, "Drake": drake}, steps=[
        {"act": "play", "by": "A", "card": "p"}, {"expect": {"chain": []}},
        {"act": "play", "by": "A", "card": "d"}, *RESOLVE,
        {"expect": {"exhausted": {"r0": False, "r1": False, "r2": True}}}]))
    check(duel({"hand": [{"card": "Gentle Gemdragon", "as": "g"}], "runes": ["Body Rune"] * 8}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "g"}, {"expect": {"chain": ["Gentle Gemdragon (play_card)"]}}, *RESOLVE,
        {"expect": {"log_contains": "Gentle Gemdragon (play_card) resolves"}}]))


def test_wily_newtfish() -> None:
    """"If you've gained XP this turn, I have +1 [M] and [Ganking]." - not next turn."""
    train = {"type": "spell", "cost": 0, "script": {"effects": [["xp", {"amount": 1}]]}}
    check(duel({"base": [u("Wily Newtfish", "w", "A")], "hand": [{"card": "Train", "as": "t"}], "xp": 4},
               cards={**CARDS, "Train": train}, steps=[
        {"expect": {"might": {"w": 4}, "keywords": {"w": []}}},
        {"act": "play", "by": "A", "card": "t"}, *RESOLVE,
        {"expect": {"might": {"w": 5}, "keywords": {"w": ["Ganking"]}}},
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"}, {"expect": {"might": {"w": 4}}}]))


def test_concentrate() -> None:
    """"Draw 2. [Level 6][>] This costs [2] less. [Level 11][>] This costs [4] less instead." (5 Energy)"""
    for xp, cost in ((5, 5), (6, 3), (11, 1)):
        check(duel({"hand": [{"card": "Concentrate", "as": "c"}], "runes": ["Body Rune"] * 5, "xp": xp}, cards=CARDS,
                   steps=[{"act": "play", "by": "A", "card": "c"}, *RESOLVE, {"expect": {"count": {"A": {"hand": 2}}}}]))
        view = final(duel({"hand": [{"card": "Concentrate", "as": "c"}], "runes": ["Body Rune"] * 5, "xp": xp},
                          cards=CARDS, steps=[{"act": "play", "by": "A", "card": "c"}]))
        assert sum(1 for r in view["players"][0]["runes"] if r["exhausted"]) == cost


# -- Chaos -------------------------------------------------------------------------------

def test_isolate() -> None:
    """"Move an enemy unit from a battlefield to its base. Then, if there's an enemy unit alone at that
    battlefield, draw 1." - one left there: draw; none or two left: no draw; only a unit at a battlefield."""
    for left, drawn in ((["Pup"], 1), ([], 0), (["Pup", "Pup"], 0)):
        check(duel({"hand": [{"card": "Isolate", "as": "i"}], "runes": ["Chaos Rune"] * 2},
                   {"base": [u("Pup", "eb", "B")]}, cards=CARDS,
                   battlefields=[bf("bf1", "B", u("Ogre", "e", "B"), *[u(n, f"l{i}", "B") for i, n in enumerate(left)]),
                                 bf("bf2")], steps=[
            {"act": "play", "by": "A", "card": "i", "targets": ["eb"], "expect_error": True},
            {"act": "play", "by": "A", "card": "i", "targets": ["e"]}, *RESOLVE,
            {"expect": {"zone": {"e": "base"}, "count": {"A": {"hand": drawn}}}}]))


def test_khazix_mutating_horror() -> None:
    """"[Ambush] When I attack or defend, if an enemy unit is alone here, give me +2 [M] this turn and gain 2
    XP." - two enemies: no trigger."""
    for enemies, fired in ((["Pup"], True), (["Pup", "Pup"], False)):
        check(duel({"base": [u("Kha'Zix, Mutating Horror", "k", "A")]}, cards=CARDS,
                   battlefields=[bf("bf1", "B", *[u(n, f"e{i}", "B") for i, n in enumerate(enemies)]), bf("bf2")], steps=[
            {"act": "move", "by": "A", "units": ["k"], "to": "bf1"},
            {"expect": {"chain": ["Kha'Zix, Mutating Horror (attack)"] if fired else []}}, *(RESOLVE if fired else []),
            {"expect": {"xp": {"A": 2 if fired else 0}, "might": {"k": 6 if fired else 4}}}]))
    check(duel({"base": [u("Pup", "a", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Kha'Zix, Mutating Horror", "k", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["a"], "to": "bf1"}, {"expect": {"chain": ["Kha'Zix, Mutating Horror (defend)"]}},
        *B_PASS, {"expect": {"xp": {"B": 2}, "might": {"k": 6}}}]))


def test_evelynn_entrancing() -> None:
    """"[Hidden] [Backline] When you play me from face down on your turn, you may move an enemy unit at a
    different location to my battlefield." - from hand: no trigger; on B's turn: no trigger."""
    fd = {"card": "Evelynn, Entrancing", "as": "ev", "owner": "A"}
    bfs = [bf("bf1", "A", u("Pup", "p", "A")) | {"facedown": fd}, bf("bf2", "B", u("Ogre", "e", "B"))]
    check(duel({}, {"base": [u("Pup", "eb", "B")]}, cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "ev", "from": "facedown"},
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["e"]}}, *RESOLVE,
        {"expect": {"zone": {"e": "bf1", "ev": "bf1"}}}]))
    check(duel({}, {"base": [u("Pup", "eb", "B")], "hand": [{"card": "Nothing", "as": "n"}]}, cards=CARDS, turn=B_TURN,
               battlefields=bfs, steps=[
        {"act": "play", "by": "B", "card": "n"}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "ev", "from": "facedown"}, {"expect": {"zone": {"ev": "bf1"}}},
        {"expect": {"pending": None, "chain": ["Nothing"]}}]))
    check(duel({"hand": [{"card": "Evelynn, Entrancing", "as": "ev"}], "runes": ["Chaos Rune"] * 2}, cards=CARDS,
               battlefields=bfs[1:] + [bf("bf1")], steps=[
        {"act": "play", "by": "A", "card": "ev"}, {"expect": {"pending": None, "chain": []}}]))


def test_bewitching_spirit() -> None:
    """"When you play me, choose a player. They discard 1." - chosen as it resolves, yourself too."""
    a = {"hand": [{"card": "Bewitching Spirit", "as": "s"}, {"card": "Pup", "as": "mine"}], "runes": ["Chaos Rune"] * 3}
    for who, gone in (("B", "theirs"), ("A", "mine")):
        check(duel(a, {"hand": [{"card": "Pup", "as": "theirs"}]}, cards=CARDS, steps=[
            {"act": "play", "by": "A", "card": "s"}, *RESOLVE,
            {"expect": {"pending": {"player": "A", "kind": "choose_option"}}},
            {"act": "choose", "by": "A", "choice": {"option": who}}, {"expect": {"zone": {gone: "trash"}}}]))


def test_walking_roost_the_opponent_chooses_where_their_bird_goes() -> None:
    """"They play a 1 [M] Bird unit token": to their base or a battlefield they control, their choice (186)."""
    check(duel({"hand": [{"card": "Walking Roost", "as": "w"}], "runes": ["Chaos Rune"] * 5}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "w"}, *RESOLVE,
        {"expect": {"pending": {"player": "B", "kind": "choose_destination"}}},
        {"act": "choose", "by": "B", "choice": {"battlefield": "bf1"}}, {"expect": {"zone": {"Bird": "bf1"}}}]))


def test_walking_roost() -> None:
    """"[Deflect] When you play me, choose an opponent. They play a 1 [M] Bird unit token with [Deflect]." - in a
    Duel the one opponent, asked nothing; the Bird is theirs, in their base."""
    view = final(duel({"hand": [{"card": "Walking Roost", "as": "w"}], "runes": ["Chaos Rune"] * 5}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "w"}, *RESOLVE, {"expect": {"pending": None, "count": {"B": {"units": 1}}}}]))
    assert [(o["controller"], o["might"]) for o in in_base(view, 1, "Bird")] == [(1, 1)]


# -- Order -------------------------------------------------------------------------------

def test_crimson_pigeons() -> None:
    """"I have +2 [M] while I'm attacking with another unit." - alone: no bonus."""
    for others, might in ((["Pup"], 5), ([], 3)):
        check(duel({"base": [u("Crimson Pigeons", "c", "A"), *[u(n, f"o{i}", "A") for i, n in enumerate(others)]]},
                   cards=CARDS, battlefields=[bf("bf1", "B", u("Wall", "e", "B")), bf("bf2")], steps=[
            {"act": "move", "by": "A", "units": ["c", *[f"o{i}" for i in range(len(others))]], "to": "bf1"},
            {"expect": {"might": {"c": might}}}]))


def test_scrutinizing_sergeant() -> None:
    """"When you play me, gain 1 XP for each friendly unit." - himself and the two others: 3."""
    check(duel({"hand": [{"card": "Scrutinizing Sergeant", "as": "s"}], "runes": ["Order Rune"] * 6,
                "base": [u("Pup", "p", "A"), u("Pup", "q", "A")]}, {"base": [u("Pup", "e", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s"}, *RESOLVE, {"expect": {"xp": {"A": 3}}}]))


def test_leblanc_fragmented() -> None:
    """"[Assault] [Deathknell][>] Draw 1. If it's your Beginning Phase, draw 2 instead." - killed on B's turn:
    1; dying to Temporary in A's Beginning Phase: 2."""
    check(duel({"base": [u("LeBlanc, Fragmented", "l", "A")]}, {"hand": [{"card": "Doom", "as": "d"}]}, cards=CARDS,
               turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "d", "targets": ["l"]}, {"act": "pass", "by": "B"}, *PASS_A, *PASS_A,
        {"act": "pass", "by": "B"}, {"expect": {"count": {"A": {"hand": 1}}}}]))
    check(duel({"base": [u("LeBlanc, Fragmented", "l", "A")]}, cards=CARDS, turn={"player": "B", "phase": "main", "number": 4},
               steps=[{"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
                      {"expect": {"count": {"A": {"hand": 1}}}}]))
    sc = duel({"hand": [{"card": "Shadow's Call", "as": "sc"}], "runes": ["Order Rune"] * 2,
               "base": [u("LeBlanc, Fragmented", "l", "A")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "sc", "targets": ["l"]}, *RESOLVE,  # A draws 2
        {"act": "end_turn", "by": "A"}, {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
        {"expect": {"zone": {"l": "trash"}, "count": {"A": {"hand": 5}}}}])  # 2 + 2 (Deathknell) + 1 (Draw Phase)
    check(sc)


def test_sacrifice() -> None:
    """"[Reaction] As an additional cost to play this, kill a friendly [Mighty] unit. Draw 2 and channel 1
    rune exhausted." - no Mighty unit: it can't be played; a 4 Might unit is no Mighty unit."""
    a = {"hand": [{"card": "Sacrifice", "as": "s"}], "runes": ["Order Rune"], "rune_deck": ["Order Rune"]}
    check(duel({**a, "base": [u("Ogre", "o", "A")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s", "expect_error": True}]))
    check(duel({**a, "base": [u("Ogre", "o", "A"), u("Wall", "w", "A")]}, {"base": [u("Wall", "e", "B")]}, cards=CARDS,
               steps=[{"act": "play", "by": "A", "card": "s", "options": {"kill": "o"}, "expect_error": True},
                      {"act": "play", "by": "A", "card": "s", "options": {"kill": "e"}, "expect_error": True},
                      {"act": "play", "by": "A", "card": "s"}, {"expect": {"zone": {"w": "trash", "o": "base"}}},
                      *RESOLVE, {"expect": {"count": {"A": {"hand": 2, "runes": 2}}}}]))


def test_loyal_poro() -> None:
    """"[Deathknell][>] If I didn't die alone, draw 1. (I wasn't alone if there were other friendly units
    here.)" - with another friendly unit there: draw; alone (enemies don't count): no trigger."""
    for mates, drawn in ((["Pup"], 1), ([], 0)):
        check(duel({}, {"hand": [{"card": "Doom", "as": "d"}]}, cards=CARDS, turn=B_TURN,
                   battlefields=[bf("bf1", "A", u("Loyal Poro", "l", "A"), *[u(n, f"m{i}", "A") for i, n in enumerate(mates)],
                                    u("Pup", "e", "B")), bf("bf2")], steps=[
            {"act": "play", "by": "B", "card": "d", "targets": ["l"]}, {"act": "pass", "by": "B"}, *PASS_A,
            {"expect": {"chain": ["Loyal Poro (deathknell)"] if drawn else []}},
            *(RESOLVE if drawn else []), {"expect": {"count": {"A": {"hand": drawn}}}}]))
    # 740.2.a (ruling 361): a friendly unit dying at the same moment was there too - not alone
    both = {"Wipe": {"type": "spell", "cost": 0, "keywords": ["Reaction"], "script": {
        "effects": [["kill", {"to": {"what": "unit", "where": "battlefield"}}]]}}}
    poro, mate = u("Loyal Poro", "l", "A"), u("Pup", "m", "A")
    for units in ([poro, mate], [mate, poro]):  # whichever leaves first
        check(duel({}, {"hand": [{"card": "Wipe", "as": "d"}]}, cards={**CARDS, **both}, turn=B_TURN,
               battlefields=[bf("bf1", "A", *units, u("Pup", "e", "B")), bf("bf2")], steps=[
            {"act": "play", "by": "B", "card": "d"}, {"act": "pass", "by": "B"}, *PASS_A,
            {"expect": {"zone": {"m": "trash", "e": "trash"}, "chain": ["Loyal Poro (deathknell)"]}}, *RESOLVE,
            {"expect": {"count": {"A": {"hand": 1}}}}]))


def test_rift_herald() -> None:
    """"When I move to a battlefield, look at the top 3 cards of your Main Deck. You may reveal a unit from among
    them and draw it. Recycle the rest. [Deathknell][>] Play a unit from your hand to your base, ignoring its
    Energy cost. (You must still pay its Power cost.)" - the FAQ: a unit in a private hand may be kept back."""
    power_unit = {"type": "unit", "might": 5, "cost": 7, "power": ["order"]}
    check(duel({"base": [u("Rift Herald", "r", "A")], "deck": [{"card": "Ogre", "as": "t"}, "Filler", "Filler"]},
               cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["r"], "to": "bf1"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"cards": ["t"]}}, {"expect": {"zone": {"t": "hand"}}}]))
    b = {"hand": [{"card": "Doom", "as": "d"}]}
    a = {"base": [u("Rift Herald", "r", "A")], "runes": ["Order Rune"],
         "hand": [{"card": "Big", "as": "big"}, {"card": "Nothing", "as": "n"}]}
    kill = [{"act": "play", "by": "B", "card": "d", "targets": ["r"]}, {"act": "pass", "by": "B"}, *PASS_A, *PASS_A,
            {"act": "pass", "by": "B"}, {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}}]
    check(duel(a, b, cards={**CARDS, "Big": power_unit}, turn=B_TURN, steps=[
        *kill, {"act": "choose", "by": "A", "choice": {"cards": ["n"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["big"]}},
        {"expect": {"zone": {"big": "base"}, "count": {"A": {"runes": 0}}}}]))
    check(duel(a, b, cards={**CARDS, "Big": power_unit}, turn=B_TURN, steps=[
        *kill, {"act": "choose", "by": "A", "choice": {"cards": []}}, {"expect": {"zone": {"big": "hand"}}}]))
    check(duel({**a, "runes": []}, b, cards={**CARDS, "Big": power_unit}, turn=B_TURN, steps=[
        *kill, {"act": "choose", "by": "A", "choice": {"cards": ["big"]}},
        {"expect": {"zone": {"big": "hand"}, "log_contains": "its Power cost can't be paid"}}]))


# -- battlefields ------------------------------------------------------------------------------

def test_forbidding_waste() -> None:
    """Forbidding Waste: "While a unit here is defending alone, it has -2 [M]." - two defenders: none."""
    for defenders, might in ((["Wall"], 6), (["Wall", "Pup"], 8)):
        check(duel({"base": [u("Pup", "a", "A")]}, cards=CARDS,
                   battlefields=[bf("bf1", "B", *[u(n, f"d{i}", "B") for i, n in enumerate(defenders)],
                                    card="Forbidding Waste"), bf("bf2")], steps=[
            {"expect": {"might": {"d0": 8}}},
            {"act": "move", "by": "A", "units": ["a"], "to": "bf1"}, {"expect": {"might": {"d0": might, "a": 2}}}]))


def test_black_flame_altar() -> None:
    """Black Flame Altar: "Units here with [Temporary] have [Shield]." - not one elsewhere, not one without."""
    sprite = {"type": "unit", "might": 3, "cost": 1, "keywords": ["Temporary"]}
    check(duel({"base": [u("Spr", "home", "A")]}, cards={**CARDS, "Spr": sprite},
               battlefields=[bf("bf1", "A", u("Spr", "s", "A"), u("Pup", "p", "A"), card="Black Flame Altar"), bf("bf2")],
               steps=[{"expect": {"keywords": {"s": ["Shield 1", "Temporary"], "p": [], "home": ["Temporary"]}}}]))


# -- legends -----------------------------------------------------------------------------

def test_jhin_virtuoso() -> None:
    """Jhin, Virtuoso: "When you play a spell, if you spent [4] or more, you may banish it. Then, if there are
    four spells banished with me, put each in its trash, channel 4 runes, and draw 1." - 3 spent: no trigger;
    declined: it stays in the trash; the fourth banished: all four back in the trash, 4 runes, 1 card."""
    spells = {"Bolt": {"type": "spell", "cost": 4, "script": {"effects": []}},
              "Spark": {"type": "spell", "cost": 3, "script": {"effects": []}}}
    bolts = [{"card": "Bolt", "as": f"b{i}"} for i in range(5)]
    steps: list[dict[str, Any]] = [
        {"act": "play", "by": "A", "card": "s"}, *RESOLVE, {"expect": {"pending": None, "zone": {"s": "trash"}}},
        {"act": "play", "by": "A", "card": "b0"}, *RESOLVE, {"expect": {"pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": False}}, {"expect": {"chain": [], "zone": {"b0": "trash"}}}]
    for i in (1, 2, 3):
        steps += [{"act": "play", "by": "A", "card": f"b{i}"}, *RESOLVE, {"act": "choose", "by": "A", "choice": {"yes": True}},
                  *RESOLVE, {"expect": {"zone": {f"b{i}": "banishment"}, "count": {"A": {"runes": 0}}}}]
    steps += [{"act": "play", "by": "A", "card": "b4"}, *RESOLVE, {"act": "choose", "by": "A", "choice": {"yes": True}},
              *RESOLVE, {"expect": {"zone": {"b1": "banishment"}}}]
    check(duel({"legend": "Jhin, Virtuoso", "hand": [{"card": "Spark", "as": "s"}, *bolts],
                "pool": {"energy": 23}, "rune_deck": ["Mind Rune"] * 5}, cards={**CARDS, **spells}, steps=steps[:-1] + [
        {"expect": {"zone": {"b1": "trash", "b2": "trash", "b3": "trash", "b4": "trash"},
                    "count": {"A": {"runes": 4, "hand": 1, "banishment": 0}}}}]))


# -- the bot -----------------------------------------------------------------------------

SPELLS_FOR_COMBAT = {"Friendship"}
BOT_NEVER_PLAYS: set[str] = set()
# A friendly unit killed as a cost is worth it when it dies anyway: B's Doom is about to kill A's Wall (Sacrifice:
# draw 2 and a rune for it; Heedless Resurrection: the Wall played back from the trash, Doom's target gone).
FOR_DOOMED = {"Sacrifice", "Heedless Resurrection"}


def doomed(card: str) -> Scenario:
    """B plays Doom on A's Wall and passes; A, holding priority, has `card`."""
    found = default_catalog().find(card)
    rune = DOMAIN_RUNES[found.domains[0]] if found.domains else "Chaos Rune"
    sc = Scenario(duel({"hand": [{"card": card, "as": "x"}], "runes": [rune] * 6, "base": [u("Wall", "w", "A")],
                        "deck": ["Pup"] * 5},
                       {"hand": [{"card": "Doom", "as": "d"}]}, turn=B_TURN, cards=CARDS))
    for action in (Action("play", 1, card=sc.obj("d"), targets=[sc.obj("w")]), Action("pass", 1)):
        sc.st, _ = apply(sc.st, action)
    return sc
PLAYABLE = [pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=f"the bot doesn't value {n} (game/bot)"))
            if n in BOT_NEVER_PLAYS else n
            for n in sorted(OWN) if default_catalog().find(n).type not in ("battlefield", "legend")]


@pytest.mark.parametrize("card", PLAYABLE)
def test_the_bot_plays_the_card_and_answers_its_decisions(card: str) -> None:
    """The bot plays each card of this slice in a position where it may help, answering the decisions it
    raises; every action it takes is legal."""
    more = {"Sacrifice": [u("Wall", "w", "A")],  # a Mighty unit to kill
            "Stalking Wolf": [u("Kitten", "kit", "A")],  # a Cat to kill
            "Thrill of the Hunt": [u("Ogre", "tired", "A", exhausted=True)]}.get(card, [])  # played to take bf1
    trash = {"Cursed Sarcophagus": ["Ogre", "Wall", "Pup"]}.get(card, [])  # units to banish with it and play again
    sc = responding(card) if card in COUNTERS else in_combat(card, attacker="Ogre") if card in SPELLS_FOR_COMBAT \
        else doomed(card) if card in FOR_DOOMED else bot_position(card, more=more, trash=trash)
    taken = _bot_turn(sc)
    x = sc.obj("x")
    assert any(a.kind == "play" and a.card == x for a in taken), \
        f"the bot never played {card}: {[(a.kind, a.card) for a in taken]}"


# -- issue 20's third slice ---------------------------------------------------------------------

def test_skyward_strike() -> None:
    """"Move an enemy unit. [Level 6][>] [Stun] an enemy unit." - the stun's target only at Level 6."""
    a = {"hand": [{"card": "Skyward Strike", "as": "s"}], "runes": ["Calm Rune"] * 3}
    b = {"base": [u("Pup", "e", "B"), u("Ogre", "o", "B")]}
    check(duel({**a, "xp": 5}, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["e", "o"], "destination": "bf1", "expect_error": True},
        {"act": "play", "by": "A", "card": "s", "targets": ["e"], "destination": "bf1"}, *RESOLVE,
        {"expect": {"zone": {"e": "bf1"}, "stunned": {"o": False}}}]))
    check(duel({**a, "xp": 6}, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["e", "o"], "destination": "bf1"}, *RESOLVE,
        {"expect": {"zone": {"e": "bf1"}, "stunned": {"o": True}}}]))


def test_friendship() -> None:
    """"[Reaction] Choose a unit. Give it +1 [M] this turn for each of the following tags among your units -
    Bird, Cat, Dog, and Poro." - a Cat and a Bird: +2 (an enemy Poro doesn't count)."""
    check(duel({"hand": [{"card": "Friendship", "as": "f"}], "runes": ["Calm Rune"],
                "base": [u("Kitten", "k", "A"), {"card": "Bird", "as": "b"}, u("Pup", "p", "A")]},
               {"base": [u("Poro", "ep", "B")]}, cards={**CARDS, "Poro": {"type": "unit", "might": 1, "cost": 1, "tags": ["Poro"]}},
               steps=[{"act": "play", "by": "A", "card": "f", "targets": ["p"]}, *RESOLVE, {"expect": {"might": {"p": 4}}}]))


def test_crescent_strike() -> None:
    """"[Action] Choose a battlefield and an enemy unit there. Deal 4 to that unit and 1 to each other enemy unit
    there." - not a friendly unit there, not an enemy elsewhere."""
    check(duel({"hand": [{"card": "Crescent Strike", "as": "c"}], "runes": ["Mind Rune"] * 4}, {"base": [u("Ogre", "eb", "B")]},
               cards=CARDS, battlefields=[bf("bf1", "B", u("Wall", "e", "B"), u("Ogre", "e2", "B"), u("Pup", "mine", "A")),
                                          bf("bf2", "B", u("Ogre", "e3", "B"))], steps=[
        {"act": "play", "by": "A", "card": "c", "targets": ["eb"], "expect_error": True},
        {"act": "play", "by": "A", "card": "c", "targets": ["e"]}, *RESOLVE,
        {"expect": {"damage": {"e": 4, "e2": 1, "mine": 0, "e3": 0, "eb": 0}}}]))


def test_stare_down() -> None:
    """"Choose a friendly unit and a battlefield. Move all enemy units at that battlefield with less Might than the
    chosen unit to their base. Gain 1 XP." - an equal one stays; A's own units stay."""
    check(duel({"hand": [{"card": "Stare Down", "as": "s"}], "runes": ["Body Rune"] * 2, "base": [u("Ogre", "o", "A")]},
               cards=CARDS, battlefields=[bf("bf1", "B", u("Pup", "e1", "B"), u("Ogre", "e2", "B"), u("Pup", "mine", "A")),
                                          bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["o", "bf1"]}, *RESOLVE,
        {"expect": {"zone": {"e1": "base", "e2": "bf1", "mine": "bf1"}, "xp": {"A": 1}}}]))


def test_imposing_challenger() -> None:
    """"When I move, you may move an enemy unit here with less Might than me to a different battlefield." - only
    a weaker enemy at my new battlefield; to another battlefield (not a base)."""
    check(duel({"base": [u("Imposing Challenger", "c", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Pup", "e", "B"), u("Wall", "w", "B")), bf("bf2"), bf("bf3")], steps=[
        {"act": "move", "by": "A", "units": ["c"], "to": "bf1"},
        {"act": "choose", "by": "A", "choice": {"targets": ["w"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["e"]}}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_option"}}},
        {"act": "choose", "by": "A", "choice": {"option": "Test Battlefield (3)"}},
        {"expect": {"zone": {"e": "bf3", "w": "bf1"}}}]))


def test_back_off() -> None:
    """"[Hidden] [Action] [Stun] a unit. If you played this from your hand, draw 1." - from face down: no draw."""
    check(duel({"hand": [{"card": "Back Off", "as": "b"}], "runes": ["Chaos Rune"] * 3}, {"base": [u("Ogre", "e", "B")]},
               cards=CARDS, steps=[{"act": "play", "by": "A", "card": "b", "targets": ["e"]}, *RESOLVE,
                                   {"expect": {"stunned": {"e": True}, "count": {"A": {"hand": 1}}}}]))
    check(duel({}, {"base": [u("Ogre", "e", "B")]}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A"), u("Ogre", "e2", "B")) | {
                   "facedown": {"card": "Back Off", "as": "b", "owner": "A"}}, bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "b", "from": "facedown", "targets": ["e2"]}, *RESOLVE,
        {"expect": {"stunned": {"e2": True}, "count": {"A": {"hand": 0}}}}]))


def test_abandon() -> None:
    """"[Reaction] Counter a spell. Return it to its owner's hand instead of putting it in their trash.
    [Predict]." - B's countered Zap goes back to B's hand."""
    check(duel({"hand": [{"card": "Abandon", "as": "a"}], "runes": ["Chaos Rune"] * 2},
               {"hand": [{"card": "Zap", "as": "z"}], "base": [u("Pup", "e", "B")]}, cards=CARDS, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "z", "targets": ["e"]}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "a", "targets": ["z"]}, *PASS_A, {"act": "pass", "by": "B"},
        {"expect": {"zone": {"z": "hand"}, "pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"chain": [], "damage": {"e": 0}, "zone": {"a": "trash"}}}]))


def test_abandon_keeps_the_returned_card_private() -> None:
    """The countered spell is in its owner's hand (private, 128) while Abandon's Predict waits for A: no view shows
    its id (the soak found Abandon's decision carrying it)."""
    sc = Scenario(duel({"hand": [{"card": "Abandon", "as": "a"}], "runes": ["Chaos Rune"] * 2},
                       {"hand": [{"card": "Zap", "as": "z"}], "base": [u("Pup", "e", "B")]}, cards=CARDS, turn=B_TURN))
    for action in (Action("play", 1, card=sc.obj("z"), targets=[sc.obj("e")]), Action("pass", 1),
                   Action("play", 0, card=sc.obj("a"), targets=[sc.obj("z")]), Action("pass", 0), Action("pass", 1)):
        sc.st, _ = apply(sc.st, action)
    assert sc.st.pending is not None and sc.st.pending.kind == "may"
    assert sc.st.objs[sc.obj("z")].zone == "hand"
    check_view_privacy(sc.st)


def test_crescent_guardian() -> None:
    """"If you've played a spell this turn, you may pay [Chaos] as an additional cost to play me. If you do, I enter
    ready." - before any spell it can't be paid; after, paid: ready; not paid: exhausted."""
    a = {"hand": [{"card": "Crescent Guardian", "as": "g"}, {"card": "Nothing", "as": "n"}], "runes": ["Chaos Rune"] * 6}
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "g", "options": {"additional_cost": True}, "expect_error": True},
        {"act": "play", "by": "A", "card": "n"}, *RESOLVE,
        {"act": "play", "by": "A", "card": "g", "options": {"additional_cost": True}},
        {"expect": {"exhausted": {"g": False}}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "n"}, *RESOLVE, {"act": "play", "by": "A", "card": "g"},
        {"expect": {"exhausted": {"g": True}}}]))


def test_safety_inspector() -> None:
    """"You may spend 3 XP as an additional cost to play me. When you play me, each player must kill one of their
    units. If you paid my additional cost, you don't kill a unit this way." - paid: only B kills one of theirs
    (their choice); not paid: A kills one too (the Inspector may be it)."""
    a = {"hand": [{"card": "Safety Inspector", "as": "s"}], "runes": ["Order Rune"] * 6, "base": [u("Pup", "p", "A")], "xp": 3}
    b = {"base": [u("Pup", "e1", "B"), u("Ogre", "e2", "B")]}
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s", "options": {"additional_cost": True}}, *RESOLVE,
        {"expect": {"pending": {"player": "B", "kind": "choose_cards"}, "xp": {"A": 0}}},
        {"act": "choose", "by": "B", "choice": {"cards": ["e1"]}},
        {"expect": {"zone": {"e1": "trash", "e2": "base", "p": "base", "s": "base"}}}]))
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["p"]}},
        {"act": "choose", "by": "B", "choice": {"cards": ["e2"]}},
        {"expect": {"zone": {"p": "trash", "e2": "trash", "s": "base"}, "xp": {"A": 3}}}]))


def test_shard_of_undoing() -> None:
    """"The first time a friendly unit dies during your Beginning Phase each turn, each opponent must kill one of
    their units." - two Temporary units die: once; a death in the Main Phase: nothing."""
    sprite = {"type": "unit", "might": 1, "cost": 0, "keywords": ["Temporary"]}
    check(duel({"base": [{"card": "Shard of Undoing", "as": "sh"}, u("Spr", "s1", "A"), u("Spr", "s2", "A")]},
               {"base": [u("Pup", "e1", "B"), u("Pup", "e2", "B")]}, cards={**CARDS, "Spr": sprite},
               turn={"player": "A", "phase": "beginning", "number": 3}, steps=[
        {"act": "run_until", "pending": "choose_cards"},
        {"act": "choose", "by": "B", "choice": {"cards": ["e1"]}}, {"act": "run_until", "phase": "main"},
        {"expect": {"zone": {"s1": "trash", "s2": "trash", "e1": "trash", "e2": "base"}}}]))
    check(duel({"base": [{"card": "Shard of Undoing", "as": "sh"}, u("Pup", "p", "A")], "hand": [{"card": "Doom", "as": "d"}]},
               {"base": [u("Pup", "e1", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["p"]}, *RESOLVE, {"expect": {"chain": [], "zone": {"e1": "base"}}}]))


def test_keepers_verdict() -> None:
    """Keeper's Verdict: "[Action] Choose an enemy unit at a battlefield. Its owner places it on the top or bottom of
    their Main Deck." - its owner chooses."""
    for side, index in (("Top", 0), ("Bottom", -1)):
        view = final(duel({"hand": [{"card": "Keeper's Verdict", "as": "k"}], "runes": ["Order Rune"] * 4},
                          {"base": [u("Pup", "eb", "B")]}, cards=CARDS,
                          battlefields=[bf("bf1", "B", u("Ogre", "e", "B")), bf("bf2")], steps=[
            {"act": "play", "by": "A", "card": "k", "targets": ["eb"], "expect_error": True},
            {"act": "play", "by": "A", "card": "k", "targets": ["e"]}, *RESOLVE,
            {"expect": {"pending": {"player": "B", "kind": "choose_option"}}},
            {"act": "choose", "by": "B", "choice": {"option": side}}, {"expect": {"zone": {"e": "main_deck"}}}]))
        assert view["players"][1]["main_deck"][index]["name"] == "Ogre"


def test_daisy() -> None:
    """Daisy!: "I enter ready. Reduce my cost by [1] for each of the following tags among your units - Bird, Cat,
    Dog, and Poro. When I attack while your units have all 4 tags, [Stun] an enemy unit here." - 9 Energy, 7 with a
    Cat and a Bird; all four tags: the attack stuns."""
    tagged = {f"T{t}": {"type": "unit", "might": 1, "cost": 0, "tags": [t]} for t in ("Bird", "Cat", "Dog", "Poro")}
    cards = {**CARDS, **tagged}
    check(duel({"hand": [{"card": "Daisy!", "as": "d"}], "runes": ["Order Rune"] * 9,
                "base": [u("TBird", "b", "A"), u("TCat", "c", "A")]}, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "d"}, {"expect": {"exhausted": {"d": False}, "count": {"A": {"runes": 7}}}}]))
    four = [u(f"T{t}", t, "A") for t in ("Bird", "Cat", "Dog", "Poro")]
    for units, stun in ((four, True), (four[:3], False)):
        check(duel({"base": [u("Daisy!", "d", "A"), *units]}, cards=cards,
                   battlefields=[bf("bf1", "B", u("Wall", "e", "B")), bf("bf2")], steps=[
            {"act": "move", "by": "A", "units": ["d"], "to": "bf1"},
            {"expect": {"chain": ["Daisy! (attack)"] if stun else []}}, *(RESOLVE if stun else []),
            {"expect": {"stunned": {"e": stun}}}]))


def test_ivern_friend_to_all() -> None:
    """Ivern, Friend to All: "As you play me, choose Bird, Cat, Dog, or Poro. I gain that tag. When I conquer or
    hold, score 1 point if your units have all of the following tags among them - Bird, Cat, Dog, and Poro." - he
    supplies the Poro; without a Dog among them, no point."""
    tagged = {f"T{t}": {"type": "unit", "might": 1, "cost": 0, "tags": [t]} for t in ("Bird", "Cat", "Dog", "Poro")}
    three = [u(f"T{t}", t, "A") for t in ("Bird", "Cat", "Dog")]
    check(duel({"hand": [{"card": "Ivern, Friend to All", "as": "i"}], "runes": ["Order Rune"] * 6, "base": three},
               cards={**CARDS, **tagged}, steps=[
        {"act": "play", "by": "A", "card": "i"}, {"expect": {"pending": {"player": "A", "kind": "choose_option"}}},
        {"act": "choose", "by": "A", "choice": {"option": "Poro"}},
        {"act": "end_turn", "by": "A"}, {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
        {"act": "move", "by": "A", "units": ["i"], "to": "bf1"}, *RESOLVE,
        {"expect": {"chain": ["Ivern, Friend to All (conquer)"]}}, *RESOLVE, {"expect": {"points": {"A": 2}}}]))
    check(duel({"base": [u("Ivern, Friend to All", "i", "A"), *three[:2]]}, cards={**CARDS, **tagged}, steps=[
        {"act": "move", "by": "A", "units": ["i"], "to": "bf1"}, *RESOLVE, *RESOLVE, {"expect": {"points": {"A": 1}}}]))


def test_iascylla() -> None:
    """"When I hold, at the start of your next Main Phase, you may move an enemy unit to this battlefield." - even
    if Iascylla has died since; declined: nothing moves. (Her delayed trigger, named `pull`, is queued by
    `at_next_main`.)"""
    hold = {"player": "A", "phase": "beginning", "number": 3}
    bfs = [bf("bf1", "A", u("Iascylla", "i", "A")), bf("bf2", "B", u("Pup", "e", "B"))]
    check(duel({}, {"base": [u("Ogre", "eb", "B")]}, cards=CARDS, turn=hold, battlefields=bfs, steps=[
        {"expect": {"chain": ["Iascylla (hold)"]}}, *RESOLVE,
        {"expect": {"turn": {"phase": "main"}, "pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["eb"]}}, *RESOLVE,
        {"expect": {"zone": {"eb": "bf1", "e": "bf2"}}}]))
    check(duel({}, {"base": [u("Ogre", "eb", "B")]}, cards=CARDS, turn=hold, battlefields=bfs, steps=[
        *RESOLVE, {"act": "choose", "by": "A", "choice": {"targets": []}}, *RESOLVE,
        {"expect": {"zone": {"eb": "base"}, "chain": []}}]))
    check(duel({}, {"base": [u("Ogre", "eb", "B")], "hand": [{"card": "Doom", "as": "d"}]}, cards=CARDS, turn=hold,
               battlefields=bfs, steps=[  # Iascylla killed in response to her hold trigger
        *PASS_A, {"act": "play", "by": "B", "card": "d", "targets": ["i"]}, {"act": "pass", "by": "B"}, *PASS_A,
        {"expect": {"zone": {"i": "trash"}, "chain": ["Iascylla (hold)"]}}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"targets": ["eb"]}}, *RESOLVE, {"expect": {"zone": {"eb": "bf1"}}}]))


def test_heedless_resurrection() -> None:
    """"[Reaction] As an additional cost to play this, kill a friendly unit. Play a unit from your trash that costs
    no more Energy and no more Power than the killed unit, ignoring its cost." - killing a 4-cost unit: a 4-cost one
    comes back (the killed one may), a 5-cost or a [A] one may not; no friendly unit: it can't be played."""
    cards = {**CARDS, "Four": {"type": "unit", "might": 4, "cost": 4}, "Five": {"type": "unit", "might": 5, "cost": 5},
             "Pow": {"type": "unit", "might": 3, "cost": 1, "power": ["chaos"]}}
    a = {"hand": [{"card": "Heedless Resurrection", "as": "h"}], "runes": ["Chaos Rune"] * 3,
         "trash": [{"card": "Four", "as": "old"}, {"card": "Five", "as": "big"}, {"card": "Pow", "as": "pw"}]}
    check(duel(a, cards=cards, steps=[{"act": "play", "by": "A", "card": "h", "expect_error": True}]))
    check(duel({**a, "base": [u("Four", "f", "A")]}, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "h"}, {"expect": {"zone": {"f": "trash"}}}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["big"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["pw"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["old"]}}, {"expect": {"zone": {"old": "base", "big": "trash"}}}]))


def test_smoke_and_mirrors() -> None:
    """"[Hidden] [Action] Choose a unit you control and another unit you control at a different location. If at
    least one of them has [Temporary], move each to the other's location. Draw 1." - with a Temporary unit they
    swap; without, they stay (the draw happens either way); the second at the first's location can't be chosen."""
    sprite = {"type": "unit", "might": 1, "cost": 0, "keywords": ["Temporary"]}
    for temp, swapped in (("Spr", True), ("Pup", False)):
        check(duel({"hand": [{"card": "Smoke and Mirrors", "as": "s"}], "runes": ["Mind Rune"] * 2,
                    "base": [u(temp, "a", "A"), u("Pup", "a2", "A")]}, cards={**CARDS, "Spr": sprite},
                   battlefields=[bf("bf1", "A", u("Ogre", "o", "A")), bf("bf2")], steps=[
            {"act": "play", "by": "A", "card": "s", "targets": ["a", "a2"], "expect_error": True},
            {"act": "play", "by": "A", "card": "s", "targets": ["a", "o"]}, *RESOLVE,
            {"expect": {"zone": {"a": "bf1" if swapped else "base", "o": "base" if swapped else "bf1"},
                        "count": {"A": {"hand": 1}}}}]))


def test_call_to_battle() -> None:
    """"Move a unit you control to a battlefield you control. Then, choose an opponent. They move a unit they
    control to the same battlefield." - only a battlefield A controls; B chooses which of theirs."""
    check(duel({"hand": [{"card": "Call to Battle", "as": "c"}], "runes": ["Body Rune"] * 3, "base": [u("Ogre", "o", "A")]},
               {"base": [u("Pup", "e1", "B"), u("Pup", "e2", "B")]}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2", "B", u("Pup", "eb", "B"))], steps=[
        {"act": "play", "by": "A", "card": "c", "targets": ["o", "bf2"], "expect_error": True},
        {"act": "play", "by": "A", "card": "c", "targets": ["o", "bf1"]}, *RESOLVE,
        {"expect": {"zone": {"o": "bf1"}, "pending": {"player": "B", "kind": "choose_cards"}}},
        {"act": "choose", "by": "B", "choice": {"cards": ["e2"]}},
        {"expect": {"zone": {"e2": "bf1", "e1": "base", "eb": "bf2"}}}]))


def test_insightful_investigator() -> None:
    """"When you play me, choose an opponent. They reveal their hand. You may pay 2 XP to choose a card from their
    hand. If you do, they discard that card and draw 1." - the Unleashed FAQ's example: the XP paid as it resolves;
    declined, or with 1 XP, the hand is only revealed."""
    a = {"hand": [{"card": "Insightful Investigator", "as": "i"}], "runes": ["Chaos Rune"] * 3}
    b = {"hand": [{"card": "Ogre", "as": "o"}, {"card": "Pup", "as": "p"}]}
    check(duel({**a, "xp": 3}, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "i"}, *RESOLVE,
        {"expect": {"log_contains": "B reveals their hand: Ogre, Pup", "pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"expect": {"xp": {"A": 1}, "pending": {"player": "A", "kind": "choose_option"}}},
        {"act": "choose", "by": "A", "choice": {"option": "Ogre"}},
        {"expect": {"zone": {"o": "trash", "p": "hand"}, "count": {"B": {"hand": 2}}}}]))
    check(duel({**a, "xp": 3}, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "i"}, *RESOLVE, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"xp": {"A": 3}, "count": {"B": {"hand": 2}}, "zone": {"o": "hand"}}}]))
    check(duel({**a, "xp": 1}, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "i"}, *RESOLVE,
        {"expect": {"pending": None, "log_contains": "B reveals their hand"}}]))


def test_cursed_sarcophagus() -> None:
    """"When you play this, banish all units from your trash. [E]: Play a unit banished with this. (You must pay its
    costs.)" - spells stay in the trash; a unit played from banishment, its cost paid."""
    check(duel({"hand": [{"card": "Cursed Sarcophagus", "as": "c"}], "runes": ["Chaos Rune"] * 9,
                "trash": [{"card": "Ogre", "as": "o"}, {"card": "Pup", "as": "p"}, {"card": "Nothing", "as": "n"}]},
               cards={**CARDS, "Ogre": {"type": "unit", "might": 4, "cost": 3}}, steps=[
        {"act": "play", "by": "A", "card": "c"}, *RESOLVE,
        {"expect": {"zone": {"o": "banishment", "p": "banishment", "n": "trash"}}},
        {"act": "activate", "by": "A", "source": "c"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"cards": ["o"]}},
        {"expect": {"zone": {"o": "base", "p": "banishment"}, "exhausted": {"c": True}, "count": {"A": {"runes": 8}}}}]))


def test_death_from_below() -> None:
    """Death from Below: "Kill a unit at a battlefield. Then, if it had 3 [M] or less, do this: You may play this
    from your trash for [A]." (errata: a reflexive trigger) - a 2 Might unit: played again for [A], killing
    another; a 4 Might one: no trigger."""
    bfs = [bf("bf1", "B", u("Pup", "e1", "B"), u("Pup", "e2", "B"), u("Ogre", "o", "B")), bf("bf2")]
    a = {"hand": [{"card": "Death from Below", "as": "d"}], "runes": ["Fury Rune"] * 6}
    check(duel(a, cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["e1"]}, *RESOLVE,
        {"expect": {"zone": {"e1": "trash", "d": "trash"}, "pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}, "zone": {"d": "trash"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["e2"]}},
        {"expect": {"chain": ["Death from Below"], "count": {"A": {"runes": 4}}}}, *RESOLVE,
        {"expect": {"zone": {"e2": "trash"}}}]))
    check(duel(a, cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["o"]}, *RESOLVE,
        {"expect": {"zone": {"o": "trash", "d": "trash"}, "pending": None, "chain": []}}]))


def test_diana_lunari() -> None:
    """"When a showdown begins here, you may pay [1] to [Predict], then reveal the top card of your Main Deck. If it's
    a spell, draw it." (Vendetta errata) - keeping a spell on top: drawn; a unit on top stays; declined: nothing."""
    for top, drawn in (("Nothing", 1), ("Pup", 0)):
        check(duel({"runes": ["Mind Rune"], "deck": [{"card": top, "as": "t"}, "Filler"]}, {"base": [u("Pup", "e", "B")]},
                   cards=CARDS, turn=B_TURN, battlefields=[bf("bf1", "A", u("Diana, Lunari", "d", "A")), bf("bf2")], steps=[
            {"act": "move", "by": "B", "units": ["e"], "to": "bf1"},
            {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": True}},
            *PASS_A, {"act": "pass", "by": "B"}, {"act": "choose", "by": "A", "choice": {"yes": False}},  # keep it on top
            {"expect": {"count": {"A": {"hand": drawn, "runes": 1}}, "zone": {"t": "hand" if drawn else "main_deck"},
                        "log_contains": f"A reveals {top} from the top of their Main Deck"}}]))
    check(duel({"runes": ["Mind Rune"]}, {"base": [u("Pup", "e", "B")]}, cards=CARDS, turn=B_TURN,
               battlefields=[bf("bf1", "A", u("Diana, Lunari", "d", "A")), bf("bf2")], steps=[
        {"act": "move", "by": "B", "units": ["e"], "to": "bf1"}, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"chain": [], "count": {"A": {"hand": 0}}}}]))


def test_maduli_the_gatekeeper() -> None:
    """"I can't be readied. [Chaos]: Move me to an occupied enemy battlefield if my Might is greater than the total
    Might of enemy units there." - 6 against 2 + 2: moves; against 4 + 4: stays; not readied in the Awaken Phase."""
    for enemies, moved in ((["Pup", "Pup"], True), (["Ogre", "Ogre"], False)):
        check(duel({"base": [u("Maduli the Gatekeeper", "m", "A")], "runes": ["Chaos Rune"]}, cards=CARDS,
                   battlefields=[bf("bf1", "B", *[u(n, f"e{i}", "B") for i, n in enumerate(enemies)]), bf("bf2")], steps=[
            {"act": "activate", "by": "A", "source": "m", "targets": ["bf2"], "expect_error": True},
            {"act": "activate", "by": "A", "source": "m", "targets": ["bf1"]}, *RESOLVE,
            {"expect": {"zone": {"m": "bf1" if moved else "base"}}}]))
    check(duel({}, cards=CARDS, turn={"player": "A", "phase": "awaken", "number": 3},
               battlefields=[bf("bf1", "A", u("Maduli the Gatekeeper", "m", "A", exhausted=True)), bf("bf2")],
               steps=[{"expect": {"exhausted": {"m": True}}}]))


def test_moonfall() -> None:
    """Moonfall: "[Action] Choose a battlefield where you have units. You may move up to one enemy unit to that
    battlefield. Then give enemy units there -2 [M] this turn." - not a battlefield without A's units; the moved
    unit gets -2 too; none moved: those there."""
    bfs = [bf("bf1", "A", u("Pup", "p", "A"), u("Ogre", "e", "B")), bf("bf2", "B", u("Ogre", "e2", "B"))]
    a = {"hand": [{"card": "Moonfall", "as": "m"}], "runes": ["Mind Rune"] * 4}
    check(duel(a, {"base": [u("Wall", "w", "B")]}, cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "m", "targets": ["bf2"], "expect_error": True},
        {"act": "play", "by": "A", "card": "m", "targets": ["bf1", "w"]}, *RESOLVE,
        {"expect": {"zone": {"w": "bf1"}, "might": {"w": 6, "e": 2, "p": 2, "e2": 4}}}]))
    check(duel(a, cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "m", "targets": ["bf1"]}, *RESOLVE, {"expect": {"might": {"e": 2, "e2": 4}}}]))


def test_lillia_bashful_bloom() -> None:
    """Lillia, Bashful Bloom: "[4], [E]: Play a ready 3 [M] Sprite unit token with [Temporary]. This ability costs [1]
    less for each friendly unit with [Temporary]." - two Temporary units: [2]; with one rune it can't be paid."""
    sprite = {"type": "unit", "might": 1, "cost": 0, "keywords": ["Temporary"]}
    two = [u("Spr", "s1", "A"), u("Spr", "s2", "A")]
    check(duel({"legend": "Lillia, Bashful Bloom", "base": two, "runes": ["Mind Rune"]}, cards={**CARDS, "Spr": sprite},
               steps=[{"act": "activate", "by": "A", "source": "Lillia, Bashful Bloom", "expect_error": True}]))
    check(duel({"legend": "Lillia, Bashful Bloom", "base": two, "runes": ["Mind Rune"] * 2}, cards={**CARDS, "Spr": sprite},
               steps=[{"act": "activate", "by": "A", "source": "Lillia, Bashful Bloom"}, *RESOLVE,
                      {"expect": {"count": {"A": {"units": 3}}, "exhausted": {"Sprite": False}}}]))


def test_lillia_fae_fawn() -> None:
    """"[Accelerate] When I move from a location, play a 3 [M] Sprite unit token with [Temporary] there." - moving
    from her base: one in the base; then from a battlefield: one there (exhausted: not ready)."""
    check(duel({"base": [u("Lillia, Fae Fawn", "l", "A")]}, cards=CARDS,
               battlefields=[bf("bf1"), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["l"], "to": "bf1"}, {"expect": {"chain": ["Lillia, Fae Fawn (move)"]}},
        *RESOLVE, {"expect": {"zone": {"Sprite": "base"}, "exhausted": {"Sprite": True}}}]))
    view = final(duel({}, cards=CARDS,
        battlefields=[bf("bf1", "A", u("Lillia, Fae Fawn", "l", "A"), u("Pup", "p", "A")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["l"], "to": "base"}, *RESOLVE,
        {"expect": {"zone": {"l": "base", "Sprite": "bf1"}}}]))
    assert view["battlefields"][0]["controller"] == 0


def test_lillia_fae_fawn_sprite_is_a_token_play_zilean_replaces() -> None:
    """Her Sprite is a token unit played: Zilean, Time Mage at that battlefield may play it and an additional copy
    (ruling 375); declined, one Sprite."""
    for yes, sprites in ((True, 2), (False, 1)):
        view = final(duel({}, cards=CARDS, battlefields=[bf("bf1", "A", u("Lillia, Fae Fawn", "l", "A"),
                                                            u("Zilean, Time Mage", "z", "A")), bf("bf2")], steps=[
            {"act": "move", "by": "A", "units": ["l"], "to": "base"}, *RESOLVE,
            {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": yes}},
            {"expect": {"zone": {"l": "base"}, "pending": None}}]))
        assert [x["name"] for x in view["battlefields"][0]["units"]].count("Sprite") == sprites


def test_thrill_of_the_hunt() -> None:
    """Thrill of the Hunt: "[Reaction] Banish a friendly unit, then its owner plays it to any battlefield, ignoring its
    cost." - to B's battlefield (contested: a combat), played anew (not damaged any more); only a friendly unit."""
    check(duel({"hand": [{"card": "Thrill of the Hunt", "as": "t"}], "runes": ["Body Rune"] * 3,
                "base": [u("Ogre", "o", "A", damage=2)]}, {"base": [u("Pup", "e", "B")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Pup", "eb", "B")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "t", "targets": ["e"], "expect_error": True},
        {"act": "play", "by": "A", "card": "t", "targets": ["o"]}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_option"}}},
        {"act": "choose", "by": "A", "choice": {"option": "Test Battlefield (1)"}},
        {"expect": {"zone": {"o": "bf1"}, "damage": {"o": 0}, "log_contains": "Combat at Test Battlefield: A attacks"}}]))


def test_stalking_wolf() -> None:
    """"[Ambush] As an additional cost to play me, kill a Bird, Cat, Dog, or Poro you control. You may [Ambush] me to
    its battlefield, even if you don't have other units there." (Vendetta errata) - the Cat alone at B's battlefield:
    the Wolf is played there (a combat follows); no Bird, Cat, Dog or Poro: it can't be played."""
    a = {"hand": [{"card": "Stalking Wolf", "as": "w"}], "runes": ["Order Rune"] * 5}
    check(duel(a, cards=CARDS, battlefields=[bf("bf1", "B", u("Kitten", "k", "A"), u("Pup", "e", "B")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "w", "to": "bf1"},
        {"expect": {"zone": {"k": "trash", "w": "bf1"}, "log_contains": "Combat at Test Battlefield: A attacks"}}]))
    check(duel({**a, "base": [u("Pup", "p", "A")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "w", "expect_error": True}]))


def test_undying_loyalty() -> None:
    """"This costs [2] less if you choose a Bird, Cat, Dog, or Poro. Play a unit with cost no more than [2] and no
    more than [A] from your trash, ignoring its cost." - a Cat: [0]; a Pup: [2]; a 3-cost unit can't be chosen."""
    cards = {**CARDS, "Big": {"type": "unit", "might": 3, "cost": 3}}
    a = {"hand": [{"card": "Undying Loyalty", "as": "l"}], "runes": ["Order Rune"],
         "trash": [{"card": "Kitten", "as": "k"}, {"card": "Pup", "as": "p"}, {"card": "Big", "as": "b"}]}
    check(duel(a, cards=cards, steps=[
        {"act": "play", "by": "A", "card": "l", "targets": ["b"], "expect_error": True},
        {"act": "play", "by": "A", "card": "l", "targets": ["p"], "expect_error": True},  # [2] and [Order]: one rune
        {"act": "play", "by": "A", "card": "l", "targets": ["k"]}, *RESOLVE,
        {"expect": {"zone": {"k": "base"}, "count": {"A": {"runes": 0}}}}]))


def test_gutter_palace_win_meets_the_games_invariants() -> None:
    """A game won by "you win the game" (Gutter Palace) ends with a winner below the Victory Score: the soak's
    invariants accept it (they wanted the winner's points at the Victory Score)."""
    from tests.engine.invariants import card_counts, check_invariants

    four = [u("Pup", f"p{i}", "A") for i in range(4)]
    sc = Scenario(duel({"base": [{"card": "Gutter Palace", "as": "g"}], "hand": ["Pup"] * 4}, cards=CARDS,
                       turn={"player": "A", "phase": "beginning", "number": 3},
                       battlefields=[bf("bf1", "A", *four), bf("bf2")]))
    counts = card_counts(sc.st)
    for action in (Action("pass", 0), Action("pass", 1)):
        sc.st, _ = apply(sc.st, action)
    assert sc.st.over and sc.st.winners == [0] and sc.st.players[0].points < sc.st.victory_score
    check_invariants(sc.st, counts, full=True)
