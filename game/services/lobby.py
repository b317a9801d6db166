"""Creating, joining and starting matches."""

from __future__ import annotations

import secrets
from collections.abc import Sequence

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.utils import timezone

from decks.models import Deck
from decks.services import spec_from_deck
from game.engine import new_game
from game.models import SEATS_BY_MODE, Match, Seat, Snapshot, Status
from game.services.decks import check_deck, engine_deck
from game.services.publish import publish
from game.services.state import decks_of, initial_state, remember, table_to_text

OPEN, BOT = "open", "bot"
BOT_NAME = "Bot"


class LobbyError(Exception):
    """A lobby request that cannot be granted; the message is for the player."""


def team_for(mode: str, index: int) -> int:
    return (index % 2) + 1 if mode == "2v2" else 0


SERIES_MODES = ("duel",)
BEST_OF = (1, 3)


def _take_seat(seat: Seat, deck: Deck, name: str, user: AbstractBaseUser | None) -> None:
    check = check_deck(deck, seat.match.mode)
    if not check.usable:
        raise LobbyError(f"{deck.name}: {check.reason}")
    if seat.match.is_series and len(engine_deck(spec_from_deck(deck), name)["battlefields"]) != 3:
        raise LobbyError(f"{deck.name}: a best-of-3 match needs three battlefields in each deck.")
    seat.user = user
    seat.is_bot = user is None
    seat.deck = deck
    seat.deck_name = deck.name
    seat.deck_list = engine_deck(spec_from_deck(deck), name)
    seat.joined = timezone.now()
    seat.save()


@transaction.atomic
def create_match(user: AbstractBaseUser, mode: str, deck: Deck, others: Sequence[str] = (),
                 is_open: bool = True, bot_deck: Deck | None = None, best_of: int = 1) -> Match:
    """A new match with `user` in seat 0; `others` says for each other seat "open" or "bot".
    `best_of=3`: a best-of-3 Match (Duel only)."""
    if mode not in SEATS_BY_MODE:
        raise LobbyError(f"Unknown mode {mode!r}.")
    if best_of not in BEST_OF:
        raise LobbyError("A match is a single game or best of 3.")
    if best_of > 1 and mode not in SERIES_MODES:
        raise LobbyError("Best of 3 is played in Duel mode.")
    if deck.owner_id != user.pk:
        raise LobbyError("You can only play your own decks.")
    count = SEATS_BY_MODE[mode]
    others = list(others) or [OPEN] * (count - 1)
    if len(others) != count - 1 or any(o not in (OPEN, BOT) for o in others):
        raise LobbyError(f"Say for each of the {count - 1} other seats whether it is open or a bot.")
    match = Match.objects.create(mode=mode, seed=secrets.randbits(62), created_by=user, is_open=is_open,
                                 best_of=best_of)
    seats = [Seat.objects.create(match=match, index=i, team=team_for(mode, i)) for i in range(count)]
    _take_seat(seats[0], deck, user.get_username(), user)
    for i, kind in enumerate(others, start=1):
        if kind == BOT:
            _take_seat(seats[i], bot_deck or deck, f"{BOT_NAME} {i}", None)
    if all(not s.is_open for s in seats):
        start_match(match)
    return match


@transaction.atomic
def join_match(match: Match, user: AbstractBaseUser, deck: Deck) -> Seat:
    match = Match.objects.select_for_update().get(pk=match.pk)
    if match.status != Status.LOBBY:
        raise LobbyError("This match has already started.")
    if deck.owner_id != user.pk:
        raise LobbyError("You can only play your own decks.")
    seats = list(match.seats.select_for_update().order_by("index"))
    if any(s.user_id == user.pk for s in seats):
        raise LobbyError("You already have a seat in this match.")
    free = [s for s in seats if s.is_open]
    if not free:
        raise LobbyError("This match is full.")
    seat = free[0]
    _take_seat(seat, deck, user.get_username(), user)
    _seated(match, last=len(free) == 1)
    return seat


@transaction.atomic
def add_bot(match: Match, user: AbstractBaseUser, deck: Deck) -> Seat:
    """The creator fills the next open seat with a bot playing `deck` (one of the creator's decks)."""
    match = Match.objects.select_for_update().get(pk=match.pk)
    if match.created_by_id != user.pk:
        raise LobbyError("Only the player who created the match can add a bot.")
    if match.status != Status.LOBBY:
        raise LobbyError("This match has already started.")
    free = [s for s in match.seats.order_by("index") if s.is_open]
    if not free:
        raise LobbyError("This match is full.")
    seat = free[0]
    _take_seat(seat, deck, f"{BOT_NAME} {seat.index}", None)
    _seated(match, last=len(free) == 1)
    return seat


def _seated(match: Match, last: bool) -> None:
    """A seat was taken: start when it was the last one, else tell the lobby page."""
    if last:
        start_match(match)
    else:
        match_id = match.pk
        transaction.on_commit(lambda: publish(match_id, 0, "seat"))


def start_match(match: Match) -> None:
    """Deal the game: setup events and a snapshot at step 0; bots take their turns if they must."""
    if match.is_series:
        state = initial_state(match)
        events_rows = [{"kind": "series", "text": f"Best of {match.best_of}: each player presents a battlefield",
                        "to": -1}]
    else:
        state, events = new_game(decks_of(match), mode=match.mode, seed=match.seed)
        events_rows = [{"kind": e.kind, "text": e.text, "to": e.to} for e in events]
    match.status = Status.LIVE
    match.started = timezone.now()
    match.setup_events = events_rows
    match.step = 0
    match.save()
    Snapshot.objects.create(match=match, seq=0, state=table_to_text(state))
    match_id = match.pk

    def after() -> None:
        remember(match_id, state)
        publish(match_id, 0, "start")

    transaction.on_commit(after)
