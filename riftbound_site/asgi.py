"""ASGI entry point: daphne serves HTTP and websockets from one process. HTTP requests run on a
fixed set of threads that keep their database connections (riftbound_site/http_handler.py)."""

import os

from riftbound_site.http_handler import get_asgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "riftbound_site.settings")
django_asgi_app = get_asgi_application()

from channels.auth import AuthMiddlewareStack  # noqa: E402
from channels.routing import ProtocolTypeRouter, URLRouter  # noqa: E402

from riftbound_site.origins import SameOriginValidator  # noqa: E402
from riftbound_site.routing import websocket_urlpatterns  # noqa: E402

application = ProtocolTypeRouter(
    {
        "http": django_asgi_app,
        "websocket": SameOriginValidator(AuthMiddlewareStack(URLRouter(websocket_urlpatterns))),
    }
)

# Under daphne: resume bot-only matches on start, stop the bots cleanly on SIGTERM.
from riftbound_site.server_hooks import install  # noqa: E402

install()
