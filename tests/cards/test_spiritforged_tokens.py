"""Spiritforged cards that play Sand Soldier (187.3: 2 Might, Shurima) and Mech (187.4: 3 Might, Mech) tokens
(`game/cards/spiritforged_tokens.py`): one test per card quoting its text. A unit token with no location given is
created where its controller may play a unit (440.2.b.1): their base or a battlefield they control, chosen."""

from __future__ import annotations

from typing import Any

import pytest

from game.cards.spiritforged_tokens import SCRIPTS as TOKEN_CARDS
from game.engine.model.cards import default_catalog

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_spiritforged_more import CARDS as MORE_CARDS
from .test_spiritforged_more import HOLD_TURN, _bot_position, _bot_turn, passes

CARDS: dict[str, Any] = {**MORE_CARDS,
                         "Blade": {"type": "gear", "cost": 1, "might_bonus": 1, "keywords": ["Equip"],
                                   "tags": ["Equipment"]}}
B_TURN = {"player": "B", "phase": "main", "number": 4}
A_FIELDS = [bf("bf1", "A", u("Pup", "p", "A")), bf("bf2", "B", u("Pup", "e", "B"))]


def test_the_tokens_are_the_rules_tokens() -> None:
    """187.3 / 187.4: domainless unit tokens, a Sand Soldier 2 Might with the Shurima tag, a Mech 3 Might
    with the Mech tag."""
    for name, might, tag in (("Sand Soldier", 2, "Shurima"), ("Mech", 3, "Mech")):
        card = default_catalog().find(name)
        assert card is not None and card.type == "unit" and card.supertype == "token"
        assert (card.might, card.tags, card.domains) == (might, (tag,), ())


def test_desert_s_call() -> None:
    """"[Repeat] [2] Play a 2 [M] Sand Soldier unit token." - to my base or a battlefield I control (not the
    opponent's); Repeat paid: two."""
    check(duel({"hand": [{"card": "Desert's Call", "as": "x"}], "runes": ["Calm Rune"] * 4}, cards=CARDS,
               battlefields=A_FIELDS, steps=[
        {"act": "play", "by": "A", "card": "x", "options": {"repeat": 1}}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_destination"}}},
        {"act": "choose", "by": "A", "choice": {"battlefield": "bf2"}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"battlefield": "bf1"}},
        {"act": "choose", "by": "A", "choice": {"battlefield": "base"}},
        {"expect": {"count": {"A": {"units": 3, "base": 1}}, "log_contains": "A plays a Sand Soldier token"}}]))


def test_royal_guard() -> None:
    """"When you play me, play a 2 [M] Sand Soldier unit token here." - here: where it was played."""
    check(duel({"hand": [{"card": "Royal Guard", "as": "g"}], "runes": ["Order Rune"] * 4}, cards=CARDS,
               battlefields=A_FIELDS, steps=[
        {"act": "play", "by": "A", "card": "g", "to": "bf1"}, *RESOLVE,
        {"expect": {"zone": {"g": "bf1"}, "count": {"A": {"units": 3, "base": 0}}}}]))


def test_guards() -> None:
    """"[Hidden] Play a 2 [M] Sand Soldier unit token. Then do this: You may pay [Order] to ready it." - a
    reflexive trigger (387): paid, the token is ready; declined, it stays exhausted (143.4); played from face
    down, the token goes to that battlefield (811.1.d.5)."""
    for yes in (True, False):
        check(duel({"hand": [{"card": "Guards!", "as": "x"}], "runes": ["Order Rune"] * 4}, cards=CARDS, steps=[
            {"act": "play", "by": "A", "card": "x"}, *RESOLVE,  # the cost is paid as it goes on the chain (383.3.b)
            {"expect": {"pending": {"player": "A", "kind": "may"}, "count": {"A": {"base": 1}}}},
            {"act": "choose", "by": "A", "choice": {"yes": yes}},
            {"expect": {"chain": ["Guards! (ready_it)"] if yes else []}}, *(RESOLVE if yes else []),
            {"expect": {"exhausted": {"Sand Soldier": not yes}, "count": {"A": {"runes": 3 if yes else 4}}}}]))
    check(duel({"runes": ["Order Rune"]}, {"base": [u("Pup", "e", "B")]}, cards=CARDS, turn=B_TURN,
               battlefields=[{**bf("bf1", "A", u("Pup", "p", "A")), "facedown": {"card": "Guards!", "as": "x"}},
                             bf("bf2")],
               steps=[{"act": "move", "by": "B", "units": ["e"], "to": "bf1"}, {"act": "pass", "by": "B"},
                      {"act": "play", "by": "A", "card": "x", "from": "facedown"}, *passes("A", "B"),
                      {"act": "choose", "by": "A", "choice": {"yes": False}},
                      {"expect": {"zone": {"Sand Soldier": "bf1", "x": "trash"}}}]))


