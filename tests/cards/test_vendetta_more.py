"""Vendetta (VEN), issue 21's first slice (`game/cards/vendetta_more.py`): one test per card, named after it,
quoting its printed text and the rules it relies on (Core Rules 2026-10-09: Empower 442 / 827, Disempower
443, Empowered 828, Flow 829, Burn 441). Each sets a position, plays or triggers the card and checks what the
text says: each clause, conditions both ways, a "may" taken and declined, target restrictions, and a
target that became illegal."""

from __future__ import annotations

from typing import Any

import pytest

from game.cards.vendetta_more import SCRIPTS as VEN_SCRIPTS
from game.engine import apply
from game.engine.model.actions import Action
from game.engine.model.cards import default_catalog
from game.scenarios.runner import Scenario

from .helpers import bot_turn, check, duel
from .test_origins import RESOLVE, bf, u

CARDS: dict[str, Any] = {
    "Pup": {"type": "unit", "might": 2, "cost": 1},
    "Ogre": {"type": "unit", "might": 4, "cost": 1},
    "Wall": {"type": "unit", "might": 8, "cost": 1},
    "Trinket": {"type": "gear", "cost": 0},
    "Relic": {"type": "gear", "cost": 5},
    "Chaos Charm": {"type": "gear", "cost": 0, "domains": ["chaos"]},
    "Chaos Imp": {"type": "unit", "might": 2, "cost": 1, "domains": ["chaos"]},
    "Order Imp": {"type": "unit", "might": 2, "cost": 1, "domains": ["order"]},
    "Bounce": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
               "script": {"targets": [{"what": "unit"}], "effects": [["return_to_hand", {"to": "t0"}]]}},
    "Doom": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
             "script": {"targets": [{"what": "unit"}], "effects": [["kill", {"to": "t0"}]]}},
    "Zap": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
            "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 3, "to": "t0"}]]}},
    "Fizzle": {"type": "spell", "cost": 0, "keywords": ["Reaction"], "script": {"effects": []}},
    "Ditch": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
              "script": {"effects": [["discard", {"amount": 1}]]}},
}
B_TURN = {"player": "B", "phase": "main", "number": 4}


def runes(domain: str, n: int) -> list[str]:
    return [f"{domain.capitalize()} Rune"] * n


def empower(label: str, ability: int = 0, by: str = "A") -> list[dict[str, Any]]:
    """Activate `label`'s Empower ability (827.1.c.1: it uses the chain) and let it resolve."""
    other = "B" if by == "A" else "A"
    return [{"act": "activate", "by": by, "source": label, "ability": ability},
            {"act": "pass", "by": by}, {"act": "pass", "by": other}]


# -- units ---------------------------------------------------------------------------------

def test_baccai_reaper() -> None:
    """"When I attack, you may pay [Fury] to give me [Assault 2] this turn." - the payment is decided as the
    trigger is finalized (383.3.b); paid, +2 while attacking; declined, nothing is paid."""
    a = {"base": [u("Baccai Reaper", "r", "A")], "runes": runes("fury", 2)}
    b = {}
    bfs = [bf("bf1", "B", u("Ogre", "o", "B")), bf("bf2")]
    check(duel(a, b, cards=CARDS, battlefields=bfs, steps=[
        {"act": "move", "by": "A", "units": ["r"], "to": "bf1"},
        {"expect": {"pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE,
        {"expect": {"might": {"r": 6}, "count": {"A": {"runes": 1}}, "keywords": {"r": ["Assault 2"]}}}]))
    check(duel(a, b, cards=CARDS, battlefields=bfs, steps=[
        {"act": "move", "by": "A", "units": ["r"], "to": "bf1"},
        {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"might": {"r": 4}, "count": {"A": {"runes": 2}}, "chain": []}}]))


def test_shadow_fiend() -> None:
    """"[Empower] [2][Fury] ([2][Fury]: Empower me. Use only if not Empowered.) [Empowered][>] I have
    [Assault 3]." - the Empower ability uses the chain (827.1.c.1); only once (442.1.b)."""
    check(duel({"base": [u("Shadow Fiend", "s", "A")], "runes": runes("fury", 6)},
               battlefields=[bf("bf1", "B", u("Wall", "w", "B")), bf("bf2")], cards=CARDS, steps=[
        {"expect": {"keywords": {"s": ["Empower", "Empowered"]}}},
        {"act": "activate", "by": "A", "source": "s", "ability": 0},
        {"expect": {"chain": ["Shadow Fiend (Empower)"], "keywords": {"s": ["Empower", "Empowered"]},
                    "count": {"A": {"runes": 5}}}},
        *RESOLVE,
        {"expect": {"keywords": {"s": ["Assault 3", "Empower", "Empowered"]}, "might": {"s": 2},
                    "log_contains": "Shadow Fiend becomes Empowered"}},
        {"act": "activate", "by": "A", "source": "s", "ability": 0, "expect_error": True},
        {"act": "move", "by": "A", "units": ["s"], "to": "bf1"},
        {"expect": {"might": {"s": 5}}}]))


def test_eclipse_dragon() -> None:
    """"[Accelerate] When I move, if you control 4 or fewer runes, draw 1." - the condition is checked as
    it triggers (383.3): with five runes nothing triggers."""
    a = {"base": [u("Eclipse Dragon", "d", "A")], "deck": ["Pup"] * 3}
    check(duel({**a, "runes": runes("fury", 4)}, cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["d"], "to": "bf1"},
        {"expect": {"chain": ["Eclipse Dragon (move)"]}}, *RESOLVE,
        {"expect": {"count": {"A": {"hand": 1}}}}]))
    check(duel({**a, "runes": runes("fury", 5)}, cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["d"], "to": "bf1"},
        {"expect": {"chain": [], "state": "showdown_open", "count": {"A": {"hand": 0}}}}]))


