from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

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
    # The split view serves its start-up script from ?script, so the page runs no inline script (CSP).
    path("api/docs/", SpectacularSwaggerSplitView.as_view(url_name="api-schema"), name="api-docs"),
    path("admin/", admin.site.urls),
]
