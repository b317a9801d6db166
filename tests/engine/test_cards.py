"""Card facts and the implemented-or-not flag."""

from __future__ import annotations

from game.engine import CardDef, is_implemented
from game.engine.model.cards import from_catalog_record, parse_keyword, text_is_keywords_only


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


def test_bracketed_symbols_other_than_keywords_are_abilities_not_blanks() -> None:
    # "[E]: [Add] [1]" is an activated ability: without a script the card is not implemented
    assert not text_is_keywords_only("[Reaction][>] [E]: [Add] [1]. (Abilities that add resources can't be reacted to.)")
    assert not text_is_keywords_only("[Deathknell][>] [Predict 2]. (When I die, look at the top two cards.)")
    assert not is_implemented(CardDef("S", "S", "unit", text="[E]: [Reaction], [Legion] — [Add] [1]."))
    # the Equip cost is part of the keyword (818)
    assert text_is_keywords_only("[Equip] [Fury] ([Fury]: Attach this to a unit you control.)")
    assert text_is_keywords_only("[Shield 2] [Tank]")
