"""Spiritforged cards that trigger when a player chooses an object as a target (`game/cards/spiritforged_choose.py`).
355.7: choosing is targeting, as a spell or ability is played or put on the chain; such a trigger goes on the
chain above it before anyone may respond, and doesn't depend on the spell resolving (riftboundfaq, Irelia,
Fervent); a repeated spell choosing it twice triggers twice (820.2.a)."""

from __future__ import annotations

from typing import Any

import pytest

from .helpers import check, duel
from .test_origins import RESOLVE, u
from .test_spiritforged_more import CARDS as MORE_CARDS
from .test_spiritforged_more import _bot_position, _bot_turn, passes

CARDS: dict[str, Any] = {
    **MORE_CARDS,
    "Pump": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
             "script": {"targets": [{"what": "unit"}], "effects": [["might", {"amount": 3, "to": "t0"}]]}},
    "Wand": {"type": "gear", "cost": 0, "script": {"abilities": [{"cost": {"exhaust": True}, "targets": [{"what": "unit"}],
                                                                "effects": [["might", {"amount": 1, "to": "t0"}]]}]}},
    "Tire": {"type": "spell", "cost": 0, "script": {"targets": [{"what": "legend"}],
                                                    "effects": [["exhaust", {"to": "t0"}]]}},
    "Waker": {"type": "spell", "cost": 0, "script": {"targets": [{"what": "unit"}], "effects": [["ready", {"to": "t0"}]]}},
}
B_TURN = {"player": "B", "phase": "main", "number": 4}


def test_jae_medarda() -> None:
    """"When you choose me with a spell, draw 1." - my spell: its trigger goes above the spell and resolves
    first; an ability choosing me: no; an opponent's spell: no."""
    a = {"base": [u("Jae Medarda", "j", "A"), {"card": "Wand", "as": "w"}], "hand": [{"card": "Pump", "as": "x"}],
         "deck": ["Filler"] * 3}
    check(duel(a, {"hand": [{"card": "Pump", "as": "y"}]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["j"]},
        {"expect": {"chain": ["Pump", "Jae Medarda (chosen)"]}}, *RESOLVE,
        {"expect": {"count": {"A": {"hand": 1}}, "chain": ["Pump"]}}, *RESOLVE,
        {"act": "activate", "by": "A", "source": "w", "targets": ["j"]}, {"expect": {"chain": ["Wand (ability)"]}},
        {"act": "pass", "by": "A"}, {"act": "play", "by": "B", "card": "y", "targets": ["j"]},
        {"expect": {"chain": ["Wand (ability)", "Pump"], "count": {"A": {"hand": 1}}}}]))


def test_irelia_fervent() -> None:
    """"[Deflect] When you choose or ready me, give me +1 [M] this turn." - chosen by my spell (twice with
    Repeat: twice) or my ability, readied from exhausted: +1 each; an opponent's spell (paying Deflect): no."""
    a = {"base": [u("Irelia, Fervent", "i", "A", exhausted=True), {"card": "Wand", "as": "w"}],
         "hand": [{"card": "Feral Strength", "as": "fs"}, {"card": "Waker", "as": "wk"}], "runes": ["Calm Rune"] * 4}
    check(duel(a, {"hand": [{"card": "Pump", "as": "y"}], "runes": ["Calm Rune"]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "fs", "targets": ["i", "i"], "options": {"repeat": 1}},
        {"expect": {"chain": ["Feral Strength", "Irelia, Fervent (chosen)", "Irelia, Fervent (chosen)"]}},
        *RESOLVE, *RESOLVE, *RESOLVE, {"expect": {"might": {"i": 4 + 2 + 4}}},
        {"act": "activate", "by": "A", "source": "w", "targets": ["i"]}, *RESOLVE, *RESOLVE,
        {"expect": {"might": {"i": 10 + 1 + 1}}},
        {"act": "play", "by": "A", "card": "wk", "targets": ["i"]}, *RESOLVE, *RESOLVE,  # chosen: +1; readied: +1
        {"expect": {"chain": ["Irelia, Fervent (ready_unit)"], "exhausted": {"i": False}}}, *RESOLVE,
        {"expect": {"might": {"i": 14}}}]))
    check(duel({"base": [u("Irelia, Fervent", "i", "A")]}, {"hand": [{"card": "Pump", "as": "y"}], "runes": ["Calm Rune"]},
               cards=CARDS, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "y", "targets": ["i"]}, {"expect": {"chain": ["Pump"]}}, *passes("B", "A"),
        {"expect": {"might": {"i": 7}}}]))


