"""The Unleashed Rules FAQ (faq-unleashed-2026-04-29.md) entries about cards the engine plays, one test each
(docs/rulings.md rows 350-). The entries about the triggered-ability template are tested with their cards: Vi,
Piltover Enforcer (test_unleashed_more), Insightful Investigator, Rift Herald (test_unleashed_own_terms); the
Energy spent to play a countered spell by `unleashed/spent-on-a-spell-this-turn-even-countered.yaml`; Turn to
Dust on an attached Equipment by test_unleashed_more's `test_turn_to_dust`; Crescent Guardian ("play" as a
condition is finalization) by its test."""

from __future__ import annotations

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_unleashed_final import MORE, PLAY_DRAGON, _alpha, _dragon, strike
from .test_unleashed_more import B_TURN, CARDS, final


def test_faq_aspirants_climb_brushed_by_green_father_both_at_eight() -> None:
    """"What happens when you conquer Aspirant's Climb with Green Father and Brush the battlefield when both players
    are at 8 points?" - the first battlefield A scores this turn: A draws 1 instead of the final point (473.1.b);
    Brush replaces the Climb, the Victory Score goes back to 8, and with both at 8 nobody wins (323.1, 469)."""
    check(duel({"legend": "Ivern, Green Father", "points": 8, "base": [u("Pup", "p", "A")]}, {"points": 8}, cards=CARDS,
               battlefields=[bf("bf1", card="Aspirant's Climb"), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["p"], "to": "bf1"}, *RESOLVE,
        {"expect": {"points": {"A": 8}, "count": {"A": {"hand": 1}}, "log_contains": "draws 1 instead of the final point",
                    "pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE,
        {"expect": {"log_contains": "Brush", "winner": None, "points": {"A": 8, "B": 8}}}]))


def test_faq_temporary_granted_to_an_attached_spinning_axe_kills_it() -> None:
    """"If Temporary is granted to an attached Spinning Axe, will it die at the start of my Beginning Phase?" - yes: its
    printed Temporary is inactive while attached (135.4), the granted one (Turn to Dust) is active (816.2.a)."""
    check(duel({"hand": [{"card": "Turn to Dust", "as": "t"}], "runes": ["Mind Rune"] * 2,
                "base": [u("Pup", "p", "A"), {"card": "Spinning Axe", "as": "ax", "attached_to": "p"}]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "t", "targets": ["ax"]}, *RESOLVE,
        {"act": "end_turn", "by": "A"}, {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
        {"expect": {"zone": {"ax": "trash", "p": "base"}}}]))
    check(duel({"base": [u("Pup", "p", "A"), {"card": "Spinning Axe", "as": "ax", "attached_to": "p"}]}, cards=CARDS,
               turn={"player": "B", "phase": "main", "number": 4},
               steps=[{"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
                      {"expect": {"zone": {"ax": "base"}}}]))  # its own, printed Temporary: inactive while attached


def test_faq_brushing_a_brush_swaps_back_to_the_original() -> None:
    """"What happens if you Brush a Brush? Can you swap back the original battlefield you Brushed?" - the first Brush
    ceases to exist; swapping back the second returns the original battlefield (439.1, 439.7.b: the replacing token
    inherits the relationship)."""
    hold = {"player": "A", "phase": "beginning", "number": 3}
    check(duel({"legend": "Ivern, Green Father"}, cards=CARDS, turn=hold,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A"), card="Forgotten Library"), bf("bf2")], steps=[
        {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        *RESOLVE, {"expect": {"log_contains": "Brush"}},
        {"act": "end_turn", "by": "A"}, {"act": "end_turn", "by": "B"}, {"act": "run_until", "pending": "order_triggers"},
        {"act": "choose", "by": "A", "choice": {"order": ["Brush (hold)", "Ivern, Green Father (hold)"]}},
        {"act": "run_until", "pending": "may"}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"act": "run_until", "pending": "may"}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"act": "run_until", "phase": "main"},
        {"expect": {"log_contains": "Brush is replaced by a token battlefield (Brush)"}},  # the first Brush is gone
        {"act": "end_turn", "by": "A"}, {"act": "end_turn", "by": "B"}, {"act": "run_until", "pending": "order_triggers"},
        {"act": "choose", "by": "A", "choice": {"order": ["Ivern, Green Father (hold)", "Brush (hold)"]}},
        {"act": "run_until", "pending": "may"}, {"act": "choose", "by": "A", "choice": {"yes": False}},  # no new Brush
        {"act": "run_until", "pending": "may"}, {"act": "choose", "by": "A", "choice": {"yes": True}},  # swap back
        {"act": "run_until", "phase": "main"}, {"expect": {"log_contains": "Brush is swapped back to Forgotten Library"}}]))


