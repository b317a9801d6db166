"""The card catalog: converter helpers, the JSON data, and the `load_cards` loader."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from decks.catalog import CATALOG_DIR, SET_CODES, iter_card_records
from decks.catalog import convert as cv

REFERENCE = Path(__file__).resolve().parents[2].parent / "shared" / "reference" / "cards"


def records_by_code() -> dict[str, dict]:
    return {r["code"]: r for r in iter_card_records()}


# --- the package is usable without Django ----------------------------------------------------------


def test_catalog_package_imports_without_django() -> None:
    script = (
        "import sys\n"
        "from decks.catalog import iter_card_records\n"
        "import decks.catalog.convert\n"
        "n = sum(1 for _ in iter_card_records())\n"
        "assert 'django' not in sys.modules, 'django was imported'\n"
        "print(n)\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "DJANGO_SETTINGS_MODULE"}
    root = Path(__file__).resolve().parents[2]
    env["PYTHONPATH"] = str(root)
    done = subprocess.run([sys.executable, "-c", script], cwd=root, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert int(done.stdout) > 900


# --- converter helpers ---------------------------------------------------------------------------


def test_icon_tokens_become_brackets() -> None:
    rich = "<p>:rb_energy_1::rb_rune_fury:, :rb_exhaust:: +2 :rb_might: or :rb_rune_rainbow:<br />Next</p>"
    assert cv.rich_to_text(rich) == "[1][Fury], [E]: +2 [M] or [A]\nNext"
    assert cv.rich_to_text("<p>[NO TEXT]</p>") == ""


def test_keywords_are_the_cards_own_only() -> None:
    text = "[Assault 2], [Shield] (reminder)\n[Action][>] [E]: Give a unit [Ganking] this turn.\n[Level 6][>] Draw 1."
    assert cv.keywords_from_text(text) == [
        {"name": "Assault", "value": 2},
        {"name": "Shield"},
        {"name": "Level", "value": 6},
    ]
    # A spell's own [Action] counts; a verb like [Stun] is not a keyword.
    assert cv.keywords_from_text("[Action] (Play on your turn.)\n[Stun] a unit.") == [{"name": "Action"}]


def test_power_domains() -> None:
    assert cv.power_domains(["fury"], 2) == ["fury", "fury"]
    assert cv.power_domains(["fury", "chaos"], 1) == ["fury|chaos"]
    assert cv.power_domains([], 1) == ["any"]
    assert cv.power_domains(["calm"], None) == []


def test_printing_codes() -> None:
    assert cv.printing_code(cv.parse_id("ogn-066a-298")) == "OGN-066a"
    assert cv.printing_code(cv.parse_id("ogn-299*-298")) == "OGN-299*"
    assert cv.printing_code(cv.parse_id("sfd-227-star-221")) == "SFD-227*"
    assert cv.printing_code(cv.parse_id("ven-r01")) == "VEN-R01"
    assert cv.printing_code(cv.parse_id("ven-sp2-006")) == "VEN-SP2"
    assert cv.printing_code(cv.parse_id("opp-017-024"), metal=True) == "OPP-017-024#metal"


def test_erratum_replaces_old_wording_and_keeps_new() -> None:
    erratum = cv.Erratum("X", new="Pay [C] to draw 2.", old="Pay [C]. If you do, draw 2.", document="e")
    text, outcome = cv.apply_erratum("[Tank]\nPay [Body]. If you do, draw 2.", erratum, ["body"])
    assert (text, outcome) == ("[Tank]\nPay [Body] to draw 2.", "applied")
    assert cv.apply_erratum(text, erratum, ["body"]) == (text, "already")


# --- the data files ------------------------------------------------------------------------------


def test_one_file_per_set_in_canonical_form() -> None:
    for set_code in SET_CODES:
        path = CATALOG_DIR / f"{set_code}.json"
        raw = path.read_text(encoding="utf-8")
        records = json.loads(raw)
        assert raw == json.dumps(records, indent=1, ensure_ascii=False) + "\n", path
        assert all(r["set"] == set_code for r in records)
        assert [(r["number"], r["code"]) for r in records] == sorted(
            (r["number"], r["code"]) for r in records
        )


def test_codes_are_unique() -> None:
    records = list(iter_card_records())
    card_codes = [r["code"] for r in records]
    printing_codes = [p["code"] for r in records for p in r["printings"]]
    assert len(card_codes) == len(set(card_codes))
    assert len(printing_codes) == len(set(printing_codes))
    assert all(r["code"] == r["printings"][0]["code"] for r in records)


@pytest.mark.skipif(not REFERENCE.exists(), reason="reference card data not available")
def test_committed_files_match_a_fresh_build(tmp_path: Path) -> None:
    by_set, _ = cv.build_catalog(REFERENCE)
    cv.write_catalog(by_set, tmp_path)
    for path in sorted(tmp_path.glob("*.json")):
        assert path.read_text(encoding="utf-8") == (CATALOG_DIR / path.name).read_text(encoding="utf-8"), (
            path.name
        )


# --- facts (README accuracy list and our decisions), read through the database --------------------


@pytest.fixture
def get(db):
    from decks.models import Card

    return lambda code: Card.objects.get(code=code)


@pytest.mark.django_db
def test_legend_named_champion_comma_title(get) -> None:
    jinx = get("OGN-251")
    assert (jinx.name, jinx.type, jinx.champion_tag, jinx.supertype) == (
        "Jinx, Loose Cannon",
        "legend",
        "Jinx",
        "",
    )
    assert get("VEN-155").name == "Kennen, Heart of the Tempest"  # tags are ["Yordle", "Kennen"]


@pytest.mark.django_db
def test_tibbers(get) -> None:
    tibbers = get("OGS-018")
    assert (tibbers.name, tibbers.type, tibbers.supertype) == ("Tibbers", "unit", "signature")
    assert (tibbers.energy, tibbers.power, tibbers.might, tibbers.champion_tag) == (8, 2, 7, "Annie")
    assert tibbers.power_domains == ["fury|chaos", "fury|chaos"]
    assert tibbers.domain_index == "|fury|chaos|"


@pytest.mark.django_db
def test_keywords(get) -> None:
    rearguard = get("OGN-010")
    assert rearguard.name == "Legion Rearguard" and rearguard.energy == 2
    assert {"name": "Accelerate"} in rearguard.keywords and "|accelerate|" in rearguard.keyword_index
    assert get("OGN-052").keywords == [{"name": "Shield"}]  # Stalwart Poro
    enforcer = get("OGN-003")
    assert enforcer.keywords == [{"name": "Assault", "value": 2}]
    assert enforcer.keyword_labels == ["Assault 2"]
    assert get("OGN-232").keywords == []  # Fiora, Victorious only gets keywords while Mighty


@pytest.mark.django_db
def test_sky_splitter(get) -> None:
    sky = get("OGN-014")
    assert (sky.name, sky.type, sky.energy, sky.power, sky.power_domains) == (
        "Sky Splitter",
        "spell",
        8,
        1,
        ["fury"],
    )


@pytest.mark.django_db
def test_equipment_might_bonus_and_granted_text(get) -> None:
    sword = get("SFD-161")
    assert (sword.name, sword.might_bonus, sword.might) == ("B.F. Sword", 3, None)
    armor = get("SFD-064")
    assert armor.text.endswith("\nGrants: [Shield 2] (+2 [M] while I'm a defender.)")
    assert {"name": "Shield", "value": 2} not in armor.keywords  # granted to the unit, not the gear's own
    assert [k["name"] for k in armor.keywords] == ["Quick-Draw", "Equip"]


@pytest.mark.django_db
def test_errata_applied(get) -> None:
    boss = get("OGN-269")  # Sett, The Boss: Origins errata
    assert boss.name == "Sett, The Boss"
    assert "spend its buff to heal it, exhaust it, and recall it instead" in boss.text
    assert "recall it exhausted instead" not in boss.text
    keeper = get("OGN-044")  # Clockwork Keeper: [C] written as the card's domain
    assert keeper.text.startswith("You may pay [Calm] as an additional cost to play me.")
    assert "ready up to 2 runes" in get("OGS-017").text  # "Dark Child, Starter"


@pytest.mark.django_db
def test_variants_grouped_under_their_base(get) -> None:
    from decks.models import Printing

    jinx = get("OGN-251")
    variants = {p.code: p.variant for p in jinx.printings.all()}
    assert variants == {
        "OGN-251": "base",
        "OGN-301": "overnumbered",
        "OGN-301*": "signed",
        "OPP-251-298": "promo",
        "OPP-251-298#metal": "metal",
    }
    assert Printing.objects.get(code="OGN-066a").card == get("OGN-066")  # Ahri, Alluring alternate art
    assert Printing.objects.get(code="VEN-R01").card == get("OGN-007")  # Fury Rune reprint
    assert get("OGN-271").name == "Recruit" and get("OGN-271").type == "token"
    assert get("OGN-271").token_type == "unit" and get("OGN-271").supertype == "token"


# --- Radiance (pre-release gallery data; docs/catalog.md, "Radiance") -----------------------------


def _rad_item(**changes) -> dict:
    item = {
        "id": "rad-999-167", "riftbound_id": "rad-999-167", "name": "Test - Card", "tags": None,
        "attributes": {"energy": 2, "might": 3, "power": 1, "might_bonus": None},
        "classification": {"type": None, "supertype": None, "rarity": "Common", "domain": ["Fury"]},
        "text": {"rich": "<p>When you play me, draw 1.</p>", "plain": "", "flavour": None},
        "media": {"accessibility_text": "Riftbound Unit: Test, Card. When you play me, draw 1.", "artist": ""},
        "metadata": {"alternate_art": False, "overnumbered": False, "signature": False, "updated_on": ""},
    }
    for key, value in changes.items():
        item[key] = {**item[key], **value} if isinstance(value, dict) else value
    return item


def test_rad_type_and_name_come_from_the_printed_type_line() -> None:
    raw, gallery = cv.rad_gallery_as_raw(_rad_item(classification={"type": "Gear"}))
    assert raw["classification"]["type"] == "Unit"  # the type line wins over the entry's type
    assert gallery["name"] == "Test, Card"
    assert raw["missing"] == [] and raw["tags"] == []
    with pytest.raises(ValueError, match="type line"):
        cv.rad_gallery_as_raw(_rad_item(media={"accessibility_text": "Test, Card. Draw 1."}))


def test_rad_empty_domain_is_missing_not_colorless() -> None:
    raw, _ = cv.rad_gallery_as_raw(_rad_item(classification={"domain": []}))
    assert raw["missing"] == ["domains"]
    assert cv.row_facts(raw, "Test, Card", cv.parse_id(raw["riftbound_id"]))["domains"] == []
    colorless, _ = cv.rad_gallery_as_raw(_rad_item(classification={"domain": ["Colorless"]}))
    assert colorless["missing"] == []


def test_rad_equipment_splits_its_granted_text() -> None:
    item = _rad_item(
        attributes={"might": 3, "might_bonus": 3},
        text={"rich": "<p>[Equip] — [A]. (Attach.)</p><p>[Ganking] (Move.)</p>"},
        media={"accessibility_text": "Riftbound Gear: Blade. [Equip] — [A]."},
    )
    raw, gallery = cv.rad_gallery_as_raw(item)
    assert raw["text"]["rich"] == "<p>[Equip] — [A]. (Attach.)</p>"
    assert gallery["effectHtml"] == "<p>[Ganking] (Move.)</p>" and gallery["mightBonus"] == 3
    assert raw["attributes"]["might"] is None
    assert item["attributes"]["might"] == 3  # the source is not changed


def test_rad_special_ids_parse() -> None:
    assert cv.printing_code(cv.parse_id("rad-r01a")) == "RAD-R01a"
    assert cv.printing_code(cv.parse_id("rad-sp4-005")) == "RAD-SP4"
    assert cv.printing_code(cv.parse_id("rad-168-167")) == "RAD-168"


def test_radiance_in_the_catalog() -> None:
    records = records_by_code()
    rad = [r for r in records.values() if r["set"] == "RAD"]
    assert len(rad) == 144
    printings = {p["code"]: r["code"] for r in records.values() for p in r["printings"]}
    assert sum(1 for code in printings if code.startswith("RAD-")) == 192  # every printing of the data
    # Missing numbers have no card.
    assert not {f"RAD-{n:03d}" for n in (10, 11, 22, 149)} & set(records)
    # Types fixed from the printed type line (the entries say null / Unit / Spell / Gear).
    assert [records[c]["type"] for c in ("RAD-006", "RAD-009", "RAD-012", "RAD-025")] == [
        "spell", "unit", "gear", "spell"]
    # Domains: given, colorless, or not known.
    assert records["RAD-167"]["name"] == "Neeko, Blending In" and records["RAD-167"]["domains"] == []
    assert "missing" not in records["RAD-167"]
    hush = records["RAD-041"]
    assert (hush["name"], hush["domains"], hush["missing"]) == ("Hush", [], ["domains"])
    assert sum(1 for r in rad if r.get("missing")) == 7
    # Legends as "<champion>, <title>"; showcase printings join their card.
    ekko = records["RAD-139"]
    assert (ekko["name"], ekko["type"], ekko["champion_tag"]) == ("Ekko, Boy Who Shattered Time", "legend", "Ekko")
    assert printings["RAD-168"] == "RAD-139"
    assert printings["RAD-SP4"] == "RAD-063" and records["RAD-063"]["might"] == 5
    # Reprints of older cards join them; runes are the OGN runes.
    assert printings["RAD-179"] == "SFD-049" and printings["RAD-183"] == "OGN-240"
    assert printings["RAD-R01"] == printings["RAD-R01a"] == "OGN-007"
    assert records["SFD-116"]["flavour"] == ""  # the RAD-181 reprint's flavour is its own
    # Equipment and the new keywords.
    blade = records["RAD-150"]
    assert (blade["might"], blade["might_bonus"], blade["granted_text"]) == (
        None, 3, "[Ganking] (I can move from battlefield to battlefield.)")
    assert records["RAD-063"]["keywords"] == [{"name": "Disarm"}]
    assert {"name": "Show Off"} in records["RAD-127"]["keywords"]


# --- the loader ----------------------------------------------------------------------------------


@pytest.mark.django_db
def test_load_is_idempotent() -> None:
    from decks.management.commands.load_cards import load_catalog
    from decks.models import Card, Printing

    cards, printings = Card.objects.count(), Printing.objects.count()
    from decks.models import CatalogVersion

    version = CatalogVersion.current()
    assert version >= 1  # the session's load changed an empty catalog
    result = load_catalog()
    assert result["cards"] == (0, 0, cards)
    assert result["printings"] == (0, 0, printings)
    assert (Card.objects.count(), Printing.objects.count()) == (cards, printings)
    assert cards == sum(1 for _ in iter_card_records())
    assert CatalogVersion.current() == version  # nothing changed: the processes' resolvers stay


@pytest.mark.django_db
def test_command_reports_counts() -> None:
    from io import StringIO

    from django.core.management import call_command

    out = StringIO()
    call_command("load_cards", stdout=out)
    assert "cards: created 0, updated 0, unchanged " in out.getvalue()
    assert "printings: created 0, updated 0, unchanged " in out.getvalue()


@pytest.mark.django_db
def test_edited_card_updates_in_place_and_decks_survive(tmp_path: Path, django_user_model) -> None:
    from decks.management.commands.load_cards import load_catalog
    from decks.models import Card, Deck, DeckCard

    user = django_user_model.objects.create_user("catalog-tester", password="x")
    deck = Deck.objects.create(owner=user, name="Test")
    rearguard = Card.objects.get(code="OGN-010")
    gone_but_used = Card.objects.get(code="OGN-003")
    entry = DeckCard.objects.create(deck=deck, card=rearguard, zone="main", count=3)
    DeckCard.objects.create(deck=deck, card=gone_but_used, zone="main", count=1)

    for path in CATALOG_DIR.glob("*.json"):
        shutil.copy(path, tmp_path / path.name)
    ogn = json.loads((tmp_path / "OGN.json").read_text(encoding="utf-8"))
    for record in ogn:
        if record["code"] == "OGN-010":
            record["text"] = "Edited text."
            record["keywords"] = [{"name": "Tank"}]
    # Drop a card a deck uses and one no deck uses.
    ogn = [r for r in ogn if r["code"] not in ("OGN-003", "OGN-004")]
    (tmp_path / "OGN.json").write_text(json.dumps(ogn, indent=1), encoding="utf-8")

    from decks.lookup import shared_resolver
    from decks.models import CatalogVersion

    before, version = shared_resolver(), CatalogVersion.current()
    assert shared_resolver() is before  # kept while the catalog is unchanged
    assert before.resolve("OGN-010").text != "Edited text."
    result = load_catalog(tmp_path)
    assert result["cards"][:2] == (0, 1)
    assert CatalogVersion.current() == version + 1
    assert shared_resolver() is not before and shared_resolver().resolve("OGN-010").text == "Edited text."
    assert shared_resolver().resolve("OGN-004") is None  # removed from the catalog
    edited = Card.objects.get(code="OGN-010")
    assert edited.pk == rearguard.pk
    assert (edited.text, edited.keyword_index) == ("Edited text.", "|tank|")
    entry.refresh_from_db()
    assert entry.card_id == rearguard.pk
    assert Card.objects.filter(code="OGN-003").exists()  # a deck uses it: kept
    assert not Card.objects.filter(code="OGN-004").exists()
