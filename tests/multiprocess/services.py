"""Private PostgreSQL and Redis instances on free loopback ports in a temp folder (postgres runs as
the `postgres` user: it refuses root). `None` with a reason when the binaries are missing."""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.faults.daphne import free_port


def postgres_bin() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"))
    return Path(found[-1]).parent if found else None


def missing() -> str | None:
    if postgres_bin() is None:
        return "PostgreSQL is not installed (scripts/ensure_services.sh installs it as root)"
    if shutil.which("redis-server") is None:
        return "redis-server is not installed (scripts/ensure_services.sh installs it as root)"
    return None


def as_postgres(args: list[str]) -> list[str]:
    if os.geteuid() != 0:
        return args
    return ["runuser", "-u", "postgres", "--", *args]


class Postgres:
    def __init__(self, folder: Path) -> None:
        # Its own folder outside pytest's (those are private to root and postgres must enter it).
        self.dir = Path(tempfile.mkdtemp(prefix="riftbound-pg-")) / "data"
        self.port, self.bin = free_port(), postgres_bin()
        self.url = f"postgres://postgres@127.0.0.1:{self.port}/riftbound"

    def start(self) -> None:
        self.dir.mkdir()
        if os.geteuid() == 0:
            shutil.chown(self.dir.parent, "postgres", "postgres")
            shutil.chown(self.dir, "postgres", "postgres")
        subprocess.run(as_postgres([str(self.bin / "initdb"), "-D", str(self.dir), "-U", "postgres",
                                    "--auth=trust", "-E", "UTF8"]), check=True, capture_output=True, timeout=120)
        subprocess.run(as_postgres([str(self.bin / "pg_ctl"), "-D", str(self.dir), "-l", str(self.dir / "log"),
                                    "-o", f"-h 127.0.0.1 -p {self.port} -k {self.dir}", "-w", "start"]),
                       check=True, capture_output=True, timeout=120)
        subprocess.run(as_postgres([str(self.bin / "createdb"), "-h", "127.0.0.1", "-p", str(self.port), "-U",
                                    "postgres", "riftbound"]), check=True, capture_output=True, timeout=60)

    def stop(self) -> None:
        subprocess.run(as_postgres([str(self.bin / "pg_ctl"), "-D", str(self.dir), "-m", "immediate", "stop"]),
                       capture_output=True, timeout=60)
        shutil.rmtree(self.dir.parent, ignore_errors=True)


class Redis:
    def __init__(self, folder: Path) -> None:
        self.dir, self.port = folder / "redis", free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.proc: subprocess.Popen | None = None

    def start(self) -> None:
        self.dir.mkdir()
        self.proc = subprocess.Popen(["redis-server", "--port", str(self.port), "--bind", "127.0.0.1",
                                      "--dir", str(self.dir), "--save", "", "--appendonly", "no"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            if subprocess.run(["redis-cli", "-p", str(self.port), "ping"], capture_output=True,
                              text=True).stdout.strip() == "PONG":
                return
            time.sleep(0.1)
        raise RuntimeError("redis did not start")

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.terminate()
            self.proc.wait(timeout=10)


@contextmanager
def private_postgres(tmp_path_factory: pytest.TempPathFactory, name: str) -> Iterator[tuple[Path, Postgres]]:
    """A PostgreSQL of the test's own in a fresh folder `name` (the test skips when the binaries are
    missing), stopped afterwards."""
    reason = missing()
    if reason:
        pytest.skip(reason)
    folder = tmp_path_factory.mktemp(name)
    pg = Postgres(folder)
    pg.start()
    try:
        yield folder, pg
    finally:
        pg.stop()

