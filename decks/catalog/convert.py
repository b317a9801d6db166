"""Convert the reference card data (Riftcodex dump, official gallery, official errata) into our catalog.

Pure Python, no Django. Entry points: `build_catalog(source, rules_dir)` returns the records per set and a
report; `write_catalog(cards_by_set, out_dir)` writes `<SET>.json`. Every decision is in docs/catalog.md.
"""

from __future__ import annotations

import html
import json
import re
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from decks.catalog import SET_CODES

MAIN_SETS: tuple[str, ...] = ("OGN", "OGS", "SFD", "UNL", "VEN", "RAD")
PROMO_SETS: tuple[str, ...] = ("OPP", "PR", "JDG")
SET_SIZE: dict[str, int] = {"OGN": 298, "OGS": 24, "SFD": 221, "UNL": 219, "VEN": 166, "RAD": 167}
# Radiance is in no Riftcodex copy: its printings come from the official gallery's RAD entries.
RAD_GALLERY_GLOB = "official_gallery_RAD_items_*.json"
# A promo's collector number is "<number>/<size of the set it reprints>".
SET_BY_SIZE: dict[str, str] = {f"{size:03d}": code for code, size in SET_SIZE.items()}
DOMAINS: tuple[str, ...] = ("fury", "calm", "mind", "body", "chaos", "order")

# Keyword glossary, core rules 2026-10-09 805-832 (830-832 new with Radiance). Only these count.
KEYWORDS: frozenset[str] = frozenset(
    {
        "Accelerate", "Action", "Assault", "Deathknell", "Deflect", "Ganking", "Hidden", "Legion",
        "Reaction", "Shield", "Tank", "Temporary", "Vision", "Equip", "Quick-Draw", "Repeat",
        "Weaponmaster", "Ambush", "Hunt", "Level", "Unique", "Backline", "Empower", "Empowered", "Flow",
        "Deploy", "Disarm", "Show Off",
    }
)  # fmt: skip
# Keywords on which an Action/Reaction marks an ability's timing ("[Action][>]"), not the card's own.
ABILITY_TIMINGS: frozenset[str] = frozenset({"Action", "Reaction"})

# Name suffixes Riftcodex adds to variant printings (stripped to find the card's name).
VARIANT_SUFFIX = re.compile(
    r"\s*\((?:Alternate Art|Overnumbered|Signature|Metal|Launch Exclusive|GG EZ|Ultimate|\d+|[A-Z]{2})\)"
)

ID_MAIN = re.compile(r"^(?P<set>[a-z]+)-(?P<num>\d{3})(?P<suffix>[a-z*]*)-(?P<denom>\d{3})$")
ID_SPECIAL = re.compile(r"^(?P<set>[a-z]+)-(?P<kind>r|t|sp)(?P<num>\d+)(?P<suffix>[a-z]?)(?:-(?P<denom>\d{3}))?$")


# --- identifiers -------------------------------------------------------------------------------


@dataclass(frozen=True)
class PrintingId:
    """A parsed Riftcodex/gallery id such as `ogn-066a-298`, `ven-r01`, `ven-sp1-006`, `opp-017-024`."""

    set_code: str
    kind: str  # "" for numbered printings, else "R" (rune), "T" (token), "SP" (starter/special)
    number: int
    suffix: str  # "", "a", "b", "*" (and "a" on the RAD rune showcase printings, `rad-r01a`)
    denom: str  # "298", "006" or ""

    @property
    def collector_number(self) -> str:
        if self.kind:
            return f"{self.kind}{self.number:0{1 if self.kind == 'SP' else 2}d}{self.suffix}"
        return f"{self.number:03d}{self.suffix}"


def parse_id(riftbound_id: str) -> PrintingId:
    rid = riftbound_id.lower().replace("-star-", "*-")
    if m := ID_MAIN.match(rid):
        return PrintingId(m["set"].upper(), "", int(m["num"]), m["suffix"], m["denom"])
    if m := ID_SPECIAL.match(rid):
        return PrintingId(m["set"].upper(), m["kind"].upper(), int(m["num"]), m["suffix"], m["denom"] or "")
    raise ValueError(f"unrecognised card id {riftbound_id!r}")


