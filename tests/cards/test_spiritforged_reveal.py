"""Rek'Sai's reveal-and-play (`game/cards/spiritforged_reveal.py`): "reveal the top 2 cards of your Main Deck. You
may banish one, then play it" (Spiritforged errata and FAQ: banished first; 420.3 an effect's play, its cost as
the effect changes it), the rest recycled or drawn."""

from __future__ import annotations

from typing import Any

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_spiritforged_more import CARDS as MORE_CARDS
from .test_spiritforged_more import _bot_position, _bot_turn

CARDS: dict[str, Any] = {**MORE_CARDS, "Knight": {"type": "unit", "might": 3, "cost": 3}}
DECK = [{"card": "Knight", "as": "k"}, {"card": "Zap", "as": "z"}, {"card": "Filler", "as": "f"}]


def test_void_rush() -> None:
    """"Reveal the top 2 cards of your Main Deck. You may banish one, then play it, reducing its cost by [2]. Draw
    any you didn't banish." - the Knight ([3]) played for [1], the Zap drawn; none banished: both drawn; the
    third card is never revealed."""
    a = {"hand": [{"card": "Void Rush", "as": "x"}], "runes": ["Fury Rune"] * 4, "deck": DECK}
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}, "log_contains": "A reveals Knight, Zap"}},
        {"act": "choose", "by": "A", "choice": {"cards": ["f"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["k"]}},
        {"expect": {"zone": {"z": "hand", "f": "main_deck", "k": "base"}, "count": {"A": {"runes": 3}}}}]))
    # ([2][C] for Void Rush, [1] for the Knight: 3 runes exhausted, 1 recycled)
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x"}, *RESOLVE, {"act": "choose", "by": "A", "choice": {"cards": []}},
        {"expect": {"zone": {"k": "hand", "z": "hand", "f": "main_deck"}}}]))


def test_rek_sai_void_burrower() -> None:
    """"When you conquer, you may exhaust me to reveal the top 2 cards of your Main Deck. You may banish one, then
    play it. Recycle the rest." - its full cost paid; the other to the bottom; declined: nothing revealed."""
    for yes in (True, False):
        steps = [{"act": "move", "by": "A", "units": ["p"], "to": "bf1"}, *RESOLVE,
                 {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": yes}}]
        if yes:
            steps += [*RESOLVE, {"act": "choose", "by": "A", "choice": {"cards": ["k"]}},
                      {"act": "choose", "by": "A", "choice": {"battlefield": "base"}},
                      {"expect": {"zone": {"k": "base"}, "exhausted": {"Rek'Sai, Void Burrower": True},
                                  "count": {"A": {"main_deck": 2}}}}]
        else:
            steps += [{"expect": {"zone": {"k": "main_deck"}, "exhausted": {"Rek'Sai, Void Burrower": False}}}]
        check(duel({"legend": "Rek'Sai, Void Burrower", "base": [u("Pup", "p", "A")], "runes": ["Fury Rune"] * 3,
                    "deck": DECK}, cards=CARDS, steps=steps))


def test_rek_sai_swarm_queen() -> None:
    """"When I attack, you may reveal the top 2 cards of your Main Deck. You may banish one, then play it. If it
    is a unit, you may play it here. Recycle the rest." (errata; Core Rules 355.17's example: "here" is a
    permission) - the Knight played here, joining the attack; the Zap recycled."""
    check(duel({"base": [u("Rek'Sai, Swarm Queen", "r", "A")], "runes": ["Order Rune"] * 3, "deck": DECK}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Wall", "w", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["r"], "to": "bf1"},
        {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        *RESOLVE, {"act": "choose", "by": "A", "choice": {"cards": ["k"]}},
        {"act": "choose", "by": "A", "choice": {"option": "here"}},
        {"expect": {"zone": {"k": "bf1", "z": "main_deck"}, "count": {"A": {"main_deck": 2}}}}]))


def test_the_bot_plays_rek_sai_and_void_rush() -> None:
    """The bot plays the two cards and answers what they ask (the may, the card to banish, where)."""
    for card in ("Rek'Sai, Swarm Queen", "Void Rush"):
        sc = _bot_position(card)
        taken = _bot_turn(sc)
        assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), (card, [(a.kind, a.card) for a in taken])
