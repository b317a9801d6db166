"""The "Suggest a move" button (issue 13.2): offered in a player's match against bots, nowhere else."""

from __future__ import annotations

from html import unescape

import pytest
from django.urls import reverse

from game.engine.loop.match import decider
from game.services import create_match, load_state, submit_action
from game.services.board import board_context, render_regions
from game.services.bots import run_bots
from tests.game.helpers import payload, simple_action

pytestmark = pytest.mark.django_db


def _hint(client, match):
    response = client.get(reverse("game:hint", args=[match.pk]))
    return response.status_code, unescape(response.content.decode())


def test_the_player_gets_the_bots_move_with_a_reason_when_it_is_their_turn(client, annie, annie_deck):
    match = create_match(annie, "duel", annie_deck, others=["bot"])
    client.force_login(annie)
    run_bots(match)  # the bot mulligans first when it goes first
    state = load_state(match)
    assert decider(state) == 0
    status, html = _hint(client, match)
    assert status == 200 and "Suggested:" in html and "Why:" in html
    assert "Keep this hand" in html or "Recycle" in html  # the mulligan, worded as its button
    board = render_regions(board_context(match, state, 0))
    assert f'hx-get="/matches/{match.pk}/hint/"' in board["prompt"] and "Suggest a move" in board["prompt"]
    # once the player has acted and the bot is to act, there is nothing to suggest
    while decider(state) == 0:
        seat, action = simple_action(state)
        state = submit_action(match, seat, state.step, payload(action)).state
    status, html = _hint(client, match)
    assert status == 409 and "isn't your turn" in html
    assert "Suggest a move" not in render_regions(board_context(match, state, 0))["prompt"]


def test_no_hint_against_people_nor_for_someone_else(client, duel, annie, garen, annie_deck):
    client.force_login(annie)
    status, html = _hint(client, duel)
    assert status == 409 and "against bots only" in html
    assert "Suggest a move" not in render_regions(board_context(duel, load_state(duel), 0))["prompt"]
    vs_bot = create_match(annie, "duel", annie_deck, others=["bot"])
    client.force_login(garen)
    assert _hint(client, vs_bot)[0] == 409


def test_hints_need_login_and_get(client, annie, annie_deck):
    match = create_match(annie, "duel", annie_deck, others=["bot"])
    assert client.get(reverse("game:hint", args=[match.pk])).status_code == 302
    client.force_login(annie)
    assert client.post(reverse("game:hint", args=[match.pk])).status_code == 405
