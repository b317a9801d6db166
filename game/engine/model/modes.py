"""Modes of play (483-491): the variables each mode defines."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Mode:
    name: str
    players: int
    victory_score: int
    teams: bool = False
    first_player_removes_battlefields: bool = False  # 490.4.b, 491.5.b
    first_player_skips_draw: bool = False  # 489.7, 490.7, 491.7
    extra_rune_for: str = "second"  # 487.7 "second"; FFA and 2v2: "last"
    players_choose_battlefields: bool = False  # 488.5 (Match): chosen, not random


MODES: dict[str, Mode] = {
    "duel": Mode("duel", 2, 8),
    "match": Mode("match", 2, 8, players_choose_battlefields=True),
    "ffa3": Mode("ffa3", 3, 8, first_player_skips_draw=True, extra_rune_for="last"),
    "ffa4": Mode("ffa4", 4, 8, first_player_removes_battlefields=True, first_player_skips_draw=True,
                 extra_rune_for="last"),
    "2v2": Mode("2v2", 4, 11, teams=True, first_player_removes_battlefields=True,
                first_player_skips_draw=True, extra_rune_for="last"),
}


def get(name: str) -> Mode:
    try:
        return MODES[name]
    except KeyError:
        raise ValueError(f"unknown mode {name!r}; one of {', '.join(MODES)}") from None
