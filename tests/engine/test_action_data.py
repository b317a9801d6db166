"""Actions travel as data (websocket frames, the stored action log): the round trip must be exact."""

import random

from game.engine import Action, apply, legal_actions, new_game
from tests.engine.randomplay import actor, catalog, decks, pick


def test_every_legal_action_survives_to_data_and_from_data():
    kinds = set()
    for seed in range(8):
        state, _ = new_game(decks(), mode="duel", seed=seed, catalog=catalog())
        rnd = random.Random(seed)
        for _ in range(300):
            if state.winners:
                break
            for action in legal_actions(state, actor(state)):
                assert Action.from_data(action.to_data()) == action, action
                kinds.add(action.kind)
            state, _ = apply(state, pick(st=state, rnd=rnd))
    assert {"play", "move", "hide", "pass", "end_turn", "choose"} <= kinds
