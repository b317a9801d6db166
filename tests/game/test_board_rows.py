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

from game.engine import Action, apply, legal_actions, new_game, view
from game.engine.model.state import BASE, HAND
from game.engine.ops import zones
from game.services import decider, load_state
from game.services.board import action_rows
from game.services.bots import fallback_choice
from game.services.state import decks_of

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
        spell = action.kind == "play" and state.card(action.card).type == "spell"
        if action.kind in ("play", "move", "hide") and not spell:
            assert row["to"] == action.to
        elif spell:
            assert row["to"] == ""  # a spell goes to the chain: no destination to point at
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


def _ready_to_hide(match):
    """A game of `match` (Lux in seat 0 goes first) where, in seat 0's first Main Phase, that seat
    controls battlefield 0, has a Hidden card in hand and ready runes of two domains."""
    decks = decks_of(match)
    state = next(st for st, _ in (new_game(decks, mode="duel", seed=seed) for seed in range(64)) if st.first == 0)
    for _ in range(20):
        if state.phase == "main" and not state.chain and state.pending is None and decider(state) == 0:
            break
        state, _ = apply(state, fallback_choice(legal_actions(state, decider(state))))
    st = state.clone()
    assert st.turn_player == 0 and decider(st) == 0 and st.phase == "main" and not st.chain
    st.battlefields[0].controller = 0
    me = st.players[0]
    card = next(o for o in me.hand + me.main_deck if st.card(o).has("Hidden"))
    if card not in me.hand:
        zones.put(st, card, HAND)
    for rune in list(me.rune_deck):
        ready = {st.card(r).name for r in st.players[0].runes if not st.objs[r].exhausted}
        if len(ready) >= 2:
            break
        if st.card(rune).name not in ready:
            zones.put(st, rune, BASE, controller=0)
    return st, card


def test_a_hide_row_names_its_battlefield_and_every_payment_is_one_row(hiders):
    st, card = _ready_to_hide(hiders)
    seat = 0
    rows = [r for r in _rows_match_legal(st, seat) if r["kind"] == "hide" and r["source"] == card]
    assert rows and {r["to"] for r in rows} == {0}
    assert all(json.loads(r["json"])["to"] == 0 for r in rows)
    assert {r["base_label"] for r in rows} == {f"Hide {st.card(card).name} at {view(st, seat)['battlefields'][0]['card']['name']} (bf 1)"}
    assert len(rows) >= 2 and len({r["group"] for r in rows}) == 1  # one per rune it may recycle
    assert len({r["pay"] for r in rows}) == len(rows)
    # what the browser sends for a row is accepted
    for r in rows:
        apply(st, Action.from_data({**json.loads(r["json"]), "player": seat}))


def test_every_row_sends_one_legal_action_through_a_whole_game(hiders):
    state = load_state(hiders)
    seen: set[str] = set()
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
                    assert st.battlefields[r["to"]].controller == seat
                    assert " at your base" not in r["base_label"]
            st, _ = apply(st, _eager(legal_actions(st, seat), rnd))
    assert {"play", "move", "pass", "end_turn", "choose", "activate"} <= seen


def _check_groups(st, seat) -> int:
    groups: dict[str, list[dict]] = {}
    for r in action_rows(st, seat, view(st, seat)):
        groups.setdefault(r["group"], []).append(r)
    grouped = 0
    for members in groups.values():
        if len(members) > 1:
            grouped += 1
            payloads = [json.loads(r["json"]) for r in members]
            assert all(p.get("pay") for p in payloads)  # only payments tell them apart
            assert len({json.dumps(p["pay"], sort_keys=True) for p in payloads}) == len(payloads)
            assert len({r["base_label"] for r in members}) == 1
    return grouped


def test_rows_of_one_group_differ_only_in_payment(hiders):
    """Hiding costs one power of any domain: with several runes to recycle, one hide is listed once
    per rune, and those rows form one group; the same holds in every state of a few games."""
    ready, _ = _ready_to_hide(hiders)
    assert _check_groups(ready, 0)
    for seed in range(3):
        st, rnd = load_state(hiders), random.Random(seed)
        for _ in range(400):
            if st.over:
                break
            _check_groups(st, decider(st))
            st, _ = apply(st, _eager(legal_actions(st, decider(st)), rnd))


def test_two_targets_never_share_a_label_and_spells_go_nowhere():
    """Issue 15.3: whose and where tell two targets of one name apart; a spell isn't played "to your
    base"; two battlefields of one name are numbered."""
    from game.scenarios.runner import Scenario

    jinx = "Jinx, Demolitionist"
    st = Scenario({"players": [{"name": "A", "hand": ["Cleave", jinx], "pool": {"energy": 4, "power": {"fury": 1}},
                                "base": [jinx, jinx]},
                               {"name": "B", "base": [jinx]}],
                   "battlefields": [{"as": "bf1", "controller": "A", "units": [{"card": jinx, "controller": "A"}]},
                                    {"as": "bf2"}],
                   "turn": {"player": "A", "phase": "main", "number": 5}}).st
    rows = action_rows(st, 0, view(st, 0))
    cleave = sorted(r["label"] for r in rows if r["label"].startswith("Play Cleave"))
    assert cleave == [f"Play Cleave → B's {jinx} (base)", f"Play Cleave → your {jinx} (base #1)",
                      f"Play Cleave → your {jinx} (base #2)", f"Play Cleave → your {jinx} (bf 1)"]
    assert all(r["to"] == "" for r in rows if r["label"].startswith("Play Cleave"))  # no destination on the board
    labels = [r["label"] for r in rows]
    assert len(labels) == len(set(labels))
    assert f"Play {jinx} to Test Battlefield (bf 1)" in labels and f"Play {jinx} to your base" in labels
