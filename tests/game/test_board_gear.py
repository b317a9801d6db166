"""Equipment is shown beside the unit it is attached to (the view's public `attached_to`)."""

from __future__ import annotations

import re

import pytest

from game.engine.model.events import Log
from game.engine.model.state import BASE, BF
from game.engine.ops import equipment, zones
from game.services import load_state
from game.services.board import equipped, game_context, render_regions

pytestmark = pytest.mark.django_db


def test_equipped_puts_each_gear_beside_its_unit():
    objs = [{"id": 1, "name": "Sword", "type": "gear", "attached_to": 3}, {"id": 2, "name": "Lux", "type": "unit"},
            {"id": 3, "name": "Garen", "type": "unit"}, {"id": 4, "name": "Shield", "type": "gear"},
            {"id": 5, "name": "Boots", "type": "gear", "attached_to": 9}]
    groups = equipped(objs, {3: objs[2], 9: {"id": 9, "name": "Yi"}})
    assert [g["o"]["id"] for g in groups] == [2, 3, 4, 5]  # unit 9 is elsewhere: its gear stays on its own
    garen = groups[1]
    assert [o["id"] for o in garen["gear"]] == [1] and garen["gear"][0]["attached_name"] == "Garen"
    assert groups[3]["o"]["attached_name"] == "Yi" and not groups[3]["gear"]


def _element(html: str, start: str) -> str:
    """The element that begins with `start` (a "<div ..." opening), up to its balanced closing tag."""
    at = html.index(start)
    depth = 0
    for tag in re.finditer(r"<(/?)div\b", html[at:]):
        depth += -1 if tag.group(1) else 1
        if depth == 0:
            return html[at:at + html[at:].index(">", tag.end()) + 1]
    raise AssertionError("unbalanced html")


def _board_with(state, where: str):
    """A copy of `state` with a unit and a gear of seat 0 on the board (at its base or battlefield 0),
    the gear attached to the unit."""
    st = state.clone()
    p = st.players[0]
    unit = next(o for o in p.main_deck + p.hand if st.card(o).type == "unit")
    gear = next(o for o in p.main_deck + p.hand if st.card(o).type == "gear")
    zone, loc = (BASE, -1) if where == "base" else (BF, 0)
    zones.put(st, unit, zone, controller=0, loc=loc)
    zones.put(st, gear, BASE, controller=0)
    equipment.attach(st, Log(), gear, unit)
    return st, unit, gear


@pytest.mark.parametrize("where", ["base", "battlefield"])
def test_the_board_shows_the_gear_with_its_unit(hiders, where):
    match = hiders
    st, unit, gear = _board_with(load_state(match), where)
    for seat in (0, 1, None):
        html = render_regions(game_context(match, st, seat, replay=False, act=False))
        region = html["seat-row-0"] if where == "base" else html["battlefield-0"]
        group = _element(region, f'<div class="equipped" data-unit="{unit}"')
        assert [int(x) for x in re.findall(r'data-oid="(\d+)"', group)] == [unit, gear]
        assert f"attached to {st.card(unit).name}" in group and group.count('class="i-link"') == 2
        assert region.count(f'data-oid="{gear}"') == 1  # shown once, beside its unit
