"""The site under daphne in a subprocess, for tests that need real websockets (browser, fault and
multi-process tests) and for bench/ws_load.py.

A caller writes its own settings module into a temp folder; `env_for` puts that folder on
PYTHONPATH, `manage`, `prepare_site` and `django_json` run Django under those settings, and `Daphne` serves `app`
on a free port of 127.0.0.1 until stopped or killed.

The test process binds the port and hands the listening socket to daphne (`--fd`), so the port stays
taken while daphne starts or restarts: tests running in parallel (pytest-xdist) cannot be given the
same port, and a client never reaches another test's server by mistake.
"""

from __future__ import annotations

import atexit
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
import weakref
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def env_for(folder: Path, settings_module: str, extra: dict[str, str] | None = None) -> dict[str, str]:
    """The environment of a subprocess using `settings_module` from `folder` (the test's async-unsafe
    flag is not passed on: the server runs its own event loop). Without a SECRET_KEY in the
    environment (a benchmark run outside the tests) the processes share a throwaway one."""
    env = {**os.environ, "PYTHONPATH": f"{folder}{os.pathsep}{ROOT}", "DJANGO_SETTINGS_MODULE": settings_module,
           **(extra or {})}
    env.setdefault("SECRET_KEY", secrets.token_urlsafe(50))
    env.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
    return env


def manage(env: dict[str, str], *args: str) -> None:
    subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=env, check=True, capture_output=True,
                   timeout=300)


def prepare_site(env: dict[str, str]) -> None:
    """Migrate the database and load the card catalog and the demo accounts, in one process (each
    `manage` call pays for starting Django)."""
    script = ("import django; django.setup()\nfrom django.core.management import call_command\n"
              "call_command('migrate', verbosity=0)\ncall_command('load_cards', verbosity=0)\ncall_command('load_demo')\n")
    subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, check=True, capture_output=True, timeout=300)


_TEMPLATE: list[Path] = []  # this process's prepared SQLite database, made once


def prepared_sqlite(target: Path) -> None:
    """Put at `target` a copy of a SQLite database migrated, with the catalog and the demo accounts: made
    once per test process (`prepare_site` under the tests' settings), then copied (a server's settings
    name `target` as their database)."""
    if not _TEMPLATE:
        folder = Path(tempfile.mkdtemp(prefix="riftbound-template-"))
        atexit.register(shutil.rmtree, folder, True)  # gone with the test process
        db = folder / "db.sqlite3"
        (folder / "template_settings.py").write_text(
            f"from tests.settings import *  # noqa: F403\nDATABASES[\"default\"][\"NAME\"] = {str(db)!r}\n")
        prepare_site(env_for(folder, "template_settings"))
        _TEMPLATE.append(db)
    shutil.copyfile(_TEMPLATE[0], target)


def django_json(env: dict[str, str], code: str) -> object:
    """Run `code` (which prints one JSON line last) under the server's settings; return it."""
    script = "import django; django.setup()\n" + code
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, timeout=300, text=True)
    if out.returncode:
        raise RuntimeError(f"the Django process failed ({out.returncode}):\n{out.stderr[-3000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


class Daphne:
    """One daphne process serving `app`, logging to `<folder>/<name>.log`; `start` returns once it answers."""

    app = "riftbound_site.asgi:application"
    start_seconds = 30  # how long `start` waits for the first answer

    def __init__(self, folder: Path, env: dict[str, str], name: str = "daphne") -> None:
        self.env = env
        # Bound here and kept for the object's life: every daphne started serves this socket (connections
        # made while none runs wait in its backlog).
        self.listener = socket.socket()
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(socket.SOMAXCONN)
        weakref.finalize(self, self.listener.close)
        self.port = self.listener.getsockname()[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = folder / f"{name}.log"
        self.proc: subprocess.Popen | None = None

    def start(self) -> None:
        fd = self.listener.fileno()
        with self.log.open("ab") as out:  # daphne writes to its own copy of the file
            # a handshake may wait longer than daphne's 5 s on a loaded test machine (hundreds of
            # sockets opened while the server's bots play): 60 s before daphne drops it
            self.proc = subprocess.Popen([str(BIN / "daphne"), "--websocket_connect_timeout", "60", "--fd", str(fd),
                                          self.app], pass_fds=(fd,), cwd=ROOT, env=self.env, stdout=out,
                                         stderr=subprocess.STDOUT)
        deadline = time.monotonic() + self.start_seconds
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                break
            try:
                urllib.request.urlopen(self.url + "/watch/", timeout=2)
                return
            except OSError:
                time.sleep(0.2)
        raise RuntimeError(f"daphne did not start: {self.log.read_text()[-2000:]}")

    def kill(self) -> None:
        """SIGKILL: no cleanup, no goodbye."""
        if self.proc is not None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(timeout=10)
            self.proc = None

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()
            self.proc = None
