"""Naming a card, a type or a tag (759-763): the decision `name`, its legal answers, and what the
named value matches.

An effect that says "name a tag" / "name a spell" asks its controller with the verb `name`
(`what`: card, type or tag; `type`: "name a spell" restricts a card to that type). The answer is
remembered on the effect's source (`Obj.extra["named"]`, lost when the source becomes a new
object, 124) and in the effect's data, so later steps, abilities and passives of the source can
read "the named tag" / "that name": the selector and scope key `named`, the condition
`target_named`, the passive `forbid_play`.

`legal_actions` lists a short answer list: the names and tags of the cards the deciding player may
know (their own, which they know from their deck list, and every card they can see). Listing every
card of the game's table would tell them what the opponents' hands and decks hold. `answer` accepts
any legal name: every card of the catalog that is not a token (762), every tag of 763.1
(`every_name` lists them for a free answer).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..model.errors import IllegalAction
from ..model.events import ALL, Log
from ..model.state import RULES_V14, Pending, State

if TYPE_CHECKING:
    from .context import Ctx

# 763.1: the tags that exist in Riftbound (v1.4). The rules text prints "Miss, Fortune", a typo for
# the tag Miss Fortune (The List's reminder text names it; ruling 95).
TAGS_V14: tuple[str, ...] = (
    "Ahri", "Akali", "Akshan", "Ambessa", "Anivia", "Annie", "Aphelios", "Ashe", "Azir", "Bandle City", "Bard",
    "Bilgewater", "Bird", "Blitzcrank", "Caitlyn", "Cat", "Darius", "Demacia", "Demon", "Diana", "Dog",
    "Dr. Mundo", "Dragon", "Draven", "Ekko", "Elite", "Equipment", "Evelynn", "Ezreal", "Fae", "Fiora", "Fizz",
    "Freljord", "Galio", "Gangplank", "Garen", "Heimerdinger", "Hwei", "Icathia", "Illaoi", "Ionia", "Irelia",
    "Ivern", "Ixtal", "Janna", "Jax", "Jayce", "Jhin", "Jinx", "Kai'Sa", "Karma", "Karthus", "Katarina",
    "Kathkan", "Kayle", "Kayn", "Kennen", "Kha'Zix", "Kog'Maw", "LeBlanc", "Lee Sin", "Leona", "Lillia",
    "Lucian", "Lux", "Malzahar", "Master Yi", "Mech", "Mel", "Miss Fortune", "Morgana", "Mount Targon", "Nami",
    "Nasus", "Nidalee", "Nilah", "Nocturne", "Noxus", "Ornn", "Piltover", "Pirate", "Poppy", "Poro", "Pyke",
    "Qiyana", "Recruit", "Rek'Sai", "Rell", "Renata Glasc", "Renekton", "Rengar", "Riven", "Rumble", "Sentinel",
    "Sett", "Shadow Isles", "Shen", "Shurima", "Sivir", "Sona", "Soraka", "Spider", "Spirit", "Swain", "Syndra",
    "Taric", "Teemo", "The Void", "Trifarian", "Tryndamere", "Twisted Fate", "Udyr", "Vayne", "Vex", "Vi",
    "Viktor", "Volibear", "Warwick", "Xerath", "Xin Zhao", "Yasuo", "Yone", "Yordle", "Yuumi", "Zaun", "Zed",
    "Zilean",
)
# 763.1 of the Core Rules dated 2026-10-09 adds Bomb, Graves, Jarvan IV, K'Sante, Lulu, Mordekaiser, Neeko,
# Orianna, Seraphine and Ziggs (and prints Miss Fortune right). A game keeps the list of its rules version.
TAGS_2026_10: tuple[str, ...] = tuple(sorted(
    {*TAGS_V14, "Bomb", "Graves", "Jarvan IV", "K'Sante", "Lulu", "Mordekaiser", "Neeko", "Orianna", "Seraphine",
     "Ziggs"}, key=str.casefold))
TAGS = TAGS_2026_10  # what new games use (and the board's suggestions)


def tags_for(st: State) -> tuple[str, ...]:
    """The tags a player may name in this game: those of its rules version's 763.1."""
    return TAGS_V14 if st.rules == RULES_V14 else TAGS_2026_10


