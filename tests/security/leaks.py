"""The leak checker: what a viewer may not learn at a step, and whether a recorded byte string (HTML,
a websocket frame, a JSON answer) tells it anyway.

Hidden from viewer v at a state (computed from the raw, omniscient state, never from the engine's own
`view`, so a bug there is caught too): every main-deck and rune-deck card (the order, even of v's own
decks), other players' hands (a 2v2 teammate's too), facedown cards v does not control. The cards a
player sets aside in a mulligan go to the bottom of their deck, so they are hidden cards too; the
audit notes them (`Knowledge.set_aside`) so a finding names them. The only hidden cards v may see
are those its own pending decision shows it ("look at the top 3 cards of your deck").

A hidden card may be given away in many forms; each is looked for:
- its object id, in any attribute that carries ids (`data-oid`, `data-pick`, `data-cards`,
  `data-target`, ...), in `data-pay` ("e12 r13"), inside the JSON of `data-action`/`data-group`
  (card, units, targets, choice cards, damage assignments, runes paid) and inside JSON answers.
  New games deal ids in an order drawn from the seed, but matches stored before that (setup version
  1, game/engine/loop/setup.py) deal them in deck-list order, where the id of a hidden card says which
  card it is, and an id once public follows its card into a hidden zone: no hidden id may appear;
- its name, in any escaping (HTML, JSON);
- its catalog code and any printing/image form of it (`OGN-095`, `ogn_095a.webp`, `OGN-095/298`);
- a distinctive piece of its rules text (one no other card of the game contains).
Names, codes and texts are ambiguous where another copy is legitimately in view, so each is
forbidden only while nothing with it is public to v at that moment: no object v may see has it, no
event v was entitled to read named it, and it is not v's own card (a player knows its own deck list;
its deck *order* is what is hidden, and only ids and the rendering test in `disguise.py` can tell
order). Everything that depends on a hidden card without naming it (a tile class, a cost, a might,
a domain class at a hidden card's place) is what `disguise.py` catches: it renders the same board
with the hidden cards shuffled and asks for the same bytes.

Events carry their audience (`to`: everyone, one player, everyone but one player, nobody). `hear`
records the events v is entitled to: their texts are the only log lines v may receive, and the card
names they mention become public to v.
"""

from __future__ import annotations

import contextlib
import functools
import html
import json
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

import markupsafe

from game.engine import State, default_catalog
from game.engine.loop.match import Match as EngineMatch
from game.engine.model.cards import CardTable

SPECTATOR = -1  # any negative viewer: no seat
ALL, NOBODY, ALL_BUT = -1, -2, -3  # an event's audience: everyone, nobody, everyone but player ALL_BUT - to

DATA_ATTR = re.compile(r'\sdata-([a-z][a-z-]*)="([^"]*)"')
ID_ATTRS = frozenset({"oid", "target", "pick", "hint", "source", "cards", "units", "card", "unit", "attached"})
JSON_ATTRS = frozenset({"action", "group"})  # engine actions: {"card": 42, "targets": [...], "choice": {...}}
# data attributes known to hold no object id (steps, places, amounts, seats, log keys); any other attribute
# holding numbers is taken for ids: an attribute added later fails closed until it is listed here
NOT_IDS = frozenset({"seq", "to", "k", "total", "tier", "start", "need", "min", "max", "match", "seat", "over",
                     "rules", "reload", "deck", "q", "copy", "status", "state", "key", "side", "ref", "verb", "none",
                     "label", "kind", "code", "browse", "base-label", "empty-text", "confirm"})
NUMBERS = re.compile(r"\s*-?\d+(?:\s+-?\d+)*\s*")
LOG = re.compile(r'<section id="log"[^>]*>.*?</section>|<ol id="log-lines"[^>]*>.*?</ol>', re.S)  # region, update
LOG_LINE = re.compile(r"<li(?: [^>]*)?>(.*?)</li>", re.S)
# JSON keys whose values are object ids (actions, choices, payments, API answers)
ID_KEYS = frozenset({"card", "cards", "source", "units", "targets", "target", "unit", "exhaust", "recycle", "oid",
                     "obj", "objects", "hand", "main_deck", "rune_deck", "facedown", "attached_to"})