def test_arise() -> None:
    """"Play a 2 [M] Sand Soldier unit token for each Equipment you control. Then do this: Ready up to two of
    them." (errata) - two Equipment (a gear that is no Equipment doesn't count): two tokens; the reflexive
    trigger chooses among those tokens only (not another unit), up to two (none too)."""
    a = {"hand": [{"card": "Arise!", "as": "x"}], "runes": ["Order Rune"] * 7,
         "base": [{"card": "Blade", "as": "b1"}, {"card": "Blade", "as": "b2"}, {"card": "Trinket", "as": "t"},
                  u("Pup", "p", "A", exhausted=True)]}
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x"}, *RESOLVE,
        {"expect": {"count": {"A": {"units": 3}}, "pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["p"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": []}},
        {"expect": {"chain": ["Arise! (ready_two)"]}}, *RESOLVE, {"expect": {"exhausted": {"p": True}}}]))
    check(duel({**a, "base": [{"card": "Blade", "as": "b1"}, u("Pup", "p", "A", exhausted=True)]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"targets": ["Sand Soldier"]}}, *RESOLVE,
        {"expect": {"exhausted": {"Sand Soldier": False, "p": True}, "count": {"A": {"units": 2}}}}]))


def test_production_surge() -> None:
    """"This costs [2] less if you control a Mech. / Play a 3 [M] Mech unit token to your base. / Draw 1." -
    [4][Mind] without a Mech, [2][Mind] with one."""
    x = {"hand": [{"card": "Production Surge", "as": "x"}], "deck": ["Filler"] * 2}
    check(duel({**x, "runes": ["Mind Rune"] * 3}, cards=CARDS, steps=[  # [4][Mind]: one rune short
        {"act": "play", "by": "A", "card": "x", "expect_error": True}]))
    check(duel({**x, "runes": ["Mind Rune"] * 2, "base": [u("Cog", "c", "A")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x"}, *RESOLVE,  # [2][Mind]: both runes exhausted, one recycled
        {"expect": {"count": {"A": {"base": 2, "hand": 1, "runes": 1}}, "log_contains": "A plays a Mech token"}}]))


def test_ferrous_forerunner() -> None:
    """"[Deathknell] — Play two 3 [M] Mech unit tokens to your base." (808)"""
    check(duel({"base": [u("Ferrous Forerunner", "f", "A")]}, {"hand": [{"card": "Doom", "as": "d"}]}, cards=CARDS,
               turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "d", "targets": ["f"]}, *passes("B", "A"),
        {"expect": {"chain": ["Ferrous Forerunner (deathknell)"]}}, *passes("A", "B"),
        {"expect": {"count": {"A": {"base": 2, "units": 2}}, "log_contains": "A plays a Mech token"}}]))


def test_rumble_scrapper() -> None:
    """"Your Mechs have +1 [M] (including me). / When I hold, play a 3 [M] Mech unit token to your base." - a
    Mech (the token too) gets +1, a non-Mech and an enemy Mech don't."""
    check(duel({"base": [u("Cog", "c", "A"), u("Pup", "p", "A")]}, {"base": [u("Cog", "e", "B")]}, cards=CARDS,
               turn=HOLD_TURN, battlefields=[bf("bf1", "A", u("Rumble, Scrapper", "r", "A")), bf("bf2")], steps=[
        {"expect": {"might": {"r": 5, "c": 3, "p": 2, "e": 2}, "chain": ["Rumble, Scrapper (hold)"]}}, *RESOLVE,
        {"expect": {"count": {"A": {"base": 3}}, "might": {"Mech": 4}}}]))


def test_assembly_rig() -> None:
    """"[1][Fury], Recycle a unit from your trash, [E]: Play a 3 [M] Mech unit token to your base." - a spell in
    the trash can't pay it; a unit can."""
    check(duel({"base": [{"card": "Assembly Rig", "as": "r"}], "runes": ["Fury Rune"] * 2,
                "trash": [{"card": "Zap", "as": "z"}]}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "r", "expect_error": True}]))
    check(duel({"base": [{"card": "Assembly Rig", "as": "r"}], "runes": ["Fury Rune"] * 2,
                "trash": [{"card": "Zap", "as": "z"}, {"card": "Pup", "as": "p"}]}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "r"}, *RESOLVE,
        {"expect": {"zone": {"p": "main_deck", "z": "trash"}, "exhausted": {"r": True}, "count": {"A": {"base": 2}},
                    "might": {"Mech": 3}}}]))