def test_renekton_rage_fueled() -> None:
    """"[Accelerate] When I attack, if you control 4 or fewer runes, deal 2 to all enemy units here." -
    every enemy unit at that battlefield, none elsewhere, none of mine."""
    def run(n: int, dealt: int) -> None:
        check(duel({"base": [u("Renekton, Rage Fueled", "r", "A"), u("Pup", "p", "A")], "runes": runes("fury", n)},
                   battlefields=[bf("bf1", "B", u("Wall", "w1", "B"), u("Wall", "w2", "B")),
                                 bf("bf2", "B", u("Wall", "w3", "B"))], cards=CARDS, steps=[
            {"act": "move", "by": "A", "units": ["r", "p"], "to": "bf1"}, *RESOLVE,
            {"expect": {"damage": {"w1": dealt, "w2": dealt, "w3": 0, "p": 0}}}]))
    run(4, 2)
    run(5, 0)


def test_twilight_reveler() -> None:
    """"When I attack, ready another friendly unit." - not itself, not an enemy's unit."""
    check(duel({"base": [u("Twilight Reveler", "t", "A"), u("Pup", "p", "A", exhausted=True),
                         u("Pup", "p2", "A", exhausted=True)]},
               {"base": [u("Ogre", "e", "B", exhausted=True)]},
               battlefields=[bf("bf1", "B", u("Pup", "q", "B")), bf("bf2")], cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["t"], "to": "bf1"},
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
        *[{"act": "choose", "by": "A", "choice": {"targets": [x]}, "expect_error": True} for x in ("t", "e")],
        {"act": "choose", "by": "A", "choice": {"targets": ["p"]}}, *RESOLVE,
        {"expect": {"exhausted": {"p": False, "p2": True, "e": True}}}]))


def test_field_musicians() -> None:
    """"When you play me, give a unit +3 [M] this turn." - any unit, an enemy's too; it ends with the turn."""
    check(duel({"hand": [{"card": "Field Musicians", "as": "f"}], "runes": runes("calm", 4)},
               {"base": [u("Pup", "e", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "f"},
        {"act": "choose", "by": "A", "choice": {"targets": ["e"]}}, *RESOLVE,
        {"expect": {"might": {"e": 5}}}, {"act": "end_turn", "by": "A"}, {"expect": {"might": {"e": 2}}}]))


def test_serene_ascetic() -> None:
    """"[Empower] [3] [Empowered][>] I have [Deflect] and [Shield 3]." - Shield: +3 while a defender (814)."""
    check(duel({"base": [u("Serene Ascetic", "s", "A")], "runes": runes("calm", 3)},
               cards=CARDS, steps=[
        {"expect": {"keywords": {"s": ["Empower", "Empowered"]}}},
        *empower("s"),
        {"expect": {"keywords": {"s": ["Deflect 1", "Empower", "Empowered", "Shield 3"]}, "count": {"A": {"runes": 3}}}}]))


def test_steel_paws() -> None:
    """"[Deflect] [Empower] [7] [Empowered][>] I have +7 [M]." - 0 Might until Empowered."""
    check(duel({"base": [u("Steel Paws", "s", "A")], "runes": runes("calm", 7)}, cards=CARDS, steps=[
        {"expect": {"might": {"s": 0}}}, *empower("s"), {"expect": {"might": {"s": 7}}}]))


def test_nasus_ascended() -> None:
    """"[Deflect 2] [Empower] [8] [Empowered][>] When I conquer, you score 1 point." - besides the conquer
    point (469), only while Empowered."""
    a = {"base": [u("Nasus, Ascended", "n", "A")], "runes": runes("calm", 8)}
    check(duel(a, cards=CARDS, steps=[
        *empower("n"), {"act": "move", "by": "A", "units": ["n"], "to": "bf1"}, *RESOLVE,
        {"expect": {"chain": ["Nasus, Ascended (conquer)"], "points": {"A": 1}}}, *RESOLVE,
        {"expect": {"points": {"A": 2}, "controller": {"bf1": "A"}}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["n"], "to": "bf1"}, *RESOLVE,
        {"expect": {"chain": [], "points": {"A": 1}, "controller": {"bf1": "A"}}}]))


def test_apprentice_mage() -> None:
    """"[Empower] [2] When I become [Empowered], [Predict 2]. [Empowered][>] I have +1 [M]." - Predict 2:
    look at the top 2, recycle any, put the rest back (437.1.a)."""
    check(duel({"base": [u("Apprentice Mage", "m", "A")], "runes": runes("mind", 2),
                "deck": [{"card": "Pup", "as": "d1"}, {"card": "Ogre", "as": "d2"}, {"card": "Wall", "as": "d3"}]},
               cards=CARDS, steps=[
        {"expect": {"might": {"m": 3}}},
        *empower("m"),
        {"expect": {"might": {"m": 4}, "chain": ["Apprentice Mage (empowered)"]}},
        *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["d1"]}},
        {"expect": {"zone": {"d1": "main_deck"}, "count": {"A": {"main_deck": 3}}}}]))


