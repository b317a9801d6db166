"""Matches and their records: seats, the action log (one row per applied action) and state snapshots.

A match's state is never stored as the truth: it is rebuilt from the seed, the seats' frozen deck
lists and the ordered actions. Snapshots only shorten that replay.
"""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models

from decks.models import DeckFormat
from game.engine.loop.setup import SETUP_VERSION
from game.engine.model.state import RULES


def new_token() -> str:
    return secrets.token_urlsafe(12)


class Mode(models.TextChoices):
    DUEL = "duel", "Duel (1v1)"
    FFA3 = "ffa3", "Free-for-all, 3 players"
    FFA4 = "ffa4", "Free-for-all, 4 players"
    TEAMS = "2v2", "2v2"


SEATS_BY_MODE = {"duel": 2, "ffa3": 3, "ffa4": 4, "2v2": 4}
# The deck mode (decks.models.DeckMode) a match mode validates decks against.
DECK_MODE = {"duel": "duel", "ffa3": "ffa", "ffa4": "ffa", "2v2": "2v2"}


class Status(models.TextChoices):
    LOBBY = "lobby", "Waiting for players"
    LIVE = "live", "Live"
    FINISHED = "finished", "Finished"


class Match(models.Model):
    mode = models.CharField(max_length=8, choices=Mode.choices, default=Mode.DUEL)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.LOBBY, db_index=True)
    seed = models.BigIntegerField()
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True,
                                   related_name="matches_created")
    is_open = models.BooleanField(default=True, help_text="Listed in the lobby; otherwise invite link only.")
    invite_token = models.CharField(max_length=32, unique=True, default=new_token)
    created = models.DateTimeField(auto_now_add=True)
    started = models.DateTimeField(null=True, blank=True)
    finished = models.DateTimeField(null=True, blank=True)
    # Events of new_game (setup, opening hands) as [{"kind", "text", "to"}]: the log starts with them.
    setup_events = models.JSONField(default=list, blank=True)
    winners = models.JSONField(default=list, blank=True)  # seat indices
    result = models.CharField(max_length=200, blank=True, default="")
    points = models.JSONField(default=list, blank=True)  # final points per seat
    step = models.PositiveIntegerField(default=0)  # actions applied so far (every game of a series)
    # 1: a single game; 3: a best-of-3 Match (488) of Duel games, between-game decisions included.
    best_of = models.PositiveSmallIntegerField(default=1)
    # How its games deal object ids (game/engine/loop/setup.py): kept for good, so the match replays from its
    # seed as it was dealt. Matches created before version 2 (seeded ids) have 1, ids in list order.
    setup_version = models.PositiveSmallIntegerField(default=SETUP_VERSION)
    # The rules its games are played by (game/engine/model/state.py RULES_VERSIONS: the Core Rules and, for a
    # best of 3, the Tournament Rules of that date), kept for good so the match replays as it was played.
    # Matches created before versions were recorded have 1 (v1.4 and the best-of readings of then).
    rules_version = models.PositiveSmallIntegerField(default=RULES)
    # A sandbox match starts from this position (a scenario's setup, YAML: game/services/sandbox.py)
    # instead of dealing decks from the seed; empty for every other match.
    scenario = models.TextField(blank=True, default="")
    # The deck format every seat's deck must be legal in (decks.formats): Standard or casual. Matches
    # created before formats existed are casual (their decks were checked against those rules).
    format = models.CharField(max_length=10, choices=DeckFormat.choices, default=DeckFormat.STANDARD)
    # The match clock (game.services.clocks): seconds per player (0: none) and seconds added at the end
    # of each of their turns; `clocks` = {"left": [seconds per seat], "running": seat or -1, "since":
    # epoch seconds}, written with each action, so a restart finds it.
    clock_limit = models.PositiveIntegerField(default=0)
    clock_increment = models.PositiveIntegerField(default=0)
    clocks = models.JSONField(default=dict, blank=True)
    # A rematch (game.services.rematch): the finished match it replays with the same seats and decks.
    rematch_of = models.ForeignKey("self", on_delete=models.SET_NULL, null=True, blank=True, related_name="rematches")

    class Meta:
        ordering = ["-created"]
        verbose_name_plural = "matches"

    def __str__(self) -> str:
        return f"Match {self.pk} ({self.mode}, {self.status})"

    @property
    def seat_count(self) -> int:
        return SEATS_BY_MODE[self.mode]

    @property
    def is_series(self) -> bool:
        return self.best_of > 1


