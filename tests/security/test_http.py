"""Every state-changing URL refuses a POST without its CSRF token; private decks and live hidden
state are unreachable through the API."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import URLPattern, URLResolver, get_resolver

from decks.models import Deck
from game.services import load_state

pytestmark = pytest.mark.django_db


def patterns(resolver: URLResolver, prefix: str = "") -> list[str]:
    out = []
    for entry in resolver.url_patterns:
        route = prefix + str(entry.pattern)
        if isinstance(entry, URLResolver):
            out += patterns(entry, route)
        elif isinstance(entry, URLPattern):
            out.append(route)
    return out


def fill(route: str, ids: dict[str, str]) -> str | None:
    """A concrete path for a route, or None for regex/format routes we do not post to."""
    if route.startswith("admin/") or "(?P" in route or "\\" in route or "^" in route:
        return None
    path = re.sub(r"<(?:\w+:)?(\w+)>", lambda m: ids.get(m.group(1), "1"), route)
    return "/" + path


@pytest.fixture
def owned(annie, annie_deck, garen, garen_deck):
    from game.services import create_match

    match = create_match(annie, "duel", annie_deck)
    return {"pk": str(annie_deck.pk), "username": annie.username, "match": str(match.pk)}


def test_every_post_without_a_token_is_refused(annie, owned):
    client = Client(enforce_csrf_checks=True)
    client.force_login(annie)
    posted = 0
    for route in patterns(get_resolver()):
        path = fill(route, owned)
        if path is None or "logout" in path:
            continue
        response = client.post(path, {"name": "x", "deck": owned["pk"], "mode": "duel"})
        assert response.status_code in (403, 404, 405), f"POST {path} without CSRF token -> {response.status_code}"
        posted += 1
    assert posted > 20
    # The check can fail: with the token, the same kind of form goes through.
    client.get("/decks/new/")
    token = client.cookies["csrftoken"].value
    response = client.post("/decks/new/", {"name": "With token", "csrfmiddlewaretoken": token})
    assert response.status_code in (200, 302)  # not 403: the token is what the refusals were about


def test_lobby_forms_without_a_token(annie, garen, owned):
    client = Client(enforce_csrf_checks=True)
    client.force_login(garen)
    m = owned["match"]
    for path in ("/matches/new/", f"/matches/{m}/join/", f"/matches/{m}/bot/", f"/matches/{m}/concede/",
                 f"/decks/{owned['pk']}/delete/", "/accounts/logout/"):
        assert client.post(path, {"deck": owned["pk"]}).status_code == 403, path


def test_private_decks_are_unreachable(annie, garen, annie_deck):
    Deck.objects.filter(pk=annie_deck.pk).update(is_public=False)
    for user in (None, garen):
        client = Client()
        if user:
            client.force_login(user)
        assert client.get(f"/api/decks/{annie_deck.pk}/").status_code == 404
        listed = client.get("/api/decks/?page_size=500").json()
        assert annie_deck.pk not in [d["id"] for d in listed["results"]]
        assert client.get(f"/decks/{annie_deck.pk}/").status_code in (302, 403, 404)
    owner = Client()
    owner.force_login(annie)
    assert owner.get(f"/api/decks/{annie_deck.pk}/").status_code == 200


def test_live_hidden_state_is_not_in_the_api(duel, garen):
    client = Client()
    client.force_login(garen)
    assert client.get(f"/api/matches/{duel.pk}/replay/").status_code == 403
    body = client.get(f"/api/matches/{duel.pk}/").content.decode()
    state = load_state(duel)
    hand = {state.table.defs[state.objs[o].card].name for o in state.players[0].hand}
    assert not any(name in body for name in hand)
    assert "seed" not in body and "deck_list" not in body


def deck_routes() -> list[str]:
    """Every page route about one deck (its `pk`), and the API's deck detail."""
    routes = [r for r in patterns(get_resolver()) if "deck" in r and "<int:pk>" in r]
    return ["/" + r.replace("<int:pk>", "{pk}") for r in routes] + ["/api/decks/{pk}/"]


