"""The leak checker and the disguise catch what they must (so the audit can fail) and accept what a
viewer may know. Each form a hidden card can take is fed in deliberately leaky frames."""

from __future__ import annotations

import html
import json
import re

import pytest

from game.engine import Action, State, apply, view
from game.engine.model.events import all_but
from game.engine.model.state import FACEDOWN, HAND, TRASH, ChainItem
from game.engine.ops.zones import put
from game.services import load_state
from game.services.lobby import create_match, join_match
from game.services.state import apply_table
from tests.engine.view_ids import view_ids
from tests.game.helpers import simple_action
from tests.security.disguise import differences, disguise, interference, render_board, unexplained
from tests.security.leaks import (
    SPECTATOR,
    Knowledge,
    catalog_name,
    code_pattern,
    ids_in,
    leaks,
    series_secrets,
    snippets,
)

pytestmark = pytest.mark.django_db


def what(found: list[str]) -> list[str]:
    """The findings without the place of the card: ["name 'X'", "id 42", ...]."""
    return [f.rsplit(" (", 1)[0] for f in found]


def knows(st: State, viewer: int, own: bool = True) -> Knowledge:
    """A viewer that knows its own deck list (a seat) and nothing else yet."""
    own_names = {st.table.defs[o.card].name for o in st.objs.values() if o.owner == viewer} if own else set()
    return Knowledge(viewer, own=own_names)


def name(st: State, oid: int) -> str:
    return st.table.defs[st.objs[oid].card].name


def secret_card(st: State, seat: int, viewer: int, text: bool = False) -> int:
    """A card in `seat`'s hand whose name `viewer` cannot know (no public copy, not its own card);
    `text`: one with a distinctive rules text. When the shuffle dealt no such card to the hand, one
    is drawn from the deck into it, so `st` must be a clone."""
    known = knows(st, viewer).secrets(st)
    player = st.players[seat]
    oid = next(o for o in player.hand + player.main_deck if name(st, o) in known.names
               and (not text or st.objs[o].card in snippets(st.table)))
    if oid not in player.hand:
        put(st, oid, HAND)
    return oid


def test_an_opponents_hand_card_is_caught_in_every_form(duel):
    st = load_state(duel).clone()
    oid = secret_card(st, 1, 0, text=True)
    card, n, known = st.objs[oid].card, name(st, oid), knows(st, 0)
    assert leaks("<p>the board</p>", st, known) == []
    assert what(leaks(f"<li>{html.escape(n)}</li>", st, known)) == [f"name {n!r}"]
    assert what(leaks(json.dumps({"hand": [n]}), st, known)) == [f"name {n!r}"]
    assert leaks(f'<button data-oid="{oid}">?</button>', st, known) == [f"id {oid} (hand of seat 1)"]
    assert what(leaks(f"<span>{html.escape(snippets(st.table)[card])}</span>", st, known))[0].startswith("rules text")


@pytest.mark.parametrize("form", ['<img src="/media/cards/{lower}.webp">', '<img src="{code}a.png">',
                                  "<b>{code}/298</b>", '<img src="/cards/{under}_full.jpg">', '{{"print": "{code}"}}'])
def test_a_code_or_an_image_url_is_caught(duel, form):
    st = load_state(duel).clone()
    player = st.players[1]
    oid = next(o for o in player.hand + player.main_deck if code_pattern(st.objs[o].card) and
               st.objs[o].card in knows(st, 0).secrets(st).codes)
    if oid not in player.hand:  # the shuffle dealt none to the hand: draw one
        put(st, oid, HAND)
    code = st.objs[oid].card
    data = form.format(code=code, lower=code.lower(), under=code.replace("-", "_").lower())
    assert what(leaks(data, st, knows(st, 0)))[0].startswith(f"code {code!r}")
    assert not any(f.startswith("code") for f in leaks(data.replace(code[-1], "X").replace(code[-1].lower(), "X"),
                                                       st, knows(st, 0)))


