"""Small helpers that build script data (see game/engine/effects.py for the vocabulary)."""

from __future__ import annotations

from typing import Any

Step = list[Any]


def unit(where: str = "any", who: str = "any", **extra: Any) -> dict[str, Any]:
    return {"what": "unit", "where": where, "who": who, **extra}


def spell_target() -> dict[str, Any]:
    return {"what": "spell"}


def do(verb: str, **params: Any) -> Step:
    return [verb, params]


def spell(*effects: Step, targets: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {"targets": targets or [], "effects": list(effects)}


def on(trigger: str, *effects: Step, targets: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {"triggers": {trigger: {"targets": targets or [], "effects": list(effects)}}}
