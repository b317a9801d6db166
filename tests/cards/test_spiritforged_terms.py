"""Spiritforged cards that needed a small term of their own (`game/cards/spiritforged_terms.py`): one test per
card, named after it, quoting its printed text (with errata) and citing the rules it relies on (Core Rules
2026-10-09): each clause, conditions both ways, a "may" taken and declined, target restrictions, and a target
that became illegal."""

from __future__ import annotations

from typing import Any

import pytest

from game.cards.spiritforged_terms import SCRIPTS as TERMS
from game.engine.model.cards import default_catalog

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_spiritforged_more import CARDS as MORE_CARDS
from .test_spiritforged_more import HOLD_TURN, _bot_position, _bot_turn, _in_combat, bounced, passes

CARDS: dict[str, Any] = {
    **MORE_CARDS,
    "Giant": {"type": "unit", "might": 5, "cost": 1},
    "Squire": {"type": "unit", "might": 3, "cost": 1},
    "Heavy": {"type": "spell", "cost": 0, "power": ["body", "body"], "script": {"effects": []}},
    "Light": {"type": "spell", "cost": 0, "power": ["body"], "script": {"effects": []}},
    "Legend A": {"type": "legend"},
    "Legend B": {"type": "legend"},
    "Pump": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
             "script": {"targets": [{"what": "unit"}], "effects": [["might", {"amount": 3, "to": "t0"}]]}},
    "Buffer": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
               "script": {"targets": [{"what": "unit"}], "effects": [["buff", {"to": "t0"}]]}},
    "Blade": {"type": "gear", "cost": 1, "might_bonus": 1, "keywords": ["Equip"], "tags": ["Equipment"]},
    "Tire": {"type": "spell", "cost": 0, "script": {"targets": [{"what": "legend"}],
                                                    "effects": [["exhaust", {"to": "t0"}]]}},
    "Angel": {"type": "gear", "cost": 0, "script": {"static": [{"replace_die": True, "to": {"who": "friendly"}}]}},
}
B_TURN = {"player": "B", "phase": "main", "number": 4}


# -- units -------------------------------------------------------------------------------

def test_dauntless_vanguard() -> None:
    """"You may play me to an occupied enemy battlefield." (170.11.a: one an opponent controls with a unit
    there) - not an empty enemy one, not an open one; it contests it (a combat follows)."""
    a = {"hand": [{"card": "Dauntless Vanguard", "as": "d"}], "runes": ["Body Rune"] * 5}
    bfs = [bf("bf1", "B", u("Pup", "e", "B")), bf("bf2", "B"), bf("bf3")]
    check(duel(a, cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "d", "to": "bf2", "expect_error": True},
        {"act": "play", "by": "A", "card": "d", "to": "bf3", "expect_error": True},
        {"act": "play", "by": "A", "card": "d", "to": "bf1"},
        {"expect": {"zone": {"d": "bf1"}, "contested": {"bf1": True}}}]))


def test_forecaster() -> None:
    """"Your Mechs have [Vision]." - a Mech played (Forecaster itself too, a Mech) predicts (817.1.b); a
    non-Mech doesn't."""
    check(duel({"hand": [{"card": "Forecaster", "as": "f"}, {"card": "Cog", "as": "c"}, {"card": "Pup", "as": "p"}],
                "runes": ["Mind Rune"] * 4, "deck": ["Filler"] * 5}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "f"}, {"expect": {"chain": ["Forecaster (vision)"]}}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "may"}}},  # Predict 1: recycle the top card or not
        {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"act": "play", "by": "A", "card": "c"}, {"expect": {"chain": ["Cog (vision)"], "keywords": {"c": ["Vision"]}}},
        *RESOLVE, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"act": "play", "by": "A", "card": "p"}, {"expect": {"chain": [], "keywords": {"p": []}}}]))


def test_corina_veraza() -> None:
    """"[Accelerate] When I move to a battlefield, play three 1 [M] Recruit unit tokens here." - here: that
    battlefield; moving back to base, nothing."""
    check(duel({"base": [u("Corina Veraza", "c", "A")]}, cards=CARDS, battlefields=[bf("bf1", "A"), bf("bf2")],
               steps=[{"act": "move", "by": "A", "units": ["c"], "to": "bf1"},
                      {"expect": {"chain": ["Corina Veraza (move_to_battlefield)"]}}, *RESOLVE,
                      {"expect": {"count": {"A": {"units": 4, "base": 0}}}},
                      {"act": "move", "by": "A", "units": ["c"], "to": "base", "expect_error": True}]))
    check(duel({}, cards=CARDS, battlefields=[bf("bf1", "A", u("Corina Veraza", "c", "A")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["c"], "to": "base"},
        {"expect": {"chain": [], "count": {"A": {"units": 1}}}}]))


