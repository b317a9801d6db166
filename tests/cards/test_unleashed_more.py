"""Unleashed (UNL), issue 20's first slice (`game/cards/unleashed_more.py`): one test per card, named after
it, quoting its printed text (with errata) and the rules it relies on (Core Rules 2026-10-09). Each sets a
position, plays or triggers the card and checks what the text says: each clause, conditions both ways, a
"may" taken and declined, target restrictions, and a target that became illegal."""

from __future__ import annotations

from typing import Any

import pytest

from game.cards.unleashed_more import SCRIPTS as MORE
from game.engine import apply
from game.engine.model.actions import Action
from game.engine.model.cards import default_catalog
from game.scenarios.runner import Scenario, run_data

from .helpers import bot_turn, check, duel
from .test_origins import RESOLVE, bf, u

CARDS: dict[str, Any] = {
    "Pup": {"type": "unit", "might": 2, "cost": 1},
    "Ogre": {"type": "unit", "might": 4, "cost": 1},
    "Wall": {"type": "unit", "might": 8, "cost": 1},
    "Kitten": {"type": "unit", "might": 1, "cost": 1, "tags": ["Cat"]},
    "Trinket": {"type": "gear", "cost": 0},
    "Zap": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
            "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 3, "to": "t0"}]]}},
    "Doom": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
             "script": {"targets": [{"what": "unit"}], "effects": [["kill", {"to": "t0"}]]}},
    "Bounce": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
               "script": {"targets": [{"what": "unit"}], "effects": [["return_to_hand", {"to": "t0"}]]}},
    "Daze": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
             "script": {"targets": [{"what": "unit"}], "effects": [["stun", {"to": "t0"}]]}},
    "Nothing": {"type": "spell", "cost": 0, "keywords": ["Reaction"], "script": {"effects": []}},
    "Sneak": {"type": "spell", "cost": 0, "keywords": ["Hidden", "Reaction"], "script": {"effects": []}},
}
B_TURN = {"player": "B", "phase": "main", "number": 4}
PASS_A = [{"act": "pass", "by": "A"}]


def bounced(target: str) -> list[dict[str, Any]]:
    """A's item is on the chain; B returns `target` to its owner's hand first (359.3.e: it is skipped)."""
    return [{"act": "pass", "by": "A"}, {"act": "play", "by": "B", "card": "bn", "targets": [target]},
            {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"}, *RESOLVE]


BOUNCER = {"hand": [{"card": "Bounce", "as": "bn"}]}


def final(data: dict[str, Any]) -> dict[str, Any]:
    """Run a scenario that must pass; its final omniscient view (for what labels can't name: tokens)."""
    result = run_data(data)
    assert result.ok, "\n".join(str(f) for f in result.failures)
    assert result.final is not None
    return result.final


def in_base(view: dict[str, Any], player: int, name: str) -> list[dict[str, Any]]:
    return [o for o in view["players"][player]["base"] if o["name"] == name]


# -- Fury --------------------------------------------------------------------------------

def test_arena_kingpin() -> None:
    """"I enter ready. [E]: Give a unit +3 [M] this turn." - an exhausted Kingpin can't pay [E]."""
    check(duel({"hand": [{"card": "Arena Kingpin", "as": "k"}], "runes": ["Fury Rune"] * 5,
                "base": [u("Pup", "p", "A")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "k"},
        {"expect": {"exhausted": {"k": False}}},
        {"act": "activate", "by": "A", "source": "k", "targets": ["p"]}, *RESOLVE,
        {"expect": {"might": {"p": 5}, "exhausted": {"k": True}}},
        {"act": "activate", "by": "A", "source": "k", "targets": ["p"], "expect_error": True}]))


def test_prepared_neophyte() -> None:
    """"If you've spent [4] or more to play a spell this turn, I have +4 [M]." - a 4-cost spell: 5; only 3
    spent: 1; gone next turn."""
    spells = {"Bolt": {"type": "spell", "cost": 4, "script": {"effects": []}},
              "Spark": {"type": "spell", "cost": 3, "script": {"effects": []}}}
    check(duel({"base": [u("Prepared Neophyte", "n", "A")], "hand": [{"card": "Spark", "as": "s"}, {"card": "Bolt", "as": "b"}],
                "runes": ["Fury Rune"] * 7}, cards={**CARDS, **spells}, steps=[
        {"act": "play", "by": "A", "card": "s"}, *RESOLVE, {"expect": {"might": {"n": 1}}},
        {"act": "play", "by": "A", "card": "b"}, {"expect": {"might": {"n": 5}}}, *RESOLVE,
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"}, {"expect": {"might": {"n": 1}}}]))


def test_revna_the_lorekeeper() -> None:
    """"[Ganking] When you play a spell, if you spent [4] or more, ready me." - 3 spent: no trigger."""
    spells = {"Bolt": {"type": "spell", "cost": 4, "script": {"effects": []}},
              "Spark": {"type": "spell", "cost": 3, "script": {"effects": []}}}
    check(duel({"base": [u("Revna the Lorekeeper", "r", "A", exhausted=True)],
                "hand": [{"card": "Spark", "as": "s"}, {"card": "Bolt", "as": "b"}], "runes": ["Fury Rune"] * 7},
               cards={**CARDS, **spells}, steps=[
        {"act": "play", "by": "A", "card": "s"}, *RESOLVE, {"expect": {"chain": [], "exhausted": {"r": True}}},
        {"act": "play", "by": "A", "card": "b"}, *RESOLVE, {"expect": {"chain": ["Revna the Lorekeeper (play_spell)"]}},
        *RESOLVE, {"expect": {"exhausted": {"r": False}}}]))


def test_mischievous_marai() -> None:
    """"[Hidden] When you play me to a battlefield, deal 2 to an enemy unit here." - played from hiding at
    its battlefield (811.1.d) it deals 2 to an enemy there; played to base nothing triggers."""
    fd = {"card": "Mischievous Marai", "as": "m", "owner": "A"}
    check(duel({"runes": ["Fury Rune"] * 2}, {"base": [u("Ogre", "eb", "B")]}, cards=CARDS,
               battlefields=[{"as": "bf1", "controller": "A", "units": [u("Pup", "p", "A"), u("Ogre", "e", "B")],
                              "facedown": fd}, bf("bf2")],
               steps=[{"act": "play", "by": "A", "card": "m", "from": "facedown"},
                      {"expect": {"zone": {"m": "bf1"}, "chain": ["Mischievous Marai (play)"]}}, *RESOLVE,
                      {"expect": {"damage": {"e": 2, "eb": 0, "p": 0}}}]))
    check(duel({"hand": [{"card": "Mischievous Marai", "as": "m"}], "runes": ["Fury Rune"] * 2},
               {"base": [u("Ogre", "eb", "B")]}, cards=CARDS,
               steps=[{"act": "play", "by": "A", "card": "m"},
                      {"expect": {"zone": {"m": "base"}, "chain": [], "damage": {"eb": 0}}}]))


def test_vault_breaker() -> None:
    """"[Action] Give a unit [Assault 2] and [Ganking] this turn." (the keywords end with the turn)"""
    check(duel({"hand": [{"card": "Vault Breaker", "as": "v"}], "runes": ["Fury Rune"] * 2,
                "base": [u("Pup", "p", "A")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "v", "targets": ["p"]}, *RESOLVE,
        {"expect": {"keywords": {"p": ["Assault 2", "Ganking"]}}},
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
        {"expect": {"keywords": {"p": []}}}]))


def test_lord_broadmane() -> None:
    """"[Ambush] When you play me, give your other units here [Assault] this turn." - played with Ambush to a
    battlefield where A has units: A's other units there get it, not Broadmane, not an enemy, not A's base."""
    check(duel({"hand": [{"card": "Lord Broadmane", "as": "lb"}], "runes": ["Fury Rune"] * 6,
                "base": [u("Pup", "home", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A"), u("Ogre", "e", "B")), bf("bf2")],
               steps=[{"act": "play", "by": "A", "card": "lb", "to": "bf1"}, *RESOLVE,
                      {"expect": {"keywords": {"p": ["Assault 1"], "lb": ["Ambush"], "e": [], "home": []},
                                  "zone": {"lb": "bf1"}}}]))


def test_monster_harpoon() -> None:
    """"[Action] Deal 2 to a unit at a battlefield. If you control a facedown card, deal 4 to it instead."
    - only a unit at a battlefield; 4 with a facedown card of A's, 2 without (B's doesn't count)."""
    harpoon = {"hand": [{"card": "Monster Harpoon", "as": "h"}], "runes": ["Fury Rune"] * 2,
               "base": [u("Ogre", "home", "A")]}
    target = {"act": "play", "by": "A", "card": "h", "targets": ["e"]}
    check(duel(harpoon, cards=CARDS, battlefields=[
        bf("bf1", "A", u("Pup", "p", "A"), u("Wall", "e", "B")) | {"facedown": {"card": "Sneak", "owner": "A"}},
        bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "h", "targets": ["home"], "expect_error": True},
        target, *RESOLVE, {"expect": {"damage": {"e": 4}}}]))
    check(duel(harpoon, cards=CARDS, battlefields=[
        bf("bf1", "B", u("Wall", "e", "B")) | {"facedown": {"card": "Sneak", "owner": "B"}}, bf("bf2")],
        steps=[target, *RESOLVE, {"expect": {"damage": {"e": 2}}}]))


def test_yeti_brawler() -> None:
    """"When I conquer, if you assigned 3 or more excess damage, play two Gold gear tokens exhausted." - 6
    Might on a 2 Might defender is 4 excess: two exhausted Gold; on a 4 Might one, 2 excess: none."""
    for defender, golds in (("Pup", 2), ("Ogre", 0)):
        after: list[dict[str, Any]] = [{"expect": {"chain": ["Yeti Brawler (conquer)"]}}, *RESOLVE] if golds else \
            [{"expect": {"chain": []}}]
        view = final(duel({"base": [u("Yeti Brawler", "y", "A")]}, cards=CARDS,
                   battlefields=[bf("bf1", "B", u(defender, "d", "B")), bf("bf2")],
                   steps=[{"act": "move", "by": "A", "units": ["y"], "to": "bf1"}, *RESOLVE, *after,
                          {"expect": {"controller": {"bf1": "A"}, "zone": {"d": "trash"},
                                      "count": {"A": {"base": golds}}}}]))
        assert [o["exhausted"] for o in in_base(view, 0, "Gold")] == [True] * golds


def test_grim_apothecary() -> None:
    """"[Ambush] When you play me, you may return a friendly unit at a battlefield to its owner's hand." - the
    "you may" is choosing a unit or none (383.3.a); only a friendly unit at a battlefield."""
    a = {"hand": [{"card": "Grim Apothecary", "as": "g"}], "runes": ["Fury Rune"] * 3, "base": [u("Pup", "home", "A")]}
    bfs = [bf("bf1", "A", u("Pup", "p", "A")), bf("bf2", "B", u("Pup", "e", "B"))]
    check(duel(a, cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "g"},
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["home"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["e"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["p"]}}, *RESOLVE,
        {"expect": {"zone": {"p": "hand", "home": "base", "e": "bf2"}}}]))
    check(duel(a, cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "g"}, {"act": "choose", "by": "A", "choice": {"targets": []}}, *RESOLVE,
        {"expect": {"chain": [], "zone": {"p": "bf1"}, "count": {"A": {"hand": 0}}}}]))


def test_jhin_murderous_artist() -> None:
    """"[Deflect] [Ganking] When I move, [Add] [1][A]." - each move adds 1 Energy and one Power of any
    domain, at once: an ability that adds resources can't be reacted to (430.2)."""
    check(duel({"base": [u("Jhin, Murderous Artist", "j", "A")]}, cards=CARDS,
               battlefields=[bf("bf1"), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["j"], "to": "bf1"},
        {"expect": {"chain": [], "pool": {"A": {"energy": 1, "power": {"any": 1}}},
                    "log_contains": "Jhin, Murderous Artist (move) adds resources"}}]))


def test_xerath_freed() -> None:
    """"[Fury], [E]: Deal 3 to a unit. Use this ability only while I'm at a battlefield.\""""
    runes = ["Fury Rune"] * 2
    check(duel({"base": [u("Xerath, Freed", "x", "A")], "runes": runes}, {"base": [u("Ogre", "e", "B")]}, cards=CARDS,
               steps=[{"act": "activate", "by": "A", "source": "x", "targets": ["e"], "expect_error": True}]))
    check(duel({"runes": runes}, {"base": [u("Ogre", "e", "B")]}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Xerath, Freed", "x", "A")), bf("bf2")], steps=[
        {"act": "activate", "by": "A", "source": "x", "targets": ["e"]}, *RESOLVE,
        {"expect": {"damage": {"e": 3}, "exhausted": {"x": True}, "count": {"A": {"runes": 1}}}},
        {"act": "activate", "by": "A", "source": "x", "targets": ["e"], "expect_error": True}]))


def test_inviolus_vox() -> None:
    """"When I conquer, give a friendly unit +8 [M] this turn.\""""
    check(duel({"base": [u("Inviolus Vox", "v", "A"), u("Pup", "p", "A")]}, {"base": [u("Pup", "eb", "B")]},
               cards=CARDS, battlefields=[bf("bf1"), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["v"], "to": "bf1"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["eb"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["p"]}}, *RESOLVE,
        {"expect": {"might": {"p": 10, "v": 8}}}]))


