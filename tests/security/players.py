"""Seated players for full matches: a user and a distinct demo deck per seat (every mode)."""

from __future__ import annotations

from django.contrib.auth import get_user_model

from decks.models import Deck
from decks.services import save_spec, spec_from_deck
from game.models import SEATS_BY_MODE, Match, Seat
from game.services import create_match, join_match


def seated_match(mode: str, best_of: int = 1, seed: int | None = None) -> tuple[Match, list]:
    """A live match of `mode` (a best-of-`best_of` match for a Duel) whose seats are all people
    (demo-annie, demo-garen, two more) with the four demo decks, seats 0 and 1 playing Lux and Master
    Yi (the decks with Hidden cards); `seed`: the game's seed (else a random one)."""
    users = get_user_model().objects
    annie, garen = users.get(username="demo-annie"), users.get(username="demo-garen")
    demo = [*Deck.objects.filter(owner=annie).order_by("name"), *Deck.objects.filter(owner=garen).order_by("name")]
    players = [(annie, demo[1]), (garen, demo[3])]  # Lux and Master Yi (Hidden cards) in every mode
    for i, source in ((2, demo[0]), (3, demo[2])):
        user, _ = users.get_or_create(username=f"audit-player-{i}")
        deck = Deck.objects.filter(owner=user).first() or Deck(owner=user, name=source.name, is_public=False)
        if deck.pk is None:
            save_spec(deck, spec_from_deck(source))
        players.append((user, deck))
    players = players[:SEATS_BY_MODE[mode]]
    # 2v2 is casual: the Starter Master Yi deck is banned in 2v2 Standard (ban list of 2026-07-24).
    match = create_match(players[0][0], mode, players[0][1], best_of=best_of,
                         deck_format="casual" if mode == "2v2" else "standard")
    if seed is not None:  # before the last seat is taken: the game is dealt from it then
        match.seed = seed
        match.save(update_fields=["seed"])
    for user, deck in players[1:]:
        join_match(match, user, deck)
    # the audit decides every action itself: no server-side auto-pass racing its passes (issue 12.3)
    Seat.objects.filter(match=match).update(autopass=False)
    match.refresh_from_db()
    return match, [u for u, _ in players]
