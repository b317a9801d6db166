"""Pages of the decks app: the Cards browser and the deck builder (each in its own module)."""

from decks.urls_cards import urlpatterns as card_urls
from decks.urls_decks import urlpatterns as deck_urls

app_name = "decks"
urlpatterns = card_urls + deck_urls
