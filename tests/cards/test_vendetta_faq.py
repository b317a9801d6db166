"""The FAQ-derived community rulings about Vendetta cards (`../shared/rules/community/riftboundfaq/`, answers the
Vendetta Rules FAQ of 2026-08-14 gave; that FAQ itself is not in the folder), one test per ruling not already
tested with the card (docs/vendetta-plan.md, "The Vendetta errata and FAQ-derived rulings, entry by entry";
docs/rulings.md 500-)."""

from __future__ import annotations

from typing import Any

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_vendetta_more import B_TURN, runes
from .test_vendetta_own import CARDS

BREACH = {"card": "Temporal Breach", "as": "t"}


def breach(*targets: str, by: str = "A", **more: Any) -> list[dict[str, Any]]:
    other = "B" if by == "A" else "A"
    return [{"act": "play", "by": by, "card": "t", "targets": list(targets), **more},
            {"act": "pass", "by": by}, {"act": "pass", "by": other}]


# -- Temporal Breach: "[Hidden] Banish a unit, then its owner plays it to the same location, ignoring its cost." ----

def test_temporal_breach_from_hidden_chooses_a_unit_at_its_battlefield() -> None:
    """Played from Hidden, the unit must be at the battlefield where it was hidden (811.1.d.2); played from the hand,
    any unit (a base's too)."""
    fields = [{**bf("bf1", "A", u("Pup", "p", "A"), u("Ogre", "here", "B", owner="B")), "facedown": {**BREACH, "owner": "A"}},
              bf("bf2", "B", u("Ogre", "there", "B"))]
    check(duel({}, {"base": [u("Pup", "home", "B")]}, cards=CARDS, battlefields=fields, steps=[
        {"act": "play", "by": "A", "card": "t", "from": "facedown", "targets": ["there"], "expect_error": True},
        {"act": "play", "by": "A", "card": "t", "from": "facedown", "targets": ["home"], "expect_error": True},
        {"act": "play", "by": "A", "card": "t", "from": "facedown", "targets": ["here"]}, *RESOLVE,
        {"expect": {"zone": {"here": "bf1"}, "log_contains": "B plays Ogre from banishment"}}]))
    check(duel({"hand": [BREACH], "runes": runes("mind", 3)}, {"base": [u("Pup", "home", "B")]}, cards=CARDS,
               steps=[*breach("home"), {"expect": {"zone": {"home": "base"}, "exhausted": {"home": True}}}]))


def test_temporal_breach_replayed_unit_keeps_no_temporary_modification() -> None:
    """The replayed unit is a new object (124): its "this turn" Might modifier and its damage are gone."""
    check(duel({"hand": [BREACH], "runes": runes("mind", 3)}, {"base": [u("Ogre", "o", "B", might_mod=-2, damage=1)]},
               cards=CARDS, steps=[
        {"expect": {"might": {"o": 2}}}, *breach("o"), {"expect": {"zone": {"o": "base"}, "might": {"o": 4}, "damage": {"o": 0}}}]))


def test_temporal_breach_leaves_the_equipment_behind() -> None:
    """The Equipment detaches as the unit is banished and stays where it was; at a battlefield it is recalled to its
    controller's base in the next cleanup (nothing attaches it to the new object)."""
    fields = [bf("bf1", "A", u("Pup", "p", "A"), {"card": "Spinning Axe", "as": "ax", "attached_to": "p"}), bf("bf2")]
    check(duel({"hand": [BREACH], "runes": runes("mind", 3)}, cards=CARDS, battlefields=fields, steps=[
        *breach("p"), {"expect": {"zone": {"p": "bf1", "ax": "base"}, "might": {"p": 2}}}]))


def test_temporal_breach_on_the_only_unit_at_a_battlefield_loses_no_control() -> None:
    """"If Temporal Breach banishes and replays my only unit at a battlefield, can I score there?" - no: the unit
    pending on the chain keeps the state closed through the cleanup (309.1, 190.4.c), so control is never lost and
    the replayed unit neither contests nor conquers it (ruling 379)."""
    check(duel({"hand": [BREACH], "runes": runes("mind", 3)}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Ogre", "o", "A")), bf("bf2")], steps=[
        *breach("o"), {"expect": {"zone": {"o": "bf1"}, "controller": {"bf1": "A"}, "state": "neutral_open",
                                  "points": {"A": 0}, "chain": []}}]))


def test_temporal_breach_cruel_patron_without_a_unit_to_kill_stays_banished() -> None:
    """A mandatory additional cost its owner can't pay (Cruel Patron, no other friendly unit to kill): the play is
    undone and the card stays in the banishment (356.1.b.3, 358)."""
    check(duel({"hand": [BREACH], "runes": runes("mind", 3), "base": [u("Cruel Patron", "cp", "A")]}, cards=CARDS, steps=[
        *breach("cp"), {"expect": {"zone": {"cp": "banishment"}, "chain": []}}]))