def printing_code(pid: PrintingId, metal: bool = False) -> str:
    """Our printing code: `OGN-066a`, `OGN-299*`, `VEN-R01`; promos keep the reprinted set's size."""
    code = f"{pid.set_code}-{pid.collector_number}"
    if pid.set_code in PROMO_SETS:
        code += f"-{pid.denom}"
    return code + ("#metal" if metal else "")


# --- text ----------------------------------------------------------------------------------------

ICON = re.compile(r":rb_(energy_(\d+)|rune_([a-z]+)|exhaust|might):")


def _icon(m: re.Match[str]) -> str:
    if m[2] is not None:
        return f"[{m[2]}]"
    if m[3] is not None:
        return "[A]" if m[3] == "rainbow" else f"[{m[3].capitalize()}]"
    return "[E]" if m[1] == "exhaust" else "[M]"


def icons_to_brackets(text: str) -> str:
    """`:rb_energy_2:` -> [2], `:rb_rune_fury:` -> [Fury], rainbow -> [A], exhaust -> [E], might -> [M]."""
    return ICON.sub(_icon, text)


def rich_to_text(rich: str | None) -> str:
    """Riftcodex/gallery HTML to plain text: paragraphs and <br /> become line breaks, list items "• "."""
    if not rich:
        return ""
    text = re.sub(r"<br\s*/?>|</p>\s*<p>|</p>\s*(?=<ul>)|</li>", "\n", rich)
    text = re.sub(r"<li>", "• ", text)
    text = re.sub(r"<[^>]+>", "", text)
    text = icons_to_brackets(html.unescape(text))
    lines = [bracket_bare_keyword(re.sub(r"[ \t]+", " ", line).strip()) for line in text.split("\n")]
    text = "\n".join(line for line in lines if line)
    return "" if text == "[NO TEXT]" else text


BARE_KEYWORD = re.compile(r"^([A-Z][a-z-]+(?: [A-Z][a-z-]+)?)( \d+)? \(")


def bracket_bare_keyword(line: str) -> str:
    """A keyword printed without its brackets at the start of a line, its reminder text right after it
    ("Hidden (Hide now for [A] ...)", SFD-138 Windsinger in every source): written as the card prints the
    others, "[Hidden] (Hide now ...)", so it is the card's keyword (docs/catalog.md)."""
    m = BARE_KEYWORD.match(line)
    if not m or m[1] not in KEYWORDS:
        return line
    return f"[{m[1]}{m[2] or ''}]" + line[len(m[1]) + len(m[2] or ""):]


def normalise_for_compare(text: str) -> str:
    """Loose form for comparing wordings: case, quotes, dashes, spacing, old shorthands, domain icons."""
    t = text.lower().replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    t = t.replace("—", "-").replace("–", "-")
    # Domain icons, [C] and [A] all compare equal: sources disagree on them for multi-domain cards.
    t = re.sub(r"\[(?:" + "|".join(DOMAINS) + r"|a)\]", "[c]", t)
    t = t.replace("[s]", "[m]").replace("[t]", "[e]").replace("[>]", " - ")
    # Game verbs and keywords inside a sentence are bracketed by some printings only ("[Buff] a unit").
    t = re.sub(r"\[([a-z][a-z-]+)\]", r"\1", t)
    t = re.sub(r"\s+", " ", t).strip()
    return re.sub(r" ([.,;:])", r"\1", t)


def without_reminders(text: str) -> str:
    """Text without parenthesised reminder text (variant printings often omit it)."""
    previous = None
    while previous != text:
        previous, text = text, re.sub(r"\s*\([^()]*\)", "", text)
    return text


# --- names ---------------------------------------------------------------------------------------


def base_name(raw_name: str) -> str:
    """Riftcodex name without variant markers, with " - " as ", ": `Ahri - Alluring (Alternate Art)` ->
    `Ahri, Alluring`; `Recruit (271) // Buff` -> `Recruit`. "(Starter)" is kept: it is a different card."""
    name = raw_name.split(" // ")[0]
    name = VARIANT_SUFFIX.sub("", name).strip()
    return name.replace(" - ", ", ")