def test_pyke_dockside_butcher() -> None:
    """"[Hidden] [Ganking] You may pay [Fury] as an additional cost to play me. When you play me, if you paid
    the additional cost, ready me and give me +2 [M] this turn." (356.1.b)"""
    a = {"hand": [{"card": "Pyke, Dockside Butcher", "as": "p"}], "runes": ["Fury Rune"] * 4}
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "p", "options": {"additional_cost": True}},
        {"expect": {"chain": ["Pyke, Dockside Butcher (play)"], "count": {"A": {"runes": 3}}}}, *RESOLVE,
        {"expect": {"exhausted": {"p": False}, "might": {"p": 4}}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "p"},
        {"expect": {"chain": [], "exhausted": {"p": True}, "might": {"p": 2}, "count": {"A": {"runes": 4}}}}]))


# -- Calm --------------------------------------------------------------------------------

def test_double_trouble() -> None:
    """"[Repeat] [2] Look at the top 3 cards of your Main Deck. You may reveal a unit from among them and draw it.
    Recycle the rest." - repeated: a second look at the new top 3 (820)."""
    deck = [{"card": "Nothing", "as": "n1"}, {"card": "Pup", "as": "p1"}, {"card": "Nothing", "as": "n2"},
            {"card": "Ogre", "as": "o"}, {"card": "Nothing", "as": "n3"}, {"card": "Nothing", "as": "n4"}]
    check(duel({"hand": [{"card": "Double Trouble", "as": "d"}], "runes": ["Calm Rune"] * 4, "deck": deck},
               cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d", "options": {"repeat": 1}}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"cards": ["n1"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["p1"]}},
        {"act": "choose", "by": "A", "choice": {"cards": ["o"]}},
        {"expect": {"zone": {"p1": "hand", "o": "hand"}, "count": {"A": {"hand": 2, "main_deck": 4}}}}]))


def test_frisky_hunter() -> None:
    """"When you play me, play a 1 [M] Bird unit token with [Deflect] here." - here: with me, in my base."""
    check(duel({"hand": [{"card": "Frisky Hunter", "as": "f"}], "runes": ["Calm Rune"] * 4}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "f"}, *RESOLVE,
        {"expect": {"zone": {"Bird": "base"}, "might": {"Bird": 1}, "keywords": {"Bird": ["Deflect 1"]},
                    "controller": {"Bird": "A"}}}]))


def test_herald_of_spring() -> None:
    """"[Hunt] When you play me, gain 2 XP." (and 1 more when it conquers, 823)"""
    check(duel({"hand": [{"card": "Herald of Spring", "as": "h"}], "runes": ["Calm Rune"] * 5}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "h"}, *RESOLVE, {"expect": {"xp": {"A": 2}}}]))


def test_enthusiastic_promoter() -> None:
    """"[Backline] When I hold, [Buff] all units here." - every unit there without a buff (an enemy one too),
    none elsewhere; a buffed one keeps its one buff (427.1.b)."""
    check(duel({"base": [u("Pup", "home", "A")]}, cards=CARDS, turn={"player": "A", "phase": "beginning", "number": 3},
               battlefields=[bf("bf1", "A", u("Enthusiastic Promoter", "ep", "A"), u("Pup", "p", "A", buff=True),
                                u("Pup", "e", "B")), bf("bf2")],
               steps=[{"expect": {"chain": ["Enthusiastic Promoter (hold)"]}}, *RESOLVE,
                      {"expect": {"buffed": {"ep": True, "p": True, "e": True, "home": False}, "might": {"p": 3}}}]))


def test_trevor_snoozebottom() -> None:
    """"[Shield] When I hold, play a ready 3 [M] Sprite unit token with [Temporary] here.\""""
    check(duel({}, cards=CARDS, turn={"player": "A", "phase": "beginning", "number": 3},
               battlefields=[bf("bf1", "A", u("Trevor Snoozebottom", "t", "A")), bf("bf2")],
               steps=[*RESOLVE, {"expect": {"zone": {"Sprite": "bf1"}, "exhausted": {"Sprite": False},
                                            "might": {"Sprite": 3}, "keywords": {"Sprite": ["Temporary"]}}}]))


def test_honeyfruit() -> None:
    """"This enters exhausted. [Reaction][>] [E]: [Add] [A]. [Level 6][>] [>>][Reaction][>] [E]: [Add] [1][A]."
    - its second ability only at Level 6 (824.1.c)."""
    check(duel({"hand": [{"card": "Honeyfruit", "as": "h"}], "runes": ["Calm Rune"] * 2}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "h"}, {"expect": {"exhausted": {"h": True}}}]))
    check(duel({"base": [{"card": "Honeyfruit", "as": "h"}], "xp": 5}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "h", "ability": 1, "expect_error": True},
        {"act": "activate", "by": "A", "source": "h", "ability": 0},
        {"expect": {"chain": [], "pool": {"A": {"energy": 0, "power": {"any": 1}}}, "exhausted": {"h": True}}}]))
    check(duel({"base": [{"card": "Honeyfruit", "as": "h"}], "xp": 6}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "h", "ability": 1},
        {"expect": {"chain": [], "pool": {"A": {"energy": 1, "power": {"any": 1}}}}},
        {"act": "activate", "by": "A", "source": "h", "ability": 0, "expect_error": True}]))


def test_yuumi_magical_cat() -> None:
    """"When I attack or defend, give one of your other units here +3 [M] and [Tank] this turn." - not Yuumi,
    not a unit elsewhere."""
    check(duel({"base": [u("Yuumi, Magical Cat", "y", "A"), u("Pup", "p", "A"), u("Pup", "q", "A")]},
               cards=CARDS, battlefields=[bf("bf1", "B", u("Wall", "e", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["y", "p"], "to": "bf1"},
        {"expect": {"chain": ["Yuumi, Magical Cat (attack)"]}}, *RESOLVE,
        {"expect": {"might": {"p": 5, "y": 1, "q": 2}, "keywords": {"p": ["Tank"]}}}]))
    check(duel({"base": [u("Ogre", "o", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Yuumi, Magical Cat", "y", "B"), u("Pup", "p", "B"), u("Pup", "q", "B")),
                             bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["o"], "to": "bf1"},
        {"expect": {"pending": {"player": "B", "kind": "choose_targets"}}},
        {"act": "choose", "by": "B", "choice": {"targets": ["y"]}, "expect_error": True},
        {"act": "choose", "by": "B", "choice": {"targets": ["q"]}},
        {"expect": {"chain": ["Yuumi, Magical Cat (defend)"]}}, {"act": "pass", "by": "B"}, *PASS_A,
        {"expect": {"might": {"q": 5, "p": 2}, "keywords": {"q": ["Tank"]}}}]))


def test_soul_sword() -> None:
    """"[Equip] [Calm] Grants: [Level 3][>] I have an additional +1 [M]." - +1 Might Bonus; +1 more at Level 3."""
    for xp, might in ((2, 3), (3, 4)):
        check(duel({"base": [u("Pup", "p", "A"), {"card": "Soul Sword", "as": "s"}], "runes": ["Calm Rune"], "xp": xp},
                   cards=CARDS, steps=[{"act": "activate", "by": "A", "source": "s", "targets": ["p"]}, *RESOLVE,
                                       {"expect": {"might": {"p": might}}}]))


# -- Mind --------------------------------------------------------------------------------

def test_downstage_dramatics() -> None:
    """"[Reaction] [Repeat] [2] Draw 1." - repeated (820): draw 1 twice."""
    check(duel({"hand": [{"card": "Downstage Dramatics", "as": "d"}], "runes": ["Mind Rune"] * 4}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d", "options": {"repeat": 1}}, *RESOLVE,
        {"expect": {"count": {"A": {"hand": 2, "runes": 4}}}}]))


def test_dramatic_visionary() -> None:
    """"[Deathknell][>] [Predict 2]." - look at the top two, recycle any, the rest back in any order."""
    check(duel({"base": [u("Dramatic Visionary", "d", "A")], "deck": [{"card": "Pup", "as": "t1"},
                                                                    {"card": "Ogre", "as": "t2"}, "Filler"]},
               {"hand": [{"card": "Doom", "as": "doom"}]}, cards=CARDS, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "doom", "targets": ["d"]}, {"act": "pass", "by": "B"}, *PASS_A,
        {"expect": {"chain": ["Dramatic Visionary (deathknell)"]}}, *PASS_A, {"act": "pass", "by": "B"},
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["t1"]}},
        {"expect": {"zone": {"t1": "main_deck"}, "count": {"A": {"main_deck": 3}}}}]))


