"""Page loads don't leak database connections: hundreds of concurrent requests to pages that query
the database leave a real daphne process (the production app, `riftbound_site.server_asgi`, whose
collector rarely runs) with a bounded number of PostgreSQL connections or SQLite file handles, and
every page answers. Django runs each request's synchronous code in a thread of its own, and a
connection kept for `DB_CONN_MAX_AGE` in a thread that is gone stayed open until a garbage collection."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest

from tests.daphne import Daphne, env_for, prepare_site, prepared_sqlite
from tests.faults.daphne import write_settings
from tests.http_burst import Sampler, open_files, postgres_connections, run_burst
from tests.multiprocess.services import Postgres, private_postgres

pytestmark = pytest.mark.slow
PAGES = ["/watch/", "/", "/cards/?q=fire"]  # each queries the database
THREADS = 4  # HTTP_THREADS of the server under test
BOUND = THREADS + 2  # its request threads, and room for a websocket-side thread


class Server(Daphne):
    app = "riftbound_site.server_asgi:application"
    start_seconds = 60

    @property
    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid


def _serve(folder: Path, extra: dict[str, str], sqlite: Path | None = None) -> Server:
    """The production app on the folder's settings: on a copy of the prepared SQLite database `sqlite`, or
    on the database `extra` names, migrated and loaded in one process."""
    env = env_for(folder, "fault_settings", {"HTTP_THREADS": str(THREADS), **extra})
    if sqlite is not None:
        prepared_sqlite(sqlite)
    else:
        prepare_site(env)
    server = Server(folder, env)
    server.start()
    return server


def _failures(statuses: list[int]) -> list[int]:
    return [s for s in statuses if s == 0 or s >= 500]


@pytest.fixture(scope="module")
def postgres_server(tmp_path_factory) -> Iterator[tuple[Server, Postgres]]:
    with private_postgres(tmp_path_factory, "pgload") as (folder, pg):
        write_settings(folder, "")
        server = _serve(folder, {"DATABASE_URL": pg.url})
        yield server, pg
        server.stop()


def test_postgres_connections_stay_bounded_under_concurrent_page_loads(postgres_server):
    server, pg = postgres_server
    with psycopg.connect(pg.url, autocommit=True) as conn:
        count = lambda: postgres_connections(conn, "riftbound")  # noqa: E731
        with Sampler(count) as during:
            statuses = run_burst(server.url, PAGES, 300)
        after = count()
    assert _failures(statuses) == [], f"{len(_failures(statuses))} of {len(statuses)} failed"
    assert during.peak <= BOUND, f"{during.peak} connections during the burst"
    assert after <= BOUND, f"{after} connections left after the burst"


def test_sqlite_file_handles_stay_flat_across_bursts(tmp_path):
    db = tmp_path / "db.sqlite3"
    write_settings(tmp_path, f'DATABASES["default"]["NAME"] = {str(db)!r}')
    server = _serve(tmp_path, {}, sqlite=db)
    try:
        handles = lambda: open_files(server.pid, db.name)  # noqa: E731
        after: list[int] = []
        with Sampler(handles) as during:
            for _ in range(3):
                statuses = run_burst(server.url, PAGES, 200)
                assert _failures(statuses) == [], f"{len(_failures(statuses))} of {len(statuses)} failed"
                after.append(handles())
    finally:
        server.stop()
    # a connection in WAL mode holds the database, its -wal and its -shm
    assert during.peak <= 3 * BOUND, f"{during.peak} handles during the bursts"
    assert max(after) <= 3 * BOUND, f"handles after each burst: {after}"
