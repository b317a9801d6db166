"""The game log: a drawn card is named for the player who drew it and hidden from everyone else,
and each viewer reads exactly one line per draw."""

from __future__ import annotations

import re

import pytest

from game.engine import ALL, NOBODY, SPECTATOR, Event, visible
from game.engine.model.events import all_but
from game.services import load_state
from game.services.board import log_lines

pytestmark = pytest.mark.django_db


def test_everyone_but_one_player_is_an_audience():
    public_half = Event("draw", "A draws a card", all_but(1))
    assert visible(public_half, 0) and visible(public_half, 2) and visible(public_half, SPECTATOR)
    assert not visible(public_half, 1)
    assert visible(public_half, None)  # the omniscient log keeps both halves
    assert not visible(Event("x", "y", NOBODY), SPECTATOR) and visible(Event("x", "y", ALL), 3)


def _draw_lines(lines: list[str], name: str) -> tuple[int, int]:
    """(hidden "draws a card" lines, named "draws <card>" lines) about player `name`."""
    hidden = sum(1 for line in lines if line == f"{name} draws a card")
    named = sum(1 for line in lines if re.fullmatch(rf"{re.escape(name)} draws (?!a card$).+", line))
    return hidden, named


def test_the_drawer_reads_only_the_named_line_and_nobody_else_reads_it(duel):
    state = load_state(duel)
    names = [p.name for p in state.players]
    hand_names = [{state.name(o) for o in p.hand} for p in state.players]
    for seat in (0, 1):
        mine = log_lines(duel, seat)
        assert _draw_lines(mine, names[seat]) == (0, 4)  # the opening hand, once each
        assert _draw_lines(mine, names[1 - seat]) == (4, 0)
        theirs = [line for line in mine if line.startswith(f"{names[1 - seat]} draws ")]
        assert not any(card in line for line in theirs for card in hand_names[1 - seat])
    watching = log_lines(duel, None)
    for name in names:
        assert _draw_lines(watching, name) == (4, 0)


def test_a_live_log_built_step_by_step_is_the_log_from_scratch(annie, garen):
    """The live board adds each action's lines to the viewer's log of the step before; past the
    window of LOG_LINES actions (and the setup lines) it must drop exactly what a fresh read drops."""
    import random

    from game.live import forget_all
    from game.services import submit_action
    from game.services.board import LOG_LINES, live_log_context, log_context, log_entries
    from game.services.state import decider, legal_table

    from .helpers import bot_table, payload

    match = bot_table(annie, garen, "duel", 2)
    rnd = random.Random(3)
    compared = 0
    for _ in range(LOG_LINES + 40):
        table = load_state(match)
        if table.over:
            break
        for seat in (0, 1, None):
            live = live_log_context(match, seat, table.step)
            assert live == log_context(log_entries(match, seat, step=table.step)), (seat, table.step)
            compared += 1
        seat = decider(table)
        options = [a for a in legal_table(table, seat) if a.kind != "concede"]
        submit_action(match.pk, seat, table.step, payload(rnd.choice(options)))
    assert compared > 3 * LOG_LINES  # past the window
    forget_all()  # a viewer with nothing kept reads from scratch
    step = load_state(match).step
    assert live_log_context(match, 0, step) == log_context(log_entries(match, 0, step=step))


def test_a_live_log_drops_what_leaves_the_window_even_when_few_lines_are_readable(duel):
    """A viewer who reads one action in three still sees only the last LOG_LINES actions' lines
    (and the setup lines only while fewer actions than that were played), as a fresh read does."""
    from game.models import MatchAction
    from game.services.board import LOG_LINES, live_log_context, log_context, log_entries

    for seq in range(LOG_LINES + 30):
        events = [{"kind": "x", "text": f"action {seq}", "to": ALL if seq % 3 == 0 else 1}]
        MatchAction.objects.create(match=duel, seq=seq, seat=0, payload={}, events=events)
    for step in range(LOG_LINES + 31):
        live = live_log_context(duel, 0, step)
        assert live == log_context(log_entries(duel, 0, step=step)), step
    assert "action 0<" not in live["log_items"] and f"action {LOG_LINES + 27}<" in live["log_items"]
