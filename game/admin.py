from django.contrib import admin

from game.models import Match, MatchAction, Seat, Snapshot


class SeatInline(admin.TabularInline):
    model = Seat
    extra = 0
    fields = ["index", "user", "is_bot", "deck", "deck_name", "team"]


@admin.register(Match)
class MatchAdmin(admin.ModelAdmin):
    list_display = ["id", "mode", "status", "created_by", "created", "step", "result"]
    list_filter = ["mode", "status"]
    inlines = [SeatInline]


@admin.register(MatchAction)
class MatchActionAdmin(admin.ModelAdmin):
    list_display = ["match", "seq", "seat", "created"]


@admin.register(Snapshot)
class SnapshotAdmin(admin.ModelAdmin):
    list_display = ["match", "seq", "created"]
