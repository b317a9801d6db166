"""JSON from clients, checked before anything reads it: the API's parser and the match websocket's frames.

Refused with a message (never a 500): nesting deeper than MAX_DEPTH (Python's parser runs out of
stack on a few thousand levels), unpaired surrogates (`"\\ud800"` parses into a string no UTF-8
response, template or database can hold) and NUL characters (PostgreSQL refuses them in text).
"""

from __future__ import annotations

from typing import Any

from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

MAX_DEPTH = 32  # arrays and objects inside each other; the deepest body the site takes has 3
TOO_DEEP = f"JSON nested deeper than {MAX_DEPTH} levels."
SURROGATE = "JSON strings must not contain unpaired surrogates (\\ud800-\\udfff)."
NUL = "JSON strings must not contain NUL characters (\\u0000)."


def string_problem(text: str) -> str | None:
    if "\x00" in text:
        return NUL
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return SURROGATE
    return None


def json_problem(value: Any) -> str | None:
    """Why a parsed JSON value is refused (keys included), or None. Walks without recursion."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            if problem := string_problem(item):
                return problem
        elif isinstance(item, (dict, list)):
            if depth >= MAX_DEPTH:
                return TOO_DEEP
            if isinstance(item, dict):
                stack.extend((key, depth) for key in item)
                item = item.values()
            stack.extend((child, depth + 1) for child in item)
    return None


class SafeJSONParser(JSONParser):
    """DRF's JSON parser, refusing what `json_problem` refuses (and too deep for the parser itself)."""

    def parse(self, stream: Any, media_type: str | None = None, parser_context: dict[str, Any] | None = None) -> Any:
        try:
            data = super().parse(stream, media_type, parser_context)
        except RecursionError:
            raise ParseError(TOO_DEEP) from None
        if problem := json_problem(data):
            raise ParseError(problem)
        return data
