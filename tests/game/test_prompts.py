"""The prompt's decision widgets: marking cards (mulligan), damage steppers, greyed-out reasons."""

from __future__ import annotations

import json

import pytest

from game.engine import legal_actions
from game.engine.loop import explain
from game.engine.model.state import Pending
from game.services import load_state
from game.services.board import board_context, render_regions
from game.services.prompts import stepper_widget
from game.services.regions import board_template
from tests.engine.assigning import POSITIONS, assigning


def test_mulligan_is_a_pick_of_up_to_two_hand_cards(duel):
    state = load_state(duel)
    seat = state.pending.player
    ctx = board_context(duel, state, seat)
    pick = ctx["prompt"]["pick"]
    hand = [o["id"] for o in ctx["me"]["hand"]]
    assert [c["id"] for c in pick["cards"]] == hand
    assert (pick["min"], pick["max"]) == (0, 2)
    html = render_regions(ctx)["prompt"]
    assert html.count('class="pick-opt"') == len(hand)
    assert "Keep this hand" in html
    assert "act act-choose\" data-action" not in html  # no button per combination


def test_the_other_player_sees_no_pick_widget_and_no_options(duel):
    state = load_state(duel)
    other = 1 - state.pending.player
    ctx = board_context(duel, state, other)
    assert "pick" not in ctx["prompt"]
    html = render_regions(ctx)["prompt"]
    assert "pick-opt" not in html and "Waiting for" in html


def test_spectator_prompt_has_no_widget(duel):
    ctx = board_context(duel, load_state(duel), None)
    assert "pick-opt" not in render_regions(ctx)["prompt"]


def test_assign_damage_steppers_start_from_a_legal_assignment(duel):
    state = load_state(duel).clone()
    units = [o for o in state.players[1].hand][:2]
    options = [[[units[0], 2], [units[1], 1]]]
    state.pending = Pending("assign_damage", 0, options, {"targets": units, "total": 3, "stage": 0, "acc": []})
    w = stepper_widget(state, "assign_damage", options, state.pending.data)
    assert w["key"] == "assign" and w["total"] == 3 and w["rules"]
    assert [u["start"] for u in w["units"]] == [2, 1]
    assert all(u["need"] >= 1 for u in w["units"])


def test_split_damage_steppers_start_at_zero(duel):
    state = load_state(duel)
    units = list(state.players[1].hand)[:3]
    w = stepper_widget(state, "split_damage", units, {"amount": 4})
    assert w["key"] == "split" and not w["rules"] and [u["start"] for u in w["units"]] == [0, 0, 0]


def test_a_split_among_targets_starts_each_target_at_1_when_the_damage_reaches_all(duel):
    """355.14.f: each target of a split among targets gets at least 1; 355.14.h: with more targets than
    damage, which ones keep theirs is the player's choice, so nothing is pre-filled."""
    state = load_state(duel)
    units = list(state.players[1].hand)[:3]
    enough = stepper_widget(state, "split_damage", units, {"amount": 4, "each": True})
    assert [u["start"] for u in enough["units"]] == [1, 1, 1]
    short = stepper_widget(state, "split_damage", units, {"amount": 2, "each": True})
    assert [u["start"] for u in short["units"]] == [0, 0, 0]


def test_greyed_out_hand_cards_say_why(duel):
    from game.services import submit_action
    from tests.game.helpers import payload

    state = load_state(duel)
    for _ in range(2):  # both keep their hands
        seat = state.pending.player
        keep = next(a for a in legal_actions(state, seat) if a.kind == "choose" and not a.choice["cards"])
        state = submit_action(duel, seat, state.step, payload(keep)).state
    waiting = 1 - state.priority
    ctx = board_context(duel, state, waiting)
    reasons = {o["why"] for o in ctx["me"]["hand"]}
    assert reasons == {"Not your priority: wait until the player acting passes"}
    html = render_regions(ctx)["hand"]
    assert 'title="Not your priority' in html


def test_plays_with_several_payments_share_a_group(duel):
    state = load_state(duel)
    from game.engine import view
    from game.services.board import action_rows

    rows = action_rows(state, state.pending.player, view(state, state.pending.player))
    for r in rows:
        assert "pay" not in json.loads(r["group"])


def _main_phase(duel):
    """Both players keep their hands: the first player's main phase, with priority."""
    from game.services import submit_action
    from tests.game.helpers import payload

    state = load_state(duel)
    while state.pending is not None:
        seat = state.pending.player
        keep = next(a for a in legal_actions(state, seat) if a.kind == "choose" and not a.choice["cards"])
        state = submit_action(duel, seat, state.step, payload(keep)).state
    assert state.phase == "main" and state.priority == state.turn_player
    return state


