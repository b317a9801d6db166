"""Loading a match's engine state: the latest snapshot plus the actions after it.

States are cached in-process by match id (the `KEPT_STATES` most recently used) with their step
(the number of actions applied), so the common case costs one query for the current step. The database is the truth: a cache entry
that is behind the stored actions is brought forward, and a missing one is rebuilt.

A best-of match (`Match.best_of > 1`) is a `Series` (game.services.series) rather than one game's
`State`; `Table` is either, and `apply_to`, `legal_for`, `decider` and `game_of` work on both.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Iterable

from game.engine import Action, Event, State, apply, from_json, legal_actions, new_game, to_json
from game.engine.model.state import NO_PLAYER
from game.models import Match, MatchAction, Seat, Snapshot
from game.services.series import (
    Series,
    new_series,
    series_apply,
    series_decider,
    series_from_text,
    series_legal,
    series_to_text,
)

Table = State | Series

SNAPSHOT_EVERY = 25
KEPT_STATES = 2048  # matches whose state a process keeps (least recently used dropped first)

_cache: OrderedDict[int, Table] = OrderedDict()
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


def cached_state(match_id: int) -> Table | None:
    """The in-process state of a match, whatever its step (no database access)."""
    with _lock:
        return _cache.get(match_id)


def remember(match_id: int, state: Table) -> None:
    with _lock:
        old = _cache.get(match_id)
        if old is None or old.step <= state.step:
            _cache[match_id] = state
            _cache.move_to_end(match_id)
            while len(_cache) > KEPT_STATES:
                _cache.popitem(last=False)


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
    if match.is_series:
        return new_series(decks_of(match), match.seed, match.best_of, match.setup_version, match.rules_version), []
    return new_game(decks_of(match), mode=match.mode, seed=match.seed, setup_version=match.setup_version,
                    rules=match.rules_version)


def initial_state(match: Match) -> Table:
    return deal(match)[0]


def apply_to(table: Table, action: Action) -> tuple[Table, list[Event]]:
    if isinstance(table, Series):
        return series_apply(table, action)
    return apply(table, action)


def legal_for(table: Table, seat: int) -> list[Action]:
    return series_legal(table, seat) if isinstance(table, Series) else legal_actions(table, seat)


def game_of(table: Table) -> State | None:
    """The game on the table (a series' current or last game; None before its first)."""
    return table.game if isinstance(table, Series) else table


def table_to_text(table: Table) -> str:
    return series_to_text(table) if isinstance(table, Series) else to_json(table)


def table_from_text(match: Match, text: str) -> Table:
    return series_from_text(text) if match.is_series else from_json(text)


def stored_step(match_id: int) -> int:
    last = MatchAction.objects.filter(match_id=match_id).order_by("-seq").values_list("seq", flat=True).first()
    return 0 if last is None else last + 1


def _replay(state: Table, actions: Iterable[MatchAction]) -> Table:
    for row in actions:
        if row.seq != state.step:
            raise RuntimeError(f"action log gap: expected step {state.step}, found {row.seq}")
        state, _ = apply_to(state, Action.from_data(row.payload))
    return state


def state_at(match: Match, step: int | None = None, use_snapshots: bool = True) -> Table:
    """The state after `step` actions (default: all stored), from the nearest snapshot or the seed."""
    if match.status == "lobby":
        raise NotStarted(f"match {match.pk} has not started")
    snaps = Snapshot.objects.filter(match=match)
    if step is not None:
        snaps = snaps.filter(seq__lte=step)
    snap = snaps.order_by("-seq").first() if use_snapshots else None
    state = table_from_text(match, snap.state) if snap else initial_state(match)
    actions = MatchAction.objects.filter(match=match, seq__gte=state.step).order_by("seq")
    if step is not None:
        actions = actions.filter(seq__lt=step)
    return _replay(state, actions)


def load_state(match: Match, expect: int | None = None) -> Table:
    """The current state of a started match. `expect`: the step an action was sent from; a cached
    state of that step is used without reading the stored step (an action stored meanwhile by
    another process makes the write fail on the unique (match, seq) pair, and the cache is dropped)."""
    with _lock:
        cached = _cache.get(match.pk)
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


def decider(state: Table) -> int:
    """The seat whose decision the game waits for (NO_PLAYER when it is over)."""
    if isinstance(state, Series):
        return series_decider(state)
    if state.over:
        return NO_PLAYER
    if state.pending is not None:
        return state.pending.player
    return state.priority
