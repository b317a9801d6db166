"""Origins (OGN) legends and signature spells of issue 18's second slice (`game/cards/origins_legends.py`):
one test per card, named after it, quoting its printed text (with errata) and the rules it relies on
(Core Rules 2026-10-09); each clause, both ways, targets that become illegal.
"""

from __future__ import annotations

from .helpers import check, duel
from .test_origins import RESOLVE, bf, u
from .test_origins_more import B_TURN, BOUNCER, bounced, passes
from .test_origins_terms import CARDS

# -- legends -----------------------------------------------------------------------------------

VOLIBEAR = "Volibear, Relentless Storm"


def test_volibear_relentless_storm() -> None:
    """"When you play a [Mighty] unit, you may exhaust me to channel 1 rune exhausted." - Mighty as it is
    played (708: 5+ Might); a small unit or a spell doesn't; yes exhausts him, no doesn't."""
    a = {"legend": VOLIBEAR, "hand": [{"card": "Ogre", "as": "o"}, {"card": "Pup", "as": "p"},
                                      {"card": "Freebie", "as": "fr"}], "runes": ["Body Rune"] * 2,
         "rune_deck": [{"card": "Fury Rune", "as": "ch"}]}
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "p"}, {"expect": {"pending": None, "chain": []}},
        {"act": "play", "by": "A", "card": "fr"}, *RESOLVE, {"expect": {"pending": None}},
        {"act": "play", "by": "A", "card": "o"}, {"expect": {"pending": {"player": "A", "kind": "may"}}},
        {"act": "choose", "by": "A", "choice": {"yes": True}}, *RESOLVE,
        {"expect": {"zone": {"ch": "base"}, "exhausted": {"ch": True, VOLIBEAR: True}}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "o"}, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"zone": {"ch": "rune_deck"}, "exhausted": {VOLIBEAR: False}}}]))


