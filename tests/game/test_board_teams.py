"""2v2 on the board: a team's shared points shown once, sides named by team for spectators."""

from __future__ import annotations

import pytest

from game.services import load_state
from game.services.board import game_context, render_regions

from .helpers import bot_table

pytestmark = pytest.mark.django_db


@pytest.fixture
def two_v_two(annie, garen):
    return bot_table(annie, garen, "2v2", 4)


def test_a_team_shows_its_shared_points_once(two_v_two):
    st = load_state(two_v_two).clone()
    for p in st.players:  # 491.8.d.2: every member holds the team's total
        p.points = 3 if p.team == 1 else 5
    teams = {t["team"]: t["points"] for t in game_context(two_v_two, st, 0, replay=False, act=False)["teams"]}
    assert teams == {1: 3, 2: 5}


def test_spectators_see_teams_not_opponents(two_v_two):
    st = load_state(two_v_two)
    seats = "".join(html for rid, html in render_regions(game_context(two_v_two, st, None, False, False)).items()
                    if rid.startswith("seat-"))
    assert "opponent" not in seats and "team 1" in seats and "team 2" in seats
    mine = render_regions(game_context(two_v_two, st, 0, False, False))
    assert 'opponent<span class="b-team-n"> · team 2' in "".join(mine[f"seat-head-{i}"] for i in range(4))


def test_triggered_abilities_read_as_words():
    from game.services.board import readable

    assert readable("Ann puts Annie, Dark Child (Starter) (end_turn) on the chain") == \
        "Ann puts Annie, Dark Child (Starter) (end of turn) on the chain"
    assert readable("Tibbers (play)") == "Tibbers (when played)"
    assert readable("Ahri (Alluring) (unknown)") == "Ahri (Alluring) (unknown)"  # only trigger names change
