"""Match pages: lobby, match board, history, replays."""

app_name = "game"
urlpatterns: list = []
