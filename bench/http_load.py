"""Concurrent page loads against one daphne process: database connections (or SQLite file handles)
held by the process before, during and after each burst, failed answers, and time.

    .venv/bin/python bench/http_load.py                       # PostgreSQL, 3 bursts of 500
    .venv/bin/python bench/http_load.py --sqlite --requests 200
    .venv/bin/python bench/http_load.py --stock               # Django's own handler, for comparison

It starts a private PostgreSQL on a free loopback port (or uses a SQLite file with `--sqlite`),
migrates it, loads the cards, the demo decks and a few live matches, and serves the production app
(`riftbound_site.server_asgi`) with `--threads` request threads (HTTP_THREADS). `--stock` serves
HTTP with Django's `ASGIHandler` instead (a thread per request: the leak of issue 14). Each burst
opens every request's socket at once, cycling through /watch/, / and /cards/?q=fire. "failed" counts
5xx answers and connections that got no answer.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import psycopg  # noqa: E402

from tests.daphne import Daphne, django_json, env_for, manage  # noqa: E402
from tests.http_burst import Sampler, open_files, postgres_connections, run_burst  # noqa: E402
from tests.multiprocess.services import Postgres, missing  # noqa: E402

PAGES = ["/watch/", "/", "/cards/?q=fire"]
SETTINGS = """from riftbound_site.settings import *  # noqa: F403
DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
"""
ASGI = """from riftbound_site.server_asgi import application  # noqa: F401
"""
STOCK_ASGI = """from django.core.asgi import get_asgi_application
from riftbound_site.server_asgi import application
application.application_mapping["http"] = get_asgi_application()  # a thread per request
"""
MATCHES = """
import json
from django.contrib.auth import get_user_model
from decks.models import Deck
from game.services import create_match, join_match
users = get_user_model().objects
annie, garen = users.get(username="demo-annie"), users.get(username="demo-garen")
for _ in range(5):  # live matches for /watch/ to list
    join_match(create_match(annie, "duel", Deck.objects.filter(owner=annie).first()), garen,
               Deck.objects.filter(owner=garen).first())
print(json.dumps(True))
"""


class Server(Daphne):
    app = "bench_http_asgi:application"
    start_seconds = 60


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--requests", type=int, default=500, help="concurrent page loads per burst")
    parser.add_argument("--bursts", type=int, default=3)
    parser.add_argument("--threads", type=int, default=8, help="HTTP_THREADS of the server")
    parser.add_argument("--sqlite", action="store_true", help="a SQLite file instead of PostgreSQL")
    parser.add_argument("--stock", action="store_true", help="Django's own HTTP handler (before the fix)")
    args = parser.parse_args()
    if not args.sqlite and (reason := missing()):
        raise SystemExit(reason)

    folder = Path(tempfile.mkdtemp(prefix="riftbound-http-"))
    (folder / "bench_http_settings.py").write_text(SETTINGS)
    (folder / "bench_http_asgi.py").write_text(STOCK_ASGI if args.stock else ASGI)
    pg = None if args.sqlite else Postgres(folder)
    db = folder / "db.sqlite3"
    if pg is not None:
        pg.start()
    env = env_for(folder, "bench_http_settings", {
        "DATABASE_URL": pg.url if pg else f"sqlite:///{db}", "HTTP_THREADS": str(args.threads)})
    server = Server(folder, env)
    conn = None
    try:
        for command in (("migrate", "-v0"), ("load_cards", "-v0"), ("load_demo",)):
            manage(env, *command)
        django_json(env, MATCHES)
        server.start()
        assert server.proc is not None
        pid = server.proc.pid
        if pg is not None:
            conn = psycopg.connect(pg.url, autocommit=True)
            what = "PostgreSQL connections"
            count = lambda: postgres_connections(conn, "riftbound")  # noqa: E731
        else:
            what = "SQLite file handles"
            count = lambda: open_files(pid, db.name)  # noqa: E731
        handler = "Django's ASGIHandler (a thread per request)" if args.stock else f"HTTP_THREADS={args.threads}"
        print(f"{'SQLite' if args.sqlite else 'PostgreSQL'}, {handler}, {args.bursts} bursts of "
              f"{args.requests} concurrent page loads ({', '.join(PAGES)}); {what} of the daphne process")
        print("burst  before  peak  after  ok  failed  seconds")
        for n in range(1, args.bursts + 1):
            before = count()
            started = time.monotonic()
            with Sampler(count) as during:
                statuses = run_burst(server.url, PAGES, args.requests)
            seconds = time.monotonic() - started
            after = count()
            failed = sum(1 for s in statuses if s == 0 or s >= 500)
            print(f"{n:5}  {before:6}  {during.peak:4}  {after:5}  {len(statuses) - failed:3}  {failed:6}  {seconds:7.1f}")
    finally:
        if conn is not None:
            conn.close()
        server.stop()
        if pg is not None:
            pg.stop()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
