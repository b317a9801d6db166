"""Creating, joining and starting matches."""

from __future__ import annotations

import random
import secrets
from collections.abc import Sequence
from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction
from django.utils import timezone

from decks.formats import STANDARD
from decks.models import Deck, DeckFormat
from decks.services import spec_from_deck
from game.bot.levels import DEFAULT_LEVEL, LEVELS
from game.live.states import remember
from game.models import SEATS_BY_MODE, Match, Seat, Snapshot, Status
from game.services import clocks
from game.services.decks import blocking_cards, check_deck, engine_deck
from game.services.publish import publish
from game.services.state import deal, table_to_json

OPEN, BOT = "open", "bot"
RANDOM_DECK = "random"  # create_match's bot_deck: a public deck drawn at random for each bot
BOT_NAME = "Bot"
POOL_LIMIT = 24  # public decks looked at when bots need decks


class LobbyError(Exception):
    """A lobby request that cannot be granted; the message is for the player."""


def seat_kind(value: str) -> tuple[str, str]:
    """("open", "") or ("bot", level) for a seat choice: "open", "bot" (the default level) or
    "bot:<level>" (game/bot/levels.py)."""
    kind, colon, level = str(value).partition(":")
    if kind == OPEN and not colon:
        return OPEN, ""
    if kind == BOT and (level in LEVELS or not colon):
        return BOT, level or DEFAULT_LEVEL
    levels = ", ".join(f"bot:{name}" for name in LEVELS)
    raise LobbyError(f"Each other seat is open or a bot ({levels}), not {str(value)[:20]!r}.")


def bot_name(number: int) -> str:
    """A bot's name on the board and in the log: "Bot 2" (its badge says its level)."""
    return f"{BOT_NAME} {number}"


def team_for(mode: str, index: int) -> int:
    """2v2 seats alternate teams: 0 and 2 are team 1, 1 and 3 team 2 (TR 603.7.a turn order)."""
    return (index % 2) + 1 if mode == "2v2" else 0


def seat_name(mode: str, index: int) -> str:
    """How the lobby names a seat. In 2v2, TR 603.2.a and 603.7.a: each team's A and B player, seated
    and taking turns team 1 A, team 2 A, team 1 B, team 2 B (seats 0-3; the engine's turn order)."""
    if mode != "2v2":
        return f"Seat {index + 1}"
    return f"Team {team_for(mode, index)} · player {'AB'[index // 2]}"


SERIES_MODES = ("duel",)
BEST_OF = (1, 3)


def _take_seat(seat: Seat, deck: Deck, name: str, user: AbstractBaseUser | None, level: str = "") -> None:
    check = check_deck(deck, seat.match.mode, seat.match.format)
    if not check.usable:
        raise LobbyError(f"{deck.name}: {check.reason}")
    deck_list = engine_deck(spec_from_deck(deck), name)
    if seat.match.is_series and len(deck_list["battlefields"]) != 3:
        raise LobbyError(f"{deck.name}: a best-of-3 match needs three battlefields in each deck.")
    if problem := _team_problem(seat, deck_list):
        raise LobbyError(f"{deck.name}: {problem}")
    seat.user = user
    seat.is_bot = user is None
    seat.bot_level = (level or DEFAULT_LEVEL) if user is None else ""
    seat.deck = deck
    seat.deck_name = deck.name
    seat.deck_list = deck_list
    seat.joined = timezone.now()
    seat.save()


def clash(a: dict[str, Any], b: dict[str, Any]) -> str:
    """Why two engine decks can't be 2v2 teammates (491.8.h-i), or ""."""
    if a.get("legend") == b.get("legend"):
        return "2v2 teammates need different legends, and your teammate already plays this one."
    if set(a.get("battlefields", [])) & set(b.get("battlefields", [])):
        return "2v2 teammates can't bring the same battlefield, and your teammate already has one of these."
    return ""


def _team_problem(seat: Seat, deck_list: dict[str, Any]) -> str:
    """In 2v2, a clash with a teammate who already has a seat, or ""."""
    if seat.match.mode != "2v2":
        return ""
    mates = Seat.objects.filter(match_id=seat.match_id, team=seat.team).exclude(pk=seat.pk)
    for mate in mates:
        if not mate.is_open and (problem := clash(mate.deck_list, deck_list)):
            return problem
    return ""


def _check_format(mode: str, best_of: int, deck_format: str = STANDARD) -> None:
    if mode not in SEATS_BY_MODE:
        raise LobbyError(f"Unknown mode {mode!r}: choose Duel, FFA3, FFA4 or 2v2.")
    if deck_format not in DeckFormat.values:
        raise LobbyError(f"Unknown format {str(deck_format)[:20]!r}: choose Standard or Casual.")
    if best_of not in BEST_OF:
        raise LobbyError("A match is a single game or best of 3.")
    if best_of > 1 and mode not in SERIES_MODES:
        raise LobbyError("Best of 3 is played in Duel mode.")


