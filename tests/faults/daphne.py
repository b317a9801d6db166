"""A daphne server in a subprocess for fault and multi-process tests, with its own settings module
(a temp folder on PYTHONPATH), and helpers that run Django code against that server's database."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
SETTINGS = """from riftbound_site.settings import *  # noqa: F403
{db}
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
GAME_WS_RATE = 10_000
"""
ASGI = """from riftbound_site.asgi import application  # noqa: F401
import game.services.bots as _bots
_bots.BOT_DELAY = 0.0  # bots act as fast as the server can: the tests wait for the end, not for people
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def write_settings(folder: Path, db_line: str) -> None:
    (folder / "fault_settings.py").write_text(SETTINGS.format(db=db_line))
    (folder / "fault_asgi.py").write_text(ASGI)


def env_for(folder: Path, extra: dict[str, str] | None = None) -> dict[str, str]:
    env = {**os.environ, "PYTHONPATH": f"{folder}{os.pathsep}{ROOT}", "DJANGO_SETTINGS_MODULE": "fault_settings",
           **(extra or {})}
    env.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
    return env


def manage(env: dict[str, str], *args: str) -> None:
    subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=env, check=True, capture_output=True,
                   timeout=300)


def django_json(env: dict[str, str], code: str) -> object:
    """Run `code` (which prints one JSON line last) under the server's settings; return it."""
    script = "import django; django.setup()\n" + code
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env, check=True, capture_output=True,
                         timeout=300, text=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


class Daphne:
    def __init__(self, folder: Path, env: dict[str, str], name: str = "daphne") -> None:
        self.env, self.port = env, free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = folder / f"{name}.log"
        self.proc: subprocess.Popen | None = None

    def start(self) -> None:
        self.proc = subprocess.Popen(
            [str(BIN / "daphne"), "-b", "127.0.0.1", "-p", str(self.port), "fault_asgi:application"],
            cwd=ROOT, env=self.env, stdout=self.log.open("ab"), stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
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