def test_cloud_drake() -> None:
    """"When you play me, draw 1." """
    check(duel({"hand": [{"card": "Cloud Drake", "as": "c"}], "runes": runes("mind", 6), "deck": ["Pup"] * 2},
               cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "c"}, *RESOLVE,
        {"expect": {"zone": {"c": "base"}, "count": {"A": {"hand": 1, "main_deck": 1}}}}]))


def test_covert_informant() -> None:
    """"[Empower] [3] [Empowered][>] When I move, draw 1." - not before it is Empowered."""
    a = {"base": [u("Covert Informant", "c", "A")], "runes": runes("mind", 3), "deck": ["Pup"] * 2}
    check(duel(a, cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["c"], "to": "bf1"},
        {"expect": {"chain": [], "state": "showdown_open", "count": {"A": {"hand": 0}}}}]))
    check(duel(a, cards=CARDS, steps=[
        *empower("c"),
        {"act": "move", "by": "A", "units": ["c"], "to": "bf1"},
        {"expect": {"chain": ["Covert Informant (move)"]}}, *RESOLVE,
        {"expect": {"count": {"A": {"hand": 1}}}}]))


def test_patched_porobot() -> None:
    """"(I enter exhausted.) When you play me, if you control 3 or more other gear, draw 1." - an enemy's
    gear doesn't count."""
    def position(mine: int) -> dict[str, Any]:
        return duel({"hand": [{"card": "Patched Porobot", "as": "p"}], "runes": runes("mind", 2),
                     "base": [{"card": "Trinket"}] * mine, "deck": ["Pup"] * 2},
                    {"base": [{"card": "Trinket"}] * 3}, cards=CARDS)
    check({**position(3), "steps": [
        {"act": "play", "by": "A", "card": "p"}, *RESOLVE,
        {"expect": {"exhausted": {"p": True}, "count": {"A": {"hand": 1}}}}]})
    check({**position(2), "steps": [
        {"act": "play", "by": "A", "card": "p"},
        {"expect": {"zone": {"p": "base"}, "chain": [], "count": {"A": {"hand": 0}}}}]})


def test_brutal_hunter() -> None:
    """"[Empower] [3] [Empowered][>] I have +2 [M] and [Ganking]." """
    check(duel({"base": [u("Brutal Hunter", "h", "A")], "runes": runes("body", 3)}, cards=CARDS, steps=[
        {"expect": {"might": {"h": 4}, "keywords": {"h": ["Empower", "Empowered"]}}},
        *empower("h"),
        {"expect": {"might": {"h": 6}, "keywords": {"h": ["Empower", "Empowered", "Ganking"]}}}]))


def test_baccai_witherclaw() -> None:
    """"[Empower] [1][A][A] [Empowered][>] I have +2 [M]. [Empowered][>][>>][Deathknell][>] Channel 2 runes
    exhausted." - "when I die while Empowered": not Empowered, its death channels nothing."""
    a = {"base": [u("Baccai Witherclaw", "w", "A")], "runes": runes("body", 3), "rune_deck": runes("body", 4)}
    b = {"hand": [{"card": "Doom", "as": "d"}]}
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
        {"act": "play", "by": "B", "card": "d", "targets": ["w"]}, *[{"act": "pass", "by": x} for x in "BA"],
        {"expect": {"zone": {"w": "trash"}, "chain": [], "count": {"A": {"rune_deck": 4}}}}]))
    check(duel(a, b, cards=CARDS, steps=[  # Empowered on A's turn ([1] and two [A]), then killed on B's
        {"expect": {"might": {"w": 4}}},
        *empower("w"),
        {"expect": {"might": {"w": 6}, "count": {"A": {"runes": 1, "rune_deck": 6}}}},
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
        {"act": "play", "by": "B", "card": "d", "targets": ["w"]}, *[{"act": "pass", "by": x} for x in "BA"],
        {"expect": {"zone": {"w": "trash"}, "chain": ["Baccai Witherclaw (deathknell)"]}}, *RESOLVE,
        {"expect": {"count": {"A": {"runes": 3, "rune_deck": 4}}, "log_contains": "A channels 2 runes"}}]))


