"""The bot's reading of spells where other players choose (game/bot/each_player.py): what each player is
expected to give up, and the worth of the spell to the seat that casts it."""

from __future__ import annotations

from typing import Any

import game.cards  # noqa: F401  (the card scripts)
from game.bot import plays
from game.bot.board import build
from game.engine.loop.legal import legal_actions
from game.engine.read.view import view
from game.scenarios.runner import Scenario
from tests.cards.helpers import duel
from tests.cards.test_origins import bf, u

CARDS: dict[str, Any] = {"Mite": {"type": "unit", "might": 1, "cost": 1}, "Pup": {"type": "unit", "might": 2, "cost": 1},
                         "Ogre": {"type": "unit", "might": 5, "cost": 1}}
RUNES = {"hand": [], "runes": ["Order Rune"] * 6 + ["Chaos Rune"] * 3 + ["Fury Rune"] * 3, "deck": [{"card": "Pup"}] * 5}


def worth(card: str, mine: list[dict[str, Any]], theirs: list[dict[str, Any]], b_hand: int = 0) -> float:
    """What the bot thinks casting `card` gains for A, with these units in A's and B's bases."""
    sc = Scenario(duel({**RUNES, "hand": [{"card": card, "as": "x"}], "base": mine},
                       {"base": theirs, "hand": [{"card": "Pup"}] * b_hand, "deck": [{"card": "Pup"}] * 5},
                       battlefields=[bf("bf1"), bf("bf2")], cards=CARDS))
    board = build(view(sc.st, 0), sc.st.table, 0)
    play = next(a for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == sc.obj("x"))
    option = plays.evaluate(board, play)
    assert option is not None
    return option.value


def test_cull_the_weak_is_worth_it_only_when_the_opponent_loses_more() -> None:
    """"Each player kills one of their units": each is expected to kill their weakest."""
    behind = worth("Cull the Weak", [], [u("Ogre", "e", "B")])
    even = worth("Cull the Weak", [u("Pup", "m", "A")], [u("Pup", "e", "B")])
    ahead = worth("Cull the Weak", [u("Pup", "m", "A"), u("Ogre", "m2", "A")], [u("Pup", "e", "B"), u("Ogre", "e2", "B")])
    worse = worth("Cull the Weak", [u("Ogre", "m", "A")], [u("Pup", "e", "B")])
    assert behind > 3 > even == ahead
    assert worse < even


def test_kings_edict_kills_the_unit_the_opponent_gives_up() -> None:
    """In a Duel the opponent must choose one of its own units: it gives up its weakest."""
    assert worth("King's Edict", [], [u("Ogre", "e", "B"), u("Pup", "e2", "B")]) < \
        worth("King's Edict", [], [u("Ogre", "e", "B"), u("Ogre", "e2", "B")])


def test_invert_timelines_is_worth_more_the_more_the_opponent_holds() -> None:
    """"Each player discards their hand, then draws 4": A's hand is empty; B loses what it holds beyond 4."""
    assert worth("Invert Timelines", [], [], b_hand=7) > worth("Invert Timelines", [], [], b_hand=1)


def test_shakedown_reads_the_mode_its_targets_controller_would_choose() -> None:
    """"Deal 6 to it unless its controller has you draw 2": B lets a small unit die, not a big one."""
    small = worth("Shakedown", [], [u("Mite", "e", "B")])
    big = worth("Shakedown", [], [u("Ogre", "e", "B")])
    assert big > small  # B lets its 1 [M] Mite die; for its Ogre it rather gives A two cards