def test_spirit_wheel() -> None:
    """"When you choose a friendly unit, you may pay [1] and exhaust this to draw 1." - paid: exhausted, a card;
    declined: nothing; choosing an enemy unit: no trigger."""
    a = {"base": [{"card": "Spirit Wheel", "as": "s"}, u("Pup", "p", "A")], "hand": [{"card": "Pump", "as": "x"}],
         "runes": ["Chaos Rune"], "deck": ["Filler"] * 2}
    for yes in (True, False):
        check(duel(a, cards=CARDS, steps=[
            {"act": "play", "by": "A", "card": "x", "targets": ["p"]},
            {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": yes}},
            *(RESOLVE if yes else []),
            {"expect": {"exhausted": {"s": yes}, "count": {"A": {"hand": int(yes), "runes": 1}}}}]))
    check(duel(a, {"base": [u("Pup", "e", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["e"]}, {"expect": {"pending": None, "chain": ["Pump"]}}]))


def test_irelia_blade_dancer() -> None:
    """"When you choose a friendly unit, you may exhaust me and pay [A] to ready it. / When you conquer, you may
    pay [1] to ready me." - the chosen exhausted unit readied (it is no new choice); conquering: [1] readies
    the exhausted legend."""
    check(duel({"legend": "Irelia, Blade Dancer", "base": [u("Pup", "p", "A", exhausted=True)],
                "hand": [{"card": "Pump", "as": "x"}], "runes": ["Calm Rune"]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["p"]},
        {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"expect": {"exhausted": {"Irelia, Blade Dancer": True}, "chain": ["Pump", "Irelia, Blade Dancer (choose)"]}},
        *RESOLVE, {"expect": {"exhausted": {"p": False}}}]))
    check(duel({"legend": "Irelia, Blade Dancer", "base": [u("Pup", "p", "A")], "hand": [{"card": "Tire", "as": "t"}],
                "runes": ["Calm Rune"]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "t", "targets": ["Irelia, Blade Dancer"]}, *RESOLVE,
        {"act": "move", "by": "A", "units": ["p"], "to": "bf1"}, *RESOLVE,
        {"expect": {"controller": {"bf1": "A"}, "pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE,
        {"expect": {"exhausted": {"Irelia, Blade Dancer": False}, "count": {"A": {"runes": 1}}}}]))


def test_ezreal_prodigal_explorer() -> None:
    """"[E]: [Reaction] — Draw 1. Use only if you've chosen enemy units and/or gear twice this turn with spells
    or unit abilities." - once: refused; twice (two spells): usable; a gear's ability choosing one doesn't
    count."""
    a = {"legend": "Ezreal, Prodigal Explorer", "hand": [{"card": "Zap", "as": "z1"}, {"card": "Zap", "as": "z2"}],
         "base": [{"card": "Wand", "as": "w"}], "deck": ["Filler"] * 2}
    b = {"base": [u("Wall", "e", "B")]}
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "z1", "targets": ["e"]}, *RESOLVE,
        {"act": "activate", "by": "A", "source": "w", "targets": ["e"]}, *RESOLVE,
        {"act": "activate", "by": "A", "source": "Ezreal, Prodigal Explorer", "expect_error": True},
        {"act": "play", "by": "A", "card": "z2", "targets": ["e"]},
        {"act": "activate", "by": "A", "source": "Ezreal, Prodigal Explorer"},  # a Reaction, the Zap still there
        {"expect": {"exhausted": {"Ezreal, Prodigal Explorer": True}}}, *RESOLVE,
        {"expect": {"count": {"A": {"hand": 1}}, "chain": ["Zap"]}}]))


@pytest.mark.parametrize("card", ["Irelia, Fervent", "Jae Medarda", "Spirit Wheel"])
def test_the_bot_plays_the_card_and_answers_its_decisions(card: str) -> None:
    """The bot plays each of these cards (its triggers' `may` answered by the bot's usual rule)."""
    sc = _bot_position(card)
    taken = _bot_turn(sc)
    assert any(a.kind == "play" and a.card == sc.obj("x") for a in taken), [(a.kind, a.card) for a in taken]
