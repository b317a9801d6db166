"""The match chat (issue 12.5), service level: the players' and the spectators' channels, emotes,
length, shape and rate limits (refused: nothing stored), mutes; text kept as typed and escaped when shown."""

from __future__ import annotations

import pytest
from django.core.cache import caches
from django.test import override_settings

from game.models import ChatMessage, ChatMute
from game.services import chat
from game.services.chat import ChatRefused
from game.services.render import chat_dock, chat_line

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _fresh_limits():
    caches["throttle"].clear()
    yield
    caches["throttle"].clear()


@pytest.fixture
def watcher(django_user_model):
    return django_user_model.objects.create_user("watcher", password="pw-for-tests-only")


def test_players_write_the_players_chat_and_spectators_their_own(duel, annie, watcher):
    line = chat.post(duel.pk, 0, annie, {"text": "  hello\n  there "})
    assert (line.channel, line.name, line.text) == ("players", "demo-annie", "hello there")
    other = chat.post(duel.pk, None, watcher, {"emote": "gl"})
    assert other.channel == "spectators" and other.words == chat.EMOTES["gl"]
    assert chat.readable(0) == ("players",) and chat.readable(None) == ("players", "spectators")
    seen_by_player = chat.history(duel.pk, 0, frozenset())
    assert list(seen_by_player) == ["players"] and [x.name for x in seen_by_player["players"]] == ["demo-annie"]
    seen_by_spectator = chat.history(duel.pk, None, frozenset())
    assert [x.pk for x in seen_by_spectator["spectators"]] == [other.pk]


def test_text_is_stored_as_typed_and_escaped_when_shown(duel, annie):
    line = chat.post(duel.pk, 0, annie, {"text": "<script>alert(1)</script> & co"})
    assert ChatMessage.objects.get(pk=line.pk).text == "<script>alert(1)</script> & co"
    html = chat_line(line)
    assert "<script>" not in html and "&lt;script&gt;alert(1)&lt;/script&gt; &amp; co" in html


@pytest.mark.parametrize(("frame", "words"), [
    ({"text": "x" * (chat.MAX_TEXT + 1)}, "at most 200 characters"),
    ({"text": "   "}, "Write something"),
    ({"text": "bell\u0007"}, "control"),
    ({"text": "right-to-left \u202e"}, "control"),
    ({"text": 7}, "Expected"),
    ({"emote": "dance"}, "Unknown emote"),
    ({"text": "hi", "emote": "gg"}, "Expected"),
    ([], "Expected"),
    ({}, "Expected"),
])
def test_a_malformed_line_is_refused_and_nothing_is_stored(duel, annie, frame, words):
    with pytest.raises(ChatRefused, match=words):
        chat.post(duel.pk, 0, annie, frame)
    assert not ChatMessage.objects.exists()


def test_anonymous_spectators_read_but_do_not_write(duel):
    with pytest.raises(ChatRefused, match="Log in"):
        chat.post(duel.pk, None, None, {"text": "hi"})
    assert "Log in to chat." in chat_dock(duel.pk, None, None, frozenset())


@override_settings(GAME_CHAT_LIMIT=3, GAME_CHAT_WINDOW=60)
def test_the_rate_limit_is_per_author_and_match(duel, annie, garen):
    for n in range(3):
        chat.post(duel.pk, 0, annie, {"text": f"line {n}"})
    with pytest.raises(ChatRefused, match="Too many chat messages: at most 3 every 60 seconds"):
        chat.post(duel.pk, 0, annie, {"text": "one too many"})
    chat.post(duel.pk, 1, garen, {"text": "my own limit"})  # another author is not held back
    assert ChatMessage.objects.count() == 4


def test_a_mute_is_the_viewers_own(duel, annie, garen):
    chat.post(duel.pk, 0, annie, {"text": "from annie"})
    chat.post(duel.pk, 1, garen, {"text": "from garen"})
    assert chat.set_mute(duel.pk, garen, {"name": "demo-annie", "on": True}) == frozenset({"demo-annie"})
    muted = chat.mutes(duel.pk, garen)
    assert [x.text for x in chat.history(duel.pk, 1, muted)["players"]] == ["from garen"]
    assert [x.text for x in chat.history(duel.pk, 0, chat.mutes(duel.pk, annie))["players"]] == ["from annie",
                                                                                                 "from garen"]
    dock = chat_dock(duel.pk, 1, garen, muted)
    assert "from annie" not in dock and "chat-unmute" in dock
    with pytest.raises(ChatRefused, match="yourself"):
        chat.set_mute(duel.pk, annie, {"name": "demo-annie", "on": True})
    with pytest.raises(ChatRefused, match="Expected"):
        chat.set_mute(duel.pk, annie, {"name": "demo-garen"})
    assert chat.set_mute(duel.pk, garen, {"name": "demo-annie", "on": False}) == frozenset()
    assert not ChatMute.objects.exists()
