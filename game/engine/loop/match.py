"""A Match (488): best of 3 (or 5) Duel-rules games between two players, played one after another.

Pure data, like the engine: `new_match(decks, seed)` and `apply_match(match, action)` return new
`Match` values and never change the one given. Between games the match asks for decisions
(`MatchDecision`): sideboarding, who goes first, and the battlefield each player presents.
During a game every action goes to the game engine (`core.apply`).

Our readings of what the core rules leave to tournament policy are in docs/rulings.md:
- 488.5: each player selects (not randomly) one of their battlefields for each game. After a game
  someone won, the battlefields used are removed for the rest of the match; after a game nobody
  won (488.5.a) they may be presented again.
- 488.6.a: best of 5 lets games 4 and 5 reuse a removed battlefield if the player has presented each
  of theirs at least once, and no battlefield more than twice.
- 115 / the first game: the first player is random; in a later game the loser of the previous game
  chooses who goes first (after a game nobody won, the player who went second in it chooses).
- Between games each player may swap cards between their main deck and their sideboard, one for
  one, so the deck keeps its size.

`rules` is the rules version the match is played by (state.RULES_VERSIONS: its games' Core Rules, and
these best-of readings), so a stored match replays as it was played:
- 1 (`RULES_V14`, what a stored match without the field has): as above, games by Core Rules v1.4.
- 2 (`RULES_2026_10`, new matches): the Tournament Rules of 2026-10-09. Before the first game a
  randomly designated player chooses who goes first (TR 407.1-407.3). After a game nobody won, the
  next game starts at once with the same first player (407.4) and the same battlefields (406.1.b),
  and nobody sideboards (403.10). After a won game, as in 1: the loser chooses (407.4).

`step` counts every action the match took (game actions and between-game answers alike), across its
games: a game's own `State.step` starts again at 0 with each game, so a stored action log, its snapshots
and the web app's protocol number a best-of match's actions by `Match.step`. A `Table` is what a live
match plays, one game's `State` or a `Match`; `apply_table`, `legal_table`, `decider`, `game_of` and
`table_to_json` / `table_from_json` work on either. The match logs its between-game steps itself
(`series` events): a decision answered (what a player sideboards or presents stays theirs), a game over
with the set score, the next game's battlefields and first player.

`setup_version` is how every game of the match deals its object ids (setup.py): a match keeps the
version it was created with, so a stored one replays exactly. With version 2 each game deals its ids
in an order drawn from that game's seed, so a card's id in one game says nothing about the list, and
nothing about a sideboard swap when compared with its id in another game (the lists are kept sorted
after sideboarding, which only version 1's ids reflect).
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..model import rng
from ..model.actions import Action
from ..model.answers import check_answer_keys
from ..model.cards import default_catalog
from ..model.errors import IllegalAction
from ..model.events import ALL, Event, all_but
from ..model.serial import from_json, to_json
from ..model.state import NO_PLAYER, RULES, RULES_2026_10, RULES_V14, RULES_VERSIONS, State
from .core import apply
from .setup import LIST_ORDER_IDS, SETUP_VERSION, SETUP_VERSIONS, new_game


@dataclass(frozen=True, slots=True)
class MatchDecision:
    kind: str  # sideboard | choose_first | present_battlefield
    player: int
    options: tuple[Any, ...] = ()


@dataclass(frozen=True, slots=True)
class GameRecord:
    winner: int | None  # player index, None when nobody won
    first: int
    battlefields: tuple[str, str]  # presented by player 0 and player 1
    turns: int


@dataclass(frozen=True, slots=True)
class Match:
    decks: tuple[Mapping[str, Any], ...]  # current lists (after sideboarding)
    seed: int
    best_of: int = 3
    games: tuple[GameRecord, ...] = ()
    presented: tuple[tuple[str, ...], ...] = ((), ())  # every battlefield each player presented
    removed: tuple[tuple[str, ...], ...] = ((), ())  # removed for the rest of the match (488.5)
    decisions: tuple[MatchDecision, ...] = ()  # outstanding, the first one is asked now
    chosen: tuple[str | None, ...] = (None, None)  # battlefields presented for the next game
    first: int | None = None  # first player of the next game
    game: State | None = None
    rng: int = 0
    winner: int | None = None  # -1: ended undecided after repeated drawn games
    setup_version: int = SETUP_VERSION  # how each game deals its ids (setup.py)
    rules: int = RULES  # the Core Rules version every game of the match is played by (state.RULES_VERSIONS)
    step: int = 0  # actions taken, every game's and every between-game answer

    @property
    def wins(self) -> tuple[int, int]:
        c = Counter(g.winner for g in self.games)
        return c[0], c[1]

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def pending(self) -> MatchDecision | None:
        return self.decisions[0] if self.decisions else None

    @property
    def between(self) -> bool:
        """Waiting for decisions before a game (battlefields, sideboards, who goes first)."""
        return bool(self.decisions) or self.game is None

    @property
    def game_number(self) -> int:
        """The game being played, or the next one while decisions are pending (the last one once
        the match is over): a game joins `games` only when it ends."""
        return len(self.games) + (0 if self.over else 1)

    @property
    def names(self) -> list[str]:
        return [str(d.get("name", f"Player {i + 1}")) for i, d in enumerate(self.decks)]


def _rng_holder(seed: int) -> Any:
    class _H:  # rng.py works on anything with an `rng` attribute
        pass

    h = _H()
    h.rng = rng.seed_state(seed)  # type: ignore[attr-defined]
    return h


def new_match(decks: Sequence[Mapping[str, Any]], seed: int = 0, best_of: int = 3,
              setup_version: int = SETUP_VERSION, rules: int = RULES) -> Match:
    if setup_version not in SETUP_VERSIONS:
        raise ValueError(f"unknown setup version {setup_version!r} (known: {SETUP_VERSIONS})")
    if rules not in RULES_VERSIONS:
        raise ValueError(f"unknown rules version {rules!r} (known: {sorted(RULES_VERSIONS)})")
    if len(decks) != 2:
        raise ValueError("a Match is played by two players")
    if best_of not in (3, 5):
        raise ValueError("a Match is best of 3 or best of 5 (488.6)")
    for d in decks:
        if len(d.get("battlefields", [])) != 3:
            raise ValueError(f"{d['name']}: each player provides three battlefields (488.4.a)")
    h = _rng_holder(seed)
    drawn = rng.randbelow(h, 2)  # 115: the first player is random; TR 407.2: or the designated player
    m = Match(tuple(dict(d) for d in decks), seed, best_of, rng=h.rng, setup_version=setup_version, rules=rules)
    if rules >= RULES_2026_10:  # TR 407.1: who then chooses; battlefields come after
        return replace(m, decisions=(MatchDecision("choose_first", drawn, (0, 1)),))
    return replace(m, first=drawn, decisions=_present_decisions(replace(m, first=drawn)))


def _available(m: Match, p: int) -> tuple[str, ...]:
    """488.5, 488.6.a: the battlefields player `p` may present for the next game."""
    own = list(dict.fromkeys(m.decks[p].get("battlefields", [])))
    left = tuple(b for b in own if b not in m.removed[p])
    if left:
        return left
    game_no = len(m.games) + 1
    if m.best_of == 5 and game_no >= 4 and all(b in m.presented[p] for b in own):
        return tuple(b for b in own if m.presented[p].count(b) < 2)
    return ()


def _present_decisions(m: Match) -> tuple[MatchDecision, ...]:
    return tuple(MatchDecision("present_battlefield", p, _available(m, p)) for p in (0, 1))


def _start_game(m: Match) -> tuple[Match, list[Event]]:
    """The next game, set up (its setup events: who goes first, opening draws, mulligan prompts)."""
    assert m.first is not None and None not in m.chosen
    decks = []
    for p in (0, 1):
        d = dict(m.decks[p])
        d["battlefields"] = [m.chosen[p]]  # 488.5: the selected battlefield, not a random one
        decks.append(d)
    game_seed = (m.seed * 1_000_003 + len(m.games) + 1) & 0xFFFFFFFF
    st, events = new_game(decks, mode="match", seed=game_seed, first=m.first,  # a fresh state (488.6)
                          setup_version=m.setup_version, rules=m.rules)
    presented = tuple(m.presented[p] + (str(m.chosen[p]),) for p in (0, 1))
    return replace(m, game=st, presented=presented, decisions=()), events


def apply_match(m: Match, action: Action) -> tuple[Match, list[Event]]:
    """Apply a game action (during a game) or a `choose` answer to the match's decision. The match's
    step counts it; the events are the answer's, the game's, then a game over and a game begun."""
    after, events = _apply(m, action)
    events = _decision_events(m, action) + list(events) + _between_events(m, after)
    return replace(after, step=m.step + 1), events


def _apply(m: Match, action: Action) -> tuple[Match, list[Event]]:
    if m.over:
        raise IllegalAction("the match is over")
    if m.decisions:
        return _answer(m, action)
    assert m.game is not None
    st, events = apply(m.game, action)
    m = replace(m, game=st)
    if st.over:
        m = _game_over(m)
        if _game_needed(m):  # a drawn game under the 2026-10-09 rules: the next one starts at once
            m, setup = _start_game(m)
            events = list(events) + setup
    return m, events


def card_name(ref: str) -> str:
    """A card's name by its reference (a deck list's entry), the reference itself when unknown."""
    card = default_catalog().find(ref)
    return card.name if card is not None else ref


def _decision_events(m: Match, action: Action) -> list[Event]:
    """The log of a between-game answer. What a player sideboards and the battlefield they present
    stay theirs (the opponent reads only that they answered); who goes first is public."""
    d = m.pending
    if d is None or action.kind != "choose":
        return []
    names = m.names
    who, ch = names[d.player], action.choice
    if d.kind == "choose_first":
        first = names[int(ch.get("player", 0))]
        text = f"{who} chooses to go first" if first == who else f"{who} chooses {first} to go first"
        return [Event("series", text, ALL)]
    if d.kind == "present_battlefield":
        return [Event("series", f"{who} presents a battlefield", all_but(d.player)),
                Event("series", f"{who} presents {card_name(str(ch.get('battlefield')))}", d.player)]
    outs, ins = list(ch.get("out", [])), list(ch.get("in", []))
    mine = (f"{who} swaps out {', '.join(map(card_name, outs))} for {', '.join(map(card_name, ins))}" if outs
            else f"{who} keeps their deck as it is")
    return [Event("series", f"{who} is done sideboarding", all_but(d.player)), Event("series", mine, d.player)]


def _between_events(before: Match, m: Match) -> list[Event]:
    """A game that this action ended (with the set score), and a game that began after decisions."""
    names = m.names
    out = []
    if len(m.games) > len(before.games):
        rec = m.games[-1]
        who = names[rec.winner] if rec.winner is not None else "Nobody"
        wins = m.wins
        out.append(Event("series", f"Game {len(m.games)} over: {who} wins it. Set {wins[0]}–{wins[1]}", ALL))
    if m.game is not None and m.game is not before.game and not m.game.over and before.decisions:
        fields = " and ".join(card_name(m.presented[p][-1]) for p in (0, 1))  # the game's battlefields
        out.append(Event("series", f"Game {len(m.games) + 1} begins on {fields}: "
                                   f"{names[m.game.turn_player]} goes first", ALL))
    return out


def _game_over(m: Match) -> Match:
    st = m.game
    assert st is not None and m.first is not None
    winner = st.winners[0] if len(st.winners) == 1 else None
    rec = GameRecord(winner, m.first, (str(m.chosen[0]), str(m.chosen[1])), st.turn_number)
    games = m.games + (rec,)
    removed = m.removed
    if winner is not None:  # 488.5: used battlefields leave the match; 488.5.a: not after a draw
        removed = tuple(m.removed[p] + (str(m.chosen[p]),) for p in (0, 1))
    m = replace(m, games=games, removed=removed, chosen=(None, None), first=None)
    need = m.best_of // 2 + 1
    for p in (0, 1):
        if m.wins[p] >= need:
            return replace(m, winner=p, decisions=())
    if len(games) >= m.best_of + 2:  # safety: repeated drawn games end the match undecided
        return replace(m, winner=-1, decisions=())
    if winner is None and m.rules >= RULES_2026_10:
        # TR 407.4, 406.1.b, 403.10: the same first player and battlefields, no sideboarding
        return replace(m, chosen=rec.battlefields, first=rec.first, decisions=())
    chooser = 1 - winner if winner is not None else 1 - rec.first
    decisions = (MatchDecision("sideboard", 0), MatchDecision("sideboard", 1),
                 MatchDecision("choose_first", chooser, (0, 1)))
    return replace(m, decisions=decisions)


def _answer(m: Match, a: Action) -> tuple[Match, list[Event]]:
    d = m.decisions[0]
    if a.kind != "choose":
        raise IllegalAction(f"waiting for player {d.player} to decide ({d.kind.replace('_', ' ')})")
    if a.player != d.player:
        raise IllegalAction("it isn't your decision")
    rest = m.decisions[1:]
    ch = a.choice
    check_answer_keys(d.kind, ch)
    if d.kind == "sideboard":
        m = replace(m, decks=_sideboard(m, d.player, ch), decisions=rest)
    elif d.kind == "choose_first":
        first = ch.get("player")
        if first not in (0, 1):
            raise IllegalAction("choose player 0 or 1 to go first")
        m = replace(m, first=int(first), decisions=rest)
        m = replace(m, decisions=m.decisions + _present_decisions(m))
    elif d.kind == "present_battlefield":
        bf = ch.get("battlefield")
        if bf not in d.options:
            raise IllegalAction("present one of your battlefields still available in this match")
        chosen = list(m.chosen)
        chosen[d.player] = str(bf)
        m = replace(m, chosen=tuple(chosen), decisions=rest)
    else:  # pragma: no cover - decisions are made above
        raise IllegalAction(f"unknown decision {d.kind!r}")
    if not m.decisions and _game_needed(m):
        return _start_game(m)
    return m, []


def _game_needed(m: Match) -> bool:
    return not m.over and None not in m.chosen and m.first is not None



def _sideboard(m: Match, p: int, ch: Mapping[str, Any]) -> tuple[Mapping[str, Any], ...]:
    """Swap cards one for one: `{out: [cards from main], in: [cards from sideboard]}`."""
    out, into = ch.get("out", []), ch.get("in", [])
    if not all(isinstance(side, list) and all(isinstance(c, str) for c in side) for side in (out, into)):
        raise IllegalAction('answer {"out": [cards], "in": [cards]}: lists of the cards\' references')
    deck = dict(m.decks[p])
    main, side = Counter(deck.get("main", [])), Counter(deck.get("sideboard", []))
    if len(out) != len(into):
        raise IllegalAction("swap cards one for one so the deck keeps its size")
    if Counter(out) - main or Counter(into) - side:
        raise IllegalAction("take cards out of your main deck and put cards in from your sideboard")
    main = main - Counter(out) + Counter(into)
    side = side - Counter(into) + Counter(out)
    deck["main"] = sorted(main.elements())
    deck["sideboard"] = sorted(side.elements())
    decks = list(m.decks)
    decks[p] = deck
    return tuple(decks)


def legal_match_actions(m: Match, p: int) -> list[Action]:
    """Answers to the match's decision, or the game's legal actions."""
    if m.over:
        return []
    if m.decisions:
        d = m.decisions[0]
        if d.player != p:
            return []
        if d.kind == "sideboard":
            return [Action("choose", p, choice={"out": [], "in": []})]
        if d.kind == "choose_first":
            return [Action("choose", p, choice={"player": q}) for q in (0, 1)]
        return [Action("choose", p, choice={"battlefield": b}) for b in d.options]
    from .legal import legal_actions

    assert m.game is not None
    return legal_actions(m.game, p)


def match_to_json(m: Match) -> str:
    data = {
        "decks": list(m.decks), "seed": m.seed, "best_of": m.best_of,
        "games": [[g.winner, g.first, list(g.battlefields), g.turns] for g in m.games],
        "presented": [list(x) for x in m.presented], "removed": [list(x) for x in m.removed],
        "decisions": [[d.kind, d.player, list(d.options)] for d in m.decisions],
        "chosen": list(m.chosen), "first": m.first, "rng": m.rng, "winner": m.winner,
        "game": to_json(m.game) if m.game is not None else None, "setup_version": m.setup_version,
        "step": m.step,
    }
    if m.rules != RULES_V14:  # a v1.4 match's text is what it was before versions were recorded
        data["rules"] = m.rules
    return json.dumps(data, separators=(",", ":"))


def match_from_json(text: str) -> Match:
    d = json.loads(text)
    return Match(
        decks=tuple(d["decks"]), seed=d["seed"], best_of=d["best_of"],
        games=tuple(GameRecord(w, f, (b[0], b[1]), t) for w, f, b, t in d["games"]),
        presented=tuple(tuple(x) for x in d["presented"]), removed=tuple(tuple(x) for x in d["removed"]),
        decisions=tuple(MatchDecision(k, p, tuple(o)) for k, p, o in d["decisions"]),
        chosen=tuple(d["chosen"]), first=d["first"], rng=d["rng"], winner=d["winner"],
        game=from_json(d["game"]) if d["game"] is not None else None,
        setup_version=d.get("setup_version", LIST_ORDER_IDS),  # absent in matches stored before versions
        rules=d.get("rules", RULES_V14),
        step=d.get("step", 0),
    )


# -- a table: one game or a best-of match -----------------------------------------------------------

Table = State | Match  # what a live match plays


def apply_table(table: Table, action: Action) -> tuple[Table, list[Event]]:
    """`apply` for a game, `apply_match` for a match: either way the table's step counts the action."""
    return apply_match(table, action) if isinstance(table, Match) else apply(table, action)


