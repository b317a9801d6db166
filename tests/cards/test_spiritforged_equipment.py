"""Spiritforged Equipment whose "Grants:" text is a triggered ability (`game/cards/spiritforged_equipment.py`):
one test per card quoting its text. 718.3: an attached gear's effect text applies to the unit it is attached
to - the unit has the ability ("I" is the unit, "here" its location), it triggers only while the gear is
attached, and its chain item is named after both: `Unit (Gear: trigger)`."""

from __future__ import annotations

from typing import Any

import pytest

from game.cards.spiritforged_equipment import SCRIPTS as EQUIPMENT

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_spiritforged_more import CARDS as MORE_CARDS
from .test_spiritforged_more import HOLD_TURN, _bot_position, _bot_turn

CARDS: dict[str, Any] = {**MORE_CARDS, "Squire": {"type": "unit", "might": 3, "cost": 1}}
B_TURN = {"player": "B", "phase": "main", "number": 4}


def carrier(gear: str, **more: Any) -> list[dict[str, Any]]:
    """A's Squire `s` with `gear` `g` attached (716)."""
    return [u("Squire", "s", "A", **more), {"card": gear, "as": "g", "attached_to": "s"}]


def test_recurve_bow() -> None:
    """"[Equip] [Fury] Grants: When I attack or defend, deal 2 to an enemy unit here." - attacking: an
    enemy unit at that battlefield (not one in a base); defending too; not while unattached."""
    check(duel({"base": carrier("Recurve Bow")}, {"base": [u("Ogre", "e", "B")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Ogre", "o", "B"), u("Pup", "q", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["s"], "to": "bf1"},
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["e"]}, "expect_error": True},  # in a base
        {"act": "choose", "by": "A", "choice": {"targets": ["o"]}},
        {"expect": {"chain": ["Squire (Recurve Bow: attack)"]}}, *RESOLVE,
        {"expect": {"damage": {"o": 2, "q": 0, "e": 0}}}]))
    check(duel({}, {"base": [u("Ogre", "e", "B")]}, cards=CARDS, turn=B_TURN,
               battlefields=[bf("bf1", "A", *carrier("Recurve Bow")), bf("bf2")], steps=[
        {"act": "move", "by": "B", "units": ["e"], "to": "bf1"},
        {"expect": {"chain": ["Squire (Recurve Bow: defend)"]}}, *RESOLVE, {"expect": {"damage": {"e": 2}}}]))
    check(duel({"base": [u("Squire", "s", "A"), {"card": "Recurve Bow", "as": "g"}]}, cards=CARDS,  # unattached
               battlefields=[bf("bf1", "B", u("Ogre", "o", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["s"], "to": "bf1"},
        {"expect": {"chain": [], "pending": None}}, *RESOLVE,
        {"expect": {"zone": {"o": "bf1", "s": "trash"}}}]))  # the combat: the Ogre (4) beats the Squire (3)


def test_forgefire_cape() -> None:
    """"[Unique] [Equip] [A] Grants: When I attack or defend, deal 2 to all enemy units here." - every
    enemy unit at that battlefield, none of mine, none elsewhere."""
    check(duel({"base": [*carrier("Forgefire Cape"), u("Pup", "p", "A")]}, {"base": [u("Ogre", "e", "B")]},
               cards=CARDS, battlefields=[bf("bf1", "B", u("Ogre", "o", "B"), u("Pup", "q", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["s", "p"], "to": "bf1"},
        {"expect": {"chain": ["Squire (Forgefire Cape: attack)"]}}, *RESOLVE,
        {"expect": {"zone": {"q": "trash"}, "damage": {"o": 2, "e": 0, "p": 0, "s": 0}}}]))
    check(duel({}, {"base": [u("Ogre", "e", "B"), u("Ogre", "e2", "B")]}, cards=CARDS, turn=B_TURN,
               battlefields=[bf("bf1", "A", *carrier("Forgefire Cape")), bf("bf2")], steps=[
        {"act": "move", "by": "B", "units": ["e", "e2"], "to": "bf1"},
        {"expect": {"chain": ["Squire (Forgefire Cape: defend)"]}}, *RESOLVE,
        {"expect": {"damage": {"e": 2, "e2": 2}}}]))


def test_world_atlas() -> None:
    """"[Equip] [Mind] Grants: When I hold, play two Gold gear tokens exhausted." (473.2.b)"""
    check(duel({}, cards=CARDS, turn=HOLD_TURN, battlefields=[bf("bf1", "A", *carrier("World Atlas")), bf("bf2")],
               steps=[{"expect": {"chain": ["Squire (World Atlas: hold)"], "might": {"s": 5}}}, *RESOLVE,
                      {"expect": {"count": {"A": {"base": 2}}}}]))
    check(duel({}, cards=CARDS, turn=HOLD_TURN,  # attached to a unit elsewhere: "when I hold" is not its
               battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2", "A", *carrier("World Atlas"))],
               steps=[{"expect": {"chain": ["Squire (World Atlas: hold)"]}}, *RESOLVE,
                      {"expect": {"chain": [], "count": {"A": {"base": 2}}}}]))


def conquer_with(gear: str, a: dict[str, Any] | None = None) -> dict[str, Any]:
    """A's Squire, carrying `gear`, moves to the empty bf1 and conquers it."""
    return duel({"base": carrier(gear), **(a or {})}, cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["s"], "to": "bf1"}, *RESOLVE,
        {"expect": {"controller": {"bf1": "A"}, "chain": [f"Squire ({gear}: conquer)"]}}])


