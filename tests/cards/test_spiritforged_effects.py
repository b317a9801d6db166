"""Spiritforged cards built on shared effects (`game/cards/spiritforged_effects.py`): one test per card, quoting
its text (with errata) and citing the rules (Core Rules 2026-10-09)."""

from __future__ import annotations

from typing import Any

import pytest

from game.cards.spiritforged_effects import SCRIPTS as EFFECT_CARDS
from game.engine import apply
from game.engine.model.actions import Action
from game.engine.model.cards import default_catalog
from game.scenarios.runner import Scenario

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_spiritforged_more import CARDS as MORE_CARDS
from .test_spiritforged_more import HOLD_TURN, _bot_position, _bot_turn, bounced, passes

CARDS: dict[str, Any] = {
    **MORE_CARDS,
    "Squire": {"type": "unit", "might": 3, "cost": 1},
    "Blade": {"type": "gear", "cost": 1, "might_bonus": 1, "keywords": ["Equip"], "tags": ["Equipment"]},
    "Spark": {"type": "spell", "cost": 2, "power": ["chaos"], "keywords": ["Reaction"],
              "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 1, "to": "t0"}]]}},
    "Big Spell": {"type": "spell", "cost": 4, "script": {"effects": [["draw", {"amount": 1}]]}},
    "Gainer": {"type": "spell", "cost": 0, "script": {"effects": [["points", {"amount": 1}]]}},
    "Revive": {"type": "spell", "cost": 0, "script": {"targets": [{"what": "trash_card"}],
                                                      "effects": [["play_card", {"card": "t0"}]]}},
}
B_TURN = {"player": "B", "phase": "main", "number": 4}


# -- units -------------------------------------------------------------------------------

def test_ornn_blacksmith() -> None:
    """"When you play me or when I hold, look at the top 4 cards of your Main Deck. You may reveal a gear from
    among them and draw it. Then recycle the rest." - a gear drawn (revealed), the other three to the bottom; a
    unit can't be taken; declined: all four recycled. The hold does the same."""
    deck = [{"card": "Pup", "as": "d1"}, {"card": "Trinket", "as": "g"}, {"card": "Ogre", "as": "d3"},
            {"card": "Pup", "as": "d4"}, {"card": "Filler", "as": "d5"}]
    a = {"hand": [{"card": "Ornn, Blacksmith", "as": "o"}], "runes": ["Calm Rune"] * 6, "deck": deck}
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "o"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["d1"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["g"]}},
        {"expect": {"zone": {"g": "hand"}, "log_contains": "A reveals Trinket"}},
        {"expect": {"count": {"A": {"main_deck": 4}}}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "o"}, *RESOLVE, {"act": "choose", "by": "A", "choice": {"cards": []}},
        {"expect": {"zone": {"g": "main_deck"}, "count": {"A": {"hand": 0, "main_deck": 5}}}}]))
    check(duel({"deck": deck}, cards=CARDS, turn=HOLD_TURN,
               battlefields=[bf("bf1", "A", u("Ornn, Blacksmith", "o", "A")), bf("bf2")], steps=[
        {"expect": {"chain": ["Ornn, Blacksmith (hold)"]}}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"cards": ["g"]}}, {"expect": {"zone": {"g": "hand"}}}]))


def test_fizz_trickster() -> None:
    """"When you play me, you may play a spell from your trash with Energy cost no more than [3], ignoring its
    Energy cost. Then recycle it." - its Power cost still paid (356.1.b.2); it goes to the bottom of the deck
    once resolved; a [4] spell is no choice; declined: nothing."""
    # 4 runes: Fizz's [3][C] exhausts three and recycles one; the Spark's [C] recycles another - its [2]
    # couldn't be paid with the one ready rune left
    a = {"hand": [{"card": "Fizz, Trickster", "as": "f"}], "runes": ["Chaos Rune"] * 4,
         "trash": [{"card": "Spark", "as": "s"}, {"card": "Big Spell", "as": "b"}]}
    check(duel(a, {"base": [u("Pup", "e", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "f"},
        {"act": "choose", "by": "A", "choice": {"targets": ["b"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["s"]}}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["e"]}}, *RESOLVE,
        {"expect": {"damage": {"e": 1}, "zone": {"s": "main_deck"}, "count": {"A": {"runes": 2}}}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "f"}, {"act": "choose", "by": "A", "choice": {"targets": []}}, *RESOLVE,
        {"expect": {"zone": {"s": "trash"}, "chain": []}}]))


