"""The two writes of every live action, as plain parameterised SQL.

Storing an action is an INSERT of its `MatchAction` row and an UPDATE of the match's step and points.
Through the ORM (`objects.create`, `filter().update()`) building those two queries cost more CPU than
running them, on the path every action of every live match takes; here the SQL is built once per
process from the models' own table and column names, and each value is prepared by its model field
(`get_db_prep_save`), exactly as the ORM prepares it, so SQLite and PostgreSQL both get what the ORM
would send. Everything else (finishing a match, snapshots, results) stays with the ORM.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from django.db import connection
from django.utils import timezone

from game.models import Match, MatchAction

_ACTION_FIELDS = ("match", "seq", "seat", "payload", "events", "created")
_MATCH_FIELDS = ("step", "points")


@cache
def _insert_sql() -> str:
    meta = MatchAction._meta
    columns = ", ".join(connection.ops.quote_name(meta.get_field(f).column) for f in _ACTION_FIELDS)
    marks = ", ".join(["%s"] * len(_ACTION_FIELDS))
    return f"INSERT INTO {connection.ops.quote_name(meta.db_table)} ({columns}) VALUES ({marks})"


@cache
def _update_sql() -> str:
    meta = Match._meta
    sets = ", ".join(f"{connection.ops.quote_name(meta.get_field(f).column)} = %s" for f in _MATCH_FIELDS)
    return (f"UPDATE {connection.ops.quote_name(meta.db_table)} SET {sets} "
            f"WHERE {connection.ops.quote_name(meta.pk.column)} = %s")


def _prepared(model: Any, values: dict[str, Any]) -> list[Any]:
    return [model._meta.get_field(name).get_db_prep_save(value, connection) for name, value in values.items()]


def insert_action(match_id: int, seq: int, seat: int, payload: dict[str, Any], events: list[dict[str, Any]]) -> None:
    """The action's row; IntegrityError when (match, seq) is taken (another process stored that step)."""
    values = {"match": match_id, "seq": seq, "seat": seat, "payload": payload, "events": events,
              "created": timezone.now()}
    with connection.cursor() as cursor:
        cursor.execute(_insert_sql(), _prepared(MatchAction, values))


def update_progress(match_id: int, step: int, points: list[int]) -> None:
    """The match row's step and points (a game still going on)."""
    with connection.cursor() as cursor:
        cursor.execute(_update_sql(), [*_prepared(Match, {"step": step, "points": points}), match_id])