def test_temporal_breach_at_rockfall_path_and_after_brynhir_stays_banished() -> None:
    """Rockfall Path ("units can't be played here") and Brynhir Thundersong ("opponents can't play cards this
    turn") make the replay impossible: it is skipped (358.3.a) and the unit stays in the banishment."""
    check(duel({"hand": [BREACH], "runes": runes("mind", 3)}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Ogre", "o", "B"), card="Rockfall Path"), bf("bf2")], steps=[
        *breach("o"), {"expect": {"zone": {"o": "banishment"}, "chain": []}}]))
    check(duel({"hand": [BREACH, {"card": "Brynhir Thundersong", "as": "br"}], "runes": runes("mind", 3) + runes("fury", 6)},
               {"base": [u("Ogre", "o", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "br"}, *RESOLVE, {"expect": {"chain": []}},
        *breach("o"), {"expect": {"zone": {"o": "banishment"}, "chain": []}}]))


def test_temporal_breach_replayed_unit_may_pay_accelerate() -> None:
    """"Can I pay optional additional costs, like Accelerate, when replaying a unit banished by Temporal Breach?" -
    yes: ignoring its cost sets only the base cost to zero; Accelerate paid, it enters ready."""
    sprinter = {"Sprinter": {"type": "unit", "might": 2, "cost": 2, "domains": ["fury"], "keywords": ["Accelerate"]}}
    check(duel({"hand": [BREACH], "runes": runes("mind", 3) + runes("fury", 2), "base": [u("Sprinter", "s", "A")]},
               cards={**CARDS, **sprinter}, steps=[
        *breach("s"), {"expect": {"pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"expect": {"zone": {"s": "base"}, "exhausted": {"s": False}}}]))


# -- Astral Heron: "When you play your first card each turn, if I'm at a battlefield, the next card you play this turn
# costs [2][A][A] less." (errata) ----------------------------------------------------------------------------------

HERON_CARDS = {**CARDS, "Big Pup": {"type": "unit", "might": 5, "cost": 4},
               "Recall": {"type": "spell", "cost": 0, "keywords": ["Action"],
                          "script": {"targets": [{"what": "unit"}], "effects": [["move_to_base", {"to": "t0"}]]}}}


def _heron(*hand: str, n: int = 3) -> dict[str, Any]:
    return duel({"runes": runes("calm", n), "hand": [{"card": c, "as": c} for c in hand]}, cards=HERON_CARDS,
                battlefields=[bf("bf1", "A", u("Astral Heron", "h", "A"), u("Pup", "p", "A")), bf("bf2")])


def test_astral_heron_moved_to_base_by_the_first_card_doesnt_trigger() -> None:
    """"Does Astral Heron trigger if your first card moves it to base?" - no: the first card's play is complete as it
    resolves, by then the Heron is in the base ("if I'm at a battlefield" is part of the trigger condition)."""
    check(_heron("Recall", "Big Pup") | {"steps": [
        {"act": "play", "by": "A", "card": "Recall", "targets": ["h"]}, *RESOLVE,
        {"expect": {"zone": {"h": "base"}, "chain": []}},
        {"act": "play", "by": "A", "card": "Big Pup", "to": "base", "expect_error": True}]})  # [4]: not discounted


def test_astral_heron_killed_once_its_ability_is_on_the_chain_still_discounts() -> None:
    """"Once Astral Heron's triggered ability is on the chain, can killing or moving it stop the cost reduction?" - no:
    the condition was checked as it triggered; the discount (a delayed ability) applies to the next card played once
    the ability has resolved - here Big Pup [4] for [2], the Doom played before it resolved being no such card."""
    check(_heron("Pup", "Doom", "Big Pup") | {"steps": [
        {"act": "play", "by": "A", "card": "Pup", "to": "base"}, {"expect": {"chain": ["Astral Heron (play_card)"]}},
        {"act": "play", "by": "A", "card": "Doom", "targets": ["h"]}, *RESOLVE,
        {"expect": {"zone": {"h": "trash"}, "chain": ["Astral Heron (play_card)"]}}, *RESOLVE,
        {"act": "play", "by": "A", "card": "Big Pup", "to": "base"}, {"expect": {"zone": {"Big Pup": "base"}}}]})


# -- Flow (829): "You may play this from your trash for its Flow cost. Then banish it." (Lacerate) -----------------

FLOW_CARDS = {**CARDS, "Negate": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                                  "script": {"targets": [{"what": "spell"}], "effects": [["counter", {"to": "t0"}]]}}}


def _flow(b_hand: list[str], b_runes: list[str] | None = None, turn: dict[str, Any] | None = None) -> dict[str, Any]:
    return duel({"trash": [{"card": "Lacerate", "as": "l"}], "runes": runes("order", 6), "base": [u("Pup", "p", "A")]},
                {"hand": [{"card": c, "as": c} for c in b_hand], "runes": b_runes or [], "base": [u("Pup", "e", "B")]},
                cards=FLOW_CARDS, turn=turn)


def countered_by(card: str) -> list[dict[str, Any]]:
    return [{"act": "play", "by": "A", "card": "l", "targets": ["e"]}, {"act": "pass", "by": "A"},
            {"act": "play", "by": "B", "card": card, "targets": ["l"]}, {"act": "pass", "by": "B"},
            {"act": "pass", "by": "A"}]


def test_flow_grants_no_other_timing() -> None:
    """"When can I play a spell using Flow?" - only when its own timing allows: Lacerate (no Action, no Reaction) from
    the trash on B's turn, after B's spell: refused; in A's Main Phase: played."""
    check(_flow(["Fizzle"], turn=B_TURN) | {"steps": [
        {"act": "play", "by": "B", "card": "Fizzle"}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "l", "targets": ["e"], "expect_error": True}]})
    check(_flow([]) | {"steps": [{"act": "play", "by": "A", "card": "l", "targets": ["e"]}, *RESOLVE,
                                  {"expect": {"zone": {"e": "trash", "l": "banishment"}}}]})


def test_flow_spell_countered_is_banished() -> None:
    """"Where does a spell played using Flow go if it is countered?" - banished (829.1.b.1)."""
    check(_flow(["Negate"]) | {"steps": [*countered_by("Negate"), {"expect": {"zone": {"l": "banishment", "e": "base"}}}]})


def test_flow_spell_countered_by_abandon_is_banished() -> None:
    """"Where does a Flow spell countered by Abandon go?" - banished, not to its owner's hand: whichever replacement
    applies first (372, 370.2)."""
    check(_flow(["Abandon"], runes("chaos", 2)) | {"steps": [
        *countered_by("Abandon"), {"act": "run_until", "pending": "may"}, {"act": "choose", "by": "B", "choice": {"yes": False}},
        {"expect": {"zone": {"l": "banishment", "e": "base"}}}]})


def test_defy_checks_the_printed_cost_of_a_flow_spell() -> None:
    """"Can Defy counter a spell whose Flow cost exceeds Defy's limit?" - yes: Lacerate's printed [2][Order] is what
    Defy reads (206), not the [4][Order][Order] paid."""
    check(_flow(["Defy"], runes("calm", 2)) | {"steps": [*countered_by("Defy"),
                                                         {"expect": {"zone": {"l": "banishment", "e": "base"}}}]})


# -- Empower (827) ----------------------------------------------------------------------------------------------

def test_empower_uses_the_chain_and_only_in_an_open_main_phase_of_ones_own() -> None:
    """"Can opponents react to an Empower ability?" - yes, it goes on the chain (B's Bounce returns the unit before it
    resolves: nothing is Empowered). "When can I activate an Empower ability?" - on one's own turn in a neutral open
    state: not on B's turn, not in a showdown."""
    check(duel({"base": [u("Spark", "s", "A")]}, {"hand": [{"card": "Bounce", "as": "bn"}]}, cards=CARDS | {"Spark": {
        "type": "unit", "might": 3, "cost": 1, "keywords": ["Empower"], "text": "[Empower] [0]", "script": {"static": []}}},
        steps=[{"act": "activate", "by": "A", "source": "s", "ability": 0}, {"expect": {"chain": ["Spark (Empower)"]}},
               {"act": "pass", "by": "A"}, {"act": "play", "by": "B", "card": "bn", "targets": ["s"]},
               {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"}, *RESOLVE,
               {"expect": {"zone": {"s": "hand"}, "chain": []}}]))
    spark = {"Spark": {"type": "unit", "might": 3, "cost": 1, "keywords": ["Empower"], "text": "[Empower] [0]",
                       "script": {"static": []}}}
    check(duel({"base": [u("Spark", "s", "A")]}, {"hand": [{"card": "Fizzle", "as": "f"}]}, cards=CARDS | spark,
               turn=B_TURN, steps=[{"act": "play", "by": "B", "card": "f"}, {"act": "pass", "by": "B"},
                                   {"act": "activate", "by": "A", "source": "s", "ability": 0, "expect_error": True}]))
    check(duel({"base": [u("Spark", "s", "A"), u("Pup", "p", "A")]}, cards=CARDS | spark, steps=[
        {"act": "move", "by": "A", "units": ["p"], "to": "bf1"}, {"expect": {"state": "showdown_open"}},
        {"act": "activate", "by": "A", "source": "s", "ability": 0, "expect_error": True}]))


# -- Rebuttal: "[Reaction] Choose a spell with Energy cost no more than [4]. You may pay [A]. If you do, gain control
# of it and you may make new choices for it. Otherwise, counter it." --------------------------------------------

REBUT = {"hand": [{"card": "Rebuttal", "as": "rb"}], "runes": runes("mind", 3)}


def rebut(spell: str) -> list[dict[str, Any]]:
    """A chooses B's `spell` on the chain with Rebuttal; both pass: A decides the [A] as Rebuttal resolves."""
    return [{"act": "play", "by": "A", "card": "rb", "targets": [spell]}, {"act": "pass", "by": "A"},
            {"act": "pass", "by": "B"}, {"expect": {"pending": {"player": "A", "kind": "may"}}},
            {"act": "choose", "by": "A", "choice": {"yes": True}}]


def test_rebuttal_keeps_the_hidden_restriction() -> None:
    """"Can Rebuttal redirect a spell played from Hidden to another location?" - no: B's Hidden Blade played from
    hiding at bf1, its new target must still be at bf1 (811.1.d.2)."""
    fields = [{**bf("bf1", "B", u("Pup", "mine", "A"), u("Ogre", "near", "B")),
               "facedown": {"card": "Hidden Blade", "owner": "B", "as": "hb"}},
              bf("bf2", "B", u("Ogre", "far", "B"))]
    check(duel(REBUT, {"deck": ["Pup"] * 4}, cards=CARDS, battlefields=fields, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "hb", "from": "facedown", "targets": ["mine"]}, {"act": "pass", "by": "B"},
        *rebut("hb"), {"expect": {"pending": {"player": "A", "kind": "new_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["far"]}, "expect_error": True},
        {"act": "choose", "by": "A", "choice": {"targets": ["near"]}}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"zone": {"near": "trash", "far": "bf2", "mine": "bf1"}, "chain": []}}]))


def test_rebuttal_the_new_controller_plays_the_spell() -> None:
    """"Whose 'when you play a spell' abilities trigger for a spell Rebuttal takes control of?" - its new controller's:
    A's Ravenbloom Student grows as Rebuttal resolves and again as the taken Zap resolves (420.4.a); B's doesn't."""
    a = {**REBUT, "base": [u("Ravenbloom Student", "rs", "A")]}
    check(duel(a, {"hand": [{"card": "Zap", "as": "z"}], "base": [u("Ravenbloom Student", "brs", "B"), u("Pup", "e", "B")]},
               cards=CARDS, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "z", "targets": ["rs"]}, {"act": "pass", "by": "B"}, *rebut("z"),
        {"act": "choose", "by": "A", "choice": {"targets": ["e"]}},
        {"expect": {"chain": ["Zap", "Ravenbloom Student (play_spell)"]}},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"}, {"expect": {"might": {"rs": 3}}},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"chain": ["Ravenbloom Student (play_spell)"], "zone": {"e": "trash"}}},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"might": {"rs": 4, "brs": 2}, "chain": []}}]))


def test_rebuttal_taking_back_off_draws_nobody_a_card() -> None:
    """"Do I draw a card if I take control of Back Off?" - no: A didn't play it from A's hand; B no longer controls it
    as it resolves."""
    check(duel({**REBUT, "base": [u("Pup", "mine", "A")], "deck": ["Pup"] * 3},
               {"hand": [{"card": "Back Off", "as": "bo"}], "runes": runes("calm", 3), "base": [u("Ogre", "e", "B")],
                "deck": ["Pup"] * 3}, cards=CARDS, turn=B_TURN, steps=[
        {"act": "play", "by": "B", "card": "bo", "targets": ["mine"]}, {"act": "pass", "by": "B"}, *rebut("bo"),
        {"act": "choose", "by": "A", "choice": {"targets": ["e"]}}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"stunned": {"e": True, "mine": False}, "count": {"A": {"hand": 0}, "B": {"hand": 0}}, "chain": []}}]))


# -- Irelia, Fervent (VEN-174): "[Deflect] When you choose or ready me, give me +1 [M] this turn." ----------------

IRELIA_CARDS = {**FLOW_CARDS, "Nudge": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                                        "script": {"targets": [{"what": "unit"}], "effects": [["might", {"amount": 0, "to": "t0"}]]}}}


def test_irelia_fervent_chosen_by_a_countered_spell_still_gets_her_might() -> None:
    """"If I target Irelia, Fervent with a spell or ability and it gets countered, does she still get +1 might?" - yes:
    her trigger goes on the chain as the spell is finalized, above it, and doesn't depend on the spell resolving."""
    check(duel({"hand": [{"card": "Nudge", "as": "n"}], "base": [u("Irelia, Fervent", "i", "A")]},
               {"hand": [{"card": "Negate", "as": "ng"}]}, cards=IRELIA_CARDS, steps=[
        {"act": "play", "by": "A", "card": "n", "targets": ["i"]}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "ng", "targets": ["n"]}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"zone": {"n": "trash"}}}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"chain": [], "might": {"i": 5}}}]))


