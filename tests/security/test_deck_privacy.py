"""A private deck's name is never shown to anyone but its owner: not in the lobby, on Watch, on a match
page, in match histories or in the matches API (its list is public only in a finished match's replay)."""

from __future__ import annotations

import pytest
from django.test import Client

from decks.models import Deck
from game.services import create_match, join_match

pytestmark = pytest.mark.django_db

SECRET = "Secret Sauce Annie"


def pages(match_pks: list[int]) -> list[str]:
    """Every page and API answer that lists the matches' seats."""
    urls = ["/", "/watch/", "/players/demo-annie/matches/", "/players/demo-garen/matches/",
            "/api/matches/", "/api/matches/?user=demo-annie"]
    for pk in match_pks:
        urls += [f"/matches/{pk}/", f"/api/matches/{pk}/"]
    return urls


def client_for(user) -> Client:
    client = Client()
    if user is not None:
        client.force_login(user)
    return client


@pytest.fixture
def matches(annie, garen, annie_deck, garen_deck):
    """Annie's private deck in a live Duel against Garen and in an open lobby, and as a bot's deck."""
    Deck.objects.filter(pk=annie_deck.pk).update(is_public=False, name=SECRET)
    annie_deck.refresh_from_db()
    live = create_match(annie, "duel", annie_deck)
    join_match(live, garen, garen_deck)
    lobby = create_match(annie, "ffa3", annie_deck)
    bots = create_match(annie, "duel", annie_deck, ["bot"])
    return [live.pk, lobby.pk, bots.pk]


def test_private_deck_names_stay_with_their_owner(annie, garen, annie_deck, matches):
    for user in (garen, None):
        client = client_for(user)
        for url in pages(matches):
            response = client.get(url)
            assert response.status_code == 200, url
            assert SECRET not in response.content.decode(), f"{url} shows the private deck's name to {user}"
    # Its owner still sees it, and anyone does once the deck is public.
    assert SECRET in client_for(annie).get(f"/matches/{matches[1]}/").content.decode()
    assert SECRET in client_for(annie).get("/players/demo-annie/matches/").content.decode()
    Deck.objects.filter(pk=annie_deck.pk).update(is_public=True)
    shown = [url for url in pages(matches) if SECRET in client_for(garen).get(url).content.decode()]
    assert {"/", "/watch/", "/api/matches/", f"/matches/{matches[1]}/"} <= set(shown)