def test_fiora_worthy() -> None:
    """"When a unit you control becomes [Mighty], you may pay [Order] to ready it." (709: becoming Mighty;
    the cost is paid as the ability is finalized, 383.3.b) - paid: it is readied; declined: nothing; an
    enemy unit becoming Mighty doesn't trigger it."""
    a = {"base": [u("Fiora, Worthy", "f", "A"), u("Pup", "p", "A", exhausted=True)],
         "hand": [{"card": "Pump", "as": "x"}, {"card": "Pump", "as": "y"}], "runes": ["Order Rune"]}
    check(duel(a, {"base": [u("Pup", "e", "B", exhausted=True)]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["p"]}, *RESOLVE,
        {"expect": {"might": {"p": 5}, "pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE,
        {"expect": {"exhausted": {"p": False}, "count": {"A": {"runes": 0}}}},
        {"act": "play", "by": "A", "card": "y", "targets": ["e"]}, *RESOLVE,
        {"expect": {"might": {"e": 5}, "pending": None, "chain": [], "exhausted": {"e": True}}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["p"]}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"exhausted": {"p": True}, "chain": [], "count": {"A": {"runes": 1}}}}]))


def test_renata_glasc_mastermind() -> None:
    """"[1][Mind]: Draw 1. / [4][Mind][Mind][Mind][Mind], [E]: Score 1 point. / Use my abilities only while I'm
    at a battlefield." - both refused in base; at a battlefield, each works."""
    runes = ["Mind Rune"] * 9
    check(duel({"base": [u("Renata Glasc, Mastermind", "r", "A")], "runes": runes}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "r", "ability": 0, "expect_error": True},
        {"act": "activate", "by": "A", "source": "r", "ability": 1, "expect_error": True}]))
    check(duel({"runes": runes, "deck": ["Filler"] * 3}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Renata Glasc, Mastermind", "r", "A")), bf("bf2")], steps=[
        {"act": "activate", "by": "A", "source": "r", "ability": 0}, *RESOLVE,
        {"expect": {"count": {"A": {"hand": 1, "runes": 8}}}},
        {"act": "activate", "by": "A", "source": "r", "ability": 1}, *RESOLVE,
        {"expect": {"points": {"A": 1}, "exhausted": {"r": True}, "count": {"A": {"runes": 4}}}}]))


def test_buhru_captain() -> None:
    """"When you play me, you may draw 1 or buff me." - one or the other, or neither."""
    a = {"hand": [{"card": "Buhru Captain", "as": "b"}], "runes": ["Body Rune"] * 4, "deck": ["Filler"] * 3}
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "b"}, {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_option"}}},
        {"act": "choose", "by": "A", "choice": {"option": "buff me"}},
        {"expect": {"buffed": {"b": True}, "count": {"A": {"hand": 0}}}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "b"}, {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"option": "draw 1"}},
        {"expect": {"buffed": {"b": False}, "count": {"A": {"hand": 1}}}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "b"}, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"chain": [], "buffed": {"b": False}, "count": {"A": {"hand": 0}}}}]))


def test_royal_entourage() -> None:
    """"When you play me, ready or exhaust a legend." - any legend (355.9.a.4), mine or an opponent's; not a
    unit."""
    a = {"legend": "Legend A", "hand": [{"card": "Royal Entourage", "as": "r"}], "runes": ["Calm Rune"] * 4,
         "base": [u("Pup", "p", "A")]}
    check(duel(a, {"legend": "Legend B"}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "r"},
        {"act": "choose", "by": "A", "choice": {"targets": ["p"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["Legend B"]}}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"option": "exhaust it"}},
        {"expect": {"exhausted": {"Legend B": True, "Legend A": False}}}]))
    check(duel({**a, "legend": "Legend A"}, {"legend": "Legend B"}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "r"},
        {"act": "choose", "by": "A", "choice": {"targets": ["Legend A"]}}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"option": "ready it"}},
        {"expect": {"exhausted": {"Legend A": False}}}]))


def test_janna_savior() -> None:
    """"[Reaction] When you play me, heal your units here, then move up to one enemy unit from here to its
    base." (errata: "up to one" - it triggers with no enemy there) - my units here healed, not those elsewhere
    nor the enemy's; the enemy unit moved (a move, not a recall)."""
    a = {"hand": [{"card": "Janna, Savior", "as": "j"}], "runes": ["Calm Rune"] * 4}
    bfs = [bf("bf1", "A", u("Ogre", "o", "A", damage=2), u("Pup", "e", "B", damage=1)),
           bf("bf2", "A", u("Ogre", "o2", "A", damage=2))]
    check(duel(a, cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "j", "to": "bf1"},
        {"act": "choose", "by": "A", "choice": {"targets": ["o"]}, "expect_error": True},  # not an enemy
        {"act": "choose", "by": "A", "choice": {"targets": ["e"]}}, *RESOLVE,
        {"expect": {"damage": {"o": 0, "o2": 2, "e": 1}, "zone": {"e": "base", "j": "bf1"}}}]))
    check(duel(a, cards=CARDS, battlefields=[bf("bf1", "A", u("Ogre", "o", "A", damage=2)), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "j", "to": "bf1"},
        {"expect": {"chain": ["Janna, Savior (play)"]}}, *RESOLVE, {"expect": {"damage": {"o": 0}}}]))
    check(duel(a, cards=CARDS, battlefields=bfs, steps=[  # "up to one": none chosen, still healed
        {"act": "play", "by": "A", "card": "j", "to": "bf1"},
        {"act": "choose", "by": "A", "choice": {"targets": []}}, *RESOLVE,
        {"expect": {"damage": {"o": 0}, "zone": {"e": "bf1"}}}]))