def test_irelia_fervent_readied_in_the_awaken_phase() -> None:
    """"Does Irelia, Fervent get +1 might when she readies during the Awaken Phase?" - yes if she was exhausted (a
    ready one isn't readied: no trigger)."""
    for exhausted, might in ((True, 5), (False, 4)):
        check(duel({"base": [u("Irelia, Fervent", "i", "A", exhausted=exhausted)]}, cards=CARDS, turn=B_TURN, steps=[
            {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
            {"expect": {"turn": {"player": "A"}, "exhausted": {"i": False}, "might": {"i": might}}}]))


def test_kennen_storm_of_shuriken_cant_choose_what_minefield_puts_in_the_trash() -> None:
    """"Can Kennen grant Flow to a spell put into the trash by Minefield's ability triggered by the same conquer?" - no:
    both triggers are finalized (Kennen's spell chosen) before either resolves (355.5, 337.3); with no spell in the
    trash then, the two spells Minefield puts there get no [Flow]: neither can be played from the trash."""
    cheap = {"Cheap": {"type": "spell", "cost": 1, "keywords": ["Action"], "script": {"effects": []}}}
    for first in ("Minefield (conquer)", "Kennen, Storm of Shuriken (conquer)"):
        other = ({"Minefield (conquer)", "Kennen, Storm of Shuriken (conquer)"} - {first}).pop()
        check(duel({"base": [u("Kennen, Storm of Shuriken", "k", "A")], "runes": runes("fury", 3),
                    "deck": [{"card": "Cheap", "as": "c1"}, {"card": "Cheap", "as": "c2"}, "Pup", "Pup"]},
                   cards=CARDS | cheap, battlefields=[bf("bf1", card="Minefield"), bf("bf2")], steps=[
            {"act": "move", "by": "A", "units": ["k"], "to": "bf1"}, *RESOLVE,
            {"expect": {"controller": {"bf1": "A"}, "pending": {"player": "A", "kind": "order_triggers"}}},
            {"act": "choose", "by": "A", "choice": {"order": [first, other]}},
            {"expect": {"log_contains": "Kennen, Storm of Shuriken: no legal targets", "chain": ["Minefield (conquer)"]}},
            *RESOLVE, {"expect": {"zone": {"c1": "trash", "c2": "trash"}, "chain": []}},
            {"act": "play", "by": "A", "card": "c1", "from": "trash", "expect_error": True}]))


# -- Applied Researchers: "[Empower] [3] [Empowered][>] Your spells cost [1][A] less, to a minimum of [1]." --------

RESEARCH_CARDS = {**CARDS,
                  "Echo": {"type": "spell", "cost": 2, "keywords": ["Repeat"], "text": "[Repeat] [2]",
                           "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 1, "to": "t0"}]]}},
                  "Zap Two": {"type": "spell", "cost": 2, "keywords": ["Action"],
                              "script": {"targets": [{"what": "unit"}], "effects": [["deal", {"amount": 1, "to": "t0"}]]}},
                  "Deflector": {"type": "unit", "might": 6, "cost": 1, "keywords": ["Deflect"]},
                  "Slinger": {"type": "unit", "might": 1, "cost": 0, "script": {"abilities": [{
                      "cost": {"exhaust": True}, "targets": [{"what": "unit"}],
                      "effects": [["deal", {"amount": 1, "to": "t0"}]]}]}}}
EMPOWER_RESEARCHERS = [{"act": "activate", "by": "A", "source": "r", "ability": 0}, *RESOLVE]


def _researchers(*hand: str, n: int = 6) -> dict[str, Any]:
    return duel({"base": [u("Applied Researchers", "r", "A"), u("Slinger", "s", "A")], "runes": runes("mind", n),
                 "hand": [{"card": c, "as": c} for c in hand]},
                {"base": [u("Deflector", "d", "B"), u("Pup", "p", "B"), u("Pup", "p2", "B")]}, cards=RESEARCH_CARDS)


def test_applied_researchers_lowers_a_spells_repeat_and_deflect_costs_not_an_abilitys() -> None:
    """"Does Applied Researchers reduce Repeat, Flow, and Deflect costs?" - a spell's, yes (356.4, on the total cost):
    Echo [2] with its [Repeat] [2] costs [3] (three runes left after the Empower [3]; not Empowered, three runes pay
    only the unrepeated Echo); Zap Two on a [Deflect] unit costs [2][A] - [1][A] = [1] (no rune recycled); an
    ability's Deflect tax stays [A] (a rune recycled)."""
    repeat = {"act": "play", "by": "A", "card": "Echo", "targets": ["p", "p2"], "options": {"repeat": 1}}
    check(_researchers("Echo") | {"steps": [
        *EMPOWER_RESEARCHERS, repeat, *RESOLVE, {"expect": {"damage": {"p": 1, "p2": 1}, "chain": []}}]})
    check(_researchers("Echo", n=3) | {"steps": [
        {**repeat, "expect_error": True}, {"act": "play", "by": "A", "card": "Echo", "targets": ["p"]}, *RESOLVE,
        {"expect": {"damage": {"p": 1, "p2": 0}}}]})
    check(_researchers("Zap Two") | {"steps": [
        *EMPOWER_RESEARCHERS, {"act": "play", "by": "A", "card": "Zap Two", "targets": ["d"]}, *RESOLVE,
        {"expect": {"damage": {"d": 1}, "count": {"A": {"runes": 6}}}},
        {"act": "activate", "by": "A", "source": "s", "targets": ["d"]}, *RESOLVE,
        {"expect": {"damage": {"d": 2}, "count": {"A": {"runes": 5}}}}]})


# -- Helm of Suppression (VEN-045) after an "ignoring its Energy cost" (community FAQ, costs and payments) -----------

def test_helm_of_suppression_adds_its_increase_after_fizz_ignores_the_energy_cost() -> None:
    """"Playing a card 'ignoring its cost' sets only its base costs to zero ... Fizz, Trickster sets the chosen spell's
    base energy cost to [0]. If an opponent controls Helm of Suppression, ... the spell costs [1]" - with a rune left
    after Fizz the spell is played for [1]; with none, it can't be and stays in the trash."""
    draw = {"Study": {"type": "spell", "cost": 2, "keywords": ["Action"], "script": {"effects": [["draw", {"amount": 1}]]}}}
    for n, played in ((4, True), (3, False)):  # Fizz's [3][Chaos]: three exhausted, one of them recycled
        check(duel({"hand": [{"card": "Fizz, Trickster", "as": "f"}], "runes": runes("chaos", n),
                    "trash": [{"card": "Study", "as": "s"}], "deck": ["Pup"] * 3},
                   {"base": [{"card": "Helm of Suppression", "as": "helm"}]}, cards=CARDS | draw, steps=[
            {"act": "play", "by": "A", "card": "f"}, {"act": "choose", "by": "A", "choice": {"targets": ["s"]}}, *RESOLVE,
            *([*RESOLVE, {"expect": {"zone": {"s": "main_deck"}, "count": {"A": {"hand": 1}}}}] if played else
              [{"expect": {"zone": {"s": "trash"}, "count": {"A": {"hand": 0}}, "log_contains": "Study can't be played"}}])]))


def test_lux_crownguards_energy_cant_pay_hard_bargain() -> None:
    """Lux, Crownguard (VEN-SP6): "Can I use Lux, Crownguard's ability to pay for Hard Bargain?" - no: "counter a spell
    unless its controller pays [2]" is paid as Hard Bargain resolves, not to play a spell, and Lux's Energy is only for
    playing spells. With no rune, A's Zap is countered, Lux left ready; with two runes A pays and the Zap resolves."""
    for n, paid in ((0, False), (2, True)):
        steps: list[dict[str, Any]] = [
            {"act": "play", "by": "A", "card": "z", "targets": ["e"]}, {"act": "pass", "by": "A"},
            {"act": "play", "by": "B", "card": "hb", "targets": ["z"]}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"}]
        if paid:
            steps += [{"expect": {"pending": {"player": "A", "kind": "choose_option"}}},
                      {"act": "choose", "by": "A", "choice": {"option": "pay 2"}}]
        steps += [{"expect": {"zone": {"z": "chain" if paid else "trash"}, "exhausted": {"lux": False}}}]
        check(duel({"hand": [{"card": "Zap", "as": "z"}], "base": [u("Lux, Crownguard", "lux", "A")],
                    "runes": runes("fury", n)},
                   {"hand": [{"card": "Hard Bargain", "as": "hb"}], "runes": runes("chaos", 2), "base": [u("Pup", "e", "B")]},
                   cards=CARDS, steps=steps))


def test_diana_lunari_pays_as_finalized_and_goes_on_the_chain_with_the_attack_triggers() -> None:
    """Diana, Lunari (Vendetta errata: "you may pay [1] to [Predict], ..."): "When do I pay the 1 energy?" - as the
    trigger is finalized (383.3.b): B's rune is exhausted before anything resolves. "Does her ability resolve before
    or after attack and defend abilities?" - the community answer (v1.4 464.2.b: start-of-showdown effects first, so
    hers resolves last) is superseded by 466.2.b (2026-10-09): they trigger together, put on the chain in turn order,
    the turn player's first (ruling 500): B's Diana goes on above A's Ahri and resolves first."""
    check(duel({"base": [u("Ahri, Inquisitive", "ahri", "A")]},
               {"runes": [{"card": "Mind Rune", "as": "br"}], "deck": ["Pup"] * 3},
               cards=CARDS, battlefields=[bf("bf1", "B", u("Diana, Lunari", "di", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["ahri"], "to": "bf1"},
        {"expect": {"pending": {"player": "B", "kind": "may"}}}, {"act": "choose", "by": "B", "choice": {"yes": True}},
        {"expect": {"chain": ["Ahri, Inquisitive (attack)", "Diana, Lunari (showdown_begins)"],
                    "exhausted": {"br": True}, "might": {"di": 3}}}]))


def test_temporal_breach_replayed_defender_triggers_its_defend_ability_again() -> None:
    """"Does a replayed unit trigger its attack or defend ability again during the same combat?" - yes: B's Ahri,
    Inquisitive, replayed to the battlefield of the combat, is a new object, a defender in the next cleanup, and her
    "when I attack or defend" triggers a second time: A's Giant (10) ends at 6."""
    fields = [{**bf("bf1", "B", u("Ahri, Inquisitive", "ahri", "B")), "facedown": {**BREACH, "owner": "B"}}, bf("bf2")]
    check(duel({"base": [u("Giant", "g", "A")]}, cards=CARDS | {"Giant": {"type": "unit", "might": 10, "cost": 1}},
               battlefields=fields, steps=[
        {"act": "move", "by": "A", "units": ["g"], "to": "bf1"}, {"expect": {"chain": ["Ahri, Inquisitive (defend)"]}},
        {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"}, {"expect": {"might": {"g": 8}, "chain": []}},
        {"act": "pass", "by": "A"}, {"act": "play", "by": "B", "card": "t", "from": "facedown", "targets": ["ahri"]},
        {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"zone": {"ahri": "bf1"}, "chain": ["Ahri, Inquisitive (defend)"]}}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, {"expect": {"might": {"g": 6}, "chain": []}}]))


def test_temporal_breach_replaying_the_only_defender_doesnt_retrigger_ravenbloom_conservatory() -> None:
    """"Does Ravenbloom Conservatory trigger again if Temporal Breach replays my only defending unit?" - no: the
    battlefield is the same object and B already has the defender designation (its defend trigger checked once, at
    the combat's start); only the replayed unit is new. B's two spells on top: one drawn, not two."""
    fields = [{**bf("bf1", "B", u("Pup", "p", "B"), card="Ravenbloom Conservatory"), "facedown": {**BREACH, "owner": "B"}},
              bf("bf2")]
    check(duel({"base": [u("Giant", "g", "A")]}, {"deck": [{"card": "Fizzle", "as": "s1"}, {"card": "Fizzle", "as": "s2"}]},
               cards=CARDS | {"Giant": {"type": "unit", "might": 10, "cost": 1}}, battlefields=fields, steps=[
        {"act": "move", "by": "A", "units": ["g"], "to": "bf1"}, {"expect": {"chain": ["Ravenbloom Conservatory (defend)"]}},
        {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"}, {"expect": {"zone": {"s1": "hand"}, "chain": []}},
        {"act": "pass", "by": "A"}, {"act": "play", "by": "B", "card": "t", "from": "facedown", "targets": ["p"]},
        {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"zone": {"p": "bf1", "s2": "main_deck"}, "chain": [], "count": {"B": {"hand": 1}}}}]))


def test_shady_spectacles_and_aphelios_exalted() -> None:
    """"How does Aphelios, Exalted interact with ... Shady Spectacles?" - attached to Aphelios, his "when you attach an
    Equipment to me" triggers once, before he becomes a copy, and keeps his text: its modes are offered though he is
    a copy of the Pup by then (383.3: it was placed on the chain as it triggered); attached to another unit that becomes a copy of Aphelios, nothing
    triggers (that unit didn't have the ability as the Equipment was attached)."""
    def position(wearer: str) -> dict[str, Any]:
        return duel({"base": [u("Aphelios, Exalted", "x", "A"), u("Pup", "p", "A"),
                              {"card": "Shady Spectacles", "as": "ss"}],
                     "runes": runes("order", 2) + [{"card": "Calm Rune", "as": "r0", "exhausted": True}]}, cards=CARDS,
                    steps=[{"act": "activate", "by": "A", "source": "ss", "ability": 0, "targets": [wearer]}, *RESOLVE])
    check(position("p") | {"steps": [*position("p")["steps"],
                                     {"expect": {"pending": None, "chain": [], "might": {"p": 4},
                                                 "log_contains": "Pup becomes a copy of Aphelios, Exalted"}}]})
    check(position("x") | {"steps": [*position("x")["steps"],
                                     {"expect": {"log_contains": "Aphelios, Exalted becomes a copy of Pup",
                                                 "pending": {"player": "A", "kind": "choose_option"}}},
                                     {"act": "choose", "by": "A", "choice": {"option": "Ready 2 runes"}}, *RESOLVE,
                                     {"expect": {"exhausted": {"r0": False}, "chain": [], "pending": None,
                                                 "might": {"x": 2}}}]})


def test_ravenbloom_prefect_and_dazzling_aurora_both_chosen_with_promising_future() -> None:
    """Ravenbloom Prefect (VEN-102): "When an opponent plays a gear, you may banish me to banish it." - "Can Ravenbloom
    Prefect banish Dazzling Aurora if both are chosen with Promising Future?" - only if the Prefect is finalized
    first: A's Promising Future starts with the next player, B, whose Prefect enters before A's Aurora is played (it
    triggers: both banished); B's Promising Future starts with A, whose Aurora is played first (no trigger)."""
    def position(caster: str) -> dict[str, Any]:
        aurora = {"deck": [{"card": "Dazzling Aurora", "as": "da"}, "Filler", "Filler"], "runes": runes("body", 2)}
        prefect = {"deck": [{"card": "Ravenbloom Prefect", "as": "rp"}, "Filler", "Filler"]}
        future = {"hand": [{"card": "Promising Future", "as": "pf"}], "runes": runes("mind", 6)}
        a = {**aurora, **({**future, "runes": runes("mind", 6) + runes("body", 2)} if caster == "A" else {})}
        b = {**prefect, **(future if caster == "B" else {})}
        other = "B" if caster == "A" else "A"
        return duel(a, b, cards=CARDS, turn=None if caster == "A" else B_TURN, steps=[
            {"act": "play", "by": caster, "card": "pf"}, {"act": "pass", "by": caster}, {"act": "pass", "by": other},
            {"act": "choose", "by": caster, "choice": {"cards": ["da" if caster == "A" else "rp"]}},
            {"act": "choose", "by": other, "choice": {"cards": ["rp" if caster == "A" else "da"]}}])
    check(position("A") | {"steps": [*position("A")["steps"],
        {"expect": {"zone": {"rp": "base", "da": "base"}, "pending": {"player": "B", "kind": "may"}}},
        {"act": "choose", "by": "B", "choice": {"yes": True}}, {"expect": {"chain": ["Ravenbloom Prefect (opponent_plays)"]}},
        {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"zone": {"rp": "banishment", "da": "banishment"}}}]})
    check(position("B") | {"steps": [*position("B")["steps"],
        {"expect": {"zone": {"rp": "base", "da": "base"}, "pending": None, "chain": []}}]})


def test_fallen_feline_doesnt_stop_a_named_spell_already_on_the_chain() -> None:
    """Fallen Feline: "Does Fallen Feline stop a named spell already on the chain?" - no (420.1: to play is to put it on
    the chain): B's Zap is on the chain when A's Hop moves the Feline (naming Zap) from A's base to A's battlefield;
    the Zap still resolves, and B's second Zap can't be played now."""
    hop = {"Hop": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                   "script": {"targets": [{"what": "unit", "who": "friendly"}], "effects": [["move", {"to": "t0"}]]}}}
    a = {"hand": [{"card": "Fallen Feline", "as": "cat"}, {"card": "Hop", "as": "hop"}], "runes": runes("order", 3),
         "base": [u("Pup", "p", "A")]}
    b = {"hand": [{"card": "Zap", "as": "z1"}, {"card": "Zap", "as": "z2"}]}
    check(duel(a, b, cards=CARDS | hop, battlefields=[bf("bf1", "A", u("Pup", "q", "A")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "cat", "to": "base"}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"name": "Zap"}}, {"act": "end_turn", "by": "A"},
        {"act": "run_until", "phase": "main"},
        {"act": "play", "by": "B", "card": "z1", "targets": ["p"]}, {"act": "pass", "by": "B"},
        {"act": "play", "by": "A", "card": "hop", "targets": ["cat"], "destination": "bf1"}, {"act": "pass", "by": "A"},
        {"act": "pass", "by": "B"}, {"expect": {"zone": {"cat": "bf1"}, "chain": ["Zap"]}},
        {"act": "play", "by": "B", "card": "z2", "targets": ["q"], "expect_error": True},
        {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"zone": {"p": "trash"}, "chain": []}}]))


