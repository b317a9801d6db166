"""The board of a best-of match: the current (or last) game's regions plus the set.

Between games the game's actions are gone and the prompt asks the series' decision instead:
present a battlefield, sideboard (a seat sees only its own deck and sideboard), or choose who goes
first. The `series` region shows set points, the games played and the game-over screen.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from game.engine import default_catalog
from game.models import Match, Seat
from game.services.board import game_context, log_lines
from game.services.presence import spectators
from game.services.series import Series, decision_of, series_decider, series_legal

TITLES = {
    "present_battlefield": "Present a battlefield for the next game",
    "sideboard": "Sideboard: swap cards between your deck and your sideboard",
    "choose_first": "You lost the last game: choose who goes first",
}


def card_name(ref: str) -> str:
    card = default_catalog().find(ref)
    return card.name if card is not None else ref


def _choice_json(choice: dict[str, Any]) -> str:
    return json.dumps({"kind": "choose", "choice": choice})


def _options(s: Series, seat: int, names: list[str]) -> list[dict[str, str]]:
    """Buttons for the seat's between-game decision (its legal answers)."""
    out = []
    for a in series_legal(s, seat):
        if a.kind != "choose":
            continue
        ch = a.choice
        if "battlefield" in ch:
            label = f"Present {card_name(ch['battlefield'])}"
        elif "player" in ch:
            label = "I go first" if ch["player"] == seat else f"{names[ch['player']]} goes first"
        else:
            label = "Keep my deck as it is"
        out.append({"label": label, "json": _choice_json(ch)})
    return out


def _sideboard(deck: dict[str, Any]) -> dict[str, Any] | None:
    """The seat's own main deck and sideboard, for swapping (None without a sideboard)."""
    side = deck.get("sideboard") or []
    if not side:
        return None
    def rows(refs: list[str]) -> list[dict[str, Any]]:
        return [{"ref": r, "name": card_name(r), "count": n} for r, n in sorted(Counter(refs).items())]
    return {"main": rows(list(deck.get("main", []))), "side": rows(list(side))}


def series_info(s: Series, seat: int | None, names: list[str]) -> dict[str, Any]:
    wins = s.m.wins
    games = [{"number": i, "winner": names[g.winner] if g.winner is not None else "Nobody",
              "first": names[g.first], "battlefields": [card_name(b) for b in g.battlefields], "turns": g.turns}
             for i, g in enumerate(s.m.games, start=1)]
    d = decision_of(s)
    decision = None
    if d is not None:
        mine = seat is not None and d["player"] == seat
        decision = {"kind": d["kind"], "who": names[d["player"]], "mine": mine,
                    "title": TITLES.get(d["kind"], d["kind"].replace("_", " ")),
                    "options": _options(s, seat, names) if mine else [],
                    "sideboard": _sideboard(s.m.decks[seat]) if mine and d["kind"] == "sideboard" else None}
    winner = s.m.winner
    return {"best_of": s.m.best_of, "game_number": s.game_number, "wins": list(zip(names, wins, strict=True)),
            "pips": [{"name": n, "won": w, "pips": [i < w for i in range(s.m.best_of // 2 + 1)]}
                     for n, w in zip(names, wins, strict=True)],
            "games": games, "last": games[-1] if games else None, "decision": decision, "between": s.between,
            "over": s.over, "winner": names[winner] if winner is not None and winner >= 0 else "",
            "need": s.m.best_of // 2 + 1}


def series_context(match: Match, s: Series, seat: int | None, replay: bool) -> dict[str, Any]:
    names = [str(d.get("name", f"Player {i + 1}")) for i, d in enumerate(s.m.decks)]
    info = series_info(s, seat, names)
    if s.game is not None:
        ctx = game_context(match, s.game, seat, replay, act=not s.between, step=s.step)
    else:
        ctx = _empty_context(match, s, seat, replay, names)
    who = series_decider(s)
    ctx.update(series=info, seq=s.step, decider=who, decider_name=names[who] if who >= 0 else "",
               can_concede=seat is not None and not replay and not s.over)
    if s.between:
        ctx.update(prompt=None, actions=[], decisions=[], turn_actions=[], card_actions=[])
    return ctx


def _empty_context(match: Match, s: Series, seat: int | None, replay: bool,
                   names: list[str]) -> dict[str, Any]:
    """Before the first game: no board yet, only the set and the decisions."""
    seats = list(Seat.objects.filter(match=match).select_related("user").order_by("index"))
    v = {"over": False, "step": s.step, "victory_score": 8, "winners": [], "chain": [], "showdown": None,
         "turn": {"number": 0, "player": 0, "phase": "setup"}}
    players = [{"index": i, "name": n, "points": 0, "seat": seats[i] if i < len(seats) else None, "is_me": i == seat}
               for i, n in enumerate(names)]
    return {"match": match, "v": v, "seat": seat, "spectator": seat is None, "players": players, "top": [],
            "me": None, "battlefields": [], "chain": [], "prompt": None, "actions": [], "decisions": [],
            "turn_actions": [], "card_actions": [], "phase": "Setup", "turn_name": "", "priority_name": "",
            "focus_name": "", "log": log_lines(match, seat,
                                               until=s.step if replay else None),
            "replay": replay, "spectators": spectators(match.pk), "winners": [], "no_game": True}
