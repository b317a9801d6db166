"""Live-match load benchmark over real websockets against daphne on 127.0.0.1.

    .venv/bin/python bench/ws_load.py --matches 1,10,50 --spectators 0,10 --duration 20
    .venv/bin/python bench/ws_load.py --processes 2 --postgres --redis --matches 50 --spectators 10
    .venv/bin/python bench/ws_load.py --url http://127.0.0.1:8000 --matches 5   # a running server
                                      # (started with RIFTBOUND_BENCH_ECHO=1; its DATABASE_URL and SECRET_KEY exported)

By default it starts its own daphne (a temp folder: settings, SQLite database migrated with the
cards and demo decks, the in-memory channel layer); `--postgres`/`--redis` start private PostgreSQL
and Redis on free loopback ports (or use DATABASE_URL / REDIS_URL from the environment when set);
`--processes 2` runs two daphne processes on the same database and Redis, matches split between them.

Each of N concurrent Duel matches has its two seats played by logged-in users over their own
websockets: the seat whose board offers decisions picks one of the offered `data-action` payloads at
random and sends it with the step it saw, as the browser does (at once, or with `--think T` after
0.5-1.5 x T seconds, a paced player; T = 0.35 is the pace of the site's own bots); M anonymous
spectators watch each match. A match that ends is replaced by a fresh one (its sockets reconnect). Printed per run:
actions/s; latency from sending an action to the step arriving at the acting player, the other seat
and each spectator (p50/p95/p99/max); bytes per update frame; server CPU and RSS per live match
(/proc) and server CPU ms per action; errors and missed updates; and the action round trip as a multiple of a bare echo round trip
(`/ws/echo/`, game/bench_echo.py, enabled by RIFTBOUND_BENCH_ECHO=1). Bounded by `--duration`
seconds and `--actions` actions per run.
"""

from __future__ import annotations

import argparse
import asyncio
import html
import json
import os
import random
import re
import resource
import secrets
import shutil
import signal
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import websockets  # noqa: E402

from bench.sampler import report  # noqa: E402
from tests.daphne import Daphne, django_json, manage  # noqa: E402
from tests.multiprocess.services import Postgres, Redis, missing  # noqa: E402

SETTINGS = """from riftbound_site.settings import *  # noqa: F403
DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
GAME_WS_RATE = 10_000
GAME_WS_BURST = 10_000
GAME_BOT_DELAY = 0.0
"""
ASGI = """from bench.sampler import start_from_env
start_from_env()
from riftbound_site.server_asgi import application  # noqa: E402,F401
"""
SETUP = """
import json
from django.contrib.auth import get_user_model
from django.contrib.sessions.backends.db import SessionStore
from decks.models import Deck
from game.services import create_match, join_match
users = get_user_model().objects
annie, garen = users.get(username="demo-annie"), users.get(username="demo-garen")
a_deck = Deck.objects.filter(owner=annie).order_by("name").first()
g_deck = Deck.objects.filter(owner=garen).order_by("name").first()
ids = []
for _ in range(COUNT):
    match = create_match(annie, "duel", a_deck)
    join_match(match, garen, g_deck)
    ids.append(match.pk)
keys = []
for user in (annie, garen):
    s = SessionStore()
    s["_auth_user_id"], s["_auth_user_backend"] = str(user.pk), "django.contrib.auth.backends.ModelBackend"
    s["_auth_user_hash"] = user.get_session_auth_hash()
    s.create()
    keys.append(s.session_key)
print(json.dumps([ids, keys]))
"""
TURN = re.compile(r'id="turn"[^>]*data-seq="(\d+)"')
OFFERED = re.compile(r'data-action="([^"]*)"')
WAIT = 20.0  # seconds an update may take before it counts as missed
MAX_STEPS = 400  # per match: then the match is left and a fresh one taken (bounded games)


# ---------------------------------------------------------------- servers


class Server(Daphne):
    """One daphne process serving the benchmark's ASGI module (optionally sampling its stacks)."""

    app = "bench_asgi:application"
    start_seconds = 60

    def start(self, profile: Path | None = None) -> None:
        if profile is not None:
            self.env = {**self.env, "RIFTBOUND_BENCH_PROFILE": str(profile)}
        super().start()

    @property
    def pid(self) -> int | None:
        return self.proc.pid if self.proc is not None else None


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