# -- "Control of battlefields cannot be lost while there are items on the chain" (187.4.c, now 190.4.c) -------------

def test_faq_cruel_patron_kills_the_only_unit_and_is_played_to_that_battlefield() -> None:
    """"I play Cruel Patron, and I have a 1 [M] Recruit alone at a battlefield I control. I choose to kill my Recruit to
    pay the additional cost ... I don't lose control of the battlefield. I can choose to play Cruel Patron to that same
    battlefield" - no cleanup happens while it is finalized (the FAQ's "Can a cleanup happen while I'm finalizing?")."""
    check(duel({"hand": [{"card": "Cruel Patron", "as": "cp"}], "runes": ["Order Rune"] * 4}, cards=CARDS,
               battlefields=[bf("bf1", "A", u("Recruit", "r", "A")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "cp", "to": "bf1"},
        {"expect": {"zone": {"r": "gone", "cp": "bf1"}, "controller": {"bf1": "A"}, "state": "neutral_open"}}]))


def test_faq_baited_hook_plays_the_unit_where_the_killed_unit_was_alone() -> None:
    """"I activate Baited Hook targeting a 4 [M] unit that is alone at a battlefield I control. ... I can't lose control
    of the battlefield because the played unit is on the chain pending. ... I can choose the battlefield where I killed
    my 4 [M] unit to play it to." """
    a = {"base": [{"card": "Baited Hook", "as": "bh"}], "runes": ["Order Rune"] * 2,
         "deck": [{"card": "Wall", "as": "w"}, {"card": "Ogre", "as": "next"}, "Filler", "Filler", "Filler"]}
    check(duel(a, cards=CARDS, battlefields=[bf("bf1", "A", u("Ogre", "bait", "A")), bf("bf2")], steps=[
        {"act": "activate", "by": "A", "source": "bh", "targets": ["bait"]}, *RESOLVE,
        {"expect": {"zone": {"bait": "trash"}, "pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["next"]}},
        {"expect": {"pending": {"player": "A", "kind": "choose_destination"}, "controller": {"bf1": "A"}}},
        {"act": "choose", "by": "A", "choice": {"battlefield": "bf1"}},
        {"expect": {"zone": {"next": "bf1", "w": "main_deck"}, "controller": {"bf1": "A"}}}]))


def test_faq_arcane_shift_plays_the_watcher_back_where_it_was_alone() -> None:
    """"I play Arcane Shift targeting my Thousand-Tailed Watcher who is alone at a battlefield I control. ... When
    finalizing Watcher, the battlefield I banished it from is a valid location to play it to because I still control
    it." """
    a = {"hand": [{"card": "Arcane Shift", "as": "x"}], "runes": ["Mind Rune"] * 4}
    check(duel(a, cards=CARDS, battlefields=[bf("bf1", "A", u("Thousand-Tailed Watcher", "tw", "A")),
                                              bf("bf2", "B", u("Pup", "e", "B"))], steps=[
        {"act": "play", "by": "A", "card": "x", "targets": ["tw", "e"]}, *RESOLVE,
        {"expect": {"zone": {"tw": "banishment"}, "controller": {"bf1": "A"}, "pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": False}},  # its [Accelerate] declined (356.1.b.3, ruling 294)
        {"expect": {"pending": {"player": "A", "kind": "choose_destination"}, "controller": {"bf1": "A"}}},
        {"act": "choose", "by": "A", "choice": {"battlefield": "bf1"}},
        {"expect": {"zone": {"tw": "bf1"}, "controller": {"bf1": "A"}}}]))


def test_faq_glasc_mixologist_dies_alone_outside_combat_and_plays_a_unit_there() -> None:
    """"... as of this rules update the same process will occur whenever Glasc Mixologist dies alone at a battlefield
    with the same controller, regardless of if there is a Combat there or not." - killed by B's spell on B's turn, its
    Deathknell plays the Ogre from A's trash to that battlefield, still A's."""
    check(duel({"trash": [{"card": "Ogre", "as": "o"}]}, {"hand": [{"card": "Doom", "as": "d"}]}, cards=CARDS,
               turn=B_TURN, battlefields=[bf("bf1", "A", u("Glasc Mixologist", "g", "A")), bf("bf2")], steps=[
        {"act": "play", "by": "B", "card": "d", "targets": ["g"]}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"zone": {"g": "trash"}, "pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"pending": {"player": "A", "kind": "choose_destination"}, "controller": {"bf1": "A"}}},
        {"act": "choose", "by": "A", "choice": {"battlefield": "bf1"}},
        {"expect": {"zone": {"o": "bf1"}, "controller": {"bf1": "A"}}}]))


def test_faq_a_showdown_opens_at_a_battlefield_still_controlled_with_no_units() -> None:
    """Control of Battlefields and Showdowns (316.5.b, 344.2 as the FAQ words them; 323.5, 323.7, 344.2 today): A plays
    Ride the Wind (its Pup to bf1, where B's Pup is alone), then a Doom on B's Pup on top; the Doom resolves, B keeps
    control of the empty bf1 while Ride the Wind is still on the chain; the Pup arrives and contests a battlefield B
    controls - a showdown is staged all the same (no units of different players there), opens, and A conquers."""
    a = {"hand": [{"card": "Ride the Wind", "as": "rw"}, {"card": "Doom", "as": "d"}], "runes": ["Chaos Rune"] * 3,
         "base": [u("Pup", "p", "A")]}
    check(duel(a, cards=CARDS, battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "rw", "targets": ["p"], "destination": "bf1"},
        {"act": "play", "by": "A", "card": "d", "targets": ["e"]}, *RESOLVE,
        {"expect": {"zone": {"e": "trash"}, "controller": {"bf1": "B"}, "chain": ["Ride the Wind"]}}, *RESOLVE,
        {"expect": {"zone": {"p": "bf1"}, "state": "showdown_open"}},
        {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"},
        {"expect": {"controller": {"bf1": "A"}, "points": {"A": 1}}}]))


# -- the cards of the FAQ's last questions -----------------------------------------------------------------------

def test_faq_zilean_copied_by_deceiver_makes_two_zileans_not_infinite() -> None:
    """"If I conquer a battlefield with Zilean, Time Mage, can I copy him with my Deceiver legend? Will I make infinite
    Zileans?" - yes, not infinite: Zilean's replacement plays the Reflection and a copy of it (both ready, rule 375);
    the reflexive trigger makes both copies of Zilean with [Temporary]; no further token play follows."""
    legend = "LeBlanc, Deceiver"
    view = final(duel({"legend": legend, "base": [u("Zilean, Time Mage", "z", "A")], "hand": [{"card": "Pup", "as": "h"}]},
                      cards=CARDS, steps=[
        {"act": "move", "by": "A", "units": ["z"], "to": "bf1"}, *RESOLVE,
        {"expect": {"controller": {"bf1": "A"}, "pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "may"}}},  # Zilean: that token and an additional copy?
        {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"expect": {"pending": {"player": "A", "kind": "choose_targets"}}},  # the unit to copy, chosen as finalized
        {"act": "choose", "by": "A", "choice": {"targets": ["z"]}},
        {"expect": {"chain": [f"{legend} (then)"]}}, *RESOLVE,
        {"expect": {"chain": [], "pending": None, "count": {"A": {"units": 3}}}}]))
    units = view["battlefields"][0]["units"]
    assert [x["name"] for x in units] == ["Zilean, Time Mage"] * 3
    copies = [x for x in units if "Temporary" in x["keywords"]]
    assert len(copies) == 2 and not any(x["exhausted"] for x in copies)


def test_faq_counter_strike_saves_a_unit_from_elder_dragons_play_effect() -> None:
    """"If I play Counter Strike in response to my opponent's Elder Dragon's play effect, will the chosen unit still
    die?" - no: the 1 is prevented, so it is never dealt (438.2.a) and the Dragon's passive has nothing to apply to;
    the other target (B's Wall, 8 [M]) is dealt 1 and dies."""
    b = {"hand": [{"card": "Counter Strike", "as": "cs"}], "runes": ["Calm Rune"] * 3}
    check(_dragon(b) | {"steps": [
        *PLAY_DRAGON, {"act": "choose", "by": "A", "choice": {"targets": ["e1", "home"]}},
        {"act": "pass", "by": "A"}, {"act": "play", "by": "B", "card": "cs", "targets": ["e1"]},
        {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"}, {"expect": {"count": {"B": {"hand": 1}}}}, *RESOLVE,
        {"expect": {"zone": {"e1": "bf1", "home": "trash"}, "damage": {"e1": 0}, "chain": []}}]})


def test_faq_jhin_after_a_countered_singularity() -> None:
    """"If I play Singularity and my opponent counters it, can I still play Jhin, Meticulous Killer for [C] this turn?"
    - yes: the [6] was spent as Singularity was finalized; countering it doesn't unspend it."""
    negate = {"Negate": {"type": "spell", "cost": 0, "keywords": ["Reaction"],
                         "script": {"targets": [{"what": "spell"}], "effects": [["counter", {"to": "t0"}]]}}}
    check(duel({"hand": [{"card": "Singularity", "as": "s"}, {"card": "Jhin, Meticulous Killer", "as": "j"}],
                "runes": ["Mind Rune"] * 9, "deck": ["Pup"] * 2},
               {"hand": [{"card": "Negate", "as": "ng"}]}, cards={**CARDS, **negate},
               battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], steps=[
        {"act": "play", "by": "A", "card": "s", "targets": ["e"]}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "ng", "targets": ["s"]}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"zone": {"s": "trash", "e": "bf1"}, "chain": [], "count": {"A": {"runes": 7}}}},  # 2 recycled
        {"act": "play", "by": "A", "card": "j", "options": {"alternative": True}},
        {"expect": {"zone": {"j": "base"}, "count": {"A": {"runes": 6}}}}]))  # [Mind]: one more recycled


