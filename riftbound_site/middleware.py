"""Request checks that come before any view."""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest, JsonResponse, QueryDict

NUL_MESSAGE = "NUL characters are not allowed in addresses, query parameters or form fields."
FORMS = ("application/x-www-form-urlencoded", "multipart/form-data")


def _has_nul(params: QueryDict) -> bool:
    return any("\x00" in key or any("\x00" in v for v in values) for key, values in params.lists())


class RefuseNulMiddleware:
    """A 400 for a NUL character in the path, the query string or a form field: no page takes one,
    and PostgreSQL refuses them in text, so one that reached a query was a 500."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        posted = request.method == "POST" and request.content_type in FORMS
        if "\x00" in request.path or _has_nul(request.GET) or (posted and _has_nul(request.POST)):
            if request.path.startswith("/api/"):
                return JsonResponse({"detail": NUL_MESSAGE}, status=400)
            return HttpResponseBadRequest(NUL_MESSAGE, content_type="text/plain; charset=utf-8")
        return self.get_response(request)