class Cluster:
    """The database, channel layer and daphne processes of a run (or a server given by URL)."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.folder = Path(tempfile.mkdtemp(prefix="riftbound-load-"))
        self.pg: Postgres | None = None
        self.redis: Redis | None = None
        self.servers: list[Server] = []
        self.urls: list[str] = []
        self.env: dict[str, str] = {}

    def prepare(self) -> None:
        args = self.args
        if args.url:
            self.env = {**os.environ}
            self.urls = [u.rstrip("/") for u in args.url.split(",")]
            return
        extra = {"RIFTBOUND_BENCH_ECHO": "1", "GAME_BOT_DELAY": "0", "DEBUG": "0",
                 "SECRET_KEY": os.environ.get("SECRET_KEY") or secrets.token_urlsafe(50)}  # the servers' own
        if args.postgres or args.redis:
            reason = missing()
            if reason:
                raise SystemExit(reason)
        if args.postgres and not os.environ.get("DATABASE_URL"):
            self.pg = Postgres(self.folder)
            self.pg.start()
            extra["DATABASE_URL"] = self.pg.url
        elif os.environ.get("DATABASE_URL") and args.postgres:
            extra["DATABASE_URL"] = os.environ["DATABASE_URL"]
        else:
            extra["DATABASE_URL"] = f"sqlite:///{self.folder / 'db.sqlite3'}"
        if args.redis and not os.environ.get("REDIS_URL"):
            self.redis = Redis(self.folder)
            self.redis.start()
            extra["REDIS_URL"] = self.redis.url
        elif os.environ.get("REDIS_URL") and args.redis:
            extra["REDIS_URL"] = os.environ["REDIS_URL"]
        else:
            extra["REDIS_URL"] = ""
        if args.processes > 1 and (extra["REDIS_URL"] == "" or extra["DATABASE_URL"].startswith("sqlite")):
            print("note: several processes need a shared channel layer (--redis); SQLite is shared by file")
        (self.folder / "bench_settings.py").write_text(SETTINGS)
        (self.folder / "bench_asgi.py").write_text(ASGI)
        self.env = {**os.environ, "PYTHONPATH": f"{self.folder}{os.pathsep}{ROOT}",
                    "DJANGO_SETTINGS_MODULE": "bench_settings", **extra}
        self.env.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
        for command in (("migrate", "-v0"), ("load_cards", "-v0"), ("load_demo",)):
            manage(self.env, *command)
        self.servers = [Server(self.folder, self.env, f"daphne-{i}") for i in range(args.processes)]

    def start(self, profile: bool) -> None:
        for i, server in enumerate(self.servers):
            server.start(self.folder / f"profile-{i}.json" if profile else None)
        if self.servers:
            self.urls = [s.url for s in self.servers]

    def stop_servers(self) -> None:
        for server in self.servers:
            server.stop()

    def close(self) -> None:
        self.stop_servers()
        if self.redis is not None:
            self.redis.stop()
        if self.pg is not None:
            self.pg.stop()
        if not self.args.keep:
            shutil.rmtree(self.folder, ignore_errors=True)

    def matches(self, count: int) -> tuple[list[int], list[str]]:
        ids, keys = django_json(self.env, SETUP.replace("COUNT", str(count)))  # type: ignore[misc]
        return ids, keys

    def pids(self) -> list[int]:
        return [s.pid for s in self.servers if s.pid is not None]


# ---------------------------------------------------------------- clients


def offered(frame: str) -> list[dict[str, Any]]:
    return [json.loads(html.unescape(raw)) for raw in OFFERED.findall(frame)]


def attr(tag: str, name: str) -> str:
    found = re.search(rf'{name}="([^"]*)"', tag)
    return html.unescape(found.group(1)) if found else ""


def stepper_amounts(box: str) -> dict[str, int]:
    """A legal damage split the way the board's steppers build one: their starting values when
    they add up, else lethal damage in tier order (Tank first, Backline last) and the rest to the last."""
    total = int(attr(box, "data-total") or 0)
    rows = [(attr(t, "data-target"), int(attr(t, "data-need") or 0), int(attr(t, "data-tier") or 0),
             int(attr(t, "data-start") or 0)) for t in re.findall(r'<div class="stepper"[^>]*>', box)]
    if sum(r[3] for r in rows) == total:
        return {r[0]: r[3] for r in rows}
    amounts, left = {r[0]: 0 for r in rows}, total
    ordered = sorted(rows, key=lambda r: r[2])
    for target, need, _tier, _start in ordered:
        amounts[target] = min(need, left)
        left -= amounts[target]
    if ordered and left:
        amounts[ordered[-1][0]] += left
    return amounts


def choices(prompt: str, rnd: random.Random) -> list[dict[str, Any]]:
    """What a player can send from this prompt, as the board's script builds it: the buttons'
    `data-action` payloads (not conceding), a card pick (`.pick`) or a damage split (`.steppers`)."""
    found = [x for x in offered(prompt) if x["kind"] != "concede"]
    pick = re.search(r'<div class="pick"[^>]*>', prompt)
    if pick:
        ids = [int(x) for x in re.findall(r'data-pick="(\d+)"', prompt)]
        low, high = int(attr(pick.group(0), "data-min") or 0), int(attr(pick.group(0), "data-max") or 0)
        count = rnd.randint(min(low, len(ids)), min(high, len(ids)))
        found.append({"kind": "choose", "choice": {"cards": rnd.sample(ids, count)}})
    steppers = re.search(r'<div class="steppers"[^>]*>', prompt)
    if steppers:
        start = steppers.start()
        found.append({"kind": "choose", "choice": {attr(steppers.group(0), "data-key"): stepper_amounts(
            prompt[start:prompt.find('class="st-status"', start)])}})
    return found


@dataclass
class Stats:
    actor: list[float] = field(default_factory=list)  # seconds: send -> the acting seat sees the step
    other: list[float] = field(default_factory=list)  # ... the other seat
    spectator: list[float] = field(default_factory=list)  # ... each spectator
    update_bytes: list[int] = field(default_factory=list)  # per update frame after the first board
    actions: int = 0
    errors: list[str] = field(default_factory=list)
    missed: int = 0
    matches_done: int = 0


class Conn:
    """One websocket: records when each step first arrives, the frames' sizes and refusals."""

    def __init__(self, ws: Any, seat: int | None, stats: Stats) -> None:
        self.ws, self.seat, self.stats = ws, seat, stats
        self.arrived: dict[int, float] = {}
        self.waiting: dict[int, asyncio.Event] = {}
        self.prompt = ""
        self.first = True
        self.task = asyncio.get_running_loop().create_task(self.read())

    async def read(self) -> None:
        try:
            async for frame in self.ws:
                now = time.perf_counter()
                text = frame if isinstance(frame, str) else frame.decode()
                if not self.first:
                    self.stats.update_bytes.append(len(text.encode()))
                self.first = False
                for raw in TURN.findall(text):
                    step = int(raw)
                    self.arrived.setdefault(step, now)
                    if step in self.waiting:
                        self.waiting.pop(step).set()
                if 'id="prompt"' in text:
                    self.prompt = text
                if 'class="notice is-error"' in text:
                    self.stats.errors.append(re.sub(r"<[^>]+>", "", text)[:200])
        except websockets.ConnectionClosed:
            pass

    async def until(self, step: int) -> bool:
        if step in self.arrived:
            return True
        event = self.waiting.setdefault(step, asyncio.Event())
        try:
            await asyncio.wait_for(event.wait(), WAIT)
        except TimeoutError:
            return False
        return True

    async def close(self) -> None:
        await self.ws.close()
        await self.task


