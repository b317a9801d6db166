"""In-process caches stay bounded: a long-running server forgets the least recently used matches."""

from __future__ import annotations

from types import SimpleNamespace

from game.live import states


def test_the_state_cache_keeps_the_most_recent_matches(monkeypatch):
    monkeypatch.setattr(states.STATES, "limit", 3)
    for match_id in range(1, 6):
        states.remember(match_id, SimpleNamespace(step=1))
    states.remember(3, SimpleNamespace(step=2))  # used again: now the most recent
    states.remember(6, SimpleNamespace(step=1))
    kept = [m for m in range(1, 7) if states.cached_state(m) is not None]
    assert kept == [3, 5, 6]


def test_forgetting_an_abandoned_match_drops_its_row_and_spectator_frames_only():
    from game import live
    from game.live import frames, rows

    table = SimpleNamespace(step=4)
    for match_id in (1, 2):
        states.remember(match_id, table)
        rows.ROWS.put(match_id, (table, SimpleNamespace(pk=match_id)))
        frames.keep_frame((match_id, 4, 0), table, {"turn": f"<div>{match_id}</div>"})
    live.forget_match(1)
    assert rows.row_for(1, table) is None and frames.frame((1, 4, 0), table) is None
    assert states.cached_state(1) is table  # the state did not change
    assert rows.row_for(2, table) is not None and frames.frame((2, 4, 0), table) == {"turn": "<div>2</div>"}
    live.forget_all()
    assert all(len(t) == 0 for t in live.TABLES)
    assert {t.name for t in live.TABLES} >= {"states", "rows", "frames", "seats", "log tails", "viewer logs",
                                             "last actions", "region html"}


def test_a_kept_entry_is_extended_only_from_the_step_just_before():
    from game.live import logs

    logs.TAILS.put(7, (3, [[{"text": "a"}]]))
    logs.note_events(7, 5, [{"text": "skipped"}])  # action 4 stored, but the tail ends at 3: left alone
    assert logs.TAILS.peek(7) == (3, [[{"text": "a"}]])
    logs.note_events(7, 4, [{"text": "b"}])
    assert logs.TAILS.peek(7) == (4, [[{"text": "a"}], [{"text": "b"}]])
    logs.note_events(8, 1, [{"text": "c"}])  # nothing kept for match 8: nothing made up
    assert logs.TAILS.peek(8) is None
