from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView

from game import views as game_views
from riftbound_site import accounts
from riftbound_site.throttle import ThrottledAdminAuthenticationForm

admin.site.login_form = ThrottledAdminAuthenticationForm  # failed logins throttled as on the site's page

urlpatterns = [
    path("", game_views.play, name="home"),
    path("watch/", game_views.watch, name="watch"),
    path("accounts/", include((accounts.urlpatterns, "accounts"))),
    path("", include("decks.urls")),
    path("", include("game.urls")),
    path("api/", include("decks.api_urls")),
    path("api/", include("game.api_urls")),
    path("api/schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="api-schema"), name="api-docs"),
    path("admin/", admin.site.urls),
]
