"""Playing a card as part of an effect (420.3: a Limited Play; the Origins FAQ's "pending items").

An effect that says "play it" (a card it banished from a deck, a spell in the trash, a card with Hidden
from the hand) puts the card's play in motion and carries on; once the effect is done, the play is
finished like any other (420.3.b): its costs as the effect changes them - ignored ("ignoring its
cost"), without the Energy ("ignoring its Energy cost": the Power is paid), reduced ("reducing its cost
by [5]"), or replaced ("play me for [A]") - plus the mandatory additional costs (356.1.b.1); a unit
goes to its player's base or a battlefield they control (or "here" when the effect says so), a gear to
the base, a spell onto the chain with its targets (chosen then; a decision when there are several). A
card that can't be played - a cost that can't be paid, no legal target - stays where it is (a card from
a deck was banished first, and stays banished: Origins errata). It is played as a card of its player:
finalized (420.4.b, Legion), its play triggers fire (420.4.a).

The pending plays are tasks (`["play_pending", player, card, zone, how]`) run right after the effect,
before the chain is given back to the players (`core._next_task`).
"""

from __future__ import annotations

from typing import Any

from ..model.cards import DOMAINS
from ..model.events import ALL, Log
from ..model.prices import Cost, printed_cost
from ..model.state import BASE, CHAIN, HAND, NO_PLAYER, ChainItem, Pending, State
from ..ops import zones
from ..ops.triggers import happened
from ..read.conditions import note_finalized
from ..read.ignoring import deflect_tax
from ..read.naming import play_forbidden
from ..read.scripts import is_implemented, script_for, target_specs
from ..read.targets import candidates, target_choices
from .chain import push
from .costs import can_pay, execute_payment, resolve_payment
from .play import as_played_by_effect, unit_play_refused
from .playcosts import note_spell_spent

IGNORES = ("cost", "energy")  # "ignoring its cost" / "ignoring its Energy cost"


def queue(st: State, player: int, oid: int, how: dict[str, Any], zone: str | None = None) -> None:
    """An effect plays card `oid` (420.3): its play is finished once the effect is done. `how`:
    `ignore` (cost, energy), `less` (Energy less), `power` (a cost of that many [A] instead: "play me
    for [A]"; or a list of domains, "for [Order]"), `where` (a battlefield index: "play it here"), `then_recycle`
    ("then recycle it"), `marks` (data its chain item carries). `zone`: where it is played from, if not where it
    is now (a spell resolving: its trash)."""
    st.tasks.append(["play_pending", player, oid, zone or st.objs[oid].zone, dict(how)])


def cost_of(st: State, oid: int, how: dict[str, Any], p: int | None = None, with_extra: bool = True) -> Cost:
    """What playing the card this way costs: its base cost as the effect changes it, plus the resources
    of a mandatory additional cost (356.1.b.1: ignoring its cost doesn't ignore that; `with_extra`)."""
    card = st.card(oid)
    base = printed_cost(card)
    if "power" in how:  # "you may play me for [A]" / "for [Order]": a cost in place of the base cost
        power = how["power"]
        cost = Cost(0, [DOMAINS] * int(power)) if isinstance(power, int) else \
            Cost(0, [DOMAINS if d == "any" else (d,) for d in power])
    elif how.get("ignore") == "cost":
        cost = Cost()
    elif how.get("ignore") == "energy":
        cost = Cost(0, list(base.power))
    else:
        cost = Cost(max(0, base.energy - int(how.get("less", 0))), list(base.power))
    extra = (script_for(card) or {}).get("additional_cost") or {}
    if with_extra and extra and not extra.get("optional"):
        cost = cost.add(Cost(int(extra.get("energy", 0)), [(d,) for d in extra.get("power", [])]))
    if p is not None:  # 356.3-356.4: its cost changes apply (420.3.b; "I cost [2] less to play from anywhere
        from .playcosts import changed  # other than your hand")

        cost = changed(st, p, oid, cost)
    return cost.purposed(card.type if card.type in ("spell", "gear", "unit") else "")


def _fails(st: State, log: Log, oid: int, why: str) -> None:
    log.add("undo", f"{st.name(oid)} can't be played: {why}", ALL, card=oid)


def _pay(st: State, log: Log, p: int, cost: Cost) -> None:
    if cost.energy or cost.power:
        execute_payment(st, log, p, cost, resolve_payment(st, p, cost, "auto"))


