"""Bots bring their own decks (issue 15.8): "Play vs bot" offers public decks for the bot (the demo
decks; retail precons once every card of them is implemented), a random one by default."""

from __future__ import annotations

import random

import pytest

from decks.models import Deck
from game.models import Match
from game.services import create_match
from game.services.lobby import RANDOM_DECK, _random_bot_decks, public_bot_decks

pytestmark = pytest.mark.django_db


def test_the_public_decks_bots_can_play(annie, garen):
    decks = public_bot_decks("duel")
    assert {d.owner_id for d in decks} == {annie.pk, garen.pk} and len(decks) == 4  # the demo decks
    assert all(d.is_public for d in decks)
    assert {d.owner_id for d in public_bot_decks("duel", exclude_owner=annie)} == {garen.pk}
    Deck.objects.filter(owner=garen).update(is_public=False)  # a private deck is nobody else's to take
    assert {d.owner_id for d in public_bot_decks("duel")} == {annie.pk}


def test_a_random_public_deck_for_each_bot(annie, annie_deck):
    match = create_match(annie, "ffa4", annie_deck, ["bot"] * 3, bot_deck=RANDOM_DECK)
    bots = list(match.seats.filter(is_bot=True).order_by("index"))
    public = {d.pk for d in public_bot_decks("ffa4")}
    assert len(bots) == 3 and all(s.deck_id in public for s in bots)
    assert len({s.deck_id for s in bots}) == 3  # different decks while there are enough
    assert Match.objects.get(pk=match.pk).status == "live"


def test_the_draw_varies_and_is_not_only_your_own_deck(annie, annie_deck):
    match = create_match(annie, "duel", annie_deck, ["open"])
    seat = match.seats.get(index=1)
    drawn = {_random_bot_decks([seat], "duel", 1, random.Random(seed))[1].pk for seed in range(12)}
    others = set(Deck.objects.exclude(owner=annie).values_list("pk", flat=True))
    assert len(drawn) >= 3 and drawn & others


def test_random_2v2_bots_never_clash_with_their_teammates(annie, annie_deck):
    for _ in range(3):
        match = create_match(annie, "2v2", annie_deck, ["bot"] * 3, bot_deck=RANDOM_DECK)
        seats = list(match.seats.order_by("index"))
        for a, b in ((0, 2), (1, 3)):  # teammates: different legends, no shared battlefield
            assert seats[a].deck_list["legend"] != seats[b].deck_list["legend"]
            assert not set(seats[a].deck_list["battlefields"]) & set(seats[b].deck_list["battlefields"])


def test_the_play_form_offers_public_decks_and_takes_one(client, annie, annie_deck, garen):
    client.force_login(annie)
    page = client.get("/").content.decode()
    assert '<option value="random" selected>A public deck at random</option>' in page
    yi = Deck.objects.get(owner=garen, name__startswith="Master Yi")
    assert f'<option value="{yi.pk}">{yi.name}</option>' in page.split('label="Public decks"')[1]
    response = client.post("/matches/new/", {"mode": "duel", "deck": annie_deck.pk, "seat1": "bot", "bot_deck": yi.pk})
    match = Match.objects.get(pk=int(response.url.strip("/").split("/")[-1]))
    assert match.seats.get(index=1).deck_id == yi.pk
    Deck.objects.filter(pk=yi.pk).update(is_public=False)  # not public any more: refused, nothing made
    before = Match.objects.count()
    response = client.post("/matches/new/", {"mode": "duel", "deck": annie_deck.pk, "seat1": "bot", "bot_deck": yi.pk})
    assert response.status_code == 302 and Match.objects.count() == before