def test_mask_mother() -> None:
    """"When you discard me, you may pay [1] to give a friendly unit +2 [M] this turn." - it triggers from the
    trash; the payment is decided as the trigger is finalized (383.3.b); an enemy unit is no legal target."""
    a = {"hand": [{"card": "Mask Mother", "as": "m"}, {"card": "Ditch", "as": "d"}], "runes": runes("chaos", 1),
         "base": [u("Pup", "p", "A"), u("Pup", "p2", "A")]}
    b = {"base": [u("Pup", "e", "B")]}
    for yes, might, left in ((True, 4, 0), (False, 2, 1)):
        check(duel(a, b, cards=CARDS, steps=[
            {"act": "play", "by": "A", "card": "d"}, *RESOLVE,
            {"expect": {"zone": {"m": "trash"}, "pending": {"player": "A", "kind": "may"}}},
            {"act": "choose", "by": "A", "choice": {"yes": yes}},
            *([{"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
               {"act": "choose", "by": "A", "choice": {"targets": ["e"]}, "expect_error": True},
               {"act": "choose", "by": "A", "choice": {"targets": ["p"]}}, *RESOLVE] if yes else []),
            {"expect": {"might": {"p": might, "p2": 2}, "chain": [], "pending": None}},
            {"expect": {"log_contains": "A exhausts Chaos Rune"} if yes else {"count": {"A": {"runes": 1}}}}]))
        del left


def test_kinkou_lifeblade() -> None:
    """"[Empower] [2] [Empowered][>] I have +1 [M] and [Ganking]." """
    check(duel({"base": [u("Kinkou Lifeblade", "k", "A")], "runes": runes("chaos", 2)}, cards=CARDS, steps=[
        {"expect": {"might": {"k": 4}, "keywords": {"k": ["Empower", "Empowered"]}}},
        *empower("k"),
        {"expect": {"might": {"k": 5}, "keywords": {"k": ["Empower", "Empowered", "Ganking"]}}}]))


def test_masa_crashing_thunder() -> None:
    """"You may pay [Order] as an additional cost to play me. When you play me, if you paid the additional
    cost, [Stun] an enemy unit at a battlefield." - an enemy unit in a base is no legal target."""
    a = {"hand": [{"card": "Masa, Crashing Thunder", "as": "m"}], "runes": runes("order", 5)}
    b = {"base": [u("Pup", "eb", "B")]}
    bfs = [bf("bf1", "B", u("Ogre", "o", "B"), u("Ogre", "o2", "B")), bf("bf2")]
    check(duel(a, b, cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "m", "options": {"additional_cost": True}},
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}, "count": {"A": {"runes": 4}}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["eb"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["o"]}}, *RESOLVE,
        {"expect": {"stunned": {"o": True, "o2": False, "eb": False}}}]))
    check(duel(a, b, cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "m"},
        {"expect": {"chain": [], "pending": None, "stunned": {"o": False, "o2": False},
                    "count": {"A": {"runes": 5}}}}]))


def test_reluctant_leader() -> None:
    """"When you play another unit, give me +2 [M] this turn." - not for itself, a spell or an opponent's
    unit."""
    check(duel({"base": [u("Reluctant Leader", "r", "A")],
                "hand": [{"card": "Pup", "as": "p"}, {"card": "Fizzle", "as": "z"}], "runes": runes("order", 2)},
               {"hand": [{"card": "Ogre", "as": "o"}], "runes": runes("order", 2)}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "z"}, *RESOLVE,
        {"expect": {"chain": [], "might": {"r": 3}}},
        {"act": "play", "by": "A", "card": "p"},
        {"expect": {"chain": ["Reluctant Leader (play_card)"]}}, *RESOLVE,
        {"expect": {"might": {"r": 5}}},
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
        {"act": "play", "by": "B", "card": "o"}, {"expect": {"chain": [], "might": {"r": 3}}}]))
    check(duel({"hand": [{"card": "Reluctant Leader", "as": "r"}], "runes": runes("order", 5)}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "r"}, {"expect": {"chain": [], "might": {"r": 3}}}]))


def test_solari_sunhawk() -> None:
    """"[Empower] [2] [Empowered][>] I have +1 [M] and [Deflect 2]." """
    check(duel({"base": [u("Solari Sunhawk", "s", "A")], "runes": runes("order", 2)}, cards=CARDS, steps=[
        {"expect": {"might": {"s": 3}, "keywords": {"s": ["Empower", "Empowered"]}}},
        *empower("s"),
        {"expect": {"might": {"s": 4}, "keywords": {"s": ["Deflect 2", "Empower", "Empowered"]}}}]))


def test_noxian_emissary() -> None:
    """"[Empower] [1][Order] [Empowered][>][>>][Deathknell][>] Play two 1 [M] Recruit unit tokens to your
    base." - only if it dies while Empowered."""
    a = {"base": [u("Noxian Emissary", "n", "A")], "runes": runes("order", 2)}
    b = {"hand": [{"card": "Doom", "as": "d"}]}
    kill = [{"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
            {"act": "play", "by": "B", "card": "d", "targets": ["n"]}, *[{"act": "pass", "by": x} for x in "BA"]]
    check(duel(a, b, cards=CARDS, steps=[*kill, {"expect": {"chain": [], "zone": {"n": "trash"},
                                                           "count": {"A": {"units": 0}}}}]))
    check(duel(a, b, cards=CARDS, steps=[
        *empower("n"), *kill,
        {"expect": {"chain": ["Noxian Emissary (deathknell)"]}}, *RESOLVE,
        {"expect": {"count": {"A": {"base": 2, "units": 2}}, "log_contains": "A plays a Recruit token"}}]))


# -- spells --------------------------------------------------------------------------------

def test_brittle_steel() -> None:
    """"Kill a gear. [Flow] [4][Fury]" - any gear; from the trash for its Flow cost, then banished (829.1.b)."""
    b = {"base": [{"card": "Trinket", "as": "g"}]}
    check(duel({"hand": [{"card": "Brittle Steel", "as": "s"}], "runes": runes("fury", 3)}, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["g"]},
        {"expect": {"count": {"A": {"runes": 2}}}}, *RESOLVE,  # [2][Fury]: the [Fury] rune recycled
        {"expect": {"zone": {"g": "trash", "s": "trash"}}}]))
    check(duel({"trash": [{"card": "Brittle Steel", "as": "s"}], "runes": runes("fury", 5)}, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["g"]},
        {"expect": {"count": {"A": {"runes": 4}}}}, *RESOLVE,
        {"expect": {"zone": {"g": "trash", "s": "banishment"}}}]))
    check(duel({"trash": [{"card": "Brittle Steel", "as": "s"}], "runes": runes("fury", 3)}, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["g"], "expect_error": True}]))  # [4][Fury]


