"""The one exception the engine raises for an action it refuses."""


class IllegalAction(Exception):
    """Raised by `apply` with a reason a player understands; the state is unchanged."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
