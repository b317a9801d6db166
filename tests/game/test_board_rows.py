"""The board's action rows: each button's payload is exactly one of the seat's legal actions.

board.js sends a row's `data-action` unchanged (or, for a standard move, several units each listed
for the same destination); rows that differ only in payment share a `group` so the page can offer
"choose runes" once. A row whose payload is not one of the engine's legal actions is a board that
offers something the server will refuse.
"""

from __future__ import annotations

import json
import random

import pytest

from game.engine import Action, apply, legal_actions, view
from game.services import decider, load_state
from game.services.board import action_rows

pytestmark = pytest.mark.django_db



def _same(a: Action) -> Action:
    """`a` as it compares after a trip through JSON: only a choice's dict keys change (damage
    assignments name units by id; JSON keys are strings, and the engine reads either)."""
    return Action(a.kind, a.player, a.card, a.ability, a.to, a.units, a.targets, a.options, a.pay,
                  json.loads(json.dumps(a.choice)))


def _rows_match_legal(state, seat) -> list[dict]:
    rows = action_rows(state, seat, view(state, seat))
    legal = [_same(a) for a in legal_actions(state, seat) if a.kind != "concede"]
    sent = [Action.from_data({**json.loads(r["json"]), "player": seat}) for r in rows]
    assert sent == legal  # one row per legal action, each payload exactly that action
    for row, action in zip(rows, legal, strict=True):
        assert row["kind"] == action.kind
        if action.kind in ("play", "move", "hide"):
            assert row["to"] == action.to
        # the group names the action without its payment: same group <=> same action but for `pay`
        assert json.loads(row["group"]) == {k: v for k, v in json.loads(row["json"]).items() if k != "pay"}
    return rows


def _eager(legal: list[Action], rnd: random.Random) -> Action:
    """Hide when possible, else mostly move to battlefields and play cards (to win battlefields,
    where hiding is allowed); the rest at random."""
    for kinds, chance in ((("hide",), 1.0), (("move",), 0.7), (("play",), 0.7)):
        found = [a for a in legal if a.kind in kinds and (a.kind != "move" or a.to >= 0)]
        if found and rnd.random() < chance:
            return rnd.choice(found)
    return rnd.choice([a for a in legal if a.kind != "concede"])


def test_every_row_sends_one_legal_action_through_a_whole_game(hiders):
    state = load_state(hiders)
    seen: set[str] = set()
    hides = 0
    for seed in range(3):
        st, rnd = state, random.Random(seed)
        for _ in range(400):
            if st.over:
                break
            seat = decider(st)
            rows = _rows_match_legal(st, seat)
            seen.update(r["kind"] for r in rows)
            for r in rows:
                if r["kind"] == "hide":
                    hides += 1
                    assert st.battlefields[r["to"]].controller == seat
                    assert " at your base" not in r["base_label"]
            st, _ = apply(st, _eager(legal_actions(st, seat), rnd))
    assert {"play", "move", "pass", "end_turn", "choose", "activate"} <= seen
    assert hides, "no hide was listed: the Hidden cards never came up"


def test_rows_of_one_group_differ_only_in_payment(duel):
    state = load_state(duel)
    rnd = random.Random(5)
    grouped = 0
    for _ in range(300):
        if state.over:
            break
        seat = decider(state)
        rows = action_rows(state, seat, view(state, seat))
        groups: dict[str, list[dict]] = {}
        for r in rows:
            groups.setdefault(r["group"], []).append(r)
        for members in groups.values():
            if len(members) > 1:
                grouped += 1
                payloads = [json.loads(r["json"]) for r in members]
                assert all(p.get("pay") for p in payloads)  # only payments tell them apart
                assert len({json.dumps(p["pay"], sort_keys=True) for p in payloads}) == len(payloads)
                assert len({r["base_label"] for r in members}) == 1
        legal = [a for a in legal_actions(state, seat) if a.kind != "concede"]
        state, _ = apply(state, rnd.choice(legal))
    assert grouped, "no action had several payments in this game"
