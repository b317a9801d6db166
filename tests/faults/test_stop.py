"""Stopping and restarting a server full of bot-only matches: SIGTERM exits promptly and cleanly with
many bot loops running, and live bot-only matches go on after a restart without anyone opening them."""

from __future__ import annotations

import signal
import sqlite3
import subprocess
import time
from pathlib import Path

import pytest

from tests.daphne import prepared_sqlite
from tests.faults.daphne import Daphne, django_json, env_for, write_settings

pytestmark = pytest.mark.slow
MATCHES = 200  # bot-only matches running when the server is told to stop
EXIT_LIMIT = 15.0  # seconds a stopping server may take
CREATE = """
from django.contrib.auth import get_user_model
from game.services.lobby import create_bot_match
import json
annie = get_user_model().objects.get(username="demo-annie")
print(json.dumps([create_bot_match(annie, "duel").pk for _ in range({count})]))
"""


def steps(db: Path, ids: list[int], status: str = "") -> dict[int, int]:
    """Each match's step (only the matches with `status` when given)."""
    with sqlite3.connect(db, timeout=20) as conn:
        rows = conn.execute(f"select id, step, status from game_match where id in ({','.join('?' * len(ids))})",
                            ids).fetchall()
    return {pk: step for pk, step, st in rows if not status or st == status}


def wait_until(check, limit: float, what: str) -> None:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        if check():
            return
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


def server_folder(folder: Path, db: Path) -> tuple[Path, dict[str, str], Path]:
    write_settings(folder, f'DATABASES["default"]["NAME"] = {str(db)!r}\nGAME_BOT_MATCH_QUOTA = 0')
    return folder, env_for(folder, {"GAME_BOT_DELAY": "0.05"}), db


@pytest.fixture
def site(tmp_path):
    """A server folder of the test's own, on a copy of the prepared database: the live matches one test
    leaves behind are not another's (a restarted server resumes every live bot-only match)."""
    db = tmp_path / "db.sqlite3"
    prepared_sqlite(db)
    return server_folder(tmp_path, db)


def test_sigterm_with_many_bot_matches_exits_promptly_and_cleanly(site):
    folder, env, db = site
    ids = django_json(env, CREATE.format(count=MATCHES))
    server = Daphne(folder, env, name="sigterm")
    server.start()
    try:
        before = steps(db, ids)
        # the server resumed every match's bots at start; once some have played, the loops are busy
        wait_until(lambda: sum(s > before[i] for i, s in steps(db, ids).items()) >= MATCHES // 10, 120,
                   "the bots to play")
        assert len(steps(db, ids, "live")) >= MATCHES // 2  # their bots still play
        assert server.proc is not None
        started = time.monotonic()
        server.proc.send_signal(signal.SIGTERM)
        try:
            code = server.proc.wait(timeout=EXIT_LIMIT)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"still running {EXIT_LIMIT}s after SIGTERM") from None
        took = time.monotonic() - started
        server.proc = None
    finally:
        server.kill()
    log = server.log.read_text(errors="replace")
    print(f"{MATCHES} bot matches: exited with {code} after {took:.2f}s")
    assert code in (0, -signal.SIGTERM), log[-3000:]
    assert "Event loop is closed" not in log, log[-3000:]
    assert "Traceback" not in log, log[-3000:]


def test_live_bot_only_matches_go_on_after_a_restart_without_anyone_opening_them(site):
    folder, env, db = site
    ids = django_json(env, CREATE.format(count=3))
    server = Daphne(folder, env, name="restart")
    try:
        server.start()  # nobody opens the matches: the server starts their bots itself
        wait_until(lambda: all(s > 0 for s in steps(db, ids).values()), 180, "the bots to start")
        server.stop()
        stopped = steps(db, ids, "live")
        assert stopped, "every match finished before the restart"
        server.start()
        wait_until(lambda: all(steps(db, [i])[i] > step for i, step in stopped.items()), 180,
                   f"the matches {sorted(stopped)} to go on")
    finally:
        server.stop()
    assert "Traceback" not in server.log.read_text(errors="replace")
