"""`manage.py build_catalog`: convert the reference card data into decks/catalog/<SET>.json."""

from __future__ import annotations

from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandParser

from decks.catalog import CATALOG_DIR
from decks.catalog.convert import build_catalog, write_catalog


class Command(BaseCommand):
    requires_system_checks: list[str] = []  # a data job; must not depend on the rest of the site
    help = "Build our card catalog (decks/catalog/<SET>.json) from the reference card data."

    def add_arguments(self, parser: CommandParser) -> None:
        default_source = Path(settings.BASE_DIR).parent / "shared" / "reference" / "cards"
        parser.add_argument("--source", type=Path, default=default_source, help="reference cards folder")
        parser.add_argument(
            "--rules",
            type=Path,
            default=None,
            help="folder of errata-*.md (default: <source>/../../rules/official)",
        )
        parser.add_argument("--out", type=Path, default=CATALOG_DIR, help="where to write the set files")

    def handle(
        self, *args, source: Path, rules: Path | None, out: Path, verbosity: int = 1, **options
    ) -> None:
        by_set, report = build_catalog(source, rules)
        write_catalog(by_set, out)
        if verbosity >= 2:
            for line in report:
                self.stdout.write(line)
        for set_code, records in by_set.items():
            printings = sum(len(r["printings"]) for r in records)
            self.stdout.write(f"{set_code}: {len(records)} cards, {printings} printings")
