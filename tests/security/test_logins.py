"""Logins are throttled: failed attempts per username and per client address, on the site's login
page and the admin's, with a clear message and a lock that ends with its window. The API takes the
session (and its CSRF check) only: no HTTP Basic credentials, which would be a password oracle."""

from __future__ import annotations

import base64
import os

import pytest
from django.core.cache import caches
from django.test import Client

from decks.models import Deck
from riftbound_site import throttle
from tests.daphne import django_json
from tests.multiprocess.services import Redis, missing

pytestmark = pytest.mark.django_db
PASSWORD = "correct horse battery staple"
LOGIN, ADMIN = "/accounts/login/", "/admin/login/"


@pytest.fixture(autouse=True)
def _empty_throttle():
    caches[throttle.CACHE].clear()
    yield
    caches[throttle.CACHE].clear()


@pytest.fixture
def limits(settings):
    settings.LOGIN_THROTTLE_PER_USERNAME = 3
    settings.LOGIN_THROTTLE_PER_IP = 5
    settings.LOGIN_THROTTLE_WINDOW = 600
    return settings


@pytest.fixture
def clock(monkeypatch):
    """The throttle's clock, moved by the test (no sleeping)."""
    now = [1_000_200.0]  # a window starts: 1_000_200 = 1667 × 600
    monkeypatch.setattr(throttle, "now", lambda: now[0])
    return now


@pytest.fixture
def staff(django_user_model):
    return django_user_model.objects.create_user("root-ann", password=PASSWORD, is_staff=True, is_superuser=True)


def attempt(url: str, username: str, password: str, ip: str = "10.0.0.1") -> tuple[bool, str]:
    """(logged in, page text) for one POST of the login form."""
    client = Client()
    response = client.post(url, {"username": username, "password": password}, REMOTE_ADDR=ip)
    return "_auth_user_id" in client.session, response.content.decode()


@pytest.mark.parametrize("url", [LOGIN, ADMIN])
def test_failures_for_one_username_lock_it_for_the_window(staff, limits, clock, url):
    for _ in range(3):
        logged_in, page = attempt(url, staff.username, "wrong")
        assert not logged_in and "Too many" not in page
    logged_in, page = attempt(url, staff.username, PASSWORD, ip="10.9.9.9")  # the right password, elsewhere
    assert not logged_in
    assert "Too many failed logins" in page and "Try again in 10 minutes" in page
    clock[0] += 601  # the window ends: the real user gets in
    logged_in, _ = attempt(url, staff.username, PASSWORD, ip="10.9.9.9")
    assert logged_in


@pytest.mark.parametrize("url", [LOGIN, ADMIN])
def test_failures_from_one_address_lock_that_address(staff, limits, clock, url):
    for n in range(5):
        attempt(url, f"nobody-{n}", "wrong", ip="10.0.0.7")
    logged_in, page = attempt(url, staff.username, PASSWORD, ip="10.0.0.7")
    assert not logged_in and "Too many failed logins" in page
    logged_in, _ = attempt(url, staff.username, PASSWORD, ip="10.0.0.8")  # another address is not locked
    assert logged_in
    clock[0] += 601
    logged_in, _ = attempt(url, staff.username, PASSWORD, ip="10.0.0.7")
    assert logged_in


def test_usernames_count_together_whatever_their_case(staff, limits, clock):
    for name in ("Root-Ann", "ROOT-ANN", "root-ann"):
        attempt(LOGIN, name, "wrong", ip=f"10.1.0.{len(name)}{name.count('R')}")
    logged_in, page = attempt(LOGIN, staff.username, PASSWORD, ip="10.2.0.1")
    assert not logged_in and "Too many failed logins" in page


def test_successful_logins_are_not_counted(staff, limits, clock):
    for _ in range(10):
        logged_in, _ = attempt(LOGIN, staff.username, PASSWORD)
        assert logged_in


def test_the_api_ignores_basic_credentials(staff):
    deck = Deck.objects.create(owner=staff, name="Private", is_public=False)
    basic = "Basic " + base64.b64encode(f"{staff.username}:{PASSWORD}".encode()).decode()
    response = Client().get(f"/api/decks/{deck.pk}/", HTTP_AUTHORIZATION=basic)
    assert response.status_code == 404  # anonymous: another user's private deck is not there
    wrong = "Basic " + base64.b64encode(f"{staff.username}:wrong".encode()).decode()
    assert Client().get("/api/cards/?q=fire", HTTP_AUTHORIZATION=wrong).status_code == 200  # no oracle
    session = Client()
    session.force_login(staff)
    assert session.get(f"/api/decks/{deck.pk}/").status_code == 200


COUNT_FAILURES = """
import json
from riftbound_site.throttle import LoginThrottle
throttle = LoginThrottle("root-ann", "10.0.0.1")
for _ in range(FAILURES):
    throttle.failed()
print(json.dumps(LoginThrottle("Root-Ann", "10.0.0.2").locked()))
"""


@pytest.mark.slow
def test_processes_share_the_counts_through_redis(tmp_path):
    reason = missing()
    if reason:
        pytest.skip(reason)
    redis = Redis(tmp_path)
    redis.start()
    try:
        env = {**os.environ, "REDIS_URL": redis.url, "LOGIN_THROTTLE_PER_USERNAME": "3"}
        assert django_json(env, COUNT_FAILURES.replace("FAILURES", "2")) is False  # one process, two failures
        assert django_json(env, COUNT_FAILURES.replace("FAILURES", "1")) is True  # another: the third
    finally:
        redis.stop()