def test_ruthless_strike() -> None:
    """"[Action] As an additional cost to play this, you may discard 1. Deal 3 to a unit at a battlefield. If
    you paid the additional cost, deal 5 to it instead." - a unit in a base is no legal target."""
    a = {"hand": [{"card": "Ruthless Strike", "as": "s"}, {"card": "Pup", "as": "x"}], "runes": runes("fury", 3),
         "base": [u("Pup", "mine", "A")]}
    bfs = [bf("bf1", "B", u("Wall", "w", "B")), bf("bf2")]
    check(duel(a, cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["mine"], "expect_error": True},
        {"act": "play", "by": "A", "card": "s", "targets": ["w"], "options": {"additional_cost": True}},
        {"expect": {"zone": {"x": "trash"}}}, *RESOLVE, {"expect": {"damage": {"w": 5}}}]))
    check(duel(a, cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["w"]}, *RESOLVE,
        {"expect": {"damage": {"w": 3}, "zone": {"x": "hand"}}}]))


def test_perfect_execution() -> None:
    """"Ready a unit and give it [Assault 3] this turn. [Flow] [3][Fury]" - from the hand or, for its Flow
    cost, from the trash (then banished)."""
    a = {"base": [u("Pup", "p", "A", exhausted=True)], "runes": runes("fury", 4)}
    for zone, end in (("hand", "trash"), ("trash", "banishment")):
        check(duel({**a, zone: [{"card": "Perfect Execution", "as": "s"}]}, cards=CARDS, steps=[
            {"act": "play", "by": "A", "card": "s", "targets": ["p"]}, *RESOLVE,
            {"expect": {"exhausted": {"p": False}, "keywords": {"p": ["Assault 3"]}, "zone": {"s": end},
                        "count": {"A": {"runes": 3}}}},
            {"act": "end_turn", "by": "A"}, {"expect": {"keywords": {"p": []}}}]))


def test_dredge_up() -> None:
    """"Draw 1. [Flow] [2]" """
    for zone, end in (("hand", "trash"), ("trash", "banishment")):
        check(duel({zone: [{"card": "Dredge Up", "as": "s"}], "runes": runes("mind", 2), "deck": ["Pup"] * 2},
                   cards=CARDS, steps=[
            {"act": "play", "by": "A", "card": "s"}, *RESOLVE,
            {"expect": {"zone": {"s": end}, "count": {"A": {"hand": 1, "main_deck": 1}}}}]))


def test_clairvoyance() -> None:
    """"[Reaction] [Predict 5]. Draw 2." - look at the top 5, recycle any, the rest back in any order
    (437.1.a), then draw the two on top."""
    deck = [{"card": "Pup", "as": f"d{i}"} for i in range(1, 7)]
    check(duel({"hand": [{"card": "Clairvoyance", "as": "c"}], "runes": runes("mind", 7), "deck": deck},
               cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "c"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["d1", "d2", "d3"]}},
        {"expect": {"pending": {"player": "A", "kind": "may"}}},  # two left: swap them or not
        {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"expect": {"zone": {"d4": "hand", "d5": "hand", "d6": "main_deck", "d1": "main_deck"},
                    "count": {"A": {"main_deck": 4}}}}]))


def test_onslaught() -> None:
    """"Give a unit +6 [M] this turn. [Flow] [4]" """
    for zone, end in (("hand", "trash"), ("trash", "banishment")):
        check(duel({zone: [{"card": "Onslaught", "as": "s"}], "runes": runes("body", 4)},
                   {"base": [u("Pup", "e", "B")]}, cards=CARDS, steps=[
            {"act": "play", "by": "A", "card": "s", "targets": ["e"]}, *RESOLVE,
            {"expect": {"might": {"e": 8}, "zone": {"s": end}}},
            {"act": "end_turn", "by": "A"}, {"expect": {"might": {"e": 2}}}]))


def test_rampage() -> None:
    """"As you play this, you may pay [Body] as an additional cost. Choose a friendly unit and an enemy unit.
    If you paid the additional cost, give the friendly unit +2 [M] this turn. They deal damage equal to their
    Mights to each other." - the units deal it (418.6.b.3)."""
    a = {"hand": [{"card": "Rampage", "as": "r"}], "runes": runes("body", 4), "base": [u("Pup", "p", "A")]}
    b = {"base": [u("Ogre", "o", "B")]}
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "r", "targets": ["o", "p"], "expect_error": True},
        {"act": "play", "by": "A", "card": "r", "targets": ["p", "o"], "options": {"additional_cost": True}},
        {"expect": {"count": {"A": {"runes": 3}}}}, *RESOLVE,
        {"expect": {"zone": {"p": "trash", "o": "trash"}}}]))
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "r", "targets": ["p", "o"]}, *RESOLVE,
        {"expect": {"zone": {"p": "trash", "o": "base"}, "damage": {"o": 2}}}]))


