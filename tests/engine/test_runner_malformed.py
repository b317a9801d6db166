"""A malformed scenario file or step fails the scenario with a message naming it, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.scenarios.runner import run_data, run_file

TWO = [{"name": "A"}, {"name": "B"}]


def _fails_with(result, *words: str) -> str:
    assert not result.ok
    text = "\n".join(str(f) for f in result.failures)
    for w in words:
        assert w in text, text
    return text


def test_bad_yaml_is_a_failure(tmp_path: Path) -> None:
    path = tmp_path / "broken.yaml"
    path.write_text("name: broken\nsteps: [ {act: pass, by: A\n", encoding="utf-8")
    _fails_with(run_file(path), "file", "bad YAML", "line 3")


def test_a_file_that_is_not_a_mapping_is_a_failure(tmp_path: Path) -> None:
    path = tmp_path / "list.yaml"
    path.write_text("- just\n- a list\n", encoding="utf-8")
    _fails_with(run_file(path), "file", "list")


def test_unknown_card_is_a_setup_failure() -> None:
    result = run_data({"players": [{"name": "A", "hand": ["No Such Card Anywhere"]}, {"name": "B"}]})
    _fails_with(result, "setup", "No Such Card Anywhere")


def test_unknown_label_names_the_step() -> None:
    result = run_data({"players": TWO, "steps": [{"expect": {"zone": {"nobody": "hand"}}}]})
    text = _fails_with(result, "step 1", "unknown label 'nobody'")
    assert result.failures[0].step == 1, text


def test_unknown_act_names_the_step() -> None:
    result = run_data({"players": TWO, "steps": [{"act": "pass", "by": "A", "expect_error": True},
                                                 {"act": "dance", "by": "A"}]})
    _fails_with(result, "step 2", "unknown act 'dance'")


def test_run_until_without_act_is_a_failure_not_a_key_error() -> None:
    result = run_data({"players": TWO, "steps": [{"run_until": {"phase": "main"}}]})
    _fails_with(result, "step 1", "no `act:`", "run_until")


@pytest.mark.parametrize("step, words", [
    ("pass", ("mapping",)),
    ({"act": "run_until"}, ("phase",)),
    ({"act": "pass"}, ("by:",)),
    ({"act": "choose", "by": "A"}, ("choice",)),
    ({"act": "pass", "by": "A", "expect": {}}, ("not both",)),
    ({"expect": {"points": 3}}, ("AttributeError",)),
    ({"expect": {"colour": {"A": 1}}}, ("unknown expectation key",)),
    ({"act": "pass", "by": "Zed"}, ("unknown player 'Zed'",)),
])
def test_malformed_steps_name_the_step(step: object, words: tuple[str, ...]) -> None:
    result = run_data({"players": TWO, "steps": [step]})
    _fails_with(result, "step 1", *words)
    assert len(result.failures) == 1


MAY = {
    "cards": {"Offer": {"type": "spell", "cost": 0, "script": {
        "effects": [["may", {"then": [["draw", {"amount": 1}]]}]]}}},
    "players": [{"name": "A", "hand": [{"card": "Offer", "as": "o"}]}, {"name": "B"}],
    "turn": {"player": "A", "phase": "main", "number": 3},
}


@pytest.mark.parametrize("key", ["yes", True])
def test_yes_key_is_read_both_ways(key: object) -> None:
    steps = [{"act": "play", "by": "A", "card": "o"}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
             {"expect": {"pending": {"player": "A", "kind": "may"}}},
             {"act": "choose", "by": "A", "choice": {key: True}},
             {"expect": {"pending": None, "count": {"A": {"hand": 1}}}}]
    result = run_data({**MAY, "steps": steps})
    assert result.ok, "\n".join(str(f) for f in result.failures)


def test_yes_key_from_yaml_text(tmp_path: Path) -> None:
    path = tmp_path / "may.yaml"
    path.write_text("""
cards:
  Offer: {type: spell, cost: 0, script: {effects: [[may, {then: [[draw, {amount: 1}]]}]]}}
players:
  - {name: A, hand: [{card: Offer, as: o}]}
  - {name: B}
turn: {player: A, phase: main, number: 3}
steps:
  - {act: play, by: A, card: o}
  - {act: pass, by: A}
  - {act: pass, by: B}
  - {act: choose, by: A, choice: {yes: true}}
  - expect: {pending: null, count: {A: {hand: 1}}}
""", encoding="utf-8")
    result = run_file(path)
    assert result.ok, "\n".join(str(f) for f in result.failures)


def test_yes_needs_a_boolean() -> None:
    steps = [{"act": "play", "by": "A", "card": "o"}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
             {"act": "choose", "by": "A", "choice": {"yes": "perhaps"}}]
    _fails_with(run_data({**MAY, "steps": steps}), "step 4", "true or false")