def test_unsung_hero() -> None:
    """"[Deathknell] — If I was [Mighty], draw 2." - what I was as I died (808): Mighty with a +3 this turn,
    not without."""
    b = {"hand": [{"card": "Doom", "as": "d"}]}
    a = {"base": [u("Unsung Hero", "h", "A")], "hand": [{"card": "Pump", "as": "x"}], "deck": ["Filler"] * 3}
    check(duel(a, b, cards=CARDS, turn=B_TURN, steps=[  # B kills it; A pumps it first, in response
        {"act": "play", "by": "B", "card": "d", "targets": ["h"]}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "x", "targets": ["h"]}, *passes("A", "B"),
        {"expect": {"might": {"h": 5}}}, *passes("B", "A"),
        {"expect": {"zone": {"h": "trash"}, "chain": ["Unsung Hero (deathknell)"]}}, *passes("A", "B"),
        {"expect": {"count": {"A": {"hand": 2}}}}]))
    check(duel({**a, "hand": []}, b, cards=CARDS, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "d", "targets": ["h"]}, *passes("B", "A"),
        {"expect": {"zone": {"h": "trash"}, "chain": [], "count": {"A": {"hand": 0}}}}]))


def test_yordle_explorer() -> None:
    """"When you play a card with Power cost [A][A] or more, draw 1." - two Power symbols or more (a spell,
    as it resolves: 420.4.a); one is not enough."""
    check(duel({"base": [u("Yordle Explorer", "y", "A")], "hand": [{"card": "Heavy", "as": "h"}, {"card": "Light", "as": "l"}],
                "runes": ["Body Rune"] * 3, "deck": ["Filler"] * 3}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "l"}, *RESOLVE, {"expect": {"chain": [], "count": {"A": {"hand": 1}}}},
        {"act": "play", "by": "A", "card": "h"}, *RESOLVE,
        {"expect": {"chain": ["Yordle Explorer (play_card)"]}}, *RESOLVE, {"expect": {"count": {"A": {"hand": 1}}}}]))


def test_simian_ancestor() -> None:
    """"When you buff me, ready me." - a buff I get (427.1.c); another unit's buff doesn't."""
    check(duel({"base": [u("Simian Ancestor", "s", "A", exhausted=True), u("Pup", "p", "A", exhausted=True)],
                "hand": [{"card": "Buffer", "as": "b1"}, {"card": "Buffer", "as": "b2"}]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "b1", "targets": ["p"]}, *RESOLVE,
        {"expect": {"chain": [], "exhausted": {"s": True}}},
        {"act": "play", "by": "A", "card": "b2", "targets": ["s"]}, *RESOLVE,
        {"expect": {"chain": ["Simian Ancestor (buff_unit)"]}}, *RESOLVE,
        {"expect": {"exhausted": {"s": False}, "buffed": {"s": True}}}]))


def test_pickpocket() -> None:
    """"When you play me, you may kill a gear with Energy cost no more than [1]. If you do, play a Gold gear
    token exhausted." - FAQ: a token's cost is 0, so a Gold may be killed; a [3] gear may not; declined:
    no Gold."""
    a = {"hand": [{"card": "Pickpocket", "as": "pp"}], "runes": ["Mind Rune"] * 3}
    b = {"base": [{"card": "Gold", "as": "g"}, {"card": "Relic", "as": "r"}]}
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "pp"},
        {"act": "choose", "by": "A", "choice": {"targets": ["r"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["g"]}}, *RESOLVE,
        {"expect": {"zone": {"g": "gone", "r": "base"}, "count": {"A": {"base": 2}}}}]))  # Pickpocket, a Gold
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "pp"},
        {"act": "choose", "by": "A", "choice": {"targets": []}}, *RESOLVE,
        {"expect": {"zone": {"g": "base"}, "count": {"A": {"base": 1}}}}]))


