"""Spiritforged cards about winning a combat and dying in one (`game/cards/spiritforged_combat.py`). 468.3: a
player wins a combat when they are the only one with units left there after the combat cleanup; its units there
inherit the result (468.3.c); the result's triggers resolve before control is established (468.4: before the
conquest and its point - Spiritforged FAQ, Draven, Audacious)."""

from __future__ import annotations

from typing import Any

import pytest

from game.cards.spiritforged_combat import SCRIPTS as COMBAT_CARDS
from game.engine.model.cards import default_catalog

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_spiritforged_more import CARDS as MORE_CARDS
from .test_spiritforged_more import _bot_position, _bot_turn, passes

CARDS: dict[str, Any] = {
    **MORE_CARDS,
    "Refresh": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                "script": {"targets": [{"what": "unit"}], "effects": [["ready", {"to": "t0"}],
                                                                      ["keyword", {"name": "Ganking", "value": 1,
                                                                                   "to": "t0"}]]}},
    "Legend A": {"type": "legend"},
}
B_TURN = {"player": "B", "phase": "main", "number": 4}


def test_draven_vanquisher() -> None:
    """"When I win a combat, play a Gold gear token exhausted. / When I attack or defend, you may pay [Fury] to
    give me +2 [M] this turn." - attacking: paid, 6 Might; winning: a Gold, before the conquest (468.4)."""
    check(duel({"base": [u("Draven, Vanquisher", "d", "A")], "runes": ["Fury Rune"]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Ogre", "e", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["d"], "to": "bf1"},
        {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        *RESOLVE, {"expect": {"might": {"d": 6}}}, *RESOLVE,  # the showdown: both pass, damage
        {"expect": {"zone": {"e": "trash"}, "chain": ["Draven, Vanquisher (win_combat)"], "controller": {"bf1": "B"},
                    "points": {"A": 0}}}, *RESOLVE,
        {"expect": {"count": {"A": {"base": 1}}, "controller": {"bf1": "A"}, "points": {"A": 1}}}]))
    check(duel({"base": [u("Draven, Vanquisher", "d", "A")], "runes": ["Fury Rune"]}, cards=CARDS,  # declined
               battlefields=[bf("bf1", "B", u("Ogre", "e", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["d"], "to": "bf1"},
        {"act": "choose", "by": "A", "choice": {"yes": False}}, {"expect": {"might": {"d": 4}, "chain": []}},
        *RESOLVE, {"expect": {"zone": {"d": "trash", "e": "trash"}, "chain": [], "count": {"A": {"base": 0}}}}]))
    check(duel({"runes": ["Fury Rune"]}, {"base": [u("Ogre", "e", "B")]}, cards=CARDS, turn=B_TURN,  # defending
               battlefields=[bf("bf1", "A", u("Draven, Vanquisher", "d", "A")), bf("bf2")], steps=[
        {"act": "move", "by": "B", "units": ["e"], "to": "bf1"},
        {"act": "choose", "by": "A", "choice": {"yes": True}}, *passes("A", "B"), *passes("B", "A"),
        {"expect": {"zone": {"e": "trash"}, "chain": ["Draven, Vanquisher (win_combat)"]}}, *passes("A", "B"),
        {"expect": {"count": {"A": {"base": 1}}, "controller": {"bf1": "A"}}}]))


def test_corrupt_enforcer() -> None:
    """"When I move to a battlefield, discard 1. / When I win a combat, draw 1." - moving there: discard (a
    choice, 423.4); winning: draw; losing: nothing."""
    a = {"base": [u("Corrupt Enforcer", "c", "A")], "hand": [{"card": "Pup", "as": "h1"}, {"card": "Ogre", "as": "h2"}],
         "deck": [{"card": "Filler", "as": "top"}]}
    check(duel(a, cards=CARDS, battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["c"], "to": "bf1"},
        {"expect": {"chain": ["Corrupt Enforcer (move_to_battlefield)"]}}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"cards": ["h1"]}}, {"expect": {"zone": {"h1": "trash", "h2": "hand"}}},
        *RESOLVE, {"expect": {"chain": ["Corrupt Enforcer (win_combat)"]}}, *RESOLVE,
        {"expect": {"zone": {"top": "hand"}}}]))
    check(duel(a, cards=CARDS, battlefields=[bf("bf1", "B", u("Wall", "e", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["c"], "to": "bf1"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"cards": ["h1"]}}, *RESOLVE,
        {"expect": {"zone": {"c": "trash", "top": "main_deck"}, "chain": []}}]))


