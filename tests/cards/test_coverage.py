"""card_coverage agrees with is_implemented over the whole catalog, and unimplemented cards are refused."""

from __future__ import annotations

from io import StringIO

import pytest

from decks.catalog import iter_card_records
from game.cards.coverage import coverage
from game.engine.effects import is_implemented
from game.engine.model.cards import from_catalog_record


def test_counts_equal_is_implemented() -> None:
    records = list(iter_card_records())
    rows = {r.code: r for r in coverage(records)}
    by_set: dict[str, list[bool]] = {}
    for rec in records:
        by_set.setdefault(rec["set"], []).append(is_implemented(from_catalog_record(rec)))
    for code, flags in by_set.items():
        assert rows[code].total == len(flags)
        assert rows[code].done == sum(flags)
        assert len(rows[code].missing) == len(flags) - sum(flags)


def test_proving_grounds_is_whole() -> None:
    ogs = next(r for r in coverage(iter_card_records()) if r.code == "OGS")
    assert ogs.total == 24
    assert {name for _, name in ogs.missing} == set()


@pytest.mark.django_db(databases=[])
def test_command_prints_the_same_numbers() -> None:
    from django.core.management import call_command

    out = StringIO()
    call_command("card_coverage", "--summary", stdout=out)
    text = out.getvalue()
    for row in coverage(iter_card_records()):
        assert f"{row.code}: {row.done}/{row.total} implemented" in text
