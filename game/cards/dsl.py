"""What a card module writes scripts with (docs/cards.md): helpers that build script data, and the
small part of the engine a card module's own Python term (a verb, condition, trigger test, selector
or cost registered beside its card, `game.engine.model.registry`) may read and do. A card module imports
only the registry and this module."""

from __future__ import annotations

from typing import Any

from game.engine.effects.asking import ask_cards, ask_may, ask_option, chooser
from game.engine.effects.seeing import before_reveal, look_top, revealed_from_deck, took_from_top
from game.engine.effects.verbs import each_player_order
from game.engine.model import registry
from game.engine.model.events import ALL, Log
from game.engine.model.state import BASE, BF, State
from game.engine.ops import equipment, per_turn, zones
from game.engine.read import layers
from game.engine.read.conditions import friendly, location
from game.engine.read.context import Ctx, objs, val
from game.engine.read.traits import has_tag
from game.engine.read.victory import victory_score

Step = list[Any]

# -- for a card module's Python terms ------------------------------------------------------------
__all__ = [
    "ALL", "BASE", "BF", "FRIENDLY_UNITS", "Ctx", "Log", "State", "ask_cards", "ask_may", "ask_option", "banish",
    "combined_modes",
    "burn", "before_reveal", "can_pay", "chooser", "look_top", "revealed_from_deck", "took_from_top", "give_control_recall",
    "discard_cards", "do", "draw", "each_player_order", "friendly", "has_tag", "is_mighty", "is_unit", "keyword",
    "keywords", "location", "might", "per_turn_left", "use_per_turn", "move_places", "open_to", "place_tokens",
    "move_unit", "objs", "on", "passive", "pay", "put", "put_in_deck", "put_in_trash", "recycle", "to_hand",
    "recycle_rune", "run_verb", "spell", "spell_target", "to_trash", "victory_score",
    "trigger", "unit", "units_at", "val", "become_unit", "end_unit",
    "create_legend", "in_play",
]
is_unit = layers.is_unit  # (st, oid): its current type is unit
become_unit = equipment.become_unit  # (st, log, oid, source, might=-1): it becomes a unit too (479.2.a, 178, 143.5.b)
end_unit = equipment.end_unit  # (st, log, oid): the effect that made it a unit ends
create_legend = zones.create_legend  # (st, log, p, key, holder): a legend to p's Legend Zone while holder is on the board
in_play = zones.in_play  # (st, key): an object of that card is on the board or the chain (440.3.c)
keyword = layers.keyword  # (st, oid, name): the current value of a keyword, 0 when absent
keywords = layers.keywords  # (st, oid): its current keywords, {name: value}
might = layers.might  # (st, oid): its current Might (477)
is_mighty = layers.is_mighty  # (st, oid): it is Mighty now (708)


def per_turn_left(st: State, oid: int, key: str, times: int = 1) -> bool:
    """Whether `oid`'s ability `key` ("once each turn", 386) may still be applied or performed this turn."""
    return not per_turn.used_up(st, oid, key, {"per_turn": times})


def use_per_turn(st: State, oid: int, key: str) -> None:
    """Count one use of `oid`'s once-each-turn ability `key` this turn (386.1; not when declined, 386.2.b)."""
    per_turn.use(st, oid, key, {"per_turn": 1})
draw = zones.draw  # (st, log, player, n): draw (burning out on an empty deck, 414.4)
recycle_rune = zones.recycle_rune  # (st, oid): a rune to the bottom of its Rune Deck (417.1.b)
discard_cards = zones.discard_cards  # (st, log, player, cards): they discard these (423; "when you discard")
banish = zones.banish  # (st, log, oid): to its owner's banishment (428)
put = zones.put  # (st, oid, zone): move an object to a zone ("trash", "hand", ...; board zones need more)


to_hand = zones.to_hand  # (st, oid): to its owner's hand (from any zone; a token ceases to exist)


def put_in_trash(st: State, oid: int) -> None:
    """Put a card (from a non-board zone: banishment, hand) in its owner's trash."""
    zones.put(st, oid, "trash")