def test_warmog_s_armor() -> None:
    """"[Equip] [Body] Grants: When I conquer, buff me." (701: a +1 Might buff)"""
    sc = conquer_with("Warmog's Armor")
    sc["steps"] += [{"expect": {"might": {"s": 4}}}, *RESOLVE, {"expect": {"buffed": {"s": True}, "might": {"s": 5}}}]
    check(sc)


def test_boneshiver() -> None:
    """"[Equip] [1][Body] Grants: When I conquer, channel 1 rune exhausted." (431)"""
    sc = conquer_with("Boneshiver", {"runes": ["Body Rune"], "rune_deck": ["Calm Rune"] * 2})
    sc["steps"] += [*RESOLVE, {"expect": {"count": {"A": {"runes": 2, "rune_deck": 1}}, "log_contains": "channels 1"}}]
    check(sc)


def test_doran_s_ring() -> None:
    """"[Equip] [Chaos] Grants: When I conquer, discard 1, then draw 1." - the discard first (423.4: the
    player picks), then the draw."""
    sc = conquer_with("Doran's Ring", {"hand": [{"card": "Pup", "as": "h1"}, {"card": "Ogre", "as": "h2"}],
                                       "deck": [{"card": "Filler", "as": "top"}]})
    sc["steps"] += [*RESOLVE, {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
                    {"act": "choose", "by": "A", "choice": {"cards": ["h2"]}},
                    {"expect": {"zone": {"h1": "hand", "h2": "trash", "top": "hand"}}}]
    check(sc)


def test_cull() -> None:
    """"[Equip] [Chaos] Grants: When I conquer, play a Gold gear token exhausted." (at its controller's base)"""
    sc = conquer_with("Cull")
    sc["steps"] += [*RESOLVE, {"expect": {"count": {"A": {"base": 1}}, "log_contains": "A plays a Gold token"}}]
    check(sc)


def test_trinity_force() -> None:
    """"[Equip] [Body] Grants: When I hold, score 1 point." - with the hold's own point, two."""
    check(duel({}, cards=CARDS, turn=HOLD_TURN, battlefields=[bf("bf1", "A", *carrier("Trinity Force")), bf("bf2")],
               steps=[{"expect": {"chain": ["Squire (Trinity Force: hold)"], "points": {"A": 1}}}, *RESOLVE,
                      {"expect": {"points": {"A": 2}}}]))


def test_eye_of_the_herald() -> None:
    """"[Equip] [Order] Grants: When I move, play a 1 [M] Recruit unit token here." - here: where I moved
    to (a battlefield, or my base)."""
    check(duel({"base": carrier("Eye of the Herald")}, cards=CARDS, battlefields=[bf("bf1", "A"), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["s"], "to": "bf2"},
        {"expect": {"chain": ["Squire (Eye of the Herald: move)"]}}, *RESOLVE,
        {"expect": {"count": {"A": {"units": 2, "base": 0}}, "log_contains": "A plays a Recruit token"}}]))
    check(duel({}, cards=CARDS, battlefields=[bf("bf1", "A", *carrier("Eye of the Herald")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["s"], "to": "base"}, *RESOLVE,
        {"expect": {"count": {"A": {"units": 2}}, "zone": {"s": "base"}}}]))


