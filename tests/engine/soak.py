"""The soak: many whole games with real legal decks of implemented catalog cards, in every mode, played by
random players and the bot, with concessions (650-652), invitations in 2v2 (491.8.a) and best-of-3 Matches
(488). After every action it checks the invariants of the fuzz tests (invariants.py, privacy included),
that the player the engine waits for has a legal action other than conceding, and that every listed action
is accepted; a share of the games is replayed from its seed and must reach the same final state.

Nothing is caught silently: each exception, stuck game, refused listed action, broken invariant, replay
divergence and unfinished game is a `Failure` naming the mode, the seed and the step, and `replay_game`
plays that game again to the step (`bench/soak.py --show mode:seed` prints it).

Decks come from whatever the catalog implements (`soak_decks`), so the soak grows with the card pool.
"""

from __future__ import annotations

import json
import random
import re
import time
import traceback
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.bot import choose_action
from game.engine import Action, IllegalAction, State, apply, legal_actions, new_game, to_json
from game.engine.loop.match import Match, apply_match, legal_match_actions, match_to_json, new_match
from game.engine.model.cards import BUILTINS, CardDef
from tests.bot.decks import catalog
from tests.bot.decks import implemented as implemented_in

from .invariants import card_counts, check_invariants
from .randomplay import actor

MODES = ("duel", "ffa3", "ffa4", "2v2")
SEATS = {"duel": 2, "ffa3": 3, "ffa4": 4, "2v2": 4, "bo3": 2}
MAIN_SIZE, SIDEBOARD_SIZE, COPIES, SIGNATURES = 40, 8, 3, 3  # 103.3.a-d, tournament sideboards of 8
MAX_ACTIONS = 6000  # a game this long is reported as unfinished
MATCH_ACTIONS = 20000


@dataclass(frozen=True)
class Config:
    concede_rate: float = 0.002  # chance, at each action, that a random player concedes instead
    bot_rate: float = 0.5  # share of the seats the bot plays (the others pick a random legal action)
    invite_rate: float = 0.3  # how often a random player takes an offered invitation (2v2)
    check_every: int = 1  # the JSON round trip and privacy checks every N actions (the rest every action)
    replay_every: int = 10  # replay every Nth game from its seed (0: none)
    max_actions: int = MAX_ACTIONS
    sets: tuple[str, ...] = ()  # main decks drawn from these sets' cards only (all sets when empty)


@dataclass
class Failure:
    kind: str  # exception | stuck | refused | invariant | divergence | unfinished
    mode: str
    seed: int
    step: int
    detail: str

    def line(self) -> str:
        return f"{self.kind} {self.mode}:{self.seed} step {self.step}: {self.detail}"


@dataclass
class Figures:
    games: Counter[str] = field(default_factory=Counter)  # games played, by mode (bo3: games of Matches)
    matches: int = 0
    actions: int = 0
    seconds: float = 0.0  # CPU time of the playing process(es)
    concessions: int = 0
    invitations: int = 0
    bot_actions: int = 0
    replays: int = 0
    failures: list[Failure] = field(default_factory=list)

    def count(self, kind: str) -> int:
        return sum(f.kind == kind for f in self.failures)

    def add(self, other: Figures) -> None:
        self.games.update(other.games)
        self.matches += other.matches
        self.actions += other.actions
        self.seconds += other.seconds
        self.concessions += other.concessions
        self.invitations += other.invitations
        self.bot_actions += other.bot_actions
        self.replays += other.replays
        self.failures += other.failures


# -- decks -------------------------------------------------------------------------------

def implemented(kind: str, sets: tuple[str, ...] = ()) -> list[CardDef]:
    """The catalog's cards of one type the engine implements (the engine's own test cards left out), of
    those sets only when `sets` names some (a card's key starts with its set's code); not a card whose
    domain our data lacks (docs/catalog.md: a deck holding one can't be shown legal)."""
    return [c for c in implemented_in(catalog(), kind) if c.key not in BUILTINS and c.key not in _domain_unknown()
            and (not sets or c.key.split("-")[0] in sets)]


_UNKNOWN: list[frozenset[str]] = []


def _domain_unknown() -> frozenset[str]:
    """The codes of the catalog's cards whose domain is missing from our data (the record's `missing`)."""
    if not _UNKNOWN:
        from decks.catalog import iter_card_records

        _UNKNOWN.append(frozenset(str(r["code"]) for r in iter_card_records() if "domains" in (r.get("missing") or [])))
    return _UNKNOWN[0]


def _unique(card: CardDef) -> bool:
    return card.has("Unique")


def _fits(card: CardDef, legend: CardDef) -> bool:
    """103.2.b, 103.3.d: its domains are the legend's; a signature card carries the legend's champion tag."""
    return set(card.domains) <= set(legend.domains) and (
        card.supertype != "signature" or card.champion_tag == legend.champion_tag)