def test_aspiring_engineer() -> None:
    """"When you play me, return a gear from your trash to your hand." - a gear, not a unit."""
    check(duel({"hand": [{"card": "Aspiring Engineer", "as": "x"}], "runes": ["Mind Rune"] * 4,
                "trash": [{"card": "Trinket", "as": "g"}, {"card": "Pup", "as": "p"}]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x"}, {"expect": {"chain": ["Aspiring Engineer (play)"]}}, *RESOLVE,
        {"expect": {"zone": {"g": "hand", "p": "trash"}}}]))


def test_guardian_of_the_passage() -> None:
    """"When I hold, you may return a unit or gear from your trash to your hand." - a unit or a gear, not a
    spell; none chosen: nothing."""
    a = {"trash": [{"card": "Trinket", "as": "g"}, {"card": "Pup", "as": "p"}, {"card": "Zap", "as": "z"}]}
    field = [bf("bf1", "A", u("Guardian of the Passage", "x", "A")), bf("bf2")]
    check(duel(a, cards=CARDS, turn=HOLD_TURN, battlefields=field, steps=[
        {"act": "choose", "by": "A", "choice": {"targets": ["z"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["p"]}}, *RESOLVE, {"expect": {"zone": {"p": "hand"}}}]))
    check(duel(a, cards=CARDS, turn=HOLD_TURN, battlefields=field, steps=[
        {"act": "choose", "by": "A", "choice": {"targets": ["g"]}}, *RESOLVE, {"expect": {"zone": {"g": "hand"}}}]))
    check(duel(a, cards=CARDS, turn=HOLD_TURN, battlefields=field, steps=[
        {"act": "choose", "by": "A", "choice": {"targets": []}}, *RESOLVE,
        {"expect": {"chain": [], "count": {"A": {"trash": 3}}}}]))


def test_lucian_gunslinger() -> None:
    """"[Assault] When I attack, deal damage equal to my [Assault] to an enemy unit here." - Assault 1 printed,
    +2 from Blood Rush: 3 damage."""
    check(duel({"base": [u("Lucian, Gunslinger", "l", "A")], "hand": [{"card": "Blood Rush", "as": "br"}],
                "runes": ["Fury Rune"]}, {"base": [u("Wall", "e", "B")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Ogre", "o", "B"), u("Pup", "q", "B")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "br", "targets": ["l"]}, *RESOLVE,
        {"act": "move", "by": "A", "units": ["l"], "to": "bf1"},
        {"act": "choose", "by": "A", "choice": {"targets": ["e"]}, "expect_error": True},  # in a base
        {"act": "choose", "by": "A", "choice": {"targets": ["o"]}}, *RESOLVE, {"expect": {"damage": {"o": 3}}}]))


def test_harpoon_squad() -> None:
    """"When I move from a battlefield, give me +2 [M] this turn." - from a battlefield (to base): +2; from my
    base: nothing."""
    check(duel({}, cards=CARDS, battlefields=[bf("bf1", "A", u("Harpoon Squad", "h", "A")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["h"], "to": "base"}, {"expect": {"chain": ["Harpoon Squad (move_from_battlefield)"]}},
        *RESOLVE, {"expect": {"might": {"h": 6}}}]))
    check(duel({"base": [u("Harpoon Squad", "h", "A")]}, cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["h"], "to": "bf1"}, {"expect": {"chain": [], "might": {"h": 4}}}]))


def test_fae_porter() -> None:
    """"When I move to a battlefield, you may pay [Chaos] to move a unit you control to the same battlefield."
    - paid: my unit from base joins it; declined: nothing; an enemy unit can't be chosen."""
    a = {"base": [u("Fae Porter", "f", "A"), u("Pup", "p", "A")], "runes": ["Chaos Rune"]}
    check(duel(a, {"base": [u("Pup", "e", "B")]}, cards=CARDS, battlefields=[bf("bf1", "A"), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["f"], "to": "bf1"},
        {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        *RESOLVE, {"expect": {"zone": {"p": "bf1", "e": "base"}, "count": {"A": {"runes": 0}}}}]))
    check(duel(a, cards=CARDS, battlefields=[bf("bf1", "A"), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["f"], "to": "bf1"}, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"zone": {"p": "base"}, "chain": []}}]))


