"""Staged matches for browser tests: a live match whose game starts from a position written as a
rules scenario (docs/scenarios.md: players, battlefields, turn), so a test opens the board on the
situation it is about (Aspirant's Climb in play, exhausted units in combat, a spell with two
targets of one name) instead of playing until it happens.

`stage(server, scenario, seats)` runs `_create` under the server's settings in a subprocess (the
server has not cached the match: it loads the staged snapshot on first sight). Seats are demo
usernames or "bot"; a scenario player's name must be the seat's board name (the username, or
"Bot <n>" for seat n). Each seat gets a demo deck's list so the match reads like any other (the
replay page, the history); the game itself is the scenario's position.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

from tests import daphne

CODE = """
import json
from tests.browser.staging import _create
print(json.dumps(_create(json.loads({data!r}))))
"""


def stage(env: dict[str, str], scenario: dict[str, Any], seats: list[str]) -> int:
    """A live match at `scenario`'s position (`env`: the server's environment); its id."""
    data = json.dumps({"scenario": scenario, "seats": seats})
    return int(daphne.django_json(env, CODE.format(data=data)))  # type: ignore[arg-type]


STATES_CODE = """
import json
from pathlib import Path
from tests.browser.staging import _create
print(json.dumps([_create(item) for item in json.loads(Path({path!r}).read_text())]))
"""


def stage_states(env: dict[str, str], tables: list[tuple[str, list[str]]]) -> list[int]:
    """Live matches at engine states (`to_json` text, the players named as the seats), in one process: their ids.
    The match's step is the state's own, so the board and the actions it sends carry it."""
    with tempfile.TemporaryDirectory() as folder:  # states are too long for a command line
        path = Path(folder) / "states.json"
        path.write_text(json.dumps([{"state": text, "seats": seats} for text, seats in tables]))
        return [int(pk) for pk in daphne.django_json(env, STATES_CODE.format(path=str(path)))]  # type: ignore[union-attr]


def _create(data: dict[str, Any]) -> int:
    """Under Django: the match, its seats and the staged snapshot at step 0 (no setup events)."""
    from django.contrib.auth import get_user_model
    from django.db import transaction
    from django.utils import timezone

    from decks.models import Deck
    from decks.services import spec_from_deck
    from game.engine import from_json, to_json
    from game.models import Match, Seat, Snapshot, Status
    from game.scenarios.runner import Scenario
    from game.services.decks import engine_deck
    from game.services.lobby import team_for

    seats = data["seats"]
    state = from_json(data["state"]) if "state" in data else Scenario(data["scenario"]).st
    mode = state.mode
    decks = list(Deck.objects.filter(owner__username__startswith="demo-").order_by("pk"))
    users = get_user_model().objects
    with transaction.atomic():
        match = Match.objects.create(mode=mode, seed=1, status=Status.LIVE, started=timezone.now(), step=state.step,
                                     is_open=False, created_by=users.filter(username__in=seats).first())
        for i, who in enumerate(seats):
            name = f"Bot {i}" if who == "bot" else who
            if state.players[i].name != name:
                raise ValueError(f"seat {i} is {name!r} on the board: name the scenario's player so")
            deck = decks[i % len(decks)]
            # a staged table is played by hand, every pass clicked (no auto-pass racing the test: issue 12.3)
            Seat.objects.create(match=match, index=i, team=team_for(mode, i), is_bot=who == "bot", autopass=False,
                                user=None if who == "bot" else users.get(username=who), deck=deck,
                                deck_name=deck.name, deck_list=engine_deck(spec_from_deck(deck), name),
                                joined=timezone.now())
        Snapshot.objects.create(match=match, seq=state.step, state=to_json(state))
    return match.pk



# A full table for layout checks: every seat with a legend, a champion, four cards in base and nine
# runes (some exhausted), a hand of six for the viewer, battlefields with units of two players.
LEGENDS = [("Annie, Dark Child (Starter)", "Annie, Fiery", "Fury Rune", "Chaos Rune"),
           ("Garen, Might of Demacia (Starter)", "Garen, Rugged", "Body Rune", "Order Rune"),
           ("Lux, Lady of Luminosity (Starter)", "Lux, Illuminated", "Mind Rune", "Order Rune"),
           ("Master Yi, Wuju Bladesman (Starter)", "Yi, Honed", "Calm Rune", "Body Rune")]
SEATS = {"duel": 2, "ffa3": 3, "ffa4": 4, "2v2": 4}
JINX = "Jinx, Demolitionist"
HAND = ["Cleave", JINX, "Watchful Sentry", "Blast of Power", "Vanguard Attendant", "Final Spark"]


def full_table(mode: str, me: str = "demo-annie") -> dict[str, Any]:
    """A busy position of `mode` on `me`'s turn (seat 0); the others are "Bot <n>"."""
    count = SEATS[mode]
    names = [me] + [f"Bot {i}" for i in range(1, count)]
    players = []
    for i, name in enumerate(names):
        legend, champion, first, second = LEGENDS[i]
        players.append({
            "name": name, "legend": legend, "champion": champion, "points": 3 if mode == "2v2" else i + 2,
            "team": (i % 2) + 1 if mode == "2v2" else 0,
            "runes": [{"card": first, "exhausted": k < 3} for k in range(5)] + [second] * 4,
            "base": ["Watchful Sentry", {"card": JINX, "exhausted": True}, "Recruit", "Long Sword"],
            "hand": HAND if i == 0 else HAND[:5], "trash": ["Cleave", "Recruit"]})
    battlefields = []
    for j, card in enumerate(["Bandle Tree", "Grove of the God-Willow", "Aspirant's Climb"][:2 if mode == "duel" else 3]):
        holder, other = names[j % count], names[(j + 1) % count]
        units = [{"card": JINX, "controller": holder}, {"card": "Watchful Sentry", "controller": holder, "exhausted": True},
                 {"card": "Recruit", "controller": holder}]
        if j == 0:
            units += [{"card": JINX, "controller": other}, {"card": "Vanguard Attendant", "controller": other}]
        battlefields.append({"as": f"bf{j + 1}", "card": card, "controller": holder, "units": units})
    return {"mode": mode, "players": players, "battlefields": battlefields,
            "turn": {"player": me, "phase": "main", "number": 6}}
