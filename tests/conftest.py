"""Shared fixtures. The card catalog is loaded once per test session into the test database."""

import pytest
from django.core.management import call_command


def pytest_collection_modifyitems(config, items):
    """Run the browser tests last: Playwright's sync API leaves an event loop in the main thread,
    which would break the async consumer tests that follow it."""
    items.sort(key=lambda item: "tests/browser/" in item.nodeid)


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    from django.db import connection

    with django_db_blocker.unblock():
        if "decks_card" in connection.introspection.table_names():  # no database when no test needs one
            call_command("load_cards", verbosity=0)


def _uses_transactions(item: pytest.Item) -> bool:
    marker = item.get_closest_marker("django_db")
    transactional = marker is not None and marker.kwargs.get("transaction", False)
    names = getattr(item, "fixturenames", ())
    return transactional or "live_server" in names or "transactional_db" in names


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item, nextitem):
    """Transactional tests (live servers, websocket consumers) empty every table when their fixtures
    are torn down; put the session's card catalog back afterwards so later tests still have it."""
    yield
    if not _uses_transactions(item):
        return
    from pytest_django.plugin import blocking_manager_key

    from decks.models import Card

    with item.config.stash[blocking_manager_key].unblock():
        if not Card.objects.exists():
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


@pytest.fixture(autouse=True)
def _fresh_match_caches():
    """Each test starts with empty in-process match caches: a rolled-back test's match ids are
    handed out again by SQLite, so states, seats and log tails kept by id must not outlive a test."""
    from game.services.render import drop_frames
    from game.services.state import drop_cache

    drop_cache()
    drop_frames()
    yield
