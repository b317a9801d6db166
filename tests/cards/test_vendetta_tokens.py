"""Vendetta (VEN), issue 21's third slice (`game/cards/vendetta_tokens.py`): the cards that play the unit tokens
the Core Rules define (187.4 Mech, 187.10 Tentacle, 187.11 Shadow Clone) and the Shadow Clone's text. One test
per card, quoting its printed text and citing the rules (Core Rules 2026-10-09)."""

from __future__ import annotations

from typing import Any

import pytest

from game.cards.vendetta_tokens import SCRIPTS as VEN_SCRIPTS
from game.engine.model.cards import default_catalog
from game.scenarios.runner import Scenario

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_vendetta_more import CARDS, DOMAIN_RUNES, _bot_turn, empower, runes

CLONE = "Shadow Clone"
NEXT_TURN = [{"act": "end_turn", "by": "A"}, {"act": "run_until", "phase": "main"},
             {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"}]


def test_shadow_clone_token() -> None:
    """187.11: "A 0 [M] Shadow Clone token is a domainless unit token with 0 Might and 'When I attack, you may
    banish a unit from your trash. If you do, give me [Assault 4] this turn.'" - the unit is chosen as it
    resolves (not a spell in the trash); declined, or with no unit in the trash, it gets nothing."""
    trash = [{"card": "Pup", "as": "t1"}, {"card": "Ogre", "as": "t2"}, {"card": "Zap", "as": "ts"}]
    bfs = [bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")]
    attack = [{"act": "move", "by": "A", "units": ["c"], "to": "bf1"},
              {"expect": {"pending": {"player": "A", "kind": "may"}}}]
    check(duel({"base": [u(CLONE, "c", "A")], "trash": trash}, battlefields=bfs, cards=CARDS, steps=[
        {"expect": {"might": {"c": 0}}}, *attack, {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["ts"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["t2"]}},
        {"expect": {"zone": {"t2": "banishment", "t1": "trash"}, "keywords": {"c": ["Assault 4"]}, "might": {"c": 4}}}]))
    check(duel({"base": [u(CLONE, "c", "A")], "trash": trash}, battlefields=bfs, cards=CARDS, steps=[
        *attack, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"zone": {"t1": "trash", "t2": "trash"}, "keywords": {"c": []}, "chain": []}}]))
    check(duel({"base": [u(CLONE, "c", "A")], "trash": [{"card": "Zap", "as": "ts"}]}, battlefields=bfs, cards=CARDS,
               steps=[*attack, {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE,
                      {"expect": {"zone": {"ts": "trash"}, "keywords": {"c": []}, "pending": None}}]))


def test_zed_from_the_shadows() -> None:
    """"You may discard 1 as an additional cost to play me. When you play me, if you paid the additional cost,
    play a 0 [M] Shadow Clone unit token." - to a place its player chooses (440.2.b.1: their base or a
    battlefield they control)."""
    a = {"hand": [{"card": "Zed, From the Shadows", "as": "z"}, {"card": "Pup", "as": "h"}], "runes": runes("fury", 5)}
    bfs = [bf("bf1"), bf("bf2", "A", u("Pup", "mine", "A"))]
    check(duel(a, battlefields=bfs, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "z", "options": {"additional_cost": True}},
        {"expect": {"zone": {"h": "trash"}, "chain": ["Zed, From the Shadows (play)"]}}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_destination"}}},
        {"act": "choose", "by": "A", "choice": {"battlefield": "bf2"}},
        {"expect": {"zone": {CLONE: "bf2"}, "might": {CLONE: 0}, "exhausted": {CLONE: True}}}]))
    check(duel(a, battlefields=bfs, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "z"},
        {"expect": {"zone": {"h": "hand"}, "chain": [], "count": {"A": {"units": 2}}}}]))


def test_iterative_design() -> None:
    """"Play a 3 [M] Mech unit token. [Flow] [2][Mind]" - 187.4: a 3 [M] unit with the Mech tag."""
    for zone, end, n in (("hand", "trash", 4), ("trash", "banishment", 3)):
        check(duel({zone: [{"card": "Iterative Design", "as": "s"}], "runes": runes("mind", n)}, cards=CARDS, steps=[
            {"act": "play", "by": "A", "card": "s"}, *RESOLVE,
            {"expect": {"zone": {"s": end, "Mech": "base"}, "might": {"Mech": 3}, "log_contains": "A plays a Mech token"}}]))


