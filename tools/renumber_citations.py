#!/usr/bin/env python3
"""Move Core Rules citations from v1.4 numbers to the numbers of the text dated 2026-10-09.

A dev tool (the app never imports it). Rule numbers from 386 on moved (+1, then +2 from 445) and some
sub-rules moved (tools/renumber_table.py), but code written since the 2026-10-09 text arrived already
cites the new numbers, so a blind shift would be wrong: each citation is matched to the rule it means.

    .venv/bin/python tools/renumber_citations.py            # report: what would change, what is ambiguous
    .venv/bin/python tools/renumber_citations.py --write    # rewrite old numbers to new ones
    .venv/bin/python tools/renumber_citations.py --check    # exit 1 if a citation still uses an old number
    .venv/bin/python tools/renumber_citations.py --suggest  # decision lines for what is ambiguous
    .venv/bin/python tools/renumber_citations.py --disagree # words verdicts their commit/file contradicts
    .venv/bin/python tools/renumber_citations.py --build-index ../shared/rules/official

After merging branches, run the report, give the ambiguous ones a verdict (`--suggest` prints lines for
tools/renumber_decisions.txt with the numbering the line's, commit's or file's other citations use:
check each), skim `--disagree`, then `--write`, and `--check` (tests/engine/test_rule_citations.py).

How a citation is found: a rule-shaped number (447, 447.2.c, 466.2.c.1.a-b, 386-388) in a rules
context - a `rules:` list, a "rules" column, "rule 447", "(447)", "# 443", "447.2:", a list after
another citation - in comments and strings only (Python is tokenized), never a Tournament Rules number
("TR 603.7.a", "Tournament Rules 2026-10-09 403.10"), an HTTP status, a count, a card number or a port.

How a citation is judged (a number that means one rule in v1.4 and another in 2026-10-09):
1. a verdict in tools/renumber_decisions.txt (file + the citation + the line's text) wins;
2. a version mark ("v1.4 464.2.d", "v1.4's 477.1", "was v1.3 445") leaves it alone;
3. a line last changed by a "Renumber citations" commit is renumbered already (git blame);
4. a number that exists in only one of the texts belongs to that text;
5. a line `git blame` dates before the 2026-10-09 text entered the project (BLAME_CUTOFF) cites v1.4;
6. the words around the citation are compared with the words of the rule the number names in each text
   (tools/renumber_rules_index.json: salient words per rule number, built from the two texts);
7. otherwise it is listed as ambiguous, for a verdict in the decisions file.
--check reads no history (steps 3 and 5 are skipped; CI clones may be shallow): it fails on a citation
judged v1.4 by steps 1, 4 or 6. A v1.4 rule that 2026-10-09 removed is rewritten to where its content
went (renumber_table.REPLACED) or needs a verdict.
"""

from __future__ import annotations

import argparse
import io
import json
import math
import re
import subprocess
import sys
import tokenize
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from renumber_table import REPLACED, old_to_new  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
INDEX = Path(__file__).resolve().parent / "renumber_rules_index.json"
DECISIONS = Path(__file__).resolve().parent / "renumber_decisions.txt"

SCAN_DIRS = ["game", "decks", "tests", "docs", "templates", "riftbound_site", "bench"]
SCAN_FILES = ["README.md"]
SUFFIXES = {".py", ".md", ".yaml", ".yml", ".html", ".jinja"}
# Files whose numbers are about the renumbering itself (old and new on purpose).
EXCLUDE = {"tests/engine/test_rule_citations.py"}
# The first commit citing the 2026-10-09 text (7073676, "430.2 of 2026-10-09"): no line last changed
# before it can mean a 2026-10-09 number.
BLAME_CUTOFF = 1795634400  # 2026-11-25 19:20 UTC
# The rewrite's commits start their message with this: a line they last changed is renumbered already.
RENUMBER_COMMIT = "Renumber citations"
# The words decide when one text's rule scores at least MIN_SCORE and RATIO times the other's (+1).
MIN_SCORE = 4.0
TITLE_WEIGHT = 2.0  # a word of the title of the rule's section, against one of its text
RATIO = 1.6

# --- words -------------------------------------------------------------------------------------------

