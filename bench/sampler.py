"""A small sampling profiler for a running server (no py-spy here): a daemon thread looks at every
other thread's stack every `interval` seconds and counts, per thread role (the event loop or a
worker thread running sync code), where the time goes. Started from the benchmark's ASGI module
when RIFTBOUND_BENCH_PROFILE names an output file; the JSON summary is rewritten every few seconds,
on SIGUSR2 and at exit; SIGUSR1 starts the counts afresh."""

from __future__ import annotations

import atexit
import json
import os
import signal
import sys
import threading
import time
from collections import Counter
from pathlib import Path
from types import FrameType

# Functions whose presence on a stack says what the time is for (inclusive counts).
MARKERS = (
    "submit_action", "load_state", "apply_table", "_record", "remember", "publish", "changed_regions",
    "full_board", "board_context", "render_regions", "render_to_string", "legal_table", "legal_actions", "view",
    "arrive", "leave", "spawn_bots", "bot_due", "_changed", "_full", "match_update", "receive", "group_send",
)
# Library families, judged on the innermost frame that is not the standard library.
LIBRARIES = (
    ("django/db", "database (Django ORM)"), ("sqlite3", "database driver"), ("psycopg", "database driver"),
    ("django/template", "templates"), ("django/utils/html", "templates"), ("game/engine", "engine"),
    ("game/bot", "engine"), ("channels_redis", "channel layer (redis)"), ("redis/", "channel layer (redis)"),
    ("channels/layers", "channel layer"), ("asgiref", "asgiref thread hand-off"), ("channels/", "channels"),
    ("daphne", "daphne/twisted/autobahn"), ("twisted", "daphne/twisted/autobahn"),
    ("autobahn", "daphne/twisted/autobahn"), ("game/", "game services"), ("django/", "django other"),
)
IDLE = {"select", "poll", "epoll", "wait", "acquire", "_worker", "get", "sleep", "doPoll", "_run_once"}


def role(name: str) -> str:
    return "event loop" if name == "MainThread" else "worker threads"


def where(frame: FrameType | None, depth: int = int(os.environ.get("RIFTBOUND_BENCH_DEPTH", "3"))) -> str:
    """The innermost `depth` frames as file:function, leaf last."""
    parts = []
    while frame is not None and len(parts) < depth:
        path = frame.f_code.co_filename
        short = path.split("site-packages/")[-1] if "site-packages/" in path else path.rsplit("/", 2)[-1]
        parts.append(f"{short}:{frame.f_code.co_name}")
        frame = frame.f_back
    return " < ".join(parts)


def classify(frame: FrameType | None) -> tuple[bool, str, set[str]]:
    """(idle, library family, markers on the stack)."""
    markers: set[str] = set()
    family = ""
    leaf = frame.f_code.co_name if frame is not None else ""
    idle = leaf in IDLE and frame is not None and ("/lib/python" in frame.f_code.co_filename
                                                  and "site-packages" not in frame.f_code.co_filename
                                                  or leaf == "doPoll")
    while frame is not None:
        code = frame.f_code
        if code.co_name in MARKERS:
            markers.add(code.co_name)
        if not family:
            for needle, name in LIBRARIES:
                if needle in code.co_filename:
                    family = name
                    break
        frame = frame.f_back
    return idle, family or "python/stdlib", markers


class Sampler:
    def __init__(self, out: Path, interval: float = 0.005) -> None:
        self.out, self.interval = out, interval
        self.samples: Counter[str] = Counter()
        self.busy: Counter[str] = Counter()
        self.families: dict[str, Counter[str]] = {}
        self.markers: dict[str, Counter[str]] = {}
        self.leaves: dict[str, Counter[str]] = {}
        self.started = time.monotonic()
        self.lock = threading.Lock()
        self.frozen = False  # after SIGUSR2: the dump stays what the measured window cost

    def reset(self, *_: object) -> None:
        """Forget what was sampled so far (SIGUSR1: the benchmark's measurement starts)."""
        with self.lock:
            for counter in (self.samples, self.busy):
                counter.clear()
            for table in (self.families, self.markers, self.leaves):
                table.clear()
            self.started = time.monotonic()
            self.frozen = False

    def freeze(self, *_: object) -> None:
        self.dump()
        self.frozen = True

    def run(self) -> None:
        me = threading.get_ident()
        last_dump = time.monotonic()
        while True:
            time.sleep(self.interval)
            if self.frozen:
                continue
            names = {t.ident: t.name for t in threading.enumerate()}
            with self.lock:
                for ident, frame in sys._current_frames().items():
                    if ident == me:
                        continue
                    who = role(names.get(ident, ""))
                    idle, family, markers = classify(frame)
                    self.samples[who] += 1
                    if idle:
                        continue
                    self.busy[who] += 1
                    self.families.setdefault(who, Counter())[family] += 1
                    self.markers.setdefault(who, Counter()).update(markers)
                    self.leaves.setdefault(who, Counter())[where(frame)] += 1
            if time.monotonic() - last_dump > 3:
                self.dump()
                last_dump = time.monotonic()

    def dump(self) -> None:
        if self.frozen:
            return
        with self.lock:
            data = {"seconds": time.monotonic() - self.started, "interval": self.interval,
                    "samples": dict(self.samples), "busy": dict(self.busy),
                    "families": {k: dict(v) for k, v in self.families.items()},
                    "markers": {k: dict(v) for k, v in self.markers.items()},
                    "leaves": {k: dict(v.most_common(15)) for k, v in self.leaves.items()}}
        tmp = self.out.with_suffix(".tmp")
        tmp.write_text(json.dumps(data))
        tmp.replace(self.out)


def start_from_env() -> None:
    out = os.environ.get("RIFTBOUND_BENCH_PROFILE")
    if not out:
        return
    sampler = Sampler(Path(out))
    threading.Thread(target=sampler.run, name="bench-sampler", daemon=True).start()
    atexit.register(sampler.dump)
    signal.signal(signal.SIGUSR1, sampler.reset)
    signal.signal(signal.SIGUSR2, sampler.freeze)


def report(path: Path) -> str:
    """A readable summary of a dump: the busy samples of each role by library and by marker."""
    data = json.loads(path.read_text())
    lines = [f"profile: {data['seconds']:.1f} s sampled every {data['interval'] * 1000:.0f} ms"]
    for who, busy in sorted(data["busy"].items()):
        lines.append(f"  {who}: {busy} busy samples")
        for name, n in sorted(data["families"].get(who, {}).items(), key=lambda kv: -kv[1]):
            lines.append(f"    {100 * n / busy:5.1f}%  {name}")
        lines.append("    on the stack (inclusive):")
        for name, n in sorted(data["markers"].get(who, {}).items(), key=lambda kv: -kv[1]):
            lines.append(f"    {100 * n / busy:5.1f}%  {name}")
        lines.append("    innermost frames:")
        for name, n in sorted(data.get("leaves", {}).get(who, {}).items(), key=lambda kv: -kv[1])[:12]:
            lines.append(f"    {100 * n / busy:5.1f}%  {name}")
    return "\n".join(lines)


if __name__ == "__main__":
    print(report(Path(sys.argv[1])))