def test_eclipse() -> None:
    """"[Reaction] Give a unit -4 [M] this turn. [Predict]." - Predict: look at the top card, may recycle it."""
    view = final(duel({"hand": [{"card": "Eclipse", "as": "e"}], "runes": ["Mind Rune"] * 3,
                       "deck": [{"card": "Pup", "as": "top"}, "Filler", "Filler"]}, {"base": [u("Wall", "w", "B")]},
                      cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "e", "targets": ["w"]}, *RESOLVE,
        {"expect": {"might": {"w": 4}, "pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}}]))
    assert [c["name"] for c in view["players"][0]["main_deck"]] == ["Filler", "Filler", "Pup"]  # recycled


def test_icevale_archer() -> None:
    """"When I attack, you may pay [1] to give a unit here -1 [M] this turn." - decided and paid as the trigger
    is finalized (Unleashed FAQ, 383.3.b); declined, nothing; without [1] to pay, nothing is asked."""
    bfs = [bf("bf1", "B", u("Ogre", "e", "B")), bf("bf2")]
    a = {"base": [u("Icevale Archer", "ia", "A")], "runes": ["Mind Rune"]}
    move = {"act": "move", "by": "A", "units": ["ia"], "to": "bf1"}
    check(duel(a, cards=CARDS, battlefields=bfs, steps=[
        move, {"expect": {"pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"act": "choose", "by": "A", "choice": {"targets": ["e"]}}, *RESOLVE,
        {"expect": {"might": {"e": 3}, "count": {"A": {"runes": 1}}}}]))
    check(duel(a, cards=CARDS, battlefields=bfs, steps=[
        move, {"act": "choose", "by": "A", "choice": {"yes": False}}, {"expect": {"chain": [], "might": {"e": 4}}}]))
    check(duel({"base": [u("Icevale Archer", "ia", "A")]}, cards=CARDS, battlefields=bfs, steps=[
        move, {"expect": {"pending": None, "chain": []}}]))


def test_fate_weaver() -> None:
    """"When you play me, look at the top 4 cards of your Main Deck. You may reveal a spell with Energy cost [4] or
    more from among them and draw it. Recycle the rest." - not a 3-cost spell, not a unit."""
    spells = {"Bolt": {"type": "spell", "cost": 4, "script": {"effects": []}},
              "Spark": {"type": "spell", "cost": 3, "script": {"effects": []}}}
    deck = [{"card": "Spark", "as": "s"}, {"card": "Wall", "as": "w"}, {"card": "Bolt", "as": "b"},
            {"card": "Pup", "as": "p"}, {"card": "Pup", "as": "q"}]
    view = final(duel({"hand": [{"card": "Fate Weaver", "as": "f"}], "runes": ["Mind Rune"] * 5, "deck": deck},
                      cards={**CARDS, **spells}, steps=[
        {"act": "play", "by": "A", "card": "f"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"cards": ["s"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["w"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["b"]}},
        {"expect": {"zone": {"b": "hand"}, "count": {"A": {"hand": 1, "main_deck": 4}}}}]))
    assert view["players"][0]["main_deck"][0]["name"] == "Pup"  # the other three recycled under the fifth card


def test_moonlight_affliction() -> None:
    """"[Reaction] Give a unit -10 [M] this turn.\""""
    check(duel({"hand": [{"card": "Moonlight Affliction", "as": "m"}], "runes": ["Mind Rune"] * 7},
               {"base": [u("Wall", "w", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "m", "targets": ["w"]}, *RESOLVE, {"expect": {"might": {"w": -2}}}]))


def test_ruined_rex() -> None:
    """"[Deathknell][>] Deal 4 to an enemy unit.\""""
    check(duel({"base": [u("Ruined Rex", "r", "A"), u("Pup", "p", "A")]},
               {"hand": [{"card": "Doom", "as": "doom"}], "base": [u("Ogre", "e", "B")]}, cards=CARDS, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "doom", "targets": ["r"]}, {"act": "pass", "by": "B"}, *PASS_A,
        {"expect": {"chain": ["Ruined Rex (deathknell)"]}},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"}, {"expect": {"zone": {"e": "trash", "p": "base"}}}]))


def test_spectral_centaur() -> None:
    """"When another friendly unit dies, give me +2 [M] this turn." - not for an enemy unit."""
    check(duel({"base": [u("Spectral Centaur", "c", "A"), u("Pup", "p", "A")]},
               {"hand": [{"card": "Doom", "as": "d1"}, {"card": "Doom", "as": "d2"}], "base": [u("Pup", "e", "B")]},
               cards=CARDS, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "d1", "targets": ["e"]}, {"act": "pass", "by": "B"}, *PASS_A,
        {"expect": {"chain": [], "might": {"c": 5}}},
        {"act": "play", "by": "B", "card": "d2", "targets": ["p"]}, {"act": "pass", "by": "B"}, *PASS_A,
        {"expect": {"chain": ["Spectral Centaur (friendly_dies)"]}}, *PASS_A, {"act": "pass", "by": "B"},
        {"expect": {"might": {"c": 7}}}]))


def test_sprite_burst() -> None:
    """"Play two ready 3 [M] Sprite unit tokens with [Temporary]." - each to your base or a battlefield you
    control (186)."""
    check(duel({"hand": [{"card": "Sprite Burst", "as": "s"}], "runes": ["Mind Rune"] * 5}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2", "B", u("Pup", "e", "B"))], steps=[
        {"act": "play", "by": "A", "card": "s"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_destination"}}},
        {"act": "choose", "by": "A", "choice": {"battlefield": "bf2"}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"battlefield": "bf1"}},
        {"act": "choose", "by": "A", "choice": {"battlefield": "base"}},
        {"expect": {"count": {"A": {"units": 3, "base": 1}}}}]))


def test_turn_to_dust() -> None:
    """"Give a gear [Temporary]." - a gear only; it dies at the start of its controller's Beginning Phase
    (816.1.b); an attached Equipment too (Unleashed FAQ: the granted Temporary is active)."""
    check(duel({"hand": [{"card": "Turn to Dust", "as": "t"}], "runes": ["Mind Rune"] * 2, "base": [u("Pup", "p", "A")]},
               {"base": [{"card": "Trinket", "as": "g"}, u("Pup", "e", "B"),
                         {"card": "Soul Sword", "as": "sw", "attached_to": "e"}]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "t", "targets": ["p"], "expect_error": True},
        {"act": "play", "by": "A", "card": "t", "targets": ["sw"]}, *RESOLVE,
        {"expect": {"keywords": {"sw": ["Equip", "Temporary"]}, "zone": {"sw": "base"}, "might": {"e": 3}}},
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
        {"expect": {"zone": {"sw": "trash", "g": "base"}, "might": {"e": 2}}}]))


def test_chakram_dancer() -> None:
    """"[Ambush] When you play me, give your other units here [Shield] this turn.\""""
    check(duel({"hand": [{"card": "Chakram Dancer", "as": "c"}], "runes": ["Mind Rune"] * 3,
                "base": [u("Pup", "home", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A"), u("Ogre", "e", "B")), bf("bf2")],
               steps=[{"act": "play", "by": "A", "card": "c", "to": "bf1"}, *RESOLVE,
                      {"expect": {"keywords": {"p": ["Shield 1"], "c": ["Ambush"], "e": [], "home": []}}}]))


def test_sprite_queen() -> None:
    """"When you play me or at the start of your Beginning Phase, play a ready 3 [M] Sprite unit token with
    [Temporary] to your base." - the first Sprite dies as the second is made (both start the Beginning Phase)."""
    check(duel({"hand": [{"card": "Sprite Queen", "as": "q"}], "runes": ["Mind Rune"] * 8}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "q"}, *RESOLVE,
        {"expect": {"count": {"A": {"units": 2}}, "exhausted": {"Sprite": False}}},
        {"act": "end_turn", "by": "A"}, {"act": "end_turn", "by": "B"}, {"act": "run_until", "pending": "order_triggers"},
        {"act": "choose", "by": "A", "choice": {"order": ["Sprite Queen (start_beginning)", "Sprite (Temporary)"]}},
        {"act": "run_until", "phase": "main"},
        {"expect": {"turn": {"player": "A"}, "count": {"A": {"units": 2}}, "log_contains": "Sprite dies"}}]))


def test_sprite_fountain() -> None:
    """"[Temporary] When you play this, play a ready 3 [M] Sprite unit token with [Temporary] to your base.
    [Deathknell][>] Repeat this gear's play effect." - at A's next Beginning Phase the Fountain and the first
    Sprite die (816.1.b); its Deathknell plays another."""
    check(duel({"hand": [{"card": "Sprite Fountain", "as": "f"}], "runes": ["Mind Rune"] * 3}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "f"}, *RESOLVE,
        {"expect": {"count": {"A": {"units": 1}}, "exhausted": {"Sprite": False}}},
        {"act": "end_turn", "by": "A"}, {"act": "end_turn", "by": "B"}, {"act": "run_until", "pending": "order_triggers"},
        {"act": "choose", "by": "A", "choice": {"order": ["Sprite (Temporary)", "Sprite Fountain (Temporary)"]}},
        {"act": "run_until", "phase": "main"},
        {"expect": {"turn": {"player": "A"}, "zone": {"f": "trash"}, "count": {"A": {"units": 1}},
                    "log_contains": "Sprite Fountain (deathknell) resolves"}}]))


# -- Body --------------------------------------------------------------------------------

def test_demacian_diplomat() -> None:
    """"When you play me, gain 1 XP.\""""
    check(duel({"hand": [{"card": "Demacian Diplomat", "as": "d"}], "runes": ["Body Rune"] * 2}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d"}, *RESOLVE, {"expect": {"xp": {"A": 1}}}]))


def test_dragonsoul_sage() -> None:
    """"[Reaction][>] [E]: [Add] [1]." - no chain (430.2); usable while paying (a 1-cost card with no rune)."""
    check(duel({"base": [u("Dragonsoul Sage", "s", "A")], "hand": [{"card": "Pup", "as": "p"}]}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "s"},
        {"expect": {"chain": [], "pool": {"A": {"energy": 1}}, "exhausted": {"s": True}}},
        {"act": "play", "by": "A", "card": "p"}, {"expect": {"zone": {"p": "base"}}}]))


def test_hunters_machete() -> None:
    """"[Equip] [Body] Grants: [Hunt]." - +2 Might Bonus, and the unit gains 1 XP when it conquers (823)."""
    check(duel({"base": [u("Pup", "p", "A"), {"card": "Hunter's Machete", "as": "m"}], "runes": ["Body Rune"]},
               cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "m", "targets": ["p"]}, *RESOLVE,
        {"expect": {"might": {"p": 4}, "keywords": {"p": ["Hunt 1"]}}},
        {"act": "move", "by": "A", "units": ["p"], "to": "bf1"}, *RESOLVE,
        {"expect": {"controller": {"bf1": "A"}, "chain": ["Pup (hunt)"]}}, *RESOLVE, {"expect": {"xp": {"A": 1}}}]))


def test_crowd_favorite() -> None:
    """"[Hunt] Spend 2 XP: [Buff] me." (730.2; with 1 XP it can't be paid)"""
    check(duel({"base": [u("Crowd Favorite", "c", "A")], "xp": 3}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "c"}, *RESOLVE,
        {"expect": {"buffed": {"c": True}, "xp": {"A": 1}}},
        {"act": "activate", "by": "A", "source": "c", "expect_error": True}]))


def test_blood_rose() -> None:
    """"When you play a unit, you may pay [1] to gain 1 XP. Spend 3 XP, [E]: Ready a unit." - not for a
    spell; declined, no XP."""
    a = {"base": [{"card": "Blood Rose", "as": "br"}], "hand": [{"card": "Pup", "as": "p"}, {"card": "Pup", "as": "q"},
                                                                {"card": "Nothing", "as": "n"}],
         "runes": ["Body Rune"] * 4, "xp": 2}
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "n"}, *RESOLVE, {"expect": {"pending": None}},
        {"act": "activate", "by": "A", "source": "br", "targets": ["p"], "expect_error": True},
        {"act": "play", "by": "A", "card": "p"}, {"expect": {"pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE,
        {"expect": {"xp": {"A": 3}, "count": {"A": {"runes": 4}}}},
        {"act": "play", "by": "A", "card": "q"}, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"xp": {"A": 3}, "chain": []}},
        {"act": "activate", "by": "A", "source": "br", "targets": ["p"]}, *RESOLVE,
        {"expect": {"exhausted": {"p": False, "br": True}, "xp": {"A": 0}}}]))


