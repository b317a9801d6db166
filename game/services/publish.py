"""Telling a match's websocket group that the game moved on (consumers render per viewer)."""

from __future__ import annotations

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer


def group_name(match_id: int) -> str:
    return f"match-{match_id}"


def publish(match_id: int, step: int, kind: str = "update") -> None:
    layer = get_channel_layer()
    if layer is None:
        return
    async_to_sync(layer.group_send)(group_name(match_id), {"type": "match.update", "step": step, "what": kind})
