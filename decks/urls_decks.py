"""Deck builder pages."""

urlpatterns: list = []