async def open_ws(base: str, path: str, cookie: str | None = None) -> Any:
    headers = {"Cookie": f"sessionid={cookie}"} if cookie else {}
    url = base.replace("http://", "ws://") + path
    return await websockets.connect(url, origin=base, additional_headers=headers, max_size=2**24,
                                    open_timeout=120, ping_interval=None, close_timeout=10, compression=None)


class Run:
    """One measured run: `matches` live matches with `spectators` each until the deadline."""

    def __init__(self, urls: list[str], pool: list[int], keys: list[str], matches: int, spectators: int,
                 duration: float, actions: int, seed: int, think: float = 0.0) -> None:
        self.urls, self.keys, self.matches, self.spectators = urls, keys, matches, spectators
        self.pool = list(pool)
        self.duration, self.limit = duration, actions
        self.think = think  # mean seconds a seat waits after seeing its decision (0: at once)
        self.stats = Stats()
        self.rnd = random.Random(seed)
        self.started = 0.0
        self.deadline = float("inf")
        self.ready = asyncio.Event()  # every slot has its first match connected
        self.go = asyncio.Event()  # measurement started
        self.opened = 0

    def stopping(self) -> bool:
        return time.perf_counter() >= self.deadline or self.stats.actions >= self.limit

    async def connect(self, base: str, match_id: int) -> list[Conn]:
        path = f"/ws/matches/{match_id}/"
        conns = [Conn(await open_ws(base, path, key), seat, self.stats) for seat, key in enumerate(self.keys)]
        for _ in range(self.spectators):
            conns.append(Conn(await open_ws(base, path), None, self.stats))
        return conns

    async def slot(self, index: int) -> None:
        """Keep one live match going: play it, then take a fresh one when it ends."""
        base = self.urls[index % len(self.urls)]
        first = True
        while self.pool and not self.stopping():
            match_id = self.pool.pop()
            conns = await self.connect(base, match_id)
            step = 0
            if not all([await c.until(step) for c in conns]):
                self.stats.missed += 1
            if first:
                first = False
                self.opened += 1
                if self.opened == self.matches:
                    self.ready.set()
                await self.go.wait()
            await self.play(conns, step)
            for c in conns:
                await c.close()

    async def play(self, conns: list[Conn], step: int) -> None:
        players = conns[:2]
        while not self.stopping() and step < MAX_STEPS:
            options = [(c, choices(c.prompt, self.rnd)) for c in players]
            actors = [(c, found) for c, found in options if found]
            if not actors:
                self.stats.matches_done += 1  # the game is over
                return
            actor, found = actors[0]
            move = self.rnd.choice(found)
            if self.think:  # a paced player: 0.5-1.5 x the mean, so matches don't act in lockstep
                await asyncio.sleep(self.think * self.rnd.uniform(0.5, 1.5))
                if self.stopping():
                    return
            errors = len(self.stats.errors)
            sent = time.perf_counter()
            await actor.ws.send(json.dumps({"seq": step, "action": move}))
            step += 1
            arrived = await asyncio.gather(*(c.until(step) for c in conns))
            if not all(arrived):
                self.stats.missed += sum(1 for a in arrived if not a)
                if len(self.stats.errors) == errors:
                    self.stats.errors.append(f"no update for step {step} (sent {move})")
                return
            if time.perf_counter() <= self.deadline:
                self.stats.actions += 1
                for c in conns:
                    lag = c.arrived[step] - sent
                    (self.stats.actor if c is actor else self.stats.other if c.seat is not None
                     else self.stats.spectator).append(lag)

    async def echo_probe(self, rtts: list[float]) -> None:
        """Echo round trips every 50 ms while the run lasts: the event loop's own delay under load."""
        ws = await open_ws(self.urls[0], "/ws/echo/")
        await self.go.wait()
        while not self.stopping():
            sent = time.perf_counter()
            await ws.send('{"seq": 1, "action": {"kind": "pass"}}')
            await ws.recv()
            rtts.append(time.perf_counter() - sent)
            await asyncio.sleep(0.05)
        await ws.close()


