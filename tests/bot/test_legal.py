"""The bot only ever answers with legal actions, in every mode, with test decks and real decks, and its
heuristics don't fail."""

from __future__ import annotations

import random

import pytest

from game.bot import choose_action, policy
from game.engine import apply, legal_actions
from tests.engine.randomplay import actor

from .helpers import random_positions


@pytest.fixture(autouse=True)
def strict(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(policy, "STRICT", True)  # a failing heuristic fails the test, not the fallback


CASES = [("duel", 1, False), ("duel", 2, False), ("duel", 5, False), ("ffa3", 3, False), ("ffa4", 4, False),
         ("2v2", 6, False), ("duel", 1, True), ("duel", 2, True), ("ffa3", 3, True), ("ffa4", 4, True),
         ("2v2", 5, True)]


@pytest.mark.parametrize(("mode", "seed", "real"), CASES)
def test_bot_actions_are_legal(mode: str, seed: int, real: bool) -> None:
    checked = 0
    for st in random_positions(mode, seed, real=real):
        p = actor(st)
        legal = legal_actions(st, p)
        action = choose_action(st, p, random.Random(seed))
        assert action.player == p
        assert action.kind not in ("concede", "invite")
        runes = set(st.players[p].runes)
        assert not (action.kind == "activate" and action.card in runes), "rune abilities are left to payments"
        assert policy.is_allowed(action, legal), action
        apply(st, action)  # raises IllegalAction if the engine refuses it
        checked += 1
    assert checked >= 20


def test_combined_move_must_be_listed_unit_by_unit() -> None:
    from game.engine import Action

    legal = [Action("move", 0, units=[5], to=1), Action("move", 0, units=[6], to=1), Action("end_turn", 0)]
    assert policy.is_allowed(Action("move", 0, units=[5, 6], to=1), legal)
    assert not policy.is_allowed(Action("move", 0, units=[5, 7], to=1), legal)
    assert not policy.is_allowed(Action("move", 0, units=[5, 5], to=1), legal)
    assert not policy.is_allowed(Action("pass", 0), legal)


def test_fallback_is_a_safe_legal_action(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(policy, "STRICT", False)

    def broken(*_: object) -> None:
        raise RuntimeError("heuristic bug")

    monkeypatch.setattr(policy, "decide", broken)
    for st in random_positions("duel", 9, every=7, limit=150):
        p = actor(st)
        action = choose_action(st, p, random.Random(0))
        assert action in legal_actions(st, p)
        assert action.kind in ("choose", "pass", "end_turn")
