"""Site-wide pages: the Play landing page and the Watch list."""

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render


def home(request: HttpRequest) -> HttpResponse:
    return render(request, "home.html")


def watch(request: HttpRequest) -> HttpResponse:
    return render(request, "watch.html")