def name_key(name: str, card_type: str = "") -> str:
    """Grouping key for a name; legends by title, since some source rows name them by title only."""
    return normalise_for_compare(title_of(name) if card_type == "legend" else name)


def title_of(name: str) -> str:
    """`Jinx, Loose Cannon` -> `Loose Cannon` (legends are named by title in the gallery)."""
    return name.split(", ", 1)[1] if ", " in name else name


# --- keywords and costs --------------------------------------------------------------------------

LEADING_TOKEN = re.compile(r"\[([A-Z][A-Za-z-]*(?: [A-Z][A-Za-z-]*)*)(?: (\d+|X))?\](\[>\])?")


def keywords_from_text(text: str) -> list[dict]:
    """The card's own keywords: those opening a line of its text ("[Assault 2]", "[Deathknell][>] ..."),
    in order, without repeats. Keywords inside a sentence are granted or conditional, not the card's.
    `[Action][>]` / `[Reaction][>]` give an ability its timing and are not the card's keyword."""
    found: list[dict] = []
    for line in text.split("\n"):
        pos = 0
        while m := LEADING_TOKEN.match(line, pos):
            name, value, arrow = m[1], m[2], m[3]
            if name not in KEYWORDS or (arrow and name in ABILITY_TIMINGS):
                break
            kw: dict = {"name": name}
            if value is not None:
                kw["value"] = int(value) if value.isdigit() else value
            if kw not in found:
                found.append(kw)
            pos = m.end()
            gap = re.match(r"[ ,]*", line[pos:])
            pos += gap.end() if gap else 0
    return found


def power_domains(domains: list[str], power: int | None) -> list[str]:
    """One entry per power symbol: the domain, "any" on a domainless card, and on a multi-domain card
    "a|b" (core rules 135.2.e.6.c: such a symbol is paid with power of any of the card's domains)."""
    if not power:
        return []
    if not domains:
        return ["any"] * power
    return ["|".join(domains)] * power


# --- errata --------------------------------------------------------------------------------------


@dataclass
class Erratum:
    name: str
    new: str
    old: str
    document: str


def parse_errata_markdown(path: Path) -> list[Erratum]:
    """The NEW TEXT / OLD TEXT blocks of an official errata page saved as Markdown."""
    entries: list[Erratum] = []
    name, mode = "", ""
    blocks: dict[str, list[str]] = {"new": [], "old": []}

    def flush() -> None:
        if name and blocks["new"]:
            entries.append(Erratum(name, "\n".join(blocks["new"]), "\n".join(blocks["old"]), path.stem))

    for raw_line in path.read_text(encoding="utf-8").splitlines():
        line = raw_line.strip()
        marker = line.removeprefix("### ").strip()
        if marker == "[NEW TEXT]":
            mode = "new"
        elif marker == "▲":
            mode = ""
        elif marker == "[OLD TEXT]":
            mode = "old"
        elif line in ("###", "##") or line.startswith("Note:"):
            mode = ""
        elif line.startswith("### ") or line.startswith("## "):
            flush()
            name, mode = marker.replace("’", "'"), ""
            blocks = {"new": [], "old": []}
        elif line and mode:
            blocks[mode].append(line.replace("’", "'").replace("“", '"').replace("”", '"'))
    flush()
    return entries


def errata_to_text(text: str, domains: list[str]) -> str:
    """Errata pages' shorthand to ours: [C] is the card's domain, [S] might, [T] exhaust."""
    if len(domains) == 1:
        own = f"[{domains[0].capitalize()}]"
    elif not domains:
        own = "[A]"
    else:
        own = "[C]"  # multi-domain: any of the card's domains (rule 135.2.e.6.c)
    return text.replace("[C]", own).replace("[S]", "[M]").replace("[T]", "[E]")


def loose(text: str, strip_reminders: bool = False) -> str:
    return normalise_for_compare(without_reminders(text) if strip_reminders else text)


def replace_lines(text: str, old: str, new: str, strip_reminders: bool = False) -> str | None:
    """Replace the run of lines of `text` that reads like `old` with `new`; None if there is none."""
    lines = text.split("\n")
    target = loose(old, strip_reminders)
    for i in range(len(lines)):
        for j in range(i + 1, len(lines) + 1):
            if loose(" ".join(lines[i:j]), strip_reminders) == target:
                return "\n".join(lines[:i] + new.split("\n") + lines[j:])
    return None


