"""Take-backs (issue 12.1, TR 509; docs/rulings.md 705-707): the most recent action, while nobody has
acted since and it revealed nothing hidden; one more stored action that replays, survives a restart
and shows in everyone's log; stale, duplicated or not allowed take-backs change nothing."""

from __future__ import annotations

import pytest

from game.engine import legal_actions
from game.engine.loop.core import apply
from game.engine.model.actions import Action
from game.live import forget_all
from game.live.undo import undoable
from game.models import Match, MatchAction, Seat
from game.services import Refused, load_state, state_at, submit_action
from game.services.sandbox import create_sandbox
from game.services.takeback import revealed

pytestmark = pytest.mark.django_db

POSITION = """mode: duel
cards:
  Scout: {type: unit, might: 2, cost: 2}
  Ping: {type: spell, cost: 1, keywords: [Action], script: {effects: [[draw, {amount: 1}]]}}
players:
  - {name: A, hand: [Scout, Ping], runes: [Fury Rune, Fury Rune, Fury Rune]}
  - {name: B}
battlefields: [{as: bf1}, {as: bf2}]
turn: {player: A, phase: main, number: 3}
"""


@pytest.fixture
def match(django_user_model) -> Match:
    ann = django_user_model.objects.create_user("ann", password="pw-for-tests-only")
    bob = django_user_model.objects.create_user("bob", password="pw-for-tests-only")
    m = create_sandbox(ann, POSITION)
    Seat.objects.filter(match=m, index=1).update(user=bob)
    return m


def card(match: Match, name: str) -> int:
    st = load_state(match)
    return next(oid for oid in st.players[0].hand if st.card(oid).name == name)


def play(match: Match, name: str) -> int:
    st = load_state(match)
    submit_action(match.pk, 0, st.step, {"kind": "play", "card": card(match, name), "to": -1, "pay": "auto"})
    return st.step + 1


def test_a_misplayed_unit_is_taken_back_as_one_more_recorded_action(match) -> None:
    before = load_state(match)
    step = play(match, "Scout")
    played = load_state(match)
    assert len(played.players[0].hand) == 1 and sum(played.objs[r].exhausted for r in played.players[0].runes) == 2
    assert undoable(match.pk, step)[0] == 0
    submit_action(match.pk, 0, step, {"kind": "takeback"})
    now = load_state(match)
    assert now.step == step + 1 == 2  # the log only grows
    assert sorted(now.players[0].hand) == sorted(before.players[0].hand)
    assert not any(now.objs[r].exhausted for r in now.players[0].runes)  # 509.5.a: the runes come back
    rows = list(MatchAction.objects.filter(match=match).order_by("seq").values_list("seq", "seat", "payload"))
    assert rows == [(0, 0, rows[0][2]), (1, 0, {"kind": "takeback"})] and rows[0][2]["kind"] == "play"
    line = MatchAction.objects.get(match=match, seq=1).events
    assert line == [{"kind": "takeback", "text": "A takes back their last action: A plays Scout", "to": -1}]
    for again in (state_at(Match.objects.get(pk=match.pk), use_snapshots=False), _restarted(match)):
        assert again.step == 2 and sorted(again.players[0].hand) == sorted(before.players[0].hand)
        assert not any(again.objs[r].exhausted for r in again.players[0].runes)
    step = play(match, "Scout")  # played again after the take-back: the game goes on from there
    assert load_state(match).step == 3 and len(load_state(match).players[0].hand) == 1


def _restarted(match: Match):
    forget_all()
    return load_state(Match.objects.get(pk=match.pk))


def test_stale_or_duplicated_take_backs_change_nothing(match) -> None:
    step = play(match, "Scout")
    submit_action(match.pk, 0, step, {"kind": "takeback"})
    count = MatchAction.objects.filter(match=match).count()
    with pytest.raises(Refused, match="moved on"):
        submit_action(match.pk, 0, step, {"kind": "takeback"})  # the same frame again
    with pytest.raises(Refused, match="can't be taken back"):
        submit_action(match.pk, 0, step + 1, {"kind": "takeback"})  # taking back the take-back
    with pytest.raises(Refused, match="malformed"):
        submit_action(match.pk, 0, step + 1, {"kind": "takeback", "of": 0})
    assert MatchAction.objects.filter(match=match).count() == count


def test_after_anyone_acted_the_action_stands(match) -> None:
    step = play(match, "Scout")
    with pytest.raises(Refused, match="nothing of yours"):
        submit_action(match.pk, 1, step, {"kind": "takeback"})  # B has no action to take back
    forget_all()  # after a restart the kept take-back is gone: checked from the database
    submit_action(match.pk, 0, step, {"kind": "takeback"})
    step = play(match, "Ping")  # A keeps priority with Ping on the chain: still theirs to take back
    assert undoable(match.pk, step)[0] == 0
    submit_action(match.pk, 0, step, {"kind": "pass"})
    with pytest.raises(Refused, match="nothing of yours|can't be taken back"):
        submit_action(match.pk, 0, step + 1, {"kind": "takeback"})  # a pass hands the table on
    assert load_state(match).priority == 1


def test_an_action_that_revealed_a_card_stands(match) -> None:
    """Ping resolving draws A a card they could not see: that step revealed hidden information."""
    play(match, "Ping")
    st = load_state(match)
    after_a, _ = apply(st, Action("pass", 0))
    after_b, events = apply(after_a, Action("pass", 1))
    assert revealed(after_a, after_b, 0, events) and not revealed(st, after_a, 0, [])


def test_a_mulligan_is_not_taken_back(duel) -> None:
    st = load_state(duel)
    seat = st.pending.player
    redraw = next(a for a in legal_actions(st, seat) if a.kind == "choose" and len(a.choice["cards"]) == 1)
    submit_action(duel.pk, seat, 0, redraw.to_data())
    assert undoable(duel.pk, 1) is None
    with pytest.raises(Refused, match="revealed hidden information|decision has passed"):
        submit_action(duel.pk, seat, 1, {"kind": "takeback"})
    assert MatchAction.objects.filter(match=duel).count() == 1
