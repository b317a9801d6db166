"""Region html by its inputs: a board region renders once per distinct input in this process.

Filled and read by `game.services.regions.cached_render` (each region of each render, and the card
tiles inside the regions that do change). An entry never goes stale (the html is a function of the
template and the inputs), so it is dropped only when the least recently used of `RENDERS.limit`
makes room, and by `game.live.forget_all`. Not per match: `forget_match` leaves it alone.
"""

from __future__ import annotations

from game.live.kept import Kept

RENDERS: Kept[tuple[str, bytes], str] = Kept("region html", 4096)  # (template, inputs) -> html
