"""Best-of-3 matches: lobby, between-game decisions on the board, records, history and replay."""

from __future__ import annotations

import pytest

from game.models import GameResult, Match, Status
from game.services import Refused, create_match, join_match, load_state, submit_action
from game.services.board import board_context, render_regions
from game.services.bots import choose_for
from game.services.lobby import LobbyError
from game.services.series import Series
from game.services.state import decider, drop_cache, legal_for, state_at
from tests.game.helpers import payload


@pytest.fixture
def bo3(annie, garen, annie_deck, garen_deck) -> Match:
    match = create_match(annie, "duel", annie_deck, best_of=3)
    join_match(match, garen, garen_deck)
    match.refresh_from_db()
    return match


def play_one(match: Match) -> Series:
    table = load_state(match)
    seat = decider(table)
    actions = [a for a in legal_for(table, seat) if a.kind != "concede"]
    return submit_action(match, seat, table.step, payload(choose_for(table, seat, actions))).state


def test_best_of_3_is_duel_only(annie, annie_deck):
    with pytest.raises(LobbyError):
        create_match(annie, "ffa3", annie_deck, best_of=3)
    with pytest.raises(LobbyError):
        create_match(annie, "duel", annie_deck, best_of=2)


def test_a_series_starts_with_battlefield_choices(bo3):
    table = load_state(bo3)
    assert isinstance(table, Series) and table.game is None and table.step == 0
    seat = decider(table)
    ctx = board_context(bo3, table, seat)
    html = render_regions(ctx)
    assert "Present a battlefield" in html["prompt"] and "Present " in html["prompt"]
    assert 'data-seq="0"' in html["turn"] and "series" in html
    other = board_context(bo3, table, 1 - seat)
    assert "Waiting for" in render_regions(other)["prompt"]
    assert "Present " not in render_regions(board_context(bo3, table, None))["prompt"]


def test_a_wrong_answer_changes_nothing(bo3):
    table = load_state(bo3)
    seat = decider(table)
    with pytest.raises(Refused):
        submit_action(bo3, seat, 0, {"kind": "choose", "choice": {"battlefield": "no-such-card"}})
    with pytest.raises(Refused):
        submit_action(bo3, 1 - seat, 0, {"kind": "choose", "choice": {"battlefield": "x"}})
    assert load_state(bo3).step == 0


def test_a_series_plays_to_its_end_with_records(bo3):
    for _ in range(20000):
        bo3.refresh_from_db()
        if bo3.status == Status.FINISHED:
            break
        table = play_one(bo3)
    bo3.refresh_from_db()
    assert bo3.status == Status.FINISHED
    games = list(GameResult.objects.filter(match=bo3))
    assert 2 <= len(games) <= 3
    assert bo3.winners and max(bo3.points) == 2 and "wins the match" in bo3.result
    # battlefields a game was won on are not presented again
    firsts = [g.battlefields for g in games]
    assert len({tuple(b) for b in firsts}) == len(firsts)
    # a restart rebuilds the same series; the replay opens at any step
    drop_cache()
    assert load_state(bo3).m == table.m
    middle = state_at(bo3, bo3.step // 2)
    html = render_regions(board_context(bo3, middle, None, replay=True))
    assert "Best of 3" in html["series"]