STOP_WORDS = (
    """the and for are but not you your our its it's this that these those with from into onto than then
    when whom what which who how why where there here they them their his her she him has have had was
    were will would can could may might must shall should does did done doing also only each every any
    all some such other another same more most less least very just one two three four five six seven
    eight nine ten first second third over under out off about after before while until unless because
    per via see rule rules rule's game games player players card cards object objects effect effects
    true false none self def return elif else import class str int bool list dict set len get data
    example examples information none note notes test tests scenario scenarios engine v1 new old"""
)
STOP = frozenset(STOP_WORDS.split())
WORD = re.compile(r"[a-z]+")


def stem(word: str) -> str:
    for suffix in ("ing", "ed", "es", "s", "e"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def words(text: str) -> list[str]:
    text = re.sub(r"([a-z])([A-Z])", r"\1 \2", text)  # camelCase
    return [stem(w) for w in WORD.findall(text.lower().replace("_", " ")) if len(w) >= 3 and w not in STOP]


# --- the two rule texts -> the index -----------------------------------------------------------------

RULE_LINE = re.compile(r"^(\d{3}(?:\.(?:\d+|[a-z]))*)\.(?:\s+(.*))?$")


def parse_rules(path: Path) -> dict[str, str]:
    """Rule number -> text (continuation lines joined), in the order of the text."""
    rules: dict[str, str] = {}
    current = None
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith(("<!--", "#", ">")):
            continue
        m = RULE_LINE.match(line)
        if m and m.group(1) not in rules:
            current = m.group(1)
            rules[current] = m.group(2) or ""
        elif current:
            rules[current] += " " + line
    return rules


def is_heading(text: str) -> bool:
    return len(text.split()) <= 6 and not text.rstrip().endswith(".")


def context_of(rules: dict[str, str]) -> dict[str, list[tuple[str, float, bool]]]:
    """Rule number -> [(text, weight, is_title)]: its own text, its sub-rules', its parents', and the
    titles of the headings it sits under ("420. Move" for 420.3: a title names the topic, it counts
    most)."""
    out: dict[str, list[tuple[str, float, bool]]] = {}
    children: dict[str, list[str]] = {}
    for number in rules:
        ps = number.split(".")
        for cut in range(1, len(ps)):
            children.setdefault(".".join(ps[:cut]), []).append(rules[number])
    headings: list[str] = []  # the current heading of each depth (a heading followed by a heading nests)
    last_was_heading = False
    for number, text in rules.items():
        ps = number.split(".")
        if len(ps) == 1 and is_heading(text):
            headings = [*headings, text] if last_was_heading else [*headings[:-1], text] if headings else [text]
            headings = headings[-2:]
            last_was_heading = True
        else:
            last_was_heading = False
        parts = [(text, 1.0, False)]
        parts += [(t, 0.5, False) for t in children.get(number, [])[:12]]
        for cut in range(len(ps) - 1, 0, -1):
            parent = ".".join(ps[:cut])
            if parent in rules:
                parts.append((rules[parent], 0.4, False))
        parts += [(h, 1.0 if h == headings[-1] else 0.5, True) for h in headings]
        out[number] = parts
    return out


def build_index(rules_dir: Path) -> dict:
    old = parse_rules(rules_dir / "core-rules-v1.4-2026-07-16.md")
    new = parse_rules(rules_dir / "core-rules-2026-10-09.txt")
    images = {n: old_to_new(n) for n in old}
    targets = {m for n, m in images.items() if m and m != n}
    ambiguous = sorted({n for n in old if images[n] != n} | (targets & set(new)) | (set(new) - set(old)))
    docs = [set(words(t)) for t in list(old.values()) + list(new.values())]
    df = Counter(w for d in docs for w in d)
    idf = {w: math.log(len(docs) / (1 + c)) for w, c in df.items()}
    ctx = {"old": context_of(old), "new": context_of(new)}

    def fingerprint(version: str, number: str) -> dict[str, float]:
        weights: dict[str, float] = {}
        for text, weight, title in ctx[version].get(number, []):
            for w in set(words(text)):
                value = weight * (TITLE_WEIGHT * max(idf.get(w, 0.0), 2.5) if title else idf.get(w, 0.0))
                weights[w] = max(weights.get(w, 0.0), round(value, 1))
        best = sorted(weights.items(), key=lambda kv: (-kv[1], kv[0]))[:30]
        return {w: v for w, v in best if v > 0}

    index = {
        "about": "Salient words of each rule number that names different rules in Core Rules v1.4 and in "
        "the text dated 2026-10-09 (built by tools/renumber_citations.py --build-index from "
        "../shared/rules/official); old: v1.4's rule with that number, new: 2026-10-09's.",
        "old_numbers": sorted(old),
        "new_numbers": sorted(new),
        "rules": {},
    }
    for number in ambiguous:
        entry = {}
        if number in old:
            entry["old"] = fingerprint("old", number)
        if number in new:
            entry["new"] = fingerprint("new", number)
        index["rules"][number] = entry
    return index


def mapping_report(rules_dir: Path) -> list[tuple[float, str, str]]:
    """How alike each moved v1.4 rule is to its 2026-10-09 image (a check of the table)."""
    old = parse_rules(rules_dir / "core-rules-v1.4-2026-07-16.md")
    new = parse_rules(rules_dir / "core-rules-2026-10-09.txt")
    out = []
    for number, text in old.items():
        target = old_to_new(number)
        if target == number:
            continue
        a = set(words(text))
        b = set(words(new.get(target or "", "")))
        out.append((len(a & b) / max(1, len(a | b)), number, target or "-"))
    return sorted(out)


class Index:
    def __init__(self, data: dict):
        self.old_numbers = set(data["old_numbers"])
        self.new_numbers = set(data["new_numbers"])
        self.rules = data["rules"]

    @classmethod
    def load(cls) -> Index:
        return cls(json.loads(INDEX.read_text(encoding="utf-8")))

    def known(self, number: str) -> bool:
        return number in self.old_numbers or number in self.new_numbers

    def ambiguous(self, number: str) -> bool:
        return number in self.rules

    def score(self, version: str, number: str, context: Counter) -> float:
        fp = self.rules.get(number, {}).get(version)
        if not fp:
            return 0.0
        return sum(fp.get(w, 0.0) * n for w, n in context.items())


# --- finding citations -------------------------------------------------------------------------------

NUM = r"\d{3}(?:\.(?:\d{1,2}|[a-z]))*"
CITE = re.compile(
    rf"(?<![\w./#$:@-])(?P<num>{NUM})(?:(?P<dash>\s?[-–]\s?)(?P<end>{NUM}\b|[a-z0-9]{{1,2}}\b(?![.\w])))?"
    rf"(?![\w%]|\.\d|/\d|[-–]\d{{3}}\d)"
)
UNIT_AFTER = re.compile(r"^\s?(ms|s|sec|seconds|px|em|rem|kb|mb|gb|%|x|fps|bytes|chars|characters|lines|"
                        r"cards|scenarios|tests|matches|games|turns|steps|decks|units|points|files|rows|"
                        r"workers|users|players|copies|items|entries)\b", re.I)
RULE_WORD_BEFORE = re.compile(r"(?:\brules?|\bCR|§|\bsee|\bv1\.4(?:'s)?|\b2026-10-09(?:'s)?|\bnew|\bold)\s*:?\s*$",
                              re.I)
TR_BEFORE = re.compile(r"(?:\bTR|[Tt]ournament [Rr]ules?(?: \([^)]*\)| dated \d{4}-\d\d-\d\d| \d{4}-\d\d-\d\d)?)"
                       r"[\s:,]*$")
TR_IN_CLAUSE = re.compile(r"\bTR\b|[Tt]ournament [Rr]ules")  # "(Tournament Rules 2026-10-09, 402, 403 and 601"
V14_BEFORE = re.compile(r"\bv\d+(?:\.\d+)+(?:'s)?(?: rules?)?\s*:?\s*$", re.I)  # "v1.4 464.2.d", "v1.3 445"
HTTP = re.compile(r"\b(HTTP|status\w*|answers?|returns?|responds?|response|refus\w*|code|Forbidden|Not Found|"
                  r"Conflict|Unprocessable|Bad Request|API|client|request)\b", re.I)
HTTP_PATH = re.compile(r"views|api|http|security|middleware|urls|csp|test_site|sandbox|lobby")
HTTP_CODES = {"400", "401", "403", "404", "405", "409", "422", "429"}
HTTP_AFTER = re.compile(r"^\s*(Not Found|Conflict|Forbidden|Bad Request|Gone|Unauthorized|OK\b|with\b)")
SEP_BEFORE = re.compile(r"(?:[(\[,;/]|\band|\bor|→|->|–|-)\s*$")


@dataclass
class Citation:
    path: str
    line_no: int  # 1-based
    line: str
    start: int
    end: int  # span of the whole citation (a range included)
    number: str
    end_number: str | None = None  # a range's last rule, spelled out
    end_text: str | None = None  # how the range's end is written ("i", "386.2.b")
    dash: str = ""
    tr: bool = False
    v14: bool = False
    context: Counter = field(default_factory=Counter)
    verdict: str = ""  # old | new | v1.4 | skip | removed | ambiguous | =NUMBER
    why: str = ""
    scores: tuple[float, float] = (0.0, 0.0)
    early: bool = False  # last changed before the 2026-10-09 text entered the project
    commit: str = ""  # the commit that last changed the line (git blame)

    @property
    def text(self) -> str:
        return self.line[self.start : self.end]


def expand_end(number: str, end: str) -> str:
    """'489.8.h' + 'i' -> '489.8.i'; '465.2.c.3' + '4' -> '465.2.c.4'; a full number stays."""
    if re.fullmatch(NUM, end) and len(end) >= 3 and end[:3].isdigit():
        return end
    ps = number.split(".")
    return ".".join([*ps[:-1], end])


def yaml_context(lines: list[str], path: Path) -> str:
    name = next((ln for ln in lines if ln.startswith(("name:", "description:", "#"))), "")
    comments = " ".join(ln for ln in lines if ln.lstrip().startswith("#"))
    notes = " ".join(ln for ln in lines if re.match(r"\s*(name|description|note|why|doc):", ln))
    return " ".join([path.stem.replace("-", " "), name, comments, notes])


def table_rule_columns(lines: list[str], i: int) -> set[int] | None:
    """For a markdown table row, the indexes of the columns whose header names rules."""
    if not lines[i].lstrip().startswith("|"):
        return None
    j = i
    while j > 0 and lines[j - 1].lstrip().startswith("|"):
        j -= 1
    header = [c.strip().lower() for c in lines[j].strip().strip("|").split("|")]
    return {k for k, c in enumerate(header) if "rule" in c and "ruling" not in c}


def cell_of(line: str, pos: int) -> int:
    return line[:pos].count("|") - (1 if line.lstrip().startswith("|") else 0)


def prose_spans(text: str) -> dict[int, list[tuple[int, int]]] | None:
    """For Python source: line (1-based) -> the column spans of its comments and strings, the only places
    a citation can be (never `limit: int = 400`). None when the file doesn't tokenize."""
    spans: dict[int, list[tuple[int, int]]] = {}
    try:
        for tok in tokenize.generate_tokens(io.StringIO(text).readline):
            if tok.type not in (tokenize.COMMENT, tokenize.STRING):
                continue
            (r0, c0), (r1, c1) = tok.start, tok.end
            for row in range(r0, r1 + 1):
                spans.setdefault(row, []).append((c0 if row == r0 else 0, c1 if row == r1 else 10**6))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return None
    return spans


def find_citations(path: Path, text: str, index: Index) -> list[Citation]:
    lines = text.splitlines()
    prose = prose_spans(text) if path.suffix == ".py" else None
    rel = str(path.relative_to(ROOT))
    out: list[Citation] = []
    is_yaml = path.suffix in {".yaml", ".yml"}
    yctx = yaml_context(lines, path) if is_yaml else ""
    for i, line in enumerate(lines):
        if not re.search(r"\d{3}", line):
            continue
        rule_cols = table_rule_columns(lines, i) if path.suffix == ".md" else None
        yaml_rules = is_yaml and re.match(r"\s*-?\s*rules?\s*:", line) is not None
        prev_end = -10
        prev_cited = False
        for m in CITE.finditer(line):
            number = m.group("num")
            if prose is not None and not any(a <= m.start() < b for a, b in prose.get(i + 1, [])):
                prev_cited = False  # Python code, not a comment or a string
                continue
            before = line[: m.start()]
            after = line[m.end() :]
            dotted = "." in number
            if not index.known(number):
                prev_cited = False
                continue
            if UNIT_AFTER.match(after) or re.search(r"[\d,]$", before) and not before.endswith(", "):
                prev_cited = False
                continue
            between = line[prev_end : m.start()] if prev_end >= 0 else ""
            chained = prev_cited and len(between) <= 12 and SEP_BEFORE.search(before) is not None
            in_table_rules = rule_cols is not None and cell_of(line, m.start()) in rule_cols
            at_start = re.search(r'(^|#|"""|\'\'\'|^\s*[-*]|<!--|\{#|\w\. )\s*$', before) is not None and re.match(
                r"\s?[:),]|\s?[-–]\s?\d{3}|:|\s*$|\s\(", after
            ) is not None
            in_parens = before.count("(") > before.count(")") and re.search(r"[\w\]]\($", before) is None
            listed = re.search(r"[,;]\s$", before) is not None and re.match(r"[):;,]", after) is not None
            followed = re.match(r"\s?[,/;]\s?\d{3}\.\w|'s (own )?example", after) is not None  # "479 / 479.2"
            span = (m.group("end") and re.fullmatch(r"\d{3}", m.group("end"))
                    and 0 < int(m.group("end")) - int(number[:3]) < 60 and "." not in number
                    and not re.search(r"\b(rows?|lines?|issues?|PRs?)\s$", before))  # "Limited Actions of 432-443"
            strong = yaml_rules or in_table_rules or chained or RULE_WORD_BEFORE.search(before) is not None
            cited = (
                strong
                or TR_BEFORE.search(before) is not None
                or re.search(r"(?<![\w\]])\(\s*$", before) is not None  # not a call: range(400)
                or at_start
                or in_parens
                or listed
                or followed
                or span
                or (dotted and number.count(".") >= 1 and not re.match(r"\s?(ms|s)\b", after))
            )
            if not cited:
                prev_cited = False
                continue
            if not dotted and number in HTTP_CODES and not (yaml_rules or in_table_rules) and (
                    HTTP_PATH.search(rel) or HTTP_AFTER.match(after)
                    or HTTP.search(" ".join(lines[max(0, i - 2) : i + 3]))):
                prev_cited = False  # an HTTP status ("(302, 403, 404)", "never 403"), not "discard (422)"
                continue
            c = Citation(rel, i + 1, line, m.start(), m.end(), number)
            if m.group("end"):
                c.end_text = m.group("end")
                c.dash = m.group("dash")
                c.end_number = expand_end(number, c.end_text)
            clause = re.split(r"[(|;]|\. ", before)[-1]
            c.tr = (TR_BEFORE.search(before) is not None or TR_IN_CLAUSE.search(clause) is not None
                    or (chained and out and out[-1].tr and out[-1].line_no == i + 1))
            c.v14 = V14_BEFORE.search(before) is not None or (chained and out and out[-1].v14
                                                               and out[-1].line_no == i + 1)
            c.context = Counter()
            if is_yaml:
                for w in words(yctx):
                    c.context[w] = 1.0
            else:
                for w in words(" ".join(lines[max(0, i - 1) : i] + lines[i + 1 : i + 2])):
                    c.context[w] = 0.4
            for w in words(line):
                c.context[w] = 1.0
            nxt = CITE.search(line, m.end())
            stop = min(nxt.start() if nxt else len(line), m.end() + 60)
            close = line.find(")", m.end(), stop)
            near = line[max(prev_end, m.start() - 60, 0) : m.start()] + " " + line[m.end() : close if close >= 0 else stop]
            for w in words(near):
                c.context[w] = 3.0
            out.append(c)
            prev_end = m.end()
            prev_cited = True
    return out


# --- judging -----------------------------------------------------------------------------------------


def load_decisions() -> dict[tuple[str, str, str], str]:
    """(file, stripped line, citation) -> verdict. Lines: `verdict | file | citation | line text`."""
    out: dict[tuple[str, str, str], str] = {}
    if not DECISIONS.exists():
        return out
    for raw in DECISIONS.read_text(encoding="utf-8").splitlines():
        if not raw.strip() or raw.startswith("#"):
            continue
        verdict, path, cite, line = (p.strip() for p in raw.split(" | ", 3))
        out[(path, line, cite)] = verdict
        if verdict == "old":  # after the rewrite the line reads the new number
            rewritten = rewrite_number(cite)
            if rewritten:
                out[(path, line.replace(cite, rewritten), rewritten)] = "new"
        elif verdict.startswith("="):
            out[(path, line.replace(cite, verdict[1:]), verdict[1:])] = "new"
    return out


def rewrite_number(text: str) -> str | None:
    """A citation as written ("464.2.e", "489.8.h-i", "386-388") in 2026-10-09 numbers."""
    m = CITE.fullmatch(text)
    if not m:
        return None
    c = Citation("", 0, text, 0, len(text), m.group("num"), verdict="old")
    if m.group("end"):
        c.end_text, c.dash = m.group("end"), m.group("dash")
        c.end_number = expand_end(c.number, c.end_text)
    return rewritten(c)


def judge(c: Citation, index: Index, decisions: dict, blame: dict[str, list[int]] | None) -> None:
    numbers = [n for n in (c.number, c.end_number) if n and index.ambiguous(n)]
    if c.tr:
        c.verdict, c.why = "skip", "Tournament Rules"
        return
    if not numbers:
        c.verdict, c.why = "skip", "not renumbered"
        return
    key = (c.path, c.line.strip(), c.text)
    if key in decisions:
        c.verdict, c.why = decisions[key], "decisions file"
        return
    if c.v14:
        c.verdict, c.why = "v1.4", "marked v1.4"
        return
    in_old = all(n in index.old_numbers for n in numbers)
    in_new = all(n in index.new_numbers for n in numbers)
    s_old = sum(index.score("old", n, c.context) for n in numbers)
    s_new = sum(index.score("new", n, c.context) for n in numbers)
    c.scores = (round(s_old, 1), round(s_new, 1))
    dates = (blame or {}).get(c.path)
    if dates and len(dates) >= c.line_no:
        c.commit = dates[c.line_no - 1][1]
        c.early = dates[c.line_no - 1][0] < BLAME_CUTOFF
        if dates[c.line_no - 1][2].startswith(RENUMBER_COMMIT):
            c.verdict, c.why = "new", "renumbered by this tool"
            return
    if in_old and not in_new:
        c.verdict, c.why = "old", "only in v1.4"
    elif in_new and not in_old:
        c.verdict, c.why = "new", "only in 2026-10-09"
    elif c.early:
        c.verdict, c.why = "old", "written before the 2026-10-09 text"
    elif s_old >= MIN_SCORE and s_old >= RATIO * s_new + 1:
        c.verdict, c.why = "old", "words"
    elif s_new >= MIN_SCORE and s_new >= RATIO * s_old + 1:
        c.verdict, c.why = "new", "words"
    else:
        c.verdict, c.why = "ambiguous", "words don't decide"
    if c.verdict == "old" and any(old_to_new(n) is None for n in numbers):
        if not c.end_number and c.number in REPLACED:
            c.verdict, c.why = "=" + REPLACED[c.number], "removed in 2026-10-09, its content is here"
        else:
            c.verdict, c.why = "removed", "removed in 2026-10-09"


def blame_lines(path: str) -> list[tuple[int, str, str]]:
    """(commit time, commit, summary) of each line of `path`, from git blame ([] outside git)."""
    out = subprocess.run(["git", "blame", "--line-porcelain", "--", path], cwd=ROOT, capture_output=True,
                         text=True, check=False)
    if out.returncode:
        return []
    lines, commit, time = [], "", 0
    for ln in out.stdout.splitlines():
        if re.match(r"^[0-9a-f]{40} ", ln):
            commit = ln[:40]
        elif ln.startswith("committer-time "):
            time = int(ln.split()[1])
        elif ln.startswith("summary "):
            lines.append((time, commit, ln[len("summary "):]))
    return lines


# --- rewriting ---------------------------------------------------------------------------------------


def rewritten(c: Citation) -> str | None:
    """The citation's text in 2026-10-09 numbers."""
    if c.verdict.startswith("="):
        return c.verdict[1:]
    if c.verdict == "drop":
        return ""
    start = old_to_new(c.number) if c.number else None
    if start is None:
        return None
    if not c.end_number:
        return start
    end = old_to_new(c.end_number)
    if end is None:
        return None
    if c.end_text == c.end_number:
        return f"{start}{c.dash}{end}"
    sp, ep = start.split("."), end.split(".")
    if len(sp) == len(ep) and sp[:-1] == ep[:-1]:
        return f"{start}{c.dash}{ep[-1]}"
    return f"{start}{c.dash}{end}"


def files(paths: list[str] | None) -> list[Path]:
    if paths:
        found = []
        for p in paths:
            q = (ROOT / p) if not Path(p).is_absolute() else Path(p)
            found += [q] if q.is_file() else sorted(x for x in q.rglob("*") if x.suffix in SUFFIXES)
        return found
    out = [ROOT / f for f in SCAN_FILES if (ROOT / f).exists()]
    for d in SCAN_DIRS:
        out += sorted(p for p in (ROOT / d).rglob("*") if p.suffix in SUFFIXES and p.is_file())
    return [p for p in out if "node_modules" not in p.parts and ".venv" not in p.parts
            and str(p.relative_to(ROOT)) not in EXCLUDE]


def scan(paths: list[str] | None, use_blame: bool) -> list[Citation]:
    index = Index.load()
    decisions = load_decisions()
    out = []
    for path in files(paths):
        text = path.read_text(encoding="utf-8", errors="replace")
        cites = find_citations(path, text, index)
        need = [c for c in cites if any(n and index.ambiguous(n) for n in (c.number, c.end_number))]
        blame = None
        if use_blame and need:
            blame = {str(path.relative_to(ROOT)): blame_lines(str(path.relative_to(ROOT)))}
        for c in cites:
            judge(c, index, decisions, blame)
        out += cites
    return out


def apply(cites: list[Citation]) -> int:
    by_file: dict[str, list[Citation]] = {}
    for c in cites:
        if c.verdict in {"old", "drop"} or c.verdict.startswith("="):
            by_file.setdefault(c.path, []).append(c)
    changed = 0
    for rel, cs in by_file.items():
        path = ROOT / rel
        lines = path.read_text(encoding="utf-8").split("\n")
        for c in sorted(cs, key=lambda c: (c.line_no, -c.start)):
            line = lines[c.line_no - 1]
            new = rewritten(c)
            if new is None:
                continue
            assert line[c.start : c.end] == c.text, (rel, c.line_no)
            start, end = c.start, c.end
            if c.verdict == "drop":  # an item of a list: `"751.1", ` goes with its quotes and comma
                m = re.compile(r'"?\s*(,\s*)?').match(line, end)
                start = start - 1 if line[start - 1 : start] == '"' else start
                end = m.end() if m else end
            lines[c.line_no - 1] = line[:start] + new + line[end:]
            changed += 1
        path.write_text("\n".join(lines), encoding="utf-8")
    return changed


def suggest(c: Citation, judged: list[Citation]) -> str:
    """The numbering the other citations of c's line, else of the commit that wrote it, else of its file,
    were judged to use (by their own number or by words; not by date), when three in four of at least two
    agree; else '?'."""
    scopes = [lambda o: o.path == c.path and o.line_no == c.line_no]
    if c.commit:
        scopes.append(lambda o: o.commit == c.commit)
    scopes.append(lambda o: o.path == c.path)
    for scope in scopes:
        votes = Counter(o.verdict for o in judged if o is not c and scope(o) and o.verdict in {"old", "new"}
                        and not o.why.startswith("written"))
        total = sum(votes.values())
        if total >= 2:
            verdict, n = votes.most_common(1)[0]
            if n >= 0.75 * total:
                return f"{verdict} ({n}/{total})"
    return "?"


def describe(c: Citation) -> str:
    extra = f" scores old/new {c.scores[0]}/{c.scores[1]}" if c.scores != (0.0, 0.0) else ""
    target = rewritten(c) if c.verdict in {"old"} or c.verdict.startswith("=") else ""
    arrow = f" -> {target}" if target else ""
    return f"{c.path}:{c.line_no}: {c.text}{arrow} [{c.verdict}: {c.why}{extra}] {c.line.strip()[:160]}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="*", help="files or folders (default: the project's)")
    ap.add_argument("--write", action="store_true", help="rewrite old numbers to new ones")
    ap.add_argument("--check", action="store_true", help="exit 1 if a citation still uses an old number")
    ap.add_argument("--no-blame", action="store_true", help="don't date lines with git blame")
    ap.add_argument("--all", action="store_true", help="list every judged citation")
    ap.add_argument("--suggest", action="store_true",
                    help="decision lines for the ambiguous citations, with the verdict the line's or the file's "
                    "other citations point to (`?` when they don't): review them, then add them to "
                    "tools/renumber_decisions.txt")
    ap.add_argument("--disagree", action="store_true",
                    help="citations judged by words whose line, commit or file points the other way (to review)")
    ap.add_argument("--calibrate", action="store_true",
                    help="how the words judge the lines written before the 2026-10-09 text (all v1.4)")
    ap.add_argument("--build-index", metavar="RULES_DIR", help="rebuild the index from the two texts")
    ap.add_argument("--mapping-report", metavar="RULES_DIR", help="how alike each moved rule is to its image")
    args = ap.parse_args(argv)
    if args.build_index:
        index = build_index(Path(args.build_index))
        rules = index.pop("rules")
        lines = [json.dumps(index, sort_keys=True)[:-1] + ', "rules": {']
        lines += [f"{json.dumps(n)}: {json.dumps(rules[n], sort_keys=True, separators=(',', ':'))}," for n in rules]
        lines[-1] = lines[-1].rstrip(",")
        INDEX.write_text("\n".join(lines) + "\n}}\n", encoding="utf-8")
        print(f"wrote {INDEX.relative_to(ROOT)}")
        return 0
    if args.mapping_report:
        for sim, old, new in mapping_report(Path(args.mapping_report)):
            print(f"{sim:.2f} {old} -> {new}")
        return 0
    cites = scan(args.paths or None, use_blame=not (args.check or args.no_blame))
    judged = [c for c in cites if c.verdict not in {"skip"}]
    if args.check:
        bad = [c for c in judged if c.verdict in {"old", "removed"} or c.verdict.startswith("=")]
        for c in bad:
            print(describe(c))
        print(f"{len(bad)} citation(s) still use a v1.4 number ({len(judged)} renumbered-zone citations checked)")
        return 1 if bad else 0
    counts = Counter(c.verdict for c in judged)
    if args.suggest:
        for c in judged:
            if c.verdict in {"ambiguous", "removed"}:
                print(f"{suggest(c, judged)} | {c.path} | {c.text} | {c.line.strip()}")
        return 0
    if args.disagree:  # words verdicts the line's, commit's or file's other citations don't share
        for c in judged:
            hint = suggest(c, judged)
            if c.why == "words" and hint != "?" and not hint.startswith(c.verdict):
                print(f"{hint} | {describe(c)}")
        return 0
    if args.calibrate:
        early = [c for c in judged if c.early and c.why.startswith(("written", "only"))]
        words_say = Counter()
        for c in early:
            s_old, s_new = c.scores
            say = ("old" if s_old >= MIN_SCORE and s_old >= RATIO * s_new + 1 else
                   "new" if s_new >= MIN_SCORE and s_new >= RATIO * s_old + 1 else "undecided")
            words_say[f"{c.why}: words say {say}"] += 1
            if say == "new" or c.why.endswith("2026-10-09"):
                print(describe(c))
        for k, v in sorted(words_say.items()):
            print(f"{v:5d} {k}")
        return 0
    for c in judged:
        if args.all or c.verdict not in {"new", "v1.4"}:
            print(describe(c))
    if args.write:
        print(f"rewrote {apply(cites)} citation(s)")
    print(", ".join(f"{k}: {v}" for k, v in sorted(counts.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