def test_clash_of_giants() -> None:
    """"Choose two units. They deal damage equal to their Mights to each other." - two different units; each
    deals its Might (418.6.b.3); one gone as it resolves: the other takes nothing (359.3.e)."""
    a = {"hand": [{"card": "Clash of Giants", "as": "c"}], "runes": ["Body Rune"] * 8, "base": [u("Ogre", "o", "A")]}
    check(duel(a, {"base": [u("Wall", "w", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "c", "targets": ["o", "o"], "expect_error": True},
        {"act": "play", "by": "A", "card": "c", "targets": ["o", "w"]}, *RESOLVE,
        {"expect": {"zone": {"o": "trash"}, "damage": {"w": 4}}}]))
    check(duel(a, {"base": [u("Wall", "w", "B")], **BOUNCER}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "c", "targets": ["o", "w"]}, *bounced("w"),
        {"expect": {"zone": {"o": "base", "w": "hand"}, "damage": {"o": 0}}}]))


def test_irresistible_faefolk() -> None:
    """"When I move to a battlefield, you may move an enemy unit to that battlefield." - choosing none declines."""
    a = {"base": [u("Irresistible Faefolk", "f", "A")]}
    bfs = [bf("bf1"), bf("bf2", "B", u("Pup", "e", "B"))]
    check(duel(a, {"base": [u("Pup", "eb", "B")]}, cards=CARDS, battlefields=bfs, steps=[
        {"act": "move", "by": "A", "units": ["f"], "to": "bf1"},
        {"act": "choose", "by": "A", "choice": {"targets": ["e"]}}, *RESOLVE,
        {"expect": {"zone": {"e": "bf1", "f": "bf1", "eb": "base"}}}]))
    check(duel(a, cards=CARDS, battlefields=bfs, steps=[
        {"act": "move", "by": "A", "units": ["f"], "to": "bf1"}, {"act": "choose", "by": "A", "choice": {"targets": []}},
        *RESOLVE, {"expect": {"chain": [], "zone": {"e": "bf2", "f": "bf1"}}}]))


def test_nilah_joyful_ascetic() -> None:
    """"[Accelerate] [Ganking] When I move, gain 1 XP." - each move (battlefield to battlefield too)."""
    check(duel({"base": [u("Nilah, Joyful Ascetic", "n", "A")]}, cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["n"], "to": "bf1"}, *RESOLVE, {"expect": {"xp": {"A": 1}}}]))


def test_khazix_evolving_hunter() -> None:
    """"[Hunt] When I attack, you may spend 3 XP to deal damage equal to my Might to an enemy unit here." - the
    XP spent as the trigger is finalized (383.3.b); declined, or with 2 XP (nothing asked), no damage."""
    bfs = [bf("bf1", "B", u("Wall", "e", "B")), bf("bf2", "B", u("Pup", "e2", "B"))]
    move = {"act": "move", "by": "A", "units": ["k"], "to": "bf1"}
    check(duel({"base": [u("Kha'Zix, Evolving Hunter", "k", "A")], "xp": 4}, cards=CARDS, battlefields=bfs, steps=[
        move, {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"expect": {"xp": {"A": 1}, "chain": ["Kha'Zix, Evolving Hunter (attack)"]}}, *RESOLVE,
        {"expect": {"damage": {"e": 5, "e2": 0}}}]))
    check(duel({"base": [u("Kha'Zix, Evolving Hunter", "k", "A")], "xp": 4}, cards=CARDS, battlefields=bfs, steps=[
        move, {"act": "choose", "by": "A", "choice": {"yes": False}}, {"expect": {"xp": {"A": 4}, "chain": []}}]))
    check(duel({"base": [u("Kha'Zix, Evolving Hunter", "k", "A")], "xp": 2}, cards=CARDS, battlefields=bfs, steps=[
        move, {"expect": {"pending": None, "chain": [], "xp": {"A": 2}}}]))


def test_poppy_paragon() -> None:
    """"[Deflect] When you play me, if an opponent's score is within 3 points of the Victory Score, ready me
    and gain 3 XP." - B at 5 of 8: yes; at 4: no trigger."""
    a = {"hand": [{"card": "Poppy, Paragon", "as": "p"}], "runes": ["Body Rune"] * 5}
    check(duel(a, {"points": 5}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "p"}, *RESOLVE, {"expect": {"exhausted": {"p": False}, "xp": {"A": 3}}}]))
    check(duel(a, {"points": 4}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "p"}, {"expect": {"chain": [], "exhausted": {"p": True}, "xp": {"A": 0}}}]))


# -- Chaos -------------------------------------------------------------------------------

def test_mister_root() -> None:
    """"[Accelerate] When I move to a battlefield, gain 2 XP." - not when it moves to base."""
    check(duel({"base": [u("Mister Root", "m", "A")]}, cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["m"], "to": "bf1"}, *RESOLVE, {"expect": {"xp": {"A": 2}}}, *RESOLVE,
        {"act": "end_turn", "by": "A"}, {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
        {"act": "move", "by": "A", "units": ["m"], "to": "base"}, {"expect": {"chain": [], "xp": {"A": 2}}}]))


def test_evershade_stalker() -> None:
    """"When you play me, discard 1, then draw 1." (423.4: a choice when the cards differ)"""
    check(duel({"hand": [{"card": "Evershade Stalker", "as": "s"}, {"card": "Pup", "as": "p"},
                         {"card": "Ogre", "as": "o"}], "runes": ["Chaos Rune"] * 3}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["o"]}},
        {"expect": {"zone": {"o": "trash", "p": "hand"}, "count": {"A": {"hand": 2}}}}]))


def test_lunar_boon() -> None:
    """"[Reaction] Discard 1, then draw 2.\""""
    check(duel({"hand": [{"card": "Lunar Boon", "as": "l"}, {"card": "Pup", "as": "p"}], "runes": ["Chaos Rune"] * 3},
               cards=CARDS, steps=[{"act": "play", "by": "A", "card": "l"}, *RESOLVE,
                                   {"expect": {"zone": {"p": "trash"}, "count": {"A": {"hand": 2}}}}]))


def test_megatusk() -> None:
    """"Spend 3 XP: Give your units here [Ganking] this turn." - itself and A's units there, not B's or A's
    elsewhere; with 2 XP it can't be paid."""
    bfs = [bf("bf1", "A", u("Megatusk", "m", "A"), u("Pup", "p", "A"), u("Pup", "e", "B")), bf("bf2", "A", u("Pup", "q", "A"))]
    check(duel({"xp": 2}, cards=CARDS, battlefields=bfs, steps=[
        {"act": "activate", "by": "A", "source": "m", "expect_error": True}]))
    check(duel({"xp": 3}, cards=CARDS, battlefields=bfs, steps=[
        {"act": "activate", "by": "A", "source": "m"}, *RESOLVE,
        {"expect": {"xp": {"A": 0}, "keywords": {"m": ["Ganking"], "p": ["Ganking"], "e": [], "q": []}}}]))


def test_star_crossed() -> None:
    """"[Reaction] Return a friendly unit and an enemy unit to their owners' hands." - one of each."""
    check(duel({"hand": [{"card": "Star-Crossed", "as": "s"}], "runes": ["Chaos Rune"] * 4, "base": [u("Pup", "p", "A")]},
               {"base": [u("Ogre", "e", "B"), u("Pup", "e2", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["e", "e2"], "expect_error": True},
        {"act": "play", "by": "A", "card": "s", "targets": ["p", "e"]}, *RESOLVE,
        {"expect": {"zone": {"p": "hand", "e": "hand", "e2": "base"}}}]))


def test_vicious_snapjaws() -> None:
    """"When another friendly unit dies, gain 1 XP.\""""
    check(duel({"base": [u("Vicious Snapjaws", "v", "A"), u("Pup", "p", "A")]},
               {"hand": [{"card": "Doom", "as": "d"}]}, cards=CARDS, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "d", "targets": ["p"]}, {"act": "pass", "by": "B"}, *PASS_A,
        *PASS_A, {"act": "pass", "by": "B"}, {"expect": {"xp": {"A": 1}}}]))


def test_angler_beast() -> None:
    """"When you play me, return all units with 2 [M] or less to their owners' hands." - both sides', any
    location; a 3 Might unit stays."""
    check(duel({"hand": [{"card": "Angler Beast", "as": "a"}], "runes": ["Chaos Rune"] * 6,
                "base": [u("Pup", "p", "A"), u("Ogre", "o", "A")]}, {"base": [u("Pup", "e", "B")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Kitten", "k", "B")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "a"}, *RESOLVE,
        {"expect": {"zone": {"p": "hand", "e": "hand", "k": "hand", "o": "base", "a": "base"}}}]))


def test_existential_dread() -> None:
    """"[Action] [Repeat] [2] [Stun] an attacking enemy unit. If it's already stunned, return it to its
    owner's hand instead." - repeated on the same attacker: stunned, then returned (820)."""
    sc = duel({"hand": [{"card": "Existential Dread", "as": "x"}], "runes": ["Chaos Rune"] * 4},
              {"base": [u("Pup", "e", "B"), u("Pup", "e2", "B")]}, cards=CARDS, turn=B_TURN,
              battlefields=[bf("bf1", "A", u("Wall", "w", "A")), bf("bf2")],
              steps=[{"act": "move", "by": "B", "units": ["e"], "to": "bf1"}, {"act": "pass", "by": "B"},
                     {"act": "play", "by": "A", "card": "x", "targets": ["e2"], "expect_error": True}])
    check({**sc, "steps": [*sc["steps"], {"act": "play", "by": "A", "card": "x", "targets": ["e"]}, *PASS_A,
                           {"act": "pass", "by": "B"}, {"expect": {"stunned": {"e": True}, "zone": {"e": "bf1"}}}]})
    check({**sc, "steps": [*sc["steps"], {"act": "play", "by": "A", "card": "x", "targets": ["e", "e"],
                                          "options": {"repeat": 1}}, *PASS_A, {"act": "pass", "by": "B"},
                           {"expect": {"zone": {"e": "hand"}}}]})


def test_scryers_bloom() -> None:
    """"This enters exhausted. Kill this, [1], [E]: [Predict 2], then draw 1. Gain 1 XP.\""""
    check(duel({"hand": [{"card": "Scryer's Bloom", "as": "s"}], "runes": ["Chaos Rune"]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s"}, {"expect": {"exhausted": {"s": True}}},
        {"act": "activate", "by": "A", "source": "s", "expect_error": True}]))
    check(duel({"base": [{"card": "Scryer's Bloom", "as": "s"}], "runes": ["Chaos Rune"],
                "deck": [{"card": "Pup", "as": "t1"}, {"card": "Ogre", "as": "t2"}, {"card": "Wall", "as": "t3"}]},
               cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "s"}, {"expect": {"zone": {"s": "trash"}}}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"cards": ["t1", "t2"]}},
        {"expect": {"zone": {"t3": "hand"}, "xp": {"A": 1}, "count": {"A": {"main_deck": 2}}}}]))


def test_sinister_poro() -> None:
    """"When I attack, you may pay [1] to move an enemy unit here to its base." - declined: it stays."""
    bfs = [bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")]
    a = {"base": [u("Sinister Poro", "s", "A")], "runes": ["Chaos Rune"]}
    check(duel(a, cards=CARDS, battlefields=bfs, steps=[
        {"act": "move", "by": "A", "units": ["s"], "to": "bf1"}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        *RESOLVE, {"expect": {"zone": {"e": "base"}, "count": {"A": {"runes": 1}}}}]))
    check(duel(a, cards=CARDS, battlefields=bfs, steps=[
        {"act": "move", "by": "A", "units": ["s"], "to": "bf1"}, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"zone": {"e": "bf1"}}}]))