def test_faq_repulse_cant_counter_alpha_strike_whose_other_targets_fled_to_base() -> None:
    """"If my opponent plays Flash in reaction to my Alpha Strike, moving two of the targeted units to base, can they
    then play Repulse and counter my Alpha Strike?" - no: units moved to base are still chosen by it (359.3.e.3) and
    are friendly to B; only when they changed to a non-board zone (returned to hand) does it choose just the one."""
    b = {"hand": [{"card": "Flash", "as": "fl"}, {"card": "Repulse", "as": "rp"}], "runes": ["Chaos Rune"] * 2 + ["Body Rune"] * 2}
    flee = [strike("m", "e1", "e2", "e3"), {"act": "pass", "by": "A"},
            {"act": "play", "by": "B", "card": "fl", "targets": ["e1", "e2"]}, {"act": "pass", "by": "B"},
            {"act": "pass", "by": "A"}, {"expect": {"zone": {"e1": "base", "e2": "base"}, "chain": ["Alpha Strike"]}}]
    real_flash = {name: card for name, card in MORE.items() if name != "Flash"}  # the printed Flash (OGS)
    check(_alpha(b) | {"cards": real_flash, "steps": [
        *flee, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "rp", "targets": ["e3", "a"], "expect_error": True}]})
    bounce = {"hand": [{"card": "Bounce", "as": "b1"}, {"card": "Bounce", "as": "b2"}, {"card": "Repulse", "as": "rp"}],
              "runes": ["Body Rune"] * 2}
    check(_alpha(bounce) | {"steps": [
        strike("m", "e1", "e2", "e3"), {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "b1", "targets": ["e1"]}, {"act": "play", "by": "B", "card": "b2", "targets": ["e2"]},
        {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"}, {"act": "pass", "by": "B"}, {"act": "pass", "by": "A"},
        {"expect": {"zone": {"e1": "hand", "e2": "hand"}, "chain": ["Alpha Strike"]}}, {"act": "pass", "by": "A"},
        {"act": "play", "by": "B", "card": "rp", "targets": ["e3", "a"]}, {"act": "pass", "by": "B"},
        {"act": "pass", "by": "A"}, {"expect": {"zone": {"a": "trash", "e3": "bf2"}, "damage": {"e3": 0}, "chain": []}}]})


def test_faq_reckoners_arena_does_not_trigger_yone_on_a_hold() -> None:
    """"If I hold Reckoner's Arena with Yone, Blademaster, will I place his triggered ability on the chain when the hold
    effect of Reckoner's Arena resolves?" - no: the conquer effects see a conquer of the Arena, but Yone's "a battlefield
    that was uncontrolled" isn't met (it was A's); a unit's plain conquer effect there still triggers."""
    raider = {"Raider": {"type": "unit", "might": 2, "cost": 1,
                         "script": {"triggers": {"conquer": {"effects": [["draw", {"amount": 1}]]}}}}}
    check(duel({}, {"base": [u("Pup", "e", "B")]}, cards={**CARDS, **raider},
               turn={"player": "A", "phase": "beginning", "number": 3},
               battlefields=[bf("bf1", "A", u("Yone, Blademaster", "y", "A"), u("Raider", "r", "A"),
                                card="Reckoner's Arena"), bf("bf2")], steps=[
        {"expect": {"chain": ["Reckoner's Arena (hold)"]}}, *RESOLVE,
        {"expect": {"chain": ["Raider (conquer)"]}}, *RESOLVE,
        {"act": "run_until", "phase": "main"}, {"expect": {"damage": {"e": 0}, "zone": {"e": "base"}, "chain": []}}]))


def test_faq_atakhan_with_paid_accelerate_enters_ready_after_killing_its_source() -> None:
    """"What happens if I play Atakhan from my deck with Rek'Sai, Breacher on the board? Can I pay the Accelerate cost
    and kill Rek'Sai for the Atakhan additional cost? Will it enter ready?" - yes: a paid Accelerate makes him enter
    ready though he lacks the keyword as he resolves (805). Rek'Sai, Breacher (SFD-029) isn't implemented: a test unit
    granting [Accelerate] to the friendly units waiting in its controller's hand stands in for its grant."""
    breacher = {"Breacher": {"type": "unit", "might": 3, "cost": 4, "power": ["order"], "script": {"static": [
        {"to": {"who": "friendly", "in_hand": True}, "keywords": [["Accelerate", 1]]}]}}}
    check(duel({"hand": [{"card": "Atakhan", "as": "t"}], "base": [u("Breacher", "br", "A")], "runes": ["Order Rune"] * 10},
               cards={**CARDS, **breacher}, steps=[
        {"expect": {"keywords": {"t": ["Accelerate", "Ganking"]}}},  # granted while the Breacher is on the board
        {"act": "play", "by": "A", "card": "t", "options": {"additional": True, "accelerate": True}},
        {"expect": {"zone": {"t": "base", "br": "trash"}, "exhausted": {"t": False},
                    "keywords": {"t": ["Ganking"]}}}]))
    check(duel({"hand": [{"card": "Atakhan", "as": "t"}], "base": [u("Breacher", "br", "A")], "runes": ["Order Rune"] * 10},
               cards={**CARDS, **breacher}, steps=[  # Accelerate not paid: exhausted (143.4)
        {"act": "play", "by": "A", "card": "t", "options": {"additional": True}},
        {"expect": {"zone": {"t": "base", "br": "trash"}, "exhausted": {"t": True}}}]))


def test_faq_loose_cannons_condition_is_part_of_its_effect() -> None:
    """Loose Cannon: "At the start of your Beginning Phase, draw 1 if you have one or fewer cards in your hand." - the
    FAQ: the "if" isn't next to the trigger condition, so it is part of the effect (383.2.a.1): the ability goes on the
    chain with two cards in hand too, and draws nothing as it resolves; with one card it draws."""
    turn = {"player": "A", "phase": "beginning", "number": 3}
    for hand, drawn in ((["Filler", "Filler"], 0), (["Filler"], 1)):
        check(duel({"legend": "Jinx, Loose Cannon", "hand": hand}, cards=CARDS, turn=turn, steps=[
            {"expect": {"chain": ["Jinx, Loose Cannon (start_beginning)"]}}, *RESOLVE,
            {"expect": {"chain": [], "turn": {"phase": "main"},
                        "count": {"A": {"hand": len(hand) + drawn + 1}}}}]))  # + the Draw Phase's card
