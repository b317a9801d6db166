"""Under the site's Content-Security-Policy the pages still work and Chromium reports no violation:
the board (its websocket partials, the lobby's invite link, the replay's seat choice), the deck
builder (htmx edits, import), the cards page (its htmx search) and the API docs (Swagger UI).

Runs the site under daphne (tests/browser/conftest.serve) for the websockets.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tests.browser.conftest import SETTINGS, Server, create_bot_match, open_page, seq, serve

# Every violation of the current document is reported on the console, so it outlives navigation.
REPORT_VIOLATIONS = """document.addEventListener("securitypolicyviolation", (e) => console.error(
  "CSP violation: " + e.violatedDirective + " blocked " + (e.blockedURI || "inline code") + " at " +
  e.sourceFile + ":" + e.lineNumber));"""


@pytest.fixture(scope="module")
def server(tmp_path_factory) -> Iterator[Server]:
    yield from serve(tmp_path_factory, "csp-server", SETTINGS)


class Watched:
    """A page whose CSP violations, console errors and uncaught exceptions are collected."""

    def __init__(self, browser, server: Server, user: str | None) -> None:
        self.page = open_page(browser, server, None)
        self.problems: list[str] = []
        self.page.add_init_script(REPORT_VIOLATIONS)
        self.page.on("console", lambda m: self.problems.append(m.text) if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.problems.append(f"uncaught: {e}"))
        if user:
            from tests.browser.conftest import PASSWORDS, log_in

            log_in(self.page, user, PASSWORDS[user])

    def goto(self, path: str):
        """Open `path`, checking it was served under the policy."""
        response = self.page.goto(path)
        policy = response.headers.get("content-security-policy", "")
        assert "script-src 'self';" in policy and "unsafe-inline" not in policy.split("style-src")[0], policy
        return self.page

    def assert_clean(self) -> None:
        assert not self.problems, self.problems
        self.page.context.close()


def test_the_board_works_under_the_policy(browser, server):
    watched = Watched(browser, server, "demo-annie")
    page = watched.goto("/")
    # A lobby: the invite link selects itself on a click (static/js/site.js).
    page.locator(".create-form select[name=deck]").select_option(index=0)
    page.get_by_role("button", name="Create match").click()
    page.wait_for_url(re.compile(r"/matches/\d+/$"))
    page.wait_for_selector("#conn[data-state=open]")
    page.locator("input.invite").click()
    assert page.evaluate("() => { const i = document.querySelector('input.invite');"
                         " return i.value.length > 0 && i.selectionStart === 0 && i.selectionEnd === i.value.length; }")

    # A match against the bot: the websocket opens and its partials redraw the board.
    frames: list[str] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda data: frames.append(str(data))))
    watched.goto("/")
    create_bot_match(page)
    page.wait_for_selector("#prompt .pick")  # the mulligan
    before = seq(page)
    page.locator(".act-concede").click()  # sent over the websocket; the dialog is accepted
    page.wait_for_selector("#turn .result")
    assert seq(page) > before and any('id="turn"' in f for f in frames)

    # The replay: choosing a seat reloads it from that seat's view (data-autosubmit).
    page.get_by_role("link", name="Watch the replay").click()
    page.wait_for_url("**/replay/")
    page.locator("select[name=seat]").select_option(index=1)
    page.wait_for_url(re.compile(r"/replay/\?step=\d+&seat=0$"))
    watched.assert_clean()


def test_the_deck_builder_works_under_the_policy(browser, server):
    from playwright.sync_api import expect

    watched = Watched(browser, server, "demo-annie")
    page = watched.goto("/decks/")
    # An existing deck's code, imported into a new deck.
    page.locator(".deck-table a[href^='/decks/']").first.click()
    page.wait_for_url(re.compile(r"/decks/\d+/$"))
    code = page.locator("#export-code").input_value()
    assert code
    watched.goto("/decks/")
    page.get_by_role("button", name="+ New deck").click()
    page.wait_for_url(re.compile(r"/decks/\d+/$"))
    page.locator("[id^=legend-]").first.click()
    expect(page.locator("#builder-status")).to_contain_text("is your legend")
    page.locator("#f-q").fill("a")
    expect(page.locator("#browser-results")).to_have_attribute("data-q", "a")
    page.locator("#import-panel summary").click()
    page.locator("#id_deck").fill(code)
    page.get_by_role("button", name="Replace deck with this").click()
    expect(page.locator("#builder-status")).to_contain_text("Imported")
    expect(page.locator("#id_deck")).to_have_value("")  # emptied once it worked (static/js/builder.js)
    watched.assert_clean()


def test_the_cards_page_works_under_the_policy(browser, server):
    watched = Watched(browser, server, None)
    page = watched.goto("/cards/")
    page.locator("#id_q").fill("Jinx")
    # The htmx search leaves empty filters and the default sort out of the URL (static/js/cards.js).
    page.wait_for_url(re.compile(r"/cards/\?q=Jinx$"))
    page.wait_for_selector("#card-results :text('Jinx')")
    watched.assert_clean()


def test_the_api_docs_work_under_the_policy(browser, server):
    watched = Watched(browser, server, None)
    page = watched.goto("/api/docs/")
    page.wait_for_selector(".opblock")
    assert page.locator(".opblock").count() >= 10
    # An operation runs from the page: its request goes to this site.
    operation = page.locator(".opblock-get", has=page.locator(".opblock-summary-path[data-path='/api/cards/']"))
    operation.locator(".opblock-summary").click()
    operation.get_by_role("button", name="Try it out").click()
    operation.get_by_role("button", name="Execute").click()
    status = operation.locator(".live-responses-table tbody .response-col_status").first
    status.wait_for()
    assert status.inner_text().strip() == "200"
    watched.assert_clean()


def test_a_violation_would_be_seen(browser, server):
    """The check can fail: an inline script added to a page is blocked and reported."""
    watched = Watched(browser, server, None)
    page = watched.goto("/watch/")
    with page.expect_console_message(lambda m: "CSP violation" in m.text):
        page.evaluate("() => { const s = document.createElement('script'); s.textContent = 'window.ran = 1';"
                      " document.body.appendChild(s); }")
    assert page.evaluate("() => window.ran") is None
    assert any(p.startswith("CSP violation: script-src") for p in watched.problems), watched.problems
    page.context.close()
