"""A rematch with people (issue 12.4): the same seats, the same decks, a new match.

A player of a finished match offers it: a new match is made (invite only, `Match.rematch_of` the old
one) with the offering player's seat and every bot's seat taken as before, at the same index, and each
other player's seat kept for them: only that player may take it, with the deck they played
(`accept`). When the last one accepts, it starts. Against bots only there is nothing to accept:
`game.services.lobby.rematch` starts it at once.

Who goes first is drawn again from the new match's seed, as in any new match (CR 115; a best-of
match's engine designates a player at random, TR 407.1-407.2): a rematch is a new match, not the next
game of the old one (TR 407.4 is about games within one match; docs/rulings.md 704).

Both the old match's boards and the new match's lobby are told (a `rematch` message reloads the old
match's page, whose result banner then says where the rematch stands).
"""

from __future__ import annotations

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.urls import reverse

from game.models import Match, Seat, Status
from game.services.lobby import BOT_NAME, LobbyError, _seated, _take_seat, rematch
from game.services.publish import publish


def _old_seats(match: Match) -> list[Seat]:
    return list(match.seats.select_related("deck", "user").order_by("index"))


def _check(match: Match, user: AbstractBaseUser) -> tuple[list[Seat], Seat]:
    if match.status != Status.FINISHED:
        raise LobbyError("A rematch is offered once the match is over.")
    if match.scenario:
        raise LobbyError("A sandbox position is played again from the sandbox page.")
    seats = _old_seats(match)
    mine = next((s for s in seats if s.user_id == user.pk), None)
    if mine is None:
        raise LobbyError("Only a player of this match can ask for a rematch.")
    if any(s.deck is None for s in seats):
        raise LobbyError("A deck of this match no longer exists: create a new match.")
    return seats, mine


def pending_rematch(match: Match) -> Match | None:
    """The rematch offered for `match`, if any (the newest)."""
    return Match.objects.filter(rematch_of=match).order_by("-pk").first()


def offer_or_accept(match: Match, user: AbstractBaseUser) -> Match:
    """The rematch button of a finished match: against bots only, the rematch starts at once; else
    the first player to press it offers it and each other player accepts it. Returns the rematch."""
    with transaction.atomic():
        match = Match.objects.select_for_update().get(pk=match.pk)
        seats, mine = _check(match, user)
        if all(s.is_bot for s in seats if s is not mine):
            new = rematch(match, user)
            new.rematch_of = match
            new.save(update_fields=["rematch_of"])
            return new
        new = pending_rematch(match)
        new = _offer(match, seats, mine, user) if new is None else _accept(new, mine, user)
    old_id, new_id = match.pk, new.pk
    transaction.on_commit(lambda: publish(old_id, -1, "rematch"))
    return Match.objects.get(pk=new_id)


def _offer(match: Match, seats: list[Seat], mine: Seat, user: AbstractBaseUser) -> Match:
    assert mine.deck is not None
    if mine.deck.owner_id != user.pk:
        raise LobbyError("You can only play your own decks.")
    new = Match.objects.create(mode=match.mode, seed=_seed(), created_by=user, is_open=False,
                               best_of=match.best_of, format=match.format, rematch_of=match,
                               clock_limit=match.clock_limit, clock_increment=match.clock_increment)
    fresh = [Seat.objects.create(match=new, index=s.index, team=s.team) for s in seats]
    for old, seat in zip(seats, fresh, strict=True):
        if old is mine:
            _take_seat(seat, old.deck, user.get_username(), user)
        elif old.is_bot:
            _take_seat(seat, old.deck, old.deck_list.get("name") or f"{BOT_NAME} {old.index}", None)
    return new


def _accept(new: Match, mine: Seat, user: AbstractBaseUser) -> Match:
    new = Match.objects.select_for_update().get(pk=new.pk)
    if new.status != Status.LOBBY:
        return new  # it has started (or ended): the button leads there
    seat = new.seats.select_for_update().get(index=mine.index)
    if seat.user_id == user.pk:
        return new  # offered (or accepted) already: pressing again changes nothing
    if not seat.is_open:
        raise LobbyError("That seat of the rematch is taken.")
    assert mine.deck is not None
    if mine.deck.owner_id != user.pk:
        raise LobbyError("You can only play your own decks.")
    _take_seat(seat, mine.deck, user.get_username(), user)
    _seated(new, last=not any(s.is_open for s in new.seats.all()))
    return new


def _seed() -> int:
    import secrets

    return secrets.randbits(62)


def _state(kind: str, words: str, url: str) -> dict[str, str]:
    """What the result banner says (plain data: the region's render is keyed by it). `kind`: "offer",
    "accept", "waiting" or "open"."""
    return {"kind": kind, "words": words, "url": url}


def rematch_state(match: Match, seat: int) -> dict[str, str] | None:
    """The rematch as the player at `seat` of the finished `match` sees it; None when none can be had."""
    seats = _old_seats(match)
    if match.scenario or any(s.deck_id is None for s in seats) or not 0 <= seat < len(seats):
        return None
    page = reverse("game:rematch", args=[match.pk])
    new = pending_rematch(match)
    if new is None:
        return _state("offer", "Rematch", page)
    board = reverse("game:match", args=[new.pk])
    if new.status != Status.LOBBY:
        return _state("open", "Go to the rematch", board)
    taken = {s.index: s for s in new.seats.all()}
    if taken[seat].user_id == seats[seat].user_id:
        waiting = [seats[i].label for i, s in taken.items() if s.is_open]
        return _state("waiting", f"Rematch offered: waiting for {', '.join(waiting)}", board)
    return _state("accept", f"{new.created_by.get_username() if new.created_by else 'A player'} offers a "
                        "rematch: accept", page)
