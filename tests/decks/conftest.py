"""Fixtures of the deck tests."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from decks.models import Card


@pytest.fixture
def not_playable(monkeypatch: pytest.MonkeyPatch) -> Callable[..., None]:
    """`not_playable(card, ...)`: the site treats those catalog cards as cards the engine can't play yet
    (`decks.playable.is_playable_ref`, which every page, the API and the lobby ask), so a test of how unplayable
    cards are shown doesn't depend on which cards the sets still lack (they all get done)."""
    import decks.playable

    real = decks.playable.is_playable_ref
    blocked: set[str] = set()
    monkeypatch.setattr(decks.playable, "is_playable_ref", lambda code, name: code not in blocked and real(code, name))

    def block(*cards: Card) -> None:
        blocked.update(c.code for c in cards)

    return block
