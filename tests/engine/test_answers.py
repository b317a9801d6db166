"""A decision's answer carries only the keys that decision reads (game/engine/model/answers.py): a misspelt
key was read as absent, so the answer meant "none" (keep the whole hand, keep the deck as it is)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import game.engine.loop.match as match_mod
from game.engine import Action, IllegalAction, apply, legal_actions, new_game
from game.engine.loop.match import apply_match, legal_match_actions, new_match
from game.engine.model.answers import ANSWER_KEYS
from game.engine.model.cards import default_catalog
from game.engine.model.state import RULES_V14

from .catalogplay import actor as catalog_actor
from .catalogplay import catalog_decks
from .randomplay import actor, catalog, decks

ENGINE = Path(__file__).resolve().parents[2] / "game" / "engine"


@pytest.fixture
def test_cards(monkeypatch):
    """A Match's games are dealt from the test cards (randomplay's decks)."""
    cards, deal = catalog(), match_mod.new_game
    monkeypatch.setattr(match_mod, "new_game", lambda *a, **k: deal(*a, **{**k, "catalog": cards}))


def test_every_decision_the_engine_asks_has_its_keys():
    asked = {kind for path in ENGINE.rglob("*.py")
             for kind in re.findall(r'(?:Pending|MatchDecision)\("(\w+)"', path.read_text())}
    assert {"mulligan", "sideboard", "choose_first", "present_battlefield"} <= asked
    assert asked - set(ANSWER_KEYS) == set()


def test_every_legal_answer_uses_only_its_keys():
    """Random games of catalog decks: each answer `legal_actions` lists stays within its decision's keys
    (the catalog fuzz tests then apply such answers)."""
    seen = set()
    for seed in range(6):  # the random decks follow which catalog cards are implemented: enough games to meet
        st, _ = new_game(catalog_decks(seed), "duel", seed=seed, catalog=default_catalog())  # 3 decision kinds
        rnd = random.Random(seed)
        for _ in range(400):
            if st.over:
                break
            p = catalog_actor(st)
            acts = [a for a in legal_actions(st, p) if a.kind != "concede"]
            if st.pending is not None:
                seen.add(st.pending.kind)
                assert all(set(a.choice) <= set(ANSWER_KEYS[st.pending.kind]) for a in acts), st.pending.kind
            st, _ = apply(st, rnd.choice(acts))
    assert "mulligan" in seen and len(seen) >= 3, seen


def test_a_mulligan_answer_with_a_misspelt_key_is_refused():
    st, _ = new_game(decks(), "duel", seed=1, catalog=catalog())
    seat = actor(st)
    card = st.players[seat].hand[0]
    with pytest.raises(IllegalAction, match=r"unknown key 'card' in an answer to the mulligan decision: it takes cards"):
        apply(st, Action("choose", seat, choice={"card": [card]}))
    after, _ = apply(st, Action("choose", seat, choice={"cards": [card]}))  # spelt right: set aside
    assert card not in after.players[seat].hand


def between_games():
    m = new_match(decks(mode="match"), seed=3, rules=RULES_V14)
    for p in (0, 1):
        m, _ = apply_match(m, legal_match_actions(m, p)[0])
    m, _ = apply_match(m, Action("concede", 1))
    assert m.pending.kind == "sideboard" and m.pending.player == 0
    return m


@pytest.mark.parametrize("choice", [{"outs": ["Zap"], "ins": ["Ogre"]}, {"out": [], "in": [], "keep": True}])
def test_a_sideboard_answer_with_unknown_keys_is_refused(test_cards, choice):
    m = between_games()
    with pytest.raises(IllegalAction, match="unknown key.* in an answer to the sideboard decision: it takes out and in"):
        apply_match(m, Action("choose", 0, choice=choice))


@pytest.mark.parametrize("choice", [{"out": "Zap", "in": "Ogre"}, {"out": None, "in": []}, {"out": [1], "in": [2]}])
def test_a_sideboard_answer_must_list_card_references(test_cards, choice):
    with pytest.raises(IllegalAction, match="lists of the cards"):
        apply_match(between_games(), Action("choose", 0, choice=choice))


def test_the_other_match_decisions_refuse_unknown_keys(test_cards):
    m = new_match(decks(mode="match"), seed=3, rules=RULES_V14)
    with pytest.raises(IllegalAction, match="present battlefield decision: it takes battlefield"):
        apply_match(m, Action("choose", 0, choice={"battlefield": "Field A1", "bf": "Field A2"}))
    m = between_games()
    for p in (0, 1):
        m, _ = apply_match(m, Action("choose", p, choice={"out": [], "in": []}))
    with pytest.raises(IllegalAction, match="choose first decision: it takes player"):
        apply_match(m, Action("choose", m.pending.player, choice={"first": 0}))
