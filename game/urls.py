"""Match pages: lobby actions, the match board, histories, replays."""

from django.urls import path

from game import sandbox_views, views

app_name = "game"
urlpatterns = [
    path("matches/new/", views.create, name="create"),
    path("matches/new/bots/", views.create_bots, name="create_bots"),
    path("sandbox/", sandbox_views.sandbox, name="sandbox"),
    path("matches/history/", views.my_history, name="my_history"),
    path("matches/<int:pk>/", views.match_page, name="match"),
    path("matches/<int:pk>/join/", views.join, name="join"),
    path("matches/<int:pk>/bot/", views.bot, name="add_bot"),
    path("matches/<int:pk>/hint/", views.hint, name="hint"),
    path("matches/<int:pk>/concede/", views.concede, name="concede"),
    path("matches/<int:pk>/replay/", views.replay, name="replay"),
    path("matches/<int:pk>/rematch/", views.rematch_page, name="rematch"),
    path("matches/deck/<int:pk>/", views.deck_matches, name="deck_history"),
    path("players/<str:username>/matches/", views.player_history, name="player_history"),
]
