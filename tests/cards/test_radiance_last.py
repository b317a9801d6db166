"""Radiance (RAD), the last two cards (`game/cards/radiance_last.py`): one test per clause, named after the card,
quoting its printed text (the official gallery of 2026-10-10) and the rules it relies on (Core Rules 2026-10-09);
then the bot plays each card and answers its decisions. The scenarios `tests/scenarios/radiance/orianna-lady-of-
clockwork.yaml` and `neeko-blending-in.yaml` walk through the same texts."""

from __future__ import annotations

from typing import Any

from game.engine import apply, legal_actions, view
from game.engine.model.actions import Action
from game.engine.model.cards import default_catalog
from game.engine.read import layers
from game.scenarios.runner import Scenario

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_unleashed_final import bot_turn_seen
from .test_unleashed_more import final

ORIANNA = "Orianna, Lady of Clockwork"
NEEKO = "Neeko, Blending In"
VIKTOR = "Viktor, Herald of the Arcane"  # activated: "[1], [E]: Play a 1 [M] Recruit unit token."
JINX = "Jinx, Loose Cannon"  # triggered: "At start of your Beginning Phase, draw 1 if you have one or fewer cards ..."
RUMBLE = "Rumble, Mechanized Menace"  # passive: "Your Mechs have [Shield]."
CARDS: dict[str, Any] = {
    "Relic": {"type": "gear", "cost": 3},
    "Trinket": {"type": "gear", "cost": 1},
    "Blade": {"type": "gear", "cost": 2, "tags": ["Equipment"], "might_bonus": 2},
    "Pup": {"type": "unit", "might": 2, "cost": 1},
    "Ogre": {"type": "unit", "might": 5, "cost": 5},
    "Mechling": {"type": "unit", "might": 2, "cost": 0, "tags": ["Mech"]},
    "Smash": {"type": "spell", "cost": 0, "keywords": ["Action"],
              "script": {"targets": [{"what": "unit"}], "effects": [["kill", {"to": "t0"}]]}},
    "Scrap": {"type": "spell", "cost": 0, "keywords": ["Action"],
              "script": {"targets": [{"what": "gear"}], "effects": [["kill", {"to": "t0"}]]}},
    "Bounce": {"type": "spell", "cost": 0, "keywords": ["Action"],
               "script": {"targets": [{"what": "unit"}], "effects": [["return_to_hand", {"to": "t0"}]]}},
}
START = {"player": "A", "phase": "beginning", "number": 3}  # A's turn starts: Orianna's trigger as the Main Phase does
CALM = ["Calm Rune"] * 4


def _orianna(base: list[Any], b: dict[str, Any] | None = None, steps: list[Any] | None = None,
             battlefields: list[Any] | None = None) -> dict[str, Any]:
    return duel({"legend": ORIANNA, "runes": CALM, "base": base, "hand": [{"card": "Smash", "as": "smash"},
                                                                         {"card": "Scrap", "as": "scrap"}]},
                b, steps, battlefields, cards=CARDS, turn=START)