def test_hextech_disc() -> None:
    """"[Empower] — [E] Disempower this, [1], [E]: Play a 3 [M] Mech unit token to your base." - Empowering
    exhausts it; the token ability needs it Empowered and ready, and ends the Empowered state (443)."""
    check(duel({"base": [{"card": "Hextech Disc", "as": "d"}], "runes": runes("body", 2)},
               battlefields=[bf("bf1"), bf("bf2", "A", u("Pup", "mine", "A"))], cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": "d", "ability": 0, "expect_error": True},
        *empower("d", ability=1), {"expect": {"exhausted": {"d": True}}},
        {"act": "activate", "by": "A", "source": "d", "ability": 0, "expect_error": True},
        *NEXT_TURN,
        {"act": "activate", "by": "A", "source": "d", "ability": 0}, *RESOLVE,
        {"expect": {"zone": {"Mech": "base"}, "pending": None, "log_contains": "Hextech Disc is no longer Empowered"}},
        *NEXT_TURN,
        {"act": "activate", "by": "A", "source": "d", "ability": 0, "expect_error": True}]))


def test_up_from_the_deep() -> None:
    """"Play two 1 [M] Tentacle unit tokens from Bilgewater. [Flow] [3]" - 187.10: 1 [M], the Bilgewater tag;
    each placed on its own."""
    bfs = [bf("bf1"), bf("bf2", "A", u("Pup", "mine", "A"))]
    check(duel({"hand": [{"card": "Up from the Deep", "as": "s"}], "runes": runes("chaos", 3)}, battlefields=bfs,
               cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"battlefield": "bf2"}},
        {"act": "choose", "by": "A", "choice": {"battlefield": "base"}},
        {"expect": {"count": {"A": {"units": 3, "base": 1}}, "zone": {"s": "trash"}}}]))
    check(duel({"trash": [{"card": "Up from the Deep", "as": "s"}], "runes": runes("chaos", 3)}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "s"}, *RESOLVE,
        {"expect": {"count": {"A": {"units": 2, "base": 2}}, "zone": {"s": "banishment"}}}]))


def test_illaoi_prophet_of_the_great_kraken() -> None:
    """"When you play me or when I score, play a [1] [M] Tentacle unit token from Bilgewater. I have +1 [M] for
    each token unit you control." - she scores when she conquers or holds (470.3-471); an opponent's token
    doesn't count."""
    check(duel({"hand": [{"card": "Illaoi, Prophet of the Great Kraken", "as": "i"}], "runes": runes("chaos", 6)},
               {"base": [u("Tentacle", "et", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "i"}, {"expect": {"might": {"i": 4}}}, *RESOLVE,
        {"expect": {"might": {"i": 5}, "count": {"A": {"units": 2}}}}]))
    check(duel({"base": [u("Illaoi, Prophet of the Great Kraken", "i", "A")]}, cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["i"], "to": "bf1"}, *RESOLVE,
        {"expect": {"chain": ["Illaoi, Prophet of the Great Kraken (conquer)"]}}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"battlefield": "bf1"}},
        {"expect": {"might": {"i": 5}, "zone": {"Tentacle": "bf1"}}}]))
    check(duel({"deck": ["Pup"] * 3}, battlefields=[bf("bf1", "A", u("Illaoi, Prophet of the Great Kraken", "i", "A")),
                                                    bf("bf2")],
               turn={"player": "A", "phase": "beginning", "number": 3}, cards=CARDS, steps=[
        {"expect": {"chain": ["Illaoi, Prophet of the Great Kraken (hold)"], "points": {"A": 1}}}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"battlefield": "base"}},
        {"expect": {"might": {"i": 5}, "zone": {"Tentacle": "base"}}}]))