def test_ahri_nine_tailed_fox() -> None:
    """"When an enemy unit attacks a battlefield you control, give it -1 [M] this turn, to a minimum of
    1 [M]." - each attacker at a battlefield I control, as it becomes one; not my own attackers."""
    ahri = "Ahri, Nine-Tailed Fox"
    check(duel({"legend": ahri}, {"base": [u("Ogre", "o", "B"), u("Filler", "f", "B")]}, cards=CARDS, turn=B_TURN,
               battlefields=[bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")], steps=[
        {"act": "move", "by": "B", "units": ["o", "f"], "to": "bf1"},
        {"expect": {"chain": ["Ahri, Nine-Tailed Fox (attacks_yours)", "Ahri, Nine-Tailed Fox (attacks_yours)"]}},
        *passes("A", "B"), *passes("A", "B"),
        {"expect": {"might": {"o": 5, "f": 1}}}]))
    check(duel({"legend": ahri, "base": [u("Ogre", "o", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Pup", "p", "B")), bf("bf2")], steps=[
        {"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, {"expect": {"chain": [], "might": {"o": 6}}}]))


def test_leona_radiant_dawn() -> None:
    """"When you stun one or more enemy units, buff a friendly unit." - once per stun however many units;
    not for a friendly unit stunned; not when the enemy was stunned already (424.1.a.1)."""
    leona = "Leona, Radiant Dawn"
    two = {"Daze2": {"type": "spell", "cost": 0, "keywords": ["Action"],
                     "script": {"effects": [["stun", {"to": {"what": "unit", "who": "enemy"}}]]}}}
    a = {"legend": leona, "base": [u("Pup", "p", "A")], "hand": [{"card": "Daze2", "as": "d2"},
                                                                 {"card": "Daze", "as": "d"}]}
    check(duel(a, {"base": [u("Pup", "e1", "B"), u("Pup", "e2", "B")]}, cards={**CARDS, **two}, steps=[
        {"act": "play", "by": "A", "card": "d2"}, *RESOLVE,
        {"expect": {"stunned": {"e1": True, "e2": True}, "chain": ["Leona, Radiant Dawn (stun_enemy)"]}}, *RESOLVE,
        {"expect": {"buffed": {"p": True}, "chain": []}},
        {"act": "play", "by": "A", "card": "d", "targets": ["e1"]}, *RESOLVE, {"expect": {"chain": []}}]))
    check(duel(a, cards={**CARDS, **two}, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["p"]}, *RESOLVE,
        {"expect": {"stunned": {"p": True}, "chain": [], "buffed": {"p": False}}}]))


def test_yasuo_unforgiven() -> None:
    """"[2], [E]: Move a friendly unit to or from its base." (errata) - from base to a battlefield of my
    choice, or from a battlefield to its base; never from one battlefield to another."""
    yasuo = "Yasuo, Unforgiven"
    fields = [bf("bf1", "A", u("Pup", "there", "A")), bf("bf2")]
    a = {"legend": yasuo, "runes": ["Calm Rune"] * 2, "base": [u("Pup", "home", "A")]}
    check(duel(a, {"base": [u("Pup", "e", "B")]}, battlefields=fields, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": yasuo, "targets": ["e"], "expect_error": True},
        {"act": "activate", "by": "A", "source": yasuo, "targets": ["home"]}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_destination"}}},
        {"act": "choose", "by": "A", "choice": {"battlefield": "bf2"}},
        {"expect": {"zone": {"home": "bf2"}, "exhausted": {yasuo: True}}}]))
    check(duel(a, battlefields=fields, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": yasuo, "targets": ["there"]}, *RESOLVE,  # to base, nothing asked
        {"expect": {"zone": {"there": "base"}, "pending": None}}]))


# -- signature spells --------------------------------------------------------------------------

def test_stormbringer() -> None:
    """"Choose a friendly unit in your base. Deal damage equal to its Might to all enemy units at a
    battlefield, then move your unit there." - the spell deals it (Origins FAQ); "there" names the
    destination (355.4: nothing more to choose); a unit at a battlefield is no legal choice; a unit gone
    deals nothing and doesn't move (359.3.e)."""
    a = {"hand": [{"card": "Stormbringer", "as": "sb"}], "runes": ["Fury Rune"] * 8,
         "base": [u("Ogre", "o", "A")]}
    fields = [bf("bf1", "B", u("Pup", "e1", "B"), u("Wall", "e2", "B")), bf("bf2", "A", u("Pup", "mine", "A"))]
    check(duel(a, {"base": [u("Pup", "ehome", "B")]}, battlefields=fields, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "sb", "targets": ["mine", "bf1"], "expect_error": True},
        {"act": "play", "by": "A", "card": "sb", "targets": ["o", "bf1"]}, *RESOLVE,
        {"expect": {"zone": {"o": "bf1", "e1": "trash"}, "damage": {"e2": 6, "ehome": 0, "mine": 0}}}]))
    check(duel(a, BOUNCER, battlefields=fields, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "sb", "targets": ["o", "bf1"]}, *bounced("o"),
        {"expect": {"damage": {"e1": 0, "e2": 0}}}]))


