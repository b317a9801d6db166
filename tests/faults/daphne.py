"""The fault and multi-process tests' server: the site under daphne (tests/daphne.py) with their own
settings module, in a temp folder on PYTHONPATH, whose bots act without delay."""

from __future__ import annotations

from pathlib import Path

from tests import daphne
from tests.daphne import BIN, ROOT, django_json, free_port, manage, prepare_site

__all__ = ["BIN", "ROOT", "SETTINGS", "Daphne", "django_json", "env_for", "free_port", "manage", "prepare_site",
           "write_settings"]

SETTINGS = """from tests.settings import *  # noqa: F403
{db}
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
GAME_WS_RATE = 10_000
GAME_BOT_DELAY = 0.0  # bots act as fast as the server can: the tests wait for the end, not for people
"""


def write_settings(folder: Path, db_line: str) -> None:
    (folder / "fault_settings.py").write_text(SETTINGS.format(db=db_line))


def env_for(folder: Path, extra: dict[str, str] | None = None) -> dict[str, str]:
    return daphne.env_for(folder, "fault_settings", extra)


Daphne = daphne.Daphne