def test_diana_no_longer_human() -> None:
    """"[Ambush] When you play a spell, give me +2 [M] this turn." (as the spell resolves, 420.4.a)"""
    check(duel({"base": [u("Diana, No Longer Human", "d", "A")], "hand": [{"card": "Nothing", "as": "n"}]},
               cards=CARDS, steps=[{"act": "play", "by": "A", "card": "n"}, *RESOLVE,
                                   {"expect": {"chain": ["Diana, No Longer Human (play_spell)"]}}, *RESOLVE,
                                   {"expect": {"might": {"d": 5}}}]))


# -- Order -------------------------------------------------------------------------------

def _doomed(card: str, **a: Any) -> dict[str, Any]:
    """B kills A's `card` (label "x") with Doom on B's turn; its Deathknell goes on the chain."""
    return duel({"base": [u(card, "x", "A")], **a}, {"hand": [{"card": "Doom", "as": "doom"}]}, cards=CARDS, turn=B_TURN,
                steps=[{"act": "play", "by": "B", "card": "doom", "targets": ["x"]}, {"act": "pass", "by": "B"}, *PASS_A,
                       {"expect": {"chain": [f"{card} (deathknell)"]}}, *PASS_A, {"act": "pass", "by": "B"}])


def test_black_rose_dignitary() -> None:
    """"[Assault] [Deathknell][>] Channel 1 rune exhausted.\""""
    sc = _doomed("Black Rose Dignitary", rune_deck=["Order Rune"])
    check({**sc, "steps": [*sc["steps"], {"expect": {"count": {"A": {"runes": 1, "rune_deck": 0}},
                                                     "exhausted": {"Order Rune": True}}}]})


def test_carrion_dredger() -> None:
    """"[Deathknell][>] Play a 1 [M] Bird unit token with [Deflect] to your base.\""""
    sc = _doomed("Carrion Dredger")
    check({**sc, "steps": [*sc["steps"], {"expect": {"zone": {"Bird": "base"}, "controller": {"Bird": "A"}}}]})


def test_heroic_charge() -> None:
    """"[Action] Give a friendly unit +1 [M] this turn and [Stun] an enemy unit at its location." - an enemy
    elsewhere can't be chosen."""
    check(duel({"hand": [{"card": "Heroic Charge", "as": "h"}], "runes": ["Order Rune"] * 3}, {"base": [u("Pup", "eb", "B")]},
               cards=CARDS, battlefields=[bf("bf1", "A", u("Pup", "p", "A"), u("Ogre", "e", "B")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "h", "targets": ["p", "eb"], "expect_error": True},
        {"act": "play", "by": "A", "card": "h", "targets": ["p", "e"]}, *RESOLVE,
        {"expect": {"might": {"p": 3}, "stunned": {"e": True, "eb": False}}}]))


def test_soul_harvest() -> None:
    """"Kill a unit at a battlefield with 3 [M] or less." - not a 4 Might one, not one in a base."""
    check(duel({"hand": [{"card": "Soul Harvest", "as": "s"}], "runes": ["Order Rune"] * 3},
               {"base": [u("Pup", "eb", "B")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Pup", "e", "B"), u("Ogre", "o", "B")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["o"], "expect_error": True},
        {"act": "play", "by": "A", "card": "s", "targets": ["eb"], "expect_error": True},
        {"act": "play", "by": "A", "card": "s", "targets": ["e"]}, *RESOLVE, {"expect": {"zone": {"e": "trash"}}}]))


def test_ultrasoft_poro() -> None:
    """"[E]: Play two [1] [M] Bird unit tokens with [Deflect]. Use this ability only while I'm at a
    battlefield." - each to your base or a battlefield you control."""
    check(duel({"base": [u("Ultrasoft Poro", "p", "A")]}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "p", "expect_error": True}]))
    check(duel({}, cards=CARDS, battlefields=[bf("bf1", "A", u("Ultrasoft Poro", "p", "A")), bf("bf2")], steps=[
        {"act": "activate", "by": "A", "source": "p"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"battlefield": "bf1"}},
        {"act": "choose", "by": "A", "choice": {"battlefield": "base"}},
        {"expect": {"count": {"A": {"units": 3, "base": 1}}, "exhausted": {"p": True}}}]))


