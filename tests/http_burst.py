"""Many concurrent page loads against a server, for the connection-leak tests and bench/http_load.py.

`burst` opens every request's socket at once (plain HTTP/1.1 over asyncio, one request a socket) and
returns each status (0: the connection failed or the answer had no status line). `Sampler` reads a
number (database connections, open files) in a thread while a burst runs and keeps the highest.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit

import psycopg


async def _get(host: str, port: int, path: str, timeout: float) -> int:
    try:
        reader, writer = await asyncio.wait_for(asyncio.open_connection(host, port), timeout)
    except (OSError, TimeoutError):
        return 0
    try:
        writer.write(f"GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode())
        await writer.drain()
        status_line = await asyncio.wait_for(reader.readline(), timeout)
        await asyncio.wait_for(reader.read(), timeout)  # the whole page: the server finishes its work
    except (OSError, TimeoutError):
        return 0
    finally:
        writer.close()
    parts = status_line.split()
    return int(parts[1]) if len(parts) >= 2 and parts[1].isdigit() else 0


async def burst(base_url: str, paths: list[str], count: int, timeout: float = 120.0) -> list[int]:
    """`count` GETs at once, cycling through `paths`; their statuses in order."""
    url = urlsplit(base_url)
    host, port = url.hostname or "127.0.0.1", url.port or 80
    return list(await asyncio.gather(*(_get(host, port, paths[i % len(paths)], timeout) for i in range(count))))


def run_burst(base_url: str, paths: list[str], count: int) -> list[int]:
    return asyncio.run(burst(base_url, paths, count))


class Sampler:
    """Calls `read` every `interval` seconds in a thread until stopped; `peak` is the highest value."""

    def __init__(self, read: Callable[[], int], interval: float = 0.02) -> None:
        self.read, self.interval = read, interval
        self.peak = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while True:
            self.peak = max(self.peak, self.read())
            if self._stop.wait(self.interval):
                return

    def __enter__(self) -> Sampler:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()
        self.peak = max(self.peak, self.read())


def open_files(pid: int, name: str) -> int:
    """How many of process `pid`'s file descriptors point at a file whose name starts with `name`
    (`db.sqlite3` counts the database, its -wal and its -shm)."""
    count = 0
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        try:
            target = fd.readlink()
        except OSError:
            continue  # closed while we looked
        if target.name.startswith(name):
            count += 1
    return count


def postgres_connections(conn: psycopg.Connection, database: str) -> int:
    """Client connections to `database` other than the one asking."""
    cur = conn.execute(
        "SELECT count(*) FROM pg_stat_activity WHERE datname = %s AND backend_type = 'client backend'"
        " AND pid <> pg_backend_pid()", (database,))
    row = cur.fetchone()
    return int(row[0]) if row else 0
