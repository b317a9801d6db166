"""Shared fixtures. The card catalog is loaded once per test session into the test database."""

import pytest
from django.core.management import call_command


def pytest_collection_modifyitems(config, items):
    """The long tests (marked `slow`) first, in their modules' order: under pytest-xdist the workers
    start on them and the many short tests fill in behind, so no worker is left with a long tail."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


_CATALOG: list[list] = []  # the catalog's rows as loaded for the session: Card, then Printing
CATALOG_TABLES = frozenset({"decks_card", "decks_printing", "decks_catalogversion"})  # read-only for every test


def _flush_all_but_the_catalog(style, connection, reset_sequences=True, allow_cascade=False):
    """`flush`'s SQL without the catalog's tables: a transactional test (live servers, websocket consumers)
    empties every other table as it ends, and the catalog no test writes to stays loaded (putting its
    3,000 rows back after every such test cost 0.1-0.6 s each)."""
    tables = [t for t in connection.introspection.django_table_names(only_existing=True, include_views=False)
              if t not in CATALOG_TABLES]
    return connection.ops.sql_flush(style, tables, reset_sequences=reset_sequences, allow_cascade=allow_cascade)


@pytest.fixture(scope="session", autouse=True)
def _catalog_outlives_flushes():
    from django.core.management.commands import flush

    original = flush.sql_flush
    flush.sql_flush = _flush_all_but_the_catalog
    yield
    flush.sql_flush = original


def load_catalog() -> None:
    """Load the card catalog into the test database: `load_cards` the first time, then the same rows
    again (same primary keys, several times faster) after a transactional test emptied the tables."""
    from decks.models import Card, Printing

    if not _CATALOG:
        call_command("load_cards", verbosity=0)
        _CATALOG.extend([list(Card.objects.all()), list(Printing.objects.all())])
        return
    Card.objects.bulk_create(_CATALOG[0])
    Printing.objects.bulk_create(_CATALOG[1])


@pytest.fixture(scope="session")
def django_db_setup(django_db_setup, django_db_blocker):
    from django.db import connection

    with django_db_blocker.unblock():
        if "decks_card" in connection.introspection.table_names():  # no database when no test needs one
            load_catalog()


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
    if nextitem is None or not _uses_transactions(item):  # no later test: the test database may be gone already
        return
    from pytest_django.plugin import blocking_manager_key

    from decks.models import Card

    with item.config.stash[blocking_manager_key].unblock():
        if not Card.objects.exists():
            load_catalog()


@pytest.fixture
def card(db):
    """Look a catalog card up by code or exact name: `card("Jinx, Rebel")`, through the process's resolver (what the
    site's requests use: its cards are shared, so a test changes a copy it made, never one found here)."""
    from decks.lookup import shared_resolver

    def find(ref: str):
        found = shared_resolver().resolve(ref)
        assert found is not None, f"no catalog card {ref!r}"
        return found

    return find


@pytest.fixture
def not_playable(monkeypatch):
    """`not_playable(card, ...)`: the site treats those catalog cards as cards the engine can't play yet
    (`decks.playable.is_playable_ref`, which every page, the API and the lobby ask), so a test of how unplayable
    cards are shown or block a deck doesn't depend on which cards the sets still lack (they all get done)."""
    import decks.playable

    real = decks.playable.is_playable_ref
    blocked: set[str] = set()
    monkeypatch.setattr(decks.playable, "is_playable_ref", lambda code, name: code not in blocked and real(code, name))

    def block(*cards) -> None:
        blocked.update(c.code for c in cards)

    return block


@pytest.fixture(autouse=True)
def _fresh_match_caches():
    """Each test starts with empty in-process match caches: a rolled-back test's match ids are
    handed out again by SQLite, so states, seats and log tails kept by id must not outlive a test."""
    from game.live import forget_all

    forget_all()
    yield
