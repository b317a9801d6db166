"""The rules sandbox: a match that starts from a position written as a scenario (docs/scenarios.md).

A position is the setup part of a scenario file (mode, cards, players, battlefields, turn; its `steps`
are not needed and are left out). The match keeps the text, so it is dealt again from it like any
match from its seed: it can be watched, resumed and replayed. Its seats are played hot-seat by its
creator (who acts for every seat and switches whose view they see) or by bots.

Public positions and puzzles live in `game/scenarios/public/`; a puzzle says what its player must
do (`puzzle: {player: A, goal: win this turn}`) and has a test that finds a winning line.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction

from game.engine.model.state import State
from game.models import Match, Seat
from game.scenarios.runner import Scenario, ScenarioError
from game.services.lobby import BOT_NAME, LobbyError, start_match

PUBLIC = Path(__file__).resolve().parent.parent / "scenarios" / "public"
MAX_TEXT = 20_000  # characters of YAML a pasted or uploaded position may have
POSITION_KEYS = ("name", "mode", "seed", "cards", "players", "battlefields", "turn", "puzzle")


class SandboxError(LobbyError):
    """A position that can't be played, with where in the text it is wrong."""


@dataclass(frozen=True)
class PublicPosition:
    slug: str
    name: str
    text: str
    puzzle: dict[str, Any] | None


def _line_of(text: str, needle: str) -> int | None:
    """The first line (1-based) that mentions `needle`, to point at a wrong card or label."""
    for number, line in enumerate(text.splitlines(), start=1):
        if needle and needle in line:
            return number
    return None


def _quoted(message: str) -> str:
    """The name a runner message quotes ('unknown card 'Zed''): what to look for in the text."""
    for quote in ("'", '"'):
        first = message.find(quote)
        last = message.rfind(quote)
        if 0 <= first < last:
            return message[first + 1:last]
    return ""


def parse_position(text: str) -> dict[str, Any]:
    """The position a scenario text describes, checked: its setup keys only (steps are dropped)."""
    if len(text) > MAX_TEXT:
        raise SandboxError(f"A position is at most {MAX_TEXT:,} characters.")
    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}: " if mark is not None else ""
        problem = getattr(exc, "problem", None) or "not readable YAML"
        raise SandboxError(f"{where}{problem}") from None
    if not isinstance(data, dict):
        raise SandboxError("line 1: a position is a mapping (mode, cards, players, battlefields, turn)")
    data = {k: v for k, v in data.items() if k in POSITION_KEYS}
    build(data, text)
    return data


def build(data: dict[str, Any], text: str = "") -> State:
    """The state at the start of the position; a wrong card, label or shape says where it is."""
    try:
        return Scenario(data).st
    except (ScenarioError, KeyError, TypeError, ValueError, AttributeError) as exc:
        message = str(exc).strip("'\"") if isinstance(exc, KeyError) else str(exc)
        line = _line_of(text, _quoted(str(exc)) or message)
        where = f"line {line}: " if line is not None else ""
        raise SandboxError(f"{where}{message or type(exc).__name__}") from None


def position_of(match: Match) -> dict[str, Any]:
    return yaml.safe_load(match.scenario)


def puzzle_of(match: Match) -> dict[str, Any] | None:
    """A sandbox puzzle's task (`{player, goal}`), to show on its board; None for every other match."""
    puzzle = position_of(match).get("puzzle") if match.scenario else None
    return puzzle if isinstance(puzzle, dict) else None


def seat_names(data: dict[str, Any]) -> list[str]:
    return [str(p["name"]) for p in (data.get("players") or [{"name": "A"}, {"name": "B"}])]


def create_sandbox(user: AbstractBaseUser, text: str, bots: list[int] = (), is_open: bool = True) -> Match:
    """A live match from a position: `user` plays every seat not in `bots` (hot-seat)."""
    data = parse_position(text)
    names = seat_names(data)
    if any(not 0 <= b < len(names) for b in bots):
        raise SandboxError("A bot can only take one of the position's seats.")
    if len(set(bots)) == len(names):
        raise SandboxError("Keep at least one seat for yourself.")
    mode = str(data.get("mode", "duel"))
    with transaction.atomic():
        match = Match.objects.create(mode=mode, seed=secrets.randbits(62), created_by=user, is_open=is_open,
                                     scenario=yaml.safe_dump(data, sort_keys=False, allow_unicode=True))
        teams = [int(p.get("team") or 0) for p in (data.get("players") or [])]
        for i, name in enumerate(names):
            bot = i in bots
            Seat.objects.create(match=match, index=i, is_bot=bot, user=None if bot else user,
                                deck_name=f"{BOT_NAME} ({name})" if bot else f"{user.get_username()} ({name})",
                                deck_list={"name": name, "sandbox": True}, team=teams[i] if i < len(teams) else 0)
        start_match(match)
    return match


def public_positions() -> list[PublicPosition]:
    out = []
    for path in sorted(PUBLIC.glob("*.yaml")):
        text = path.read_text()
        data = yaml.safe_load(text)
        out.append(PublicPosition(path.stem, str(data.get("name", path.stem)), text, data.get("puzzle")))
    return out


def public_position(slug: str) -> PublicPosition | None:
    return next((p for p in public_positions() if p.slug == slug), None)