# 133: the card types a player may name
TYPES: tuple[str, ...] = ("unit", "spell", "gear", "rune", "battlefield", "legend")
KINDS: tuple[str, ...] = ("card", "type", "tag")


def _nameable(card: Any, of_type: str | None) -> bool:
    """762.2: never a token; "name a spell": a card of that type."""
    if card.supertype == "token" or card.token_type:
        return False
    return of_type is None or card.type == of_type


def listed(st: State, what: str, of_type: str | None, player: int) -> list[str]:
    """The answers `legal_actions` offers `player`: for a card, the distinct names of the cards they
    may know (`_known`; when none fits, every legal name); for a tag, the 763.1 tags those cards carry
    (all of them if none do); for a type, every type. Any other legal name is accepted too (`check`)."""
    if what == "type":
        return list(TYPES)
    defs = _known(st, player)
    if what == "tag":
        tags = tags_for(st)
        found = sorted({t for c in defs for t in c.tags if t in tags})
        return found or list(tags)
    return sorted({c.name for c in defs if _nameable(c, of_type)}) or every_name("card", of_type)


def _known(st: State, player: int) -> list[Any]:
    """The cards `player` may know: their own and every one they can see now (view.hidden_ids)."""
    from .view import hidden_ids

    hidden = hidden_ids(st, player)
    return [st.card(oid) for oid, o in st.objs.items() if o.owner == player or oid not in hidden]


def every_name(what: str, of_type: str | None = None) -> list[str]:
    """Every legal answer: each nameable card of the catalog (of that type), each tag, each type."""
    if what == "type":
        return list(TYPES)
    if what == "tag":
        return list(TAGS)
    from ..model.cards import default_catalog

    return sorted({c.name for c in default_catalog().defs.values() if _nameable(c, of_type)})


def check(st: State, what: str, value: Any, of_type: str | None = None) -> str:
    """The name answered, as the game knows it, or IllegalAction: a card legal in the format (in
    the game's table or the catalog: every released card, 762.1) and not a token (762.2); a type
    (133); a tag of 763.1 (763). Names match exactly, letter case aside (761.1)."""
    if not isinstance(value, str) or not value.strip():
        raise IllegalAction(f"name a {what}: answer with {{name: ...}}")
    want = value.strip().casefold()
    if what == "type":
        pool: Any = TYPES
    elif what == "tag":
        pool = tags_for(st)
    else:
        from ..model.cards import default_catalog

        card = _find_card(st, want) or _find_card_in(default_catalog().defs.values(), want)
        if card is None:
            raise IllegalAction(f"there is no card named {value!r} (762.1)")
        if not _nameable(card, None):
            raise IllegalAction(f"{card.name} is a token; name a card (762.2)")
        if of_type is not None and card.type != of_type:
            raise IllegalAction(f"{card.name} is not a {of_type}")
        return card.name
    for name in pool:
        if name.casefold() == want:
            return name
    raise IllegalAction(f"{value!r} is not a {what} that exists in Riftbound ({'763.1' if what == 'tag' else '133'})")


def _find_card(st: State, want: str) -> Any:
    return _find_card_in(st.table.defs.values(), want)


def _find_card_in(defs: Any, want: str) -> Any:
    """A nameable printing of that name first (a token may share no name with a card, but be safe)."""
    found = [c for c in defs if c.name.casefold() == want]
    return next((c for c in found if _nameable(c, None)), found[0] if found else None)