async def echo_rtts(url: str, count: int = 300) -> list[float]:
    ws = await open_ws(url, "/ws/echo/")
    rtts = []
    for _ in range(count):
        sent = time.perf_counter()
        await ws.send('{"seq": 1, "action": {"kind": "pass"}}')
        await ws.recv()
        rtts.append(time.perf_counter() - sent)
    await ws.close()
    return rtts[20:]  # warm up


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q / 100 * len(ordered)))]


def ms(values: list[float]) -> str:
    if not values:
        return "-"
    return "/".join(f"{1000 * v:.1f}" for v in (pct(values, 50), pct(values, 95), pct(values, 99), max(values)))


# ---------------------------------------------------------------- a run


async def measure(cluster: Cluster, matches: int, spectators: int, args: argparse.Namespace) -> dict[str, Any]:
    pids = cluster.pids()
    logged = [srv.log.stat().st_size if srv.log.exists() else 0 for srv in cluster.servers]
    idle_echo = await echo_rtts(cluster.urls[0])
    pool, keys = cluster.matches(matches * args.spares)
    rss_before = sum(rss_mb(p) for p in pids)
    run = Run(cluster.urls, pool, keys, matches, spectators, args.duration, args.actions, args.seed, args.think)
    probe: list[float] = []
    slots = [asyncio.get_running_loop().create_task(run.slot(i)) for i in range(matches)]
    probe_task = asyncio.get_running_loop().create_task(run.echo_probe(probe))
    setup_started = time.perf_counter()
    await run.ready.wait()
    setup = time.perf_counter() - setup_started
    await asyncio.sleep(0.5)  # the presence updates of the last arrivals settle
    if args.profile:
        for p in pids:
            os.kill(p, signal.SIGUSR1)  # the sampler counts from here
    cpu0 = [cpu_seconds(p) for p in pids]
    client0 = resource.getrusage(resource.RUSAGE_SELF)
    run.started = time.perf_counter()
    run.deadline = run.started + args.duration
    run.go.set()
    before = run.stats.actions
    run.stats.actor.clear()
    run.stats.other.clear()
    run.stats.spectator.clear()
    run.stats.update_bytes.clear()
    while time.perf_counter() < run.deadline and run.stats.actions < args.actions and not all(s.done() for s in slots):
        await asyncio.sleep(0.1)
    wall = time.perf_counter() - run.started
    cpu = sum(cpu_seconds(p) for p in pids) - sum(cpu0)
    rss = sum(rss_mb(p) for p in pids)
    client1 = resource.getrusage(resource.RUSAGE_SELF)
    if args.profile:
        for p in pids:
            os.kill(p, signal.SIGUSR2)  # the sampler writes what the measured window cost
    done = run.stats.actions - before
    await asyncio.gather(*slots, probe_task)
    s = run.stats
    result = {
        "processes": len(cluster.urls), "matches": matches, "spectators": spectators, "think_s": args.think,
        "seconds": wall, "cpu_ms_per_action": 1000 * cpu / done if pids and done else float("nan"),
        "setup_s": setup, "actions": done, "actions_per_s": done / wall,
        "actor": ms(s.actor), "other": ms(s.other), "spectator": ms(s.spectator),
        "actor_p50": pct(s.actor, 50), "all_p50": pct(s.actor + s.other + s.spectator, 50),
        "all_p99": pct(s.actor + s.other + s.spectator, 99),
        "bytes_per_update": statistics.mean(s.update_bytes) if s.update_bytes else 0,
        "server_cpu_pct": 100 * cpu / wall if pids else float("nan"),
        "cpu_pct_per_match": 100 * cpu / wall / matches if pids else float("nan"),
        "rss_mb": rss, "rss_mb_per_match": (rss - rss_before) / matches if pids else float("nan"),
        "client_cpu_pct": 100 * ((client1.ru_utime + client1.ru_stime) - (client0.ru_utime + client0.ru_stime)) / wall,
        "echo_idle_ms": 1000 * statistics.median(idle_echo), "echo_load_ms": ms(probe),
        "ratio": pct(s.actor, 50) / statistics.median(idle_echo) if s.actor else float("nan"),
        "errors": len(s.errors), "missed": s.missed, "games_ended": s.matches_done, "error_samples": s.errors[:3],
        "server_errors": server_errors(cluster.servers, logged),
    }
    return result


