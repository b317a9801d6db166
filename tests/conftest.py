"""Shared fixtures. The card catalog is loaded once per test session into the test database."""

import pytest
from django.core.management import call_command


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock():
        call_command("load_cards", verbosity=0)


@pytest.fixture
def card(db):
    """Look a catalog card up by code or exact name: `card("Jinx, Rebel")`."""
    from decks.lookup import resolve_card

    def find(ref: str):
        found = resolve_card(ref)
        assert found is not None, f"no catalog card {ref!r}"
        return found

    return find
