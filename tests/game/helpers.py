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


def bot_table(owner, others, mode: str, seats: int, best_of: int = 1):
    """A started match of `mode`: `owner` in seat 0 and bots in the others, four demo decks with four
    different legends (so 2v2 teammates never share one). A 2v2 table is casual: one of the four is
    the Starter Master Yi deck, banned in 2v2 Standard (ban list of 2026-07-24)."""
    from decks.models import Deck
    from game.services import create_match
    from game.services.lobby import add_bot

    decks = [Deck.objects.filter(owner=o).order_by("name")[i] for i in (0, 1) for o in (owner, others)]
    match = create_match(owner, mode, decks[0], others=["open"] * (seats - 1), best_of=best_of,
                         deck_format="casual" if mode == "2v2" else "standard")
    for deck in decks[1:seats]:
        add_bot(match, owner, deck)
    match.refresh_from_db()
    return match
