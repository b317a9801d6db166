from django.apps import AppConfig


class GameConfig(AppConfig):
    name = "game"
    verbose_name = "Matches"

    def ready(self) -> None:
        import game.cards  # noqa: F401  (registers every card script with the engine)