def _choose_gear(label: str | None = None) -> list[dict[str, Any]]:
    """Orianna's may, taken (it asks as it is finalized, 383.3.a), resolved; the gear chosen when there are several."""
    out: list[dict[str, Any]] = [{"expect": {"pending": {"player": "A", "kind": "may"}}},
                                 {"act": "choose", "by": "A", "choice": {"yes": True}},
                                 {"expect": {"chain": [f"{ORIANNA} (start_main)"]}}, *RESOLVE]
    if label:
        out += [{"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
                {"act": "choose", "by": "A", "choice": {"cards": [label]}}]
    return out


def test_orianna_lady_of_clockwork_may_pay_1_to_make_a_friendly_gear_a_unit_gear() -> None:
    """"At the start of your Main Phase, you may pay [1] to choose a friendly gear. It becomes a unit gear with Might
    equal to its Energy cost ..." (479.2.a, 178): the Relic ([3]) is a 3 [M] unit now - A paid one rune - and it
    moves (178.2.a) to bf1, fights B's 2 [M] Pup there, survives it (its 2 damage healed after combat) and conquers;
    an enemy's gear is not offered (friendly only)."""
    view_ = final(_orianna([{"card": "Relic", "as": "relic"}, {"card": "Trinket", "as": "trinket"}],
                   {"base": [{"card": "Relic", "as": "enemy_relic"}]},
                   battlefields=[bf("bf1", "B", u("Pup", "bpup", "B")), bf("bf2")], steps=[
        *_choose_gear(),
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["enemy_relic"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"cards": ["relic"]}},
        {"expect": {"pending": None, "might": {"relic": 3}, "count": {"A": {"units": 1}}}},
        {"act": "move", "by": "A", "units": ["relic"], "to": "bf1"},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"zone": {"relic": "bf1", "bpup": "trash"}, "controller": {"bf1": "A"}}}]))
    assert sum(r["exhausted"] for r in view_["players"][0]["runes"]) == 1  # [1] paid
    relic = next(o for o in view_["battlefields"][0]["units"] if o["name"] == "Relic")
    assert relic["type"] == "unit" and relic["also"] == ["gear"] and relic["might"] == 3


def test_orianna_lady_of_clockwork_declined_costs_nothing_and_no_gear_means_no_question() -> None:
    """"you may pay [1]": declined, nothing is paid and no gear becomes a unit; with no friendly gear there is
    nothing to choose, so nothing is asked."""
    view_ = final(_orianna([{"card": "Relic", "as": "relic"}], steps=[
        {"expect": {"pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"pending": None, "chain": [], "count": {"A": {"units": 0}}}},
        {"act": "move", "by": "A", "units": ["relic"], "to": "bf1", "expect_error": True}]))
    assert not any(r["exhausted"] for r in view_["players"][0]["runes"])
    check(_orianna([{"card": "Pup", "as": "pup"}], steps=[
        {"expect": {"pending": None, "chain": [], "turn": {"player": "A", "phase": "main"}}}]))


def test_orianna_lady_of_clockwork_until_you_choose_another_gear_with_me() -> None:
    """"... until you choose another gear with me." The next turn Orianna chooses the Trinket: the Relic, at bf1, is
    only a gear again and the cleanup recalls it to base (149.3; 178.1.a.1.a spared it while it was a unit); the
    Trinket is a 1 [M] unit."""
    check(_orianna([{"card": "Relic", "as": "relic"}, {"card": "Trinket", "as": "trinket"}], steps=[
        *_choose_gear("relic"),
        {"act": "move", "by": "A", "units": ["relic"], "to": "bf1"},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},  # the showdown at the open battlefield: A conquers
        {"expect": {"zone": {"relic": "bf1"}, "controller": {"bf1": "A"}}},
        {"act": "end_turn", "by": "A"},
        {"expect": {"zone": {"relic": "bf1"}}},
        {"act": "end_turn", "by": "B"},
        *_choose_gear("trinket"),
        {"expect": {"zone": {"relic": "base"}, "might": {"trinket": 1}, "count": {"A": {"units": 1}}}},
        {"act": "move", "by": "A", "units": ["relic"], "to": "bf2", "expect_error": True},
        {"act": "move", "by": "A", "units": ["trinket"], "to": "bf2"}]))


def test_orianna_lady_of_clockwork_the_unit_gear_is_killed_as_a_unit_or_as_a_gear() -> None:
    """178.3: "Kill a unit" and "Kill a gear" each may target the unit gear; it dies to its owner's trash."""
    for spell in ("smash", "scrap"):
        check(_orianna([{"card": "Relic", "as": "relic"}], steps=[
            *_choose_gear(),
            {"act": "play", "by": "A", "card": spell, "targets": ["relic"]}, *RESOLVE,
            {"expect": {"zone": {"relic": "trash"}}}]))


def test_orianna_lady_of_clockwork_the_unit_gear_dies_in_combat() -> None:
    """A unit gear has Might and takes damage like any unit (178.1.a.1): the Trinket ([1], so 1 [M]) attacks B's 2 [M]
    Pup at bf1 and dies to the combat damage, to A's trash; the Pup survives."""
    check(_orianna([{"card": "Trinket", "as": "trinket"}],
                   battlefields=[bf("bf1", "B", u("Pup", "bpup", "B")), bf("bf2")], steps=[
        *_choose_gear(),
        {"expect": {"might": {"trinket": 1}}},
        {"act": "move", "by": "A", "units": ["trinket"], "to": "bf1"},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"zone": {"trinket": "trash", "bpup": "bf1"}, "controller": {"bf1": "B"}}}]))


