"""Setup, mulligan, refusals, serialisation and views through the public API."""

from __future__ import annotations

import pytest

from game.engine import (
    SPECTATOR,
    Action,
    IllegalAction,
    apply,
    from_json,
    legal_actions,
    new_game,
    to_json,
    view,
)

from .randomplay import catalog, decks


def fresh(seed: int = 5):
    st, events = new_game(decks(), "duel", seed=seed, catalog=catalog())
    return st, events


def test_setup_draws_four_and_waits_for_mulligans_in_turn_order() -> None:
    st, _ = fresh()
    assert [len(p.hand) for p in st.players] == [4, 4]
    assert st.pending is not None and st.pending.kind == "mulligan" and st.pending.player == st.first
    assert len(st.battlefields) == 2
    assert all(len(p.champion) == 1 for p in st.players)


def test_mulligan_sets_aside_draws_and_recycles() -> None:
    st, _ = fresh()
    p = st.first
    hand = list(st.players[p].hand)
    st2, _ = apply(st, Action("choose", p, choice={"cards": hand[:2]}))
    assert len(st2.players[p].hand) == 4
    assert st2.players[p].main_deck[-2:] == hand[:2] or set(st2.players[p].main_deck[-2:]) == set(hand[:2])
    assert not set(hand[:2]) & set(st2.players[p].hand)
    with pytest.raises(IllegalAction):
        apply(st, Action("choose", p, choice={"cards": hand[:3]}))


def test_first_turn_after_mulligans() -> None:
    st, _ = fresh()
    for _ in range(2):
        st, _ = apply(st, Action("choose", st.pending.player, choice={"cards": []}))
    assert st.phase == "main" and st.turn_player == st.first and st.priority == st.first
    assert len(st.players[st.first].runes) == 2
    assert len(st.players[st.first].hand) == 5


def test_refusal_leaves_state_untouched() -> None:
    st, _ = fresh()
    before = to_json(st)
    with pytest.raises(IllegalAction) as err:
        apply(st, Action("end_turn", st.first))
    assert "decide" in err.value.reason
    assert to_json(st) == before


def test_round_trip_and_listed_actions_are_accepted() -> None:
    st, _ = fresh()
    assert from_json(to_json(st)) == st
    for action in legal_actions(st, st.pending.player):
        apply(st, action)


def test_views_hide_hands_and_decks() -> None:
    st, _ = fresh()
    mine = view(st, 0)
    theirs = mine["players"][1]
    assert "hand" in mine["players"][0] and "hand" not in theirs and theirs["hand_count"] == 4
    assert "main_deck" not in mine["players"][0]
    spectator = view(st, SPECTATOR)
    assert all("hand" not in p for p in spectator["players"])
    assert spectator["pending"].keys() == {"player", "kind"} or st.pending.player != SPECTATOR
    omni = view(st)
    assert all("main_deck" in p for p in omni["players"])


def test_concede_ends_the_game() -> None:
    st, _ = fresh()
    st2, events = apply(st, Action("concede", 1))
    assert st2.over and st2.winners == [0]
    assert any(e.kind == "win" for e in events)
    with pytest.raises(IllegalAction):
        apply(st2, Action("concede", 0))
