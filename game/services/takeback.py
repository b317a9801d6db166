"""Take-backs as the Tournament Rules allow them (TR 509; docs/rulings.md 705-707).

A player may take back their most recent action while nobody has acted since (509.3), the decision is
still theirs (nothing was handed to an opponent, who would then have to show their hand: 509.6), and
the action revealed nothing hidden to them (509.6, 509.7): no randomness was used (a shuffle, a random
pick), no card they could not see became visible to them (a draw, a look at a deck, an opponent's card),
no decision of theirs shows them one, and no event was written for their eyes only (except hiding their
own card). A pass, the end of a turn, a concession, a between-game answer and a take-back itself are
never taken back: each hands the table on. Runes exhausted or recycled for the action come back with
it (509.5.a): the whole table returns to what it was before the action.

The action log stays append-only: a take-back is one more stored action, `{"kind": "takeback"}` at its
own step, whose table is the one before the action it takes back, at the new step (`restored`).
Replays, restarts and spectators rebuild it from the log like any action (game.services.state); the
log says who took back what. A stale or duplicated take-back is refused by the step check like any
action ("the game moved on") and changes nothing.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from game.engine import Event, State
from game.engine.loop.match import Match as BestOf
from game.engine.loop.match import Table, between_games, decider, game_of
from game.engine.model.events import ALL
from game.engine.read.references import hidden_from

TAKEBACK = "takeback"
FINAL = ("pass", "end_turn", "concede", TAKEBACK)  # each hands the table on: never taken back
KEPT_PRIVATE = ("hide_card",)  # private lines about the player's own card: nothing new to them


def restored(before: Table, step: int) -> Table:
    """The table before the action taken back, at the take-back's new step (steps only grow)."""
    if isinstance(before, BestOf):
        return dataclasses.replace(before, step=step)
    st = before.clone()
    st.step = step
    return st


def _ids(value: Any) -> list[int]:
    if isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [value]
    if isinstance(value, (list, tuple)):
        return [i for v in value for i in _ids(v)]
    if isinstance(value, dict):
        return [i for v in value.values() for i in _ids(v)]
    return []


def revealed(before: State, after: State, seat: int, events: list[Event]) -> bool:
    """Whether the action showed `seat` something hidden from them before (509.6)."""
    if after.rng != before.rng:  # randomness was used: its outcome is new to everyone
        return True
    if any(e.to == seat and e.kind not in KEPT_PRIVATE for e in events):
        return True
    for oid in before.objs:
        if hidden_from(before, oid, seat) and oid in after.objs and not hidden_from(after, oid, seat):
            return True
    pending = after.pending
    if pending is not None and pending.player == seat:
        shown = _ids(pending.options) + _ids(pending.data.get("only")) + _ids(pending.data.get("groups"))
        return any(oid in after.objs and hidden_from(after, oid, seat) for oid in shown)
    return False


def refusal(before: Table, after: Table, seat: int, kind: str, events: list[Event]) -> str | None:
    """Why `seat`'s action of `kind` from `before` to `after` can't be taken back; None when it can."""
    if kind in FINAL:
        return "a pass, the end of a turn, a concession or a take-back can't be taken back"
    if between_games(before) or between_games(after) or kind not in ("play", "activate", "move", "hide", "choose",
                                                                      "invite"):
        return "only an action in a game can be taken back"
    game_before, game_after = game_of(before), game_of(after)
    next_game = isinstance(before, BestOf) and isinstance(after, BestOf) and len(after.games) != len(before.games)
    if game_before is None or game_after is None or game_after.over or next_game:
        return "an action that ended the game can't be taken back"
    if decider(after) != seat:
        return "the decision has passed to another player: the action stands (TR 509.6)"
    if revealed(game_before, game_after, seat, events):
        return "that action revealed hidden information: it stands (TR 509.6)"
    return None


def takeback_events(before: Table, seat: int, kind: str, taken: list[dict[str, Any]]) -> list[Event]:
    """The log line of a take-back, public: who took back what (the action's own public line, else its
    first public one: a rune paid for it says less)."""
    game = game_of(before)
    name = game.players[seat].name if game is not None else f"Seat {seat + 1}"
    public = [e for e in taken if e.get("to") == ALL]
    own = [e for e in public if e.get("kind") == kind] or public
    what = f": {own[0]['text']}" if own else ""
    return [Event(TAKEBACK, f"{name} takes back their last action{what}", ALL, {"player": seat})]
