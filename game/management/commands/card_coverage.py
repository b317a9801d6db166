"""`python manage.py card_coverage`: per set, cards fully implemented by the engine, and the rest."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from decks.catalog import iter_card_records
from game.cards.coverage import coverage, report


class Command(BaseCommand):
    help = "Per set: how many catalog cards the rules engine plays in full; lists the others by code and name."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--summary", action="store_true", help="only the counts, not the missing cards")

    def handle(self, *args: Any, **options: Any) -> None:
        rows = coverage(iter_card_records())
        self.stdout.write(report(rows, list_missing=not options["summary"]))
