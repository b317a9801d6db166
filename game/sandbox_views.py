"""The rules sandbox page: paste, upload or pick a position, then play it out (game/services/sandbox.py)."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse

from game.models import Status
from game.services.bots import schedule_bots
from game.services.sandbox import (
    MAX_TEXT,
    SandboxError,
    create_sandbox,
    parse_position,
    public_position,
    public_positions,
    seat_names,
)

OPPONENTS = (("hotseat", "Hot-seat: I act for every player"), ("bots", "Bots play the other seats"))


def _text(request: HttpRequest) -> str:
    """The position's text: an uploaded file, else the pasted text, else a public position."""
    upload = request.FILES.get("file")
    if upload is not None:
        if upload.size > MAX_TEXT * 4:
            raise SandboxError(f"A position file is at most {MAX_TEXT:,} characters.")
        try:
            return upload.read().decode("utf-8")
        except UnicodeDecodeError:
            raise SandboxError("The file is not UTF-8 text (a YAML scenario file).") from None
    pasted = request.POST.get("text", "")
    if pasted.strip():  # as pasted, so the line numbers of an error are the player's
        return pasted
    chosen = public_position(request.POST.get("public", ""))
    if chosen is None:
        raise SandboxError("Paste a position, upload a scenario file or pick one of the public positions.")
    return chosen.text


def sandbox(request: HttpRequest) -> HttpResponse:
    """The form (anyone may read it and the public positions); creating a match needs an account."""
    context = {"public": public_positions(), "opponents": OPPONENTS, "text": "", "error": "",
               "chosen": request.GET.get("public", ""), "max_text": MAX_TEXT}
    if request.method == "POST":
        if not request.user.is_authenticated:
            return redirect(f"{reverse('accounts:login')}?next={reverse('game:sandbox')}")
        text = ""
        try:
            text = _text(request)
            data = parse_position(text)
            names = seat_names(data)
            me = _my_seat(data, names)
            bots = [i for i in range(len(names)) if i != me] if request.POST.get("opponents") == "bots" else []
            match = create_sandbox(request.user, text, bots)
        except SandboxError as exc:
            context.update(text=text or request.POST.get("text", ""), error=str(exc),
                           chosen=request.POST.get("public", ""))
            return render(request, "game/sandbox.html", context, status=400)
        if match.status == Status.LIVE and bots:
            schedule_bots(match.pk)
        return redirect(f"{reverse('game:match', args=[match.pk])}?seat={me}")
    return render(request, "game/sandbox.html", context)


def _my_seat(data: dict, names: list[str]) -> int:
    """The seat the creator plays against bots: the puzzle's player, else the first."""
    player = str((data.get("puzzle") or {}).get("player", ""))
    return names.index(player) if player in names else 0
