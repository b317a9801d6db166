"""REST API routes, mounted under /api/."""

from django.urls import include, path
from rest_framework.routers import DefaultRouter

from decks import api

router = DefaultRouter()
router.register("cards", api.CardViewSet, basename="card")
router.register("decks", api.DeckViewSet, basename="deck")

app_name = "api"
urlpatterns = [
    path("decks/validate/", api.validate_deck_view, name="deck-validate"),
    path("deck-codes/decode/", api.decode_view, name="deck-code-decode"),
    path("deck-codes/encode/", api.encode_view, name="deck-code-encode"),
    path("", include(router.urls)),
]
