"""The card catalog and players' decks."""

from __future__ import annotations

from django.conf import settings
from django.db import models


class CardType(models.TextChoices):
    UNIT = "unit", "Unit"
    SPELL = "spell", "Spell"
    GEAR = "gear", "Gear"
    RUNE = "rune", "Rune"
    BATTLEFIELD = "battlefield", "Battlefield"
    LEGEND = "legend", "Legend"
    TOKEN = "token", "Token"


class Supertype(models.TextChoices):
    NONE = "", "None"
    CHAMPION = "champion", "Champion"
    SIGNATURE = "signature", "Signature"
    TOKEN = "token", "Token"
    BASIC = "basic", "Basic"


DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")


class Card(models.Model):
    """One card (all its printings share these facts). `code` is the base printing, e.g. OGN-007."""

    code = models.CharField(max_length=16, unique=True)
    set_code = models.CharField(max_length=8, db_index=True)
    number = models.PositiveIntegerField()
    name = models.CharField(max_length=120, db_index=True)
    type = models.CharField(max_length=16, choices=CardType.choices, db_index=True)
    # The printed type for tokens ("unit", "gear"): a token's `type` is TOKEN, this says what it is.
    token_type = models.CharField(max_length=16, blank=True, default="")
    supertype = models.CharField(max_length=16, choices=Supertype.choices, blank=True, default="")
    domains = models.JSONField(default=list)  # lowercase domain names, e.g. ["fury", "chaos"]
    # Facts our sources lack for this card (["domains"] on seven Radiance cards): `domains` is then
    # not known to be empty, and the card can't be judged against a Domain Identity.
    missing_facts = models.JSONField(default=list, blank=True)
    energy = models.PositiveSmallIntegerField(null=True, blank=True)
    power = models.PositiveSmallIntegerField(null=True, blank=True)  # number of power symbols
    power_domains = models.JSONField(default=list)  # one domain per power symbol
    might = models.PositiveSmallIntegerField(null=True, blank=True)
    might_bonus = models.SmallIntegerField(null=True, blank=True)  # equipment
    tags = models.JSONField(default=list)
    champion_tag = models.CharField(max_length=40, blank=True, default="")
    keywords = models.JSONField(default=list)  # [{"name": "Assault", "value": 2}, {"name": "Shield"}]
    text = models.TextField(blank=True, default="")  # printed rules text, current errata applied
    rarity = models.CharField(max_length=16, blank=True, default="")
    flavour = models.TextField(blank=True, default="")
    # Denormalised "|a|b|" strings so every database can filter on list membership with icontains.
    domain_index = models.CharField(max_length=80, blank=True, default="")
    tag_index = models.CharField(max_length=300, blank=True, default="")
    keyword_index = models.CharField(max_length=300, blank=True, default="")

    class Meta:
        ordering = ["set_code", "number"]

    def __str__(self) -> str:
        return f"{self.name} ({self.code})"

    @property
    def domain_unknown(self) -> bool:
        return "domains" in (self.missing_facts or [])

    @property
    def is_unique(self) -> bool:
        return any(k.get("name") == "Unique" for k in self.keywords)

    @property
    def any_number_allowed(self) -> bool:
        """Its text lifts the copy limit (103.3.b) for its name: "Your deck can have any number of cards named
        Spiderling"."""
        return f"any number of cards named {self.name}".casefold() in self.text.casefold()

    @property
    def keyword_labels(self) -> list[str]:
        return [f"{k['name']} {k['value']}" if k.get("value") is not None else k["name"] for k in self.keywords]


