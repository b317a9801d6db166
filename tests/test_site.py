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
