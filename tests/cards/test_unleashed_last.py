"""Unleashed (UNL), issue 20's last slice (`game/cards/unleashed_last.py`): one test per card, named after it,
quoting its printed text (with errata) and the rules it relies on (Core Rules 2026-10-09): each clause,
conditions both ways, a "may" taken and declined, target restrictions, a target that became illegal; then the
bot plays each card."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.bot import choose_action
from game.cards.unleashed_last import SCRIPTS as LAST
from game.engine import apply
from game.engine.model.actions import Action
from game.engine.model.cards import default_catalog
from game.scenarios.runner import Scenario

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_unleashed_more import BOUNCER, CARDS, _bot_turn, bot_position, bounced, final, in_base, in_combat

B_TURN = {"player": "B", "phase": "main", "number": 4}


def attack(units: list[str], to: str = "bf1") -> list[dict[str, Any]]:
    """A moves `units` to `to` (a combat there) and both pass the showdown: the combat is resolved."""
    return [{"act": "move", "by": "A", "units": units, "to": to}, *RESOLVE]


# -- units -------------------------------------------------------------------------------

def test_nidalee_cat_form() -> None:
    """"[Ambush] When I win a combat, draw 1." - she wins: draw 1 (before the conquest, 468.4); she loses: nothing;
    another unit of hers wins elsewhere: nothing (468.3.c: her own win only)."""
    a = {"base": [u("Nidalee, Cat Form", "n", "A"), u("Wall", "w", "A")], "deck": [{"card": "Pup", "as": "top"}]}
    check(duel(a, cards=CARDS, battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2", "B", u("Pup", "f", "B"))],
               steps=[
        {"expect": {"keywords": {"n": ["Ambush"]}}},
        *attack(["n"]), {"expect": {"zone": {"e": "trash"}, "chain": ["Nidalee, Cat Form (win_combat)"],
                                    "controller": {"bf1": "B"}}},
        *RESOLVE, {"expect": {"zone": {"top": "hand"}, "controller": {"bf1": "A"}}},
        *attack(["w"], "bf2"), {"expect": {"zone": {"f": "trash"}, "chain": [], "controller": {"bf2": "A"}}}]))
    check(duel(a, cards=CARDS, battlefields=[bf("bf1", "B", u("Wall", "e", "B")), bf("bf2")], steps=[
        *attack(["n"]), {"expect": {"zone": {"n": "trash", "top": "main_deck"}, "chain": []}}]))


def test_master_yi_unstoppable() -> None:
    """"[Level 3] I cost [2][Calm] less. [Level 6] I cost [4][Calm][Calm] less instead. [Level 11] I cost
    [6][Calm][Calm][Calm] less instead. [Level 16] I can't be chosen by enemy spells and abilities." - printed
    [12][Calm][Calm][Calm]: 2 XP, 11 runes aren't enough; 3 XP: [10][Calm][Calm]; 6 XP: [8][Calm]; 11 XP: [6]."""
    def runes(n: int) -> list[dict[str, str]]:
        return [{"card": "Calm Rune", "as": f"r{i}"} for i in range(n)]

    def labels(n: int, start: int = 0) -> list[str]:
        return [f"r{i}" for i in range(start, start + n)]

    hand = [{"card": "Master Yi, Unstoppable", "as": "y"}]
    for xp, allowed in ((2, False), (3, True)):  # 11 runes: [11] and up to [Calm] x 11 (a rune exhausted, then recycled)
        check(duel({"xp": xp, "hand": hand, "runes": runes(11)}, cards=CARDS, steps=[
            {"act": "play", "by": "A", "card": "y", **({} if allowed else {"expect_error": True})}]))
    for xp, energy, power in ((3, 10, 2), (6, 8, 1), (11, 6, 0)):
        recycled = labels(power, energy - power) if power else []
        check(duel({"xp": xp, "hand": hand, "runes": runes(12)}, cards=CARDS, steps=[
            {"act": "play", "by": "A", "card": "y", "pay": {"exhaust": labels(energy - 1), "recycle": recycled},
             "expect_error": True},
            {"act": "play", "by": "A", "card": "y", "pay": {"exhaust": labels(energy), "recycle": recycled}},
            {"expect": {"zone": {"y": "base"}, "count": {"A": {"runes": 12 - power}}}}]))
    for xp, allowed in ((16, False), (15, True)):
        check(duel({"xp": xp, "base": [u("Master Yi, Unstoppable", "y", "A")]}, {"hand": [{"card": "Zap", "as": "z"}]},
                   cards=CARDS, turn=B_TURN, steps=[
            {"act": "play", "by": "B", "card": "z", "targets": ["y"], **({} if allowed else {"expect_error": True})}]))
    check(duel({"xp": 16, "base": [u("Master Yi, Unstoppable", "y", "A")], "hand": [{"card": "Zap", "as": "z"}]},
               cards=CARDS, steps=[  # his own controller's spells may still choose him
        {"act": "play", "by": "A", "card": "z", "targets": ["y"]}, *RESOLVE, {"expect": {"damage": {"y": 3}}}]))


