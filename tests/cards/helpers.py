"""Run a scenario given as a dict and fail with its messages."""

from __future__ import annotations

from typing import Any

from game.scenarios.runner import Scenario, run_data

RUNES4 = ["Fury Rune"] * 4


def check(data: dict[str, Any]) -> None:
    result = run_data(data)
    assert result.ok, "\n".join(str(f) for f in result.failures)


def duel(a: dict[str, Any], b: dict[str, Any] | None = None, steps: list[Any] | None = None,
         battlefields: list[Any] | None = None, cards: dict[str, Any] | None = None,
         turn: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"name": "card test", "cards": cards or {}, "players": [{"name": "A", **a}, {"name": "B", **(b or {})}],
            "battlefields": battlefields or [{"as": "bf1"}, {"as": "bf2"}],
            "turn": turn or {"player": "A", "phase": "main", "number": 3}, "steps": steps or []}


def bot_turn(sc: Scenario, actions: int = 80) -> list[Any]:
    """The bot plays both seats until the turn ends (or `actions` run out); every action it takes must be legal
    (apply raises otherwise), the decisions its cards raise included. Returns the actions taken."""
    import random

    from game.bot import choose_action
    from game.engine import apply

    taken: list[Any] = []
    turn = sc.st.turn_number
    while len(taken) < actions and sc.st.turn_number == turn and not sc.st.over:
        seat = sc.st.pending.player if sc.st.pending is not None else sc.st.priority
        action = choose_action(sc.st, seat, random.Random(0))
        sc.st, _ = apply(sc.st, action)
        taken.append(action)
    return taken
