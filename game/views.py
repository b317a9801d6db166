"""Pages: Play (lobby), Watch, the match board, joining and creating, histories and replays."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.contrib import messages
from django.contrib.auth import get_user_model
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from decks.formats import STANDARD, get_format
from decks.models import Deck, DeckFormat
from game.bot.levels import DEFAULT_LEVEL, LEVELS
from game.models import SEATS_BY_MODE, Match, Mode, Seat, Status
from game.services import (
    LobbyError,
    Refused,
    add_bot,
    clocks,
    create_match,
    join_match,
    load_state,
    state_at,
    submit_action,
)
from game.services.autopass import Prefs
from game.services.board import board_context
from game.services.bots import schedule_bots
from game.services.decks import deck_checks
from game.services.hints import hint_for
from game.services.history import (
    deck_history,
    live_matches,
    ongoing_matches,
    open_matches,
    outcome_for,
    seat_outcome,
    user_history,
    with_seats,
)
from game.services.lobby import BOT, RANDOM_DECK, create_bot_match, public_bot_decks, seat_name
from game.services.rematch import offer_or_accept, rematch_state
from game.services.render import autopass_panel, board_body, seat_of
from game.services.sandbox import puzzle_of

# "Watch bots play": the form's choice -> (mode, best of)
BOT_FORMATS = {"duel": ("duel", 1), "match": ("duel", 3), "ffa3": ("ffa3", 1), "ffa4": ("ffa4", 1),
               "2v2": ("2v2", 1)}
BOT_FORMAT_LABELS = (("duel", "Duel (1v1)"), ("match", "Duel, best of 3 (Match)"), ("ffa3", "Free-for-all, 3 players"),
                     ("ffa4", "Free-for-all, 4 players"), ("2v2", "2v2 (teams)"))


def _my_decks(request: HttpRequest, mode: str, deck_format: str = STANDARD) -> list:
    if not request.user.is_authenticated:
        return []
    return deck_checks(list(Deck.objects.filter(owner=request.user).select_related("legend")), mode, deck_format)


def _format_choice(raw: str | None) -> str:
    return raw if raw in DeckFormat.values else DeckFormat.STANDARD


@require_GET
def play(request: HttpRequest) -> HttpResponse:
    mode = request.GET.get("mode", Mode.DUEL)
    mode = mode if mode in SEATS_BY_MODE else Mode.DUEL
    deck_format = _format_choice(request.GET.get("format"))
    user = request.user if request.user.is_authenticated else None
    my_decks = _my_decks(request, mode, deck_format)
    context: dict[str, Any] = {
        "modes": Mode.choices, "mode": mode, "mode_label": dict(Mode.choices)[mode],
        "formats": DeckFormat.choices, "format": deck_format, "format_info": get_format(deck_format),
        "your_seat": seat_name(mode, 0),
        "other_seats": [(i, seat_name(mode, i)) for i in range(1, SEATS_BY_MODE[mode])],
        "my_decks": my_decks,
        "open_matches": open_matches(user), "ongoing": ongoing_matches(user) if user else [],
        "allow_unimplemented": getattr(settings, "GAME_ALLOW_UNIMPLEMENTED_CARDS", False),
        "bot_formats": BOT_FORMAT_LABELS,
        "bot_levels": list(LEVELS.values()), "default_level": DEFAULT_LEVEL,
        "public_bot_decks": public_bot_decks(mode, exclude_owner=user, deck_format=deck_format) if user else [],
    }
    if user and not any(c.usable for c in my_decks):
        context["dead_end"] = _dead_end(my_decks)
    return render(request, "home.html", context)


def _dead_end(my_decks: list) -> dict[str, Any]:
    """A player none of whose decks can play this mode and format: where to go instead. The public
    decks to clone are the Play page's `public_bot_decks` (legal here, every card playable); the
    builder link opens a deck (the first one held back by unplayable cards, else the first) or a new
    one with the card browser's "only cards playable in matches" filter on."""
    fixable = next((c for c in my_decks if c.blocking), my_decks[0] if my_decks else None)
    if fixable is None:
        return {"builder_url": f"{reverse('decks:deck_new')}?playable=true", "deck": None}
    return {"builder_url": f"{reverse('decks:deck_edit', args=[fixable.deck.pk])}?playable=true", "deck": fixable.deck}


