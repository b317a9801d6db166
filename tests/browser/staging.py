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


def _create(data: dict[str, Any]) -> int:
    """Under Django: the match, its seats and the staged snapshot at step 0 (no setup events)."""
    from django.contrib.auth import get_user_model
    from django.db import transaction
    from django.utils import timezone

    from decks.models import Deck
    from decks.services import spec_from_deck
    from game.engine import to_json
    from game.models import Match, Seat, Snapshot, Status
    from game.scenarios.runner import Scenario
    from game.services.decks import engine_deck
    from game.services.lobby import team_for

    scenario, seats = data["scenario"], data["seats"]
    mode = scenario.get("mode", "duel")
    state = Scenario(scenario).st
    decks = list(Deck.objects.filter(owner__username__startswith="demo-").order_by("pk"))
    users = get_user_model().objects
    with transaction.atomic():
        match = Match.objects.create(mode=mode, seed=1, status=Status.LIVE, started=timezone.now(), step=0,
                                     is_open=False, created_by=users.filter(username__in=seats).first())
        for i, who in enumerate(seats):
            name = f"Bot {i}" if who == "bot" else who
            if state.players[i].name != name:
                raise ValueError(f"seat {i} is {name!r} on the board: name the scenario's player so")
            deck = decks[i % len(decks)]
            Seat.objects.create(match=match, index=i, team=team_for(mode, i), is_bot=who == "bot",
                                user=None if who == "bot" else users.get(username=who), deck=deck,
                                deck_name=deck.name, deck_list=engine_deck(spec_from_deck(deck), name),
                                joined=timezone.now())
        Snapshot.objects.create(match=match, seq=0, state=to_json(state))
    return match.pk

