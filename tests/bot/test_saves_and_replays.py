"""The bot's reading of saves (a unit healed and recalled instead of dying, spell damage prevented), units
played again or from the trash, and gear killed all at once (game/bot/imagine.py, game/bot/replays.py)."""

from __future__ import annotations

from typing import Any

import game.cards  # noqa: F401  (the card scripts)
from game.bot import plays
from game.bot.board import build
from game.bot.values import unit_value
from game.engine import Action, apply
from game.engine.loop.legal import legal_actions
from game.engine.read.view import view
from game.scenarios.runner import Scenario
from tests.cards.helpers import duel
from tests.cards.test_origins import bf, u

CARDS: dict[str, Any] = {
    "Pup": {"type": "unit", "might": 2, "cost": 1}, "Ogre": {"type": "unit", "might": 5, "cost": 1},
    "Relic": {"type": "gear", "cost": 3},
    "Doom": {"type": "spell", "cost": 0, "keywords": ["Action"],
             "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 6, "to": "t0"}]]}}}
RUNES = ["Body Rune"] * 3 + ["Chaos Rune"] * 3 + ["Fury Rune"] * 3 + ["Calm Rune"] * 3
DECK = [{"card": "Pup"}] * 4


def best(sc: Scenario) -> float:
    board = build(view(sc.st, 0), sc.st.table, 0)
    options = [plays.evaluate(board, a) for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == sc.obj("x")]
    return max(o.value for o in options if o is not None)


def threatened(card: str) -> Scenario:
    """B's turn: B's Doom (6 damage) aims at A's Ogre; A has `card` and priority."""
    sc = Scenario(duel({"hand": [{"card": card, "as": "x"}], "runes": RUNES, "deck": DECK, "base": [u("Ogre", "o", "A")]},
                       {"hand": [{"card": "Doom", "as": "d"}], "deck": DECK, "base": [u("Pup", "e", "B")]},
                       turn={"player": "B", "phase": "main", "number": 4}, cards=CARDS))
    sc.st, _ = apply(sc.st, Action("play", 1, card=sc.obj("d"), targets=[sc.obj("o")], pay="auto"))
    sc.st, _ = apply(sc.st, Action("pass", 1))
    return sc


def test_a_save_is_worth_the_unit_it_saves() -> None:
    for card in ("Highlander", "Unyielding Spirit", "Retreat"):
        assert best(threatened(card)) > 2.0, card


def test_the_harrowing_is_worth_the_unit_it_brings_back() -> None:
    def position(trash: list[dict[str, Any]]) -> Scenario:
        return Scenario(duel({"hand": [{"card": "The Harrowing", "as": "x"}], "runes": RUNES, "deck": DECK,
                              "trash": trash}, {"deck": DECK}, cards=CARDS))
    assert best(position([{"card": "Ogre"}])) > best(position([{"card": "Pup"}])) > 0


def test_killing_all_gear_is_worth_it_only_against_more_gear() -> None:
    def position(mine: int, theirs: int) -> Scenario:
        return Scenario(duel({"hand": [{"card": "Thermo Beam", "as": "x"}], "runes": RUNES, "deck": DECK,
                              "base": [{"card": "Relic"}] * mine}, {"deck": DECK, "base": [{"card": "Relic"}] * theirs},
                             battlefields=[bf("bf1"), bf("bf2")], cards=CARDS))
    assert best(position(0, 3)) > 0 > best(position(3, 0))


def test_taking_control_of_a_spell_saves_the_unit_and_turns_the_spell() -> None:
    """Mystic Reversal on B's Doom aimed at A's Ogre: the Ogre lives and the Doom, with new choices, hits B's
    best unit - worth more than the Ogre alone."""
    sc = threatened("Mystic Reversal")
    board = build(view(sc.st, 0), sc.st.table, 0)
    ogre = board.units[sc.obj("o")]
    assert best(sc) > unit_value(ogre)