def test_jaull_fish() -> None:
    """"[Accelerate] I cost [2] less for each of your [Mighty] units." - [7] with none, [3] with two."""
    fish = {"hand": [{"card": "Jaull-Fish", "as": "j"}]}
    check(duel({**fish, "runes": ["Body Rune"] * 6}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "j", "expect_error": True}]))
    check(duel({**fish, "runes": ["Body Rune"] * 5, "base": [u("Giant", "g1", "A"), u("Giant", "g2", "A")]},
               {"base": [u("Giant", "e", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "j"},
        {"expect": {"zone": {"j": "base"}, "count": {"A": {"runes": 3}}}}]))  # [3] exhausted, [C][C] recycled


def test_ornn_forge_god() -> None:
    """"[Deflect 2] [Weaponmaster] I have +1 [M] for each friendly gear." - mine (a token gear too), not an
    opponent's."""
    check(duel({"base": [u("Ornn, Forge God", "o", "A"), {"card": "Trinket", "as": "t"}, {"card": "Gold", "as": "g"}]},
               {"base": [{"card": "Trinket", "as": "et"}]}, cards=CARDS, steps=[
        {"expect": {"might": {"o": 6}, "keywords": {"o": ["Deflect 2", "Weaponmaster"]}}}]))


def test_overzealous_fan() -> None:
    """"When I defend, you may kill me to move an attacking unit to its base." - killing me pays for it
    (383.3.b); the attacker moves to its base; declined, nothing."""
    b = {"base": [u("Ogre", "e", "B")]}
    field = [bf("bf1", "A", u("Overzealous Fan", "f", "A")), bf("bf2")]
    check(duel({}, b, cards=CARDS, turn=B_TURN, battlefields=field, steps=[
        {"act": "move", "by": "B", "units": ["e"], "to": "bf1"},
        {"expect": {"pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"expect": {"zone": {"f": "trash"}, "chain": ["Overzealous Fan (defend)"]}}, *passes("A", "B"),
        {"expect": {"zone": {"e": "base"}}}]))
    check(duel({}, b, cards=CARDS, turn=B_TURN, battlefields=field, steps=[
        {"act": "move", "by": "B", "units": ["e"], "to": "bf1"},
        {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"zone": {"f": "bf1", "e": "bf1"}, "chain": []}}]))


def test_sivir_ambitious() -> None:
    """"[Deflect 2] When I conquer after an attack, if you assigned 5 or more excess damage to enemy units, you
    may deal that much to an enemy unit." - 7 Might against a 1 Might defender: 6 excess, 6 dealt; with only
    4 excess, no trigger; declined, nothing."""
    def attack(defender: str, b_base: list[dict[str, Any]]) -> dict[str, Any]:
        return duel({"base": [u("Sivir, Ambitious", "s", "A")]}, {"base": b_base}, cards=CARDS,
                    battlefields=[bf("bf1", "B", u(defender, "d", "B")), bf("bf2")], steps=[
            {"act": "move", "by": "A", "units": ["s"], "to": "bf1"}, *RESOLVE])
    sc = attack("Filler", [u("Wall", "w", "B")])
    sc["steps"] += [{"expect": {"controller": {"bf1": "A"}, "pending": {"player": "A", "kind": "may"}}},
                    {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE,
                    {"expect": {"damage": {"w": 6}}}]
    check(sc)
    sc = attack("Filler", [u("Wall", "w", "B")])
    sc["steps"] += [{"act": "choose", "by": "A", "choice": {"yes": False}}, {"expect": {"damage": {"w": 0}}}]
    check(sc)
    sc = attack("Squire", [u("Wall", "w", "B")])  # 7 - 3 = 4 excess
    sc["steps"] += [{"expect": {"controller": {"bf1": "A"}, "pending": None, "chain": []}}]
    check(sc)


def test_battering_ram() -> None:
    """"I cost [1] less for each card you've played this turn, to a minimum of [1]." - [5] with none played,
    [3] after two (a token isn't a card, 350.2), never below [1]."""
    ram = {"card": "Battering Ram", "as": "r"}
    check(duel({"hand": [ram], "runes": ["Fury Rune"] * 4}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "r", "expect_error": True}]))
    check(duel({"hand": [ram, {"card": "Sneak", "as": "s1"}, {"card": "Sneak", "as": "s2"}],
                "runes": ["Fury Rune"] * 3}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s1"}, *RESOLVE, {"act": "play", "by": "A", "card": "s2"}, *RESOLVE,
        {"act": "play", "by": "A", "card": "r"}, {"expect": {"zone": {"r": "base"}}}]))
    check(duel({"hand": [ram, *[{"card": "Sneak", "as": f"s{i}"} for i in range(6)]], "runes": ["Fury Rune"]},
               cards=CARDS, steps=[
        *[step for i in range(6) for step in ({"act": "play", "by": "A", "card": f"s{i}"}, *RESOLVE)],
        {"act": "play", "by": "A", "card": "r"}, {"expect": {"zone": {"r": "base"}, "exhausted": {"Fury Rune": True}}}]))


def test_glasc_mixologist() -> None:
    """"[Deathknell] — You may play a unit with cost no more than [3] and no more than [A] from your trash,
    ignoring its cost." - a unit costing [4] is no choice; played, it costs nothing (420.3); declined, it
    stays."""
    a = {"base": [u("Glasc Mixologist", "g", "A")], "trash": [{"card": "Ogre", "as": "o"}, {"card": "Giant", "as": "big"}]}
    costly = {**CARDS, "Giant": {"type": "unit", "might": 5, "cost": 4}}
    b = {"hand": [{"card": "Doom", "as": "d"}]}
    check(duel(a, b, cards=costly, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "d", "targets": ["g"]}, *passes("B", "A"),
        {"expect": {"zone": {"g": "trash"}, "pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"expect": {"chain": ["Glasc Mixologist (deathknell)"]}},  # the only legal choice: the Ogre
        *passes("A", "B"), {"expect": {"zone": {"o": "base", "big": "trash"}}}]))
    check(duel(a, b, cards=costly, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "d", "targets": ["g"]}, *passes("B", "A"),
        {"act": "choose", "by": "A", "choice": {"yes": False}}, {"expect": {"zone": {"o": "trash"}, "chain": []}}]))


