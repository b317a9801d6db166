"""Seated players for full matches: a user and a distinct demo deck per seat (every mode)."""

from __future__ import annotations

from django.contrib.auth import get_user_model

from decks.models import Deck
from decks.services import save_spec, spec_from_deck
from game.models import SEATS_BY_MODE, Match
from game.services import create_match, join_match


def seated_match(mode: str) -> tuple[Match, list]:
    """A live match of `mode` whose seats are all people (demo-annie, demo-garen, two more)."""
    users = get_user_model().objects
    annie, garen = users.get(username="demo-annie"), users.get(username="demo-garen")
    demo = [*Deck.objects.filter(owner=annie).order_by("name"), *Deck.objects.filter(owner=garen).order_by("name")]
    players = [(annie, demo[0]), (garen, demo[2])]
    for i, source in ((2, demo[1]), (3, demo[3])):
        user, _ = users.get_or_create(username=f"audit-player-{i}")
        deck = Deck.objects.filter(owner=user).first() or Deck(owner=user, name=source.name, is_public=False)
        if deck.pk is None:
            save_spec(deck, spec_from_deck(source))
        players.append((user, deck))
    players = players[:SEATS_BY_MODE[mode]]
    match = create_match(players[0][0], mode, players[0][1])
    for user, deck in players[1:]:
        join_match(match, user, deck)
    match.refresh_from_db()
    return match, [u for u, _ in players]
