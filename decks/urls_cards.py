"""Cards browser pages."""

from django.urls import path

from decks import views_cards

urlpatterns = [
    path("cards/", views_cards.card_list, name="card_list"),
    path("cards/<str:code>/", views_cards.card_detail, name="card_detail"),
]
