"""The Play page never leaves a player at a dead end, and match histories say who won in colour."""

from __future__ import annotations

from html import unescape

import pytest
from django.urls import reverse

from decks.builder import copy_deck
from decks.models import Card, Deck, DeckCard
from game.models import Match, Seat, Status

pytestmark = pytest.mark.django_db


@pytest.fixture
def newcomer(demo, django_user_model):
    return django_user_model.objects.create_user("newcomer", password="x")


def blocked_copy(annie_deck, owner, not_playable) -> tuple[Deck, Card]:
    """A copy of a demo deck with one sideboard card the engine can't play yet (`not_playable`: the real ones run
    out as the sets get done): legal, not playable."""
    deck = copy_deck(annie_deck, owner, "Spiritforged Annie")
    legend_domains = set(deck.legend.domains)
    in_deck = set(DeckCard.objects.filter(deck=deck).values_list("card__name", flat=True))
    blocker = next(c for c in Card.objects.filter(type="unit", supertype="").order_by("code")
                   if set(c.domains) <= legend_domains and c.name not in in_deck)
    not_playable(blocker)
    DeckCard.objects.filter(deck=deck, zone="sideboard").delete()
    DeckCard.objects.create(deck=deck, card=blocker, zone="sideboard", count=1)
    return deck, blocker


def test_no_deck_at_all_says_why_and_where_to_go(client, newcomer):
    client.force_login(newcomer)
    html = unescape(client.get(reverse("home")).content.decode())
    box = html[html.index('id="no-playable-deck"'):]
    assert "You need a deck to play" in box and "You have no decks yet" in box
    public = [d for d in Deck.objects.filter(is_public=True).order_by("pk")]
    for deck in public:  # every demo deck plays a Duel in Standard in full
        assert reverse("decks:deck_edit", args=[deck.pk]) in box and reverse("decks:deck_clone", args=[deck.pk]) in box
    assert f'href="{reverse("decks:deck_new")}?playable=true"' in box


def test_a_blocked_deck_is_named_with_its_cards_one_a_line(client, newcomer, annie_deck, not_playable):
    deck, blocker = blocked_copy(annie_deck, newcomer, not_playable)
    client.force_login(newcomer)
    html = unescape(client.get(reverse("home")).content.decode())
    box = html[html.index('id="no-playable-deck"'):]
    assert "None of your decks can play Duel (1v1) (Standard) yet" in box
    assert f"{deck.name}</a>: 1 card the table can't play yet:" in box
    assert f"<li>{blocker.name}</li>" in box
    assert f'href="{reverse("decks:deck_edit", args=[deck.pk])}?playable=true"' in box


def test_an_illegal_deck_gives_its_first_rule_problem(client, newcomer, annie_deck):
    deck = copy_deck(annie_deck, newcomer, "Half a deck")
    DeckCard.objects.filter(deck=deck, zone="main").exclude(card=deck.champion).delete()
    client.force_login(newcomer)
    html = unescape(client.get(reverse("home")).content.decode())
    box = html[html.index('id="no-playable-deck"'):]
    assert "Half a deck</a>: not legal here:" in box and "main deck" in box


def test_a_player_with_a_playable_deck_sees_no_dead_end(client, annie):
    client.force_login(annie)
    html = client.get(reverse("home")).content.decode()
    assert 'id="no-playable-deck"' not in html


def test_the_dead_end_follows_the_mode(client, newcomer):
    """The Master Yi starter is banned in 2v2 Standard: it isn't offered there."""
    client.force_login(newcomer)
    yi = Deck.objects.get(name__startswith="Master Yi")
    duel = client.get(reverse("home")).content.decode()
    teams = client.get(reverse("home") + "?mode=2v2").content.decode()
    clone = reverse("decks:deck_clone", args=[yi.pk])
    assert clone in duel and clone not in teams
    assert "None of your decks" not in teams and "You need a deck to play" in teams


# --- histories ------------------------------------------------------------------------------------------------


def finished(mode: str, winners: list[int], seats: list, points: list[int], result: str = "") -> Match:
    match = Match.objects.create(mode=mode, seed=1, status=Status.FINISHED, winners=winners, points=points, result=result)
    for i, (user, deck) in enumerate(seats):
        Seat.objects.create(match=match, index=i, user=user, is_bot=user is None, deck=deck,
                            deck_name=deck.name, team=(i % 2) + 1 if mode == "2v2" else 0)
    return match


def test_histories_colour_wins_and_losses_and_group_teams(client, annie, garen, annie_deck, garen_deck):
    won = finished("duel", [0], [(annie, annie_deck), (garen, garen_deck)], [8, 5])
    lost = finished("2v2", [1, 3], [(annie, annie_deck), (None, garen_deck), (garen, garen_deck), (None, garen_deck)],
                    [4, 11, 4, 11])
    abandoned = finished("duel", [], [(annie, annie_deck), (None, garen_deck)], [2, 1],
                         "Abandoned: no player connected for 15 minutes")
    html = client.get(reverse("game:player_history", args=["demo-annie"])).content.decode()
    rows = {m.pk: html[html.index(f"#{m.pk} replay"):][:1500] for m in (won, lost, abandoned)}
    assert 'class="outcome outcome--won">won<' in rows[won.pk]
    assert 'class="outcome outcome--lost">lost<' in rows[lost.pk]
    assert "outcome--none" in rows[abandoned.pk] and "no winner" in rows[abandoned.pk]
    assert "demo-annie</span> &amp; <span" in rows[lost.pk] and "4 – 11<" in rows[lost.pk]  # teams, team points
    # The abandoned match is no loss: 2 finished with a winner, 1 won.
    assert "2 finished" in html and "1 won" in html and "1 lost" in html and "win rate 50%" in html
    annie_deck.is_public = True
    annie_deck.save()
    deck_page = client.get(reverse("game:deck_history", args=[annie_deck.pk])).content.decode()
    assert "2 finished" in deck_page and "1 won" in deck_page and 'outcome--lost">lost<' in deck_page


def test_profile_colours_the_outcomes(client, annie, garen, annie_deck, garen_deck):
    finished("duel", [1], [(annie, annie_deck), (garen, garen_deck)], [3, 8])
    client.force_login(annie)
    html = client.get(reverse("accounts:profile")).content.decode()
    assert 'class="outcome outcome--lost">you lost<' in html