# -- spells ------------------------------------------------------------------------------

def test_show_of_strength() -> None:
    """"[Reaction] Draw 1 for each of your [Mighty] units." (708: 5+ Might) - not an opponent's."""
    check(duel({"hand": [{"card": "Show of Strength", "as": "s"}], "runes": ["Body Rune"] * 3,
                "base": [u("Giant", "g1", "A"), u("Giant", "g2", "A"), u("Pup", "p", "A")], "deck": ["Filler"] * 5},
               {"base": [u("Giant", "e", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s"}, *RESOLVE, {"expect": {"count": {"A": {"hand": 2}}}}]))


def test_against_the_odds() -> None:
    """"[Reaction] Give a friendly unit at a battlefield +2 [M] this turn for each enemy unit there." - two
    enemies there: +4; a unit in base is no target; an enemy unit is no target."""
    a = {"hand": [{"card": "Against the Odds", "as": "x"}], "runes": ["Fury Rune"] * 2, "base": [u("Pup", "b", "A")]}
    bfs = [bf("bf1", "A", u("Pup", "p", "A"), u("Pup", "e1", "B"), u("Pup", "e2", "B")), bf("bf2", "B", u("Pup", "e3", "B"))]
    check(duel(a, cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["b"], "expect_error": True},
        {"act": "play", "by": "A", "card": "x", "targets": ["e1"], "expect_error": True},
        {"act": "play", "by": "A", "card": "x", "targets": ["p"]}, *RESOLVE,
        {"expect": {"might": {"p": 6}}}, {"act": "end_turn", "by": "A"}, {"expect": {"might": {"p": 2}}}]))


def test_detonate() -> None:
    """"Kill a gear. Its controller draws 2." - an opponent's Gold token: gone (186.1), its controller still
    draws (the controller it had); my own gear: I draw."""
    a = {"hand": [{"card": "Detonate", "as": "x"}], "runes": ["Fury Rune"] * 2, "base": [{"card": "Trinket", "as": "t"}]}
    check(duel(a, {"base": [{"card": "Gold", "as": "g"}]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["g"]}, *RESOLVE,
        {"expect": {"zone": {"g": "gone"}, "count": {"B": {"hand": 2}, "A": {"hand": 0}}}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["t"]}, *RESOLVE,
        {"expect": {"zone": {"t": "trash"}, "count": {"A": {"hand": 2}}}}]))


def test_detonate_on_a_gear_gone_before_it_resolves_does_nothing() -> None:
    """359.3.e: its only target illegal as it resolves (returned to hand), no one draws."""
    a = {"hand": [{"card": "Detonate", "as": "x"}], "runes": ["Fury Rune"] * 2}
    b = {"base": [{"card": "Relic", "as": "r"}], "hand": [{"card": "Factory Recall", "as": "fr"}],
         "runes": ["Chaos Rune"]}
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["r"]}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "fr", "targets": ["r"], "expect_error": True}]))  # an [Action] spell
    bounce_gear = {**CARDS, "GearBounce": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                                           "script": {"targets": [{"what": "gear"}],
                                                      "effects": [["return_to_hand", {"to": "t0"}]]}}}
    check(duel(a, {"base": [{"card": "Relic", "as": "r"}], "hand": [{"card": "GearBounce", "as": "gb"}]},
               cards=bounce_gear, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["r"]}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "gb", "targets": ["r"]}, *passes("B", "A"), *passes("A", "B"),
        {"expect": {"zone": {"r": "hand", "x": "trash"}, "count": {"A": {"hand": 0}, "B": {"hand": 1}}}}]))


def test_blood_money() -> None:
    """"[Action] Kill a unit at a battlefield with 2 [M] or less. If it was an enemy unit, play a Gold gear
    token exhausted. If it was a friendly unit, play two Gold gear tokens exhausted." - 3 Might or a unit in
    base is no target; a target gone as it resolves: nothing."""
    a = {"hand": [{"card": "Blood Money", "as": "x"}], "runes": ["Order Rune"] * 2, "base": [u("Pup", "b", "A")]}
    bfs = [bf("bf1", "A", u("Pup", "p", "A"), u("Pup", "e", "B"), u("Squire", "s", "B")), bf("bf2")]
    check(duel(a, cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["s"], "expect_error": True},
        {"act": "play", "by": "A", "card": "x", "targets": ["b"], "expect_error": True},
        {"act": "play", "by": "A", "card": "x", "targets": ["e"]}, *RESOLVE,
        {"expect": {"zone": {"e": "trash"}, "count": {"A": {"base": 2}}}}]))  # the Pup in base, one Gold
    check(duel(a, cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["p"]}, *RESOLVE,
        {"expect": {"zone": {"p": "trash"}, "count": {"A": {"base": 3}}}}]))
    check(duel(a, {"hand": [{"card": "Bounce", "as": "bn"}]}, cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["e"]}, *bounced("e"),
        {"expect": {"zone": {"e": "hand"}, "count": {"A": {"base": 1}}}}]))


