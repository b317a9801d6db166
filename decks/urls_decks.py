"""Deck builder pages (joined with the card pages in `decks.urls`, app_name "decks")."""

from django.urls import path

from decks import views_builder, views_decks

urlpatterns = [
    path("decks/", views_decks.deck_list, name="deck_list"),
    path("decks/new/", views_decks.deck_new, name="deck_new"),
    path("decks/<int:pk>/", views_decks.deck_edit, name="deck_edit"),
    path("decks/<int:pk>/clone/", views_decks.deck_clone, name="deck_clone"),
    path("decks/<int:pk>/odds/", views_decks.deck_odds, name="deck_odds"),
    path("decks/<int:pk>/delete/", views_decks.deck_delete, name="deck_delete"),
    path("decks/<int:pk>/settings/", views_builder.deck_settings, name="deck_settings"),
    path("decks/<int:pk>/card/", views_builder.deck_card, name="deck_card"),
    path("decks/<int:pk>/legend/", views_builder.deck_legend, name="deck_legend"),
    path("decks/<int:pk>/champion/", views_builder.deck_champion, name="deck_champion"),
    path("decks/<int:pk>/legend-choice/", views_builder.deck_legend_choice, name="deck_legend_choice"),
    path("decks/<int:pk>/runes/fill/", views_builder.deck_fill_runes, name="deck_fill_runes"),
    path("decks/<int:pk>/import/", views_builder.deck_import, name="deck_import"),
    path("decks/<int:pk>/browse/", views_builder.deck_browse, name="deck_browse"),
]
