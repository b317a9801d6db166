"""Bot benchmark, per mode: decisions per second, bot-vs-random wins, bot-vs-bot games finished and length.

    .venv/bin/python bench/bot.py [games per mode, default 20] [--test-decks]
    .venv/bin/python bench/bot.py --ladder [games per pair and mode, default 200] [--jobs N]

Prints figures; asserts nothing. By default every seat plays a real deck of implemented catalog cards
(tests/bot/decks.py, a different deck per seed); `--test-decks` uses the random-play test decks.
`--ladder` plays the bot levels against each other (Hard v Normal, Normal v Easy, Hard v Easy) in
Duel and FFA4: each seed twice with the seats' levels swapped (FFA4: two seats of each level,
alternating), and prints the stronger level's share of the games and each level's decision times.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game.cards  # noqa: E402, F401  (registers the card scripts with the engine)
from game.bot import choose_action  # noqa: E402
from game.bot.levels import LEVELS, Level  # noqa: E402
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


def ladder_game(mode: str, seed: int, levels: list[Level]) -> tuple[State, dict[str, list[float]]]:
    """One game of bots at the given levels (one per seat); each level's decision times."""
    st = start(mode, seed, True)
    times: dict[str, list[float]] = {level.name: [] for level in levels}
    n = 0
    while not st.over and n < MAX_ACTIONS:
        p = actor(st)
        rnd = random.Random(seed * 1_000_003 + st.step)
        t = time.perf_counter()
        action = choose_action(st, p, rnd, levels[p])
        times[levels[p].name].append(time.perf_counter() - t)
        st, _ = apply(st, action)
        n += 1
    return st, times


PAIRS = (("hard", "normal"), ("normal", "easy"), ("hard", "easy"))


def ladder_pair(job: tuple[str, str, str, int]) -> tuple[str, str, str, int, int, dict[str, list[float]]]:
    """`games` games of `strong` against `weak` in `mode`: (…, strong's wins, unfinished, times)."""
    mode, strong, weak, games = job
    wins = unfinished = 0
    times: dict[str, list[float]] = {strong: [], weak: []}
    for g in range(games):
        first, second = (LEVELS[strong], LEVELS[weak]) if g % 2 == 0 else (LEVELS[weak], LEVELS[strong])
        levels = [first, second] * (SEATS[mode] // 2)
        st, spent = ladder_game(mode, 10_000 + g // 2, levels)  # each seed twice, the levels swapped
        wins += any(levels[w].name == strong for w in st.winners)
        unfinished += not st.winners
        for name, values in spent.items():
            times[name] += values
    return mode, strong, weak, wins, unfinished, times


def ladder(games: int, jobs: int) -> None:
    from multiprocessing import Pool

    work = [(mode, strong, weak, games) for mode in ("duel", "ffa4") for strong, weak in PAIRS]
    print(f"Bot ladder: {games} games per pair and mode (each seed twice, levels swapped), real decks")
    times: dict[str, list[float]] = {name: [] for name in LEVELS}
    with Pool(jobs) as pool:
        for mode, strong, weak, wins, unfinished, spent in pool.imap(ladder_pair, work):
            print(f"{mode:5} {strong:6} v {weak:6}: {strong} won {wins}/{games} ({100 * wins / games:.1f}%), "
                  f"{unfinished} unfinished", flush=True)
            for name, values in spent.items():
                times[name] += values
    for name, values in times.items():
        print(f"{name:6} {timing_line(values)}")


def main() -> None:
    import argparse

    parser = argparse.ArgumentParser(description="Bot benchmark (prints figures, asserts nothing).")
    parser.add_argument("games", nargs="?", type=int, help="games per mode (20), or per ladder pair and mode (200)")
    parser.add_argument("--test-decks", action="store_true", help="the random-play test decks, not real decks")
    parser.add_argument("--ladder", action="store_true", help="the bot levels against each other")
    parser.add_argument("--jobs", type=int, default=1, help="processes for the ladder")
    args = parser.parse_args()
    if args.ladder:
        ladder(args.games or 200, args.jobs)
        return
    real = not args.test_decks
    games = args.games or 20
    print(f"{games} games per mode and match-up, {'real catalog decks' if real else 'test decks'}")
    timing: list[float] = []
    for mode in SEATS:
        timing += bench_mode(mode, games, real)
    print(f"all   {timing_line(timing)}")


if __name__ == "__main__":
    main()