def put_in_deck(st: State, oid: int, top: bool) -> None:
    """Place an object on the top or bottom of its owner's Main Deck (not a recycle; a token ceases to exist,
    186.1)."""
    zones.put(st, oid, "main_deck", bottom=not top)


burn = zones.burn  # (st, log, player, n): they [Burn N] (441)
# victory_score(st): the Victory Score now (194.3, changed by passives)


def give_control_recall(st: State, log: Log, oid: int, player: int) -> None:
    """`player` gains control of a permanent and recalls it: it goes to their base (190, 456: not a move)."""
    if st.objs[oid].zone not in (BASE, BF):
        return
    zones.put(st, oid, BASE, controller=player)
    log.add("control", f"{st.players[player].name} gains control of {st.name(oid)} and recalls it", ALL, card=oid)


def to_trash(st: State, oid: int) -> None:
    """A card to its owner's trash ("put it into your trash": not a burn, not a discard)."""
    zones.put(st, oid, "trash")
# ask_cards(ctx, player, pool, count, up_to, add): a player chooses objects; later steps name them "chosen"
# ask_option(ctx, player, options, branches, about): a player picks an option (`ctx.data["option"]`)
# ask_may(ctx, player, then, **about): that player may do `then` (a `may` of a player other than the controller)
# look_top(ctx, player, look, step, params, reveal): a look at / reveal (`reveal=True`) of the top of player's own Main
#   Deck, with the replacements as cards are seen (370.1.c.1): how many are still on top, or None (the step waits)
# before_reveal(ctx, player, step, params): the replacements of a reveal before it (Void Hatchling), for an effect that
#   works out what it reveals before `look_top`: False when one asks (the step waits, see seeing.py)
# revealed_from_deck(ctx, oid): a card looked at is revealed from the deck ("reveal a unit from among them"): its
#   `as_revealed` replacement applies (Undertitan)
# took_from_top(ctx, player): a replacement as a card is seen took it out of the deck (`look_top` counts it)
# chooser(ctx, by): the player a `by` names (you, "player" in `each_player`, a reference's controller)
# each_player_order(st, controller, start, others): the players in turn order from you ("you") or the next ("next")
# has_tag(st, oid, tag): it has that tag now (479.2)


def move_unit(ctx: Ctx, oid: int, place: int) -> bool:
    """An effect moves unit `oid` to `place` (a battlefield index, -1 its base) if that is a valid
    location for it (355.4.a); whether it moved."""
    from game.engine.effects.verbs import _move_to
    from game.engine.rules.destinations import move_options

    if oid not in ctx.st.objs or place not in move_options(ctx.st, oid):
        return False
    _move_to(ctx, oid, (ctx.st.objs[oid].controller, place))
    return True


def open_to(st: State, player: int, bf: int) -> bool:
    """Whether `player`'s units may be at battlefield `bf` (451.2: not among two other players' units...)."""
    from game.engine.rules.movement import bf_open_to

    return bf_open_to(st, player, bf)


def place_tokens(ctx: Ctx, card: str, count: int, place: int, ready: bool = False) -> None:
    """Play `count` tokens for the effect's controller at `place` (a battlefield index, -1 their base); one at a
    battlefield they don't control contests it (452)."""
    from game.engine.effects.verbs import make_tokens

    make_tokens(ctx, card, count, place, ready)


def move_places(st: State, oid: int) -> list[int]:
    """Where an effect may move unit `oid` now (355.4.a): battlefield indexes, -1 its base."""
    from game.engine.rules.destinations import move_options

    return list(move_options(st, oid))


def can_pay(st: State, player: int, cost: dict[str, Any]) -> bool:
    """Whether `player` can pay `{energy, power: [domains or "any"]}` now (pool and runes)."""
    from game.engine.rules.abilities import can_pay_resources

    return can_pay_resources(st, player, cost)


def pay(ctx: Ctx, player: int, cost: dict[str, Any]) -> None:
    """`player` pays `{energy, power}` now, automatically (a cost within instructions, 204.3)."""
    from game.engine.rules.abilities import pay_resources

    pay_resources(ctx.st, ctx.log, player, cost)