class Seat(models.Model):
    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="seats")
    index = models.PositiveSmallIntegerField()
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True,
                             related_name="seats")
    is_bot = models.BooleanField(default=False)
    bot_level = models.CharField(max_length=8, blank=True, default="")  # a bot's level (game/bot/levels.py)
    deck = models.ForeignKey("decks.Deck", on_delete=models.SET_NULL, null=True, blank=True, related_name="seats")
    deck_name = models.CharField(max_length=80, blank=True, default="")
    # The engine deck mapping (name, legend, champion, main, runes, battlefields) frozen at join time.
    deck_list = models.JSONField(default=dict, blank=True)
    team = models.PositiveSmallIntegerField(default=0)
    joined = models.DateTimeField(null=True, blank=True)
    # The player's auto-pass preferences (game.services.autopass; private to the player, docs/rulings.md
    # 700-709): pass for them when passing is all they may do, unless they hold priority or a stop applies.
    autopass = models.BooleanField(default=True)
    hold = models.BooleanField(default=False)
    stops = models.JSONField(default=list, blank=True)  # names from game.services.autopass.STOPS

    class Meta:
        ordering = ["match", "index"]
        constraints = [models.UniqueConstraint(fields=["match", "index"], name="unique_seat_index")]

    def __str__(self) -> str:
        return f"{self.match_id}#{self.index} {self.label}"

    @property
    def is_open(self) -> bool:
        return self.user_id is None and not self.is_bot

    def deck_name_for(self, viewer_id: int | None) -> str:
        """The deck's name as `viewer_id` may see it: a private (or deleted) deck's name only for its
        owner (the seated player, or whoever gave the bot its deck), "" for anyone else."""
        deck = self.deck
        if deck is None:
            return self.deck_name if viewer_id is not None and viewer_id == self.user_id else ""
        return self.deck_name if deck.is_public or deck.owner_id == viewer_id else ""

    @property
    def bot_badge(self) -> str:
        """The badge of a bot seat: "bot · Hard" ("bot" on seats made before bot levels)."""
        from game.bot.levels import LEVELS

        level = LEVELS.get(self.bot_level)
        return f"bot · {level.label}" if level else "bot"

    @property
    def label(self) -> str:
        if isinstance(self.deck_list, dict) and self.deck_list.get("sandbox"):  # a sandbox position's player
            return str(self.deck_list.get("name") or f"Seat {self.index + 1}")
        if self.is_bot:  # named as on its board ("Bot 2")
            return str(self.deck_list.get("name") or "Bot") if isinstance(self.deck_list, dict) else "Bot"
        if self.user_id is None:
            return "Open seat"
        return self.user.username


class MatchAction(models.Model):
    """One applied action. `seq` is the engine step it was applied at (0 for the first action)."""

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="actions")
    seq = models.PositiveIntegerField()
    seat = models.PositiveSmallIntegerField()
    payload = models.JSONField()
    events = models.JSONField(default=list, blank=True)  # [{"kind", "text", "to"}] with their audience
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["match", "seq"]
        constraints = [models.UniqueConstraint(fields=["match", "seq"], name="unique_action_seq")]

    def __str__(self) -> str:
        return f"{self.match_id}@{self.seq}: {self.payload.get('kind')}"


class Snapshot(models.Model):
    """The engine state (to_json) after `seq` actions."""

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="snapshots")
    seq = models.PositiveIntegerField()
    state = models.TextField()
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["match", "seq"]
        constraints = [models.UniqueConstraint(fields=["match", "seq"], name="unique_snapshot_seq")]


class GameResult(models.Model):
    """One finished game of a best-of series: who won (a seat, None when nobody did), who went first,
    the battlefields presented by seats 0 and 1, and the match step after its last action."""
    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="games")
    number = models.PositiveSmallIntegerField()
    winner = models.PositiveSmallIntegerField(null=True, blank=True)
    first = models.PositiveSmallIntegerField()
    battlefields = models.JSONField(default=list, blank=True)
    turns = models.PositiveIntegerField(default=0)
    last_step = models.PositiveIntegerField()

    class Meta:
        ordering = ["match", "number"]
        constraints = [models.UniqueConstraint(fields=["match", "number"], name="unique_game_number")]

    def __str__(self) -> str:
        return f"{self.match_id} game {self.number}"


class ChatChannel(models.TextChoices):
    PLAYERS = "players", "Players"
    SPECTATORS = "spectators", "Spectators"


class ChatMessage(models.Model):
    """A line of a match's chat (game.services.chat): the players' chat (read by players and spectators)
    or the spectators' (read by spectators only). `text` is stored as typed and escaped when shown;
    an emote is one of `game.services.chat.EMOTES` instead of text."""

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="chat")
    channel = models.CharField(max_length=10, choices=ChatChannel.choices)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True,
                             related_name="chat_messages")
    name = models.CharField(max_length=150)  # the author as shown (their username)
    text = models.CharField(max_length=200, blank=True, default="")
    emote = models.CharField(max_length=16, blank=True, default="")
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["match", "pk"]
        indexes = [models.Index(fields=["match", "channel", "id"], name="chat_by_channel")]

    def __str__(self) -> str:
        return f"{self.match_id} {self.channel} {self.name}: {self.emote or self.text[:40]}"


class ChatMute(models.Model):
    """`user` does not see the chat lines of the author `name` in this match (per player, theirs only)."""

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="chat_mutes")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="chat_mutes")
    name = models.CharField(max_length=150)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["match", "user", "name"], name="unique_chat_mute")]
