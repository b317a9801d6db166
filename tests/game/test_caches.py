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
