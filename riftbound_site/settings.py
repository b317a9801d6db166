"""Settings for Riftbound Table, read from the environment.

Defaults are the embedded setup: SQLite and the in-memory channel layer in one daphne process.
`DATABASE_URL` switches to PostgreSQL (or any database dj-database-url understands) and `REDIS_URL`
to channels_redis, so several daphne processes can share matches.
"""

import os
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent


def env_flag(name: str, default: bool = False) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


DEBUG = env_flag("DEBUG")
# A fixed key for local development with DEBUG on; with DEBUG off the site refuses to start
# without a SECRET_KEY of its own (the test settings and `make run` provide one).
DEV_SECRET_KEY = "dev-only-insecure-riftbound-table-key-change-me"
SECRET_KEY = os.environ.get("SECRET_KEY", "").strip() or (DEV_SECRET_KEY if DEBUG else "")
if not DEBUG and SECRET_KEY == "":
    raise ImproperlyConfigured(
        "SECRET_KEY is not set. With DEBUG off the site needs a secret key of its own: export SECRET_KEY "
        "(python -c 'import secrets; print(secrets.token_urlsafe(50))'), or DEBUG=1 for local development."
    )
if not DEBUG and SECRET_KEY == DEV_SECRET_KEY:
    raise ImproperlyConfigured("SECRET_KEY is the public development key: set a secret one (docs/deploy.md).")
# the tests add "testserver" themselves (Django's test environment)
ALLOWED_HOSTS = [h.strip() for h in os.environ.get("ALLOWED_HOSTS", "127.0.0.1,localhost").split(",") if h.strip()]
CSRF_TRUSTED_ORIGINS = [o.strip() for o in os.environ.get("CSRF_TRUSTED_ORIGINS", "").split(",") if o.strip()]

INSTALLED_APPS = [
    "daphne",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "channels",
    "rest_framework",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "django_htmx",
    "riftbound_site",
    "decks",
    "game",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "riftbound_site.csp.ContentSecurityPolicyMiddleware",  # before WhiteNoise: static files get it too
    "riftbound_site.middleware.RefuseNulMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
]

ROOT_URLCONF = "riftbound_site.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
    {  # the match board's partials: rendered for every viewer on every step (game/board_templates.py)
        "NAME": "board",
        "BACKEND": "django.template.backends.jinja2.Jinja2",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": False,
        "OPTIONS": {"environment": "game.board_templates.environment"},
    },
]

ASGI_APPLICATION = "riftbound_site.asgi.application"
# The collector's thresholds in a server process (riftbound_site/server_asgi.py); "" keeps Python's
# default (700, 10, 10), whose full collections were the p99 of live updates.
GC_THRESHOLDS = tuple(int(n) for n in os.environ.get("GC_THRESHOLDS", "20000,50,50").split(",") if n.strip())
WSGI_APPLICATION = None
# Threads running HTTP requests' Django code in a server process, each keeping one database
# connection (riftbound_site/http_handler.py); more requests at once wait for a free thread.
HTTP_THREADS = int(os.environ.get("HTTP_THREADS", "8"))

DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        # Keep connections between requests: opening one per call dominated the live-match profile.
        conn_max_age=int(os.environ.get("DB_CONN_MAX_AGE", "600")),
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"].endswith("sqlite3"):
    # WAL lets readers and one writer work at once; the timeout waits out short write locks, and
    # IMMEDIATE transactions take the write lock up front so a second writer waits instead of failing.
    DATABASES["default"].setdefault("OPTIONS", {}).update(
        {"timeout": 20, "transaction_mode": "IMMEDIATE",
         "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;"}
    )

REDIS_URL = os.environ.get("REDIS_URL", "")
if REDIS_URL:
    CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            # redis-py 6+ reads with a 5 s socket timeout by default, which cuts channels_redis's 5 s
            # blocking receive: give the socket more time than that. Its pool refuses (rather than
            # waits) past `max_connections`, 100 by default: every connecting websocket's group_add
            # can need one at once, so allow many (Redis accepts 10,000 clients by default).
            "CONFIG": {"hosts": [{"address": REDIS_URL, "socket_timeout": 30,
                                  "max_connections": int(os.environ.get("REDIS_MAX_CONNECTIONS", "2000"))}]},
        }
    }
else:
    CHANNEL_LAYERS = {"default": {"BACKEND": "riftbound_site.channel_layer.LocalChannelLayer"}}

# Caches: "throttle" keeps the failed-login counts (riftbound_site/throttle.py), in Redis when there is
# one so that every process counts the same failures; this process's memory otherwise.
CACHES = {
    "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"},
    "throttle": ({"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": REDIS_URL,
                  "KEY_PREFIX": "riftbound"} if REDIS_URL else
                 {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "throttle"}),
}
# Failed logins allowed per username and per client address in each window of this many seconds.
LOGIN_THROTTLE_WINDOW = int(os.environ.get("LOGIN_THROTTLE_WINDOW", "900"))
LOGIN_THROTTLE_PER_USERNAME = int(os.environ.get("LOGIN_THROTTLE_PER_USERNAME", "10"))
LOGIN_THROTTLE_PER_IP = int(os.environ.get("LOGIN_THROTTLE_PER_IP", "50"))