def test_dragon_form() -> None:
    """"Choose a unit. Its base Might becomes 5 this turn. [Flow] [3]" - modifiers apply on top (479.2.a,
    479.4)."""
    for zone, end in (("hand", "trash"), ("trash", "banishment")):
        check(duel({zone: [{"card": "Dragon Form", "as": "s"}], "runes": runes("order", 3),
                    "base": [u("Wall", "w", "A", buff=True)]}, cards=CARDS, steps=[
            {"act": "play", "by": "A", "card": "s", "targets": ["w"]}, *RESOLVE,
            {"expect": {"might": {"w": 6}, "zone": {"s": end}}},
            {"act": "end_turn", "by": "A"}, {"expect": {"might": {"w": 9}}}]))


def test_decree_of_unity() -> None:
    """"Kill an enemy Chaos ([Chaos]) unit or gear." - not a unit of another domain, not a friendly one."""
    a = {"hand": [{"card": "Decree of Unity", "as": "d"}], "runes": runes("order", 3),
         "base": [u("Chaos Imp", "mine", "A")]}
    b = {"base": [u("Chaos Imp", "ci", "B"), u("Order Imp", "oi", "B"), {"card": "Chaos Charm", "as": "cg"}]}
    check(duel(a, b, cards=CARDS, steps=[
        *[{"act": "play", "by": "A", "card": "d", "targets": [x], "expect_error": True} for x in ("mine", "oi")],
        {"act": "play", "by": "A", "card": "d", "targets": ["cg"]}, *RESOLVE,
        {"expect": {"zone": {"cg": "trash", "ci": "base"}}}]))
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["ci"]}, *RESOLVE, {"expect": {"zone": {"ci": "trash"}}}]))


# -- gear ----------------------------------------------------------------------------------

def test_rage_amplifier() -> None:
    """"[Empower] [6][Fury] Your units have +1 [M]. If I'm [Empowered], they have +2 [M] instead." - not
    enemy units."""
    check(duel({"base": [{"card": "Rage Amplifier", "as": "g"}, u("Pup", "p", "A")], "runes": runes("fury", 7)},
               {"base": [u("Pup", "e", "B")]}, cards=CARDS, steps=[
        {"expect": {"might": {"p": 3, "e": 2}}},
        *empower("g"),
        {"expect": {"might": {"p": 4, "e": 2}, "count": {"A": {"runes": 6}}}}]))


def test_hextech_formula() -> None:
    """"This enters exhausted. [E]: Empower another gear." - any other gear (an opponent's too); an Empowered
    gear's text then reads it (Rage Amplifier's +2)."""
    check(duel({"hand": [{"card": "Hextech Formula", "as": "h"}], "runes": runes("mind", 2)}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "h"}, {"expect": {"zone": {"h": "base"}, "exhausted": {"h": True}}},
        {"act": "activate", "by": "A", "source": "h", "ability": 0, "expect_error": True}]))
    check(duel({"base": [{"card": "Hextech Formula", "as": "h"}, {"card": "Rage Amplifier", "as": "g"},
                         u("Pup", "p", "A")]},
               {"base": [{"card": "Trinket", "as": "et"}]}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "h", "ability": 0, "targets": ["h"], "expect_error": True},
        {"act": "activate", "by": "A", "source": "h", "ability": 0, "targets": ["g"]},
        {"expect": {"exhausted": {"h": True}, "might": {"p": 3}}}, *RESOLVE,
        {"expect": {"might": {"p": 4}, "log_contains": "Rage Amplifier becomes Empowered"}}]))
    check(duel({"base": [{"card": "Hextech Formula", "as": "h"}]},
               {"base": [{"card": "Trinket", "as": "et"}]}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "h", "ability": 0, "targets": ["et"]}, *RESOLVE,
        {"expect": {"log_contains": "Trinket becomes Empowered"}}]))


def test_tools_of_empire() -> None:
    """"[Empower] [2] [E]: Give a unit +2 [M] this turn. If this is [Empowered], give that unit +4 [M] this
    turn instead." - scripted abilities come first (the [E] one is 0, Empower 1)."""
    a = {"base": [{"card": "Tools of Empire", "as": "t"}, u("Pup", "p", "A")], "runes": runes("body", 2)}
    check(duel(a, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "t", "ability": 0, "targets": ["p"]}, *RESOLVE,
        {"expect": {"might": {"p": 4}, "exhausted": {"t": True}}}]))
    check(duel(a, cards=CARDS, steps=[
        *empower("t", ability=1),
        {"act": "activate", "by": "A", "source": "t", "ability": 0, "targets": ["p"]}, *RESOLVE,
        {"expect": {"might": {"p": 6}}}, {"act": "end_turn", "by": "A"}, {"expect": {"might": {"p": 2}}}]))


# -- legends -------------------------------------------------------------------------------

