"""Fault tests reuse the match fixtures: demo accounts with fully implemented decks, a live Duel."""

from tests.game.conftest import _restore_catalog, annie, annie_deck, demo, duel, garen, garen_deck  # noqa: F401
