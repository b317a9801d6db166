"""Small helpers that build script data (see game/engine/effects.py and docs/cards.md)."""

from __future__ import annotations

from typing import Any

Step = list[Any]


def unit(where: str = "any", who: str = "any", **extra: Any) -> dict[str, Any]:
    """A target slot for a unit (`optional=True` for "up to")."""
    return {"what": "unit", "where": where, "who": who, **extra}


def spell_target() -> dict[str, Any]:
    return {"what": "spell"}


def do(verb: str, **params: Any) -> Step:
    return [verb, params]


def spell(*effects: Step, targets: list[dict[str, Any]] | None = None, **more: Any) -> dict[str, Any]:
    return {"targets": targets or [], "effects": list(effects), **more}


def trigger(*effects: Step, targets: list[dict[str, Any]] | None = None,
            cond: dict[str, Any] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"targets": targets or [], "effects": list(effects)}
    if cond is not None:
        out["if"] = cond
    return out


def on(name: str, *effects: Step, targets: list[dict[str, Any]] | None = None,
       cond: dict[str, Any] | None = None, **more: Any) -> dict[str, Any]:
    """A script with one trigger (and any other keys, e.g. `static`)."""
    return {"triggers": {name: trigger(*effects, targets=targets, cond=cond)}, **more}


def passive(**fields: Any) -> dict[str, Any]:
    """One passive ability: `might`, `keywords`, `to`, `if`, `cost_mod`, `bonus_damage`, ..."""
    return dict(fields)


FRIENDLY_UNITS = {"who": "friendly"}
