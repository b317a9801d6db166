"""Run a scenario given as a dict and fail with its messages."""

from __future__ import annotations

from typing import Any

from game.scenarios.runner import run_data

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
