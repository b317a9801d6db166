"""Every scenario in tests/scenarios/ and the shared spec examples must pass."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.scenarios.runner import run_data, run_file, scenario_files

HERE = Path(__file__).resolve().parent.parent / "scenarios"
SHARED = Path(__file__).resolve().parents[3] / "shared" / "spec" / "examples"
OWN = scenario_files([HERE])
EXAMPLES = scenario_files([SHARED]) if SHARED.is_dir() else []


def test_enough_scenarios() -> None:
    assert len(OWN) >= 40


@pytest.mark.parametrize("path", OWN, ids=[p.stem for p in OWN])
def test_project_scenario(path: Path) -> None:
    result = run_file(path)
    assert result.ok, "\n".join(str(f) for f in result.failures)


@pytest.mark.skipif(not EXAMPLES, reason="shared spec examples folder is absent")
@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_shared_example(path: Path) -> None:
    result = run_file(path)
    assert result.ok, "\n".join(str(f) for f in result.failures)


def test_runner_reports_failed_expectations() -> None:
    data = {
        "name": "deliberately wrong",
        "players": [{"name": "A", "points": 1}, {"name": "B"}],
        "steps": [{"expect": {"points": {"A": 5}}}, {"act": "pass", "by": "A", "expect_error": False}],
    }
    result = run_data(data)
    assert not result.ok
    first = result.failures[0]
    assert (first.step, first.key, first.expected, first.actual) == (1, "points.A", 5, 1)
    assert any("refused" in str(f.actual) for f in result.failures)


def test_runner_reports_unexpected_acceptance() -> None:
    data = {"players": [{"name": "A"}, {"name": "B"}], "steps": [{"act": "end_turn", "by": "A", "expect_error": True}]}
    result = run_data(data)
    assert [f.expected for f in result.failures] == ["refused"]