def _sides(match: Match) -> list[list[Seat]]:
    """The match's seats by side: a 2v2 team's two seats together, else one seat a side."""
    seats = list(match.seats.all())
    if match.mode != "2v2":
        return [[s] for s in seats]
    return [[s for s in seats if s.team == team] for team in sorted({s.team for s in seats})]


def _with_sides(matches: list[Match]) -> list[Match]:
    """The matches with their seats by side and the points per side, for match lists."""
    for m in matches:
        m.sides = _sides(m)  # type: ignore[attr-defined]
        m.side_points = _side_points(m)  # type: ignore[attr-defined]
    return matches


def _side_points(match: Match) -> list[int]:
    """Points per side: in 2v2 both teammates hold the team's points (491.8.d.2), shown once."""
    points = list(match.points or [])
    if match.mode != "2v2" or not points:
        return points
    return [max((points[s.index] for s in side if s.index < len(points)), default=0) for side in _sides(match)]


@require_GET
def watch(request: HttpRequest) -> HttpResponse:
    live = live_matches()
    finished = list(with_seats(Match.objects.filter(status=Status.FINISHED))[:20])
    _with_sides(live + finished)
    return render(request, "watch.html", {"live": live, "finished": finished})


@login_required
@require_POST
def create(request: HttpRequest) -> HttpResponse:
    mode = request.POST.get("mode", Mode.DUEL)
    deck_format = request.POST.get("format", DeckFormat.STANDARD)
    deck = _own_deck(request, "deck")
    back = f"{reverse('home')}?mode={mode if mode in SEATS_BY_MODE else 'duel'}&format={_format_choice(deck_format)}"
    if deck is None or mode not in SEATS_BY_MODE:
        messages.error(request, "Choose a mode and one of your decks.")
        return redirect(back)
    others = [request.POST.get(f"seat{i}", "open") for i in range(1, SEATS_BY_MODE[mode])]
    best_of = 3 if request.POST.get("best_of") == "3" else 1
    bot_deck = _bot_deck_choice(request, mode, best_of, _format_choice(deck_format))
    if bot_deck is None and any(str(o).startswith(BOT) for o in others):
        messages.error(request, "Choose the bots' deck: a public deck at random, a public deck or one of yours.")
        return redirect(f"{reverse('home')}?mode={mode}")
    try:
        match = create_match(request.user, mode, deck, others, is_open=request.POST.get("listed") == "on",
                             bot_deck=bot_deck, best_of=best_of, deck_format=deck_format,
                             clock=_choice(request.POST.get("clock"), clocks.LIMITS),
                             increment=_choice(request.POST.get("increment"), clocks.INCREMENTS))
    except LobbyError as exc:
        messages.error(request, str(exc))
        return redirect(back)
    if match.status == Status.LIVE:
        schedule_bots(match.pk)
    return redirect("game:match", match.pk)


@login_required
@require_POST
def create_bots(request: HttpRequest) -> HttpResponse:
    """"Watch bots play": every seat a bot; the creator is sent to the board as a spectator."""
    choice = request.POST.get("format", "")
    if choice not in BOT_FORMATS:
        messages.error(request, f"Unknown mode {choice[:20]!r}: choose Duel, Duel best of 3, FFA3, FFA4 or 2v2.")
        return redirect("home")
    mode, best_of = BOT_FORMATS[choice]
    try:
        match = create_bot_match(request.user, mode, best_of, deck_format=request.POST.get("deck_format", STANDARD),
                                 level=request.POST.get("level", DEFAULT_LEVEL))
    except LobbyError as exc:
        messages.error(request, str(exc))
        return redirect("home")
    schedule_bots(match.pk)
    messages.info(request, "Bots play every seat: you are watching. The match is listed on the Watch page.")
    return redirect("game:match", match.pk)


@login_required
@require_POST
def join(request: HttpRequest, pk: int) -> HttpResponse:
    match = get_object_or_404(Match, pk=pk)
    if not match.is_open and request.POST.get("token") != match.invite_token:
        messages.error(request, "This match is by invitation: use the invite link.")
        return redirect("game:match", pk)
    deck = _own_deck(request, "deck")
    if deck is None:
        messages.error(request, "Choose one of your decks.")
        return redirect("game:match", pk)
    try:
        join_match(match, request.user, deck)
    except LobbyError as exc:
        messages.error(request, str(exc))
        return redirect("game:match", pk)
    schedule_bots(match.pk)
    return redirect("game:match", pk)


