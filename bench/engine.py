"""Engine benchmark, per mode: random self-play on one core (legal-action listing included),
serialise + restore cost, memory per state, and the RSS of a process holding the whole catalog.
Prints figures (and the machine); asserts nothing. Random self-play runs on the random-play test decks
and, as "real" rows, on legal decks of implemented catalog cards (`tests/bot/decks.py`, one deck per
seat drawn by seed, as `bench/bot.py` plays them), so card scripts weigh in the figures.

Times are CPU time of this process (`time.process_time`), so other work on a shared machine
doesn't count against the engine; serialisation takes the best of five batches.

    .venv/bin/python bench/engine.py [--games N] [--real-only]
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import game.cards  # noqa: E402, F401  (registers the card scripts with the engine)
import game.engine.loop.match as match_mod  # noqa: E402
from game.engine import State, apply, from_json, new_game, to_json  # noqa: E402
from game.engine.loop.match import apply_match, legal_match_actions, new_match  # noqa: E402
from tests.bot.decks import catalog as real_catalog  # noqa: E402
from tests.bot.decks import mode_decks as real_decks  # noqa: E402
from tests.engine.randomplay import catalog, decks, pick  # noqa: E402

MODES = ("duel", "ffa3", "ffa4", "2v2")
MAX_ACTIONS = 5000


def selfplay(mode: str, games: int, real: bool = False) -> tuple[int, int, float, list[State]]:
    """Complete random games; returns (games, actions, seconds, some mid-game states). `real`: every
    seat plays a legal deck of implemented catalog cards (a different one per game), else the test decks."""
    cat = real_catalog() if real else catalog()
    setups = [real_decks(mode, g) if real else decks(mode=mode) for g in range(games)]  # built before timing
    actions = 0
    mids: list[State] = []
    start = time.process_time()
    for g in range(games):
        st, _ = new_game(setups[g], mode, seed=g, catalog=cat)
        rnd = random.Random(g)
        n = 0
        while not st.over and n < MAX_ACTIONS:
            st, _ = apply(st, pick(st, rnd))  # pick() lists every legal action first
            n += 1
            if n == 80 or (st.over and not mids):  # a short game still gives a state to serialise
                mids.append(st)
        actions += n
    return games, actions, time.process_time() - start, mids


def selfplay_matches(matches: int) -> tuple[int, int, int, float]:
    """Whole best-of-3 Matches (488); returns (matches, games, actions, seconds)."""
    cat = catalog()
    orig = match_mod.new_game
    match_mod.new_game = lambda *a, **k: orig(*a, **{**k, "catalog": cat})
    games = actions = 0
    start = time.process_time()
    try:
        for s in range(matches):
            m = new_match(decks(mode="match"), seed=s)
            rnd = random.Random(s)
            while not m.over and actions < 10**7:
                if m.pending is not None:
                    m, _ = apply_match(m, rnd.choice(legal_match_actions(m, m.pending.player)))
                else:
                    m, _ = apply_match(m, pick(m.game, rnd))
                actions += 1
            games += len(m.games)
    finally:
        match_mod.new_game = orig
    return matches, games, actions, time.process_time() - start


def _best(fn, n: int = 200, rounds: int = 5) -> float:
    best = float("inf")
    for _ in range(rounds):
        t = time.process_time()
        for _ in range(n):
            fn()
        best = min(best, (time.process_time() - t) / n)
    return best


def serial_cost(st: State) -> tuple[float, float, int]:
    text = to_json(st)
    return _best(lambda: to_json(st)), _best(lambda: from_json(text)), len(text)


def memory(st: State) -> tuple[float, float]:
    """KiB per restored full state (card table shared) and per copy-on-write successor."""
    text = to_json(st)
    tracemalloc.start()
    copies = [from_json(text) for _ in range(50)]
    full, _ = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    tracemalloc.start()
    clones = [st.clone() for _ in range(200)]
    cow, _ = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return full / len(copies) / 1024, cow / len(clones) / 1024


CATALOG_RSS = """
from game.engine.model.cards import default_catalog
cat = default_catalog()
n = len(cat.defs)
for line in open("/proc/self/status"):
    if line.startswith("VmRSS"):
        print(line.split()[1], n)
"""


def catalog_rss() -> str:
    out = subprocess.run([sys.executable, "-c", CATALOG_RSS], cwd=ROOT, capture_output=True, text=True,
                         check=True).stdout.split()
    return f"{int(out[0]) / 1024:.1f} MB ({out[1]} card definitions)"


def machine() -> str:
    cpu = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return f"{os.cpu_count()} cores (nproc), {cpu}, Python {platform.python_version()}"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--real-only", action="store_true",
                    help="only the Duel on real catalog decks (the figure to compare engine changes by)")
    args = ap.parse_args()
    print(f"machine: {machine()}")
    if args.real_only:
        games, actions, secs, _ = selfplay("duel", args.games, real=True)
        print(f"duel, real decks: {games / secs:.1f} games/s, {actions / secs:.0f} actions/s, "
              f"{actions / games:.0f} actions/game")
        return
    print("| mode | games/s | actions/s | actions/game | to_json ms | from_json ms | round trip ms | JSON bytes "
          "| KiB/state | KiB/successor |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for mode, real in [(m, False) for m in MODES] + [(m, True) for m in MODES]:
        games, actions, secs, mids = selfplay(mode, args.games, real)
        st = mids[len(mids) // 2]
        ser, de, size = serial_cost(st)
        full, cow = memory(st)
        print(f"| {mode}{' real' if real else ''} | {games / secs:.1f} | {actions / secs:.0f} | {actions / games:.0f} "
              f"| {ser * 1e3:.3f} | {de * 1e3:.3f} | {(ser + de) * 1e3:.3f} | {size} | {full:.1f} | {cow:.1f} |")
    matches, games, actions, secs = selfplay_matches(max(3, args.games // 5))
    print(f"match (best of 3): {matches / secs:.2f} matches/s, {games / matches:.1f} games per match, "
          f"{actions / secs:.0f} actions/s")
    print(f"RSS of a process holding the whole catalog: {catalog_rss()}")


if __name__ == "__main__":
    main()
