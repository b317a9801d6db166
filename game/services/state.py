"""Loading a match's table from the database: the latest snapshot plus the actions after it.

A match plays a `Table` (game.engine.loop.match): one game's `State`, or a best-of `Match` whose step
counts every action of every game; the engine's `apply_table`, `legal_table`, `decider` and `game_of`
work on both, so nothing here asks which it is. Tables are kept in-process by match id with their
step (game.live.states), so the common case costs one query for the current step. The database is the
truth: a kept table that is behind the stored actions is brought forward, and a missing one is rebuilt.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.engine import Action, Event, new_game
from game.engine.loop.match import (
    Table,
    apply_table,
    decider,
    game_of,
    legal_table,
    new_match,
    table_from_json,
    table_to_json,
)
from game.live.states import cached_state, remember
from game.live.states import drop as drop_cache
from game.models import Match, MatchAction, Seat, Snapshot
from game.services.takeback import TAKEBACK, restored

__all__ = [
    "SNAPSHOT_EVERY", "NotStarted", "Table", "apply_table", "cached_state", "deal", "decider", "decks_of",
    "drop_cache", "game_of", "initial_state", "legal_table", "load_state", "remember", "state_at", "stored_step",
    "table_from_json", "table_to_json",
]

SNAPSHOT_EVERY = 25


class NotStarted(Exception):
    """The match has no game yet (it is still in the lobby)."""


def decks_of(match: Match) -> list[dict]:
    seats = Seat.objects.filter(match=match).order_by("index")
    decks = []
    for seat in seats:
        deck = dict(seat.deck_list)
        if match.mode == "2v2":
            deck["team"] = seat.team
        decks.append(deck)
    return decks


def deal(match: Match) -> tuple[Table, list[Event]]:
    """The table at step 0 dealt from the match's seed and setup version, with the game's setup events
    (a series deals its first game later, after the battlefields: none yet); a sandbox match's table
    is its position."""
    if match.scenario:
        from game.services.sandbox import build, position_of

        st = build(position_of(match))
        st.rules = match.rules_version
        return st, []
    if match.is_series:  # the first game is dealt later, after the battlefields
        return new_match(decks_of(match), match.seed, match.best_of, match.setup_version, match.rules_version), []
    return new_game(decks_of(match), mode=match.mode, seed=match.seed, setup_version=match.setup_version,
                    rules=match.rules_version)


def initial_state(match: Match) -> Table:
    return deal(match)[0]


def stored_step(match_id: int) -> int:
    last = MatchAction.objects.filter(match_id=match_id).order_by("-seq").values_list("seq", flat=True).first()
    return 0 if last is None else last + 1


def _replay(state: Table, actions: Iterable[MatchAction]) -> Table:
    """Apply stored actions in order. A take-back (game.services.takeback) restores the table before
    the action it takes back, at its own new step: the one kept from this replay, else read again."""
    previous: Table | None = None
    for row in actions:
        if row.seq != state.step:
            raise RuntimeError(f"action log gap: expected step {state.step}, found {row.seq}")
        if row.payload.get("kind") == TAKEBACK:
            before = previous if previous is not None and previous.step == row.seq - 1 else None
            if before is None:  # the replay began after that action (a snapshot, a kept state)
                before = state_at(Match.objects.get(pk=row.match_id), row.seq - 1)
            state, previous = restored(before, row.seq + 1), None
            continue
        previous = state
        state, _ = apply_table(state, Action.from_data(row.payload))
    return state


def state_at(match: Match, step: int | None = None, use_snapshots: bool = True) -> Table:
    """The state after `step` actions (default: all stored), from the nearest snapshot or the seed."""
    if match.status == "lobby":
        raise NotStarted(f"match {match.pk} has not started")
    snaps = Snapshot.objects.filter(match=match)
    if step is not None:
        snaps = snaps.filter(seq__lte=step)
    snap = snaps.order_by("-seq").first() if use_snapshots else None
    state = table_from_json(snap.state) if snap else initial_state(match)
    actions = MatchAction.objects.filter(match=match, seq__gte=state.step).order_by("seq")
    if step is not None:
        actions = actions.filter(seq__lt=step)
    return _replay(state, actions)


def load_state(match: Match, expect: int | None = None) -> Table:
    """The current state of a started match. `expect`: the step an action was sent from; a cached
    state of that step is used without reading the stored step (an action stored meanwhile by
    another process makes the write fail on the unique (match, seq) pair, and the cache is dropped)."""
    cached = cached_state(match.pk)
    if expect is not None and cached is not None and cached.step == expect:
        return cached
    step = stored_step(match.pk)
    if cached is not None and cached.step == step:
        return cached
    if cached is not None and cached.step < step:
        state = _replay(cached, MatchAction.objects.filter(match=match, seq__gte=cached.step).order_by("seq"))
    else:
        state = state_at(match)
    remember(match.pk, state)
    return state
