"""The engine's layers (docs/engine.md): model < read < ops < rules < effects < loop, each importing
only from those below it, imports inside functions included. `make lint` checks the contract with
import-linter (pyproject.toml); these tests check that the contract covers every module and that it
does fail when a lower layer imports a higher one."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "game" / "engine"
LINT = Path(sys.executable).parent / "lint-imports"


def _contract() -> dict:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]
    return next(c for c in config["contracts"] if c["id"] == "engine-layers")


def _lint(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(cwd)}
    return subprocess.run([str(LINT), "--no-cache", *args], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=120)


def test_every_engine_module_sits_in_a_layer() -> None:
    """A module directly under game/engine/ (beside `__init__.py`) would escape the contract."""
    layers = _contract()["layers"]
    assert {p.name for p in ENGINE.iterdir() if p.is_dir() and p.name != "__pycache__"} == set(layers)
    assert [p.name for p in ENGINE.glob("*.py")] == ["__init__.py"]
    assert all((ENGINE / layer / "__init__.py").exists() for layer in layers)


def test_the_project_keeps_its_import_contracts() -> None:
    result = _lint(ROOT)
    assert result.returncode == 0, result.stdout + result.stderr


def _engine_copy(tmp_path: Path) -> Path:
    """game/engine alone, in a package `game` of its own, with the layers contract alone."""
    (tmp_path / "game").mkdir()
    (tmp_path / "game" / "__init__.py").write_text("")
    shutil.copytree(ENGINE, tmp_path / "game" / "engine", ignore=shutil.ignore_patterns("__pycache__"))
    layers = ", ".join(f'"{name}"' for name in _contract()["layers"])
    (tmp_path / "contract.toml").write_text(f"""
[tool.importlinter]
root_packages = ["game"]

[[tool.importlinter.contracts]]
id = "engine-layers"
name = "layers"
type = "layers"
containers = ["game.engine"]
layers = [{layers}]
""")
    return tmp_path


@pytest.mark.parametrize(("module", "code", "found"), [
    ("model/upward.py", "def f():\n    from ..loop import core\n    return core\n",
     "game.engine.model.upward -> game.engine.loop.core (l.2)"),
    ("ops/upward.py", "from ..rules.chain import push\n",
     "game.engine.ops.upward -> game.engine.rules.chain (l.1)"),
    ("rules/upward.py", "def f():\n    import game.engine.effects.verbs\n",
     "game.engine.rules.upward -> game.engine.effects.verbs (l.2)"),
])
def test_a_lower_layer_importing_a_higher_one_breaks_the_contract(tmp_path: Path, module: str, code: str,
                                                                  found: str) -> None:
    root = _engine_copy(tmp_path)
    kept = _lint(root, "contract.toml")
    assert kept.returncode == 0, kept.stdout + kept.stderr  # the copy itself keeps it
    (root / "game" / "engine" / module).write_text(code)
    broken = _lint(root, "contract.toml")
    assert broken.returncode != 0
    assert "1 broken" in broken.stdout and found in broken.stdout, broken.stdout


# Modules of the engine's machinery, with no rule of their own (their verbs, conditions and values cite
# theirs one by one).
NO_RULE_OF_THEIR_OWN = {"model/answers.py", "model/errors.py", "model/registry.py", "model/serial.py",
                        "read/conditions.py", "read/context.py", "read/reading.py", "read/scriptcheck.py",
                        "effects/verbs.py"}


def _modules() -> list[str]:
    return sorted(str(p.relative_to(ENGINE)) for p in ENGINE.glob("*/*.py") if p.name != "__init__.py")


def test_every_module_docstring_names_its_rules() -> None:
    import ast
    import re

    unnamed = set()
    for module in _modules():
        doc = ast.get_docstring(ast.parse((ENGINE / module).read_text())) or ""
        assert doc, f"{module} has no docstring"
        if not re.search(r"\b[1-8]\d\d(\.\w+)*\b", doc):
            unnamed.add(module)
    assert unnamed == NO_RULE_OF_THEIR_OWN


def test_docs_engine_md_maps_every_module() -> None:
    doc = (ROOT / "docs" / "engine.md").read_text()
    missing = [m for m in _modules() if f"`{m}`" not in doc]
    assert not missing, f"docs/engine.md does not list {missing}"