def test_sacred_shears() -> None:
    """"[Equip] [Order] Grants: [Deathknell] — Draw 1." - the unit has Deathknell (808) while it is
    attached, and draws as it dies; unattached, nothing."""
    b = {"hand": [{"card": "Doom", "as": "z"}]}
    check(duel({"base": carrier("Sacred Shears"), "deck": ["Filler"] * 2}, b, cards=CARDS, turn=B_TURN, steps=[
        {"expect": {"keywords": {"s": ["Deathknell"]}}},
        {"act": "play", "by": "B", "card": "z", "targets": ["s"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"},
        {"expect": {"zone": {"s": "trash"}, "chain": ["Squire (Sacred Shears: deathknell)"]}},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"}, {"expect": {"count": {"A": {"hand": 1}}}}]))
    check(duel({"base": [u("Squire", "s", "A"), {"card": "Sacred Shears", "as": "g"}], "deck": ["Filler"] * 2}, b,
               cards=CARDS, turn=B_TURN, steps=[
        {"expect": {"keywords": {"s": []}}},
        {"act": "play", "by": "B", "card": "z", "targets": ["s"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, {"expect": {"zone": {"s": "trash"}, "chain": [], "count": {"A": {"hand": 0}}}}]))


def test_two_granted_abilities_of_one_trigger_are_ordered_by_their_controller() -> None:
    """Two gear granting "when I attack" to one unit are two different triggered abilities (383.3.d): their
    controller orders them (`order_triggers`), the labels naming each gear."""
    check(duel({"base": [u("Squire", "s", "A"), {"card": "Recurve Bow", "as": "g1", "attached_to": "s"},
                         {"card": "Forgefire Cape", "as": "g2", "attached_to": "s"}]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Wall", "o", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["s"], "to": "bf1"},
        {"expect": {"pending": {"player": "A", "kind": "order_triggers"}}},
        {"act": "choose", "by": "A", "choice": {"order": ["Squire (Forgefire Cape: attack)",
                                                         "Squire (Recurve Bow: attack)"]}},
        {"expect": {"chain": ["Squire (Forgefire Cape: attack)", "Squire (Recurve Bow: attack)"]}},
        *RESOLVE, *RESOLVE, {"expect": {"damage": {"o": 4}}}]))


# -- the bot -----------------------------------------------------------------------------

@pytest.mark.parametrize("card", sorted(EQUIPMENT))
def test_the_bot_plays_the_equipment_and_equips_it(card: str) -> None:
    """The bot plays each of these gear and uses its Equip ability on one of its units."""
    sc = _bot_position(card)
    taken = _bot_turn(sc)
    x = sc.obj("x")
    assert any(a.kind == "play" and a.card == x for a in taken), [(a.kind, a.card) for a in taken]
    assert any(a.kind == "activate" and a.card == x for a in taken), [(a.kind, a.card) for a in taken]
