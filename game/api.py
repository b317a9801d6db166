"""REST API for matches: public facts while live, the full replay once finished."""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.request import Request
from rest_framework.response import Response

from game.live.presence import spectators
from game.models import Match, MatchAction, Seat, Status


class SeatSerializer(serializers.ModelSerializer):
    player = serializers.SerializerMethodField()
    deck_name = serializers.SerializerMethodField()

    class Meta:
        model = Seat
        fields = ["index", "player", "is_bot", "deck_name", "team"]

    def get_player(self, seat: Seat) -> str | None:
        return seat.user.get_username() if seat.user_id else None

    def get_deck_name(self, seat: Seat) -> str:
        """"" for another user's private deck."""
        request = self.context.get("request")
        return seat.deck_name_for(request.user.pk if request is not None else None)


class MatchSerializer(serializers.ModelSerializer):
    seats = SeatSerializer(many=True, read_only=True)
    spectators = serializers.SerializerMethodField()

    class Meta:
        model = Match
        fields = ["id", "mode", "format", "best_of", "status", "created", "started", "finished", "seats", "points",
                  "winners", "result", "step", "spectators"]

    def get_spectators(self, match: Match) -> int:
        return spectators(match.pk)


FILTERS = [
    OpenApiParameter("user", str, description="Username of a seated player"),
    OpenApiParameter("mode", str, enum=[m for m, _ in Match._meta.get_field("mode").choices]),
    OpenApiParameter("status", str, enum=[s for s, _ in Status.choices]),
]


@extend_schema(parameters=FILTERS)
class MatchViewSet(viewsets.ReadOnlyModelViewSet):
    serializer_class = MatchSerializer

    def get_queryset(self) -> QuerySet[Match]:
        qs = Match.objects.prefetch_related("seats__user", "seats__deck").order_by("-created")
        params = self.request.query_params
        if params.get("user"):
            qs = qs.filter(seats__user__username=params["user"]).distinct()
        if params.get("mode"):
            qs = qs.filter(mode=params["mode"])
        if params.get("status"):
            qs = qs.filter(status=params["status"])
        return qs

    @extend_schema(responses={200: dict, 403: dict})
    @action(detail=True, methods=["get"])
    def replay(self, request: Request, pk: str | None = None) -> Response:
        """Seed, every seat's deck list, the setup log and every action with its events (finished matches)."""
        match = self.get_object()
        if match.status != Status.FINISHED:
            return Response({"detail": "The replay is public once the match is over."},
                            status=status.HTTP_403_FORBIDDEN)
        data: dict[str, Any] = MatchSerializer(match, context=self.get_serializer_context()).data
        data["seed"] = match.seed
        data["decks"] = [seat.deck_list for seat in match.seats.order_by("index")]
        data["setup_events"] = match.setup_events
        data["actions"] = [{"seq": a.seq, "seat": a.seat, "action": a.payload, "events": a.events}
                           for a in MatchAction.objects.filter(match=match).order_by("seq")]
        return Response(data)
