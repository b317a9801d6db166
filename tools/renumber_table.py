"""The Core Rules renumbering from v1.4 (2026-07-16) to the text dated 2026-10-09, as data.

Facts from the "Renumbering table" of `../shared/rules/official/changes-2026-10-09.md`, carried here so
that `tools/renumber_citations.py --check` needs no file outside the project. `old_to_new` maps a v1.4
rule number to its 2026-10-09 number (None: the rule was removed).
"""

from __future__ import annotations

# Top-level blocks: (first, last, shift). Every sub-rule moves with its parent unless SUBRULE_MOVES says
# otherwise. New in 2026-10-09: 386 (once each turn), 446 (Copy), 830-832 (Deploy, Disarm, Show Off).
BLOCK_SHIFTS = [(386, 444, 1), (445, 489, 2)]

# Sub-rule moves, v1.4 prefix -> 2026-10-09 prefix (the sub-rules of a moved rule move with it; the
# longest matching prefix wins). None: removed in 2026-10-09.
SUBRULE_MOVES: dict[str, str | None] = {
    "103.1": "103.2",  # new 103.1 (deck-building choices)
    "103.2": "103.3",
    "103.3": "103.4",
    "103.4": "103.5",
    "103.1.b.5": "103.2.b.6",  # new 103.2.b.5 (no Domain)
    "108.4.d": "108.4.e",  # new 108.4.d (Main Deck size is public)
    "143.2.a": "143.2.b",  # new 143.2.a (forms of Might)
    "143.2.b": "143.2.c",
    "191.1": "191.2",  # new 191.1 (players control their own legend)
    "191.2": "191.3",
    "191.3": "191.4",
    "191.4": "191.5",
    "204.3.a": None,  # now 204.1.c
    "204.3.b": "204.3.a",
    "323.4": None,  # step 3a (Deathknell in a cleanup) removed
    "323.5": "323.4",
    "323.6": "323.5",
    "323.7": "323.6",  # step 5, split into 323.6 and 323.6.a
    "323.8": "323.7",
    "323.9": "323.8",
    "323.9.a": None,
    "323.10": "323.9",
    "323.11": "323.10",
    "323.12": "323.11",
    "323.13": "323.12",
    "323.14": "323.13",
    "355.17": "355.18",  # new 355.17 (mandatory requirements)
    "429.3.a": None,  # Add abilities: folded into 430.2
    "434.1.h": "435.1.i",  # new 435.1.h (units can't be attached)
    "464.2.d": None,  # "3. The Attacker gains Focus." removed
    "464.2.e": "466.2.d",
    "464.2.f": "466.2.e",
    "464.2.g": "466.2.f",
    "476.1": "478.2",  # new 478.1 (layers applied continuously)
    "476.2": "478.3",
    "476.3": "478.4",
    "477.1": "479.2",  # the Trait layer becomes layer 2 (layer 1: Copy)
    "477.1.a.1": None,
    "477.1.b": "479.1.b",  # copy effects
    "477.1.b.1.a": None,
    "477.1.b.1.b": None,
    "477.1.b.2": None,
    "477.1.c": "479.2.b",
    "477.2": "479.3",  # the Ability layer becomes layer 3
    "477.3": "479.4",  # Arithmetic becomes layer 4
    "489.8.b": "491.8.b.1",  # new 491.8.b (scored once per team per turn)
    "751.1": None,
    "805.1": "805.1.a",  # new 805.1 (an Optional Additional Cost keyword)
    "805.1.a": "805.1.b",
    "811.1.d.2": "811.1.d.3",  # new 811.1.d.2 (a hidden spell's targets)
    "811.1.d.2.a": "811.1.d.4",
    "811.1.d.3": "811.1.d.5",
}

# Where the content of a removed v1.4 rule went in 2026-10-09 (the changes file's notes); a citation of
# a removed rule without an entry here needs a verdict in tools/renumber_decisions.txt.
REPLACED = {
    "204.3.a": "204.1.c",  # a triggered ability's cost within instructions is its base cost
    "429.3.a": "430.2",  # an Add ability used while paying finalizes at once
    "477.1.a.1": "479.2.a",  # "its Might becomes N": base Might, a trait of the trait layer
    "477.1.b.1.a": "479.1.b.1",  # the copyable traits
    "477.1.b.1.b": "479.1.b.1",  # a copy copies the copyable (printed or copied) traits
    "477.1.b.2": "479.1.b",  # a copy effect copies the traits it specifies
}


def parts(number: str) -> list[str]:
    return number.split(".")


def old_to_new(number: str) -> str | None:
    """The 2026-10-09 number of v1.4 rule `number` (None: removed)."""
    ps = parts(number)
    for cut in range(len(ps), 0, -1):
        prefix = ".".join(ps[:cut])
        if prefix in SUBRULE_MOVES:
            target = SUBRULE_MOVES[prefix]
            if target is None:
                return None
            return ".".join([target, *ps[cut:]])
    top = int(ps[0])
    for first, last, shift in BLOCK_SHIFTS:
        if first <= top <= last:
            return ".".join([f"{top + shift:03d}", *ps[1:]])
    return number


def moves(number: str) -> bool:
    """Whether the v1.4 number `number` names another rule in 2026-10-09 (moved or removed)."""
    return old_to_new(number) != number
