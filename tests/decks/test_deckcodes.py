"""Deck codes (Piltover Archive format): the reference vectors, errors, and property-based round trips."""

from __future__ import annotations

import base64
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from decks.deckcodes import SET_IDS, DeckCodeError, decode_deck, encode_deck

REPO_ROOT = Path(__file__).resolve().parents[2]
VECTORS = REPO_ROOT.parent / "shared" / "reference" / "deck-codes" / "vectors.json"


def _load_vectors() -> list[dict]:
    if not VECTORS.exists():
        return []
    return json.loads(VECTORS.read_text())


_VECTORS = _load_vectors()
needs_vectors = pytest.mark.skipif(not _VECTORS, reason=f"reference vectors not found at {VECTORS}")


def _pairs(entries: list[dict]) -> list[tuple[str, int]]:
    return [(e["cardCode"], e["count"]) for e in entries]


def _code(data: bytes) -> str:
    """Hand-built bytes as a deck code (independent of the encoder under test)."""
    return base64.b32encode(data).decode().rstrip("=")


def _raises(code: str, *words: str) -> DeckCodeError:
    with pytest.raises(DeckCodeError) as info:
        decode_deck(code)
    message = str(info.value).lower()
    for word in words:
        assert word in message, message
    return info.value


# ---------------------------------------------------------------------------- reference vectors


@needs_vectors
def test_there_are_forty_vectors():
    assert len(_VECTORS) == 40


@needs_vectors
@pytest.mark.parametrize("index", range(len(_VECTORS) or 1))
def test_vector_decodes_exactly(index):
    vector = _VECTORS[index]
    deck = decode_deck(vector["code"])
    # The vectors list cards in the order the code stores them (count, then set, variant, number).
    assert deck.main == _pairs(vector["main"])
    assert deck.sideboard == _pairs(vector["sideboard"])
    assert deck.chosen_champion == vector["chosenChampion"]
    assert deck.version == 3


@needs_vectors
@pytest.mark.parametrize("index", range(len(_VECTORS) or 1))
def test_vector_encodes_exactly(index):
    vector = _VECTORS[index]
    main = _pairs(vector["main"])
    sideboard = _pairs(vector["sideboard"])
    assert encode_deck(main, sideboard, vector["chosenChampion"]) == vector["code"]
    # Input order does not matter: the encoder sorts.
    assert encode_deck(main[::-1], sideboard[::-1], vector["chosenChampion"]) == vector["code"]


@needs_vectors
def test_vectors_use_s_for_the_s_variant_and_star_is_accepted():
    vector = next(v for v in _VECTORS if any(e["cardCode"].endswith("s") for e in v["main"]))
    main = [(c.replace("s", "*") if c.endswith("s") else c, n) for c, n in _pairs(vector["main"])]
    champion = vector["chosenChampion"]
    star_champion = champion[:-1] + "*" if champion and champion.endswith("s") else champion
    sideboard = _pairs(vector["sideboard"])
    assert encode_deck(main, sideboard, star_champion) == vector["code"]
    assert not any("*" in c for c, _ in decode_deck(vector["code"]).main)


# ---------------------------------------------------------------------------- encoding rules


def test_duplicates_are_merged_on_encode():
    merged = encode_deck([("OGN-001", 2), ("OGN-001", 1), ("OGN-002s", 1), ("OGN-002*", 1)])
    assert merged == encode_deck([("OGN-001", 3), ("OGN-002s", 2)])
    assert decode_deck(merged).main == [("OGN-001", 3), ("OGN-002s", 2)]


def test_groups_follow_set_and_variant_order_not_length():
    # Count 1: two OGN cards, then one OGS card (a shorter group does not go first).
    code = encode_deck([("OGS-010", 1), ("OGN-005", 1), ("OGN-003", 1)])
    data = base64.b32decode(code + "=" * (-len(code) % 8))
    assert data == bytes([0x13] + [0] * 11 + [2, 2, 0, 0, 3, 5, 1, 1, 0, 10] + [0, 0, 0, 0])


def test_empty_deck_round_trips():
    deck = decode_deck(encode_deck([]))
    assert (deck.main, deck.sideboard, deck.chosen_champion) == ([], [], None)


def test_lenient_input_spelling():
    code = encode_deck([("ogn-007A", 2)], chosen_champion="OGN-007a")
    assert decode_deck(code).main == [("OGN-007a", 2)]
    # Whitespace, lower case and padding around a pasted code are forgiven.
    assert decode_deck(f"  {code.lower()}==\n").main == [("OGN-007a", 2)]


