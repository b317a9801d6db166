"""The bot values a modal spell ("Choose one", 355.3) by the mode its action chose: with nothing at the top of its
script it saw no worth in it and never played one."""

from __future__ import annotations

import random

from game.bot import choose_action
from game.engine import apply

from .helpers import scenario

EITHER = {"type": "spell", "cost": 1, "keywords": ["Action"],
          "script": {"modes": {"zap": {"targets": [{"what": "unit", "who": "enemy"}],
                                       "effects": [["deal", {"amount": 3, "to": "t0"}]]},
                               "nothing": {"effects": []}}}}


def test_the_bot_plays_a_modal_spell_for_the_mode_that_helps() -> None:
    sc = scenario({"cards": {"Either": EITHER},
                   "players": [{"name": "A", "hand": [{"card": "Either", "as": "x"}], "runes": ["Fury Rune"] * 2},
                               {"name": "B", "base": [{"card": "Pebble", "as": "e"}]}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    action = choose_action(sc.st, 0, random.Random(0))
    assert action.kind == "play" and action.card == sc.obj("x"), action
    assert action.options.get("mode") == "zap" and action.targets == [sc.obj("e")]
    sc.st, _ = apply(sc.st, action)
