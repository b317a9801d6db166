"""Loading a match's engine state: the latest snapshot plus the actions after it.

States are cached in-process by match id together with their step (the number of actions applied),
so the common case costs one query for the current step. The database is the truth: a cache entry
that is behind the stored actions is brought forward, and a missing one is rebuilt.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable

from game.engine import Action, State, apply, from_json, new_game
from game.engine.state import NO_PLAYER
from game.models import Match, MatchAction, Seat, Snapshot

SNAPSHOT_EVERY = 25

_cache: dict[int, State] = {}
_lock = threading.Lock()


class NotStarted(Exception):
    """The match has no game yet (it is still in the lobby)."""


def drop_cache(match_id: int | None = None) -> None:
    """Forget cached states (all of them, or one match's): what a server restart does."""
    with _lock:
        if match_id is None:
            _cache.clear()
        else:
            _cache.pop(match_id, None)


def remember(match_id: int, state: State) -> None:
    with _lock:
        old = _cache.get(match_id)
        if old is None or old.step <= state.step:
            _cache[match_id] = state


def decks_of(match: Match) -> list[dict]:
    seats = Seat.objects.filter(match=match).order_by("index")
    decks = []
    for seat in seats:
        deck = dict(seat.deck_list)
        if match.mode == "2v2":
            deck["team"] = seat.team
        decks.append(deck)
    return decks


def initial_state(match: Match) -> State:
    state, _ = new_game(decks_of(match), mode=match.mode, seed=match.seed)
    return state


def stored_step(match_id: int) -> int:
    last = MatchAction.objects.filter(match_id=match_id).order_by("-seq").values_list("seq", flat=True).first()
    return 0 if last is None else last + 1


def _replay(state: State, actions: Iterable[MatchAction]) -> State:
    for row in actions:
        if row.seq != state.step:
            raise RuntimeError(f"action log gap: expected step {state.step}, found {row.seq}")
        state, _ = apply(state, Action.from_data(row.payload))
    return state


def state_at(match: Match, step: int | None = None, use_snapshots: bool = True) -> State:
    """The state after `step` actions (default: all stored), from the nearest snapshot or the seed."""
    if match.status == "lobby":
        raise NotStarted(f"match {match.pk} has not started")
    snaps = Snapshot.objects.filter(match=match)
    if step is not None:
        snaps = snaps.filter(seq__lte=step)
    snap = snaps.order_by("-seq").first() if use_snapshots else None
    state = from_json(snap.state) if snap else initial_state(match)
    actions = MatchAction.objects.filter(match=match, seq__gte=state.step).order_by("seq")
    if step is not None:
        actions = actions.filter(seq__lt=step)
    return _replay(state, actions)


def load_state(match: Match) -> State:
    """The current state of a started match."""
    step = stored_step(match.pk)
    with _lock:
        cached = _cache.get(match.pk)
    if cached is not None and cached.step == step:
        return cached
    if cached is not None and cached.step < step:
        state = _replay(cached, MatchAction.objects.filter(match=match, seq__gte=cached.step).order_by("seq"))
    else:
        state = state_at(match)
    remember(match.pk, state)
    return state


def decider(state: State) -> int:
    """The seat whose decision the game waits for (NO_PLAYER when it is over)."""
    if state.over:
        return NO_PLAYER
    if state.pending is not None:
        return state.pending.player
    return state.priority
