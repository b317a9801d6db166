"""Spiritforged spells with a group of targets chosen together (`game/cards/spiritforged_groups.py`, 355.11): one
test per card quoting its text."""

from __future__ import annotations

import pytest

from game.engine import apply
from game.engine.model.actions import Action
from game.scenarios.runner import Scenario

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_spiritforged_attach import CARDS
from .test_spiritforged_more import B_TURN, _bot_position, _bot_turn

DIVIDE = {"hand": [{"card": "Emperor's Divide", "as": "x"}], "runes": ["Calm Rune"] * 2,
          "base": [u("Pup", "home", "A")]}
FIELDS = [bf("bf1", "A", u("Pup", "p1", "A"), u("Ogre", "p2", "A"), u("Pup", "p3", "A")),
          bf("bf2", "B", u("Pup", "q", "A"), u("Ogre", "e", "B"))]


def test_emperors_divide() -> None:
    """"[Hidden] [Action] Move any number of friendly units at a battlefield to their base." - two of the three at
    bf1 go home, the third stays; units at two battlefields, an enemy unit, a unit in base, the same unit twice:
    refused; none at all: played, nothing moves."""
    check(duel(DIVIDE, cards=CARDS, battlefields=FIELDS, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["p1", "q"], "expect_error": True},
        {"act": "play", "by": "A", "card": "x", "targets": ["e"], "expect_error": True},
        {"act": "play", "by": "A", "card": "x", "targets": ["home"], "expect_error": True},
        {"act": "play", "by": "A", "card": "x", "targets": ["p1", "p1"], "expect_error": True},
        {"act": "play", "by": "A", "card": "x", "targets": ["p1", "p2"]}, *RESOLVE,
        {"expect": {"zone": {"p1": "base", "p2": "base", "p3": "bf1", "q": "bf2", "x": "trash"}, "pending": None,
                    "log_contains": "Pup moves to base"}}]))
    check(duel(DIVIDE, cards=CARDS, battlefields=FIELDS, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["q"]}, *RESOLVE,
        {"expect": {"zone": {"q": "base", "e": "bf2"}}}]))
    check(duel(DIVIDE, cards=CARDS, battlefields=FIELDS, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": []}, *RESOLVE,
        {"expect": {"zone": {"x": "trash", "p1": "bf1", "p2": "bf1", "p3": "bf1", "q": "bf2"}}}]))


def test_emperors_divide_a_target_gone_as_it_resolves() -> None:
    """A unit of the group that left the battlefield before it resolves is no longer a legal target (355.11.b):
    the others still move. B's reaction returns p1 to its owner's hand first."""
    b = {"hand": [{"card": "Bounce", "as": "bo"}], "runes": ["Calm Rune"] * 2}
    check(duel(DIVIDE, b, cards={**CARDS, "Bounce": {"type": "spell", "cost": 0, "keywords": ["Reaction"], "script": {
        "targets": [{"what": "unit"}], "effects": [["return_to_hand", {"to": "t0"}]]}}}, battlefields=FIELDS, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["p1", "p3"]}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "bo", "targets": ["p1"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, {"expect": {"zone": {"p1": "hand"}}}, *RESOLVE,
        {"expect": {"zone": {"p1": "hand", "p3": "base", "p2": "bf1"}}}]))


BELLOWS = {"hand": [{"card": "Bellows Breath", "as": "x"}], "runes": ["Mind Rune"] * 4, "base": [u("Pup", "p", "A")]}
OGRES = [bf("bf1", "B", *[u("Ogre", f"e{i}", "B") for i in range(1, 5)]), bf("bf2")]


