"""The REST API: cards, decks, deck validation and deck codes."""

from __future__ import annotations

from typing import Any

from django.db import transaction
from django.db.models import Q, QuerySet
from drf_spectacular.utils import OpenApiExample, extend_schema, inline_serializer
from rest_framework import permissions, serializers, status, viewsets
from rest_framework.decorators import api_view, permission_classes
from rest_framework.exceptions import ValidationError
from rest_framework.request import Request
from rest_framework.response import Response

from decks.card_filters import CardFilterError, filter_cards
from decks.deckcodes import DeckCodeError, decode_deck, encode_deck
from decks.decklist import spec_from_code
from decks.lookup import shared_resolver
from decks.models import Card, Deck
from decks.serializers import (
    CardSerializer,
    DeckContentsSerializer,
    DeckSerializer,
    DeckWriteSerializer,
    error_list,
)
from decks.services import save_spec, spec_from_deck, spec_to_payload


class CardViewSet(viewsets.ReadOnlyModelViewSet):
    """The card catalog. Filters: q, set, domain, type, supertype, energy, might, keyword, tag, playable
    (true: only the cards playable in matches; false: only the others), sort."""

    serializer_class = CardSerializer
    lookup_field = "code"
    lookup_value_regex = r"[A-Za-z]{2,4}-[A-Za-z0-9*]+"

    def get_queryset(self) -> QuerySet[Card]:
        queryset = Card.objects.prefetch_related("printings")
        if self.action != "list":
            return queryset
        try:
            return filter_cards(queryset, self.request.query_params)
        except CardFilterError as exc:
            raise ValidationError(exc.errors) from exc

    def get_object(self) -> Card:
        self.kwargs["code"] = self.kwargs["code"].upper()
        return super().get_object()


class IsOwnerOrReadOnly(permissions.BasePermission):
    def has_object_permission(self, request: Request, view: Any, obj: Deck) -> bool:
        return request.method in permissions.SAFE_METHODS or obj.owner_id == request.user.id


