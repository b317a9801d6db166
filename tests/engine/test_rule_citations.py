"""Rule citations use the numbers of the Core Rules dated 2026-10-09 (issue 11): no comment, doc, test or
scenario cites a v1.4 number for a rule that moved, unless it says so ("v1.4 464.2.d").

`tools/renumber_citations.py --check` carries the renumbering table and an index of each moved rule's
words (tools/renumber_rules_index.json), so it needs nothing outside the project. A failure lists the
citations: rewrite them with `tools/renumber_citations.py --write`, or record a verdict in
tools/renumber_decisions.txt (see its header).
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

TOOLS = Path(__file__).resolve().parents[2] / "tools"


@pytest.fixture(scope="module")
def tool():
    sys.path.insert(0, str(TOOLS))
    spec = importlib.util.spec_from_file_location("renumber_citations", TOOLS / "renumber_citations.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    yield module
    sys.path.remove(str(TOOLS))
    del sys.modules[spec.name]


def test_no_citation_uses_a_v14_number(tool, capsys) -> None:
    assert tool.main(["--check"]) == 0, capsys.readouterr().out


def test_the_table_moves_v14_numbers(tool) -> None:
    table = sys.modules["renumber_table"]
    assert table.old_to_new("386") == "387"  # Reflexive Triggers
    assert table.old_to_new("445.1") == "447.1"  # Movement
    assert table.old_to_new("464.2.e") == "466.2.d"  # a sub-rule move
    assert table.old_to_new("489.8.b") == "491.8.b.1"
    assert table.old_to_new("103.1.b.5") == "103.2.b.6"
    assert table.old_to_new("464.2.d") is None  # removed
    assert table.old_to_new("385.1") == "385.1" and table.old_to_new("830") == "830"


def test_the_check_finds_an_old_number_and_spares_a_marked_one(tool, tmp_path) -> None:
    index = tool.Index.load()
    root = tool.ROOT
    path = root / "game" / "_renumber_probe.py"  # find_citations reports paths relative to the project
    text = (
        "x = 1  # the attacker no longer gains focus (v1.4 464.2.d)\n"
        "y = 2  # an effect that moves a unit to base recalls it (rule 454: Recalls are not Moves)\n"
        "z = 3  # TR 407.2: the designated player chooses (Tournament Rules, not renumbered)\n"
        "w = 4  # OGN-445 is a card number, 445 cards a count\n"
    )
    cites = tool.find_citations(path, text, index)
    for c in cites:
        tool.judge(c, index, {}, None)
    verdicts = {c.text: c.verdict for c in cites}
    assert verdicts == {"464.2.d": "v1.4", "454": "old", "407.2": "skip"}
    recall = next(c for c in cites if c.text == "454")
    assert tool.rewritten(recall) == "456"