_ready: dict[tuple[int, str, str, int, str], bool] = {}  # (deck, its last change, mode, best of, format) -> bot_ready


def bot_ready(deck: Deck, mode: str, best_of: int, deck_format: str = STANDARD) -> bool:
    """A deck a bot may take: legal for the mode and format, every card implemented (whatever the
    development setting says), three battlefields in a best-of match. Known per deck version: the
    Play page asks it of every public deck."""
    key = (deck.pk, str(deck.updated), mode, best_of, deck_format)
    if key not in _ready:
        spec = spec_from_deck(deck)
        ok = not check_deck(deck, mode, deck_format).errors and not blocking_cards(spec)
        if len(_ready) > 4096:
            _ready.clear()
        _ready[key] = ok and (best_of == 1 or sum(n for _, n in spec.battlefields) == 3)
    return _ready[key]


def public_bot_decks(mode: str, best_of: int = 1, exclude_owner: AbstractBaseUser | None = None,
                     deck_format: str = STANDARD) -> list[Deck]:
    """Public decks a bot may take in this mode and format: the demo decks, and the retail precons
    once the engine plays every card of them; at most `POOL_LIMIT` looked at."""
    public = Deck.objects.filter(is_public=True).order_by("pk")
    if exclude_owner is not None:
        public = public.exclude(owner=exclude_owner)
    return [d for d in public[:POOL_LIMIT] if bot_ready(d, mode, best_of, deck_format)]


def bot_pool(user: AbstractBaseUser | None, mode: str, best_of: int, deck_format: str = STANDARD) -> list[Deck]:
    """Decks bots may play: the user's own, then (at most `POOL_LIMIT`) public ones."""
    own = list(Deck.objects.filter(owner=user).order_by("pk")) if user is not None else []
    public = Deck.objects.filter(is_public=True).exclude(pk__in=[d.pk for d in own]).order_by("pk")
    return [d for d in own + list(public[:POOL_LIMIT]) if bot_ready(d, mode, best_of, deck_format)]


def pick_bot_decks(pool: list[Deck], mode: str, count: int, rng: random.Random) -> list[Deck]:
    """A deck per seat from `pool`, different decks while there are enough, 2v2 teammates never
    clashing (legend, battlefields)."""
    order = list(pool)
    rng.shuffle(order)
    lists: dict[int, dict] = {}  # engine decks, built only to compare teammates (2v2)

    def deck_list(d: Deck) -> dict:
        if d.pk not in lists:
            lists[d.pk] = engine_deck(spec_from_deck(d), d.name)
        return lists[d.pk]

    chosen: list[Deck] = []
    for i in range(count):
        mates = [d for j, d in enumerate(chosen) if mode == "2v2" and team_for(mode, j) == team_for(mode, i)]
        fits = [d for d in order if not any(clash(deck_list(m), deck_list(d)) for m in mates)]
        if not fits:
            raise LobbyError("There aren't enough legal, fully playable decks for bots in this mode.")
        unused = [d for d in fits if d not in chosen]
        chosen.append((unused or fits)[0])
    return chosen


def _random_bot_decks(seats: list[Seat], mode: str, best_of: int, rng: random.Random,
                      deck_format: str = STANDARD) -> dict[int, Deck]:
    """A public deck for each bot seat, drawn at random: different decks while there are enough, a
    2v2 bot never clashing with its teammate (legend, battlefields)."""
    pool = public_bot_decks(mode, best_of, deck_format=deck_format)
    rng.shuffle(pool)
    lists = {d.pk: engine_deck(spec_from_deck(d), "") for d in pool}
    chosen: dict[int, Deck] = {}
    for seat in seats:
        fits = [d for d in pool if not _team_problem(seat, lists[d.pk])
                and not any(clash(lists[d.pk], lists[c.pk]) for i, c in chosen.items()
                            if team_for(mode, i) == seat.team and seat.team)]
        if not fits:
            raise LobbyError("There aren't enough public decks the bots can play in this mode: choose one of yours.")
        unused = [d for d in fits if d not in chosen.values()]
        chosen[seat.index] = (unused or fits)[0]
    return chosen


def _bot_deck(seat: Seat, preferred: Deck, user: AbstractBaseUser) -> Deck:
    """The deck chosen for the bots, unless it clashes with a 2v2 teammate: then one from the pool."""
    if not _team_problem(seat, engine_deck(spec_from_deck(preferred), "")):
        return preferred
    match = seat.match
    for deck in bot_pool(user, match.mode, match.best_of, match.format):
        if not _team_problem(seat, engine_deck(spec_from_deck(deck), "")):
            return deck
    return preferred  # _take_seat names the clash


