"""Failed-login throttling for the site's login page and the admin's.

Failures are counted per username (case-folded, so case variants count together) and per client
address in fixed windows of LOGIN_THROTTLE_WINDOW seconds. Once either count reaches its limit
(LOGIN_THROTTLE_PER_USERNAME, LOGIN_THROTTLE_PER_IP), logins for that username or from that address
are refused, password unchecked, until the window ends: an attacker gets a bounded number of guesses
per window, and the real user is locked out for at most the rest of one. Successful logins count for
nothing. The counts live in the `throttle` cache: this process's memory, or Redis when REDIS_URL is
set, so that every daphne process sees the same counts.
"""

from __future__ import annotations

import hashlib
import math
import time
from typing import Any

from django.conf import settings
from django.contrib.admin.forms import AdminAuthenticationForm
from django.contrib.auth.forms import AuthenticationForm
from django.core.cache import caches
from django.core.exceptions import ValidationError
from django.http import HttpRequest

CACHE = "throttle"


def now() -> float:
    return time.time()


class LoginThrottle:
    """The failure counts one login attempt falls under: its username's and its address's."""

    def __init__(self, username: str, address: str) -> None:
        self.window = int(settings.LOGIN_THROTTLE_WINDOW)
        at = now()
        started = int(at // self.window)
        self.left = self.window - at % self.window  # seconds until the current window ends
        self.counts: list[tuple[str, int]] = []
        if username:
            digest = hashlib.sha256(username.casefold().encode("utf-8", "surrogatepass")).hexdigest()
            self.counts.append((f"login-fail:user:{digest}:{started}", int(settings.LOGIN_THROTTLE_PER_USERNAME)))
        if address:
            self.counts.append((f"login-fail:ip:{address}:{started}", int(settings.LOGIN_THROTTLE_PER_IP)))

    @classmethod
    def of(cls, request: HttpRequest | None, username: str) -> LoginThrottle:
        address = request.META.get("REMOTE_ADDR", "") if request is not None else ""
        return cls(username, address)

    def locked(self) -> bool:
        cache = caches[CACHE]
        return any((cache.get(key) or 0) >= limit for key, limit in self.counts)

    def failed(self) -> None:
        cache = caches[CACHE]
        for key, _ in self.counts:
            cache.add(key, 0, timeout=self.window + 1)
            try:
                cache.incr(key)
            except ValueError:  # it expired between the two calls: a new window
                cache.add(key, 1, timeout=self.window + 1)

    def message(self) -> str:
        minutes = max(1, math.ceil(self.left / 60))
        return (f"Too many failed logins for this account or from your network. "
                f"Try again in {minutes} minute{'s' if minutes != 1 else ''}.")


class ThrottledLogin:
    """Mixin for an AuthenticationForm: refuse a throttled login before checking its password, and
    count the attempts that fail."""

    request: HttpRequest | None
    cleaned_data: dict[str, Any]

    def clean(self) -> dict[str, Any]:
        throttle = LoginThrottle.of(self.request, self.cleaned_data.get("username") or "")
        if throttle.locked():
            raise ValidationError(throttle.message(), code="throttled")
        try:
            return super().clean()  # type: ignore[misc]
        except ValidationError:
            throttle.failed()
            raise


class ThrottledAuthenticationForm(ThrottledLogin, AuthenticationForm):
    pass


class ThrottledAdminAuthenticationForm(ThrottledLogin, AdminAuthenticationForm):
    pass