def test_loyal_pup() -> None:
    """"When you defend at a battlefield, you may move me there." - B attacks my battlefield: yes, the Pup moves
    there from base (a defender too); no: it stays."""
    for yes in (True, False):
        check(duel({"base": [u("Loyal Pup", "lp", "A")]}, {"base": [u("Ogre", "e", "B")]}, cards=CARDS, turn=B_TURN,
                   battlefields=[bf("bf1", "A", u("Squire", "s", "A")), bf("bf2")], steps=[
            {"act": "move", "by": "B", "units": ["e"], "to": "bf1"},
            {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": yes}},
            *(passes("A", "B") if yes else []), {"expect": {"zone": {"lp": "bf1" if yes else "base"}}}]))


def test_kato_the_arm() -> None:
    """"[Deflect] When I move to a battlefield, give another friendly unit my keywords and +[M] equal to my Might
    this turn." (errata: another; FAQ: his current keywords - Ganking given this turn too - and Might) - not
    himself, not an enemy; it ends with the turn."""
    check(duel({"base": [u("Kato the Arm", "k", "A"), u("Pup", "p", "A")], "hand": [{"card": "Gem Jammer", "as": "gj"}],
                "runes": ["Chaos Rune"] * 3}, {"base": [u("Pup", "e", "B")]}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Squire", "s", "A")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "gj"}, {"act": "choose", "by": "A", "choice": {"targets": ["k"]}}, *RESOLVE,
        {"act": "move", "by": "A", "units": ["k"], "to": "bf1"},
        {"act": "choose", "by": "A", "choice": {"targets": ["k"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["e"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["p"]}}, *RESOLVE,
        {"expect": {"keywords": {"p": ["Deflect 1", "Ganking"]}, "might": {"p": 5}}},
        {"act": "end_turn", "by": "A"}, {"expect": {"keywords": {"p": []}, "might": {"p": 2}}}]))


def test_zaun_punk() -> None:
    """"You may kill a friendly gear as an additional cost to play me. / When you play me, if you paid the
    additional cost, kill a gear." - paid (a friendly gear killed): kill one; not paid: no trigger."""
    a = {"hand": [{"card": "Zaun Punk", "as": "z"}], "runes": ["Order Rune"] * 3, "base": [{"card": "Trinket", "as": "t"}]}
    b = {"base": [{"card": "Relic", "as": "r"}]}
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "z", "options": {"additional": True}},  # the Relic: the only gear left
        {"expect": {"zone": {"t": "trash"}, "chain": ["Zaun Punk (play)"]}}, *RESOLVE,
        {"expect": {"zone": {"r": "trash"}}}]))
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "z"}, {"expect": {"zone": {"t": "base", "r": "base"}, "chain": []}}]))


def test_ancient_warmonger() -> None:
    """"[Accelerate] I have [Assault] equal to the number of enemy units here." - two enemies there: Assault 2
    (+2 attacking, 807); in base: none."""
    check(duel({"base": [u("Ancient Warmonger", "w", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Pup", "e1", "B"), u("Pup", "e2", "B")), bf("bf2")], steps=[
        {"expect": {"keywords": {"w": ["Accelerate"]}}},
        {"act": "move", "by": "A", "units": ["w"], "to": "bf1"},
        {"expect": {"keywords": {"w": ["Accelerate", "Assault 2"]}, "might": {"w": 6}}}]))


def test_void_drone() -> None:
    """"I cost [2] less to play from anywhere other than your hand." - [3] from hand; [1] when an effect plays it
    from the trash (420.3)."""
    check(duel({"hand": [{"card": "Void Drone", "as": "v"}], "runes": ["Fury Rune"] * 2}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "v", "expect_error": True}]))
    check(duel({"hand": [{"card": "Revive", "as": "rv"}], "trash": [{"card": "Void Drone", "as": "v"}],
                "runes": ["Fury Rune"]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "rv", "targets": ["v"]}, *RESOLVE,
        {"expect": {"zone": {"v": "base"}, "exhausted": {"Fury Rune": True}}}]))


