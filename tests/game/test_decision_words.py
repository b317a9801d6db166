"""Every decision says what it asks and which card asks it (issues 18-22: "the board prompts every new decision
clearly"): random games of each set's implemented cards, and at each decision the title the board gives the
deciding player, the words of each answer, and what the other players read."""

from __future__ import annotations

import random

import pytest

from game.engine import apply, legal_actions, new_game, view
from game.engine.model.state import State
from game.services.board import choice_label, objects_by_id, target_labels
from game.services.decision_words import DECISIONS, decision_source, decision_title, option_label, source_text
from tests.engine import randomplay
from tests.engine.soak import soak_decks

SETS = ("OGN", "SFD", "UNL", "VEN", "RAD")


def decisions(card_set: str, seeds: range, steps: int = 500):
    """(state, pending) at every decision of random games of `card_set`'s cards, the modes in turn."""
    for seed in seeds:
        mode = ("duel", "ffa3", "ffa4", "2v2")[seed % 4]
        st, _ = new_game(soak_decks(mode, seed, (card_set,)), mode=mode, seed=seed)
        rnd = random.Random(seed)
        for _ in range(steps):
            if st.over:
                break
            if st.pending is not None:
                yield st
            st, _ = apply(st, randomplay.pick(st, rnd))


def answers(st: State, seat: int) -> list[str]:
    v = view(st, seat)
    objs, labels = objects_by_id(v), target_labels(v, seat)
    out = []
    for a in legal_actions(st, seat):
        if a.kind == "choose":
            out.append(option_label(st, st.pending.data, a.choice["option"]) if "option" in a.choice
                       else choice_label(a.choice, v, objs, st.pending.kind, labels))
    return out


@pytest.mark.parametrize("card_set", SETS)
def test_each_decision_names_the_card_asking_and_words_its_answers(card_set: str) -> None:
    kinds: set[str] = set()
    named = 0
    for st in decisions(card_set, range(4)):
        pend = st.pending
        seat, data = pend.player, pend.data
        title = decision_title(st, pend.kind, data, seat)
        assert title and title != pend.kind, (pend.kind, data)
        source = decision_source(st, data)
        if source is not None and not data.get("title") and not data.get("purpose"):
            assert st.name(source) in title, (pend.kind, title)  # the card that asks, by name
            about = source_text(st, data, seat)
            assert about is None or about["name"] == st.card(source).name
            named += 1
        words = answers(st, seat)
        assert all(w and '{"' not in w for w in words), (pend.kind, words)  # never a raw answer
        for other in range(len(st.players)):  # what the others read names no card hidden from them
            if other != seat and source is not None and st.objs[source].zone in ("hand", "facedown"):
                assert st.name(source) not in decision_title(st, pend.kind, data, other) or \
                    st.objs[source].owner == other
        kinds.add(pend.kind)
    assert {"mulligan", "may"} <= kinds and named > 0, kinds


def test_a_choose_one_answer_reads_its_printed_words_and_a_may_names_its_card() -> None:
    """Shakedown (Origins) asks its target's controller to choose one: the buttons read the options, not
    `{"option": ...}`; a trigger's "you may" names its card and trigger."""
    found_option = found_may = False
    for st in decisions("OGN", range(12)):
        pend = st.pending
        if pend.kind == "choose_option" and not found_option:
            words = answers(st, pend.player)
            assert len(words) == len(pend.options) > 1 and all(w in map(str, pend.options) or "{" not in w
                                                               for w in words)
            found_option = True
        if pend.kind == "may" and "finalize" in pend.data and not found_may:
            title = decision_title(st, "may", pend.data, pend.player)
            assert title.startswith(pend.data["finalize"]["name"]) and title != DECISIONS["may"]
            found_may = True
        if found_option and found_may:
            return
    pytest.fail(f"not met in 12 games: a choose one ({found_option}), a trigger's may ({found_may})")
