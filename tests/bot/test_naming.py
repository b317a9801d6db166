"""The bot names (759-763) what the opponents' visible cards carry most, from its listed answers."""

from __future__ import annotations

import random

from game.bot import choose_action
from game.engine import Action, apply
from game.scenarios.runner import Scenario
from tests.cards.helpers import duel

ZAP = {"type": "spell", "cost": 0, "keywords": ["Reaction"],
       "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 1, "to": "t0"}]]}}
CARDS = {"Zap": ZAP, "Spark": ZAP, "Bolt": {**ZAP, "cost": 1}}


def _naming(their_trash: list[str]) -> Scenario:
    """A (the bot) plays Fallen Feline and names a spell; B's trash shows `their_trash`."""
    sc = Scenario(duel({"hand": [{"card": "Fallen Feline", "as": "cat"}], "runes": ["Order Rune"] * 2,
                        "deck": ["Spark", "Bolt"]},
                       {"trash": their_trash, "hand": ["Bolt"]}, cards=CARDS))
    sc.st, _ = apply(sc.st, Action("play", 0, card=sc.obj("cat"), pay="auto"))
    sc.st, _ = apply(sc.st, Action("pass", 0))
    sc.st, _ = apply(sc.st, Action("pass", 1))
    assert sc.st.pending is not None and sc.st.pending.kind == "name"
    return sc


def test_the_bot_names_the_spell_its_opponent_has_shown():
    sc = _naming(["Zap", "Spark", "Zap"])
    action = choose_action(sc.st, 0, random.Random(1))
    assert action.kind == "choose" and action.choice == {"name": "Zap"}  # seen twice; Spark once


def test_with_nothing_of_theirs_seen_the_bot_names_the_first_listed():
    sc = _naming([])
    action = choose_action(sc.st, 0, random.Random(1))
    assert action.choice == {"name": "Bolt"}  # the first of its own deck's spells, alphabetically