def _from_deck(state, seat: int, kind: str, targeted: bool = False) -> int:
    """A card of `kind` from the seat's main deck that costs energy (a spell: at most 3, no power)."""
    from game.engine import effects

    for oid in state.players[seat].main_deck:
        card = state.card(oid)
        specs = effects.target_specs(effects.script_for(card)) if kind == "spell" else []
        cheap = kind != "spell" or (card.energy <= 3 and not card.power)
        if card.type == kind and card.energy >= 1 and cheap and bool(specs) == targeted:
            return oid
    raise AssertionError(f"no {kind} in the deck")


def test_spell_only_pool_lights_spells_and_greys_the_rest_saying_why(duel):
    """Energy that may only be spent on spells (Lux, Kai'Sa) pays for a spell, not for a unit: the
    board highlights exactly the engine's legal plays and says why the unit can't use the pool."""
    from game.engine.model.state import HAND
    from game.engine.ops import zones
    from game.engine.rules.costs import add_restricted

    state = _main_phase(duel).clone()
    seat = state.turn_player
    spell, unit = _from_deck(state, seat, "spell"), _from_deck(state, seat, "unit")
    for oid in (spell, unit):
        zones.put(state, oid, HAND)
    for rune in state.players[seat].runes:
        state.w(rune).exhausted = True
    energy = max(state.card(spell).energy, state.card(unit).energy)
    add_restricted(state, seat, "spell", energy=energy)
    legal = {a.card for a in legal_actions(state, seat) if a.kind in ("play", "hide")}
    assert spell in legal and unit not in legal
    ctx = board_context(duel, state, seat)
    hand = {o["id"]: o for o in ctx["me"]["hand"]}
    assert {oid for oid, o in hand.items() if o["actable"]} == legal
    assert not hand[spell].get("why")
    why = hand[unit]["why"]
    assert why.startswith("Can't pay its cost") and f"the pool's {energy} energy can only be spent on spells" in why
    assert "can only be spent on spells" in render_regions(ctx)["hand"]


def test_a_card_without_reaction_is_greyed_for_its_timing_while_the_chain_is_open(duel):
    from game.engine.model.state import HAND, ChainItem
    from game.engine.ops import zones

    state = _main_phase(duel).clone()
    seat = state.turn_player
    unit = _from_deck(state, seat, "unit")
    zones.put(state, unit, HAND)
    legend = state.players[1 - seat].legend  # an activated ability of the opponent's legend is on the chain
    state.chain.append(ChainItem(900, "ability", legend, 1 - seat, state.name(legend), "activated:0"))
    ctx = board_context(duel, state, seat)
    why = next(o["why"] for o in ctx["me"]["hand"] if o["id"] == unit)
    assert why == "Only cards with Reaction can be played while the chain is open"


def _prompt_for(duel, make_pending) -> str:
    """Seat 0's prompt with the decision `make_pending(state, 0)` waiting on a copy of the game."""
    state = load_state(duel).clone()
    state.pending = make_pending(state, 0)
    return render_regions(board_context(duel, state, 0))["prompt"]


def test_naming_offers_the_players_own_names_as_buttons_and_any_card_in_a_box(duel):
    from game.engine.read import naming

    def name_a_card(state, seat):
        naming.ask(state, seat, state.players[seat].legend, "card")
        return state.pending

    html = _prompt_for(duel, name_a_card).replace("&#39;", "'")
    state = load_state(duel)
    names = [{state.table.defs[state.objs[o].card].name for o in state.players[p].main_deck} for p in (0, 1)]
    mine = sorted(names[0])[0]
    legend = state.name(state.players[0].legend)  # the card that asks is named, and its text shown
    assert f"{legend}: name a card" in html and f"Name {mine}</button>" in html and 'class="about' in html
    from game.engine.read.view import hidden_ids

    seen = {state.name(o) for o in state.objs if o not in hidden_ids(state, 0)}  # legends, champions...
    only_theirs = names[1] - names[0] - seen
    assert only_theirs and all(f"Name {n}</button>" not in html for n in only_theirs)  # their deck stays hidden
    assert '>{&#34;name&#34;' not in html  # a button reads a label, never the raw choice
    box = html[html.index('<form class="name-any"'):]
    assert "Or name any card" in box and box.count("<option value=") == len(naming.every_name("card"))


def test_putting_cards_back_in_order_names_the_cards(duel):
    def order_top_three(state, seat):
        return Pending("order_cards", seat, state.players[seat].main_deck[:3], {"purpose": "top"})

    html = _prompt_for(duel, order_top_three)
    state = load_state(duel)
    names = [state.table.defs[state.objs[o].card].name for o in state.players[0].main_deck[:3]]
    assert html.count("act act-choose") == 6  # every order of three
    assert " then ".join(names).replace("'", "&#39;") in html


