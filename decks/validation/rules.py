"""Deck construction rules (Core Rules 2026-10-09, 101–103 and 825; modes 487–491; TR sideboard).

Each class checks one thing and returns at most one `DeckError`, whose message names every card
concerned and says how to fix it. See docs/deck-rules.md for the readings behind each rule.

Which rule reports a misplaced card, so that each problem is reported exactly once:

* A token anywhere (legend, chosen champion, main deck, rune deck, battlefields, sideboard) is
  reported only by `token_in_deck`; no other rule looks at it.
* The legend slot holding something that is not a legend: `not_a_legend`.
* The chosen-champion slot holding something that is not a champion unit: `champion_not_champion_unit`.
* A card that has a deck zone of its own, placed in another zone: `wrong_zone`. That is a rune,
  legend or battlefield in the main deck or sideboard, a legend or battlefield in the rune deck,
  a rune or legend among the battlefields. The message says where the card belongs.
* A main-deck card (unit, spell, gear) in the rune deck: `not_a_rune`; among the battlefields:
  `not_a_battlefield`.

Misplaced cards are left out of every count and limit of the zone they sit in (main-deck size,
copies, [Unique], signatures, domain identity, rune and battlefield counts), so a rune in the main
deck does not also count toward 40 or trip the copy limit; when the deck is still short once the
misplaced card is taken out, the count rule says so as well, because that is a second fix to make.

Rules that compare against the legend (`domain_identity`, `rune_domain`, `champion_tag_mismatch`,
`signature_tag_mismatch`) cannot be judged without a legend and stay silent when `legend_missing`,
`not_a_legend` or `token_in_deck` already reports the legend slot.
"""

from __future__ import annotations

from collections.abc import Callable

from decks.deckspec import DeckSpec, Entry
from decks.formats import get_format
from decks.models import Card, CardType, Supertype
from decks.validation.base import (
    DeckError,
    DeckRule,
    count_by_name,
    deck_cards,
    domains_of,
    is_main_deck_card,
    is_token,
    join,
    names,
    plural,
    same_tag,
    valid_legend,
)

DOMAIN_LABELS = {
    "fury": "Fury",
    "calm": "Calm",
    "mind": "Mind",
    "body": "Body",
    "chaos": "Chaos",
    "order": "Order",
}


def _domains(domains: set[str] | list[str]) -> str:
    ordered = [DOMAIN_LABELS.get(d, d.title()) for d in DOMAIN_LABELS if d in domains]
    ordered += sorted(d.title() for d in domains if d not in DOMAIN_LABELS)
    return join(ordered)


# -- legend (103.2) ------------------------------------------------------------------------------


class LegendMissing(DeckRule):
    """103 / 103.2: a deck has exactly one Champion Legend."""

    code = "legend_missing"

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        if spec.legend is not None:
            return []
        return [
            self.error(
                "Your deck has no Champion Legend. Choose one: it sets the domains your cards may use "
                "and the champion your deck is built around."
            )
        ]


class NotALegend(DeckRule):
    """103.2: the legend slot holds a Champion Legend (tokens are left to `token_in_deck`)."""

    code = "not_a_legend"

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        legend = spec.legend
        if legend is None or legend.type == CardType.LEGEND or is_token(legend):
            return []
        return [
            self.error(
                f"{legend.name} is a {legend.get_type_display().lower()}, not a Champion Legend. "
                "Choose a legend for your legend slot.",
                [legend],
            )
        ]


# -- chosen champion (103.3.a) -------------------------------------------------------------------


class ChampionMissing(DeckRule):
    """103.3 / 103.3.a: the main deck includes a Chosen Champion, whose copy is one of its cards.

    The champion is found in the main deck by name (103.3.a.3: any copy of the same name is the
    Chosen Champion), so a reprint from another set in the main deck also counts.
    """

    code = "champion_missing"

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        champion = spec.champion
        if champion is None:
            return [
                self.error(
                    "You haven't chosen a Chosen Champion. Pick a champion unit from your main deck "
                    "whose tag matches your legend."
                )
            ]
        name = champion.name.casefold()
        if any(card.name.casefold() == name and count > 0 for card, count in spec.main):
            return []
        return [
            self.error(
                f"{champion.name} is your Chosen Champion but isn't in your main deck. "
                f"Add a copy of {champion.name} to your main deck (it counts toward the 40 cards).",
                [champion],
            )
        ]