def run_pending(st: State, log: Log, p: int, oid: int, zone: str, how: dict[str, Any]) -> None:
    """Finish the play of a card an effect played (the task `play_pending`)."""
    o = st.objs.get(oid)
    if o is None or o.zone != zone or st.players[p].removed:
        return  # it left the zone it was to be played from
    card = st.card(oid)
    if card.type not in ("unit", "gear", "spell") or not is_implemented(card):
        _fails(st, log, oid, "it is not a card this engine plays")
        return
    forbidden = play_forbidden(st, p, oid)  # "opponents can't play spells with that name" (Fallen Feline), "can't
    if forbidden:  # play cards this turn": an effect's play is a play too - impossible, skipped (358.3.a)
        _fails(st, log, oid, forbidden)
        return
    cost = cost_of(st, oid, how, p)
    st.players[p].extra.pop("next_card_less", None)  # "the next card you play" (420.5): this one
    extra = (script_for(card) or {}).get("additional_cost") or {}
    mandatory = {} if extra.get("optional") else extra
    killing = card.type == "unit" and "kill" in mandatory  # a unit's kill is paid as it is played (play_free)
    if set(mandatory) - {"energy", "power"} - ({"kill"} if killing else set()):
        _fails(st, log, oid, "its additional cost can't be paid this way")
        return
    if card.type == "spell":
        _spell(st, log, p, oid, zone, how, cost)
        return
    if not can_pay(st, p, cost):
        _fails(st, log, oid, "its cost can't be paid")
        return
    if card.type == "unit" and how.get("where") == "battlefield" and not [
            i for i, b in enumerate(st.battlefields) if b.controller == p and not unit_play_refused(st, p, oid, i)]:
        _fails(st, log, oid, "there is no battlefield you control to play it to")  # nothing paid
        return
    if killing and not [u for u in candidates(st, {**mandatory["kill"], "who": mandatory["kill"].get("who", "friendly")},
                                              p, oid, choosing=False) if u != oid]:
        _fails(st, log, oid, "its additional cost can't be paid")  # 356.1.b.1: no unit to kill
        return
    _then(st, oid, how)
    if killing:  # the base cost now; the additional cost's resources and its kill as the unit is played
        _pay(st, log, p, cost_of(st, oid, how, with_extra=False))
        _play_unit(st, log, p, oid, how, paid=False)
        return
    _pay(st, log, p, cost)
    if card.type == "gear":
        zones.put(st, oid, BASE, controller=p)
        if (script_for(card) or {}).get("enters_exhausted"):
            st.w(oid).exhausted = True
        st.w(oid).extra["finalized"] = st.turn_number
        note_finalized(st, p, oid)
        log.add("play", f"{st.players[p].name} plays {card.name}", ALL, player=p, card=oid)
        happened(st, log, "played", oid, hidden=False, from_hand=zone == HAND)  # 420.4.a
        as_played_by_effect(st, log, p, oid)
        return
    _play_unit(st, log, p, oid, how, paid=True)


def _then(st: State, oid: int, how: dict[str, Any]) -> None:
    """"Play it ... Then you may do this: Empower it" (`then`): the effect's reflexive trigger (389), about the card,
    waits behind this play (a unit's destination decision included) and goes on the chain after it."""
    if how.get("then"):
        source, trigger, controller, gen = how["then"]
        st.tasks.append(["trigger", source, trigger, controller, gen, 0, {"it": oid}])


def _play_unit(st: State, log: Log, p: int, oid: int, how: dict[str, Any], paid: bool) -> None:
    """A unit to its player's base or a battlefield they control (or where the effect says); `paid`: its
    costs are, else its mandatory additional cost is paid first (356.1.b.1, a kill chosen by its player)."""
    from ..ops.resolve import run
    from ..read.context import Ctx

    where = how.get("where")
    run(Ctx(st, log, p, oid, [oid], None, {}), [["play_free", {"card": "t0", "paid": paid,
                                                               "where": "choose" if where is None else where}]])


def _spell(st: State, log: Log, p: int, oid: int, zone: str, how: dict[str, Any], cost: Cost) -> None:
    """A spell: its targets are chosen now (one list: taken; several: a `choose_targets` decision whose
    answer finishes it, `finish_spell`); none legal while it needs one, it isn't played."""
    if (script_for(st.card(oid)) or {}).get("modes"):  # its mode would be chosen as it is played (355.3): not
        _fails(st, log, oid, "a spell with modes can't be played by an effect yet")  # modelled for an effect's play
        return
    specs = target_specs(script_for(st.card(oid)))
    choices = target_choices(st, specs, p, oid) if specs else [[]]
    choices = [t for t in choices if can_pay(st, p, _with_deflect(st, p, oid, t, cost))]
    if not choices:
        _fails(st, log, oid, "no legal targets" if specs else "its cost can't be paid")
        return
    if len(choices) == 1:
        finish_spell(st, log, p, oid, zone, how, choices[0])
        return
    st.pending = Pending("choose_targets", p, choices, {"play": oid, "zone": zone, "how": how, "card": st.card(oid).key})
    st.priority = NO_PLAYER


def _with_deflect(st: State, p: int, oid: int, targets: list[int], cost: Cost) -> Cost:
    tax = deflect_tax(st, p, targets, script_for(st.card(oid)))  # 809.1.c: still paid
    return cost.add(Cost(0, [DOMAINS] * tax)) if tax else cost


def finish_spell(st: State, log: Log, p: int, oid: int, zone: str, how: dict[str, Any], targets: list[int]) -> None:
    """Pay and put the spell on the chain with these targets (it resolves as the chain does)."""
    o = st.objs.get(oid)
    if o is None or o.zone != zone:
        return
    cost = _with_deflect(st, p, oid, targets, cost_of(st, oid, how, p))
    if not can_pay(st, p, cost):
        _fails(st, log, oid, "its cost can't be paid")
        return
    card = st.card(oid)
    zones.put(st, oid, CHAIN, controller=p)
    _pay(st, log, p, cost)
    note_finalized(st, p, oid)  # 420.4.b
    marks: dict[str, Any] = {"finalized": st.turn_number, "from_hand": zone == HAND,
                             **note_spell_spent(st, p, cost.energy)}
    if how.get("then_recycle"):  # "then recycle it" (391.3.a): instead of its owner's trash
        marks["recycle"] = True
    marks.update(how.get("marks") or {})  # what the effect that plays it says of this play
    log.add("play", f"{st.players[p].name} plays {card.name}", ALL, player=p, card=oid)
    push(st, log, ChainItem(st.new_id(), "card", oid, p, card.name, "spell",
                            [[t, st.objs[t].gen] for t in targets], marks))
    as_played_by_effect(st, log, p, oid)  # 832.1.c: Show Off as it is played


def answer_targets(st: State, log: Log, pending: Pending, targets: list[int]) -> None:
    d = pending.data
    finish_spell(st, log, pending.player, d["play"], d["zone"], d["how"], targets)
