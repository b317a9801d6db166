"""docs/cards.md's vocabulary tables, generated from the registries (`game.engine.model.registry`).

`python manage.py cards_doc` rewrites the part of docs/cards.md between the two markers below;
`python manage.py cards_doc --check` (and a test) fails when it is stale. Run it after registering a term.
"""

from __future__ import annotations

from pathlib import Path

from game.engine.model import registry

BEGIN = "<!-- vocabulary: generated from the registries by `python manage.py cards_doc`; do not edit by hand -->"
END = "<!-- end of the generated vocabulary -->"
DOC = Path(__file__).resolve().parents[2] / "docs" / "cards.md"
_COLUMN = {"script_key": "key", "verb": "verb", "condition": "condition", "trigger": "trigger",
           "passive": "key", "scope": "key", "selector": "key", "value": "value", "cost": "key",
           "additional_cost": "key"}


def _where(term: registry.Term) -> str:
    module = term.module.rpartition(".")[2] + ".py"
    return f"engine ({module})" if term.shared else f"**{module}** (its card's own)"


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def tables() -> str:
    """The generated Markdown: one table per kind of term, in `registry.KINDS` order."""
    out: list[str] = []
    for kind, title in registry.KINDS.items():
        listed = [t for t in registry.terms(kind) if not t.internal]
        out += [f"### {title}", "", f"| {_COLUMN[kind]} | meaning | module |", "|---|---|---|"]
        for t in listed:
            doc = t.doc + (f" Fires with `{t.on}` when its test holds." if t.on else "")
            out.append(f"| `{t.name}` | {_cell(doc)} | {_where(t)} |")
        internal = [t.name for t in registry.terms(kind) if t.internal]
        if internal:
            out += ["", "Steps the engine writes itself (not for scripts): "
                    + ", ".join(f"`{n}`" for n in internal) + "."]
        out.append("")
    shared = sum(t.shared for k in registry.KINDS for t in registry.terms(k))
    own = sum(not t.shared for k in registry.KINDS for t in registry.terms(k))
    out.append(f"{shared} terms are the engine's, {own} belong to a card module.")
    return "\n".join(out)


def current(text: str) -> str:
    """`text` (docs/cards.md) with its generated part replaced by `tables()`."""
    if BEGIN not in text or END not in text:
        raise ValueError(f"docs/cards.md lacks the markers {BEGIN!r} ... {END!r}")
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    return f"{head}{BEGIN}\n\n{tables()}\n\n{END}{tail}"


def stale(path: Path = DOC) -> bool:
    text = path.read_text()
    return current(text) != text


def write(path: Path = DOC) -> bool:
    """Rewrite the generated part; True when it changed."""
    text = path.read_text()
    new = current(text)
    if new != text:
        path.write_text(new)
    return new != text