def test_orianna_lady_of_clockwork_an_allys_gear_is_friendly_in_2v2() -> None:
    """"a friendly gear": in 2v2 an ally's gear is friendly (491.8), so Orianna may choose it; it stays its
    controller's."""
    data = {"name": "2v2", "mode": "2v2", "cards": CARDS, "players": [
        {"name": "A", "team": 1, "legend": ORIANNA, "runes": CALM},
        {"name": "B", "team": 2},
        {"name": "C", "team": 1, "base": [{"card": "Relic", "as": "ally_relic"}]},
        {"name": "D", "team": 2, "base": [{"card": "Relic", "as": "enemy_relic"}]}],
        "battlefields": [{"as": "bf1"}, {"as": "bf2"}, {"as": "bf3"}], "turn": START,
        "steps": [{"act": "choose", "by": "A", "choice": {"yes": True}},
                  {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "C"},
                  {"act": "pass", "by": "D"},  # only the ally's gear: chosen without asking
                  {"expect": {"pending": None, "might": {"ally_relic": 3}, "controller": {"ally_relic": "C"},
                              "count": {"C": {"units": 1}, "D": {"units": 0}}}}]}
    check(data)


def test_orianna_lady_of_clockwork_an_attached_equipment_chosen_detaches() -> None:
    """143.5.b (435.1.h.2, 718.6.a): an attached non-unit that becomes a unit detaches as it does: the Pup loses the
    Blade's +2 and the Blade is a 2 [M] unit in base beside it."""
    check(_orianna([{"card": "Pup", "as": "pup"}, {"card": "Blade", "as": "blade", "attached_to": "pup"}], steps=[
        {"expect": {"might": {"pup": 4}}},
        *_choose_gear(),
        {"expect": {"might": {"pup": 2, "blade": 2}, "zone": {"blade": "base"}, "count": {"A": {"units": 2}}}}]))


# -- Neeko, Blending In ----------------------------------------------------------------------------------------

SIX = ["Order Rune"] * 7  # [6] and one Power of any domain


def _neeko(steps: list[Any], hand: list[Any] | None = None, base: list[Any] | None = None,
           b: dict[str, Any] | None = None, turn: dict[str, Any] | None = None,
           choices: list[str] | None = None) -> dict[str, Any]:
    return duel({"legend_choices": [VIKTOR, JINX, RUMBLE] if choices is None else choices, "runes": SIX * 2,
                 "hand": [{"card": NEEKO, "as": "neeko"}, *(hand or [])], "base": base or []},
                b, steps, cards=CARDS, turn=turn)


def _play_neeko(label: str = "neeko", legend: str | None = VIKTOR) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [{"act": "play", "by": "A", "card": label, "to": "base"},
                                 {"expect": {"chain": [f"{NEEKO} (play)"]}}, *RESOLVE]
    if legend:
        out += [{"expect": {"pending": {"player": "A", "kind": "choose_option"}}},
                {"act": "choose", "by": "A", "choice": {"option": legend}}]
    return out


def _added(view: dict[str, Any], p: int = 0) -> list[str]:
    return [o["name"] for o in view["players"][p].get("added_legends", [])]


def _ready_neeko() -> Scenario:
    """Neeko played and her play trigger resolved: the choice of a legend is pending."""
    sc = Scenario(_neeko([], hand=[{"card": "Bounce", "as": "bounce"}]))
    for action in (Action("play", 0, card=sc.obj("neeko"), to=-1), Action("pass", 0), Action("pass", 1)):
        sc.st, _ = apply(sc.st, action)
    return sc


