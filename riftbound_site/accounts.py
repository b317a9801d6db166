"""Accounts: sign up, log in, log out, change password, and the profile page.

Logging in (or signing up) from a page returns you to it: the header's links carry the page as
`next`, checked like Django's own login view does (this site only). Logging out says so.
"""

from django.contrib import messages
from django.contrib.auth import login
from django.contrib.auth import views as auth_views
from django.contrib.auth.decorators import login_required
from django.contrib.auth.forms import UserCreationForm
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import path, reverse_lazy
from django.utils.http import url_has_allowed_host_and_scheme
from django.views.decorators.http import require_http_methods

from riftbound_site.throttle import ThrottledAuthenticationForm


def safe_next(request: HttpRequest) -> str:
    """The `next` page asked for (POST, else GET) if it is on this site, else ""."""
    target = request.POST.get("next") or request.GET.get("next") or ""
    allowed = url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()},
                                              require_https=request.is_secure())
    return target if allowed else ""


@require_http_methods(["GET", "POST"])
def signup(request: HttpRequest) -> HttpResponse:
    next_page = safe_next(request)
    if request.user.is_authenticated:
        return redirect(next_page or "accounts:profile")
    form = UserCreationForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = form.save()
        login(request, user)
        messages.success(request, f"Welcome to Riftbound Table, {user.username}!")
        return redirect(next_page or "accounts:profile")
    return render(request, "registration/signup.html", {"form": form, "next": next_page})


class LogoutView(auth_views.LogoutView):
    """Log out (POST), then say so on the page it lands on."""

    def post(self, request: HttpRequest, *args, **kwargs) -> HttpResponse:
        response = super().post(request, *args, **kwargs)
        messages.info(request, "You are logged out. Log in again whenever you like.")
        return response


@login_required
def profile(request: HttpRequest) -> HttpResponse:
    from game.services.history import outcome_for, user_history

    decks = request.user.decks.select_related("legend").order_by("-updated")
    matches = user_history(request.user)[:10]
    for match in matches:
        match.outcome = outcome_for(match, request.user)
    return render(request, "accounts/profile.html", {"decks": decks, "matches": matches})


urlpatterns = [
    path("signup/", signup, name="signup"),
    path("login/", auth_views.LoginView.as_view(authentication_form=ThrottledAuthenticationForm), name="login"),
    path("logout/", LogoutView.as_view(), name="logout"),
    path(
        "password/",
        auth_views.PasswordChangeView.as_view(success_url=reverse_lazy("accounts:password_change_done")),
        name="password_change",
    ),
    path("password/done/", auth_views.PasswordChangeDoneView.as_view(), name="password_change_done"),
    path("profile/", profile, name="profile"),
]
