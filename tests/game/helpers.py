"""Helpers for match tests: a simple legal action for whoever must decide."""

from __future__ import annotations

from game.engine import Action, State, legal_actions
from game.services import decider


def simple_action(state: State) -> tuple[int, Action]:
    """(seat, action): keep the hand, pass or end the turn, else the first legal non-concede action."""
    seat = decider(state)
    actions = [a for a in legal_actions(state, seat) if a.kind != "concede"]
    for kind in ("choose", "pass", "end_turn"):
        for action in actions:
            if action.kind == kind:
                return seat, action
    return seat, actions[0]


def payload(action: Action) -> dict:
    data = action.to_data()
    data.pop("player", None)
    return data