def run_verb(ctx: Ctx, name: str, **params: Any) -> bool | None:
    """Run a registered verb from a card's own verb (False: it waits for a decision, as the caller must)."""
    return registry.impls("verb")[name](ctx, **params)


def recycle(st: State, player: int, cards: list[int]) -> None:
    """417: put these cards of `player`'s on the bottom of their Main Deck (several in random order)."""
    zones.recycle_main(st, player, cards)


def units_at(st: State, oid: int) -> list[int]:
    """The units at the location of object `oid`: its battlefield's, or its controller's base."""
    o = st.objs.get(oid)
    if o is None or o.zone not in (BASE, BF):
        return []
    there = st.battlefields[o.loc].units if o.zone == BF else st.players[o.controller].base
    return [u for u in there if layers.is_unit(st, u)]


# -- script data ---------------------------------------------------------------------------------
def unit(where: str = "any", who: str = "any", **extra: Any) -> dict[str, Any]:
    """A target slot for a unit (`optional=True` for "up to")."""
    return {"what": "unit", "where": where, "who": who, **extra}


def spell_target() -> dict[str, Any]:
    return {"what": "spell"}


def do(verb: str, **params: Any) -> Step:
    return [verb, params]


def spell(*effects: Step, targets: list[dict[str, Any]] | None = None, **more: Any) -> dict[str, Any]:
    return {"targets": targets or [], "effects": list(effects), **more}


def trigger(*effects: Step, targets: list[dict[str, Any]] | None = None,
            cond: dict[str, Any] | None = None) -> dict[str, Any]:
    out: dict[str, Any] = {"targets": targets or [], "effects": list(effects)}
    if cond is not None:
        out["if"] = cond
    return out


def on(name: str, *effects: Step, targets: list[dict[str, Any]] | None = None,
       cond: dict[str, Any] | None = None, **more: Any) -> dict[str, Any]:
    """A script with one trigger (and any other keys, e.g. `static`)."""
    return {"triggers": {name: trigger(*effects, targets=targets, cond=cond)}, **more}


def combined_modes(bullets: dict[str, dict[str, Any]], size: int) -> dict[str, dict[str, Any]]:
    """Modes of `size` different bullets ("Choose two", 355.3; a Repeat's executions each choosing a mode not chosen
    already, 820.2): for each set of bullets in printed order, a mode "A + B" with the first's targets then the
    next's (their target references shifted past the earlier ones) and their effects in that order."""
    names = list(bullets)

    def sets(start: int, left: int) -> list[list[str]]:
        if left == 0:
            return [[]]
        return [[names[i], *rest] for i in range(start, len(names)) for rest in sets(i + 1, left - 1)]

    out: dict[str, dict[str, Any]] = {}
    for chosen in sets(0, size):
        targets: list[Any] = []
        effects: list[Any] = []
        for name in chosen:
            shift = len(targets)
            targets += [_shifted(t, shift) for t in bullets[name].get("targets", [])]
            effects += [_shifted(e, shift) for e in bullets[name].get("effects", [])]
        out[" + ".join(chosen)] = {"targets": targets, "effects": effects}
    return out


def _shifted(data: Any, n: int) -> Any:
    """Target references (`tN`, a selector's `differs`) moved `n` slots on."""
    if isinstance(data, str) and data[:1] == "t" and data[1:].isdigit():
        return f"t{int(data[1:]) + n}"
    if isinstance(data, list):
        return [_shifted(x, n) for x in data]
    if isinstance(data, dict):
        return {k: (v + n if k == "differs" and isinstance(v, int) else
                    [x + n for x in v] if k == "differs" and isinstance(v, list) else _shifted(v, n))
                for k, v in data.items()}
    return data


def passive(**fields: Any) -> dict[str, Any]:
    """One passive ability: `might`, `keywords`, `to`, `if`, `cost_mod`, `bonus_damage`, ..."""
    return dict(fields)


FRIENDLY_UNITS = {"who": "friendly"}