class Printing(models.Model):
    """A physical printing of a card: the base one and its variants (alternate art, overnumbered, signed, metal)."""

    class Variant(models.TextChoices):
        BASE = "base", "Standard"
        ALTERNATE_ART = "alternate_art", "Alternate art"
        OVERNUMBERED = "overnumbered", "Overnumbered"
        SIGNED = "signed", "Signed"
        METAL = "metal", "Metal"
        PROMO = "promo", "Promo"

    code = models.CharField(max_length=24, unique=True)  # e.g. OGN-007a, OGN-299*, OPP-001#metal
    card = models.ForeignKey(Card, on_delete=models.CASCADE, related_name="printings")
    variant = models.CharField(max_length=16, choices=Variant.choices, default=Variant.BASE)
    set_code = models.CharField(max_length=8)
    collector_number = models.CharField(max_length=16)
    rarity = models.CharField(max_length=16, blank=True, default="")
    artist = models.CharField(max_length=120, blank=True, default="")

    class Meta:
        ordering = ["set_code", "code"]

    def __str__(self) -> str:
        return f"{self.code} ({self.get_variant_display()})"


class CatalogVersion(models.Model):
    """One row: a number `load_cards` raises whenever it changes a card or a printing, so a process that keeps
    catalog rows in memory (decks.lookup.shared_resolver) knows when they are stale, whichever process loaded."""

    number = models.PositiveIntegerField(default=0)

    def __str__(self) -> str:
        return f"catalog version {self.number}"

    @classmethod
    def current(cls) -> int:
        return cls.objects.filter(pk=1).values_list("number", flat=True).first() or 0

    @classmethod
    def bump(cls) -> None:
        """Raise the number (in the caller's transaction: `load_cards`' own)."""
        if not cls.objects.filter(pk=1).update(number=models.F("number") + 1):
            cls.objects.create(pk=1, number=1)


class DeckMode(models.TextChoices):
    DUEL = "duel", "Duel (1v1)"
    MATCH = "match", "Match (best of 3)"
    FFA = "ffa", "Free-for-all"
    TEAMS = "2v2", "2v2"


class DeckFormat(models.TextChoices):
    """decks.formats: Standard Constructed (Tournament Rules) or the casual profile for friendly play."""

    STANDARD = "standard", "Standard"
    CASUAL = "casual", "Casual"


class Deck(models.Model):
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="decks")
    name = models.CharField(max_length=80)
    mode = models.CharField(max_length=8, choices=DeckMode.choices, default=DeckMode.DUEL)
    # The format the deck is built for (decks stored before formats existed are casual: the rules they
    # were checked against then, at least 40 cards and no ban list).
    format = models.CharField(max_length=10, choices=DeckFormat.choices, default=DeckFormat.STANDARD)
    legend = models.ForeignKey(Card, on_delete=models.PROTECT, null=True, blank=True, related_name="+")
    # The Chosen Champion; its copy is counted among the main-deck entries.
    champion = models.ForeignKey(Card, on_delete=models.PROTECT, null=True, blank=True, related_name="+")
    # Deck-building choices (Core Rules 103.1): the legends chosen in addition to the starting legend
    # because a card asks for them (Neeko, Blending In). decks/choices.py.
    legend_choices = models.ManyToManyField(Card, blank=True, related_name="+")
    is_public = models.BooleanField(default=False)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated"]

    def __str__(self) -> str:
        return self.name

    def entries(self, zone: str) -> list[DeckCard]:
        return [e for e in self.cards.all() if e.zone == zone]


class DeckCard(models.Model):
    class Zone(models.TextChoices):
        MAIN = "main", "Main deck"
        RUNES = "runes", "Rune deck"
        BATTLEFIELDS = "battlefields", "Battlefields"
        SIDEBOARD = "sideboard", "Sideboard"

    deck = models.ForeignKey(Deck, on_delete=models.CASCADE, related_name="cards")
    card = models.ForeignKey(Card, on_delete=models.PROTECT, related_name="+")
    zone = models.CharField(max_length=16, choices=Zone.choices)
    count = models.PositiveSmallIntegerField(default=1)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["deck", "card", "zone"], name="unique_card_per_zone")]
        ordering = ["zone", "card__energy", "card__name"]
