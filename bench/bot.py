"""Bot benchmark, per mode: decisions per second, bot-vs-random wins, bot-vs-bot games finished and length.

    .venv/bin/python bench/bot.py [games per mode, default 20] [--test-decks]

Prints figures; asserts nothing. By default every seat plays a real deck of implemented catalog cards
(tests/bot/decks.py, a different deck per seed); `--test-decks` uses the random-play test decks.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game.cards  # noqa: E402, F401  (registers the card scripts with the engine)
from game.bot import choose_action  # noqa: E402
from game.engine import State, apply  # noqa: E402
from tests.bot.helpers import SEATS, start  # noqa: E402
from tests.engine.randomplay import actor, pick  # noqa: E402

MAX_ACTIONS = 3000


def play(mode: str, seed: int, bots: set[int], timing: list[float], real: bool) -> tuple[State, int]:
    st = start(mode, seed, real)
    rnd = random.Random(seed)
    n = 0
    while not st.over and n < MAX_ACTIONS:
        p = actor(st)
        if p in bots:
            t = time.perf_counter()
            action = choose_action(st, p, rnd)
            timing.append(time.perf_counter() - t)
        else:
            action = pick(st, rnd)
        st, _ = apply(st, action)
        n += 1
    return st, n


def team(mode: str, seat: int) -> set[int]:
    return {seat, (seat + 2) % 4} if mode == "2v2" else {seat}


def timing_line(timing: list[float]) -> str:
    timing = sorted(timing)
    total = sum(timing) or 1e-9
    return (f"{len(timing)} decisions, {len(timing) / total:.0f}/s, median {1000 * timing[len(timing) // 2]:.2f} ms, "
            f"p99 {1000 * timing[int(len(timing) * 0.99)]:.1f} ms, max {1000 * timing[-1]:.0f} ms")


def bench_mode(mode: str, games: int, real: bool) -> list[float]:
    seats = SEATS[mode]
    timing: list[float] = []
    wins = unfinished = 0
    for g in range(games):
        seat = g % seats
        st, _ = play(mode, g, team(mode, seat), timing, real)
        wins += seat in st.winners
        unfinished += not st.winners
    fair = 100 * len(team(mode, 0)) / seats
    print(f"{mode:5} bot vs random: won {wins}/{games} ({100 * wins / games:.0f}%, an even share is {fair:.0f}%), "
          f"{unfinished} unfinished")
    lengths = []
    finished = 0
    for g in range(games):
        st, n = play(mode, 500 + g, set(range(seats)), timing, real)
        finished += bool(st.winners)
        lengths.append(n)
    print(f"{mode:5} bot vs bot: {finished}/{games} finished, {sum(lengths) / games:.0f} actions per game "
          f"(max {max(lengths)})")
    print(f"{mode:5} {timing_line(timing)}")
    return timing


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    real = "--test-decks" not in sys.argv
    games = int(args[0]) if args else 20
    print(f"{games} games per mode and match-up, {'real catalog decks' if real else 'test decks'}")
    timing: list[float] = []
    for mode in SEATS:
        timing += bench_mode(mode, games, real)
    print(f"all   {timing_line(timing)}")


if __name__ == "__main__":
    main()