def _draw_cards(pool: list[CardDef], n: int, rnd: random.Random, counts: Counter[str]) -> list[str]:
    """n cards from `pool`, keeping each name to 3 copies (1 for [Unique], 825.3) and the signature cards to
    3 in all (103.3.d.1); `counts` holds the names already in the deck and is updated."""
    out: list[str] = []
    while len(out) < n:
        card = rnd.choice(pool)
        cap = 1 if _unique(card) else COPIES
        signatures = sum(k for name, k in counts.items() if name.startswith("sig:"))
        if counts[card.name] >= cap or (card.supertype == "signature" and signatures >= SIGNATURES):
            continue
        counts[card.name] += 1
        if card.supertype == "signature":
            counts[f"sig:{card.name}"] += 1
        out.append(card.name)
    return out


def legends_with_champions(sets: tuple[str, ...] = ()) -> list[tuple[CardDef, list[CardDef]]]:
    """Implemented legends whose champion has an implemented champion unit (a deck needs one, 103.3.a);
    those of `sets` when there are any, else all of them (a set may have no complete pair yet)."""
    if sets:
        return legends_with_champions(sets=()) if not (mine := _pairs(sets)) else mine
    return _pairs(())


def _pairs(sets: tuple[str, ...]) -> list[tuple[CardDef, list[CardDef]]]:
    units = implemented("unit", sets)
    out = []
    for legend in implemented("legend", sets):
        champs = [u for u in units if u.supertype == "champion" and legend.champion_tag
                  and u.champion_tag == legend.champion_tag and _fits(u, legend)]
        if champs and legend.domains:
            out.append((legend, champs))
    return out


def soak_deck(legend: CardDef, champions: list[CardDef], fields: list[str], rnd: random.Random,
              sideboard: bool = False, sets: tuple[str, ...] = ()) -> dict[str, Any]:
    """A legal deck (103): the legend, a champion unit of its champion, 40 more main-deck cards of its
    domains (of `sets` when named and there are some), 12 runes of its domains, three battlefields, and up
    to 8 sideboard cards."""
    pool = [c for kind in ("unit", "spell", "gear") for c in implemented(kind, sets) if _fits(c, legend)] or \
        [c for kind in ("unit", "spell", "gear") for c in implemented(kind) if _fits(c, legend)]
    champion = rnd.choice(champions)
    counts: Counter[str] = Counter({champion.name: 1})  # the Chosen Champion counts toward its name (103.3.a)
    main = _draw_cards(pool, MAIN_SIZE, rnd, counts)
    side = _draw_cards(pool, rnd.randint(1, SIDEBOARD_SIZE), rnd, counts) if sideboard else []
    domains = list(legend.domains) * 2
    runes = [f"{domains[0].capitalize()} Rune"] * 6 + [f"{domains[1].capitalize()} Rune"] * 6
    deck = {"legend": legend.name, "champion": champion.name, "main": main, "runes": runes,
            "battlefields": fields, "sideboard": side}
    choices = legend_choices(legend, [champion.name, *main, *side])
    return {**deck, "legend_choices": choices} if choices else deck


_ASKS_FOR_LEGENDS = re.compile(r"is in your deck, choose (\d+) different legends in addition to your starting legend")


def legend_choices(legend: CardDef, names: list[str]) -> list[str]:
    """103.1: when a card of the deck asks for legends "in addition to your starting legend" (Neeko, Blending In),
    that many implemented legends, their names different from the legend's and each other's (drawn from the legend's
    name, so the deck's own draws stay as they were)."""
    asked = max((int(m[1]) for n in set(names) if (card := catalog().find(n)) is not None
                 and (m := _ASKS_FOR_LEGENDS.search(card.text))), default=0)
    if not asked:
        return []
    taken = {legend.name.removesuffix(" (Starter)")}
    pool = []
    for other in sorted(implemented("legend"), key=lambda c: c.name):
        if (name := other.name.removesuffix(" (Starter)")) not in taken:
            taken.add(name)
            pool.append(other.name)
    return random.Random(legend.name).sample(pool, asked)


