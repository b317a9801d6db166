"""Each board region renders from its own picked inputs exactly as from the whole board context, in
every mode and for every viewer, at many steps of real games; and equal inputs are rendered once."""

from __future__ import annotations

import random

import pytest
from django.template.loader import render_to_string

from game.live import forget_all
from game.services import load_state, submit_action
from game.services.board import board_context, regions
from game.services.regions import region_html
from game.services.state import decider, legal_table

from .helpers import bot_table, payload

pytestmark = pytest.mark.django_db


def _full_context_html(ctx: dict, rid: str, template: str) -> str:
    """The region rendered the old way: the whole context plus the region's loop variable."""
    extra: dict = {}
    if rid.startswith(("seat-", "runes-", "last-")):
        extra = {"p": next(p for p in ctx["players"] if f"-{p['index']}" == rid[rid.rindex("-"):])}
    elif rid.startswith("battlefield-"):
        extra = {"b": next(b for b in ctx["battlefields"] if rid == f"battlefield-{b['index']}")}
    return render_to_string(template, {**ctx, **extra, "oob": True}, using="board")


def _check_all_regions(match, table, seats) -> int:
    checked = 0
    for seat in seats:
        ctx = board_context(match, table, seat)
        for region in regions(ctx):
            assert region_html(region, True) == _full_context_html(ctx, region.id, region.template), \
                f"region {region.id} for viewer {seat} at step {table.step}"
            checked += 1
    return checked


@pytest.mark.parametrize(("mode", "best_of"), [("duel", 1), ("duel", 3), ("ffa4", 1), ("2v2", 1)])
def test_regions_render_the_same_from_their_inputs(annie, garen, mode, best_of):
    seats = {"duel": 2, "ffa4": 4, "2v2": 4}[mode]
    match = bot_table(annie, garen, mode, seats, best_of)
    rnd = random.Random(7)
    forget_all()
    checked = 0
    for _ in range(160):
        table = load_state(match)
        if table.over:
            break
        if table.step % 4 == 0:
            checked += _check_all_regions(match, table, [*range(seats), None])
        seat = decider(table)
        options = [a for a in legal_table(table, seat) if a.kind != "concede"]
        submit_action(match.pk, seat, table.step, payload(rnd.choice(options)))
    assert checked > 100


def test_equal_inputs_are_rendered_once(duel, monkeypatch):
    import game.services.regions as regions_module
    from game.services.regions import UNCACHED

    rendered: list[str] = []
    real = regions_module.board_template
    monkeypatch.setattr(regions_module, "board_template", lambda t: rendered.append(t) or real(t))
    forget_all()
    ctx = board_context(duel, load_state(duel), 0)
    first = {r.id: region_html(r, True) for r in regions(ctx)}
    count = len(rendered)
    assert len([t for t in rendered if not t.endswith("tile.jinja")]) == len(first)
    assert "game/board/tile.jinja" in rendered  # tiles are cached on their own
    again = {r.id: region_html(r, True) for r in regions(board_context(duel, load_state(duel), 0))}
    assert again == first and rendered[count:] == sorted(UNCACHED)  # only the log is rendered again
    assert {r.id: region_html(r, False) for r in regions(ctx)} != first  # oob is an input too


def test_a_live_update_renders_from_memory_without_queries(duel, django_assert_num_queries):
    from game.services.render import regions_at, regions_in_memory

    state = load_state(duel)
    seat = decider(state)
    action = next(a for a in legal_table(state, seat) if a.kind != "concede")
    step = submit_action(duel.pk, seat, state.step, payload(action)).step  # keeps the row and log tail
    assert regions_in_memory(duel.pk, 0, step) is None  # seats not read yet in this process
    expected = {s: regions_at(duel.pk, s, step) for s in (0, 1, None)}
    with django_assert_num_queries(0):
        assert {s: regions_in_memory(duel.pk, s, step) for s in (0, 1, None)} == expected
    forget_all()  # a restart: nothing cached, so nothing renders from memory
    assert regions_in_memory(duel.pk, None, step) is None


def test_an_update_sends_only_the_new_log_lines(duel):
    from game.services.render import diff_regions, full_board, regions_at

    _, last = full_board(duel, 1)
    state = load_state(duel)
    seat = decider(state)
    action = next(a for a in legal_table(state, seat) if a.kind != "concede")
    step = submit_action(duel.pk, seat, state.step, payload(action)).step
    now = regions_at(duel.pk, 1, step)
    frame = diff_regions(now, last)
    assert '<ol id="log-lines" hx-swap-oob="afterbegin">' in frame and 'id="log"' not in frame
    added = frame.split('hx-swap-oob="afterbegin">', 1)[1].split("</ol>", 1)[0]
    assert added and added in now["log"]  # the new lines, newest first, as the full region has them
    newest_before = last["log"].split('<li data-k="', 1)[1].split('"', 1)[0]
    assert f'data-k="{newest_before}"' not in added  # nothing the board already shows


def test_the_whole_log_is_sent_when_the_board_is_too_far_behind():
    from game.services.render import log_added

    head = '<section id="log" hx-swap-oob="true"><ol id="log-lines">'
    old = head + '<li data-k="1000">a</li></ol></section>'
    new = head + '<li data-k="9000">x</li><li data-k="8000">y</li></ol></section>'
    assert log_added(new, old) == new
    newer = head + '<li data-k="2000">b</li><li data-k="1000">a</li></ol></section>'
    assert log_added(newer, old) == '<ol id="log-lines" hx-swap-oob="afterbegin"><li data-k="2000">b</li></ol>'


def test_render_keys_are_equal_for_equal_inputs_however_they_were_built():
    import sys

    import pytest

    from game.services.regions import _key_of

    shared = "Annie"
    built = "".join(["An", "nie"])  # equal, but another object and not interned
    assert built is not shared and _key_of({"a": [shared, shared]}) == _key_of({"a": [shared, built]})
    assert _key_of({"a": sys.intern("x" * 3)}) == _key_of({"a": "".join(["x"] * 3)})
    assert _key_of({"a": 1}) != _key_of({"a": True}) != _key_of({"a": "1"})
    with pytest.raises(ValueError):
        _key_of({"a": object()})