def apply_erratum(text: str, erratum: Erratum, domains: list[str]) -> tuple[str, str]:
    """(new text, outcome) where outcome is "applied", "already" (source had the new wording) or
    "unmatched" (neither wording found; text left alone)."""
    new = errata_to_text(erratum.new, domains)
    old = errata_to_text(erratum.old, domains)
    for strip in (False, True):
        if loose(new, strip) in loose(text, strip):
            return text, "already"
        replaced = replace_lines(text, old, new, strip)
        if replaced is not None:
            return replaced, "applied"
    return text, "unmatched"


# --- source rows ---------------------------------------------------------------------------------


@dataclass
class SourceRow:
    """One physical printing as read from the sources, with its gameplay facts normalised."""

    pid: PrintingId
    metal: bool
    raw: dict
    gallery: dict | None
    name: str = ""  # name from Riftcodex (variant markers stripped)
    facts: dict = field(default_factory=dict)  # the Riftcodex-derived facts compared between printings
    errata: list[str] = field(default_factory=list)

    @property
    def code(self) -> str:
        return printing_code(self.pid, self.metal)

    @property
    def set_size(self) -> int:
        return SET_SIZE.get(self.pid.set_code, 0)

    @property
    def is_variant(self) -> bool:
        """Not the standard printing of its set number: letter/star, overnumbered, metal."""
        meta = self.raw.get("metadata") or {}
        return bool(
            self.metal
            or self.pid.suffix
            or meta.get("alternate_art")
            or meta.get("overnumbered")
            or meta.get("signature")
            or (not self.pid.kind and self.set_size and self.pid.number > self.set_size)
        )

    def variant(self, base: SourceRow) -> str:
        """The printing's variant; `base` is the card's first printing."""
        meta = self.raw.get("metadata") or {}
        if self.metal:
            return "metal"
        if self.pid.set_code in PROMO_SETS:
            return "promo"
        if self.pid.suffix == "*" or meta.get("signature"):
            return "signed"
        if self.pid.suffix or meta.get("alternate_art"):
            return "alternate_art"
        if meta.get("overnumbered") or (not self.pid.kind and self.pid.number > self.set_size):
            return "overnumbered"
        if self is not base and self.pid.set_code == base.pid.set_code:
            return "alternate_art"  # another numbered slot of the same card in its set (Recruit 271-273)
        return "base"


def dedupe_riftcodex(rows: list[dict], report: list[str]) -> list[tuple[dict, bool]]:
    """Drop stale duplicates: rows without a TCGplayer id when a row with the same id has one; the
    OPP Metal promos share their id with the regular promo and are kept, flagged metal."""
    by_id: dict[str, list[dict]] = defaultdict(list)
    for row in rows:
        by_id[row["riftbound_id"]].append(row)
    kept: list[tuple[dict, bool]] = []
    dropped = 0
    for rid in sorted(by_id):
        group = by_id[rid]
        live = [r for r in group if r.get("tcgplayer_id")] or group
        dropped += len(group) - len(live)
        by_kind: dict[bool, dict] = {}
        for row in sorted(live, key=lambda r: (r["metadata"]["updated_on"], r["id"])):
            by_kind[" (Metal)" in row["name"]] = row  # newest wins among true duplicates
        dropped += len(live) - len(by_kind)
        kept.extend((row, metal) for metal, row in sorted(by_kind.items()))
    report.append(f"riftcodex rows: {len(rows)}, stale duplicates dropped: {dropped}, kept: {len(kept)}")
    return kept


def gallery_as_raw(card: dict) -> dict:
    """A gallery-only printing (the tokens Riftcodex lacks) in Riftcodex's shape."""

    def num(value: str | None) -> int | None:
        return int(value) if value not in (None, "") else None

    pid = parse_id(card["id"])
    return {
        "riftbound_id": card["id"],
        "name": card["name"],
        "attributes": {
            "energy": num(card["energy"]),
            "might": num(card["might"]),
            "power": num(card["power"]),
        },
        "classification": {
            "type": card["type"],
            "supertype": "Token" if pid.kind == "T" else None,
            "rarity": card["rarity"],
            "domain": card["domains"],
        },
        "text": {"rich": card["abilityHtml"], "flavour": None},
        "tags": card["tags"],
        "media": {"artist": card["illustrator"]},
        "metadata": {"alternate_art": False, "overnumbered": False, "signature": False, "updated_on": ""},
        "tcgplayer_id": None,
        "id": card["id"],
    }


