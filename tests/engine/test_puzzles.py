"""The sandbox's puzzles (game/scenarios/public/puzzle-*.yaml) can be solved: a search finds a line of
the puzzle player's actions that wins this turn whatever the other players answer. Every public
position is a playable start."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from game.engine import Action, State, apply, legal_actions
from game.scenarios.runner import Scenario

PUBLIC = Path(__file__).resolve().parents[2] / "game" / "scenarios" / "public"
PUZZLES = sorted(PUBLIC.glob("puzzle-*.yaml"))
DEPTH = 16  # actions of every player together


def winning_line(st: State, player: int, turn: int, depth: int = DEPTH) -> list[Action] | None:
    """A line that wins this turn for `player` against every answer of the others (None: none within
    `depth` actions). The player never ends the turn or concedes; the others may do anything but concede."""
    if st.over:
        return [] if player in st.winners else None
    if depth == 0 or st.turn_number != turn:
        return None
    actor = st.pending.player if st.pending is not None else st.priority
    options = [a for a in legal_actions(st, actor) if a.kind not in ("concede", "end_turn" if actor == player else "")]
    if actor == player:
        for a in options:
            rest = winning_line(apply(st, a)[0], player, turn, depth - 1)
            if rest is not None:
                return [a, *rest]
        return None
    line: list[Action] | None = None
    for a in options:  # every answer of an opponent must still lose
        rest = winning_line(apply(st, a)[0], player, turn, depth - 1)
        if rest is None:
            return None
        line = line or [a, *rest]
    return line


def load(path: Path) -> tuple[dict[str, Any], Scenario]:
    data = yaml.safe_load(path.read_text())
    return data, Scenario(data)


@pytest.mark.parametrize("path", PUZZLES, ids=[p.stem for p in PUZZLES])
def test_each_puzzle_has_a_winning_line(path: Path) -> None:
    data, sc = load(path)
    player = sc.names.index(data["puzzle"]["player"])
    line = winning_line(sc.st, player, sc.st.turn_number)
    assert line is not None, f"{path.name}: no winning line within {DEPTH} actions"


def test_the_search_finds_no_line_where_there_is_none() -> None:
    """Without Battle Cry, 'One point to win' can't be won: the Scout loses the fight."""
    data, _ = load(PUBLIC / "puzzle-one-point-to-win.yaml")
    data["players"][0]["hand"] = []
    sc = Scenario(data)
    assert winning_line(sc.st, 0, sc.st.turn_number) is None


@pytest.mark.parametrize("path", sorted(PUBLIC.glob("*.yaml")), ids=lambda p: p.stem)
def test_every_public_position_is_a_playable_start(path: Path) -> None:
    data, sc = load(path)
    assert "steps" not in data and data.get("name")
    assert not sc.st.over and legal_actions(sc.st, sc.st.priority)
