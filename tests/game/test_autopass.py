"""Auto-pass and stops (issue 12.3, docs/rulings.md 700-709): a seat is passed for only when the
engine's legal actions hold nothing but passing; the pass is the player's own stored action; its log
says "(auto)" to that player only; holding priority, a stop or a playable Reaction keeps the window open.
"""

from __future__ import annotations

import pytest

from game.engine import legal_actions
from game.engine.model.events import sees
from game.models import Match, MatchAction, Seat
from game.services import load_state, submit_action
from game.services.autopass import (
    Prefs,
    auto_pass,
    due,
    due_in,
    only_pass,
    pass_window,
    pause,
    set_prefs,
    stopped,
)
from game.services.bots import run_bots
from game.services.sandbox import create_sandbox

pytestmark = pytest.mark.django_db

# A plays an Action spell in their Main Phase; B holds a Reaction, which B can pay for only with a rune.
POSITION = """mode: duel
cards:
  Ping: {{type: spell, cost: 1, keywords: [Action], script: {{effects: [[draw, {{amount: 1}}]]}}}}
  Parry: {{type: spell, cost: 1, keywords: [Reaction], script: {{effects: [[draw, {{amount: 1}}]]}}}}
  Plain: {{type: spell, cost: 1, script: {{effects: [[draw, {{amount: 1}}]]}}}}
players:
  - {{name: A, hand: [Ping], runes: [Fury Rune, Fury Rune]}}
  - {{name: B, hand: [{b_hand}], runes: [{b_runes}]}}
battlefields: [{{as: bf1}}, {{as: bf2}}]
turn: {{player: A, phase: main, number: 3}}
"""


@pytest.fixture
def ann(django_user_model):
    return django_user_model.objects.create_user("ann", password="pw-for-tests-only")


@pytest.fixture
def bob(django_user_model):
    return django_user_model.objects.create_user("bob", password="pw-for-tests-only")


def position(b_hand: str, b_runes: str = "") -> str:
    return POSITION.format(b_hand=b_hand, b_runes=b_runes)


def started(ann, bob, b_hand: str = "Parry", b_runes: str = "") -> Match:
    """A sandbox match whose seat B is bob's (a person of their own, so B is a real opponent)."""
    match = create_sandbox(ann, position(b_hand, b_runes))
    Seat.objects.filter(match=match, index=1).update(user=bob)
    return match


def play_ping(match: Match) -> None:
    """A plays Ping and keeps priority (337.4); A's own auto-pass then gives B priority."""
    st = load_state(match)
    ping = next(oid for oid in st.players[0].hand)
    submit_action(match.pk, 0, st.step, {"kind": "play", "card": ping, "pay": "auto"})
    step = load_state(match).step
    assert due_in(match.pk) == (0, step)  # A's hand is empty now: passing is all A may do
    assert auto_pass(match.pk, 0, step)


def test_no_playable_reaction_is_an_auto_pass_recorded_as_the_players_own(ann, bob) -> None:
    match = started(ann, bob, b_hand="Parry")  # Parry, but no rune to pay for it
    play_ping(match)
    st = load_state(match)
    assert pass_window(st) == (st, 1) and only_pass(st, 1)
    assert due_in(match.pk) == (1, st.step)
    assert auto_pass(match.pk, 1, st.step)
    row = MatchAction.objects.get(match=match, seq=st.step)
    assert row.seat == 1 and row.payload["kind"] == "pass"
    lines = [(e["text"], e["to"]) for e in row.events if e["kind"] == "pass"]
    mine = [text for text, to in lines if sees(to, 1)]
    theirs = [text for text, to in lines if sees(to, 0)]
    watchers = [text for text, to in lines if sees(to, -1)]
    assert mine == ["B passes (auto)"]
    assert theirs == ["B passes"] and watchers == ["B passes"]  # ruling 701: "(auto)" is B's alone
    assert load_state(match).step == st.step + 1


