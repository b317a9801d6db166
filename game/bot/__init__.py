"""A rules-aware bot for Riftbound Table (pure Python, no web framework).

    from game.bot import choose_action
    action = choose_action(state, seat, random.Random(seed))

It sees only `view(state, seat)` (and what its own listed plays cost) and picks one of
`legal_actions(state, seat)`.
See docs/bot.md.
"""

from .policy import choose_action

__all__ = ["choose_action"]