MIN_SNIPPET = 18  # shortest rules-text piece looked for


def hears(to: int, viewer: int) -> bool:
    """Whether `viewer` (a seat, or negative: a spectator) is entitled to an event sent to `to`
    (written here again rather than imported, so a bug in the engine's rule is caught)."""
    if to == ALL:
        return True
    if to == NOBODY:
        return False
    if to <= ALL_BUT:
        return viewer != ALL_BUT - to
    return viewer >= 0 and to == viewer


def hidden_where(st: State, viewer: int) -> dict[int, str]:
    """Every object whose identity `viewer` may not know, with where it is."""
    out: dict[int, str] = {}
    for i, p in enumerate(st.players):
        for k, oid in enumerate(p.main_deck):
            out[oid] = f"main deck of seat {i}, card {k + 1} of {len(p.main_deck)}"
        for k, oid in enumerate(p.rune_deck):
            out[oid] = f"rune deck of seat {i}, rune {k + 1} of {len(p.rune_deck)}"
        if i != viewer:
            out.update((oid, f"hand of seat {i}") for oid in p.hand)
    for b, bf in enumerate(st.battlefields):
        out.update((oid, f"facedown at battlefield {b}") for oid in bf.facedown if st.objs[oid].controller != viewer)
    return out


def hidden_objs(st: State, viewer: int) -> set[int]:
    return set(hidden_where(st, viewer))


def looking_at(st: State, viewer: int) -> set[int]:
    """Hidden objects the viewer's own pending decision shows it (the top cards it looks at)."""
    pending = st.pending
    if pending is None or viewer < 0 or pending.player != viewer:
        return set()
    return {o for o in pending.options if isinstance(o, int) and not isinstance(o, bool) and o in st.objs}


def catalog_name(ref: str) -> str:
    """A deck list entry's card name."""
    card = default_catalog().find(ref)
    return card.name if card is not None else ref


def name_of(st: State, oid: int) -> str:
    return st.table.defs[st.objs[oid].card].name


@functools.cache
def forms(text: str) -> frozenset[str]:
    """The ways a string may be written into HTML or JSON (Django's and Jinja2's escaping differ:
    `&#x27;`/`&quot;` against `&#39;`/`&#34;`)."""
    in_json = json.dumps(text)[1:-1]
    return frozenset({text, html.escape(text), html.escape(text, quote=False), in_json, html.escape(in_json),
                      str(markupsafe.escape(text)), str(markupsafe.escape(in_json))})


@functools.cache
def word(form: str) -> re.Pattern[str]:
    """`form` as a whole word (not inside a longer name)."""
    return re.compile(rf"(?<!\w){re.escape(form)}(?!\w)")


@functools.cache
def code_pattern(key: str) -> re.Pattern[str] | None:
    """A catalog code in any printing or image form: `OGN-095`, `OGN-095a`, `OGN-095/298`,
    `ogn_095.webp`, `OGN095`; None for a key that is no code (basic runes are keyed by name)."""
    m = re.fullmatch(r"([A-Z]{2,4})-([A-Z]*)(\d+)", key)
    if m is None:
        return None
    letters, prefix, number = m.groups()
    return re.compile(rf"(?<![A-Za-z0-9]){letters}[-_ ]?{prefix}0*{int(number)}(?:[a-z*#][a-z]*)?(?![0-9A-Za-z])",
                      re.I)


@functools.cache
def code_start(head: str) -> re.Pattern[str]:
    """Where a code beginning with the two letters `head` could start (`code_pattern`'s first part):
    matching a code's pattern only there finds what searching the whole text for it finds, faster."""
    return re.compile(rf"(?<![A-Za-z0-9]){re.escape(head)}", re.I)


_SNIPPETS: dict[int, dict[str, str]] = {}