# The printed type line, as the RAD gallery's accessibility text spells it: "Riftbound Spell: Hush. ..."
TYPE_LINE = re.compile(r"^Riftbound (?P<type>Unit|Spell|Gear|Rune|Battlefield|Legend): (?P<name>.+?)\.(?:\s|$)", re.S)


def rad_gallery_as_raw(item: dict) -> tuple[dict, dict]:
    """A RAD gallery entry in Riftcodex's shape, plus the official-gallery fields the build reads
    (`name`, `mightBonus`, `effectHtml`). The entries are pre-release data (docs/catalog.md, "Radiance"):

    - the type comes from the printed type line ("Riftbound Spell: ...") wherever the entry's own
      `type` is missing or differs (30 entries); the printed name comes from the same line;
    - `["Colorless"]` is printed "no domain"; an empty list means the source does not give the
      domain: the card is marked `missing: ["domains"]` rather than taken for colorless;
    - an Equipment (a gear with a Might bonus) prints its own ability first and the text it grants
      after it: the later paragraphs become the granted text, and it has no Might of its own.
    """
    line = TYPE_LINE.match(item["media"]["accessibility_text"] or "")
    if line is None:
        raise ValueError(f"{item['id']}: no printed type line in {item['media']['accessibility_text']!r}")
    raw = json.loads(json.dumps(item))  # a deep copy; the source stays as read
    cls, attrs = raw["classification"], raw["attributes"]
    cls["type"] = line["type"]
    raw["missing"] = [] if cls["domain"] else ["domains"]
    raw["tags"] = raw.get("tags") or []
    gallery: dict = {"name": line["name"], "mightBonus": None, "effectHtml": None}
    if line["type"] == "Gear" and attrs.get("might_bonus") is not None:
        paragraphs = re.findall(r"<p>.*?</p>", raw["text"]["rich"] or "", re.S)
        raw["text"]["rich"] = paragraphs[0] if paragraphs else raw["text"]["rich"]
        gallery["effectHtml"] = "".join(paragraphs[1:]) or None
        gallery["mightBonus"] = attrs["might_bonus"]
        attrs["might"] = None
    return raw, gallery


def row_facts(raw: dict, name: str, pid: PrintingId) -> dict:
    """Gameplay facts from one Riftcodex row (errata applied later)."""
    cls = raw["classification"]
    attrs = raw["attributes"]
    domains = [d.lower() for d in cls["domain"] if d.lower() in DOMAINS]
    raw_type = (cls["type"] or "").lower()
    supertype = (cls["supertype"] or "").lower()
    is_token = supertype == "token" or pid.kind == "T"
    if raw_type == "legend":
        supertype = ""  # Riftcodex is inconsistent here; legends carry no supertype
    return {
        "type": "token" if is_token else raw_type,
        "token_type": (raw_type or _untyped_token(name)) if is_token else "",
        "supertype": "token" if is_token else supertype,
        "domains": domains,
        "energy": attrs["energy"],
        "power": attrs["power"],
        "might": attrs["might"],
        "tags": list(raw.get("tags") or []),
        "text": rich_to_text(raw["text"]["rich"]),
        "missing": list(raw.get("missing") or []),  # facts the sources lack (not compared)
    }


def _untyped_token(name: str) -> str:
    """The gallery gives no type for the Buff and XP Tracker token cards."""
    return {"buff": "buff", "xp tracker": "tracker"}.get(name.lower(), "other")


def comparable(facts: dict) -> tuple:
    """The facts that decide whether two printings are the same card: text compared without reminder
    text, tags compared apart (see `same_card`)."""
    return (
        facts["type"],
        facts["token_type"],
        facts["supertype"],
        tuple(facts["domains"]),
        facts["energy"],
        facts["power"],
        facts["might"],
        loose(facts["text"], strip_reminders=True),
    )