def test_super_mega_death_rocket() -> None:
    """"Deal 5 to a unit. When you conquer, you may discard 1 to return this from your trash to your hand." -
    the discard is the trigger's cost, paid as it is finalized (204.1.c, 383.3.b): with an empty hand it
    isn't asked; declined, it stays in the trash."""
    rocket = {"card": "Super Mega Death Rocket!", "as": "r"}
    check(duel({"hand": [rocket], "runes": ["Fury Rune"] * 5}, {"base": [u("Ogre", "o", "B")]}, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "r", "targets": ["o"]}, *RESOLVE,
        {"expect": {"damage": {"o": 5}, "zone": {"r": "trash"}}}]))
    a = {"trash": [rocket], "hand": [{"card": "Pup", "as": "p"}], "base": [u("Ogre", "o", "A")]}
    conquer = [{"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, *RESOLVE,
               {"expect": {"controller": {"bf1": "A"}, "pending": {"player": "A", "kind": "may"}}}]
    fields = [bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")]
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        *conquer, {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"expect": {"zone": {"p": "trash"}, "chain": ["Super Mega Death Rocket! (conquer)"]}}, *RESOLVE,
        {"expect": {"zone": {"r": "hand"}}}]))
    check(duel(a, cards=CARDS, battlefields=fields, steps=[
        *conquer, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"zone": {"r": "trash", "p": "hand"}, "chain": []}}]))
    check(duel({**a, "hand": []}, cards=CARDS, battlefields=fields, steps=[
        {"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, *RESOLVE,
        {"expect": {"controller": {"bf1": "A"}, "pending": None, "zone": {"r": "trash"}}}]))


def test_noxian_guillotine() -> None:
    """"[Action] Choose a unit. Kill it the next time it takes damage this turn. [Legion] — Kill it now
    instead." - 392's example: a delayed trigger on that unit only, once; not next turn; with another card
    played this turn it dies at once (812)."""
    a = {"hand": [{"card": "Noxian Guillotine", "as": "ng"}, {"card": "Zap", "as": "z"}], "runes": ["Fury Rune"] * 6}
    b = {"base": [u("Ogre", "o", "B"), u("Ogre", "o2", "B")]}
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "ng", "targets": ["o"]}, *RESOLVE, {"expect": {"zone": {"o": "base"}}},
        {"act": "play", "by": "A", "card": "z", "targets": ["o2"]}, *RESOLVE,  # another unit: nothing
        {"expect": {"zone": {"o2": "base"}, "chain": []}}]))
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "ng", "targets": ["o"]}, *RESOLVE,
        {"act": "play", "by": "A", "card": "z", "targets": ["o"]}, *RESOLVE,
        {"expect": {"chain": ["Noxian Guillotine (unit_damaged)"]}}, *RESOLVE, {"expect": {"zone": {"o": "trash"}}}]))
    check(duel({**a, "hand": [{"card": "Freebie", "as": "fr"}, *a["hand"]]}, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "fr"}, *RESOLVE,  # Legion: another card played this turn
        {"act": "play", "by": "A", "card": "ng", "targets": ["o"]}, *RESOLVE, {"expect": {"zone": {"o": "trash"}}}]))
    check(duel(a, b, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "ng", "targets": ["o"]}, *RESOLVE,
        {"act": "end_turn", "by": "A"}, {"act": "end_turn", "by": "B"}, {"act": "run_until", "phase": "main"},
        {"act": "play", "by": "A", "card": "z", "targets": ["o"]}, *RESOLVE,  # a later turn: it lives
        {"expect": {"zone": {"o": "base"}, "damage": {"o": 2}, "chain": []}}]))


def test_dragons_rage() -> None:
    """"Move an enemy unit. Then do this: Choose another enemy unit at its destination. They deal damage
    equal to their Mights to each other." (errata) - the destination is chosen as it is played (355.4); the
    reflexive trigger only if it moved, its target chosen as it goes on the chain, another enemy unit there
    (Origins FAQ); the units deal the damage (418.6.b.3)."""
    a = {"hand": [{"card": "Dragon's Rage", "as": "dr"}], "runes": ["Calm Rune"] * 5}
    fields = [bf("bf1", "B", u("Ogre", "o", "B"), u("Pup", "p", "B")), bf("bf2", "B", u("Wall", "w", "B"))]
    check(duel(a, {"base": [u("Brute", "b", "B")]}, battlefields=fields, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "dr", "targets": ["b"], "destination": "bf1"}, *RESOLVE,
        {"expect": {"zone": {"b": "bf1"}, "pending": {"player": "A", "kind": "choose_targets"}}},
        {"act": "choose", "by": "A", "choice": {"targets": ["w"]}, "expect_error": True},  # not there
        {"act": "choose", "by": "A", "choice": {"targets": ["b"]}, "expect_error": True},  # not another
        {"act": "choose", "by": "A", "choice": {"targets": ["o"]}}, *RESOLVE,
        {"expect": {"zone": {"o": "trash"}, "damage": {"b": 6}}}]))
    check(duel(a, {"base": [u("Brute", "b", "B")]}, battlefields=[bf("bf1"), bf("bf2")], cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "dr", "targets": ["b"], "destination": "bf1"}, *RESOLVE,
        {"expect": {"zone": {"b": "bf1"}, "pending": None, "chain": []}}]))  # nobody else there
    check(duel(a, {"base": [u("Brute", "b", "B")], **BOUNCER}, battlefields=fields, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "dr", "targets": ["b"], "destination": "bf1"}, *bounced("b"),
        {"expect": {"pending": None, "chain": [], "damage": {"o": 0}}}]))  # it didn't move: no trigger


