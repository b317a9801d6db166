"""Websocket routes for live matches."""

websocket_urlpatterns: list = []
