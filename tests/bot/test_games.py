"""Whole games (test decks and real decks): bot against bot finishes; the bot beats random play clearly."""

from __future__ import annotations

import pytest

from game.bot import policy

from .helpers import SEATS, play_game


@pytest.fixture(autouse=True)
def strict(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(policy, "STRICT", True)


@pytest.mark.parametrize("seed", [1, 2])
def test_bot_vs_bot_duel_finishes_with_a_winner(seed: int) -> None:
    st, n = play_game("duel", seed, bots={0, 1}, max_actions=1500)
    assert st.over and len(st.winners) == 1, f"no winner after {n} actions"
    assert n < 1500


@pytest.mark.parametrize("mode", ["ffa3", "2v2"])
def test_bot_games_finish_in_other_modes(mode: str) -> None:
    st, _ = play_game(mode, 3, bots=set(range(SEATS[mode])), max_actions=3000)
    assert st.over and st.winners


def test_bot_beats_random_player() -> None:
    games = 20
    wins = 0
    for seed in range(games):
        seat = seed % 2
        st, _ = play_game("duel", 1000 + seed, bots={seat}, max_actions=2000)
        wins += seat in st.winners
    assert wins >= 14, f"the bot won only {wins} of {games}"


@pytest.mark.parametrize("mode", list(SEATS))
def test_bot_games_with_real_decks_finish(mode: str) -> None:
    st, n = play_game(mode, 11, bots=set(range(SEATS[mode])), max_actions=3000, real=True)
    assert st.over and st.winners, f"{mode}: no winner after {n} actions"


def test_bot_beats_random_player_with_real_decks() -> None:
    games = 12
    wins = 0
    for seed in range(games):
        seat = seed % 2
        st, _ = play_game("duel", 2000 + seed, bots={seat}, max_actions=2000, real=True)
        wins += seat in st.winners
    assert wins >= 9, f"the bot won only {wins} of {games}"
