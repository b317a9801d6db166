"""The websocket Origin check: a socket is accepted only from a page of the site itself, compared by
scheme, host and port, or from an origin in CSRF_TRUSTED_ORIGINS, the rule Django's CSRF check
applies to unsafe requests.

The site's own origin is the one the socket was addressed to: the Host header (which must be in
ALLOWED_HOSTS) with https when the connection is TLS or the proxy says so through
SECURE_PROXY_SSL_HEADER, else http. Channels' AllowedHostsOriginValidator compared the host only, so a
page on another port or scheme of an allowed host could open sockets with the visitor's cookies.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

from channels.security.websocket import WebsocketDenier
from django.conf import settings
from django.http.request import split_domain_port, validate_host
from django.utils.http import is_same_domain

Scope = dict[str, Any]


def _header(scope: Scope, name: bytes) -> str:
    """A request header's value ("" when absent; the last one when repeated)."""
    value = b""
    for key, raw in scope.get("headers", ()):
        if key.lower() == name:
            value = raw
    return value.decode("latin-1").strip()


def is_secure(scope: Scope) -> bool:
    if scope.get("scheme") in ("wss", "https"):
        return True
    proxy = getattr(settings, "SECURE_PROXY_SSL_HEADER", None)
    if not proxy:
        return False
    meta_name, secure_value = proxy
    name = meta_name.removeprefix("HTTP_").lower().replace("_", "-").encode("latin-1")
    return _header(scope, name).split(",")[0].strip() == secure_value


def own_origin(scope: Scope) -> str | None:
    """`scheme://host[:port]` the socket was addressed to, or None for a host the site doesn't serve."""
    host = _header(scope, b"host").lower()
    domain, _ = split_domain_port(host)
    if not domain or not validate_host(domain, settings.ALLOWED_HOSTS):
        return None
    return f"{'https' if is_secure(scope) else 'http'}://{host}"


def trusted(origin: str) -> bool:
    """Whether CSRF_TRUSTED_ORIGINS lists `origin` (exactly, or as `scheme://*.domain`)."""
    try:
        parts = urlsplit(origin)
    except ValueError:
        return False
    for entry in settings.CSRF_TRUSTED_ORIGINS:
        entry = entry.lower()
        if "*" not in entry:
            if origin == entry:
                return True
            continue
        allowed = urlsplit(entry)
        if allowed.scheme == parts.scheme and is_same_domain(parts.netloc, allowed.netloc.replace("*", "", 1)):
            return True
    return False


def origin_allowed(scope: Scope) -> bool:
    origin = _header(scope, b"origin").lower()
    if not origin or origin == "null":
        return False  # browsers always send one; "null" is an opaque origin (sandboxed or file: pages)
    return origin == own_origin(scope) or trusted(origin)


class SameOriginValidator:
    """ASGI middleware: closes websockets whose Origin `origin_allowed` refuses, before the app sees them."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> Any:
        if scope["type"] == "websocket" and not origin_allowed(scope):
            return await WebsocketDenier()(scope, receive, send)
        return await self.app(scope, receive, send)