def server_errors(servers: list[Server], offsets: list[int]) -> list[str]:
    """The last line of each traceback the servers logged during the run (what an error was)."""
    found = []
    for srv, offset in zip(servers, offsets, strict=True):
        if not srv.log.exists():
            continue
        with srv.log.open("rb") as f:
            f.seek(offset)
            lines = f.read().decode(errors="replace").splitlines()
        in_traceback = False
        for i, line in enumerate(lines):
            in_traceback = in_traceback or line.startswith("Traceback")
            if in_traceback and line and not line.startswith((" ", "Traceback")):
                found.append(f"{srv.log.stem}: {line[:300]}")
                in_traceback = i + 1 < len(lines) and lines[i + 1].startswith("Traceback")
    return found


def print_result(r: dict[str, Any]) -> None:
    paced = f", think {r['think_s']:g} s" if r.get("think_s") else ""
    print(f"\n== {r['processes']} process(es), {r['matches']} matches x {r['spectators']} spectators{paced}: "
          f"{r['actions']} actions in {r['seconds']:.1f} s (connect {r['setup_s']:.1f} s)")
    print(f"  actions/s            {r['actions_per_s']:.1f}")
    print(f"  ms p50/p95/p99/max   actor {r['actor']}  other seat {r['other']}  spectators {r['spectator']}")
    print(f"  bytes per update     {r['bytes_per_update']:.0f}")
    print(f"  server CPU           {r['server_cpu_pct']:.0f}% of a core ({r['cpu_pct_per_match']:.1f}% per match,"
          f" {r['cpu_ms_per_action']:.1f} ms per action); client CPU {r['client_cpu_pct']:.0f}%")
    print(f"  server RSS           {r['rss_mb']:.0f} MB ({r['rss_mb_per_match']:.2f} MB per live match)")
    print(f"  echo                 idle p50 {r['echo_idle_ms']:.2f} ms; under load p50/p95/p99/max {r['echo_load_ms']};"
          f" action/echo {r['ratio']:.1f}x")
    print(f"  errors {r['errors']}  missed updates {r['missed']}  games ended {r['games_ended']}")
    for e in r["error_samples"]:
        print(f"    {e}")
    if r.get("server_errors"):
        print(f"  server tracebacks   {len(r['server_errors'])}")
        for e in r["server_errors"][:5]:
            print(f"    {e}")


