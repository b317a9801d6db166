"""Bot benchmark: decisions per second, and bot-vs-random / bot-vs-bot results per mode.

    .venv/bin/python bench/bot.py [games per mode, default 20]

Prints figures; asserts nothing. Uses the random-play test decks (tests/engine/randomplay.py).
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bot import choose_action  # noqa: E402
from game.engine import apply, new_game  # noqa: E402
from tests.bot.helpers import SEATS, catalog, mode_decks  # noqa: E402
from tests.engine.randomplay import actor, pick  # noqa: E402

MAX_ACTIONS = 3000


def play(mode: str, seed: int, bots: set[int], timing: list[float]) -> tuple[list[int], int]:
    st, _ = new_game(mode_decks(mode), mode, seed=seed, catalog=catalog())
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
    return st.winners, n


def team(mode: str, seat: int) -> set[int]:
    return {seat, (seat + 2) % 4} if mode == "2v2" else {seat}


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    timing: list[float] = []
    for mode, seats in SEATS.items():
        wins = unfinished = actions = 0
        for g in range(games):
            seat = g % seats
            winners, n = play(mode, g, team(mode, seat), timing)
            wins += seat in winners
            unfinished += not winners
            actions += n
        share = 100 * wins / games
        fair = 100 * len(team(mode, 0)) / seats
        print(f"{mode:5} bot vs random: bot won {wins}/{games} ({share:.0f}%, an even share is {fair:.0f}%), "
              f"{unfinished} unfinished, {actions / games:.0f} actions per game")
    for mode, seats in SEATS.items():
        lengths = []
        finished = 0
        for g in range(games):
            winners, n = play(mode, 500 + g, set(range(seats)), timing)
            finished += bool(winners)
            lengths.append(n)
        print(f"{mode:5} bot vs bot: {finished}/{games} finished, {sum(lengths) / games:.0f} actions per game "
              f"(max {max(lengths)})")
    timing.sort()
    total = sum(timing)
    print(f"decisions: {len(timing)}, {len(timing) / total:.0f} per second; median "
          f"{1000 * timing[len(timing) // 2]:.2f} ms, 99th percentile {1000 * timing[int(len(timing) * 0.99)]:.2f} ms, "
          f"max {1000 * timing[-1]:.2f} ms")


if __name__ == "__main__":
    main()
