"""The spending plan budgets each play at what it really costs (game/bot/costs.py): one variant of a card at most,
a cheaper variant when the Energy it saves buys another play."""

from __future__ import annotations

from game.bot.plays import Option, spend_plan
from game.engine import Action
from game.engine.model.cards import CardDef


def _option(card: int, value: float, energy: int) -> Option:
    return Option(Action("play", 0, card=card), CardDef(key=f"c{card}", name=f"C{card}", type="unit"), value, energy)


def test_one_variant_of_a_card_at_most() -> None:
    """Two variants of card 1 (3 Energy worth 3.0, 2 Energy worth 2.8) and card 2 (2 Energy, 2.0): with 4 Energy the
    cheap variant and card 2 (4.8 beats 3.0 + nothing); with 5 the dear one and card 2; never both of card 1."""
    options = [_option(1, 3.0, 3), _option(1, 2.8, 2), _option(2, 2.0, 2)]
    four = spend_plan(options, 4)
    assert sorted((o.action.card, o.energy) for o in four) == [(1, 2), (2, 2)]
    five = spend_plan(options, 5)
    assert sorted((o.action.card, o.energy) for o in five) == [(1, 3), (2, 2)]
    assert [o.energy for o in spend_plan(options[:2], 9)] == [3]