@login_required
@require_GET
def hint(request: HttpRequest, pk: int) -> HttpResponse:
    """The "Suggest a move" answer (issue 13.2): what the bot would do from the player's view, and why."""
    match = get_object_or_404(Match, pk=pk)
    answer = hint_for(match, request.user)
    return render(request, "game/hint.html", {"hint": answer}, status=200 if answer.text else 409)


@login_required
@require_POST
def bot(request: HttpRequest, pk: int) -> HttpResponse:
    match = get_object_or_404(Match, pk=pk)
    deck = _own_deck(request, "deck")
    try:
        if deck is None:
            raise LobbyError("Choose one of your decks for the bot.")
        add_bot(match, request.user, deck, request.POST.get("level", DEFAULT_LEVEL))
    except LobbyError as exc:
        messages.error(request, str(exc))
    schedule_bots(match.pk)
    return redirect("game:match", pk)


@login_required
@require_POST
def concede(request: HttpRequest, pk: int) -> HttpResponse:
    """Conceding without the websocket (it goes through the same path as every action)."""
    match = get_object_or_404(Match, pk=pk)
    seat = seat_of(match, request.user.pk)
    if seat is None or match.status != Status.LIVE:
        messages.error(request, "You have no seat in a live match here.")
        return redirect("game:match", pk)
    try:
        submit_action(match, seat, load_state(match).step, {"kind": "concede"})
    except Refused as exc:
        messages.error(request, f"Could not concede: {exc.reason}.")
    schedule_bots(match.pk)
    return redirect("game:match", pk)


@login_required
def rematch_page(request: HttpRequest, pk: int) -> HttpResponse:
    """A finished match, again with the same seats and decks: GET says what the rematch is and where it
    stands, POST offers it (against bots only: starts it) or accepts it (game.services.rematch)."""
    match = get_object_or_404(Match, pk=pk)
    seats = list(match.seats.select_related("user", "deck").order_by("index"))
    if request.method == "POST":
        try:
            new = offer_or_accept(match, request.user)
        except LobbyError as exc:
            messages.error(request, str(exc))
            return redirect("game:match", pk)
        schedule_bots(new.pk)
        return redirect("game:match", new.pk)
    if request.method != "GET":
        return HttpResponse(status=405)
    mine = next((s for s in seats if s.user_id == request.user.pk), None)
    state = rematch_state(match, mine.index) if mine is not None and match.status == Status.FINISHED else None
    rows = [{"label": s.label, "is_bot": s.is_bot, "bot_badge": s.bot_badge if s.is_bot else "",
             "mine": s.user_id == request.user.pk, "deck": s.deck_name_for(request.user.pk) or "a deck"}
            for s in seats]
    people = sum(1 for s in seats if not s.is_bot) > 1
    return render(request, "game/rematch.html", {"match": match, "rows": rows, "state": state, "people": people})


@require_GET
def match_page(request: HttpRequest, pk: int) -> HttpResponse:
    match = get_object_or_404(Match, pk=pk)
    seats = list(match.seats.select_related("user", "deck").order_by("index"))
    raw_seat = request.GET.get("seat", "")
    wanted = int(raw_seat) if raw_seat.isdigit() and len(raw_seat) < 4 else None
    seat = seat_of(match, request.user.pk if request.user.is_authenticated else None, wanted)
    token = request.GET.get("invite", "")
    hot_seat = [s for s in seats if request.user.is_authenticated and s.user_id == request.user.pk]
    context: dict[str, Any] = {
        "match": match, "seats": seats, "seat": seat,
        "ws_path": f"/ws/matches/{match.pk}/" + (f"?seat={seat}" if len(hot_seat) > 1 else ""),
        "hot_seat": hot_seat if len(hot_seat) > 1 else [],
        "puzzle": puzzle_of(match),
        "is_creator": request.user.is_authenticated and match.created_by_id == request.user.pk,
        "invite_url": request.build_absolute_uri(f"{reverse('game:match', args=[match.pk])}?invite={match.invite_token}"),
        "token": token if token == match.invite_token else "",
        "mode_label": match.get_mode_display(), "format_info": get_format(match.format),
    }
    if match.status == Status.LOBBY:
        context["my_decks"] = _my_decks(request, match.mode, match.format)
        context.update(bot_levels=list(LEVELS.values()), default_level=DEFAULT_LEVEL)
        context["can_join"] = (request.user.is_authenticated and seat is None
                               and (match.is_open or context["token"]))
    else:
        context.update(board_context(match, load_state(match), seat))
        context["board_body"] = board_body(context)
        if seat is not None and match.status == Status.LIVE:
            context["autopass"] = autopass_panel(Prefs.of(next(s for s in seats if s.index == seat)))
    return render(request, "game/board.html", context)