def test_neeko_blending_in_adds_a_chosen_legend_whose_activated_ability_works() -> None:
    """"When you play me, choose one of those legends and add it to your Legend Zone while I'm on the board." The
    three legends chosen with the deck (103.1) are offered by name; Viktor is added, ready (174.2.b), and its "[1],
    [E]: Play a 1 [M] Recruit unit token" is A's to use."""
    sc = _ready_neeko()
    assert sc.st.pending is not None and sc.st.pending.kind == "choose_option" and sc.st.pending.player == 0
    assert sc.st.pending.options == [VIKTOR, JINX, RUMBLE]
    sc.st, _ = apply(sc.st, Action("choose", 0, choice={"option": VIKTOR}))
    assert _added(view(sc.st, 1)) == [VIKTOR]  # public: the opponent sees it
    viktor = sc.st.players[0].legends()[1]
    assert not sc.st.objs[viktor].exhausted
    activate = next(a for a in legal_actions(sc.st, 0) if a.kind == "activate" and a.card == viktor)
    for action in (activate, Action("pass", 0), Action("pass", 1)):
        sc.st, _ = apply(sc.st, action)
    assert sorted(sc.st.name(o) for o in sc.st.players[0].base) == sorted([NEEKO, "Recruit"])
    assert sc.st.objs[viktor].exhausted


def test_neeko_blending_in_the_legend_leaves_with_her() -> None:
    """"... while I'm on the board": Neeko returned to her owner's hand, the added legend leaves the Legend Zone and
    ceases to exist (440.3.b, 107.4.d.2); the starting legend stays. Played again, she adds one anew."""
    sc = _ready_neeko()
    sc.st, _ = apply(sc.st, Action("choose", 0, choice={"option": VIKTOR}))
    for action in (Action("play", 0, card=sc.obj("bounce"), targets=[sc.obj("neeko")]), Action("pass", 0),
                   Action("pass", 1)):
        sc.st, _ = apply(sc.st, action)
    assert sc.st.objs[sc.obj("neeko")].zone == "hand"
    assert _added(view(sc.st)) == [] and sc.st.objs[sc.st.players[0].legend].zone == "legend"
    for action in (Action("play", 0, card=sc.obj("neeko"), to=-1), Action("pass", 0), Action("pass", 1),
                   Action("choose", 0, choice={"option": JINX})):
        sc.st, _ = apply(sc.st, action)
    assert _added(view(sc.st)) == [JINX]


def test_neeko_blending_in_a_second_neeko_cant_add_a_legend_already_in_play() -> None:
    """440.3.c: a legend created from the deck-building choices exists once in play: a second Neeko choosing Viktor
    (offered, marked) adds nothing; choosing Rumble adds it - whose passive "Your Mechs have [Shield]" works."""
    two = _neeko([], hand=[{"card": NEEKO, "as": "neeko2"}], base=[u("Mechling", "mech", "A")])
    sc = Scenario(two)
    for action in (Action("play", 0, card=sc.obj("neeko"), to=-1), Action("pass", 0), Action("pass", 1),
                   Action("choose", 0, choice={"option": VIKTOR}),
                   Action("play", 0, card=sc.obj("neeko2"), to=-1), Action("pass", 0), Action("pass", 1)):
        sc.st, _ = apply(sc.st, action)
    assert sc.st.pending is not None
    marked = f"{VIKTOR} (already in play: adds nothing)"
    assert sc.st.pending.options == [marked, JINX, RUMBLE]
    declined, _ = apply(sc.st, Action("choose", 0, choice={"option": marked}))
    assert _added(view(declined)) == [VIKTOR]
    sc.st, _ = apply(sc.st, Action("choose", 0, choice={"option": RUMBLE}))
    assert _added(view(sc.st)) == [VIKTOR, RUMBLE]
    assert "Shield" in layers.keywords(sc.st, sc.obj("mech"))


