"""Cards browser pages."""

urlpatterns: list = []