def test_another_users_private_deck_answers_like_a_missing_one(annie, garen, annie_deck):
    """Every deck URL and method answers another user's private deck exactly as a deck that does not
    exist, for a logged-in stranger (never 403) and for an anonymous visitor (sent to log in, or the
    API's 403 for writes without credentials, whichever deck it is)."""
    Deck.objects.filter(pk=annie_deck.pk).update(is_public=False)
    missing = Deck.objects.order_by("-pk").first().pk + 1000
    routes = deck_routes()
    assert len(routes) >= 12
    stranger = Client()
    stranger.force_login(garen)
    for client in (stranger, Client()):
        for route in routes:
            for method in ("get", "post", "put", "patch", "delete"):
                send = getattr(client, method)
                private = send(route.format(pk=annie_deck.pk), content_type="application/json")
                absent = send(route.format(pk=missing), content_type="application/json")
                where = f"{method.upper()} {route} as {'garen' if client is stranger else 'anonymous'}"
                assert private.status_code == absent.status_code, f"{where}: {private.status_code} vs {absent.status_code}"
                assert client is not stranger or private.status_code != 403, where
    assert Deck.objects.filter(pk=annie_deck.pk, is_public=False, owner=annie).exists()


def test_api_docs_load_only_vendored_assets(client):
    """/api/docs/ loads Swagger UI from our own static files (pinned, with their licence), no CDN,
    and runs no inline script: its start-up script is a URL of its own."""
    from django.contrib.staticfiles import finders

    html = client.get("/api/docs/").content.decode()
    assets = re.findall(r'<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"', html)
    assert len(assets) >= 4, html
    for url in assets:
        assert url.startswith("/") and not url.startswith("//"), f"{url} is not on this site"
        response = client.get(url.replace("&amp;", "&"))
        assert response.status_code == 200, url
        if "script" in url:
            assert b"SwaggerUIBundle(" in response.content
    assert not re.search(r"<script\b[^>]*>\s*[^<\s]", html), "inline script on /api/docs/"
    assert "cdn" not in html.lower() and "@latest" not in html
    assert finders.find("drf_spectacular_sidecar/swagger-ui-dist/LICENSE")


def csp_directives(header: str) -> dict[str, list[str]]:
    directives = {}
    for part in header.split(";"):
        words = part.split()
        if words:
            directives[words[0]] = words[1:]
    return directives


def test_every_page_sends_a_content_security_policy(client, annie, annie_deck, duel):
    """Scripts from this site only (no inline script, no eval), websockets to this host, nothing framed."""
    client.force_login(annie)
    pages = ["/", "/watch/", "/cards/", "/decks/", f"/decks/{annie_deck.pk}/", f"/matches/{duel.pk}/",
             "/players/demo-annie/matches/", "/accounts/profile/", "/api/docs/", "/api/", "/api/cards/",
             "/no-such-page/", "/admin/login/", "/static/css/site.css"]
    for path in pages:
        response = client.get(path)
        assert response.status_code in (200, 302, 404), path
        policy = csp_directives(response.get("Content-Security-Policy", ""))
        assert policy.get("default-src") == ["'self'"], path
        assert policy.get("script-src") == ["'self'"], path
        assert policy.get("object-src") == ["'none'"] and policy.get("frame-ancestors") == ["'none'"], path
        assert {"'self'", "ws://testserver", "wss://testserver"} <= set(policy.get("connect-src", [])), path


TEMPLATES_DIR = "templates"


def test_no_template_runs_inline_script():
    """What script-src 'self' would block: inline <script> bodies, on* attributes, htmx's hx-on (eval)
    and javascript: URLs. Behaviour lives in static/js."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / TEMPLATES_DIR
    found = []
    for path in sorted(root.rglob("*")):
        if path.suffix not in (".html", ".jinja"):
            continue
        text = path.read_text()
        for pattern in (r"<script\b(?![^>]*\bsrc=)[^>]*>", r"\son[a-z]+\s*=", r"\shx-on[:-]", r"javascript:"):
            found += [f"{path.relative_to(root)}: {m.group(0)}" for m in re.finditer(pattern, text)]
    assert not found, found
