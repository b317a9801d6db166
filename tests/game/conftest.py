"""Fixtures for match tests: two players with the demo accounts' legal, fully implemented decks."""

from __future__ import annotations

import pytest

from decks.demo import DEMO_ACCOUNTS, load_demo
from decks.models import Deck


@pytest.fixture
def demo(db):
    load_demo()
    return DEMO_ACCOUNTS


@pytest.fixture
def annie(demo, django_user_model):
    return django_user_model.objects.get(username="demo-annie")


@pytest.fixture
def garen(demo, django_user_model):
    return django_user_model.objects.get(username="demo-garen")


@pytest.fixture
def annie_deck(annie) -> Deck:
    return Deck.objects.filter(owner=annie).order_by("name").first()


@pytest.fixture
def garen_deck(garen) -> Deck:
    return Deck.objects.filter(owner=garen).order_by("name").first()


@pytest.fixture
def duel(annie, garen, annie_deck, garen_deck):
    """A live Duel between demo-annie (seat 0) and demo-garen (seat 1)."""
    from game.services import create_match, join_match

    match = create_match(annie, "duel", annie_deck)
    join_match(match, garen, garen_deck)
    match.refresh_from_db()
    return match


@pytest.fixture
def hiders(annie, garen):
    """A live Duel between the demo decks with Hidden cards (Lux: Blastcone Fae; Master Yi: Block,
    Zhonya's Hourglass, a gear)."""
    from decks.models import Deck
    from game.services import create_match, join_match

    match = create_match(annie, "duel", Deck.objects.get(owner=annie, name__startswith="Lux"))
    join_match(match, garen, Deck.objects.get(owner=garen, name__startswith="Master Yi"))
    match.refresh_from_db()
    return match


@pytest.fixture(autouse=True)
def _restore_catalog(request, django_db_blocker):
    """Transactional tests (the websocket ones) start from tables emptied by the previous one: put the
    session's card catalog back first. (pytest-django runs them after every rolled-back test.)"""
    transactional = "transactional_db" in request.fixturenames or any(
        m.kwargs.get("transaction") for m in request.node.iter_markers("django_db"))
    if transactional:
        from decks.models import Card
        from tests.conftest import load_catalog

        with django_db_blocker.unblock():
            if not Card.objects.exists():
                load_catalog()
    yield