def soak_decks(mode: str, seed: int, sets: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """Decks for every seat of `mode` (bo3: two Duel decks with sideboards), of `sets`' cards when named.
    Legends differ while there are enough; 2v2 teammates never share a legend or a battlefield
    (491.8.h-i), seats alternate teams."""
    rnd = random.Random(seed)
    legends = legends_with_champions(sets)
    rnd.shuffle(legends)
    fields = [c.name for c in implemented("battlefield")]
    rnd.shuffle(fields)
    out = []
    for i in range(SEATS[mode]):
        legend, champs = legends[i % len(legends)]
        if mode == "2v2" and i >= 2 and legends[(i - 2) % len(legends)][0] == legend:
            legend, champs = legends[(i + 1) % len(legends)]  # not the teammate's (with 2+ legends)
        mine = [fields[(3 * i + j) % len(fields)] for j in range(3)]
        d = {"name": "ABCD"[i], **soak_deck(legend, champs, mine, rnd, sideboard=mode == "bo3", sets=sets)}
        if mode == "2v2":
            d["team"] = 1 + i % 2
        out.append(d)
    return out


# -- players -----------------------------------------------------------------------------

class Players:
    """Who acts how in one game: some seats are the bot, the others pick random legal actions; now and
    then a random player concedes (650) instead."""

    def __init__(self, seats: int, seed: int, cfg: Config) -> None:
        self.rnd = random.Random(seed * 7919 + 17)
        self.cfg = cfg
        self.bots = {s for s in range(seats) if self.rnd.random() < cfg.bot_rate}

    def choose(self, st: State, p: int, legal: list[Action], fig: Figures) -> Action:
        rnd = self.rnd
        if self.cfg.concede_rate and rnd.random() < self.cfg.concede_rate:
            fig.concessions += 1
            return Action("concede", rnd.choice([i for i, q in enumerate(st.players) if not q.removed]))
        if p in self.bots:
            fig.bot_actions += 1
            return choose_action(st, p, rnd)
        acts = [a for a in legal if a.kind != "concede" and (a.kind != "invite" or rnd.random() < self.cfg.invite_rate)]
        main = [a for a in acts if a.kind != "activate"]  # rune abilities less often, so games move on
        return rnd.choice(main if main and (rnd.random() < 0.9 or len(main) == len(acts)) else acts)

    def match_choice(self, m: Match) -> Action:
        """A Match decision (488): a random one-for-one sideboard swap, first player or battlefield."""
        d = m.pending
        assert d is not None
        if d.kind == "sideboard":
            deck = m.decks[d.player]
            main, side = list(deck.get("main", [])), list(deck.get("sideboard", []))
            n = self.rnd.randint(0, min(2, len(side)))
            return Action("choose", d.player, choice={"out": self.rnd.sample(main, n), "in": self.rnd.sample(side, n)})
        return self.rnd.choice(legal_match_actions(m, d.player))


# -- one game ----------------------------------------------------------------------------

def _where(exc: BaseException) -> str:
    """The exception and the innermost frames it came through (engine files first)."""
    frames = traceback.extract_tb(exc.__traceback__)
    inner = [f"{f.filename.rsplit('/', 2)[-1]}:{f.lineno} {f.name}" for f in frames[-3:]]
    return f"{type(exc).__name__}: {exc} [{' < '.join(reversed(inner))}]"


def _step(st: State, p: int, fig: Figures, players: Players, fail: Callable[[str, str], None]) -> Action | None:
    """The next action, or None when the game can't go on (a stuck game is recorded)."""
    if p < 0 or st.players[p].removed:
        fail("stuck", f"nobody may act (phase {st.phase}, tasks {st.tasks[:3]})")
        return None
    legal = legal_actions(st, p)
    if not any(a.kind != "concede" for a in legal):  # 651.3: a player is never left only conceding
        kind = st.pending.kind if st.pending is not None else "priority"
        fail("stuck", f"{st.players[p].name} can only concede ({kind}, phase {st.phase})")
        return None
    action = players.choose(st, p, legal, fig)
    if action.kind == "invite":
        fig.invitations += 1
    return action


def play_game(mode: str, seed: int, cfg: Config, fig: Figures, stop: int = -1) -> tuple[State, list[Action]]:
    """One game of `mode` (not bo3) from `seed`; failures go to `fig.failures`. `stop` >= 0: return the
    state before that step (to reproduce a failure)."""
    st, _ = new_game(soak_decks(mode, seed, cfg.sets), mode, seed=seed, catalog=catalog())
    players = Players(len(st.players), seed, cfg)
    counts = card_counts(st)
    log: list[Action] = []
    failed: list[Failure] = []

    def fail(kind: str, detail: str) -> None:  # the step: the index of the action that failed
        failed.append(Failure(kind, mode, seed, len(log) - (kind == "invariant"), detail))

    while not st.over and len(log) != stop:
        if len(log) >= cfg.max_actions:
            fail("unfinished", f"no winner after {len(log)} actions")
            break
        try:
            action = _step(st, actor(st), fig, players, fail)
            if action is None:
                break
            full = len(log) % cfg.check_every == 0
            before = to_json(st) if full else ""
            try:
                new, events = apply(st, action)
            except IllegalAction as exc:  # every action tried was listed (or a concession, 650)
                fail("refused", f"{action} was refused: {exc}")
                break
            log.append(action)
            fig.actions += 1
            if full:
                assert to_json(st) == before, "apply changed the state it was given"
                for e in events:
                    json.dumps(e.data)
            st = new
            check_invariants(st, counts, full=full or st.over)
        except AssertionError as exc:
            fail("invariant", _where(exc))
            break
        except Exception as exc:  # every crash is a finding, never the end of the soak
            fail("exception", _where(exc))
            break
    fig.games[mode] += 1
    fig.failures += failed
    return st, log


def replay_game(mode: str, seed: int, log: list[Action], sets: tuple[str, ...] = ()) -> State:
    """The game again from its seed and decks, action by action (114: all randomness is the seed's)."""
    st, _ = new_game(soak_decks(mode, seed, sets), mode, seed=seed, catalog=catalog())
    for action in log:
        st, _ = apply(st, action)
    return st


# -- one best-of-3 Match ----------------------------------------------------------------

def play_match(seed: int, cfg: Config, fig: Figures) -> tuple[Match, list[Action]]:
    """A best-of-3 Match (488) of real decks with sideboards, every decision and game action checked."""
    m = new_match(soak_decks("bo3", seed, cfg.sets), seed=seed)
    players = Players(2, seed, cfg)
    log: list[Action] = []
    failed: list[Failure] = []
    counts: dict[int, int] = {}

    def fail(kind: str, detail: str) -> None:
        failed.append(Failure(kind, "bo3", seed, len(log) - (kind == "invariant"), detail))

    while not m.over:
        if len(log) >= MATCH_ACTIONS:
            fail("unfinished", f"the match goes on after {len(log)} actions")
            break
        try:
            if m.pending is not None:
                action: Action | None = players.match_choice(m)
            else:
                assert m.game is not None
                action = _step(m.game, actor(m.game), fig, players, fail)
                if action is None:
                    break
            assert action is not None
            games = len(m.games)
            starting = m.pending is not None
            try:
                m, _ = apply_match(m, action)
            except IllegalAction as exc:
                fail("refused", f"{action} was refused: {exc}")
                break
            log.append(action)
            fig.actions += 1
            if len(m.games) > games:
                fig.games["bo3"] += 1
            if m.game is not None and not m.decisions and not m.game.over:
                if starting:  # the decision started a game: its cards as dealt
                    counts = card_counts(m.game)
                check_invariants(m.game, counts, full=len(log) % cfg.check_every == 0)
        except AssertionError as exc:
            fail("invariant", _where(exc))
            break
        except Exception as exc:
            fail("exception", _where(exc))
            break
    fig.matches += 1
    fig.failures += failed
    return m, log


def replay_match(seed: int, log: list[Action], sets: tuple[str, ...] = ()) -> Match:
    m = new_match(soak_decks("bo3", seed, sets), seed=seed)
    for action in log:
        m, _ = apply_match(m, action)
    return m


# -- the soak ----------------------------------------------------------------------------

def _replay(mode: str, seed: int, log: list[Action], final: str, fig: Figures, sets: tuple[str, ...] = ()) -> None:
    fig.replays += 1
    try:
        again = match_to_json(replay_match(seed, log, sets)) if mode == "bo3" else \
            to_json(replay_game(mode, seed, log, sets))
    except Exception as exc:
        fig.failures.append(Failure("divergence", mode, seed, len(log), f"the replay raised {_where(exc)}"))
        return
    if again != final:
        fig.failures.append(Failure("divergence", mode, seed, len(log), "the replay reached another state"))


def run(games: int, seed: int = 0, modes: tuple[str, ...] = MODES, matches: int = 0, cfg: Config = Config(),
        progress: Callable[[Figures], None] | None = None) -> Figures:
    """`games` games shared out over `modes` in turn (game i of a mode uses seed `seed + i`), then
    `matches` best-of-3 Matches; every `cfg.replay_every`-th game and match is replayed."""
    fig = Figures()
    start = time.process_time()
    for i in range(games):
        mode, n = modes[i % len(modes)], i // len(modes)
        st, log = play_game(mode, seed + n, cfg, fig)
        if cfg.replay_every and n % cfg.replay_every == 0:
            _replay(mode, seed + n, log, to_json(st), fig, cfg.sets)
        if progress is not None and (i + 1) % 100 == 0:
            fig.seconds = time.process_time() - start
            progress(fig)
    for n in range(matches):
        m, log = play_match(seed + n, cfg, fig)
        if cfg.replay_every and n % cfg.replay_every == 0:
            _replay("bo3", seed + n, log, match_to_json(m), fig, cfg.sets)
    fig.seconds = time.process_time() - start
    return fig
