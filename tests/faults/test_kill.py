"""SIGKILL the daphne server mid-match at random points, restart it, let the bots finish: the stored
match equals a clean run from the same seed (same actions, same final state, every step once)."""

from __future__ import annotations

import asyncio
import random
import sqlite3
import time
from pathlib import Path

import pytest
import websockets

from tests.daphne import prepared_sqlite
from tests.faults.daphne import Daphne, django_json, env_for, write_settings

pytestmark = [pytest.mark.server, pytest.mark.slow]
SETUP = """
from decks.models import Deck
from django.contrib.auth import get_user_model
from game.models import Seat
from game.services import create_match
import json
annie = get_user_model().objects.get(username="demo-annie")
garen = get_user_model().objects.get(username="demo-garen")
ids = []
for mode in {modes!r}:
    deck = Deck.objects.filter(owner=annie).order_by("name").first()
    match = create_match(annie, mode, deck, ["bot"] * ({{"duel": 2, "ffa3": 3}}[mode] - 1))
    Seat.objects.filter(match=match, index=0).update(is_bot=True)
    ids.append(match.pk)
print(json.dumps(ids))
"""


def stored_actions(db: Path, match_id: int) -> tuple[int, str]:
    with sqlite3.connect(db, timeout=20) as conn:
        count = conn.execute("select count(*) from game_matchaction where match_id=?", (match_id,)).fetchone()[0]
        status = conn.execute("select status from game_match where id=?", (match_id,)).fetchone()[0]
    return count, status


async def nudge(server: Daphne, match_id: int) -> None:
    """A spectator connects: the consumer starts the match's bots if one is due (as after a restart)."""
    async with websockets.connect(f"ws://127.0.0.1:{server.port}/ws/matches/{match_id}/",
                                  origin=server.url) as ws:
        await asyncio.wait_for(ws.recv(), 10)


def wait_for(db: Path, match_id: int, count: int, limit: float = 120) -> str:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        stored, status = stored_actions(db, match_id)
        if stored >= count or status == "finished":
            return status
        time.sleep(0.05)
    raise AssertionError(f"match {match_id} stalled at {stored_actions(db, match_id)}")


@pytest.fixture(scope="module")
def fault_server(tmp_path_factory):
    folder = tmp_path_factory.mktemp("fault-server")
    db = folder / "db.sqlite3"
    write_settings(folder, f'DATABASES["default"]["NAME"] = {str(db)!r}')
    env = env_for(folder)
    prepared_sqlite(db)
    server = Daphne(folder, env)
    server.start()
    yield server, env, db
    server.stop()


@pytest.mark.parametrize("mode,seed", [("duel", 11), ("ffa3", 12)])
def test_kill_restart_and_finish_like_a_clean_run(fault_server, mode, seed):
    server, env, db = fault_server
    (match_id,) = django_json(env, SETUP.format(modes=[mode]))
    rnd = random.Random(seed)
    kills = sorted(rnd.sample(range(3, 120), 3))  # kill after this many stored actions
    asyncio.run(nudge(server, match_id))
    for at in kills:
        if wait_for(db, match_id, at) == "finished":
            break
        server.kill()
        server.start()
        asyncio.run(nudge(server, match_id))
    assert wait_for(db, match_id, 10**9, limit=300) == "finished"
    report = django_json(env, f"from tests.faults.replay_check import report; import json; "
                              f"print(json.dumps(report({match_id})))")
    assert report["seqs_contiguous"], report
    assert report["same_actions"], report
    assert report["same_final_state"], report