class ChampionNotChampionUnit(DeckRule):
    """103.3.a.2 / 103.3.d.3: the Chosen Champion must be a champion unit (not a signature unit)."""

    code = "champion_not_champion_unit"

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        champion = spec.champion
        if champion is None or is_token(champion) or _is_champion_unit(champion):
            return []
        if champion.supertype == Supertype.SIGNATURE and champion.type == CardType.UNIT:
            what = "a signature unit, not a champion unit"
        else:
            what = f"a {champion.get_type_display().lower()}, not a champion unit"
        return [
            self.error(
                f"{champion.name} is {what}, so it can't be your Chosen Champion. "
                "Choose a champion unit whose tag matches your legend.",
                [champion],
            )
        ]


def _is_champion_unit(card: Card) -> bool:
    return card.type == CardType.UNIT and card.supertype == Supertype.CHAMPION


class ChampionTagMismatch(DeckRule):
    """103.3.a.2: the Chosen Champion's champion tag matches the legend's tag."""

    code = "champion_tag_mismatch"

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        legend, champion = valid_legend(spec), spec.champion
        # Only a champion unit has a champion tag to compare; anything else is reported above.
        if legend is None or champion is None or not _is_champion_unit(champion):
            return []
        if same_tag(champion.champion_tag, legend.champion_tag):
            return []
        return [
            self.error(
                f"Your Chosen Champion {champion.name} has the tag {champion.champion_tag or '(none)'}, "
                f"but your legend {legend.name} has the tag {legend.champion_tag or '(none)'}. "
                f"Choose a {legend.champion_tag} champion unit, or a legend that matches "
                f"{champion.name}.",
                [champion, legend],
            )
        ]


# -- main deck (103.3) ---------------------------------------------------------------------------


class MainDeckTooSmall(DeckRule):
    """103.3: a Main Deck of at least 40 cards, the Chosen Champion's copy included."""

    code = "main_deck_too_small"
    min_size = 40

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        total = sum(count for card, count in spec.main if is_main_deck_card(card))
        if total >= self.min_size:
            return []
        return [
            self.error(
                f"Your main deck has {plural(total, 'card')} (units, spells and gear); it needs at "
                f"least {self.min_size}, your Chosen Champion included. "
                f"Add {self.min_size - total} more."
            )
        ]


def _has_unique(same_name: list[Card]) -> bool:
    return any(c.is_unique for c in same_name)


def _copies_over(entries: list[Entry], too_many: Callable[[int, list[Card]], bool]) -> tuple[str, list[Card]]:
    """The names with too many copies, `too_many(total, cards of that name)`, listed as "4 copies of A
    and 2 copies of B", with all their cards (none when every name is within its limit)."""
    over = [(total, cards) for total, cards in count_by_name(entries).values() if too_many(total, cards)]
    listed = join(f"{total} copies of {cards[0].name}" for total, cards in over)
    return listed, [c for _, cards in over for c in cards]


class TooManyCopies(DeckRule):
    """103.3.b and tournament rules: at most 3 copies of a name across main deck and sideboard (any number
    for a card whose text says so: Spiderling).

    Counted by name (103.3.b.2), so reprints in other sets add up. [Unique] cards are left to
    `unique_limit`, which is stricter.
    """

    code = "too_many_copies"
    max_copies = 3

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        listed, cards = _copies_over(
            deck_cards(spec),
            lambda total, same: total > self.max_copies and not _has_unique(same)
            and not any(c.any_number_allowed for c in same),  # "Your deck can have any number of cards named X"
        )
        if not cards:
            return []
        return [
            self.error(
                f"You have {listed}; at most {self.max_copies} of each name are allowed across your "
                "main deck and sideboard. Remove the extra copies.",
                cards,
            )
        ]