def same_card(a: dict, b: dict) -> bool:
    """Identical gameplay facts; one tag list may lack some of the other's tags (showcase and reprint
    rows in the sources often drop the region tag)."""
    tags_a, tags_b = set(a["tags"]), set(b["tags"])
    return comparable(a) == comparable(b) and (tags_a <= tags_b or tags_b <= tags_a)


# --- the build -----------------------------------------------------------------------------------


@dataclass
class CardBuild:
    """A card being assembled: its base printing row and all its printings."""

    code: str
    base: SourceRow
    printings: list[SourceRow] = field(default_factory=list)


def load_rows(source: Path, report: list[str]) -> list[SourceRow]:
    raw_rows = json.loads((source / "riftcodex_cards_raw.json").read_text(encoding="utf-8"))
    gallery_doc = json.loads((source / "official_gallery_cards_2026-07-20.json").read_text(encoding="utf-8"))
    gallery = {parse_id(c["id"]): c for c in gallery_doc["cards"]}
    rows: list[SourceRow] = []
    seen: set[PrintingId] = set()
    for raw, metal in dedupe_riftcodex(raw_rows, report):
        pid = parse_id(raw["riftbound_id"])
        seen.add(pid)
        rows.append(SourceRow(pid, metal, raw, None if metal else gallery.get(pid)))
    extra = [
        gallery_as_raw(c) for p, c in sorted(gallery.items(), key=lambda kv: kv[1]["id"]) if p not in seen
    ]
    for raw in extra:
        pid = parse_id(raw["riftbound_id"])
        rows.append(SourceRow(pid, False, raw, gallery[pid]))
    report.append(
        f"gallery-only printings added: {len(extra)} ({', '.join(r['riftbound_id'] for r in extra)})"
    )
    for path in sorted(source.glob(RAD_GALLERY_GLOB))[-1:]:  # the newest snapshot
        items = json.loads(path.read_text(encoding="utf-8"))["items"]
        for item in items:
            raw, rad_gallery = rad_gallery_as_raw(item)
            rows.append(SourceRow(parse_id(raw["riftbound_id"]), False, raw, rad_gallery))
        unknown = [i["riftbound_id"] for i in items if not i["classification"]["domain"]]
        report.append(f"RAD gallery printings added: {len(items)} from {path.name}; "
                      f"domain not given: {len(unknown)} ({', '.join(unknown)})")
    for row in rows:
        row.name = base_name(row.raw["name"])
        row.facts = row_facts(row.raw, row.name, row.pid)
    return rows


def errata_names(row: SourceRow) -> set[str]:
    """Names an errata entry may use for this printing's card."""
    names = {name_key(row.name)}
    if row.facts["type"] == "legend":
        title = title_of(row.name.replace(" (Starter)", ""))
        # Starter legends are errata'd as "<title>, Starter"; their promos are named without it.
        plain = {name_key(title), name_key(row.name)}
        names = {name_key(f"{title}, Starter")} if "(Starter)" in row.name else plain
        names |= {name_key(f"{title}, Starter")} if row.pid.denom == "024" else set()
    return names


def apply_all_errata(rows: list[SourceRow], errata: list[Erratum], report: list[str]) -> None:
    by_name: dict[str, list[Erratum]] = defaultdict(list)
    for e in errata:
        by_name[name_key(e.name)].append(e)
    used: set[str] = set()
    outcomes: dict[str, set[str]] = defaultdict(set)
    for row in rows:
        for key in errata_names(row):
            for e in by_name.get(key, []):
                used.add(key)
                text, outcome = apply_erratum(row.facts["text"], e, row.facts["domains"])
                row.facts["text"] = text
                outcomes[outcome].add(f"{e.name} @ {row.code}")
                if outcome != "unmatched":
                    row.errata.append(e.document)
    report.append(f"errata entries: {len(errata)}; matched by name: {len(used)}")
    for outcome in ("applied", "already", "unmatched"):
        report.append(f"errata {outcome}: {len(outcomes[outcome])}")
    for item in sorted(outcomes["unmatched"]):
        report.append(f"  errata unmatched: {item}")
    for key in sorted(set(by_name) - used):
        report.append(f"  errata with no card: {key}")


