"""The bot's reading of units moved by spells and abilities (game/bot/moves_by_effect.py)."""

from __future__ import annotations

from typing import Any

import game.cards  # noqa: F401  (the card scripts)
from game.bot import plays
from game.bot.board import build
from game.bot.pending import destination_score
from game.engine.loop.legal import legal_actions
from game.engine.read.view import view
from game.scenarios.runner import Scenario
from tests.cards.helpers import duel
from tests.cards.test_origins import bf, u

CARDS: dict[str, Any] = {"Pup": {"type": "unit", "might": 2, "cost": 1}, "Ogre": {"type": "unit", "might": 5, "cost": 1}}
RUNES = ["Body Rune"] * 6 + ["Calm Rune"] * 6


def position(mine_at_bf1: list[dict[str, Any]], theirs_at_bf1: list[dict[str, Any]], base: list[dict[str, Any]],
             hand: str = "Charm") -> Scenario:
    return Scenario(duel({"hand": [{"card": hand, "as": "x"}], "runes": RUNES, "base": base, "deck": [{"card": "Pup"}] * 3},
                         {"deck": [{"card": "Pup"}] * 3},
                         battlefields=[bf("bf1", "B" if theirs_at_bf1 else None, *mine_at_bf1, *theirs_at_bf1), bf("bf2")],
                         cards=CARDS))


def best_value(sc: Scenario) -> tuple[float, dict[str, Any]]:
    board = build(view(sc.st, 0), sc.st.table, 0)
    options = [plays.evaluate(board, a) for a in legal_actions(sc.st, 0) if a.kind == "play" and a.card == sc.obj("x")]
    best = max((o for o in options if o is not None), key=lambda o: o.value)
    return best.value, best.action.options


def test_charm_is_worth_moving_an_enemy_off_the_battlefield_it_holds() -> None:
    """"Move an enemy unit": B's lone Pup holding bf1 is sent home (the hold lost) or into A's Ogre."""
    value, options = best_value(position([], [u("Pup", "e", "B")], [u("Ogre", "o", "A")]))
    assert value > 0 and options["move_to"] in ([-1], [1])


def test_a_move_into_a_lost_fight_is_worth_less_than_into_a_won_one() -> None:
    """Showstopper moves a friendly base unit to a battlefield (buffed first): a won fight beats a lost one."""
    won = best_value(position([], [u("Pup", "e", "B")], [u("Ogre", "o", "A")], hand="Showstopper"))[0]
    lost = best_value(position([], [u("Ogre", "e", "B")], [u("Pup", "o", "A")], hand="Showstopper"))[0]
    assert won > lost


def test_a_destination_decision_takes_the_unit_where_it_wins() -> None:
    """Asked where an effect moves its exhausted Ogre, the bot picks the battlefield with B's weak Pup."""
    sc = Scenario(duel({"base": [u("Ogre", "o", "A", exhausted=True)], "deck": [{"card": "Pup"}] * 3},
                       {"deck": [{"card": "Pup"}] * 3},
                       battlefields=[bf("bf1", "B", u("Ogre", "e1", "B"), u("Ogre", "e2", "B")),
                                     bf("bf2", "B", u("Pup", "e", "B"))], cards=CARDS))
    board = build(view(sc.st, 0), sc.st.table, 0)
    ogre = sc.obj("o")
    assert destination_score(board, ogre, 1) > destination_score(board, ogre, 0)
