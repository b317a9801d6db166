"""The soak (tests/engine/soak.py): whole games with real legal decks of implemented catalog cards in every
mode, random and bot players, concessions, 2v2 invitations and best-of-3 Matches, every action checked,
a share of the games replayed from the seed. Prints the figures and every failure; exits 1 on a failure.

    nice -n 10 .venv/bin/python bench/soak.py --games 10000 --matches 250 --seed 0 \\
        --modes duel,ffa3,ffa4,2v2 --replay-every 10 --concede-rate 0.002 [--jobs 1]
    .venv/bin/python bench/soak.py --show ffa3:1234      # replay one game, print where it fails

Times are CPU seconds of the playing processes (the machine is shared), and wall-clock seconds.
"""

from __future__ import annotations

import argparse
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import game.cards  # noqa: E402, F401  (registers the card scripts with the engine)
from game.engine import legal_actions, to_json  # noqa: E402
from tests.engine.soak import MODES, Config, Figures, play_game, run  # noqa: E402


def _chunk(args: tuple[int, int, tuple[str, ...], int, Config]) -> Figures:
    games, seed, modes, matches, cfg = args
    return run(games, seed, modes, matches, cfg)


def report(fig: Figures, wall: float, cfg: Config) -> None:
    played = sum(fig.games.values())
    print(f"games: {played} ({', '.join(f'{m} {n}' for m, n in sorted(fig.games.items()))}), "
          f"best-of-3 matches: {fig.matches}")
    print(f"actions: {fig.actions} ({fig.bot_actions} by the bot), concessions: {fig.concessions}, "
          f"invitations: {fig.invitations}")
    print(f"seconds: {fig.seconds:.0f} CPU, {wall:.0f} wall ({fig.actions / max(fig.seconds, 1e-9):.0f} actions/s)")
    print(f"replays: {fig.replays}, divergences: {fig.count('divergence')}")
    print(f"exceptions: {fig.count('exception')}, stuck: {fig.count('stuck')}, refused: {fig.count('refused')}, "
          f"invariants: {fig.count('invariant')}, unfinished: {fig.count('unfinished')}")
    print(f"config: {cfg}")
    for f in fig.failures:
        print("  " + f.line())


_printed = [0]


def progress(fig: Figures) -> None:
    """A line every 100 games, and each failure as soon as it is found."""
    for f in fig.failures[_printed[0]:]:
        print("  " + f.line(), flush=True)
    _printed[0] = len(fig.failures)
    print(f"... {sum(fig.games.values())} games, {fig.actions} actions, {fig.seconds:.0f} s, "
          f"{len(fig.failures)} failures", flush=True)


def show(spec: str, cfg: Config) -> None:
    """Play one game again and print the failure and the state before the failing step."""
    mode, seed = spec.split(":")
    fig = Figures()
    play_game(mode, int(seed), cfg, fig)
    for f in fig.failures:
        print(f.line())
        st, log = play_game(mode, int(seed), cfg, Figures(), stop=f.step)
        p = st.pending.player if st.pending is not None else st.priority
        _, more = play_game(mode, int(seed), cfg, Figures(), stop=f.step + 1)
        print(f"last actions: {log[-3:]}\nthe failing action: {more[f.step:]}")
        print(f"pending: {st.pending}\nchain: {st.chain}\ntasks: {st.tasks}\nactor {p}: {legal_actions(st, p)[:8]}")
        out = Path(f"/tmp/soak-{mode}-{seed}.json")
        out.write_text(to_json(st))
        print(f"state before the step: {out}")
    if not fig.failures:
        print("no failure")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100, help="games, shared out over the modes")
    ap.add_argument("--matches", type=int, default=0, help="best-of-3 Matches, after the games")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--modes", default=",".join(MODES))
    ap.add_argument("--replay-every", type=int, default=10)
    ap.add_argument("--concede-rate", type=float, default=Config.concede_rate)
    ap.add_argument("--bot-rate", type=float, default=Config.bot_rate)
    ap.add_argument("--check-every", type=int, default=1, help="JSON and privacy checks every N actions")
    ap.add_argument("--jobs", type=int, default=1, help="processes (the seeds are split between them)")
    ap.add_argument("--show", help="mode:seed - replay one game and print its failure")
    ap.add_argument("--sets", default="", help="set codes (e.g. OGN,OGS): main decks of those sets' cards only")
    args = ap.parse_args()
    cfg = Config(concede_rate=args.concede_rate, bot_rate=args.bot_rate, check_every=args.check_every,
                 replay_every=args.replay_every, sets=tuple(s for s in args.sets.upper().split(",") if s))
    if args.show:
        show(args.show, cfg)
        return
    modes = tuple(args.modes.split(","))
    wall = time.perf_counter()
    if args.jobs <= 1:
        fig = run(args.games, args.seed, modes, args.matches, cfg, progress=progress)
    else:  # each job takes whole rounds of the modes and its own seeds
        per = -(-args.games // (args.jobs * len(modes))) * len(modes)
        chunks = [(min(per, args.games - k * per), args.seed + k * per // len(modes), modes,
                   args.matches // args.jobs, cfg) for k in range(args.jobs)]
        fig = Figures()
        with ProcessPoolExecutor(args.jobs) as pool:
            for part in pool.map(_chunk, chunks):
                fig.add(part)
    report(fig, time.perf_counter() - wall, cfg)
    sys.exit(1 if fig.failures else 0)


if __name__ == "__main__":
    main()