def row_order(row: SourceRow) -> tuple:
    set_index = SET_CODES.index(row.pid.set_code) if row.pid.set_code in SET_CODES else len(SET_CODES)
    kind_order = {"": 0, "R": 1, "SP": 2, "T": 3}[row.pid.kind]
    return (set_index, row.is_variant, kind_order, row.pid.number, row.pid.suffix, row.metal)


def group_printings(rows: list[SourceRow], report: list[str]) -> list[CardBuild]:
    """Group printings into cards (see docs/catalog.md, "Cards and printings")."""
    cards: list[CardBuild] = []
    by_code: dict[str, CardBuild] = {}
    by_name: dict[str, list[CardBuild]] = defaultdict(list)
    by_slot: dict[tuple[str, int], CardBuild] = {}  # (set, number) of base printings
    for row in sorted(rows, key=row_order):
        key = name_key(row.name, row.facts["type"])
        same_name = by_name.get(key, [])
        target: CardBuild | None = None
        if row.pid.set_code in MAIN_SETS and (row.is_variant or row.pid.kind == "SP"):
            # A variant belongs to the card of that name in its own set, whatever the source says; so
            # does a special printing (SP) of a card its own set prints (RAD-SP1..SP5).
            target = next((c for c in same_name if c.base.pid.set_code == row.pid.set_code), None)
            if target and not same_card(target.base.facts, row.facts):
                report.append(f"  variant differs from base, base kept: {row.code} vs {target.code}")
        if target is None and row.pid.set_code in PROMO_SETS:
            # A promo reprints <number>/<set size>: that card, if every gameplay fact is identical.
            slot = by_slot.get((SET_BY_SIZE.get(row.pid.denom, ""), row.pid.number))
            if slot and same_card(slot.base.facts, row.facts):
                target = slot
        if target is None:
            # A reprint in a later set: same name and identical facts.
            target = next((c for c in same_name if same_card(c.base.facts, row.facts)), None)
        if target is None:
            code = printing_code(row.pid, row.metal).replace("#metal", "")
            if row.pid.set_code in MAIN_SETS:
                code = code.rstrip("*abcdefghijklmnopqrstuvwxyz") if not row.pid.kind else code
            if code in by_code:
                code = row.code
            target = CardBuild(code, row)
            cards.append(target)
            by_code[code] = target
            by_name[key].append(target)
            if same_name:
                report.append(
                    f"  same name, different facts -> own card: {code} ({row.name}) vs {same_name[0].code}"
                )
            if not row.is_variant:
                by_slot.setdefault((row.pid.set_code, row.pid.number), target)
        elif not row.is_variant and row.pid.set_code in MAIN_SETS:
            by_slot.setdefault((row.pid.set_code, row.pid.number), target)
        target.printings.append(row)
    return cards


def champion_names(rows: list[SourceRow]) -> set[str]:
    """Champion tags: the short names of champion units (`Master Yi` of `Master Yi - Meditative`)."""
    return {r.name.split(", ")[0] for r in rows if r.facts["supertype"] == "champion" and ", " in r.name}


def printed_name(card: CardBuild, champion_tag: str) -> str:
    """The printed name from the official gallery when it has one; legends as `<tag>, <title>`."""
    gallery_names = [
        r.gallery["name"] for r in card.printings if r.gallery and r.pid.set_code == card.base.pid.set_code
    ]
    name = VARIANT_SUFFIX.sub("", gallery_names[0]) if gallery_names else card.base.name
    if card.base.facts["type"] == "legend":
        starter = "(Starter)" in card.base.name or name.endswith(" - Starter")
        title = name.removesuffix(" - Starter") if gallery_names else title_of(name.replace(" (Starter)", ""))
        name = f"{champion_tag}, {title}" + (" (Starter)" if starter else "")
    return name


def might_bonus(card: CardBuild) -> int | None:
    for row in card.printings:
        if row.gallery and row.gallery.get("mightBonus") not in (None, ""):
            return int(row.gallery["mightBonus"])
    return None


