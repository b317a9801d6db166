"""Unleashed (UNL), the cards issue 20 left for last (`game/cards/unleashed_final.py`): one test per card, named after
it, quoting its printed text (with errata) and the rules it relies on (Core Rules 2026-10-09): each clause, target
restrictions, a target that became illegal; then the bot plays each card and answers its decisions."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.bot import choose_action
from game.cards.unleashed_final import SCRIPTS as FINAL
from game.engine import apply, legal_actions
from game.engine.model.actions import BASE as TO_BASE
from game.engine.model.actions import Action
from game.engine.model.cards import default_catalog
from game.engine.model.errors import IllegalAction
from game.engine.read.layers import might
from game.scenarios.runner import Scenario

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_unleashed_more import B_TURN, CARDS, _bot_turn, bot_position, final

MORE = {**CARDS, "Flash": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                           "script": {"targets": [{"what": "unit"}], "effects": [["move_to_base", {"to": "t0"}]]}},
        "Sap": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                         "script": {"targets": [{"what": "unit"}], "effects": [["might", {"amount": -2, "to": "t0"}]]}}}
RUNES = ["Calm Rune"] * 4


def strike(*targets: str) -> dict[str, Any]:
    return {"act": "play", "by": "A", "card": "a", "targets": list(targets)}


# -- Alpha Strike ------------------------------------------------------------------------------------

def _alpha(b: dict[str, Any] | None = None, mine: str = "Ogre") -> dict[str, Any]:
    """A's `mine` in base and Alpha Strike; B's Pup (2) and Kitten (1) at bf1, a Pup at A's bf2, a Pup in B's base."""
    return duel({"hand": [{"card": "Alpha Strike", "as": "a"}], "runes": RUNES, "base": [u(mine, "m", "A")]},
                {"base": [u("Pup", "home", "B")], **(b or {})}, cards=MORE,
                battlefields=[bf("bf1", "B", u("Pup", "e1", "B"), u("Kitten", "e2", "B")),
                              bf("bf2", "A", u("Pup", "e3", "B"), u("Pup", "f", "A"))])


def test_alpha_strike() -> None:
    """"[Action] Choose a friendly unit. It deals damage equal to its Might split among enemy units at battlefields.
    Then for each unit this kills, do this: Gain 1 XP." - A's 4 [M] Ogre splits 4 among the enemy units chosen as it
    is played (355.14.a-b: each a target; enemy units at battlefields only, not one in a base, not a friendly one; a
    friendly unit first, not an enemy one); the split is chosen as it resolves, each target at least 1 (355.14.e-g);
    each unit it kills gains A 1 XP (two killed: 2 XP; one survives)."""
    check(_alpha() | {"steps": [
        {**strike("m", "home"), "expect_error": True},  # in a base
        {**strike("m", "f"), "expect_error": True},  # a friendly unit
        {**strike("e1", "e2"), "expect_error": True},  # the first unit must be friendly
        {**strike("m"), "expect_error": True},  # at least one enemy unit
        {**strike("m", "e1", "e1"), "expect_error": True},  # each a different unit
        strike("m", "e1", "e2", "e3"), *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "split_damage"}}},
        {"act": "choose", "by": "A", "choice": {"split": {"e1": 4, "e2": 0, "e3": 0}}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"split": {"e1": 2, "e2": 1, "e3": 1}}},
        {"expect": {"zone": {"e1": "trash", "e2": "trash", "e3": "bf2", "m": "base"}, "damage": {"e3": 1, "m": 0},
                    "chain": ["Alpha Strike (kill)", "Alpha Strike (kill)"]}}, *RESOLVE, *RESOLVE,
        {"expect": {"xp": {"A": 2}, "chain": []}}]})


def test_alpha_strike_no_more_targets_than_its_might() -> None:
    """355.14.c: a 2 [M] Pup's Alpha Strike chooses at most two enemy units; one target takes all the damage, with
    no question."""
    check(_alpha(mine="Pup") | {"steps": [
        {**strike("m", "e1", "e2", "e3"), "expect_error": True},
        strike("m", "e3"), *RESOLVE,
        {"expect": {"pending": None, "zone": {"e3": "trash"}}}, *RESOLVE, {"expect": {"xp": {"A": 1}}}]})


def test_alpha_strike_might_lowered_before_it_resolves() -> None:
    """B gives the Ogre -2 [M] in reaction: 2 damage for three targets, so exactly two are kept, 1 each
    (355.14.h.1); the damage is its Might as it resolves. A Kitten killed: 1 XP; the Pup with 1 damage lives."""
    check(_alpha({"hand": [{"card": "Sap", "as": "sap"}]}) | {"steps": [
        strike("m", "e1", "e2", "e3"), {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "sap", "targets": ["m"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "split_damage"}}},
        {"act": "choose", "by": "A", "choice": {"split": {"e1": 2, "e2": 0, "e3": 0}}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"split": {"e1": 1, "e2": 1, "e3": 0}}},
        {"expect": {"zone": {"e2": "trash", "e1": "bf1"}, "damage": {"e1": 1, "e3": 0}}}, *RESOLVE,
        {"expect": {"xp": {"A": 1}, "chain": []}}]})


def test_alpha_strike_unit_gone() -> None:
    """The friendly unit is returned to A's hand before it resolves: "it" deals nothing, nobody dies, no XP."""
    check(_alpha({"hand": [{"card": "Bounce", "as": "bn"}]}) | {"steps": [
        strike("m", "e1", "e2"), {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "bn", "targets": ["m"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, *RESOLVE,
        {"expect": {"pending": None, "zone": {"m": "hand", "e1": "bf1", "e2": "bf1"}, "xp": {"A": 0}, "chain": []}}]})


def test_alpha_strike_a_target_gone() -> None:
    """One of two enemy targets is returned to B's hand: the 4 damage all go to the other, with no question; a kill
    by another card this turn gains no XP."""
    check(_alpha({"hand": [{"card": "Bounce", "as": "bn"}]}) | {"steps": [
        strike("m", "e1", "e2"), {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "bn", "targets": ["e2"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, *RESOLVE,
        {"expect": {"pending": None, "zone": {"e2": "hand", "e1": "trash"}}}, *RESOLVE, {"expect": {"xp": {"A": 1}}}]})
    a_zap = duel({"hand": [{"card": "Zap", "as": "z"}], "base": [u("Ogre", "m", "A")]},
                 cards=MORE, battlefields=[bf("bf1", "B", u("Pup", "e1", "B")), bf("bf2")])
    check(a_zap | {"steps": [{"act": "play", "by": "A", "card": "z", "targets": ["e1"]}, *RESOLVE,
                             {"expect": {"zone": {"e1": "trash"}, "xp": {"A": 0}}}]})


def test_alpha_strike_targets_listed() -> None:
    """The legal plays list the friendly unit, then one to four different enemy units at battlefields."""
    sc = Scenario(_alpha())
    plays = [a.targets for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == sc.obj("a")]
    enemies = {sc.obj(x) for x in ("e1", "e2", "e3")}
    assert plays and all(t[0] in (sc.obj("m"), sc.obj("f")) and 2 <= len(t) <= 4 and set(t[1:]) <= enemies
                         and len(set(t[1:])) == len(t) - 1 for t in plays)


# -- Elder Dragon ------------------------------------------------------------------------------------

DRAGON_POOL = {"energy": 12, "power": {"body": 4}}


def _dragon(b: dict[str, Any] | None = None, a: dict[str, Any] | None = None) -> dict[str, Any]:
    """A has Elder Dragon and its cost in the pool; B's Ogre e1 and Pup e2 at bf1, B's Wall (8) in base, A's Pup at
    A's bf2."""
    return duel({"hand": [{"card": "Elder Dragon", "as": "d"}, {"card": "Zap", "as": "z"}], "pool": DRAGON_POOL,
                 **(a or {})},
                {"base": [u("Wall", "home", "B")], **(b or {})}, cards=MORE,
                battlefields=[bf("bf1", "B", u("Ogre", "e1", "B"), u("Pup", "e2", "B")), bf("bf2", "A", u("Pup", "f", "A"))])


PLAY_DRAGON = [{"act": "play", "by": "A", "card": "d"},
               {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}}]


def test_elder_dragon_play_effect() -> None:
    """"When you play me, choose up to one enemy unit at each location. Deal 1 to them." - one enemy unit at bf1 and
    one in B's base (a slot per location, Unleashed FAQ): 1 each, and with the Dragon's passive that kills both, the
    8 [M] Wall too; two units at one location, or a friendly unit: refused; none: nothing."""
    check(_dragon() | {"steps": [
        *PLAY_DRAGON,
        {"act": "choose", "by": "A", "choice": {"targets": ["e1", "e2"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["f"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["e1", "home"]}},
        {"expect": {"chain": ["Elder Dragon (play)"]}}, *RESOLVE,
        {"expect": {"zone": {"e1": "trash", "home": "trash", "e2": "bf1", "f": "bf2", "d": "base"},
                    "damage": {"e2": 0}, "chain": []}}]})
    check(_dragon() | {"steps": [
        *PLAY_DRAGON, {"act": "choose", "by": "A", "choice": {"targets": []}}, *RESOLVE,
        {"expect": {"zone": {"e1": "bf1", "home": "base"}, "damage": {"e1": 0, "home": 0}, "chain": []}}]})


def test_elder_dragon_target_moved() -> None:
    """A target no longer at the location where it was chosen is unaffected as the ability resolves (its own
    restriction, Unleashed FAQ: Flash): B moves the Ogre from bf1 to B's base - it is not dealt 1, the Wall chosen in
    B's base still is (and dies); a target returned to its owner's hand is gone (359.3.e.2)."""
    check(_dragon({"hand": [{"card": "Flash", "as": "fl"}]}) | {"steps": [
        *PLAY_DRAGON, {"act": "choose", "by": "A", "choice": {"targets": ["e1", "home"]}},
        {"act": "pass", "by": "A"}, {"act": "play", "by": "B", "card": "fl", "targets": ["e1"]},
        {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"}, {"expect": {"zone": {"e1": "base"}}}, *RESOLVE,
        {"expect": {"zone": {"e1": "base", "home": "trash"}, "damage": {"e1": 0}, "chain": []}}]})
    check(_dragon({"hand": [{"card": "Bounce", "as": "bn"}]}) | {"steps": [
        *PLAY_DRAGON, {"act": "choose", "by": "A", "choice": {"targets": ["e1", "home"]}},
        {"act": "pass", "by": "A"}, {"act": "play", "by": "B", "card": "bn", "targets": ["e1"]},
        {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"}, *RESOLVE,
        {"expect": {"zone": {"e1": "hand", "home": "trash"}, "chain": []}}]})


def test_elder_dragon_any_of_your_damage_kills_enemy_units() -> None:
    """"Any amount of your damage is enough to kill enemy units." (lethal damage changed, Unleashed FAQ) - A's Zap's 3
    on B's 8 [M] Wall: not lethal before the Dragon is on the board; the Dragon played later that turn (its play
    effect choosing nothing), the damage already marked by A is lethal in the next cleanup; in combat, 1 is lethal
    for each of B's units, so each gets 1 before any gets more (467.2.c.3); B's damage to A's units stays as it was."""
    check(_dragon() | {"steps": [
        {"act": "play", "by": "A", "card": "z", "targets": ["home"]}, *RESOLVE,
        {"expect": {"zone": {"home": "base"}, "damage": {"home": 3}}},
        *PLAY_DRAGON, {"act": "choose", "by": "A", "choice": {"targets": []}}, *RESOLVE,
        {"expect": {"zone": {"home": "trash", "d": "base"}}}]})
    # combat: A's Ogre (4) attacks B's Wall (8) and Pup with A's Dragon on the board
    check(duel({"base": [u("Elder Dragon", "d", "A"), u("Ogre", "o", "A")]}, cards=MORE,
               battlefields=[bf("bf1", "B", u("Wall", "w", "B"), u("Pup", "p", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"act": "choose", "by": "A", "choice": {"assign": {"w": 4, "p": 0}}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"assign": {"w": 3, "p": 1}}},
        {"expect": {"zone": {"w": "trash", "p": "trash", "o": "trash", "d": "base"}}}]))
    # without the Dragon, A's 3 on the Wall is not lethal
    check(duel({"hand": [{"card": "Zap", "as": "z"}]}, {"base": [u("Wall", "home", "B")]}, cards=MORE, steps=[
        {"act": "play", "by": "A", "card": "z", "targets": ["home"]}, *RESOLVE,
        {"expect": {"zone": {"home": "base"}, "damage": {"home": 3}}}]))
    # B's Dragon: A's damage is not B's (B's Zap on A's Ogre... and A's Zap on B's Wall stays at 3)
    check(duel({"hand": [{"card": "Zap", "as": "z"}], "base": [u("Ogre", "o", "A")]},
               {"base": [u("Wall", "home", "B"), u("Elder Dragon", "bd", "B")], "hand": [{"card": "Zap", "as": "bz"}]},
               cards=MORE, steps=[
        {"act": "play", "by": "A", "card": "z", "targets": ["home"]}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "bz", "targets": ["o"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, {"expect": {"zone": {"o": "trash"}}}, *RESOLVE,
        {"expect": {"zone": {"home": "base"}, "damage": {"home": 3}}}]))


# -- Baron Nashor, Baron Pit -----------------------------------------------------------------------------

BARON_POOL = {"energy": 10, "power": {"chaos": 3}}


def _baron(a: dict[str, Any] | None = None, b: dict[str, Any] | None = None) -> Scenario:
    return Scenario(duel({"hand": [{"card": "Baron Nashor", "as": "n"}], "pool": BARON_POOL, **(a or {})},
                         {"hand": [{"card": "Zap", "as": "bz"}], **(b or {})}, cards=MORE,
                         battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2", "B", u("Pup", "e", "B"))]))


def _act(sc: Scenario, *actions: Action) -> None:
    for a in actions:
        sc.st, _ = apply(sc.st, a)


def test_baron_nashor_adds_the_baron_pit() -> None:
    """"As you play me, add the Baron Pit battlefield token to the board if it's not there already. If you do, I enter
    there." - played to A's base (or to bf1), the Pit is added as a third battlefield and he enters there (369.3's
    example), contesting it (A conquers it: a point); with the Pit there already, he enters where he was played."""
    for to in (TO_BASE, 0):
        sc = _baron()
        n = sc.obj("n")
        _act(sc, Action("play", 0, card=n, to=to, pay="auto"))
        st = sc.st
        assert [st.name(b.obj) for b in st.battlefields][2] == "Baron Pit" and len(st.battlefields) == 3
        assert st.objs[n].zone == "battlefield" and st.objs[n].loc == 2 and st.objs[n].exhausted
        _act(sc, Action("pass", 0), Action("pass", 1))
        assert sc.st.battlefields[2].controller == 0 and sc.st.players[0].points == 1
    sc = _baron({"hand": [{"card": "Baron Nashor", "as": "n"}, {"card": "Baron Nashor", "as": "n2"}],
                 "pool": {"energy": 20, "power": {"chaos": 6}}})
    _act(sc, Action("play", 0, card=sc.obj("n"), to=TO_BASE, pay="auto"), Action("pass", 0), Action("pass", 1),
         Action("play", 0, card=sc.obj("n2"), to=TO_BASE, pay="auto"))
    assert len(sc.st.battlefields) == 3 and sc.st.objs[sc.obj("n2")].zone == "base"


def test_baron_nashor_passives() -> None:
    """"I can't be chosen by enemy spells and abilities. Other friendly units have +2 [M]." - B's Zap can't choose
    him (A's own spell can); A's Pup has 4 [M] while he is on the board, he has his printed 12, B's Pup 2."""
    sc = Scenario(duel({"base": [u("Baron Nashor", "n", "A"), u("Pup", "mine", "A")], "hand": [{"card": "Zap", "as": "z"}]},
                       {"base": [u("Pup", "e", "B")], "hand": [{"card": "Zap", "as": "bz"}]}, cards=MORE))
    n = sc.obj("n")
    assert might(sc.st, sc.obj("mine")) == 4 and might(sc.st, n) == 12 and might(sc.st, sc.obj("e")) == 2
    _act(sc, Action("play", 0, card=sc.obj("z"), targets=[sc.obj("e")], pay="auto"), Action("pass", 0))
    with pytest.raises(IllegalAction):  # an enemy spell can't choose him
        apply(sc.st, Action("play", 1, card=sc.obj("bz"), targets=[n], pay="auto"))
    assert not any(a.kind == "play" and a.card == sc.obj("bz") and n in a.targets for a in legal_actions(sc.st, 1))
    sc = Scenario(duel({"base": [u("Baron Nashor", "n", "A")], "hand": [{"card": "Zap", "as": "z"}]}, cards=MORE))
    _act(sc, Action("play", 0, card=sc.obj("z"), targets=[sc.obj("n")], pay="auto"), Action("pass", 0),
         Action("pass", 1))
    assert sc.st.objs[sc.obj("n")].damage == 3  # a friendly spell may
    sc = Scenario(duel({"base": [u("Pup", "mine", "A")]}, cards=MORE))
    assert might(sc.st, sc.obj("mine")) == 2  # without him


def test_baron_pit() -> None:
    """Baron Pit: "(You can't start the game with a token battlefield.) Units can move here from anywhere." - A's Pup
    at bf1 moves to the Pit without Ganking (to bf2 it can't); the Pit is a token battlefield (a deck can't hold a
    token: decks/validation's TokenInDeck)."""
    sc = _baron()
    _act(sc, Action("play", 0, card=sc.obj("n"), to=TO_BASE, pay="auto"), Action("pass", 0), Action("pass", 1))
    p = sc.obj("p")
    with pytest.raises(IllegalAction):
        apply(sc.st, Action("move", 0, units=[p], to=1))
    _act(sc, Action("move", 0, units=[p], to=2))
    assert sc.st.objs[p].loc == 2
    assert default_catalog().find("Baron Pit").type == "battlefield" and default_catalog().find("Baron Pit").supertype == "token"


# -- Dancing Grenade ------------------------------------------------------------------------------------------

def _grenade(b_runes: int = 1, a_runes: int = 4) -> dict[str, Any]:
    return duel({"hand": [{"card": "Dancing Grenade", "as": "g"}], "runes": ["Fury Rune"] * a_runes,
                 "base": [u("Wall", "w", "A")]},
                {"base": [u("Wall", "o", "B"), u("Pup", "p", "B")], "runes": ["Fury Rune"] * b_runes}, cards=MORE)


def test_dancing_grenade() -> None:
    """"Deal 2 to a unit. Its controller may play this spell again for [A]. If they do, this deals 1 additional Bonus
    Damage for each time this spell has dealt damage this turn." - 2 to B's Wall; B (its controller) plays it again
    for [A], choosing A's Wall: 3 (one hit so far); A plays it again for [A] on B's Wall: 4 (two hits); B can't pay
    [A] any more: no question; the card ends in A's trash (its owner's)."""
    check(_grenade() | {"steps": [
        {"act": "play", "by": "A", "card": "g", "targets": ["o"]}, *RESOLVE,
        {"expect": {"damage": {"o": 2}, "pending": {"player": "B", "kind": "may"}}},
        {"act": "choose", "by": "B", "choice": {"yes": True}},
        {"expect": {"pending": {"player": "B", "kind": "choose_targets"}}},
        {"act": "choose", "by": "B", "choice": {"targets": ["w"]}},
        {"expect": {"chain": ["Dancing Grenade"], "zone": {"g": "chain"}, "log_contains": "B plays Dancing Grenade"}},
        {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},  # B played it: B holds priority
        {"expect": {"damage": {"w": 3}, "pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"act": "choose", "by": "A", "choice": {"targets": ["o"]}}, *RESOLVE,
        {"expect": {"damage": {"o": 6}, "pending": None, "chain": [], "zone": {"g": "trash"}, "owner": {"g": "A"}}}]})


def test_dancing_grenade_declined_or_unpaid() -> None:
    """Declined: the spell goes to A's trash after one hit; a controller who can't pay [A] isn't asked; A's own unit:
    A may play it again."""
    check(_grenade() | {"steps": [
        {"act": "play", "by": "A", "card": "g", "targets": ["o"]}, *RESOLVE,
        {"act": "choose", "by": "B", "choice": {"yes": False}},
        {"expect": {"pending": None, "chain": [], "zone": {"g": "trash"}, "damage": {"o": 2}}}]})
    check(_grenade(b_runes=0) | {"steps": [
        {"act": "play", "by": "A", "card": "g", "targets": ["o"]}, *RESOLVE,
        {"expect": {"pending": None, "zone": {"g": "trash"}}}]})
    check(_grenade() | {"steps": [
        {"act": "play", "by": "A", "card": "g", "targets": ["w"]}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "may"}, "damage": {"w": 2}}}]})


def test_dancing_grenade_target_gone() -> None:
    """The unit is returned to its owner's hand before it resolves: no damage, and "its controller" is gone with it:
    nobody may play it again (359.3.e.14.a)."""
    check(_grenade() | {"steps": [
        {"act": "play", "by": "A", "card": "g", "targets": ["p"]}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "bn", "targets": ["p"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, *RESOLVE,
        {"expect": {"pending": None, "chain": [], "zone": {"p": "hand", "g": "trash"}}}]} | {
        "players": _grenade()["players"][:1] + [{**_grenade()["players"][1], "hand": [{"card": "Bounce", "as": "bn"}]}]})


# -- Curtain Call -----------------------------------------------------------------------------------------------

DRAW, DEAL2, DEAL3, MINUS4 = ("Draw 1", "Deal 2 to a unit at a battlefield", "Deal 3 to a unit at a base",
                              "Give a unit at a battlefield -4 [M] this turn")


def _curtain(runes: int = 8) -> dict[str, Any]:
    return duel({"hand": [{"card": "Curtain Call", "as": "c"}], "runes": ["Fury Rune"] * runes,
                 "deck": [{"card": "Pup", "as": "top"}, {"card": "Pup", "as": "next"}]},
                {"base": [u("Ogre", "home", "B")], "hand": [{"card": "Bounce", "as": "bn"}]}, cards=MORE,
                battlefields=[bf("bf1", "B", u("Ogre", "e", "B"), u("Ogre", "e2", "B")), bf("bf2")])


def curtain(mode: str, *targets: str, **more: Any) -> dict[str, Any]:
    return {"act": "play", "by": "A", "card": "c", "targets": list(targets), "options": {"mode": mode, **more}}


def test_curtain_call_one_execution() -> None:
    """"Choose one you haven't already chosen — • Draw 1. ..." - with no Repeat cost paid, one bullet, for its [4]
    (four runes exhausted); the engine's own Repeat isn't offered (its Repeat costs are the modes'); a mode naming a
    bullet twice is none."""
    check(_curtain(4) | {"steps": [
        {**curtain(DRAW), "options": {"mode": DRAW, "repeat": 1}, "expect_error": True},
        {**curtain(f"{DRAW} + {DRAW} (Repeat [1])"), "expect_error": True},
        curtain(DRAW), *RESOLVE, {"expect": {"zone": {"top": "hand"}, "chain": []}}]})
    sc = Scenario(_curtain())
    plays = [a for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == sc.obj("c")]
    assert plays and not any(a.options.get("repeat") for a in plays)
    assert {a.options["mode"] for a in plays} >= {DRAW, f"{DRAW} + {DEAL3} (Repeat [A])"}


def test_curtain_call_repeated() -> None:
    """"[Repeat] — [1] / [A] / [1][A]" - each Repeat cost paid once is one more execution, each a different bullet
    with its own target (820.1.c.2-3, 820.2): Deal 2 at bf1 and Deal 3 in B's base for [4] + [A] (four runes, one
    also recycled) or [4] + [1] (five runes; four can't pay it); all four bullets for [4] + [1] + [A] + [1][A] (six
    runes, two of them recycled too; five can't): B's Ogre at bf1 dealt 2 and given -4 [M] dies, B's Ogre in base
    dealt 3 lives, A draws 1."""
    check(_curtain(4) | {"steps": [  # four runes: [5] can't be paid; [4][A] can (a rune exhausted, then recycled)
        {**curtain(f"{DEAL2} + {DEAL3} (Repeat [1])", "e", "home"), "expect_error": True},
        curtain(f"{DEAL2} + {DEAL3} (Repeat [A])", "e", "home"), *RESOLVE,
        {"expect": {"damage": {"e": 2, "home": 3}, "chain": []}}]})
    check(_curtain(5) | {"steps": [
        curtain(f"{DEAL2} + {DEAL3} (Repeat [1])", "e", "home"), *RESOLVE,
        {"expect": {"damage": {"e": 2, "home": 3}, "chain": []}}]})
    every = f"{DRAW} + {DEAL2} + {DEAL3} + {MINUS4} (Repeat [1] + [A] + [1][A])"
    check(_curtain(5) | {"steps": [{**curtain(every, "e", "home", "e"), "expect_error": True}]})  # [6][A][A]
    check(_curtain(6) | {"steps": [
        {**curtain(every, "home", "home", "e"), "expect_error": True},  # Deal 2: a unit at a battlefield
        curtain(every, "e", "home", "e"), *RESOLVE,
        {"expect": {"zone": {"e": "trash", "home": "base", "top": "hand"}, "damage": {"home": 3}, "chain": []}}]})


def test_curtain_call_a_target_gone() -> None:
    """B returns the unit chosen for "Deal 3" to hand first: that execution does nothing, the others still happen
    (359.3.e.1)."""
    check(_curtain() | {"steps": [
        curtain(f"{DEAL2} + {DEAL3} + {MINUS4} (Repeat [1] + [A])", "e", "home", "e2"), {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "bn", "targets": ["home"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, *RESOLVE,
        {"expect": {"zone": {"home": "hand"}, "damage": {"e": 2}, "might": {"e2": 0}, "chain": []}}]})


# -- Repulse ------------------------------------------------------------------------------------------------------

REPULSE = {**MORE,
           "Slinger": {"type": "unit", "might": 1, "cost": 0, "script": {"abilities": [{
               "cost": {"exhaust": True}, "timing": "reaction", "targets": [{"what": "unit"}],
               "effects": [["deal", {"amount": 2, "to": "t0"}]]}]}},
           "Double Zap": {"type": "spell", "cost": 0, "keywords": ["Reaction"], "script": {
               "targets": [{"what": "unit"}, {"what": "unit", "differs": 0}],
               "effects": [["deal", {"amount": 3, "to": "t0"}], ["deal", {"amount": 3, "to": "t1"}]]}}}


def _repulse() -> Scenario:
    """B's turn: A has Repulse, Pups at bf1 (p, q) and one in base (h); B has a Zap, a Double Zap, a Slinger."""
    return Scenario(duel({"hand": [{"card": "Repulse", "as": "r"}, {"card": "Zap", "as": "az"}],
                          "runes": ["Body Rune"] * 4, "base": [u("Pup", "h", "A")]},
                         {"hand": [{"card": "Zap", "as": "z"}, {"card": "Double Zap", "as": "dz"}],
                          "base": [u("Slinger", "s", "B"), u("Pup", "e", "B")]}, cards=REPULSE, turn=B_TURN,
                         battlefields=[bf("bf1", "A", u("Pup", "p", "A"), u("Pup", "q", "A")), bf("bf2")]))


def test_repulse_counters_a_spell() -> None:
    """"[Reaction] Choose a friendly unit at a battlefield. Counter an enemy spell or ability that chooses it and no
    other friendly unit." - B's Zap on A's Pup at bf1: countered, the Pup unharmed; not a unit in A's base; not a spell
    of A's own; the Pup and an enemy spell that doesn't choose it: refused."""
    sc = _repulse()
    r, p, q, h, z = (sc.obj(x) for x in ("r", "p", "q", "h", "z"))
    _act(sc, Action("play", 1, card=z, targets=[p], pay="auto"), Action("pass", 1))
    for bad in ([h, z], [q, z], [p, p]):
        with pytest.raises(IllegalAction):
            apply(sc.st, Action("play", 0, card=r, targets=bad, pay="auto"))
    assert [a.targets for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == r] == [[p, z]]
    _act(sc, Action("play", 0, card=r, targets=[p, z], pay="auto"), Action("pass", 0), Action("pass", 1))
    st = sc.st
    assert st.objs[z].zone == "trash" and not st.chain and st.objs[p].damage == 0 and st.objs[r].zone == "trash"


def test_repulse_counters_an_ability() -> None:
    """An enemy unit's ability choosing A's Pup at bf1 is countered too (an ability on the chain is a target)."""
    sc = _repulse()
    r, p = sc.obj("r"), sc.obj("p")
    _act(sc, Action("activate", 1, card=sc.obj("s"), ability=0, targets=[p]), Action("pass", 1))
    ability = sc.st.chain[-1].id
    assert [a.targets for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == r] == [[p, ability]]
    _act(sc, Action("play", 0, card=r, targets=[p, ability], pay="auto"), Action("pass", 0), Action("pass", 1))
    assert not sc.st.chain and sc.st.objs[p].damage == 0 and sc.st.objs[sc.obj("s")].exhausted


def test_repulse_not_when_another_friendly_unit_is_chosen() -> None:
    """B's Double Zap on both of A's Pups chooses another friendly unit: Repulse can't counter it; on a Pup and B's own
    unit it can (only friendly units count)."""
    sc = _repulse()
    r, p, q, e, dz = (sc.obj(x) for x in ("r", "p", "q", "e", "dz"))
    _act(sc, Action("play", 1, card=dz, targets=[p, q], pay="auto"), Action("pass", 1))
    with pytest.raises(IllegalAction):
        apply(sc.st, Action("play", 0, card=r, targets=[p, dz], pay="auto"))
    sc = _repulse()
    _act(sc, Action("play", 1, card=dz, targets=[p, e], pay="auto"), Action("pass", 1),
         Action("play", 0, card=r, targets=[p, dz], pay="auto"), Action("pass", 0), Action("pass", 1))
    assert sc.st.objs[dz].zone == "trash" and sc.st.objs[e].damage == 0 and sc.st.objs[p].damage == 0


def test_repulse_target_gone() -> None:
    """The friendly unit chosen dies before Repulse resolves (A's own Zap on it, played after Repulse, resolves first):
    Repulse's first target is illegal, the counter still happens (its other target is legal, 359.3.e.1)."""
    sc = _repulse()
    r, p, z, az = (sc.obj(x) for x in ("r", "p", "z", "az"))
    _act(sc, Action("play", 1, card=z, targets=[p], pay="auto"), Action("pass", 1),
         Action("play", 0, card=r, targets=[p, z], pay="auto"),
         Action("play", 0, card=az, targets=[p], pay="auto"), Action("pass", 0), Action("pass", 1))
    assert sc.st.objs[p].zone == "trash"  # A's Zap resolved first (its 3 kill the Pup in the cleanup)
    _act(sc, Action("pass", 0), Action("pass", 1))
    assert sc.st.objs[z].zone == "trash" and not sc.st.chain


# -- Zilean, Time Mage --------------------------------------------------------------------------------------

TOKENS = {**MORE,
          "Recruits": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                       "script": {"effects": [["token", {"card": "Recruit", "count": 1, "where": "base", "ready": True}]]}},
          "Golds": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                    "script": {"effects": [["token", {"card": "Gold", "count": 1, "where": "base"}]]}}}


def _zilean(where: str = "bf1") -> dict[str, Any]:
    hand = [{"card": "Recruits", "as": "r1"}, {"card": "Recruits", "as": "r2"}, {"card": "Golds", "as": "g"}]
    zilean = u("Zilean, Time Mage", "z", "A")
    return duel({"hand": hand, **({"base": [zilean]} if where == "base" else {})}, cards=TOKENS,
                battlefields=[bf("bf1", "A", *([zilean] if where == "bf1" else [])), bf("bf2")])


def cast(label: str) -> list[dict[str, Any]]:
    return [{"act": "play", "by": "A", "card": label}, *RESOLVE]


def test_zilean_time_mage() -> None:
    """"Once each turn, if you would play a token unit while I'm at a battlefield, you may play that token and an
    additional copy of it instead." - yes: two Recruits, the copy played as the token is (ready, FAQ: rule 375); the
    next token unit that turn: no question; declined: one, and the next one is asked again; Zilean in base, or a gear
    token: no question."""
    check(_zilean() | {"steps": [
        *cast("r1"), {"expect": {"pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"expect": {"count": {"A": {"base": 2}}, "pending": None}},
        *cast("r2"), {"expect": {"count": {"A": {"base": 3}}, "pending": None}}]})
    view = final(_zilean() | {"steps": [*cast("r1"), {"act": "choose", "by": "A", "choice": {"yes": True}}]})
    assert [o["exhausted"] for o in view["players"][0]["base"]] == [False, False]
    check(_zilean() | {"steps": [
        *cast("r1"), {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"count": {"A": {"base": 1}}, "pending": None}},
        *cast("r2"), {"expect": {"pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}}, {"expect": {"count": {"A": {"base": 3}}}}]})
    check(_zilean("base") | {"steps": [*cast("r1"), {"expect": {"count": {"A": {"base": 2}}, "pending": None}}]})
    check(_zilean() | {"steps": [*cast("g"), {"expect": {"count": {"A": {"base": 1}}, "pending": None}}]})


# -- the bot ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("card", [n for n in sorted(FINAL) if n != "Baron Pit"])
def test_the_bot_plays_the_card_and_answers_its_decisions(card: str) -> None:
    """The bot plays each card in a position where it helps, answering the decisions it raises (a split); every
    action it takes is legal."""
    label = {"Elder Dragon": "d", "Repulse": "r"}.get(card, "x")
    if card == "Elder Dragon":
        sc = Scenario(_dragon())
    elif card == "Repulse":  # B's Zap on A's Pup at bf1: A holds priority
        sc = _repulse()
        _act(sc, Action("play", 1, card=sc.obj("z"), targets=[sc.obj("p")], pay="auto"), Action("pass", 1))
    else:
        sc = bot_position(card, more=[u("Wall", "w", "A")])
    taken = _bot_turn(sc)
    x = sc.obj(label)
    assert any(a.kind == "play" and a.card == x for a in taken), \
        f"the bot never played {card}: {[(a.kind, a.card) for a in taken]}"


def bot_turn_seen(sc: Scenario) -> list[str]:
    """The bot plays both seats until the turn ends (every action legal); the decisions seen on the way."""
    seen: list[str] = []
    turn = sc.st.turn_number
    while sc.st.turn_number == turn and not sc.st.over and len(seen) < 60:
        seen.append(sc.st.pending.kind if sc.st.pending is not None else "")
        seat = sc.st.pending.player if sc.st.pending is not None else sc.st.priority
        sc.st, _ = apply(sc.st, choose_action(sc.st, seat, random.Random(0)))
    return seen


def test_the_bot_splits_alpha_strike() -> None:
    """With an 8 [M] Wall and two enemy units at a battlefield, the bot plays Alpha Strike on both and answers the
    split (each target at least 1): both die."""
    sc = Scenario(duel({"hand": [{"card": "Alpha Strike", "as": "x"}], "runes": RUNES * 2, "base": [u("Wall", "w", "A")]},
                       {"base": [u("Pup", "home", "B")]}, cards=MORE,
                       battlefields=[bf("bf1", "B", u("Ogre", "e1", "B"), u("Pup", "e2", "B")), bf("bf2")]))
    seen = bot_turn_seen(sc)
    assert "split_damage" in seen
    assert sc.st.objs[sc.obj("e1")].zone == "trash" and sc.st.objs[sc.obj("e2")].zone == "trash"


def test_the_bot_answers_zileans_replacement() -> None:
    """With Zilean at a battlefield, the bot casts a spell that plays a Recruit and answers "you may play that token
    and an additional copy of it instead" (every answer legal)."""
    sc = Scenario(_zilean())
    seen: list[str] = []
    casts = 0
    turn = sc.st.turn_number
    while sc.st.turn_number == turn and not sc.st.over and len(seen) < 60:
        seen.append(sc.st.pending.kind if sc.st.pending is not None else "")
        seat = sc.st.pending.player if sc.st.pending is not None else sc.st.priority
        action = choose_action(sc.st, seat, random.Random(0))
        casts += action.kind == "play" and action.card in (sc.obj("r1"), sc.obj("r2"))
        sc.st, _ = apply(sc.st, action)
    assert "may" in seen and casts >= 1
    board = list(sc.st.players[0].base) + [o for b in sc.st.battlefields for o in b.units]
    assert sum(1 for o in board if sc.st.name(o) == "Recruit") == casts + 1  # it took the copy (ready ones may move)
