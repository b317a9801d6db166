"""The demo accounts: created idempotently, each with legal decks the engine can play."""

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command

from decks.demo import DEMO_ACCOUNTS
from decks.models import Deck
from decks.services import spec_from_deck
from decks.validation import validate_deck
from game.services.decks import check_deck

pytestmark = pytest.mark.django_db


def test_demo_accounts_have_legal_playable_decks():
    call_command("load_demo", verbosity=0)
    call_command("load_demo", verbosity=0)  # a second run refreshes, never duplicates
    for account in DEMO_ACCOUNTS:
        user = get_user_model().objects.get(username=account.username)
        assert user.check_password(account.password)
        decks = Deck.objects.filter(owner=user)
        assert decks.count() == len(account.decks)
        for deck in decks:
            assert validate_deck(spec_from_deck(deck)) == [], deck.name
            check = check_deck(deck, "duel")
            assert check.usable, (deck.name, check.reason)


def test_profile_lists_decks_and_matches(client):
    call_command("load_demo", verbosity=0)
    account = DEMO_ACCOUNTS[0]
    client.login(username=account.username, password=account.password)
    page = client.get("/accounts/profile/").content.decode()
    for demo in account.decks:
        assert demo.name in page
    assert "Your matches" in page
