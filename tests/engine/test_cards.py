"""Card facts and the implemented-or-not flag."""

from __future__ import annotations

from game.engine import CardDef, is_implemented
from game.engine.cards import from_catalog_record, parse_keyword, text_is_keywords_only


def test_vanilla_and_keyword_only_cards_need_no_script() -> None:
    assert is_implemented(CardDef("X", "X", "unit", might=2))
    assert text_is_keywords_only("[Tank] (I must be assigned combat damage first.)")
    assert is_implemented(CardDef("T", "T", "unit", keywords=(("Tank", 1),), text="[Tank] (reminder.)"))


def test_unscripted_text_is_unimplemented() -> None:
    assert not is_implemented(CardDef("Y", "Y", "unit", text="When you play me, draw 1."))
    assert not is_implemented(CardDef("Z", "Z", "unit", keywords=(("Mystery", 1),)))


def test_scripted_catalog_card_is_implemented() -> None:
    card = CardDef("OGN-024", "Void Seeker", "spell", text="Deal 4 to a unit at a battlefield. Draw 1.")
    assert is_implemented(card)


def test_catalog_record_conversion() -> None:
    rec = {"code": "OGN-001", "name": "Blazing Scorcher", "type": "unit", "supertype": "", "domains": ["fury"],
           "energy": 5, "power": None, "power_domains": [], "might": 5, "keywords": [{"name": "Accelerate"}],
           "text": "[Accelerate]"}
    card = from_catalog_record(rec)
    assert (card.key, card.energy, card.power, card.might, card.keywords) == (
        "OGN-001", 5, (), 5, (("Accelerate", 1),))
    assert parse_keyword("Shield 2") == ("Shield", 2)
    assert parse_keyword({"name": "Assault", "value": 3}) == ("Assault", 3)