def test_deathgrip() -> None:
    """"[Reaction] Kill a friendly unit. If you do, give +[M] equal to its Might to another friendly unit this
    turn. / Draw 1." (errata; FAQ: both units are targets; if the first isn't killed - illegal, or its death
    replaced - no Might, but still draw 1)"""
    a = {"hand": [{"card": "Deathgrip", "as": "x"}], "runes": ["Order Rune"] * 2,
         "base": [u("Ogre", "o", "A"), u("Pup", "p", "A")], "deck": ["Filler"] * 3}
    check(duel(a, {"base": [u("Pup", "e", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["e", "p"], "expect_error": True},  # not friendly
        {"act": "play", "by": "A", "card": "x", "targets": ["o", "o"], "expect_error": True},  # another
        {"act": "play", "by": "A", "card": "x", "targets": ["o", "p"]}, *RESOLVE,
        {"expect": {"zone": {"o": "trash"}, "might": {"p": 6}, "count": {"A": {"hand": 1}}}}]))
    check(duel({**a, "base": [*a["base"], {"card": "Angel", "as": "ga"}]}, cards=CARDS, steps=[  # death replaced
        {"act": "play", "by": "A", "card": "x", "targets": ["o", "p"]}, *RESOLVE,
        {"expect": {"zone": {"o": "base", "ga": "trash"}, "might": {"p": 2}, "count": {"A": {"hand": 1}}}}]))
    check(duel(a, {"hand": [{"card": "Bounce", "as": "bn"}]}, cards=CARDS, steps=[  # the first target gone
        {"act": "play", "by": "A", "card": "x", "targets": ["o", "p"]}, *bounced("o"),
        {"expect": {"zone": {"o": "hand"}, "might": {"p": 2}, "count": {"A": {"hand": 2}}}}]))


def test_deathgrip_on_a_token_counts_its_might() -> None:
    """A token killed dies too (it ceases to exist on the way to the trash, 186.1): its Might counts."""
    check(duel({"hand": [{"card": "Deathgrip", "as": "x"}], "runes": ["Order Rune"] * 2,
                "base": [u("Sprite", "s", "A"), u("Pup", "p", "A")], "deck": ["Filler"]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["s", "p"]}, *RESOLVE,
        {"expect": {"zone": {"s": "gone"}, "might": {"p": 5}}}]))


def test_called_shot() -> None:
    """"[Action] [Repeat] [Chaos] Look at the top 2 cards of your Main Deck. Draw one and recycle the other."
    - the chosen one drawn, the other to the bottom (417)."""
    check(duel({"hand": [{"card": "Called Shot", "as": "x"}], "runes": ["Chaos Rune"],
                "deck": [{"card": "Pup", "as": "d1"}, {"card": "Ogre", "as": "d2"}, {"card": "Filler", "as": "d3"}]},
               cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["d3"]}, "expect_error": True},  # not among the top 2
        {"act": "choose", "by": "A", "choice": {"cards": ["d2"]}},
        {"expect": {"zone": {"d2": "hand", "d1": "main_deck"}, "count": {"A": {"hand": 1, "main_deck": 2}}}}]))


# -- gear --------------------------------------------------------------------------------

def test_chemtech_cask() -> None:
    """"When you play a spell on an opponent's turn, you may exhaust me to play a Gold gear token exhausted."
    - on B's turn (a Reaction in answer to B's spell): exhausted, a Gold; declined: nothing; on my own turn:
    no trigger."""
    a = {"base": [{"card": "Chemtech Cask", "as": "c"}], "hand": [{"card": "Zap", "as": "z"}]}
    b = {"base": [u("Pup", "e", "B")], "hand": [{"card": "Pump", "as": "pb"}]}
    on_b_turn = [{"act": "play", "by": "B", "card": "pb", "targets": ["e"]}, {"act": "pass", "by": "B"},
                 {"act": "play", "by": "A", "card": "z", "targets": ["e"]}, *passes("A", "B")]
    check(duel(a, b, cards=CARDS, turn=B_TURN, steps=[
        *on_b_turn, {"expect": {"pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"expect": {"exhausted": {"c": True}, "chain": ["Pump", "Chemtech Cask (play_spell)"]}}, *passes("A", "B"),
        {"expect": {"count": {"A": {"base": 2}}}}]))
    check(duel(a, b, cards=CARDS, turn=B_TURN, steps=[
        *on_b_turn, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"exhausted": {"c": False}, "count": {"A": {"base": 1}}, "chain": ["Pump"]}}]))
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "z", "targets": ["e"]}, *RESOLVE,
        {"expect": {"pending": None, "chain": [], "count": {"A": {"base": 1}}}}]))