def ask(st: State, player: int, source: int, what: str, of_type: str | None = None) -> None:
    """Set the decision `name` for `player` (options: the listed answers; data: what is named,
    the type a card must have, and `open`: any legal name is accepted beyond the list)."""
    if what not in KINDS:
        raise ValueError(f"can't name a {what!r}")
    data: dict[str, Any] = {"what": what, "open": True, "source": source}
    if of_type:
        data["type"] = of_type
    st.pending = Pending("name", player, listed(st, what, of_type, player), data)


def v_name(ctx: Ctx, what: str = "card", type: str | None = None) -> bool:
    """The verb `name`: "name a tag" / "name a spell" (`what`, `type`); the effect waits for the
    answer, and its later steps know it (`named`)."""
    ask(ctx.st, ctx.controller, ctx.source, what, type)
    return False


def remember(st: State, log: Log, player: int, source: int, what: str, value: str) -> dict[str, str]:
    """Record the name on the source (its "named tag", "that name") and say it aloud (760)."""
    named = {"what": what, "value": value}
    if source in st.objs:
        st.w(source).extra["named"] = dict(named)
    who = st.players[player].name
    log.add("name", f"{who} names {value}" + (f" ({st.name(source)})" if source in st.objs else ""), ALL,
            player=player, named=value)
    return named


def named_of(st: State, source: int) -> dict[str, str] | None:
    o = st.objs.get(source)
    return o.extra.get("named") if o is not None else None


def has_named(st: State, named: dict[str, str] | None, oid: int) -> bool:
    """Whether object `oid` is a card with the named name, of the named type, or with the named
    tag (its current traits, 479.2)."""
    if not named or oid not in st.objs:
        return False
    value = named["value"]
    if named["what"] == "tag":
        from .traits import has_tag

        return has_tag(st, oid, value)
    card = st.card(oid)
    return card.type == value if named["what"] == "type" else card.name == value


def matches_named(st: State, source: int, oid: int) -> bool:
    """The selector / scope key `named`: `oid` matches what `source` named."""
    return has_named(st, named_of(st, source), oid)


def play_forbidden(st: State, p: int, oid: int) -> str | None:
    """A passive `forbid_play` ("While I'm at a battlefield, opponents can't play spells with that
    name": `{forbid_play: spell, who: opponents, named: true, if: ...}`) that stops player `p`
    playing card `oid`: the reason, else None. Only cards being played: a spell already on the
    chain is not stopped (420.1)."""
    from . import layers

    if st.players[p].extra.get("no_plays") == st.turn_number:  # "opponents can't play cards this turn"
        return "you can't play cards this turn"
    if st.players[p].extra.get("no_spells") == st.turn_number and st.card(oid).type == "spell":
        return "you can't play spells this turn"  # "its controller can't play spells this turn"
    if not layers.any_passive(st, "forbid_play"):
        return None
    from .conditions import _controller, friendly, holds

    for src, s in layers.statics(st):
        if "forbid_play" not in s:
            continue
        ctrl = _controller(st, src)
        who = s.get("who", "opponents")
        if who == "opponents" and (ctrl < 0 or friendly(st, p, ctrl)):
            continue
        kind = s["forbid_play"]
        if kind not in (True, "card") and st.card(oid).type != kind:
            continue
        if s.get("named") and not matches_named(st, src, oid):
            continue
        if ctrl >= 0 and not holds(st, s.get("if"), ctrl, src):
            continue
        named = named_of(st, src)
        what = f" named {named['value']}" if s.get("named") and named else ""
        return f"{st.name(src)}: you can't play {kind if isinstance(kind, str) else 'card'}s{what}"
    return None


def answer(st: State, log: Log, player: int, pending: Pending, choice: dict[str, Any]) -> dict[str, str]:
    """Check a `name` answer (`{name: ...}`) and remember it; returns the named value for the
    effect's later steps. Refused answers leave the state as it was (IllegalAction)."""
    d = pending.data
    value = check(st, d["what"], choice.get("name"), d.get("type"))
    st.pending = None
    return remember(st, log, player, d["source"], d["what"], value)
