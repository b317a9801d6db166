"""Site frame: accounts, navigation, error pages."""

import os
import subprocess
import sys

import pytest
from django.contrib.auth import get_user_model

pytestmark = pytest.mark.django_db


def test_signup_logs_in_and_shows_profile(client):
    response = client.post("/accounts/signup/", {"username": "newplayer", "password1": "a-Strong-pass-42",
                                                 "password2": "a-Strong-pass-42"}, follow=True)
    assert response.status_code == 200
    assert response.context["user"].username == "newplayer"
    assert b"Your decks" in response.content


def test_signup_rejects_mismatched_passwords(client):
    response = client.post("/accounts/signup/", {"username": "x1", "password1": "a-Strong-pass-42",
                                                 "password2": "different-pass-42"})
    assert response.status_code == 200
    assert not get_user_model().objects.filter(username="x1").exists()


def test_signup_with_a_taken_name_says_only_that(client):
    """A taken username (in any case) gets one error, on the username, that says it is taken and nothing
    about the account (not its spelling); usernames are public on /players/<name>/matches/ anyway."""
    get_user_model().objects.create_user("TakenName", password="old-Pass-word-9")
    response = client.post("/accounts/signup/", {"username": "takenname", "password1": "a-Strong-pass-42",
                                                 "password2": "a-Strong-pass-42"})
    assert response.status_code == 200
    assert response.context["form"].errors == {"username": ["A user with that username already exists."]}
    assert "TakenName" not in response.content.decode()
    assert get_user_model().objects.filter(username__iexact="takenname").count() == 1


def test_login_logout_and_password_change(client):
    get_user_model().objects.create_user("p1", password="old-Pass-word-9")
    assert client.login(username="p1", password="old-Pass-word-9")
    response = client.post("/accounts/password/", {"old_password": "old-Pass-word-9",
                                                   "new_password1": "new-Pass-word-10",
                                                   "new_password2": "new-Pass-word-10"})
    assert response.status_code == 302
    client.post("/accounts/logout/")
    assert not client.login(username="p1", password="old-Pass-word-9")
    assert client.login(username="p1", password="new-Pass-word-10")


def test_logging_out_says_so(client):
    get_user_model().objects.create_user("p2", password="old-Pass-word-9")
    client.login(username="p2", password="old-Pass-word-9")
    response = client.post("/accounts/logout/", follow=True)
    assert not response.context["user"].is_authenticated
    assert "You are logged out." in response.content.decode()


def test_the_header_links_bring_you_back_where_you_were(client):
    html = client.get("/cards/?set=SFD").content.decode()
    assert 'href="/accounts/login/?next=/cards/%3Fset%3DSFD"' in html
    assert 'href="/accounts/signup/?next=/cards/%3Fset%3DSFD"' in html
    login = client.get("/accounts/login/?next=/cards/%3Fset%3DSFD").content.decode()
    assert 'name="next" value="/cards/?set=SFD"' in login
    assert 'href="/accounts/signup/?next=/cards/%3Fset%3DSFD"' in login  # "Create an account" keeps it too


def test_logging_in_returns_to_the_page(client):
    get_user_model().objects.create_user("p3", password="old-Pass-word-9")
    response = client.post("/accounts/login/", {"username": "p3", "password": "old-Pass-word-9", "next": "/cards/?set=SFD"})
    assert response.status_code == 302 and response["Location"] == "/cards/?set=SFD"


@pytest.mark.parametrize(("next_page", "lands"), [("/decks/", "/decks/"), ("https://evil.example/", "/accounts/profile/"),
                                                  ("//evil.example/x", "/accounts/profile/")])
def test_signing_up_returns_to_the_page_on_this_site_only(client, next_page, lands):
    response = client.post("/accounts/signup/", {"username": f"n{len(next_page)}", "password1": "a-Strong-pass-42",
                                                 "password2": "a-Strong-pass-42", "next": next_page})
    assert response.status_code == 302 and response["Location"] == lands


def test_profile_requires_login(client):
    response = client.get("/accounts/profile/")
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]


@pytest.mark.parametrize("path", ["/", "/cards/", "/decks/", "/watch/", "/accounts/login/", "/accounts/signup/"])
def test_pages_have_navigation_and_disclaimer(client, path):
    response = client.get(path)
    assert response.status_code == 200
    for label in (b">Play<", b">Decks<", b">Cards<", b">Watch<"):
        assert label in response.content
    assert b"not affiliated with or endorsed by Riot Games" in response.content


def test_unknown_page_is_a_friendly_404(client):
    response = client.get("/no-such-page/")
    assert response.status_code == 404
    assert b"Nothing here" in response.content



def _collector_after_loading(module: str, thresholds: str) -> list[str]:
    script = f"import gc, {module}; print(*gc.get_threshold(), gc.get_freeze_count() > 10000)"
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "riftbound_site.settings", "GC_THRESHOLDS": thresholds}
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, env=env)
    return out.stdout.split()


def test_the_server_process_tunes_the_garbage_collector():
    """The server's ASGI module freezes what exists once loaded and sets the thresholds; the plain
    ASGI module (what tests import) and an empty GC_THRESHOLDS keep Python's defaults."""
    import gc

    default = [str(n) for n in gc.get_threshold()]
    assert _collector_after_loading("riftbound_site.server_asgi", "20000,50,50") == ["20000", "50", "50", "True"]
    assert _collector_after_loading("riftbound_site.server_asgi", "") == [*default, "False"]
    assert _collector_after_loading("riftbound_site.asgi", "20000,50,50") == [*default, "False"]