def test_vanguard_armory() -> None:
    """"[E]: Play three 1 [M] Recruit unit tokens." - each where a unit may be played (440.2.b.1: its
    controller's base or a battlefield they control), chosen one by one."""
    check(duel({"base": [{"card": "Vanguard Armory", "as": "v"}]}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2", "B", u("Pup", "e", "B"))], steps=[
        {"act": "activate", "by": "A", "source": "v"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_destination"}, "exhausted": {"v": True}}},
        {"act": "choose", "by": "A", "choice": {"battlefield": "bf2"}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"battlefield": "bf1"}},
        {"act": "choose", "by": "A", "choice": {"battlefield": "base"}},
        {"act": "choose", "by": "A", "choice": {"battlefield": "bf1"}},
        {"expect": {"count": {"A": {"units": 4, "base": 2}}}},
        {"act": "activate", "by": "A", "source": "v", "expect_error": True}]))  # exhausted


def test_petricite_monument() -> None:
    """"[Temporary] Friendly units have [Deflect]." - mine, not the opponent's; Temporary (816): killed at the
    start of my Beginning Phase, and the Deflect goes with it."""
    check(duel({"base": [{"card": "Petricite Monument", "as": "m"}, u("Pup", "p", "A")]},
               {"base": [u("Pup", "e", "B")]}, cards=CARDS, turn=B_TURN, steps=[
        {"expect": {"keywords": {"p": ["Deflect 1"], "e": []}}},
        {"act": "end_turn", "by": "B"}, {"expect": {"chain": ["Petricite Monument (Temporary)"]}}, *RESOLVE,
        {"expect": {"zone": {"m": "trash"}, "keywords": {"p": []}}}]))


# -- battlefields ------------------------------------------------------------------------

def conquer(card: str, a: dict[str, Any] | None = None, others: list[dict[str, Any]] | None = None,
            unit_card: str = "Pup") -> dict[str, Any]:
    """A's unit moves to the empty battlefield `card` (bf1) and conquers it."""
    return duel({"base": [u(unit_card, "p", "A")], **(a or {})}, cards=CARDS,
                battlefields=[bf("bf1", None, card=card), *(others or [bf("bf2")])],
                steps=[{"act": "move", "by": "A", "units": ["p"], "to": "bf1"}, *RESOLVE,
                       {"expect": {"controller": {"bf1": "A"}}}])


def test_seat_of_power() -> None:
    """"When you conquer here, draw 1 for each other battlefield you or allies control." - two others of mine:
    2; an opponent's doesn't count."""
    sc = conquer("Seat of Power", {"deck": ["Filler"] * 5},
                 [bf("bf2", "A", u("Pup", "q", "A")), bf("bf3", "A", u("Pup", "r", "A")), bf("bf4", "B", u("Pup", "e", "B"))])
    sc["steps"] += [{"expect": {"chain": ["Seat of Power (conquer)"]}}, *RESOLVE, {"expect": {"count": {"A": {"hand": 2}}}}]
    check(sc)


def test_the_papertree() -> None:
    """"When you hold here, each player channels 1 rune exhausted." - me and my opponent (431), exhausted;
    then my Channel Phase channels my usual 2 (ready)."""
    check(duel({"rune_deck": ["Fury Rune"] * 4}, {"rune_deck": [{"card": "Calm Rune", "as": "cr"}, "Calm Rune"]}, cards=CARDS, turn=HOLD_TURN,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A"), card="The Papertree"), bf("bf2")], steps=[
        {"expect": {"chain": ["The Papertree (hold)"]}}, *RESOLVE,
        {"expect": {"count": {"A": {"runes": 3, "rune_deck": 1}, "B": {"runes": 1, "rune_deck": 1}},
                    "exhausted": {"cr": True}, "turn": {"phase": "main"}}}]))


def test_hall_of_legends() -> None:
    """"When you conquer here, you may pay [1] to ready your legend." (355.10.g: "your legend" is no target)
    - paid: my legend readied, not the opponent's; declined: still exhausted, [1] unspent."""
    for yes in (True, False):
        check(duel({"legend": "Legend A", "runes": ["Fury Rune"], "base": [u("Pup", "p", "A")],
                    "hand": [{"card": "Tire", "as": "t1"}, {"card": "Tire", "as": "t2"}]},
                   {"legend": "Legend B"}, cards=CARDS,
                   battlefields=[bf("bf1", None, card="Hall of Legends"), bf("bf2")], steps=[
            {"act": "play", "by": "A", "card": "t1", "targets": ["Legend A"]}, *RESOLVE,
            {"act": "play", "by": "A", "card": "t2", "targets": ["Legend B"]}, *RESOLVE,
            {"act": "move", "by": "A", "units": ["p"], "to": "bf1"}, *RESOLVE,
            {"expect": {"controller": {"bf1": "A"}, "pending": {"player": "A", "kind": "may"}}},
            {"act": "choose", "by": "A", "choice": {"yes": yes}}, *(RESOLVE if yes else []),
            {"expect": {"exhausted": {"Legend A": not yes, "Legend B": True, "Fury Rune": yes}}}]))


def test_minefield() -> None:
    """"When you conquer here, put the top 2 cards of your Main Deck into your trash." - not a Burn (441): with
    one card left it goes, and there is no burn out."""
    sc = conquer("Minefield", {"deck": [{"card": "Ogre", "as": "d1"}, {"card": "Pup", "as": "d2"}, "Filler"]})
    sc["steps"] += [*RESOLVE, {"expect": {"zone": {"d1": "trash", "d2": "trash"}, "count": {"A": {"main_deck": 1}}}}]
    check(sc)
    sc = conquer("Minefield", {"deck": [{"card": "Ogre", "as": "d1"}]})
    sc["steps"] += [*RESOLVE, {"expect": {"zone": {"d1": "trash"}, "points": {"B": 0}, "count": {"A": {"main_deck": 0}}}}]
    check(sc)