def test_a_playable_reaction_keeps_the_window_open(ann, bob) -> None:
    match = started(ann, bob, b_hand="Parry", b_runes="Fury Rune")
    play_ping(match)
    st = load_state(match)
    assert pass_window(st) is not None and not only_pass(st, 1)
    assert due_in(match.pk) is None and not auto_pass(match.pk, 1, st.step)
    assert load_state(match).step == st.step


def test_a_rune_alone_is_no_reason_to_stop(ann, bob) -> None:
    """Ruling 702: B's rune abilities (Add) are legal, but nothing B holds can be played with them."""
    match = started(ann, bob, b_hand="Plain", b_runes="Fury Rune")
    play_ping(match)
    st = load_state(match)
    assert any(a.kind == "activate" for a in legal_actions(st, 1))
    assert only_pass(st, 1) and due_in(match.pk) == (1, st.step)


def test_hold_priority_and_autopass_off_and_stops(ann, bob) -> None:
    match = started(ann, bob)
    play_ping(match)
    st = load_state(match)
    assert due(st, 1, Prefs()) and not due(st, 1, Prefs(hold=True)) and not due(st, 1, Prefs(autopass=False))
    assert stopped(st, 1, frozenset({"spell"})) and not stopped(st, 1, frozenset({"ability", "combat"}))
    assert not due(st, 1, Prefs(stops=frozenset({"spell"})))
    set_prefs(match.pk, 1, {"hold": True})
    assert due_in(match.pk) is None and not auto_pass(match.pk, 1, st.step)
    set_prefs(match.pk, 1, {"hold": False, "stops": ["spell"]})
    assert due_in(match.pk) is None
    set_prefs(match.pk, 1, {"stops": []})
    assert due_in(match.pk) == (1, st.step)


def test_a_stale_auto_pass_changes_nothing(ann, bob) -> None:
    match = started(ann, bob)
    play_ping(match)
    st = load_state(match)
    submit_action(match.pk, 1, st.step, {"kind": "pass"})  # B passed by hand first
    after = load_state(match).step
    assert not auto_pass(match.pk, 1, st.step)
    assert load_state(match).step == after and MatchAction.objects.filter(match=match).count() == after


@pytest.mark.parametrize("data", [
    None, [], {}, {"on": "yes"}, {"hold": 1}, {"stops": ["teatime"]}, {"stops": "spell"}, {"colour": "red"},
])
def test_malformed_preferences_are_refused_and_change_nothing(ann, bob, data) -> None:
    match = started(ann, bob)
    with pytest.raises(ValueError):
        set_prefs(match.pk, 1, data)
    seat = Seat.objects.get(match=match, index=1)
    assert (seat.autopass, seat.hold, seat.stops) == (True, False, [])


def test_bots_loop_leaves_people_to_the_automatic_loop(ann, bob) -> None:
    """`run_bots` (tests, management) acts for bots only: an auto-pass is the server's loop's, after
    its pause (ruling 700)."""
    match = started(ann, bob)
    play_ping(match)
    step = load_state(match).step
    assert run_bots(match) == 0 and load_state(match).step == step


def test_the_pause_is_longer_right_after_the_players_own_action(ann, bob, settings) -> None:
    """Public information only: who acted last (ruling 700); the grace leaves time for a take-back."""
    settings.GAME_AUTOPASS_DELAY, settings.GAME_AUTOPASS_GRACE = 0.5, 3.0
    match = started(ann, bob)
    st = load_state(match)
    ping = next(oid for oid in st.players[0].hand)
    submit_action(match.pk, 0, st.step, {"kind": "play", "card": ping, "pay": "auto"})
    step = load_state(match).step
    assert pause(match.pk, 0, step) == 3.0  # A just played Ping
    assert auto_pass(match.pk, 0, step)
    assert pause(match.pk, 1, step + 1) == 0.5  # B's window follows A's pass