# Live matches.
GAME_BOT_DELAY = float(os.environ.get("GAME_BOT_DELAY", "0.35"))  # seconds between a bot's actions
# seconds an auto-pass waits, whether or not the player could have responded (docs/rulings.md 700)
GAME_AUTOPASS_DELAY = float(os.environ.get("GAME_AUTOPASS_DELAY", "0.8"))
# ... and right after the player's own action, so that they can still take it back (TR 509.3)
GAME_AUTOPASS_GRACE = float(os.environ.get("GAME_AUTOPASS_GRACE", "3"))
# chat lines one author may send in a match in each window of this many seconds (game.services.chat)
GAME_CHAT_LIMIT = int(os.environ.get("GAME_CHAT_LIMIT", "5"))
GAME_CHAT_WINDOW = float(os.environ.get("GAME_CHAT_WINDOW", "10"))
# live bot-only matches ("Watch bots play") one account may have running at once; 0: no limit
GAME_BOT_MATCH_QUOTA = int(os.environ.get("GAME_BOT_MATCH_QUOTA", "3"))
GAME_WS_RATE = float(os.environ.get("GAME_WS_RATE", "20"))  # websocket frames a second per connection
GAME_WS_BURST = int(os.environ.get("GAME_WS_BURST", "40"))  # frames accepted at once before the rate applies
# seconds the event loop waits for an action's store before awaiting it (game.services.action_thread)
GAME_ACTION_WAIT = float(os.environ.get("GAME_ACTION_WAIT", "0.02"))
# a live match with player seats that no player has been connected to for this many seconds is ended
# as abandoned (game.services.abandon; 0: never); the server looks every GAME_ABANDON_SWEEP seconds
GAME_ABANDON_SECONDS = float(os.environ.get("GAME_ABANDON_SECONDS", "900"))
GAME_ABANDON_SWEEP = float(os.environ.get("GAME_ABANDON_SWEEP", "60"))

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LOGIN_URL = "accounts:login"
LOGIN_REDIRECT_URL = "accounts:profile"
LOGOUT_REDIRECT_URL = "home"

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = BASE_DIR / "staticfiles"
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}
# Serve straight from the app folders when collectstatic has not run (development and tests).
WHITENOISE_USE_FINDERS = True

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.PageNumberPagination",
    "PAGE_SIZE": 50,
    # The session only, with its CSRF check: HTTP Basic would be a password oracle without either.
    "DEFAULT_AUTHENTICATION_CLASSES": ["rest_framework.authentication.SessionAuthentication"],
    # JSON too deep, or with unpaired surrogates or NUL characters, is a 400 (riftbound_site/safe_json.py)
    "DEFAULT_PARSER_CLASSES": ["riftbound_site.safe_json.SafeJSONParser", "rest_framework.parsers.FormParser",
                               "rest_framework.parsers.MultiPartParser"],
}

SPECTACULAR_SETTINGS = {
    "TITLE": "Riftbound Table API",
    "DESCRIPTION": "Card catalog, decks, deck validation and deck codes for Riftbound Table.",
    "VERSION": "1.0.0",
    # Swagger UI from drf-spectacular-sidecar's static files (pinned in pyproject.toml), not a CDN.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    # No badge image fetched from the public validator.
    "SWAGGER_UI_SETTINGS": {"deepLinking": True, "validatorUrl": None},
}

# Sent on every response by riftbound_site.csp, which adds this host's ws:// and wss:// to connect-src.
CONTENT_SECURITY_POLICY: dict[str, list[str]] = {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "style-src": ["'self'", "'unsafe-inline'"],  # the card faces' style attributes; no script runs from CSS
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
}

if not DEBUG:
    SESSION_COOKIE_HTTPONLY = True
    X_FRAME_OPTIONS = "DENY"

# https behind a TLS-terminating proxy (docs/deploy.md): all off by default, for plain-http local use.
# SECURE_PROXY_SSL_HEADER names the header (e.g. X-Forwarded-Proto) whose value "https" marks a secure
# request; set it only when the proxy always sets that header itself.
if proxy_header := os.environ.get("SECURE_PROXY_SSL_HEADER", "").strip():
    SECURE_PROXY_SSL_HEADER = ("HTTP_" + proxy_header.upper().replace("-", "_"), "https")
SECURE_SSL_REDIRECT = env_flag("SECURE_SSL_REDIRECT")
SECURE_HSTS_SECONDS = int(os.environ.get("SECURE_HSTS_SECONDS", "0"))
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_flag("SECURE_HSTS_INCLUDE_SUBDOMAINS")
SECURE_HSTS_PRELOAD = env_flag("SECURE_HSTS_PRELOAD")
SESSION_COOKIE_SECURE = env_flag("SESSION_COOKIE_SECURE")
CSRF_COOKIE_SECURE = env_flag("CSRF_COOKIE_SECURE")

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "WARNING")},
}
