"""The rules sandbox (issue 13.3): a match from a position, played hot-seat or against bots, replayed
like any match; a wrong position says which line is wrong and creates nothing."""

from __future__ import annotations

import pytest
from django.urls import reverse

from game.engine import legal_actions
from game.models import Match, Seat
from game.services import load_state, state_at, submit_action
from game.services.render import seat_of
from game.services.sandbox import SandboxError, create_sandbox, public_position, public_positions

pytestmark = pytest.mark.django_db

POSITION = """mode: duel
cards:
  Scout: {type: unit, might: 2, cost: 1}
players:
  - {name: A, points: 3, base: [{card: Scout, as: s}]}
  - {name: B, points: 1}
battlefields: [{as: bf1}, {as: bf2}]
turn: {player: A, phase: main, number: 3}
steps:
  - {act: move, by: A, units: [s], to: bf1}
"""


@pytest.fixture
def ann(django_user_model):
    return django_user_model.objects.create_user("ann", password="pw-for-tests-only")


def test_a_hot_seat_sandbox_starts_from_the_position_with_every_seat_its_creators(ann) -> None:
    match = create_sandbox(ann, POSITION)
    assert match.status == "live" and match.scenario
    seats = list(match.seats.order_by("index"))
    assert [s.user_id for s in seats] == [ann.pk, ann.pk] and [s.label for s in seats] == ["A", "B"]
    st = load_state(match)
    assert [p.points for p in st.players] == [3, 1] and st.turn_number == 3 and st.step == 0
    assert seat_of(match, ann.pk, 1) == 1 and seat_of(match, ann.pk, None) == 0 and seat_of(match, ann.pk, 7) == 0


def test_the_creator_acts_for_each_seat_and_the_match_replays_from_its_position(ann) -> None:
    match = create_sandbox(ann, POSITION)
    st = load_state(match)
    move = next(a for a in legal_actions(st, 0) if a.kind == "move" and a.to == 0)
    submit_action(match.pk, 0, 0, move.to_data())
    submit_action(match.pk, 0, 1, {"kind": "pass", "player": 0})
    submit_action(match.pk, 1, 2, {"kind": "pass", "player": 1})  # hot-seat: the same account as B
    again = state_at(Match.objects.get(pk=match.pk), use_snapshots=False)
    assert again.step == 3 and again.battlefields[0].controller == 0 and again.players[0].points == 4


def test_bots_take_the_other_seats(ann) -> None:
    match = create_sandbox(ann, POSITION, bots=[1])
    seats = list(match.seats.order_by("index"))
    assert seats[0].user_id == ann.pk and seats[1].is_bot and seats[1].user_id is None
    with pytest.raises(SandboxError, match="at least one seat"):
        create_sandbox(ann, POSITION, bots=[0, 1])


@pytest.mark.parametrize(("text", "message"), [
    ("mode: duel\nplayers: [\n", "line 3"),
    ("mode: duel\nplayers:\n  - {name: A, base: [{card: Nobody Knows Me}]}\n  - {name: B}\n", "line 3: unknown card"),
    ("- just\n- a list\n", "line 1: a position is a mapping"),
    ("mode: duel\nturn: {player: Zed}\n", "line 2"),
])
def test_a_wrong_position_says_where_and_creates_nothing(ann, text: str, message: str) -> None:
    with pytest.raises(SandboxError, match=message):
        create_sandbox(ann, text)
    assert not Match.objects.exists() and not Seat.objects.exists()


def test_the_page_creates_a_match_from_a_public_puzzle_and_refuses_garbage(client, ann) -> None:
    assert any(p.puzzle for p in public_positions())
    page = client.get(reverse("game:sandbox"))
    assert page.status_code == 200 and b"One point to win" in page.content
    client.force_login(ann)
    bad = client.post(reverse("game:sandbox"), {"text": "players: [\n", "opponents": "hotseat"})
    assert bad.status_code == 400 and b"line 2" in bad.content and not Match.objects.exists()
    ok = client.post(reverse("game:sandbox"), {"public": "puzzle-one-point-to-win", "opponents": "bots"})
    match = Match.objects.get()
    assert ok.status_code == 302 and ok["Location"] == f"{reverse('game:match', args=[match.pk])}?seat=0"
    assert match.scenario and [s.is_bot for s in match.seats.order_by("index")] == [False, True]
    assert load_state(match).players[0].points == 7  # the position's hold in its beginning phase
    board = client.get(ok["Location"])
    assert board.status_code == 200 and b"/ws/matches/" in board.content


def test_hot_seat_board_links_each_seat(client, ann) -> None:
    match = create_sandbox(ann, public_position("combat-with-tank-and-backline").text)
    client.force_login(ann)
    page = client.get(reverse("game:match", args=[match.pk]) + "?seat=1")
    assert b'ws-connect="/ws/matches/%d/?seat=1"' % match.pk in page.content
    assert b'href="?seat=0"' in page.content and b'aria-current="page">B<' in page.content


def test_a_move_spell_on_the_board_offers_each_destination(ann) -> None:
    """355.4: the board lists Charm once per destination, each button saying where the unit goes; the
    sandbox sets the position up (two battlefields with the same name)."""
    from game.services.board import board_context

    match = create_sandbox(ann, """mode: duel
players:
  - {name: A, hand: [{card: Charm, as: c}], runes: [Calm Rune, Calm Rune]}
  - {name: B}
battlefields:
  - {as: bf1, controller: B, units: [{card: Filler, as: f, controller: B}]}
  - {as: bf2}
turn: {player: A, phase: main, number: 3}
""")
    labels = sorted(r["label"] for r in board_context(match, load_state(match), 0)["card_actions"]
                    if r["kind"] == "play")
    assert len(labels) == 2
    assert any("moving it to its base" in x for x in labels)
    assert any("moving it to Test Battlefield (bf 2)" in x for x in labels)