def legal_table(table: Table, p: int) -> list[Action]:
    """Player `p`'s legal actions on the table (a match's between-game answers included)."""
    if isinstance(table, Match):
        return legal_match_actions(table, p)
    from .legal import legal_actions

    return legal_actions(table, p)


def decider(table: Table) -> int:
    """The player whose decision the table waits for (NO_PLAYER when it is over)."""
    if isinstance(table, Match):
        if table.over:
            return NO_PLAYER
        if table.decisions:
            return table.decisions[0].player
        assert table.game is not None
        table = table.game
    if table.over:
        return NO_PLAYER
    return table.pending.player if table.pending is not None else table.priority


def game_of(table: Table) -> State | None:
    """The game on the table: a match's current or last game (None before its first)."""
    return table.game if isinstance(table, Match) else table


def between_games(table: Table) -> bool:
    """A match waiting for decisions before a game; never a single game."""
    return isinstance(table, Match) and table.between


def games_finished(table: Table) -> int:
    """The games of the table that have ended and been recorded (a single game: 0)."""
    return len(table.games) if isinstance(table, Match) else 0


def table_to_json(table: Table) -> str:
    return match_to_json(table) if isinstance(table, Match) else to_json(table)


def table_from_json(text: str) -> Table:
    """A table from `table_to_json`'s text, or from a best-of match stored before the match kept its
    own step (`{"series": <match>, "step": N}`)."""
    if text.startswith('{"series":'):
        data = json.loads(text)
        return replace(match_from_json(json.dumps(data["series"])), step=int(data["step"]))
    if text.startswith('{"decks":'):
        return match_from_json(text)
    return from_json(text)
