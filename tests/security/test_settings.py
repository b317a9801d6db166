"""Production settings: with DEBUG off the site refuses to start without a secret key of its own, and
`manage.py check --deploy` finds nothing to warn about under the environment docs/deploy.md gives."""

from __future__ import annotations

import os
import re
import secrets
import subprocess
import sys

import pytest

from tests.daphne import ROOT

# what the site reads from the environment and a test must not inherit from the one running it
SITE_VARIABLES = re.compile(r"(SECRET_KEY|DEBUG|ALLOWED_HOSTS|CSRF_TRUSTED_ORIGINS|SECURE_\w+|\w+_COOKIE_SECURE"
                            r"|DATABASE_URL|REDIS_URL|DJANGO_SETTINGS_MODULE|LOGIN_THROTTLE_\w+)$")


def clean_env(**values: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not SITE_VARIABLES.match(k)}
    return {**env, "DJANGO_SETTINGS_MODULE": "riftbound_site.settings", **values}


def run(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)


def start(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """Load the settings and the ASGI application, as a server process does."""
    return run(env, "-c", "import riftbound_site.asgi")


def deploy_env() -> dict[str, str]:
    """The environment file docs/deploy.md gives, its SECRET_KEY line (which tells the operator how to make
    a key) replaced by a freshly made key."""
    text = (ROOT / "docs" / "deploy.md").read_text()
    block = re.search(r"```sh\n# /etc/riftbound/env\n(.*?)```", text, re.S)
    assert block, "docs/deploy.md lost its environment file"
    values = dict(line.split("=", 1) for line in block.group(1).splitlines() if line and not line.startswith("#"))
    assert values["SECRET_KEY"].startswith("<"), "the docs must not give a real key"
    values["SECRET_KEY"] = secrets.token_urlsafe(50)
    return values


@pytest.mark.parametrize("key", [None, "", "dev-only-insecure-riftbound-table-key-change-me"])
def test_debug_off_refuses_to_start_without_a_secret_key(key):
    env = clean_env() if key is None else clean_env(SECRET_KEY=key)
    done = start(env)
    assert done.returncode != 0
    assert "ImproperlyConfigured" in done.stderr and "SECRET_KEY" in done.stderr


def test_a_secret_key_or_debug_lets_the_site_start():
    assert start(clean_env(SECRET_KEY=secrets.token_urlsafe(50))).returncode == 0
    assert start(clean_env(DEBUG="1")).returncode == 0  # local development: the development key


def test_check_deploy_is_clean_under_the_documented_environment():
    done = run(clean_env(**deploy_env()), "manage.py", "check", "--deploy", "--fail-level", "WARNING")
    assert done.returncode == 0, done.stderr + done.stdout
    assert "System check identified no issues" in done.stdout


def test_testserver_is_not_a_default_host_outside_the_tests():
    code = "import django; django.setup(); from django.conf import settings; print(','.join(settings.ALLOWED_HOSTS))"
    done = run(clean_env(SECRET_KEY=secrets.token_urlsafe(50)), "-c", code)
    assert done.stdout.split() == ["127.0.0.1,localhost"], done.stderr