def test_draven_audacious() -> None:
    """"[Deflect] The first time I win a combat each turn, you score 1 point." - the first win: a point (before
    the conquest's); a second win that turn: none."""
    check(duel({"base": [u("Draven, Audacious", "d", "A")], "hand": [{"card": "Refresh", "as": "r"}]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Pup", "e1", "B")), bf("bf2", "B", u("Pup", "e2", "B")), bf("bf3")],
               steps=[
        {"expect": {"keywords": {"d": ["Deflect 1"]}}},
        {"act": "move", "by": "A", "units": ["d"], "to": "bf1"}, *RESOLVE,
        {"expect": {"chain": ["Draven, Audacious (win_combat)"], "points": {"A": 0}}}, *RESOLVE,
        {"expect": {"points": {"A": 2}}},  # Draven's, then the conquest's
        {"act": "play", "by": "A", "card": "r", "targets": ["d"]}, *RESOLVE,
        {"act": "move", "by": "A", "units": ["d"], "to": "bf2"}, *RESOLVE,
        {"expect": {"zone": {"e2": "trash"}, "chain": [], "points": {"A": 3}}}]))  # the conquest's only


def test_draven_audacious_dies_in_combat() -> None:
    """"When I die in combat, choose an opponent. They score 1 point." (740.2.c: an attacker or defender) -
    dying attacking: B scores; dying outside a combat: nothing."""
    check(duel({"base": [u("Draven, Audacious", "d", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Wall", "e", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["d"], "to": "bf1"}, *RESOLVE,
        {"expect": {"zone": {"d": "trash"}, "chain": ["Draven, Audacious (die)"]}}, *RESOLVE,
        {"expect": {"points": {"B": 1, "A": 0}}}]))
    check(duel({"base": [u("Draven, Audacious", "d", "A")]}, {"hand": [{"card": "Doom", "as": "x"}], "runes": ["Calm Rune"]}, cards=CARDS,
               turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "x", "targets": ["d"]}, *passes("B", "A"),
        {"expect": {"zone": {"d": "trash"}, "chain": [], "points": {"B": 0}}}]))


def test_faq_draven_audacious_point_comes_before_the_conquest() -> None:
    """Spiritforged FAQ: "you can't win from 6 points by conquering a battlefield with Draven without having
    scored all other battlefields - you'll gain your point from Draven, then the game will see that you're at
    7 points and give you a card draw instead of a point for conquering." (468.4, 473.1.b.1; Victory Score 8)"""
    check(duel({"base": [u("Draven, Audacious", "d", "A")], "points": 6, "deck": ["Filler"] * 2}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["d"], "to": "bf1"}, *RESOLVE, *RESOLVE,
        {"expect": {"points": {"A": 7}, "count": {"A": {"hand": 1}}, "controller": {"bf1": "A"}, "winner": None}}]))


def test_draven_glorious_executioner() -> None:
    """"When you win a combat, draw 1." (legend) - attacking or defending; a lost combat: nothing."""
    check(duel({"legend": "Draven, Glorious Executioner", "base": [u("Ogre", "o", "A")], "deck": ["Filler"] * 3},
               cards=CARDS, battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, *RESOLVE,
        {"expect": {"chain": ["Draven, Glorious Executioner (win_combat)"]}}, *RESOLVE,
        {"expect": {"count": {"A": {"hand": 1}}}}]))
    check(duel({"legend": "Draven, Glorious Executioner", "deck": ["Filler"] * 3}, {"base": [u("Pup", "e", "B")]},
               cards=CARDS, turn=B_TURN, battlefields=[bf("bf1", "A", u("Ogre", "o", "A")), bf("bf2")], steps=[
        {"act": "move", "by": "B", "units": ["e"], "to": "bf1"}, *passes("B", "A"),
        {"expect": {"chain": ["Draven, Glorious Executioner (win_combat)"]}}, *passes("A", "B"),
        {"expect": {"count": {"A": {"hand": 1}}}}]))
    check(duel({"legend": "Draven, Glorious Executioner", "base": [u("Pup", "o", "A")], "deck": ["Filler"] * 3},
               cards=CARDS, battlefields=[bf("bf1", "B", u("Ogre", "e", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, *RESOLVE,
        {"expect": {"chain": [], "count": {"A": {"hand": 0}}}}]))


@pytest.mark.parametrize("card", sorted(n for n in COMBAT_CARDS if default_catalog().find(n).type == "unit"))
def test_the_bot_plays_the_card_and_answers_its_decisions(card: str) -> None:
    """The bot plays each of these units and answers what they ask (the attack's `may`, the discard)."""
    sc = _bot_position(card)
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), [(a.kind, a.card) for a in taken]
