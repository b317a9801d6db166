"""The set of a best-of match, as its board shows it: the `series` region's data and the
between-game decision.

Between games the game's actions are gone and the prompt asks the series' decision instead:
present a battlefield, sideboard (a seat sees only its own deck and sideboard), or choose who goes
first. The `series` region shows set points, the games played and the game-over screen. The board
(game.services.board.board_context) puts this beside the current (or last) game's regions; this
module knows nothing of the board.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from game.engine.loop.match import Match as BestOf
from game.engine.loop.match import card_name, legal_match_actions

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


def _options(s: BestOf, seat: int, names: list[str]) -> list[dict[str, str]]:
    """Buttons for the seat's between-game decision (its legal answers)."""
    out = []
    for a in legal_match_actions(s, seat):
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


def _titles(s: BestOf, kind: str) -> tuple[str, str]:
    """(the decider's heading, what the others wait for) for a decision of this kind."""
    title, doing = TITLES.get(kind, (kind.replace("_", " ").capitalize(), kind.replace("_", " ")))
    if kind == "choose_first" and not s.games:
        title = FIRST_GAME
    elif kind == "choose_first" and s.games[-1].winner is None:
        title = AFTER_A_DRAW
    return title, doing


def series_info(s: BestOf, seat: int | None, names: list[str]) -> dict[str, Any]:
    """The `series` region's data: set score, games played, the decision waiting (its buttons for the
    deciding seat), the winner."""
    wins = s.wins
    games = [{"number": i, "winner": names[g.winner] if g.winner is not None else "Nobody",
              "first": names[g.first], "battlefields": [card_name(b) for b in g.battlefields], "turns": g.turns}
             for i, g in enumerate(s.games, start=1)]
    d = s.pending
    decision = None
    if d is not None:
        mine = seat is not None and d.player == seat
        title, doing = _titles(s, d.kind)
        decision = {"kind": d.kind, "who": names[d.player], "mine": mine, "title": title, "doing": doing,
                    "options": _options(s, seat, names) if mine else [],
                    "sideboard": _sideboard(dict(s.decks[seat])) if mine and d.kind == "sideboard" else None}
    winner = s.winner
    return {"best_of": s.best_of, "game_number": s.game_number, "wins": list(zip(names, wins, strict=True)),
            "pips": [{"name": n, "won": w, "pips": [i < w for i in range(s.best_of // 2 + 1)]}
                     for n, w in zip(names, wins, strict=True)],
            "games": games, "last": games[-1] if games else None, "decision": decision, "between": s.between,
            "over": s.over, "winner": names[winner] if winner is not None and winner >= 0 else "",
            "need": s.best_of // 2 + 1}
