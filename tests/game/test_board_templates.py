"""The board's Jinja environment reads a plain dict's key before trying an attribute."""

from __future__ import annotations

from types import SimpleNamespace

from game.services.regions import board_template


def test_a_dicts_key_wins_and_objects_and_missing_keys_behave_as_in_jinja():
    env = board_template("game/board/log.jinja").environment
    page = env.from_string("{{ d.items }}|{{ d.name }}|{{ o.name }}|{{ d.missing }}|{{ d.missing.deeper }}")
    out = page.render(d={"items": 3, "name": "Annie"}, o=SimpleNamespace(name="Garen"))
    assert out == "3|Annie|Garen||"  # Jinja's own getattr would give the dict's bound items method


def test_long_words_of_a_tile_name_may_break_with_a_hyphen_only_there_and_stay_escaped():
    from game.board_templates import soft_hyphens

    assert str(soft_hyphens("Jinx, Demolitionist")) == "Jinx, Demoli&shy;tionist"
    assert str(soft_hyphens("Long Sword")) == "Long Sword"
    assert str(soft_hyphens("<b>Ambushers & Co</b>")) == "&lt;b&gt;Amb&shy;ushers &amp; Co&lt;/b&gt;"
