"""`manage.py load_cards`: load decks/catalog/*.json into Card and Printing rows, idempotently.

Cards are matched by code and updated in place (same primary key, so decks keep pointing at them).
Printings are matched by code. Cards gone from the catalog are deleted unless a deck uses them.
"""

from __future__ import annotations

from pathlib import Path

from django.core.management.base import BaseCommand, CommandParser
from django.db import transaction
from django.db.models import Q

from decks.catalog import CATALOG_DIR, iter_card_records
from decks.models import Card, CatalogVersion, Deck, DeckCard, Printing

CARD_FIELDS: tuple[str, ...] = (
    "set_code", "number", "name", "type", "token_type", "supertype", "domains", "missing_facts", "energy", "power",
    "power_domains", "might", "might_bonus", "tags", "champion_tag", "keywords", "text", "rarity",
    "flavour", "domain_index", "tag_index", "keyword_index",
)  # fmt: skip
PRINTING_FIELDS: tuple[str, ...] = ("card_id", "variant", "set_code", "collector_number", "rarity", "artist")


def index(values: list[str]) -> str:
    """`["Fury", "Chaos"]` -> `|fury|chaos|` (empty list -> "")."""
    return f"|{'|'.join(v.lower() for v in values)}|" if values else ""


def card_values(record: dict) -> dict:
    """Model field values of a catalog record."""
    return {
        "set_code": record["set"],
        "number": record["number"],
        "name": record["name"],
        "type": record["type"],
        "token_type": record["token_type"],
        "supertype": record["supertype"],
        "domains": record["domains"],
        "missing_facts": record.get("missing", []),
        "energy": record["energy"],
        "power": record["power"],
        "power_domains": record["power_domains"],
        "might": record["might"],
        "might_bonus": record["might_bonus"],
        "tags": record["tags"],
        "champion_tag": record["champion_tag"],
        "keywords": record["keywords"],
        "text": record["text"],
        "rarity": record["rarity"],
        "flavour": record["flavour"],
        "domain_index": index(record["domains"]),
        "tag_index": index(record["tags"]),
        "keyword_index": index([k["name"] for k in record["keywords"]]),
    }


def sync(model, wanted: dict[str, dict], fields: tuple[str, ...]) -> tuple[int, int, int]:
    """Create/update rows of `model` so that each code in `wanted` has those field values.
    Returns (created, updated, unchanged)."""
    existing = {obj.code: obj for obj in model.objects.filter(code__in=wanted)}
    to_create, to_update = [], []
    for code, values in wanted.items():
        obj = existing.get(code)
        if obj is None:
            to_create.append(model(code=code, **values))
        elif any(getattr(obj, f) != values[f] for f in fields):
            for f in fields:
                setattr(obj, f, values[f])
            to_update.append(obj)
    model.objects.bulk_create(to_create, batch_size=500)
    if to_update:
        model.objects.bulk_update(to_update, fields, batch_size=500)
    return len(to_create), len(to_update), len(wanted) - len(to_create) - len(to_update)


def load_catalog(directory: Path = CATALOG_DIR) -> dict[str, tuple[int, int, int]]:
    """Load the catalog in one transaction; returns {"cards": (created, updated, unchanged), ...}."""
    records = list(iter_card_records(directory))
    with transaction.atomic():
        cards = sync(Card, {r["code"]: card_values(r) for r in records}, CARD_FIELDS)
        card_ids = dict(Card.objects.values_list("code", "id"))
        wanted_printings = {
            p["code"]: {
                "card_id": card_ids[r["code"]],
                "variant": p["variant"],
                "set_code": p["code"].split("-")[0],
                "collector_number": p["collector_number"],
                "rarity": p["rarity"],
                "artist": p["artist"],
            }
            for r in records
            for p in r["printings"]
        }
        printings = sync(Printing, wanted_printings, PRINTING_FIELDS)
        gone_printings, _ = Printing.objects.exclude(code__in=wanted_printings).delete()
        # Cards no longer in the catalog go, except those a deck uses.
        used = set(DeckCard.objects.values_list("card_id", flat=True))
        used |= set(Deck.objects.filter(legend__isnull=False).values_list("legend_id", flat=True))
        used |= set(Deck.objects.filter(champion__isnull=False).values_list("champion_id", flat=True))
        used |= set(Deck.legend_choices.through.objects.values_list("card_id", flat=True))
        catalog_codes = {r["code"] for r in records}
        removed, _ = Card.objects.exclude(Q(code__in=catalog_codes) | Q(id__in=used)).delete()
        if removed or gone_printings or any(created or updated for created, updated, _ in (cards, printings)):
            CatalogVersion.bump()  # processes holding catalog rows read them again (decks.lookup)
    return {"cards": cards, "printings": printings, "removed": (removed, 0, 0)}


class Command(BaseCommand):
    requires_system_checks: list[str] = []  # runs at every start-up; must not depend on the rest of the site
    help = "Load the card catalog (decks/catalog/*.json) into the database. Safe to run repeatedly."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--dir", type=Path, default=CATALOG_DIR, help="folder of <SET>.json files")

    def handle(self, *args, dir: Path, verbosity: int = 1, **options) -> None:
        result = load_catalog(dir)
        if verbosity >= 1:
            for label in ("cards", "printings"):
                created, updated, unchanged = result[label]
                self.stdout.write(f"{label}: created {created}, updated {updated}, unchanged {unchanged}")
            if result["removed"][0]:
                self.stdout.write(f"removed {result['removed'][0]} rows no longer in the catalog")
