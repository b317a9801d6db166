"""Playable in matches (decks/playable.py): one answer, the engine's `is_implemented`, shown by the
card filter, the Cards pages, the API, and the deck's own list of what the table can't play yet."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse
from rest_framework.test import APIClient

from decks.card_filters import CardFilterError, filter_cards
from decks.deckspec import DeckSpec
from decks.models import Card
from decks.playable import is_playable, unplayable_cards, unplayable_codes
from game.engine import default_catalog, is_implemented

pytestmark = pytest.mark.django_db


def engine_says(card: Card) -> bool:
    found = default_catalog().find(card.code) or default_catalog().find(card.name)
    return found is not None and is_implemented(found)


def test_playable_is_the_engines_is_implemented_for_every_card(not_playable):
    cards = list(Card.objects.all())
    verdicts = {c.code: is_playable(c) for c in cards}
    assert verdicts == {c.code: engine_says(c) for c in cards}
    assert sum(verdicts.values()) > 0  # (every card of the six sets is implemented since Radiance's last two)
    assert sorted(unplayable_codes()) == sorted(code for code, ok in verdicts.items() if not ok)
    not_playable(cards[0])  # a card the engine can't play is listed
    assert cards[0].code in unplayable_codes() and not is_playable(cards[0])


def test_basic_runes_are_playable_through_the_engines_built_in_names(card):
    rune = card("Fury Rune")
    assert default_catalog().find(rune.code) is None and is_playable(rune)


def test_the_filter_splits_the_catalog(card, not_playable):
    everything = Card.objects.filter(set_code="SFD")
    not_playable(everything.order_by("code").first())  # one the engine can't play yet (the real ones run out)
    playable = filter_cards(everything, {"set": "SFD", "playable": "true"})
    others = filter_cards(everything, {"set": "SFD", "playable": "false"})
    assert playable.count() + others.count() == everything.count()
    assert playable.count() and others.count()
    assert all(is_playable(c) for c in playable) and not any(is_playable(c) for c in others)
    for alias, expected in (("1", playable.count()), ("Yes", playable.count()), ("on", playable.count()),
                            ("0", others.count()), ("no", others.count())):
        assert filter_cards(everything, {"playable": alias}).count() == expected, alias


@pytest.mark.parametrize("value", ["maybe", "2", "truthy"])
def test_a_bad_playable_value_is_an_error(value):
    with pytest.raises(CardFilterError) as caught:
        filter_cards(Card.objects.all(), {"playable": value})
    assert "Use true" in caught.value.errors["playable"][0]


def test_unplayable_cards_of_a_deck_include_the_sideboard_once_per_name(card, not_playable):
    blockers = list(Card.objects.filter(type="unit", name__contains=",").exclude(name="Blazing Scorcher")
                    .order_by("code")[:2])
    not_playable(*blockers)  # cards the engine can't play yet (the real ones run out as the sets get done)
    fine = card("Blazing Scorcher")
    assert is_playable(fine) and len(blockers) == 2 and not any(is_playable(c) for c in blockers)
    spec = DeckSpec(legend=card("Jinx, Loose Cannon"), main=[(fine, 3), (blockers[1], 1)],
                    sideboard=[(blockers[0], 2), (blockers[1], 1)])
    assert [c.name for c in unplayable_cards(spec)] == sorted(c.name for c in blockers)


# --- the API ------------------------------------------------------------------------------------------------


def test_api_cards_carry_playable_and_filter_on_it(not_playable):
    not_playable(Card.objects.filter(set_code="SFD").order_by("code").first())  # (the real ones run out)
    client = APIClient()
    body = client.get("/api/cards/", {"set": "SFD", "playable": "true", "page_size": 300}).json()
    assert body["count"] == filter_cards(Card.objects.all(), {"set": "SFD", "playable": "true"}).count() > 0
    assert all(c["playable"] is True for c in body["results"])
    others = client.get("/api/cards/", {"set": "SFD", "playable": "false", "page_size": 300}).json()
    assert others["count"] > 0 and all(c["playable"] is False for c in others["results"])
    assert {c["code"] for c in body["results"]}.isdisjoint(c["code"] for c in others["results"])
    blocked = others["results"][0]["code"]
    assert client.get(f"/api/cards/{blocked}/").json()["playable"] is False


def test_api_bad_playable_is_400_with_the_reason():
    response = APIClient().get("/api/cards/", {"playable": "perhaps"})
    assert response.status_code == 400
    assert "Use true" in response.json()["playable"][0]


def test_openapi_schema_describes_the_playable_field():
    schema = APIClient().get("/api/schema/").content.decode()
    assert "playable:" in schema and "plays every part of this card" in schema


# --- the Cards pages ----------------------------------------------------------------------------------------


def test_cards_page_badges_each_card_and_filters_on_playable(client, not_playable):
    first = re.search(r'data-card="([^"]+)"', client.get("/cards/", {"set": "SFD"}).content.decode())
    assert first is not None
    not_playable(Card.objects.get(code=first.group(1)))  # one the engine can't play yet (the real ones run out)
    html = client.get("/cards/", {"set": "SFD"}).content.decode()
    assert 'name="playable"' in html and "Playable in matches" in html
    faces = len(re.findall(r'<article class="cardface', html))
    badges = re.findall(r'class="play-badge is-(playable|unplayable)"', html)
    assert faces == len(badges) > 0 and {"playable", "unplayable"} <= set(badges)
    only = client.get("/cards/", {"set": "SFD", "playable": "true"}).content.decode()
    assert "is-unplayable" not in only and "is-playable" in only
    count = filter_cards(Card.objects.all(), {"set": "SFD", "playable": "true"}).count()
    assert f"{count} cards match" in only


def test_card_page_says_whether_the_card_is_playable(client, not_playable):
    not_playable(Card.objects.filter(type="unit").exclude(name="Blazing Scorcher").order_by("code").first())  # (they run out)
    blocked = Card.objects.get(code=unplayable_codes(Card.objects.filter(type="unit"))[0])
    html = client.get(reverse("decks:card_detail", args=[blocked.code])).content.decode()
    row = html[html.index('id="card-playable"'):]
    assert "Not playable in matches yet" in row[:800] and "can't be taken into a match" in row[:800]
    fine = Card.objects.get(name="Blazing Scorcher", set_code="OGN")
    html = client.get(reverse("decks:card_detail", args=[fine.code])).content.decode()
    assert "✓</span> Playable in matches" in html
