"""A game keeps the Core Rules version it was created with (issue 11: "old matches still replay").

`data/games-v1.4.json` holds games recorded by `rules_fixture.py` with the engine as it stood under Core
Rules v1.4, before the version was recorded: one game in each mode and a best-of-3 Match. Replayed as
v1.4 games they must reach the same final states, however the engine's newer rules differ.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.engine import Action, IllegalAction, apply, from_json, legal_actions, new_game, to_json
from game.engine.loop.match import apply_match, match_from_json, match_to_json, new_match
from game.engine.model.state import RULES, RULES_2026_10, RULES_V14
from tests.bot.decks import catalog

from .rules_fixture import digest

RECORDED = json.loads((Path(__file__).parent / "data" / "games-v1.4.json").read_text())["games"]


def replay(game: dict[str, Any], rules: int) -> Any:
    actions = [Action.from_data(a) for a in game["actions"]]
    if game["mode"] == "bo3":
        m = new_match(game["decks"], seed=game["seed"], setup_version=game["setup_version"], rules=rules)
        for a in actions:
            m, _ = apply_match(m, a)
        return m
    st, _ = new_game(game["decks"], game["mode"], seed=game["seed"], catalog=catalog(),
                     setup_version=game["setup_version"], rules=rules)
    for a in actions:
        st, _ = apply(st, a)
    return st


@pytest.mark.parametrize("game", RECORDED, ids=[g["mode"] for g in RECORDED])
def test_a_game_recorded_under_v14_replays_to_the_same_state(game: dict[str, Any]) -> None:
    final = replay(game, RULES_V14)
    assert digest(final) == game["digest"]
    assert (final.winners if game["mode"] != "bo3" else [final.winner]) == game["winners"]


def test_new_games_play_by_the_current_rules_and_keep_them_in_their_text() -> None:
    game = RECORDED[0]
    st, _ = new_game(game["decks"], game["mode"], seed=game["seed"], catalog=catalog())
    assert st.rules == RULES == RULES_2026_10
    assert from_json(to_json(st)).rules == RULES_2026_10
    old, _ = new_game(game["decks"], game["mode"], seed=game["seed"], catalog=catalog(), rules=RULES_V14)
    assert '"rules"' not in to_json(old)  # a v1.4 text reads as it did before versions were recorded
    assert from_json(to_json(old)).rules == RULES_V14
    m = new_match(RECORDED[-1]["decks"], seed=1, rules=RULES_V14)
    assert match_from_json(match_to_json(m)).rules == RULES_V14
    assert match_from_json(match_to_json(new_match(RECORDED[-1]["decks"], seed=1))).rules == RULES_2026_10


def test_an_unknown_rules_version_is_refused() -> None:
    game = RECORDED[0]
    with pytest.raises(ValueError, match="unknown rules version"):
        new_game(game["decks"], game["mode"], seed=1, catalog=catalog(), rules=99)


def test_a_v14_game_still_asks_a_move_spells_destination_as_it_resolves() -> None:
    """355.4 under the 2026-10-09 rules: the play chooses where (`move_to`); a game stored under v1.4 was
    played asking at resolution (`choose_destination`), and keeps doing so to replay as it was."""
    from game.scenarios.runner import Scenario

    hop = {"type": "spell", "cost": 0, "keywords": ["Action"],
           "script": {"targets": [{"what": "unit", "who": "friendly"}], "effects": [["move", {"to": "t0"}]]}}
    data = {"cards": {"Hop": hop, "Pup": {"type": "unit", "might": 2, "cost": 1}},
            "players": [{"name": "A", "hand": [{"card": "Hop", "as": "h"}], "base": [{"card": "Pup", "as": "p"}]},
                        {"name": "B"}],
            "battlefields": [{"as": "bf1"}, {"as": "bf2"}], "turn": {"player": "A", "phase": "main", "number": 3}}
    new, old = Scenario(data), Scenario(data)
    old.st.rules = RULES_V14
    play = {"act": "play", "by": "A", "card": "h", "targets": ["p"]}
    new_plays = [a for a in legal_actions(new.st, 0) if a.kind == "play"]
    assert sorted(a.options["move_to"] for a in new_plays) == [[0], [1]]
    old_plays = [a for a in legal_actions(old.st, 0) if a.kind == "play"]
    assert len(old_plays) == 1 and "move_to" not in old_plays[0].options
    with pytest.raises(IllegalAction, match="355.4"):
        apply(new.st, new.action(play))
    st = old.st
    for a in (old.action(play), Action("pass", 0), Action("pass", 1)):
        st, _ = apply(st, a)
    assert st.pending is not None and st.pending.kind == "choose_destination" and st.pending.options == [0, 1]


def test_taking_control_of_a_unit_at_a_battlefield_contests_it_only_under_the_2026_rules() -> None:
    """190.3.a.2 is new in the 2026-10-09 text: the new controller contests the battlefield (a combat
    follows); a v1.4 game keeps the battlefield uncontested."""
    from pathlib import Path

    import yaml

    from game.scenarios.runner import Scenario

    path = Path(__file__).resolve().parents[1] / "scenarios" / "r2026-take-control-at-a-battlefield-contests-it.yaml"
    data = yaml.safe_load(path.read_text())
    outcome = {}
    for rules in (RULES_2026_10, RULES_V14):
        sc = Scenario(data)
        sc.st.rules = rules
        st = sc.st
        for step in data["steps"][:3]:
            st, _ = apply(st, sc.action(step))
        outcome[rules] = (st.battlefields[0].contested_by, st.showdown is not None)
    assert outcome[RULES_2026_10] == (0, True)
    assert outcome[RULES_V14] == (-1, False)
