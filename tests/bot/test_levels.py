"""Bot levels (issue 13.1): Easy and Normal slip at their rate, Hard never; every level answers legally."""

from __future__ import annotations

import random

import pytest

from game.bot import choose_action
from game.bot.levels import EASY, HARD, LEVELS, NORMAL, Level, level_named, slipped
from game.engine import Action, apply, legal_actions
from tests.engine.randomplay import actor

from .helpers import start

PASS_OR_PLAY = [Action("pass", 0), Action("end_turn", 0), Action("concede", 0)]


def test_three_levels_in_order_of_strength():
    assert list(LEVELS) == ["easy", "normal", "hard"]
    assert EASY.slip > NORMAL.slip > HARD.slip == 0
    assert level_named("hard") is HARD
    with pytest.raises(ValueError, match="no bot level 'godlike'"):
        level_named("godlike")


@pytest.mark.parametrize("level", [EASY, NORMAL])
def test_a_level_slips_at_its_rate_and_never_concedes(level: Level):
    rng = random.Random(7)
    slips = [slipped(level, PASS_OR_PLAY, rng) for _ in range(4000)]
    taken = [s for s in slips if s is not None]
    assert abs(len(taken) / len(slips) - level.slip) < 0.03
    assert all(a.kind != "concede" for a in taken)
    assert {a.kind for a in taken} == {"pass", "end_turn"}  # drawn among the legal ones


def test_hard_never_slips():
    rng = random.Random(7)
    assert all(slipped(HARD, PASS_OR_PLAY, rng) is None for _ in range(1000))


@pytest.mark.parametrize("level", [EASY, NORMAL, HARD])
def test_every_level_plays_a_real_game_legally_and_the_same_way_twice(level: Level):
    def play() -> list[Action]:
        st = start("duel", 3, True)
        taken = []
        for _ in range(400):
            if st.over:
                break
            seat = actor(st)
            action = choose_action(st, seat, random.Random(st.step), level)
            assert action.kind != "concede"
            legal = legal_actions(st, seat)
            assert action in legal or action.kind == "move", f"{action} is not legal"
            st, _ = apply(st, action)
            taken.append(action)
        return taken

    first = play()
    assert first == play()  # seeded: a replay of a bot's game makes the same choices
    assert len(first) > 50


def test_the_levels_decide_differently():
    """Over a game's decisions, Easy's choices differ from Hard's far more often than Normal's do."""
    st = start("duel", 5, True)
    differs = {EASY.name: 0, NORMAL.name: 0}
    for _ in range(300):
        if st.over:
            break
        seat = actor(st)
        hard = choose_action(st, seat, random.Random(st.step), HARD)
        for level in (EASY, NORMAL):
            differs[level.name] += choose_action(st, seat, random.Random(st.step), level) != hard
        st, _ = apply(st, hard)
    assert differs["easy"] > differs["normal"] > 0