def test_ordering_prevention_and_doubling_reads_as_words():
    from game.services.board import choice_label

    v = {"players": [{"name": "Ann"}, {"name": "Ben"}]}
    assert choice_label({"first": 0}, v, {}, "order_damage") == "Prevent first, then double"
    assert choice_label({"first": 1}, v, {}, "order_damage") == "Double first (1), then prevent"
    assert choice_label({"player": 1}, v, {}, "burn_out_opponent") == "Ben"


def test_a_you_may_reads_yes_or_no_and_says_what_it_asks(duel):
    """A "you may" the engine words itself (Nocturne, Horrifying) shows its question and Yes / No, not the
    answers' data."""
    from game.services.board import choice_label

    def nocturne_may(state, seat):
        resume = {"controller": seat, "source": -1, "targets": [], "data": {}, "spell": True, "rest": []}
        return Pending("may", seat, [True, False], {"then": [], "cost": None, "otherwise": [], "offer": True,
                                                     "title": "Nocturne, Horrifying is among the cards you see",
                                                     "resume": resume})

    html = _prompt_for(duel, nocturne_may)
    assert "Nocturne, Horrifying is among the cards you see" in html
    assert ">Yes</button>" in html and ">No</button>" in html and ">{&#34;yes" not in html
    assert choice_label({"yes": True}, {"players": []}, {}, "may") == "Yes"


def test_a_choice_of_cards_says_what_it_is_for_and_a_group_names_each_units_might(duel):
    from game.services.decision_words import decision_title
    from game.services.prompts import pick_widget

    state = load_state(duel)
    assert decision_title(state, "choose_cards", {"purpose": "keep_top", "count": 1}).startswith(
        "You look at the top of your deck: choose 1 to put into your hand")
    assert decision_title(state, "choose_cards", {"purpose": "chosen"}) == "Choose cards"  # the board's own title
    groups = {"purpose": "chosen", "count": 2, "groups": [[1, 2], [3]]}
    assert "its targets no longer fit together" in decision_title(state, "choose_cards", groups)
    state = state.clone()
    hand = list(state.players[0].hand)
    state.pending = Pending("choose_cards", 0, hand[:3], {**groups, "groups": [hand[:2], hand[2:3]]})
    w = pick_widget(state, "choose_cards", state.pending.data)
    assert (w["min"], w["max"]) == (1, 2)  # any of the groups' sizes


# -- combat damage: the steppers carry the engine's facts (game.engine.loop.explain) -----------------

@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_damage_steppers_carry_each_units_need_tiers_and_exemption_from_the_engine(name):
    state, targets, total = assigning(name)
    w = stepper_widget(state, "assign_damage", state.pending.options, state.pending.data)
    facts = {u.id: u for u in explain.assignment(state, targets)}
    assert [u["id"] for u in w["units"]] == targets and w["total"] == total
    for u in w["units"]:
        f = facts[u["id"]]
        assert (u["need"], u["tiers"], u["exempt"]) == (f.need, " ".join(map(str, f.tiers)), f.exempt)
    html = board_template("game/board/steppers.jinja").render({"w": w})
    assert html.count('class="stepper"') == len(targets)
    for u in w["units"]:
        assert f'data-target="{u["id"]}" data-name="{u["name"]}" data-need="{u["need"]}" data-tiers="{u["tiers"]}"' in html


def test_a_tank_ignored_here_is_not_called_tank_and_a_tank_with_backline_may_go_either_way():
    """The board used to read one tier per unit: Tank for Dune Surfer's ignored Tank and for a unit with
    Tank and Backline, refusing assignments the engine takes (467.2.c.8, 766)."""
    state, targets, _ = assigning("ignore tank")
    notes = {u["name"]: u["note"] for u in stepper_widget(state, "assign_damage", state.pending.options,
                                                          state.pending.data)["units"]}
    assert notes == {"Guard": "", "Pup": "", "Archer": "assigned last"}
    state, targets, _ = assigning("tank and backline")
    units = {u["name"]: u for u in stepper_widget(state, "assign_damage", state.pending.options,
                                                  state.pending.data)["units"]}
    assert units["Warden"]["tiers"] == "0 2" and "your choice" in units["Warden"]["note"]
    assert units["Guard"]["tiers"] == "0" and units["Guard"]["note"] == "Tank: lethal first"


def test_a_choice_of_up_to_n_cards_offers_only_the_cards_that_may_be_chosen(duel):
    state = load_state(duel).clone()
    hand = list(state.players[0].hand)
    state.pending = Pending("choose_cards", 0, hand, {"count": 1, "up_to": True, "only": hand[:2],
                                                      "purpose": "chosen"})
    pick = board_context(duel, state, 0)["prompt"]["pick"]
    assert [c["id"] for c in pick["cards"]] == hand[:2]  # the others were only looked at
    assert (pick["min"], pick["max"], pick["none_label"]) == (0, 1, "Choose none")