@transaction.atomic
def create_match(user: AbstractBaseUser, mode: str, deck: Deck, others: Sequence[str] = (),
                 is_open: bool = True, bot_deck: Deck | str | None = None, best_of: int = 1,
                 deck_format: str = STANDARD, clock: int = 0, increment: int = 0) -> Match:
    """A new match with `user` in seat 0; `others` says for each other seat "open", "bot" or
    "bot:<level>" (`seat_kind`).
    `best_of=3`: a best-of-3 Match (Duel only). `deck_format`: the format every deck must be legal
    in (decks.formats). Bots play `bot_deck` (else `deck`); a 2v2 bot whose teammate already has
    that deck's legend or a battlefield gets another deck. `bot_deck=RANDOM_DECK`: each bot draws a
    public deck at random (`public_bot_decks`). `clock`: seconds per player (0: untimed), `increment`:
    seconds added at the end of each of their turns (game.services.clocks)."""
    _check_format(mode, best_of, deck_format)
    try:
        clocks.check_choice(clock, increment, best_of)
    except ValueError as exc:
        raise LobbyError(str(exc)) from None
    if deck.owner_id != user.pk:
        raise LobbyError("You can only play your own decks.")
    count = SEATS_BY_MODE[mode]
    others = list(others) or [OPEN] * (count - 1)
    if len(others) != count - 1:
        raise LobbyError(f"Say for each of the {count - 1} other seats whether it is open or a bot.")
    kinds = [seat_kind(o) for o in others]
    match = Match.objects.create(mode=mode, seed=secrets.randbits(62), created_by=user, is_open=is_open,
                                 best_of=best_of, format=deck_format, clock_limit=clock, clock_increment=increment)
    seats = [Seat.objects.create(match=match, index=i, team=team_for(mode, i)) for i in range(count)]
    _take_seat(seats[0], deck, user.get_username(), user)
    levels = {i: level for i, (kind, level) in enumerate(kinds, start=1) if kind == BOT}
    bots = [seats[i] for i in levels]
    if bot_deck == RANDOM_DECK:
        drawn = _random_bot_decks(bots, mode, best_of, random.Random(match.seed), deck_format) if bots else {}
        for seat in bots:
            level = levels[seat.index]
            _take_seat(seat, drawn[seat.index], bot_name(seat.index), None, level)
    else:
        for seat in bots:
            preferred = bot_deck if isinstance(bot_deck, Deck) else deck
            level = levels[seat.index]
            _take_seat(seat, _bot_deck(seat, preferred, user), bot_name(seat.index), None, level)
    if all(not s.is_open for s in seats):
        start_match(match)
    return match


def _check_bot_quota(user: AbstractBaseUser) -> None:
    """At most `GAME_BOT_MATCH_QUOTA` live bot-only matches created by one account (0: no limit).
    The account's row is locked so two requests at once can't both take the last place."""
    quota = settings.GAME_BOT_MATCH_QUOTA
    if quota <= 0:
        return
    get_user_model().objects.select_for_update().filter(pk=user.pk).exists()
    running = (Match.objects.filter(created_by=user, status=Status.LIVE)
               .exclude(seats__is_bot=False).count())
    if running >= quota:
        plural = "es" if running != 1 else ""
        raise LobbyError(f"You already have {running} bot match{plural} running (the limit is {quota}): "
                         "wait for one to finish before starting another.")


@transaction.atomic
def create_bot_match(user: AbstractBaseUser, mode: str, best_of: int = 1, seed: int | None = None,
                     deck_format: str = STANDARD, level: str = DEFAULT_LEVEL) -> Match:
    """A match where every seat is a bot at `level`, each with a fully playable deck legal in
    `deck_format` (the user's own or public ones); it starts at once and `user`, who has no seat,
    watches it."""
    _check_format(mode, best_of, deck_format)
    if level not in LEVELS:
        raise LobbyError(f"Unknown bot level {str(level)[:20]!r}: choose {', '.join(LEVELS)}.")
    _check_bot_quota(user)
    seed = secrets.randbits(62) if seed is None else seed
    count = SEATS_BY_MODE[mode]
    decks = pick_bot_decks(bot_pool(user, mode, best_of, deck_format), mode, count, random.Random(seed))
    match = Match.objects.create(mode=mode, seed=seed, created_by=user, is_open=True, best_of=best_of,
                                 format=deck_format)
    for i, deck in enumerate(decks):
        seat = Seat.objects.create(match=match, index=i, team=team_for(mode, i))
        _take_seat(seat, deck, bot_name(i + 1), None, level)
    start_match(match)
    return match


