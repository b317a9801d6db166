"""Queries for the lobby, the Watch page and match histories."""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib.auth.models import AbstractBaseUser
from django.db.models import QuerySet

from decks.models import Deck
from game.live.presence import spectators
from game.models import Match, Seat, Status


def with_seats(qs: QuerySet[Match]) -> QuerySet[Match]:
    return qs.prefetch_related("seats__user", "seats__deck")


def open_matches(user: AbstractBaseUser | None) -> list[Match]:
    qs = Match.objects.filter(status=Status.LOBBY, is_open=True)
    if user is not None and user.is_authenticated:
        qs = qs.exclude(seats__user=user)
    return list(with_seats(qs)[:50])


def ongoing_matches(user: AbstractBaseUser) -> list[Match]:
    qs = Match.objects.filter(seats__user=user, status__in=[Status.LOBBY, Status.LIVE]).distinct()
    return list(with_seats(qs)[:50])


def live_matches() -> list[Match]:
    matches = list(with_seats(Match.objects.filter(status=Status.LIVE))[:100])
    for m in matches:
        m.watching = spectators(m.pk)  # type: ignore[attr-defined]
    return matches


def user_history(user: AbstractBaseUser) -> list[Match]:
    qs = Match.objects.filter(seats__user=user).exclude(status=Status.LOBBY).distinct()
    return list(with_seats(qs)[:200])


@dataclass
class DeckRecord:
    played: int
    won: int

    @property
    def lost(self) -> int:
        return self.played - self.won

    @property
    def win_rate(self) -> int | None:
        return round(100 * self.won / self.played) if self.played else None


def deck_history(deck: Deck) -> tuple[list[Match], DeckRecord]:
    """The deck's matches, and its record over those that ended with a winner (not abandoned ones)."""
    seats = [s for s in Seat.objects.filter(deck=deck, match__status=Status.FINISHED).select_related("match")
             if s.match.winners]
    won = sum(1 for s in seats if s.index in s.match.winners)
    matches = list(with_seats(Match.objects.filter(seats__deck=deck).exclude(status=Status.LOBBY).distinct())[:200])
    return matches, DeckRecord(len(seats), won)


NO_WINNER = "no winner"  # a match that ended without one (abandoned: game.services.abandon)


def seat_outcome(match: Match, index: int) -> str:
    """"won" / "lost" / NO_WINNER / "" (not finished) for the seat at `index`."""
    if match.status != Status.FINISHED:
        return ""
    if not match.winners:
        return NO_WINNER
    return "won" if index in match.winners else "lost"


def outcome_for(match: Match, user: AbstractBaseUser) -> str:
    """`seat_outcome` for the user's seat ("" when the user has none)."""
    for seat in match.seats.all():
        if seat.user_id == user.pk:
            return seat_outcome(match, seat.index)
    return ""
