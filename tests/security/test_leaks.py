"""The leak checker catches what it must (so the audit can fail) and accepts what a viewer may know."""

from __future__ import annotations

import html
import json

import pytest

from game.services import load_state
from tests.security.leaks import SPECTATOR, Knowledge, leaks

pytestmark = pytest.mark.django_db


def hand_card(duel, seat: int):
    """A card in `seat`'s hand whose name the other seat cannot know (no public or own copy)."""
    st = load_state(duel)
    other = Knowledge(1 - seat)
    other.learn(st)
    oid = next(o for o in st.players[seat].hand if st.table.defs[st.objs[o].card].name not in other.public_names)
    return st, oid, st.table.defs[st.objs[oid].card].name


def test_an_opponents_hand_card_is_caught_by_name_code_and_id(duel):
    st, oid, name = hand_card(duel, 1)
    known = Knowledge(0)
    known.learn(st)
    assert leaks("<p>the board</p>", st, known) == []
    assert leaks(f"<li>{html.escape(name)}</li>", st, known) == [f"name {name!r}"]
    assert leaks(f'<img src="/static/cards/{st.objs[oid].card}.webp">', st, known)
    assert leaks(f'<button data-oid="{oid}">?</button>', st, known) == [f"id {oid}"]
    action = html.escape(json.dumps({"kind": "play", "card": oid}))
    assert leaks(f'<button data-action="{action}">', st, known) == [f"id {oid}"]


def test_own_hand_is_fine_and_a_spectator_sees_no_hand(duel):
    st, oid, name = hand_card(duel, 0)
    mine, spectator = Knowledge(0), Knowledge(SPECTATOR)
    mine.learn(st)
    spectator.learn(st)
    assert leaks(f"<li>{name}</li><b data-oid=\"{oid}\"></b>", st, mine) == []
    assert leaks(f"<li>{name}</li>", st, spectator) == [f"name {name!r}"]


def test_only_events_addressed_to_the_viewer_teach_it(duel):
    st, _, name = hand_card(duel, 1)
    known = Knowledge(0)
    known.hear([{"text": f"you look at {name}", "to": 1}], st)
    assert leaks(f"<li>you look at {name}</li>", st, known)  # someone else's private event, delivered
    known.hear([{"text": f"reveals {name}", "to": -1}], st)
    assert leaks(f"<li>reveals {name}</li>", st, known) == []
