"""Browser tests: headless Debian Chromium driven by Playwright's sync API, against pytest-django's
live_server (`page`, `logged_in_page`) or, for websockets, the site under daphne (`serve`, `open_page`).

Never `playwright install`: the browser is /usr/bin/chromium (scripts/ensure_chromium.sh installs it).
Give `wait_for_function` a function (`"() => ..."`): a bare expression is eval'd in the page, which the
site's Content-Security-Policy forbids.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests import daphne
from tests.daphne import ROOT

__all__ = ["PASSWORDS", "ROOT", "SETTINGS", "Server", "log_in", "new_page", "open_page", "seq", "serve"]

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]
# The daphne server's settings module: its own SQLite file; the demo decks hold cards the engine does
# not implement yet, so it allows them.
SETTINGS = """from tests.settings import *  # noqa: F403
DATABASES["default"]["NAME"] = {db!r}
GAME_ALLOW_UNIMPLEMENTED_CARDS = True
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
"""
PASSWORDS = {"demo-annie": "riftbound-demo-1", "demo-garen": "riftbound-demo-2"}


@pytest.fixture(scope="module")
def browser() -> Iterator:
    """Chromium for one test module. Module-scoped, not session-scoped: while Playwright's sync API
    runs it marks its event loop as running in this thread, which breaks the asyncio tests that the
    same worker runs next; stopping it after the module lets browser tests run in any order."""
    if not CHROMIUM.exists():
        pytest.skip(f"{CHROMIUM} is missing: install Debian's chromium (scripts/ensure_chromium.sh) to run browser tests")
    from playwright.sync_api import sync_playwright

    # Playwright's sync API runs an event loop in this thread; Django would refuse ORM calls from it.
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True)
            yield browser
            browser.close()
    finally:
        os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)


LAPTOP = {"width": 1400, "height": 900}
PHONE_LANDSCAPE = {"width": 844, "height": 390}


def new_page(browser, base_url: str, timeout: int, viewport: dict[str, int] = LAPTOP, storage_state: Any = None):
    """A page in a fresh browser context (its own cookies, or `storage_state`'s) at the tests' window size (or a
    phone's)."""
    phone = viewport["height"] < 500
    context = browser.new_context(base_url=base_url, viewport=viewport, is_mobile=phone, has_touch=phone,
                                  storage_state=storage_state)
    context.set_default_timeout(timeout)
    return context.new_page()


def log_in(page, username: str, password: str, next_path: str | None = None) -> None:
    """Log in through the login form and wait for `next_path` (without it, the profile page)."""
    page.goto("/accounts/login/" + (f"?next={next_path}" if next_path else ""))
    page.get_by_label("Username").fill(username)
    page.get_by_label("Password").fill(password)
    page.get_by_role("button", name="Log in").click()
    page.wait_for_url(f"**{next_path or '/accounts/profile/'}")


@pytest.fixture
def page(browser, live_server) -> Iterator:
    page = new_page(browser, live_server.url, 10_000)
    yield page
    page.context.close()


@pytest.fixture
def player(django_user_model):
    password = "browser-test-password-42"
    user = django_user_model.objects.create_user("browser-player", password=password)
    user.raw_password = password
    return user


@pytest.fixture
def logged_in_page(page, player):
    log_in(page, player.username, player.raw_password, "/decks/")
    return page


# -- the site under daphne (real websockets) ---------------------------------------------------------


class Server(daphne.Daphne):
    """The site's own ASGI app under the settings module in `folder` (see `serve`)."""

    def __init__(self, folder: Path) -> None:
        super().__init__(folder, daphne.env_for(folder, "match_browser_settings"))
        self.sessions: dict[str, Any] = {}  # a demo account's cookies once logged in (`open_page`)


def serve(tmp_path_factory, name: str, settings: str = SETTINGS) -> Iterator[Server]:
    """For a module's `server` fixture (`yield from serve(...)`): a running server with `settings`
    (formatted with its `db`), migrated, with the catalog and the demo accounts; stopped afterwards."""
    folder = tmp_path_factory.mktemp(name)
    (folder / "match_browser_settings.py").write_text(settings.format(db=str(folder / "db.sqlite3")))
    srv = Server(folder)
    daphne.prepared_sqlite(folder / "db.sqlite3")
    srv.start()
    yield srv
    srv.stop()


def open_page(browser, server: Server, user: str | None, viewport: dict[str, int] = LAPTOP):
    """A page on `server` that accepts every dialog, logged in as the demo account `user` (None: anonymous).
    The first page of a user on a server logs in through the form; later ones start from its cookies (a
    session of that server's database: no test of these modules logs its demo accounts out)."""
    saved = server.sessions.get(user) if user else None
    page = new_page(browser, server.url, 15_000, viewport, storage_state=saved)
    page.on("dialog", lambda dialog: dialog.accept())
    if user and saved is None:
        log_in(page, user, PASSWORDS[user])
        server.sessions[user] = page.context.storage_state()
    return page


def scroll_to(locator, tries: int = 5) -> None:
    """Scrolls `locator` into view. The board's live updates swap whole regions, so the element found can be
    detached before it is scrolled to (Playwright retries clicks, not this): look it up again."""
    from playwright.sync_api import Error as PlaywrightError

    for attempt in range(tries):
        try:
            locator.scroll_into_view_if_needed()
            return
        except PlaywrightError as error:
            if "not attached" not in str(error) or attempt == tries - 1:
                raise


def box_of(locator, tries: int = 5) -> dict:
    """The element's bounding box, looked up again if a live update swapped its region in between (a
    detached element has no box)."""
    for _ in range(tries):
        locator.wait_for(state="visible")
        box = locator.bounding_box()
        if box is not None:
            return box
    raise AssertionError(f"{locator} kept being replaced")


def seq(page) -> int:
    return int(page.locator("#turn").get_attribute("data-seq"))


def create_bot_match(page) -> None:
    """On the Play page: a Duel with the first deck against the bot; waits until the board's socket is open."""
    page.locator(".create-form select[name=deck]").select_option(index=0)
    page.locator(".create-form select[name=seat1]").select_option("bot")
    page.get_by_role("button", name="Create match").click()
    page.wait_for_url(re.compile(r"/matches/\d+/$"))
    page.wait_for_selector("#conn[data-state=open]")

