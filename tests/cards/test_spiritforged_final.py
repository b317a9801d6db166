"""Spiritforged cards of issue 19's fifth slice (`game/cards/spiritforged_final.py`): one test per card quoting its
text (with errata) and the rules it relies on, each clause exercised, conditions both ways, a "may" taken and declined."""

from __future__ import annotations

from typing import Any

from game.engine.read.layers import keyword
from game.scenarios.runner import Scenario

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_spiritforged_more import _bot_position, _bot_turn
from .test_spiritforged_reveal import CARDS as REVEAL_CARDS
from .test_spiritforged_reveal import DECK

CARDS: dict[str, Any] = {**REVEAL_CARDS, "Hero": {"type": "unit", "might": 4, "cost": 2, "supertype": "champion"}}
BREACHER = u("Rek'Sai, Breacher", "rb", "A")


# -- Rek'Sai, Breacher ------------------------------------------------------------------------------------------

def test_rek_sai_breacher_gives_a_champion_played_from_its_zone_accelerate() -> None:
    """"[Accelerate] [Assault] Friendly units played from anywhere other than a player's hand have [Accelerate]." -
    the chosen champion waits in the champion zone: with Rek'Sai on the board it has [Accelerate] (805.1.b: [1] and
    [A] for a unit without a domain) and enters ready; without her, the option is refused; a unit in hand doesn't
    have it."""
    a = {"champion": {"card": "Hero", "as": "h"}, "runes": ["Fury Rune"] * 4, "hand": [{"card": "Pup", "as": "p"}]}
    play_h = {"act": "play", "by": "A", "card": "h", "from": "champion", "to": "base", "options": {"accelerate": True}}
    check(duel({**a, "base": [BREACHER]}, cards=CARDS, steps=[
        play_h, {"expect": {"zone": {"h": "base"}, "exhausted": {"h": False}, "count": {"A": {"runes": 3}}}}]))
    check(duel({**a, "base": [BREACHER]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "p", "options": {"accelerate": True}, "expect_error": True},
        {"act": "play", "by": "A", "card": "h", "from": "champion", "to": "base"},
        {"expect": {"zone": {"h": "base"}, "exhausted": {"h": True}}}]))
    check(duel(a, cards=CARDS, steps=[{**play_h, "expect_error": True}, {"expect": {"zone": {"h": "champion"}}}]))


def test_rek_sai_breacher_reaches_friendly_cards_only() -> None:
    """"Friendly units": an opponent's champion waiting in their champion zone, or a unit in their trash, doesn't
    have [Accelerate]; A's own unit in A's trash does (it would, played from there); a unit on the board doesn't
    ("played from": it has been played already, 805.3)."""
    sc = Scenario(duel({"base": [BREACHER, u("Pup", "p", "A")], "trash": [{"card": "Ogre", "as": "o"}]},
                       {"champion": {"card": "Hero", "as": "bh"}, "trash": [{"card": "Ogre", "as": "bo"}]},
                       cards=CARDS))
    assert keyword(sc.st, sc.obj("o"), "Accelerate") == 1
    assert keyword(sc.st, sc.obj("bh"), "Accelerate") == 0
    assert keyword(sc.st, sc.obj("bo"), "Accelerate") == 0
    assert keyword(sc.st, sc.obj("p"), "Accelerate") == 0


def test_rek_sai_breacher_with_an_effect_that_plays_a_unit_from_the_deck() -> None:
    """Rek'Sai, Swarm Queen banishes the Knight from the deck, then plays it (errata): played from banishment, it has
    [Accelerate]; its optional additional cost is offered as it is played ("you may", 356.1.b.3, 805.2): paid
    ([1][A]: a rune exhausted, one recycled), the Knight enters ready; declined, exhausted and nothing more paid."""
    for yes in (True, False):
        check(duel({"base": [u("Rek'Sai, Swarm Queen", "r", "A"), BREACHER], "runes": ["Order Rune"] * 5,
                    "deck": DECK}, cards=CARDS, battlefields=[bf("bf1", "B", u("Wall", "w", "B")), bf("bf2")], steps=[
            {"act": "move", "by": "A", "units": ["r"], "to": "bf1"},
            {"act": "choose", "by": "A", "choice": {"yes": True}},
            *RESOLVE, {"act": "choose", "by": "A", "choice": {"cards": ["k"]}},
            {"act": "choose", "by": "A", "choice": {"option": "here"}},
            {"expect": {"pending": {"player": "A", "kind": "may"}}},
            {"act": "choose", "by": "A", "choice": {"yes": yes}},
            {"expect": {"zone": {"k": "bf1"}, "exhausted": {"k": not yes},
                        "count": {"A": {"runes": 4 if yes else 5}}}}]))


def test_rek_sai_breacher_accelerate_that_cant_be_paid_is_not_offered() -> None:
    """The Knight's [3] takes the three runes: nothing is left for [1][A], so nothing is asked (805.2: an optional
    cost that can't be paid) and the Knight enters exhausted."""
    check(duel({"base": [u("Rek'Sai, Swarm Queen", "r", "A"), BREACHER], "runes": ["Order Rune"] * 3,
                "deck": DECK}, cards=CARDS, battlefields=[bf("bf1", "B", u("Wall", "w", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["r"], "to": "bf1"},
        {"act": "choose", "by": "A", "choice": {"yes": True}},
        *RESOLVE, {"act": "choose", "by": "A", "choice": {"cards": ["k"]}},
        {"act": "choose", "by": "A", "choice": {"option": "here"}},
        {"expect": {"pending": None, "zone": {"k": "bf1"}, "exhausted": {"k": True}}}]))


# -- the bot ---------------------------------------------------------------------------------------------

def test_the_bot_plays_rek_sai_breacher() -> None:
    """The bot plays Rek'Sai, Breacher from its hand (her own printed [Accelerate] an option)."""
    sc = _bot_position("Rek'Sai, Breacher")
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), [(a.kind, a.card) for a in taken]


def test_the_bot_answers_accelerate_on_an_effects_play() -> None:
    """The bot's Swarm Queen attacks with Breacher beside her: it answers the reveal, the card to banish, the
    [Accelerate] "may" and where to play it, every action legal."""
    sc = Scenario(duel({"base": [u("Rek'Sai, Swarm Queen", "r", "A"), u("Rek'Sai, Breacher", "rb", "A", exhausted=True)],
                        "runes": ["Order Rune"] * 6, "deck": DECK}, cards=CARDS,
                       battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2", "B")]))
    taken = _bot_turn(sc)
    answers = [a.choice for a in taken if a.kind == "choose"]
    assert {"yes": True} in answers and any("cards" in c for c in answers), answers
