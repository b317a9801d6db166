"""Browser tests: headless Debian Chromium driven by Playwright's sync API against pytest-django's live_server.

Never `playwright install`: the browser is /usr/bin/chromium (scripts/ensure_chromium.sh installs it).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]


@pytest.fixture(scope="session")
def browser() -> Iterator:
    if not CHROMIUM.exists():
        pytest.skip(f"{CHROMIUM} is missing: install Debian's chromium (scripts/ensure_chromium.sh) to run browser tests")
    from playwright.sync_api import sync_playwright

    # Playwright's sync API runs an event loop in this thread; Django would refuse ORM calls from it.
    # Only the browser tests need this, and they run last (tests/conftest.py orders them).
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True)
            yield browser
            browser.close()
    finally:
        os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)


@pytest.fixture
def page(browser, live_server) -> Iterator:
    context = browser.new_context(base_url=live_server.url, viewport={"width": 1400, "height": 900})
    context.set_default_timeout(10_000)
    page = context.new_page()
    yield page
    context.close()


@pytest.fixture
def player(django_user_model):
    password = "browser-test-password-42"
    user = django_user_model.objects.create_user("browser-player", password=password)
    user.raw_password = password
    return user


@pytest.fixture
def logged_in_page(page, player):
    page.goto("/accounts/login/?next=/decks/")
    page.get_by_label("Username").fill(player.username)
    page.get_by_label("Password").fill(player.raw_password)
    page.get_by_role("button", name="Log in").click()
    page.wait_for_url("**/decks/")
    return page