def test_ids_are_caught_in_every_attribute_and_json(duel):
    st = load_state(duel)
    oid, public = st.players[1].hand[0], st.players[0].legend
    play = html.escape(json.dumps({"kind": "play", "card": oid, "to": -1, "targets": [], "pay": None}))
    mulligan = html.escape(json.dumps({"kind": "choose", "choice": {"cards": [public, oid]}}))
    assign = html.escape(json.dumps({"kind": "choose", "choice": {"assign": {str(oid): 2}}}))
    for data in (f'<b data-oid="{oid}">', f'<b data-pick="{oid}">', f'<b data-cards="{public} {oid}">',
                 f'<b data-target="{oid}">', f'<b data-units="{oid}">', f'<b data-pay="e{public} r{oid}">',
                 f'<b data-action="{play}">', f'<b data-action="{mulligan}">', f'<b data-group="{assign}">',
                 f'<b data-newly-added="{oid}">',  # an attribute nobody listed yet: taken for ids
                 json.dumps({"actions": [{"action": {"kind": "move", "units": [oid]}}]})):
        assert oid in ids_in(data), data
        assert what(leaks(data, st, knows(st, 0))) == [f"id {oid}"], data
    assert ids_in(f'<b data-to="{oid}" data-seq="{oid}" data-k="{oid}" title="{oid}">{oid}</b>') == set()  # no ids


def test_public_and_own_cards_are_fine_and_a_spectator_sees_no_hand(duel):
    st = load_state(duel).clone()
    mine = secret_card(st, 0, SPECTATOR)  # not a card with a public copy (the champion's, say)
    legend, n = st.players[1].legend, name(st, mine)
    ok = f'<li>{n}</li><b data-oid="{mine}"></b><b data-oid="{legend}">{name(st, legend)}</b>'
    assert leaks(ok, st, knows(st, 0)) == []
    assert what(leaks(ok, st, knows(st, SPECTATOR, own=False))) == [f"name {n!r}", f"id {mine}"]


def test_a_hidden_copy_of_a_public_card_keeps_its_id_secret(duel):
    st = load_state(duel).clone()
    deck = st.players[1].main_deck
    twin = next(o for o in st.players[1].hand if any(st.objs[d].card == st.objs[o].card for d in deck))
    put(st, next(d for d in deck if st.objs[d].card == st.objs[twin].card), TRASH)  # a copy is public now
    data = f'<b data-oid="{twin}">{html.escape(name(st, twin))}</b>'
    assert what(leaks(data, st, knows(st, 0))) == [f"id {twin}"]  # the name may be the public copy's


def test_own_deck_order_and_rune_deck_order_are_caught(duel):
    st = load_state(duel)
    top, rune = st.players[0].main_deck[0], st.players[1].rune_deck[0]
    for viewer in (0, 1, SPECTATOR):
        assert leaks(f'<b data-oid="{top}">', st, knows(st, viewer)) == [f"id {top} (main deck of seat 0, card 1 of "
                                                                         f"{len(st.players[0].main_deck)})"]
        assert leaks(f'<b data-oid="{rune}">', st, knows(st, viewer)) == [f"id {rune} (rune deck of seat 1, rune 1 of "
                                                                          f"{len(st.players[1].rune_deck)})"]
    assert leaks(f"<li>{name(st, top)}</li>", st, knows(st, 0)) == []  # its own list: the name says no order

    def next_rune(table: State, seat: int | None) -> dict[str, str]:  # "the next rune you channel is Fury"
        return {"runes-1": f'<div class="rune-deck rune-{table.card(table.players[1].rune_deck[0]).domains[0]}">'}

    def counts(table: State, seat: int | None) -> dict[str, str]:
        return {"runes-1": f"<div>{len(table.players[1].rune_deck)} runes</div>"}

    assert any(interference(next_rune, st, 0, 0, seed) for seed in range(40))
    assert not any(interference(counts, st, 0, 0, seed) for seed in range(10))