def test_divining_shells() -> None:
    """"[Vision] [Action][>] Kill this, [E]: Give a unit +2 [M] this turn." - Vision as it is played (817)."""
    check(duel({"hand": [{"card": "Divining Shells", "as": "d"}], "runes": ["Order Rune"] * 2,
                "base": [u("Pup", "p", "A")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d"}, {"expect": {"chain": ["Divining Shells (vision)"]}}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"yes": False}}]))
    check(duel({"base": [{"card": "Divining Shells", "as": "d"}, u("Pup", "p", "A")]}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "d", "targets": ["p"]},
        {"expect": {"zone": {"d": "trash"}}}, *RESOLVE, {"expect": {"might": {"p": 4}}}]))


def test_tactical_retreat() -> None:
    """"[Reaction] Choose a friendly unit. The next time it would die this turn, heal it, exhaust it, and
    recall it instead." - only a friendly unit; only the next time (a delayed replacement, 367, 391.3)."""
    a = {"hand": [{"card": "Tactical Retreat", "as": "t"}], "runes": ["Order Rune"] * 2}
    b = {"hand": [{"card": "Doom", "as": "d1"}, {"card": "Doom", "as": "d2"}], "base": [u("Pup", "e", "B")]}
    check(duel(a, b, cards=CARDS, turn=B_TURN, battlefields=[bf("bf1", "A", u("Ogre", "o", "A", damage=1)), bf("bf2")],
               steps=[{"act": "play", "by": "B", "card": "d1", "targets": ["o"]}, {"act": "pass", "by": "B"},
                      {"act": "play", "by": "A", "card": "t", "targets": ["e"], "expect_error": True},
                      {"act": "play", "by": "A", "card": "t", "targets": ["o"]}, *PASS_A, {"act": "pass", "by": "B"},
                      {"act": "pass", "by": "B"}, *PASS_A,
                      {"expect": {"zone": {"o": "base"}, "damage": {"o": 0}, "exhausted": {"o": True}}},
                      {"act": "play", "by": "B", "card": "d2", "targets": ["o"]}, {"act": "pass", "by": "B"}, *PASS_A,
                      {"expect": {"zone": {"o": "trash"}}}]))


def test_vi_peacekeeper() -> None:
    """"[Ambush] When I attack, [Stun] an enemy unit here.\""""
    check(duel({"base": [u("Vi, Peacekeeper", "v", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Ogre", "e", "B")), bf("bf2", "B", u("Pup", "e2", "B"))], steps=[
        {"act": "move", "by": "A", "units": ["v"], "to": "bf1"}, *RESOLVE,
        {"expect": {"stunned": {"e": True, "e2": False}}}]))


def test_the_ruination() -> None:
    """"Kill all units." - every player's, everywhere; gear stays."""
    check(duel({"hand": [{"card": "The Ruination", "as": "r"}], "runes": ["Order Rune"] * 12,
                "base": [u("Pup", "p", "A"), {"card": "Trinket", "as": "g"}]}, {"base": [u("Wall", "w", "B")]},
               cards=CARDS, battlefields=[bf("bf1", "B", u("Ogre", "e", "B")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "r"}, *RESOLVE,
        {"expect": {"zone": {"p": "trash", "w": "trash", "e": "trash", "g": "base"}}}]))


def test_starhound() -> None:
    """"When you play me, return a Bird, Cat, Dog, or Poro from your trash to your hand." - a card of mine with
    one of those tags; not an untagged one, not one in B's trash."""
    check(duel({"hand": [{"card": "Starhound", "as": "s"}], "runes": ["Order Rune"] * 6,
                "trash": [{"card": "Kitten", "as": "k"}, {"card": "Pup", "as": "p"}]},
               {"trash": [{"card": "Kitten", "as": "ek"}]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s"}, {"expect": {"chain": ["Starhound (play)"]}}, *RESOLVE,
        {"expect": {"zone": {"k": "hand", "p": "trash", "ek": "trash"}}}]))


# -- legends and signature cards ---------------------------------------------------------------

def test_rengar_pridestalker() -> None:
    """Rengar, Pridestalker: "When you play a unit, give a unit +1 [M] this turn." - not for a spell."""
    check(duel({"legend": "Rengar, Pridestalker", "hand": [{"card": "Pup", "as": "p"}, {"card": "Nothing", "as": "n"}],
                "runes": ["Fury Rune"], "base": [u("Ogre", "o", "A")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "n"}, *RESOLVE, {"expect": {"chain": []}},
        {"act": "play", "by": "A", "card": "p"}, {"act": "choose", "by": "A", "choice": {"targets": ["o"]}}, *RESOLVE,
        {"expect": {"might": {"o": 5, "p": 2}}}]))


def test_pyke_bloodharbor_ripper() -> None:
    """Pyke, Bloodharbor Ripper: "[1], [E]: Return a friendly unit at a battlefield to its owner's hand. Play a
    Gold gear token exhausted." - not a unit in base."""
    check(duel({"legend": "Pyke, Bloodharbor Ripper", "runes": ["Fury Rune"], "base": [u("Pup", "home", "A")]},
               cards=CARDS, battlefields=[bf("bf1", "A", u("Ogre", "o", "A")), bf("bf2")], steps=[
        {"act": "activate", "by": "A", "source": "Pyke, Bloodharbor Ripper", "targets": ["home"], "expect_error": True},
        {"act": "activate", "by": "A", "source": "Pyke, Bloodharbor Ripper", "targets": ["o"]}, *RESOLVE,
        {"expect": {"zone": {"o": "hand", "Gold": "base"}, "exhausted": {"Gold": True}}}]))


def test_vi_piltover_enforcer() -> None:
    """Vi, Piltover Enforcer: "When you conquer, if you assigned 3 or more excess damage, you may exhaust me to
    ready a unit." - the FAQ's example: the condition as it triggers, the "you may" and its cost (exhaust
    me) as it is finalized, the chain item "ready a unit"; with 2 excess it doesn't trigger."""
    for defender, asked in (("Pup", True), ("Ogre", False)):
        steps: list[dict[str, Any]] = [{"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, *RESOLVE]
        if asked:
            steps += [{"expect": {"pending": {"player": "A", "kind": "may"}}},
                      {"act": "choose", "by": "A", "choice": {"yes": True}},
                      {"act": "choose", "by": "A", "choice": {"targets": ["p"]}},
                      {"expect": {"exhausted": {"Vi, Piltover Enforcer": True}}}, *RESOLVE,
                      {"expect": {"exhausted": {"p": False}}}]
        else:
            steps += [{"expect": {"pending": None, "controller": {"bf1": "A"}, "exhausted": {"p": True}}}]
        check(duel({"legend": "Vi, Piltover Enforcer", "base": [u("Wall", "o", "A"), u("Pup", "p", "A", exhausted=True)]},
                   cards={**CARDS, "Wall": {"type": "unit", "might": 6, "cost": 1}},
                   battlefields=[bf("bf1", "B", u(defender, "d", "B")), bf("bf2")], steps=steps))
    check(duel({"legend": "Vi, Piltover Enforcer", "base": [u("Wall", "o", "A"), u("Pup", "p", "A", exhausted=True)]},
               cards={**CARDS, "Wall": {"type": "unit", "might": 6, "cost": 1}},
               battlefields=[bf("bf1", "B", u("Pup", "d", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"chain": [], "exhausted": {"Vi, Piltover Enforcer": False, "p": True}}}]))


def test_poppy_keeper_of_the_hammer() -> None:
    """Poppy, Keeper of the Hammer: "When you hold, gain 1 XP. Spend 3 XP, [E]: Draw 1.\""""
    check(duel({"legend": "Poppy, Keeper of the Hammer", "xp": 2}, cards=CARDS,
               turn={"player": "A", "phase": "beginning", "number": 3},
               battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")], steps=[
        {"expect": {"chain": ["Poppy, Keeper of the Hammer (hold)"]}}, *RESOLVE,
        {"expect": {"xp": {"A": 3}, "count": {"A": {"hand": 1}}}},
        {"act": "activate", "by": "A", "source": "Poppy, Keeper of the Hammer"}, *RESOLVE,
        {"expect": {"xp": {"A": 0}, "count": {"A": {"hand": 2}}}},
        {"act": "activate", "by": "A", "source": "Poppy, Keeper of the Hammer", "expect_error": True}]))


def test_shadow() -> None:
    """Shadow: "If you play me to a battlefield, I enter ready. [Action][>] [1][A], [E]: [Stun] an enemy unit
    attacking here." - to base it enters exhausted; the ability stuns only an attacker at its battlefield."""
    check(duel({"hand": [{"card": "Shadow", "as": "s"}], "runes": ["Calm Rune"] * 3}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s"}, {"expect": {"exhausted": {"s": True}}}]))
    check(duel({"hand": [{"card": "Shadow", "as": "s"}], "runes": ["Calm Rune"] * 5},
               {"base": [u("Ogre", "e", "B"), u("Pup", "e2", "B")]}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "s", "to": "bf1"}, {"expect": {"exhausted": {"s": False}}},
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
        {"act": "move", "by": "B", "units": ["e"], "to": "bf1"}, {"act": "pass", "by": "B"},
        {"act": "activate", "by": "A", "source": "s", "targets": ["e2"], "expect_error": True},
        {"act": "activate", "by": "A", "source": "s", "targets": ["e"]}, *PASS_A, {"act": "pass", "by": "B"},
        {"expect": {"stunned": {"e": True}, "exhausted": {"s": True}}}]))


def test_void_assault() -> None:
    """Void Assault: "Move a friendly unit, then move an enemy unit." - each destination chosen as it is
    played (355.4); both to a battlefield A doesn't control: A attacks there."""
    check(duel({"hand": [{"card": "Void Assault", "as": "v"}], "runes": ["Body Rune"] * 3, "base": [u("Ogre", "o", "A")]},
               {"base": [u("Pup", "e", "B")]}, cards=CARDS, battlefields=[bf("bf1"), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "v", "targets": ["e", "o"], "destination": ["bf1", "bf1"],
         "expect_error": True},
        {"act": "play", "by": "A", "card": "v", "targets": ["o", "e"], "destination": ["bf1", "bf1"]}, *RESOLVE,
        {"expect": {"zone": {"o": "bf1", "e": "bf1"}, "log_contains": "Combat at Test Battlefield: A attacks, B defends"}},
        *RESOLVE, {"expect": {"zone": {"o": "bf1", "e": "trash"}, "controller": {"bf1": "A"}}}]))


# -- battlefields -------------------------------------------------------------------------------

def test_amateur_recital() -> None:
    """Amateur Recital: "When you hold here, you may move a unit at a battlefield to its base." - any unit at a
    battlefield (the other one too); choosing none declines."""
    bfs = [bf("bf1", "A", u("Pup", "p", "A"), card="Amateur Recital"), bf("bf2", "B", u("Ogre", "e", "B"))]
    hold = {"player": "A", "phase": "beginning", "number": 3}
    check(duel({}, cards=CARDS, turn=hold, battlefields=bfs, steps=[
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["e"]}}, *RESOLVE,
        {"expect": {"zone": {"e": "base", "p": "bf1"}}}]))
    check(duel({}, cards=CARDS, turn=hold, battlefields=bfs, steps=[
        {"act": "choose", "by": "A", "choice": {"targets": []}}, *RESOLVE, {"expect": {"chain": [], "zone": {"e": "bf2"}}}]))


def test_trapping_grounds() -> None:
    """Trapping Grounds: "When you conquer here, if you assigned 3 or more excess damage, play a 1 [M] Bird
    unit token with [Deflect]." - 2 excess: nothing."""
    for attacker, birds in (("Ogre", 1), ("Pup", 0)):  # 3 excess damage, 1
        check(duel({"base": [u(attacker, "a", "A")]}, cards=CARDS,
                   battlefields=[bf("bf1", "B", u("Kitten", "d", "B"), card="Trapping Grounds"), bf("bf2")], steps=[
            {"act": "move", "by": "A", "units": ["a"], "to": "bf1"}, *RESOLVE,
            {"expect": {"chain": ["Trapping Grounds (conquer)"] if birds else []}},
            *([*RESOLVE, {"act": "choose", "by": "A", "choice": {"battlefield": "bf1"}}] if birds else []),
            {"expect": {"controller": {"bf1": "A"}, "count": {"A": {"units": 1 + birds}}}}]))


def test_buff_and_xp_tracker_tokens() -> None:
    """The Buff token ("A unit may have no more than one buff at a time", 427.1.b) and the XP Tracker are
    rule reminders: a second buff gives nothing."""
    check(duel({"base": [u("Pup", "p", "A", buff=True)], "hand": [{"card": "Buffer", "as": "b"}]},
               cards={**CARDS, "Buffer": {"type": "spell", "cost": 0, "script": {
                   "targets": [{"what": "unit"}], "effects": [["buff", {"to": "t0"}]]}}},
               steps=[{"act": "play", "by": "A", "card": "b", "targets": ["p"]}, *RESOLVE,
                      {"expect": {"might": {"p": 3}}}]))


# -- the bot -----------------------------------------------------------------------------

DOMAIN_RUNES = {d: f"{d.capitalize()} Rune" for d in ("fury", "calm", "mind", "body", "chaos", "order")}


_bot_turn = bot_turn  # (tests/cards/helpers.py)


def bot_position(card: str, cards: dict[str, Any] | None = None, xp: int = 6,
                 more: list[dict[str, Any]] | None = None, trash: list[str] | None = None) -> Scenario:
    """`card` in A's hand with runes enough of its domain and some XP, units and gear on both sides, a unit in
    A's trash (Starhound's Kitten; `trash`: more cards there)."""
    found = default_catalog().find(card)
    assert found is not None
    rune = DOMAIN_RUNES[found.domains[0]]
    return Scenario(duel({"hand": [{"card": card, "as": "x"}], "runes": [rune] * 12, "xp": xp,
                          "trash": [{"card": "Kitten", "as": "k"}, *({"card": c} for c in trash or [])],
                          "base": [u("Pup", "c", "A"), u("Pup", "p", "A", exhausted=True), {"card": "Trinket", "as": "t"},
                                   *(more or [])]},
                         {"base": [u("Pup", "e", "B"), {"card": "Trinket", "as": "et"}]},
                         battlefields=[bf("bf1", "B", u("Pup", "eb", "B")), bf("bf2", "A", u("Ogre", "o", "A"))],
                         cards={**CARDS, **(cards or {})}))


def in_combat(card: str, cards: dict[str, Any] | None = None, attacker: str = "Wall") -> Scenario:
    """B attacks A's Ogre at bf2 with a Wall (or `attacker`) and passes; A, holding focus in the showdown, has
    `card`."""
    found = default_catalog().find(card)
    assert found is not None
    rune = DOMAIN_RUNES[found.domains[0]]
    sc = Scenario(duel({"hand": [{"card": card, "as": "x"}], "runes": [rune] * 12,
                        "base": [u("Pup", "c", "A", exhausted=True)]},
                       {"base": [u(attacker, "e", "B")]}, turn=B_TURN,
                       battlefields=[bf("bf1", "B", u("Pup", "eb", "B")), bf("bf2", "A", u("Ogre", "o", "A"))],
                       cards={**CARDS, **(cards or {})}))
    for action in (Action("move", 1, units=[sc.obj("e")], to=1), Action("pass", 1)):
        sc.st, _ = apply(sc.st, action)
    return sc


def responding(card: str) -> Scenario:
    """B plays a Zap on A's Ogre and passes; A, holding priority, has `card` (a counter)."""
    found = default_catalog().find(card)
    assert found is not None
    rune = DOMAIN_RUNES[found.domains[0]]
    sc = Scenario(duel({"hand": [{"card": card, "as": "x"}], "runes": [rune] * 12, "base": [u("Ogre", "o", "A", damage=1)]},
                       {"hand": [{"card": "Zap", "as": "z"}]}, turn=B_TURN, cards=CARDS))
    for action in (Action("play", 1, card=sc.obj("z"), targets=[sc.obj("o")]), Action("pass", 1)):
        sc.st, _ = apply(sc.st, action)
    return sc


COUNTERS = {"Abandon", "Lilting Lullaby"}
SPELLS_FOR_COMBAT = {"Eclipse", "Existential Dread", "Heroic Charge", "Moonlight Affliction", "Star-Crossed",
                     "Tactical Retreat"}
BOT_NEVER_PLAYS: set[str] = set()


def behind(card: str) -> Scenario:
    """A has one Pup; B has four units and a gear worth killing (The Ruination kills all units; Turn to Dust's gear
    dies at B's next Beginning Phase: in the shared position A is ahead and B's only gear costs nothing)."""
    found = default_catalog().find(card)
    rune = DOMAIN_RUNES[found.domains[0]]
    return Scenario(duel({"hand": [{"card": card, "as": "x"}], "runes": [rune] * 12, "base": [u("Pup", "c", "A")]},
                         {"base": [u("Ogre", "e", "B"), u("Pup", "e2", "B"), {"card": "Crown", "as": "cr"}]},
                         battlefields=[bf("bf1", "B", u("Wall", "eb", "B"), u("Ogre", "eb2", "B")), bf("bf2")],
                         cards={**CARDS, "Crown": {"type": "gear", "cost": 5}}))


BEHIND = {"The Ruination", "Turn to Dust"}
PLAYABLE = [pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=f"the bot doesn't value {n} (game/bot)"))
            if n in BOT_NEVER_PLAYS else n
            for n in sorted(MORE) if default_catalog().find(n).type not in ("battlefield", "legend")
            and default_catalog().find(n).supertype != "token" and n not in ("Buff", "XP Tracker")]


@pytest.mark.parametrize("card", PLAYABLE)
def test_the_bot_plays_the_card_and_answers_its_decisions(card: str) -> None:
    """The bot plays each card of this slice in a position where it may help, answering the decisions it
    raises; every action it takes is legal."""
    sc = responding(card) if card in COUNTERS else in_combat(card) if card in SPELLS_FOR_COMBAT else \
        behind(card) if card in BEHIND else bot_position(card)
    taken = _bot_turn(sc)
    x = sc.obj("x")
    assert any(a.kind == "play" and a.card == x for a in taken), \
        f"the bot never played {card}: {[(a.kind, a.card) for a in taken]}"


# -- issue 20's third slice: cards the engine's newer terms say ---------------------------------------