def test_bellows_breath() -> None:
    """"[Action] [Repeat] [1][Mind] Deal 1 to up to three units at the same location." - three Ogres at bf1 take 1
    each, the fourth none; units at two locations, or four: refused; two units in a base (a location): 1 each;
    Repeat paid: each execution its own group (820.2.a)."""
    check(duel(BELLOWS, cards=CARDS, battlefields=OGRES, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["e1", "p"], "expect_error": True},
        {"act": "play", "by": "A", "card": "x", "targets": ["e1", "e2", "e3", "e4"], "expect_error": True},
        {"act": "play", "by": "A", "card": "x", "targets": ["e1", "e2", "e3"]}, *RESOLVE,
        {"expect": {"damage": {"e1": 1, "e2": 1, "e3": 1, "e4": 0, "p": 0}}}]))
    check(duel(BELLOWS, {"base": [u("Ogre", "b1", "B"), u("Ogre", "b2", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["b1", "b2"]}, *RESOLVE,
        {"expect": {"damage": {"b1": 1, "b2": 1}}}]))
    check(duel(BELLOWS, cards=CARDS, battlefields=OGRES, steps=[
        {"act": "play", "by": "A", "card": "x", "options": {"repeat": 1, "executions": [2, 1]},
         "targets": ["e1", "e2", "e1"]}, *RESOLVE,
        {"expect": {"damage": {"e1": 2, "e2": 1, "e3": 0}}}]))


def test_bellows_breath_a_group_split_as_it_resolves() -> None:
    """355.11.b: one of the group moved away before it resolves (B's reaction moves e1 to base): the group is no
    longer at one location, so its controller chooses a legal subset - e2 and e3, still together, or e1 alone."""
    b = {"hand": [{"card": "Retreat", "as": "r"}], "runes": ["Mind Rune"] * 2}
    cards = {**CARDS, "Retreat": {"type": "spell", "cost": 0, "keywords": ["Reaction"], "script": {
        "targets": [{"what": "unit", "who": "you"}], "effects": [["move_to_base", {"to": "t0"}]]}}}
    for pick, hit in ((["e2", "e3"], {"e1": 0, "e2": 1, "e3": 1}), (["e1"], {"e1": 1, "e2": 0, "e3": 0})):
        check(duel(BELLOWS, b, cards=cards, battlefields=OGRES, steps=[
            {"act": "play", "by": "A", "card": "x", "targets": ["e1", "e2", "e3"]}, {"act": "pass", "by": "A"},
            {"act": "play", "by": "B", "card": "r", "targets": ["e1"]}, {"act": "pass", "by": "B"},
            {"act": "pass", "by": "A"}, {"expect": {"zone": {"e1": "base"}}}, *RESOLVE,
            {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
            {"act": "choose", "by": "A", "choice": {"cards": ["e1", "e2"]}, "expect_error": True},
            {"act": "choose", "by": "A", "choice": {"cards": pick}}, {"expect": {"damage": hit}}]))


@pytest.mark.parametrize("card", ["Bellows Breath"])
def test_the_bot_plays_the_damage_card(card: str) -> None:
    """The bot plays Bellows Breath at enemy units, choosing a group at one location: two damaged Pups in the
    opponent's base die to it."""
    sc = _bot_position(card, theirs=[u("Pup", "e", "B", damage=1), u("Pup", "e2", "B", damage=1)])
    e, e2 = sc.obj("e"), sc.obj("e2")
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), [(a.kind, a.card) for a in taken]
    assert sc.st.objs[e].zone == sc.st.objs[e2].zone == "trash"


def _losing_combat(card: str) -> Scenario:
    """B's Wall attacks A's Pup and Cog at bf2 and B passes; A, holding focus in the showdown, has `card` (its units
    die there for nothing)."""
    sc = Scenario(duel({"hand": [{"card": card, "as": "x"}], "runes": ["Order Rune"] * 6},
                       {"base": [u("Wall", "w", "B")]}, turn=B_TURN,
                       battlefields=[bf("bf1"), bf("bf2", "A", u("Pup", "p", "A"), u("Cog", "c", "A"))], cards=CARDS))
    for action in (Action("move", 1, units=[sc.obj("w")], to=1), Action("pass", 1)):
        sc.st, _ = apply(sc.st, action)
    return sc


@pytest.mark.parametrize("card", ["Emperor's Divide"])
def test_the_bot_plays_the_card_and_answers_its_decisions(card: str) -> None:
    """The bot plays each of these cards in a position where it helps (Emperor's Divide: its units taken home from a
    combat they lose), and answers what they ask."""
    sc = _losing_combat(card)
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), [(a.kind, a.card) for a in taken]
    assert {sc.st.objs[sc.obj(x)].zone for x in ("p", "c")} == {"base"}