class UniqueLimit(DeckRule):
    """825.3.a: a deck contains only one card of a given name with [Unique] (main deck + sideboard)."""

    code = "unique_limit"

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        listed, cards = _copies_over(deck_cards(spec), lambda total, same: total > 1 and _has_unique(same))
        if not cards:
            return []
        return [
            self.error(
                f"You have {listed}, but a [Unique] card can be in your deck only once (main deck and "
                "sideboard together). Keep one copy.",
                cards,
            )
        ]


class SignatureLimit(DeckRule):
    """103.3.d.1: at most 3 Signature cards in total, whatever their names (main deck + sideboard).

    Copies over a per-name limit (3, or 1 for [Unique], 825.3.b) are already reported by
    `too_many_copies` / `unique_limit`, so they don't count here again: 4 copies of one signature
    card is one problem, not two.
    """

    code = "signature_limit"
    max_total = 3

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        signatures = [(c, n) for c, n in deck_cards(spec) if c.supertype == Supertype.SIGNATURE]
        counted = 0
        for total, same_name in count_by_name(signatures).values():
            cap = 1 if _has_unique(same_name) else TooManyCopies.max_copies
            counted += min(total, cap)
        if counted <= self.max_total:
            return []
        cards = [c for c, _ in signatures]
        actual = sum(n for _, n in signatures)
        return [
            self.error(
                f"You have {actual} signature cards ({names(cards)}); a deck may hold at most "
                f"{self.max_total} in total, whatever their names, main deck and sideboard together. "
                f"Keep {self.max_total} and remove the rest.",
                cards,
            )
        ]


class DomainIdentity(DeckRule):
    """103.2.b / 103.3.c / 103.5.b: every card's domains are all among the legend's domains.

    Checks main-deck and sideboard cards, and battlefields should one ever carry a domain.
    Cards with no domain (colorless) fit any deck. Runes are `rune_domain`'s.
    """

    code = "domain_identity"

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        legend = valid_legend(spec)
        if legend is None:
            return []
        allowed = domains_of(legend)
        battlefields = [(c, n) for c, n in spec.battlefields if _is_battlefield(c)]
        outside = [c for c, _ in deck_cards(spec) + battlefields if not domains_of(c) <= allowed]
        if not outside:
            return []
        listed = join(f"{c.name} ({_domains(domains_of(c))})" for c in _unique(outside))
        return [
            self.error(
                f"{listed} {_agree(outside, 'is', 'are')} outside your legend's domains "
                f"({_domains(allowed)}). Every card must use only {legend.name}'s domains; "
                f"remove {_it(outside)} or choose another legend.",
                outside,
            )
        ]


class SignatureTagMismatch(DeckRule):
    """103.3.d.2: every Signature card has the champion tag of the deck's legend."""

    code = "signature_tag_mismatch"

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        legend = valid_legend(spec)
        if legend is None:
            return []
        wrong = [
            c
            for c, _ in deck_cards(spec)
            if c.supertype == Supertype.SIGNATURE and not same_tag(c.champion_tag, legend.champion_tag)
        ]
        if not wrong:
            return []
        listed = join(f"{c.name} ({c.champion_tag or 'no tag'})" for c in _unique(wrong))
        return [
            self.error(
                f"Signature cards must belong to your legend's champion ({legend.champion_tag}), but you "
                f"have {listed}. Remove {_it(wrong)}.",
                wrong,
            )
        ]


# -- rune deck (103.4) ---------------------------------------------------------------------------


def _is_rune(card: Card) -> bool:
    return card.type == CardType.RUNE and not is_token(card)