def test_shen_eye_of_twilight() -> None:
    """"[Action][>] [E]: Give a friendly unit [Tank] this turn." - Action: on its controller's turn, or in a
    showdown on any turn (806.1.c.2); not an enemy unit."""
    a = {"legend": "Shen, Eye of Twilight", "base": [u("Pup", "p", "A")]}
    b = {"base": [u("Pup", "e", "B")]}
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "Shen, Eye of Twilight", "ability": 0, "targets": ["e"],
         "expect_error": True},
        {"act": "activate", "by": "A", "source": "Shen, Eye of Twilight", "ability": 0, "targets": ["p"]},
        *RESOLVE, {"expect": {"keywords": {"p": ["Tank"]}, "exhausted": {"Shen, Eye of Twilight": True}}},
        {"act": "end_turn", "by": "A"}, {"expect": {"keywords": {"p": []}}}]))
    check(duel(a, b, cards=CARDS, turn=B_TURN, steps=[  # B's turn, no showdown: refused
        {"act": "pass", "by": "B", "expect_error": True},
        {"act": "activate", "by": "A", "source": "Shen, Eye of Twilight", "ability": 0, "targets": ["p"],
         "expect_error": True}]))


# -- battlefields --------------------------------------------------------------------------

def test_protective_sands() -> None:
    """"When you conquer here, if you control 4 or fewer runes, you may pay [1] to draw 1." - the "may" and
    its cost are decided as the trigger is finalized (383.3.b); with five runes it doesn't trigger."""
    bfs = [{"as": "bf1", "card": "Protective Sands", "units": []}, bf("bf2")]
    a = {"base": [u("Pup", "p", "A")], "deck": ["Pup"] * 2}
    for yes, hand in ((True, 1), (False, 0)):
        check(duel({**a, "runes": runes("fury", 4)}, battlefields=bfs, cards=CARDS, steps=[
            {"act": "move", "by": "A", "units": ["p"], "to": "bf1"}, *RESOLVE,
            {"expect": {"pending": {"player": "A", "kind": "may"}, "controller": {"bf1": "A"}}},
            {"act": "choose", "by": "A", "choice": {"yes": yes}}, *(RESOLVE if yes else []),
            {"expect": {"count": {"A": {"hand": hand}}, "chain": []}}]))
    check(duel({**a, "runes": runes("fury", 5)}, battlefields=bfs, cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["p"], "to": "bf1"}, *RESOLVE,
        {"expect": {"pending": None, "chain": [], "controller": {"bf1": "A"}, "count": {"A": {"hand": 0}}}}]))


def test_shadow_temple() -> None:
    """"When you hold here, [Burn 3]." - the top 3 cards of your Main Deck go to your trash (441)."""
    check(duel({"deck": ["Pup"] * 5},
               battlefields=[{"as": "bf1", "card": "Shadow Temple", "controller": "A",
                              "units": [u("Ogre", "o", "A")]}, bf("bf2")],
               turn={"player": "A", "phase": "beginning", "number": 3}, cards=CARDS, steps=[
        {"expect": {"chain": ["Shadow Temple (hold)"], "points": {"A": 1}}}, *RESOLVE,
        {"expect": {"count": {"A": {"trash": 3}}}}]))


def test_rampage_whose_friendly_unit_left_deals_nothing() -> None:
    """359.3.e: the friendly unit returned to hand in response is no longer a legal target: neither unit
    deals damage (the enemy has nothing to deal it to, and the friendly unit isn't there to deal it)."""
    check(duel({"hand": [{"card": "Rampage", "as": "r"}], "runes": runes("body", 3), "base": [u("Pup", "p", "A")]},
               {"base": [u("Ogre", "o", "B")], "hand": [{"card": "Bounce", "as": "bn"}]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "r", "targets": ["p", "o"]}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "bn", "targets": ["p"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, *RESOLVE,
        {"expect": {"zone": {"p": "hand", "o": "base"}, "damage": {"o": 0}, "chain": []}}]))


def test_onslaught_on_a_unit_that_left_does_nothing() -> None:
    """359.3.e: a target that left the board is skipped; the spell still goes to the trash."""
    check(duel({"hand": [{"card": "Onslaught", "as": "s"}], "runes": runes("body", 4), "base": [u("Pup", "p", "A")]},
               {"hand": [{"card": "Bounce", "as": "bn"}]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["p"]}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "bn", "targets": ["p"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, *RESOLVE,
        {"expect": {"zone": {"p": "hand", "s": "trash"}, "chain": []}}]))


# -- the bot -----------------------------------------------------------------------------

DOMAIN_RUNES = {d: f"{d.capitalize()} Rune" for d in ("fury", "calm", "mind", "body", "chaos", "order")}


_bot_turn = bot_turn  # (tests/cards/helpers.py)


def _bot_position(card: str, zone: str = "hand") -> Scenario:
    """`card` in A's hand (or trash) with runes enough of its domain, units and gear on both sides."""
    found = default_catalog().find(card)
    assert found is not None
    rune = DOMAIN_RUNES[found.domains[0]]
    return Scenario(duel({zone: [{"card": card, "as": "x"}], "runes": [rune] * 12, "hand" if zone != "hand" else "trash": [],
                          "base": [u("Ogre", "c", "A"), u("Pup", "p", "A", exhausted=True), {"card": "Trinket", "as": "t"}],
                          "deck": ["Pup"] * 10},
                         {"base": [u("Pup", "e", "B"), {"card": "Relic", "as": "et"}, u("Chaos Imp", "ci", "B")]},
                         battlefields=[bf("bf1", "B", u("Pup", "eb", "B")), bf("bf2", "A", u("Ogre", "o", "A"))],
                         cards=CARDS))