def snippets(table: CardTable) -> dict[str, str]:
    """{card key: a piece of its rules text that no other card of this game has in its text or name}."""
    found = _SNIPPETS.get(id(table))
    if found is not None:
        return found
    defs = list(table.defs.values())
    found = {}
    for d in defs:
        others = [o.text + "\n" + o.name for o in defs if o.key != d.key]
        plain = re.sub(r"\S*\[[^\]]*\]\S*", "\n", d.text)  # words next to [symbols] render as badges
        pieces = sorted((p.strip() for p in re.split(r"[\n.;:()]", plain)), key=len, reverse=True)
        for piece in pieces:
            if len(piece) >= MIN_SNIPPET and not any(piece in o for o in others):
                found[d.key] = piece
                break
    _SNIPPETS[id(table)] = found
    return found


@dataclass
class Secrets:
    """What one viewer may not be told at one moment, each with where the hidden card is."""

    ids: dict[int, str] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)
    codes: dict[str, str] = field(default_factory=dict)
    texts: dict[str, str] = field(default_factory=dict)


@dataclass
class Knowledge:
    """What one viewer has legitimately been told, and what the audit noted about the game."""

    viewer: int
    heard: set[str] = field(default_factory=set)  # card names events the viewer may read mentioned
    lines: set[str] = field(default_factory=set)  # `skeleton`s of the events the viewer may read
    own: set[str] = field(default_factory=set)  # names of the viewer's own deck list (sideboard too)
    set_aside: dict[int, int] = field(default_factory=dict)  # object -> seat that set it aside in a mulligan

    def hear(self, events: Iterable[dict[str, Any]], names: Iterable[str]) -> None:
        """Read the events this viewer is entitled to; `names`: the card names they may mention."""
        names = list(names)
        for event in events:
            if hears(int(event.get("to", ALL)), self.viewer):
                text = str(event.get("text", ""))
                self.lines.add(skeleton(text))
                self.heard.update(n for n in names if n in text)

    def secrets(self, st: State | None, extra: dict[str, str] | None = None) -> Secrets:
        """What the viewer may not be told at `st` (None: no game yet); `extra`: more card names to
        keep from it unless public (a best-of match's sideboards and presented battlefields)."""
        if st is None:
            return Secrets(names={n: p for n, p in (extra or {}).items() if n not in self.heard | self.own})
        where = hidden_where(st, self.viewer)
        for oid in looking_at(st, self.viewer):
            where.pop(oid, None)
        for oid, seat in self.set_aside.items():
            if oid in where:
                where[oid] = f"set aside in seat {seat}'s mulligan, now {where[oid]}"
        seen = [o for o in st.objs if o not in where]
        public_names = {name_of(st, o) for o in seen} | {st.card(o).name for o in seen}
        public_names |= {c.name for c in st.chain} | self.heard | self.own  # the chain is public, and
        public_names |= {name_of(st, c.source) for c in st.chain if c.source in st.objs}  # names its sources
        public_keys = {st.objs[o].card for o in seen} | {st.card(o).key for o in seen}
        texts = snippets(st.table)
        out = Secrets(ids=where)
        for oid, place in where.items():
            o = st.objs[oid]
            if self.viewer >= 0 and o.owner == self.viewer:
                continue  # its own deck list: the names are known, only the order is hidden
            name = name_of(st, oid)
            if name not in public_names:
                out.names.setdefault(name, place)
            if o.card not in public_keys:
                if code_pattern(o.card) is not None:
                    out.codes.setdefault(o.card, place)
                if o.card in texts:
                    out.texts.setdefault(texts[o.card], place)
        for name, place in (extra or {}).items():
            if name not in public_names:
                out.names.setdefault(name, place)
        return out


def _ints(value: Any) -> Iterator[int]:
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        yield value
    elif isinstance(value, str) and re.fullmatch(r"-?\d+", value):
        yield int(value)
    elif isinstance(value, list):
        for v in value:
            yield from _ints(v)


def json_ids(data: Any) -> set[int]:
    """Object ids inside a JSON value: under the keys that carry ids, and the unit ids a damage
    assignment is keyed by."""
    found: set[int] = set()
    if isinstance(data, dict):
        for key, value in data.items():
            if key in ID_KEYS:
                found.update(_ints(value))
            if key in ("assign", "split") and isinstance(value, dict):
                found.update(int(k) for k in value if re.fullmatch(r"-?\d+", str(k)))
            found |= json_ids(value)
    elif isinstance(data, list):
        for value in data:
            found |= json_ids(value)
    return found


