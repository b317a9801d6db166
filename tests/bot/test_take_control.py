"""The bot imagines "take control of it" (190): the unit becomes the effect's controller's, so a spell that takes an
enemy unit is worth playing (it imagined the step as changing nothing)."""

from __future__ import annotations

from game.bot.board import build
from game.bot.imagine import apply_steps
from game.engine import view

from .helpers import scenario


def test_taking_control_moves_the_unit_to_the_effects_controller() -> None:
    sc = scenario({"players": [{"name": "A"}, {"name": "B", "base": [{"card": "Pebble", "as": "e"}]}],
                   "turn": {"player": "A", "phase": "main", "number": 3}})
    board = build(view(sc.st, 0), sc.st.table, 0)
    e = sc.obj("e")
    assert board.units[e].controller == 1
    apply_steps(board, [["take_control", {"to": "t0"}]], [e], -1, 0)
    assert board.units[e].controller == 0