# -- spells ------------------------------------------------------------------------------

def test_deadly_flourish() -> None:
    """"Deal 3 to an enemy unit. When it dies this turn, play a Gold gear token exhausted." - it dies at once:
    a Gold; it survives, then dies to a later spell this turn: a Gold then; it dies next turn: none; not a
    friendly unit; a target gone before it resolves: nothing, no Gold."""
    a = {"hand": [{"card": "Deadly Flourish", "as": "d"}, {"card": "Zap", "as": "z"}], "runes": ["Mind Rune"] * 4,
         "base": [u("Pup", "mine", "A")]}
    view = final(duel(a, {"base": [u("Pup", "e", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["mine"], "expect_error": True},
        {"act": "play", "by": "A", "card": "d", "targets": ["e"]}, *RESOLVE,
        {"expect": {"zone": {"e": "trash"}, "chain": ["Deadly Flourish (it_dies)"]}}, *RESOLVE,
        {"expect": {"count": {"A": {"base": 2}}}}]))
    assert [g["exhausted"] for g in in_base(view, 0, "Gold")] == [True]
    check(duel(a, {"base": [u("Ogre", "e", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["e"]}, *RESOLVE,
        {"expect": {"zone": {"e": "base"}, "damage": {"e": 3}, "chain": [], "count": {"A": {"base": 1}}}},
        {"act": "play", "by": "A", "card": "z", "targets": ["e"]}, *RESOLVE,
        {"expect": {"zone": {"e": "trash"}, "chain": ["Deadly Flourish (it_dies)"]}}, *RESOLVE,
        {"expect": {"count": {"A": {"base": 2}}}}]))
    check(duel(a, {"base": [u("Ogre", "e", "B")], "hand": [{"card": "Doom", "as": "bk"}]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["e"]}, *RESOLVE,
        {"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
        {"act": "play", "by": "B", "card": "bk", "targets": ["e"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"},
        {"expect": {"zone": {"e": "trash"}, "chain": [], "count": {"A": {"base": 1}}}}]))
    check(duel(a, {"base": [u("Pup", "e", "B")], **BOUNCER}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["e"]}, *bounced("e"),
        {"expect": {"zone": {"e": "hand"}, "chain": [], "count": {"A": {"base": 1}}}}]))


def test_grim_resolve() -> None:
    """"[Action] Give a friendly unit +3 [M] this turn. When it wins a combat this turn, gain 2 XP." - it wins:
    2 XP; it loses: none; not an enemy unit; a target gone before it resolves: nothing."""
    a = {"hand": [{"card": "Grim Resolve", "as": "g"}], "runes": ["Body Rune"] * 2, "base": [u("Pup", "p", "A")]}
    check(duel(a, cards=CARDS, battlefields=[bf("bf1", "B", u("Ogre", "e", "B")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "g", "targets": ["e"], "expect_error": True},
        {"act": "play", "by": "A", "card": "g", "targets": ["p"]}, *RESOLVE, {"expect": {"might": {"p": 5}}},
        *attack(["p"]), {"expect": {"zone": {"e": "trash"}, "chain": ["Grim Resolve (it_wins_combat)"]}},
        *RESOLVE, {"expect": {"xp": {"A": 2}, "controller": {"bf1": "A"}}}]))
    check(duel(a, cards=CARDS, battlefields=[bf("bf1", "B", u("Wall", "e", "B")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "g", "targets": ["p"]}, *RESOLVE,
        *attack(["p"]), {"expect": {"zone": {"p": "trash"}, "chain": [], "xp": {"A": 0}}}]))
    check(duel(a, BOUNCER, cards=CARDS, battlefields=[bf("bf1"), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "g", "targets": ["p"]}, *bounced("p"),
        {"expect": {"zone": {"p": "hand"}, "chain": []}}]))


# -- legends -----------------------------------------------------------------------------

def test_khazix_voidreaver() -> None:
    """Kha'Zix, Voidreaver: "When you win a combat, gain 1 XP. Spend 1 XP, [E]: [Buff] a unit. Spend 2 XP, [E]:
    Move an exhausted friendly unit from a battlefield to its base." - a win: 1 XP; Buff with 1 XP; the move
    only for an exhausted friendly unit at a battlefield, and not without 2 XP."""
    legend = "Kha'Zix, Voidreaver"
    check(duel({"legend": legend, "base": [u("Ogre", "o", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], steps=[
        *attack(["o"]), {"expect": {"chain": [f"{legend} (win_combat)"]}}, *RESOLVE,
        {"expect": {"xp": {"A": 1}}},
        {"act": "activate", "by": "A", "source": legend, "ability": 0, "targets": ["o"]}, *RESOLVE,
        {"expect": {"xp": {"A": 0}, "might": {"o": 5}, "exhausted": {legend: True}}}]))
    check(duel({"legend": legend, "xp": 2, "base": [u("Pup", "home", "A", exhausted=True)]}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Ogre", "o", "A", exhausted=True), u("Pup", "r", "A")),
                             bf("bf2", "B", u("Pup", "e", "B", exhausted=True))], steps=[
        {"act": "activate", "by": "A", "source": legend, "ability": 1, "targets": ["r"], "expect_error": True},
        {"act": "activate", "by": "A", "source": legend, "ability": 1, "targets": ["home"], "expect_error": True},
        {"act": "activate", "by": "A", "source": legend, "ability": 1, "targets": ["e"], "expect_error": True},
        {"act": "activate", "by": "A", "source": legend, "ability": 1, "targets": ["o"]}, *RESOLVE,
        {"expect": {"zone": {"o": "base", "r": "bf1"}, "xp": {"A": 0}}}]))
    check(duel({"legend": legend, "xp": 1}, cards=CARDS, battlefields=[bf("bf1", "A", u("Ogre", "o", "A", exhausted=True)),
                                                                       bf("bf2")], steps=[
        {"act": "activate", "by": "A", "source": legend, "ability": 1, "targets": ["o"], "expect_error": True}]))


# -- battlefields ---------------------------------------------------------------------------

def test_valley_of_idols() -> None:
    """Valley of Idols: "When a player plays a unit here, they may pay [1] to [Buff] it." - the "may" and its cost
    settled as the trigger is finalized (Unleashed FAQ, ruling 353); paid: a buff; declined: none and the Energy kept; a unit played elsewhere: no trigger; the ability is the player's who played the unit
    (B's on B's turn)."""
    a = {"hand": [{"card": "Pup", "as": "h"}, {"card": "Pup", "as": "h2"}, {"card": "Pup", "as": "h3"}],
         "runes": ["Fury Rune"] * 3}
    bfs = [bf("bf1", "A", u("Pup", "p", "A"), card="Valley of Idols"), bf("bf2", "A", u("Pup", "q", "A"))]
    check(duel(a, cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "h2", "to": "bf2"}, {"expect": {"chain": []}},
        {"act": "play", "by": "A", "card": "h", "to": "bf1"}, {"expect": {"pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}}, {"expect": {"chain": ["Valley of Idols (unit_played_here)"]}},
        *RESOLVE, {"expect": {"might": {"h": 3, "p": 2}}},
        {"act": "play", "by": "A", "card": "h3", "to": "bf2", "expect_error": True}]))  # 3 runes: h2, h, [1] paid
    check(duel(a, cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "h", "to": "bf1"}, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"chain": [], "might": {"h": 2}}}, {"act": "play", "by": "A", "card": "h3", "to": "bf2"}]))
    check(duel({}, {"hand": [{"card": "Pup", "as": "h"}], "runes": ["Fury Rune"] * 2}, cards=CARDS, turn=B_TURN,
               battlefields=[bf("bf1", "B", u("Pup", "p", "B"), card="Valley of Idols"), bf("bf2")], steps=[
        {"act": "play", "by": "B", "card": "h", "to": "bf1"},
        {"expect": {"pending": {"player": "B", "kind": "may"}}}, {"act": "choose", "by": "B", "choice": {"yes": True}},
        {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"}, {"expect": {"might": {"h": 3}}}]))


def test_abandoned_hall() -> None:
    """Abandoned Hall: "When a player plays a spell, they may give a unit they control here +1 [M] this turn." -
    A plays a spell: A may choose a unit of theirs here (not one elsewhere), or none; B plays one with no unit of
    theirs here: B's ability has nothing to choose and does nothing."""
    a = {"hand": [{"card": "Nothing", "as": "n"}], "base": [u("Pup", "home", "A")]}
    bfs = [bf("bf1", "A", u("Pup", "p", "A"), card="Abandoned Hall"), bf("bf2", "A", u("Pup", "q", "A"))]
    check(duel(a, cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "n"}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["home"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["q"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["p"]}}, *RESOLVE,
        {"expect": {"might": {"p": 3, "q": 2}, "chain": []}}]))
    check(duel(a, cards=CARDS, battlefields=bfs, steps=[
        {"act": "play", "by": "A", "card": "n"}, *RESOLVE, {"act": "choose", "by": "A", "choice": {"targets": []}},
        *RESOLVE, {"expect": {"might": {"p": 2}, "chain": []}}]))
    check(duel({}, {"hand": [{"card": "Nothing", "as": "bn"}]}, cards=CARDS, turn=B_TURN, battlefields=bfs, steps=[
        {"act": "play", "by": "B", "card": "bn"}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"pending": None, "chain": ["Abandoned Hall (player_plays_spell)"]}},
        {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"}, {"expect": {"chain": [], "might": {"p": 2}}}]))


def test_dusk_rose_lab() -> None:
    """Dusk Rose Lab: "At the start of your Beginning Phase, you may kill a unit you control here to draw 1. (This
    happens before scoring.)" - a unit killed: draw 1, then the hold is scored with the unit left; none chosen: no
    kill, no draw; not a unit in base; the opponent's Beginning Phase: nothing."""
    hold = {"player": "A", "phase": "beginning", "number": 3}
    a = {"base": [u("Pup", "home", "A")], "deck": [{"card": "Pup", "as": "top"}, "Pup", "Pup"]}
    bfs = [bf("bf1", "A", u("Pup", "p", "A"), u("Ogre", "o", "A"), card="Dusk Rose Lab"), bf("bf2")]
    check(duel(a, cards=CARDS, turn=hold, battlefields=bfs, steps=[
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["home"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["p"]}}, *RESOLVE,
        {"expect": {"zone": {"p": "trash", "o": "bf1", "top": "hand"}, "points": {"A": 1}, "controller": {"bf1": "A"}}}]))
    check(duel(a, cards=CARDS, turn=hold, battlefields=bfs, steps=[
        {"act": "choose", "by": "A", "choice": {"targets": []}}, *RESOLVE,
        {"expect": {"zone": {"p": "bf1", "top": "hand"}, "count": {"A": {"hand": 1}}, "points": {"A": 1}}}]))
    check(duel(a, cards=CARDS, turn={"player": "B", "phase": "beginning", "number": 4}, battlefields=bfs, steps=[
        {"expect": {"pending": None, "chain": []}}]))


# -- the bot -------------------------------------------------------------------------------

SPELLS_FOR_COMBAT = {"Grim Resolve"}  # B's Ogre attacks A's Ogre: +3 [M] wins the combat
BOT_NEVER_PLAYS: set[str] = set()
PLAYABLE = [pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=f"the bot doesn't value {n} (game/bot)"))
            if n in BOT_NEVER_PLAYS else n
            for n in sorted(LAST) if default_catalog().find(n).type not in ("battlefield", "legend")]


@pytest.mark.parametrize("card", PLAYABLE)
def test_the_bot_plays_the_card_and_answers_its_decisions(card: str) -> None:
    """The bot plays each card of this slice in a position where it may help, answering the decisions it
    raises; every action it takes is legal."""
    sc = in_combat(card, attacker="Ogre") if card in SPELLS_FOR_COMBAT else bot_position(card, xp=11)
    taken = _bot_turn(sc)
    x = sc.obj("x")
    assert any(a.kind == "play" and a.card == x for a in taken), \
        f"the bot never played {card}: {[(a.kind, a.card) for a in taken]}"


def _bot_answers(sc: Scenario, kind: str) -> None:
    """The bot plays A's turn from here; the decision `kind` the battlefield raises comes up and every answer is
    legal (apply raises otherwise)."""
    seen: list[str] = []
    turn = sc.st.turn_number
    for _ in range(80):
        if sc.st.turn_number != turn or sc.st.over:
            break
        if sc.st.pending is not None:
            seen.append(sc.st.pending.kind)
        seat = sc.st.pending.player if sc.st.pending is not None else sc.st.priority
        sc.st, _ = apply(sc.st, choose_action(sc.st, seat, random.Random(0)))
    assert kind in seen, seen


def test_the_bot_answers_the_battlefields_decisions() -> None:
    """Valley of Idols ("may pay [1]"), Abandoned Hall (a unit here, or none) and Dusk Rose Lab (kill a unit here, or
    none): the bot answers each."""
    hand = [{"card": "Pup", "as": "h"}, {"card": "Nothing", "as": "n"}]
    for card, kind, turn, first in (
            ("Valley of Idols", "may", None, "h"), ("Abandoned Hall", "choose_targets", None, "n"),
            ("Dusk Rose Lab", "choose_targets", {"player": "A", "phase": "beginning", "number": 3}, None)):
        sc = Scenario(duel({"hand": hand, "runes": ["Fury Rune"] * 4, "deck": ["Pup"] * 3}, cards=CARDS, turn=turn,
                           battlefields=[bf("bf1", "A", u("Pup", "p", "A"), u("Ogre", "o", "A"), card=card), bf("bf2")]))
        if first is not None:  # A plays the unit to bf1 (the spell) itself; the bot takes it from there
            to = {"to": 0} if first == "h" else {}
            sc.st, _ = apply(sc.st, Action("play", 0, card=sc.obj(first), **to))
        _bot_answers(sc, kind)
