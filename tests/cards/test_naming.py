"""Cards that name a card or a tag (759-763): The List (UNL) and Fallen Feline (VEN), and the `name`
decision's answers as legal_actions lists them."""

from __future__ import annotations

from typing import Any

from game.engine import apply, legal_actions
from game.engine.model.actions import Action
from game.engine.model.errors import IllegalAction
from game.engine.model.serial import from_json, to_json
from game.engine.read.naming import TAGS, TAGS_V14, TYPES
from game.scenarios.runner import Scenario

from .helpers import check, duel

ZAP = {"type": "spell", "cost": 0, "keywords": ["Reaction"],
       "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 1, "to": "t0"}]]}}
CARDS = {"Zap": ZAP, "Poro Pal": {"type": "unit", "might": 4, "cost": 1, "tags": ["Poro"]},
         "Yordle Pal": {"type": "unit", "might": 4, "cost": 1, "tags": ["Yordle", "Bandle City"]}}


def _list_played() -> Scenario:
    sc = Scenario(duel({"hand": [{"card": "The List", "as": "list"}], "runes": ["Chaos Rune"]},
                       {"base": [{"card": "Poro Pal", "as": "poro"}, {"card": "Yordle Pal", "as": "yordle"}]},
                       cards=CARDS))
    sc.st, _ = apply(sc.st, Action("play", 0, card=sc.obj("list"), pay="auto"))
    return sc


def test_the_list_offers_the_tags_of_the_games_cards_and_accepts_any_tag_of_763_1() -> None:
    sc = _list_played()
    assert sc.st.pending is not None and sc.st.pending.kind == "name"
    assert sc.st.pending.data["what"] == "tag" and sc.st.pending.data["open"] is True
    offered = [a.choice["name"] for a in legal_actions(sc.st, 0) if a.kind == "choose"]
    assert offered == ["Bandle City", "Poro", "Yordle"]  # the game's own tags, not all 127
    assert set(offered) <= set(TAGS) and len(TAGS_V14) == 127 and "Miss Fortune" in TAGS  # 763.1, "Miss, Fortune" read as one
    assert len(TAGS) == 137 and set(TAGS) - set(TAGS_V14) == {  # 763.1 of 2026-10-09 adds ten
        "Bomb", "Graves", "Jarvan IV", "K'Sante", "Lulu", "Mordekaiser", "Neeko", "Orianna", "Seraphine", "Ziggs"}
    st, _ = apply(sc.st, Action("choose", 0, choice={"name": "Demacia"}))  # not on any card here, but a tag
    assert st.objs[sc.obj("list")].extra["named"] == {"what": "tag", "value": "Demacia"}
    before = to_json(sc.st)
    try:
        apply(sc.st, Action("choose", 0, choice={"name": "Dragonborn"}))
        raise AssertionError("a tag that doesn't exist was accepted")
    except IllegalAction as e:
        assert "763.1" in str(e)
    assert to_json(sc.st) == before  # a refused answer changes nothing


def test_the_list_named_tag_survives_a_save_and_limits_its_ability() -> None:
    sc = _list_played()
    restored = from_json(to_json(sc.st))  # saved mid-decision
    st, _ = apply(restored, Action("choose", 0, choice={"name": "Yordle"}))
    st = from_json(to_json(st))
    acts = [a for a in legal_actions(st, 0) if a.kind == "activate" and a.card == sc.obj("list")]
    assert acts and all(a.targets == [sc.obj("yordle")] for a in acts)


def test_the_list_gives_the_named_tag_minus_two() -> None:
    check(duel({"hand": [{"card": "The List", "as": "list"}], "runes": ["Chaos Rune"]},
               {"base": [{"card": "Poro Pal", "as": "poro"}, {"card": "Yordle Pal", "as": "yordle"}]},
               cards=CARDS,
               steps=[{"act": "play", "by": "A", "card": "list"},
                      {"act": "choose", "by": "A", "choice": {"name": "Bandle City"}},
                      {"act": "activate", "by": "A", "source": "list", "targets": ["poro"], "expect_error": True},
                      {"act": "activate", "by": "A", "source": "list", "targets": ["yordle"]},
                      {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
                      {"expect": {"might": {"yordle": 2, "poro": 4}}}]))


def _feline(where: str) -> dict[str, Any]:
    cat = {"card": "Fallen Feline", "as": "cat", "controller": "A"}
    bfs: list[Any] = [{"as": "bf1", "controller": "A", "units": [cat]}, {"as": "bf2"}] if where == "bf" else None
    return duel({"base": [cat] if where == "base" else [], "runes": ["Order Rune"] * 2},
                {"hand": [{"card": "Zap", "as": "z"}, {"card": "Zap", "as": "z2"}], "base": ["Filler"]},
                battlefields=bfs, cards=CARDS, turn={"player": "B", "phase": "main", "number": 4})


def _named(sc: Scenario, value: str) -> None:
    sc.st.w(sc.obj("cat")).extra["named"] = {"what": "card", "value": value}


def test_fallen_feline_at_a_battlefield_hides_the_named_spell_from_opponents() -> None:
    sc = Scenario(_feline("bf"))
    _named(sc, "Zap")
    assert not [a for a in legal_actions(sc.st, 1) if a.kind == "play"]
    try:
        apply(sc.st, Action("play", 1, card=sc.obj("z"), targets=[sc.obj("cat")], pay="auto"))
        raise AssertionError("the named spell was played")
    except IllegalAction as e:
        assert "Fallen Feline" in str(e) and "Zap" in str(e)
    _named(sc, "Falling Star")  # another name: Zap is free again
    assert [a for a in legal_actions(sc.st, 1) if a.kind == "play" and a.card == sc.obj("z")]


def test_fallen_feline_at_base_stops_nothing() -> None:
    sc = Scenario(_feline("base"))
    _named(sc, "Zap")
    assert [a for a in legal_actions(sc.st, 1) if a.kind == "play" and a.card == sc.obj("z")]


def _feline_naming(mine: dict[str, Any]) -> Scenario:
    """A plays Fallen Feline and names a spell; B holds Zap in hand and Bolt in its deck."""
    cards = {**CARDS, "Bolt": {**ZAP, "cost": 1}, "Spark": ZAP}
    sc = Scenario(duel({"hand": [{"card": "Fallen Feline", "as": "cat"}], "runes": ["Order Rune"] * 2, **mine},
                       {"hand": [{"card": "Zap", "as": "z"}], "deck": ["Bolt"]}, cards=cards))
    sc.st, _ = apply(sc.st, Action("play", 0, card=sc.obj("cat"), pay="auto"))
    sc.st, _ = apply(sc.st, Action("pass", 0))
    sc.st, _ = apply(sc.st, Action("pass", 1))
    assert sc.st.pending is not None and sc.st.pending.kind == "name" and sc.st.pending.data["type"] == "spell"
    return sc


def test_naming_never_lists_what_only_an_opponents_hand_or_deck_holds() -> None:
    sc = _feline_naming({"deck": ["Spark"]})
    offered = [a.choice["name"] for a in legal_actions(sc.st, 0) if a.kind == "choose"]
    assert offered == ["Spark"]  # A's own deck list; B's Zap (hand) and Bolt (deck) stay unnamed
    st, _ = apply(sc.st, Action("choose", 0, choice={"name": "zap"}))  # any legal name is accepted
    assert st.objs[sc.obj("cat")].extra["named"] == {"what": "card", "value": "Zap"}


def test_with_no_spell_of_its_own_known_the_player_is_offered_every_catalog_spell() -> None:
    from game.engine.read.naming import every_name

    sc = _feline_naming({})
    offered = [a.choice["name"] for a in legal_actions(sc.st, 0) if a.kind == "choose"]
    assert offered == every_name("card", "spell") and len(offered) > 100
    assert "Zap" not in offered and "Bolt" not in offered  # test cards: in no catalog
    assert len(TYPES) == 6