def test_a_mulligan_choice_is_caught(duel):
    st = load_state(duel)
    seat = st.pending.player
    other = 1 - seat
    chosen = [o for o in st.players[seat].hand if name(st, o) in knows(st, other).secrets(st).names][:2]
    after, events = apply(st, Action("choose", seat, choice={"cards": chosen}))
    known = knows(after, other)
    known.set_aside.update((o, seat) for o in chosen)
    known.hear([{"text": e.text, "to": e.to} for e in events], {name(st, o) for o in st.objs})
    public = [e.text for e in events if e.to == -1]
    assert public and all(name(st, o) not in t for o in chosen for t in public)  # "mulligans 2 cards"
    assert leaks(f'<section id="log"><ol><li>{html.escape(public[-1])}</li></ol></section>', after, known) == []
    place = f"set aside in seat {seat}'s mulligan, now main deck of seat {seat}"
    assert leaks(f'<b data-pick="{chosen[0]}">', after, known)[0].startswith(f"id {chosen[0]} ({place}")
    assert what(leaks(html.escape(name(st, chosen[1])), after, known)) == [f"name {name(st, chosen[1])!r}"]
    told = f"{st.players[seat].name} recycles {name(st, chosen[0])}"  # a private line, delivered to the other
    known.hear([{"text": told, "to": seat}], {name(st, chosen[0])})
    assert what(leaks(f'<section id="log"><ol><li>{html.escape(told)}</li></ol></section>', after, known)) == [
        f"log line {told!r} from an event not addressed to it", f"name {name(st, chosen[0])!r}"]

    def bottom(table: State, s: int | None) -> dict[str, str]:  # "the bottom of their deck is X"
        return {f"seat-{seat}": table.card(table.players[seat].main_deck[-1]).name}

    assert any(interference(bottom, after, other, other, n) for n in range(10))


def test_a_facedown_card_is_hidden_from_all_but_its_controller(duel):
    st = load_state(duel).clone()
    oid = secret_card(st, 1, 0)
    put(st, oid, FACEDOWN, controller=1, loc=0)
    data = f'<div class="tile tile-{st.card(oid).type}" data-oid="{oid}">{html.escape(name(st, oid))}</div>'
    assert what(leaks(data, st, knows(st, 0))) == [f"name {name(st, oid)!r}", f"id {oid}"]
    assert leaks(data, st, knows(st, 0))[1] == f"id {oid} (facedown at battlefield 0)"
    assert leaks(data, st, knows(st, 1)) == []

    def tile_class(table: State, seat: int | None) -> dict[str, str]:  # the face's type as a class
        return {"battlefield-0": f'<div class="tile-{table.card(table.battlefields[0].facedown[0]).type}">'}

    # most of a deck is units: enough deals that one puts another type face down (0.7 ** 100 to miss)
    assert any(interference(tile_class, st, 0, 0, n) for n in range(100))
    assert not any(interference(tile_class, st, 1, 1, n) for n in range(100))  # its controller may know


def test_cards_a_player_looks_at_are_its_own_secret(duel):
    st = load_state(duel).clone()
    top = st.players[0].main_deck[:3]
    st.pending = type(st.pending)("choose_cards", 0, top, {"count": 1, "purpose": "keep_top"})
    assert leaks(f'<b data-pick="{top[0]}">', st, knows(st, 0)) == []
    assert what(leaks(f'<b data-pick="{top[0]}">', st, knows(st, 1))) == [f"id {top[0]}"]


@pytest.mark.parametrize("wrap", ['<section id="log"><ol class="log-lines"><li>{}</li></ol></section>',
                                  '<ol id="log-lines" hx-swap-oob="afterbegin"><li data-k="7003">{}</li></ol>'])
def test_only_events_addressed_to_the_viewer_teach_it(duel, wrap):
    st = load_state(duel).clone()
    oid = secret_card(st, 1, 0)
    n = name(st, oid)
    line = wrap.format(f"you look at {html.escape(n)}")
    known = knows(st, 0)
    known.hear([{"text": f"you look at {n}", "to": 1}], {n})
    assert what(leaks(line, st, known)) == [f"log line {'you look at ' + n!r} from an event not addressed to it",
                                            f"name {n!r}"]
    known.hear([{"text": f"you look at {n}", "to": all_but(1)}], {n})  # everyone but seat 1: seat 0 reads it
    assert leaks(line, st, known) == []
    spectator = knows(st, SPECTATOR, own=False)
    spectator.hear([{"text": f"you look at {n}", "to": 0}], {n})  # a seat's own line: never a spectator's
    assert leaks(line, st, spectator)


def test_the_real_board_and_view_do_not_change_with_hidden_cards(duel):
    st = load_state(duel)
    for _ in range(40):  # the mulligans and the first turn
        for viewer in (0, 1, SPECTATOR):
            for seed in range(3):
                assert view(disguise(st, viewer, seed), viewer) == view(st, viewer)
            assert not view_ids(view(st, viewer)) & set(knows(st, viewer).secrets(st).ids)
        seat, action = simple_action(st)
        st, _ = apply(st, action)
    disguised = disguise(st, SPECTATOR, 0)
    assert [disguised.objs[o].card for o in st.players[1].main_deck] != [st.objs[o].card for o in st.players[1].main_deck]
    assert view(disguised) != view(st)  # the omniscient view sees the difference
    assert set(st.players[1].main_deck) <= view_ids(view(st))  # and holds every id


