"""The Content-Security-Policy header on every response (Django 5.2 has none built in).

Scripts come from this site only: no inline script, no eval (the templates' behaviour lives in
static/js, and the API docs' start-up script is a URL of its own). Styles allow inline `style`
attributes, which the card faces set. Connections go to this site, its websockets included.
"""

from __future__ import annotations

from django.conf import settings
from django.core.exceptions import DisallowedHost
from django.http import HttpRequest, HttpResponse
from django.utils.deprecation import MiddlewareMixin

HEADER = "Content-Security-Policy"


def policy_for(request: HttpRequest) -> str:
    """settings.CONTENT_SECURITY_POLICY with this host's websocket origins added to connect-src."""
    directives = {name: list(sources) for name, sources in settings.CONTENT_SECURITY_POLICY.items()}
    try:
        host = request.get_host()
    except DisallowedHost:  # the answer is a 400 anyway: 'self' alone
        host = ""
    if host:
        directives.setdefault("connect-src", ["'self'"]).extend([f"ws://{host}", f"wss://{host}"])
    return "; ".join(" ".join([name, *sources]) for name, sources in directives.items())


class ContentSecurityPolicyMiddleware(MiddlewareMixin):
    """Sets the policy unless the response already has one."""

    def process_response(self, request: HttpRequest, response: HttpResponse) -> HttpResponse:
        if HEADER not in response:
            response[HEADER] = policy_for(request)
        return response