def test_fallen_feline_stops_a_named_spell_an_effect_plays() -> None:
    """An effect's "play" is a play (420.3): with A's Fallen Feline at a battlefield naming Zap, B's Fizz, Trickster
    can't play B's Zap from the trash (skipped, 358.3.a: it stays there); naming another spell, it can."""
    for name, played in (("Zap", False), ("Singularity", True)):
        steps: list[dict[str, Any]] = [
            {"act": "play", "by": "A", "card": "cat", "to": "bf1"}, *RESOLVE,
            {"act": "choose", "by": "A", "choice": {"name": name}}, {"act": "end_turn", "by": "A"},
            {"act": "run_until", "phase": "main"},
            {"act": "play", "by": "B", "card": "f"}, {"act": "choose", "by": "B", "choice": {"targets": ["z"]}},
            {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"}]
        steps += [{"expect": {"pending": {"player": "B", "kind": "choose_targets"}}},
                  {"act": "choose", "by": "B", "choice": {"targets": ["p"]}}, {"expect": {"zone": {"z": "chain"}}}] if played else [
            {"expect": {"zone": {"z": "trash"}, "chain": [], "log_contains": "Zap can't be played"}}]
        check(duel({"hand": [{"card": "Fallen Feline", "as": "cat"}], "runes": runes("order", 3)},
                   {"hand": [{"card": "Fizz, Trickster", "as": "f"}], "runes": runes("chaos", 4),
                    "trash": [{"card": "Zap", "as": "z"}]}, cards=CARDS,
                   battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")], steps=steps))