def ids_in(data: str) -> set[int]:
    """Every object id `data` carries: id attributes, payments, action JSON, or a JSON document."""
    found: set[int] = set()
    for attr, value in DATA_ATTR.findall(data):
        if attr in JSON_ATTRS:
            with contextlib.suppress(ValueError):
                found |= json_ids(json.loads(html.unescape(value)))
        elif attr == "pay":  # runes to exhaust and recycle: "e12 r13"
            found.update(int(n) for n in re.findall(r"[er](\d+)", value))
        elif attr in ID_ATTRS or (attr not in NOT_IDS and NUMBERS.fullmatch(value)):
            found.update(int(n) for n in re.findall(r"-?\d+", value))
    if data.lstrip().startswith(("{", "[")):
        with contextlib.suppress(ValueError):
            found |= json_ids(json.loads(data))
    return found


def skeleton(line: str) -> str:
    """A log line without the contents of its brackets: the board may word them for players (an
    engine's "Card (end_turn)" reads "Card (end of turn)"), the rest must be the event's text."""
    return re.sub(r"\([^()]*\)", "()", line)


def log_lines(data: str) -> list[str]:
    """The log lines in `data` (the `#log` region, or an update adding lines to it), unescaped."""
    return [html.unescape(line) for region in LOG.findall(data) for line in LOG_LINE.findall(region)]


def _without_longer(data: str, name: str, known: Knowledge) -> str:
    """`data` with the names the viewer knows that contain `name` blanked out: a secret "Shadow" is not
    told by the viewer's own "Shadow Assassin" (the detector looks for whole words)."""
    for longer in sorted((k for k in known.own | known.heard if name in k and k != name), key=len, reverse=True):
        data = data.replace(longer, " ")
    return data


def leaks(data: str, st: State | None, known: Knowledge, extra: dict[str, str] | None = None) -> list[str]:
    """What in `data` (received by `known.viewer` while the game stood at `st`) it may not know.
    `st` None: no game on the table (a best-of match before its first game); `extra`: see `secrets`."""
    found = [f"log line {line!r} from an event not addressed to it" for line in log_lines(data)
             if skeleton(line) not in known.lines]
    secrets = known.secrets(st, extra)
    for name, place in sorted(secrets.names.items()):
        if any(f in data and word(f).search(_without_longer(data, name, known)) for f in forms(name)):
            found.append(f"name {name!r} ({place})")  # (the plain look first: cheaper)
    starts: dict[str, list[int]] = {}  # where a code could begin, by its first two letters
    for key, place in sorted(secrets.codes.items()):
        pattern = code_pattern(key)
        if pattern is None:
            continue
        head = key[:2].lower()  # a code's pattern starts with its letters: try it only where they stand
        if head not in starts:
            starts[head] = [m.start() for m in code_start(head).finditer(data)]
        if m := next((m for at in starts[head] if (m := pattern.match(data, at))), None):
            found.append(f"code {key!r} as {m.group(0)!r} ({place})")
    for text, place in sorted(secrets.texts.items()):
        if any(f in data for f in forms(text)):
            found.append(f"rules text {text!r} ({place})")
    found += [f"id {i} ({secrets.ids[i]})" for i in sorted(ids_in(data) & set(secrets.ids))]
    return found


def series_secrets(m: EngineMatch, viewer: int, name: Callable[[str], str],
                   original: list[list[str]]) -> dict[str, str]:
    """The card names a best-of match keeps from `viewer` beyond the game's hidden cards: other
    seats' sideboards, the cards they sideboarded in (`original`: each seat's first main deck), and
    the battlefield they present for the next game until it starts."""
    out: dict[str, str] = {}
    for q, deck in enumerate(m.decks):
        if q == viewer:
            continue
        for ref in deck.get("sideboard") or []:
            out.setdefault(name(ref), f"sideboard of seat {q}")
        for ref in set(deck.get("main", [])) - set(original[q]):
            out.setdefault(name(ref), f"sideboarded into seat {q}'s deck")
        if m.decisions and m.chosen[q] is not None:
            out.setdefault(name(str(m.chosen[q])), f"battlefield seat {q} presents for the next game")
    return out