def test_renata_glasc_industrialist() -> None:
    """"Your tokens enter ready." - my Mech and my Gold (played "exhausted") enter ready; the opponent's Mech enters
    exhausted; without Renata, mine are exhausted too."""
    spells = [{"card": "Production Surge", "as": "ps"}, {"card": "Wages of Pain", "as": "wp"}]
    for renata in (True, False):
        mine = [u("Renata Glasc, Industrialist", "r", "A")] if renata else []
        check(duel({"hand": spells, "runes": ["Mind Rune"] * 7, "base": mine, "deck": ["Filler"] * 2}, cards=CARDS,
                   battlefields=[bf("bf1", "B", u("Ogre", "o", "B")), bf("bf2")],
                   steps=[
            {"act": "play", "by": "A", "card": "ps"}, *RESOLVE,
            {"act": "play", "by": "A", "card": "wp", "targets": ["o"]}, *RESOLVE,
            {"expect": {"exhausted": {"Mech": not renata, "Gold": not renata}}}]))
    check(duel({"base": [u("Renata Glasc, Industrialist", "r", "A")]},
               {"hand": [{"card": "Production Surge", "as": "eps"}], "runes": ["Mind Rune"] * 5, "deck": ["Filler"] * 2},
               cards=CARDS, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "eps"}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"count": {"B": {"base": 1}}, "exhausted": {"Mech": True}}}]))


def test_card_sharp() -> None:
    """"When you play me, you and each opponent may play a Gold gear token exhausted. For each opponent who did, you
    play a Gold gear token exhausted." - I say yes, B yes: two Golds for me, one for B; I say no, B yes: one for
    me (B's), one for B; B says no: only mine (if I said yes)."""
    for mine, theirs in ((True, True), (False, True), (True, False), (False, False)):
        expected = {"A": int(mine) + int(theirs) + 1, "B": int(theirs)}  # +1: Card Sharp in A's base
        check(duel({"hand": [{"card": "Card Sharp", "as": "c"}], "runes": ["Mind Rune"] * 3}, cards=CARDS, steps=[
            {"act": "play", "by": "A", "card": "c"}, *RESOLVE,
            {"expect": {"pending": {"player": "A", "kind": "may"}}},
            {"act": "choose", "by": "A", "choice": {"yes": mine}},
            {"expect": {"pending": {"player": "B", "kind": "may"}}},
            {"act": "choose", "by": "B", "choice": {"yes": theirs}},
            {"expect": {"pending": None, "count": {"A": {"base": expected["A"]}, "B": {"base": expected["B"]}}}}]))


def test_card_sharp_in_2v2() -> None:
    """In 2v2 my ally isn't asked (not an opponent; "you and each opponent"): I and both opponents are, in turn
    order (A, B, D); one opponent says yes - one more Gold for me."""
    players = [{"name": "A", "team": 1, "hand": [{"card": "Card Sharp", "as": "c"}], "runes": ["Mind Rune"] * 3},
               {"name": "B", "team": 2}, {"name": "C", "team": 1}, {"name": "D", "team": 2}]
    passes = [{"act": "pass", "by": p} for p in "ABCD"]
    check({"name": "card sharp 2v2", "mode": "2v2", "cards": CARDS, "players": players,
           "battlefields": [bf("bf1"), bf("bf2"), bf("bf3")], "turn": {"player": "A", "phase": "main", "number": 3},
           "steps": [{"act": "play", "by": "A", "card": "c"}, *passes,
                     {"act": "choose", "by": "A", "choice": {"yes": True}},
                     {"expect": {"pending": {"player": "B", "kind": "may"}}},
                     {"act": "choose", "by": "B", "choice": {"yes": False}},
                     {"expect": {"pending": {"player": "D", "kind": "may"}}},
                     {"act": "choose", "by": "D", "choice": {"yes": True}},
                     {"expect": {"pending": None, "count": {"A": {"base": 3}, "B": {"base": 0}, "C": {"base": 0},
                                                            "D": {"base": 1}}}}]})


@pytest.mark.parametrize("card", sorted(n for n in TOKEN_CARDS if default_catalog().find(n).type != "gear"))
def test_the_bot_plays_the_card_and_answers_its_decisions(card: str) -> None:
    """The bot plays each of these cards and answers what they ask (where each token goes, the may)."""
    sc = _bot_position(card)
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), [(a.kind, a.card) for a in taken]