def test_our_sets_have_ids_four_to_nine():
    """Ids 4-8 keep their meaning; Radiance, released after them, takes the next id."""
    assert SET_IDS == {
        "OGN": 0,
        "OGS": 1,
        "ARC": 2,
        "SFD": 3,
        "UNL": 4,
        "VEN": 5,
        "OPP": 6,
        "PR": 7,
        "JDG": 8,
        "RAD": 9,
    }
    code = encode_deck([("PR-001", 1)])
    data = base64.b32decode(code + "=" * (-len(code) % 8))
    assert data[12:17] == bytes([1, 1, 7, 0, 1])
    assert decode_deck(code).main == [("PR-001", 1)]
    code = encode_deck([("RAD-167", 1)])
    data = base64.b32decode(code + "=" * (-len(code) % 8))
    assert data[12:18] == bytes([1, 1, 9, 0, 167, 1])  # varint 167: 0xA7, 0x01
    assert decode_deck(code).main == [("RAD-167", 1)]


@pytest.mark.parametrize("version", [1, 2, 3])
def test_older_versions(version):
    sideboard = [("OGN-009", 3)] if version >= 2 else []
    champion = "OGN-004" if version == 3 else None
    code = encode_deck([("OGN-004", 3)], sideboard, champion, version=version)
    deck = decode_deck(code)
    assert (deck.version, deck.main, deck.sideboard, deck.chosen_champion) == (
        version,
        [("OGN-004", 3)],
        sideboard,
        champion,
    )


def test_hand_built_version_1_code():
    # 0x11, then counts 12..2 empty, count 1: one group of one OGS-b card #300 (varint 0xAC 0x02).
    code = _code(bytes([0x11] + [0] * 11 + [1, 1, 1, 3, 0xAC, 0x02]))
    deck = decode_deck(code)
    assert (deck.version, deck.main, deck.sideboard, deck.chosen_champion) == (1, [("OGS-300b", 1)], [], None)


# ---------------------------------------------------------------------------- decoding errors

EMPTY_V3 = [0x13] + [0] * 12 + [0] * 3 + [0]  # header, 12 main counts, 3 sideboard counts, no champion


def test_empty_string():
    _raises("", "empty")
    _raises("   \n", "empty")


@pytest.mark.parametrize("garbage", ["hello world!", "CMAA-CAIB", "01890", "ÄÖÜ", "CM AA 18"])
def test_not_base32(garbage):
    _raises(garbage, "not a deck code")


@pytest.mark.parametrize("wrong_length", ["C", "CMA", "CMAACA"])
def test_impossible_length(wrong_length):
    _raises(wrong_length, "length")


