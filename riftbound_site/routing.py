"""All websocket routes; each app keeps its own list."""

from game.routing import websocket_urlpatterns as game_websockets

websocket_urlpatterns = [*game_websockets]