def test_the_rendered_board_does_not_change_with_hidden_cards(duel):
    st = load_state(duel)
    for seat in (0, 1, None):
        viewer = SPECTATOR if seat is None else seat
        real = render_board(duel, st, seat, body=True)
        assert differences(real, render_board(duel, disguise(st, viewer, 5), seat, body=True)) == []
        assert unexplained(real["seat-head-1"] + real["turn"], real) is None
        assert unexplained(real["seat-head-1"].replace("deck", "desk"), real) is not None  # a frame not rendered here
        line = re.search(r"<li[^>]*>.*?</li>", real["log"]).group(0)  # a log update: new lines only
        assert unexplained(f'<ol id="log-lines" hx-swap-oob="afterbegin">{line}</ol>{real["turn"]}', real) is None
        assert unexplained('<ol id="log-lines" hx-swap-oob="afterbegin"><li>Jinx</li></ol>', real) is not None
        other = render_board(duel, st, 1 if seat == 0 else 0)
        assert unexplained(other["seat-head-0"] + other["seat-head-1"] + other["prompt"], real) is not None  # another's board
        if seat is not None:  # the other seat's secrets are its hand: shuffled, its own board changes
            assert differences(real, render_board(duel, disguise(st, 1 - seat, 5), seat, body=True))


def test_a_best_of_3_keeps_sideboards_and_presented_battlefields(annie, garen, annie_deck, garen_deck):
    match = create_match(annie, "duel", annie_deck, best_of=3)
    join_match(match, garen, garen_deck)
    match.refresh_from_db()
    table = load_state(match)
    if table.pending.kind == "choose_first":  # TR 407.1 (2026-10-09): first the drawn player chooses
        table, _ = apply_table(table, Action("choose", table.pending.player, choice={"player": 0}))
    original = [list(d["main"]) for d in table.decks]
    deck = table.decks[0]
    side = catalog_name(next(r for r in deck["sideboard"] if r not in deck["main"]))
    chosen = table.pending.options[0]
    table, _ = apply_table(table, Action("choose", 0, choice={"battlefield": chosen}))
    secrets = series_secrets(table, 1, catalog_name, original)
    assert secrets[side] == "sideboard of seat 0"
    assert secrets[catalog_name(chosen)] == "battlefield seat 0 presents for the next game"
    assert catalog_name(chosen) not in series_secrets(table, 0, catalog_name, original)  # its own choice
    data = f"<p>{html.escape(catalog_name(chosen))}</p><p>{html.escape(side)}</p>"
    assert what(leaks(data, None, Knowledge(1), secrets)) == sorted([f"name {catalog_name(chosen)!r}", f"name {side!r}"])
    assert leaks(data, None, Knowledge(1, heard={catalog_name(chosen), side}), secrets) == []  # once told


def test_a_chain_item_does_not_name_a_source_gone_hidden(duel):
    """Found by the audit (FFA4, seed 3003, step 148): Gust returned Blastcone Fae to its owner's hand
    while the Fae's "when played" trigger waited on the chain; the chain showed the trigger's source
    id, now a card in a hand, to everyone (`data-oid` in #chain, `source` in the view)."""
    st = load_state(duel).clone()
    returned, target = st.players[1].hand[0], st.players[1].hand[1]
    st.chain.append(ChainItem(st.new_id(), "ability", returned, 1, f"{name(st, returned)} (play)", "trigger:play",
                              [[target, 0]]))
    for viewer in (0, SPECTATOR):
        chain = view(st, viewer)["chain"][0]
        assert (chain["source"], chain["targets"]) == (-1, [-1])
        regions = render_board(duel, st, None if viewer < 0 else viewer)
        assert leaks(regions["chain"], st, knows(st, viewer, own=viewer >= 0)) == []
    assert (view(st, 1)["chain"][0]["source"], view(st)["chain"][0]["targets"]) == (returned, [target])
    assert f'data-oid="{returned}"' in render_board(duel, st, 1)["chain"]  # its owner still sees which card
