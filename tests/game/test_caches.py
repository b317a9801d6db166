"""In-process caches stay bounded: a long-running server forgets the least recently used matches."""

from __future__ import annotations

from types import SimpleNamespace

from game.services import state as state_module


def test_the_state_cache_keeps_the_most_recent_matches(monkeypatch):
    monkeypatch.setattr(state_module, "KEPT_STATES", 3)
    for match_id in range(1, 6):
        state_module.remember(match_id, SimpleNamespace(step=1))
    state_module.remember(3, SimpleNamespace(step=2))  # used again: now the most recent
    state_module.remember(6, SimpleNamespace(step=1))
    kept = [m for m in range(1, 7) if state_module.cached_state(m) is not None]
    assert kept == [3, 5, 6]
