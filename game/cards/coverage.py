"""How many catalog cards the engine plays in full, per set (pure; no web framework).

A card counts only when `is_implemented` says so: every keyword is supported and every
sentence of its text is scripted (or the text is keywords and reminders only). Anything
else is refused when played, with a message saying its text is not implemented.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from game.engine.effects import is_implemented
from game.engine.model.cards import from_catalog_record


@dataclass
class SetCoverage:
    code: str
    total: int = 0
    done: int = 0
    missing: list[tuple[str, str]] = field(default_factory=list)  # (code, name)


def coverage(records: Iterable[Mapping[str, Any]]) -> list[SetCoverage]:
    """Per set, in catalog order: implemented count, total and the cards still missing."""
    sets: dict[str, SetCoverage] = {}
    for rec in records:
        card = from_catalog_record(rec)
        code = str(rec.get("set") or card.key.split("-")[0])
        sc = sets.setdefault(code, SetCoverage(code))
        sc.total += 1
        if is_implemented(card):
            sc.done += 1
        else:
            sc.missing.append((card.key, card.name))
    return list(sets.values())


def report(rows: list[SetCoverage], list_missing: bool = True) -> str:
    lines = []
    for sc in rows:
        lines.append(f"{sc.code}: {sc.done}/{sc.total} implemented")
        if list_missing:
            lines.extend(f"  {code}  {name}" for code, name in sc.missing)
    done, total = sum(s.done for s in rows), sum(s.total for s in rows)
    lines.append(f"all sets: {done}/{total} implemented")
    return "\n".join(lines)