def test_allay_eager_admirer() -> None:
    """"[Deflect] While I'm at a battlefield, your other units here have [Deflect]." - in base: nothing."""
    check(duel({"base": [u("Allay, Eager Admirer", "al", "A"), u("Pup", "home", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A"), u("Pup", "e", "B")), bf("bf2")], steps=[
        {"expect": {"keywords": {"p": [], "home": []}}},
        {"act": "move", "by": "A", "units": ["al"], "to": "bf1"},
        {"expect": {"keywords": {"p": ["Deflect 1"], "e": [], "home": [], "al": ["Deflect 1"]}}}]))


def test_vilemaw() -> None:
    """"[Ambush] Enemy units here with less Might than me don't deal combat damage. When I hold, draw 1." - the
    weaker attacker deals none; an 8 Might one does."""
    for attacker, hit in (("Ogre", False), ("Wall", True)):
        check(duel({"base": [u(attacker, "a", "A")]}, cards=CARDS,
                   battlefields=[bf("bf1", "B", u("Vilemaw", "v", "B")), bf("bf2")], steps=[
            {"act": "move", "by": "A", "units": ["a"], "to": "bf1"}, *RESOLVE,
            {"expect": {"zone": {"v": "trash" if hit else "bf1"}}}]))
    check(duel({}, cards=CARDS, turn={"player": "A", "phase": "beginning", "number": 3},
               battlefields=[bf("bf1", "A", u("Vilemaw", "v", "A")), bf("bf2")], steps=[
        {"expect": {"chain": ["Vilemaw (hold)"]}}, *RESOLVE, {"expect": {"count": {"A": {"hand": 2}}}}]))


def test_shadow_watcher() -> None:
    """"If a friendly unit died during your Beginning Phase this turn, I enter ready." - a Temporary unit died
    at its start: ready; no death: exhausted."""
    sprite = {"type": "unit", "might": 1, "cost": 0, "keywords": ["Temporary"]}
    for base, ready in (([u("Spr", "s", "A")], True), ([], False)):
        check(duel({"hand": [{"card": "Shadow Watcher", "as": "w"}], "runes": ["Calm Rune"] * 5, "base": base},
                   cards={**CARDS, "Spr": sprite}, turn={"player": "A", "phase": "beginning", "number": 3}, steps=[
            {"act": "run_until", "phase": "main"},
            {"act": "play", "by": "A", "card": "w"}, {"expect": {"exhausted": {"w": not ready}}}]))


def test_soul_shepherd() -> None:
    """"Your token units have +1 [M]." - A's tokens, not its cards, not B's tokens."""
    view = final(duel({"base": [u("Soul Shepherd", "s", "A"), u("Pup", "p", "A"), {"card": "Bird", "as": "bird"}]},
                      {"base": [{"card": "Bird", "as": "eb"}]}, cards=CARDS, steps=[
        {"expect": {"might": {"bird": 2, "eb": 1, "p": 2, "s": 3}}}]))
    assert view["players"][0]["base"]


def test_determined_sentry() -> None:
    """"I can't move to base." - not by a standard move, not by an effect's move to base; recalled it goes."""
    mover = {"type": "spell", "cost": 0, "script": {"targets": [{"what": "unit"}], "effects": [["move_to_base", {"to": "t0"}]]}}
    check(duel({"hand": [{"card": "Mover", "as": "m"}, {"card": "Tactical Retreat", "as": "t"}], "runes": ["Order Rune"] * 2},
               cards={**CARDS, "Mover": mover},
               battlefields=[bf("bf1", "A", u("Determined Sentry", "s", "A"), u("Pup", "p", "A")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["s"], "to": "base", "expect_error": True},
        {"act": "play", "by": "A", "card": "m", "targets": ["s"]}, *RESOLVE, {"expect": {"zone": {"s": "bf1"}}}]))


def test_galio_indefatigable() -> None:
    """"[Deflect] [Tank] I don't deal combat damage." - a 2 Might attacker survives him."""
    check(duel({"base": [u("Pup", "a", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Galio, Indefatigable", "g", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["a"], "to": "bf1"}, *RESOLVE,
        {"expect": {"zone": {"a": "base", "g": "bf1"}, "log_contains": "2 combat damage to Galio, Indefatigable"}}]))


def test_poppy_defender_of_the_meek() -> None:
    """"You may spend 3 XP as an additional cost to play me. If you do, I cost [3] less. [Ambush] [Tank]" - 6
    Energy, or 3 with 3 XP spent; with 2 XP it can't be paid."""
    a = {"hand": [{"card": "Poppy, Defender of the Meek", "as": "p"}], "runes": ["Order Rune"] * 4}
    check(duel({**a, "xp": 3}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "p", "expect_error": True},
        {"act": "play", "by": "A", "card": "p", "options": {"additional_cost": True}},
        {"expect": {"zone": {"p": "base"}, "xp": {"A": 0}}}]))
    check(duel({**a, "xp": 2, "runes": ["Order Rune"] * 7}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "p", "options": {"additional_cost": True}, "expect_error": True},
        {"act": "play", "by": "A", "card": "p"}, {"expect": {"zone": {"p": "base"}, "xp": {"A": 2}}}]))


def test_master_yi_wuju_master() -> None:
    """Master Yi, Wuju Master: "[Level 6][>] Your units have +1 [M]. [Level 11][>] Your units enter ready.\""""
    for xp, might, ready in ((5, 2, False), (6, 3, False), (11, 3, True)):
        check(duel({"legend": "Master Yi, Wuju Master", "xp": xp, "base": [u("Pup", "p", "A")],
                    "hand": [{"card": "Pup", "as": "q"}], "runes": ["Calm Rune"]}, {"base": [u("Pup", "e", "B")]},
                   cards=CARDS, steps=[{"act": "play", "by": "A", "card": "q"},
                                       {"expect": {"might": {"p": might, "e": 2}, "exhausted": {"q": not ready}}}]))


def test_lilting_lullaby() -> None:
    """Lilting Lullaby: "[Reaction] Counter a spell. Its controller can't play spells this turn." - B's unit may
    still be played; spells not."""
    check(duel({"hand": [{"card": "Lilting Lullaby", "as": "l"}], "runes": ["Calm Rune"] * 4},
               {"hand": [{"card": "Zap", "as": "z1"}, {"card": "Zap", "as": "z2"}, {"card": "Pup", "as": "p"}],
                "runes": ["Fury Rune"]}, cards=CARDS, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "z1", "targets": ["p"], "expect_error": True},
        {"act": "play", "by": "B", "card": "p"}, {"act": "play", "by": "B", "card": "z1", "targets": ["p"]},
        {"act": "pass", "by": "B"}, {"act": "play", "by": "A", "card": "l", "targets": ["z1"]},
        *PASS_A, {"act": "pass", "by": "B"}, {"expect": {"zone": {"z1": "trash"}, "damage": {"p": 0}}},
        {"act": "play", "by": "B", "card": "z2", "targets": ["p"], "expect_error": True}]))


def test_frozen_fortress() -> None:
    """Frozen Fortress: "At the start of each player's Beginning Phase, deal 1 to each unit here. (This happens
    before scoring.)" - a 1 Might unit dies before A would hold."""
    check(duel({}, cards=CARDS, turn={"player": "A", "phase": "beginning", "number": 3},
               battlefields=[bf("bf1", "A", u("Filler", "f", "A"), u("Pup", "e", "B"), card="Frozen Fortress"), bf("bf2")],
               steps=[*RESOLVE, {"expect": {"zone": {"f": "trash"}, "damage": {"e": 1}}}]))


def test_red_brambleback() -> None:
    """"[Accelerate] Your conquer effects for conquering here trigger an additional time. When I conquer, [Buff] a
    friendly unit." - conquering with it: its own conquer trigger twice (two units buffed)."""
    check(duel({"base": [u("Red Brambleback", "r", "A"), u("Pup", "p", "A")]}, cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["r"], "to": "bf1"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["p"]}},
        {"act": "choose", "by": "A", "choice": {"targets": ["r"]}}, *RESOLVE, *RESOLVE,
        {"expect": {"buffed": {"p": True, "r": True}, "chain": []}}]))


def test_blue_sentinel() -> None:
    """"[Shield 2] Your hold effects for holding here trigger an additional time. When I hold, [Add] [A] at the
    start of your next Main Phase." - holding: two delayed Adds, as the Main Phase starts (after the pool empties)."""
    check(duel({}, cards=CARDS, turn={"player": "A", "phase": "beginning", "number": 3},
               battlefields=[bf("bf1", "A", u("Blue Sentinel", "s", "A")), bf("bf2")], steps=[
        {"expect": {"chain": ["Blue Sentinel (hold)", "Blue Sentinel (hold)"]}}, *RESOLVE, *RESOLVE,
        {"expect": {"turn": {"phase": "main"}, "chain": [], "pool": {"A": {"power": {"any": 2}}}}}]))


def test_katarina_reckless() -> None:
    """"When you hide a card, ready me. When you play a card from face down, deal 2 to an enemy unit." - a card
    played from the hand: no damage."""
    check(duel({"base": [u("Katarina, Reckless", "k", "A", exhausted=True)], "runes": ["Fury Rune"],
                "hand": [{"card": "Sneak", "as": "s"}, {"card": "Nothing", "as": "n"}]}, {"base": [u("Ogre", "e", "B")]},
               cards=CARDS, battlefields=[bf("bf1", "A", u("Pup", "p", "A"), u("Pup", "e2", "B")) | {
                   "facedown": {"card": "Sneak", "as": "old", "owner": "A"}}, bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "n"}, *RESOLVE, {"expect": {"chain": []}},
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
        {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
        {"act": "play", "by": "A", "card": "old", "from": "facedown"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"targets": ["e"]}}, *RESOLVE, {"expect": {"damage": {"e": 2}}},
        {"act": "hide", "by": "A", "card": "s", "at": "bf1"}, {"expect": {"chain": ["Katarina, Reckless (hide)"]}},
        *RESOLVE, {"expect": {"exhausted": {"k": False}}}]))


def test_sumpworks_map() -> None:
    """"[Reaction] [Temporary] When an opponent scores, draw 1." - played as a Reaction on B's turn; B conquers:
    A draws; it dies at A's next Beginning Phase."""
    check(duel({"hand": [{"card": "Sumpworks Map", "as": "m"}], "runes": ["Mind Rune"] * 2},
               {"base": [u("Pup", "e", "B")], "hand": [{"card": "Nothing", "as": "n"}]}, cards=CARDS, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "n"}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "m"}, {"expect": {"zone": {"m": "base"}}}, {"act": "pass", "by": "B"}, *PASS_A,
        {"act": "move", "by": "B", "units": ["e"], "to": "bf1"}, {"act": "pass", "by": "B"}, *PASS_A,
        {"expect": {"chain": ["Sumpworks Map (opponent_scores)"]}}, *RESOLVE, {"expect": {"count": {"A": {"hand": 1}}}},
        {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"}, {"expect": {"zone": {"m": "trash"}}}]))


def test_frigid_jewel() -> None:
    """"When you draw your second card each turn, give a friendly unit +2 [M] this turn." - the Draw Phase's card
    is the first; a spell's draw the second."""
    study = {"type": "spell", "cost": 0, "script": {"effects": [["draw", {"amount": 1}]]}}
    check(duel({"base": [{"card": "Frigid Jewel", "as": "j"}, u("Pup", "p", "A")], "hand": [{"card": "Study", "as": "s"}]},
               {"base": [u("Pup", "e", "B")]}, cards={**CARDS, "Study": study}, turn={"player": "A", "phase": "draw", "number": 3},
               steps=[{"expect": {"chain": []}}, {"act": "play", "by": "A", "card": "s"}, *RESOLVE,
                      {"expect": {"chain": ["Frigid Jewel (draw_second)"]}}, *RESOLVE,
                      {"expect": {"might": {"p": 4, "e": 2}}}]))


def test_leblanc_everywhere_at_once() -> None:
    """"[Backline] Your [Temporary] effects at my battlefield don't trigger." - A's Temporary unit with her
    survives A's Beginning Phase; one in A's base dies."""
    sprite = {"type": "unit", "might": 1, "cost": 0, "keywords": ["Temporary"]}
    check(duel({"base": [u("Spr", "home", "A")]}, cards={**CARDS, "Spr": sprite},
               turn={"player": "A", "phase": "beginning", "number": 3},
               battlefields=[bf("bf1", "A", u("LeBlanc, Everywhere at Once", "l", "A"), u("Spr", "s", "A")), bf("bf2")],
               steps=[{"act": "run_until", "phase": "main"}, {"expect": {"zone": {"s": "bf1", "home": "trash"}}}]))


def test_rengar_trophy_hunter() -> None:
    """"[Ambush] I can [Ambush] to a battlefield where there are enemy units, even if you don't have units there."
    (errata) - as a Reaction on B's turn to B's battlefield; not to an empty one."""
    check(duel({"hand": [{"card": "Rengar, Trophy Hunter", "as": "r"}], "runes": ["Body Rune"] * 6},
               {"hand": [{"card": "Nothing", "as": "n"}]}, cards=CARDS, turn=B_TURN,
               battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], steps=[
        {"act": "play", "by": "B", "card": "n"}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "r", "to": "bf2", "expect_error": True},
        {"act": "play", "by": "A", "card": "r", "to": "bf1"}, {"expect": {"zone": {"r": "bf1"}}}]))