HEADER = ("| processes | matches | spectators/match | think s | actions/s | server CPU ms/action | "
          "actor ms p50/p95/p99/max | spectator (or other seat) ms p50/p95/p99/max | bytes/update | "
          "server CPU %/match | RSS MB/match | action/echo | errors/missed |\n" + "|---" * 13 + "|")


def row(r: dict[str, Any]) -> str:
    """A line of docs/performance.md's table (HEADER)."""
    return (f"| {r['processes']} | {r['matches']} | {r['spectators']} | {r['think_s']:g} | {r['actions_per_s']:.0f} | "
            f"{r['cpu_ms_per_action']:.1f} | {r['actor']} | {r['spectator'] if r['spectators'] else r['other']} | "
            f"{r['bytes_per_update']:.0f} | {r['cpu_pct_per_match']:.1f} | {r['rss_mb_per_match']:.2f} | "
            f"{r['ratio']:.1f} | {r['errors']}/{r['missed']} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--matches", default="1,10", help="concurrent matches, comma-separated for several runs")
    parser.add_argument("--spectators", default="0,10", help="spectators per match, comma-separated")
    parser.add_argument("--think", type=float, default=0.0,
                        help="mean seconds a seat waits before acting (0: closed loop, the server saturated;"
                             " 0.35: the pace of the site's own bots, settings.GAME_BOT_DELAY)")
    parser.add_argument("--duration", type=float, default=20.0, help="seconds measured per run")
    parser.add_argument("--actions", type=int, default=50_000, help="at most this many actions per run")
    parser.add_argument("--processes", type=int, default=1, help="daphne processes (matches split between them)")
    parser.add_argument("--postgres", action="store_true", help="PostgreSQL (DATABASE_URL or a private one)")
    parser.add_argument("--redis", action="store_true", help="channels_redis (REDIS_URL or a private one)")
    parser.add_argument("--url", default="", help="target running server(s), comma-separated; no CPU/RSS figures")
    parser.add_argument("--profile", action="store_true", help="sample the server's stacks (bench/sampler.py)")
    parser.add_argument("--spares", type=int, default=3, help="matches created per slot (ended games are replaced)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--keep", action="store_true", help="keep the temp folder (logs, profiles)")
    parser.add_argument("--json", default="", help="append each result as a JSON line to this file")
    args = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # thousands of sockets; daphne inherits it
    cluster = Cluster(args)
    rows = []
    try:
        cluster.prepare()
        for matches in (int(x) for x in args.matches.split(",")):
            for spectators in (int(x) for x in args.spectators.split(",")):
                cluster.start(args.profile)
                try:
                    result = asyncio.run(measure(cluster, matches, spectators, args))
                finally:
                    cluster.stop_servers()
                print_result(result)
                rows.append(row(result))
                if args.json:
                    with open(args.json, "a") as out:
                        out.write(json.dumps(result) + "\n")
                if args.profile:
                    for profile in sorted(cluster.folder.glob("profile-*.json")):
                        print(report(profile))
                        profile.unlink()
    finally:
        cluster.close()
    print("\n" + HEADER)
    print("\n".join(rows))


if __name__ == "__main__":
    main()