def test_minotaur_reckoner() -> None:
    """"Units can't move to base." - any unit, mine or an enemy's, by the standard move or an effect."""
    check(duel({"base": [u("Minotaur Reckoner", "m", "A")], "hand": [{"card": "Overzealous Fan", "as": "x"}]},
               cards=CARDS, battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2", "B", u("Pup", "e", "B"))],
               steps=[{"act": "move", "by": "A", "units": ["p"], "to": "base", "expect_error": True}]))
    check(duel({"base": [u("Minotaur Reckoner", "m", "A")]}, {"base": [u("Ogre", "e", "B")]}, cards=CARDS, turn=B_TURN,
               battlefields=[bf("bf1", "B", u("Pup", "q", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "B", "units": ["q"], "to": "base", "expect_error": True}]))


def test_tianna_crownguard() -> None:
    """"[Deflect] While I'm at a battlefield, opponents can't gain points." (errata; FAQ: they still conquer and
    hold - triggers and the draw instead of the final point - only the points don't come) - in base: they do."""
    b = {"hand": [{"card": "Gainer", "as": "g"}]}
    check(duel({}, b, cards=CARDS, turn=B_TURN,
               battlefields=[bf("bf1", "A", u("Tianna Crownguard", "t", "A")), bf("bf2", None)], steps=[
        {"act": "play", "by": "B", "card": "g"}, *passes("B", "A"), {"expect": {"points": {"B": 0}}}]))
    check(duel({"base": [u("Tianna Crownguard", "t", "A")]}, b, cards=CARDS, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "g"}, *passes("B", "A"), {"expect": {"points": {"B": 1}}}]))
    check(duel({}, {"base": [u("Pup", "e", "B")]}, cards=CARDS, turn=B_TURN,  # conquering: control, no point
               battlefields=[bf("bf1", "A", u("Tianna Crownguard", "t", "A")), bf("bf2", None)], steps=[
        {"act": "move", "by": "B", "units": ["e"], "to": "bf2"}, *passes("B", "A"),
        {"expect": {"controller": {"bf2": "B"}, "points": {"B": 0}, "log_contains": "B can't gain points"}}]))