@needs_vectors
def test_truncated_vector():
    code = _VECTORS[0]["code"]
    for cut in (len(code) // 3, len(code) // 2, len(code) - 8):
        with pytest.raises(DeckCodeError):
            decode_deck(code[:cut])
    _raises(code[: len(code) // 2], "cut off")


def test_truncated_hand_built():
    _raises(_code(bytes([0x13, 0, 0])), "ends too early")
    _raises(_code(bytes(EMPTY_V3[:-1])), "ends too early")  # no champion byte


def test_unknown_format():
    _raises(_code(bytes([0x23] + EMPTY_V3[1:])), "not a riftbound deck code")


@pytest.mark.parametrize("version", [0, 4, 15])
def test_unknown_version(version):
    _raises(_code(bytes([0x10 | version] + EMPTY_V3[1:])), "version", str(version))


def test_unknown_set_id():
    data = [0x13] + [0] * 11 + [1, 1, 10, 0, 5] + [0] * 3 + [0]  # 9 is RAD since Radiance
    _raises(_code(bytes(data)), "set #10")


def test_unknown_set_id_in_champion():
    data = [0x13] + [0] * 11 + [1, 1, 0, 0, 5] + [0] * 3 + [1, 42, 0, 5]
    _raises(_code(bytes(data)), "set #42")


def test_bad_variant_id():
    data = [0x13] + [0] * 11 + [1, 1, 0, 4, 5] + [0] * 3 + [0]
    _raises(_code(bytes(data)), "variant")


def test_trailing_bytes():
    _raises(_code(bytes(EMPTY_V3 + [0])), "extra data")
    _raises(_code(bytes([0x11] + [0] * 12 + [7])), "extra data")


def test_bad_champion_marker():
    _raises(_code(bytes(EMPTY_V3[:-1] + [2])), "champion")


def test_champion_not_in_main_is_refused():
    data = [0x13] + [0] * 11 + [1, 1, 0, 0, 5] + [0] * 3 + [1, 0, 0, 6]
    _raises(_code(bytes(data)), "champion", "ogn-006")


def test_card_listed_twice_is_refused():
    data = [0x13] + [0] * 10 + [1, 1, 0, 0, 5] + [1, 1, 0, 0, 5] + [0] * 3 + [0]
    _raises(_code(bytes(data)), "twice")


def test_runaway_varint():
    data = [0x13] + [0xFF] * 10
    _raises(_code(bytes(data)), "damaged")


def test_card_number_over_999():
    data = [0x13] + [0] * 11 + [1, 1, 0, 0, 0xE8, 0x07] + [0] * 3 + [0]  # 1000
    _raises(_code(bytes(data)), "card number")


# ---------------------------------------------------------------------------- encoding errors


@pytest.mark.parametrize(
    ("main", "words"),
    [
        ([("XYZ-001", 1)], ["set xyz"]),
        ([("OGN-001", 0)], ["at least 1"]),
        ([("OGN-001", -2)], ["at least 1"]),
        ([("OGN-001", 13)], ["at most 12"]),
        ([("OGN-001", 7), ("OGN-001", 6)], ["13 copies", "at most 12"]),
        ([("OGN-7", 1)], ["not a card code"]),
        ([("OGN-0071", 1)], ["not a card code"]),
        ([("Jinx, Rebel", 1)], ["not a card code"]),
        ([("OGN-007c", 1)], ["variant"]),
        ([("OGN-007", "3")], ["count"]),
        ([("OGN-007", True)], ["count"]),
        ([("OGN-007",)], ["pair"]),
        ([(7, 1)], ["not a card code"]),
    ],
)
def test_unencodable_main(main, words):
    with pytest.raises(DeckCodeError) as info:
        encode_deck(main)
    for word in words:
        assert word in str(info.value).lower()


def test_sideboard_counts_run_one_to_three():
    encode_deck([], [("OGN-001", 3)])
    with pytest.raises(DeckCodeError, match="at most 3"):
        encode_deck([], [("OGN-001", 4)])


def test_champion_must_be_in_main_on_encode():
    with pytest.raises(DeckCodeError, match="not in the main deck"):
        encode_deck([("OGN-001", 3)], chosen_champion="OGN-002")
    with pytest.raises(DeckCodeError, match="not in the main deck"):
        encode_deck([("OGN-001", 3)], [("OGN-002", 1)], chosen_champion="OGN-002")
    # A different printing of the same card is a different card code.
    with pytest.raises(DeckCodeError, match="not in the main deck"):
        encode_deck([("OGN-001", 3)], chosen_champion="OGN-001a")


def test_version_limits_on_encode():
    with pytest.raises(DeckCodeError, match="sideboard"):
        encode_deck([("OGN-001", 1)], [("OGN-002", 1)], version=1)
    with pytest.raises(DeckCodeError, match="champion"):
        encode_deck([("OGN-001", 1)], chosen_champion="OGN-001", version=2)
    with pytest.raises(DeckCodeError, match="version 4"):
        encode_deck([("OGN-001", 1)], version=4)


# ---------------------------------------------------------------------------- properties

SETS = sorted(SET_IDS, key=SET_IDS.get)
card_codes = st.builds(
    lambda set_code, number, variant: f"{set_code}-{number:03d}{variant}",
    st.sampled_from(SETS),
    st.integers(0, 999),
    st.sampled_from(["", "a", "s", "b"]),
)


@st.composite
def decks(draw):
    main = draw(st.dictionaries(card_codes, st.integers(1, 12), max_size=40))
    sideboard = draw(st.dictionaries(card_codes, st.integers(1, 3), max_size=10))
    champion = draw(st.one_of(st.none(), st.sampled_from(sorted(main)))) if main else None
    return main, sideboard, champion


def _canonical_key(entry: tuple[str, int]) -> tuple:
    code, count = entry
    set_code, rest = code.split("-")
    variant = rest[3:]
    return (-count, SET_IDS[set_code], ["", "a", "s", "b"].index(variant), int(rest[:3]))


@settings(max_examples=300, deadline=None)
@given(decks())
def test_random_decks_round_trip(deck):
    main, sideboard, champion = deck
    code = encode_deck(list(main.items()), list(sideboard.items()), champion)
    decoded = decode_deck(code)
    assert dict(decoded.main) == main
    assert dict(decoded.sideboard) == sideboard
    assert decoded.chosen_champion == champion
    # Decoding gives the canonical order, and re-encoding gives the same code.
    assert decoded.main == sorted(decoded.main, key=_canonical_key)
    assert decoded.sideboard == sorted(decoded.sideboard, key=_canonical_key)
    assert encode_deck(decoded.main, decoded.sideboard, decoded.chosen_champion) == code


def _decode_or_refuse(text: str) -> None:
    try:
        deck = decode_deck(text)
    except DeckCodeError as error:
        assert str(error)
    else:  # whatever decodes must be a well-formed deck that re-encodes
        encode_deck(deck.main, deck.sideboard, deck.chosen_champion, version=deck.version)


@settings(max_examples=500, deadline=None)
@given(st.text())
def test_garbage_text_only_raises_deck_code_error(text):
    _decode_or_refuse(text)


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", max_size=120))
def test_garbage_base32_only_raises_deck_code_error(text):
    _decode_or_refuse(text)


@settings(max_examples=500, deadline=None)
@given(st.sampled_from([0x11, 0x12, 0x13]), st.lists(st.integers(0, 12), max_size=60))
def test_garbage_bytes_after_a_valid_header_only_raise_deck_code_error(header, body):
    # Small byte values make plausible-looking structures that reach deep into the decoder.
    _decode_or_refuse(_code(bytes([header, *body])))


@needs_vectors
@settings(max_examples=300, deadline=None)
@given(st.data())
def test_mutated_vectors_only_raise_deck_code_error(data):
    code = data.draw(st.sampled_from([v["code"] for v in _VECTORS]))
    raw = bytearray(base64.b32decode(code + "=" * (-len(code) % 8)))
    position = data.draw(st.integers(0, len(raw) - 1))
    raw[position] = data.draw(st.integers(0, 255))
    _decode_or_refuse(_code(bytes(raw)))


# ---------------------------------------------------------------------------- legend choices (our extension)


def test_legend_choices_travel_after_the_champion():
    main = [("OGN-251", 1), ("RAD-167", 1)]
    code = encode_deck(main, chosen_champion=None, legend_choices=["OGN-269", "OGN-261", "SFD-205"])
    data = base64.b32decode(code + "=" * (-len(code) % 8))
    plain = base64.b32decode(_pad(encode_deck(main)))
    # The published format first, unchanged; then the tag, the count and the legends.
    assert data[: len(plain)] == plain
    assert data[len(plain):] == bytes([1, 3, 0, 0, 0x8D, 0x02, 0, 0, 0x85, 0x02, 3, 0, 0xCD, 0x01])
    deck = decode_deck(code)
    assert deck.legend_choices == ["OGN-269", "OGN-261", "SFD-205"]
    assert deck.main == [("OGN-251", 1), ("RAD-167", 1)]


def _pad(code: str) -> str:
    return code + "=" * (-len(code) % 8)


def test_codes_without_choices_have_no_extension():
    assert decode_deck(encode_deck([("OGN-001", 3)])).legend_choices == []
    assert encode_deck([("OGN-001", 3)], legend_choices=[]) == encode_deck([("OGN-001", 3)])


def test_legend_choices_need_version_three():
    with pytest.raises(DeckCodeError, match="version 3"):
        encode_deck([("OGN-001", 1)], version=2, legend_choices=["OGN-269"])


@pytest.mark.parametrize(
    ("tail", "words"),
    [
        ([1, 0], ("impossible number",)),  # zero choices
        ([1, 9] + [0, 0, 1] * 9, ("impossible number",)),
        ([1, 2, 0, 0, 5, 0, 0, 5], ("twice",)),
        ([1, 1, 42, 0, 5], ("set #42",)),
        ([1, 2, 0, 0, 5], ("ends too early",)),
        ([2, 1, 0, 0, 5], ("extra data",)),  # an unknown tag
        ([1, 1, 0, 0, 5, 7], ("extra data",)),
    ],
)
def test_damaged_legend_choices(tail, words):
    head = [0x13] + [0] * 12 + [0] * 3 + [0]  # empty main deck (12 counts) and sideboard (3), no champion
    _raises(_code(bytes(head + tail)), *words)