class RuneCount(DeckRule):
    """103.4.a: the Rune Deck is exactly 12 runes."""

    code = "rune_count"
    size = 12

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        total = sum(n for c, n in spec.runes if _is_rune(c))
        if total == self.size:
            return []
        return [
            self.error(
                f"Your rune deck has {plural(total, 'rune')}; it needs exactly {self.size}. "
                f"{_exact_count_fix(total, self.size)}"
            )
        ]


class NotARune(DeckRule):
    """103.4.a: the Rune Deck holds runes only (main-deck cards there; see the module docstring)."""

    code = "not_a_rune"

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        wrong = [c for c, _ in spec.runes if is_main_deck_card(c)]
        if not wrong:
            return []
        return [
            self.error(
                f"{names(wrong)} {_agree(wrong, 'is not a rune', 'are not runes')}. "
                f"Only runes go in your rune deck: move {_it(wrong)} to your main deck or remove {_it(wrong)}.",
                wrong,
            )
        ]


class RuneDomain(DeckRule):
    """103.4.a.1: runes are of the legend's Domain Identity."""

    code = "rune_domain"

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        legend = valid_legend(spec)
        if legend is None:
            return []
        allowed = domains_of(legend)
        wrong = [c for c, _ in spec.runes if _is_rune(c) and not domains_of(c) <= allowed]
        if not wrong:
            return []
        return [
            self.error(
                f"{names(wrong)} {_agree(wrong, 'does', 'do')} not match your legend's "
                f"domains ({_domains(allowed)}). Use {_domains(allowed)} runes only.",
                wrong,
            )
        ]


# -- battlefields (103.5, 487–491) ---------------------------------------------------------------


def _is_battlefield(card: Card) -> bool:
    return card.type == CardType.BATTLEFIELD and not is_token(card)


# 487.4.a, 488.4.a, 489.4.a, 490.4.a, 491.4.a: each player provides three in every sanctioned mode.
BATTLEFIELDS_PER_MODE: dict[str, int] = {"duel": 3, "match": 3, "ffa": 3, "2v2": 3}


class BattlefieldCount(DeckRule):
    """103.5.a with 487.4.a–491.4.a: the deck provides exactly 3 battlefields."""

    code = "battlefield_count"
    default_size = 3

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        size = BATTLEFIELDS_PER_MODE.get(spec.mode, self.default_size)
        total = sum(n for c, n in spec.battlefields if _is_battlefield(c))
        if total == size:
            return []
        return [
            self.error(
                f"You have {plural(total, 'battlefield')}; a deck needs exactly {size}, "
                f"each with a different name. {_exact_count_fix(total, size)}"
            )
        ]


class NotABattlefield(DeckRule):
    """103.5: the battlefields are battlefield cards (main-deck cards there; see the module docstring)."""

    code = "not_a_battlefield"

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        wrong = [c for c, _ in spec.battlefields if is_main_deck_card(c)]
        if not wrong:
            return []
        return [
            self.error(
                f"{names(wrong)} {_agree(wrong, 'is not a battlefield', 'are not battlefields')}. "
                f"Move {_it(wrong)} to your main deck or remove {_it(wrong)}, and pick battlefield cards instead.",
                wrong,
            )
        ]


class BattlefieldDuplicate(DeckRule):
    """103.5.c: no two battlefields with the same name."""

    code = "battlefield_duplicate"

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        entries = [(c, n) for c, n in spec.battlefields if _is_battlefield(c)]
        listed, cards = _copies_over(entries, lambda total, _: total > 1)
        if not cards:
            return []
        return [
            self.error(
                f"You have {listed}; your battlefields must all have different names. "
                "Replace the copies with other battlefields.",
                cards,
            )
        ]


# -- sideboard (tournament rules) -----------------------------------------------------------------


class SideboardSize(DeckRule):
    """TR 601.1.c.1: a sideboard of 10 or fewer cards (the format's `sideboard_max`; `max_size` set on
    a subclass or instance wins)."""

    code = "sideboard_size"
    max_size: int | None = None

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        limit = self.max_size if self.max_size is not None else get_format(spec.format).sideboard_max
        total = sum(n for _, n in spec.sideboard)
        if total <= limit:
            return []
        return [
            self.error(
                f"Your sideboard has {total} cards; it may hold at most {limit}. "
                f"Remove {total - limit}."
            )
        ]