def test_yone_blademaster() -> None:
    """"[Weaponmaster] When I conquer a battlefield that was uncontrolled, deal damage equal to my Might to an
    enemy unit in a base." (errata) - an uncontrolled one: 5 to the unit in base; one the opponent controlled:
    nothing."""
    check(duel({"base": [u("Yone, Blademaster", "y", "A")]}, {"base": [u("Wall", "e", "B")]}, cards=CARDS,
               battlefields=[bf("bf1"), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["y"], "to": "bf1"}, *RESOLVE,
        {"expect": {"chain": ["Yone, Blademaster (conquer)"]}}, *RESOLVE, {"expect": {"damage": {"e": 5}}}]))
    check(duel({"base": [u("Yone, Blademaster", "y", "A")]}, {"base": [u("Wall", "e", "B")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Pup", "q", "B")), bf("bf2")], steps=[  # B's: a combat, then the conquest
        {"act": "move", "by": "A", "units": ["y"], "to": "bf1"}, *RESOLVE,
        {"expect": {"controller": {"bf1": "A"}, "chain": [], "damage": {"e": 0}}}]))


def test_ezreal_dashing() -> None:
    """"When I attack or defend, deal damage equal to my Might to an enemy unit here. / I don't deal combat
    damage. / [Mind]: [Action] — Move me to your base." - 3 to the defender, then no combat damage from me."""
    check(duel({"base": [u("Ezreal, Dashing", "z", "A")], "runes": ["Mind Rune"]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Wall", "w", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["z"], "to": "bf1"}, *RESOLVE,
        {"expect": {"damage": {"w": 3}}},
        {"act": "activate", "by": "A", "source": "z"}, *RESOLVE,  # [Action]: in the showdown, back to base
        {"expect": {"zone": {"z": "base"}}}]))
    check(duel({"base": [u("Ezreal, Dashing", "z", "A"), u("Squire", "s", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Wall", "w", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["z", "s"], "to": "bf1"}, *RESOLVE, *RESOLVE,  # 3 from the trigger
        {"expect": {"pending": {"player": "B", "kind": "assign_damage"}}},
        {"act": "choose", "by": "B", "choice": {"assign": {"z": 3, "s": 5}}},
        {"expect": {"zone": {"z": "trash", "s": "trash", "w": "bf1"}}}]))  # 3 + 3 (the Squire's) < 8


# -- spells ------------------------------------------------------------------------------

def test_marching_orders() -> None:
    """"[Action] [Repeat] [3] Choose a friendly unit anywhere and an enemy unit at a battlefield. They deal damage
    equal to their Mights to each other." - a Squire (3) and an Ogre (4): each takes the other's Might (marked
    together: the Squire dies, the Ogre survives with 3); an enemy in base is no target."""
    check(duel({"hand": [{"card": "Marching Orders", "as": "x"}], "runes": ["Body Rune"] * 3,
                "base": [u("Squire", "s", "A")]}, {"base": [u("Pup", "eb", "B")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Ogre", "o", "B")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["s", "eb"], "expect_error": True},
        {"act": "play", "by": "A", "card": "x", "targets": ["s", "o"]}, *RESOLVE,
        {"expect": {"zone": {"s": "trash", "o": "bf1"}, "damage": {"o": 3}}}]))


def test_strike_down() -> None:
    """"Choose an equipped friendly unit. It deals damage equal to its Might to an enemy unit. Then detach an
    Equipment from it." - an unequipped unit is no target; the Ogre with a Blade (5) deals 5, then the Blade is
    detached (its Might back to 4); with two, I choose which."""
    check(duel({"hand": [{"card": "Strike Down", "as": "x"}], "runes": ["Body Rune"] * 4,
                "base": [u("Ogre", "o", "A"), {"card": "Blade", "as": "b", "attached_to": "o"}, u("Pup", "p", "A")]},
               {"base": [u("Wall", "e", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["p", "e"], "expect_error": True},
        {"act": "play", "by": "A", "card": "x", "targets": ["o", "e"]}, *RESOLVE,
        {"expect": {"damage": {"e": 5}, "might": {"o": 4}}}]))
    check(duel({"hand": [{"card": "Strike Down", "as": "x"}], "runes": ["Body Rune"] * 4,
                "base": [u("Ogre", "o", "A"), {"card": "Blade", "as": "b1", "attached_to": "o"},
                         {"card": "Blade", "as": "b2", "attached_to": "o"}]},
               {"base": [u("Wall", "e", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["o", "e"]}, *RESOLVE,
        {"expect": {"damage": {"e": 6}, "pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["b2"]}}, {"expect": {"might": {"o": 5}}}]))


def test_downwell() -> None:
    """"Return all units and gear to their owners' hands." - every player's, a token ceases to exist (186.1);
    runes and legends stay."""
    check(duel({"hand": [{"card": "Downwell", "as": "x"}], "runes": ["Chaos Rune"] * 8,
                "base": [u("Pup", "p", "A"), {"card": "Trinket", "as": "t"}]},
               {"base": [u("Ogre", "o", "B"), {"card": "Gold", "as": "g"}]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "x"}, *RESOLVE,
        {"expect": {"zone": {"p": "hand", "t": "hand", "o": "hand", "e": "hand", "g": "gone"},
                    "count": {"A": {"runes": 6}}}}]))  # runes stay ([8][C][C]: two of eight recycled)


def test_riposte() -> None:
    """"[Reaction] Choose a friendly unit and a spell. Counter that spell and give that unit +[M] equal to that
    spell's Energy cost this turn." - B's Big Spell ([4]) countered, my Pup +4."""
    check(duel({"hand": [{"card": "Riposte", "as": "r"}], "runes": ["Order Rune"] * 4, "base": [u("Pup", "p", "A")]},
               {"hand": [{"card": "Big Spell", "as": "bs"}], "runes": ["Fury Rune"] * 4}, cards=CARDS, turn=B_TURN,
               steps=[{"act": "play", "by": "B", "card": "bs"}, {"act": "pass", "by": "B"},
                      {"act": "play", "by": "A", "card": "r", "targets": ["p", "bs"]}, *passes("A", "B"),
                      {"expect": {"zone": {"bs": "trash"}, "might": {"p": 6}, "chain": [], "count": {"B": {"hand": 0}}}}]))


def test_hard_bargain() -> None:
    """"[Reaction] [Repeat] [2] Counter a spell unless its controller pays [2]." - they pay: it resolves; they
    don't: countered; they can't: countered without asking."""
    for pays in (True, False):
        check(duel({"hand": [{"card": "Hard Bargain", "as": "h"}], "runes": ["Chaos Rune"] * 2},
                   {"hand": [{"card": "Gainer", "as": "g"}],
                    "runes": [{"card": "Fury Rune", "as": "f1"}, {"card": "Fury Rune", "as": "f2"}]}, cards=CARDS, turn=B_TURN,
                   steps=[{"act": "play", "by": "B", "card": "g"}, {"act": "pass", "by": "B"},
                          {"act": "play", "by": "A", "card": "h", "targets": ["g"]}, *passes("A", "B"),
                          {"expect": {"pending": {"player": "B", "kind": "choose_option"}}},
                          {"act": "choose", "by": "B", "choice": {"option": "pay 2" if pays else "don't pay"}},
                          *([{"expect": {"exhausted": {"f1": True, "f2": True}}}, *passes("B", "A")] if pays else []),
                          {"expect": {"points": {"B": 1 if pays else 0}, "zone": {"g": "trash"}}}]))
    check(duel({"hand": [{"card": "Hard Bargain", "as": "h"}], "runes": ["Chaos Rune"] * 2},
               {"hand": [{"card": "Gainer", "as": "g"}]}, cards=CARDS, turn=B_TURN,
               steps=[{"act": "play", "by": "B", "card": "g"}, {"act": "pass", "by": "B"},
                      {"act": "play", "by": "A", "card": "h", "targets": ["g"]}, *passes("A", "B"),
                      {"expect": {"pending": None, "chain": [], "points": {"B": 0}}}]))


def test_rally_the_troops() -> None:
    """"[Action] When a friendly unit is played this turn, buff it. / Draw 1." - units I play after it this turn
    are buffed (a gear isn't); next turn, no more."""
    check(duel({"hand": [{"card": "Rally the Troops", "as": "x"}, {"card": "Pup", "as": "p1"}, {"card": "Pup", "as": "p2"},
                         {"card": "Trinket", "as": "t"}],
                "runes": ["Order Rune"] * 6, "deck": ["Filler"] * 3},
               {"hand": [{"card": "Pup", "as": "e"}], "runes": ["Fury Rune"] * 2}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x"}, *RESOLVE, {"expect": {"count": {"A": {"hand": 4}}}},
        {"act": "play", "by": "A", "card": "p1"}, {"expect": {"chain": ["Rally the Troops (unit_played)"]}}, *RESOLVE,
        {"act": "play", "by": "A", "card": "p2"}, *RESOLVE,
        {"act": "play", "by": "A", "card": "t"}, {"expect": {"chain": [], "buffed": {"p1": True, "p2": True}}},
        {"act": "end_turn", "by": "A"}, {"act": "play", "by": "B", "card": "e"},
        {"expect": {"chain": [], "buffed": {"e": False}}}]))


def test_drag_under() -> None:
    """"[Action] I cost [2] less to play from anywhere other than your hand. / Kill a unit at a battlefield." -
    [5][Order] from hand; a unit in base is no target; the target gone as it resolves: nothing."""
    a = {"hand": [{"card": "Drag Under", "as": "x"}], "runes": ["Order Rune"] * 5, "base": [u("Pup", "p", "A")]}
    field = [bf("bf1", "B", u("Ogre", "o", "B")), bf("bf2")]
    check(duel(a, cards=CARDS, battlefields=field, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["p"], "expect_error": True},
        {"act": "play", "by": "A", "card": "x", "targets": ["o"]}, *RESOLVE, {"expect": {"zone": {"o": "trash"}}}]))
    check(duel({**a, "runes": ["Order Rune"] * 4}, cards=CARDS, battlefields=field, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["o"], "expect_error": True}]))
    check(duel(a, {"hand": [{"card": "Bounce", "as": "bn"}]}, cards=CARDS, battlefields=field, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["o"]}, *bounced("o"), {"expect": {"zone": {"o": "hand"}}}]))


# -- gear --------------------------------------------------------------------------------

def test_altar_of_memories() -> None:
    """"When a friendly unit dies, you may exhaust me to draw 1, then put a card from your hand on the top or
    bottom of your Main Deck." - yes: draw, then a chosen card on top; no: nothing; an enemy unit dying: no."""
    a = {"base": [{"card": "Altar of Memories", "as": "alt"}, u("Pup", "p", "A")], "hand": [{"card": "Ogre", "as": "h"}],
         "deck": [{"card": "Squire", "as": "top"}, "Filler"]}
    check(duel(a, {"hand": [{"card": "Doom", "as": "d"}]}, cards=CARDS, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "d", "targets": ["p"]}, *passes("B", "A"),
        {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        *passes("A", "B"), {"expect": {"zone": {"top": "hand"}, "pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["h"]}},
        {"act": "choose", "by": "A", "choice": {"option": "top"}},
        {"expect": {"zone": {"h": "main_deck"}, "exhausted": {"alt": True}, "count": {"A": {"hand": 1}}}}]))
    check(duel(a, {"hand": [{"card": "Doom", "as": "d"}]}, cards=CARDS, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "d", "targets": ["p"]}, *passes("B", "A"),
        {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"exhausted": {"alt": False}, "count": {"A": {"hand": 1}}, "chain": []}}]))


def test_edge_of_night() -> None:
    """"[Hidden] When you play this from face down, attach it to a unit you control (here). [Equip] [Chaos]"
    (errata; FAQ: the unit is one at the battlefield where it was played) - played from face down: attached to
    my unit there (not one in base); played from hand: no trigger."""
    check(duel({"base": [u("Pup", "p", "A")]}, {"base": [u("Ogre", "e", "B")]}, cards=CARDS, turn=B_TURN,
               battlefields=[{**bf("bf1", "A", u("Squire", "s", "A")), "facedown": {"card": "Edge of Night", "as": "x"}},
                             bf("bf2")], steps=[
        {"act": "move", "by": "B", "units": ["e"], "to": "bf1"}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "x", "from": "facedown"},
        {"expect": {"chain": ["Edge of Night (play)"]}}, *passes("A", "B"),
        {"expect": {"might": {"s": 5, "p": 2}, "zone": {"x": "bf1"}}}]))
    check(duel({"hand": [{"card": "Edge of Night", "as": "x"}], "runes": ["Chaos Rune"] * 3,
                "base": [u("Pup", "p", "A")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x"}, {"expect": {"chain": [], "zone": {"x": "base"}, "might": {"p": 2}}}]))


# -- the bot -----------------------------------------------------------------------------

def _enemy_spell(card: str) -> Scenario:
    """B, on its turn, plays Doom on A's Ogre and passes; A holds `card` (and runes) to answer it."""
    found = default_catalog().find(card)
    assert found is not None
    rune = f"{found.domains[-1].capitalize()} Rune"
    sc = Scenario(duel({"hand": [{"card": card, "as": "x"}], "runes": [rune] * 12, "base": [u("Ogre", "o", "A")]},
                       {"hand": [{"card": "Doom", "as": "d"}]}, turn=B_TURN, cards=MORE_CARDS))
    for action in (Action("play", 1, card=sc.obj("d"), targets=[sc.obj("o")], pay="auto"), Action("pass", 1)):
        sc.st, _ = apply(sc.st, action)
    return sc


POSITIONS = {
    "Riposte": lambda: _enemy_spell("Riposte"),
    "Hard Bargain": lambda: _enemy_spell("Hard Bargain"),
    "Strike Down": lambda: _bot_position("Strike Down", mine=[u("Ogre", "c", "A"), {"card": "Relic", "as": "b",
                                                                                    "attached_to": "c"}]),
    "Downwell": lambda: _bot_position("Downwell", mine=[], theirs=[u("Wall", "e", "B"), u("Wall", "e2", "B")]),
}


@pytest.mark.parametrize("card", sorted(n for n in EFFECT_CARDS if default_catalog().find(n).type != "battlefield"))
def test_the_bot_plays_the_card_and_answers_its_decisions(card: str) -> None:
    """The bot plays each of these cards in a position where it helps, and answers what they ask."""
    sc = POSITIONS.get(card, lambda: _bot_position(card))()
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), [(a.kind, a.card) for a in taken]