class DeckViewSet(viewsets.ModelViewSet):
    """Decks: anyone reads public decks, owners also see and change their private ones."""

    permission_classes = [permissions.IsAuthenticatedOrReadOnly, IsOwnerOrReadOnly]

    def get_queryset(self) -> QuerySet[Deck]:
        visible = Q(is_public=True)
        if self.request.user.is_authenticated:
            visible |= Q(owner=self.request.user)
        return Deck.objects.filter(visible).select_related("owner", "legend", "champion").order_by("-updated", "pk")

    def get_serializer_class(self) -> type[serializers.Serializer]:
        return DeckWriteSerializer if self.action in {"create", "update", "partial_update"} else DeckSerializer

    @extend_schema(request=DeckWriteSerializer, responses=DeckSerializer)
    def create(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        write = DeckWriteSerializer(data=request.data)
        write.is_valid(raise_exception=True)
        spec = _known_cards_only(write)
        with transaction.atomic():
            deck = Deck(owner=request.user, name=write.validated_data["name"],
                        is_public=write.validated_data["is_public"])
            save_spec(deck, spec)
        return Response(DeckSerializer(deck).data, status=status.HTTP_201_CREATED)

    @extend_schema(request=DeckWriteSerializer, responses=DeckSerializer)
    def update(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        deck = self.get_object()
        partial = kwargs.get("partial", False)
        current = {"name": deck.name, "is_public": deck.is_public, **spec_to_payload(spec_from_deck(deck))}
        data = {**current, **_json_object(request)} if partial else _json_object(request)
        write = DeckWriteSerializer(data=data)
        write.is_valid(raise_exception=True)
        spec = _known_cards_only(write)
        with transaction.atomic():
            deck.name = write.validated_data["name"]
            deck.is_public = write.validated_data["is_public"]
            save_spec(deck, spec)
        return Response(DeckSerializer(deck).data)


def _known_cards_only(write: DeckContentsSerializer):
    spec = write.to_spec()
    if spec.unknown:
        raise ValidationError({"cards": [f"No card in the catalog matches {ref!r}." for ref in spec.unknown]})
    return spec


_validate_request = inline_serializer(
    "DeckValidateRequest",
    fields={
        "code": serializers.CharField(required=False, help_text="A deck code; or give the lists instead."),
        "mode": serializers.CharField(required=False),
        "format": serializers.CharField(required=False, help_text="standard (default) or casual"),
        "legend": serializers.CharField(required=False),
        "champion": serializers.CharField(required=False),
        "main": serializers.ListField(child=serializers.DictField(), required=False),
        "runes": serializers.ListField(child=serializers.DictField(), required=False),
        "battlefields": serializers.ListField(child=serializers.DictField(), required=False),
        "sideboard": serializers.ListField(child=serializers.DictField(), required=False),
        "legend_choices": serializers.ListField(child=serializers.CharField(), required=False),
    },
)
_validate_response = inline_serializer(
    "DeckValidateResponse",
    fields={"valid": serializers.BooleanField(), "errors": serializers.ListField(child=serializers.DictField()),
            "deck": serializers.DictField()},
)


@extend_schema(
    request=_validate_request,
    responses={200: _validate_response},
    examples=[OpenApiExample("By deck code", value={"code": "CEAAAAA..."}, request_only=True)],
)
@api_view(["POST"])
@permission_classes([permissions.AllowAny])
def validate_deck_view(request: Request) -> Response:
    """Check a deck against every deck-construction rule and report every problem at once."""
    data = _json_object(request)
    resolver = shared_resolver()
    if "code" in data:
        code = data["code"]
        if not isinstance(code, str):
            raise ValidationError({"code": "The deck code must be a string."})
        try:
            spec = spec_from_code(code, resolver)
        except DeckCodeError as exc:
            raise ValidationError({"code": str(exc)}) from exc
        options = {"mode": data.get("mode", spec.mode), "format": data.get("format", spec.format)}
        contents = DeckContentsSerializer(data=options)
        contents.is_valid(raise_exception=True)
        spec.mode = contents.validated_data["mode"]
        spec.format = contents.validated_data["format"]
    else:
        contents = DeckContentsSerializer(data=data)
        contents.is_valid(raise_exception=True)
        spec = contents.to_spec()
    errors = error_list(spec)
    return Response({"valid": not errors, "errors": errors, "deck": spec_to_payload(spec)})


_code_lists = {
    "main": serializers.ListField(child=serializers.DictField()),
    "sideboard": serializers.ListField(child=serializers.DictField()),
    "chosen_champion": serializers.CharField(allow_null=True),
    "legend_choices": serializers.ListField(child=serializers.CharField(), required=False,
                                            help_text="Legends chosen for a card such as Neeko, Blending In"),
}


@extend_schema(
    request=inline_serializer("DeckCodeDecodeRequest", fields={"code": serializers.CharField()}),
    responses={200: inline_serializer("DeckCodeDecoded", fields={**_code_lists, "version": serializers.IntegerField()})},
)
@api_view(["POST"])
@permission_classes([permissions.AllowAny])
def decode_view(request: Request) -> Response:
    """Decode a deck code (the format only: codes of cards missing from the catalog still decode)."""
    code = _json_object(request).get("code")
    if not isinstance(code, str):
        raise ValidationError({"code": "Give the deck code as a string in 'code'."})
    try:
        decoded = decode_deck(code)
    except DeckCodeError as exc:
        raise ValidationError({"code": str(exc)}) from exc
    return Response({
        "main": [{"card": c, "count": n} for c, n in decoded.main],
        "sideboard": [{"card": c, "count": n} for c, n in decoded.sideboard],
        "chosen_champion": decoded.chosen_champion,
        "legend_choices": decoded.legend_choices,
        "version": decoded.version,
    })


@extend_schema(
    request=inline_serializer("DeckCodeEncodeRequest", fields=_code_lists),
    responses={200: inline_serializer("DeckCodeEncoded", fields={"code": serializers.CharField()})},
)
@api_view(["POST"])
@permission_classes([permissions.AllowAny])
def encode_view(request: Request) -> Response:
    """Encode card lists as a version-3 deck code."""
    data = _json_object(request)
    main = _code_entries(data.get("main"), "main")
    sideboard = _code_entries(data.get("sideboard") or [], "sideboard")
    champion = data.get("chosen_champion")
    if champion is not None and not isinstance(champion, str):
        raise ValidationError({"chosen_champion": "Give a card code or null."})
    choices = data.get("legend_choices") or []
    if not isinstance(choices, list) or not all(isinstance(c, str) for c in choices):
        raise ValidationError({"legend_choices": "Give a list of card codes."})
    try:
        code = encode_deck(main, sideboard, champion, legend_choices=choices)
    except DeckCodeError as exc:
        raise ValidationError({"code": str(exc)}) from exc
    return Response({"code": code})


def _json_object(request: Request) -> dict[str, Any]:
    if not isinstance(request.data, dict):
        raise ValidationError({"detail": "Send a JSON object."})
    return request.data


def _code_entries(items: Any, field: str) -> list[tuple[str, int]]:
    if not isinstance(items, list):
        raise ValidationError({field: 'Give a list of {"card": CODE, "count": N}.'})
    entries = []
    for index, item in enumerate(items, start=1):
        if not (isinstance(item, dict) and isinstance(item.get("card"), str)
                and isinstance(item.get("count"), int) and not isinstance(item.get("count"), bool)):
            raise ValidationError({field: f'Entry {index} must be {{"card": CODE, "count": N}}.'})
        entries.append((item["card"], item["count"]))
    return entries