def _in_combat(card: str) -> Scenario:
    """B attacks A's Pup at bf2 with a Pup and passes; A, holding focus in the showdown, has `card`."""
    found = default_catalog().find(card)
    assert found is not None
    sc = Scenario(duel({"hand": [{"card": card, "as": "x"}], "runes": [DOMAIN_RUNES[found.domains[0]]] * 12},
                       {"base": [u("Ogre", "e", "B")]}, turn=B_TURN,
                       battlefields=[bf("bf1", "B", u("Pup", "eb", "B")), bf("bf2", "A", u("Pup", "o", "A"))],
                       cards=CARDS))
    for action in (Action("move", 1, units=[sc.obj("e")], to=1), Action("pass", 1)):
        sc.st, _ = apply(sc.st, action)
    return sc


def _attack_position(card: str, zone: str = "hand") -> Scenario:
    """`card` in A's hand (or trash); A's only ready unit, a Pup, can't beat B's Ogre holding bf1 alone."""
    found = default_catalog().find(card)
    assert found is not None
    rune = DOMAIN_RUNES[found.domains[0]]
    return Scenario(duel({zone: [{"card": card, "as": "x"}], "runes": [rune] * 12, "deck": ["Pup"] * 10,
                          "base": [u("Pup", "c", "A")]},
                         {"base": [u("Pup", "e", "B")]},
                         battlefields=[bf("bf1", "B", u("Ogre", "eb", "B")), bf("bf2", "A", u("Ogre", "o", "A"))],
                         cards=CARDS))


SPELLS_FOR_COMBAT: set[str] = set()
# "This turn" Might changes without [Action]: playable only in the bot's own Main Phase outside showdowns, where
# the bot plays one that wins an attack it couldn't win without it.
FOR_ATTACK = {"Dragon Form", "Onslaught"}
BOT_NEVER_PLAYS: set[str] = set()
PLAYABLE = [pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=f"the bot doesn't value {n} (game/bot)"))
            if n in BOT_NEVER_PLAYS else n
            for n in sorted(VEN_SCRIPTS) if default_catalog().find(n).type not in ("battlefield", "legend")]


@pytest.mark.parametrize("card", PLAYABLE)
def test_the_bot_plays_the_card_and_answers_its_decisions(card: str) -> None:
    """The bot plays each card of this slice from its hand (a Flow spell from its trash too), answering the
    decisions it raises; every action it takes is legal."""
    zones = ["hand", "trash"] if "Flow" in default_catalog().find(card).text else ["hand"]
    for zone in zones:
        sc = _in_combat(card) if card in SPELLS_FOR_COMBAT and zone == "hand" else \
            _attack_position(card, zone) if card in FOR_ATTACK else _bot_position(card, zone)
        taken = _bot_turn(sc)
        x = sc.obj("x")
        assert any(a.kind == "play" and a.card == x for a in taken), \
            f"the bot never played {card} from its {zone}: {[(a.kind, a.card) for a in taken]}"


EMPOWER_UNITS = sorted(n for n in VEN_SCRIPTS if default_catalog().find(n).has("Empower"))


@pytest.mark.parametrize("card", EMPOWER_UNITS)
def test_the_bot_empowers_what_it_controls(card: str) -> None:
    """With runes to spare, the bot uses the Empower ability of its unit or gear (and answers what its
    "when I become Empowered" trigger asks)."""
    found = default_catalog().find(card)
    sc = Scenario(duel({"base": [{"card": card, "as": "x"}, u("Pup", "p1", "A"), u("Pup", "p2", "A")],
                        "runes": [DOMAIN_RUNES[found.domains[0]]] * 12, "deck": ["Pup"] * 10}, cards=CARDS))
    taken = _bot_turn(sc)
    assert any(a.kind == "activate" and a.card == sc.obj("x") for a in taken), [(a.kind, a.card) for a in taken]
    assert sc.st.objs[sc.obj("x")].extra.get("empowered")


def test_the_bot_uses_shen_eye_of_twilight_and_answers_protective_sands() -> None:
    """The legend's ability (a friendly unit gets Tank) and the battlefield's "may pay [1] to draw 1"."""
    sc = Scenario(duel({"legend": "Shen, Eye of Twilight", "base": [u("Ogre", "o", "A")], "runes": runes("calm", 3),
                        "deck": ["Pup"] * 5},
                       {"base": [u("Pup", "e", "B")]},
                       battlefields=[{"as": "bf1", "card": "Protective Sands", "units": []}, bf("bf2", "B", u("Wall", "w", "B"))],
                       cards=CARDS))
    taken = _bot_turn(sc)
    kinds = [a.kind for a in taken]
    assert "move" in kinds and sc.st.battlefields[0].controller == 0, kinds
    assert any(a.kind == "choose" for a in taken), kinds  # the "may pay [1] to draw 1"
