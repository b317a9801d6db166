from django.core.management.base import BaseCommand

from decks.demo import load_demo


class Command(BaseCommand):
    help = "Create the demo accounts, each with legal decks, and print their credentials."

    def handle(self, *args, **options) -> None:
        for username, password, decks in load_demo():
            self.stdout.write(f"Demo account {username} / password {password}: {', '.join(decks)}")
