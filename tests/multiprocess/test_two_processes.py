"""Two daphne processes share real PostgreSQL and Redis on loopback: the two players act through
different processes, a spectator watches through a third connection, and every update reaches every
connection; the spectator count is the same on both processes."""

from __future__ import annotations

import asyncio
import html
import json
import random
import re

import pytest
import websockets

from tests.faults.daphne import Daphne, django_json, env_for, prepare_site, write_settings
from tests.multiprocess.services import Postgres, Redis, missing

pytestmark = [pytest.mark.server, pytest.mark.slow]
MAX_STEPS = 150  # then both concede: the match always ends
SETUP = """
import json
from django.contrib.auth import get_user_model
from django.contrib.sessions.backends.db import SessionStore
from decks.models import Deck
from game.services import create_match, join_match
users = get_user_model().objects
annie, garen = users.get(username="demo-annie"), users.get(username="demo-garen")
match = create_match(annie, "duel", Deck.objects.filter(owner=annie).order_by("name").first())
join_match(match, garen, Deck.objects.filter(owner=garen).order_by("name").first())
keys = []
for user in (annie, garen):
    s = SessionStore()
    s["_auth_user_id"], s["_auth_user_backend"] = str(user.pk), "django.contrib.auth.backends.ModelBackend"
    s["_auth_user_hash"] = user.get_session_auth_hash()
    s.create()
    keys.append(s.session_key)
print(json.dumps([match.pk, keys]))
"""


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    reason = missing()
    if reason:
        pytest.skip(reason)
    folder = tmp_path_factory.mktemp("cluster")
    pg, redis = Postgres(folder), Redis(folder)
    pg.start()
    redis.start()
    write_settings(folder, "")
    env = env_for(folder, {"DATABASE_URL": pg.url, "REDIS_URL": redis.url})
    prepare_site(env)
    servers = [Daphne(folder, env, "daphne-a"), Daphne(folder, env, "daphne-b")]
    for server in servers:
        server.start()
    yield servers, env
    for server in servers:
        server.stop()
    redis.stop()
    pg.stop()


class Conn:
    def __init__(self, name: str, ws) -> None:
        self.name, self.ws, self.seen, self.last = name, ws, set(), ""

    async def until_step(self, step: int) -> None:
        while step not in self.seen:
            frame = await asyncio.wait_for(self.ws.recv(), 20)
            self.seen.update(int(s) for s in re.findall(r'id="turn"[^>]*data-seq="(\d+)"', frame))
            if 'id="prompt"' in frame:
                self.last = frame


def offered(frame: str) -> list[dict]:
    """The moves the prompt offers: its buttons' actions, and a card pick (a mulligan) answered with
    as few cards as it allows (the board's pick widget sends the cards chosen)."""
    moves = [json.loads(html.unescape(raw)) for raw in re.findall(r'data-action="([^"]*)"', frame)]
    picks = re.findall(r'class="pick" data-min="(\d+)"[^>]*>.*?class="pick-options">(.*?)</div>', frame, re.S)
    for least, options in picks:
        moves.append({"kind": "choose", "choice": {"cards": re.findall(r'data-pick="([^"]+)"', options)[:int(least)]}})
    return moves


async def play(servers, match_id: int, keys: list[str]) -> list[Conn]:
    a, b = servers
    opened = [
        ("annie@A", a, {"Cookie": f"sessionid={keys[0]}"}), ("garen@B", b, {"Cookie": f"sessionid={keys[1]}"}),
        ("spectator@B", b, {}),
    ]
    conns = []
    for name, server, headers in opened:
        ws = await websockets.connect(f"ws://127.0.0.1:{server.port}/ws/matches/{match_id}/", origin=server.url,
                                      additional_headers=headers, max_size=2**24)
        conns.append(Conn(name, ws))
    for c in conns:
        await c.until_step(0)
    rnd, step, conceded = random.Random(5), 0, 0
    while True:
        actors = [c for c in conns[:2] if [x for x in offered(c.last) if x["kind"] != "concede"]]
        if not actors and step and all(step in c.seen for c in conns):
            break  # nobody has anything to do: the game is over
        if step >= MAX_STEPS or not actors:
            actor, move = conns[conceded % 2], {"kind": "concede"}
            conceded += 1
        else:
            actor = actors[0]
            move = rnd.choice([x for x in offered(actor.last) if x["kind"] != "concede"])
        await actor.ws.send(json.dumps({"seq": step, "action": move}))
        try:
            for c in conns:
                await c.until_step(step + 1)
        except TimeoutError:
            break  # a concession that ended the game is the last step; checked by the caller
        step += 1
    return conns


def test_a_match_across_two_processes(cluster):
    servers, env = cluster
    match_id, keys = django_json(env, SETUP)
    conns = asyncio.run(run(servers, match_id, keys))
    result = django_json(env, f"from game.models import Match; import json; m = Match.objects.get(pk={match_id});"
                              f"print(json.dumps([m.status, m.step]))")
    assert result[0] == "finished"
    assert result[1] > 20, "the match was conceded instead of played"
    for c in conns:
        assert c.seen >= set(range(result[1] + 1)), f"{c.name} missed {set(range(result[1] + 1)) - c.seen}"


async def run(servers, match_id: int, keys: list[str]) -> list[Conn]:
    conns = await play(servers, match_id, keys)
    for c in conns:
        await c.ws.close()
    return conns


def test_spectator_count_is_shared(cluster):
    servers, env = cluster
    match_id, keys = django_json(env, SETUP)
    asyncio.run(count_check(servers, match_id, keys))


async def count_check(servers, match_id: int, keys: list[str]) -> None:
    a, b = servers
    player = await websockets.connect(f"ws://127.0.0.1:{a.port}/ws/matches/{match_id}/", origin=a.url,
                                      additional_headers={"Cookie": f"sessionid={keys[0]}"}, max_size=2**24)
    watchers = [await websockets.connect(f"ws://127.0.0.1:{b.port}/ws/matches/{match_id}/", origin=b.url,
                                         max_size=2**24) for _ in range(2)]
    text = ""
    for _ in range(20):  # presence updates arrive at the player on process A
        text = await asyncio.wait_for(player.recv(), 20)
        if "2 watching" in text:
            break
    assert "2 watching" in text
    for w in watchers:
        await w.close()
    await player.close()
