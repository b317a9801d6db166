"""`python manage.py cards_doc`: regenerate docs/cards.md's vocabulary tables from the registries."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand, CommandError

from game.cards import vocabulary_doc


class Command(BaseCommand):
    help = "Regenerate docs/cards.md's vocabulary tables from the registries (--check: fail if they are stale)."

    def add_arguments(self, parser: Any) -> None:
        parser.add_argument("--check", action="store_true", help="only check; exit non-zero when stale")

    def handle(self, *args: Any, **options: Any) -> None:
        if options["check"]:
            if vocabulary_doc.stale():
                raise CommandError("docs/cards.md's vocabulary is stale: run python manage.py cards_doc")
            self.stdout.write("docs/cards.md's vocabulary is current")
            return
        changed = vocabulary_doc.write()
        self.stdout.write("docs/cards.md updated" if changed else "docs/cards.md was already current")
