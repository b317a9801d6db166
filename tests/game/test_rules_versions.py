"""Stored matches replay by the rules they were played by: rows as today's code writes them (a Match, its
seats and its actions) for games recorded under Core Rules v1.4 (tests/engine/data/games-v1.4.json)."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine.model.state import RULES, RULES_V14
from game.models import Match, MatchAction, Seat
from game.services.state import state_at
from tests.engine.rules_fixture import digest
from tests.engine.test_rules_versions import RECORDED


def stored(game: dict[str, Any], rules: int) -> Match:
    series = game["mode"] == "bo3"
    match = Match.objects.create(mode="duel" if series else game["mode"], status="finished", seed=game["seed"],
                                 best_of=3 if series else 1, setup_version=game["setup_version"],
                                 rules_version=rules)
    for i, deck in enumerate(game["decks"]):
        Seat.objects.create(match=match, index=i, is_bot=True, deck_list=deck, team=deck.get("team", 0))
    MatchAction.objects.bulk_create(MatchAction(match=match, seq=seq, seat=a["player"], payload=a)
                                    for seq, a in enumerate(game["actions"]))
    return match


@pytest.mark.django_db
@pytest.mark.parametrize("game", [RECORDED[0], RECORDED[3], RECORDED[-1]], ids=["duel", "2v2", "bo3"])
def test_a_stored_v14_match_replays_to_the_state_it_reached(game: dict[str, Any]) -> None:
    table = state_at(stored(game, RULES_V14), use_snapshots=False)
    assert digest(table) == game["digest"]


@pytest.mark.django_db
def test_new_matches_are_played_by_the_current_rules() -> None:
    assert Match.objects.create(seed=1).rules_version == RULES