def test_shepherds_heirloom() -> None:
    """"When you play this, gain 1 XP. [Equip] - Spend 1 XP" - the XP it gives pays its Equip; a +2 Might Bonus."""
    check(duel({"hand": [{"card": "Shepherd's Heirloom", "as": "h"}], "runes": ["Order Rune"] * 2,
                "base": [u("Pup", "p", "A")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "h"}, *RESOLVE, {"expect": {"xp": {"A": 1}}},
        {"act": "activate", "by": "A", "source": "h", "ability": 0, "targets": ["p"]}, *RESOLVE,
        {"expect": {"xp": {"A": 0}, "might": {"p": 4}}},
        {"act": "activate", "by": "A", "source": "h", "ability": 0, "targets": ["p"], "expect_error": True}]))


def test_pyke_returned() -> None:
    """"[Hidden] [Backline] Once each turn, when an enemy unit dies while I'm at a battlefield, play a Gold gear token
    exhausted." - one Gold for two deaths; none while he is in base; none for a friendly death."""
    two = [{"card": "Doom", "as": "d1"}, {"card": "Doom", "as": "d2"}, {"card": "Doom", "as": "d3"}]
    kill = [lambda t, d: [{"act": "play", "by": "A", "card": d, "targets": [t]}, *RESOLVE]][0]
    view = final(duel({"hand": two, "base": [u("Pup", "mine", "A")]}, {"base": [u("Pup", "e1", "B"), u("Pup", "e2", "B")]},
                      cards=CARDS, battlefields=[bf("bf1", "A", u("Pyke, Returned", "p", "A")), bf("bf2")], steps=[
        *kill("mine", "d1"), {"expect": {"chain": []}},
        *kill("e1", "d2"), {"expect": {"chain": ["Pyke, Returned (enemy_dies)"]}}, *RESOLVE,
        *kill("e2", "d3"), {"expect": {"chain": [], "count": {"A": {"base": 1}}}}]))
    assert [o["exhausted"] for o in in_base(view, 0, "Gold")] == [True]
    check(duel({"hand": two[:1], "base": [u("Pyke, Returned", "p", "A")]}, {"base": [u("Pup", "e1", "B")]}, cards=CARDS,
               steps=[*kill("e1", "d1"), {"expect": {"chain": [], "count": {"A": {"base": 1}}}}]))


def test_vex_apathetic() -> None:
    """"[Deflect] When an opponent plays a unit while I'm at a battlefield, [Stun] it. They can't move it this turn."
    - B's unit stunned and kept in place; in base Vex does nothing."""
    b = {"hand": [{"card": "Pup", "as": "e"}], "runes": ["Fury Rune"]}
    check(duel({}, b, cards=CARDS, turn=B_TURN, battlefields=[bf("bf1", "A", u("Vex, Apathetic", "v", "A")), bf("bf2")], steps=[
        {"act": "play", "by": "B", "card": "e"}, {"expect": {"chain": ["Vex, Apathetic (opponent_plays_unit)"]}},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"stunned": {"e": True}}}, {"act": "move", "by": "B", "units": ["e"], "to": "bf2", "expect_error": True}]))
    check(duel({"base": [u("Vex, Apathetic", "v", "A")]}, b, cards=CARDS, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "e"}, {"expect": {"chain": [], "stunned": {"e": False}}}]))


def test_arachnoid_horror() -> None:
    """"[Hunt 2] I can be played to an occupied battlefield if an enemy unit is alone there. Friendly units can be
    played to an occupied battlefield if an enemy unit is alone there." - it, and while it is on the board another
    unit of A's, to a battlefield with one enemy unit; not where there are two."""
    bfs = [bf("bf1", "B", u("Pup", "e", "B")), bf("bf2", "B", u("Pup", "e1", "B"), u("Pup", "e2", "B"))]
    check(duel({"hand": [{"card": "Arachnoid Horror", "as": "h"}], "runes": ["Body Rune"] * 7}, cards=CARDS,
               battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "h", "to": "bf2", "expect_error": True},
        {"act": "play", "by": "A", "card": "h", "to": "bf1"}, {"expect": {"zone": {"h": "bf1"}, "contested": {"bf1": True}}}]))
    check(duel({"base": [u("Arachnoid Horror", "h", "A")], "hand": [{"card": "Pup", "as": "p"}], "runes": ["Body Rune"]},
               cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "p", "to": "bf2", "expect_error": True},
        {"act": "play", "by": "A", "card": "p", "to": "bf1"}, {"expect": {"zone": {"p": "bf1"}}}]))
    check(duel({"hand": [{"card": "Pup", "as": "p"}], "runes": ["Body Rune"]}, cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "p", "to": "bf1", "expect_error": True}]))


def test_forgotten_library() -> None:
    """Forgotten Library: "While you control this battlefield, when you play a spell, if you spent [4] or more,
    [Predict]." - 3 spent: nothing; B's spell: nothing."""
    spells = {"Bolt": {"type": "spell", "cost": 4, "keywords": ["Reaction"], "script": {"effects": []}},
              "Spark": {"type": "spell", "cost": 3, "script": {"effects": []}}}
    check(duel({"hand": [{"card": "Spark", "as": "s"}, {"card": "Bolt", "as": "b"}], "runes": ["Fury Rune"] * 7},
               {"hand": [{"card": "Bolt", "as": "eb"}], "runes": ["Fury Rune"] * 4}, cards={**CARDS, **spells},
               battlefields=[bf("bf1", "A", u("Pup", "p", "A"), card="Forgotten Library"), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "s"}, *RESOLVE, {"expect": {"chain": [], "pending": None}},
        {"act": "play", "by": "A", "card": "b"}, *RESOLVE, {"expect": {"chain": ["Forgotten Library (play_spell)"]}},
        *RESOLVE, {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
        {"act": "play", "by": "B", "card": "eb"}, {"act": "pass", "by": "B"}, *PASS_A, {"expect": {"chain": [], "pending": None}}]))


def test_vaults_of_helia() -> None:
    """Vaults of Helia: "When you hold here, your non-token units cost [1] more to play this turn." - a 1-cost unit
    needs 2 this turn; a spell costs the same."""
    check(duel({"hand": [{"card": "Pup", "as": "p"}, {"card": "Nothing", "as": "n"}], "runes": ["Fury Rune"]}, cards=CARDS,
               turn={"player": "A", "phase": "beginning", "number": 3},
               battlefields=[bf("bf1", "A", u("Pup", "q", "A"), card="Vaults of Helia"), bf("bf2")], steps=[
        *RESOLVE, {"act": "play", "by": "A", "card": "p", "expect_error": True},
        {"act": "play", "by": "A", "card": "n"}, *RESOLVE, {"expect": {"zone": {"n": "trash"}}}]))


def test_blast_cone() -> None:
    """"When you play this, you may move an enemy unit. When you move an enemy unit, you may exhaust this to [Stun]
    it." - its own move stuns (exhausting it); declined: no stun; a friendly unit moved: nothing asked."""
    check(duel({"hand": [{"card": "Blast Cone", "as": "c"}], "runes": ["Chaos Rune"] * 5}, {"base": [u("Pup", "e", "B")]},
               cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "c"}, {"act": "choose", "by": "A", "choice": {"targets": ["e"]}}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"battlefield": "bf1"}},
        {"expect": {"zone": {"e": "bf1"}, "pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE,
        {"expect": {"stunned": {"e": True}, "exhausted": {"c": True}}}]))
    mover = {"type": "spell", "cost": 0, "script": {"targets": [{"what": "unit"}], "effects": [["move_to_base", {"to": "t0"}]]}}
    check(duel({"base": [{"card": "Blast Cone", "as": "c"}], "hand": [{"card": "Mover", "as": "m1"}, {"card": "Mover", "as": "m2"}]},
               cards={**CARDS, "Mover": mover}, battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2", "B", u("Pup", "e", "B"))],
               steps=[{"act": "play", "by": "A", "card": "m1", "targets": ["p"]}, *RESOLVE, {"expect": {"pending": None}},
                      {"act": "play", "by": "A", "card": "m2", "targets": ["e"]}, *RESOLVE,
                      {"act": "choose", "by": "A", "choice": {"yes": False}},
                      {"expect": {"stunned": {"e": False}, "exhausted": {"c": False}, "zone": {"e": "base"}}}]))


def test_vex_gloomist() -> None:
    """Vex, Gloomist: "When you or an ally hold, you may exhaust me to draw 1." - A holds: asked, draws; declined:
    no card; in 2v2 the ally C's hold too."""
    hold = {"player": "A", "phase": "beginning", "number": 3}
    bfs = [bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")]
    check(duel({"legend": "Vex, Gloomist"}, cards=CARDS, turn=hold, battlefields=bfs, steps=[
        {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        *RESOLVE, {"act": "run_until", "phase": "main"},
        {"expect": {"exhausted": {"Vex, Gloomist": True}, "count": {"A": {"hand": 2}}}}]))
    check(duel({"legend": "Vex, Gloomist"}, cards=CARDS, turn=hold, battlefields=bfs, steps=[
        {"act": "choose", "by": "A", "choice": {"yes": False}}, {"act": "run_until", "phase": "main"},
        {"expect": {"exhausted": {"Vex, Gloomist": False}, "count": {"A": {"hand": 1}}}}]))
    check({"name": "vex ally", "mode": "2v2", "cards": CARDS,
           "players": [{"name": "A", "team": 1, "legend": "Vex, Gloomist"}, {"name": "B", "team": 2},
                       {"name": "C", "team": 1}, {"name": "D", "team": 2}],
           "battlefields": [bf("bf1", "C", u("Pup", "p", "C")), bf("bf2")],
           "turn": {"player": "C", "phase": "beginning", "number": 7},
           "steps": [{"expect": {"pending": {"player": "A", "kind": "may"}}},
                     {"act": "choose", "by": "A", "choice": {"yes": True}}, {"act": "run_until", "phase": "main"},
                     {"expect": {"count": {"A": {"hand": 1}}}}]})
