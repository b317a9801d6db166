from django.core.management.base import BaseCommand

from decks.precons import PRECON_ACCOUNT, load_precons


class Command(BaseCommand):
    help = "Create or refresh the retail preconstructed decks as public decks (decks/data/precons/)."

    def handle(self, *args, **options) -> None:
        for name, deck_format, problems in load_precons():
            note = f"not legal, kept private: {problems[0]}" if problems else deck_format
            self.stdout.write(f"{PRECON_ACCOUNT}: {name} ({note})")
