"""The one path: guards, refusals without effect, the unique step, restarts."""

from __future__ import annotations

import pytest

from game.engine import legal_actions, to_json
from game.models import MatchAction, Snapshot, Status
from game.services import Refused, decider, drop_cache, load_state, state_at, submit_action
from game.services import actions as actions_module
from game.services.actions import MOVED_ON
from game.services.state import SNAPSHOT_EVERY, cached_state
from tests.game.helpers import bot_table, payload, simple_action

pytestmark = pytest.mark.django_db


def play(match, n: int):
    state = load_state(match)
    for _ in range(n):
        seat, action = simple_action(state)
        state = submit_action(match, seat, state.step, payload(action)).state
    return state


def test_an_action_lands_with_its_step(duel):
    state = load_state(duel)
    seat, action = simple_action(state)
    result = submit_action(duel, seat, state.step, payload(action))
    assert result.step == state.step + 1
    row = MatchAction.objects.get(match=duel)
    assert (row.seq, row.seat, row.payload["kind"]) == (0, seat, action.kind)
    duel.refresh_from_db()
    assert duel.step == 1


def test_wrong_seat_is_refused_without_effect(duel):
    state = load_state(duel)
    seat, action = simple_action(state)
    with pytest.raises(Refused, match="isn't your decision"):
        submit_action(duel, 1 - seat, state.step, payload(action))
    assert not MatchAction.objects.exists()


def test_stale_and_duplicate_actions_are_refused(duel):
    state = load_state(duel)
    seat, action = simple_action(state)
    submit_action(duel, seat, state.step, payload(action))
    with pytest.raises(Refused, match="moved on"):  # the very same frame again
        submit_action(duel, seat, state.step, payload(action))
    with pytest.raises(Refused, match="moved on"):  # from the future
        submit_action(duel, seat, state.step + 5, payload(action))
    assert MatchAction.objects.count() == 1


def test_illegal_and_malformed_actions_are_refused(duel):
    state = load_state(duel)
    seat = decider(state)
    with pytest.raises(Refused):
        submit_action(duel, seat, state.step, {"kind": "end_turn"})  # mulligan first
    with pytest.raises(Refused, match="malformed"):
        submit_action(duel, seat, state.step, {"kind": "fly"})
    with pytest.raises(Refused, match="malformed"):
        submit_action(duel, seat, state.step, {"kind": "play", "card": "x"})
    with pytest.raises(Refused, match="malformed"):
        submit_action(duel, seat, "0", {"kind": "pass"})
    assert not MatchAction.objects.exists()


def test_simultaneous_actions_only_one_lands(duel, monkeypatch):
    """Both senders saw step s and passed the guard; the unique (match, seq) row decides."""
    before = load_state(duel)
    seat, action = simple_action(before)
    submit_action(duel, seat, before.step, payload(action))
    # The loser loaded its state before the winner's row was committed.
    monkeypatch.setattr(actions_module, "load_state", lambda match, **_: before)
    with pytest.raises(Refused) as refused:
        submit_action(duel, seat, before.step, payload(action))
    assert refused.value.reason == MOVED_ON
    assert MatchAction.objects.filter(match=duel).count() == 1


def test_concede_at_any_time_ends_the_match(duel):
    state = load_state(duel)
    waiting = 1 - decider(state)
    submit_action(duel, waiting, state.step, {"kind": "concede"})
    duel.refresh_from_db()
    assert duel.status == Status.FINISHED
    assert duel.winners == [1 - waiting]
    assert "wins" in duel.result
    with pytest.raises(Refused, match="over"):
        submit_action(duel, 1 - waiting, state.step + 1, {"kind": "pass"})


def test_restart_rebuilds_the_same_state(duel):
    state = play(duel, SNAPSHOT_EVERY + 7)
    assert Snapshot.objects.filter(match=duel, seq=SNAPSHOT_EVERY).exists()
    drop_cache()
    rebuilt = load_state(duel)
    assert to_json(rebuilt) == to_json(state)
    assert to_json(state_at(duel, use_snapshots=False)) == to_json(state)
    drop_cache()
    # and the game goes on from the rebuilt state
    seat, action = simple_action(rebuilt)
    assert submit_action(duel, seat, rebuilt.step, payload(action)).step == rebuilt.step + 1


def test_cache_behind_the_database_catches_up(duel):
    play(duel, 3)
    stale = state_at(duel, 1)
    actions_module.remember(duel.pk, stale)  # a cache entry older than the log (another process wrote)
    drop_cache(duel.pk)
    actions_module.remember(duel.pk, stale)
    assert load_state(duel).step == 3


def test_a_step_stored_by_another_process_refuses_and_drops_the_cached_state(duel):
    """The cached state is trusted for an action sent from its step; when another process stored that
    step meanwhile, the unique (match, seq) row refuses the write and the stale state is forgotten."""
    before = load_state(duel)
    seat, action = simple_action(before)
    MatchAction.objects.create(match=duel, seq=before.step, seat=seat, payload=action.to_data(), events=[])
    assert cached_state(duel.pk) is before
    with pytest.raises(Refused) as refused:
        submit_action(duel, seat, before.step, payload(action))
    assert refused.value.reason == MOVED_ON
    assert cached_state(duel.pk) is None
    assert load_state(duel).step == before.step + 1  # rebuilt from the stored actions


def test_a_2v2_invite_goes_through_the_one_path(annie, garen):
    match = bot_table(annie, garen, "2v2", 4)
    for _ in range(200):
        state = load_state(match)
        seat = decider(state)
        invite = next((a for a in legal_actions(state, seat) if a.kind == "invite"), None)
        if invite is not None:
            submit_action(match, seat, state.step, payload(invite))
            mate = load_state(match).invited
            assert mate != seat and state.players[mate].team == state.players[seat].team
            assert "invites" in " ".join(e["text"] for e in MatchAction.objects.get(match=match, seq=state.step).events)
            return
        seat, action = simple_action(state)
        submit_action(match, seat, state.step, payload(action))
    pytest.fail("no invite was offered in 200 steps")
