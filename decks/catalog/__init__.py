"""Our own card catalog: one JSON file per set (`<SET>.json`), built by `manage.py build_catalog`.

This package must not import Django: the rules engine reads card facts through `iter_card_records`.
The record format is documented in docs/catalog.md.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

CATALOG_DIR: Path = Path(__file__).resolve().parent

# Release order; also the order the files are read in.
SET_CODES: tuple[str, ...] = ("OGN", "OGS", "SFD", "UNL", "VEN", "RAD", "OPP", "PR", "JDG")


def catalog_files(directory: Path = CATALOG_DIR) -> list[Path]:
    """The set files present, known sets first in release order, then any others alphabetically."""
    present = {p.stem: p for p in directory.glob("*.json")}
    known = [present.pop(code) for code in SET_CODES if code in present]
    return known + [present[name] for name in sorted(present)]


def iter_card_records(directory: Path = CATALOG_DIR) -> Iterator[dict]:
    """Yield every card record (a dict, see docs/catalog.md) of every set file."""
    for path in catalog_files(directory):
        with path.open(encoding="utf-8") as fh:
            yield from json.load(fh)
