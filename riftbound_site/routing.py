"""Websocket routes. Match consumers join here once live matches exist."""

from django.urls import path  # noqa: F401

websocket_urlpatterns: list = []
