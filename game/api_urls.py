"""Match API routes, mounted under /api/ next to the decks API."""

from django.urls import include, path
from rest_framework.routers import SimpleRouter

from game import api

router = SimpleRouter()
router.register("matches", api.MatchViewSet, basename="match")

app_name = "game-api"
urlpatterns = [path("", include(router.urls))]
