"""Websocket routes for live matches."""

from django.urls import path

from game.bench_echo import EchoConsumer, echo_enabled
from game.consumers import MatchConsumer

websocket_urlpatterns = [
    path("ws/matches/<int:match_id>/", MatchConsumer.as_asgi()),
]
if echo_enabled():  # the load benchmark's floor (bench/ws_load.py); off unless RIFTBOUND_BENCH_ECHO=1
    websocket_urlpatterns.append(path("ws/echo/", EchoConsumer.as_asgi()))
