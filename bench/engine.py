"""Engine benchmark: random Duel self-play on one core (legal-action listing included),
serialise + restore cost, and memory per state. Prints figures; asserts nothing."""

from __future__ import annotations

import random
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine import apply, from_json, new_game, to_json  # noqa: E402
from tests.engine.randomplay import catalog, decks, pick  # noqa: E402


def selfplay(games: int) -> tuple[int, int, float, list]:
    cat = catalog()
    actions = 0
    mid_states = []
    start = time.perf_counter()
    for g in range(games):
        st, _ = new_game(decks(), "duel", seed=g, catalog=cat)
        rnd = random.Random(g)
        n = 0
        while not st.over and n < 3000:
            st, _ = apply(st, pick(st, rnd))
            n += 1
            if n == 60:
                mid_states.append(st)
        actions += n
    return games, actions, time.perf_counter() - start, mid_states


def main() -> None:
    games, actions, secs, mids = selfplay(40)
    print(f"random Duel self-play: {games / secs:.1f} games/s, {actions / secs:.0f} actions/s "
          f"({actions / games:.0f} actions per game, legal-action listing included)")
    st = mids[len(mids) // 2]
    n = 500
    t = time.perf_counter()
    for _ in range(n):
        text = to_json(st)
    ser = (time.perf_counter() - t) / n
    t = time.perf_counter()
    for _ in range(n):
        from_json(text)
    de = (time.perf_counter() - t) / n
    print(f"mid-game state: to_json {ser * 1e3:.3f} ms, from_json {de * 1e3:.3f} ms, "
          f"round trip {(ser + de) * 1e3:.3f} ms, {len(text)} bytes of JSON")
    tracemalloc.start()
    copies = [from_json(text) for _ in range(50)]
    size, _ = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"memory per full state (restored, card table shared): {size / len(copies) / 1024:.1f} KiB")
    tracemalloc.start()
    base, _ = tracemalloc.get_traced_memory()
    clones = [st.clone() for _ in range(200)]
    size, _ = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print(f"memory per copy-on-write successor state: {(size - base) / len(clones) / 1024:.1f} KiB")


if __name__ == "__main__":
    main()
