"""Hints (issue 13.2): the bot's suggestion for a player, with a reason, from the player's view only."""

from __future__ import annotations

import random

from game.bot.board import BASE, Board, Unit
from game.bot.hints import reason, suggest
from game.engine import Action, apply, legal_actions
from tests.engine.randomplay import actor, pick

from .helpers import start
from .test_privacy import disguise


def _board(points: int = 0, controller: int = -1, enemies: list[Unit] | None = None) -> Board:
    st = start("duel", 1, True)
    unit = next(d for d in st.table.defs.values() if d.type == "unit" and d.might >= 3)
    view = {"players": [{"points": points}, {"points": 0}], "victory_score": 8,
            "battlefields": [{"card": {"name": "The Grand Plaza"}}], "pending": None}
    units = {1: Unit(id=1, card=unit.key, controller=0, where=BASE, might=unit.might)}
    for u in enemies or []:
        units[u.id] = u
    return Board(seat=0, view=view, table=st.table, units=units, friends=frozenset({0}), enemies=[1], hand=[],
                 bf_controller=[controller], facedown=[[]])


def test_a_move_to_an_empty_battlefield_takes_it_and_says_when_that_wins():
    move = Action("move", 0, units=[1], to=0)
    assert reason(_board(), move) == "takes The Grand Plaza (bf 1) unopposed: conquering it scores a point"
    assert reason(_board(points=7), move).endswith("Lethal: that point wins the game")
    assert reason(_board(controller=0), move) == "holds The Grand Plaza (bf 1) with more Might"


def test_a_move_into_enemies_names_the_fight():
    small = Unit(id=2, card="", controller=1, where=0, might=1)
    won = reason(_board(enemies=[small]), Action("move", 0, units=[1], to=0))
    assert won.startswith("wins the fight: your Might") and "against their 1 at The Grand Plaza (bf 1)" in won
    assert "killing a hidden card" in won
    big = Unit(id=3, card="", controller=1, where=0, might=9)
    assert reason(_board(enemies=[big]), Action("move", 0, units=[1], to=0)).startswith("contests The Grand Plaza (bf 1)")


def test_passing_and_ending_the_turn_have_reasons():
    assert "keeping your cards" in reason(_board(), Action("pass", 0))
    assert "nothing left" in reason(_board(), Action("end_turn", 0))


def test_a_suggestion_is_legal_and_ignores_hidden_information():
    st = start("duel", 6, True)
    others = sorted({d.name for d in st.table.defs.values() if d.type in ("unit", "spell")})
    rnd = random.Random(6)
    compared = 0
    for step in range(250):
        if st.over:
            break
        seat = actor(st)
        if seat == 0:
            hint = suggest(st, 0)
            legal = legal_actions(st, 0)
            assert hint.action in legal or hint.action.kind == "move"
            assert hint.reason
            assert suggest(disguise(st, 0, random.Random(step), others), 0) == hint, f"the hint changed at step {step}"
            compared += 1
        st, _ = apply(st, pick(st, rnd))
    assert compared >= 40