@require_GET
def replay(request: HttpRequest, pk: int) -> HttpResponse:
    match = get_object_or_404(Match, pk=pk)
    if match.status != Status.FINISHED:
        raise Http404("The replay opens when the match is over.")
    seats = list(match.seats.select_related("user").order_by("index"))
    last = match.step
    step = _int(request.GET.get("step"), last, 0, last)
    raw_seat = request.GET.get("seat", "")
    seat = _int(raw_seat, -1, -1, len(seats) - 1) if raw_seat != "" else -1
    viewer = None if seat < 0 else seat
    ctx = board_context(match, state_at(match, step), viewer, replay=True)
    ctx.update({"seats": seats, "step": step, "last": last, "view_seat": seat,
                "prev": max(step - 1, 0), "next": min(step + 1, last)})
    ctx["board_body"] = board_body(ctx)
    return render(request, "game/replay.html", ctx)


def _bot_deck_choice(request: HttpRequest, mode: str, best_of: int, deck_format: str) -> Deck | str | None:
    """The bots' deck from the Play form: "random" (the default: a public deck drawn for each bot),
    one of the user's decks, or a public deck the bots can play; None for anything else."""
    raw = request.POST.get("bot_deck", RANDOM_DECK)
    if raw == RANDOM_DECK:
        return RANDOM_DECK
    own = _own_deck(request, "bot_deck")
    if own is not None:
        return own
    return next((d for d in public_bot_decks(mode, best_of, deck_format=deck_format) if str(d.pk) == raw), None)


def _own_deck(request: HttpRequest, field: str) -> Deck | None:
    """The user's deck a form field names by its number; None for anything else ("abc" included)."""
    raw = request.POST.get(field, "")
    if not (raw.isascii() and raw.isdigit()):
        return None
    return Deck.objects.filter(owner=request.user, pk=int(raw)).first()


def _choice(raw: str | None, offered: tuple[int, ...]) -> int:
    """One of the offered numbers a form field names; the first (none) for anything else."""
    return int(raw) if raw is not None and raw.isascii() and raw.isdigit() and int(raw) in offered else offered[0]


def _int(raw: str | None, default: int, low: int, high: int) -> int:
    try:
        value = int(raw) if raw is not None else default
    except ValueError:
        value = default
    return max(low, min(high, value))


@login_required
@require_GET
def my_history(request: HttpRequest) -> HttpResponse:
    return redirect("game:player_history", request.user.get_username())


@require_GET
def player_history(request: HttpRequest, username: str) -> HttpResponse:
    player = get_object_or_404(get_user_model(), username=username)
    rows = [(m, outcome_for(m, player)) for m in _with_sides(user_history(player))]
    finished = [o for _, o in rows if o in ("won", "lost")]
    won = finished.count("won")
    decks = Deck.objects.filter(owner=player, seats__isnull=False).distinct()
    if player.pk != request.user.pk:
        decks = decks.filter(is_public=True)  # private decks stay their owner's
    return render(request, "game/history.html", {
        "player": player, "rows": rows, "played": len(finished), "won": won,
        "win_rate": round(100 * won / len(finished)) if finished else None, "decks": decks,
        "lost": len(finished) - won,
    })


@require_GET
def deck_matches(request: HttpRequest, pk: int) -> HttpResponse:
    deck = get_object_or_404(Deck, pk=pk)
    if not deck.is_public and deck.owner_id != request.user.pk:
        raise Http404("No such deck.")
    matches, record = deck_history(deck)
    seat_by_match = {s.match_id: s.index for s in Seat.objects.filter(deck=deck)}
    rows = [(m, seat_outcome(m, seat_by_match.get(m.pk, -1))) for m in _with_sides(matches)]
    return render(request, "game/deck_history.html", {"deck": deck, "rows": rows, "record": record})
