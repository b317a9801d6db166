"""A best-of match as the web app plays it: the engine's `match.py` plus a global step.

The engine's Match restarts `State.step` with every game; the web app's protocol, action log and
snapshots count every action of the series (game actions and between-game answers) with one
`step`. `Series` pairs the two; `apply`, `legal`, `decider` work on it like the engine's
functions work on a single game's `State`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from game.engine import Action, Event, default_catalog, legal_actions
from game.engine.loop.match import Match as EngineMatch
from game.engine.loop.match import (
    apply_match,
    legal_match_actions,
    match_from_json,
    match_to_json,
    new_match,
)
from game.engine.model.events import ALL, all_but
from game.engine.model.state import NO_PLAYER, State


@dataclass(frozen=True)
class Series:
    m: EngineMatch
    step: int = 0

    @property
    def over(self) -> bool:
        return self.m.over

    @property
    def game(self) -> State | None:
        """The game being played, or the last one played while the series waits for decisions."""
        return self.m.game

    @property
    def between(self) -> bool:
        """Waiting for decisions before a game (battlefields, sideboards, who goes first)."""
        return bool(self.m.decisions) or self.m.game is None

    @property
    def game_number(self) -> int:
        """The game being played, or the next one while decisions are pending (the last one once
        the series is over): a game joins `m.games` only when it ends."""
        return len(self.m.games) + (0 if self.m.over else 1)

    @property
    def seed(self) -> int:
        return self.m.seed


def new_series(decks: list[dict[str, Any]], seed: int, best_of: int, setup_version: int, rules: int) -> Series:
    return Series(new_match(decks, seed, best_of, setup_version, rules), 0)


def series_decider(s: Series) -> int:
    if s.m.over:
        return NO_PLAYER
    if s.m.decisions:
        return s.m.decisions[0].player
    game = s.m.game
    assert game is not None
    if game.over:
        return NO_PLAYER
    return game.pending.player if game.pending is not None else game.priority


def series_legal(s: Series, seat: int) -> list[Action]:
    return legal_match_actions(s.m, seat)


def card_name(ref: str) -> str:
    card = default_catalog().find(ref)
    return card.name if card is not None else ref


def _names(decks: tuple[Any, ...]) -> list[str]:
    return [str(d.get("name", f"Player {i + 1}")) for i, d in enumerate(decks)]


def decision_events(s: Series, action: Action) -> list[Event]:
    """The log of a between-game answer. What a player sideboards and the battlefield they present
    stay theirs (the opponent reads only that they answered); who goes first is public."""
    d = s.m.pending
    if d is None or action.kind != "choose":
        return []
    who, ch = _names(s.m.decks)[d.player], action.choice
    if d.kind == "choose_first":
        first = _names(s.m.decks)[int(ch.get("player", 0))]
        text = f"{who} chooses to go first" if first == who else f"{who} chooses {first} to go first"
        return [Event("series", text, ALL)]
    if d.kind == "present_battlefield":
        return [Event("series", f"{who} presents a battlefield", all_but(d.player)),
                Event("series", f"{who} presents {card_name(str(ch.get('battlefield')))}", d.player)]
    outs, ins = list(ch.get("out", [])), list(ch.get("in", []))
    mine = (f"{who} swaps out {', '.join(map(card_name, outs))} for {', '.join(map(card_name, ins))}" if outs
            else f"{who} keeps their deck as it is")
    return [Event("series", f"{who} is done sideboarding", all_but(d.player)), Event("series", mine, d.player)]


def series_apply(s: Series, action: Action) -> tuple[Series, list[Event]]:
    games_before = len(s.m.games)
    started_before = s.m.game
    m, events = apply_match(s.m, action)
    events = decision_events(s, action) + list(events)
    names = _names(m.decks)
    if len(m.games) > games_before:
        rec = m.games[-1]
        who = names[rec.winner] if rec.winner is not None else "Nobody"
        wins = m.wins
        events.append(Event("series", f"Game {len(m.games)} over: {who} wins it. Set {wins[0]}–{wins[1]}", ALL))
    if m.game is not None and m.game is not started_before and not m.game.over and s.m.decisions:
        fields = " and ".join(card_name(m.presented[p][-1]) for p in (0, 1))  # the game's battlefields
        events.append(Event("series", f"Game {len(m.games) + 1} begins on {fields}: "
                                      f"{names[m.game.turn_player]} goes first", ALL))
    return Series(m, s.step + 1), events


def series_to_text(s: Series) -> str:
    return json.dumps({"series": json.loads(match_to_json(s.m)), "step": s.step}, separators=(",", ":"))


def series_from_text(text: str) -> Series:
    data = json.loads(text)
    return Series(match_from_json(json.dumps(data["series"])), int(data["step"]))


def decision_of(s: Series) -> dict[str, Any] | None:
    """The pending between-game decision as {kind, player, options} (options are public)."""
    d = s.m.pending
    if d is None:
        return None
    return {"kind": d.kind, "player": d.player, "options": list(d.options)}


def game_legal(s: Series, seat: int) -> list[Action]:
    """The current game's legal actions (empty between games)."""
    if s.m.decisions or s.m.game is None:
        return []
    return legal_actions(s.m.game, seat)