@transaction.atomic
def join_match(match: Match, user: AbstractBaseUser, deck: Deck) -> Seat:
    match = Match.objects.select_for_update().get(pk=match.pk)
    if match.status != Status.LOBBY:
        raise LobbyError("This match has already started.")
    if match.rematch_of_id is not None:  # its seats are kept for the old match's players (game.services.rematch)
        raise LobbyError(f"This rematch is kept for the players of match {match.rematch_of_id}: "
                         "they accept it from that match's result.")
    if deck.owner_id != user.pk:
        raise LobbyError("You can only play your own decks.")
    seats = list(match.seats.select_for_update().order_by("index"))
    if any(s.user_id == user.pk for s in seats):
        raise LobbyError("You already have a seat in this match.")
    free = [s for s in seats if s.is_open]
    if not free:
        raise LobbyError("This match is full.")
    seat = free[0]
    _take_seat(seat, deck, user.get_username(), user)
    _seated(match, last=len(free) == 1)
    return seat


@transaction.atomic
def add_bot(match: Match, user: AbstractBaseUser, deck: Deck, level: str = DEFAULT_LEVEL) -> Seat:
    """The creator fills the next open seat with a bot at `level` playing `deck` (one of the creator's decks)."""
    if level not in LEVELS:
        raise LobbyError(f"Unknown bot level {str(level)[:20]!r}: choose {', '.join(LEVELS)}.")
    match = Match.objects.select_for_update().get(pk=match.pk)
    if match.created_by_id != user.pk:
        raise LobbyError("Only the player who created the match can add a bot.")
    if match.status != Status.LOBBY:
        raise LobbyError("This match has already started.")
    free = [s for s in match.seats.order_by("index") if s.is_open]
    if not free:
        raise LobbyError("This match is full.")
    seat = free[0]
    _take_seat(seat, deck, bot_name(seat.index), None, level)
    _seated(match, last=len(free) == 1)
    return seat


def _seated(match: Match, last: bool) -> None:
    """A seat was taken: start when it was the last one, else tell the lobby page."""
    if last:
        start_match(match)
    else:
        match_id = match.pk
        transaction.on_commit(lambda: publish(match_id, 0, "seat"))


def start_match(match: Match) -> None:
    """Deal the game: setup events and a snapshot at step 0; bots take their turns if they must."""
    state, events = deal(match)
    if match.is_series:
        events_rows = [{"kind": "series", "text": _series_opening(match, state), "to": -1}]
    else:
        events_rows = [{"kind": e.kind, "text": e.text, "to": e.to} for e in events]
    match.status = Status.LIVE
    match.started = timezone.now()
    match.setup_events = events_rows
    match.step = 0
    if match.clock_limit:  # the first decider's clock starts now (game.services.clocks)
        match.clocks = clocks.initial(match.clock_limit, match.seat_count, state)
    match.save()
    Snapshot.objects.create(match=match, seq=0, state=table_to_json(state))
    match_id = match.pk

    def after() -> None:
        remember(match_id, state)
        publish(match_id, 0, "start")

    transaction.on_commit(after)


def _series_opening(match: Match, series: Any) -> str:
    """The log's first line of a best-of match: what it waits for first."""
    pending = series.pending
    if pending is not None and pending.kind == "choose_first":  # TR 407.1-407.2
        name = series.names[pending.player]
        return f"Best of {match.best_of}: {name} was drawn at random to choose who goes first"
    return f"Best of {match.best_of}: each player presents a battlefield"


def rematch(match: Match, user: AbstractBaseUser) -> Match:
    """A new match like `match` for a player who faced only bots there: the same mode and format,
    the player in seat 0 with the same deck, each bot with its deck, in the same order around the
    table (a 2v2 teammate stays the teammate), at the same level. It starts at once."""
    if match.status != Status.FINISHED:
        raise LobbyError("A rematch is offered once the match is over.")
    seats = list(match.seats.select_related("deck").order_by("index"))
    mine = next((s for s in seats if s.user_id == user.pk), None)
    if mine is None:
        raise LobbyError("Only a player of this match can ask for a rematch.")
    if any(not s.is_bot for s in seats if s is not mine):
        raise LobbyError("A rematch is offered against bots only: invite other players to a new match.")
    if any(s.deck is None for s in seats):
        raise LobbyError("A deck of this match no longer exists: create a new match.")
    if mine.deck.owner_id != user.pk:
        raise LobbyError("You can only play your own decks.")
    count = len(seats)
    with transaction.atomic():
        new = create_match(user, match.mode, mine.deck, [OPEN] * (count - 1), is_open=False, best_of=match.best_of,
                           deck_format=match.format, clock=match.clock_limit, increment=match.clock_increment)
        for k in range(1, count):
            bot = seats[(mine.index + k) % count]
            add_bot(new, user, bot.deck, bot.bot_level or DEFAULT_LEVEL)
    new.refresh_from_db()
    return new
