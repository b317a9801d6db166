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
    def win_rate(self) -> int | None:
        return round(100 * self.won / self.played) if self.played else None


def deck_history(deck: Deck) -> tuple[list[Match], DeckRecord]:
    seats = list(Seat.objects.filter(deck=deck, match__status=Status.FINISHED).select_related("match"))
    won = sum(1 for s in seats if s.index in s.match.winners)
    matches = list(with_seats(Match.objects.filter(seats__deck=deck).exclude(status=Status.LOBBY).distinct())[:200])
    return matches, DeckRecord(len(seats), won)


def outcome_for(match: Match, user: AbstractBaseUser) -> str:
    """"won" / "lost" / "" (not finished or not seated) for the user's seat."""
    if match.status != Status.FINISHED:
        return ""
    for seat in match.seats.all():
        if seat.user_id == user.pk:
            return "won" if seat.index in match.winners else "lost"
    return ""
