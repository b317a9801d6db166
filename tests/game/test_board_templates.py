"""The board's Jinja environment reads a plain dict's key before trying an attribute."""

from __future__ import annotations

from types import SimpleNamespace

from game.services.regions import board_template


def test_a_dicts_key_wins_and_objects_and_missing_keys_behave_as_in_jinja():
    env = board_template("game/board/log.jinja").environment
    page = env.from_string("{{ d.items }}|{{ d.name }}|{{ o.name }}|{{ d.missing }}|{{ d.missing.deeper }}")
    out = page.render(d={"items": 3, "name": "Annie"}, o=SimpleNamespace(name="Garen"))
    assert out == "3|Annie|Garen||"  # Jinja's own getattr would give the dict's bound items method