def test_sunken_temple() -> None:
    """"When you conquer here with one or more [Mighty] units, you may pay [1] to draw 1." - a Mighty unit
    conquering: paid, draw; declined, nothing; no Mighty unit: no trigger."""
    for yes in (True, False):
        sc = conquer("Sunken Temple", {"runes": ["Fury Rune"], "deck": ["Filler"] * 2}, unit_card="Giant")
        sc["steps"] += [{"expect": {"pending": {"player": "A", "kind": "may"}}},
                        {"act": "choose", "by": "A", "choice": {"yes": yes}}, *(RESOLVE if yes else []),
                        {"expect": {"count": {"A": {"hand": int(yes), "runes": 1}},
                                    "exhausted": {"Fury Rune": yes}}}]
        check(sc)
    sc = conquer("Sunken Temple", {"runes": ["Fury Rune"]})
    sc["steps"] += [{"expect": {"pending": None, "chain": []}}]
    check(sc)


def test_veiled_temple() -> None:
    """"When you conquer here, you may ready a friendly gear. If it's an Equipment, you may detach it." -
    an exhausted gear readied; an attached Equipment readied, then detached or not; none chosen: nothing."""
    sc = conquer("Veiled Temple", {"base": [u("Pup", "p", "A"), {"card": "Relic", "as": "r", "exhausted": True}]})
    sc["steps"] += [{"act": "choose", "by": "A", "choice": {"targets": ["r"]}}, *RESOLVE,
                    {"expect": {"exhausted": {"r": False}, "pending": None}}]
    check(sc)
    for yes in (True, False):
        sc = conquer("Veiled Temple", {"base": [u("Pup", "p", "A"), u("Ogre", "o", "A"),
                                                {"card": "Blade", "as": "b", "attached_to": "o", "exhausted": True}]})
        sc["steps"] += [{"act": "choose", "by": "A", "choice": {"targets": ["b"]}}, *RESOLVE,
                        {"expect": {"exhausted": {"b": False}, "pending": {"player": "A", "kind": "may"}}},
                        {"act": "choose", "by": "A", "choice": {"yes": yes}},
                        {"expect": {"might": {"o": 4 if yes else 5}}}]
        check(sc)
    sc = conquer("Veiled Temple", {"base": [u("Pup", "p", "A"), {"card": "Relic", "as": "r", "exhausted": True}]})
    sc["steps"] += [{"act": "choose", "by": "A", "choice": {"targets": []}}, *RESOLVE,
                    {"expect": {"exhausted": {"r": True}, "chain": []}}]
    check(sc)


def test_ravenbloom_conservatory() -> None:
    """"When you defend here, reveal the top card of your Main Deck. If it's a spell, put it in your hand.
    Otherwise, recycle it." - a spell to hand (not a draw), anything else to the bottom (417)."""
    for top, where in (("Zap", "hand"), ("Ogre", "main_deck")):
        check(duel({"deck": [{"card": top, "as": "t"}, {"card": "Filler", "as": "f"}]}, {"base": [u("Pup", "e", "B")]},
                   cards=CARDS, turn=B_TURN,
                   battlefields=[bf("bf1", "A", u("Wall", "w", "A"), card="Ravenbloom Conservatory"), bf("bf2")],
                   steps=[{"act": "move", "by": "B", "units": ["e"], "to": "bf1"},
                          {"expect": {"chain": ["Ravenbloom Conservatory (defend)"]}}, *passes("A", "B"),
                          {"expect": {"zone": {"t": where}, "log_contains": f"A reveals {top}"}}]))
    check(duel({"deck": [{"card": "Ogre", "as": "t"}, {"card": "Filler", "as": "f"}]}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Wall", "w", "A"), card="Ravenbloom Conservatory"), bf("bf2")],
               steps=[{"expect": {"chain": []}}]))  # no defence, no reveal


# -- the bot -----------------------------------------------------------------------------

COMBAT = {"Against the Odds", "Deathgrip"}  # in a combat: the Might decides it
POSITIONS = {"Show of Strength": lambda: _bot_position("Show of Strength", mine=[
    u("Wall", "c", "A"), u("Wall", "p", "A", exhausted=True)])}


@pytest.mark.parametrize("card", sorted(n for n in TERMS if default_catalog().find(n).type not in ("battlefield", "legend")))
def test_the_bot_plays_the_card_and_answers_its_decisions(card: str) -> None:
    """The bot plays each of these cards in a position where it helps, answering its decisions."""
    sc = _in_combat(card) if card in COMBAT else POSITIONS.get(card, lambda: _bot_position(card))()
    taken = _bot_turn(sc)
    x = sc.obj("x")
    assert any(a.kind == "play" and a.card == x for a in taken), [(a.kind, a.card) for a in taken]
