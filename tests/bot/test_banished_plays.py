"""A card the seat may play from its banishment ("until your next Ending Phase, you may play that card":
Runeblade Anvil, Akali, Brash) is valued like one in its hand: the bot plays it."""

from __future__ import annotations

import pytest

from game.bot import policy

from .helpers import bot, scenario

TURN = {"player": "A", "phase": "main", "number": 3}
FIELDS = [{"controller": "B", "units": [{"card": "Giant", "controller": "B"}]}, {}]


@pytest.fixture(autouse=True)
def strict(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(policy, "STRICT", True)


def test_plays_a_banished_card_it_may_play() -> None:
    sc = scenario({"players": [{"name": "A", "runes": ["Fury Rune"] * 4, "banishment": [{"card": "Knight", "as": "k"}]},
                               {"name": "B"}], "battlefields": FIELDS, "turn": TURN})
    k = sc.obj("k")
    assert bot(sc).card != k  # no permission: not a card it may play
    sc.st.players[0].extra["may_play"] = [[k, sc.st.objs[k].gen]]
    a = bot(sc)
    assert a.kind == "play" and a.card == k, a
