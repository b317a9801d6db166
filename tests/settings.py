"""The test run's settings: the site's own, with a throwaway SECRET_KEY (with DEBUG off the site
refuses to start without one). It goes into the environment so that the servers and commands the
tests start in subprocesses share it."""

import os
import secrets

os.environ.setdefault("SECRET_KEY", "tests-only-" + secrets.token_urlsafe(40))

from riftbound_site.settings import *  # noqa: E402, F403
