"""The board of a best-of match: the current (or last) game's regions plus the set.

Between games the game's actions are gone and the prompt asks the series' decision instead:
present a battlefield, sideboard (a seat sees only its own deck and sideboard), or choose who goes
first. The `series` region shows set points, the games played and the game-over screen.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from game.models import Match, Seat, Status
from game.services.board import game_context, log_context, log_entries, outcome
from game.services.presence import spectators
from game.services.series import Series, card_name, decision_of, series_decider, series_legal

# decision kind -> (the decider's heading, what others wait for, after "Waiting for X to")
TITLES = {
    "present_battlefield": ("Present a battlefield for the next game", "present a battlefield"),
    "sideboard": ("Sideboard: swap cards between your deck and your sideboard", "sideboard"),
    "choose_first": ("You lost the last game: choose who goes first", "choose who goes first"),
}
AFTER_A_DRAW = "Nobody won the last game and you went second: choose who goes first"
FIRST_GAME = "You were drawn at random: choose who goes first in game 1"  # TR 407.1-407.2


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


def _card_rows(refs: list[str]) -> list[dict[str, Any]]:
    """One row per card, by name: {ref, name, count}."""
    rows = [{"ref": r, "name": card_name(r), "count": n} for r, n in Counter(refs).items()]
    return sorted(rows, key=lambda row: (row["name"], row["ref"]))


def _sideboard(deck: dict[str, Any]) -> dict[str, Any] | None:
    """The seat's own main deck and sideboard, for swapping (None without a sideboard)."""
    side = list(deck.get("sideboard") or [])
    if not side:
        return None
    main = list(deck.get("main", []))
    return {"main": _card_rows(main), "side": _card_rows(side), "main_total": len(main), "side_total": len(side)}


def _titles(s: Series, kind: str) -> tuple[str, str]:
    """(the decider's heading, what the others wait for) for a decision of this kind."""
    title, doing = TITLES.get(kind, (kind.replace("_", " ").capitalize(), kind.replace("_", " ")))
    if kind == "choose_first" and not s.m.games:
        title = FIRST_GAME
    elif kind == "choose_first" and s.m.games[-1].winner is None:
        title = AFTER_A_DRAW
    return title, doing


def series_info(s: Series, seat: int | None, names: list[str]) -> dict[str, Any]:
    wins = s.m.wins
    games = [{"number": i, "winner": names[g.winner] if g.winner is not None else "Nobody",
              "first": names[g.first], "battlefields": [card_name(b) for b in g.battlefields], "turns": g.turns}
             for i, g in enumerate(s.m.games, start=1)]
    d = decision_of(s)
    decision = None
    if d is not None:
        mine = seat is not None and d["player"] == seat
        title, doing = _titles(s, d["kind"])
        decision = {"kind": d["kind"], "who": names[d["player"]], "mine": mine, "title": title, "doing": doing,
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
    # the set is decided, or the match ended without it (abandoned); a replay only at its last step
    finished = s.over or (match.status == Status.FINISHED and (not replay or s.step >= match.step))
    winner = s.m.winner
    result = {"over": s.over, "winners": [winner] if s.over and winner is not None and winner >= 0 else []}
    ctx.update(series=info, seq=s.step, decider=who, decider_name=names[who] if who >= 0 else "",
               can_concede=seat is not None and not replay and not finished, finished=finished,
               outcome=outcome(match, result, seat, ctx["players"], [], finished, replay))
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
            "focus_name": "", **log_context(log_entries(match, seat, until=s.step if replay else None)),
            "replay": replay, "spectators": spectators(match.pk), "winners": [], "no_game": True}
