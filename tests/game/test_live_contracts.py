"""The live path's import contracts (pyproject.toml, `make lint`): the write path and game.live import no
presentation, and consumers -> watchers -> render -> board -> series_board -> game.live has no cycle.
These tests check that the contracts do break when the rule is broken (on a copy of the `game` package),
and that the process-wide caches live in game.live and nowhere else on the live path."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINT = Path(sys.executable).parent / "lint-imports"
CONTRACTS = ("live-path", "write-path")


def _contracts_toml() -> str:
    """The two live contracts of pyproject.toml, as a config of their own."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]
    out = ['[tool.importlinter]\nroot_packages = ["game"]\ninclude_external_packages = true\n']
    for c in config["contracts"]:
        if c["id"] in CONTRACTS:
            out.append("[[tool.importlinter.contracts]]")
            out += [f"{key} = {_toml(value)}" for key, value in c.items()]
            out.append("")
    return "\n".join(out)


def _toml(value: object) -> str:
    if isinstance(value, list):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    return '"' + str(value).replace('"', '\\"') + '"'


def _lint(cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(cwd)}
    return subprocess.run([str(LINT), "--no-cache", "contracts.toml"], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def game_copy(tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("live-contracts")
    shutil.copytree(ROOT / "game", root / "game", ignore=shutil.ignore_patterns("__pycache__", "migrations"))
    (root / "contracts.toml").write_text(_contracts_toml())
    return root


def test_the_copy_keeps_the_live_contracts(game_copy: Path) -> None:
    kept = _lint(game_copy)
    assert kept.returncode == 0 and "2 kept, 0 broken" in kept.stdout, kept.stdout + kept.stderr


@pytest.mark.parametrize(("module", "code", "found"), [
    ("live/states.py", "def f():\n    from game.services import render\n    return render\n",
     "game.live.states -> game.services.render"),  # the live package rendering
    ("services/actions.py", "from game.services.board import board_context\n",
     "game.services.actions -> game.services.board"),  # the write path rendering
    ("services/series_board.py", "from game.services.board import game_context\n",
     "game.services.series_board -> game.services.board"),  # the cycle board <-> series_board
    ("watchers.py", "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from game.consumers import MatchConsumer\n",
     "game.watchers -> game.consumers"),  # the cycle consumers <-> watchers, even for type hints
])
def test_breaking_the_live_path_breaks_a_contract(game_copy: Path, module: str, code: str, found: str) -> None:
    path = game_copy / "game" / module
    original = path.read_text()
    try:
        path.write_text(original + "\n" + code)
        broken = _lint(game_copy)
    finally:
        path.write_text(original)
    assert broken.returncode != 0 and " 0 broken" not in broken.stdout, broken.stdout + broken.stderr
    assert found in broken.stdout, broken.stdout


LIVE_PATH = [ROOT / "game" / "consumers.py", ROOT / "game" / "watchers.py",
             *sorted((ROOT / "game" / "services").glob("*.py"))]
# a table kept at module level: a cache (OrderedDict) or a dict/list filled as the process runs
MODULE_TABLE = re.compile(r"^_?[A-Za-z_]+\s*(:[^=]*)?=\s*(OrderedDict\(|defaultdict\(|\{\}|dict\(\))", re.M)
# process-wide state that is not a cache of a match: the bots' tasks and claims (game.services.bots),
# and deck checks memoised by the deck's last change (game.services.lobby), the clocks' timer tasks
# (game.services.clocks: like the bots' tasks, not a copy of anything stored)
NOT_LIVE_CACHES = {"bots.py": {"_running"}, "lobby.py": {"_ready"}, "clocks.py": {"_timers"}}


def test_the_live_path_keeps_its_tables_in_game_live() -> None:
    found = {}
    for path in LIVE_PATH:
        names = {m.group(0).split(":")[0].split("=")[0].strip() for m in MODULE_TABLE.finditer(path.read_text())}
        names -= NOT_LIVE_CACHES.get(path.name, set())
        if names:
            found[path.name] = sorted(names)
    assert not found, f"process-wide tables outside game/live: {found}"