def test_zenith_blade() -> None:
    """"[Action] Stun an enemy unit at a battlefield. You may move a friendly unit to that enemy unit's
    battlefield." - the destination is named; the move is optional; a unit already there doesn't move."""
    a = {"hand": [{"card": "Zenith Blade", "as": "zb"}], "runes": ["Calm Rune"] * 5, "base": [u("Pup", "p", "A")]}
    fields = [bf("bf1", "B", u("Ogre", "o", "B")), bf("bf2")]
    check(duel(a, {"base": [u("Pup", "ehome", "B")]}, battlefields=fields, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "zb", "targets": ["ehome"], "expect_error": True},
        {"act": "play", "by": "A", "card": "zb", "targets": ["o", "p"]}, *RESOLVE,
        {"expect": {"stunned": {"o": True}, "zone": {"p": "bf1"}}}]))
    check(duel(a, battlefields=fields, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "zb", "targets": ["o"]}, *RESOLVE,
        {"expect": {"stunned": {"o": True}, "zone": {"p": "base"}}}]))


def test_bullet_time() -> None:
    """"[Action] Pay any amount of [A] to deal that much damage to all enemy units at a battlefield." - 204.3's
    example: paid as it resolves, from 0 to what I can; enemy units there only."""
    a = {"hand": [{"card": "Bullet Time", "as": "bt"}], "runes": ["Body Rune"] * 4, "base": [u("Pup", "mine", "A")]}
    fields = [bf("bf1", "B", u("Ogre", "o", "B"), u("Pup", "p", "B")), bf("bf2", "B", u("Pup", "far", "B"))]
    check(duel(a, battlefields=fields, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "bt", "targets": ["bf1"]}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_option"}}},
        {"act": "choose", "by": "A", "choice": {"option": 5}, "expect_error": True},  # 4 runes to recycle
        {"act": "choose", "by": "A", "choice": {"option": 3}},
        {"expect": {"damage": {"o": 3, "far": 0, "mine": 0}, "zone": {"p": "trash"}, "count": {"A": {"runes": 1}}}}]))
    check(duel(a, battlefields=fields, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "bt", "targets": ["bf1"]}, *RESOLVE,
        {"act": "choose", "by": "A", "choice": {"option": 0}},
        {"expect": {"damage": {"o": 0}, "count": {"A": {"runes": 4}}}}]))





def test_teemo_swift_scout() -> None:
    """"You may pay [1] to hide a card with [Hidden] instead of [A]. [1], [E]: Put a Teemo unit you own into
    your hand from your Champion Zone or the board." - either way to hide (811.1.b); a Teemo of mine on the
    board, or my Chosen Champion, back to my hand; not another player's Teemo, not a unit without the tag."""
    teemo = "Teemo, Swift Scout"
    fields = [bf("bf1", "A", u("Pup", "p", "A")), bf("bf2")]
    a = {"legend": teemo, "hand": [{"card": "Teemo, Scout", "as": "ts"}], "runes": [{"card": "Mind Rune", "as": "r"}]}
    check(duel(a, battlefields=fields, cards=CARDS, steps=[  # [1]: the rune is exhausted, not recycled
        {"act": "hide", "by": "A", "card": "ts", "at": "bf1", "options": {"hide_cost": "energy"}},
        {"expect": {"zone": {"ts": "facedown", "r": "base"}, "exhausted": {"r": True}}}]))
    check(duel(a, battlefields=fields, cards=CARDS, steps=[  # [A]: the rune is recycled
        {"act": "hide", "by": "A", "card": "ts", "at": "bf1"}, {"expect": {"zone": {"ts": "facedown", "r": "rune_deck"}}}]))
    check(duel({**a, "legend": None}, battlefields=fields, cards=CARDS, steps=[  # without him: only [A]
        {"act": "hide", "by": "A", "card": "ts", "at": "bf1", "options": {"hide_cost": "energy"},
         "expect_error": True}]))
    board = {"legend": teemo, "runes": ["Mind Rune"], "base": [u("Teemo, Scout", "mine", "A"), u("Pup", "p", "A")]}
    check(duel(board, {"base": [u("Teemo, Scout", "theirs", "B")]}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": teemo}, *RESOLVE,
        {"expect": {"zone": {"mine": "hand", "theirs": "base"}, "exhausted": {teemo: True}}}]))
    check(duel({"legend": teemo, "runes": ["Mind Rune"], "champion": {"card": "Teemo, Scout", "as": "champ"},
                "base": [u("Teemo, Scout", "mine", "A")]}, cards=CARDS, steps=[
        {"act": "activate", "by": "A", "source": teemo}, *RESOLVE,
        {"expect": {"pending": {"player": "A", "kind": "choose_cards"}}},
        {"act": "choose", "by": "A", "choice": {"cards": ["champ"]}},
        {"expect": {"zone": {"champ": "hand", "mine": "base"}}}]))


