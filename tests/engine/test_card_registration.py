"""The card modules sit on top of the engine: the engine never imports them, and a game run without
registering them fails loudly instead of calling every scripted card unimplemented."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.engine import default_catalog
from game.engine.read import scripts

ENGINE = Path(__file__).resolve().parents[2] / "game" / "engine"


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    out: set[str] = set()
    for node in ast.walk(tree):  # function-level imports too
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            out.add(node.module)
    return out


def test_the_engine_imports_nothing_of_the_card_modules_or_django() -> None:
    found = {f"{p.name}: {m}" for p in ENGINE.rglob("*.py") for m in imported_modules(p)
             if m == "game.cards" or m.startswith(("game.cards.", "django"))}
    assert not found


def test_a_game_without_registered_cards_fails_loudly(monkeypatch) -> None:
    card = default_catalog().find("Jinx, Rebel")
    assert scripts.is_implemented(card)  # registered by the game app as Django started
    monkeypatch.setattr(scripts, "_SCRIPTS", {})
    with pytest.raises(RuntimeError, match="no card scripts are registered"):
        scripts.is_implemented(card)
