"""Two tabs of one player, a reconnection during the opponent's turn, a spectator joining while the
chain is open: every connection ends up showing exactly what a fresh render of the match shows."""

from __future__ import annotations

import html
import json

import pytest
from asgiref.sync import sync_to_async

from game.engine import legal_actions
from game.models import Match, MatchAction
from game.services import decider, load_state, submit_action
from game.services.board import readable
from game.services.bots import choose
from game.services.render import full_board
from tests.game.helpers import payload
from tests.security.wsclient import connect, drain, joined, until

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.asyncio]


def bot_move(match_id: int) -> tuple[int, int, dict]:
    st = load_state(Match.objects.get(pk=match_id))
    seat = decider(st)
    return st.step, seat, payload(choose(st, seat, [a for a in legal_actions(st, seat) if a.kind != "concede"]))


async def test_two_tabs_of_one_player_stay_in_step(duel, annie, garen):
    step, seat, move = await sync_to_async(bot_move)(duel.pk)
    user = annie if seat == 0 else garen
    tab1, tab2 = await connect(duel.pk, user), await connect(duel.pk, user)
    await joined(tab1)
    await joined(tab2)
    frame = json.dumps({"seq": step, "action": move})
    await tab1.send_to(text_data=frame)
    await tab2.send_to(text_data=frame)  # the same click in the other tab: stale by now, or first
    for tab in (tab1, tab2):
        frames = await drain(tab)
        assert any(f'data-seq="{step + 1}"' in f for f in frames)
    assert await sync_to_async(MatchAction.objects.filter(match=duel).count)() == 1
    await tab1.disconnect()
    await tab2.disconnect()


async def test_reconnecting_during_the_opponents_turn(duel, annie, garen):
    comm = await connect(duel.pk, annie)
    await joined(comm)
    await comm.disconnect()
    for moved in range(60):  # the game goes on without annie's connection, bots deciding for both seats
        step, seat, move = await sync_to_async(bot_move)(duel.pk)
        await sync_to_async(submit_action)(duel.pk, seat, step, move)
        st = await sync_to_async(load_state)(await sync_to_async(Match.objects.get)(pk=duel.pk))
        if moved > 5 and decider(st) == 1:
            break
    comm = await connect(duel.pk, annie)
    board = await comm.receive_from(timeout=5)
    assert f'data-seq="{st.step}"' in board
    assert board == (await sync_to_async(full_board)(await sync_to_async(Match.objects.get)(pk=duel.pk), 0))[0]
    await comm.disconnect()


async def test_a_spectator_joining_mid_chain_sees_the_chain(duel, annie):
    st = None
    for _ in range(400):
        st = await sync_to_async(load_state)(await sync_to_async(Match.objects.get)(pk=duel.pk))
        if st.chain or st.over:
            break
        step, seat, move = await sync_to_async(bot_move)(duel.pk)
        await sync_to_async(submit_action)(duel.pk, seat, step, move)
    if not st.chain:
        pytest.skip("the bots never left a chain open in 400 steps")
    watcher = await connect(duel.pk)
    board = await watcher.receive_from(timeout=5)
    expected = (await sync_to_async(full_board)(await sync_to_async(Match.objects.get)(pk=duel.pk), None))[0]
    assert board == expected and 'id="chain"' in board
    assert all(readable(item.name) in html.unescape(board) for item in st.chain)  # as players read it
    step, seat, move = await sync_to_async(bot_move)(duel.pk)  # the chain moves on: the spectator follows
    await sync_to_async(submit_action)(duel.pk, seat, step, move)
    await until(watcher, f'data-seq="{step + 1}"')
    await watcher.disconnect()
