"""REST serializers for cards and decks."""

from __future__ import annotations

from typing import Any

from rest_framework import serializers

from decks.deckspec import DeckSpec
from decks.models import Card, Deck, DeckFormat, DeckMode, Printing
from decks.playable import is_playable
from decks.services import DeckPayloadError, spec_from_deck, spec_from_payload, spec_to_payload
from decks.validation import validate_deck


class PrintingSerializer(serializers.ModelSerializer):
    class Meta:
        model = Printing
        fields = ["code", "variant", "set_code", "collector_number", "rarity", "artist"]


class CardSerializer(serializers.ModelSerializer):
    set = serializers.CharField(source="set_code")
    printings = PrintingSerializer(many=True, read_only=True)
    playable = serializers.SerializerMethodField(
        help_text="The rules engine plays every part of this card: a deck holding it can be taken into a match."
    )

    class Meta:
        model = Card
        fields = [
            "code", "set", "number", "name", "type", "token_type", "supertype", "domains", "missing_facts",
            "energy", "power",
            "power_domains", "might", "might_bonus", "tags", "champion_tag", "keywords", "text", "rarity",
            "flavour", "printings", "playable",
        ]

    def get_playable(self, card: Card) -> bool:
        return is_playable(card)


class DeckEntrySerializer(serializers.Serializer):
    card = serializers.CharField(help_text="Card code (OGN-007; variant suffixes and /298 allowed) or exact printed name.")
    count = serializers.IntegerField(min_value=1, max_value=99, default=1)


class DeckContentsSerializer(serializers.Serializer):
    """A deck's contents, as the validation API and the decks API take them."""

    mode = serializers.ChoiceField(choices=DeckMode.choices, default=DeckMode.DUEL)
    format = serializers.ChoiceField(choices=DeckFormat.choices, default=DeckFormat.STANDARD,
                                     help_text="standard (Tournament Rules) or casual; docs/deck-rules.md")
    legend = serializers.CharField(required=False, allow_null=True, allow_blank=True)
    champion = serializers.CharField(required=False, allow_null=True, allow_blank=True)
    main = DeckEntrySerializer(many=True, required=False)
    runes = DeckEntrySerializer(many=True, required=False)
    battlefields = DeckEntrySerializer(many=True, required=False)
    sideboard = DeckEntrySerializer(many=True, required=False)
    legend_choices = serializers.ListField(
        child=serializers.CharField(), required=False, max_length=8,
        help_text="Legends chosen in addition to the legend, for a card that asks for them (Neeko, Blending In).",
    )

    def to_spec(self) -> DeckSpec:
        try:
            return spec_from_payload(self.validated_data)
        except DeckPayloadError as exc:  # the serializer checked the shape; this is a last guard
            raise serializers.ValidationError(str(exc)) from exc


class DeckWriteSerializer(DeckContentsSerializer):
    name = serializers.CharField(max_length=80)
    is_public = serializers.BooleanField(default=False)
    mode = serializers.ChoiceField(choices=DeckMode.choices, required=False)
    format = serializers.ChoiceField(choices=DeckFormat.choices, required=False)


class DeckValidationErrorSerializer(serializers.Serializer):
    code = serializers.CharField()
    message = serializers.CharField()
    cards = serializers.ListField(child=serializers.CharField())


class DeckSerializer(serializers.Serializer):
    """How the API shows a deck (read only): its contents plus its validation."""

    id = serializers.IntegerField()
    name = serializers.CharField()
    owner = serializers.CharField()
    is_public = serializers.BooleanField()
    mode = serializers.CharField()
    format = serializers.CharField()
    legend = serializers.CharField(allow_null=True)
    champion = serializers.CharField(allow_null=True)
    main = DeckEntrySerializer(many=True)
    runes = DeckEntrySerializer(many=True)
    battlefields = DeckEntrySerializer(many=True)
    sideboard = DeckEntrySerializer(many=True)
    legend_choices = serializers.ListField(child=serializers.CharField())
    valid = serializers.BooleanField()
    errors = DeckValidationErrorSerializer(many=True)
    created = serializers.DateTimeField()
    updated = serializers.DateTimeField()

    def to_representation(self, deck: Deck) -> dict[str, Any]:
        spec = spec_from_deck(deck)
        errors = error_list(spec)
        return {
            "id": deck.pk,
            "name": deck.name,
            "owner": deck.owner.username,
            "is_public": deck.is_public,
            **spec_to_payload(spec),
            "valid": not errors,
            "errors": errors,
            "created": deck.created.isoformat(),
            "updated": deck.updated.isoformat(),
        }


def error_list(spec: DeckSpec) -> list[dict[str, Any]]:
    return [{"code": e.code, "message": e.message, "cards": list(e.cards)} for e in validate_deck(spec)]