# -- placement -------------------------------------------------------------------------------------


class TokenInDeck(DeckRule):
    """Tokens are created during play (rule 440 Create), never part of a deck (103)."""

    code = "token_in_deck"

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        slots = [c for c in (spec.legend, spec.champion) if c is not None]
        zones = [c for c, _ in spec.main + spec.runes + spec.battlefields + spec.sideboard]
        tokens = [c for c in slots + zones if is_token(c)]
        if not tokens:
            return []
        return [
            self.error(
                f"{names(tokens)} {_agree(tokens, 'is a token', 'are tokens')}. "
                f"Tokens are created during the game and can't be put in a deck; remove {_it(tokens)}.",
                tokens,
            )
        ]


# Where each card type belongs, for `wrong_zone` messages.
_HOME = {
    CardType.RUNE: "your rune deck",
    CardType.BATTLEFIELD: "your battlefields",
    CardType.LEGEND: "your legend slot (a deck has exactly one legend)",
}


class WrongZone(DeckRule):
    """103: runes, legends and battlefields each have their own place in a deck."""

    code = "wrong_zone"

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        misplaced: list[tuple[Card, str]] = []
        misplaced += self._foreign(
            spec.main, "in your main deck", {CardType.RUNE, CardType.BATTLEFIELD, CardType.LEGEND}
        )
        misplaced += self._foreign(
            spec.sideboard, "in your sideboard", {CardType.RUNE, CardType.BATTLEFIELD, CardType.LEGEND}
        )
        misplaced += self._foreign(spec.runes, "in your rune deck", {CardType.BATTLEFIELD, CardType.LEGEND})
        misplaced += self._foreign(
            spec.battlefields, "among your battlefields", {CardType.RUNE, CardType.LEGEND}
        )
        if not misplaced:
            return []
        sentences = [
            f"{card.name} is a {card.get_type_display().lower()} {where}; it belongs in {_HOME[card.type]}."
            for card, where in misplaced
        ]
        return [self.error(" ".join(sentences), [c for c, _ in misplaced])]

    @staticmethod
    def _foreign(entries: list[Entry], where: str, types: set[str]) -> list[tuple[Card, str]]:
        found: list[tuple[Card, str]] = []
        for card, _ in entries:
            if card.type in types and not is_token(card) and all(c.code != card.code for c, _ in found):
                found.append((card, where))
        return found


class UnknownCard(DeckRule):
    """Every reference in the deck must name a card in the catalog."""

    code = "unknown_card"

    def validate(self, spec: DeckSpec) -> list[DeckError]:
        refs = list(dict.fromkeys(r for r in spec.unknown))
        if not refs:
            return []
        listed = join(f"“{r}”" for r in refs)
        return [
            DeckError(
                code=self.code,
                message=f"We couldn't find {listed} in the card list. Check the spelling or the card "
                "code, or remove " + ("it." if len(refs) == 1 else "them."),
                cards=refs,  # the references as given, not card codes
            )
        ]


def _exact_count_fix(total: int, size: int) -> str:
    """How to reach exactly `size` from `total`: "Add 12.", "Add 3 more." or "Remove 1."."""
    if total < size:
        return f"Add {size - total}{' more' if total else ''}."
    return f"Remove {total - size}."


def _unique(cards: list[Card]) -> list[Card]:
    seen: dict[str, Card] = {}
    for card in cards:
        seen.setdefault(card.code, card)
    return list(seen.values())


def _agree(cards: list[Card], one: str, many: str) -> str:
    """`one` when the cards are all copies of one card, else `many`: "is"/"are", "a token"/"tokens"."""
    return one if len(_unique(cards)) == 1 else many


def _it(cards: list[Card]) -> str:
    return _agree(cards, "it", "them")