def granted_text(card: CardBuild) -> str:
    for row in card.printings:
        if row.gallery and row.gallery.get("effectHtml"):
            return rich_to_text(row.gallery["effectHtml"])
    return ""


def clean_flavour(flavour: str | None) -> str:
    """Flavour text without the sources' stray (often broken) HTML tags and CRLFs; restores the opening
    quote the sources drop from quoted flavour (`Bear hug!" -Annie`)."""
    text = re.sub(r"</?[a-z]+>?\??", "", html.unescape(flavour or ""))
    text = "\n".join(line.strip() for line in text.replace("\r", "").split("\n") if line.strip())
    text = re.sub(r'^""', '"', text)
    if text.count('"') % 2 and not text.startswith('"'):
        text = '"' + text
    return text


def printing_record(row: SourceRow, base: SourceRow) -> dict:
    artist = (row.raw.get("media") or {}).get("artist") or (row.gallery or {}).get("illustrator") or ""
    return {
        "code": row.code,
        "variant": row.variant(base),
        "collector_number": row.pid.collector_number,
        "rarity": (row.raw["classification"]["rarity"] or "").lower(),
        "artist": artist.strip(),
    }


def card_record(card: CardBuild, champions: set[str]) -> dict:
    facts = card.base.facts
    champion_tag = ""
    if facts["type"] == "legend" or facts["supertype"] in ("champion", "signature"):
        champion_tag = next((t for t in facts["tags"] if t in champions), "")
    name = printed_name(card, champion_tag)
    grants = granted_text(card)
    text = facts["text"] + (f"\nGrants: {grants}" if grants else "")
    # Flavour of the card's own set or its promos: a reprint in a later set (RAD-181 Yone) prints its own.
    flavours = (
        r.raw["text"].get("flavour")
        for r in card.printings
        if r.pid.set_code in (card.base.pid.set_code, *PROMO_SETS)
    )
    flavour = clean_flavour(next((f for f in flavours if f), ""))
    printings = sorted(card.printings, key=lambda r: (r is not card.base, row_order(r), r.code))
    return {
        "code": card.code,
        "set": card.base.pid.set_code,
        "number": card.base.pid.number,
        "name": name,
        "type": facts["type"],
        "token_type": facts["token_type"],
        "supertype": facts["supertype"],
        "domains": facts["domains"],
        **({"missing": facts["missing"]} if facts["missing"] else {}),
        "energy": facts["energy"],
        "power": facts["power"],
        "power_domains": power_domains(facts["domains"], facts["power"]),
        "might": facts["might"],
        "might_bonus": might_bonus(card),
        "tags": facts["tags"],
        "champion_tag": champion_tag,
        "keywords": keywords_from_text(facts["text"]),
        "text": text,
        "granted_text": grants,
        "errata": sorted(set(card.base.errata)),
        "rarity": (card.base.raw["classification"]["rarity"] or "").lower(),
        "flavour": flavour,
        "printings": [printing_record(r, card.base) for r in printings],
    }


def build_catalog(source: Path, rules_dir: Path | None = None) -> tuple[dict[str, list[dict]], list[str]]:
    """Read the reference files and return ({set: [card record, ...]}, report lines)."""
    report: list[str] = []
    rows = load_rows(source, report)
    rules_dir = rules_dir or source.parent.parent / "rules" / "official"
    errata = [e for path in sorted(rules_dir.glob("errata-*.md")) for e in parse_errata_markdown(path)]
    apply_all_errata(rows, errata, report)
    cards = group_printings(rows, report)
    champions = champion_names(rows)
    by_set: dict[str, list[dict]] = {code: [] for code in SET_CODES}
    for card in cards:
        by_set.setdefault(card.base.pid.set_code, []).append(card_record(card, champions))
    for records in by_set.values():
        records.sort(key=lambda r: (r["number"], r["code"]))
    return by_set, report


def write_catalog(by_set: dict[str, list[dict]], out_dir: Path) -> list[Path]:
    """Write `<SET>.json` files: indent 1, UTF-8, trailing newline, records sorted by number."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for set_code, records in by_set.items():
        path = out_dir / f"{set_code}.json"
        path.write_text(json.dumps(records, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        written.append(path)
    return written