def test_neeko_blending_in_an_added_legends_triggered_ability_works() -> None:
    """Jinx added: "At start of your Beginning Phase, draw 1 if you have one or fewer cards in your hand." - at A's
    next turn A (an empty hand) draws 2 (the Draw Phase's 1 and Jinx's)."""
    sc = _ready_neeko()
    sc.st, _ = apply(sc.st, Action("choose", 0, choice={"option": JINX}))
    sc.st.players[0].hand = []
    for action in (Action("end_turn", 0), Action("end_turn", 1)):
        sc.st, _ = apply(sc.st, action)
    while sc.st.pending is None and sc.st.chain:  # Jinx's trigger on the chain
        sc.st, _ = apply(sc.st, Action("pass", sc.st.priority))
    assert sc.st.turn_player == 0 and len(sc.st.players[0].hand) == 2


def test_neeko_and_orianna_the_unit_gear_stays_a_unit_when_orianna_leaves() -> None:
    """Neeko adds Orianna, Lady of Clockwork; at A's next Main Phase Orianna makes the Relic a unit. Neeko leaves:
    Orianna ceases to exist, but "until you choose another gear with me" has not happened - the Relic stays a unit
    (ruling 598)."""
    sc = Scenario(_neeko([], hand=[{"card": "Bounce", "as": "bounce"}], base=[{"card": "Relic", "as": "relic"}],
                         choices=[ORIANNA, VIKTOR, JINX]))
    for action in (Action("play", 0, card=sc.obj("neeko"), to=-1), Action("pass", 0), Action("pass", 1),
                   Action("choose", 0, choice={"option": ORIANNA}), Action("end_turn", 0), Action("end_turn", 1)):
        sc.st, _ = apply(sc.st, action)
    assert sc.st.pending is not None and sc.st.pending.kind == "may"
    for action in (Action("choose", 0, choice={"yes": True}), Action("pass", 0), Action("pass", 1)):
        sc.st, _ = apply(sc.st, action)
    relic = sc.obj("relic")
    assert layers.is_unit(sc.st, relic) and layers.might(sc.st, relic) == 3
    for action in (Action("play", 0, card=sc.obj("bounce"), targets=[sc.obj("neeko")]), Action("pass", 0),
                   Action("pass", 1)):
        sc.st, _ = apply(sc.st, action)
    assert _added(view(sc.st)) == [] and layers.is_unit(sc.st, relic)


def test_neeko_blending_in_without_legend_choices_adds_nothing() -> None:
    """A deck with no legends chosen (a position set up without them): nothing to choose, nothing added."""
    check(_neeko([*_play_neeko(legend=None), {"expect": {"pending": None, "chain": []}}], choices=[]))


# -- the bot -------------------------------------------------------------------------------------------------

def test_the_bot_uses_orianna_lady_of_clockwork() -> None:
    """The bot, at the start of its Main Phase with Orianna and a Relic, answers the may (taking it: a 3 [M] unit for
    [1]) and the choice."""
    sc = Scenario(_orianna([{"card": "Relic", "as": "relic"}, {"card": "Trinket", "as": "trinket"}]))
    seen = bot_turn_seen(sc)
    assert "may" in seen
    assert [o for o in sc.st.objs.values() if "becomes_unit" in o.extra]


def test_the_bot_plays_neeko_blending_in_and_chooses_a_legend() -> None:
    sc = Scenario(_neeko([]))
    seen = bot_turn_seen(sc)
    assert "choose_option" in seen
    assert len(sc.st.players[0].legends()) == 2


def test_a_unit_gear_is_still_counted_as_a_friendly_gear() -> None:
    """178.3: "a unit that is also a gear" is counted by what counts gear. Ornn, Forge God ("I have +1 [M] for each
    friendly gear.") counts the Relic and the Trinket, and still counts the Relic after Orianna makes it a unit."""
    ornn = default_catalog().find("Ornn, Forge God")
    assert ornn is not None and ornn.might is not None
    check(_orianna([{"card": "Relic", "as": "relic"}, {"card": "Trinket", "as": "trinket"},
                    {"card": "Ornn, Forge God", "as": "ornn"}], steps=[
        {"expect": {"might": {"ornn": ornn.might + 2}}},
        *_choose_gear("relic"),
        {"expect": {"pending": None, "might": {"relic": 3, "ornn": ornn.might + 2}, "count": {"A": {"units": 2}}}}]))
