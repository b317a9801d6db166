"""The test suite's settings: the site's own (riftbound_site/settings.py) with a throwaway SECRET_KEY
(with DEBUG off the site refuses to start without one) and a fast password hasher.

pytest uses this module (pyproject.toml) and so do the servers that tests start in subprocesses (their
settings modules import it; the key goes into the environment so that they share it). Never use it in
production: MD5 is no way to store a password.
"""

import os
import secrets

os.environ.setdefault("SECRET_KEY", "tests-only-" + secrets.token_urlsafe(40))

from riftbound_site.settings import *  # noqa: E402, F403

# The site's PBKDF2 takes about 0.3 s a hash; the fixtures hash a password for every demo account,
# twice in every match test.
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]

# An auto-pass's pause (docs/rulings.md 700) is for people reading the table; tests wait for it.
GAME_AUTOPASS_DELAY = 0.05
GAME_AUTOPASS_GRACE = 0.1