def test_guerilla_warfare() -> None:
    """"Return up to two cards with [Hidden] from your trash to your hand. You can hide cards ignoring costs
    this turn." - cards with the keyword only (targets in my trash, 355.10.a), up to two, fewer too; then
    hiding costs nothing this turn (and [A] again next turn)."""
    a = {"hand": [{"card": "Guerilla Warfare", "as": "gw"}], "runes": ["Mind Rune"] * 3,
         "trash": [{"card": "Block", "as": "bl"}, {"card": "Teemo, Scout", "as": "ts"}, {"card": "Pup", "as": "p"}]}
    fields = [bf("bf1", "A", u("Pup", "x", "A")), bf("bf2", "A", u("Pup", "y", "A"))]
    check(duel(a, battlefields=fields, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "gw", "targets": ["bl", "p"], "expect_error": True},
        {"act": "play", "by": "A", "card": "gw", "targets": ["bl", "ts"]}, *RESOLVE,
        {"expect": {"zone": {"bl": "hand", "ts": "hand", "p": "trash"}, "count": {"A": {"runes": 2}}}},
        {"act": "hide", "by": "A", "card": "bl", "at": "bf1"}, {"act": "hide", "by": "A", "card": "ts", "at": "bf2"},
        {"expect": {"zone": {"bl": "facedown", "ts": "facedown"}, "count": {"A": {"runes": 2}}}}]))
    check(duel(a, battlefields=fields, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "gw", "targets": ["ts"]}, *RESOLVE,
        {"expect": {"zone": {"ts": "hand", "bl": "trash"}}}]))


def test_sett_the_boss() -> None:
    """"If a buffed unit you control would die, you may pay [C], exhaust me, and spend its buff to heal it,
    exhaust it, and recall it instead. When you conquer, ready me." (errata: a replacement, 386.2.a) - paid
    ([Body] or [Order]), he is exhausted and the buff spent; declined, it dies; an unbuffed unit, or Sett
    already exhausted, nothing is asked; conquering readies him."""
    sett = "Sett, The Boss"
    a = {"legend": sett, "runes": [{"card": "Order Rune", "as": "r"}], "hand": [{"card": "Doom", "as": "d"}],
         "base": [u("Pup", "b", "A", buff=True), u("Pup", "n", "A")]}
    kill = [{"act": "play", "by": "A", "card": "d", "targets": ["b"]}, *RESOLVE]
    check(duel(a, cards=CARDS, steps=[
        *kill, {"expect": {"pending": {"player": "A", "kind": "may"}}}, {"act": "choose", "by": "A", "choice": {"yes": True}},
        {"expect": {"zone": {"b": "base", "r": "rune_deck"}, "buffed": {"b": False}, "exhausted": {"b": True, sett: True}}}]))
    check(duel(a, cards=CARDS, steps=[
        *kill, {"act": "choose", "by": "A", "choice": {"yes": False}},
        {"expect": {"zone": {"b": "trash"}, "exhausted": {sett: False}}}]))
    check(duel(a, cards=CARDS, steps=[
        {"act": "play", "by": "A", "card": "d", "targets": ["n"]}, *RESOLVE, {"expect": {"zone": {"n": "trash"}, "pending": None}}]))
    check(duel({**a, "base": [u("Pup", "b", "A", buff=True), u("Ogre", "o", "A")]}, cards=CARDS,
               battlefields=[bf("bf1", "B", u("Pup", "e", "B")), bf("bf2")], steps=[
        *kill, {"act": "choose", "by": "A", "choice": {"yes": True}}, {"expect": {"exhausted": {sett: True}}},
        {"act": "move", "by": "A", "units": ["o"], "to": "bf1"}, *RESOLVE,  # conquer: ready me
        {"expect": {"controller": {"bf1": "A"}, "chain": ["Sett, The Boss (conquer)"]}}, *RESOLVE,
        {"expect": {"exhausted": {sett: False}}}]))
