from django.core.management.base import BaseCommand

from decks.demo import load_demo
from decks.precons import PRECON_ACCOUNT, load_precons


class Command(BaseCommand):
    help = "Create the demo accounts, each with legal decks, and print their credentials; load the retail precons."

    def handle(self, *args, **options) -> None:
        for username, password, decks in load_demo():
            self.stdout.write(f"Demo account {username} / password {password}: {', '.join(decks)}")
        loaded = load_precons()
        self.stdout.write(f"Retail precons, public decks of {PRECON_ACCOUNT}: "
                          + ", ".join(name for name, _, problems in loaded if not problems))
