"""A match's chat (issue 12.5): the players' chat and a separate spectators' chat, emotes, mutes.

Who reads what:
- the players' chat: written by the match's players, read by the players and the spectators;
- the spectators' chat: written by logged-in spectators, read by spectators only (players never see
  it, so nobody watching can feed a player what they see: outside assistance).
A chat line carries only what its author typed (or an emote) and the author's name: nothing about the
game, no card or hand, so a spectator learns nothing private through it. A viewer's mutes are their
own: the lines of a muted author are not sent to them (and never shown to anyone else as muted).

Checked on the server (`ChatRefused`, nothing stored): a frame's shape, the text's length
(`MAX_TEXT` characters after trimming; no control characters), a known emote, and a rate limit per
author and match (`GAME_CHAT_LIMIT` lines in each `GAME_CHAT_WINDOW` seconds, counted in the shared
cache, so several sockets of one author share it). Text is stored as typed and escaped when rendered.

Nothing here touches the board: a chat line is its own frame (game.consumers), never a region of an update.
"""

from __future__ import annotations

import time
import unicodedata
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.core.cache import caches

from game.models import ChatChannel, ChatMessage, ChatMute

MAX_TEXT = 200
HISTORY = 50  # lines of each channel a page shows when it opens
EMOTES: dict[str, str] = {
    "gl": "Good luck, have fun!",
    "gg": "Good game!",
    "wp": "Well played!",
    "thanks": "Thanks!",
    "oops": "Oops!",
    "hmm": "Hmm…",
}
SHAPE = 'Expected {"chat": {"text": "..."}} or {"chat": {"emote": "gg"}}.'


class ChatRefused(Exception):
    """A chat or mute frame refused without effect; the message is for its sender."""


@dataclass(frozen=True)
class Line:
    pk: int
    channel: str
    name: str
    text: str
    emote: str

    @property
    def words(self) -> str:
        """What the line says (an emote's words); escaped where it is rendered."""
        return EMOTES.get(self.emote, "") if self.emote else self.text

    @classmethod
    def of(cls, row: ChatMessage) -> Line:
        return cls(row.pk, row.channel, row.name, row.text, row.emote)


def channel_for(seat: int | None) -> str:
    return ChatChannel.PLAYERS if seat is not None else ChatChannel.SPECTATORS


def readable(seat: int | None) -> tuple[str, ...]:
    """The channels a viewer reads: a player the players' chat, a spectator both."""
    return (ChatChannel.PLAYERS,) if seat is not None else (ChatChannel.PLAYERS, ChatChannel.SPECTATORS)


def clean_text(raw: Any) -> str:
    if not isinstance(raw, str):
        raise ChatRefused(SHAPE)
    text = " ".join(raw.split())  # newlines and runs of spaces become one space
    if not text:
        raise ChatRefused("Write something first.")
    if len(text) > MAX_TEXT:
        raise ChatRefused(f"Chat messages are at most {MAX_TEXT} characters.")
    if any(unicodedata.category(ch) in ("Cc", "Cf", "Cs", "Co") and ch not in "\u200d" for ch in text):
        raise ChatRefused("Chat messages can't contain control or invisible formatting characters.")
    return text


def parse(frame: Any) -> tuple[str, str]:
    """(text, emote) from a frame's `chat` object; ChatRefused for anything else."""
    if not isinstance(frame, dict) or len(frame) != 1 or not ({"text", "emote"} & set(frame)):
        raise ChatRefused(SHAPE)
    if "emote" in frame:
        if frame["emote"] not in EMOTES:
            raise ChatRefused(f"Unknown emote: choose one of {', '.join(EMOTES)}.")
        return "", frame["emote"]
    return clean_text(frame["text"]), ""


def allowed(match_id: int, user_id: int) -> bool:
    """One more line for this author in this match within the rate limit (a fixed window in the
    shared cache: Redis with several processes)."""
    window = max(1, int(settings.GAME_CHAT_WINDOW))
    key = f"chat:{match_id}:{user_id}:{int(time.time() // window)}"
    cache = caches["throttle"]
    cache.add(key, 0, window * 2)
    try:
        count = cache.incr(key)
    except ValueError:  # expired between add and incr
        cache.set(key, 1, window * 2)
        count = 1
    return count <= int(settings.GAME_CHAT_LIMIT)


def post(match_id: int, seat: int | None, user: Any, frame: Any) -> Line:
    """Store a chat line from a frame's `chat` object; ChatRefused (nothing stored) when it can't be."""
    if user is None or not getattr(user, "is_authenticated", False):
        raise ChatRefused("Log in to chat.")
    text, emote = parse(frame)
    if not allowed(match_id, user.pk):
        raise ChatRefused(f"Too many chat messages: at most {settings.GAME_CHAT_LIMIT} every "
                          f"{settings.GAME_CHAT_WINDOW:g} seconds.")
    row = ChatMessage.objects.create(match_id=match_id, channel=channel_for(seat), user=user,
                                     name=user.get_username(), text=text, emote=emote)
    return Line.of(row)


def history(match_id: int, seat: int | None, muted: frozenset[str]) -> dict[str, list[Line]]:
    """The newest `HISTORY` lines of each channel the viewer reads, oldest first, muted authors left out."""
    out: dict[str, list[Line]] = {}
    for channel in readable(seat):
        rows = (ChatMessage.objects.filter(match_id=match_id, channel=channel).exclude(name__in=muted)
                .order_by("-pk")[:HISTORY])
        out[channel] = [Line.of(r) for r in reversed(rows)]
    return out


def mutes(match_id: int, user: Any) -> frozenset[str]:
    if user is None or not getattr(user, "is_authenticated", False):
        return frozenset()
    return frozenset(ChatMute.objects.filter(match_id=match_id, user=user).values_list("name", flat=True))


def set_mute(match_id: int, user: Any, frame: Any) -> frozenset[str]:
    """Mute or unmute an author for this viewer ({"name": ..., "on": true|false}); returns the mutes."""
    if user is None or not getattr(user, "is_authenticated", False):
        raise ChatRefused("Log in to mute.")
    if (not isinstance(frame, dict) or set(frame) != {"name", "on"} or not isinstance(frame["name"], str)
            or not isinstance(frame["on"], bool) or not 0 < len(frame["name"]) <= 150):
        raise ChatRefused('Expected {"mute": {"name": "<author>", "on": true|false}}.')
    if frame["name"] == user.get_username():
        raise ChatRefused("You can't mute yourself.")
    if frame["on"]:
        ChatMute.objects.get_or_create(match_id=match_id, user=user, name=frame["name"])
    else:
        ChatMute.objects.filter(match_id=match_id, user=user, name=frame["name"]).delete()
    return mutes(match_id, user)