def test_zed_without_a_sound() -> None:
    """"When I conquer, play a 0 [M] Shadow Clone unit token to your base. [Action][>] [1][Chaos]: Move me and
    a Shadow Clone you control to each other's locations." - not another unit, not an opponent's Shadow Clone;
    Action: in a showdown on an opponent's turn too (806)."""
    check(duel({"base": [u("Zed, Without a Sound", "z", "A")], "runes": runes("chaos", 2)},
               {"base": [u(CLONE, "ec", "B")]}, cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["z"], "to": "bf1"}, *RESOLVE,
        {"expect": {"chain": ["Zed, Without a Sound (conquer)"]}}, *RESOLVE,
        {"expect": {"zone": {"z": "bf1"}, "count": {"A": {"base": 1, "units": 2}}, "might": {"z": 5}}}]))
    check(duel({"base": [u(CLONE, "c", "A"), u("Pup", "p", "A")], "runes": runes("chaos", 2)},
               {"base": [u(CLONE, "ec", "B")]},
               battlefields=[bf("bf1", "A", u("Zed, Without a Sound", "z", "A")), bf("bf2")], cards=CARDS, steps=[
        *[{"act": "activate", "by": "A", "source": "z", "ability": 0, "targets": [x], "expect_error": True}
          for x in ("p", "ec")],
        {"act": "activate", "by": "A", "source": "z", "ability": 0, "targets": ["c"]}, *RESOLVE,
        {"expect": {"zone": {"z": "base", "c": "bf1", "ec": "base"}, "count": {"A": {"runes": 1}}}}]))


def test_death_mark() -> None:
    """"[Burn 3]. Play a 0 [M] Shadow Clone unit token. [Flow] [1][A][A]" - burn: the top 3 of your Main Deck to
    your trash (441)."""
    for zone, end, n in (("hand", "trash", 3), ("trash", "banishment", 3)):
        check(duel({zone: [{"card": "Death Mark", "as": "s"}], "runes": runes("chaos", n), "deck": ["Pup"] * 5},
                   cards=CARDS, steps=[
            {"act": "play", "by": "A", "card": "s"}, *RESOLVE,
            {"expect": {"zone": {"s": end, CLONE: "base"}, "count": {"A": {"main_deck": 2, "trash": 3 + (end == "trash")}}}}]))


# -- the bot -----------------------------------------------------------------------------

PLAYABLE = sorted(n for n in VEN_SCRIPTS if n != CLONE and default_catalog().find(n).type not in ("battlefield", "legend"))
# A gear is valued by its passives and triggers, not by what its abilities may do later.
BOT_NEVER_PLAYS: dict[str, str] = {}  # (Hextech Disc: played since the bot values a gear's abilities)


@pytest.mark.parametrize("card", [pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=BOT_NEVER_PLAYS[n]))
                                  if n in BOT_NEVER_PLAYS else n for n in PLAYABLE])
def test_the_bot_plays_the_card_and_answers_its_decisions(card: str) -> None:
    found = default_catalog().find(card)
    zones = ["hand", "trash"] if found.has("Flow") else ["hand"]
    for zone in zones:
        a: dict[str, Any] = {"runes": [DOMAIN_RUNES[found.domains[0]]] * 12, "deck": ["Pup"] * 10,
                             "hand": [{"card": "Pup"}], "trash": [{"card": "Ogre"}],
                             "base": [u("Ogre", "c", "A"), u(CLONE, "sc", "A")]}
        a[zone] = [*a[zone], {"card": card, "as": "x"}]
        sc = Scenario(duel(a, {"base": [u("Pup", "e", "B")]},
                           battlefields=[bf("bf1", "B", u("Pup", "eb", "B")), bf("bf2", "A", u("Ogre", "o", "A"))],
                           cards=CARDS))
        taken = _bot_turn(sc)
        assert any(t.kind == "play" and t.card == sc.obj("x") for t in taken), [(t.kind, t.card) for t in taken]


def test_the_bot_uses_hextech_disc() -> None:
    """On the board, the bot Empowers the Disc (exhausting it), then next turn plays its Mech."""
    sc = Scenario(duel({"base": [{"card": "Hextech Disc", "as": "x"}], "runes": runes("body", 4), "deck": ["Pup"] * 10},
                       cards=CARDS))
    taken = _bot_turn(sc)
    assert sc.st.objs[sc.obj("x")].extra.get("empowered"), [(t.kind, t.card) for t in taken]
    _bot_turn(sc)  # B's turn
    taken = _bot_turn(sc)
    assert any(t.kind == "activate" and t.card == sc.obj("x") and t.ability == 0 for t in taken)
    assert any(sc.st.name(o) == "Mech" for o in sc.st.players[0].base)
